//! The posts the outbox carries for other services ([`super::outbox`]'s
//! [`Carried`]), answered by their composition, [`Tables`]: a turn's
//! reminder (the turns service's), a tournament's podium and its tables'
//! openings (the tournaments'). The one place that names both the outbox
//! and the services that post through it.

use std::sync::Arc;

use super::outbox::{Carried, Carrying};
use super::screen::Screen;
use super::{Error, PostData, PostKey, PostReport, Tables};
use crate::seating::TournamentId;
use crate::store::{PostKind, PostRow};
use crate::table::{GameId, unix_now};

impl<S: Screen> Carried for Tables<S> {
    fn data<'a>(self: Arc<Self>, row: &'a PostRow) -> Carrying<'a, Option<PostData>> {
        Box::pin(async move {
            let bad_key = || Error::Internal(format!("no post {} {}", row.kind.as_str(), row.key));
            match row.kind {
                PostKind::Podium => {
                    let id = TournamentId(row.key.parse().map_err(|_| bad_key())?);
                    let report = self.tournament_report(id).await?;
                    Ok(Some(PostData::Podium(Box::new(report))))
                }
                PostKind::Reminder => {
                    let (game, deadline) = row.key.split_once(':').ok_or_else(bad_key)?;
                    let game = GameId(game.parse().map_err(|_| bad_key())?);
                    let deadline = deadline.parse().map_err(|_| bad_key())?;
                    let table = self.turns.reminded(game, deadline).await?;
                    Ok(table.map(|table| PostData::Reminder { table, deadline }))
                }
                PostKind::Table => self.opening_data(row, unix_now()).await,
                _ => Err(bad_key()),
            }
        })
    }

    fn opened<'a>(self: Arc<Self>, key: &'a PostKey, report: PostReport) -> Carrying<'a, ()> {
        Box::pin(async move { self.table_opened(key, report).await })
    }
}

//! The posts the outbox carries for other services ([`crate::live::outbox`]'s
//! [`Carried`]), answered by their composition, [`Tables`]: a turn's
//! reminder (the turns service's), a tournament's podium, its tables'
//! openings, its sign-up message and its public standings (the tournament
//! rounds'). The one place that names both the outbox
//! and the services that post through it.

use std::sync::Arc;

use crate::live::outbox::{Carried, Carrying};
use crate::live::port::Screen;
use crate::live::{Error, PostData, PostKey, PostReport, Tables};
use crate::store::{PostId, PostRow};
use crate::table::{GameId, unix_now};

impl<S: Screen> Carried for Tables<S> {
    fn data<'a>(self: Arc<Self>, row: &'a PostRow) -> Carrying<'a, Option<PostData>> {
        Box::pin(async move {
            match row.id {
                PostId::Podium(id) => {
                    let report = self.tournament_rounds.tournament_report(id).await?;
                    // The podium comes after the last tables' results, which
                    // their games' own shows post: it waits for them, never
                    // longer than a quarter of its lease.
                    let (last, _) = report.0.last_round();
                    let last_tables: Vec<GameId> = (report.0.tables.iter())
                        .filter(|table| table.round == last)
                        .map(|table| table.game)
                        .collect();
                    let patience = self.kernel.settings.waits.post_lease / 4;
                    (self.kernel.showings)
                        .wait_shown(&last_tables, patience)
                        .await;
                    Ok(Some(PostData::Podium(Box::new(report))))
                }
                PostId::Signup(id) | PostId::Standings(id) => {
                    let rounds = &self.tournament_rounds;
                    let (play, rows) = rounds.tournament_report(id).await?;
                    let message = row.at.map(|(_, message)| message);
                    Ok(match (row.id, message) {
                        // Owed only once its message is known.
                        (PostId::Signup(_), None) => None,
                        (PostId::Signup(_), Some(message)) => Some(PostData::Signup {
                            play: Box::new(play),
                            message,
                        }),
                        _ => Some(PostData::Standings {
                            report: Box::new((play, rows)),
                            message,
                        }),
                    })
                }
                PostId::Reminder(game, deadline) => {
                    let table = self.turns.reminded(game, deadline).await?;
                    Ok(table.map(|table| PostData::Reminder { table, deadline }))
                }
                PostId::Table(game) => {
                    let rounds = &self.tournament_rounds;
                    rounds.opening_data(game, row, unix_now()).await
                }
                _ => Err(Error::Internal(format!("post {} is not carried", row.id))),
            }
        })
    }

    fn opened<'a>(self: Arc<Self>, key: &'a PostKey, report: PostReport) -> Carrying<'a, ()> {
        Box::pin(async move { self.tournament_rounds.table_opened(key, report).await })
    }
}

//! The posts a tournament owes, carried by the outbox for the rounds
//! service ([`Carrier`]): its podium, its sign-up message, its public
//! standings, and its tables' openings in their threads (whose reports the
//! rounds record: where each table plays), and what comes next under each
//! table's results, edited once the next round started.

use std::sync::Arc;

use crate::live::error::Error;
use crate::live::outbox::{Carrier, Carrying};
use crate::live::port::Screen;
use crate::live::port::post::{PostData, PostKey, PostReport};
use crate::live::tournaments::rounds::TournamentRounds;
use crate::store::{PostId, PostKind, PostRow};
use crate::table::{GameId, unix_now};

impl<S: Screen> Carrier for TournamentRounds<S> {
    fn data<'a>(self: Arc<Self>, row: &'a PostRow) -> Carrying<'a, Option<PostData>> {
        Box::pin(async move {
            match row.id {
                PostId::Podium(id) => {
                    let report = self.tournament_report(id).await?;
                    // The podium comes after the last tables' results, which
                    // their games' own shows post: it waits for them, never
                    // longer than a quarter of its lease.
                    let (last, _) = report.0.last_round();
                    let last_tables: Vec<GameId> = (report.0.tables.iter())
                        .filter(|table| table.round == last)
                        .map(|table| table.game)
                        .collect();
                    let patience = self.kernel.settings().waits.post_lease / 4;
                    (self.kernel.showings())
                        .wait_shown(&last_tables, patience)
                        .await;
                    Ok(Some(PostData::Podium(Box::new(report))))
                }
                PostId::Signup(id) | PostId::Standings(id) => {
                    let (play, rows) = self.tournament_report(id).await?;
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
                PostId::Table(game) => self.opening_data(game, row, unix_now()).await,
                PostId::Next(game) => self.next_data(game, row).await,
                _ => Err(Error::Internal(format!(
                    "post {} is not a tournament's",
                    row.id
                ))),
            }
        })
    }

    fn records_reports(&self, kind: PostKind) -> bool {
        kind == PostKind::Table
    }

    fn reported<'a>(self: Arc<Self>, key: &'a PostKey, report: PostReport) -> Carrying<'a, ()> {
        Box::pin(async move { self.table_opened(key, report).await })
    }
}

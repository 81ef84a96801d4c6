//! The hostile clicks: fifteen kinds (spectators, out of turn, old messages and
//! versions, forged and malformed ids, a finished game), drawn from a fixed seed.

use hypnosia::controls::{ComponentId, LobbyControl};
use hypnosia::table::{GameId, Level};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serenity::all::UserId;

use super::{
    CHANNEL_BUSY, CLICKS, Click, ILLEGAL, LOBBY_CLOSED, MALFORMED, NO_GAME, NOT_A_PLAYER,
    NOT_YOUR_TURN, OLD_VERSION, OVER, SPECTATOR, Targets,
};
use crate::support::rematch_id;

/// Replaces field `i` of a colon-separated id.
fn with_field(id: &str, i: usize, value: &str) -> String {
    let mut parts: Vec<&str> = id.split(':').collect();
    parts[i] = value;
    parts.join(":")
}

fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> &'a T {
    &items[rng.random_range(0..items.len())]
}

fn random_text(rng: &mut ChaCha8Rng, len: usize, alphabet: &[char]) -> String {
    (0..len).map(|_| *pick(rng, alphabet)).collect()
}

/// [`CLICKS`] hostile clicks of fifteen kinds, drawn from a fixed seed.
pub(super) fn hostile_clicks(t: &Targets) -> Vec<Click> {
    let (channel, turn, mover) = (t.w.channel, &t.turn, t.mover);
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed);
    let everyone: Vec<UserId> = [t.alice, t.bob]
        .into_iter()
        .chain(t.spectators.clone())
        .collect();
    let ascii: Vec<char> = (' '..='~').collect();
    let unicode: Vec<char> = "é漢字🙂🎲\u{202e}\u{200b}\u{feff}١٢٣ÅΩж\u{0}\u{1f}:-+"
        .chars()
        .collect();
    let on_turn = |user, custom_id: String, expect, kind| Click {
        user,
        channel,
        message: turn.message,
        custom_id,
        expect,
        kind,
    };
    let mut clicks = Vec::with_capacity(CLICKS);
    while clicks.len() < CLICKS {
        let current = pick(&mut rng, &turn.ids).clone();
        let anyone = *pick(&mut rng, &everyone);
        let fan = *pick(&mut rng, &t.spectators);
        let click = match rng.random_range(0..15) {
            0 => on_turn(fan, current, SPECTATOR, "spectator"),
            1 => on_turn(t.waiter, current, NOT_YOUR_TURN, "out of turn"),
            2 => on_turn(
                anyone,
                pick(&mut rng, &t.old_ids).clone(),
                OLD_VERSION,
                "old version",
            ),
            3 => {
                // Judged by its version and the clicker's seat, as on the
                // turn message: the message a button is on decides nothing.
                let old = pick(&mut rng, &t.stale);
                let (user, custom_id, expect) = if rng.random_bool(0.5) {
                    (fan, current, SPECTATOR)
                } else {
                    let user = if rng.random_bool(0.5) { mover } else { anyone };
                    (user, pick(&mut rng, &t.old_ids).clone(), OLD_VERSION)
                };
                Click {
                    user,
                    channel,
                    message: old.message,
                    custom_id,
                    expect,
                    kind: "old message",
                }
            }
            4 => {
                let len = rng.random_range(0..=100);
                on_turn(
                    anyone,
                    random_text(&mut rng, len, &ascii),
                    MALFORMED,
                    "random",
                )
            }
            5 => {
                let id = if rng.random_bool(0.5) {
                    format!("{current}{}", "0".repeat(rng.random_range(80..2000)))
                } else {
                    format!("{}{}", export_id(1), "1".repeat(rng.random_range(100..300)))
                };
                on_turn(anyone, id, MALFORMED, "too long")
            }
            6 => {
                let len = rng.random_range(1..40);
                let id = match rng.random_range(0..3) {
                    0 => random_text(&mut rng, len, &unicode),
                    1 => with_field(&current, 2, "١٢"),
                    _ => lobby_id(t.lobby_ids[1], LobbyControl::Join).replace("join", "jöin"),
                };
                on_turn(anyone, id, MALFORMED, "unicode")
            }
            7 => {
                let n = format!("-{}", rng.random_range(0..1_000_000u32));
                let id = match rng.random_range(0..4) {
                    0 => with_field(&current, 2, &n),
                    1 => with_field(&current, 3, &n),
                    2 => with_field(&current, 4, &n),
                    _ => rematch_id(0).replace(":0", &format!(":{n}")),
                };
                on_turn(anyone, id, MALFORMED, "negative")
            }
            8 => {
                if rng.random_bool(0.5) {
                    let huge = format!("{}{}", u64::MAX, rng.random_range(0..10));
                    let field = *pick(&mut rng, &[2usize, 3]);
                    on_turn(
                        anyone,
                        with_field(&current, field, &huge),
                        MALFORMED,
                        "huge",
                    )
                } else {
                    let id = with_field(&current, 2, &i64::MAX.to_string());
                    on_turn(anyone, id, NO_GAME, "huge")
                }
            }
            9 => {
                if rng.random_bool(0.5) {
                    let id = with_field(&current, 2, &t.done_game.to_string());
                    on_turn(anyone, id, OVER, "other game")
                } else {
                    let other = rng.random_range(t.done_game.max(t.game) + 1..1_000_000);
                    on_turn(
                        anyone,
                        with_field(&current, 2, &other.to_string()),
                        NO_GAME,
                        "other game",
                    )
                }
            }
            10 => Click {
                user: anyone,
                channel: t.done_channel,
                message: *pick(&mut rng, &t.done_messages),
                custom_id: pick(&mut rng, &t.done_ids).clone(),
                expect: OVER,
                kind: "finished game",
            },
            11 => {
                let action = *pick(
                    &mut rng,
                    &[
                        LobbyControl::Join,
                        LobbyControl::Leave,
                        LobbyControl::Start,
                        LobbyControl::Cancel,
                        LobbyControl::AddAi(Level::Hard),
                        LobbyControl::RemoveAi,
                        LobbyControl::ColorMenu,
                    ],
                );
                let id = if rng.random_bool(0.8) {
                    *pick(&mut rng, &t.lobby_ids)
                } else {
                    rng.random_range(1..1_000_000)
                };
                on_turn(anyone, lobby_id(id, action), LOBBY_CLOSED, "lobby")
            }
            12 => match rng.random_range(0..3) {
                0 => Click {
                    user: fan,
                    channel: t.done_channel,
                    message: t.results,
                    custom_id: rematch_id(t.done_game),
                    expect: NOT_A_PLAYER,
                    kind: "rematch",
                },
                1 => on_turn(
                    *pick(&mut rng, &[t.alice, t.bob]),
                    rematch_id(t.game),
                    CHANNEL_BUSY,
                    "rematch",
                ),
                _ => on_turn(
                    anyone,
                    rematch_id(rng.random_range(100..1_000_000)),
                    NO_GAME,
                    "rematch",
                ),
            },
            13 => on_turn(
                anyone,
                export_id(rng.random_range(100..i64::MAX)),
                NO_GAME,
                "export",
            ),
            _ => {
                // The mover's own button, at the current version, naming a move
                // that is not legal now.
                let space = format!("O{}", rng.random_range(0..48));
                let id = if rng.random_bool(0.5) {
                    with_field(&current, 7, &space)
                } else {
                    with_field(&current, 4, &rng.random_range(1..=6).to_string())
                };
                if turn.ids.contains(&id) {
                    continue;
                }
                on_turn(mover, id, ILLEGAL, "illegal move")
            }
        };
        clicks.push(click);
    }
    clicks
}

/// The id of a button of lobby `lobby`, as the bot's codec writes it.
fn lobby_id(lobby: i64, control: LobbyControl) -> String {
    ComponentId::Lobby {
        lobby: GameId(lobby),
        control,
    }
    .to_string()
}

/// The id of the Export button under game `game`'s results.
fn export_id(game: i64) -> String {
    ComponentId::Export { game: GameId(game) }.to_string()
}

//! The scripted players: each opens its game, waits for its turn, picks a
//! move (seeded) and queues itself for the ticker.

use super::*;
use hypnosia::controls::{ComponentId, LobbyControl};

use crate::common::turns::shown_in_place;

/// SplitMix64: the players' seeded choices.
pub(super) fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Opens a two-seat lobby in the seat's channel as its host, has the guest join it,
/// and starts it.
pub(super) async fn open_game(sh: &Shared, seat: usize) -> Result<(), String> {
    let channel = sh.seats[seat].channel;
    let [host, guest] = sh.seats[seat].users;
    let emu = &sh.emu;
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let h = emu.try_slash(host, channel, "hypnosia new", &options)?;
    let r = h
        .wait_response_only(SETUP_WAIT)
        .await
        .ok_or("no answer to /hypnosia new")?;
    sh.setup.lock().unwrap().push(r.latency);
    let lobby_of = |m: &hypnosia_emulator::EmuMessage| {
        m.custom_ids().iter().find_map(|id| match id.parse() {
            Ok(ComponentId::Lobby { lobby, .. }) => Some(lobby),
            _ => None,
        })
    };
    let mut lobby = r
        .message
        .filter(|_| !r.ephemeral)
        .ok_or_else(|| "/hypnosia new was refused".to_string())?;
    // A command answered late is deferred first (its message empty) and
    // filled in by an edit: the lobby is the message once edited.
    if lobby_of(&lobby).is_none() {
        let filled = h.wait(SETUP_WAIT, |s| {
            s.original.as_ref().is_some_and(|m| lobby_of(m).is_some())
        });
        lobby = (filled.await)
            .and_then(|s| s.original)
            .ok_or("the lobby has no lobby components")?;
    }
    let id = lobby_of(&lobby).ok_or("the lobby has no lobby components")?;
    let control = |control| ComponentId::Lobby { lobby: id, control }.to_string();
    for (user, step) in [(guest, LobbyControl::Join), (host, LobbyControl::Start)] {
        let custom_id = control(step);
        let edits = emu.message(lobby.id).map_or(0, |m| m.edits);
        let h = emu.try_click(user, channel, lobby.id, &custom_id)?;
        let r = h
            .wait_response_only(SETUP_WAIT)
            .await
            .ok_or_else(|| format!("no answer to {step:?}"))?;
        // Kept, not forgotten: the bot may still edit the answer through
        // its token (the start's board), as Discord allows.
        sh.setup.lock().unwrap().push(r.latency);
        shown_in_place(emu, (channel, lobby.id, edits), &r, SETUP_WAIT)
            .await
            .map_err(|e| format!("{step:?}: {e}"))?;
    }
    Ok(())
}

/// Counts the moves between the newest state of the seat's game seen so far and `(game, version)`.
fn count_moves(sh: &Shared, seat: usize, game: i64, version: u64) {
    let mut seen = sh.seats[seat].seen.lock().unwrap();
    let moved = match *seen {
        Some((g, v)) if g == game => version.saturating_sub(v),
        _ => version,
    };
    if seen.is_none_or(|(g, v)| g != game || version > v) {
        *seen = Some((game, version));
    }
    drop(seen);
    sh.moves.fetch_add(moved, Ordering::Relaxed);
}

/// How long a player keeps an answered click for the bot's later calls
/// through it (Discord keeps its token 15 minutes).
const KEPT_CLICKS_FOR: Duration = Duration::from_secs(30);

/// A scripted player (`p` 0: the host, who opens the next game when one ends; 1: the
/// guest): forever waits for its turn, queues for the ticker, awaits the answer.
pub(super) async fn player(sh: Arc<Shared>, seat: usize, p: usize) {
    let user = sh.seats[seat].users[p];
    let channel = sh.seats[seat].channel;
    let host = p == 0;
    let mut rng = 0x10ad_u64 ^ (seat as u64 * 2 + p as u64).wrapping_mul(0x2545_f491_4f6c_dd1d);
    // The state last clicked (only a newer one is a new turn).
    let mut after: Option<(i64, u64)> = None;
    // The answered clicks, kept while the bot may still show or tidy what
    // follows them through their tokens ("the click pays": the turn posted
    // through one click is removed through it after the other player's
    // click); older ones are forgotten, so that the emulator holds what a
    // player clicks in half a minute (tokens, not the boards they showed).
    // Keeping one sent the bot's later calls to unknown tokens (404s, then
    // counted channel calls); keeping four did too once the cores were full
    // and a game's shows ran some clicks behind.
    let mut paying = std::collections::VecDeque::new();
    loop {
        // Only the host acts on the results (a new game); the guest waits for
        // its first turn in it.
        let found = sh
            .emu
            .wait_for_last_message(
                channel,
                |m| turn_for(m, user, after).is_some() || (host && is_results(m)),
                STALL,
            )
            .await;
        let Some(msg) = found else {
            sh.stalls.fetch_add(1, Ordering::Relaxed);
            after = None;
            continue;
        };
        if is_results(&msg) {
            sh.finished.fetch_add(1, Ordering::Relaxed);
            if let Err(e) = open_game(&sh, seat).await {
                sh.error(format!("restarting game {seat}: {e}"));
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
            after = None;
            continue;
        }
        let Some((game, version, ids)) = turn_for(&msg, user, after) else {
            continue;
        };
        count_moves(&sh, seat, game, version);
        if let Some(fired) = sh.seats[seat].fired_at.lock().unwrap().take() {
            let now = Instant::now();
            sh.turns_back.lock().unwrap().push((now, now - fired));
        }
        let custom_id = ids[(splitmix(&mut rng) % ids.len() as u64) as usize].clone();
        let (tx, rx) = oneshot::channel();
        let ready = Ready {
            seat,
            player: p,
            message: msg.id,
            custom_id,
            fired: tx,
        };
        if sh.queue.send(ready).is_err() {
            return; // the benchmark is over
        }
        let Ok(fired) = rx.await else { return };
        match fired {
            Fired::Failed(e) => {
                sh.error(format!("click in game {seat}: {e}"));
                after = None;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Fired::Clicked {
                handle,
                window,
                lag,
            } => {
                let r = handle.wait_response_only(CLICK_TIMEOUT).await;
                let applied = r.as_ref().is_some_and(|r| r.kind == 7 && !r.ephemeral);
                // A deferred click is answered later through its token, as
                // Discord allows for 15 minutes: it is kept, and its player
                // waits for the board to move on instead of clicking again.
                let deferred = r.as_ref().is_some_and(|r| matches!(r.kind, 5 | 6));
                if deferred {
                    sh.deferred.fetch_add(1, Ordering::Relaxed);
                } else if r.is_some() {
                    handle.drop_snapshot();
                    paying.push_back((Instant::now(), handle));
                    while let Some((at, old)) = paying.front()
                        && at.elapsed() > KEPT_CLICKS_FOR
                    {
                        old.forget();
                        paying.pop_front();
                    }
                }
                sh.samples.lock().unwrap().push(Sample {
                    window,
                    latency: r.map(|r| r.latency),
                    applied: applied || deferred,
                    lag,
                    at: Instant::now(),
                });
                sh.inflight.fetch_sub(1, Ordering::Relaxed);
                after = (applied || deferred).then_some((game, version));
            }
        }
    }
}

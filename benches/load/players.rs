//! The scripted players: each opens its game, waits for its turn, picks a
//! move (seeded) and queues itself for the ticker.

use super::*;

/// SplitMix64: the players' seeded choices.
pub(super) fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Opens a two-seat lobby in the seat's channel, adds an easy computer player, starts it.
pub(super) async fn open_game(sh: &Shared, seat: usize) -> Result<(), String> {
    let Seat { channel, user } = sh.seats[seat];
    let emu = &sh.emu;
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let h = emu.try_slash(user, channel, "hypnosia new", &options)?;
    let r = h
        .wait_response_only(SETUP_WAIT)
        .await
        .ok_or("no answer to /hypnosia new")?;
    sh.setup.lock().unwrap().push(r.latency);
    let lobby = r
        .message
        .filter(|_| !r.ephemeral)
        .ok_or_else(|| "/hypnosia new was refused".to_string())?;
    let steps = easy_computer_then_start(&lobby).ok_or("the lobby has no lobby components")?;
    for (id, value) in steps {
        let h = match &value {
            Some(value) => emu.try_select(user, channel, lobby.id, &id, &[value])?,
            None => emu.try_click(user, channel, lobby.id, &id)?,
        };
        let r = h
            .wait_response_only(SETUP_WAIT)
            .await
            .ok_or_else(|| format!("no answer to {id:?}"))?;
        // Kept, not forgotten: the bot may still edit the answer through
        // its token (the start's board), as Discord allows.
        sh.setup.lock().unwrap().push(r.latency);
        if r.kind != 7 {
            return Err(format!("{id:?} was refused: {}", r.content()));
        }
    }
    Ok(())
}

/// A scripted player: forever waits for its turn, queues for the ticker, awaits the answer.
pub(super) async fn player(sh: Arc<Shared>, seat: usize) {
    let user = sh.seats[seat].user;
    let channel = sh.seats[seat].channel;
    let mut rng = 0x10ad_u64 ^ (seat as u64).wrapping_mul(0x2545_f491_4f6c_dd1d);
    // The state last clicked (only a newer one is a new turn), and the state last seen.
    let mut after: Option<(i64, u64)> = None;
    let mut seen: Option<(i64, u64)> = None;
    // The last answered click, kept while the bot may still show what follows
    // it through its token (the computer's move, the next turn: "the click
    // pays"); forgotten once the next click is answered, so the emulator holds
    // one interaction per game.
    let mut paying = None;
    loop {
        let found = sh
            .emu
            .wait_for_last_message(
                channel,
                |m| turn_for(m, user, after).is_some() || is_results(m),
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
            (after, seen) = (None, None);
            continue;
        }
        let Some((game, version, ids)) = turn_for(&msg, user, after) else {
            continue;
        };
        let moved = match seen {
            Some((g, v)) if g == game => version.saturating_sub(v),
            _ => version,
        };
        sh.moves.fetch_add(moved, Ordering::Relaxed);
        seen = Some((game, version));
        let custom_id = ids[(splitmix(&mut rng) % ids.len() as u64) as usize].clone();
        let (tx, rx) = oneshot::channel();
        let ready = Ready {
            seat,
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
                } else if r.is_some()
                    && let Some(old) = paying.replace(handle)
                {
                    old.forget();
                }
                sh.samples.lock().unwrap().push(Sample {
                    window,
                    latency: r.map(|r| r.latency),
                    applied,
                    lag,
                });
                sh.inflight.fetch_sub(1, Ordering::Relaxed);
                after = (applied || deferred).then_some((game, version));
            }
        }
    }
}

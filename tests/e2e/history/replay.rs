//! `/hypnosia replay`: steps through every turn as the record replays, jumps to
//! the end and back, needs no replay in memory, refuses a step beyond the game.

use hypnosia::controls::{ComponentId, ReplayButton};
use hypnosia::game::Record;
use hypnosia::render::{REPLAY_VIEW, game_after_turns, render_with};
use hypnosia::table::GameId;
use hypnosia::words::board::board_captions;
use hypnosia_emulator::EmuMessage;

use super::{history, rgb_of_png, step, step_button};
use crate::support::WAIT;

/// The renderer's picture of `record` after `turn` turns, as a replay shows it.
fn expected_board(record: &Record, turn: usize) -> Vec<u8> {
    let game = game_after_turns(record, turn).expect("the record replays");
    // As the bot draws it: the last moves in words (the server speaks English),
    // no faces (the fixture turns avatars off).
    let captions = board_captions(hypnosia::i18n::Lang::EnUs, &game);
    rgb_of_png(&render_with(
        &game,
        &REPLAY_VIEW,
        &hypnosia::render::Faces::none(),
        &captions,
    ))
}

/// The board a replay message shows.
fn board(m: &EmuMessage) -> Vec<u8> {
    rgb_of_png(&m.attachment("board.png").expect("the board").data)
}

async fn a_replay_steps_through_every_turn_as_the_record_replays() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let (record, total) = h.first_record().await;
    let mut replay = h.replay_first().await;
    assert!(
        replay.text().contains("Before the first turn"),
        "{}",
        replay.text()
    );
    assert!(
        board(&replay) == expected_board(&record, 0),
        "the board before the first turn"
    );
    assert!(step_button(&replay, "◀").1 && step_button(&replay, "⏮").1);
    // Anyone may step, not only who asked for the replay.
    let clickers = [h.alice, h.bob, h.carol];
    for turn in 1..=total {
        let (forward, disabled) = step_button(&replay, "▶");
        assert!(!disabled);
        let user = clickers[turn % clickers.len()];
        replay = step(emu.click(user, channel, replay.id, &forward), &replay).await;
        assert!(
            replay.text().contains(&format!("Turn {turn} of {total}")),
            "{}",
            replay.text()
        );
        assert!(
            board(&replay) == expected_board(&record, turn),
            "turn {turn} as the record replays"
        );
    }
    assert!(replay.text().contains("Game over"), "{}", replay.text());
    assert!(step_button(&replay, "▶").1 && step_button(&replay, "⏭").1);
    emu.assert_no_violations();
}

async fn a_replay_jumps_to_the_end_and_back_ten_turns() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let (record, total) = h.first_record().await;
    let replay = h.replay_first().await;
    let (last, _) = step_button(&replay, "⏭");
    let shown = step(emu.click(h.alice, channel, replay.id, &last), &replay).await;
    assert!(board(&shown) == expected_board(&record, total));
    // Back ten (or to the start), then to the end at once.
    let (back_ten, _) = step_button(&shown, "−10");
    let shown = step(emu.click(h.bob, channel, replay.id, &back_ten), &shown).await;
    assert!(board(&shown) == expected_board(&record, total.saturating_sub(10)));
    let (last, _) = step_button(&shown, "⏭");
    let shown = step(emu.click(h.alice, channel, replay.id, &last), &shown).await;
    assert!(board(&shown) == expected_board(&record, total));
    emu.assert_no_violations();
}

/// A step id holds everything the step needs: a click works with no replay in
/// memory, as after a restart.
async fn a_replay_step_needs_no_replay_in_memory() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let (record, _) = h.first_record().await;
    let replay = h.replay_first().await;
    let forged = emu
        .click_forged(h.carol, channel, replay.id, &replay_step(h.first, 2))
        .expect("a click");
    let shown = step(forged, &replay).await;
    assert!(board(&shown) == expected_board(&record, 2));
    emu.assert_no_violations();
}

async fn a_replay_step_beyond_the_game_is_refused_and_changes_nothing() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let (_, total) = h.first_record().await;
    let replay = h.replay_first().await;
    let beyond = emu
        .click_forged(
            h.carol,
            channel,
            replay.id,
            &replay_step(h.first, total as u32 + 1),
        )
        .expect("a click");
    assert_eq!(beyond.response().await.kind, 6, "answered at once");
    let refused = beyond
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("an ephemeral refusal follows");
    let refusal = refused.ephemerals[0].text();
    assert!(refusal.contains("only"), "{refusal}");
    assert_eq!(
        emu.message(replay.id).map(|m| m.edits),
        Some(replay.edits),
        "the replay is left as it was"
    );
    emu.assert_no_violations();
}

/// The id of the replay's ▶ button of game `game` showing it after `turn`
/// turns (the codec's, so forged steps are ones the bot could have made).
fn replay_step(game: i64, turn: u32) -> String {
    ComponentId::Replay {
        game: GameId(game),
        turn,
        button: ReplayButton::Forward,
    }
    .to_string()
}

crate::harness::tests! {
    a_replay_steps_through_every_turn_as_the_record_replays,
    a_replay_jumps_to_the_end_and_back_ten_turns,
    a_replay_step_needs_no_replay_in_memory,
    a_replay_step_beyond_the_game_is_refused_and_changes_nothing,
}

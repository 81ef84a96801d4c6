//! The GIF export (`/hypnosia export format:gif`): every frame, composited as a
//! viewer shows it, is the renderer's picture of the position after each move.

use hypnosia::game::{Entry, Game, Record};
use hypnosia::render::{REPLAY_VIEW, game_after_turns, render};
use hypnosia_emulator::Emulator;
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, UserId};

use super::{history, rgb_of_png};
use crate::support::WAIT;

async fn the_gif_export_shows_each_move_as_the_renderer_draws_it() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let (record, _) = h.first_record().await;
    let gif = choice_value(emu, h.w.guild, "export", "format", "gif");
    check_gif(emu, channel, h.alice, h.first, &record, gif).await;
    emu.assert_no_violations();
}

/// `/hypnosia export game:N format:gif`: decodes the GIF and compares every
/// frame, composited as a viewer shows it, with the renderer's picture of the
/// position after each move.
async fn check_gif(
    emu: &Emulator,
    channel: ChannelId,
    user: UserId,
    id: i64,
    record: &Record,
    gif: Value,
) {
    let handle = emu.slash(
        user,
        channel,
        "hypnosia export",
        &[("game", json!(id)), ("format", gif)],
    );
    let snapshot = handle
        .wait(WAIT, |s| {
            s.ephemerals
                .iter()
                .any(|m| m.attachments.iter().any(|a| a.filename.ends_with(".gif")))
                || s.followups.iter().any(|m| !m.attachments.is_empty())
                || s.original
                    .as_ref()
                    .is_some_and(|m| !m.attachments.is_empty())
        })
        .await
        .expect("the GIF arrives");
    let file = snapshot
        .original
        .iter()
        .chain(&snapshot.followups)
        .flat_map(|m| m.attachments.iter())
        .find(|a| a.filename.ends_with(".gif"))
        .expect("a .gif file")
        .data
        .clone();

    let expected = expected_positions(record);
    let moves: usize = record
        .turns
        .iter()
        .map(|e| match e {
            Entry::Turn(t) => t.moves.len(),
            Entry::Event(_) => 0,
        })
        .sum();
    assert_eq!(
        expected.len(),
        moves + 1,
        "the start and one position per move"
    );

    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(&file[..]).expect("a GIF");
    let (width, height) = (decoder.width() as usize, decoder.height() as usize);
    let mut canvas = vec![0u8; width * height * 3];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let (left, top) = (frame.left as usize, frame.top as usize);
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let px = &frame.buffer[(y * frame.width as usize + x) * 4..][..4];
                if px[3] != 0 {
                    let at = ((top + y) * width + left + x) * 3;
                    canvas[at..at + 3].copy_from_slice(&px[..3]);
                }
            }
        }
        assert!(
            frames < expected.len(),
            "more frames than positions ({})",
            expected.len()
        );
        // The board (wider than tall) is centered on the square frame, the
        // rows above and below it the board's background.
        let want = rgb_of_png(&render(&expected[frames], &REPLAY_VIEW));
        let board_rows = want.len() / (width * 3);
        let above = (height - board_rows) / 2;
        let (top_band, rest) = canvas.split_at(above * width * 3);
        let (board, bottom_band) = rest.split_at(board_rows * width * 3);
        assert!(board == want, "frame {frames} is the renderer's picture");
        let background = &want[..3];
        assert!(
            top_band
                .chunks(3)
                .chain(bottom_band.chunks(3))
                .all(|px| px == background),
            "frame {frames}: the bands around the board are its background"
        );
        frames += 1;
    }
    assert_eq!(frames, expected.len(), "one frame per move and the start");
}

/// The value the registered command gives the choice `name` of `/hypnosia
/// {sub}`'s option `option` (poise numbers its choices).
fn choice_value(emu: &Emulator, guild: GuildId, sub: &str, option: &str, name: &str) -> Value {
    let commands = emu.commands(Some(guild));
    let find = |list: &Value, key: &str| -> Value {
        list.as_array()
            .and_then(|l| l.iter().find(|o| o["name"] == key))
            .unwrap_or_else(|| panic!("{key} in {list}"))
            .clone()
    };
    let hypnosia = find(&Value::Array(commands), "hypnosia");
    let sub = find(&hypnosia["options"], sub);
    let option = find(&sub["options"], option);
    find(&option["choices"], name)["value"].clone()
}

/// The positions a move-by-move replay goes through, built here from the record
/// itself: the start, then after each move; a turn's last move leads to the
/// next recorded roll, as `hypnosia render --turn` shows it.
fn expected_positions(record: &Record) -> Vec<Game> {
    let mut out = vec![game_after_turns(record, 0).unwrap()];
    let mut turn = 0;
    for (at, entry) in record.turns.iter().enumerate() {
        let Entry::Turn(t) = entry else { continue };
        turn += 1;
        for k in 1..=t.moves.len() {
            if k == t.moves.len() {
                out.push(game_after_turns(record, turn).unwrap());
            } else {
                let mut partial = t.clone();
                partial.moves.truncate(k);
                let mut turns = record.turns[..at].to_vec();
                turns.push(Entry::Turn(partial));
                let cut = Record {
                    turns,
                    result: None,
                    ..record.clone()
                };
                out.push(Game::from_record(&cut, hypnosia::game::Dice::from_seed(0)).unwrap());
            }
        }
    }
    out
}

crate::harness::tests! {
    the_gif_export_shows_each_move_as_the_renderer_draws_it,
}

//! Finished games live on: `/hypnosia games` lists them and pages, options that
//! take a game suggest them, `/hypnosia replay` steps through one in place, the
//! GIF export animates it move by move, and `/hypnosia stats` charts the rating.
//! Most tests read one history of eleven games ([`history`]), played once.

use crate::support::Choose;
use hypnosia::controls::{ComponentId, ReplayButton};
use hypnosia::game::{Entry, Game, Record};
use hypnosia::render::{REPLAY_VIEW, game_after_turns, render, render_with};
use hypnosia::table::GameId;
use hypnosia::words::board::board_captions;
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, MessageId, UserId};
use tokio::sync::OnceCell;

use crate::picture::Picture;
use crate::support::{
    self, BotOptions, WAIT, World, asked, command, is_results_of, lobby_number, move_ids,
    next_turn, private_command, start, start_game,
};

/// Plays `moves` moves of the game whose lobby is `lobby`, each by whoever of
/// `people` is asked. Only its own turns: the previous game's last turn
/// message stays until its removal (a background call, after the results)
/// goes through the pace.
async fn play_moves(
    emu: &Emulator,
    (channel, lobby): (ChannelId, MessageId),
    people: &[UserId],
    moves: usize,
) {
    for _ in 0..moves {
        let turn = next_turn(emu, channel, people, Some(lobby)).await;
        let user = asked(&turn, people);
        let mv = move_ids(&turn).next().unwrap();
        let r = emu.choose(user, channel, turn.id, &mv).response().await;
        assert_eq!(r.kind, 7, "the move is shown in place: {}", r.content());
    }
}

/// A game of `host` and `guest` (a computer when None): `moves` moves, then
/// `leaver` resigns, which ends it; returns its number once its results are shown.
async fn play_game(
    emu: &Emulator,
    channel: ChannelId,
    host: UserId,
    guest: Option<UserId>,
    moves: usize,
    leaver: UserId,
) -> i64 {
    let lobby = start_game(emu, channel, host, guest, "24h").await;
    let id = lobby_number(&lobby);
    let people: Vec<UserId> = std::iter::once(host).chain(guest).collect();
    play_moves(emu, (channel, lobby.id), &people, moves).await;
    // The game's row follows the Start click's answer: until then there is no
    // running game to resign from.
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let r = emu
            .slash(leaver, channel, "hypnosia resign", &[])
            .response()
            .await;
        if let Some(question) = r.message.filter(|m| m.button("Resign").is_some()) {
            let confirmed = emu
                .click_label(leaver, channel, question.id, "Resign")
                .response()
                .await;
            assert_eq!(confirmed.kind, 7, "{}", confirmed.content());
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the game starts");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    emu.wait_for_message(channel, |m| is_results_of(m, id), WAIT)
        .await
        .expect("the results");
    id
}

/// The pixels of a PNG, as RGB.
fn rgb_of_png(png: &[u8]) -> Vec<u8> {
    Picture::decode(png).pixels().flatten().collect()
}

/// A click on a replay's step button or a page button: answered at once
/// (type 6, the message as it was), then the message edited in place;
/// returns it once edited.
async fn step(click: hypnosia_emulator::InteractionHandle, before: &EmuMessage) -> EmuMessage {
    let r = click.response().await;
    assert_eq!(r.kind, 6, "a step is answered at once: {}", r.content());
    let edited = click
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| m.edits > before.edits)
        })
        .await
        .expect("the step is shown in place");
    edited.original.unwrap()
}

/// The replay's step button with this label.
fn step_button(m: &EmuMessage, label: &str) -> (String, bool) {
    let b = m
        .button(label)
        .unwrap_or_else(|| panic!("a {label} button in {:?}", m.custom_ids()));
    (b.custom_id.unwrap(), b.disabled)
}

/// A server's finished games: two between alice and bob (rated), then nine
/// quick ones of alice against the computer. Eleven games, two pages.
struct History {
    w: World,
    alice: UserId,
    bob: UserId,
    carol: UserId,
    /// Seven moves, then bob resigns: the game the replays step through.
    first: i64,
    /// Four moves, then alice resigns.
    second: i64,
    /// Alice resigns each before a move; the newest last.
    quick: Vec<i64>,
}

static HISTORY: OnceCell<History> = OnceCell::const_new();

/// The history most tests of this file read, played once per run (see
/// [`support::shared`]).
async fn history() -> &'static History {
    support::shared(&HISTORY, eleven_finished_games).await
}

/// Plays the games of a [`History`] on a bot of its own.
async fn eleven_finished_games() -> History {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let carol = emu.add_user("carol");
    // No faces: the replays' boards are compared, pixel for pixel, with the
    // renderer's (faces come from the CDN when they come: `faces.rs`).
    let owner = emu.guild_owner();
    let said = private_command(
        emu,
        owner,
        channel,
        "hypnosia settings avatars",
        &[("shown", json!(false))],
    )
    .await
    .text();
    assert!(
        said.contains("avatars in the bot's pictures: **off**"),
        "{said}"
    );
    let first = play_game(emu, channel, alice, Some(bob), 7, bob).await;
    let second = play_game(emu, channel, alice, Some(bob), 4, alice).await;
    let mut quick = Vec::new();
    for _ in 0..9 {
        quick.push(play_game(emu, channel, alice, None, 0, alice).await);
    }
    History {
        w,
        alice,
        bob,
        carol,
        first,
        second,
        quick,
    }
}

impl History {
    fn newest(&self) -> i64 {
        *self.quick.last().unwrap()
    }

    /// The record of the first game, through `/hypnosia export game:N`, and
    /// how many turns it has.
    async fn first_record(&self) -> (Record, usize) {
        let json = support::export_game(&self.w.emu, self.w.channel, self.alice, self.first).await;
        let record = Record::from_json(&json.to_string()).expect("the export is a record");
        let total = record
            .turns
            .iter()
            .filter(|e| matches!(e, Entry::Turn(_)))
            .count();
        assert!(total >= 3, "the first game had a few turns");
        (record, total)
    }

    /// `/hypnosia replay game:<first>` by carol, as first shown.
    async fn replay_first(&self) -> EmuMessage {
        command(
            &self.w.emu,
            self.carol,
            self.w.channel,
            "hypnosia replay",
            &[("game", json!(self.first))],
        )
        .await
    }
}

/// Where game `id` is listed in a page of `/hypnosia games`, if it is.
fn position(text: &str, id: i64) -> Option<usize> {
    text.find(&format!("**#{id}**"))
}

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

async fn the_games_list_and_the_replay_say_when_no_game_has_finished() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let empty = private_command(emu, alice, channel, "hypnosia games", &[]).await;
    assert!(
        empty.text().contains("No game has finished"),
        "{}",
        empty.text()
    );
    let r = emu
        .slash(alice, channel, "hypnosia replay", &[])
        .response()
        .await;
    assert!(r.ephemeral && r.content().contains("No game has finished"));
    emu.assert_no_violations();
}

async fn the_games_list_shows_the_newest_first_with_players_and_turns() {
    let h = history().await;
    let page = private_command(&h.w.emu, h.carol, h.w.channel, "hypnosia games", &[]).await;
    let text = page.text();
    assert!(text.contains("Page 1 of 2"), "{text}");
    assert!(
        position(&text, h.first).is_none(),
        "the oldest is on page 2"
    );
    let newest = position(&text, h.newest()).expect("the newest is listed");
    let older = position(&text, h.second).expect("the second game is listed");
    assert!(newest < older, "newest first: {text}");
    assert!(
        text.contains(&format!("<@{}>", h.bob)),
        "players are named: {text}"
    );
    assert!(text.contains("turns"), "{text}");
    h.w.emu.assert_no_violations();
}

async fn the_games_list_pages_in_place_ten_games_a_page() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let page = private_command(emu, h.carol, channel, "hypnosia games", &[]).await;
    let (_, disabled) = step_button(&page, "◀");
    assert!(disabled, "no page before the first");
    let (next, _) = step_button(&page, "▶");
    let second_page = step(emu.click(h.carol, channel, page.id, &next), &page).await;
    let text2 = second_page.text();
    assert!(text2.contains("Page 2 of 2"), "{text2}");
    assert!(position(&text2, h.first).is_some(), "{text2}");
    assert!(step_button(&second_page, "▶").1, "no page after the last");
    // Still the asker's alone, and still shareable: the page it shows now.
    let (share, _) = step_button(&second_page, "Share");
    assert_eq!(
        share.parse(),
        Ok(ComponentId::ShareGames {
            page: 1,
            player: None
        })
    );
    let (back, _) = step_button(&second_page, "◀");
    let first_page = step(emu.click(h.carol, channel, page.id, &back), &second_page).await;
    assert!(first_page.text().contains("Page 1 of 2"));
    emu.assert_no_violations();
}

async fn the_games_list_of_one_player_shows_only_their_games() {
    let h = history().await;
    let bobs = private_command(
        &h.w.emu,
        h.carol,
        h.w.channel,
        "hypnosia games",
        &[("user", json!(h.bob.get()))],
    )
    .await;
    let text = bobs.text();
    assert!(
        position(&text, h.first).is_some() && position(&text, h.second).is_some(),
        "{text}"
    );
    assert!(
        h.quick.iter().all(|&q| position(&text, q).is_none()),
        "{text}"
    );
    assert!(
        bobs.button("◀").is_none() && bobs.button("▶").is_none(),
        "one page has no paging buttons: {:?}",
        bobs.custom_ids()
    );
    h.w.emu.assert_no_violations();
}

/// The suggestions say how long ago each game ended ("just now" for a minute):
/// this test has a history of its own, ended a moment ago, rather than the
/// shared one, which may be older by the time it runs.
async fn options_that_take_a_game_suggest_the_finished_games_newest_first() {
    let h = eleven_finished_games().await;
    let emu = &h.w.emu;
    for path in ["hypnosia replay", "hypnosia export"] {
        let r = emu
            .autocomplete(h.alice, h.w.channel, path, &[], "game", "")
            .response()
            .await;
        assert_eq!(r.kind, 8, "{path} suggests games");
        let choices = r.choices();
        assert_eq!(choices.len(), 11, "{choices:?}");
        let (name, value) = &choices[0];
        let newest = h.newest();
        assert_eq!(value, &json!(newest), "newest first");
        // alice resigned the quick games, so the computer ranks first.
        assert!(
            name.starts_with(&format!("#{newest} · AI (easy), alice")),
            "{name}"
        );
        assert!(
            name.ends_with(" · just now"),
            "finished a moment ago: {name}"
        );
    }
    emu.assert_no_violations();
}

async fn a_typed_number_suggests_the_games_whose_number_begins_with_it() {
    let h = history().await;
    let typed = h.first.to_string();
    let r =
        h.w.emu
            .autocomplete(h.alice, h.w.channel, "hypnosia replay", &[], "game", &typed)
            .response()
            .await;
    let choices = r.choices();
    assert!(
        choices
            .iter()
            .any(|(n, v)| v == &json!(h.first)
                && (n.contains("alice, bob") || n.contains("bob, alice"))),
        "{choices:?}"
    );
    assert!(
        choices
            .iter()
            .all(|(_, v)| v.as_i64().unwrap().to_string().starts_with(&typed))
    );
    h.w.emu.assert_no_violations();
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

async fn the_gif_export_shows_each_move_as_the_renderer_draws_it() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let (record, _) = h.first_record().await;
    let gif = choice_value(emu, h.w.guild, "export", "format", "gif");
    check_gif(emu, channel, h.alice, h.first, &record, gif).await;
    emu.assert_no_violations();
}

/// The stats answer their asker alone; Share posts the same answer in
/// public, once, and the button turns grey.
async fn stats_are_answered_to_the_asker_alone_and_shared_on_share() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let stats = private_command(emu, h.bob, channel, "hypnosia stats", &[]).await;
    let bob = format!("<@{}>", h.bob);
    assert!(stats.text().contains(&bob), "{}", stats.text());
    // Two rated games: a chart would be a line between two dots.
    assert!(stats.attachment("rating.png").is_none());
    assert!(stats.attachment("player.png").is_some(), "the header");
    let (share, disabled) = step_button(&stats, "Share");
    assert!(!disabled);
    let is_shared = |m: &EmuMessage| {
        !m.is_ephemeral() && m.text().contains("Hypnosia stats") && m.text().contains(&bob)
    };
    assert!(
        !emu.messages(channel).iter().any(is_shared),
        "not yet public"
    );
    let r = emu.click(h.bob, channel, stats.id, &share).response().await;
    assert_eq!(r.kind, 6, "answered at once: {}", r.content());
    let shared = emu
        .wait_for_message(channel, is_shared, WAIT)
        .await
        .expect("the stats in public");
    assert_eq!(shared.text(), stats.text(), "the same answer");
    assert!(shared.attachment("player.png").is_some());
    assert!(
        shared.button("Share").is_none(),
        "{:?}",
        shared.custom_ids()
    );
    let deadline = tokio::time::Instant::now() + WAIT;
    while emu
        .message(stats.id)
        .and_then(|m| m.button("Shared").map(|b| b.disabled))
        != Some(true)
    {
        assert!(tokio::time::Instant::now() < deadline, "the button greys");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(
        emu.messages(channel)
            .iter()
            .filter(|m| is_shared(m))
            .count(),
        1
    );
    h.w.emu.assert_no_violations();
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
    the_games_list_and_the_replay_say_when_no_game_has_finished,
    the_games_list_shows_the_newest_first_with_players_and_turns,
    the_games_list_pages_in_place_ten_games_a_page,
    the_games_list_of_one_player_shows_only_their_games,
    options_that_take_a_game_suggest_the_finished_games_newest_first,
    a_typed_number_suggests_the_games_whose_number_begins_with_it,
    a_replay_steps_through_every_turn_as_the_record_replays,
    a_replay_jumps_to_the_end_and_back_ten_turns,
    a_replay_step_needs_no_replay_in_memory,
    a_replay_step_beyond_the_game_is_refused_and_changes_nothing,
    the_gif_export_shows_each_move_as_the_renderer_draws_it,
    stats_are_answered_to_the_asker_alone_and_shared_on_share,
}

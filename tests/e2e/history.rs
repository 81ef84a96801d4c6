//! Finished games live on: `/hypnosia games` lists them and pages, options that
//! take a game suggest them, `/hypnosia replay` steps through one in place, the
//! GIF export animates it move by move, and `/hypnosia stats` charts the rating.

use hypnosia::game::{Entry, Game, Record};
use hypnosia::render::{game_after_turns, render, REPLAY_VIEW};
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::{json, Value};
use serenity::all::{ChannelId, GuildId, UserId};

use crate::picture::Picture;
use crate::support::{asks, command, lobby_number, move_ids, start, start_game, BotOptions, WAIT};

/// Whether a message shows the results of game `id` (its Rematch button).
fn is_results_of(m: &EmuMessage, id: i64) -> bool {
    m.custom_ids().contains(&format!("hy:r:{id}"))
}

/// Plays `moves` moves of the running game, each by whoever of `people` is asked.
async fn play_moves(emu: &Emulator, channel: ChannelId, people: &[UserId], moves: usize) {
    for _ in 0..moves {
        let turn = emu
            .wait_for_message(channel, |m| people.iter().any(|&p| asks(m, p)), WAIT)
            .await
            .expect("a turn for one of the people");
        let user = *people.iter().find(|&&p| asks(&turn, p)).unwrap();
        let mv = move_ids(&turn).next().unwrap();
        let r = emu.click(user, channel, turn.id, &mv).response().await;
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
    play_moves(emu, channel, &people, moves).await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_are_listed_paged_suggested_replayed_animated_and_charted() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let carol = emu.add_user("carol");

    // Nothing is over yet.
    let empty = command(emu, alice, channel, "hypnosia games", &[]).await;
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

    // Two games between alice and bob (rated), then nine quick ones of alice
    // against the computer: eleven games, two pages.
    let first = play_game(emu, channel, alice, Some(bob), 7, bob).await;
    let second = play_game(emu, channel, alice, Some(bob), 4, alice).await;
    let mut quick = Vec::new();
    for _ in 0..9 {
        quick.push(play_game(emu, channel, alice, None, 0, alice).await);
    }

    // ---- the list: newest first, ten per page, ◀ ▶ in place ------------------------
    let page = command(emu, carol, channel, "hypnosia games", &[]).await;
    let text = page.text();
    assert!(text.contains("Page 1 of 2"), "{text}");
    let position = |t: &str, id: i64| t.find(&format!("**#{id}**"));
    assert!(position(&text, first).is_none(), "the oldest is on page 2");
    let newest = position(&text, *quick.last().unwrap()).expect("the newest is listed");
    let older = position(&text, second).expect("the second game is listed");
    assert!(newest < older, "newest first: {text}");
    assert!(
        text.contains(&format!("<@{bob}>")),
        "players are named: {text}"
    );
    assert!(text.contains("turns"), "{text}");
    let (_, disabled) = step_button(&page, "◀");
    assert!(disabled, "no page before the first");
    let (next, _) = step_button(&page, "▶");
    let second_page = step(emu.click(bob, channel, page.id, &next), &page).await;
    let text2 = second_page.text();
    assert!(text2.contains("Page 2 of 2"), "{text2}");
    assert!(position(&text2, first).is_some(), "{text2}");
    assert!(step_button(&second_page, "▶").1, "no page after the last");
    let (back, _) = step_button(&second_page, "◀");
    let first_page = step(emu.click(carol, channel, page.id, &back), &second_page).await;
    assert!(first_page.text().contains("Page 1 of 2"));

    // Only bob's games: the two he played.
    let bobs = command(
        emu,
        carol,
        channel,
        "hypnosia games",
        &[("user", json!(bob.get()))],
    )
    .await;
    let text = bobs.text();
    assert!(
        position(&text, first).is_some() && position(&text, second).is_some(),
        "{text}"
    );
    assert!(
        quick.iter().all(|&q| position(&text, q).is_none()),
        "{text}"
    );
    assert!(bobs.buttons().is_empty(), "one page has no paging buttons");

    // ---- suggestions for options that take a game ------------------------------------
    for path in ["hypnosia replay", "hypnosia export"] {
        let r = emu
            .autocomplete(alice, channel, path, &[], "game", "")
            .response()
            .await;
        assert_eq!(r.kind, 8, "{path} suggests games");
        let choices = r.choices();
        assert_eq!(choices.len(), 11, "{choices:?}");
        let (name, value) = &choices[0];
        assert_eq!(value, &json!(quick.last().unwrap()), "newest first");
        // alice resigned the quick games, so the computer ranks first.
        let newest = quick.last().unwrap();
        assert!(
            name.starts_with(&format!("#{newest} · AI (easy), alice")),
            "{name}"
        );
        assert!(
            name.ends_with(" · just now"),
            "finished a moment ago: {name}"
        );
    }
    let typed = first.to_string();
    let r = emu
        .autocomplete(alice, channel, "hypnosia replay", &[], "game", &typed)
        .response()
        .await;
    let choices = r.choices();
    assert!(
        choices
            .iter()
            .any(|(n, v)| v == &json!(first)
                && (n.contains("alice, bob") || n.contains("bob, alice"))),
        "{choices:?}"
    );
    assert!(choices
        .iter()
        .all(|(_, v)| v.as_i64().unwrap().to_string().starts_with(&typed)));

    // ---- the replay: step to the end, each position as the record replays -----------
    let record_json = crate::support::export_game(emu, channel, alice, first).await;
    let record = Record::from_json(&record_json.to_string()).expect("the export is a record");
    let total = record
        .turns
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count();
    assert!(total >= 3, "the first game had a few turns");
    let expected = |turn: usize| -> Vec<u8> {
        let game = game_after_turns(&record, turn).expect("the record replays");
        rgb_of_png(&render(&game, &REPLAY_VIEW))
    };
    let board = |m: &EmuMessage| -> Vec<u8> {
        rgb_of_png(&m.attachment("board.png").expect("the board").data)
    };

    let mut replay = command(
        emu,
        carol,
        channel,
        "hypnosia replay",
        &[("game", json!(first))],
    )
    .await;
    assert!(
        replay.text().contains("Before the first turn"),
        "{}",
        replay.text()
    );
    assert!(
        board(&replay) == expected(0),
        "the board before the first turn"
    );
    assert!(step_button(&replay, "◀").1 && step_button(&replay, "⏮").1);
    let clickers = [alice, bob, carol];
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
            board(&replay) == expected(turn),
            "turn {turn} as the record replays"
        );
    }
    assert!(replay.text().contains("Game over"), "{}", replay.text());
    assert!(step_button(&replay, "▶").1 && step_button(&replay, "⏭").1);
    // Back ten (or to the start), then to the end at once.
    let (back_ten, _) = step_button(&replay, "−10");
    let back_at = total.saturating_sub(10);
    let shown = step(emu.click(bob, channel, replay.id, &back_ten), &replay).await;
    assert!(board(&shown) == expected(back_at));
    let (last, _) = step_button(&shown, "⏭");
    let shown = step(emu.click(alice, channel, replay.id, &last), &shown).await;
    assert!(board(&shown) == expected(total));

    // A step id holds everything: a click works with no replay in memory (as after
    // a restart), and a turn beyond the game is refused.
    let forged = emu
        .click_forged(carol, channel, replay.id, &format!("hy:p:{first}:2:n"))
        .expect("a click");
    let shown = step(forged, &shown).await;
    assert!(board(&shown) == expected(2));
    let beyond = emu
        .click_forged(
            carol,
            channel,
            replay.id,
            &format!("hy:p:{first}:{}:n", total + 1),
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
        Some(shown.edits),
        "the replay is left as it was"
    );

    // ---- the GIF: one frame per move, each the renderer's picture --------------------
    let gif = choice_value(emu, w.guild, "export", "format", "gif");
    check_gif(emu, channel, alice, first, &record, gif).await;

    // ---- the rating chart ------------------------------------------------------------
    let stats = command(emu, bob, channel, "hypnosia stats", &[]).await;
    let chart = stats.attachment("rating.png").expect("a rating chart");
    let picture = Picture::decode(&chart.data);
    assert!(picture.width() >= 400, "{} px wide", picture.width());
    assert!(chart.data.starts_with(b"\x89PNG"));
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
        let want = rgb_of_png(&render(&expected[frames], &REPLAY_VIEW));
        assert!(canvas == want, "frame {frames} is the renderer's picture");
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

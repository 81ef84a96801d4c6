//! `/hypnosia learn` end to end: a person goes through every lesson by
//! clicking (wrong moves first, told why, and after two the right button
//! shown), only they see the lessons, and the last lesson's button starts a
//! practice game at once (no lobby, no Start, no turn limit), in its own
//! thread where the server plays games in threads; in the practice game the
//! Hint button answers that person only, and the game is listed as hinted.
//! Back, Skip and Quit move through the lessons. In a game of two people
//! there is no Hint button.

use hypnosia::controls::ComponentId;
use hypnosia::learn::{LESSONS, lesson};
use serenity::all::{ChannelId, MessageId};

use hypnosia_emulator::{EmuMessage, Emulator};

use crate::support::{
    BotOptions, WAIT, asks, first_turn, private_command, resign, start, start_game,
};

/// The (lesson, step) a lesson message's move buttons are for.
fn lesson_step(m: &EmuMessage) -> Option<(u8, u8)> {
    m.custom_ids()
        .iter()
        .find_map(|id| match id.parse::<ComponentId>() {
            Ok(ComponentId::Lesson { lesson, step, .. }) => Some((lesson, step)),
            _ => None,
        })
}

/// The custom id of the button for the move `wanted` on a lesson message.
fn lesson_button(m: &EmuMessage, wanted: impl Fn(&hypnosia::game::Move) -> bool) -> String {
    m.custom_ids()
        .into_iter()
        .find(|id| matches!(id.parse::<ComponentId>(), Ok(ComponentId::Lesson { mv, .. }) if wanted(&mv)))
        .expect("the lesson offers that move")
}

/// Waits until message `id` shows what `done` looks for (a click's answer
/// may come as an update, or as an edit after a deferral on a busy machine).
async fn wait_until(
    emu: &Emulator,
    id: MessageId,
    done: impl Fn(&EmuMessage) -> bool,
) -> EmuMessage {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(m) = emu.message(id).filter(|m| done(m)) {
            return m;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "message {id} never showed it: {:?}",
            emu.message(id).map(|m| m.text())
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

async fn a_person_learns_every_lesson_by_clicking_and_ends_in_a_practice_game() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (ada, bob) = (emu.add_user("ada"), emu.add_user("bob"));

    let r = emu
        .slash(ada, channel, "hypnosia learn", &[])
        .response()
        .await;
    assert!(r.ephemeral, "a lesson is for the learner only");
    let id = r.message.expect("the first lesson").id;
    let mut m = wait_until(emu, id, |m| lesson_step(m).is_some()).await;
    assert_eq!(lesson_step(&m), Some((0, 0)));
    assert!(m.text().contains("Lesson 1/11"), "{}", m.text());
    assert!(m.attachment("board.png").is_some(), "the lesson's board");
    // Nobody else sees it, or can click it, and nothing is posted in the channel.
    let right = lesson(0).unwrap().expected(0).unwrap();
    let any = lesson_button(&m, |_| true);
    assert!(emu.try_click(bob, channel, id, &any).is_err());
    assert!(emu.messages(channel).is_empty());

    // The rule at once; how to read the board and a button is behind
    // Legend, told to the learner beside the lesson; no green button yet.
    let text = m.text();
    assert!(text.contains("Pawn 3 needs a 3 or more"), "{text}");
    assert!(!text.contains("The board."), "{text}");
    let legend = m
        .button("Legend")
        .and_then(|b| b.custom_id)
        .expect("a Legend button");
    let told = emu.click(ada, channel, id, &legend).response().await;
    assert!(told.ephemeral, "{}", told.content());
    let told = told.content();
    let (board, buttons) = (
        told.find("The board.").expect("the board explained"),
        told.find("The buttons.").expect("the buttons explained"),
    );
    assert!(board < buttons, "{told}");
    assert_eq!(
        emu.message(id).map(|l| l.edits),
        Some(m.edits),
        "the lesson stays"
    );
    assert!(
        m.buttons().iter().all(|b| b.style != 3),
        "nothing shown yet"
    );

    // A wrong move first: told why, and the same step again.
    let wrong = lesson_button(&m, |mv| *mv != right);
    emu.click(ada, channel, id, &wrong).response().await;
    m = wait_until(emu, id, |m| m.text().contains('✗')).await;
    assert!(
        m.text().contains("Pawn 3 needs a die of 3 or more"),
        "{}",
        m.text()
    );
    assert_eq!(lesson_step(&m), Some((0, 0)));
    assert!(
        m.buttons().iter().all(|b| b.style != 3),
        "one miss shows nothing"
    );
    // A second miss: the right button turns green.
    let wrong = lesson_button(&m, |mv| *mv != right);
    emu.click(ada, channel, id, &wrong).response().await;
    m = wait_until(emu, id, |m| m.buttons().iter().any(|b| b.style == 3)).await;
    let green: Vec<_> = m.buttons().into_iter().filter(|b| b.style == 3).collect();
    assert_eq!(green.len(), 1, "{:?}", m.custom_ids());
    assert!(
        matches!(
            green[0].custom_id.as_deref().map(str::parse::<ComponentId>),
            Some(Ok(ComponentId::Lesson { mv, misses: 2, .. })) if mv == right
        ),
        "{:?}",
        green[0].custom_id
    );

    // Then the right move of every step of every lesson.
    let mut clicks = 0;
    while let Some((l, s)) = lesson_step(&m) {
        let asked = lesson(l.into()).unwrap().expected(s.into()).unwrap();
        let button = lesson_button(&m, |mv| *mv == asked);
        emu.click(ada, channel, id, &button).response().await;
        clicks += 1;
        m = wait_until(emu, id, |m| {
            lesson_step(m) != Some((l, s)) && m.text().contains('✓')
        })
        .await;
    }
    assert_eq!(clicks, LESSONS.iter().map(|l| l.steps()).sum::<usize>());
    assert!(m.text().contains("Game over: center full"), "{}", m.text());
    assert!(!m.text().contains("You play red"), "{}", m.text());
    assert!(
        emu.messages(channel).is_empty(),
        "the lessons stayed private"
    );

    // The practice game: Ada and the easy computer, started at once, here
    // (this server plays no games in threads), with no lobby and no turn limit.
    let practice = emu
        .click_label(ada, channel, id, "Practice game")
        .response()
        .await;
    assert!(practice.ephemeral, "{}", practice.content());
    assert!(
        practice.content().contains("practice game has started")
            && practice.content().contains(&format!("<#{channel}>")),
        "{}",
        practice.content()
    );
    let first = first_turn(emu, channel).await;
    assert!(
        emu.messages(channel)
            .iter()
            .all(|m| m.button("Start (host)").is_none() && m.button("Join").is_none()),
        "no lobby"
    );
    assert!(
        !first.text().contains("<t:") && !first.text().contains("plays this turn for you"),
        "no turn limit: {}",
        first.text()
    );

    // Ada's turn shows Hint; Bob may not use it; Ada gets the move, privately.
    let turn = emu
        .wait_for_message(channel, |m| asks(m, ada), WAIT)
        .await
        .expect("Ada's turn");
    let hint = turn
        .button("Hint")
        .and_then(|b| b.custom_id)
        .expect("a Hint button");
    let refused = emu.click(bob, channel, turn.id, &hint).response().await;
    assert!(
        refused.ephemeral && refused.content().contains("Hints are only"),
        "{}",
        refused.content()
    );
    let h = emu.click(ada, channel, turn.id, &hint);
    let told = h
        .wait(WAIT, |s| {
            s.ephemerals.iter().any(|m| m.text().contains("would play"))
        })
        .await
        .expect("the hint, to Ada only");
    let said = told
        .ephemerals
        .iter()
        .find(|m| m.text().contains("would play"))
        .unwrap();
    assert!(
        said.attachment("hint.png").is_some(),
        "the move drawn on the board"
    );
    assert!(
        !emu.messages(channel)
            .iter()
            .any(|m| m.text().contains("would play"))
    );

    // The game, once over, is listed as hinted.
    resign(emu, channel, ada).await;
    emu.wait_for_message(channel, crate::support::is_results, WAIT)
        .await
        .expect("the results");
    let games = emu
        .slash(ada, channel, "hypnosia games", &[])
        .response()
        .await;
    let listed = wait_until(emu, games.message.expect("the list").id, |m| {
        m.text().contains("Game #") || m.text().contains('#')
    })
    .await;
    assert!(listed.text().contains("hinted"), "{}", listed.text());
    emu.assert_no_violations();
}

async fn two_people_get_no_hint_button() {
    let w = start(BotOptions::default()).await;
    let (emu, channel): (&Emulator, ChannelId) = (&w.emu, w.channel);
    let (ada, bob) = (emu.add_user("ada"), emu.add_user("bob"));
    start_game(emu, channel, ada, Some(bob), "2m").await;
    let turn = first_turn(emu, channel).await;
    assert!(turn.button("Hint").is_none(), "{:?}", turn.custom_ids());
    assert!(crate::support::has_move_buttons(&turn));
    // A practice table is refused where `/hypnosia new` would be: the channel
    // holds this game (and the server plays no games in threads).
    let practice = emu
        .click_forged(ada, channel, turn.id, &ComponentId::Practice.to_string())
        .expect("a click")
        .response()
        .await;
    assert!(practice.ephemeral, "{}", practice.content());
    assert!(
        practice.content().contains("game #"),
        "{}",
        practice.content()
    );
    assert_eq!(emu.messages(channel).len(), 2, "no table was posted");
}

async fn lessons_speak_the_learners_language_and_the_rules_point_to_them() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let ada = emu.add_user("ada");
    emu.set_user_locale(ada, "fr");
    let r = emu
        .slash(
            ada,
            channel,
            "hypnosia learn",
            &[("lesson", serde_json::json!(3))],
        )
        .response()
        .await;
    let m = wait_until(emu, r.message.expect("a lesson").id, |m| {
        lesson_step(m).is_some()
    })
    .await;
    assert_eq!(lesson_step(&m), Some((2, 0)));
    assert!(
        m.text().contains("Leçon 3/11\u{202f}: Traverser un pont"),
        "{}",
        m.text()
    );
    let rules = emu.slash(ada, channel, "hypnosia rules", &[]);
    let told = rules
        .wait(WAIT, |s| {
            s.ephemerals
                .iter()
                .any(|m| m.text().contains("Vous découvrez le jeu"))
        })
        .await
        .expect("the rules");
    let text = told.ephemerals.iter().map(|m| m.text()).collect::<String>();
    let learn = emu
        .command_id(Some(w.guild), "hypnosia")
        .expect("registered");
    assert!(
        text.contains(&format!("</hypnosia learn:{learn}>")),
        "{text}"
    );
}

async fn skip_back_and_quit_and_a_practice_game_in_its_own_thread() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let owner = emu.guild_owner();
    private_command(
        emu,
        owner,
        channel,
        "hypnosia settings threads",
        &[("enabled", serde_json::json!(true))],
    )
    .await;
    let ada = emu.add_user("ada");
    let r = emu
        .slash(
            ada,
            channel,
            "hypnosia learn",
            &[("lesson", serde_json::json!(LESSONS.len()))],
        )
        .response()
        .await;
    let id = r.message.expect("the last lesson").id;
    let last = (LESSONS.len() - 1) as u8;
    let m = wait_until(emu, id, |m| lesson_step(m) == Some((last, 0))).await;
    // ◀ Back: the lesson before, from its start.
    emu.click_label(ada, channel, id, "◀ Back").response().await;
    let m2 = wait_until(emu, id, |m| lesson_step(m) == Some((last - 1, 0))).await;
    assert!(
        m2.text()
            .contains(&format!("Lesson {}/", LESSONS.len() - 1))
    );
    // Skip ▶ twice: the last lesson, then the end of the lessons.
    emu.click_label(ada, channel, id, "Skip ▶").response().await;
    wait_until(emu, id, |m| lesson_step(m) == Some((last, 0))).await;
    emu.click_label(ada, channel, id, "Skip ▶").response().await;
    let done = wait_until(emu, id, |m| m.button("Practice game").is_some()).await;
    assert!(lesson_step(&done).is_none(), "{}", m.text());

    // The practice game opens a thread of its own, its first turn inside.
    let practice = emu
        .click_label(ada, channel, id, "Practice game")
        .response()
        .await;
    assert!(
        practice.content().contains("practice game has started"),
        "{}",
        practice.content()
    );
    let threads = emu.threads(channel);
    assert_eq!(threads.len(), 1, "one thread");
    let thread = threads[0];
    assert!(practice.content().contains(&format!("<#{thread}>")));
    let turn = emu
        .wait_for_message(thread, |m| asks(m, ada), WAIT)
        .await
        .expect("Ada's first turn, in the thread");
    assert!(!turn.text().contains("<t:"), "no deadline: {}", turn.text());
    assert!(
        emu.messages(channel)
            .iter()
            .all(|m| m.button("Start (host)").is_none()),
        "no lobby in the channel"
    );

    // Quit: the lessons close, with how to come back.
    let again = emu
        .slash(ada, channel, "hypnosia learn", &[])
        .response()
        .await;
    let id = again.message.expect("a lesson").id;
    wait_until(emu, id, |m| lesson_step(m).is_some()).await;
    emu.click_label(ada, channel, id, "Quit").response().await;
    let closed = wait_until(emu, id, |m| m.text().contains("Lessons closed")).await;
    assert!(closed.custom_ids().is_empty(), "{:?}", closed.custom_ids());
    assert!(closed.attachment("board.png").is_none());
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_person_learns_every_lesson_by_clicking_and_ends_in_a_practice_game,
    two_people_get_no_hint_button,
    lessons_speak_the_learners_language_and_the_rules_point_to_them,
    skip_back_and_quit_and_a_practice_game_in_its_own_thread,
}

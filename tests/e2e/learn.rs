//! `/hypnosia learn` end to end: a person goes through every lesson by
//! clicking (a wrong move first, told why), only they see the lessons, and
//! the last lesson's button opens a practice table; in the practice game the
//! Hint button answers that person only, and the game is listed as hinted.
//! In a game of two people there is no Hint button.

use hypnosia::discord::components::ComponentId;
use hypnosia::learn::{lesson, LESSONS};
use serenity::all::{ChannelId, MessageId};

use hypnosia_emulator::{EmuMessage, Emulator};

use crate::support::{asks, click_lobby, first_turn, resign, start, start_game, BotOptions, WAIT};

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
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
    assert!(
        emu.messages(channel).is_empty(),
        "the lessons stayed private"
    );

    // The practice table: Ada and the easy computer, Ada starts it.
    let practice = emu
        .click_label(ada, channel, id, "Practice game")
        .response()
        .await;
    assert!(practice.ephemeral, "{}", practice.content());
    assert!(
        practice.content().contains("practice table is open"),
        "{}",
        practice.content()
    );
    let table = emu
        .wait_for_message(channel, |m| m.button("Start (host)").is_some(), WAIT)
        .await
        .expect("the practice table is posted");
    assert!(table.text().contains("AI (easy)"), "{}", table.text());
    click_lobby(emu, channel, table.id, &[(ada, "Start (host)")]).await;
    first_turn(emu, channel).await;

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
    assert!(!emu
        .messages(channel)
        .iter()
        .any(|m| m.text().contains("would play")));

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_get_no_hint_button() {
    let w = start(BotOptions::default()).await;
    let (emu, channel): (&Emulator, ChannelId) = (&w.emu, w.channel);
    let (ada, bob) = (emu.add_user("ada"), emu.add_user("bob"));
    start_game(emu, channel, ada, Some(bob), "2m").await;
    let turn = first_turn(emu, channel).await;
    assert!(turn.button("Hint").is_none(), "{:?}", turn.custom_ids());
    assert!(turn.custom_ids().iter().any(|id| id.starts_with("hy:m:")));
    // A practice table is refused where `/hypnosia new` would be: the channel
    // holds this game (and the server plays no games in threads).
    let practice = emu
        .click_forged(ada, channel, turn.id, "hy:tp")
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
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
                .any(|m| m.text().contains("Nouveau venu"))
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

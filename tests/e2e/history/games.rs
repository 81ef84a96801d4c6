//! The games list (`/hypnosia games`): newest first, ten a page, paged in place,
//! one player's alone; and the options that take a game, which suggest them.

use hypnosia::controls::ComponentId;
use serde_json::json;

use super::{eleven_finished_games, history, step, step_button};
use crate::support::{BotOptions, private_command, start};

/// Where game `id` is listed in a page of `/hypnosia games`, if it is.
fn position(text: &str, id: i64) -> Option<usize> {
    text.find(&format!("**#{id}**"))
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

crate::harness::tests! {
    the_games_list_and_the_replay_say_when_no_game_has_finished,
    the_games_list_shows_the_newest_first_with_players_and_turns,
    the_games_list_pages_in_place_ten_games_a_page,
    the_games_list_of_one_player_shows_only_their_games,
    options_that_take_a_game_suggest_the_finished_games_newest_first,
    a_typed_number_suggests_the_games_whose_number_begins_with_it,
}

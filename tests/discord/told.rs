//! What people are told: turn time-outs read back as the bot writes them, the
//! warning before the time-out that removes a player, who left in the results,
//! the turn number, pings on a reposted turn, and what holds a busy channel.

use std::time::Duration;

use hypnosia::game::{Color, Dice, Game, LeaveKind, Player, Variant};
use hypnosia::i18n::Lang;
use hypnosia::render::Faces;
use hypnosia::store::Store;
use hypnosia::table::{
    ChannelHolder, ChannelId, GameId, GuildId, Level, LobbyOptions, LobbyRefusal, MessageId,
    NewLobby, Place, Seat, TIMEOUT_RANGE, Table, TimeoutRange, TurnClock, UserId,
    describe_duration, parse_timeout,
};
use hypnosia::views::results::results_view;
use hypnosia::views::turn_message::{reposted_turn_view, turn_view};
use hypnosia::views::view::View;
use hypnosia::words::card::Card;
use hypnosia::words::markup::CommandIds;
use hypnosia::words::refusals::channel_held_text;

use super::tables::{ADA, BOB, LIVE, started, table, two_player_table};

/// The card of a view as Discord receives it.
fn card(view: &View) -> Card {
    view.embed.clone().expect("a card").fitted()
}

fn description(view: &View) -> String {
    card(view).description.unwrap_or_default()
}

/// The turn message's second line: game, turn (and chances when shown).
fn footer(view: &View) -> String {
    card(view).author.unwrap_or_default()
}

// ---- turn time-outs as people write them ---------------------------------------

#[test]
fn every_time_out_the_bot_shows_reads_back_as_itself() {
    let (lo, hi) = (TIMEOUT_RANGE.0.as_secs(), TIMEOUT_RANGE.1.as_secs());
    for secs in lo..=hi {
        let d = Duration::from_secs(secs);
        let shown = describe_duration(d);
        assert_eq!(parse_timeout(&shown), Ok(d), "{shown:?}");
    }
}

#[test]
fn time_outs_read_in_the_forms_people_write() {
    let secs = |s: u64| Ok(Duration::from_secs(s));
    for (text, want) in [
        ("90s", 90),
        ("90", 90),
        (" 90 s ", 90),
        ("2m", 120),
        ("2 min", 120),
        ("2 mins", 120),
        ("2 minutes", 120),
        ("1 minute", 60),
        ("45 sec", 45),
        ("45 seconds", 45),
        ("1h30", 5400),
        ("1h 30", 5400),
        ("1 h 30 min", 5400),
        ("1H30M", 5400),
        ("2m30", 150),
        ("2 min 30 s", 150),
        ("1 hour", 3600),
        ("2 hours", 7200),
        ("1 h 5 s", 3605),
        ("24 h", 86_400),
    ] {
        assert_eq!(parse_timeout(text), secs(want), "{text:?}");
    }
    // Repeated or out-of-order units, fractions, loose numbers and unknown
    // words are refused rather than guessed at.
    for bad in [
        "1h1h", "30s 2m", "1h30 5", "90 90", "1.5h", "h", "2 weeks", "2 mn", "1h30s5",
    ] {
        assert_eq!(parse_timeout(bad), Err(LobbyRefusal::BadTimeout), "{bad:?}");
    }
}

#[test]
fn a_bad_time_out_is_answered_with_the_format_to_use() {
    let told = LobbyRefusal::BadTimeout.to_string();
    for example in ["90s", "2 min", "1h30"] {
        assert!(told.contains(example), "{told}");
        assert!(
            parse_timeout(example).is_ok(),
            "the example {example} works"
        );
    }
    assert!(
        told.contains("30 seconds") && told.contains("7 days"),
        "{told}"
    );
}

// ---- the turn message ----------------------------------------------------------

const WARNING: &str = "one more time-out removes you from the game";

#[test]
fn the_player_to_move_is_warned_before_the_time_out_that_removes_them() {
    let mut t = table(4);
    let mover = t.game.to_move().unwrap();
    let other = if mover == Color::Red {
        Color::Blue
    } else {
        Color::Red
    };
    // Three time-outs in a row remove a player (README, "Time-outs"): the
    // warning comes with the turn after the second, and only then.
    for (timeouts, warned) in [(0, false), (1, false), (2, true)] {
        t.clock.set_timeouts(mover, timeouts);
        let text = description(&turn_view(Lang::EnUs, &t, false, &Faces::none()));
        assert_eq!(text.contains(WARNING), warned, "{timeouts}: {text}");
    }
    // Another player's time-outs are no warning for the one to move.
    t.clock.set_timeouts(mover, 0);
    t.clock.set_timeouts(other, 2);
    assert!(!description(&turn_view(Lang::EnUs, &t, false, &Faces::none())).contains(WARNING));
}

#[test]
fn a_person_nobody_else_waits_for_is_warned_that_the_game_will_be_played_out() {
    // Ada alone with a computer, on her turn.
    let mut t = two_player_table(Player::ai(Color::Blue, "AI (easy)"), 4);
    t.place.screen.message = Some(LIVE);
    while t.game.to_move() != Some(Color::Red) {
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
    }
    t.clock.set_timeouts(Color::Red, 2);
    let text = description(&turn_view(Lang::EnUs, &t, false, &Faces::none()));
    assert!(!text.contains(WARNING), "{text}");
    assert!(
        text.contains("one more time-out, the bot plays the rest of the game for you"),
        "{text}"
    );
}

#[test]
fn the_turn_line_counts_turns_as_players_do() {
    let mut t = table(6);
    let first = t.game.to_move().unwrap();
    assert!(footer(&turn_view(Lang::EnUs, &t, false, &Faces::none())).ends_with("turn 1"));
    // Play the whole first turn; at the start every roll has a move (pawn 1
    // leaves its lane with any die), so the second player's turn follows.
    let mut moves = 0;
    while t.game.to_move() == Some(first) {
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
        moves += 1;
    }
    assert!(moves >= 1);
    let shown = footer(&turn_view(Lang::EnUs, &t, false, &Faces::none()));
    assert!(shown.ends_with("turn 2"), "{shown}");
    assert!(!shown.contains("move"), "no internal counter: {shown}");
}

/// The ping and the mention of the player to move in a reposted turn message.
fn repost(t: &Table) -> (Vec<UserId>, bool) {
    let view = reposted_turn_view(Lang::EnUs, t, &Faces::none());
    let user = t.human_to_move().unwrap().1;
    let mentioned = view
        .content
        .as_deref()
        .is_some_and(|c| c.contains(&format!("<@{user}>")));
    (view.ping, mentioned)
}

#[test]
fn a_turn_pings_its_player_once_however_often_it_is_reposted() {
    let mut t = table(8);
    let first = t.human_to_move().unwrap().1;
    // The turn as first posted pings its player.
    assert_eq!(
        turn_view(Lang::EnUs, &t, true, &Faces::none()).ping,
        vec![first]
    );
    // Not posted yet (no live message): the repost is its first post.
    t.place.screen.message = None;
    assert_eq!(repost(&t), (vec![first], true));
    // Posted (the live message shows it from its entry on): named, not pinged.
    t.place.screen.message = Some(LIVE);
    t.place.screen.message_from = 0;
    assert_eq!(repost(&t), (vec![], true));

    // The turn passes; the live message still starts at the first turn, so the
    // new turn was never posted: the repost pings the new player.
    let mover = t.game.to_move().unwrap();
    while t.game.to_move() == Some(mover) {
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
    }
    let second = t.human_to_move().unwrap().1;
    assert_ne!(first, second);
    assert_eq!(repost(&t), (vec![second], true));
    // Once that repost is the live message (from the new turn's entry), again
    // only named.
    t.place.screen.message_from = (t.game.entries().len() - 1) as u32;
    assert_eq!(repost(&t), (vec![], true));
}

#[test]
fn a_player_leaving_before_the_turn_does_not_make_it_new() {
    // Ada, Bob and a computer; the record writes Bob's resignation just before
    // a turn no move of which was played, so the live message starts at it.
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Green, BOB, "Bob"),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let players: Vec<Player> = seats.iter().map(Seat::player).collect();
    for seed in 0..40 {
        let game = Game::new(players.clone(), Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut t = started(seats.clone(), game);
        if t.game.to_move() != Some(Color::Red) {
            continue;
        }
        t.place.screen.message = Some(LIVE);
        t.place.screen.message_from = 0;
        assert_eq!(repost(&t), (vec![], true));
        t.resign(BOB).unwrap();
        assert_eq!(t.game.to_move(), Some(Color::Red), "still Ada's turn");
        assert_eq!(repost(&t), (vec![], true), "the same turn: no new ping");
        return;
    }
    panic!("no seed lets Ada start");
}

// ---- results -------------------------------------------------------------------

#[test]
fn the_results_say_who_left_and_how_in_words() {
    let seats = vec![
        Seat::human(Color::Red, ADA, "ada"),
        Seat::human(Color::Yellow, BOB, "bob"),
        Seat::human(Color::Green, UserId(1004), "carol"),
    ];
    let players: Vec<Player> = seats.iter().map(Seat::player).collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(2)).unwrap();
    let mut t = started(seats, game);
    t.resign(BOB).unwrap();
    // What the deadline timer does after the third time-out in a row.
    t.game.leave(Color::Green, LeaveKind::Removed).unwrap();
    assert!(t.game.is_over(), "only ada is left");
    let text = description(&results_view(
        (Lang::EnUs, &t),
        &[],
        None,
        &Faces::none(),
        None,
    ));
    assert!(text.contains("bob resigned"), "{text}");
    assert!(
        text.contains("carol was removed after 3 time-outs"),
        "{text}"
    );
    assert!(!text.contains("Left:"), "{text}");
    assert!(!text.to_lowercase().contains("resign,"), "{text}");
}

// ---- a busy channel --------------------------------------------------------------

fn place(message: Option<u64>, thread: Option<u64>) -> Place {
    let mut place = Place::in_server(GuildId(1), ChannelId(2));
    place.screen.message = message.map(MessageId);
    place.venue.set_thread(thread.map(ChannelId));
    place
}

#[test]
fn a_busy_channel_names_what_holds_it_links_it_and_says_how_it_ends() {
    let lobby = ChannelHolder::Lobby {
        id: GameId(12),
        place: place(Some(345), None),
        host: ADA,
        expires_at: 1_900_000_000,
    };
    let commands = CommandIds::default();
    let text = channel_held_text(&lobby, &commands).render(Lang::EnUs);
    for part in [
        "open table",
        "#12",
        "https://discord.com/channels/1/2/345",
        &format!("<@{ADA}>"),
        "close it",
        "<t:1900000000:R>",
    ] {
        assert!(text.contains(part), "{part:?} in {text}");
    }

    let game = ChannelHolder::Game {
        id: GameId(13),
        place: place(Some(678), None),
    };
    let text = channel_held_text(&game, &commands).render(Lang::EnUs);
    for part in [
        "game",
        "#13",
        "https://discord.com/channels/1/2/678",
        "`/hypnosia resign`",
        "`/hypnosia cancel`",
    ] {
        assert!(text.contains(part), "{part:?} in {text}");
    }
    // A game in a thread is linked where its message is: in the thread.
    let threaded = ChannelHolder::Game {
        id: GameId(14),
        place: place(Some(9), Some(77)),
    };
    assert!(
        channel_held_text(&threaded, &commands)
            .render(Lang::EnUs)
            .contains("https://discord.com/channels/1/77/9")
    );
    // Not shown yet: no link to a message that does not exist.
    let unposted = ChannelHolder::Game {
        id: GameId(15),
        place: place(None, None),
    };
    assert!(
        !channel_held_text(&unposted, &commands)
            .render(Lang::EnUs)
            .contains("https://")
    );
}

#[tokio::test]
async fn the_store_finds_what_holds_a_channel() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("bot.db").to_str().unwrap())
        .await
        .unwrap();
    let (guild, channel) = (GuildId(1), ChannelId(2));
    assert_eq!(store.channel_holder(channel).await.unwrap(), None);

    let new = NewLobby::new(
        hypnosia::table::Place::in_server(guild, channel),
        ADA,
        "Ada",
        LobbyOptions::default(),
        1234,
        TimeoutRange::default(),
    )
    .unwrap();
    let lobby = store.create_lobby(&new).await.unwrap();
    store
        .set_message(lobby.id, Some(MessageId(99)), None)
        .await
        .unwrap();
    let held = store.channel_holder(channel).await.unwrap();
    assert_eq!(
        held,
        Some(ChannelHolder::Lobby {
            id: lobby.id,
            place: place(Some(99), None),
            host: ADA,
            expires_at: 1234,
        })
    );

    // The lobby becomes a game, played in a thread of its own: the thread is
    // held, the channel it started in is free.
    let t = table(5);
    store
        .add_seat(lobby.id, &Seat::human(Color::Blue, BOB, "Bob"))
        .await
        .unwrap();
    let lobby = store.lobby(lobby.id).await.unwrap().expect("still open");
    store
        .start_game(&lobby, &t.game, &TurnClock::default())
        .await
        .unwrap();
    let held = store.channel_holder(channel).await.unwrap();
    assert!(
        matches!(held, Some(ChannelHolder::Game { id, .. }) if id == lobby.id),
        "{held:?}"
    );
    store
        .set_message(lobby.id, Some(MessageId(100)), Some(ChannelId(3)))
        .await
        .unwrap();
    assert_eq!(store.channel_holder(channel).await.unwrap(), None);
    assert_eq!(
        store.channel_holder(ChannelId(3)).await.unwrap(),
        Some(ChannelHolder::Game {
            id: lobby.id,
            // The lobby's message became the game's log when it started.
            place: {
                let mut place = place(Some(100), Some(3));
                place.screen.log = Some(MessageId(99));
                place
            },
        })
    );
}

/// A season's leaderboard with nobody in it: the running season is an open
/// race that points to the one before it (December's to November, January's
/// to December); a past one just says it was empty. In every language, the
/// keys are written as typed.
#[test]
fn an_empty_season_is_an_open_race_or_an_empty_past() {
    use hypnosia::table::{Season, SeasonCadence};
    use hypnosia::words::leaderboard::empty_season_text;
    // 2026-12-01 00:00:00 UTC and 2027-01-15 12:00:00 UTC.
    let (december_first, mid_january) = (1_796_083_200, 1_800_014_400);
    let december = Season::at(SeasonCadence::Monthly, december_first).unwrap();
    let january = Season::at(SeasonCadence::Monthly, mid_january).unwrap();
    for lang in Lang::ALL {
        let open = empty_season_text(lang, december, december_first);
        assert!(
            open.contains("2026-12") && open.contains("2026-11"),
            "{open}"
        );
        let open = empty_season_text(lang, january, mid_january);
        assert!(
            open.contains("2027-01") && open.contains("2026-12"),
            "{open}"
        );
        let past = empty_season_text(lang, december, mid_january);
        assert!(
            past.contains("2026-12") && !past.contains("2026-11"),
            "{past}"
        );
        assert_ne!(open, past);
    }
    let open = empty_season_text(Lang::EnUs, december, december_first);
    assert!(open.contains("the race is open"), "{open}");
}

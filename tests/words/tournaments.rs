//! A tournament people can follow, in words: the sign-up card while check-in
//! is open ("2 of 3 checked in") and while a round plays (each table as a
//! link, playing or won), the calls that ping the entrants, the podium's
//! ping of its top three, and points with their plural forms.

use std::time::Duration;

use hypnosia::i18n::Lang;
use hypnosia::seating::{Buchholz, Finish, Format, Points, Sitter, Standing};
use hypnosia::seating::{
    NewTournament, Tournament, TournamentEntrant, TournamentId, TournamentPlay, TournamentState,
    TournamentTable,
};
use hypnosia::table::{ChannelId, GameId, GuildId, MessageId, UserId, unix_now};
use hypnosia::words::card::Card;
use hypnosia::words::tournament_follow::{
    NextSeat, NextStep, TableNext, next_text, shared_text, standings_message_card, with_next,
};
use hypnosia::words::tournaments::{
    check_in_call, no_show_call, podium_ping, resign_cost, signup_card, standings_text, thread_name,
};

fn person(n: u64) -> UserId {
    UserId(1000 + n)
}

fn entrant(n: u64, checked_in: bool) -> TournamentEntrant {
    TournamentEntrant {
        user: person(n),
        name: format!("P{n}"),
        rating: None,
        joined_at: 0,
        left: false,
        checked_in,
    }
}

/// A Swiss of three in `state`, starting in a minute, with a check-in window
/// of `check_in` seconds before it.
fn play(state: TournamentState, check_in: u64) -> TournamentPlay {
    let tournament = Tournament {
        id: TournamentId(7),
        new: NewTournament {
            guild: GuildId(1),
            channel: ChannelId(77),
            host: person(0),
            name: "Saturday Cup".into(),
            format: Format::Swiss { rounds: 2 },
            table_size: 2,
            turn_timeout: Duration::from_secs(120),
            starts_at: Some(unix_now() + 60),
            max_players: 64,
            seed: None,
            check_in: Some(Duration::from_secs(check_in)),
            no_threads: false,
        },
        state,
        created_at: 0,
        standings_message: None,
    };
    TournamentPlay {
        entrants: vec![entrant(1, true), entrant(2, true), entrant(3, false)],
        ..TournamentPlay::new(tournament)
    }
}

fn description(play: &TournamentPlay) -> String {
    signup_card(Lang::EnUs, play)
        .description
        .unwrap_or_default()
}

#[test]
fn an_open_check_in_counts_who_checked_in_and_never_says_it_opens_in_the_past() {
    let open = description(&play(TournamentState::SignUp, 600));
    assert!(open.contains("2 of 3 checked in"), "{open}");
    assert!(!open.contains("Check-in opens"), "{open}");
    let later = description(&play(TournamentState::SignUp, 30));
    assert!(later.contains("Check-in opens <t:"), "{later}");
    assert!(!later.contains("checked in."), "{later}");
    for lang in Lang::ALL {
        let open = signup_card(lang, &play(TournamentState::SignUp, 600));
        let open = open.description.unwrap_or_default();
        assert!(open.contains('2') && open.contains('3'), "{lang:?}: {open}");
    }
}

#[test]
fn the_calls_ping_their_people_and_name_the_tournament() {
    let p = play(TournamentState::SignUp, 600);
    for lang in Lang::ALL {
        let call = check_in_call(&p, &[person(1), person(3)]).render(lang);
        assert!(
            call.contains("<@1001>") && call.contains("<@1003>"),
            "{call}"
        );
        assert!(
            call.contains("Saturday Cup") && call.contains("<t:"),
            "{call}"
        );
        let told = no_show_call("Saturday Cup", &[person(3)]).render(lang);
        assert!(
            told.contains("<@1003>") && told.contains("Saturday Cup"),
            "{told}"
        );
    }
    let told = no_show_call("Saturday Cup", &[person(3)]).render(Lang::EnUs);
    assert!(told.contains("did not check in"), "{told}");
}

fn table(number: u16, place: (ChannelId, Option<ChannelId>, Option<MessageId>)) -> TournamentTable {
    let (a, b) = (
        Sitter::Person(person(2 * u64::from(number) - 1)),
        Sitter::Person(person(2 * u64::from(number))),
    );
    TournamentTable {
        game: GameId(i64::from(number)),
        round: 1,
        number,
        seating: vec![
            (hypnosia::game::Color::Red, a),
            (hypnosia::game::Color::Blue, b),
        ],
        finishes: None,
        place,
    }
}

#[test]
fn while_a_round_plays_the_card_links_each_table_with_its_state() {
    let mut p = play(TournamentState::Running, 600);
    p.rounds = vec![(1, false)];
    let mut won = table(1, (ChannelId(77), Some(ChannelId(901)), Some(MessageId(9))));
    won.finishes = Some(vec![
        Finish {
            sitter: won.seating[0].1,
            rank: 2,
            score: 3,
        },
        Finish {
            sitter: won.seating[1].1,
            rank: 1,
            score: 11,
        },
    ]);
    let playing = table(2, (ChannelId(77), None, Some(MessageId(950))));
    p.tables = vec![won, playing];
    let card = description(&p);
    let lines: Vec<&str> = card.lines().filter(|l| l.starts_with("Table")).collect();
    assert_eq!(lines.len(), 2, "{card}");
    assert!(
        lines[0].contains("<#901>") && lines[0].contains("🏆 <@1002>"),
        "{card}"
    );
    assert!(
        lines[1].contains("https://discord.com/channels/1/77/950") && lines[1].ends_with("playing"),
        "{card}"
    );
    assert!(
        !card.contains("checked in"),
        "no check-in once it runs: {card}"
    );
}

fn standing(rank: u32, n: u64, points: u32) -> Standing {
    Standing {
        id: person(n),
        rank,
        points: Points(points),
        game_points: 10,
        buchholz: Buchholz(0),
        head_to_head: 0,
        tables: 2,
        firsts: 1,
        last_round: 2,
        last_rank: 1,
    }
}

#[test]
fn points_have_their_plural_forms_and_the_podium_pings_its_top_three() {
    let win = Points::PER_WIN;
    let rows = [
        standing(1, 1, 2 * win),
        standing(2, 2, win),
        standing(3, 3, win / 2),
        standing(4, 4, 0),
    ];
    let p = play(TournamentState::Finished, 600);
    let text = standings_text(Lang::EnUs, &p, &rows);
    // The picture's description, read by screen readers: names, not mentions.
    assert!(text.contains("1. P1: 2 pts"), "{text}");
    assert!(text.contains("2. P2: 1 pt ·"), "{text}");
    assert!(text.contains("3. P3: 0.5 pts"), "{text}");
    assert!(!text.contains("<@1001>"), "{text}");
    let fr = standings_text(Lang::Fr, &p, &rows);
    assert!(fr.contains("1 pt ·") && fr.contains("0,5 pt"), "{fr}");
    let (line, pinged) = podium_ping(Lang::EnUs, &rows);
    assert_eq!(pinged, vec![person(1), person(2), person(3)]);
    assert!(
        line.starts_with("🥇 <@1001> · 🥈 <@1002> · 🥉 <@1003>"),
        "{line}"
    );
    let mut knockout = p.clone();
    knockout.tournament.new.format = Format::Knockout;
    let legend = standings_text(Lang::EnUs, &knockout, &rows);
    assert!(legend.contains("how far each player went"), "{legend}");
    assert!(!legend.contains("Ties:"), "{legend}");
}

/// A resign's confirmation at a tournament's table says what it costs: a
/// Swiss game scores 0 and the player stays; a knock-out's last place leaves.
#[test]
fn a_tournament_resign_says_what_it_costs() {
    let swiss = resign_cost(Format::Swiss { rounds: 3 }).render(Lang::EnUs);
    assert!(
        swiss.contains("score 0") && swiss.contains("stay in the tournament"),
        "{swiss}"
    );
    let knockout = resign_cost(Format::Knockout).render(Lang::EnUs);
    assert!(knockout.contains("leave the tournament"), "{knockout}");
    assert!(!knockout.contains("stay"), "{knockout}");
    for lang in Lang::ALL {
        let (s, k) = (
            resign_cost(Format::Swiss { rounds: 3 }),
            resign_cost(Format::Knockout),
        );
        assert_ne!(s.render(lang), k.render(lang), "{lang:?}");
    }
}

/// The standings' message: the picture under a short title, the words only
/// as its description (no copy beside it); without a picture, the words.
/// The sharer is told where the one public copy goes.
#[test]
fn the_standings_message_is_the_picture_and_the_sharer_is_told_where() {
    let rows = [standing(1, 1, Points::PER_WIN), standing(2, 2, 0)];
    let p = play(TournamentState::Running, 600);
    for lang in Lang::ALL {
        let drawn = standings_message_card(lang, &p, &rows, true);
        assert_eq!(drawn.image.as_deref(), Some("board.png"));
        assert_eq!(
            drawn.description, None,
            "{lang:?}: no words beside the picture"
        );
        let title = drawn.title.unwrap_or_default();
        assert!(
            title.starts_with("Saturday Cup · ") && !title.contains("**"),
            "{title}"
        );
        let words = standings_message_card(lang, &p, &rows, false);
        assert_eq!(words.image, None);
        let text = words.description.unwrap_or_default();
        assert!(
            text.contains("P1") && text.contains("P2") && !text.contains("<@1001>"),
            "{lang:?}: {text}"
        );
    }
    let first = shared_text(&p.tournament).render(Lang::EnUs);
    assert_eq!(
        first,
        "The standings are being posted for everyone in <#77>."
    );
    let mut posted = p.tournament.clone();
    posted.standings_message = Some(MessageId(9));
    let later = shared_text(&posted).render(Lang::De);
    assert!(
        later.ends_with("https://discord.com/channels/1/77/9"),
        "{later}"
    );
}

/// What comes next is a field of a tournament table's results, in every
/// language; other results are as they were.
#[test]
fn what_comes_next_is_a_field_of_a_tournament_tables_results() {
    let next = TableNext {
        step: NextStep::Waits {
            round: Some(3),
            tables: 4,
        },
        out: vec![person(1), person(2)],
        final_tie: None,
        seats: Vec::new(),
    };
    for lang in Lang::ALL {
        let card = with_next(Card::default(), lang, Some(&next));
        let value = &card.fields[0].value;
        assert!(
            value.contains("<@1001>, <@1002>") && value.contains('3'),
            "{lang:?}: {value}"
        );
        assert!(!value.contains('{'), "{lang:?}: {value}");
    }
    let en = next_text(Lang::EnUs, &next);
    assert_eq!(
        en,
        "<@1001>, <@1002> are out of the knock-out.\n\
         Round 3 starts when the 4 other tables still playing end."
    );
    assert!(
        with_next(Card::default(), Lang::EnUs, None)
            .fields
            .is_empty()
    );
    let over = TableNext {
        step: NextStep::Over,
        out: Vec::new(),
        final_tie: None,
        seats: Vec::new(),
    };
    assert_eq!(
        next_text(Lang::EnUs, &over),
        "The tournament is over: see the podium."
    );
    // Once the next round started: where each player sits, in every language.
    let started = TableNext {
        step: NextStep::Started {
            round: 2,
            is_final: false,
        },
        out: vec![person(3)],
        final_tie: None,
        seats: vec![
            (
                person(1),
                NextSeat::At {
                    number: 2,
                    thread: Some(ChannelId(77)),
                },
            ),
            (
                person(2),
                NextSeat::At {
                    number: 1,
                    thread: None,
                },
            ),
            (person(4), NextSeat::Bye),
        ],
    };
    assert_eq!(
        next_text(Lang::EnUs, &started),
        "<@1003> is out of the knock-out.\n\
         Round 2 has started.\n\
         <@1001> plays at <#77>.\n\
         <@1002> plays at Table 1.\n\
         <@1004> has a bye in this round."
    );
    for lang in Lang::ALL {
        let said = next_text(lang, &started);
        let named = ["<@1001>", "<@1002>", "<@1003>", "<@1004>", "<#77>", "2"];
        assert!(named.iter().all(|n| said.contains(n)), "{lang:?}: {said}");
        assert!(!said.contains('{'), "{lang:?}: {said}");
    }
}

/// Reliability-3 L4: a tournament's name of 100 characters gives way in its
/// tables' thread names, never their round and table: each table's thread
/// has a name of its own (a thread made before a kill is found by its name),
/// within Discord's 100 characters, in every language.
#[test]
fn a_long_tournament_name_leaves_each_tables_thread_a_name_of_its_own() {
    let long = "Saturday night knock-out of the Hypnosia club, all welcome, bring a friend and your own dice!!";
    let long = format!("{long}{}", "x".repeat(100 - long.chars().count()));
    assert_eq!(long.chars().count(), 100);
    for lang in Lang::ALL {
        let names: Vec<String> = [(3, 11), (3, 12), (13, 1), (1, 31)]
            .into_iter()
            .map(|at| thread_name(lang, &long, at))
            .collect();
        for name in &names {
            assert!(name.chars().count() <= 100, "{lang:?}: {name}");
            assert!(name.contains("Saturday"), "{lang:?}: {name}");
        }
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{lang:?}: {names:#?}");
        assert!(names[1].contains("12"), "{lang:?}: {}", names[1]);
    }
    // A name that fits is kept whole.
    let short = thread_name(Lang::EnUs, "Cup", (2, 3));
    assert!(
        short.contains("Cup") && short.contains('2') && short.contains('3'),
        "{short}"
    );
}

/// A knock-out of four at tables of two, over: round 1's tables (one in a
/// thread, one in the channel) and the final, tied 0–0 between P4 and P2.
/// P4 is the top seed (the highest rating).
fn tied_knockout() -> TournamentPlay {
    let mut p = play(TournamentState::Finished, 600);
    p.tournament.new.format = Format::Knockout;
    p.entrants = (1..=4).map(|n| entrant(n, true)).collect();
    for e in &mut p.entrants {
        e.rating = Some(1400 + 100 * (e.user.0 as i64 - 1000));
    }
    p.rounds = vec![(1, false), (2, true)];
    let finish = |n: u64, rank: u8, score: i16| Finish {
        sitter: Sitter::Person(person(n)),
        rank,
        score,
    };
    let mut first = table(1, (ChannelId(77), Some(ChannelId(901)), Some(MessageId(9))));
    first.finishes = Some(vec![finish(1, 2, 1), finish(2, 1, 6)]);
    let mut second = table(2, (ChannelId(77), None, Some(MessageId(950))));
    second.finishes = Some(vec![finish(3, 2, 0), finish(4, 1, 4)]);
    let mut last = table(1, (ChannelId(77), Some(ChannelId(903)), None));
    (last.game, last.round) = (GameId(3), 2);
    last.seating = vec![
        (hypnosia::game::Color::Red, Sitter::Person(person(2))),
        (hypnosia::game::Color::Blue, Sitter::Person(person(4))),
    ];
    last.finishes = Some(vec![finish(2, 1, 0), finish(4, 1, 0)]);
    p.tables = vec![first, second, last];
    p
}

#[test]
fn a_finished_card_keeps_a_line_of_links_per_round() {
    let card = description(&tied_knockout());
    assert!(
        card.contains(
            "**Round 1**: [Table 1](https://discord.com/channels/1/901) · \
             [Table 2](https://discord.com/channels/1/77/950)"
        ),
        "{card}"
    );
    assert!(
        card.contains("**Final**: [Table 1](https://discord.com/channels/1/903)"),
        "{card}"
    );
    for lang in Lang::ALL {
        let card = signup_card(lang, &tied_knockout()).description.unwrap();
        assert_eq!(
            card.matches("](https://discord.com/channels/").count(),
            3,
            "{card}"
        );
    }
    // While it runs, the round in play is listed with its state instead.
    let mut running = tied_knockout();
    running.tournament.state = TournamentState::Running;
    assert!(!description(&running).contains("**Round 1**"));
}

#[test]
fn a_tied_final_has_one_winner_by_the_seeding_and_says_so() {
    use hypnosia::seating::{standings, table_next};
    use hypnosia::words::tournaments::standings_text;
    let p = tied_knockout();
    let (top, other) = (person(4), person(2));
    assert_eq!(p.seeds()[0], top, "the highest rating is the top seed");
    let next = table_next(&p, GameId(3)).expect("the final's next");
    assert_eq!(next.final_tie, Some((top, vec![other, top])));
    assert!(next.out.is_empty(), "a finalist is not told they are out");
    let said = next_text(Lang::EnUs, &next);
    assert!(
        said.starts_with("<@1002>, <@1004> tied for first place.")
            && said.contains("<@1004> wins the final."),
        "{said}"
    );
    assert!(!said.contains("out of"), "{said}");
    for lang in Lang::ALL {
        let said = next_text(lang, &next);
        assert!(
            said.contains("<@1004>") && !said.contains('{'),
            "{lang:?}: {said}"
        );
    }
    // One winner on the podium, the other second.
    let rows = standings(p.tournament.new.format, &p.seeds(), &p.results());
    let rank_of = |id| rows.iter().find(|s| s.id == id).unwrap().rank;
    assert_eq!((rank_of(top), rank_of(other)), (1, 2));
    let text = standings_text(Lang::EnUs, &p, &rows);
    assert_eq!(text.matches("Winner").count(), 1, "{text}");
    // A final won outright is not touched: nobody tied.
    let mut clear = tied_knockout();
    clear.tables[2].finishes.as_mut().unwrap()[0].rank = 2;
    assert_eq!(table_next(&clear, GameId(3)).unwrap().final_tie, None);
}

#[test]
fn a_bye_before_the_final_says_the_final() {
    use hypnosia::seating::final_follows;
    use hypnosia::words::tournaments::bye_call;
    // Three at tables of two: one table and a bye, then the final.
    assert!(final_follows([2].into_iter(), 1, 2));
    // Five: two tables and a bye, then three go on: a round 2 first.
    assert!(!final_follows([2, 2].into_iter(), 1, 2));
    let told = bye_call("Cup", (1, true), &[person(1)]).render(Lang::EnUs);
    assert!(
        told.contains("Your table in the final will ping you."),
        "{told}"
    );
    assert!(!told.contains("round-2"), "{told}");
    let told = bye_call("Cup", (1, false), &[person(1)]).render(Lang::EnUs);
    assert!(told.contains("Your round-2 table"), "{told}");
    for lang in Lang::ALL {
        let told = bye_call("Cup", (2, true), &[person(1)]).render(lang);
        assert!(
            told.contains("<@1001>") && !told.contains('{'),
            "{lang:?}: {told}"
        );
    }
}

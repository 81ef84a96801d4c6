//! A person's own list of where their ratings are (`/hypnosia stats`, issue
//! 70): each community one line, a server by its name, a DM or group DM as
//! such (never its members), in every language.

use hypnosia::i18n::Lang;
use hypnosia::store::PlayerStats;
use hypnosia::table::{ChannelId, Community, DEFAULT_SKILL, GuildId, UserId};
use hypnosia::words::leaderboard::{RatedIn, ratings_where_card};

fn stats(community: Community, games: u32, rated_games: u32) -> PlayerStats {
    PlayerStats {
        community,
        user: UserId(7),
        name: "ada".into(),
        games,
        rated_games,
        wins: 1,
        points: 30,
        center_pawns: 2,
        captures: 1,
        best_rank: Some(1),
        skill: DEFAULT_SKILL,
        rating_place: None,
    }
}

#[test]
fn every_community_one_line_a_dm_never_by_its_members() {
    let (server, unknown) = (Community::Server(GuildId(1)), Community::Server(GuildId(2)));
    let group = Community::Direct(ChannelId(3));
    let (a, b, c) = (
        stats(server, 12, 12),
        stats(unknown, 3, 0),
        stats(group, 2, 2),
    );
    let listed = [
        (RatedIn::Server("**Games** @everyone".into()), true, &a),
        (RatedIn::OtherServer, false, &b),
        (RatedIn::Direct, false, &c),
    ];
    let card = ratings_where_card(Lang::EnUs, &listed);
    assert_eq!(card.title.as_deref(), Some("Where your ratings are"));
    let text = card.description.expect("the list");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with("\\*\\*Games\\*\\* @\u{200B}everyone (here): 1000 · 12 games"),
        "a server's name as plain text, the one asked in marked: {}",
        lines[0]
    );
    assert_eq!(lines[1], "Another server: not rated yet · 3 games");
    assert!(
        lines[2].starts_with("A DM or group DM: 1000") && lines[2].contains("provisional"),
        "{}",
        lines[2]
    );
    assert!(!text.contains("<@"), "nobody named: {text}");
}

#[test]
fn the_list_reads_in_every_language() {
    let group = stats(Community::Direct(ChannelId(3)), 1, 0);
    let other = stats(Community::Server(GuildId(2)), 5, 5);
    let listed = [
        (RatedIn::Direct, true, &group),
        (RatedIn::OtherServer, false, &other),
    ];
    let english = ratings_where_card(Lang::EnUs, &listed);
    for lang in Lang::ALL {
        let card = ratings_where_card(lang, &listed);
        let text = card.description.expect("the list");
        assert_eq!(text.lines().count(), 2, "{lang:?}: {text}");
        assert!(
            !text.contains('{') && !text.contains("stats-where"),
            "{lang:?}: {text}"
        );
        if lang != Lang::EnUs {
            assert_ne!(card.title, english.title, "{lang:?} translated");
        }
    }
}

//! A post's id (`store/posts.rs`, [`PostId`]): written and read back as
//! itself, every key stored today read as the post it names, anything else
//! refused; a row that names no post is left out of the owed posts (it holds
//! up no other); each kind's nonce begins with letters of its own, the same
//! as before ids were typed (a post in flight across an upgrade keeps its
//! nonce).

use std::collections::HashSet;

use hypnosia::seating::TournamentId;
use hypnosia::showing::nonces::{post_nonce, post_nonce_prefix};
use hypnosia::store::{BadPostId, PostId, PostKind, Store};
use hypnosia::table::{GameId, GuildId, MessageId, Season};
use proptest::prelude::*;

fn season() -> impl Strategy<Value = Season> {
    prop_oneof![
        (0..=9999i32, 1..=12u32).prop_map(|(year, month)| Season::Month { year, month }),
        (0..=9999i32, 1..=4u32).prop_map(|(year, quarter)| Season::Quarter { year, quarter }),
    ]
}

fn post_id() -> impl Strategy<Value = PostId> {
    let tournament = any::<i64>().prop_map(TournamentId);
    let game = any::<i64>().prop_map(GameId);
    let guild = any::<u64>().prop_map(GuildId);
    prop_oneof![
        tournament.clone().prop_map(PostId::Podium),
        any::<u64>().prop_map(|m| PostId::Share(MessageId(m))),
        game.clone().prop_map(PostId::Analysis),
        (guild.clone(), season()).prop_map(|(g, s)| PostId::SeasonEnd(g, s)),
        (game.clone(), any::<i64>()).prop_map(|(g, at)| PostId::Reminder(g, at)),
        game.prop_map(PostId::Table),
        tournament.clone().prop_map(PostId::Signup),
        tournament.prop_map(PostId::Standings),
        (guild, any::<i64>()).prop_map(|(g, day)| PostId::Daily(g, day)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, .. ProptestConfig::default() })]

    #[test]
    fn a_post_id_reads_back_as_itself(id in post_id()) {
        prop_assert_eq!(id.to_string().parse::<PostId>(), Ok(id));
        prop_assert_eq!(PostId::from_row(id.kind(), &id.key()), Ok(id));
        prop_assert_eq!(id.to_string(), format!("{}:{}", id.kind().as_str(), id.key()));
    }

    #[test]
    fn only_what_a_post_id_writes_reads_as_one(
        kind in prop::sample::select(PostKind::ALL.to_vec()),
        key in "[-+0-9:Q]{0,24}",
    ) {
        // Exact inverses: whatever reads as a post is written back the same.
        let text = format!("{}:{key}", kind.as_str());
        if let Ok(id) = text.parse::<PostId>() {
            prop_assert_eq!(id.to_string(), text);
            prop_assert_eq!(id.kind(), kind);
        }
    }

    #[test]
    fn two_posts_never_share_a_nonce(a in post_id(), b in post_id(), va in 0..50u64, vb in 0..50u64) {
        let (na, nb) = (post_nonce(a, va), post_nonce(b, vb));
        prop_assert!(na.len() <= 25);
        // Versions a post leaves out of its nonce (a podium's first, a
        // season's end, a daily puzzle) are one post; long keys are cut.
        let same = a == b && (va == vb || matches!(a, PostId::SeasonEnd(..) | PostId::Daily(..)));
        if !same && na.len() < 25 && nb.len() < 25 && !matches!(a, PostId::Daily(..)) {
            prop_assert_ne!(na, nb);
        }
    }
}

/// The keys the store writes today, as its SQL and the engine wrote them
/// (`sql/tournaments.rs`, `sql/tournament_rounds.rs`, `sql/seasons.rs`,
/// the outbox's share, the analysis, the reminder, the daily puzzle), read
/// as the posts they name, and written back the same.
#[test]
fn every_key_stored_today_reads_as_its_post() {
    let huge_guild = GuildId(1_100_000_000_000_000_001);
    let stored = [
        ("podium", "7", PostId::Podium(TournamentId(7))),
        (
            "share",
            "18446744073709551612",
            PostId::Share(MessageId(u64::MAX - 3)),
        ),
        ("analysis", "42", PostId::Analysis(GameId(42))),
        (
            "season_end",
            "1100000000000000001:2026-11",
            PostId::SeasonEnd(
                huge_guild,
                Season::Month {
                    year: 2026,
                    month: 11,
                },
            ),
        ),
        (
            "season_end",
            "7:2025-Q4",
            PostId::SeasonEnd(
                GuildId(7),
                Season::Quarter {
                    year: 2025,
                    quarter: 4,
                },
            ),
        ),
        (
            "reminder",
            "42:1767225600",
            PostId::Reminder(GameId(42), 1_767_225_600),
        ),
        ("table", "1234", PostId::Table(GameId(1234))),
        ("signup", "1", PostId::Signup(TournamentId(1))),
        ("standings", "3", PostId::Standings(TournamentId(3))),
        ("next", "42", PostId::Next(GameId(42))),
        (
            "daily",
            "1100000000000000001:20454",
            PostId::Daily(huge_guild, 20454),
        ),
    ];
    let mut kinds = HashSet::new();
    for (kind, key, id) in stored {
        let read = PostId::from_row(PostKind::parse(kind).unwrap(), key);
        assert_eq!(read, Ok(id), "{kind} {key}");
        assert_eq!((id.kind().as_str(), id.key().as_str()), (kind, key));
        assert_eq!(format!("{kind}:{key}").parse::<PostId>(), Ok(id));
        kinds.insert(id.kind());
    }
    assert_eq!(
        kinds.len(),
        PostKind::ALL.len(),
        "every kind is written today"
    );
}

#[test]
fn a_key_that_names_no_post_is_refused_with_what_it_said() {
    let refused = |kind: PostKind, key: &str| {
        assert_eq!(
            PostId::from_row(kind, key),
            Err(BadPostId {
                kind: kind.as_str().into(),
                key: key.into()
            })
        );
    };
    refused(PostKind::Podium, "x");
    refused(PostKind::Podium, "");
    refused(PostKind::Podium, "+7");
    refused(PostKind::Podium, "007");
    refused(PostKind::Share, "-1");
    refused(PostKind::SeasonEnd, "7");
    refused(PostKind::SeasonEnd, "7:2026-13");
    refused(PostKind::SeasonEnd, "7:2026-3");
    refused(PostKind::SeasonEnd, "7:2026-q4");
    refused(PostKind::Reminder, "42");
    refused(PostKind::Reminder, "42:1:2");
    refused(PostKind::Daily, ":5");
    assert!("stats:7".parse::<PostId>().is_err());
    assert!("podium".parse::<PostId>().is_err());
    assert!("podium:7:".parse::<PostId>().is_err());
}

/// Each kind's nonce begins with letters no other kind's begins with (the
/// season's `s` is followed by a hex digit, never the `h`, `i` or `t` of
/// the share's, sign-up's and standings'), and every nonce is the one the
/// kind's name cut to two letters made before (a podium's `tp`, a season's
/// and a daily puzzle's of their own).
#[test]
fn each_kind_has_a_nonce_prefix_of_its_own_the_same_as_before() {
    let prefixes: Vec<&str> = PostKind::ALL
        .iter()
        .map(|&k| post_nonce_prefix(k))
        .collect();
    let distinct: HashSet<&str> = prefixes.iter().copied().collect();
    assert_eq!(distinct.len(), prefixes.len(), "{prefixes:?}");
    for (&kind, &prefix) in PostKind::ALL.iter().zip(&prefixes) {
        for &other in prefixes.iter().filter(|&&p| p != prefix) {
            if let Some(rest) = other.strip_prefix(prefix) {
                assert_eq!(kind, PostKind::SeasonEnd, "{prefix} begins {other}");
                assert!(!rest.starts_with(|c: char| c.is_ascii_hexdigit()));
            }
        }
    }
    let month = Season::Month {
        year: 2026,
        month: 11,
    };
    let nonces = [
        (post_nonce(PostId::Podium(TournamentId(7)), 0), "tp7"),
        (post_nonce(PostId::Share(MessageId(5)), 0), "sh5v0"),
        (post_nonce(PostId::Analysis(GameId(42)), 0), "an42v0"),
        (
            post_nonce(PostId::SeasonEnd(GuildId(255), month), 3),
            "sff2026-11",
        ),
        (
            post_nonce(PostId::Reminder(GameId(42), 1_767_225_600), 0),
            "re42:1767225600v0",
        ),
        (post_nonce(PostId::Table(GameId(42)), 1), "ta42v1"),
        (post_nonce(PostId::Signup(TournamentId(7)), 3), "si7v3"),
        (post_nonce(PostId::Standings(TournamentId(7)), 2), "st7v2"),
        (
            post_nonce(PostId::Daily(GuildId(255), 20454), 9),
            "dpff.4fe6",
        ),
        (
            post_nonce(PostId::Share(MessageId(u64::MAX)), 12),
            "sh18446744073709551615v12",
        ),
    ];
    for (nonce, before) in nonces {
        assert_eq!(nonce, before);
    }
}

/// A row of the outbox that names no post (a kind this version does not
/// know, a key it cannot read) is left out of the owed posts, logged: the
/// posts beside it are still handed over.
#[tokio::test]
async fn a_row_that_names_no_post_holds_up_no_other() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("hypnosia.db").display());
    let store = Store::open(&url).await.unwrap();
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    for (kind, key) in [("stats", "7"), ("podium", "x"), ("podium", "8")] {
        sqlx::query(
            "INSERT INTO posts (kind, key, guild_id, version, owed, created_at) \
             VALUES ($1, $2, 1, 0, TRUE, 5)",
        )
        .bind(kind)
        .bind(key)
        .execute(&mut conn)
        .await
        .unwrap();
    }
    conn.close().await.unwrap();
    let owed = store.owed_posts(i64::MAX, 10).await.unwrap();
    let owed: Vec<PostId> = owed.iter().map(|row| row.id).collect();
    assert_eq!(owed, [PostId::Podium(TournamentId(8))]);
}

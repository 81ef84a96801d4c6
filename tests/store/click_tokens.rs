//! The tokens the screen keeps with a table reached only through clicks
//! (issue 77, `store/click_tokens.rs`): what a killed process kept is read
//! back by the next one, one row per game and kind, each dropped before its
//! token dies and all of a game's at its end; the token never shows in
//! `Debug`. And the screen's helper that brings them back after a restart
//! (`showing::kept_tokens`), on the same database.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::*;
use hypnosia::store::{Kept, KeptToken, Token};

const GROUP: ChannelId = ChannelId(1_200_000_000_000_000_077);

fn now_ms() -> i64 {
    let since = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
    i64::try_from(since.as_millis()).unwrap()
}

fn kept(game: i64, kept: Kept, secret: &str, message: u64, expires_at_ms: i64) -> KeptToken {
    KeptToken {
        game: GameId(game),
        kept,
        token: Token::new(secret),
        channel: GROUP,
        message: MessageId(message),
        expires_at_ms,
    }
}

async fn tokens_kept_with_a_table_are_read_back_until_they_die(db: TestDb) {
    let now = now_ms();
    let line = Kept::Line {
        user: HUGE,
        turn: 41,
    };
    {
        let store = db.open().await;
        store
            .keep_token(&kept(1, Kept::Click, "first", 10, now + 60_000))
            .await
            .unwrap();
        store
            .keep_token(&kept(1, Kept::Click, "click-1", 11, now + 600_000))
            .await
            .unwrap();
        store
            .keep_token(&kept(1, line, "line-1", 12, now + 500_000))
            .await
            .unwrap();
        store
            .keep_token(&kept(2, Kept::Click, "click-2", 20, now + 30_000))
            .await
            .unwrap();
        store
            .keep_token(&kept(3, line, "line-3", 30, now + 700_000))
            .await
            .unwrap();
    }
    // A restart: the same database, a new store.
    let store = db.open().await;
    let all = store.living_tokens(now).await.unwrap();
    assert_eq!(
        all,
        vec![
            kept(1, Kept::Click, "click-1", 11, now + 600_000),
            kept(1, line, "line-1", 12, now + 500_000),
            kept(2, Kept::Click, "click-2", 20, now + 30_000),
            kept(3, line, "line-3", 30, now + 700_000),
        ],
        "one per game and kind, the latest kept"
    );
    let games = |tokens: Vec<KeptToken>| -> Vec<(i64, Kept)> {
        tokens.iter().map(|t| (t.game.0, t.kept)).collect()
    };
    assert_eq!(
        games(store.living_tokens(now + 60_000).await.unwrap()),
        vec![(1, Kept::Click), (1, line), (3, line)],
        "a token about to die is not read back"
    );
    assert_eq!(
        store.drop_dying_tokens(now + 60_000).await.unwrap(),
        0,
        "and was dropped as it was read past"
    );
    assert_eq!(store.drop_dying_tokens(now + 550_000).await.unwrap(), 1);
    store.drop_line_token(GameId(3)).await.unwrap();
    assert_eq!(
        games(store.living_tokens(now).await.unwrap()),
        vec![(1, Kept::Click)]
    );
    store
        .keep_token(&kept(1, line, "line-1b", 13, now + 500_000))
        .await
        .unwrap();
    store.drop_tokens(GameId(1)).await.unwrap();
    assert!(
        store.living_tokens(now).await.unwrap().is_empty(),
        "nothing of an ended game"
    );
}

/// The token is never in a log line: `Debug` (what `?field` writes) names
/// no secret.
#[test]
fn a_kept_token_never_shows_in_debug() {
    let token = kept(1, Kept::Click, "s3cr3t-t0ken", 10, 0);
    let shown = format!("{token:?} {:?}", token.token);
    assert!(!shown.contains("s3cr3t"), "{shown}");
    assert!(shown.contains("Token("), "{shown}");
}

/// After a restart, the first show where only clicks reach a table brings
/// back what the killed process kept: the line, removed through its token
/// when its turn ends, and the click that pays for a computer's turn; what
/// this process holds wins, and a token whose click no longer pays is not
/// brought back.
async fn a_restart_brings_back_the_lines_and_clicks_it_kept(db: TestDb) {
    use hypnosia::game::Color;
    use hypnosia::live::{Cause, Next};
    use hypnosia::showing::click_pays::Payers;
    use hypnosia::showing::kept_tokens::KeptTokens;
    use hypnosia::showing::turn_pings::TurnPings;
    let (pays, now) = (Duration::from_secs(14 * 60), now_ms());
    let line = Kept::Line { user: BOB, turn: 8 };
    {
        let store = db.open().await;
        store
            .keep_token(&kept(1, line, "line-1", 12, now + 600_000))
            .await
            .unwrap();
        store
            .keep_token(&kept(2, Kept::Click, "click-2", 20, now + 600_000))
            .await
            .unwrap();
        // Its click no longer pays: a minute left of Discord's 15.
        store
            .keep_token(&kept(3, Kept::Click, "click-3", 30, now + 50_000))
            .await
            .unwrap();
    }
    let store = db.open().await;
    let (payers, pings) = (Payers::<u32>::default(), TurnPings::<u32>::new(pays));
    let screen = KeptTokens::new(store.clone(), pays);
    screen.restore(&payers, &pings).await;
    let (payer, gone) = pings.shown(GameId(1), None, false).expect("the kept line");
    assert_eq!((payer.token().secret(), gone), ("line-1", MessageId(12)));
    let computer = |game| {
        let at = (&Cause::Background, Next::AiTurn(Color::Blue));
        payers.for_change(GameId(game), at, |_| None, pays)
    };
    let paying = computer(2).expect("the kept click pays");
    assert_eq!(
        (paying.token().secret(), paying.on()),
        ("click-2", Some(MessageId(20)))
    );
    assert!(computer(3).is_none(), "a click that no longer pays");
    assert_eq!(
        store.living_tokens(now).await.unwrap().len(),
        2,
        "its row dropped"
    );

    // Once per process: rows kept since are this process's own.
    store
        .keep_token(&kept(4, Kept::Click, "click-4", 40, now + 600_000))
        .await
        .unwrap();
    screen.restore(&payers, &pings).await;
    assert!(computer(4).is_none(), "restored once");

    screen.shown(GameId(1), (true, false)).await;
    screen.shown(GameId(2), (false, true)).await;
    let left = store.living_tokens(now).await.unwrap();
    assert_eq!(
        left.len(),
        1,
        "the removed line's and the ended game's dropped"
    );
    assert_eq!(left[0].game, GameId(4));
}

on_both_backends!(
    tokens_kept_with_a_table_are_read_back_until_they_die,
    a_restart_brings_back_the_lines_and_clicks_it_kept,
);

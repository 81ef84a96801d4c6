//! One public analysis per game (`Tables::public_analysis`): the first ask
//! posts it, later asks are told where it is, an ask while it is posted is
//! refused, and a post that fails lets the next ask try again.

use std::sync::atomic::{AtomicU32, Ordering};

use hypnosia::i18n::Text;
use hypnosia::live::{Error, PublicAnalysis};
use hypnosia::table::{ChannelId, GuildId, MessageId};
use hypnosia::text;

use crate::support::{ADA, GUILD, World};

const AT: (ChannelId, MessageId) = (ChannelId(5), MessageId(6));

fn refusal(e: Error) -> Text {
    match e {
        Error::User(e) => e.0,
        other => panic!("a fault, not a refusal: {other}"),
    }
}

#[tokio::test]
async fn a_finished_game_is_analysed_in_public_once() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let posts = AtomicU32::new(0);
    let post = async |_record| {
        posts.fetch_add(1, Ordering::SeqCst);
        Ok::<_, Error>(AT)
    };
    let running = w.tables.public_analysis(GUILD, game, post).await;
    assert_eq!(
        refusal(running.unwrap_err()),
        text!("refusal-game-running", game = game.0)
    );
    w.tables.resign(game, ADA).await.unwrap();
    let elsewhere = w.tables.public_analysis(GuildId(999), game, post).await;
    assert_eq!(
        refusal(elsewhere.unwrap_err()),
        text!("refusal-no-finished-game", game = game.0)
    );
    assert_eq!(
        posts.load(Ordering::SeqCst),
        0,
        "nothing claimed nor posted"
    );

    // A failed post lets go of the claim.
    let failed = w
        .tables
        .public_analysis(GUILD, game, async |_record| {
            Err::<(ChannelId, MessageId), _>(Error::Internal("Discord is down".into()))
        })
        .await;
    assert!(matches!(failed, Err(Error::Internal(_))));

    // While one ask posts it, another is told it is on its way.
    let tables = &w.tables;
    let first = tables
        .public_analysis(GUILD, game, async |_record| {
            let meanwhile = tables.public_analysis(GUILD, game, post).await;
            assert_eq!(
                refusal(meanwhile.unwrap_err()),
                text!("refusal-analysis-posting", game = game.0)
            );
            posts.fetch_add(1, Ordering::SeqCst);
            Ok::<_, Error>(AT)
        })
        .await
        .unwrap();
    assert_eq!(first, PublicAnalysis::PostedNow(AT.0, AT.1));
    let again = w.tables.public_analysis(GUILD, game, post).await.unwrap();
    assert_eq!(again, PublicAnalysis::Posted(AT.0, AT.1));
    assert_eq!(posts.load(Ordering::SeqCst), 1, "posted once");
}

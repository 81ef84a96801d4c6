//! The practice start (`Practice::start`, `Practice::play`): the game opened
//! in one call, then played in the thread the screen opened for it; without
//! its thread, right here where the channel is free, else closed and refused.

use hypnosia::live::{PracticeAsk, PracticeStart};
use hypnosia::table::{ChannelId, NewTable, TableAsk, UserId};
use hypnosia::text;

use crate::support::{ADA, CAROL, CHANNEL, GUILD, World, refusal, says};

const DAN: UserId = UserId(44);

fn ask(user: UserId) -> PracticeAsk {
    PracticeAsk {
        guild: GUILD,
        user,
        name: format!("member {}", user.0),
        table: TableAsk {
            channel: CHANNEL,
            parent: None,
            private_thread: false,
            kind: NewTable::Practice,
            lacks: None,
        },
    }
}

async fn start(w: &World, user: UserId) -> PracticeStart {
    let start = w.tables.practice().start(&ask(user)).await.unwrap();
    let start = start.expect("placed");
    assert!(start.needs_thread, "the server plays games in threads");
    start
}

#[tokio::test]
async fn a_practice_game_without_its_thread_plays_here_only_where_the_channel_is_free() {
    let w = World::new().await;
    let practice = w.tables.practice();
    let no_thread = || Err(text!("plain", text = "Discord said no"));

    // A free channel: the thread failed, the game plays right here.
    let ada = start(&w, ADA).await;
    assert_eq!(practice.play(ada, no_thread()).await.unwrap(), CHANNEL);
    let (game, place) = w
        .tables
        .store()
        .open_practice(GUILD.into(), ADA)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (place.venue.channel(), place.venue.thread()),
        (CHANNEL, None)
    );
    assert_eq!(w.table(game).await.place.play_channel(), CHANNEL);

    // A game with a turn limit holds the channel (a practice game holds
    // none): without its thread, Carol's closes, refused.
    w.start_two_people().await;
    let carol = start(&w, CAROL).await;
    let refused = practice.play(carol, no_thread()).await;
    assert_eq!(
        refusal(refused),
        says(text!(
            "refusal-thread-failed",
            why = text!("plain", text = "Discord said no")
        ))
    );
    assert!(
        w.tables
            .store()
            .open_practice(GUILD.into(), CAROL)
            .await
            .unwrap()
            .is_none()
    );
    assert!(w.tables.store().open_lobbies().await.unwrap().is_empty());

    // With its thread, Dan's plays there, the channel held or not.
    let dan = start(&w, DAN).await;
    let thread = ChannelId(900);
    assert_eq!(practice.play(dan, Ok(Some(thread))).await.unwrap(), thread);
    let (_, place) = w
        .tables
        .store()
        .open_practice(GUILD.into(), DAN)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(place.venue.thread(), Some(thread));
}

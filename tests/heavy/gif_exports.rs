//! GIF exports: the cache keeps the most recent within its bytes, a game asked
//! for while drawn is drawn once, and cooldowns.

use hypnosia::heavy::gif_exports::*;
use hypnosia::heavy::per_person::PerPerson;
use hypnosia::render::Gif;
use hypnosia::table::{GameId, GuildId, UserId};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn gif(bytes: usize) -> Arc<Gif> {
    Arc::new(Gif {
        bytes: vec![7; bytes],
        frames: 2,
        size: 10,
        every_move: true,
    })
}

#[test]
fn the_cache_keeps_the_most_recently_used_within_its_bytes() {
    let mut cache = GifCache::new(100);
    for id in 1..=4 {
        cache.insert(GuildId(1), GameId(id), gif(30));
    }
    // 4 × 30 > 100: the first went.
    assert!(cache.get(GuildId(1), GameId(1)).is_none());
    assert_eq!(cache.bytes(), 90);
    // Using game 2 makes game 3 the oldest.
    assert!(cache.get(GuildId(1), GameId(2)).is_some());
    cache.insert(GuildId(1), GameId(5), gif(30));
    assert!(cache.get(GuildId(1), GameId(3)).is_none());
    assert!(cache.get(GuildId(1), GameId(2)).is_some());
    // Too large for the whole budget: not kept, nothing else lost.
    cache.insert(GuildId(1), GameId(6), gif(101));
    assert!(cache.get(GuildId(1), GameId(6)).is_none());
    assert_eq!(cache.bytes(), 90);
    // The same game again replaces itself.
    cache.insert(GuildId(1), GameId(5), gif(10));
    assert_eq!(cache.bytes(), 70);
}

#[tokio::test]
async fn a_game_asked_for_while_drawn_is_drawn_once_for_everyone() {
    let exports = Arc::new(GifExports::new(1 << 20, Duration::from_secs(60)));
    let (g, id, t0) = (GuildId(1), GameId(9), Instant::now());
    let Ok(Claim::Draw((), drawing)) = exports.claim(g, id, UserId(1), t0, || Some(())) else {
        panic!("the first asker draws");
    };
    // Seven more ask meanwhile: none needs a place on the lane or a cooldown.
    let waiting: Vec<_> = (2..=8)
        .map(
            |u| match exports.claim(g, id, UserId(u), t0, || None::<()>) {
                Ok(Claim::Joined(rx)) => rx,
                _ => panic!("asker {u} waits for the drawing under way"),
            },
        )
        .collect();
    // Another game is different work: the full lane refuses it.
    assert!(matches!(
        exports.claim(g, GameId(10), UserId(2), t0, || None::<()>),
        Err(ExportRefusal::Busy)
    ));
    drawing.done(Ok(gif(5)));
    for rx in waiting {
        assert_eq!(rx.await.unwrap().unwrap().bytes.len(), 5);
    }
    assert!(matches!(
        exports.claim(g, id, UserId(2), t0, || None::<()>),
        Ok(Claim::Cached(_))
    ));
    // Only the drawer waits for their next drawing; a drawing given up
    // tells those waiting instead of leaving them waiting.
    assert!(matches!(
        exports.claim(g, GameId(10), UserId(1), t0, || Some(())),
        Err(ExportRefusal::Cooldown(_))
    ));
    let Ok(Claim::Draw((), drawing)) = exports.claim(g, GameId(10), UserId(2), t0, || Some(()))
    else {
        panic!("a new game is drawn");
    };
    let Ok(Claim::Joined(rx)) = exports.claim(g, GameId(10), UserId(3), t0, || None::<()>) else {
        panic!("waits");
    };
    drop(drawing);
    assert!(matches!(rx.await.unwrap(), Err(DrawFailed::Internal(_))));
}

#[test]
fn a_cooldown_counts_from_its_start_and_can_be_given_back() {
    let mut c = PerPerson::new(Duration::from_secs(60));
    let t0 = Instant::now();
    c.start(UserId(1), t0).unwrap();
    assert_eq!(
        c.start(UserId(1), t0 + Duration::from_secs(1)),
        Err(Duration::from_secs(59))
    );
    c.cancel(UserId(1), t0);
    assert_eq!(c.start(UserId(1), t0 + Duration::from_secs(2)), Ok(()));
    // A stale cancel (of an older start) leaves the newer one.
    c.cancel(UserId(1), t0);
    assert!(c.start(UserId(1), t0 + Duration::from_secs(3)).is_err());
    // People whose cooldown is over are forgotten.
    c.start(UserId(2), t0 + Duration::from_secs(120)).unwrap();
    assert_eq!(c.last.len(), 1);
}

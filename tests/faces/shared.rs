//! Faces are kept by picture, against the emulator's CDN (which counts what
//! it is asked): many people showing the same default avatar cost one fetch
//! and share one decoded face; a person whose avatar changes gets the new
//! one, fetched once.

use std::sync::Arc;
use std::time::Duration;

use hypnosia::faces::{Avatar, FaceBook};
use hypnosia::render::SeatFace;
use hypnosia::table::{GuildId, UserId};
use hypnosia_emulator::{AvatarKind, Emulator};

const G: GuildId = GuildId(7);
const WAIT: Duration = Duration::from_secs(10);

#[tokio::test]
async fn people_showing_one_default_avatar_share_one_fetch_and_a_changed_avatar_comes() {
    let emu = Emulator::start().await;
    let book = FaceBook::new(&emu.cdn_url());
    // Sixty people, two pictures: Discord's default avatars 2 and 4.
    let people: Vec<UserId> = (0..60).map(|k| UserId(1_000 + k)).collect();
    let index = |k: usize| if k.is_multiple_of(3) { 4 } else { 2 };
    for (k, &user) in people.iter().enumerate() {
        book.learn(G, user, Avatar::Default { index: index(k) });
    }
    let faces = book.within(G, &people, WAIT).await;
    let picture = |face: &SeatFace| match face {
        SeatFace::Picture(face) => Arc::clone(face),
        other => panic!("a picture, not {other:?}"),
    };
    let (two, four) = (picture(&faces[1]), picture(&faces[0]));
    assert_ne!(two.key(), four.key(), "two pictures");
    for (k, face) in faces.iter().enumerate() {
        let same = if index(k) == 4 { &four } else { &two };
        // One decoded face, shared: not a copy per person.
        assert!(Arc::ptr_eq(&picture(face), same), "person {k}");
    }
    assert_eq!(emu.cdn_asked("/embed/avatars/2.png"), 1);
    assert_eq!(emu.cdn_asked("/embed/avatars/4.png"), 1);
    // Asked again (a render, a new game of theirs): nothing fetched.
    book.prefetch(G, &people);
    assert_eq!(book.within(G, &people, WAIT).await, faces);
    assert_eq!(emu.cdn_asked("/embed/avatars/2.png"), 1);

    // One of them sets an avatar of their own: their new face, fetched once;
    // the others keep the default one.
    let changed = people[1];
    let path = emu.set_avatar(changed.0.into(), None, AvatarKind::Png);
    let hash = path.rsplit('/').next().and_then(|f| f.strip_suffix(".png"));
    let hash = hash.expect("an avatar's file").to_owned();
    book.learn(G, changed, Avatar::User { hash });
    let new = picture(&book.within(G, &[changed], WAIT).await[0]);
    assert_ne!(new.key(), two.key(), "the new picture");
    assert_eq!(emu.cdn_asked(&path), 1);
    assert!(Arc::ptr_eq(&picture(&book.cached(G, people[2])), &two));
    assert_eq!(emu.cdn_asked("/embed/avatars/2.png"), 1);
}

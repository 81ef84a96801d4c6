//! The face book against a small HTTP server of its own: a served avatar
//! comes as a picture, a missing one stays the initial and is not asked
//! again before its retry, a changed avatar is fetched anew, and a server
//! that never answers costs the fetch's time limit, not a board's.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

use hypnosia::faces::fetch;
use hypnosia::faces::*;
use hypnosia::game::Color;
use hypnosia::render::{ComputerFace, SeatFace};
use hypnosia::table::{GuildId, Level, Seat, UserId};

/// What the server answers per path: a status and a body, or nothing ever.
type Routes = Arc<Mutex<HashMap<String, Option<(u16, Vec<u8>)>>>>;

struct Server {
    base: String,
    routes: Routes,
    asked: Arc<AtomicUsize>,
    /// How long every answer waits, in milliseconds.
    slowness: Arc<AtomicU64>,
}

async fn server() -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let routes: Routes = Arc::default();
    let asked = Arc::new(AtomicUsize::new(0));
    let slowness = Arc::new(AtomicU64::new(0));
    let (r, a, w) = (
        Arc::clone(&routes),
        Arc::clone(&asked),
        Arc::clone(&slowness),
    );
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let (routes, asked) = (Arc::clone(&r), Arc::clone(&a));
            let slowness = Duration::from_millis(w.load(Ordering::SeqCst));
            tokio::spawn(async move {
                tokio::time::sleep(slowness).await;
                let mut request = vec![0; 4096];
                let n = socket.read(&mut request).await.unwrap_or(0);
                let line = String::from_utf8_lossy(&request[..n]).to_string();
                let path = line.split(' ').nth(1).unwrap_or("").to_owned();
                let path = path.split('?').next().unwrap_or("").to_owned();
                asked.fetch_add(1, Ordering::SeqCst);
                let answer = routes.lock().unwrap().get(&path).cloned();
                let Some(Some((status, body))) = answer.or(Some(Some((404, Vec::new())))) else {
                    // Never answers.
                    tokio::time::sleep(Duration::from_secs(3600)).await;
                    return;
                };
                let head = format!(
                    "HTTP/1.1 {status} X\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = socket.write_all(head.as_bytes()).await;
                let _ = socket.write_all(&body).await;
            });
        }
    });
    Server {
        base,
        routes,
        asked,
        slowness,
    }
}

fn png(color: [u8; 4]) -> Vec<u8> {
    let picture = image::RgbaImage::from_pixel(32, 32, image::Rgba(color));
    let mut out = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

const G: GuildId = GuildId(1);
const HASH_A: &str = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const HASH_B: &str = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

fn own(hash: &str) -> Avatar {
    Avatar::User { hash: hash.into() }
}

#[tokio::test]
async fn a_served_avatar_comes_and_a_changed_one_is_fetched_anew() {
    let s = server().await;
    let user = UserId(42);
    s.routes.lock().unwrap().insert(
        own(HASH_A).path(user).split('?').next().unwrap().into(),
        Some((200, png([200, 10, 10, 255]))),
    );
    s.routes.lock().unwrap().insert(
        own(HASH_B).path(user).split('?').next().unwrap().into(),
        Some((200, png([10, 10, 200, 255]))),
    );
    let book = FaceBook::new(&s.base);
    // Nothing known: the initial, at once.
    assert_eq!(book.cached(G, user), SeatFace::Initial);
    book.learn(G, user, own(HASH_A));
    let faces = book.within(G, &[user], Duration::from_secs(5)).await;
    let SeatFace::Picture(red) = &faces[0] else {
        panic!("the avatar came: {faces:?}")
    };
    assert!(red.rgba()[0] > 150 && red.rgba()[2] < 50);
    assert_eq!(book.cached(G, user), faces[0]);
    // Asked once: a cached face costs no fetch.
    book.prefetch(G, &[user]);
    assert_eq!(s.asked.load(Ordering::SeqCst), 1);
    // The member changed their avatar: the face shown stays until the new
    // one is here, then the new one, fetched.
    book.learn(G, user, own(HASH_B));
    assert_eq!(book.cached(G, user), faces[0]);
    let SeatFace::Picture(blue) = &book.within(G, &[user], Duration::from_secs(5)).await[0] else {
        panic!("the new avatar came")
    };
    assert!(blue.rgba()[2] > 150 && blue.rgba()[0] < 50);
    assert_eq!(s.asked.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_failure_is_remembered_and_not_asked_again_before_its_retry() {
    let s = server().await;
    let (missing, corrupt) = (UserId(7), UserId(8));
    let mut cut = png([1, 2, 3, 255]);
    cut.truncate(cut.len() / 2);
    s.routes.lock().unwrap().insert(
        own(HASH_A).path(corrupt).split('?').next().unwrap().into(),
        Some((200, cut)),
    );
    let book = FaceBook::new(&s.base);
    book.learn(G, missing, own(HASH_A));
    book.learn(G, corrupt, own(HASH_A));
    let faces = book
        .within(G, &[missing, corrupt], Duration::from_secs(5))
        .await;
    assert_eq!(faces, vec![SeatFace::Initial, SeatFace::Initial]);
    assert_eq!(s.asked.load(Ordering::SeqCst), 2);
    for _ in 0..5 {
        book.prefetch(G, &[missing, corrupt]);
        let _ = book
            .within(G, &[missing, corrupt], Duration::from_millis(50))
            .await;
    }
    assert_eq!(s.asked.load(Ordering::SeqCst), 2, "not asked again so soon");
}

#[tokio::test]
async fn a_cdn_that_never_answers_costs_the_fetch_limit_and_no_more() {
    let s = server().await;
    let user = UserId(9);
    s.routes.lock().unwrap().insert(
        own(HASH_A).path(user).split('?').next().unwrap().into(),
        None,
    );
    let book = FaceBook::new(&s.base);
    book.learn(G, user, own(HASH_A));
    // A board asks: answered at once.
    let started = Instant::now();
    book.prefetch(G, &[user]);
    assert_eq!(book.cached(G, user), SeatFace::Initial);
    assert!(started.elapsed() < Duration::from_millis(100));
    // A card waits its bounded time and gets the initial.
    let faces = book.within(G, &[user], Duration::from_millis(300)).await;
    assert_eq!(faces, vec![SeatFace::Initial]);
    // The fetch itself gives up at its limit: the face is then settled.
    let settled = book
        .within(G, &[user], fetch::FETCH_LIMIT + Duration::from_secs(2))
        .await;
    assert_eq!(settled, vec![SeatFace::Initial]);
    assert!(book.is_settled(G, user));
}

#[test]
fn retries_wait_longer_each_time_up_to_a_limit() {
    let first = Retry::after(None, RETRY_FIRST);
    let second = Retry::after(Some(first), RETRY_FIRST);
    assert_eq!(second.failures, 2);
    assert!(second.again_at >= first.again_at + RETRY_FIRST / 2);
    let mut r = second;
    for _ in 0..40 {
        r = Retry::after(Some(r), RETRY_FIRST);
    }
    assert!(r.again_at <= Instant::now() + RETRY_AT_MOST);
    assert!(!r.due());
}

#[test]
fn computers_get_their_level_and_people_their_cached_face() {
    let book = FaceBook::new("http://127.0.0.1:9");
    let seats = [
        Seat::ai(Color::Red, Level::Hard),
        Seat::human(Color::Blue, UserId(5), "ada"),
    ];
    // Outside a runtime: nothing is fetched, nothing panics.
    let faces = book.of_seats(G, &seats);
    assert!(faces.are_shown());
    assert_eq!(
        faces.of(Color::Red),
        &SeatFace::Computer(ComputerFace::Hard)
    );
    assert_eq!(faces.of(Color::Blue), &SeatFace::Initial);
}

#[tokio::test]
async fn a_redirect_is_not_followed_and_plain_http_only_reaches_the_loopback() {
    let s = server().await;
    let face = "/avatars/1/elsewhere.png";
    s.routes
        .lock()
        .unwrap()
        .insert(face.into(), Some((200, png([200, 10, 10, 255]))));
    // A CDN answering with a redirect (a body a client following it would
    // have fetched from anywhere): the fetch stops at the redirect.
    s.routes
        .lock()
        .unwrap()
        .insert("/avatars/1/moved.png".into(), Some((302, Vec::new())));
    let client = fetch::client(&s.base);
    let url = format!("{}/avatars/1/moved.png", s.base);
    let got = fetch::fetch(&client, &url).await;
    assert!(
        matches!(got, Err(fetch::FetchError::Status(302))),
        "no redirect followed: {got:?}"
    );
    assert!(
        fetch::fetch(&client, &format!("{}{face}", s.base))
            .await
            .is_ok()
    );
    // The client of Discord's CDN speaks HTTPS only: plain HTTP is refused
    // before a byte is sent.
    let asked = s.asked.load(Ordering::SeqCst);
    let https = fetch::client("https://cdn.discordapp.com");
    assert!(
        fetch::fetch(&https, &format!("{}{face}", s.base))
            .await
            .is_err()
    );
    assert_eq!(s.asked.load(Ordering::SeqCst), asked);
    for (url, loopback) in [
        ("http://127.0.0.1:4000/cdn", true),
        ("http://localhost:4000", true),
        ("http://[::1]:4000/cdn", true),
        ("https://127.0.0.1:4000", false),
        ("http://cdn.example.com/cdn", false),
        ("http://127.0.0.1.example.com/cdn", false),
        ("http://user@10.0.0.1/cdn", false),
    ] {
        assert_eq!(fetch::on_loopback(url), loopback, "{url}");
    }
}

/// A member whose avatar is `hash` now, counting the times it was asked.
struct Changing {
    hash: Mutex<&'static str>,
    asked: AtomicUsize,
}

impl Members for Changing {
    fn avatar(&self, _guild: GuildId, _user: UserId) -> Lookup<'_> {
        self.asked.fetch_add(1, Ordering::SeqCst);
        let hash = *self.hash.lock().unwrap();
        Box::pin(async move { Ok(own(hash)) })
    }
}

#[tokio::test]
async fn an_avatar_is_asked_again_once_it_is_older_than_its_freshness() {
    let s = server().await;
    let user = UserId(43);
    for (hash, color) in [(HASH_A, [200, 10, 10, 255]), (HASH_B, [10, 10, 200, 255])] {
        s.routes.lock().unwrap().insert(
            own(hash).path(user).split('?').next().unwrap().into(),
            Some((200, png(color))),
        );
    }
    let members = Arc::new(Changing {
        hash: Mutex::new(HASH_A),
        asked: AtomicUsize::new(0),
    });
    // Fresh for a day: learnt once, never asked.
    let book = FaceBook::new(&s.base);
    book.set_members(members.clone());
    book.learn(G, user, own(HASH_A));
    book.within(G, &[user], Duration::from_secs(5)).await;
    book.prefetch(G, &[user]);
    assert_eq!(members.asked.load(Ordering::SeqCst), 0);
    // Fresh for no time (a day gone by): asked again, and the face it showed
    // stays while the answer comes; the new avatar then shows.
    let book = FaceBook::asking_again_after(&s.base, Duration::ZERO);
    book.set_members(members.clone());
    book.learn(G, user, own(HASH_A));
    let red = book.within(G, &[user], Duration::from_secs(5)).await;
    assert!(matches!(&red[0], SeatFace::Picture(f) if f.rgba()[0] > 150));
    *members.hash.lock().unwrap() = HASH_B;
    let asked = members.asked.load(Ordering::SeqCst);
    // A slow CDN: the new face takes a while, and the old one shows meanwhile.
    s.slowness.store(300, Ordering::SeqCst);
    book.prefetch(G, &[user]);
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let face = book.cached(G, user);
        let SeatFace::Picture(face) = &face else {
            panic!("the face shown stays while Discord is asked again: {face:?}")
        };
        if face.rgba()[2] > 150 {
            break;
        }
        assert!(Instant::now() < deadline, "the changed avatar came");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(members.asked.load(Ordering::SeqCst) > asked, "asked again");
}

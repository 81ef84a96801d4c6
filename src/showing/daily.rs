//! The daily puzzle's post as the screen shows it (the engine hands it over
//! as [`DailyCard`], `crate::live::puzzles`' daily rule): its picture, drawn
//! once per server and day, and its nonce.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use super::held;
use super::nonces::post_nonce;
use crate::live::port::post::DailyCard;
use crate::puzzles::board_game;
use crate::store::PostId;
use crate::table::GuildId;

/// The daily posts' pictures, by server and day.
type Pictures = HashMap<(GuildId, i64), Arc<Vec<u8>>>;

/// The picture of daily post `card`: its position, the dice rolled, drawn
/// once per server and day (kept for the last few hundred posts), so a post
/// retried after a failure does not draw it again.
pub fn daily_picture(card: &DailyCard) -> Arc<Vec<u8>> {
    static DRAWN: LazyLock<Mutex<Pictures>> = LazyLock::new(Default::default);
    let key = (card.daily.guild, card.daily.day);
    if let Some(png) = held(&DRAWN).get(&key) {
        return Arc::clone(png);
    }
    let png = Arc::new(crate::render::ringed_board(&board_game(&card.rolled), &[]));
    let mut drawn = held(&DRAWN);
    if drawn.len() >= 256 {
        drawn.clear();
    }
    drawn.insert(key, Arc::clone(&png));
    png
}

/// The nonce of daily post `card` (its server's day, whatever its count),
/// within Discord's 25 characters for days of any length: a post retried is
/// made once.
pub fn daily_nonce(card: &DailyCard) -> String {
    post_nonce(PostId::Daily(card.daily.guild, card.daily.day), 0)
}

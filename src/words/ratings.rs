//! Ratings as people read them, the one way every message writes them
//! (results, leaderboards, stats, their history, season announcements): the
//! shown scale of [`Skill::shown`] (a new player at 1000, never below 0),
//! whole numbers, changes signed with one minus sign (U+2212), and the first
//! rated games marked provisional.

use crate::i18n::Lang;
use crate::t;
use crate::table::{PROVISIONAL_GAMES, RatingChange, Skill, is_provisional};

/// The minus sign of every negative number the bot writes about ratings.
pub const MINUS: char = '\u{2212}';

/// A rating as shown: `1036`.
pub fn rating(skill: Skill) -> String {
    skill.shown().to_string()
}

/// A signed change of a shown rating: `+36`, `−16`, `±0`.
pub fn signed(change: i64) -> String {
    match change.signum() {
        1 => format!("+{change}"),
        -1 => format!("{MINUS}{}", change.unsigned_abs()),
        _ => "±0".to_owned(),
    }
}

/// "provisional (2/5 games)" while a player has fewer than
/// [`PROVISIONAL_GAMES`] rated games.
pub fn provisional(lang: Lang, rated_games: u32) -> Option<String> {
    is_provisional(rated_games).then(|| {
        t!(
            lang,
            "rating-provisional",
            games = rated_games,
            of = PROVISIONAL_GAMES
        )
    })
}

/// A rating with its provisional mark, if any: `1036 · provisional (2/5 games)`.
pub fn rating_with_mark(lang: Lang, skill: Skill, rated_games: u32) -> String {
    match provisional(lang, rated_games) {
        Some(mark) => format!("{} · {mark}", rating(skill)),
        None => rating(skill),
    }
}

/// How a game moved a rating, for the results: `rating 1000 → 1036 (+36)`,
/// marked provisional in the first games.
pub fn rating_change(lang: Lang, change: &RatingChange) -> String {
    let (before, after) = (change.before.shown(), change.after.shown());
    let moved = t!(
        lang,
        "rating-change",
        before = before.to_string(),
        after = after.to_string(),
        change = signed(after - before)
    );
    match provisional(lang, change.rated_games) {
        Some(mark) => format!("{moved} · {mark}"),
        None => moved,
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Color;
    use crate::table::{DEFAULT_SKILL, UserId};

    #[test]
    fn changes_take_one_minus_sign_and_a_plus() {
        assert_eq!(signed(36), "+36");
        assert_eq!(signed(-16), "\u{2212}16");
        assert_eq!(signed(0), "±0");
        assert!(!signed(-3).contains('-'), "never an ASCII hyphen");
    }

    #[test]
    fn a_first_win_reads_on_the_shown_scale_and_is_provisional() {
        let change = RatingChange {
            user: UserId(1),
            color: Color::Red,
            before: DEFAULT_SKILL,
            after: Skill {
                mu: 27.6,
                sigma: 8.0,
            },
            rated_games: 1,
        };
        assert_eq!(
            rating_change(Lang::EnUs, &change),
            "rating 1000 → 1036 (+36) · provisional (1/5 games)"
        );
        let settled = RatingChange {
            rated_games: PROVISIONAL_GAMES,
            after: Skill {
                mu: 22.0,
                sigma: 8.0,
            },
            ..change
        };
        assert_eq!(
            rating_change(Lang::EnUs, &settled),
            "rating 1000 → 980 (\u{2212}20)"
        );
    }
}

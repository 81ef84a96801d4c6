//! Tournament points: what a finishing place is worth, at any table size.

use std::fmt;

/// Tournament points, counted in 120ths of a win so that every share of a
/// place (tables of 2 to 6, ties of any size) is exact.
///
/// A table's winner scores one point and its last player none; the places
/// between share the point evenly (at a table of 4: 1, ⅔, ⅓, 0), so that a
/// win is worth as much at a table of 3 as at one of 4. Tied players share
/// the places they cover: two tied for second at a table of 4 both score ½.
///
/// ```
/// use hypnosia_core::seating::Points;
///
/// assert_eq!(Points::for_finish(1, 1, 4), Points::WIN);
/// assert_eq!(Points::for_finish(2, 1, 4).to_string(), "0.67");
/// assert_eq!(Points::for_finish(2, 2, 4).to_string(), "0.5");
/// assert_eq!(Points::for_finish(3, 1, 3), Points::ZERO);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Points(pub u32);

impl Points {
    /// The unit: 120 is divisible by every table size's step and tie's share.
    pub const PER_WIN: u32 = 120;
    /// A table's win.
    pub const WIN: Points = Points(Self::PER_WIN);
    /// Last place.
    pub const ZERO: Points = Points(0);

    /// The points of `tied` players sharing the places from `place` on, at a
    /// table of `table_size` seats (computers count as seats).
    pub fn for_finish(place: u8, tied: u8, table_size: u8) -> Points {
        let n = u32::from(table_size.max(2));
        let first = u32::from(place.clamp(1, table_size.max(1)));
        let last = (first + u32::from(tied.max(1)) - 1).min(n);
        // The mean of the linear scale (n − place) / (n − 1) over the places covered.
        Points(Self::PER_WIN / 2 * (2 * n - first - last) / (n - 1))
    }

    /// In wins, for sums and charts.
    pub fn as_wins(self) -> f64 {
        f64::from(self.0) / f64::from(Self::PER_WIN)
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl fmt::Display for Points {
    /// In wins, to two decimals at most: `2`, `1.5`, `0.67`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hundredths(f, u64::from(self.0), u64::from(Self::PER_WIN))
    }
}

/// The opponents' points of a player (a Buchholz for tables): for each table
/// they played, the mean of their opponents' tournament points, summed.
/// Counted in 60ths of a [`Points`] unit, so that every mean is exact.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Buchholz(pub u64);

impl Buchholz {
    /// Units per win.
    pub const PER_WIN: u64 = Points::PER_WIN as u64 * 60;

    /// The mean of `opponents` people's points summing to `sum`.
    pub fn mean_of(sum: Points, opponents: usize) -> Buchholz {
        match opponents {
            0 => Buchholz(0),
            k => Buchholz(u64::from(sum.0) * 60 / k as u64),
        }
    }

    /// In wins.
    pub fn as_wins(self) -> f64 {
        self.0 as f64 / Self::PER_WIN as f64
    }
}

impl fmt::Display for Buchholz {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hundredths(f, self.0, Self::PER_WIN)
    }
}

/// `value / unit` rounded to hundredths, without trailing zeros.
fn write_hundredths(f: &mut fmt::Formatter<'_>, value: u64, unit: u64) -> fmt::Result {
    let hundredths = (value * 100 + unit / 2) / unit;
    let (whole, frac) = (hundredths / 100, hundredths % 100);
    match frac {
        0 => write!(f, "{whole}"),
        f10 if f10 % 10 == 0 => write!(f, "{whole}.{}", f10 / 10),
        _ => write!(f, "{whole}.{frac:02}"),
    }
}

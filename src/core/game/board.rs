//! The board as data: colors, rings, spaces, lanes, bridges and the center.
//!
//! Every type here is bounded by construction: a [`RingSpace`] cannot name a
//! space that does not exist, a [`LaneSlot`] is always 1..=4 and a [`Pawn`] is
//! always 1..=4, so the rest of the engine never checks indices again.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the six player colors, in the board's fixed sector order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Red,
    Yellow,
    Green,
    Cyan,
    Blue,
    Magenta,
}

impl Color {
    /// All colors in sector order (sector 0 first).
    pub const ALL: [Color; 6] = [
        Color::Red,
        Color::Yellow,
        Color::Green,
        Color::Cyan,
        Color::Blue,
        Color::Magenta,
    ];

    /// The sector index 0..6 of this color.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The color of sector `index`, if there is one.
    pub fn from_index(index: usize) -> Option<Color> {
        Color::ALL.get(index).copied()
    }

    /// The lowercase English name used in records and notation.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Yellow => "yellow",
            Color::Green => "green",
            Color::Cyan => "cyan",
            Color::Blue => "blue",
            Color::Magenta => "magenta",
        }
    }

    /// The space where this color's pawns enter the outer ring.
    pub const fn entry(self) -> RingSpace {
        RingSpace {
            ring: Ring::Outer,
            index: 8 * self as u8,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that names no color.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown color `{0}` (expected red, yellow, green, cyan, blue or magenta)")]
pub struct UnknownColor(pub String);

impl FromStr for Color {
    type Err = UnknownColor;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Color::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownColor(s.to_owned()))
    }
}

/// One of the three concentric rings.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Ring {
    Outer,
    Middle,
    Inner,
}

impl Ring {
    /// All rings, outermost first.
    pub const ALL: [Ring; 3] = [Ring::Outer, Ring::Middle, Ring::Inner];

    /// Number of spaces on the ring.
    #[allow(clippy::len_without_is_empty)] // a ring is never empty
    pub const fn len(self) -> u8 {
        match self {
            Ring::Outer => 48,
            Ring::Middle => 36,
            Ring::Inner => 24,
        }
    }

    /// Spaces each sector owns on this ring.
    pub const fn per_sector(self) -> u8 {
        self.len() / 6
    }

    /// The letter of the ring in notation (`O`, `M`, `I`).
    pub const fn letter(self) -> char {
        match self {
            Ring::Outer => 'O',
            Ring::Middle => 'M',
            Ring::Inner => 'I',
        }
    }

    const fn cell_offset(self) -> u8 {
        match self {
            Ring::Outer => 0,
            Ring::Middle => 48,
            Ring::Inner => 84,
        }
    }

    /// Offset of the bridge within a sector's run of spaces.
    const fn bridge_offset(self) -> u8 {
        match self {
            Ring::Outer => 4,
            Ring::Middle => 0,
            Ring::Inner => 2,
        }
    }
}

/// Total number of ring spaces on the board (48 + 36 + 24).
pub const RING_SPACES: usize = 108;

/// A space on one of the rings; its index is always valid for its ring.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct RingSpace {
    ring: Ring,
    index: u8,
}

/// Where a bridge leads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BridgeTarget {
    /// A space on the next ring inward.
    Ring(RingSpace),
    /// The center (from an inner-ring bridge, with a die of 1 only).
    Center,
}

impl RingSpace {
    /// The space `index` of `ring`, or `None` when the ring has no such space.
    ///
    /// ```
    /// use hypnosia_core::game::{Ring, RingSpace};
    /// assert!(RingSpace::new(Ring::Inner, 23).is_some());
    /// assert!(RingSpace::new(Ring::Inner, 24).is_none());
    /// ```
    pub const fn new(ring: Ring, index: u8) -> Option<RingSpace> {
        if index < ring.len() {
            Some(RingSpace { ring, index })
        } else {
            None
        }
    }

    /// The ring this space is on.
    pub const fn ring(self) -> Ring {
        self.ring
    }

    /// The index of the space on its ring (anticlockwise from 0).
    pub const fn index(self) -> u8 {
        self.index
    }

    /// A dense number 0..[`RING_SPACES`] for array lookups.
    pub const fn cell(self) -> usize {
        (self.ring.cell_offset() + self.index) as usize
    }

    /// The inverse of [`RingSpace::cell`].
    pub fn from_cell(cell: usize) -> Option<RingSpace> {
        let cell = u8::try_from(cell).ok()?;
        Ring::ALL.into_iter().rev().find_map(|ring| {
            cell.checked_sub(ring.cell_offset())
                .and_then(|index| RingSpace::new(ring, index))
        })
    }

    /// The space `steps` spaces further anticlockwise on the same ring.
    pub const fn advance(self, steps: u8) -> RingSpace {
        let len = self.ring.len() as u16;
        RingSpace {
            ring: self.ring,
            index: ((self.index as u16 + steps as u16) % len) as u8,
        }
    }

    /// The color whose sector holds this space.
    pub fn sector(self) -> Color {
        Color::ALL[(self.index / self.ring.per_sector()) as usize]
    }

    /// Whether this space is one of the ring's six bridges.
    pub const fn is_bridge(self) -> bool {
        self.index % self.ring.per_sector() == self.ring.bridge_offset()
    }

    /// Where crossing this bridge leads, or `None` if it is not a bridge.
    pub const fn bridge_target(self) -> Option<BridgeTarget> {
        if !self.is_bridge() {
            return None;
        }
        let sector = self.index / self.ring.per_sector();
        Some(match self.ring {
            Ring::Outer => BridgeTarget::Ring(RingSpace {
                ring: Ring::Middle,
                index: 6 * sector + 3,
            }),
            Ring::Middle => BridgeTarget::Ring(RingSpace {
                ring: Ring::Inner,
                index: 4 * sector,
            }),
            Ring::Inner => BridgeTarget::Center,
        })
    }

    /// The drawing angle in degrees: space i sits at i × 360° / ring size.
    pub fn angle_degrees(self) -> f32 {
        f32::from(self.index) * 360.0 / f32::from(self.ring.len())
    }

    /// Every ring space, outer ring first.
    pub fn all() -> impl Iterator<Item = RingSpace> {
        Ring::ALL
            .into_iter()
            .flat_map(|ring| (0..ring.len()).map(move |index| RingSpace { ring, index }))
    }
}

impl fmt::Display for RingSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.ring.letter(), self.index)
    }
}

/// A slot of a color's start lane, `L1`..`L4`; slot k is k steps before the entry.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct LaneSlot(u8);

impl LaneSlot {
    /// Slot `k` (1..=4), or `None`.
    pub const fn new(k: u8) -> Option<LaneSlot> {
        if k >= 1 && k <= 4 {
            Some(LaneSlot(k))
        } else {
            None
        }
    }

    /// The slot number 1..=4.
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// A pawn's number within its color, 1..=4.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Pawn(u8);

impl Pawn {
    /// All four pawns of a color.
    pub const ALL: [Pawn; 4] = [Pawn(1), Pawn(2), Pawn(3), Pawn(4)];

    /// Pawn `n` (1..=4), or `None`.
    pub const fn new(n: u8) -> Option<Pawn> {
        if n >= 1 && n <= 4 {
            Some(Pawn(n))
        } else {
            None
        }
    }

    /// The pawn's number 1..=4.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Its bit in a [`Pawns`] set.
    pub(crate) const fn bit(self) -> u8 {
        1 << (self.0 - 1)
    }

    /// The lane slot the pawn starts on.
    pub const fn start_slot(self) -> LaneSlot {
        LaneSlot(self.0)
    }
}

impl TryFrom<u8> for Pawn {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Pawn::new(n).ok_or_else(|| format!("pawn number {n} is not 1..4"))
    }
}

impl From<Pawn> for u8 {
    fn from(p: Pawn) -> u8 {
        p.0
    }
}

/// A set of pawns of one color (one pawn, or the two of a stack).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Pawns(u8);

impl Pawns {
    /// The empty set.
    pub const EMPTY: Pawns = Pawns(0);

    /// A set of one pawn.
    pub const fn single(p: Pawn) -> Pawns {
        Pawns(p.bit())
    }

    pub(crate) const fn from_bits(bits: u8) -> Pawns {
        Pawns(bits & 0b1111)
    }

    pub(crate) const fn bits(self) -> u8 {
        self.0
    }

    /// How many pawns are in the set.
    pub const fn len(self) -> u8 {
        self.0.count_ones() as u8
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `p` is in the set.
    pub const fn contains(self, p: Pawn) -> bool {
        self.0 & p.bit() != 0
    }

    /// The set with `p` added.
    pub const fn with(self, p: Pawn) -> Pawns {
        Pawns(self.0 | p.bit())
    }

    /// The lowest-numbered pawn of the set.
    pub fn lowest(self) -> Option<Pawn> {
        self.iter().next()
    }

    /// The highest-numbered pawn of the set.
    pub fn highest(self) -> Option<Pawn> {
        self.iter().last()
    }

    /// The pawns in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Pawn> {
        Pawn::ALL.into_iter().filter(move |p| self.contains(*p))
    }
}

impl fmt::Display for Pawns {
    /// `3`, or `1+2` for a stack.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            write!(f, "{}", p.get())?;
        }
        Ok(())
    }
}

/// Any space in notation: a lane slot of the mover's color, a ring space or the center.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Space {
    Lane(LaneSlot),
    Ring(RingSpace),
    Center,
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Space::Lane(slot) => write!(f, "L{}", slot.get()),
            Space::Ring(space) => space.fmt(f),
            Space::Center => f.write_str("C"),
        }
    }
}

/// A string that is not a space in notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a space (expected L1..L4, O0..O47, M0..M35, I0..I23 or C)")]
pub struct BadSpace(pub String);

impl FromStr for Space {
    type Err = BadSpace;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadSpace(s.to_owned());
        if s == "C" {
            return Ok(Space::Center);
        }
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?;
        let digits = chars.as_str();
        // Reject signs, spaces and leading zeros so that every space has one spelling.
        if digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || (digits.len() > 1 && digits.starts_with('0'))
        {
            return Err(bad());
        }
        let n: u8 = digits.parse().map_err(|_| bad())?;
        let ring = match letter {
            'L' => return LaneSlot::new(n).map(Space::Lane).ok_or_else(bad),
            'O' => Ring::Outer,
            'M' => Ring::Middle,
            'I' => Ring::Inner,
            _ => return Err(bad()),
        };
        RingSpace::new(ring, n).map(Space::Ring).ok_or_else(bad)
    }
}

/// Colors spread evenly around the board for `n` players (2..=6), in sector order.
///
/// ```
/// use hypnosia_core::game::{default_colors, Color};
/// assert_eq!(default_colors(2), vec![Color::Red, Color::Cyan]);
/// ```
pub fn default_colors(n: usize) -> Vec<Color> {
    let picks: &[usize] = match n {
        2 => &[0, 3],
        3 => &[0, 2, 4],
        4 => &[0, 1, 3, 4],
        5 => &[0, 1, 2, 3, 4],
        _ => &[0, 1, 2, 3, 4, 5],
    };
    picks.iter().take(n).map(|&i| Color::ALL[i]).collect()
}

/// Points scored by the pawn taking center place `place` (1..=5).
pub const fn center_points(place: u8) -> i16 {
    6 - place as i16
}

/// Number of places in the center.
pub const CENTER_PLACES: u8 = 5;

//! A puzzle's position as one line of text, to be stored (the store's
//! `puzzles` rows, the shipped set `assets/puzzles.txt`) and read back
//! exactly: every field of the [`Position`], numbers joined by dots, behind a
//! version tag so that a later form can still read this one.
//!
//! Locations: `0` its lane slot, `1..=108` a ring space (its cell plus one),
//! `200 + k` center place `k`, `250` captured, `255` removed.

use crate::game::{CENTER_PLACES, Color, EndReason, Location, Pawn, Phase, Position, RingSpace};

const TAG: &str = "p1";
const CAPTURED: u32 = 250;
const REMOVED: u32 = 255;
const CENTER: u32 = 200;
/// Numbers after the tag: the header, then nine for each of six colors.
const HEADER: usize = 9;
/// The phases as numbers: a game over is `10 +` its reason's place here.
const ENDS: [EndReason; 5] = [
    EndReason::CenterFull,
    EndReason::PlayersLeft,
    EndReason::BoardEmpty,
    EndReason::RoundLimit,
    EndReason::Cancelled,
];
const PER_COLOR: usize = 9;

/// Why a stored position does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a stored puzzle position does not read: {0}")]
pub struct CodeError(pub String);

/// The position a puzzle's answer leads to, as one line: [`encode`]'s form,
/// any phase.
pub fn encode_after(position: &Position) -> String {
    encode(position)
}

/// `position` as one line (see the module's documentation).
pub fn encode(position: &Position) -> String {
    let p = position;
    let mut n: Vec<u32> = vec![
        u32::from(p.variant.stacks_cross_bridges),
        p.to_move.index() as u32,
        u32::from(p.dice[0]),
        u32::from(p.dice[1]),
        u32::from(p.used[0]) | u32::from(p.used[1]) << 1,
        p.turns_played,
        u32::from(p.start_players),
        u32::from(p.leaves),
        match p.phase {
            Phase::Roll => 0,
            Phase::Move => 1,
            Phase::Over(reason) => 10 + ENDS.iter().position(|&r| r == reason).unwrap_or(0) as u32,
        },
    ];
    for c in 0..6 {
        n.push(u32::from(p.seated[c]));
        n.push(u32::from(p.left[c]));
        // Scores may be negative: kept as offset by 1000.
        n.push((i32::from(p.scores[c]) + 1000) as u32);
        n.push(u32::from(p.captures[c]));
        n.push(u32::from(p.losses[c]));
        for location in p.pawns[c] {
            n.push(match location {
                Location::Lane => 0,
                Location::Ring(space) => space.cell() as u32 + 1,
                Location::Center(k) => CENTER + u32::from(k),
                Location::Captured => CAPTURED,
                Location::Removed => REMOVED,
            });
        }
    }
    let numbers: Vec<String> = n.iter().map(u32::to_string).collect();
    format!("{TAG}.{}", numbers.join("."))
}

/// The position [`encode`] wrote, waiting for a move of its dice.
pub fn decode(line: &str) -> Result<Position, CodeError> {
    let p = decode_after(line)?;
    if p.phase != Phase::Move
        || p.dice.iter().any(|d| !(1..=6).contains(d))
        || p.legal_moves().is_empty()
    {
        return Err(CodeError("no move to play".into()));
    }
    Ok(p)
}

/// The position [`encode_after`] wrote, in any phase.
pub fn decode_after(line: &str) -> Result<Position, CodeError> {
    let bad = |why: &str| CodeError(why.to_owned());
    let mut parts = line.trim().split('.');
    if parts.next() != Some(TAG) {
        return Err(bad("unknown form"));
    }
    let n: Vec<u32> = parts
        .map(|s| s.parse::<u32>().map_err(|_| bad("not a number")))
        .collect::<Result<_, _>>()?;
    if n.len() != HEADER + 6 * PER_COLOR {
        return Err(bad("wrong length"));
    }
    let small = |v: u32| u8::try_from(v).map_err(|_| bad("out of range"));
    let to_move = Color::from_index(n[1] as usize).ok_or_else(|| bad("no such color"))?;
    let dice = [small(n[2])?, small(n[3])?];
    if dice.iter().any(|&d| d > 6) {
        return Err(bad("dice must be 1..6"));
    }
    let seated: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| n[HEADER + c.index() * PER_COLOR] == 1)
        .collect();
    if seated.len() < 2 || !seated.contains(&to_move) {
        return Err(bad("seats"));
    }
    let mut p = Position::start(
        &seated,
        crate::game::Variant {
            stacks_cross_bridges: n[0] == 1,
        },
        to_move,
    );
    p.dice = dice;
    p.used = [n[4] & 1 == 1, n[4] & 2 == 2];
    p.turns_played = n[5];
    p.start_players = small(n[6])?;
    p.leaves = small(n[7])?;
    for color in Color::ALL {
        let c = color.index();
        let f = &n[HEADER + c * PER_COLOR..HEADER + (c + 1) * PER_COLOR];
        p.left[c] = small(f[1])?;
        p.scores[c] = i16::try_from(i64::from(f[2]) - 1000).map_err(|_| bad("score"))?;
        p.captures[c] = small(f[3])?;
        p.losses[c] = small(f[4])?;
        for (i, &code) in f[5..].iter().enumerate() {
            let pawn = Pawn::ALL[i];
            let location = match code {
                0 => Location::Lane,
                1..=108 => {
                    let space =
                        RingSpace::from_cell(code as usize - 1).ok_or_else(|| bad("space"))?;
                    let cell = &mut p.cells[space.cell()];
                    let there = crate::game::Pawns::from_bits(*cell & 0x0f);
                    if *cell != 0 && (*cell >> 4 != c as u8 || there.len() == 2) {
                        return Err(bad("a space holds what it cannot"));
                    }
                    *cell = (c as u8) << 4 | there.with(pawn).bits();
                    Location::Ring(space)
                }
                k if (CENTER + 1..=CENTER + u32::from(CENTER_PLACES)).contains(&k) => {
                    let place = (k - CENTER) as u8;
                    p.center[usize::from(place) - 1] = Some((color, pawn));
                    p.center_len = p.center_len.max(place);
                    Location::Center(place)
                }
                CAPTURED => Location::Captured,
                REMOVED => Location::Removed,
                _ => return Err(bad("location")),
            };
            p.pawns[c][i] = location;
        }
    }
    p.phase = match n[8] {
        0 => Phase::Roll,
        1 => Phase::Move,
        k => Phase::Over(
            *ENDS
                .get(k.checked_sub(10).ok_or_else(|| bad("phase"))? as usize)
                .ok_or_else(|| bad("phase"))?,
        ),
    };
    Ok(p)
}

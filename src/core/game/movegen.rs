//! Legal move generation (RULES.md §5) without allocation, and the reasons a
//! move is refused.

use std::ops::ControlFlow;

use super::board::{BridgeTarget, CENTER_PLACES, Color, Pawn, Pawns, RingSpace, Space};
use super::moves::{Move, MoveList};
use super::position::{Location, Phase, Position};

impl Position {
    /// Every legal move with the remaining dice; a value rolled twice is listed once.
    ///
    /// Empty unless the game is in [`Phase::Move`].
    ///
    /// # Examples
    ///
    /// ```
    /// use hypnosia_core::game::{Color, Setup};
    ///
    /// // Nothing to play before the roll. With 3 and 1, pawn k leaves its lane only
    /// // with a die of at least k.
    /// let mut start = Setup::new(&[Color::Red, Color::Blue]).position()?;
    /// assert!(start.legal_moves().is_empty());
    /// start.roll([3, 1])?;
    /// let moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["3: 1 L1→O2", "3: 2 L2→O1", "3: 3 L3→O0", "1: 1 L1→O0"]);
    ///
    /// // A stack on the outer bridge O4 moves whole or splits off its top pawn, and
    /// // either stays on its ring or crosses (⇣) to M3 and goes on from there. A
    /// // double lists its moves once.
    /// let stack = Setup::new(&[Color::Red, Color::Blue])
    ///     .at(Color::Red, 1, "O4")
    ///     .at(Color::Red, 2, "O4")
    ///     .dice([2, 2])
    ///     .position()?;
    /// let moves: Vec<String> = stack.legal_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(
    ///     moves,
    ///     ["2: 1+2 O4→O6", "2: 1+2 O4→M4 ⇣", "2: 2 O4→O6", "2: 2 O4→M4 ⇣"]
    /// );
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        let _ = self.each_legal_move(&mut |m| {
            list.push(m);
            ControlFlow::Continue(())
        });
        list
    }

    /// Every legal move with one die value (empty if no unused die shows it).
    pub fn legal_moves_for_die(&self, die: u8) -> MoveList {
        let mut list = MoveList::new();
        if self.phase == Phase::Move && self.free_die(die).is_some() {
            let _ = self.generate(die, &mut |m| {
                list.push(m);
                ControlFlow::Continue(())
            });
        }
        list
    }

    /// Whether any remaining die has a legal move (stops at the first one found).
    pub fn has_legal_move(&self) -> bool {
        self.each_legal_move(&mut |_| ControlFlow::Break(()))
            .is_break()
    }

    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.phase == Phase::Move
            && self.free_die(mv.die).is_some()
            && self
                .generate(mv.die, &mut |m| {
                    if m == *mv {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .is_break()
    }

    /// Visits the legal moves of the remaining dice, a value rolled twice once.
    fn each_legal_move(&self, visit: &mut impl FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        if self.phase != Phase::Move {
            return ControlFlow::Continue(());
        }
        let [a, b] = self.dice;
        if !self.used[0] {
            self.generate(a, visit)?;
        }
        if !self.used[1] && (a != b || self.used[0]) {
            self.generate(b, visit)?;
        }
        ControlFlow::Continue(())
    }

    pub(crate) fn free_die(&self, die: u8) -> Option<usize> {
        (0..2).find(|&i| !self.used[i] && self.dice[i] == die)
    }

    /// Visits every legal move with `die`, pawn by pawn: for a stack the whole stack,
    /// then the split; for each piece staying on its ring, then crossing.
    fn generate(
        &self,
        die: u8,
        visit: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let color = self.to_move;
        for pawn in Pawn::ALL {
            match self.location(color, pawn) {
                Location::Lane if die >= pawn.get() => {
                    let to = color.entry().advance(die - pawn.get());
                    if self.can_land(to, color, 1) {
                        visit(Move {
                            die,
                            pawns: Pawns::single(pawn),
                            from: Space::Lane(pawn.start_slot()),
                            to: Space::Ring(to),
                            cross: false,
                        })?;
                    }
                }
                Location::Ring(space) => {
                    let here = self.occupant(space).map_or(Pawns::EMPTY, |(_, p)| p);
                    if here.len() == 2 {
                        // A stack is listed once, from its lower pawn: whole, then split.
                        if here.lowest() == Some(pawn) {
                            self.generate_piece(die, space, here, visit)?;
                            let top = here.highest().expect("a stack has two pawns");
                            self.generate_piece(die, space, Pawns::single(top), visit)?;
                        }
                    } else {
                        self.generate_piece(die, space, Pawns::single(pawn), visit)?;
                    }
                }
                _ => {}
            }
        }
        ControlFlow::Continue(())
    }

    fn generate_piece(
        &self,
        die: u8,
        from: RingSpace,
        pawns: Pawns,
        visit: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let color = self.to_move;
        let n = pawns.len();
        let mut emit = |to: Space, cross: bool| {
            visit(Move {
                die,
                pawns,
                from: Space::Ring(from),
                to,
                cross,
            })
        };
        let to = from.advance(die);
        if self.can_land(to, color, n) {
            emit(Space::Ring(to), false)?;
        }
        if n == 2 && !self.variant.stacks_cross_bridges {
            return ControlFlow::Continue(());
        }
        match from.bridge_target() {
            Some(BridgeTarget::Center) if die == 1 && n <= CENTER_PLACES - self.center_len => {
                emit(Space::Center, true)
            }
            Some(BridgeTarget::Ring(target)) => {
                let to = target.advance(die - 1);
                if self.can_land(to, color, n) {
                    emit(Space::Ring(to), true)
                } else {
                    ControlFlow::Continue(())
                }
            }
            _ => ControlFlow::Continue(()),
        }
    }

    /// The landing table of RULES.md §5, for `n` moving pawns of `color`.
    pub(crate) fn can_land(&self, to: RingSpace, color: Color, n: u8) -> bool {
        match self.occupant(to) {
            None => true,
            Some((owner, there)) if owner == color => n == 1 && there.len() == 1,
            Some((_, there)) => there.len() == 1 || n == 2,
        }
    }

    /// A short reason why `mv` is not legal, for error messages.
    pub(crate) fn why_illegal(&self, mv: &Move) -> &'static str {
        let color = self.to_move;
        let Some(first) = mv.pawns.lowest() else {
            return "it moves no pawn";
        };
        match (mv.from, self.location(color, first)) {
            (Space::Lane(slot), Location::Lane) => {
                if mv.pawns.len() != 1 || slot.get() != first.get() {
                    "that pawn is not on that lane slot"
                } else if mv.die < slot.get() {
                    "a pawn on lane slot k needs a die of at least k"
                } else {
                    self.why_landing(mv)
                }
            }
            (Space::Ring(space), Location::Ring(at)) if space == at => {
                let here = self.occupant(space).map_or(Pawns::EMPTY, |(_, p)| p);
                if mv.pawns.len() == 1 && here.len() == 2 && here.highest() != Some(first) {
                    "only the higher-numbered pawn of a stack can split off"
                } else if mv.pawns.len() == 2 && mv.pawns != here {
                    "those pawns are not a stack"
                } else if mv.cross && !space.is_bridge() {
                    "only a move that starts on a bridge can cross"
                } else if mv.cross && mv.pawns.len() == 2 && !self.variant.stacks_cross_bridges {
                    "stacks may not cross bridges in this game"
                } else if mv.to == Space::Center && mv.die != 1 {
                    "the center is entered only with a 1"
                } else if mv.to == Space::Center && mv.pawns.len() > CENTER_PLACES - self.center_len
                {
                    "only one pawn can enter the last center place"
                } else {
                    self.why_landing(mv)
                }
            }
            _ => "that pawn is not there",
        }
    }

    fn why_landing(&self, mv: &Move) -> &'static str {
        let Space::Ring(to) = mv.to else {
            return "the piece does not land there";
        };
        if self.expected_destination(mv) != Some(to) {
            return "the die does not take the piece there";
        }
        match self.occupant(to) {
            Some((owner, there)) if owner == self.to_move && there.len() == 2 => {
                "a space holds at most two pawns"
            }
            Some((owner, _)) if owner == self.to_move => "a stack cannot join another pawn",
            Some(_) => "a single pawn cannot capture a stack",
            None => "the piece does not land there",
        }
    }

    fn expected_destination(&self, mv: &Move) -> Option<RingSpace> {
        match mv.from {
            Space::Lane(slot) => Some(
                self.to_move
                    .entry()
                    .advance(mv.die.checked_sub(slot.get())?),
            ),
            Space::Ring(from) if !mv.cross => Some(from.advance(mv.die)),
            Space::Ring(from) => match from.bridge_target()? {
                BridgeTarget::Ring(target) => Some(target.advance(mv.die - 1)),
                BridgeTarget::Center => None,
            },
            Space::Center => None,
        }
    }
}

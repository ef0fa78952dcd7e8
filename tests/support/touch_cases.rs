//! The touch-move referee's cases from the seed (rule 2, a–e), each with a
//! position, the touches in order, and the verdict read from the seed's
//! words. Run through the engine (tests/xiangqi_touch.rs) and through the
//! wasm API as the page calls it (tests/web_touch.rs).

/// A touch as the page makes it: one piece, or two at once (case e).
pub enum Step {
    Touch(&'static str),
    Together(&'static str, &'static str),
}

/// What the referee allows after the touches.
pub enum Allowed {
    /// Exactly these moves (ICCS).
    Exactly(&'static [&'static str]),
    /// Every legal move of the piece on this point, and nothing else.
    AllFrom(&'static str),
    /// Every legal move, but still under a duty (a second touch decides).
    EveryMoveUnderDuty,
    /// The player is free (after a technical with the warning penalty).
    Free,
}

pub struct Case {
    pub name: &'static str,
    pub fen: &'static str,
    pub steps: &'static [Step],
    /// The technical fouls recorded after every step, one count per step.
    pub fouls_after_each: &'static [u16],
    pub allowed: Allowed,
    /// A legal move the referee must refuse (state unchanged), if any.
    pub refused: Option<&'static str>,
    /// A move the referee must accept afterwards.
    pub accepted: &'static str,
}

pub const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// In these the horse on b0 cannot move: a rook on b1 and an elephant on c0
/// stand on its legs.
const C3: &str = "3k5/9/9/9/4n3R/9/9/9/1R7/1NB1K4 w - - 0 1";
const C4: &str = "3k5/9/9/9/4n4/9/9/9/1R7/1NB1K4 w - - 0 1";
const D1: &str = "3k5/9/9/9/R3n3R/9/9/9/9/4K4 w - - 0 1";
const D3: &str = "3k5/9/9/9/4n4/R8/9/9/9/4K4 w - - 0 1";

pub const CASES: &[Case] = &[
    Case {
        name: "a: an own piece touched must move",
        fen: START,
        steps: &[Step::Touch("h2")],
        fouls_after_each: &[0],
        allowed: Allowed::AllFrom("h2"),
        refused: Some("b2e2"),
        accepted: "h2e2",
    },
    Case {
        name: "a: an own piece that cannot move, and no capture to save the turn: a technical",
        fen: "3k5/9/9/9/9/9/9/9/1C7/1NB1K4 w - - 0 1",
        steps: &[Step::Touch("b0")],
        fouls_after_each: &[1],
        allowed: Allowed::Free,
        refused: None,
        accepted: "b1b5",
    },
    Case {
        name: "b: an opposing piece touched must be captured",
        fen: START,
        steps: &[Step::Touch("h9")],
        fouls_after_each: &[0],
        allowed: Allowed::Exactly(&["h2h9"]),
        refused: Some("h2e2"),
        accepted: "h2h9",
    },
    Case {
        name: "b: nothing can capture it, but d-3 is still open: no technical yet",
        fen: START,
        steps: &[Step::Touch("a9")],
        fouls_after_each: &[0],
        allowed: Allowed::EveryMoveUnderDuty,
        refused: None,
        accepted: "b2e2",
    },
    Case {
        name: "c-1: the touched own piece must take the touched opposing piece",
        fen: START,
        steps: &[Step::Touch("h2"), Step::Touch("h9")],
        fouls_after_each: &[0, 0],
        allowed: Allowed::Exactly(&["h2h9"]),
        refused: Some("h2e2"),
        accepted: "h2h9",
    },
    Case {
        name: "c-2: it cannot take it, so it must move",
        fen: START,
        steps: &[Step::Touch("b2"), Step::Touch("h9")],
        fouls_after_each: &[0, 0],
        allowed: Allowed::AllFrom("b2"),
        refused: Some("h2h9"),
        accepted: "b2e2",
    },
    Case {
        name: "c-3: it cannot move, so another piece must take the opposing piece",
        fen: C3,
        steps: &[Step::Touch("b0"), Step::Touch("e5")],
        fouls_after_each: &[0, 0],
        allowed: Allowed::Exactly(&["i5e5"]),
        refused: Some("b1b5"),
        accepted: "i5e5",
    },
    Case {
        name: "c-4: the horse cannot move and nothing can take e5: one technical",
        fen: C4,
        steps: &[Step::Touch("b0"), Step::Touch("e5")],
        fouls_after_each: &[1, 1],
        allowed: Allowed::EveryMoveUnderDuty,
        refused: None,
        accepted: "b1b5",
    },
    Case {
        name: "d-1: the own piece touched second must take the first",
        fen: D1,
        steps: &[Step::Touch("e5"), Step::Touch("a5")],
        fouls_after_each: &[0, 0],
        allowed: Allowed::Exactly(&["a5e5"]),
        refused: Some("i5e5"),
        accepted: "a5e5",
    },
    Case {
        name: "d-2: it cannot, so another piece must take it",
        fen: START,
        steps: &[Step::Touch("h9"), Step::Touch("b2")],
        fouls_after_each: &[0, 0],
        allowed: Allowed::Exactly(&["h2h9"]),
        refused: Some("b2e2"),
        accepted: "h2h9",
    },
    Case {
        name: "d-3: nothing can take it, so the touched own piece must move",
        fen: D3,
        steps: &[Step::Touch("e5"), Step::Touch("a4")],
        fouls_after_each: &[0, 0],
        allowed: Allowed::AllFrom("a4"),
        refused: Some("e0f0"),
        accepted: "a4a0",
    },
    Case {
        name: "d-4: nothing can take e5 and the horse cannot move: one technical",
        fen: C4,
        steps: &[Step::Touch("e5"), Step::Touch("b0")],
        fouls_after_each: &[0, 1],
        allowed: Allowed::Free,
        refused: None,
        accepted: "b1b5",
    },
    Case {
        name: "e: both at once, judged as d (d-1)",
        fen: D1,
        steps: &[Step::Together("a5", "e5")],
        fouls_after_each: &[0],
        allowed: Allowed::Exactly(&["a5e5"]),
        refused: Some("i5e5"),
        accepted: "a5e5",
    },
    Case {
        name: "e: both at once, judged as d (d-4): one technical",
        fen: C4,
        steps: &[Step::Together("b0", "e5")],
        fouls_after_each: &[1],
        allowed: Allowed::Free,
        refused: None,
        accepted: "b1b5",
    },
];

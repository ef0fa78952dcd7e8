//! What one picture of Ô ăn quan shows: the stones lying on the ring and
//! in the stores, and, while the last move is animated, the hand, the
//! stones on their way and the squares marked, for a moment of one of its
//! steps. The steps come from the engine; this only places them.

use super::colour;
use super::layout::Layout;
use super::Anim;
use crate::core::Side;
use crate::games::oanquan::{Frame, PlyRecord, Position, RefillSource, Step, Store, TurnEnd};

fn ease(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn lerp(a: (f64, f64), b: (f64, f64), t: f64) -> (f64, f64) {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// What one picture shows: the stones lying on the ring and in the
/// stores, the hand, the stones on their way, and the squares marked.
pub(super) struct Scene {
    pub(super) ring: Frame,
    pub(super) stores: [Store; 2],
    pub(super) hand: Option<Hand>,
    pub(super) flying: Vec<Flying>,
    /// Squares lit under the stones: the one the step acts on.
    pub(super) lit: Vec<u8>,
    /// Squares outlined over the stones, and the colour: a capture, where
    /// the turn ended.
    pub(super) outlined: Vec<(u8, &'static str)>,
    /// A store whose mandarin is being broken into citizens.
    pub(super) flash: Option<Side>,
    /// The store with the coloured edge.
    pub(super) to_move: Option<Side>,
}

impl Scene {
    /// A position at rest.
    pub(super) fn at_rest(pos: &Position, to_move: Option<Side>) -> Scene {
        let ring = Frame::of(pos);
        Scene {
            ring,
            stores: ring.stores,
            hand: None,
            flying: Vec::new(),
            lit: Vec::new(),
            outlined: Vec::new(),
            flash: None,
            to_move,
        }
    }

    /// The picture of step `a.step` of the last move `t` of the way: the
    /// stones as after the steps before it, and what this step moves.
    pub(super) fn in_motion(
        l: &Layout,
        ply: &PlyRecord,
        frames: &[Frame],
        a: Anim,
        flipped: bool,
        mandarins: bool,
    ) -> Scene {
        let k = a.step;
        let t = a.t.clamp(0.0, 1.0);
        let e = ease(t);
        let (base, next) = (frames[k], frames[k + 1]);
        let us = ply.before.side_to_move();
        let mut scene = Scene {
            ring: base,
            stores: base.stores,
            hand: base.at.filter(|_| base.hand > 0).map(|at| Hand {
                at: l.hand_at(at, flipped),
                count: base.hand,
                alpha: 1.0,
            }),
            flying: Vec::new(),
            lit: Vec::new(),
            outlined: Vec::new(),
            flash: None,
            to_move: Some(us),
        };
        // Where the `n`-th stone lands on a square.
        let landing = |square: u8, n: usize| {
            let slots = l.slots(square, n + 1, flipped, mandarins);
            slots.last().copied().unwrap_or(l.center(square, flipped))
        };
        let pebble = |at| Flying {
            at,
            mandarin: false,
        };
        match ply.steps[k] {
            // The square's stones rise into the hand.
            Step::Lift { square, stones } => {
                scene.ring = next;
                let to = l.hand_at(square, flipped);
                let from = l.slots(
                    square,
                    base.count(square).max(0) as usize,
                    flipped,
                    mandarins,
                );
                let rising = from.iter().take(stones as usize);
                scene.flying.extend(rising.map(|p| pebble(lerp(*p, to, e))));
                scene.hand = Some(Hand {
                    at: to,
                    count: next.hand,
                    alpha: e,
                });
                scene.lit.push(square);
            }
            // The hand moves on to the square, then one stone falls in.
            Step::Drop { square } => {
                let prev = base.at.unwrap_or(square);
                let at = lerp(
                    l.hand_at(prev, flipped),
                    l.hand_at(square, flipped),
                    ease(t / 0.6),
                );
                let falling = ease((t - 0.6) / 0.4);
                let left = if t > 0.6 { base.hand - 1 } else { base.hand };
                scene.hand = Some(Hand {
                    at,
                    count: left.max(0),
                    alpha: if left > 0 { 1.0 } else { 1.0 - falling },
                });
                if t > 0.6 {
                    let to = landing(square, base.count(square).max(0) as usize);
                    scene.flying.push(pebble(lerp(at, to, falling)));
                }
                scene.lit.push(square);
            }
            // The square's stones fly to the mover's store.
            Step::Capture {
                square,
                citizens,
                mandarin,
            } => {
                scene.ring = next;
                let b = Layout::store_box(us, flipped);
                let store = base.stores[us.index()];
                let have = store.citizens.max(0) as usize;
                let from = l.slots(
                    square,
                    base.count(square).max(0) as usize,
                    flipped,
                    mandarins,
                );
                for (j, p) in from.iter().take(citizens as usize).enumerate() {
                    let to = l.store_citizen(b, have + j, mandarins);
                    scene.flying.push(pebble(lerp(*p, to, e)));
                }
                if mandarin {
                    let to = l.store_mandarin(b, store.mandarins as usize);
                    scene.flying.push(Flying {
                        at: lerp(l.center(square, flipped), to, e),
                        mandarin: true,
                    });
                }
                scene.outlined.push((square, colour::END_MARK));
            }
            // A stone comes from a store (the opponent's when borrowed).
            Step::Refill { square, source } => {
                scene.stores = next.stores;
                let giver = match source {
                    RefillSource::Borrowed => !us,
                    RefillSource::Own | RefillSource::OnCredit => us,
                };
                let b = Layout::store_box(giver, flipped);
                let last = (base.stores[giver.index()].citizens - 1).max(0) as usize;
                let from = l.store_citizen(b, last, mandarins);
                let to = landing(square, base.count(square).max(0) as usize);
                scene.flying.push(pebble(lerp(from, to, e)));
                scene.lit.push(square);
            }
            Step::BreakMandarin { side, .. } => {
                if t >= 0.5 {
                    scene.stores = next.stores;
                }
                scene.flash = Some(side);
            }
            // Where the turn ended: the square(s) that ended it.
            Step::TurnEnd(end) => {
                let dir = ply.mv.direction;
                let at = base.at.unwrap_or(ply.mv.square);
                match end {
                    TurnEnd::QuanWithStones(q) | TurnEnd::EmptyQuan(q) => {
                        scene.outlined.push((q, colour::END_MARK))
                    }
                    TurnEnd::QuanNon(q) | TurnEnd::FirstTurnNoQuan(q) => {
                        scene.outlined.push((q, colour::REFUSED_MARK))
                    }
                    TurnEnd::TwoEmpty => {
                        let n = dir.next(at);
                        scene.outlined.push((n, colour::END_MARK));
                        scene.outlined.push((dir.next(n), colour::END_MARK));
                    }
                    TurnEnd::AfterCapture => {}
                }
            }
        }
        scene
    }
}

/// The mover's hand: where, how many stones, how visible.
#[derive(Clone, Copy)]
pub(super) struct Hand {
    pub(super) at: (f64, f64),
    pub(super) count: i32,
    pub(super) alpha: f64,
}

/// A stone on its way, where it is now, and whether it is a mandarin.
#[derive(Clone, Copy)]
pub(super) struct Flying {
    pub(super) at: (f64, f64),
    pub(super) mandarin: bool,
}

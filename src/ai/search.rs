//! The search: iterative deepening over principal-variation alpha-beta
//! with aspiration windows, a transposition table, quiescence over
//! captures and check evasions, move ordering (hash move, MVV-LVA, killers,
//! history), check extension, null-move pruning and late-move reductions;
//! repetition judged by the game's own rules ([`crate::core::BoardRules::judge`]).
//!
//! Nothing decides by the clock but the time limit, and nothing iterates a
//! hash map: the same position, history, settings and depth or node limit
//! give the same move and node count.

use std::sync::atomic::{AtomicBool, Ordering};

use super::tt::{Bound, Table};
use super::{position_after, Clock, Searchable, MOVE_KEYS};
use crate::core::board_rules::{PlyOf, RulesOf};
use crate::core::{Outcome, Rng, Rules};

/// The deepest line the search follows (extensions and quiescence included).
pub const MAX_PLY: usize = 128;
const INFINITY: i32 = 32_000;
/// The score of a won game at the root; a win `n` plies away scores `MATE - n`.
const MATE: i32 = 31_000;
/// Scores beyond this are wins or losses, not evaluations.
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Half the first aspiration window, in centipawns.
const ASPIRATION: i32 = 40;
/// What a quiet position may gain beyond a capture's value (delta pruning).
const DELTA_MARGIN: i32 = 200;

/// When to stop: the first limit reached ends the search; none at all
/// searches to [`MAX_PLY`] or until stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<u64>,
}

/// How a search plays: its limits and, for the lower levels, the margin
/// within which it chooses among the best moves (by `seed`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub limits: Limits,
    /// Any root move scoring within this many centipawns of the best may be
    /// played (0: always the best). It needs every root move's exact score,
    /// so only the last iteration of a depth limit pays for it; a search
    /// that stops before that iteration is done plays its best move.
    pub margin: i32,
    pub seed: u64,
}

/// A score for the side to move, as UCI writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// An evaluation in centipawns (a pawn is 100).
    Centipawns(i32),
    /// The game is won in this many moves of the side to move (checkmate
    /// or a win the rules give, such as perpetual check), lost if negative.
    Mate(i32),
}

impl Score {
    fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            // A loss an odd number of plies away (Ô ăn quan's move that
            // ends the game for the opponent) counts the mover's move too.
            Score::Mate(-(MATE + s + 1) / 2)
        } else {
            Score::Centipawns(s)
        }
    }
}

/// `cp 35`, `mate 3`, `mate -2` (as UCI).
impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Centipawns(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// A finished iteration, reported as the search goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration<M> {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    /// The principal variation, from the root's move.
    pub pv: Vec<M>,
}

/// What a search answers: its move (`None` only when there is no legal
/// move) and the last finished iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer<M> {
    pub best: Option<M>,
    pub score: Score,
    /// The deepest finished iteration (0 if none finished).
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<M>,
}

/// A root move and what the last iteration that searched it found.
#[derive(Clone, Copy, Debug)]
struct RootMove<M> {
    mv: M,
    score: i32,
}

/// The search's memory, allocated once and reused move after move (a
/// worker keeps one): the transposition table, history and killers, and a
/// move list and principal variation per ply.
pub struct Search<P: Searchable> {
    tt: Table,
    table_mb: usize,
    /// Whether `think` keeps what earlier calls stored in the table (an
    /// engine protocol's game, where answers need not repeat).
    remembers: bool,
    history: Vec<i32>,
    /// Two quiet moves per ply that cut off lately, as move key + 1.
    killers: Vec<[u16; 2]>,
    lists: Vec<Vec<(P::Move, i32)>>,
    pv: Vec<Vec<P::Move>>,
}

impl<P: Searchable> Search<P> {
    /// A search whose transposition table takes about `table_mb` MB.
    pub fn new(table_mb: usize) -> Search<P> {
        Search {
            tt: Table::new(table_mb),
            table_mb,
            remembers: false,
            history: vec![0; 2 * MOVE_KEYS],
            killers: vec![[0; 2]; MAX_PLY],
            lists: (0..MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            pv: (0..MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
        }
    }

    /// The table's size asked for, in MB.
    pub fn table_mb(&self) -> usize {
        self.table_mb
    }

    /// From now on `think` keeps the positions earlier calls stored: later
    /// moves of one game start from what the earlier ones learnt.
    pub fn remember(&mut self) {
        self.remembers = true;
    }

    /// Searches the position `history` reaches from `start` (the game's
    /// real plies, which repetition is judged over), reporting each
    /// finished iteration, until a limit of `settings` is reached or `stop`
    /// is set; then answers the best move found so far. Everything learnt
    /// in an earlier call is forgotten first, so that answers repeat,
    /// unless the search [remembers](Search::remember).
    pub fn think(
        &mut self,
        start: &P,
        history: &[PlyOf<P>],
        settings: &Settings,
        clock: &dyn Clock,
        stop: &AtomicBool,
        on_iteration: &mut dyn FnMut(&Iteration<P::Move>),
    ) -> Answer<P::Move> {
        if !self.remembers {
            self.tt.clear();
        }
        self.history.fill(0);
        self.killers.fill([0; 2]);
        let root = position_after(start, history.iter().map(|p| p.mv));
        let mut hashes = Vec::with_capacity(history.len() + MAX_PLY + 1);
        hashes.push(start.hash());
        hashes.extend(history.iter().map(|p| p.hash_after));
        let mut walk = Walk {
            search: self,
            start,
            history,
            root: root.clone(),
            settings: *settings,
            clock,
            stop,
            hashes,
            path: Vec::with_capacity(MAX_PLY),
            barrier: 0,
            nodes: 0,
            stopped: false,
            iteration_depth: 0,
            margin: 0,
        };
        walk.deepen(root, on_iteration)
    }
}

/// One search under way: the tables, the limits and the line from the
/// game's start to the current node.
struct Walk<'a, P: Searchable> {
    search: &'a mut Search<P>,
    start: &'a P,
    history: &'a [PlyOf<P>],
    root: P,
    settings: Settings,
    clock: &'a dyn Clock,
    stop: &'a AtomicBool,
    /// The hash of every position from the game's start to the current
    /// node (index 0 = `start`).
    hashes: Vec<u64>,
    /// The moves from the root to the current node (`None`: a null move).
    path: Vec<Option<P::Move>>,
    /// Repetitions are looked for from this position index on: none
    /// crosses a null move.
    barrier: usize,
    nodes: u64,
    stopped: bool,
    /// The depth of the iteration under way.
    iteration_depth: usize,
    /// The margin of the iteration under way: the settings' in the last
    /// iteration of a depth limit, else 0.
    margin: i32,
}

impl<P: Searchable> Walk<'_, P> {
    /// Iterative deepening from the root.
    fn deepen(
        &mut self,
        mut pos: P,
        on_iteration: &mut dyn FnMut(&Iteration<P::Move>),
    ) -> Answer<P::Move> {
        let legal = pos.legal_moves();
        let mut answer = Answer {
            best: None,
            score: Score::Centipawns(0),
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
        if legal.is_empty() {
            answer.score = Score::from_internal(self.no_legal_move(&pos, 0));
            return answer;
        }
        // Before any iteration finishes, the first move in the order the
        // search would try them (captures first) is the answer.
        let mut ordered = Vec::with_capacity(legal.len());
        self.order(&pos, &legal, None, 0, &mut ordered);
        ordered.sort_by_key(|&(_, key)| std::cmp::Reverse(key));
        let mut roots: Vec<RootMove<P::Move>> = ordered
            .iter()
            .map(|&(mv, _)| RootMove {
                mv,
                score: -INFINITY,
            })
            .collect();
        answer.best = Some(roots[0].mv);
        // The root moves as the last finished iteration scored them (an
        // unfinished one leaves scores of two depths behind).
        let mut finished = roots.clone();
        let max_depth = self.settings.limits.depth.unwrap_or(MAX_PLY as u32 / 2);
        let mut previous: i32 = 0;
        for depth in 1..=max_depth.min(MAX_PLY as u32 / 2) {
            let d = depth as i32;
            self.iteration_depth = depth as usize;
            let mut width = ASPIRATION;
            self.margin = match self.settings.limits.depth {
                Some(last) if last == depth => self.settings.margin,
                _ => 0,
            };
            let aspire = d >= 4 && self.margin == 0 && previous.abs() < MATE_BOUND;
            let (mut alpha, mut beta) = if aspire {
                (previous - width, previous + width)
            } else {
                (-INFINITY, INFINITY)
            };
            let (score, best_of_iteration) = loop {
                let (score, best) = self.root(&mut pos, &mut roots, d, alpha, beta);
                if self.stopped || (score > alpha && score < beta) {
                    break (score, best);
                }
                width *= 4;
                if score <= alpha {
                    alpha = (score - width).max(-INFINITY);
                } else {
                    beta = (score + width).min(INFINITY);
                }
                if width > 1000 {
                    (alpha, beta) = (-INFINITY, INFINITY);
                }
            };
            if self.stopped {
                // A move that beat the last iteration's best in full keeps
                // its place; the rest of an unfinished iteration is lost.
                if let Some(best) = best_of_iteration {
                    answer.best = Some(best);
                }
                break;
            }
            // The best first; the rest in the order of their scores
            // (those that failed low keep their relative order).
            roots.sort_by_key(|r| std::cmp::Reverse(r.score));
            finished.clone_from(&roots);
            previous = score;
            answer.best = Some(roots[0].mv);
            answer.score = Score::from_internal(score);
            answer.depth = depth;
            answer.nodes = self.nodes;
            answer.pv.clone_from(&self.search.pv[0]);
            on_iteration(&Iteration {
                depth,
                score: answer.score,
                nodes: self.nodes,
                pv: answer.pv.clone(),
            });
            if score.abs() >= MATE_BOUND && (MATE - score.abs()) < d {
                break; // the shortest win or loss is proven
            }
            if let Some(ms) = self.settings.limits.movetime_ms {
                // The next iteration takes several times this one: not
                // worth starting past half the time.
                if self.clock.elapsed_ms() * 2 >= ms {
                    break;
                }
            }
        }
        answer.nodes = self.nodes;
        if self.margin > 0 && Some(answer.depth) == self.settings.limits.depth {
            answer.best = Some(self.choose(&finished));
        }
        answer
    }

    /// A move among those within the margin of the best, by the seed.
    fn choose(&self, roots: &[RootMove<P::Move>]) -> P::Move {
        let best = roots[0].score;
        let floor = best.saturating_sub(self.margin);
        let close = roots.iter().take_while(|r| r.score >= floor).count();
        let mut rng = Rng::from_seed(self.settings.seed);
        roots[rng.below(close.max(1) as u64) as usize].mv
    }

    /// One iteration at the root: the score, and the best move if one
    /// raised alpha (found in full, so usable if the search stops).
    fn root(
        &mut self,
        pos: &mut P,
        roots: &mut [RootMove<P::Move>],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, Option<P::Move>) {
        self.nodes += 1;
        self.search.pv[0].clear();
        let depth = depth + pos.in_check() as i32;
        let mut best = -INFINITY;
        let mut best_move = None;
        let margin = self.margin;
        for (i, root) in roots.iter_mut().enumerate() {
            let m = root.mv;
            let undo = self.enter(pos, m);
            let score = if i == 0 {
                -self.alpha_beta(pos, depth - 1, -beta, -alpha, 1, true)
            } else if margin > 0 {
                // Scores within the margin are wanted exactly: the window
                // opens one below it, since a score at the window's floor
                // is only a bound (a move failing low would otherwise
                // count as within the margin).
                let low = alpha.min(best - margin - 1).max(-INFINITY);
                -self.alpha_beta(pos, depth - 1, -beta, -low, 1, true)
            } else {
                let s = -self.alpha_beta(pos, depth - 1, -alpha - 1, -alpha, 1, true);
                if s > alpha && s < beta && !self.stopped {
                    -self.alpha_beta(pos, depth - 1, -beta, -alpha, 1, true)
                } else {
                    s
                }
            };
            self.leave(pos, m, undo);
            if self.stopped {
                break;
            }
            root.score = score;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    self.update_pv(0, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        (best, best_move)
    }

    fn alpha_beta(
        &mut self,
        pos: &mut P,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        self.search.pv[ply].clear();
        if self.out_of_budget() {
            return 0;
        }
        if let Some(score) = self.repetition(pos, ply) {
            return score;
        }
        if ply >= MAX_PLY - 2 {
            return pos.evaluate();
        }
        let in_check = pos.in_check();
        // Checks are extended, but no line grows past twice the
        // iteration's depth (shogi's checking drops would go on and on).
        if in_check && ply < 2 * self.iteration_depth {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let mut hash_move = None;
        if let Some(e) = self.search.tt.probe(key) {
            hash_move = e.best.checked_sub(1);
            let s = from_table(e.score as i32, ply);
            if !pv_node && e.depth as i32 >= depth {
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if usable {
                    return s;
                }
            }
        }
        if null_ok
            && !pv_node
            && !in_check
            && depth >= 3
            && beta.abs() < MATE_BOUND
            && pos.null_move_sound()
            && pos.evaluate() >= beta
        {
            let reduction = 2 + depth / 4;
            let score = self.after_null(pos, |walk, pos| {
                -walk.alpha_beta(pos, depth - 1 - reduction, -beta, -beta + 1, ply + 1, false)
            });
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return self.no_legal_move(pos, ply);
        }
        let mut list = std::mem::take(&mut self.search.lists[ply]);
        self.order(pos, &legal, hash_move, ply, &mut list);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for i in 0..list.len() {
            let (m, order) = pick(&mut list, i);
            let quiet = order < KILLER_ORDER;
            let undo = self.enter(pos, m);
            let gives_check = pos.in_check();
            let mut score;
            if i == 0 {
                score = -self.alpha_beta(pos, depth - 1, -beta, -alpha, ply + 1, true);
            } else {
                let reduction = if depth >= 3 && i >= 3 && quiet && !in_check && !gives_check {
                    1 + (depth >= 6 && i >= 8) as i32
                } else {
                    0
                };
                score = -self.alpha_beta(
                    pos,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if score > alpha && reduction > 0 {
                    score = -self.alpha_beta(pos, depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.alpha_beta(pos, depth - 1, -beta, -alpha, ply + 1, true);
                }
            }
            self.leave(pos, m, undo);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        if order < CAPTURE_ORDER {
                            self.reward(pos, m, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.search.lists[ply] = list;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let best_key = best_move.map(P::move_key);
        self.search
            .tt
            .store(key, best_key, to_table(best, ply), depth, bound);
        best
    }

    /// Captures (and promotions) until the position is quiet; every
    /// evasion when in check.
    fn quiescence(&mut self, pos: &mut P, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.search.pv[ply].clear();
        if self.out_of_budget() {
            return 0;
        }
        self.nodes += 1;
        if ply >= MAX_PLY - 2 {
            return pos.evaluate();
        }
        let in_check = pos.in_check();
        let mut best = -INFINITY;
        if !in_check {
            let stand = pos.evaluate();
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        // Out of check only the moves with a gain are tried, so a position
        // without them is judged by its evaluation (as quiet as it gets),
        // not by its lack of a legal move.
        let moves = if in_check {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                return self.no_legal_move(pos, ply);
            }
            legal
        } else {
            pos.noisy_moves()
        };
        let mut list = std::mem::take(&mut self.search.lists[ply]);
        list.clear();
        for &m in moves.iter() {
            let gain = pos.gain(m);
            // Delta pruning: a capture that cannot lift the score near
            // alpha even with a margin is not tried.
            if in_check || (gain > 0 && best + gain + DELTA_MARGIN > alpha) {
                list.push((m, gain * 32 - pos.mover_value(m) / 4));
            }
        }
        for i in 0..list.len() {
            let (m, _) = pick(&mut list, i);
            let undo = pos.make(m);
            let score = -self.quiescence(pos, -beta, -alpha, ply + 1);
            pos.unmake(m, undo);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.search.lists[ply] = list;
        best
    }

    /// Plays `m` on the line.
    fn enter(&mut self, pos: &mut P, m: P::Move) -> P::Undo {
        let undo = pos.make(m);
        self.hashes.push(pos.hash());
        self.path.push(Some(m));
        undo
    }

    fn leave(&mut self, pos: &mut P, m: P::Move, undo: P::Undo) {
        self.hashes.pop();
        self.path.pop();
        pos.unmake(m, undo);
    }

    /// `f` searched after a null move, which no repetition crosses.
    fn after_null(&mut self, pos: &mut P, f: impl FnOnce(&mut Self, &mut P) -> i32) -> i32 {
        pos.pass();
        self.hashes.push(pos.hash());
        self.path.push(None);
        let barrier = std::mem::replace(&mut self.barrier, self.hashes.len() - 1);
        let score = f(self, pos);
        self.barrier = barrier;
        self.hashes.pop();
        self.path.pop();
        pos.pass();
        score
    }

    /// Whether a limit is reached (the stop flag, nodes, time): once it is,
    /// every node returns at once.
    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let limits = self.settings.limits;
        self.stopped = self.stop.load(Ordering::Relaxed)
            || limits.nodes.is_some_and(|n| self.nodes >= n)
            || (self.nodes.is_multiple_of(1024)
                && limits
                    .movetime_ms
                    .is_some_and(|ms| self.clock.elapsed_ms() >= ms));
        self.stopped
    }

    /// The score of the game the rules end here, for the side to move,
    /// `ply` plies from the root.
    fn outcome_score(&self, pos: &P, outcome: Outcome, ply: usize) -> i32 {
        match outcome.winner {
            None => 0,
            Some(side) if side == pos.side_to_move() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
        }
    }

    /// No legal move: what the game's rules say of that.
    fn no_legal_move(&self, pos: &P, ply: usize) -> i32 {
        P::judge(pos, pos, &[]).map_or(0, |o| self.outcome_score(pos, o, ply))
    }

    /// The position at the current node occurred before on the line. If
    /// the game's rules end the game here (`judge` over the real line),
    /// that is the score. Otherwise the cycle is played on until the rules
    /// speak, and their verdict is taken when it is a draw or a loss for
    /// the side that just repeated (it could have played otherwise: its
    /// other moves are searched); a loss for the side to move is not taken,
    /// since that side may still leave the cycle, and the search goes on.
    fn repetition(&self, pos: &P, ply: usize) -> Option<i32> {
        let now = self.hashes.len() - 1;
        let current = self.hashes[now];
        // A position recurs at the earliest four plies later.
        let mut i = now.checked_sub(4)?;
        while self.hashes[i] != current {
            i = i.checked_sub(2)?;
            if i < self.barrier {
                return None;
            }
        }
        if i < self.barrier {
            return None;
        }
        let (start, mut plies) = self.plies_since_barrier();
        if let Some(outcome) = P::judge(&start, pos, &plies) {
            return Some(self.outcome_score(pos, outcome, ply));
        }
        let cycle: Vec<P::Move> = plies[i - self.barrier..].iter().map(|p| p.mv).collect();
        let rules = RulesOf::<P>::default();
        let mut after = pos.clone();
        for &m in cycle.iter().cycle().take(3 * cycle.len()) {
            let record = rules.make(&mut after, m, &plies);
            plies.push(record);
            if let Some(outcome) = P::judge(&start, &after, &plies) {
                let repeater_loses = outcome.winner == Some(pos.side_to_move());
                return (outcome.winner.is_none() || repeater_loses)
                    .then(|| self.outcome_score(pos, outcome, ply));
            }
        }
        None
    }

    /// The position at the barrier and the plies from it to the current
    /// node, as the rules record them (with checks and chases).
    fn plies_since_barrier(&self) -> (P, Vec<PlyOf<P>>) {
        let rules = RulesOf::<P>::default();
        let mut plies: Vec<PlyOf<P>> = Vec::new();
        let mut start = None;
        if self.barrier == 0 {
            start = Some(self.start.clone());
            plies.extend_from_slice(self.history);
        }
        let mut pos = self.root.clone();
        for (j, m) in self.path.iter().enumerate() {
            let index = self.history.len() + j;
            if index == self.barrier {
                start = Some(pos.clone());
            }
            match m {
                Some(m) if index >= self.barrier => plies.push(rules.make(&mut pos, *m, &plies)),
                Some(m) => {
                    pos.make(*m);
                }
                None => pos.pass(),
            }
        }
        (start.unwrap_or(pos), plies)
    }

    /// Fills `list` with the legal moves and their order: the hash move,
    /// captures by MVV-LVA, killers, then quiet moves by history.
    fn order(
        &self,
        pos: &P,
        legal: &[P::Move],
        hash_move: Option<u16>,
        ply: usize,
        list: &mut Vec<(P::Move, i32)>,
    ) {
        list.clear();
        let killers = self.search.killers[ply];
        let side = pos.side_to_move().index();
        for &m in legal {
            let key = P::move_key(m);
            let gain = pos.gain(m);
            let order = if Some(key) == hash_move {
                HASH_ORDER
            } else if gain > 0 {
                CAPTURE_ORDER + gain * 32 - pos.mover_value(m) / 4
            } else if key + 1 == killers[0] {
                KILLER_ORDER + 1
            } else if key + 1 == killers[1] {
                KILLER_ORDER
            } else {
                self.search.history[side * MOVE_KEYS + key as usize]
            };
            list.push((m, order));
        }
    }

    /// A quiet move cut off: remember it as a killer and in the history.
    fn reward(&mut self, pos: &P, m: P::Move, depth: i32, ply: usize) {
        let key = P::move_key(m) + 1;
        let killers = &mut self.search.killers[ply];
        if killers[0] != key {
            killers[1] = killers[0];
            killers[0] = key;
        }
        let slot = pos.side_to_move().index() * MOVE_KEYS + key as usize - 1;
        let h = &mut self.search.history[slot];
        *h = (*h + depth * depth).min(KILLER_ORDER - 1);
    }

    /// The line at `ply` is `m` followed by the line found after it.
    fn update_pv(&mut self, ply: usize, m: P::Move) {
        let (here, deeper) = self.search.pv.split_at_mut(ply + 1);
        let line = &mut here[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&deeper[0]);
    }
}

const HASH_ORDER: i32 = 1 << 30;
const CAPTURE_ORDER: i32 = 1 << 28;
const KILLER_ORDER: i32 = 1 << 27;

/// Moves the best-ordered of `list[i..]` to `i` and returns it.
#[inline]
fn pick<M: Copy>(list: &mut [(M, i32)], i: usize) -> (M, i32) {
    let mut best = i;
    for j in i + 1..list.len() {
        if list[j].1 > list[best].1 {
            best = j;
        }
    }
    list.swap(i, best);
    list[i]
}

/// A mate score stored relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

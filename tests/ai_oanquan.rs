//! The computer player in Ô ăn quan: a mandarin taken, forced wins
//! (tests/data/tactics/oanquan.txt) and exact endgames, each claim proven
//! here by brute force over the legal moves; determinism, stopping, and the
//! game's threefold repetition, scored by the final count.

#[macro_use]
#[path = "support/ai_checks.rs"]
mod ai_checks;

use ai_checks::*;
use rulebook::ai::Score;
use rulebook::core::board_rules::BoardPosition;
use rulebook::core::{BoardRules, Playable, Side};
use rulebook::games::oanquan::{Options, Position, SearchPosition, Step};

fn position(text: &str) -> SearchPosition {
    let options = Options::default();
    SearchPosition::new(Position::from_text(text, &options).unwrap(), options, false)
}

/// The winner, if the game is over in `pos` (by the game's own rules).
fn over(pos: &SearchPosition) -> Option<Option<Side>> {
    pos.legal_moves()
        .is_empty()
        .then(|| SearchPosition::judge(pos, pos, &[]).unwrap().winner)
}

/// Whether playing `m` wins for the mover within `plies` plies (counting
/// `m`), whatever the replies: the game ends with the mover the winner,
/// after one of its moves or after a reply.
fn move_wins_within(pos: &SearchPosition, m: rulebook::games::oanquan::Move, plies: u32) -> bool {
    let me = pos.side_to_move();
    let mut after = *pos;
    after.make(m);
    match over(&after) {
        Some(winner) => winner == Some(me),
        None => {
            plies >= 2
                && after.legal_moves().iter().all(|&r| {
                    let mut next = after;
                    next.make(r);
                    match over(&next) {
                        Some(winner) => winner == Some(me),
                        None => wins_within(&next, plies - 2),
                    }
                })
        }
    }
}

fn wins_within(pos: &SearchPosition, plies: u32) -> bool {
    plies > 0
        && pos
            .legal_moves()
            .iter()
            .any(|&m| move_wins_within(pos, m, plies))
}

/// A win within `n` of the mover's moves (the last reply included: the
/// search's `mate n`).
fn wins_in(pos: &SearchPosition, n: u32) -> bool {
    wins_within(pos, 2 * n)
}

/// Whether the side to move loses within `plies` plies whatever it plays.
fn loses_within(pos: &SearchPosition, plies: u32) -> bool {
    let me = pos.side_to_move();
    pos.legal_moves().iter().all(|&m| {
        let mut after = *pos;
        after.make(m);
        match over(&after) {
            Some(winner) => winner == Some(!me),
            None => wins_within(&after, plies - 1),
        }
    })
}

/// The exact distance of a lost position in the search's terms (`mate
/// -k`: lost within `2k` plies, the loser holding out longest), if it is
/// lost within `most` moves.
fn loss_distance(pos: &SearchPosition, most: u32) -> Option<u32> {
    (1..=most).find(|&k| loses_within(pos, 2 * k))
}

#[test]
fn takes_a_mandarin_when_it_can() {
    // 3+ takes the right mandarin (2 citizens with it), 1- and 3- the left
    // one; the other moves take none.
    let text = "0M,5,5,1,0,0,2M,5,5,5,5,5 s 6+0-0 6+0-0";
    let pos = position(text);
    let takes_mandarin = |m| {
        let mut board = *pos.position();
        let steps = board.play(m, pos.options(), false);
        steps
            .iter()
            .any(|s| matches!(s, Step::Capture { mandarin: true, .. }))
    };
    let legal = pos.legal_moves();
    let taking = legal.iter().filter(|&&m| takes_mandarin(m)).count();
    assert!(taking > 0 && taking < legal.len());
    for depth in [1, 3, 6] {
        let best = to_depth(&pos, depth).best.unwrap();
        assert!(takes_mandarin(best), "depth {depth}: {}", best.text());
    }
    let best = within_nodes(&pos, TACTICS_NODES).best.unwrap();
    assert!(takes_mandarin(best), "{}", best.text());
}

/// Every forced win of the set: proven, and found within the node budget
/// with its distance. The move that wins leaves the opponent an exact
/// endgame: every line ends within a few plies, and the search scores the
/// loss as the brute force does.
#[test]
fn finds_every_forced_win_and_scores_the_endgame_exactly() {
    let set = tactics("oanquan");
    assert!(set.len() >= 10);
    for (n, text, comment) in set {
        let pos = position(&text);
        assert!(wins_in(&pos, n), "{text} ({comment}): no win in {n}");
        if n > 1 {
            assert!(!wins_in(&pos, n - 1), "{text}: already a win in {}", n - 1);
        }
        let answer = within_nodes(&pos, TACTICS_NODES);
        let best = answer.best.unwrap();
        assert!(
            move_wins_within(&pos, best, 2 * n),
            "{text}: {} does not win",
            best.text()
        );
        assert_eq!(answer.score, Score::Mate(n as i32), "{text} ({comment})");
        let mut after = pos;
        after.make(best);
        if over(&after).is_none() {
            let k = loss_distance(&after, n).expect("lost");
            let answer = within_nodes(&after, TACTICS_NODES);
            assert_eq!(answer.score, Score::Mate(-(k as i32)), "{text}");
        }
    }
}

/// A lost endgame (every move loses, the best within two moves) whose
/// exact distance the search reports, by depth and by nodes.
#[test]
fn scores_a_lost_endgame_exactly() {
    let pos = position("0,0,0,0,0,0,4,0,0,0,0,0 s 34+1-0 12+1-0");
    // After the winning 5+ (a refill sown), North is to move and lost.
    let mut after = pos;
    after.make(rulebook::games::oanquan::Move::from_text("5+").unwrap());
    let k = loss_distance(&after, 3).expect("lost");
    assert!(!wins_in(&after, 3));
    let lost = Score::Mate(-(k as i32));
    assert_eq!(to_depth(&after, 2 * k + 1).score, lost);
    assert_eq!(within_nodes(&after, 10_000).score, lost);
}

/// A middle game, written by hand: both mandarins on the board, the
/// citizens spread unevenly, a few in each store.
const MIDDLEGAME: &str = "3M,1,7,0,6,1,2M,6,1,7,6,1 s 5+0-0 4+0-0";

/// The start, where the next move is the game's first.
fn start() -> SearchPosition {
    let options = Options::default();
    SearchPosition::new(Position::start(&options), options, true)
}

searches_alike!(start(), position(MIDDLEGAME), 6);

/// With `quan_non=on` the left mandarin, alone, can't be taken, and the
/// right quan square is empty: each side shuttles its one stone. After
/// `3+ 9- 4- 8+ 3+ 9- 4-`, North's 8+ brings the position back a third
/// time and the game ends by the final count. North, ahead, plays it and
/// scores the win; North behind plays anything else.
#[test]
fn repetition_ends_the_game_by_the_final_count() {
    let cycle = ["3+", "9-", "4-", "8+", "3+", "9-", "4-"];
    let think_after = |stores: &str| {
        let start = format!("0M,0,0,1,0,0,0,0,0,1,0,0 s {stores}");
        let mut args = vec!["oanquan", &start, "--option", "quan_non=on"];
        let mut played = args.clone();
        args.extend(["--depth", "6", "--moves"]);
        args.extend(cycle);
        played.extend(cycle);
        played.push("8+");
        (think(&args), play(&played))
    };
    let (ahead, played) = think_after("20+0-0 28+1-0");
    assert_eq!(played.last().unwrap(), "result north repetition");
    assert_eq!(best_move(&ahead), "8+", "{ahead:?}");
    assert_eq!(last_score(&ahead), "mate 1", "{ahead:?}");
    let (behind, played) = think_after("28+1-0 20+0-0");
    assert_eq!(played.last().unwrap(), "result south repetition");
    assert_ne!(best_move(&behind), "8+", "{behind:?}");
    assert!(!last_score(&behind).starts_with("mate -"), "{behind:?}");
}

#[test]
fn think_reads_the_house_rules() {
    let text = "0M,5,5,1,0,0,2M,5,5,5,5,5 s 6+0-0 6+0-0";
    let lines = think(&["oanquan", text, "--depth", "2", "--option", "seed=1"]);
    assert!(lines[0].starts_with("info depth 1 score cp "), "{lines:?}");
    // Worth 5, a mandarin changes the scores (and the text is still read).
    let five = think(&[
        "oanquan",
        text,
        "--depth",
        "2",
        "--option",
        "mandarin_value=5",
    ]);
    assert_ne!(lines[0], five[0]);
    let bad = rulebook::cli::run(
        &["think", "oanquan", "startpos", "--option", "quan_non=yes"].map(String::from),
    );
    assert!(bad.unwrap_err().contains("quan_non"));
}

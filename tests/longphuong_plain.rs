//! Cờ Long Phượng: a second, deliberately plain move generator written
//! straight from the rules brief (docs/rules/longphuong.md), inside
//! the tests, and the tests that require the engine
//! (`rulebook::games::longphuong`) to agree with it: perft from the start,
//! the legal move set at every node to ply 4, seeded random playouts and
//! hand-built positions for the tricky rules (stacks, splits, slides onto own
//! stacks, Kỵ leaps, drops, checks, pins, the opening).
//!
//! The plain generator knows nothing of the engine: a position is a Vec of
//! stacks, a move is its text, and legality is tested by playing the text
//! on a clone and asking whether the mover's Vương is attacked.

use std::collections::BTreeSet;

use rulebook::core::Rng;
use rulebook::games::longphuong::{perft, Position};

// =====================================================================
// The plain generator, written from the brief alone
// (docs/rules/longphuong.md). Slow on purpose: a position is a
// Vec of stacks, every candidate move is a String, and legality is tested
// by applying the text to a clone and looking at the mover's Vương.
// =====================================================================

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    Orange,
    Blue,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Orange => Side::Blue,
            Side::Blue => Side::Orange,
        }
    }

    fn index(self) -> usize {
        match self {
            Side::Orange => 0,
            Side::Blue => 1,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Vuong,
    Tuong,
    Si,
    Ky,
    Xe,
    Binh,
    Long,
    Phuong,
}

const ALL_KINDS: [Kind; 8] = [
    Kind::Vuong,
    Kind::Tuong,
    Kind::Si,
    Kind::Ky,
    Kind::Xe,
    Kind::Binh,
    Kind::Long,
    Kind::Phuong,
];

/// Hands are written in this order: T S K X B L P.
const HAND_ORDER: [Kind; 7] = [
    Kind::Tuong,
    Kind::Si,
    Kind::Ky,
    Kind::Xe,
    Kind::Binh,
    Kind::Long,
    Kind::Phuong,
];

fn letter(kind: Kind) -> char {
    match kind {
        Kind::Vuong => 'V',
        Kind::Tuong => 'T',
        Kind::Si => 'S',
        Kind::Ky => 'K',
        Kind::Xe => 'X',
        Kind::Binh => 'B',
        Kind::Long => 'L',
        Kind::Phuong => 'P',
    }
}

/// The kind of an upper-case letter.
fn kind_of_letter(c: char) -> Option<Kind> {
    ALL_KINDS.iter().copied().find(|&k| letter(k) == c)
}

/// Vương, Long and Phượng never rotate and never carry a mark.
fn rotatable(kind: Kind) -> bool {
    !matches!(kind, Kind::Vuong | Kind::Long | Kind::Phuong)
}

fn hand_slot(kind: Kind) -> usize {
    HAND_ORDER
        .iter()
        .position(|&k| k == kind)
        .unwrap_or_else(|| panic!("a {kind:?} can't be in hand (a Vương was captured?)"))
}

/// Absolute facings, named by where they point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Facing {
    /// `^`, toward row i.
    TowardI,
    /// `v`, toward row a.
    TowardA,
    /// `>`, toward column 1.
    TowardCol1,
    /// `<`, toward column 9.
    TowardCol9,
}

const ALL_FACINGS: [Facing; 4] = [
    Facing::TowardI,
    Facing::TowardA,
    Facing::TowardCol1,
    Facing::TowardCol9,
];

fn mark(f: Facing) -> char {
    match f {
        Facing::TowardI => '^',
        Facing::TowardA => 'v',
        Facing::TowardCol1 => '>',
        Facing::TowardCol9 => '<',
    }
}

fn facing_of_mark(c: char) -> Option<Facing> {
    ALL_FACINGS.iter().copied().find(|&f| mark(f) == c)
}

/// One step forward as (row step, column step); rows a..i are 0..8,
/// columns are 1..9.
fn forward(f: Facing) -> (i32, i32) {
    match f {
        Facing::TowardI => (1, 0),
        Facing::TowardA => (-1, 0),
        Facing::TowardCol1 => (0, -1),
        Facing::TowardCol9 => (0, 1),
    }
}

/// A quarter turn clockwise as the board text is drawn (row i on top,
/// column 9 on the left, so column 1 on the right): ^ > v < ^.
fn clockwise(f: Facing) -> Facing {
    match f {
        Facing::TowardI => Facing::TowardCol1,
        Facing::TowardCol1 => Facing::TowardA,
        Facing::TowardA => Facing::TowardCol9,
        Facing::TowardCol9 => Facing::TowardI,
    }
}

/// The two quarter turns of a facing (never itself, never the half turn).
fn quarter_turns(f: Facing) -> [Facing; 2] {
    [clockwise(f), clockwise(clockwise(clockwise(f)))]
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Piece {
    side: Side,
    kind: Kind,
    /// `Some` exactly for the rotatable kinds.
    facing: Option<Facing>,
}

/// One cell of a movement grid as printed with the piece facing up:
/// `right` columns to the piece's right, `fwd` rows forward.
#[derive(Clone, Copy, Debug)]
struct Cell {
    right: i32,
    fwd: i32,
    /// `*` (any distance until blocked) rather than `x` (reached directly).
    slide: bool,
}

fn x(right: i32, fwd: i32) -> Cell {
    Cell {
        right,
        fwd,
        slide: false,
    }
}

fn slide(right: i32, fwd: i32) -> Cell {
    Cell {
        right,
        fwd,
        slide: true,
    }
}

/// The grids of the brief, cell by cell (the test `grids_are_the_briefs`
/// draws them back and compares with the brief's pictures).
fn grid(kind: Kind) -> Vec<Cell> {
    match kind {
        // x x x / x O x / x x x
        Kind::Vuong => vec![
            x(-1, 1),
            x(0, 1),
            x(1, 1),
            x(-1, 0),
            x(1, 0),
            x(-1, -1),
            x(0, -1),
            x(1, -1),
        ],
        // x x x / x O x / . x .
        Kind::Tuong => vec![x(-1, 1), x(0, 1), x(1, 1), x(-1, 0), x(1, 0), x(0, -1)],
        // x x x / . O . / x . x
        Kind::Si => vec![x(-1, 1), x(0, 1), x(1, 1), x(-1, -1), x(1, -1)],
        // . * . / . O . / . . .
        Kind::Xe => vec![slide(0, 1)],
        // . x . / . O . / . . .
        Kind::Binh => vec![x(0, 1)],
        // . * . / * O * / . * .
        Kind::Long => vec![slide(0, 1), slide(-1, 0), slide(1, 0), slide(0, -1)],
        // * . * / . O . / * . *
        Kind::Phuong => vec![slide(-1, 1), slide(1, 1), slide(-1, -1), slide(1, -1)],
        // . x . x . / . . . . . / . . O . . / . . . . . / x . x . x
        Kind::Ky => vec![x(-1, 2), x(1, 2), x(-2, -2), x(0, -2), x(2, -2)],
    }
}

/// A grid cell turned by a facing: the board step (row, column).
fn turn(cell: Cell, f: Facing) -> (i32, i32) {
    let (fr, fc) = forward(f);
    let (rr, rc) = forward(clockwise(f)); // the piece's right hand
    (
        cell.fwd * fr + cell.right * rr,
        cell.fwd * fc + cell.right * rc,
    )
}

fn on_board(row: i32, col: i32) -> bool {
    (0..9).contains(&row) && (1..=9).contains(&col)
}

fn sq(row: i32, col: i32) -> usize {
    assert!(on_board(row, col));
    (row * 9 + (col - 1)) as usize
}

fn square_name(row: i32, col: i32) -> String {
    format!("{}{}", (b'a' + row as u8) as char, col)
}

fn parse_square(s: &str) -> Option<(i32, i32)> {
    let b = s.as_bytes();
    if b.len() != 2 || !(b'a'..=b'i').contains(&b[0]) || !(b'1'..=b'9').contains(&b[1]) {
        return None;
    }
    Some(((b[0] - b'a') as i32, (b[1] - b'0') as i32))
}

#[derive(Clone, PartialEq, Eq, Debug)]
struct Plain {
    /// `squares[sq(row, col)]`: the stack on that square, bottom first
    /// (empty = empty square).
    squares: Vec<Vec<Piece>>,
    side: Side,
    /// `hands[side.index()][hand_slot(kind)]`: how many.
    hands: [[u32; 7]; 2],
    ply: u32,
}

const START: &str =
    "xvkvsvtvvtvsvkvxv/9/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/9/X^K^S^T^VT^S^K^X^ o LPlp 1";

impl Plain {
    fn stack(&self, row: i32, col: i32) -> &Vec<Piece> {
        &self.squares[sq(row, col)]
    }

    fn occupied(&self, row: i32, col: i32) -> bool {
        !self.stack(row, col).is_empty()
    }
}

// ---- position text ----

fn piece_text(p: Piece) -> String {
    let mut s = String::new();
    let l = letter(p.kind);
    s.push(match p.side {
        Side::Orange => l,
        Side::Blue => l.to_ascii_lowercase(),
    });
    if let Some(f) = p.facing {
        s.push(mark(f));
    }
    s
}

fn write(p: &Plain) -> String {
    let mut rows = Vec::new();
    for row in (0..9).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for col in (1..=9).rev() {
            let stack = p.stack(row, col);
            if stack.is_empty() {
                empty += 1;
                continue;
            }
            if empty > 0 {
                s += &empty.to_string();
                empty = 0;
            }
            if stack.len() == 1 {
                s += &piece_text(stack[0]);
            } else {
                s.push('(');
                for &pc in stack {
                    s += &piece_text(pc);
                }
                s.push(')');
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        rows.push(s);
    }
    let side = match p.side {
        Side::Orange => "o",
        Side::Blue => "b",
    };
    let mut hands = String::new();
    for side in [Side::Orange, Side::Blue] {
        for kind in HAND_ORDER {
            let n = p.hands[side.index()][hand_slot(kind)];
            if n == 0 {
                continue;
            }
            if n > 1 {
                hands += &n.to_string();
            }
            hands.push(match side {
                Side::Orange => letter(kind),
                Side::Blue => letter(kind).to_ascii_lowercase(),
            });
        }
    }
    if hands.is_empty() {
        hands.push('-');
    }
    format!("{} {} {} {}", rows.join("/"), side, hands, p.ply)
}

/// One piece starting at `chars[*k]`: its letter, then its mark if any.
fn read_piece(chars: &[char], k: &mut usize) -> Result<Piece, String> {
    let c = *chars.get(*k).ok_or("piece expected")?;
    let kind = kind_of_letter(c.to_ascii_uppercase()).ok_or(format!("bad letter {c}"))?;
    let side = if c.is_ascii_uppercase() {
        Side::Orange
    } else {
        Side::Blue
    };
    *k += 1;
    let facing = chars.get(*k).copied().and_then(facing_of_mark);
    if facing.is_some() {
        *k += 1;
    }
    if rotatable(kind) != facing.is_some() {
        return Err(format!("{c}: a mark exactly on the rotatable pieces"));
    }
    Ok(Piece { side, kind, facing })
}

fn parse(text: &str) -> Result<Plain, String> {
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.len() != 4 {
        return Err(format!("{text}: four fields expected"));
    }
    let rows: Vec<&str> = fields[0].split('/').collect();
    if rows.len() != 9 {
        return Err(format!("{text}: nine rows expected"));
    }
    let mut squares = vec![Vec::new(); 81];
    for (i, row_text) in rows.iter().enumerate() {
        let row = 8 - i as i32;
        let chars: Vec<char> = row_text.chars().collect();
        let mut col = 9;
        let mut k = 0;
        while k < chars.len() {
            let c = chars[k];
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err("run of zero".into());
                }
                col -= d as i32;
                k += 1;
                continue;
            }
            if col < 1 {
                return Err(format!("{row_text}: row too long"));
            }
            let stack = if c == '(' {
                k += 1;
                let mut stack = Vec::new();
                while chars.get(k) != Some(&')') {
                    stack.push(read_piece(&chars, &mut k)?);
                }
                k += 1;
                if stack.len() < 2 {
                    return Err("parentheses hold two or more pieces".into());
                }
                stack
            } else {
                vec![read_piece(&chars, &mut k)?]
            };
            if stack.iter().any(|p| p.side != stack[0].side) {
                return Err("mixed-colour stack".into());
            }
            if stack.len() > 1 && stack.iter().any(|p| p.kind == Kind::Vuong) {
                return Err("Vương in a stack".into());
            }
            squares[sq(row, col)] = stack;
            col -= 1;
        }
        if col != 0 {
            return Err(format!("{row_text}: row is not nine squares"));
        }
    }
    let side = match fields[1] {
        "o" => Side::Orange,
        "b" => Side::Blue,
        s => return Err(format!("bad side {s}")),
    };
    let mut hands = [[0u32; 7]; 2];
    if fields[2] != "-" {
        let mut count = String::new();
        for c in fields[2].chars() {
            if c.is_ascii_digit() {
                count.push(c);
                continue;
            }
            let kind = kind_of_letter(c.to_ascii_uppercase()).ok_or(format!("bad hand {c}"))?;
            let who = if c.is_ascii_uppercase() {
                Side::Orange
            } else {
                Side::Blue
            };
            let n: u32 = if count.is_empty() {
                1
            } else {
                count.parse().map_err(|_| "bad count")?
            };
            count.clear();
            if kind == Kind::Vuong {
                return Err("Vương in hand".into());
            }
            hands[who.index()][hand_slot(kind)] += n;
        }
    }
    let ply: u32 = fields[3].parse().map_err(|_| "bad ply")?;
    if ply < 1 {
        return Err("ply starts at 1".into());
    }
    let p = Plain {
        squares,
        side,
        hands,
        ply,
    };
    for who in [Side::Orange, Side::Blue] {
        let vuongs = p
            .squares
            .iter()
            .flatten()
            .filter(|pc| pc.kind == Kind::Vuong && pc.side == who)
            .count();
        if vuongs > 1 {
            return Err("at most one Vương per side".into());
        }
    }
    if in_check(&p, p.side.other()) {
        return Err("the side not to move is in check".into());
    }
    Ok(p)
}

// ---- moves ----

/// Every square the piece standing on (row, col) reaches by its grid:
/// `x` cells directly (leaping), `*` cells step by step up to and including
/// the first occupied square.
fn reach(p: &Plain, row: i32, col: i32, piece: Piece) -> Vec<(i32, i32)> {
    // Vương, Long and Phượng have no facing; their grids are symmetric.
    let f = piece.facing.unwrap_or(Facing::TowardI);
    let mut out = Vec::new();
    for cell in grid(piece.kind) {
        let (dr, dc) = turn(cell, f);
        let (mut r, mut c) = (row + dr, col + dc);
        if !cell.slide {
            if on_board(r, c) {
                out.push((r, c));
            }
            continue;
        }
        while on_board(r, c) {
            out.push((r, c));
            if p.occupied(r, c) {
                break;
            }
            r += dr;
            c += dc;
        }
    }
    out
}

/// Whether some top piece of `by` reaches (row, col) by its grid.
fn attacked(p: &Plain, row: i32, col: i32, by: Side) -> bool {
    for r in 0..9 {
        for c in 1..=9 {
            if let Some(&top) = p.stack(r, c).last() {
                if top.side == by && reach(p, r, c, top).contains(&(row, col)) {
                    return true;
                }
            }
        }
    }
    false
}

fn vuong_square(p: &Plain, side: Side) -> Option<(i32, i32)> {
    for r in 0..9 {
        for c in 1..=9 {
            if p.stack(r, c)
                .iter()
                .any(|pc| pc.kind == Kind::Vuong && pc.side == side)
            {
                return Some((r, c));
            }
        }
    }
    None
}

fn in_check(p: &Plain, side: Side) -> bool {
    match vuong_square(p, side) {
        Some((r, c)) => attacked(p, r, c, side.other()),
        None => false,
    }
}

/// `base`, and when the piece is rotatable `base` plus each quarter turn.
fn with_turns(out: &mut Vec<String>, base: String, facing: Option<Facing>) {
    if let Some(f) = facing {
        for t in quarter_turns(f) {
            out.push(format!("{base}{}", mark(t)));
        }
    }
    out.push(base);
}

/// Every move text of the rules before the test of the mover's Vương.
fn candidate_texts(p: &Plain) -> Vec<String> {
    let me = p.side;
    let hand = p.hands[me.index()];
    let mut out = Vec::new();

    if p.ply <= 4 {
        // The opening: own Long / Phượng onto an empty square of own second row.
        let second_row = match me {
            Side::Orange => 1,
            Side::Blue => 7,
        };
        for kind in [Kind::Long, Kind::Phuong] {
            if hand[hand_slot(kind)] == 0 {
                continue;
            }
            for col in 1..=9 {
                if !p.occupied(second_row, col) {
                    out.push(format!("{}*{}", letter(kind), square_name(second_row, col)));
                }
            }
        }
        return out;
    }

    for row in 0..9 {
        for col in 1..=9 {
            let stack = p.stack(row, col);
            let Some(&top) = stack.last() else { continue };
            if top.side != me {
                continue;
            }
            let from = square_name(row, col);
            // 1. Rotate in place (a lone piece or the top of a stack).
            if let Some(f) = top.facing {
                for t in quarter_turns(f) {
                    out.push(format!("{from}{}", mark(t)));
                }
            }
            for (tr, tc) in reach(p, row, col, top) {
                let dest = p.stack(tr, tc);
                let to = square_name(tr, tc);
                let friendly = dest.last().is_some_and(|d| d.side == me);
                let holds_vuong = dest.iter().any(|d| d.kind == Kind::Vuong);
                // 2. A lone piece (may stack onto own, not onto the Vương,
                //    and a Vương never stacks), or the top split off a stack
                //    (may not land on own).
                let single_ok =
                    !friendly || (stack.len() == 1 && top.kind != Kind::Vuong && !holds_vuong);
                if single_ok {
                    with_turns(&mut out, format!("{from}-{to}"), top.facing);
                }
                // 3. The whole stack by its top's grid (may not land on own).
                if stack.len() >= 2 && !friendly {
                    with_turns(&mut out, format!("{from}={to}"), top.facing);
                }
            }
        }
    }

    // 4. Drops: anywhere not the opponent's, not onto the Vương.
    for kind in HAND_ORDER {
        if hand[hand_slot(kind)] == 0 {
            continue;
        }
        for row in 0..9 {
            for col in 1..=9 {
                let dest = p.stack(row, col);
                let ok = dest.is_empty()
                    || (dest.last().unwrap().side == me
                        && !dest.iter().any(|d| d.kind == Kind::Vuong));
                if !ok {
                    continue;
                }
                let base = format!("{}*{}", letter(kind), square_name(row, col));
                if rotatable(kind) {
                    for f in ALL_FACINGS {
                        out.push(format!("{base}{}", mark(f)));
                    }
                } else {
                    out.push(base);
                }
            }
        }
    }
    out
}

fn bad_text(text: &str) -> ! {
    panic!("bad move text {text}")
}

/// Plays a move text (trusted to be one of `candidate_texts`).
fn apply(p: &Plain, text: &str) -> Plain {
    let mut q = p.clone();
    let me = p.side;
    let chars: Vec<char> = text.chars().collect();
    if chars.get(1) == Some(&'*') {
        let kind = kind_of_letter(chars[0]).unwrap_or_else(|| bad_text(text));
        let (r, c) = parse_square(&text[2..4]).unwrap_or_else(|| bad_text(text));
        let facing = chars
            .get(4)
            .map(|&m| facing_of_mark(m).unwrap_or_else(|| bad_text(text)));
        assert_eq!(rotatable(kind), facing.is_some(), "{text}");
        let n = &mut q.hands[me.index()][hand_slot(kind)];
        assert!(*n > 0, "{text}: not in hand");
        *n -= 1;
        q.squares[sq(r, c)].push(Piece {
            side: me,
            kind,
            facing,
        });
    } else if chars.len() >= 5 && (chars[2] == '-' || chars[2] == '=') {
        let (fr, fc) = parse_square(&text[0..2]).unwrap_or_else(|| bad_text(text));
        let (tr, tc) = parse_square(&text[3..5]).unwrap_or_else(|| bad_text(text));
        let turn_to = chars
            .get(5)
            .map(|&m| facing_of_mark(m).unwrap_or_else(|| bad_text(text)));
        let moving: Vec<Piece> = if chars[2] == '-' {
            vec![q.squares[sq(fr, fc)]
                .pop()
                .unwrap_or_else(|| bad_text(text))]
        } else {
            std::mem::take(&mut q.squares[sq(fr, fc)])
        };
        let dest = &mut q.squares[sq(tr, tc)];
        if dest.last().is_some_and(|d| d.side != me) {
            // Capture: the whole stack goes to the mover's hand.
            for captured in dest.drain(..) {
                q.hands[me.index()][hand_slot(captured.kind)] += 1;
            }
        }
        dest.extend(moving);
        if let Some(f) = turn_to {
            dest.last_mut().unwrap().facing = Some(f);
        }
    } else {
        let (r, c) = parse_square(&text[0..2]).unwrap_or_else(|| bad_text(text));
        let f = chars
            .get(2)
            .and_then(|&m| facing_of_mark(m))
            .unwrap_or_else(|| bad_text(text));
        q.squares[sq(r, c)].last_mut().unwrap().facing = Some(f);
    }
    q.side = me.other();
    q.ply += 1;
    q
}

/// The legal move texts: candidates that change the position and don't
/// leave the mover's Vương attacked.
fn legal_texts(p: &Plain) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    for text in candidate_texts(p) {
        let after = apply(p, &text);
        if after.squares == p.squares && after.hands == p.hands {
            continue;
        }
        if in_check(&after, p.side) {
            continue;
        }
        set.insert(text);
    }
    set
}

fn plain_perft(p: &Plain, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_texts(p);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| plain_perft(&apply(p, m), depth - 1))
        .sum()
}

fn plain(text: &str) -> Plain {
    parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}
// ---- hand-built positions ----

/// A position text from stacks placed on an empty board (each stack bottom
/// first, e.g. `("e5", "B^K>T^")`), written by the plain writer.
fn build(side: &str, hands: &str, ply: u32, placements: &[(&str, &str)]) -> String {
    let mut p = plain(&format!("9/9/9/9/9/9/9/9/9 {side} {hands} {ply}"));
    for &(square, pieces) in placements {
        let (r, c) = parse_square(square).unwrap();
        let chars: Vec<char> = pieces.chars().collect();
        let mut k = 0;
        let mut stack = Vec::new();
        while k < chars.len() {
            stack.push(read_piece(&chars, &mut k).unwrap());
        }
        assert!(p.stack(r, c).is_empty(), "{square} twice");
        p.squares[sq(r, c)] = stack;
    }
    let text = write(&p);
    assert_eq!(write(&plain(&text)), text);
    text
}

/// One hand-built position: what it stresses, its text, and moves the
/// brief makes legal / illegal in it (checked on the plain generator; the
/// engine must then agree with the plain generator on the whole set).
struct Case {
    name: &'static str,
    text: String,
    legal: &'static [&'static str],
    illegal: &'static [&'static str],
}

fn hand_built() -> Vec<Case> {
    vec![
        Case {
            name: "stacks: split, whole stack, slides onto own stacks, L on top",
            text: build(
                "o",
                "BPt",
                20,
                &[
                    ("a5", "V"),
                    ("e5", "B^K>T^"),
                    ("e6", "B^"),
                    ("c5", "X^"),
                    ("c7", "S^L"),
                    ("c6", "B^"),
                    ("g7", "L"),
                    ("g3", "B^S^K^X^"),
                    ("i5", "v"),
                    ("f6", "bv"),
                    ("h3", "bvtvsv"),
                ],
            ),
            legal: &[
                // the top T^ of e5 reaches f4 f5 f6 e4 e6 d5 (f6 is Blue's)
                "e5-f6", "e5=f6", "e5-f5", "e5=f5<", "e5-d5>", "e5=d5", "e5-e4", "e5=e4>",
                // the top of a stack rotates in place, two ways
                "e5>", "e5<", // a lone Xe slides onto its own stack, and may turn
                "c5-d5", "c5-e5", "c5-e5>", "c5-e5<",
                // drops onto own stacks and pieces, whatever the top
                "B*e5v", "P*c7", "B*c5>", "B*i9^", "P*a1",
                // the Long on c7 splits off or carries its stack
                "c7-c8", "c7=c8", "c7-c9", "c7=c9", "c7-d7", "c7=f7", "c7-a7", "c7=b7",
                // a lone Long slides down onto its own stack
                "g7-c7", // a height-4 stack topped by a Xe takes a Blue stack of 3
                "g3-h3", "g3=h3", "g3=h3>", "g3>", "g3<", "a5-b5", "a5-a4",
            ],
            illegal: &[
                "e5v", "e5^", // no half turn, no mark equal to the facing
                "e5-e6", "e5=e6", // split or whole stack never onto own
                "c5-e5v", "c5-e5^", "c5-f5", // the slide ends on the stack
                "c7>", "c7<", // a stack topped by a Long doesn't rotate
                "c7-c6", "c7=c6", "c7-g7", "c7=g7", "c7=h7", "B*a5^", "B*f6^", "B*h3^", "P*a5",
                "T*e1^", // Blue's Tướng
                "g3-i3", "g3=i3", "g7-g7",
            ],
        },
        Case {
            name: "check by a sliding Xe: split, whole stack, drop and Vương escape",
            text: build(
                "o",
                "B",
                31,
                &[
                    ("a5", "V"),
                    ("c4", "B^T^"),
                    ("f5", "xv"),
                    ("b6", "bv"),
                    ("i5", "v"),
                ],
            ),
            legal: &[
                "c4-c5", "c4=c5", "c4-d5", "c4=d5>", "B*b5^", "B*e5v", "B*c5<", "a5-a4", "a5-b4",
                "a5-b6",
            ],
            illegal: &["c4-d4", "c4=d4", "c4>", "a5-b5", "a5-a6", "B*d4^", "B*i1^"],
        },
        Case {
            name: "pins: a Sĩ on the Xe's file and a Binh on the Phượng's diagonal",
            text: build(
                "o",
                "2b",
                40,
                &[
                    ("a5", "V"),
                    ("b5", "S^"),
                    ("b6", "B^"),
                    ("e5", "xv"),
                    ("d8", "p"),
                    ("i5", "v"),
                ],
            ),
            legal: &[
                "b5-c5", "b5>", "b5<", "b6>", "b6<", "a5-a4", "a5-a6", "a5-b4",
            ],
            illegal: &["b5-c4", "b5-c6", "b5-a4", "b5-a6", "b6-c6", "b6-c6>"],
        },
        Case {
            name: "Kỵ leaps over a ring of pieces, stacks, captures; a Kỵ facing <",
            text: build(
                "o",
                "-",
                50,
                &[
                    ("a1", "V"),
                    ("c5", "K^"),
                    ("d4", "bv"),
                    ("d5", "B^"),
                    ("d6", "bvbv"),
                    ("c4", "T^"),
                    ("c6", "sv"),
                    ("b4", "B^"),
                    ("b5", "B^"),
                    ("b6", "B^"),
                    ("e4", "B^S^"),
                    ("e6", "tv"),
                    ("a5", "bv"),
                    ("a7", "X^"),
                    ("g3", "B^K<"),
                    ("h5", "kv"),
                    ("i9", "v"),
                ],
            ),
            legal: &[
                "c5-e4", "c5-e4>", "c5-e6", "c5-a3", "c5-a5", "c5-a7", "g3-f5", "g3=f5", "g3-h5",
                "g3=h5^", "g3-e1", "g3=g1v", "g3=i1",
            ],
            illegal: &["c5-e5", "c5-d5", "g3=g1<", "g3-h5>", "g3-g5"],
        },
        Case {
            name: "Blue to move: Blue stacks, a Blue Xe turned ^, Blue drops",
            text: build(
                "b",
                "Kt2blp",
                57,
                &[
                    ("h2", "v"),
                    ("e5", "bvx^"),
                    ("f2", "lb>"),
                    ("d8", "tvp"),
                    ("b8", "V"),
                    ("h5", "S^S^"),
                ],
            ),
            legal: &[
                "e5-f5", "e5=h5", "e5-h5", "e5-h5>", "e5=g5<", "f2-f1", "f2=f1", "f2=f1^", "f2^",
                "f2v", "d8-c7", "d8=c7", "d8-a5", "T*e5v", "L*f2", "B*b7^", "P*d8", "B*h1^",
            ],
            illegal: &[
                "e5-i5", "e5=i5", "d8>", "f2<", "L*b8", "P*h5", "K*a1^", "B*h2<", "B*h2^",
            ],
        },
        Case {
            name: "Vương among enemies: capture a stack, Vương side by side forbidden",
            text: build(
                "o",
                "Sp",
                66,
                &[
                    ("e5", "V"),
                    ("g5", "v"),
                    ("e6", "tvbv"),
                    ("d4", "bv"),
                    ("c7", "p"),
                    ("a6", "B^T^"),
                ],
            ),
            legal: &["e5-e6", "e5-d5", "e5-e4", "e5-d4", "S*d6^", "S*d6v"],
            illegal: &["e5-f4", "e5-f5", "e5-f6", "e5-d6", "a6>", "S*e6^", "S*a6^"],
        },
        Case {
            name: "opening at ply 1 in check: only the blocking drops",
            text: "4v4/9/9/4xv4/9/9/9/9/4V4 o LPlp 1".to_string(),
            legal: &["L*b5", "P*b5"],
            illegal: &["L*b4", "P*b6", "a5-a4"],
        },
        Case {
            name: "opening decided by the ply: Blue at ply 4",
            text: "4v4/9/9/9/9/9/9/9/4V4 b LPlp 4".to_string(),
            legal: &["L*h1", "P*h9"],
            illegal: &["i5-h5", "L*g1", "L*i1", "l*h1"],
        },
        Case {
            name: "after the opening a Long drops anywhere",
            text: "4v4/9/9/9/9/9/9/9/4V4 o L 5".to_string(),
            legal: &["L*e5", "L*i1", "L*b5", "a5-b5"],
            illegal: &["L*a5", "L*i5", "L*e5^"],
        },
        Case {
            name: "a tall stack takes a stack; a Binh on a Long rotates; counts above 9",
            text: build(
                "o",
                "2TS10BLk",
                90,
                &[
                    ("a5", "V"),
                    ("i5", "v"),
                    ("d1", "B^B^S^T^X^"),
                    ("g1", "bvbvkv"),
                    ("e2", "LB<"),
                    ("f8", "p"),
                ],
            ),
            legal: &[
                "d1-g1", "d1=g1", "d1=e1<", "d1-f1>", "e2^", "e2v", "e2-e3", "e2=e3", "e2=e3v",
                "B*e2^", "L*d1", "T*g2>",
            ],
            illegal: &["d1-h1", "d1=h1", "e2>", "e2-e1", "B*g1^"],
        },
        Case {
            name: "no Blue Vương (at most one per side): nothing is a check for Blue",
            text: "9/9/9/9/4x^4/9/9/9/4V4 b - 30".to_string(),
            legal: &["e5-f5", "e5-i5", "e5-i5>", "e5>"],
            illegal: &["e5-d5"],
        },
        Case {
            name: "crowded: every kind in hand and twenty-odd Orange stacks and pieces",
            text: build(
                "o",
                "TSKXBLP",
                120,
                &[
                    ("a1", "V"),
                    ("i9", "v"),
                    ("d5", "B^L"),
                    ("f3", "B^P"),
                    ("c2", "B^X^"),
                    ("g8", "B^Xv"),
                    ("b9", "S^X<"),
                    ("h5", "B^T>"),
                    ("c7", "K^T^"),
                    ("f8", "T<"),
                    ("e2", "S^"),
                    ("g2", "B^S<"),
                    ("e9", "K>"),
                    ("a6", "B^K^"),
                    ("b3", "B^"),
                    ("b5", "B>"),
                    ("b7", "B<"),
                    ("d2", "Bv"),
                    ("d8", "B^"),
                    ("e4", "B<"),
                    ("f6", "B>"),
                    ("g5", "Bv"),
                    ("h2", "B^"),
                    ("h8", "B^"),
                ],
            ),
            legal: &["L*e5", "X*e5<", "P*d5", "d5=d7", "d5-f5", "e9-f7", "e9-d7"],
            illegal: &["d5-g5", "d5=d8", "P*i9", "e9-e7"],
        },
    ]
}

// ---- tests of the plain generator alone ----

#[test]
fn plain_perft_from_the_start() {
    let start = plain(START);
    let counts: Vec<u64> = (1..=4).map(|d| plain_perft(&start, d)).collect();
    assert_eq!(counts, [18, 324, 2592, 20736]);
}

#[test]
fn plain_start_text_round_trips() {
    assert_eq!(write(&plain(START)), START);
    let p = plain(START);
    assert_eq!(p.stack(0, 5)[0].kind, Kind::Vuong);
    assert_eq!(p.stack(0, 9)[0].kind, Kind::Xe);
    assert_eq!(p.stack(8, 4)[0].facing, Some(Facing::TowardA));
    assert_eq!(p.stack(2, 1)[0].side, Side::Orange);
    assert_eq!(p.hands, [[0, 0, 0, 0, 0, 1, 1], [0, 0, 0, 0, 0, 1, 1]]);
}

#[test]
fn plain_grids_are_the_briefs() {
    fn draw(kind: Kind) -> Vec<String> {
        let n = if kind == Kind::Ky { 2 } else { 1 };
        let cells = grid(kind);
        (-n..=n)
            .rev()
            .map(|fwd| {
                (-n..=n)
                    .map(|right| {
                        if (right, fwd) == (0, 0) {
                            "O"
                        } else {
                            match cells.iter().find(|c| (c.right, c.fwd) == (right, fwd)) {
                                Some(c) if c.slide => "*",
                                Some(_) => "x",
                                None => ".",
                            }
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }
    let brief: [(Kind, &[&str]); 8] = [
        (Kind::Vuong, &["x x x", "x O x", "x x x"]),
        (Kind::Tuong, &["x x x", "x O x", ". x ."]),
        (Kind::Si, &["x x x", ". O .", "x . x"]),
        (Kind::Xe, &[". * .", ". O .", ". . ."]),
        (Kind::Binh, &[". x .", ". O .", ". . ."]),
        (Kind::Long, &[". * .", "* O *", ". * ."]),
        (Kind::Phuong, &["* . *", ". O .", "* . *"]),
        (
            Kind::Ky,
            &[
                ". x . x .",
                ". . . . .",
                ". . O . .",
                ". . . . .",
                "x . x . x",
            ],
        ),
    ];
    for (kind, picture) in brief {
        assert_eq!(draw(kind), picture, "{kind:?}");
    }
}

#[test]
fn plain_facings_turn_the_grid() {
    // A lone Binh on e5 in each facing, between the two Vương.
    for (m, to) in [('^', "f5"), ('v', "d5"), ('>', "e4"), ('<', "e6")] {
        let p = plain(&format!("4v4/9/9/9/4B{m}4/9/9/9/4V4 o - 9"));
        let moved: Vec<String> = legal_texts(&p)
            .into_iter()
            .filter(|t| t.starts_with("e5-") && t.len() == 5)
            .collect();
        assert_eq!(moved, [format!("e5-{to}")], "facing {m}");
    }
    // A Kỵ on e5 facing > (toward column 1): forward is toward column 1.
    let p = plain("4v4/9/9/9/4K>4/9/9/9/4V4 o - 9");
    let mut to: Vec<String> = legal_texts(&p)
        .into_iter()
        .filter(|t| t.starts_with("e5-") && t.len() == 5)
        .map(|t| t[3..5].to_string())
        .collect();
    to.sort();
    assert_eq!(to, ["c7", "d3", "e7", "f3", "g7"]);
    // Rotation texts: exactly the two quarter turns.
    let rot: Vec<String> = legal_texts(&p)
        .into_iter()
        .filter(|t| t.len() == 3)
        .collect();
    assert_eq!(rot, ["e5^", "e5v"]);
}

#[test]
fn plain_opening() {
    let p = plain(START);
    let set = legal_texts(&p);
    assert_eq!(set.len(), 18);
    assert!(set
        .iter()
        .all(|t| t.starts_with("L*b") || t.starts_with("P*b")));
    let q = apply(&apply(&p, "L*b5"), "P*h1");
    assert_eq!(
        write(&q),
        "xvkvsvtvvtvsvkvxv/8p/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/4L4/X^K^S^T^VT^S^K^X^ o Pl 3"
    );
    assert_eq!(
        legal_texts(&q).into_iter().collect::<Vec<_>>(),
        ["P*b1", "P*b2", "P*b3", "P*b4", "P*b6", "P*b7", "P*b8", "P*b9"]
    );
}

#[test]
fn plain_capture_of_a_stack_fills_the_hand() {
    let case = &hand_built()[9];
    let p = plain(&case.text);
    let q = apply(&p, "d1=g1");
    assert_eq!(
        write(&q),
        "4v4/9/8(B^B^S^T^X^)/1p7/7(LB<)1/9/9/9/4V4 b 2TSK12BLk 91"
    );
    let q = apply(&p, "d1-g1>");
    assert_eq!(
        write(&q),
        "4v4/9/8X>/1p7/7(LB<)1/8(B^B^S^T^)/9/9/4V4 b 2TSK12BLk 91"
    );
}

#[test]
fn plain_hand_built_positions_follow_the_brief() {
    for case in hand_built() {
        let p = plain(&case.text);
        assert!(!in_check(&p, p.side.other()), "{}: invalid", case.text);
        let set = legal_texts(&p);
        let missing: Vec<&str> = case
            .legal
            .iter()
            .copied()
            .filter(|t| !set.contains(*t))
            .collect();
        let extra: Vec<&str> = case
            .illegal
            .iter()
            .copied()
            .filter(|t| set.contains(*t))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{} ({}): missing {missing:?}, wrongly legal {extra:?}",
            case.name,
            case.text
        );
    }
}
// =====================================================================
// The engine against the plain generator
// =====================================================================

fn engine(text: &str) -> Position {
    Position::from_text(text).unwrap_or_else(|e| panic!("the engine rejects {text}: {e}"))
}

/// The engine's legal move texts, sorted, duplicates kept.
fn engine_texts(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.text()).collect();
    v.sort();
    v
}

/// `None` when the engine's legal move texts are exactly the plain ones
/// (and none is listed twice), else what differs.
fn disagreement(text: &str, engine_moves: &[String], mine: &BTreeSet<String>) -> Option<String> {
    let theirs: BTreeSet<String> = engine_moves.iter().cloned().collect();
    let twice: Vec<&String> = engine_moves
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| &w[0])
        .collect();
    if &theirs == mine && twice.is_empty() {
        return None;
    }
    let only_engine: Vec<&String> = theirs.difference(mine).collect();
    let only_plain: Vec<&String> = mine.difference(&theirs).collect();
    Some(format!(
        "position {text}\n  only in the engine: {only_engine:?}\n  only in the plain generator: {only_plain:?}\n  listed twice by the engine: {twice:?}"
    ))
}

/// Checks that the engine position shows the plain position's text and the
/// same legal moves; returns the plain legal set.
fn agree(mine: &Plain, theirs: &Position) -> BTreeSet<String> {
    let text = write(mine);
    assert_eq!(theirs.text(), text, "position texts differ");
    let set = legal_texts(mine);
    if let Some(d) = disagreement(&text, &engine_texts(theirs), &set) {
        panic!("legal moves differ:\n{d}");
    }
    set
}

/// Plays `text` on both sides (the engine reads it with `parse_move`) and
/// checks the resulting position texts.
fn play_both(mine: &Plain, theirs: &mut Position, text: &str) -> Plain {
    let before = theirs.text();
    let m = theirs
        .parse_move(text)
        .unwrap_or_else(|e| panic!("position {before}: the engine can't read {text}: {e}"));
    assert_eq!(m.text(), text, "position {before}: parse_move({text})");
    let undo = theirs.make(m);
    let after = theirs.text();
    theirs.unmake(m, undo);
    assert_eq!(theirs.text(), before, "unmake of {text}");
    theirs.make(m);
    assert_eq!(theirs.text(), after, "{text} made twice");
    let next = apply(mine, text);
    assert_eq!(
        theirs.text(),
        write(&next),
        "position {before}, move {text}: texts after the move differ (left engine, right plain)"
    );
    next
}

#[test]
fn engine_start_position_text() {
    assert_eq!(Position::startpos().text(), START);
    assert_eq!(engine(START).text(), START);
}

/// Every node down to ply 4 from the start: same legal move set, same
/// position text after each move and after taking it back; the leaves'
/// move counts sum to perft 5, which the engine's perft must give too.
#[test]
fn engine_agrees_on_every_node_to_ply_4_and_on_perft_5() {
    fn walk(mine: &Plain, theirs: &mut Position, depth: u32, counts: &mut [u64]) -> u64 {
        let set = agree(mine, theirs);
        let level = counts.len() - 1 - depth as usize;
        counts[level] += set.len() as u64;
        if depth == 0 {
            return set.len() as u64;
        }
        let before = theirs.text();
        let mut leaves = 0;
        for m in theirs.legal_moves().iter().copied() {
            let text = m.text();
            let undo = theirs.make(m);
            let child = apply(mine, &text);
            assert_eq!(
                theirs.text(),
                write(&child),
                "position {before}, move {text}"
            );
            leaves += walk(&child, theirs, depth - 1, counts);
            theirs.unmake(m, undo);
            assert_eq!(theirs.text(), before, "unmake of {text}");
        }
        leaves
    }
    let start = plain(START);
    let mut theirs = Position::startpos();
    let mut counts = [0u64; 5];
    let plain_perft_5 = walk(&start, &mut theirs, 4, &mut counts);
    eprintln!("plain perft 1..5 from the start: {counts:?}");
    assert_eq!(counts[..4], [18, 324, 2592, 20736]);
    assert_eq!(counts[4], plain_perft_5);
    let engine_counts: Vec<u64> = (1..=5).map(|d| perft(&Position::startpos(), d)).collect();
    assert_eq!(
        engine_counts, counts,
        "engine perft 1..5 (left) vs plain (right)"
    );
}

#[test]
fn engine_agrees_on_hand_built_positions_and_their_children() {
    let mut failures = Vec::new();
    for case in hand_built() {
        let mine = plain(&case.text);
        let theirs = match Position::from_text(&case.text) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!(
                    "{}: the engine rejects {}: {e}",
                    case.name, case.text
                ));
                continue;
            }
        };
        if theirs.text() != case.text {
            failures.push(format!(
                "{}: text {} read back as {}",
                case.name,
                case.text,
                theirs.text()
            ));
            continue;
        }
        let set = legal_texts(&mine);
        eprintln!("{}: {} legal moves", case.name, set.len());
        if let Some(d) = disagreement(&case.text, &engine_texts(&theirs), &set) {
            failures.push(format!("{}:\n{d}", case.name));
            continue;
        }
        if set.len() <= 500 {
            let (ours, engines) = (plain_perft(&mine, 2), perft(&theirs, 2));
            if ours != engines {
                failures.push(format!(
                    "{}: perft 2 of {} is {engines} by the engine, {ours} by the plain generator",
                    case.name, case.text
                ));
            }
        }
        // One ply deeper: every child position (at most about 400 of them,
        // evenly spread, to keep the time down).
        let step = set.len() / 400 + 1;
        for text in set.iter().step_by(step) {
            let child = apply(&mine, text);
            let mut next = theirs.clone();
            let m = next
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", case.text));
            next.make(m);
            if next.text() != write(&child) {
                failures.push(format!(
                    "{}: after {text} the engine shows {} and the plain {}",
                    case.name,
                    next.text(),
                    write(&child)
                ));
                continue;
            }
            if let Some(d) = disagreement(&next.text(), &engine_texts(&next), &legal_texts(&child))
            {
                failures.push(format!("{} after {text}:\n{d}", case.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The brief's list of invalid positions: both readers refuse them, and
/// accept the valid neighbours.
#[test]
fn both_readers_refuse_invalid_positions() {
    let invalid = [
        ("mixed-colour stack", "4v4/9/9/9/4(B^bv)4/9/9/9/4V4 o - 9"),
        ("Vương in a stack", "4v4/9/9/9/4(B^V)4/9/9/9/9 o - 9"),
        ("two Orange Vương", "4v4/9/9/9/4V4/9/9/9/4V4 o - 9"),
        ("two Blue Vương", "4v4/9/9/9/4v4/9/9/9/4V4 o - 9"),
        ("no mark on a Binh", "4v4/9/9/9/4B4/9/9/9/4V4 o - 9"),
        ("a mark on a Long", "4v4/9/9/9/4L^4/9/9/9/4V4 o - 9"),
        ("a mark on a Vương", "4v^4/9/9/9/9/9/9/9/4V4 o - 9"),
        (
            "parentheses around one piece",
            "4v4/9/9/9/4(B^)4/9/9/9/4V4 o - 9",
        ),
        (
            "the side not to move in check",
            "4v4/9/9/9/4X^4/9/9/9/4V4 o - 9",
        ),
        ("the two Vương side by side", "9/9/9/9/4vV3/9/9/9/9 o - 9"),
        ("a row of ten squares", "4v5/9/9/9/9/9/9/9/4V4 o - 9"),
        ("eight rows", "4v4/9/9/9/9/9/9/4V4 o - 9"),
        ("a Vương in hand", "4v4/9/9/9/9/9/9/9/4V4 o V 9"),
        ("side x", "4v4/9/9/9/9/9/9/9/4V4 x - 9"),
        ("ply 0", "4v4/9/9/9/9/9/9/9/4V4 o - 0"),
    ];
    let mut failures = Vec::new();
    for (why, text) in invalid {
        if parse(text).is_ok() {
            failures.push(format!("the plain reader accepts {why}: {text}"));
        }
        if let Ok(p) = Position::from_text(text) {
            failures.push(format!(
                "the engine accepts {why}: {text} (reads {})",
                p.text()
            ));
        }
    }
    let valid = [
        "4v4/9/9/9/4X^4/9/9/9/4V4 b - 9",
        "9/9/9/9/4x^4/9/9/9/4V4 b - 30",
        "9/9/9/9/9/9/9/9/9 o - 1",
        "4v4/9/9/9/4(B^B^B^B^B^B^)4/9/9/9/4V4 o 2TS10BLk 9",
    ];
    for text in valid {
        if let Err(e) = parse(text) {
            failures.push(format!("the plain reader refuses {text}: {e}"));
        }
        match Position::from_text(text) {
            Ok(p) if p.text() == text => {}
            Ok(p) => failures.push(format!("the engine reads {text} as {}", p.text())),
            Err(e) => failures.push(format!("the engine refuses {text}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What kind of move a legal text is, to bias the random playouts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Category {
    Capture,
    StackForming,
    WholeStack,
    Split,
    Drop,
    Rotate,
    Quiet,
}

fn category(p: &Plain, text: &str) -> Category {
    let b = text.as_bytes();
    if b[1] == b'*' {
        let (r, c) = parse_square(&text[2..4]).unwrap();
        return if p.occupied(r, c) {
            Category::StackForming
        } else {
            Category::Drop
        };
    }
    if b[2] != b'-' && b[2] != b'=' {
        return Category::Rotate;
    }
    let (fr, fc) = parse_square(&text[0..2]).unwrap();
    let (tr, tc) = parse_square(&text[3..5]).unwrap();
    let dest = p.stack(tr, tc);
    if dest.last().is_some_and(|d| d.side != p.side) {
        Category::Capture
    } else if b[2] == b'=' {
        Category::WholeStack
    } else if p.stack(fr, fc).len() >= 2 {
        Category::Split
    } else if !dest.is_empty() {
        Category::StackForming
    } else {
        Category::Quiet
    }
}

#[derive(Default, Debug)]
struct Stats {
    games: u32,
    positions: u32,
    with_stack: u32,
    max_height: usize,
    in_check: u32,
    checkmates: u32,
    pats: u32,
    with_pieces_in_hand: u32,
    drops_onto_own_stack_legal: u32,
    splits_legal: u32,
    whole_stack_legal: u32,
    max_moves: usize,
    max_hand: u32,
    max_of_one_kind_in_hand: u32,
    played: std::collections::BTreeMap<String, u32>,
    stack_captures: u32,
    vuong_moves: u32,
}

/// Seeded playouts from the start, biased toward captures, stacks and now
/// and then drops; at every position both generators must agree on the
/// legal move set, and both must show the same text after each move.
#[test]
fn engine_agrees_on_random_playouts() {
    const GAMES: u64 = 40;
    const MAX_PLIES: u32 = 260;
    let mut st = Stats::default();
    for seed in 0..GAMES {
        let mut rng = Rng::from_seed(0x4C50_0000 + seed);
        // Each game its own taste: how much captures and stacks weigh.
        let weight = |cat: Category| -> u64 {
            match cat {
                Category::Capture => 10 + (seed % 4) * 12,
                Category::StackForming => 12 + (seed % 3) * 6,
                Category::WholeStack => 10,
                Category::Split => 10,
                Category::Drop => 4 + (seed % 5) * 3,
                Category::Rotate => 4,
                Category::Quiet => 16,
            }
        };
        let mut mine = plain(START);
        let mut theirs = Position::startpos();
        st.games += 1;
        loop {
            let text = write(&mine);
            let set = agree(&mine, &theirs);
            // The engine reading the same text must agree too.
            let reread = engine(&text);
            assert_eq!(reread.text(), text);
            if let Some(d) = disagreement(&text, &engine_texts(&reread), &set) {
                panic!("legal moves of the re-read position differ:\n{d}");
            }

            st.positions += 1;
            let heights = mine.squares.iter().map(|s| s.len());
            let h = heights.max().unwrap();
            st.max_height = st.max_height.max(h);
            if h >= 2 {
                st.with_stack += 1;
            }
            let check = in_check(&mine, mine.side);
            if check {
                st.in_check += 1;
            }
            let in_hand: u32 = mine.hands[mine.side.index()].iter().sum();
            st.max_hand = st.max_hand.max(
                mine.hands[0]
                    .iter()
                    .sum::<u32>()
                    .max(mine.hands[1].iter().sum()),
            );
            if in_hand > 0 && mine.ply > 4 {
                st.with_pieces_in_hand += 1;
            }
            let most = mine.hands.iter().flatten().copied().max().unwrap();
            st.max_of_one_kind_in_hand = st.max_of_one_kind_in_hand.max(most);
            st.max_moves = st.max_moves.max(set.len());
            let cats: Vec<(Category, &String)> =
                set.iter().map(|t| (category(&mine, t), t)).collect();
            if cats
                .iter()
                .any(|(c, t)| *c == Category::StackForming && t.as_bytes()[1] == b'*')
            {
                st.drops_onto_own_stack_legal += 1;
            }
            if cats.iter().any(|(c, _)| *c == Category::Split) {
                st.splits_legal += 1;
            }
            if cats.iter().any(|(_, t)| t.as_bytes().get(2) == Some(&b'=')) {
                st.whole_stack_legal += 1;
            }
            if set.is_empty() {
                if check {
                    st.checkmates += 1;
                } else {
                    st.pats += 1;
                }
                break;
            }
            if mine.ply > MAX_PLIES {
                break;
            }

            // Choose a category by weight among those present, then a move.
            let mut present: Vec<Category> = cats.iter().map(|(c, _)| *c).collect();
            present.dedup();
            present.sort_by_key(|c| *c as u8);
            present.dedup();
            let total: u64 = present.iter().map(|&c| weight(c)).sum();
            let mut pick = rng.below(total);
            let mut chosen = present[0];
            for &c in &present {
                if pick < weight(c) {
                    chosen = c;
                    break;
                }
                pick -= weight(c);
            }
            let options: Vec<&String> = cats
                .iter()
                .filter(|(c, _)| *c == chosen)
                .map(|(_, t)| *t)
                .collect();
            let text = options[rng.below(options.len() as u64) as usize].clone();

            *st.played.entry(format!("{chosen:?}")).or_default() += 1;
            if chosen == Category::Capture {
                let (r, c) = parse_square(&text[3..5]).unwrap();
                if mine.stack(r, c).len() >= 2 {
                    st.stack_captures += 1;
                }
            }
            if text.as_bytes()[1] != b'*' && text.len() >= 5 {
                let (r, c) = parse_square(&text[0..2]).unwrap();
                if mine.stack(r, c).last().unwrap().kind == Kind::Vuong {
                    st.vuong_moves += 1;
                }
            }
            mine = play_both(&mine, &mut theirs, &text);
        }
    }
    eprintln!(
        "random playouts: {} games, {} positions compared; with a stack on the board {}, \
         max stack height {}, side to move in check {}, mover holding pieces after the opening {}, \
         a drop onto an own stack legal {}, a split legal {}, a whole-stack move legal {}, \
         most legal moves in one position {}, most pieces in one hand {} \
         (most of one kind {}); \
         games ended by checkmate {}, by pat {}; moves played by kind {:?}, \
         of them captures of a stack {}, Vương moves {}",
        st.games,
        st.positions,
        st.with_stack,
        st.max_height,
        st.in_check,
        st.with_pieces_in_hand,
        st.drops_onto_own_stack_legal,
        st.splits_legal,
        st.whole_stack_legal,
        st.max_moves,
        st.max_hand,
        st.max_of_one_kind_in_hand,
        st.checkmates,
        st.pats,
        st.played,
        st.stack_captures,
        st.vuong_moves,
    );
    // The playouts must really reach the tricky rules.
    assert!(st.positions >= 500, "{st:?}");
    assert!(st.with_stack >= 100 && st.max_height >= 3, "{st:?}");
    assert!(st.in_check >= 20, "{st:?}");
    assert!(st.drops_onto_own_stack_legal >= 50, "{st:?}");
    assert!(
        st.splits_legal >= 50 && st.whole_stack_legal >= 50,
        "{st:?}"
    );
    assert!(st.stack_captures >= 10 && st.vuong_moves >= 10, "{st:?}");
}

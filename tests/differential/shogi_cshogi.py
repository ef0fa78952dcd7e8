#!/usr/bin/env python3
"""Differential test: our Shogi move generator against cshogi.

Run from the repository root, with the venv the build script makes:

    target/pyenv/bin/python tests/differential/shogi_cshogi.py \
        --rulebook target/release/rulebook [--positions 370] [--seed 1]

`python3 tests/differential/shogi_cshogi.py ...` does the same: when the
venv target/pyenv exists (set RULEBOOK_PYENV to use another) and this is not
already running in it, the script re-executes itself with that venv's python,
so the pinned cshogi (tests/differential/requirements.txt) is the oracle.
cshogi (a C++ core derived from the Apery engine) was chosen as the
reference for its handling of the pawn-drop-mate rule, which Fairy-Stockfish
and python-shogi get wrong in some cases.

Positions: hand-picked ones (start position, as SFEN and as `startpos`;
the Matsuri middlegame; full hands; nifu; dead drops; forced and optional
promotions for both sides; pawn-drop mates and their non-cases; legal
moved-pawn and knight-drop mates; a stalemate; single and double checks;
pins), then distinct positions reached by seeded random playouts, with
every position met that is in check or has a pawn drop refused as
uchifuzume kept. For every position:
  1. the set of legal moves cshogi gives (`Board.legal_moves`, in USI) must
     equal the output of `rulebook moves shogi <sfen>`, which must also be
     sorted, unique and well-formed USI;
  2. playing the position's first legal move (first in sorted order, or a
     move named with a hand-picked position) through
     `rulebook play shogi <sfen> <move>` must print the SFEN cshogi's
     `Board.sfen()` gives after `push_usi` (all four fields: board, side,
     hands in the order R B G S N L P with Sente's first, move number =
     the input's + plies played);
  3. the same for a short seeded random sequence of moves (1 to 6 plies,
     preferring a mate in one when cshogi finds one, then captures,
     promotions and drops, so that captured pieces reach the hands), played
     in one `rulebook play` call;
  4. after either line (2 or 3), if cshogi says the side to move has no
     legal move, `rulebook play` must print `result <mover> checkmate` (in
     check) or `result <mover> stalemate` (not in check: the side without
     a move loses in our rules), <mover> (sente/gote) having made the last
     move; otherwise it must print no result line.

The summary counts, among other things, positions in check (and double
check, from the script's own attack test, which must agree with cshogi's
is_check), with pieces in hand, with a forced promotion available (a
promotion listed without its non-promotion), with an optional one, and
with a pawn drop refused as uchifuzume (pawn in hand, square before the
enemy king empty, no nifu, mover not in check, drop not listed; the script
asserts that the drop would indeed mate).

Only disagreements are printed, then a summary, then as the LAST line
`N passed, M failed` (positions compared), read by CI. Exit status 1 if
anything failed, 0 otherwise.

What was found about cshogi 1.1.0 (its C++ sources are Apery's):
  * `Board.legal_moves` is Apery's `MoveList<LegalAll>`: unlike the
    search generator (`Legal`), it DOES list the never-better
    non-promotions (pawn, bishop and rook moves into, out of or inside the
    zone, lance to ranks 2 and 3), and omits only the moves that would
    leave a piece without a move (pawn or lance to the last rank, knight to
    the last two; same for drops). It excludes two-pawn (nifu) and
    pawn-drop-mate (uchifuzume) drops. The script cross-checks this on every
    position against a second cshogi path: every from/to pair (with and
    without `+`) and every drop is run through `Board.move_from_usi`, whose
    pseudo-legality and legality test rejects nifu, uchifuzume, pins and
    king exposure, and the result is filtered by our own promotion and
    dead-piece rules (see `by_rules`), because that test does NOT check
    them: `move_from_usi` accepts `9d9a` for a lance, `5i5h+` for a king and
    `N*5b` for Sente. Any difference between the two paths is reported as
    a failure of the oracle, not of ours.
  * `Board.is_legal(move_from_usi(...))` therefore is no legality oracle
    for promotions or drops by itself.
  * `Board.sfen()` writes the hands in the order R B G S N L P, counts
    before the letter, Sente's first, and the move number as the input's
    plus the moves pushed; hand-picked SFENs are written that way (asserted).
  * Uchifuzume is handled: the hand-picked positions below state which pawn
    drops cshogi must refuse (mate: defended pawn, escapes blocked, the only
    capturer pinned, a pinned Sente defender still defending) and which it
    must allow (king escape, capture by an unpinned piece, by a piece
    pinned along the capture line, by the king); the script checks those
    expectations against cshogi before comparing anything.
"""

import random
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from importlib.metadata import version

import verdicts
from pyenv import use_pyenv
from verdicts import Tally, moves_problems, playout_arguments, reference, run

GAME = "shogi"
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def hp(sfen, label, play=None, legal=(), illegal=()):
    """A hand-picked position. `play` (USI) replaces the default first legal
    move for the `rulebook play` check; `legal` / `illegal` are moves cshogi
    must list / must not list there (asserted before anything is compared).
    """
    return dict(sfen=sfen, label=label, play=play, legal=legal, illegal=illegal)


# Hand-picked positions (`startpos` is passed as such to rulebook and read
# as START by cshogi). All are legal positions (both kings on the board,
# no more pieces of a kind than a set holds, no two unpromoted pawns of a
# side on a file, no piece without a move, the side not to move not in
# check), which the script asserts.
HAND_PICKED = [
    hp(START, "start position", legal=["7g7f", "2h1h"], illegal=["P*5e"]),
    hp("startpos", "start position given as `startpos`", play="7g7f"),
    hp("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
       "Matsuri: middlegame with both hands full of kinds"),
    # Full hands: every kind in both hands, only the kings on the board.
    hp("4k4/9/9/9/9/9/9/9/4K4 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
       "full hands, Sente to drop: no P/L on rank a, no N on ranks a-b",
       play="N*5c", legal=["P*1b", "L*9b", "N*5c", "R*6a", "G*1a"],
       illegal=["P*1a", "L*9a", "N*5b", "N*1a"]),
    hp("4k4/9/9/9/9/9/9/9/4K4 w RB2G2S2N2L9Prb2g2s2n2l9p 1",
       "full hands, Gote to drop: no p/l on rank i, no n on ranks h-i",
       play="P*5h", legal=["P*1h", "L*9h", "N*5g", "B*1i"],
       illegal=["P*1i", "L*9i", "N*5h", "N*9i"]),
    hp("3gkg3/9/9/9/9/9/9/9/3GKG3 b RB2S2N2L9Prb2s2n2l9p 12",
       "full hands with golds on the board, move number 12", play="R*5b"),
    # Nifu.
    hp("4k4/8+P/2p6/9/9/2P1P1P2/9/9/4K4 b 3P2p 1",
       "nifu: Sente may not drop on files 7, 5, 3; a tokin or an enemy pawn does not count",
       legal=["P*1c", "P*8c", "P*9h"], illegal=["P*7c", "P*5c", "P*3c", "P*5b"]),
    hp("4k4/9/9/2p1p1p2/9/9/6P2/9/4K4 w 2p 3",
       "nifu for Gote: files 7, 5, 3 closed",
       legal=["P*1e", "P*8e"], illegal=["P*7e", "P*5e", "P*3e", "P*9i"]),
    # Promotions: forced and optional.
    hp("4k4/6P2/8L/5N3/2N6/9/9/9/4K4 b - 1",
       "forced promotions: pawn to rank a, lance to rank a, knight to ranks a-b",
       legal=["3b3a+", "1c1a+", "1c1b", "1c1b+", "4d5b+", "7e6c", "7e6c+"],
       illegal=["3b3a", "1c1a", "4d5b"]),
    hp("4k4/9/9/9/2n6/5n3/8l/6p2/4K4 w - 1",
       "forced promotions for Gote: pawn/lance to rank i, knight to ranks h-i",
       legal=["3h3i+", "1g1i+", "1g1h", "1g1h+", "4f5h+", "7e6g", "7e6g+"],
       illegal=["3h3i", "1g1i", "4f5h"]),
    hp("4k4/7B1/2S6/R2P5/9/9/1L7/9/4K4 b - 1",
       "optional promotions: bishop out of the zone, silver back out, rook and lance into it",
       legal=["2b5e", "2b5e+", "7c8d", "7c8d+", "9d9a", "9d9a+", "6d6c", "6d6c+",
              "8g8b", "8g8b+", "8g8c"], illegal=["8g8a", "9d8d+", "8g8d+"]),
    hp("4k4/9/1l7/9/9/r2p5/2s6/7b1/4K4 w - 9",
       "optional promotions for Gote", legal=["2h5e", "2h5e+", "9f9i", "9f9i+", "6f6g+"]),
    hp("4k4/1P7/9/9/9/9/9/9/4K4 b r 1",
       "pawn on rank b: only the promotion to rank a", play="8b8a+"),
    # Pawn-drop mate (uchifuzume) and its non-cases. Gote king on 1a.
    hp("7nk/7p1/9/7N1/9/9/9/9/4K4 b P 1",
       "uchifuzume: P*1b mates (defended by the knight, 2a/2b blocked) so is illegal",
       illegal=["P*1b"], legal=["P*1c"]),
    hp("4k4/9/9/9/9/1n7/9/1P7/KN7 w p 1",
       "uchifuzume for Gote: p*9h would mate, illegal", illegal=["P*9h"]),
    hp("7nk/7g1/9/7N1/4B4/9/9/9/4K4 b P 1",
       "uchifuzume: the gold that could take the pawn is pinned by the bishop",
       illegal=["P*1b"]),
    hp("7nk/7p1/7r1/7N1/9/9/9/9/7K1 b P 1",
       "uchifuzume: the defending knight is pinned but still guards 1b",
       illegal=["P*1b"]),
    hp("9/9/4+B4/9/4k4/9/4G4/9/3LKL3 b P 1",
       "uchifuzume in mid-board: horse, lances and gold cover every flight", illegal=["P*5f"]),
    hp("7nk/9/9/7N1/9/9/9/9/4K4 b P 1",
       "pawn-drop check, not mate: the king escapes to 2b", legal=["P*1b"], play="P*1b"),
    hp("7nk/7g1/9/7N1/9/9/9/9/4K4 b P 1",
       "pawn-drop check, not mate: an unpinned gold takes the pawn", legal=["P*1b"], play="P*1b"),
    hp("7nk/7p1/9/6bN1/9/9/9/9/4K4 b P 1",
       "pawn-drop check, not mate: a distant bishop takes the pawn", legal=["P*1b"]),
    hp("7nk/7p1/8g/7N1/8R/9/9/9/4K4 b P 1",
       "pawn-drop check, not mate: the gold pinned on the file takes along the pin",
       legal=["P*1b"], play="P*1b"),
    hp("7nk/7p1/9/9/9/9/9/9/4K4 b P 1",
       "pawn-drop check, not mate: the king takes the undefended pawn", legal=["P*1b"], play="P*1b"),
    # Mates that are legal.
    hp("7nk/7p1/8P/7N1/9/9/9/9/4K4 b - 1",
       "moved-pawn mate is legal (1c1b without promotion)", play="1c1b", legal=["1c1b", "1c1b+"]),
    hp("7lk/7nl/9/9/9/9/9/9/4K4 b N 1",
       "knight-drop mate is legal", play="N*2c", legal=["N*2c"]),
    hp("8k/9/5S1G1/9/9/9/9/9/4K4 b - 1",
       "silver move leaves Gote without a move, not in check: stalemate, Sente wins",
       play="4c3b"),
    # Checks and pins.
    hp("4rk3/9/9/9/8b/9/9/9/4K4 b GP 1",
       "double check by rook and bishop: only king moves, no drops",
       legal=["5i4i", "5i6h"], illegal=["5i4h", "5i5h", "G*5h"]),
    hp("R3k4/5g3/5N3/9/9/9/9/9/4K4 w g 1",
       "double check by knight and rook for Gote: the king may not flee along the rook's rank",
       legal=["5a5b", "5a6b"], illegal=["5a4a", "5a6a", "4b4c", "G*8a"]),
    hp("4r3k/9/9/9/8b/9/9/5S3/4K4 b NLP 1",
       "rook check answered by drops on the file; the silver pinned by the bishop may not block",
       legal=["P*5b", "L*5b", "N*5c"], illegal=["4h5g", "N*5b", "4h5g+"]),
    hp("4r3k/9/9/9/9/4R4/9/9/4K4 b - 1",
       "rook pinned on the file moves along it only", play="5f5a+",
       legal=["5f5a", "5f5a+", "5f5g"], illegal=["5f4f"]),
    hp("8k/9/9/9/9/9/5n3/9/4K4 b G 1",
       "knight check: no interposition, the king must move", illegal=["G*5h"]),
    hp("4k4/9/9/9/9/9/9/4p4/4K4 b - 1",
       "pawn check answered by the king taking it", play="5i5h"),
    hp("4k4/9/9/4L4/9/9/9/9/3K5 w g 7",
       "Gote in check by a distant lance: gold drops interpose", play="G*5c",
       legal=["G*5b", "G*5c"], illegal=["G*4b"]),
    hp("1n2k4/9/9/9/9/9/9/9/3+bK+b3 b - 1",
       "double check by two horses beside the king: it takes one",
       legal=["5i4i", "5i6i"], illegal=["5i5h", "5i4h", "5i6h"]),
]

USI_RE = re.compile(r"^(?:[1-9][a-i][1-9][a-i]\+?|[RBGSNLP]\*[1-9][a-i])$")

# Pieces: (file 1-9, rank 1-9) -> (kind, owner) with kind like "P", "+P",
# owner "b" (Sente) or "w" (Gote). Sente moves towards rank 1 (a).
HAND_ORDER = "RBGSNLP"
SET_COUNTS = {"K": 2, "R": 2, "B": 2, "G": 4, "S": 4, "N": 4, "L": 4, "P": 18}
STEPS = {
    "P": [(0, -1)],
    "N": [(-1, -2), (1, -2)],
    "S": [(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)],
    "G": [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)],
    "K": [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)],
    "+B": [(0, -1), (-1, 0), (1, 0), (0, 1)],
    "+R": [(-1, -1), (1, -1), (-1, 1), (1, 1)],
}
for k in ("+P", "+L", "+N", "+S"):
    STEPS[k] = STEPS["G"]
SLIDES = {
    "L": [(0, -1)],
    "B": [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    "R": [(0, -1), (-1, 0), (1, 0), (0, 1)],
}
SLIDES["+B"] = SLIDES["B"]
SLIDES["+R"] = SLIDES["R"]


def parse_sfen(sfen):
    """-> (board, side, hands, move number); hands[owner][kind] = count."""
    fields = sfen.split()
    rows = fields[0].split("/")
    if len(rows) != 9:
        raise ValueError("board needs 9 ranks")
    board = {}
    for rank, row in enumerate(rows, 1):
        file, promoted = 9, False
        for c in row:
            if c.isdigit():
                file -= int(c)
            elif c == "+":
                promoted = True
            else:
                board[(file, rank)] = (("+" if promoted else "") + c.upper(), "b" if c.isupper() else "w")
                file, promoted = file - 1, False
        if file != 0:
            raise ValueError(f"rank {rank} does not have 9 files")
    hands = {"b": {}, "w": {}}
    if fields[2] != "-":
        for n, c in re.findall(r"(\d*)([A-Za-z])", fields[2]):
            hands["b" if c.isupper() else "w"][c.upper()] = int(n or 1)
    return board, fields[1], hands, int(fields[3])


def attackers(board, square, owner):
    """Squares of `owner`'s pieces attacking `square`."""
    found = []
    for (f, r), (kind, who) in board.items():
        if who != owner:
            continue
        sign = 1 if owner == "b" else -1
        for df, dr in STEPS.get(kind, []):
            if (f + df, r + dr * sign) == square:
                found.append((f, r))
        for df, dr in SLIDES.get(kind, []):
            ff, rr = f + df, r + dr * sign
            while 1 <= ff <= 9 and 1 <= rr <= 9:
                if (ff, rr) == square:
                    found.append((f, r))
                    break
                if (ff, rr) in board:
                    break
                ff, rr = ff + df, rr + dr * sign
    return found


def king_square(board, owner):
    return next(sq for sq, (kind, who) in board.items() if kind == "K" and who == owner)


def checkers(board, side):
    other = "w" if side == "b" else "b"
    return attackers(board, king_square(board, side), other)


def last_ranks(kind, owner):
    """Ranks where an unpromoted `kind` of `owner` would have no move."""
    n = {"P": 1, "L": 1, "N": 2}.get(kind, 0)
    return set(range(1, n + 1)) if owner == "b" else set(range(10 - n, 10))


def in_zone(rank, owner):
    return rank <= 3 if owner == "b" else rank >= 7


def position_problems(sfen):
    """Why the SFEN is not a legal position (empty list when it is)."""
    try:
        board, side, hands, _ = parse_sfen(sfen)
    except (ValueError, IndexError) as e:
        return [f"unreadable: {e}"]
    problems = []
    counts = {}
    for kind, who in board.values():
        base = kind.lstrip("+")
        counts[base] = counts.get(base, 0) + 1
    for owner in "bw":
        for kind, n in hands[owner].items():
            counts[kind] = counts.get(kind, 0) + n
        if sum(1 for k, w in board.values() if k == "K" and w == owner) != 1:
            problems.append(f"{owner} needs exactly one king")
    for kind, n in counts.items():
        if n > SET_COUNTS[kind]:
            problems.append(f"{n} pieces of kind {kind}")
    for (f, r), (kind, owner) in board.items():
        if r in last_ranks(kind, owner):
            problems.append(f"{kind} at {f}{'abcdefghi'[r - 1]} has no move")
    for owner in "bw":
        files = [f for (f, r), (k, w) in board.items() if k == "P" and w == owner]
        if len(files) != len(set(files)):
            problems.append(f"two pawns of {owner} on a file")
    if not problems and checkers(board, "w" if side == "b" else "b"):
        problems.append("the side not to move is in check")
    return problems


def sq_usi(f, r):
    return f"{f}{'abcdefghi'[r - 1]}"


def by_rules(board, side, hands, usi):
    """Our promotion and dead-piece rules for a move cshogi accepted.

    `move_from_usi` (Apery's usiToMove with Searching=false) checks
    ownership, reach, nifu, uchifuzume, pins and king safety, but not these.
    """
    if usi[1] == "*":
        kind, r = usi[0], "abcdefghi".index(usi[3]) + 1
        return r not in last_ranks(kind, side)
    ff, fr = int(usi[0]), "abcdefghi".index(usi[1]) + 1
    tr = "abcdefghi".index(usi[3]) + 1
    kind = board[(ff, fr)][0]
    if usi.endswith("+"):
        return kind in ("P", "L", "N", "S", "B", "R") and (in_zone(fr, side) or in_zone(tr, side))
    return tr not in last_ranks(kind, side)


def candidates(board, side, hands):
    """Every from/to pair of the mover's pieces (with and without `+`) and
    every drop of a piece in hand on an empty square, in USI."""
    out = []
    empty = [(f, r) for f in range(1, 10) for r in range(1, 10) if (f, r) not in board]
    for (f, r), (kind, who) in board.items():
        if who != side:
            continue
        for tf in range(1, 10):
            for tr in range(1, 10):
                if (tf, tr) != (f, r):
                    m = sq_usi(f, r) + sq_usi(tf, tr)
                    out.append(m)
                    out.append(m + "+")
    for kind in hands[side]:
        out.extend(f"{kind}*{sq_usi(f, r)}" for f, r in empty)
    return out


def oracle_moves(cshogi, board):
    return {cshogi.move_to_usi(m) for m in board.legal_moves}


def cross_checked(cshogi, board, sfen):
    """The legal moves found by the second cshogi path (see the docstring)."""
    pieces, side, hands, _ = parse_sfen(sfen)
    return {m for m in candidates(pieces, side, hands)
            if board.move_from_usi(m) and by_rules(pieces, side, hands, m)}


def key(sfen):
    """Board, side to move and hands: what legality depends on."""
    return " ".join(sfen.split()[:3])


def pick(rng, cshogi, board, legal_ints, p_check, p_capture):
    """A random legal move, biased towards checks and captures."""
    r = rng.random()
    if r < p_check:
        checks = sorted(cshogi.move_to_usi(m) for m in board.check_moves)
        if checks:
            return rng.choice(checks)
    elif r < p_check + p_capture:
        caps = sorted(cshogi.move_to_usi(m) for m in legal_ints if cshogi.move_cap(m))
        if caps:
            return rng.choice(caps)
    return rng.choice(sorted(cshogi.move_to_usi(m) for m in legal_ints))


def refused_pawn_drop(cshogi, board, legal_usi):
    """The pawn drop in front of the enemy king that cshogi refuses although
    the mover has a pawn, the square is empty, the file has no pawn of the
    mover and the mover is not in check; None if there is none. Such a drop
    gives check, so it is refused as uchifuzume: this asserts it would mate.
    cshogi squares: 0 = 1a, 1 = 1b, ..., 9 = 2a; Sente moves to lower ranks.
    """
    us = board.turn
    if not board.pieces_in_hand[us][0] or board.is_check():
        return None
    ksq = board.king_square(1 - us)
    rank = ksq % 9
    if (rank == 8) if us == cshogi.BLACK else (rank == 0):
        return None
    to = ksq + (1 if us == cshogi.BLACK else -1)
    own_pawn = cshogi.BPAWN if us == cshogi.BLACK else cshogi.WPAWN
    file0 = to - to % 9
    if board.piece(to) != cshogi.NONE or any(board.piece(file0 + r) == own_pawn for r in range(9)):
        return None
    drop = cshogi.move_to_usi(board.drop_move(to, cshogi.PAWN))
    if drop in legal_usi:
        return None
    board.push(board.drop_move(to, cshogi.PAWN))
    mate = board.is_check() and board.is_game_over()
    board.pop()
    if not mate:
        raise RuntimeError(f"cshogi refuses {drop} in {board.sfen()} without a mate")
    return drop


def collect_positions(cshogi, rng, wanted, wanted_check, seen):
    """Distinct positions from seeded random playouts.

    Returns (sfens, playouts). Every position met that is in check or where
    a pawn drop is refused as uchifuzume is kept; other positions are
    sampled (the last one of each playout always is, while fewer than
    `wanted` are held). Stops once `wanted` positions are held and at least
    `wanted_check` of them are in check. The moves prefer checks (5%, on top
    of the many random play gives) and captures (45%), so that hands fill
    up; games run 10 to 200 plies.
    """
    board = cshogi.Board()
    held, n_check, playouts = [], 0, 0
    while len(held) < wanted or n_check < wanted_check:
        playouts += 1
        if playouts > 2000:
            raise RuntimeError("could not collect enough positions")
        board.set_sfen(START)
        length = rng.randint(10, 200)
        for ply in range(1, length + 1):
            legal = list(board.legal_moves)
            if not legal:
                break  # game over: the side to move has no legal move
            board.push_usi(pick(rng, cshogi, board, legal, 0.05, 0.45))
            in_check = board.is_check()
            last = ply == length or board.is_game_over()
            if not in_check and not (len(held) < wanted and (last or rng.random() < 0.12)):
                if not refused_pawn_drop(cshogi, board, oracle_moves(cshogi, board)):
                    continue
            sfen = board.sfen()
            if key(sfen) in seen:
                continue
            seen.add(key(sfen))
            held.append(sfen)
            n_check += in_check
    return held, playouts


def setup_failure(message, args, n=None):
    """Nothing could be compared: count every requested position as failed."""
    return verdicts.setup_failure("shogi differential", message, n if n is not None else args.positions)


def play_expectation(cshogi, board, moves):
    """Plays `moves` on `board` (then takes them back): the SFEN after them
    and the result line `rulebook play` must print (None if the game goes on).
    """
    for m in moves:
        if not board.push_usi(m):
            raise ValueError(f"cshogi refuses {m}")
    after = board.sfen()
    result = None
    if board.is_game_over():
        mover = "gote" if board.turn == cshogi.BLACK else "sente"
        result = f"result {mover} {'checkmate' if board.is_check() else 'stalemate'}"
    for _ in moves:
        board.pop()
    return after, result


def random_line(rng, cshogi, board):
    """1-6 plies from the position, preferring mates in one (cshogi's
    mate_move_in_1ply), captures, promotions and drops."""
    moves = []
    for _ in range(rng.randint(1, 6)):
        legal = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
        if not legal:
            break
        mate = board.mate_move_in_1ply()
        mate = cshogi.move_to_usi(mate) if mate else None
        lively = [m for m in legal if m.endswith("+") or m[1] == "*"
                  or cshogi.move_cap(board.move_from_usi(m))]
        if mate in legal and rng.random() < 0.7:
            m = mate
        else:
            m = rng.choice(lively if lively and rng.random() < 0.7 else legal)
        board.push_usi(m)
        moves.append(m)
    for _ in moves:
        board.pop()
    return moves


def main():
    use_pyenv(__file__)
    args = playout_arguments(__doc__, 370, "max(40, positions/6)").parse_args()
    t0 = time.monotonic()

    cshogi, problem = reference("cshogi", args.rulebook)
    if problem:
        return setup_failure(problem, args)
    cshogi_version = version("cshogi")

    wanted_check = args.min_check if args.min_check is not None else max(40, args.positions // 6)
    rng = random.Random(args.seed)
    board = cshogi.Board()

    # Hand-picked positions first, checked to be legal, with the stated
    # cshogi verdicts (uchifuzume etc.) asserted.
    entries = []  # (rulebook's position argument, SFEN, label, move to play or None)
    seen = set()
    for h in HAND_PICKED:
        arg = h["sfen"]
        sfen = START if arg == "startpos" else arg
        problems = position_problems(sfen)
        if problems:
            return setup_failure(f"hand-picked SFEN is not a legal position ({'; '.join(problems)}): {sfen}", args)
        board.set_sfen(sfen)
        if board.sfen() != sfen:
            return setup_failure(f"cshogi reads {sfen} as {board.sfen()}", args)
        legal = oracle_moves(cshogi, board)
        wrong = [m for m in h["legal"] if m not in legal] + [m for m in h["illegal"] if m in legal]
        if wrong:
            return setup_failure(f"cshogi's verdict on {' '.join(wrong)} is not the stated one in {sfen} "
                                 f"({h['label']})", args)
        if h["play"] and h["play"] not in legal:
            return setup_failure(f"hand-picked move {h['play']} is not legal in {sfen}", args)
        if key(arg) in seen:
            return setup_failure(f"hand-picked position listed twice: {arg}", args)
        seen.add(key(arg))
        entries.append((arg, sfen, h["label"], h["play"]))
    n_hand = len(entries)

    try:
        random_sfens, playouts = collect_positions(cshogi, rng, args.positions, wanted_check, seen)
    except RuntimeError as e:
        return setup_failure(str(e), args)
    entries += [(s, s, "random playout", None) for s in random_sfens]
    t_gen = time.monotonic() - t0

    # Oracle side: everything cshogi says, computed before any process runs.
    stats = dict(check=0, double=0, hand=0, drops=0, forced=0, optional=0,
                 uchifuzume=0, pawn_drop_check=0, no_move=0, ended=0, oracle_split=0)
    jobs = []
    for arg, sfen, label, chosen in entries:
        board.set_sfen(sfen)
        expected = oracle_moves(cshogi, board)
        second = cross_checked(cshogi, board, sfen)
        pieces, side, hands, _ = parse_sfen(sfen)
        in_check = board.is_check()
        n_checkers = len(checkers(pieces, side))
        if bool(n_checkers) != in_check:
            return setup_failure(f"cshogi and the script disagree on check in {sfen}", args, len(entries))
        stats["check"] += in_check
        stats["double"] += n_checkers > 1
        stats["hand"] += bool(hands["b"] or hands["w"])
        stats["drops"] += any(m[1] == "*" for m in expected)
        stats["forced"] += any(m.endswith("+") and m[:-1] not in expected for m in expected)
        stats["optional"] += any(m.endswith("+") and m[:-1] in expected for m in expected)
        stats["no_move"] += not expected
        # Pawn drops in front of the enemy king give check: count the legal
        # ones and those refused as uchifuzume.
        try:
            stats["uchifuzume"] += bool(refused_pawn_drop(cshogi, board, expected))
        except RuntimeError as e:
            return setup_failure(str(e), args, len(entries))
        ek = king_square(pieces, "w" if side == "b" else "b")
        front = (ek[0], ek[1] + (1 if side == "b" else -1))
        stats["pawn_drop_check"] += 1 <= front[1] <= 9 and "P*" + sq_usi(*front) in expected
        plays = [[chosen or (sorted(expected)[0] if expected else None)]]
        if expected:
            plays.append(random_line(rng, cshogi, board))
        plays = [(moves, *play_expectation(cshogi, board, moves)) for moves in plays if moves[0]]
        stats["ended"] += any(p[2] for p in plays)
        split = (sorted(second - expected), sorted(expected - second))
        stats["oracle_split"] += bool(split[0] or split[1])
        jobs.append(dict(arg=arg, label=label, expected=expected, split=split,
                         in_check=in_check, double=n_checkers > 1, plays=plays))

    def ours(job):
        job["moves"] = run([args.rulebook, "moves", GAME, job["arg"]])
        job["played"] = [run([args.rulebook, "play", GAME, job["arg"], *moves])
                         for moves, _, _ in job["plays"]]
        return job

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        jobs = list(pool.map(ours, jobs))

    tally = Tally()
    for job in jobs:
        problems = []
        if job["split"][0] or job["split"][1]:
            problems.append("ORACLE: cshogi's legal_moves and move_from_usi disagree: "
                            f"only move_from_usi {' '.join(job['split'][0]) or '-'}; "
                            f"only legal_moves {' '.join(job['split'][1]) or '-'}")
        rc, out, err = job["moves"]
        if rc != 0:
            problems.append(f"rulebook moves exited {rc}: {err.strip()}")
        else:
            problems += moves_problems(out.split(), job["expected"], USI_RE, "USI", "cshogi")
        for (moves, want_sfen, want_result), (rc, out, err) in zip(job["plays"], job["played"]):
            what = " ".join(moves)
            if rc != 0:
                problems.append(f"rulebook play {what} exited {rc}: {err.strip()}")
                continue
            lines = out.splitlines()
            got_sfen = lines[0].strip() if lines else ""
            if got_sfen.split() != want_sfen.split():
                problems.append(f"after {what}: ours {got_sfen!r}, cshogi {want_sfen!r}")
            rest = [line.strip() for line in lines[1:] if line.strip()]
            if want_result and rest != [want_result]:
                problems.append(f"after {what} the side to move has no legal move: "
                                f"expected {want_result!r}, ours printed {' | '.join(rest) or '(nothing)'}")
            elif not want_result and rest:
                problems.append(f"after {what} the game goes on (cshogi), ours printed {' | '.join(rest)!r}")
        tags = ", in check" if job["in_check"] else ""
        tags += " (double)" if job["double"] else ""
        tally.judge(f"{job['arg']}  [{job['label']}{tags}]", problems)

    total = len(jobs)
    n_moves = sum(len(j["expected"]) for j in jobs)
    n_plays = sum(len(j["plays"]) for j in jobs)
    elapsed = time.monotonic() - t0
    print(f"shogi differential: {total} positions ({n_hand} hand-picked, {total - n_hand} from "
          f"{playouts} playouts, seed {args.seed}; {stats['check']} in check, {stats['double']} double "
          f"check, {stats['hand']} with pieces in hand, {stats['drops']} with drops, "
          f"{stats['forced']} with a forced promotion, {stats['optional']} with an optional one, "
          f"{stats['pawn_drop_check']} with a legal pawn-drop check, {stats['uchifuzume']} with a "
          f"pawn drop refused as uchifuzume, {stats['no_move']} without a legal move; "
          f"{stats['oracle_split']} where cshogi's legal_moves and move_from_usi differ), "
          f"{n_moves} legal moves and {n_plays} played lines compared ({stats['ended']} ending the game), "
          f"{tally.passed} agree (cshogi {cshogi_version}); {elapsed:.1f} s ({t_gen:.1f} s generating)")
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())

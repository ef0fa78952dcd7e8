#!/usr/bin/env python3
"""Differential test: shogi game records (KIF, KI2, CSA) between the project,
cshogi and tsshogi.

Run from the repository root, with the venv the build script makes and the
npm packages installed (tsshogi is a dev dependency in package.json):

    target/pyenv/bin/python tests/differential/shogi_records.py \\
        --rulebook target/release/rulebook [--per-kind 10] [--seed 1]

`--rulebook` is the `rulebook` binary: its `record shogi --to <kif|ki2|csa|usi>
<file>` command writes each record.
cshogi is the venv's (tests/differential/requirements.txt); tsshogi is run
through node (tests/differential/shogi_records_tsshogi.mjs; `--node` names
the program).

Games: seeded random playouts with cshogi, steered to end in every way the
project ends a game: checkmate (a mate in one taken when cshogi finds one),
resignation, sennichite (a random opening, then a quiet shuffle of both
sides four times over), perpetual check (a rook checking a cornered king,
the board placed at random, either side checking), the impasse count won,
drawn and lost by the side to move (random material around two entered
kings, a few random moves, then the call; the issue's own position among
them), and long games left unfinished or resigned. Some start from the
handicaps both references know (香落ち 角落ち 飛車落ち 二枚落ち 四枚落ち).
Each game is given to the project as CSA (moves, then `%TORYO` or `%KACHI`
for the ends no move shows), and for every game:

  1. the project's `--to usi` (the moves, then `result <winner> <reason>`)
     must be the game the script played, ending as the script judges it:
     mate by the side that moved last, sennichite or perpetual check at the
     fourth occurrence of a position (the side that checked with every move
     since its first occurrence loses), the impasse count by the script's
     own count (rook and bishop 5, other pieces 1, hands included, under 24
     loses);
  2. the project writes it as KIF, KI2 and CSA; each is read back by the
     project (same moves, same result line), by cshogi (KIF.Parser,
     KI2.Parser, Parser) and by tsshogi (importKIF, importKI2, importCSA),
     which must find the same start, moves and winner. The KI2 is also read
     back with its moves one space apart instead of padded;
  3. cshogi and tsshogi read the project's CSA and write the game again as
     KIF, KI2 and CSA (cshogi's exporters, given the end cshogi read;
     tsshogi's exportKIF/KI2/CSA); the project reads each and must find
     the same start, moves and winner.

A disagreement that a reference is known to get wrong is not counted as a
failure but listed, with the rule, in the summary; the script recognises
each by its exact shape (any other disagreement fails):

  * tsshogi 2.2.0 reads `%+ILLEGAL_ACTION` as a win of Sente and
    `%-ILLEGAL_ACTION` as a win of Gote. CSA V2.2 defines them as the foul
    of the side named, the other side winning ("%+ILLEGAL_ACTION 先手(下手)の
    反則行為により、後手(上手)の勝ち"); cshogi agrees with the standard, and
    tsshogi fixed it after 2.2.0 (sunfish-shogi/tsshogi#136). The project
    writes perpetual check, a loss of the side that just moved, this way.
  * cshogi 1.1.0's CSA parser gives `win` 0 (its DRAW) for `%TSUMI`, which
    CSA defines as the mate of the side to move.
  * cshogi 1.1.0's KI2 parser, when the piece's kind is also in hand,
    takes the drop into the candidates its 左/右 and 上/引/寄 filters sort
    by origin file and rank (a drop has none), and reads `▲５九金引` as
    `G*5i` or `▲５八金左` as `G*5h` (or fails).
    The standard (and tsshogi, and the project) read a name without 打 as
    the board move when a board piece can make it. The script finds the
    first move cshogi reads otherwise, and counts the game here only when
    it is such a move.

Not compared, because a reference cannot: cshogi's KIF and KI2 parsers read
no board diagram (and, through `==` for `=`, no 持駒 line), so games from a
set-up start are read by cshogi as CSA only; its KI2 exporter writes only
the even start. These are counted as skipped. cshogi's KI2 parser reads
only one move a line (with several, `pos = m.end()` in parse_move_str
starts again from the second move), so it is given the project's KI2 with
its moves one a line.

Only disagreements are printed, then a summary, then as the LAST line
`N passed, M failed` (games compared), read by CI. Exit status 1 if
anything failed, 0 otherwise.
"""

import argparse
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

import verdicts
from verdicts import Tally, run

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
HANDICAPS = {
    "香落ち": "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "角落ち": "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "飛車落ち": "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "二枚落ち": "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "四枚落ち": "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
}
NAMES = ["山田 太郎", "Trần Thị Bình"]
# Hands in an SFEN: R B G S N L P, Sente's first.
HAND_ORDER = "RBGSNLPrbgsnlp"
IMPASSE_POINTS = 24
# The issue's case: Sente's king enters with 9d9c, Gote calls the count
# with 10 points and loses.
ISSUE_IMPASSE = ("9/9/9/K8/9/9/9/9/8k b 2R2B4G4S4N4L8P10p 1", ["9d9c"])

KNOWN = {
    "tsshogi-illegal-action": "tsshogi 2.2.0 reads %±ILLEGAL_ACTION as a win of the side named; "
                              "CSA V2.2: the foul of the side named, the other side wins",
    "cshogi-tsumi": "cshogi's CSA parser gives %TSUMI no winner (win 0); CSA V2.2: the side to move is mated",
    "pinned-rival": "a KI2 name with no 右/左/上/引/寄/直 where the rival piece is pinned: the JSA "
                    "rules weigh only pieces that can legally reach the square (cshogi and tsshogi "
                    "count the pinned rival and ask for a word)",
    "cshogi-ki2-drop": "cshogi's KI2 parser reads a board move named with 左/右/上/引/寄 as a drop when the kind "
                       "is also in hand; a name without 打 is a board move when a board piece can make it",
}


def key(sfen):
    """Board, side to move and hands, the hands in one order (cshogi writes
    them in its own)."""
    board, side, hands = sfen.split()[:3]
    items = sorted(re.findall(r"\d*[A-Za-z]", hands), key=lambda t: HAND_ORDER.index(t[-1]))
    return f"{board} {side} {''.join(items) or '-'}"


def pinned_rival(cshogi, start, moves):
    """Whether some move of the game has a rival of its kind that could reach
    the same square but for a pin (a rival the JSA rules do not weigh)."""
    board = cshogi.Board(start)
    for usi in moves:
        m = board.move_from_usi(usi)
        if not cshogi.move_is_drop(m):
            to, piece = cshogi.move_to(m), board.piece(cshogi.move_from(m))

            def rivals(generated):
                return {cshogi.move_from(x) for x in generated
                        if not cshogi.move_is_drop(x) and cshogi.move_to(x) == to
                        and board.piece(cshogi.move_from(x)) == piece}
            if rivals(board.pseudo_legal_moves) - rivals(board.legal_moves):
                return True
        board.push(m)
    return False


def side_of_turn(cshogi, turn):
    return "sente" if turn == cshogi.BLACK else "gote"


def other(side):
    return {"sente": "gote", "gote": "sente"}[side]


# ---- the script's own judgement of a game's end ----

def points(cshogi, board):
    """Impasse points of Sente and Gote: rook and bishop 5, promoted or not,
    in hand too; every other piece 1; kings none."""
    big = {cshogi.BISHOP, cshogi.ROOK, cshogi.PROM_BISHOP, cshogi.PROM_ROOK}
    pts = [0, 0]
    for sq in range(81):
        p = board.piece(sq)
        if p == 0 or board.piece_type(sq) == cshogi.KING:
            continue
        owner = 0 if p < 16 else 1
        pts[owner] += 5 if board.piece_type(sq) in big else 1
    for owner, hand in enumerate(board.pieces_in_hand):
        for kind, n in enumerate(hand):
            pts[owner] += n * (5 if kind in (cshogi.HBISHOP, cshogi.HROOK) else 1)
    return pts


def kings_entered(cshogi, board):
    ks, kg = board.king_square(cshogi.BLACK), board.king_square(cshogi.WHITE)
    return ks % 9 <= 2 and kg % 9 >= 6


class Playout:
    """A game played on a cshogi board, with what the script judges of it."""

    def __init__(self, cshogi, start, label):
        self.cshogi = cshogi
        self.start = start
        self.label = label
        self.board = cshogi.Board(start)
        self.moves = []
        self.seen = {key(self.board.sfen()): [0]}
        self.gave_check = []
        self.result = None  # "result <winner|draw> <reason>" once over
        self.special = None

    def push(self, usi):
        b = self.board
        mover = side_of_turn(self.cshogi, b.turn)
        if not b.push_usi(usi):
            raise ValueError(f"cshogi refuses {usi} in {b.sfen()}")
        self.moves.append(usi)
        self.gave_check.append(b.is_check())
        k = key(b.sfen())
        self.seen.setdefault(k, []).append(len(self.moves))
        if b.is_game_over():
            self.result = f"result {mover} checkmate"
        elif len(self.seen[k]) >= 4:
            first = self.seen[k][0]
            since = range(first, len(self.moves))
            # Each side's moves since the first occurrence; a side that
            # checked with every one of them loses.
            checkers = set()
            for s in ("sente", "gote"):
                own = [i for i in since if self.mover_at(i) == s]
                if own and all(self.gave_check[i] for i in own):
                    checkers.add(s)
            if len(checkers) == 1:
                self.result = f"result {other(checkers.pop())} perpetual_check"
            else:
                self.result = "result draw sennichite"

    def mover_at(self, index):
        """Who made move `index` (0-based)."""
        first = "sente" if self.start.split()[1] == "b" else "gote"
        return first if index % 2 == 0 else other(first)

    def over(self):
        return self.result is not None

    def to_move(self):
        return side_of_turn(self.cshogi, self.board.turn)

    def resign(self):
        self.special = "%TORYO"
        self.result = f"result {other(self.to_move())} resignation"

    def call_impasse(self, rng):
        self.special = rng.choice(["%KACHI", "%JISHOGI"])
        pts = points(self.cshogi, self.board)
        short = [s for s, p in zip(("sente", "gote"), pts) if p < IMPASSE_POINTS]
        winner = other(short[0]) if len(short) == 1 else "draw"
        self.result = f"result {winner} impasse"
        return pts

    def csa(self):
        """The game as the CSA the project is given."""
        cshogi = self.cshogi
        b = cshogi.Board(self.start)
        out = ["V2.2", f"N+{NAMES[0]}", f"N-{NAMES[1]}"]
        if self.start == START:
            out += ["PI", "+"]
        else:
            out += b.csa_pos().rstrip("\n").split("\n")
        for m in self.moves:
            sign = "+" if b.turn == cshogi.BLACK else "-"
            out.append(sign + cshogi.move_to_csa(b.move_from_usi(m)))
            b.push_usi(m)
        if self.special:
            out.append(self.special)
        return "\n".join(out) + "\n"

    def usi(self):
        head = "position startpos" if self.start == START else f"position sfen {self.start}"
        line = head + (" moves " + " ".join(self.moves) if self.moves else "")
        return [line] + ([self.result] if self.result else [])


def random_move(rng, cshogi, board, p_mate, p_capture, keep=None):
    legal = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
    if keep:
        legal = [m for m in legal if keep(m)]
    if not legal:
        return None
    mate = board.mate_move_in_1ply()
    mate = cshogi.move_to_usi(mate) if mate else None
    if mate in legal and rng.random() < p_mate:
        return mate
    captures = [m for m in legal if m[1] != "*" and cshogi.move_cap(board.move_from_usi(m))]
    if captures and rng.random() < p_capture:
        return rng.choice(captures)
    return rng.choice(legal)


def play_randomly(rng, game, plies, p_mate, p_capture):
    for _ in range(plies):
        if game.over():
            return
        m = random_move(rng, game.cshogi, game.board, p_mate, p_capture)
        if m is None:
            return
        game.push(m)


def some_start(rng):
    if rng.random() < 0.3:
        name = rng.choice(sorted(HANDICAPS))
        return HANDICAPS[name], name
    return START, "平手"


def gen_checkmate(rng, cshogi):
    start, name = some_start(rng)
    g = Playout(cshogi, start, f"checkmate from {name}")
    play_randomly(rng, g, 800, p_mate=0.9, p_capture=0.6)
    if not g.over():
        g.resign()
    return g


def gen_resignation(rng, cshogi):
    start, name = some_start(rng)
    g = Playout(cshogi, start, f"resignation from {name}")
    play_randomly(rng, g, rng.randint(1, 150), p_mate=0.3, p_capture=0.5)
    if not g.over():
        g.resign()
    return g


def quiet(cshogi, board, usi):
    """A move that captures nothing, drops nothing, promotes nothing and
    gives no check."""
    if usi[1] == "*" or usi.endswith("+"):
        return False
    m = board.move_from_usi(usi)
    if cshogi.move_cap(m):
        return False
    board.push(m)
    check = board.is_check()
    board.pop()
    return not check


def back(usi):
    return usi[2:4] + usi[0:2]


def quiet_moves(rng, cshogi, board):
    """Up to 40 of the side to move's quiet moves, in a random order."""
    moves = [cshogi.move_to_usi(m) for m in board.legal_moves]
    rng.shuffle(moves)
    return [m for m in moves[:40] if quiet(cshogi, board, m)]


def find_shuffle(rng, cshogi, board):
    """Two quiet moves, one a side, each of which can be taken back by a
    quiet move: four plies that bring the position back."""
    for a in quiet_moves(rng, cshogi, board):
        board.push_usi(a)
        for b in quiet_moves(rng, cshogi, board):
            board.push_usi(b)
            ok = False
            ra = back(a)
            legal = {cshogi.move_to_usi(m) for m in board.legal_moves}
            if ra in legal and quiet(cshogi, board, ra):
                board.push_usi(ra)
                rb = back(b)
                legal = {cshogi.move_to_usi(m) for m in board.legal_moves}
                ok = rb in legal and quiet(cshogi, board, rb)
                board.pop()
            board.pop()
            if ok:
                board.pop()
                return [a, b, back(a), back(b)]
        board.pop()
    return None


def gen_sennichite(rng, cshogi):
    for _ in range(50):
        start, name = some_start(rng)
        g = Playout(cshogi, start, f"sennichite from {name}")
        play_randomly(rng, g, rng.randint(0, 40), p_mate=0.0, p_capture=0.3)
        if g.over():
            continue
        cycle = find_shuffle(rng, cshogi, g.board)
        if not cycle:
            continue
        for m in cycle * 3:
            if g.over():
                break
            g.push(m)
        if g.result and g.result.endswith("sennichite"):
            return g
    raise RuntimeError("no sennichite game found")


def placement(piece_at):
    """An SFEN board from `piece_at(file, rank)` (a letter or None)."""
    rows = []
    for rank in range(1, 10):
        row, empty = "", 0
        for f in range(9, 0, -1):
            c = piece_at(f, rank)
            if c is None:
                empty += 1
            else:
                row += (str(empty) if empty else "") + c
                empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def flip_sfen(sfen):
    """The position turned round, colours swapped: Gote plays Sente's part."""
    board, side, hands, number = sfen.split()
    rows = [r.swapcase()[::-1] for r in board.split("/")][::-1]
    # Keep '+' before its piece after reversing each row.
    rows = [re.sub(r"([A-Za-z])\+", r"+\1", r) for r in rows]
    hands = "-" if hands == "-" else "".join(sorted(re.findall(r"\d*[A-Za-z]", hands.swapcase()),
                                                    key=lambda t: HAND_ORDER.index(t[-1])))
    return f"{'/'.join(rows)} {'w' if side == 'b' else 'b'} {hands} {number}"


def flip_usi(usi):
    def sq(s):
        return f"{10 - int(s[0])}{chr(ord('a') + ord('i') - ord(s[1]))}"
    if usi[1] == "*":
        return usi[:2] + sq(usi[2:4])
    return sq(usi[0:2]) + sq(usi[2:4]) + usi[4:]


def gen_perpetual(rng, cshogi):
    """A rook on file f checks a king in the 1a corner along ranks a and b;
    the king steps between 1a and 1b; at the fourth occurrence the checker
    loses. Pawns are scattered away from the lines, hands are random, and
    half the games are turned round so that Gote checks."""
    for _ in range(100):
        f = rng.randint(3, 7)
        cells = {(1, 1): "k", (9, 9): "K", (f, 9): "R"}  # (file, rank)
        files = [x for x in range(3, 10) if x != f]
        for owner in "Pp":
            for x in rng.sample(files, rng.randint(0, 3)):
                cells.setdefault((x, rng.randint(4, 6)), owner)
        hand = "".join(rng.sample(["G", "s", "2p", "N", "l"], rng.randint(0, 3)))
        hand = "".join(sorted(re.findall(r"\d*[A-Za-z]", hand), key=lambda t: HAND_ORDER.index(t[-1])))
        sfen = f"{placement(lambda x, r: cells.get((x, r)))} b {hand or '-'} 1"
        line = [f"{f}i{f}a", "1a1b", f"{f}a{f}b", "1b1a", f"{f}b{f}a", "1a1b",
                f"{f}a{f}b", "1b1a", f"{f}b{f}a", "1a1b", f"{f}a{f}b", "1b1a", f"{f}b{f}a"]
        if rng.random() < 0.5:
            sfen, line = flip_sfen(sfen), [flip_usi(m) for m in line]
        try:
            g = Playout(cshogi, sfen, "perpetual check")
            if g.board.is_check() or g.board.is_game_over():
                continue
            for m in line:
                legal = {cshogi.move_to_usi(x) for x in g.board.legal_moves}
                if m not in legal or g.over():
                    raise ValueError(m)
                g.push(m)
        except ValueError:
            continue
        if g.result and g.result.endswith("perpetual_check"):
            return g
    raise RuntimeError("no perpetual check found")


POOL = ["R", "R", "B", "B"] + ["G"] * 4 + ["S"] * 4 + ["N"] * 4 + ["L"] * 4 + ["P"] * 18


def impasse_start(rng, cshogi, want):
    """Two entered kings and random material, the side to move short of
    points (`loss`), both sides at 24 or more (`draw`), or only the other
    side short (`win`)."""
    to_move = rng.choice("bw")
    lo, hi = {"loss": ((6, 23), (10, 40)), "draw": ((24, 30), (24, 30)),
              "win": ((24, 44), (6, 23))}[want]
    targets = {to_move: rng.randint(*lo), ("w" if to_move == "b" else "b"): rng.randint(*hi)}
    pool = POOL[:]
    rng.shuffle(pool)
    owned = {"b": [], "w": []}
    for side in "bw":
        total = 0
        for p in list(pool):
            worth = 5 if p in "RB" else 1
            if total + worth <= targets[side]:
                owned[side].append(p)
                pool.remove(p)
                total += worth
    board = {}
    ks = (rng.randint(1, 9), rng.randint(1, 3))
    kg = (rng.randint(1, 9), rng.randint(7, 9))
    board[ks], board[kg] = "K", "k"
    hands = {"b": [], "w": []}
    pawn_files = {"b": set(), "w": set()}
    for side in "bw":
        for p in owned[side]:
            if rng.random() < 0.5:
                hands[side].append(p)
                continue
            for _ in range(20):
                sq = (rng.randint(1, 9), rng.randint(1, 9))
                depth = sq[1] if side == "b" else 10 - sq[1]
                if sq in board or (p in "PL" and depth == 1) or (p == "N" and depth <= 2):
                    continue
                if p == "P" and sq[0] in pawn_files[side]:
                    continue
                if p == "P":
                    pawn_files[side].add(sq[0])
                board[sq] = p if side == "b" else p.lower()
                break
            else:
                hands[side].append(p)
    hand = ""
    for side in "bw":
        for p in "RBGSNLP":
            n = hands[side].count(p)
            if n:
                hand += (str(n) if n > 1 else "") + (p if side == "b" else p.lower())
    sfen = f"{placement(lambda f, r: board.get((f, r)))} {to_move} {hand or '-'} 1"
    b = cshogi.Board(sfen)
    # The side not to move may not stand in check, nor the game be over.
    turned = cshogi.Board(sfen.replace(f" {to_move} ", f" {'w' if to_move == 'b' else 'b'} "))
    if turned.is_check() or b.is_game_over():
        return None
    return sfen


def gen_impasse(rng, cshogi, want):
    for _ in range(200):
        sfen = impasse_start(rng, cshogi, want)
        if sfen is None:
            continue
        g = Playout(cshogi, sfen, f"impasse count ({want} for the side to move)")

        def keep(m, b=g.board):
            # King moves that stay in the zone; nothing that mates.
            b.push_usi(m)
            ok = kings_entered(cshogi, b) and not b.is_game_over()
            b.pop()
            return ok
        for _ in range(rng.randint(0, 6)):
            m = random_move(rng, cshogi, g.board, 0.0, 0.3, keep)
            if m is None:
                break
            g.push(m)
            if g.over():
                break
        if g.over() or not kings_entered(cshogi, g.board):
            continue
        g.call_impasse(rng)
        winner = winner_of(g.result)
        got = "draw" if winner == "draw" else "win" if winner == g.to_move() else "loss"
        if got == want:
            return g
    raise RuntimeError(f"no impasse {want} found")


def gen_issue_impasse(rng, cshogi):
    sfen, moves = ISSUE_IMPASSE
    g = Playout(cshogi, sfen, "the issue's impasse: Gote calls the count with 10 points")
    for m in moves:
        g.push(m)
    g.call_impasse(rng)
    assert g.result == "result sente impasse", g.result
    return g


def gen_long(rng, cshogi):
    g = Playout(cshogi, START, "long game")
    play_randomly(rng, g, rng.randint(300, 500), p_mate=0.0, p_capture=0.2)
    if not g.over() and rng.random() < 0.5:
        g.resign()
        g.label += ", resigned"
    elif not g.over():
        g.label += ", unfinished"
    return g


def generate(cshogi, rng, per_kind):
    kinds = [
        ("checkmate", gen_checkmate, per_kind * 2),
        ("resignation", gen_resignation, per_kind),
        ("sennichite", gen_sennichite, per_kind),
        ("perpetual", gen_perpetual, per_kind),
        ("impasse-win", lambda r, c: gen_impasse(r, c, "win"), per_kind),
        ("impasse-draw", lambda r, c: gen_impasse(r, c, "draw"), per_kind),
        ("impasse-loss", lambda r, c: gen_impasse(r, c, "loss"), per_kind),
        ("long", gen_long, max(2, per_kind // 2)),
    ]
    games = [gen_issue_impasse(rng, cshogi)]
    for _, gen, n in kinds:
        for _ in range(n):
            games.append(gen(rng, cshogi))
    return games


# ---- reading with the references ----

def cshogi_winner(cshogi, win):
    return {cshogi.BLACK_WIN: "sente", cshogi.WHITE_WIN: "gote", cshogi.DRAW: "draw"}.get(win)


def cshogi_read(cshogi, fmt, text):
    """cshogi's reading: start SFEN, moves, winner, and its end word."""
    import cshogi.KIF
    import cshogi.KI2
    if fmt == "csa":
        p = cshogi.Parser.parse_str(text)[0]
        winner = None if p.endgame == "" else cshogi_winner(cshogi, p.win)
        return p.sfen, [cshogi.move_to_usi(m) for m in p.moves], winner, p.endgame
    if fmt == "ki2":
        text = one_a_line(text)
    parser = cshogi.KIF.Parser if fmt == "kif" else cshogi.KI2.Parser
    p = parser.parse_str(text)
    return p.sfen, [cshogi.move_to_usi(m) for m in p.moves], cshogi_winner(cshogi, p.win), p.endgame


def cshogi_ki2_drop_fault(cshogi, text, start, ours):
    """Whether the first move cshogi's KI2 parser reads otherwise than the
    project is a board move named with a relative word that it takes for a
    drop (or fails on), the kind being in hand."""
    import cshogi.KI2
    names = [line.strip() for line in one_a_line(text).splitlines() if line[:1] in "▲△"]
    board = cshogi.Board(start)
    for name, want in zip(names, ours):
        before = board.copy()
        try:
            got = cshogi.move_to_usi(cshogi.KI2.Parser.parse_move_str(name, board)[0])
        except (IndexError, AssertionError):
            got = None
        if got == want:
            continue
        body = name[1:]
        body = body[1:].lstrip("　") if body[0] == "同" else body[2:]
        role = body[0]
        in_hand = any(role in cshogi.HAND_PIECE_JAPANESE_SYMBOLS[k] and n
                      for k, n in enumerate(before.pieces_in_hand[before.turn]))
        return (want[1] != "*" and "打" not in name and in_hand
                and any(w in name for w in "上引寄左右直") and (got is None or got[1] == "*"))
    return False


def cshogi_exports(cshogi, csa_text, start_name):
    """cshogi reads the project's CSA and writes the game as KIF, KI2 and
    CSA with its exporters (in memory, UTF-8)."""
    import cshogi.CSA
    import cshogi.KIF
    import cshogi.KI2
    p = cshogi.Parser.parse_str(csa_text)[0]
    sfen, moves, endgame = p.sfen, list(p.moves), p.endgame
    board = cshogi.Board(sfen)
    for m in moves:
        board.push(m)
    to_move = board.turn
    winner = cshogi_winner(cshogi, p.win) if endgame else None
    out = {}

    csa = cshogi.CSA.Exporter()
    csa.f = io.StringIO()
    csa.info(init_board=cshogi.Board(sfen), names=NAMES, version="V2.2")
    for m in moves:
        csa.move(m)
    if endgame:
        csa.endgame(endgame)
    out["csa"] = csa.f.getvalue()

    kif_reason = {"%TORYO": "resign", "%TSUMI": "resign", "%KACHI": "win", "%JISHOGI": "draw",
                  "%SENNICHITE": "sennichite", "%ILLEGAL_MOVE": "illegal_lose"}
    reason = kif_reason.get(endgame)
    if endgame in ("%+ILLEGAL_ACTION", "%-ILLEGAL_ACTION"):
        reason = "illegal_win" if winner == side_of_turn(cshogi, to_move) else "illegal_lose"
    kif = cshogi.KIF.Exporter()
    kif.kifu, kif.prev_move, kif.move_number = io.StringIO(), None, 1
    from datetime import datetime
    handicap = None if sfen == START else (start_name if start_name else cshogi.Board(sfen))
    kif.header(NAMES, starttime=datetime(2024, 1, 1), handicap=handicap)
    for m in moves:
        kif.move(m)
    if reason:
        kif.end(reason)
    out["kif"] = kif.kifu.getvalue()

    if sfen == START:
        ki2 = cshogi.KI2.Exporter()
        ki2.kifu, ki2.prev_move, ki2.move_number, ki2.board = io.StringIO(), None, 1, cshogi.Board()
        ki2.header(NAMES, starttime=datetime(2024, 1, 1))
        for m in moves:
            ki2.move(m)
        if endgame:
            ki2.end("%TORYO" if endgame == "%TSUMI" else endgame)
        out["ki2"] = ki2.kifu.getvalue()
    return out


class Tsshogi:
    """One node process running shogi_records_tsshogi.mjs for a batch."""

    def __init__(self, node):
        self.node = node
        self.script = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                   "shogi_records_tsshogi.mjs")

    def run(self, requests):
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
        p = subprocess.run([self.node, self.script], input=data, capture_output=True,
                           text=True, encoding="utf-8")
        if p.returncode != 0:
            raise RuntimeError(f"node exited {p.returncode}: {p.stderr.strip()[:500]}")
        answers = [json.loads(line) for line in p.stdout.splitlines() if line.strip()]
        return {a["id"]: a for a in answers}


# ---- the project ----

def project(rulebook, fmt, text, workdir, name):
    path = os.path.join(workdir, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return run([rulebook, "record", "shogi", "--to", fmt, path])


def parse_usi(out):
    """The project's `--to usi`: start SFEN, moves, result line (or None)."""
    lines = [line.strip() for line in out.splitlines() if line.strip()]
    if not lines:
        return None, [], None
    head, _, moves = lines[0].partition(" moves ")
    start = START if head == "position startpos" else head.removeprefix("position sfen ")
    result = lines[1] if len(lines) > 1 else None
    return start, moves.split(), result


def winner_of(result):
    return result.split()[1] if result else None


def ki2_lines(ki2, join):
    """The KI2 with each line of moves joined by `join` (None: a move a
    line) instead of padded."""
    out = []
    for line in ki2.splitlines():
        if line[:1] in "▲△":
            moves = [m.strip() for m in re.split(r"(?=[▲△])", line) if m.strip()]
            out += moves if join is None else [join.join(moves)]
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def one_a_line(ki2):
    """cshogi's KI2 parser reads one move a line: with several it starts
    again from the second move (`pos = m.end()` in KI2.parse_move_str)."""
    return ki2_lines(ki2, None)


def one_space(ki2):
    """The KI2 with its moves one full-width space apart instead of padded."""
    return ki2_lines(ki2, "　")


def setup_failure(message, n):
    return verdicts.setup_failure("shogi records differential", message, n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rulebook", required=True,
                    help="a program taking `record shogi --to <format> <file>`")
    ap.add_argument("--per-kind", type=int, default=8, help="games of each ending")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--node", default="node")
    ap.add_argument("--jobs", type=int, default=max(2, os.cpu_count() or 2))
    args = ap.parse_args()
    t0 = time.monotonic()
    n_wanted = 1 + args.per_kind * 8 + max(2, args.per_kind // 2)
    try:
        import cshogi
        from importlib.metadata import version
        cshogi_version = version("cshogi")
    except ImportError as e:
        return setup_failure(f"cannot import cshogi ({e})", n_wanted)
    if not os.access(args.rulebook, os.X_OK):
        return setup_failure(f"{args.rulebook} is not an executable", n_wanted)
    rc, _, err = run([args.rulebook, "record", "shogi", "--to", "usi"], stdin="position startpos\n")
    if rc != 0:
        return setup_failure(f"{args.rulebook} has no `record` command: {err.strip()}", n_wanted)

    rng = random.Random(args.seed)
    games = generate(cshogi, rng, args.per_kind)
    with tempfile.TemporaryDirectory(prefix="shogi-records-") as workdir:
        return compare(args, cshogi, cshogi_version, games, workdir, t0)


def compare(args, cshogi, cshogi_version, games, workdir, t0):
    """Every comparison of every game; the exit status."""
    tsshogi = Tsshogi(args.node)
    known = {k: 0 for k in KNOWN}
    skipped = {"cshogi-no-diagram": 0, "cshogi-ki2-export-even-start-only": 0}
    compared = 0

    # 1-2: the project's records of each game, and its own reading of them.
    def ours(i_game):
        i, g = i_game
        csa_in = g.csa()
        done = {"usi": project(args.rulebook, "usi", csa_in, workdir, f"{i}.in.csa")}
        for fmt in ("kif", "ki2", "csa"):
            done[fmt] = project(args.rulebook, fmt, csa_in, workdir, f"{i}.in.csa")
        back = {}
        for fmt in ("kif", "ki2", "csa"):
            rc, out, _ = done[fmt]
            if rc == 0:
                back[fmt] = project(args.rulebook, "usi", out, workdir, f"{i}.out.{fmt}")
                if fmt == "ki2":
                    back["ki2 one space"] = project(args.rulebook, "usi", one_space(out),
                                                    workdir, f"{i}.out1.ki2")
        return done, back

    with ThreadPoolExecutor(args.jobs) as pool:
        written = list(pool.map(ours, enumerate(games)))

    # tsshogi reads every record the project wrote (and writes the CSA's again).
    requests = []
    for i, (done, _) in enumerate(written):
        for fmt in ("kif", "ki2", "csa"):
            rc, out, _ = done[fmt]
            if rc == 0:
                requests.append({"id": f"{i}.{fmt}", "format": fmt, "text": out,
                                 "export": fmt == "csa"})
    try:
        ts = tsshogi.run(requests)
    except (OSError, RuntimeError) as e:
        return setup_failure(f"tsshogi could not be run: {e}", len(games))

    # 3: the references' records, read by the project.
    ref_texts = []
    for i, (done, _) in enumerate(written):
        rc, csa_out, _ = done["csa"]
        texts = {}
        if rc == 0:
            start_name = next((n for n, s in HANDICAPS.items() if s == games[i].start), None)
            try:
                for fmt, text in cshogi_exports(cshogi, csa_out, start_name).items():
                    texts[f"cshogi {fmt}"] = text
            except Exception as e:  # noqa: BLE001 - a reference failing is reported
                texts["cshogi error"] = repr(e)
            for fmt, text in (ts.get(f"{i}.csa", {}).get("exports") or {}).items():
                texts[f"tsshogi {fmt}"] = text
        ref_texts.append(texts)

    def theirs(i_texts):
        i, texts = i_texts
        return {who: project(args.rulebook, "usi", text, workdir, f"{i}.{who.replace(' ', '.')}")
                for who, text in texts.items() if not who.endswith("error")}

    with ThreadPoolExecutor(args.jobs) as pool:
        read_back = list(pool.map(theirs, enumerate(ref_texts)))

    tally = Tally()
    endings = {}
    for i, g in enumerate(games):
        problems = []
        want_start = g.start
        want = g.usi()
        want_result = want[1] if len(want) > 1 else None
        want_winner = winner_of(want_result)
        done, back = written[i]
        endings[want_result.split()[2] if want_result else "none"] = \
            endings.get(want_result.split()[2] if want_result else "none", 0) + 1

        rc, out, err = done["usi"]
        if rc != 0:
            problems.append(f"the project refuses the game's CSA: {err.strip()}")
        else:
            start, moves, result = parse_usi(out)
            if (key(start), moves, result) != (key(want_start), g.moves, want_result):
                problems.append(f"the project reads the game as {out.strip()!r}, "
                                f"the script played {' / '.join(want)!r}")
        for fmt in ("kif", "ki2", "csa"):
            rc, text, err = done[fmt]
            if rc != 0:
                problems.append(f"the project cannot write {fmt}: {err.strip()}")
                continue
            # The project's own reading.
            for how in [fmt] + (["ki2 one space"] if fmt == "ki2" else []):
                brc, bout, berr = back.get(how, (1, "", "not run"))
                compared += 1
                if brc != 0 or parse_usi(bout) != parse_usi(done["usi"][1]):
                    problems.append(f"the project reads its {how} back as "
                                    f"{(bout or berr).strip()!r}")
            # cshogi.
            if fmt != "csa" and g.start != START and g.start not in HANDICAPS.values():
                skipped["cshogi-no-diagram"] += 1
            else:
                compared += 1
                try:
                    sfen, moves, winner, endgame = cshogi_read(cshogi, fmt, text)
                except (IndexError, AssertionError) as e:
                    sfen, moves, winner, endgame = None, None, None, repr(e)
                try:
                    if moves != g.moves and fmt == "ki2" \
                            and cshogi_ki2_drop_fault(cshogi, text, want_start, g.moves):
                        known["cshogi-ki2-drop"] += 1
                    elif moves != g.moves and fmt == "ki2" \
                            and pinned_rival(cshogi, want_start, g.moves):
                        known["pinned-rival"] += 1
                    elif moves is None:
                        problems.append(f"cshogi cannot read our {fmt}: {endgame}")
                    elif key(sfen) != key(want_start) or moves != g.moves:
                        problems.append(f"cshogi reads our {fmt} as {sfen} moves {' '.join(moves)}")
                    elif winner != want_winner:
                        if fmt == "csa" and endgame == "%TSUMI" and winner == "draw":
                            known["cshogi-tsumi"] += 1
                        else:
                            problems.append(f"cshogi reads our {fmt}'s winner as {winner} "
                                            f"({endgame or 'no end'}), ours {want_winner}")
                except Exception as e:  # noqa: BLE001
                    problems.append(f"cshogi cannot read our {fmt}: {e!r}")
            # tsshogi.
            compared += 1
            a = ts.get(f"{i}.{fmt}", {"error": "no answer"})
            if fmt == "ki2" and ("error" in a or a["moves"] != g.moves) \
                    and pinned_rival(cshogi, want_start, g.moves):
                known["pinned-rival"] += 1
            elif "error" in a:
                problems.append(f"tsshogi cannot read our {fmt}: {a['error']}")
            elif key(a["start"]) != key(want_start) or a["moves"] != g.moves:
                problems.append(f"tsshogi reads our {fmt} as {a['start']} moves {' '.join(a['moves'])}")
            elif a["winner"] != want_winner:
                last = text.strip().splitlines()[-1]
                if fmt == "csa" and re.fullmatch(r"%[+-]ILLEGAL_ACTION", last) \
                        and a["winner"] == ("sente" if last[1] == "+" else "gote"):
                    known["tsshogi-illegal-action"] += 1
                else:
                    problems.append(f"tsshogi reads our {fmt}'s winner as {a['winner']} "
                                    f"({a['special']}), ours {want_winner}")
        if "cshogi error" in ref_texts[i]:
            problems.append(f"cshogi cannot write the game again: {ref_texts[i]['cshogi error']}")
        if g.start != START and "cshogi ki2" not in ref_texts[i]:
            skipped["cshogi-ki2-export-even-start-only"] += 1
        # The references' records read by the project.
        for who, (rc, out, err) in read_back[i].items():
            compared += 1
            if rc != 0:
                problems.append(f"the project cannot read {who}: {err.strip()}")
                continue
            start, moves, result = parse_usi(out)
            if key(start) != key(want_start) or moves != g.moves:
                problems.append(f"the project reads {who} as {out.strip()!r}")
            elif winner_of(result) != want_winner:
                problems.append(f"the project reads {who}'s winner as {winner_of(result)}, "
                                f"ours {want_winner}")
        tally.judge(f"game {i} [{g.label}] {' / '.join(want)}", problems)

    elapsed = time.monotonic() - t0
    ends = ", ".join(f"{n} {e}" for e, n in sorted(endings.items()))
    print(f"shogi records differential: {len(games)} games (seed {args.seed}; {ends}), "
          f"{compared} readings compared (the project's KIF, KI2 and CSA read by the project, "
          f"cshogi {cshogi_version} and tsshogi; cshogi's and tsshogi's records read by the project); "
          f"{elapsed:.1f} s")
    for k, n in known.items():
        if n:
            print(f"  reference wrong, not counted ({n}): {KNOWN[k]}")
    for k, n in skipped.items():
        if n:
            print(f"  skipped ({n}): {k}")
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())

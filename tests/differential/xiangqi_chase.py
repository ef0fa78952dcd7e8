#!/usr/bin/env python3
"""Repetition verdicts in Cờ tướng against Fairy-Stockfish (pyffish).

Run from the repository root, with the venv the build script makes:

    target/pyenv/bin/python tests/differential/xiangqi_chase.py \
        --rulebook target/release/rulebook [--random 40] [--seed 1]

Every case is a cycle of four plies, played twice from its position, so that
the position occurs for the third time with the last ply. The project's
verdict (`rulebook play xiangqi <fen> <moves...>`, its `result ...` line) must
equal Fairy-Stockfish's adjudication of the same moves
(`pyffish.is_optional_game_end`): a draw, perpetual check (the checking side
loses) or perpetual chase (the chasing side loses).

The constructed cycles cover each point of the definition in
`docs/rules/xiangqi.md` (and the rules page). Where Fairy-Stockfish and
Pikafish disagree, the definition decides: such a case names the verdict the
definition gives and the reason, and the script checks that the project gives
it (and reports what Fairy-Stockfish says).

The random cycles come from seeded random games: a move, a reply, and the two
moves back, where half the time the reply moves the piece the first move
attacked (so that chases come up).

Only disagreements are printed, then as the LAST line `N passed, M failed`,
read by CI. Exit status 1 if anything failed.

pyffish writes ranks 1-10 (`a6b6`); the project writes ICCS ranks 0-9
(`a5b5`).
"""

import argparse
import random
import re
import subprocess
import sys

VARIANT = "xiangqi"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

# (FEN, the four plies of the cycle in ICCS, what it exercises[, the verdict
# the definition gives where Fairy-Stockfish differs, and why]).
# Verdicts: "draw", "red" or "black" (the winner).
CYCLES = [
    # Plain repetition and perpetual check.
    ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a0a1 d9d8 a1a0 d8d9",
     "plain repetition: a rook shuffles, nothing attacked"),
    ("R8/4k4/9/9/9/9/9/9/9/3K5 w - - 0 1", "a9a8 e8e9 a8a9 e9e8",
     "perpetual check: the rook checks on ranks 8 and 9"),
    ("4k4/8R/9/9/9/9/9/9/9/3K5 w - - 0 1", "i8i9 e9e8 i9i8 e8e9",
     "perpetual check from the other wing"),
    # Chases of an unprotected piece.
    ("3k5/9/c8/9/9/9/9/1R7/9/4K4 w - - 0 1", "b2a2 a7b7 a2b2 b7a7",
     "a rook follows a lone cannon from file to file"),
    ("R8/2c6/5k3/9/9/9/9/9/9/4K4 w - - 0 1", "a9a8 c8c9 a8a9 c9c8",
     "a rook follows a lone cannon from rank to rank"),
    ("4k4/9/9/9/9/9/9/2p6/9/2R2K3 b - - 0 1", "c2d2 c0d0 d2c2 d0c0",
     "a pawn across the river is a target: a rook follows it"),
    ("5k3/9/9/9/9/9/9/r8/9/1N2K4 b - - 0 1", "a2a3 b0c2 a3a2 c2b0",
     "a horse follows an unprotected rook"),
    # A kept attack and changing targets are no perpetual chase.
    ("3k5/9/9/9/R7c/9/9/9/9/4K4 w - - 0 1", "a5b5 d9d8 b5a5 d8d9",
     "a rook shuffles along a rank keeping an old attack on the cannon: no new attack"),
    ("3k5/n8/1c7/9/9/9/9/R8/9/4K4 w - - 0 1", "a2b2 d9d8 b2a2 d8d9",
     "a rook attacks the horse and the cannon in turn: not the same target"),
    # Protected targets: no chase, except a lesser piece on a greater one.
    ("r2k5/9/c8/9/9/9/9/1R7/9/4K4 w - - 0 1", "b2a2 a7b7 a2b2 b7a7",
     "the cannon is protected on a7, not on b7: not every move chases"),
    ("R8/2c6/5k3/9/9/9/9/2r6/9/4K4 w - - 0 1", "a9a8 c8c9 a8a9 c9c8",
     "a rook on a cannon protected by a rook: no chase"),
    ("2r2k3/9/9/R1n6/9/9/9/1r7/9/4K4 b - - 0 1", "c6b8 a6a8 b8c6 a8a6",
     "a rook on a horse protected on both squares: no chase"),
    ("r4k3/9/9/9/9/9/9/r8/9/1N2K4 b - - 0 1", "a2a3 b0c2 a3a2 c2b0",
     "a horse on a protected rook chases all the same"),
    ("r4k3/9/9/9/9/9/1N7/rNC6/9/4K4 b - - 0 1", "a2a3 c2c3 a3a2 c3c2",
     "a cannon on a protected rook chases all the same"),
    # Pieces that may chase freely, targets that are none.
    ("4k4/9/r8/P8/9/9/9/9/9/3K5 b - - 0 1", "a7b7 a6b6 b7a7 b6a6",
     "a pawn follows a rook: pawns may chase"),
    ("5k3/9/9/R1r6/9/9/9/9/9/4K4 b - - 0 1", "c6c8 a6a8 c8c6 a8a6",
     "a rook on a rook that can take it back: no chase"),
    # Discovered attacks.
    ("4k4/9/9/9/9/1R7/R1p6/9/9/3K5 w - - 0 1", "b4b3 e9f9 b3b4 f9e9",
     "a pawn across the river attacked in turn by one rook and, discovered, by the other"),
    ("4k4/9/1R7/R1p6/9/9/9/9/9/3K5 w - - 0 1", "b7b6 e9f9 b6b7 f9e9",
     "the same on a pawn that has not crossed the river: no target"),
    ("4k4/9/1R7/R1n6/9/9/9/9/9/3K5 w - - 0 1", "b7b6 e9f9 b6b7 f9e9",
     "the same on a horse: a discovered attack chases"),
    ("4k4/9/6N1r/7r1/9/9/1R7/R1n6/9/5K3 w - - 0 1", "b3b2 h6h7 b2b3 h7h6",
     "both sides chase: a draw"),
    # A pinned piece chases only the piece that pins it.
    ("3k5/4r4/9/9/c8/4R4/9/9/9/4K4 w - - 0 1", "e4e5 a5a4 e5e4 a4a5",
     "a rook pinned on the e-file follows a cannon it may not take",
     "draw", "a pinned piece chases only its pinner (Pikafish agrees; Fairy-Stockfish "
     "counts the attack)"),
]

# Cycles a search found: random positions with a few pieces, every pair of
# reversible moves tried, kept where Fairy-Stockfish adjudicated a win (the
# winner and reason the project gives are noted). They cover what a person
# would not think to build: discovered checks, pins, horses and cannons
# chasing in turn.
FOUND = [
    ("3a5/3k5/4C4/9/5N3/9/4C4/4nK3/9/9 b - - 0 1", "e2f0 e3f3 f0e2 f3e3"),  # black perpetual_chase
    ("9/3R2c2/4k4/r8/9/7C1/9/2n5N/9/5K3 w - - 0 1", "d8d2 c2d0 d2d8 d0c2"),  # black perpetual_chase
    ("2n2a3/9/4k4/7R1/9/6B2/9/5K1N1/1R7/9 w - - 0 1", "b1c1 c9b7 c1b1 b7c9"),  # black perpetual_chase
    ("9/4k4/9/9/4C4/9/4R4/5K3/8c/3A5 w - - 0 1", "e3e1 i1i3 e1e3 i3i1"),  # black perpetual_chase
    ("1r7/4k4/9/9/9/9/3c5/B6R1/2NK5/7p1 w - - 0 1", "h2h3 d3d2 h3h2 d2d3"),  # black perpetual_chase
    ("r3k4/4a4/9/9/3c5/9/4c4/5N3/9/3K5 w - - 0 1", "f2g4 e3e0 g4f2 e0e3"),  # black perpetual_chase
    ("4k4/6NC1/9/9/cN5r1/9/9/9/3K5/9 b - - 0 1", "e9f9 g8e7 f9e9 e7g8"),  # black perpetual_check
    ("9/3R2c2/4k4/r8/9/7C1/9/2n5N/9/5K3 w - - 0 1", "d8d7 e7e8 d7d8 e8e7"),  # black perpetual_check
    ("4R4/4k4/9/9/8r/9/9/4B4/9/3A1K3 b - - 0 1", "e8d8 e9d9 d8e8 d9e9"),  # black perpetual_check
    ("2b6/C4k3/9/9/4N4/9/9/3K5/9/9 w - - 0 1", "e5g6 f8f7 g6e5 f7f8"),  # black perpetual_check
    ("4k4/9/1n7/3NC2n1/4N4/p8/9/9/5K3/9 w - - 0 1", "d6c8 e9e8 c8d6 e8e9"),  # black perpetual_check
    ("3k4R/9/9/9/2R6/9/2N6/1c7/4cK3/9 b - - 0 1", "d9d8 i9i8 d8d9 i8i9"),  # black perpetual_check
    ("9/5k3/1C7/9/9/9/9/5r3/3K5/9 b - - 0 1", "f2b2 b7f7 b2f2 f7b7"),  # red perpetual_chase
    ("9/5k3/9/5r3/9/9/9/3K5/4A4/9 b - - 0 1", "f6f1 e1f0 f1f6 f0e1"),  # red perpetual_chase
    ("9/1c1P1n3/4k4/2r6/9/4n4/9/9/5R3/5K3 b - - 0 1", "c6d6 d8c8 d6c6 c8d8"),  # red perpetual_chase
    ("3k5/9/4b4/9/4P4/9/9/B8/5K3/r8 w - - 0 1", "a2c4 a0c0 c4a2 c0a0"),  # red perpetual_chase
    ("4k4/9/3n2n2/9/6C2/2B5r/9/9/3K5/9 b - - 0 1", "i4g4 g5i5 g4i4 i5g5"),  # red perpetual_chase
    ("3a5/5k2r/3a5/9/9/9/9/6C2/8n/4K1B2 w - - 0 1", "g2g1 i1h3 g1g2 h3i1"),  # red perpetual_chase
    ("9/3k5/9/1C2r4/9/9/9/5K3/9/C3n4 w - - 0 1", "f2f1 e6e1 f1f2 e1e6"),  # red perpetual_check
    ("9/5k3/1C7/9/9/9/9/5r3/3K5/9 b - - 0 1", "f2f1 d1d2 f1f2 d2d1"),  # red perpetual_check
    ("8P/1c7/3k3N1/5n3/9/9/9/5K3/4A2r1/9 b - - 0 1", "h1h2 f2f1 h2h1 f1f2"),  # red perpetual_check
    ("9/3k5/9/9/2R6/9/9/5A3/4KN3/2n6 w - - 0 1", "e1e0 c0d2 e0e1 d2c0"),  # red perpetual_check
    ("3R5/9/1r3k3/4n4/9/9/9/9/3K5/7r1 b - - 0 1", "h0h1 d1d0 h1h0 d0d1"),  # red perpetual_check
    ("3a5/9/5k3/9/9/4n4/4C4/2n1K4/6R2/6R2 b - - 0 1", "c2d0 e2e1 d0c2 e1e2"),  # red perpetual_check
]


def to_pyffish(move):
    m = re.fullmatch(r"([a-i])(\d)([a-i])(\d)", move)
    return f"{m[1]}{int(m[2]) + 1}{m[3]}{int(m[4]) + 1}"


def from_pyffish(move):
    m = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", move)
    return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"


def side_to_move(fen, plies):
    first = fen.split()[1]
    red_first = first == "w"
    return "red" if red_first == (plies % 2 == 0) else "black"


def fairy_verdict(sf, fen, moves):
    """Fairy-Stockfish's adjudication after `moves` (ICCS), or None."""
    ended, value = sf.is_optional_game_end(VARIANT, fen, [to_pyffish(m) for m in moves])
    if not ended:
        return None
    if value == 0:
        return "draw"
    mover = side_to_move(fen, len(moves))
    other = "black" if mover == "red" else "red"
    return mover if value > 0 else other


def project_verdict(rulebook, fen, moves):
    out = subprocess.run([rulebook, "play", VARIANT, fen, *moves],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return f"error: {out.stderr.strip()}"
    for line in out.stdout.splitlines():
        if line.startswith("result "):
            return line.split()[1]  # the winner, or "draw"
    return None


def legal_cycle(sf, fen, plies):
    for i, m in enumerate(plies):
        if to_pyffish(m) not in sf.legal_moves(VARIANT, fen, [to_pyffish(x) for x in plies[:i]]):
            return False
    return True


def pieces(fen):
    return sum(c.isalpha() for c in fen.split()[0])


def random_cycles(sf, count, seed):
    """Seeded random cycles: a game played at random, then a move, a reply
    and the two moves back, repeated; kept when Fairy-Stockfish adjudicates
    (every such cycle repeats, so it always does)."""
    rng = random.Random(seed)
    found = []
    attempts = 0
    while len(found) < count and attempts < count * 50:
        attempts += 1
        played = []
        for _ in range(rng.randint(20, 120)):
            legal = sf.legal_moves(VARIANT, START, played)
            if not legal:
                break
            played.append(rng.choice(legal))
        fen = sf.get_fen(VARIANT, START, played)
        moves = sf.legal_moves(VARIANT, fen, [])
        if not moves:
            continue
        rng.shuffle(moves)
        chase_like = rng.random() < 0.6
        cycle = None
        for a in moves[:20]:
            after_a = sf.get_fen(VARIANT, fen, [a])
            if pieces(after_a) != pieces(fen):
                continue
            replies = sf.legal_moves(VARIANT, fen, [a])
            rng.shuffle(replies)
            if chase_like:
                targets = attacked_from(sf, after_a, re.fullmatch(r"([a-i]\d+)([a-i]\d+)", a)[2])
                fleeing = [b for b in replies if re.match(r"[a-i]\d+", b)[0] in targets]
                replies = fleeing or replies
            for b in replies[:12]:
                if pieces(sf.get_fen(VARIANT, fen, [a, b])) != pieces(fen):
                    continue
                back_a = re.fullmatch(r"([a-i]\d+)([a-i]\d+)", a)
                back_b = re.fullmatch(r"([a-i]\d+)([a-i]\d+)", b)
                plies = [from_pyffish(x) for x in
                         (a, b, back_a[2] + back_a[1], back_b[2] + back_b[1])]
                if legal_cycle(sf, fen, plies * 2):
                    cycle = plies
                    break
            if cycle:
                break
        if cycle:
            found.append((fen, " ".join(cycle), f"random cycle {len(found) + 1} (seed {seed})"))
    return found


def attacked_from(sf, fen, square):
    """Squares the piece on `square` could capture on, were it its turn."""
    board, side, *rest = fen.split()
    flipped = " ".join([board, "b" if side == "w" else "w", *rest])
    try:
        legal = sf.legal_moves(VARIANT, flipped, [])
    except Exception:  # the other side in check: not a position to ask
        return set()
    return {m[len(square):] for m in legal if m.startswith(square)
            and re.fullmatch(r"[a-i]\d+", m[len(square):])}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rulebook", required=True)
    parser.add_argument("--random", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    import pyffish as sf

    cases = [(c[0], c[1], c[2], *(c[3:] or (None, None))) for c in CYCLES]
    cases += [(fen, cycle, f"found cycle {i + 1}", None, None)
              for i, (fen, cycle) in enumerate(FOUND)]
    cases += [(fen, cycle, what, None, None)
              for fen, cycle, what in random_cycles(sf, args.random, args.seed)]
    passed = failed = 0
    for fen, cycle, what, definition, why in cases:
        plies = cycle.split() * 2
        if not legal_cycle(sf, fen, plies):
            print(f"FAIL {what}: the cycle is not legal in {fen}")
            failed += 1
            continue
        fairy = fairy_verdict(sf, fen, plies)
        ours = project_verdict(args.rulebook, fen, plies)
        expected = definition or fairy
        if ours != expected:
            print(f"FAIL {what}\n  {fen} | {cycle} (twice)\n  expected {expected}"
                  f" (Fairy-Stockfish: {fairy}), the project says {ours}")
            failed += 1
        else:
            if definition and fairy != definition:
                print(f"note {what}: the definition gives {definition} ({why});"
                      f" Fairy-Stockfish says {fairy}")
            passed += 1
    print(f"{len(CYCLES)} constructed cycles, {len(FOUND)} found by search,"
          f" {len(cases) - len(CYCLES) - len(FOUND)} from random games")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

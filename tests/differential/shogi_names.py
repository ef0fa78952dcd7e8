#!/usr/bin/env python3
"""Differential test: the Japanese names of shogi moves (７六歩, ５八金右,
２二角成, ５五角打) between the project and tsshogi.

Run from the repository root, with the venv the build script makes and the
npm packages installed (tsshogi is a dev dependency in package.json):

    target/pyenv/bin/python tests/differential/shogi_names.py \\
        --rulebook target/release/rulebook [--positions 10000] [--seed 1]

Positions come from seeded random games played with cshogi (every legal
move equally likely, so golds, silvers and promoted pieces crowd together
and rivals are common), sampled along each game. For each position the
project's `rulebook moves shogi <sfen> --notation japanese` lists every
legal move with its name; tsshogi names the same moves
(shogi_names_tsshogi.mjs) with only LEGAL rivals weighed, as the Japan
Shogi Association's rules read a move: tsshogi's own `formatMove` counts a
pinned piece as a rival, so the script lifts every rival without a legal
move to the square off tsshogi's copy of the board first. The project's
moves must also be cshogi's legal moves. A position passes when every
name agrees; the script prints `N passed, M failed` over positions.
"""

import argparse
import json
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from pyenv import use_pyenv


# Positions random games seldom reach, where the legal-rivals reading
# matters: a gold pinned by a bishop beside a gold that may move (JSA: no
# 上); two silvers, one pinned by a rook; a drop beside a pinned piece that
# could otherwise move there (打 still written, since a board piece is a
# rival only when it may legally go).
CRAFTED = [
    "4k4/9/9/9/9/3b5/9/1G7/K1G6 b - 1",
    "4k4/9/9/9/4r4/9/4S1S2/9/4K4 b - 1",
    "4k4/9/9/9/9/9/2b6/3G5/4K4 b G 1",
]


def collect_positions(cshogi, rng, wanted):
    """The crafted positions, then distinct positions sampled from random
    games, about one in three plies."""
    seen, positions = set(), list(CRAFTED)
    while len(positions) < wanted:
        board = cshogi.Board()
        for _ in range(rng.randint(20, 220)):
            legal = list(board.legal_moves)
            if not legal or board.is_game_over():
                break
            board.push(rng.choice(legal))
            sfen = board.sfen()
            key = sfen.rsplit(" ", 1)[0]
            if key not in seen and rng.random() < 0.35:
                seen.add(key)
                positions.append(sfen)
                if len(positions) == wanted:
                    break
    return positions


def project_names(rulebook, sfen):
    """{usi: name} from the project, the side mark stripped."""
    out = subprocess.run([rulebook, "moves", "shogi", sfen, "--notation", "japanese"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"rulebook refuses {sfen}: {out.stderr.strip()}")
    names = {}
    for line in out.stdout.splitlines():
        usi, name = line.split(" ", 1)
        names[usi] = name[1:]
    return names


def tsshogi_names(node, requests):
    """Each request's names from tsshogi, in order."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shogi_names_tsshogi.mjs")
    text = "".join(json.dumps(r) + "\n" for r in requests)
    out = subprocess.run([node, script], input=text, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"tsshogi side failed: {out.stderr.strip()[-2000:]}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def main():
    use_pyenv(__file__)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rulebook", required=True, help="path to the rulebook binary")
    ap.add_argument("--positions", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--node", default="node")
    ap.add_argument("--jobs", type=int, default=max(2, os.cpu_count() or 2))
    args = ap.parse_args()
    try:
        import cshogi
    except ImportError as e:
        print(f"shogi names: cshogi is missing ({e})", file=sys.stderr)
        print(f"0 passed, {args.positions} failed")
        return 1

    rng = random.Random(args.seed)
    positions = collect_positions(cshogi, rng, args.positions)
    with ThreadPoolExecutor(args.jobs) as pool:
        ours = list(pool.map(lambda sfen: project_names(args.rulebook, sfen), positions))

    bad, moves, shown = set(), 0, 0
    for i, (sfen, names) in enumerate(zip(positions, ours)):
        board = cshogi.Board(sfen)
        legal = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
        if sorted(names) != legal:
            bad.add(i)
            if shown < 10:
                shown += 1
                print(f"FAIL {sfen}: the project's moves differ from cshogi's", file=sys.stderr)
    requests = [{"id": i, "sfen": sfen, "moves": sorted(names)}
                for i, (sfen, names) in enumerate(zip(positions, ours))]
    answers = tsshogi_names(args.node, requests)
    for request, answer, names in zip(requests, answers, ours):
        if "error" in answer:
            bad.add(request["id"])
            print(f"FAIL {answer['error']}", file=sys.stderr)
            continue
        wrong = [(usi, names[usi], theirs)
                 for usi, theirs in zip(request["moves"], answer["names"])
                 if names[usi] != theirs]
        moves += len(request["moves"])
        if wrong:
            bad.add(request["id"])
            if shown < 10:
                shown += 1
                print(f"FAIL {request['sfen']}: " + ", ".join(
                    f"{usi} project {a} tsshogi {b}" for usi, a, b in wrong[:5]), file=sys.stderr)
    if len(answers) != len(requests):
        bad.update(range(len(answers), len(requests)))
    passed, failed = len(positions) - len(bad), len(bad)
    modified = sum(1 for names in ours for n in names.values()
                   if any(c in n for c in "右左直上引寄打"))
    print(f"shogi names: {len(positions)} positions, {moves} moves named, "
          f"{modified} of them with 右/左/直/上/引/寄/打")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Differential test: our Xiangqi move generator against Fairy-Stockfish (pyffish).

Run from the repository root, with the venv the build script makes:

    target/pyenv/bin/python tests/differential/xiangqi_pyffish.py \
        --rulebook target/release/rulebook [--positions 1000] [--seed 1] \
        [--wxf-sample 0]

`python3 tests/differential/xiangqi_pyffish.py ...` does the same: when the
venv target/pyenv exists (set RULEBOOK_PYENV to use another) and this is not
already running in it, the script re-executes itself with that venv's python,
so the pinned pyffish (tests/differential/requirements.txt) is the oracle.

For every position (hand-picked ones plus distinct positions reached by
seeded random playouts, with every in-check position met kept):
  1. the set of legal moves pyffish gives (converted to ICCS) must equal the
     output of `rulebook moves xiangqi <fen>`;
  2. playing the position's first legal move (first in sorted ICCS order,
     or a move named with a hand-picked position)
     through `rulebook play xiangqi <fen> <move>` must give the same FEN as
     pyffish.get_fen. All six FEN fields are compared: both sides write
     `- -` for the unused fields, reset the halfmove clock on captures only
     (not on soldier moves) and bump the fullmove number after Black moves;
  3. every move's WXF text (`rulebook moves xiangqi <fen> --notation wxf`)
     must equal pyffish's, with one exception: a rook, horse, cannon or
     pawn sharing its file with a same piece, where we always write front or
     rear (`R+-2`), as the WXF standard says, while Fairy-Stockfish writes
     the file (`R9-2`) when the other piece could not make the same move.
     There ours must be pyffish's text with the file replaced by the right
     mark. Advisors, elephants and numbered pawns are compared exactly.
     Every move of a piece sharing its file is compared, and --wxf-sample
     other moves a position (0, the default: every move). Up to two tandem moves a position
     that pyffish names by file are played by that name through `rulebook
     play` and must give pyffish's FEN;
  4. if pyffish says the side to move after that move has no legal move,
     `rulebook play` must print `result <mover> ...` (in Xiangqi the side
     without a legal move loses, checkmated or not).

Only disagreements are printed, then a summary, then as the LAST line
`N passed, M failed` (positions compared), read by CI. Exit status 1 if
anything failed, 0 otherwise.

pyffish writes ranks 1-10 outside UCCI mode (`h3e3`, `e10e9`); we write ICCS
ranks 0-9 (`h2e2`, `e9e8`). Files a-i are the same.
"""

import random
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import verdicts
from pyenv import use_pyenv
from verdicts import Tally, moves_problems, playout_arguments, reference, run

VARIANT = "xiangqi"

# Hand-picked positions: (FEN, what it exercises[, move to play]). All are
# legal positions (the side not to move is not in check, the generals do not
# face each other), which the script asserts. The move to play, in ICCS,
# replaces the default first legal move for the `rulebook play` check.
HAND_PICKED = [
    (None, "start position"),
    ("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", "mixed middlegame (given)"),
    # Flying general.
    ("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "flying general: red king may not step onto the open d-file"),
    ("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1", "flying general: black king may not step onto the open e-file"),
    ("4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1", "cannon pinned between the generals moves on the file only"),
    ("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1", "horse pinned between the generals cannot move"),
    ("4k4/9/9/4c4/9/9/9/9/9/4K4 b - - 0 1", "cannon pinned between the generals"),
    ("2b1k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1", "black elephants; black king kept off the d-file by the flying general"),
    # Cannon screens.
    ("4k4/9/9/9/4p4/9/4C4/9/9/3K5 b - - 0 1", "check by cannon over a screen; pawn stays a screen"),
    ("4k4/4a4/9/9/9/9/9/9/4C4/3K5 b - - 0 1", "check by cannon over an advisor; moving the screen answers it"),
    ("2b1k4/9/9/9/9/2p6/9/9/2N6/2CK5 w - - 0 1", "cannon capture over exactly one screen, not two"),
    ("4k4/9/9/4c4/9/4P4/9/R8/9/4K4 w - - 0 1", "cannon check answered by interposing a second screen"),
    ("4k4/9/4c4/9/9/9/9/4N4/4A4/4K4 w - - 0 1", "two screens before the general: neither may leave the file"),
    # Horse leg, elephant eye, river, palace, pawns.
    ("3k5/9/9/9/9/3pN4/4P4/9/9/4K4 w - - 0 1", "horse legs blocked on two sides"),
    ("3k5/9/9/9/9/6B2/5p3/4B4/3N5/4K4 w - - 0 1", "elephant eyes blocked; elephant may not cross the river"),
    ("3ak4/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1", "advisors and generals confined to the palace"),
    ("3k5/9/9/9/9/9/9/5K3/9/9 w - - 0 1", "general on a palace corner"),
    ("P3k4/9/P8/9/4P4/2P6/9/9/9/3K5 w - - 0 1", "red soldiers before/after the river and on the last rank"),
    ("3k5/9/9/9/9/2p6/4p4/9/p8/4K4 b - - 0 1", "black soldiers after the river and on the last rank"),
    # Endgames.
    ("4k4/9/4R4/9/9/9/9/9/9/3K1R3 b - - 0 1", "checkmate helped by the flying general (no legal move)"),
    ("3k5/4P4/9/9/9/9/9/9/9/4K4 b - - 0 1", "stalemate: soldier and flying general leave no move"),
    ("4k4/9/9/9/9/9/9/9/4c4/3K5 w - - 0 1", "bare king against cannon without screen"),
    ("2bakab2/9/9/9/9/9/9/9/4C4/4KR3 w - - 0 1", "cannon pinned between the generals, with a rook"),
    ("4ka3/9/9/9/9/9/9/4C4/4N4/3K5 w - - 0 1", "cannon with no screen before the general"),
    ("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", "rook mates along the file, the flying general guarding e9", "e1d1"),
    ("3k5/4P4/9/9/9/9/9/9/9/5K3 w - - 0 1", "general move stalemates Black (a win for Red)", "f0e0"),
    ("4k4/9/9/9/9/2c6/9/2N6/9/2BK5 b - - 7 12", "cannon capture over a horse resets the halfmove clock", "c4c0"),
    # WXF of pieces sharing a file.
    ("3k5/9/9/6C2/9/2B3C2/5N3/3A1N3/9/2BAK4 w - - 0 1", "tandem advisors, elephants, horses, cannons"),
    ("2bak4/9/3a1n3/5n3/2b3c2/9/6c2/9/9/3K5 b - - 0 1", "black tandem advisors, elephants, horses, cannons"),
    ("4P4/3k5/4P4/4P4/4P2P1/9/9/9/9/5K3 w - - 0 1", "four soldiers on a file, numbered"),
    ("4k4/9/9/9/9/2p1p4/2p1p4/2p6/9/3K5 b - - 0 1", "soldiers crowded on two files, numbered"),
    ("4k4/9/9/9/5R3/9/9/9/9/3K1R1r1 w - - 0 1", "tandem rooks, the rear one pinned: pyffish names some by file"),
]

MOVE_RE = re.compile(r"^([a-i])(10|[1-9])([a-i])(10|[1-9])$")
ICCS_RE = re.compile(r"^[a-i][0-9][a-i][0-9]$")


def to_iccs(move):
    """pyffish move (ranks 1-10) -> ICCS (ranks 0-9)."""
    m = MOVE_RE.match(move)
    if not m:
        raise ValueError(f"unexpected pyffish move {move!r}")
    return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"


def key(fen):
    """Board and side to move: what legality depends on."""
    return " ".join(fen.split()[:2])


def generals_face(fen):
    """True if the two generals stand on one file with nothing between."""
    squares = {}
    for row, text in enumerate(fen.split()[0].split("/")):
        col = 0
        for ch in re.findall(r"10|\d|[A-Za-z]", text):
            if ch.isdigit():
                col += int(ch)
            else:
                squares[(row, col)] = ch
                col += 1
    where = {ch: sq for sq, ch in squares.items() if ch in "Kk"}
    (rk, ck), (rr, cr) = where["k"], where["K"]
    return ck == cr and not any((r, ck) in squares for r in range(rk + 1, rr))


def board_of(fen):
    """{(file, rank): letter} with ICCS ranks 0-9."""
    board = {}
    for i, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                board[(f, 9 - i)] = c
                f += 1
    return board


def tandem(fen, iccs):
    """Whether another piece like the mover stands on the mover's file."""
    board = board_of(fen)
    f, r = ord(iccs[0]) - ord("a"), int(iccs[1:-2])
    piece = board[(f, r)]
    return any(board.get((f, rr)) == piece for rr in range(10) if rr != r)


def tandem_mark(fen, iccs):
    """`+` if the mover is the front one of its file's same pieces, else `-`."""
    board = board_of(fen)
    f, r = ord(iccs[0]) - ord("a"), int(iccs[1:-2])
    piece = board[(f, r)]
    ahead = range(r + 1, 10) if piece.isupper() else range(0, r)
    return "-" if any(board.get((f, rr)) == piece for rr in ahead) else "+"


def wxf_agrees(fen, iccs, ours, theirs):
    """Whether our WXF text is pyffish's, or its tandem form (see point 3)."""
    if ours == theirs:
        return True
    marked_by_us_only = (theirs[0] in "RHCP" and theirs[1].isdigit()
                         and tandem(fen, iccs))
    return marked_by_us_only and ours == theirs[0] + tandem_mark(fen, iccs) + theirs[2:]


def flip_side(fen):
    fields = fen.split()
    fields[1] = "b" if fields[1] == "w" else "w"
    return " ".join(fields)


def collect_positions(sf, rng, wanted, wanted_check):
    """Distinct positions from seeded random playouts.

    Returns (fens, in_check_count, playouts). Every in-check position met is
    kept; other positions are sampled (the last one of each playout always
    is, while fewer than `wanted` are held). Stops once `wanted` positions
    are held and at least `wanted_check` of them are in check.

    Each pyffish call costs about 1.5 ms whatever it does, so a playout costs
    one legal_moves call a ply, one get_san_moves call (its `+`/`#` marks
    the checks) and one get_fen call per position kept.
    """
    start = sf.start_fen(VARIANT)
    seen = set()
    checks, quiet = [], []
    playouts = 0
    while len(checks) + len(quiet) < wanted or len(checks) < wanted_check:
        playouts += 1
        if playouts > 5000:
            raise RuntimeError("could not collect enough positions")
        length = rng.randint(4, 120)
        moves = []
        while len(moves) < length:
            legal = sf.legal_moves(VARIANT, start, moves)
            if not legal:
                break  # game over: the side to move has no legal move
            moves.append(rng.choice(sorted(legal)))
        san = sf.get_san_moves(VARIANT, start, moves, False, sf.NOTATION_SAN)
        for ply in range(1, len(moves) + 1):
            in_check = san[ply - 1].endswith(("+", "#"))
            if not in_check and not (
                len(checks) + len(quiet) < wanted
                and (ply == len(moves) or rng.random() < 0.25)
            ):
                continue
            fen = sf.get_fen(VARIANT, start, moves[:ply])
            k = key(fen)
            if k in seen:
                continue
            seen.add(k)
            (checks if in_check else quiet).append(fen)
    return checks + quiet, len(checks), playouts


def oracle(entry):
    """Everything pyffish says of one (fen, label, move to play or None)."""
    import pyffish as sf
    fen, label, chosen, sample = entry
    expected = {to_iccs(m): m for m in sf.legal_moves(VARIANT, fen, [])}
    job = dict(fen=fen, label=label, expected=set(expected),
               in_check=sf.gives_check(VARIANT, fen, []), play=None)
    if expected:
        first = chosen or sorted(expected)[0]
        if first not in expected:
            job["bad_move"] = first
            return job
        after = sf.get_fen(VARIANT, fen, [expected[first]])
        job["play"] = (first, after, not sf.legal_moves(VARIANT, after, []))
    # Every move of a piece sharing its file with a same piece, and `sample`
    # others (all if 0): a lone piece's name hangs on its file and direction
    # only, and each pyffish call costs about 1.5 ms.
    shared = sorted(m for m in expected if tandem(fen, m))
    lone = sorted(set(expected) - set(shared))
    if sample and len(lone) > sample:
        lone = random.Random(fen).sample(lone, sample)
    job["wxf"] = {iccs: sf.get_san(VARIANT, fen, expected[iccs], False, sf.NOTATION_XIANGQI_WXF)
                  for iccs in shared + lone}
    # Up to two tandem moves pyffish names by file, to be read by `rulebook play`.
    by_file = [m for m in shared if job["wxf"][m][1].isdigit()][:2]
    job["read"] = [(job["wxf"][m], sf.get_fen(VARIANT, fen, [expected[m]])) for m in by_file]
    return job


def setup_failure(message, args):
    """Nothing could be compared: count every requested position as failed."""
    return verdicts.setup_failure("xiangqi differential", message, args.positions)


def main():
    use_pyenv(__file__)
    ap = playout_arguments(__doc__, 1000, "max(30, positions/8)")
    ap.add_argument("--wxf-sample", type=int, default=0,
                    help="WXF texts compared per position beside every tandem piece's (0: all)")
    args = ap.parse_args()
    t0 = time.monotonic()

    sf, problem = reference("pyffish", args.rulebook)
    if problem:
        return setup_failure(problem, args)

    wanted_check = args.min_check if args.min_check is not None else max(30, args.positions // 8)
    rng = random.Random(args.seed)

    # Hand-picked positions first, checked to be legal and valid.
    entries = []  # (fen, label, move to play or None)
    seen = set()
    for fen, label, *move in HAND_PICKED:
        fen = fen or sf.start_fen(VARIANT)
        if sf.validate_fen(fen, VARIANT) != 1:
            return setup_failure(f"hand-picked FEN rejected by pyffish: {fen}", args)
        # pyffish's gives_check does not count facing generals as check.
        if sf.gives_check(VARIANT, flip_side(fen), []) or generals_face(fen):
            return setup_failure(f"hand-picked FEN has the side not to move in check: {fen}", args)
        seen.add(key(fen))
        entries.append((fen, label, move[0] if move else None))
    n_hand = len(entries)

    try:
        random_fens, _, playouts = collect_positions(sf, rng, args.positions, wanted_check)
    except RuntimeError as e:
        return setup_failure(str(e), args)
    for fen in random_fens:
        if key(fen) not in seen:
            seen.add(key(fen))
            entries.append((fen, "random playout", None))
    t_gen = time.monotonic() - t0

    # Oracle side: everything pyffish says, computed before any process runs,
    # in --jobs processes (each pyffish call costs about 1.5 ms).
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        jobs = list(pool.map(oracle, [(*e, args.wxf_sample) for e in entries], chunksize=16))
    t_oracle = time.monotonic() - t0 - t_gen
    for job in jobs:
        if job.get("bad_move"):
            return setup_failure(f"hand-picked move {job['bad_move']} is not legal in {job['fen']}", args)

    def ours(job):
        rc, out, err = run([args.rulebook, "moves", VARIANT, job["fen"]])
        job["moves_rc"], job["moves_out"], job["moves_err"] = rc, out, err
        rc, out, err = run([args.rulebook, "moves", VARIANT, job["fen"], "--notation", "wxf"])
        job["wxf_rc"], job["wxf_out"], job["wxf_err"] = rc, out, err
        job["read_out"] = [run([args.rulebook, "play", VARIANT, job["fen"], name])
                           for name, _ in job.get("read", [])]
        if job["play"]:
            rc, out, err = run([args.rulebook, "play", VARIANT, job["fen"], job["play"][0]])
            job["play_rc"], job["play_out"], job["play_err"] = rc, out, err
        return job

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        jobs = list(pool.map(ours, jobs))

    tally = Tally()
    mover = {"w": "red", "b": "black"}
    for job in jobs:
        problems = []
        if job["moves_rc"] != 0:
            problems.append(f"rulebook moves exited {job['moves_rc']}: {job['moves_err'].strip()}")
        else:
            problems += moves_problems(job["moves_out"].split(), job["expected"], ICCS_RE, "ICCS", "pyffish")
        if job["wxf_rc"] != 0:
            problems.append(f"rulebook moves --notation wxf exited {job['wxf_rc']}: {job['wxf_err'].strip()}")
        else:
            ours_wxf = dict(line.split() for line in job["wxf_out"].splitlines())
            wrong = [f"{m}: ours {ours_wxf.get(m)!r}, pyffish {t!r}"
                     for m, t in sorted(job["wxf"].items())
                     if not wxf_agrees(job["fen"], m, ours_wxf.get(m) or "", t)]
            if wrong:
                problems.append("WXF differs: " + "; ".join(wrong))
            job["wxf_compared"] = len(job["wxf"])
            job["wxf_same"] = sum(ours_wxf.get(m) == t for m, t in job["wxf"].items())
        for (name, want_fen), (rc, out, err) in zip(job.get("read", []), job["read_out"]):
            got_fen = out.splitlines()[0].strip() if rc == 0 and out else ""
            if got_fen.split() != want_fen.split():
                problems.append(f"pyffish's {name!r} read as {got_fen or err.strip()!r}, "
                                f"pyffish plays {want_fen!r}")
        if job["play"]:
            move, want_fen, over = job["play"]
            if job["play_rc"] != 0:
                problems.append(f"rulebook play {move} exited {job['play_rc']}: {job['play_err'].strip()}")
            else:
                out = job["play_out"].splitlines()
                got_fen = out[0].strip() if out else ""
                if got_fen.split() != want_fen.split():
                    problems.append(f"after {move}: ours {got_fen!r}, pyffish {want_fen!r}")
                if over:
                    want = f"result {mover[job['fen'].split()[1]]} "
                    result = out[1] if len(out) > 1 else "(none)"
                    if not result.startswith(want):
                        problems.append(f"after {move} the opponent has no legal move: "
                                        f"expected '{want}...', ours printed {result!r}")
        tally.judge(f"{job['fen']}  [{job['label']}{', in check' if job['in_check'] else ''}]", problems)

    total = len(jobs)
    n_check = sum(1 for j in jobs if j["in_check"])
    n_wxf = sum(j.get("wxf_compared", 0) for j in jobs)
    n_wxf_same = sum(j.get("wxf_same", 0) for j in jobs)
    n_read = sum(len(j.get("read", [])) for j in jobs)
    elapsed = time.monotonic() - t0
    print(f"xiangqi differential: {total} positions ({n_check} in check; {n_hand} hand-picked, "
          f"{total - n_hand} from {playouts} playouts, seed {args.seed}), {tally.passed} agree, "
          f"{n_wxf} WXF texts compared ({n_wxf_same} identical, the rest tandem marks), "
          f"{n_read} of pyffish's tandem names read back "
          f"(pyffish {'.'.join(map(str, sf.version()))}); "
          f"{elapsed:.1f} s ({t_gen:.1f} s generating, {t_oracle:.1f} s asking pyffish)")
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())

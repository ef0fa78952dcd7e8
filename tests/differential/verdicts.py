"""What the differential scripts share around their comparisons: the
project's command run, a case's verdict printed, the legal moves compared
with the reference's, and the `N passed, M failed` line CI counts."""

import argparse
import importlib
import os
import subprocess
import sys


def playout_arguments(doc, positions, min_check):
    """The arguments of a script that compares positions from random
    playouts: --rulebook, --positions (`positions` by default), --seed,
    --min-check (its default in words: `min_check`) and --jobs. The
    script adds its own and parses them."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--rulebook", required=True, help="path to the rulebook binary")
    ap.add_argument("--positions", type=int, default=positions,
                    help="random-playout positions to compare (hand-picked ones come on top)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--min-check", type=int, default=None,
                    help=f"at least this many in-check positions (default {min_check})")
    ap.add_argument("--jobs", type=int, default=max(2, os.cpu_count() or 2),
                    help="rulebook processes run at once")
    return ap


def reference(name, rulebook):
    """The reference engine's module, and why nothing can be compared
    (None when all is ready): the module could not be imported, or the
    project's binary cannot be run."""
    try:
        module = importlib.import_module(name)
    except ImportError as e:
        return None, f"cannot import {name} ({e}); install tests/differential/requirements.txt"
    if not os.access(rulebook, os.X_OK):
        return None, f"{rulebook} is not an executable"
    return module, None


def run(cmd, stdin=None):
    """`cmd`'s exit status, standard output and standard error (UTF-8)."""
    p = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", input=stdin)
    return p.returncode, p.stdout, p.stderr


def setup_failure(what, message, n):
    """Nothing could be compared: count the `n` cases asked for as failed."""
    print(f"{what}: {message}", file=sys.stderr)
    print(f"0 passed, {n} failed")
    return 1


def moves_problems(lines, expected, move_re, notation, reference):
    """What is wrong with `rulebook moves`' lines beside the `expected` set
    of the reference: a line not in `notation` (matched by `move_re`), an
    order that is not sorted and unique, a move only one side has."""
    problems = []
    got = set(lines)
    bad = [m for m in lines if not move_re.match(m)]
    if bad:
        problems.append(f"not {notation}: {' '.join(bad)}")
    if lines != sorted(lines) or len(lines) != len(got):
        problems.append("moves output is not sorted and unique")
    only_ours = sorted(got - expected)
    only_theirs = sorted(expected - got)
    if only_ours or only_theirs:
        problems.append(f"only in ours: {' '.join(only_ours) or '-'}")
        problems.append(f"only in {reference}: {' '.join(only_theirs) or '-'}")
    return problems


class Tally:
    """The cases that agree and those that do not, each disagreement
    printed with its problems."""

    def __init__(self):
        self.passed = self.failed = 0

    def judge(self, heading, problems):
        if problems:
            self.failed += 1
            print(f"DISAGREE {heading}")
            for p in problems:
                print(f"  {p}")
        else:
            self.passed += 1

    def finish(self):
        """Prints the line CI counts; the exit status."""
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0

#!/usr/bin/env python3
"""Board diagrams for the Cờ tướng rules pages (www/rules/xiangqi.*.html).

Turns a FEN plus marks into a <figure> holding an inline SVG board, in the
markup and classes of the figures already on those pages (the compact
9 x 10 board of fig-horse, fig-cannon or fig-flying, drawn by
www/rules/rules.css): title and description referenced by aria-labelledby,
the pieces as Chinese characters, and marks on top.

Marks (each option may be repeated; points and moves in ICCS: files a-i
from Red's left, ranks 0-9 from Red's side):
  --move h2e2    a move, as a green arrow (class mk-ray / mk-head);
  --must h2h9    the move a rule requires, as an orange arrow (… must);
  --touch h2     a touched piece, as a solid orange ring;
  --order        number the --touch rings 1, 2, … in the order given;
  --ok e2        a point the piece may move to (green dot, mk-ok);
  --cap h9       a point it may capture on (green ring, mk-cap);
  --block b1     a piece that blocks (dashed orange ring, mk-block);
  --no a2        a move that is blocked or illegal (red cross, mk-no);
  --spot a2      a point of interest, under the pieces (dotted, mk-spot).
Several points may be given at once, separated by commas: --ok h1,h3,h4.
Every class comes from rules.css: the touched ring is a circle drawn as
"mk-ray must" (solid orange), and the order numbers are "mk-must" discs
with "oq-step" text (white figures), as the Ô ăn quan pages number lifts.

The description gets, after --desc, the list of the pieces on the board
in the page's language (--lang en or vi), unless --no-inventory.

Example:
  python3 tools/xiangqi_board_svg.py --id fig-rep-check --lang en \\
    --fen 'R8/4k4/9/9/9/9/9/9/9/3K5 w - - 0 1' --move a9a8 --move e8e9 \\
    --title 'Perpetual check' --desc 'Red checks with the rook.' \\
    --caption 'Red loses.'

Python 3, no dependencies. Prints the figure on standard output.
"""

import argparse
import math
import sys

FILES = "abcdefghi"
STEP = 34
LEFT = 40
TOP = 24
WIDTH = 334
HEIGHT = 372

GLYPHS = {
    "K": "帥", "A": "仕", "B": "相", "N": "傌", "R": "俥", "C": "炮", "P": "兵",
    "k": "將", "a": "士", "b": "象", "n": "馬", "r": "車", "c": "砲", "p": "卒",
}
# FEN also accepts E/H for the elephant and the horse.
ALIASES = {"E": "B", "H": "N", "e": "b", "h": "n"}

NAMES = {
    "en": {"K": "general", "A": "advisor", "B": "elephant", "N": "horse",
           "R": "rook", "C": "cannon", "P": "pawn"},
    "vi": {"K": "Tướng", "A": "Sĩ", "B": "Tượng", "N": "Mã",
           "R": "Xe", "C": "Pháo", "P": "Tốt"},
}
SIDES = {"en": ("Red", "Black"), "vi": ("Đỏ", "Đen")}
AND = {"en": "and", "vi": "và"}
MARKS = ("move", "must", "touch", "ok", "cap", "block", "no", "spot")
# The order pieces are listed in a description.
ORDER = "KARCNBP"

# The board itself: identical to the existing compact figures.
GRID = (
    '<rect class="bd-bg" x="0" y="0" width="334" height="372" rx="6"/>\n'
    '<rect class="bd-river-band" x="40" y="160" width="272" height="34"/>\n'
    '<path class="bd-line" d="M40 330H312M40 296H312M40 262H312M40 228H312'
    "M40 194H312M40 160H312M40 126H312M40 92H312M40 58H312M40 24H312"
    "M40 24V330M74 24V160M74 194V330M108 24V160M108 194V330M142 24V160"
    "M142 194V330M176 24V160M176 194V330M210 24V160M210 194V330M244 24V160"
    "M244 194V330M278 24V160M278 194V330M312 24V330M142 330L210 262"
    'M210 330L142 262M142 92L210 24M210 92L142 24"/>\n'
    '<rect class="bd-edge" x="40" y="24" width="272" height="306"/>\n'
)


def coords():
    lines = []
    for i, f in enumerate(FILES):
        lines.append(f'<text class="bd-coord" x="{LEFT + STEP * i}" y="360">{f}</text>')
    for r in range(10):
        lines.append(f'<text class="bd-coord" x="14" y="{TOP + STEP * (9 - r)}">{r}</text>')
    return "\n".join(lines) + "\n"


def point(name):
    """(x, y) of an ICCS point such as 'e0'."""
    if len(name) != 2 or name[0] not in FILES or not name[1].isdigit():
        raise SystemExit(f"not a point: {name!r}")
    return LEFT + STEP * FILES.index(name[0]), TOP + STEP * (9 - int(name[1]))


def parse_fen(fen):
    """{point: piece letter} from the board field of a FEN."""
    rows = fen.split()[0].split("/")
    if len(rows) != 10:
        raise SystemExit(f"a FEN board has 10 ranks: {fen!r}")
    board = {}
    for i, row in enumerate(rows):
        rank = 9 - i
        file = 0
        for ch in row:
            if ch.isdigit():
                file += int(ch)
                continue
            ch = ALIASES.get(ch, ch)
            if ch not in GLYPHS:
                raise SystemExit(f"unknown piece {ch!r} in {fen!r}")
            if file > 8:
                raise SystemExit(f"rank {rank} is too long in {fen!r}")
            board[f"{FILES[file]}{rank}"] = ch
            file += 1
        if file != 9:
            raise SystemExit(f"rank {rank} has {file} points, not 9, in {fen!r}")
    return board


def num(v):
    """A coordinate as the existing figures write it: no needless decimals."""
    v = round(v, 1)
    return str(int(v)) if v == int(v) else str(v)


def arrow(board, move, must):
    """A straight arrow from the moving piece to its destination."""
    src, dst = move[:2], move[2:]
    if src not in board:
        raise SystemExit(f"no piece on {src} to move ({move})")
    (x1, y1), (x2, y2) = point(src), point(dst)
    d = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / d, (y2 - y1) / d
    start = 16.5
    tip_back = 16.5 if dst in board else 0
    tipx, tipy = x2 - ux * tip_back, y2 - uy * tip_back
    head = 10
    basex, basey = tipx - ux * head, tipy - uy * head
    rayx, rayy = tipx - ux * (head - 1), tipy - uy * (head - 1)
    px, py = -uy * 6, ux * 6
    cls = ' must' if must else ''
    return (
        f'<path class="mk-ray{cls}" d="M{num(x1 + ux * start)} {num(y1 + uy * start)}'
        f'L{num(rayx)} {num(rayy)}"/>'
        f'<path class="mk-head{cls}" d="M{num(tipx)} {num(tipy)}'
        f'L{num(basex + px)} {num(basey + py)}L{num(basex - px)} {num(basey - py)}Z"/>'
    )


def inventory(board, lang):
    names = NAMES[lang]
    parts = []
    for side, upper in zip(SIDES[lang], (True, False)):
        found = []
        for letter in ORDER:
            want = letter if upper else letter.lower()
            at = sorted((p for p, c in board.items() if c == want),
                        key=lambda p: (FILES.index(p[0]), int(p[1])))
            if not at:
                continue
            name = names[letter] + ("s" if lang == "en" and len(at) > 1 else "")
            points = at[0] if len(at) == 1 else f"{', '.join(at[:-1])} {AND[lang]} {at[-1]}"
            found.append(f"{name} {points}")
        parts.append(f"{side}: {', '.join(found)}")
    return ". ".join(parts) + "."


def split(values):
    out = []
    for v in values or []:
        out.extend(x for x in v.split(",") if x)
    return out


def figure(args):
    board = parse_fen(args.fen)
    fid = args.id
    desc = args.desc.strip()
    if not args.no_inventory:
        desc = (desc + " " if desc else "") + inventory(board, args.lang)
    out = []
    out.append(
        f'<svg class="board" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="{fid}-t {fid}-d">\n'
        f'<title id="{fid}-t">{args.title}</title><desc id="{fid}-d">{desc}</desc>\n'
    )
    out.append(GRID)
    out.append(coords())
    for p in split(args.spot):
        x, y = point(p)
        out.append(f'<circle class="mk-spot" cx="{x}" cy="{y}" r="8"/>\n')
    pieces = ['<g lang="zh-Hant">']
    for rank in range(9, -1, -1):
        for f in FILES:
            p = f"{f}{rank}"
            if p in board:
                ch = board[p]
                x, y = point(p)
                cls = "pc-r" if ch.isupper() else "pc-b"
                pieces.append(
                    f'<g class="{cls}"><circle cx="{x}" cy="{y}" r="14.5"/>'
                    f'<circle class="pc-in" cx="{x}" cy="{y}" r="11.5"/>'
                    f'<text x="{x}" y="{y}">{GLYPHS[ch]}</text></g>'
                )
    pieces.append("</g>")
    out.append("\n".join(pieces) + "\n")
    marks = []
    for p in split(args.ok):
        x, y = point(p)
        marks.append(f'<circle class="mk-ok" cx="{x}" cy="{y}" r="5.5"/>')
    for p in split(args.cap):
        x, y = point(p)
        marks.append(f'<circle class="mk-cap" cx="{x}" cy="{y}" r="17"/>')
    for p in split(args.block):
        x, y = point(p)
        marks.append(f'<circle class="mk-block" cx="{x}" cy="{y}" r="17"/>')
    for p in split(args.no):
        x, y = point(p)
        marks.append(f'<path class="mk-no" d="M{x - 6} {y - 6}L{x + 6} {y + 6}M{x + 6} {y - 6}L{x - 6} {y + 6}"/>')
    touched = split(args.touch)
    for p in touched:
        if p not in board:
            raise SystemExit(f"no piece on {p} to touch")
        x, y = point(p)
        marks.append(f'<circle class="mk-ray must" cx="{x}" cy="{y}" r="17"/>')
    for m in split(args.move):
        marks.append(arrow(board, m, must=False))
    for m in split(args.must):
        marks.append(arrow(board, m, must=True))
    if args.order:
        for i, p in enumerate(touched, 1):
            x, y = point(p)
            bx, by = x + 13, y - 13
            marks.append(
                f'<g class="oq-step"><circle class="mk-must" cx="{bx}" cy="{by}" r="7"/>'
                f'<text x="{bx}" y="{by + 0.5}">{i}</text></g>'
            )
    if marks:
        out.append("\n".join(marks) + "\n")
    out.append("</svg>")
    svg = "".join(out)
    if args.caption is None:
        return svg
    return f"<figure>\n{svg}\n<figcaption>{args.caption}</figcaption>\n</figure>"


def render(id, fen, title, desc="", caption=None, lang="en", no_inventory=False,
           order=False, **marks):
    """The same as the command line, for use from Python: marks are lists of
    points or moves by option name (move, must, touch, ok, cap, block, no,
    spot)."""
    args = argparse.Namespace(id=id, fen=fen, title=title, desc=desc, caption=caption,
                              lang=lang, no_inventory=no_inventory, order=order)
    for name in MARKS:
        setattr(args, name, list(marks.pop(name, [])))
    if marks:
        raise TypeError(f"unknown marks: {', '.join(marks)}")
    return figure(args)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--id", required=True, help="figure id; the title and desc get -t and -d")
    ap.add_argument("--fen", required=True)
    ap.add_argument("--lang", choices=("en", "vi"), default="en")
    ap.add_argument("--title", required=True)
    ap.add_argument("--desc", default="")
    ap.add_argument("--caption", help="wrap the board in <figure> with this caption")
    ap.add_argument("--no-inventory", action="store_true")
    for name in MARKS:
        ap.add_argument(f"--{name}", action="append")
    ap.add_argument("--order", action="store_true")
    args = ap.parse_args(argv)
    print(figure(args))


if __name__ == "__main__":
    sys.exit(main())

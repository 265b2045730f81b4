"""Draw fresh German corpus lines with a person noun for a hand read of the default mode's output.

The read is the check that the dev set cannot give: lines nobody tuned for. Lines come from the **first
half** of every file of ``corpora/text/de`` only (line number ≤ half the file's line count; the second
halves are held out), have 6–60 words, occur nowhere under ``tests/data`` nor in the ``--exclude`` files
(earlier draws), and contain a word the German lexicon reads as a masculine person noun (generic masculine). Each
file's candidates are shuffled with ``random.Random(seed)`` and an equal share taken per file. Every line is
printed with its origin and, after a tab, the engine's output under the default settings (each line its
own document), so that the reader counts changed / right / needless / half-agreed lines.

    .venv/bin/python bench/de_fresh_draw.py --seed N [--n 200] [--exclude FILE ...] [--out FILE]
"""

from __future__ import annotations

import argparse
import os
import random
import re
from pathlib import Path

from fairwrite.de.lexicon import lexicon
from fairwrite.registry import get_rewriter
from fairwrite.text.wrapping import separate_documents

ROOT = Path(__file__).resolve().parents[1]
WORD = re.compile(r"[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ]?[a-zäöüß]+)*")


def corpus_dir() -> Path:
    return Path(os.environ.get("FAIRWRITE_DATA", ROOT.parent / "shared")) / "corpora" / "text" / "de"


def known_lines(extra: list[Path]) -> set[str]:
    """Every line of ``tests/data`` and of the exclude files (their first tab field)."""
    seen: set[str] = set()
    for path in (p for p in (ROOT / "tests" / "data").rglob("*") if p.is_file()):
        try:
            seen.update(line.strip() for line in path.read_text(encoding="utf-8").splitlines())
        except (UnicodeDecodeError, OSError):
            continue
    for path in extra:  # earlier draws: origin<TAB>line<TAB>output
        seen.update(row.split("\t")[1].strip() for row in path.read_text(encoding="utf-8").splitlines() if "\t" in row)
    return seen


def has_person_noun(line: str) -> bool:
    lex = lexicon()
    for word in WORD.findall(line):
        for reading in lex.person_readings(word):
            if reading.role == "head" and reading.gender == "m":
                return True
    return False


def draw(seed: int, n: int, exclude: list[Path]) -> list[tuple[str, str]]:
    seen = known_lines(exclude)
    files = sorted(corpus_dir().glob("*.txt"))
    per_file, extra = divmod(n, len(files))
    picked: list[tuple[str, str]] = []
    for k, path in enumerate(files):
        lines = path.read_text(encoding="utf-8").splitlines()
        half = len(lines) // 2
        order = list(range(half))
        random.Random(f"{seed}:{path.name}").shuffle(order)
        want = per_file + (1 if k < extra else 0)
        for i in order:
            if want == 0:
                break
            line = lines[i].strip()
            if line in seen or not 6 <= len(line.split()) <= 60 or not has_person_noun(line):
                continue
            seen.add(line)
            picked.append((f"{path.stem}:{i + 1}", line))
            want -= 1
    return picked


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--exclude", type=Path, nargs="*", default=[])
    parser.add_argument("--lines", type=Path, help="read origin<TAB>line from this file instead of drawing")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.lines:
        picked = [tuple(row.split("\t")[:2]) for row in args.lines.read_text(encoding="utf-8").splitlines()]
    else:
        picked = draw(args.seed, args.n, args.exclude)
    rewriter = get_rewriter("de")
    outputs = list(separate_documents(rewriter, [line for _, line in picked]))
    rows = [f"{origin}\t{line}\t{out}" for (origin, line), out in zip(picked, outputs, strict=True)]
    changed = sum(1 for (_, line), out in zip(picked, outputs, strict=True) if line != out)
    text = "\n".join(rows) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        print(text, end="")
    print(f"# {len(rows)} lines, {changed} changed")


if __name__ == "__main__":
    main()

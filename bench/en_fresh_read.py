"""A fresh read of English default rewriting on text nobody tuned for: draw lines from the *first half* of
every file of ``corpora/text/en`` (the second halves are kept for held-out sets), 6 to 60 words, none in
``tests/data`` nor in the files given with ``--exclude`` (earlier reads); rewrite them as a new user would
(``fairwrite rewrite --lang en --context 0``: each line its own document) and print every changed line with
its output for judging by hand.

    .venv/bin/python bench/en_fresh_read.py --seed 20261151 [--lines 3000] [--exclude FILE ...] [--out DIR]

Counting (issue 41, English round 5): changed / right / needless / half-agreed / wrong form, by hand, under
the contract of ``tests/data/real_text/en/README.md``.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def first_half(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines[: len(lines) // 2]


def draw(corpus: Path, seed: int, total: int, seen: set[str]) -> list[tuple[str, int, str]]:
    """About ``total`` lines spread evenly over the files, one line per document."""
    names = sorted(os.listdir(corpus))
    per_file = -(-total // len(names))
    rng = random.Random(seed)
    picked = []
    for name in names:
        candidates = [(name, k, line) for k, line in enumerate(first_half(corpus / name), 1)
                      if 6 <= len(line.split()) <= 60 and line.strip() not in seen]
        rng.shuffle(candidates)
        picked += candidates[:per_file]
    return picked


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--lines", type=int, default=3000)
    parser.add_argument("--exclude", type=Path, action="append", default=[], help="files of lines already read")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    corpus = Path(os.environ.get("FAIRWRITE_DATA", ROOT.parent / "shared")) / "corpora" / "text" / "en"
    seen = {line.strip() for path in (ROOT / "tests" / "data").rglob("*") if path.is_file()
            for line in path.read_text(encoding="utf-8", errors="ignore").splitlines()}
    for path in args.exclude:
        seen |= {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
    picked = draw(corpus, args.seed, args.lines, seen)
    sources = [line for _name, _k, line in picked]
    run = subprocess.run([str(Path(sys.executable).with_name("fairwrite")), "rewrite", "--lang", "en",
                          "--context", "0"], input="\n".join(sources) + "\n", capture_output=True,
                         text=True, check=True)
    outputs = run.stdout.split("\n")[: len(sources)]
    changed = 0
    for n, ((name, k, line), out) in enumerate(zip(picked, outputs, strict=True), 1):
        if out != line:
            changed += 1
            print(f"{n} [{name}:{k}] {line}\n      => {out}")
    print(f"\n{len(picked)} lines, {changed} changed")
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "fresh.src").write_text("\n".join(sources) + "\n", encoding="utf-8")
        (args.out / "fresh.origin").write_text("\n".join(f"{n}:{k}" for n, k, _ in picked) + "\n",
                                               encoding="utf-8")
        (args.out / "fresh.out").write_text("\n".join(outputs) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

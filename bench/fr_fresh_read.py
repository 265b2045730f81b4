"""A fresh read of French to-fair on text nobody tuned for: draw lines from the *first half* of every file of
``corpora/text/fr`` (the second halves are kept for held-out sets), each its own document, with a masculine
person-noun form of the engine's list, none in ``tests/data`` nor in the files given with ``--exclude``
(earlier reads); rewrite them with the defaults and print source and output for judging by hand.

    .venv/bin/python bench/fr_fresh_read.py --seed 20261141 [--per-file 20] [--law 40] [--exclude FILE ...]
        [--out DIR]   # writes DIR/fresh.src, fresh.origin, fresh.out

Counting (issue 41, round 4): changed / right / needless / half-agreed / missed, by hand, under the
contract of ``tests/data/real_text/fr/README.md``.
"""

from __future__ import annotations

import argparse
import os
import random
import re
from pathlib import Path

from fairwrite.fr.nouns import person_nouns
from fairwrite.registry import get_rewriter
from fairwrite.text.wrapping import separate_documents

ROOT = Path(__file__).resolve().parents[1]
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def first_half(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines[: len(lines) // 2]


def draw(corpus: Path, seed: int, per_file: int, law: int, seen: set[str]) -> list[tuple[str, int, str]]:
    """``per_file`` lines of each file (``law`` of the Code civil), 6 to 60 words, with a masculine person noun."""
    nouns = set(person_nouns())  # the masculine forms, singular and plural
    rng = random.Random(seed)
    picked = []
    for name in sorted(os.listdir(corpus)):
        candidates = [(name, k, line) for k, line in enumerate(first_half(corpus / name), 1)
                      if 6 <= len(line.split()) <= 60 and line.strip() not in seen
                      and any(m.group().lower() in nouns for m in _WORD.finditer(line))]
        rng.shuffle(candidates)
        picked += candidates[: law if name == "code_civil.txt" else per_file]
    return picked


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--per-file", type=int, default=20)
    parser.add_argument("--law", type=int, default=40, help="lines from code_civil.txt")
    parser.add_argument("--exclude", type=Path, action="append", default=[], help="files of lines already read")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    corpus = Path(os.environ.get("FAIRWRITE_DATA", ROOT.parent / "shared")) / "corpora" / "text" / "fr"
    seen = {line.strip() for path in (ROOT / "tests" / "data").rglob("*") if path.is_file()
            for line in path.read_text(encoding="utf-8", errors="ignore").splitlines()}
    for path in args.exclude:
        seen |= {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
    picked = draw(corpus, args.seed, args.per_file, args.law, seen)
    sources = [line for _name, _k, line in picked]
    outputs = list(separate_documents(get_rewriter("fr", form="point"), sources))
    for n, ((name, k, line), out) in enumerate(zip(picked, outputs, strict=True), 1):
        print(f"{n} [{name}:{k}] {'*' if out != line else ' '} {line}")
        if out != line:
            print(f"      => {out}")
    print(f"\n{len(picked)} lines, {sum(o != s for o, s in zip(outputs, sources, strict=True))} changed")
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "fresh.src").write_text("\n".join(sources) + "\n", encoding="utf-8")
        (args.out / "fresh.origin").write_text("\n".join(f"{n}:{k}" for n, k, _ in picked) + "\n", encoding="utf-8")
        (args.out / "fresh.out").write_text("\n".join(outputs) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

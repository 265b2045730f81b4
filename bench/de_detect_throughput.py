"""Throughput of German gender-fair detection on a large corpus (issue 4: ≥ 5× a per-pattern regex loop).

UD German GSD (``# text =`` lines of dev + test), repeated to ≥ 50 MB, with a few gender-fair sentences
mixed in so that there is something to find. Both sides run on one core over the same text:

- **baseline**: a plain loop over the regular expressions of Amrhein et al. (2023), App. F (pair form,
  Binnen-I, slash, gap, colon, star), ``finditer`` of each pattern over each line;
- **fairwrite**: :class:`fairwrite.de.detect.Detector` (all App. F forms plus parenthesis, media point,
  gender-fair determiners/pronouns and participle nouns, each with its label), scanning lines in large
  buffers (``detect_lines``), and, for reference, line by line (``detect``).

    .venv/bin/python bench/de_detect_throughput.py [--mb 50] [--data-dir ../shared]
"""

from __future__ import annotations

import argparse
import re
import time
from collections import Counter

from fairwrite.datadir import data_path
from fairwrite.de.detect import Detector

#: App. F of Amrhein et al. (2023), as printed.
APP_F = [
    r"(\S{2,})innen und -?\S{2,}innen(en|e|n)?",  # pair forms
    r"\w+Innen",  # Binnen-I
    r"\w+ ?/ ?innen",  # slash
    r"\w+_innen",  # gap
    r"\w+:innen",  # colon
    r"\w+\*innen",  # star
]

SPRINKLE = [
    "Liebe Kolleg*innen, die Lehrer:innen und Schüler_innen sind eingeladen.",
    "Wir suchen eine*n engagierte*n Mitarbeiter*in, jede*r ist willkommen.",
    "Die Bürgerinnen und Bürger sowie die StudentInnen und Ärzt/innen protestieren.",
]


def corpus(mb: float, data_dir: str | None) -> list[str]:
    ud = data_path("corpora/ud/UD_German-GSD", data_dir)
    lines = []
    for name in ("de_gsd-ud-dev.conllu", "de_gsd-ud-test.conllu"):
        with open(ud / name, encoding="utf-8") as handle:
            lines += [line[9:].rstrip("\n") for line in handle if line.startswith("# text = ")]
    for k, extra in enumerate(SPRINKLE):
        lines.insert(100 * (k + 1), extra)
    size = sum(len(x.encode()) + 1 for x in lines)
    return lines * (int(mb * 1e6 / size) + 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--data-dir", default=None)
    args = parser.parse_args()
    lines = corpus(args.mb, args.data_dir)
    mb = sum(len(x.encode()) + 1 for x in lines) / 1e6
    print(f"corpus: {len(lines):,} lines, {mb:.1f} MB (UD German GSD repeated)")

    patterns = [re.compile(p) for p in APP_F]
    start = time.process_time()
    base = 0
    for line in lines:
        for pattern in patterns:
            for _ in pattern.finditer(line):
                base += 1
    t_base = time.process_time() - start
    print(f"baseline, App. F regexes one by one, per line : {mb / t_base:7.1f} MB/s  ({base:,} matches)")

    detector = Detector()
    detector.detect("Die Studierenden kommen.")  # load the lexicon outside the timing
    start = time.process_time()
    found: Counter[str] = Counter()
    for matches in detector.detect_lines(lines):
        for m in matches:
            found[m.form] += 1
    t_fast = time.process_time() - start
    print(
        f"fairwrite Detector.detect_lines (64 kB buffers) : {mb / t_fast:7.1f} MB/s  ({sum(found.values()):,} matches)"
    )

    sample = lines[: max(1, len(lines) // 10)]
    sample_mb = sum(len(x.encode()) + 1 for x in sample) / 1e6
    start = time.process_time()
    for line in sample:
        detector.detect(line)
    t_line = time.process_time() - start
    print(f"fairwrite Detector.detect, line by line (10 %)  : {sample_mb / t_line:7.1f} MB/s")
    print("forms found: " + ", ".join(f"{k} {v:,}" for k, v in found.most_common()))
    print(f"speed-up over the App. F loop: {t_base / t_fast:.1f}x (target >= 5x)")


if __name__ == "__main__":
    main()

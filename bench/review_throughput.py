"""What ``--format jsonl`` costs against ``--format text`` (issue 43: at most 10 % throughput).

Real lines from ``$FAIRWRITE_DATA/corpora/text/<lang>/`` (the first ``--lines`` of each of a few files, so
news, debates, novels and tweets are all in) go through the two paths ``fairwrite rewrite`` takes: the
plain rewriter (``--format text``) and the reviewer rendering JSONL records (``--format jsonl`` as it runs
by default, and with ``--alternatives``, which runs the engine in its other forms on the changed lines). Engines are loaded and their word caches warmed on the same lines first; then
each format runs against ``--format text`` in a phase of its own, in turn (A B, then B A, …), each run timed
in CPU seconds of this process, and the ratio is taken round by round (the median is printed), so a drift
of the shared machine moves both sides of a ratio alike.

    .venv/bin/python bench/review_throughput.py [--lang de en fr] [--lines 150] [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import deque
from pathlib import Path

from fairwrite.registry import get_rewriter
from fairwrite.review.formats import FormattedRewriter
from fairwrite.review.reviewer import Reviewer

FILES = {
    "de": ["gnad10k_news.txt", "bundestag_reden_wp20.txt", "eltec_novels.txt", "germeval2018_tweets.txt"],
    "en": ["abc_news.txt", "state_union.txt", "eltec_novels.txt", "nps_chat.txt"],
    "fr": ["assemblee_nationale_debats.txt", "code_civil.txt", "eltec_novels.txt", "piaf_wikipedia.txt"],
}


def corpus_lines(lang: str, per_file: int) -> list[str]:
    root = Path(os.environ.get("FAIRWRITE_DATA", Path(__file__).resolve().parents[2] / "shared"))
    folder = root / "corpora" / "text" / lang
    names = [n for n in FILES[lang] if (folder / n).is_file()] or sorted(p.name for p in folder.glob("*.txt"))[:4]
    lines: list[str] = []
    for name in names:
        with (folder / name).open(encoding="utf-8") as handle:
            taken = [line.rstrip("\n") for _, line in zip(range(per_file), handle, strict=False)]
        lines += [line for line in taken if line.strip()]
    return lines


def timed(rewriter, lines: list[str]) -> float:
    """CPU seconds of this process (the machine is shared: wall time would count the other processes)."""
    start = time.process_time()
    deque(rewriter.rewrite(lines), maxlen=0)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["de", "en", "fr"])
    parser.add_argument("--lines", type=int, default=150, help="lines from each corpus file")
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    print("| lang | lines | changed | text CPU s | jsonl CPU s | jsonl / text | jsonl --alternatives CPU s | "
          "its ratio |")  # fmt: skip
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for lang in args.lang:
        lines = corpus_lines(lang, args.lines)
        direction = "to-fair" if lang == "fr" else None
        text = get_rewriter(lang, direction=direction)
        plain = FormattedRewriter(Reviewer(lang, direction=direction, alternatives=False), "jsonl")
        rich = FormattedRewriter(Reviewer(lang, direction=direction, alternatives=True), "jsonl")
        outputs = list(text.rewrite(lines))  # loads the engine, warms its word caches
        deque(plain.rewrite(lines), maxlen=0)
        deque(rich.rewrite(lines), maxlen=0)
        changed = sum(a != b for a, b in zip(lines, outputs, strict=True))
        times: dict[str, list[float]] = {"text": [], "jsonl": [], "text2": [], "rich": []}
        # two phases, so that the other forms' engines (--alternatives) never run just before one of the
        # pair being compared; in each, A B then B A, so neither side always follows the other
        for base, other, engine in (("text", "jsonl", plain), ("text2", "rich", rich)):
            for round_ in range(args.rounds):
                pair = ((base, text), (other, engine))
                for name, rewriter in pair if round_ % 2 == 0 else pair[::-1]:
                    times[name].append(timed(rewriter, lines))
        ratio = statistics.median(j / t for j, t in zip(times["jsonl"], times["text"], strict=True))
        ratio_rich = statistics.median(j / t for j, t in zip(times["rich"], times["text2"], strict=True))
        med = {k: statistics.median(v) for k, v in times.items()}
        print(f"| {lang} | {len(lines)} | {changed} | {med['text']:.2f} | {med['jsonl']:.2f} | {ratio:.3f} | "
              f"{med['rich']:.2f} | {ratio_rich:.3f} |")  # fmt: skip


if __name__ == "__main__":
    main()

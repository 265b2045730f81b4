"""Calibration of the edits' confidence (issue 43): precision per confidence bin, per language.

Every edit the rule engines make on a hand-written real-text dev set is scored against the reference: an
edit is **right** when the reference writes the same words over the same stretch of the source (the
stretch widened over every reference change and every output edit that overlaps it, so a change the
two cut differently is compared as a whole); an edit where the reference keeps the source is wrong.

The confidence of an edit is the smoothed precision ((right + 1) / (edits + 2)) of its language and kind
(:mod:`fairwrite.review.confidence`). To show that it is calibrated rather than fitted, the lines are
cross-fitted: the table is measured on the even lines and assigned to the edits of the odd lines, and the
other way round; the bins print the precision of those held-out assignments. ``--write`` then measures
the table on all lines and writes ``src/fairwrite/review/confidence.json``.

Sets: ``tests/data/real_text/<lang>/dev.{src,ref}`` (issue 41, ``--referents generic``) where they exist;
until then the hand-written sets already in the repository (German ``tests/data/de_real`` and
``tests/data/de_dev/dev``, French ``tests/data/fr_neutral``) and, for English, the OpenSubtitles and Reddit
sets of ``$FAIRWRITE_DATA/benchmarks/en`` (their convention rewrites every reference: ``--referents all``).

    .venv/bin/python bench/edit_calibration.py [--lang en de fr] [--limit N] [--write] [--real-text DIR ...]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from fairwrite.review.align import align
from fairwrite.review.confidence import TABLE
from fairwrite.review.reviewer import ReviewEdit, Reviewer, review_pair
from fairwrite.text.edits import Edit, apply_edits
from fairwrite.text.io import read_lines
from fairwrite.text.wrapping import separate_documents

ROOT = Path(__file__).resolve().parents[1]
BINS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001)


@dataclass(frozen=True)
class DevSet:
    lang: str
    name: str
    src: Path
    ref: Path
    form: str | None = None
    referents: str = "generic"


#: folders holding ``<lang>/dev.{src,ref}``, searched in order (``--real-text`` adds others first)
REAL_TEXT = [ROOT / "tests" / "data" / "real_text"]


def dev_sets(lang: str) -> list[DevSet]:
    """The real-text dev sets of ``lang`` (see the module docstring for the fallbacks)."""
    for folder in REAL_TEXT:
        real = folder / lang
        if (real / "dev.src").is_file() and (real / "dev.ref").is_file():
            return [DevSet(lang, f"real_text/{lang}/dev", real / "dev.src", real / "dev.ref")]
    data = ROOT / "tests" / "data"
    if lang == "de":
        de_real = data / "de_real"
        return [
            DevSet("de", "de_real/generic_masc", de_real / "generic_masc.src", de_real / "generic_masc.star.ref"),
            DevSet("de", "de_real/social", de_real / "social.src", de_real / "social.star.ref"),
            DevSet("de", "de_real/news_plain", de_real / "news_plain.src", de_real / "news_plain.src"),
            DevSet("de", "de_dev/dev", data / "de_dev" / "dev.src", data / "de_dev" / "dev.ref", referents="all"),
        ]
    if lang == "fr":
        folder = data / "fr_neutral"
        return [DevSet("fr", "fr_neutral", folder / "src.txt", folder / "ref.txt", form="neutral")]
    shared = Path(os.environ.get("FAIRWRITE_DATA", ROOT.parent / "shared")) / "benchmarks" / "en"
    return [
        DevSet("en", f"benchmarks/en/{name}", shared / f"{name}.src", shared / f"{name}.trg", referents="all")
        for name in ("opensubtitles", "reddit")
    ]


def right(source: str, edit: ReviewEdit, edits: list[ReviewEdit], reference: str) -> bool:
    """Whether the reference writes what the output writes over the stretch of ``edit`` (see above)."""
    ref_changes = align(source, reference)
    start, end = edit.start, edit.end
    grown = True
    while grown:  # widen over every change of either side that overlaps the stretch
        grown = False
        for a, b in [(c.start, c.end) for c in ref_changes] + [(e.start, e.end) for e in edits]:
            overlaps = (a < end and start < b) or (a == b and start <= a <= end)
            if overlaps and (a < start or b > end):
                start, end, grown = min(a, start), max(b, end), True
    ours = apply_edits(source[start:end], [Edit(e.start - start, e.end - start, e.replacement)
                                           for e in edits if start <= e.start and e.end <= end])
    theirs = apply_edits(source[start:end], [Edit(c.start - start, c.end - start, c.replacement)
                                             for c in ref_changes if start <= c.start and c.end <= end])
    return ours == theirs


def scored_edits(dev: DevSet, limit: int | None) -> list[tuple[int, str, bool]]:
    """``(line, kind, right)`` for every edit the rules make on ``dev``."""
    sources, refs = read_lines(dev.src)[:limit], read_lines(dev.ref)[:limit]
    if len(sources) != len(refs):
        raise SystemExit(f"{dev.name}: {len(sources)} sources but {len(refs)} references")
    direction = "to-fair" if dev.lang == "fr" else None
    reviewer = Reviewer(dev.lang, form=dev.form, direction=direction, referents=dev.referents, alternatives=False)
    outputs = list(separate_documents(reviewer.rewriter, sources))  # each line its own document
    found = []
    for line, (source, output, reference) in enumerate(zip(sources, outputs, refs, strict=True)):
        edits = list(review_pair(source, output, dev.lang, reviewer.rule).edits)
        found += [(line, e.kind, right(source, e, edits, reference)) for e in edits]
    return found


def fit(edits: list[tuple[int, str, bool]]) -> dict[str, dict[str, float | int]]:
    """Smoothed precision per kind, and ``*`` over all kinds."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for _, kind, ok in edits:
        for key in (kind, "*"):
            counts[key][0] += ok
            counts[key][1] += 1
    return {k: {"precision": round((r + 1) / (n + 2), 3), "right": r, "edits": n} for k, (r, n) in counts.items()}


def lookup(table: dict[str, dict[str, float | int]], kind: str) -> float:
    row = table.get(kind) or table.get("*") or {"precision": 0.5}
    return float(row["precision"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["en", "de", "fr"], choices=("en", "de", "fr"))
    parser.add_argument("--limit", type=int, default=None, help="first N lines of each set")
    parser.add_argument("--write", action="store_true", help="write the table measured on all lines")
    parser.add_argument(
        "--real-text", nargs="+", type=Path, default=[],
        help="other folders of <lang>/dev.{src,ref} to read first (a branch's checkout before it is merged)",
    )  # fmt: skip
    args = parser.parse_args()
    REAL_TEXT[:0] = args.real_text
    tables: dict[str, dict] = {}
    sets_used: dict[str, list[str]] = {}
    for lang in args.lang:
        start = time.perf_counter()
        edits: list[tuple[int, str, bool]] = []
        offset = 0
        for dev in dev_sets(lang):
            found = scored_edits(dev, args.limit)
            edits += [(offset + line, kind, ok) for line, kind, ok in found]
            offset += 100_000
        sets_used[lang] = [d.name for d in dev_sets(lang)]
        halves = [[e for e in edits if e[0] % 2 == p] for p in (0, 1)]
        bins: dict[int, list[int]] = defaultdict(lambda: [0, 0])
        for held, fitted in ((halves[1], fit(halves[0])), (halves[0], fit(halves[1]))):
            for _, kind, ok in held:
                value = lookup(fitted, kind)
                b = next(k for k in range(len(BINS) - 1) if BINS[k] <= value < BINS[k + 1])
                bins[b][0] += ok
                bins[b][1] += 1
        print(f"## {lang}: {len(edits)} edits on {', '.join(sets_used[lang])} ({time.perf_counter() - start:.0f} s)")
        print("| confidence bin | edits | right | precision |\n| --- | ---: | ---: | ---: |")
        for b in sorted(bins):
            ok, n = bins[b]
            print(f"| [{BINS[b]:.2f}, {min(BINS[b + 1], 1.0):.2f}) | {n} | {ok} | {ok / n:.3f} |")
        table = fit(edits)
        tables[lang] = table
        print("\n| kind | edits | right | confidence (smoothed precision) |\n| --- | ---: | ---: | ---: |")
        for kind, row in sorted(table.items()):
            print(f"| {kind} | {row['edits']} | {row['right']} | {row['precision']:.3f} |")
        print()
    if args.write:
        existing = json.loads(TABLE.read_text(encoding="utf-8")) if TABLE.is_file() else {"languages": {}}
        existing["languages"].update(tables)
        existing.setdefault("sets", {}).update(sets_used)
        existing["how"] = (
            "bench/edit_calibration.py --write: smoothed precision (right + 1) / (edits + 2) per kind, "
            f"on {', '.join(n for names in existing['sets'].values() for n in names)}"
        )
        TABLE.write_text(json.dumps(existing, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {TABLE}")


if __name__ == "__main__":
    main()

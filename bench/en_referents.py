"""English ``--referents generic`` against ``all`` (issue 14): named people stay, generic references go.

Two sets, both in ``tests/data/en_named/``:

1. **Named people** (``named_people.tsv``): real news sentences (ABC rural/science news, WSJ) and MASC
   sentences (blogs, letters, fiction, tweets) about named people, with no generic reference; the file
   names the corpus lines, the text is read from ``$FAIRWRITE_DATA/corpora/text/en``. The reference is
   the source: under the default every segment should come back unchanged (target WER 0.00).
2. **Mixed** (``mixed.tsv``): sentences written for fairwrite where generic references (*every doctor …
   his*, *a spokesman … he*) must still be rewritten, often next to specific ones that must stay, with
   a hand-written reference each.

Each sentence is its own document (a blank segment between them). Prints tokenised WER ×100 and the
over-edit share (segments changed where the reference keeps the source) for ``generic`` (the default)
and ``all`` (today's behaviour, the benchmarks' convention).

    .venv/bin/python bench/en_referents.py [--show N] [--check]

``--check`` exits 1 when the named set is not 0.00 under the default or the mixed set is not better
under the default than under ``all``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fairwrite.datadir import data_path
from fairwrite.en.forward import make_rewriter
from fairwrite.metrics import tokenised_wer
from fairwrite.text.wrapping import separate_documents

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "en_named"


def named_people() -> list[str]:
    """The corpus lines ``named_people.tsv`` points at (``file<TAB>line<TAB>first words``)."""
    texts, files = [], {}
    for row in (DATA / "named_people.tsv").read_text(encoding="utf-8").splitlines():
        if not row.strip() or row.startswith("#"):
            continue
        name, number, start = row.split("\t")
        if name not in files:
            files[name] = data_path(f"corpora/text/en/{name}").read_text(encoding="utf-8").splitlines()
        text = files[name][int(number) - 1]
        if not text.startswith(start):
            raise SystemExit(f"{name}:{number} no longer starts with {start!r}: the corpus changed")
        texts.append(text)
    return texts


def mixed() -> tuple[list[str], list[str]]:
    rows = [r.split("\t") for r in (DATA / "mixed.tsv").read_text(encoding="utf-8").splitlines()
            if r.strip() and not r.startswith("#")]
    return [s for s, _ in rows], [r for _, r in rows]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=0, help="print up to N wrong segments per set and mode")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args()

    rewriters = {"generic (default)": make_rewriter(), "all (today)": make_rewriter(referents="all")}
    named = named_people()
    sources, references = mixed()
    sets = {
        f"named people ({len(named)} real sentences), reference = source": (named, named),
        f"mixed ({len(sources)} sentences written for this), hand-written reference": (sources, references),
    }
    print("| set | mode | WER ×100 | segments changed | over-edits (changed where the reference keeps the source) |")
    print("| --- | --- | ---: | ---: | ---: |")
    scores: dict[tuple[int, str], float] = {}
    wrong: list[str] = []
    for k, (label, (src, ref)) in enumerate(sets.items()):
        print(f"| {label} | source as is | {100 * tokenised_wer(ref, src):.2f} | 0 | 0 |")
        for mode, rewriter in rewriters.items():
            out = list(separate_documents(rewriter, src))
            changed = sum(o != s for o, s in zip(out, src, strict=True))
            over = sum(o != s and r == s for o, s, r in zip(out, src, ref, strict=True))
            kept_source = sum(r == s for s, r in zip(src, ref, strict=True))
            scores[(k, mode)] = score = 100 * tokenised_wer(ref, out)
            print(
                f"| {label} | {mode} | **{score:.2f}** | {changed}/{len(src)} ({changed / len(src):.1%}) | "
                f"{over}/{kept_source} |"
            )
            bad = [(s, o, r) for s, o, r in zip(src, out, ref, strict=True) if o != r]
            wrong += [f"[{mode}] src {s}\n    out {o}\n    ref {r}" for s, o, r in bad[: args.show]]
    if wrong:
        print("\n" + "\n".join(wrong))
    if args.check:
        generic, today = "generic (default)", "all (today)"
        missed = []
        if scores[(0, generic)] > 0:
            missed.append(f"named people under the default: WER {scores[(0, generic)]:.2f} > 0.00")
        if scores[(1, generic)] >= scores[(1, today)]:
            missed.append("mixed set: the default is not better than all")
        if missed:
            print("\nMISSED: " + "; ".join(missed), file=sys.stderr)
            sys.exit(1)


if __name__ == "__main__":
    main()

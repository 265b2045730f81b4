"""French ``--form neutral`` (epicene and collective reformulation, :mod:`fairwrite.fr.collective`) against
hand-written references: BLEU of the rewriter next to the identity, on the tuning set and on the held-out
set (``tests/data/fr_neutral/{src,ref}.txt`` and ``heldout/``), sacrebleu via ``fairwrite.metrics.bleu``.

    .venv/bin/python bench/fr_neutral.py [--show-errors]

Issue 15: target >= 95 BLEU on the set of its own (>= 150 sentences).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from fairwrite.fr.collective import make_neutral_rewriter
from fairwrite.metrics import bleu

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "fr_neutral"
SETS = {"tuning": DATA, "held-out": DATA / "heldout"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-errors", action="store_true", help="print the sentences that differ from the reference")
    args = parser.parse_args()

    rewriter = make_neutral_rewriter()
    for name, folder in SETS.items():
        sources = (folder / "src.txt").read_text(encoding="utf-8").splitlines()
        refs = (folder / "ref.txt").read_text(encoding="utf-8").splitlines()
        start = time.perf_counter()
        # independent sentences, not one document: an empty segment between them (the referent contract)
        outputs = list(rewriter.rewrite(text for source in sources for text in (source, "")))[::2]
        seconds = time.perf_counter() - start
        exact = sum(o == r for o, r in zip(outputs, refs, strict=True))
        changed = sum(o != s for o, s in zip(outputs, sources, strict=True))
        print(f"{name} set: {len(sources)} sentences ({sum(s != r for s, r in zip(sources, refs, strict=True))} "
              f"with a reformulation in the reference)")
        print(f"  identity        BLEU {bleu(refs, sources)['bleu']:6.2f}")
        print(f"  neutral form    BLEU {bleu(refs, outputs)['bleu']:6.2f}   exact {exact}/{len(refs)}, "
              f"changed {changed}, {seconds:.1f} s")
        if args.show_errors:
            for source, output, ref in zip(sources, outputs, refs, strict=True):
                if output != ref:
                    print(f"    src {source}\n    out {output}\n    ref {ref}\n")
    print(f"  signature: {bleu(['a'], ['a'])['signature']}")
    print("  issue 15: target >= 95 BLEU")


if __name__ == "__main__":
    main()

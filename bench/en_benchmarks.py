"""English rule-based rewriting against the published systems (issue 3): forward, non-gendered, backward.

Prints three Markdown tables (tokenised WER ×100, as in Amrhein et al. 2023 Table 1; lower is better):

1. **Forward** (gendered source → gender-neutral reference, ``--referents all``: the benchmarks rewrite
   named people too) on OpenSubtitles, Reddit and WinoBias+: the
   source itself, the published systems in ``benchmarks/en/systems`` and fairwrite's rules with nouns on
   (the default) and off — the references rewrite pronouns only, so the nouns-off row is the comparable
   one, the nouns-on row shows what noun rewriting costs there.
2. **Non-gendered**: sentences without any word of the lookup tables must come back unchanged (WER 0.00):
   every UD English EWT dev+test sentence with no gendered word, and the benchmark references (already
   gender-neutral) fed back in. Next to WER, the over-edit measure (:mod:`fairwrite.metrics.over_edit`):
   the share of these segments that came back changed (the forward sets have none to keep: every source
   of OpenSubtitles, Reddit and WinoBias+ is rewritten by its reference).
3. **Backward** Augmentation: each reference rewritten with the gender of its source (the benchmarks'
   ``source_label``) and scored against that source. Sources with both masculine and feminine pronouns
   (``mixed``) cannot be produced by one generic gender: they are left out of the main column and scored
   separately with each gender, for information.

    .venv/bin/python bench/en_benchmarks.py [--check] [--json results.json] [--errors N] [--skip-ud]

``--check`` exits 1 when a target of the issue is missed (forward ≤ best published system on every set,
non-gendered = 0.00, backward ≤ 0.5 on WinoBias+ and ≤ 2.0 on OpenSubtitles/Reddit).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from fairwrite.corpus import iter_documents
from fairwrite.datadir import data_path
from fairwrite.datasets.suite import EN_BENCHMARKS, EN_SYSTEMS, load_en_benchmark
from fairwrite.en.backward import make_augmenter
from fairwrite.en.forward import make_rewriter
from fairwrite.en.gender import segment_gender
from fairwrite.metrics import over_edit, segment_counts, tokenised_wer

NAMES = {"opensubtitles": "OpenSubtitles", "reddit": "Reddit", "winobias+": "WinoBias+"}
BACKWARD_TARGETS = {"opensubtitles": 2.0, "reddit": 2.0, "winobias+": 0.5}


def wer(refs: list[str], hyps: list[str]) -> float:
    return 100 * tokenised_wer(refs, hyps)


def ud_sentences() -> list[str]:
    """UD English EWT dev+test, one sentence per CoNLL-U ``# text =`` line."""
    return [d.text for d in iter_documents(sorted(data_path("corpora/ud/UD_English-EWT").glob("*.conllu")))]


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "| " + " | ".join(["---"] + ["---:"] * (len(header) - 1)) + " |",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument(
        "--errors", type=int, default=0, help="print up to N wrong segments per set (nouns off)"
    )
    parser.add_argument(
        "--skip-ud", action="store_true",
        help="leave out the UD EWT row (for readers kept off corpora/ud: held-out sets are drawn there)",
    )
    args = parser.parse_args()

    start = time.perf_counter()
    benches = {name: load_en_benchmark(name) for name in EN_BENCHMARKS}
    # the benchmarks rewrite every gendered reference (named people too): their convention is `all`
    rewriters = {
        "nouns on": make_rewriter(referents="all"),
        "nouns off": make_rewriter(nouns=False, referents="all"),
    }
    results: dict = {"forward": {}, "non_gendered": {}, "backward": {}}

    # 1. forward
    rows = [["source (no rewriting)"] + [f"{wer(b.references, b.sources):.2f}" for b in benches.values()]]
    for system in EN_SYSTEMS:
        rows.append([system] + [f"{wer(b.references, b.systems[system]):.2f}" for b in benches.values()])
    best = {n: min(wer(b.references, b.systems[s]) for s in EN_SYSTEMS) for n, b in benches.items()}
    outputs: dict[str, dict[str, list[str]]] = {}
    for label, rewriter in rewriters.items():
        outputs[label] = {n: list(rewriter.rewrite(b.sources)) for n, b in benches.items()}
        scores = {n: wer(b.references, outputs[label][n]) for n, b in benches.items()}
        results["forward"][label] = scores
        rows.append([f"**fairwrite rules ({label})**"] + [f"**{scores[n]:.2f}**" for n in benches])
    rows.append(["target: best published"] + [f"≤ {best[n]:.2f}" for n in benches])
    print("## Forward: gendered → gender-neutral (tokenised WER ×100)\n")
    print(table(["system"] + [NAMES[n] for n in benches], rows))

    # 2. non-gendered
    texts = [] if args.skip_ud else ud_sentences()
    plain = [t for t in texts if segment_gender(t) == "none"]
    rows = []

    def unchanged(key: str, rewriter, texts: list[str], label: str) -> None:
        """Feed ``texts`` (nothing to rewrite) through ``rewriter``: WER and changed segments."""
        out = list(rewriter.rewrite(texts))
        over = over_edit(texts, texts, out)
        score, changed = wer(texts, out), over["changed_segments"]
        results["non_gendered"][key] = {"wer": score, "changed": changed, "segments": len(texts)}
        rows.append([label, f"{score:.2f}", f"{100 * over['segments']:.2f} ({changed})"])

    for label, rewriter in rewriters.items() if plain else ():
        unchanged(f"ud-ewt ({label})", rewriter, plain,
                  f"UD EWT dev+test sentences with no word of the lookup tables ({len(plain):,}), {label}")
    for name, bench in benches.items():
        refs = bench.references
        unchanged(f"{name} references", rewriters["nouns off"], refs,
                  f"{NAMES[name]} references fed back in ({len(refs):,}), nouns off")
    print("\n## Non-gendered input must come back unchanged\n")
    print(table(["input", "WER ×100", "over-edit: % segments changed (n)"], rows))

    # 3. backward
    augmenters = {
        (g, nouns): make_augmenter(g, nouns=nouns)
        for g in ("masculine", "feminine")
        for nouns in (True, False)
    }
    rows = []
    for name, bench in benches.items():
        labels = bench.dataset["source_label"]
        entry: dict = {}
        for nouns in (True, False):
            src, refs, out = [], [], []
            for gender in ("masculine", "feminine"):
                idx = [i for i, lab in enumerate(labels) if lab == gender]
                src += [bench.sources[i] for i in idx]
                refs += [bench.references[i] for i in idx]
                out += augmenters[(gender, nouns)].rewrite([bench.references[i] for i in idx])
            entry["nouns on" if nouns else "nouns off"] = wer(src, out)
            entry["segments"] = len(src)
            entry["baseline"] = wer(src, refs)
        mixed = [i for i, lab in enumerate(labels) if lab == "mixed"]
        for gender in ("masculine", "feminine"):
            if mixed:
                out = list(augmenters[(gender, True)].rewrite([bench.references[i] for i in mixed]))
                entry[f"mixed as {gender}"] = wer([bench.sources[i] for i in mixed], out)
        entry["mixed"] = len(mixed)
        results["backward"][name] = entry
        mixed_cells = (
            f"{entry['mixed as masculine']:.2f} / {entry['mixed as feminine']:.2f} ({len(mixed)})"
            if mixed
            else "—"
        )
        rows.append(
            [
                NAMES[name],
                f"{entry['segments']:,}",
                f"{entry['baseline']:.2f}",
                f"**{entry['nouns on']:.2f}**",
                f"**{entry['nouns off']:.2f}**",
                f"≤ {BACKWARD_TARGETS[name]:.1f}",
                mixed_cells,
            ]
        )
    print("\n## Backward: reference → source gender, scored against the source (tokenised WER ×100)\n")
    print(
        table(
            [
                "set",
                "segments (masc.+fem.)",
                "reference as is",
                "rules, nouns on",
                "rules, nouns off",
                "target",
                "mixed sources: as masc. / as fem. (n)",
            ],
            rows,
        )
    )
    print(f"\n({time.perf_counter() - start:.0f} s)")

    if args.errors:
        for name, bench in benches.items():
            counts = segment_counts(bench.references, outputs["nouns off"][name])
            shown = 0
            for i, edits in enumerate(counts.edits):
                if edits and shown < args.errors:
                    shown += 1
                    print(
                        f"\n[{name} {i}] {edits} edit(s)\n  src {bench.sources[i]}\n  ref {bench.references[i]}\n"
                        f"  out {outputs['nouns off'][name][i]}"
                    )

    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    if args.check:
        missed = [
            f"forward {n} {results['forward']['nouns off'][n]:.2f} > {best[n]:.2f}"
            for n in benches
            if round(results["forward"]["nouns off"][n], 2) > round(best[n], 2)
        ]
        missed += [
            f"non-gendered {k} changed {v['changed']}"
            for k, v in results["non_gendered"].items()
            if "nouns on" not in k and v["changed"]
        ]
        missed += [
            f"backward {n} {results['backward'][n]['nouns off']:.2f} > {BACKWARD_TARGETS[n]}"
            for n in benches
            if results["backward"][n]["nouns off"] > BACKWARD_TARGETS[n]
        ]
        if missed:
            print("\nMISSED: " + "; ".join(missed), file=sys.stderr)
            sys.exit(1)
        print("\nall targets met")


if __name__ == "__main__":
    main()

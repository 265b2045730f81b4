"""Gender-neutral German: extraction on real text, the rule system's match accuracy, and throughput.

On the UD German GSD dev + test sentences (news/web text, ../shared/corpora/ud):

1. extraction by lemma vs orthographic matching (Hauser §3.1.1.2): how many sentences are neutral,
   gendered, mixed or term-free under each paradigm;
2. the rule-based neutral rewriter on the gendered sentences: Terminology Match Accuracy (± number
   filter) with the shipped terminology, and — as a held-out view — with the geschicktgendern user
   terminology (a different term list, CC BY-NC-SA, read by path only); copy-set WER on the term-free
   sentences (must be 0);
3. the frequency-bucket template set (Hauser App. Tables 14–16, every term unseen): accuracy of the rule
   system per gender;
4. throughput: matching, rewriting and scoring in sentences per second on one core.

    .venv/bin/python bench/de_neutral_eval.py [--limit N]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

from fairwrite.datadir import data_dir
from fairwrite.de.extract import NONE, TermMatcher, classify
from fairwrite.de.neutral import NeutralRewriter
from fairwrite.de.terminology import load_terminology
from fairwrite.metrics.buckets import build_items, evaluate_buckets
from fairwrite.metrics.terminology import copy_set_wer, terminology_match_accuracy


def ud_sentences(root: Path) -> list[str]:
    out = []
    for path in sorted((root / "corpora/ud/UD_German-GSD").glob("*.conllu")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# text = "):
                out.append(line[len("# text = ") :])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=0, help="use only the first N sentences")
    args = parser.parse_args()
    root = data_dir()
    sentences = ud_sentences(root)
    if args.limit:
        sentences = sentences[: args.limit]
    print(f"UD German GSD dev+test: {len(sentences):,} sentences")

    matchers = {}
    for mode in ("lemma", "orth"):
        start = time.perf_counter()
        matchers[mode] = TermMatcher(mode=mode)
        built = time.perf_counter() - start
        start = time.perf_counter()
        labels = Counter(classify(m) for _, m in matchers[mode].pipe(sentences))
        seconds = time.perf_counter() - start
        print(f"  {mode:5} matching: {dict(sorted(labels.items()))}  "
              f"({len(sentences) / seconds:,.0f} sentences/s; matcher built in {built:.1f} s)")  # fmt: skip

    lemma = matchers["lemma"]
    parsed = [(text, classify(m)) for text, (_, m) in zip(sentences, lemma.pipe(sentences), strict=True)]
    gendered = [t for t, label in parsed if label in ("masculine", "feminine", "mixed")]
    plain = [t for t, label in parsed if label == NONE]
    # Terminology Match Accuracy follows the papers' convention: every gendered term is rewritten
    rewriter = NeutralRewriter(matcher=lemma, referents="all")
    start = time.perf_counter()
    rewritten = list(rewriter.rewrite(gendered))
    plain_out = list(rewriter.rewrite(plain))
    seconds = time.perf_counter() - start
    print(f"\nrule-based neutral rewriter (referents=all): {len(gendered) + len(plain):,} sentences, "
          f"{(len(gendered) + len(plain)) / seconds:,.0f} sentences/s")  # fmt: skip
    changed = sum(a != b for a, b in zip(gendered, rewritten, strict=True))
    generic = NeutralRewriter(matcher=lemma, referents="generic").rewrite(gendered)
    kept = sum(a != b for a, b in zip(gendered, generic, strict=True))
    print(f"  gendered sentences changed: {changed}/{len(gendered)} (referents=generic, the default: {kept})")
    start = time.perf_counter()
    for name, terminology in (("shipped", None), ("geschicktgendern", "geschicktgendern")):
        if terminology:
            path = root / "lexicons/inclusify/geschicktgendern_normalized.csv"
            if not path.exists():
                continue
            terminology = load_terminology(path, feminine_pairs=root / "lexicons/inclusify/dereko_unified_checked.csv")
        for number_filter in (False, True):
            result = terminology_match_accuracy(gendered, rewritten, terminology, number_filter=number_filter)
            source = terminology_match_accuracy(gendered, gendered, terminology, number_filter=number_filter)
            label = f"{name} terminology{' + number filter' if number_filter else ''}"
            print(f"  Terminology Match Accuracy, {label:40} rules {100 * (result.accuracy or 0):5.1f}  "
                  f"source {100 * (source.accuracy or 0):5.1f}  ({result.source_terms} source terms)")  # fmt: skip
    scoring = time.perf_counter() - start
    print(f"  copy-set WER on {len(plain):,} term-free sentences: {100 * copy_set_wer(plain, plain_out):.2f}")
    print(f"  scoring: {8 * len(gendered) / scoring:,.0f} segment pairs/s")
    for source, target in list(zip(gendered, rewritten, strict=True))[:5]:
        print(f"    {source}\n  → {target}")

    items = build_items(Counter(), max_terms=None)
    start = time.perf_counter()
    result = evaluate_buckets({"rules": "rules"}, items)
    seconds = time.perf_counter() - start
    print(f"\nfrequency-bucket templates, every term unseen: {len(items):,} segments in {seconds:.1f} s")
    for gender, cells in result.systems["rules"].items():
        cell = cells["0"]
        print(f"  {gender:9} Terminology Match Accuracy {100 * cell['accuracy']:5.1f} "
              f"({cell['target_matches']}/{cell['source_terms']})")  # fmt: skip


if __name__ == "__main__":
    main()

"""Throughput of the English forward rewriter vs running spaCy over every sentence (issue 3: ratio ≥ 2).

Corpus: UD English EWT dev+test, one sentence per CoNLL-U ``# text =`` line. Three timings, each after a
warm-up (models loaded, caches filled), best of ``--repeat`` runs:

- ``rewrite``: ``ForwardRewriter.rewrite`` over every sentence (pre-filter, parse of the candidates only,
  rules);
- ``nlp.pipe (same pipeline)``: the spaCy pipeline the rewriter uses (NER excluded for ``--referents all``,
  included for ``generic``, which reads named people), over every sentence;
- ``nlp.pipe (full model)``: the spaCy model as installed, every component.

The ratio is sentences/s of ``rewrite`` over sentences/s of ``nlp.pipe``; the issue asks for ≥ 2 against
the same pipeline.

    .venv/bin/python bench/en_throughput.py [--repeat 3] [--n-process 1] [--batch-size 256]
        [--referents generic|all] [--check]
"""

from __future__ import annotations

import argparse
import sys
import time

from fairwrite.corpus import iter_documents
from fairwrite.datadir import data_path
from fairwrite.en.engine import DEFAULT_MODELS, Kind, load_nlp
from fairwrite.en.forward import make_rewriter


def ud_sentences() -> list[str]:
    """UD English EWT dev+test, one sentence per CoNLL-U ``# text =`` line."""
    return [d.text for d in iter_documents(sorted(data_path("corpora/ud/UD_English-EWT").glob("*.conllu")))]


def best_of(repeat: int, fn) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--n-process", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--referents", default="generic", choices=("generic", "all"))
    parser.add_argument("--check", action="store_true", help="exit 1 when the ratio is below 2")
    args = parser.parse_args()

    import spacy

    texts = ud_sentences()
    rewriter = make_rewriter(n_process=args.n_process, batch_size=args.batch_size, referents=args.referents)
    nlp = load_nlp(None, rewriter.entities)
    full = next(spacy.load(name) for name in DEFAULT_MODELS if spacy.util.is_package(name))
    warm = texts[:200]
    list(rewriter.rewrite(warm)), list(nlp.pipe(warm)), list(full.pipe(warm))

    kinds = [rewriter.kind(t) for t in texts]
    t_rewrite = best_of(args.repeat, lambda: list(rewriter.rewrite(texts)))
    t_pipe = best_of(args.repeat, lambda: list(nlp.pipe(texts, batch_size=args.batch_size)))
    t_full = best_of(args.repeat, lambda: list(full.pipe(texts, batch_size=args.batch_size)))
    changed = sum(o != t for o, t in zip(rewriter.rewrite(texts), texts, strict=True))

    n = len(texts)
    print(
        f"UD English EWT dev+test: {n:,} sentences; --referents {args.referents}; parsed by the rewriter: "
        f"{kinds.count(Kind.PARSE):,}, rewritten without a parse: {kinds.count(Kind.LEXICAL):,}, untouched: "
        f"{kinds.count(Kind.SKIP):,}; changed: {changed:,}"
    )
    print(
        f"spaCy model: {nlp.meta['name']} {nlp.meta['version']} (pipeline: {', '.join(nlp.pipe_names)}); "
        f"n_process={args.n_process}, batch_size={args.batch_size}\n"
    )
    print("| run | seconds | sentences/s | rewrite speed-up |")
    print("| --- | ---: | ---: | ---: |")
    for label, seconds in (
        ("fairwrite rewrite", t_rewrite),
        ("nlp.pipe, same pipeline", t_pipe),
        ("nlp.pipe, full model", t_full),
    ):
        print(f"| {label} | {seconds:.2f} | {n / seconds:,.0f} | {seconds / t_rewrite:.1f}× |")
    ratio = t_pipe / t_rewrite
    print(f"\nratio (rewrite vs nlp.pipe of the same pipeline): {ratio:.1f} (target ≥ 2)")
    if args.check and ratio < 2:
        sys.exit(1)


if __name__ == "__main__":
    main()

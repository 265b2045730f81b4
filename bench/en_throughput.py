"""Throughput of the English forward rewriter (issues 3 and 41): the default mode against ``--referents all``
and against running spaCy alone.

Corpus (``--corpus``): ``text`` (default): the first ``--lines`` lines of each of several files of
``corpora/text/en`` (news, novels, MASC, web text, Wikipedia), each file one document, as a user's run
reads them (a line may look at the previous ones for context); ``ud``: UD English EWT dev+test, one sentence
per CoNLL-U ``# text =`` line. Timings, each after a warm-up (models loaded, caches filled), best of
``--repeat`` runs:

- ``rewrite, default`` (``--referents generic``) and ``rewrite, --referents all``: ``ForwardRewriter.rewrite``
  over every line (pre-filter, one parse of the candidates, rules; the default also reads context);
- ``nlp.pipe``: the spaCy pipeline the rewriter uses (NER excluded), over every line;
- ``nlp.pipe, full model``: the spaCy model as installed, every component (for information).

Two ratios (issue 41): default time / ``all`` time (target ≤ 1.25: the default parses each line once) and
``nlp.pipe`` time / default time (target ≥ 2.5: rewriting is faster than parsing everything).

``--context N`` times instead what ``fairwrite rewrite --context`` runs (the registry's rewriter with its
wrappers, default referents) with ``--context N``, ``--context 0`` (each line its own document) and the
default window, interleaved, best of ``--repeat``, checks that N's output is what each line read behind its
N predecessors gave (``--context`` before it parsed each line once), and prints N's time against
``--context 0`` (target ≤ 1.25) and against the default window.

    .venv/bin/python bench/en_throughput.py [--corpus text|ud] [--lines 1500] [--repeat 2] [--n-process 1]
        [--batch-size 256] [--context N] [--check]
"""

from __future__ import annotations

import argparse
import sys
import time

from fairwrite.corpus import iter_documents
from fairwrite.datadir import data_path
from fairwrite.en.engine import DEFAULT_MODELS, Kind, load_nlp
from fairwrite.en.forward import make_rewriter
from fairwrite.registry import get_rewriter
from fairwrite.text.io import read_lines

#: Files of ``corpora/text/en`` read by ``--corpus text``: running text of several kinds.
TEXT_FILES = ("abc_news", "eltec_novels", "masc", "webtext", "wikisplit", "brown")
TARGETS = {"default_vs_all": 1.25, "pipe_vs_default": 2.5, "context_vs_none": 1.25}


def ud_sentences() -> list[str]:
    """UD English EWT dev+test, one sentence per CoNLL-U ``# text =`` line."""
    return [d.text for d in iter_documents(sorted(data_path("corpora/ud/UD_English-EWT").glob("*.conllu")))]


def text_lines(per_file: int) -> list[str]:
    """The first ``per_file`` non-empty lines of each of :data:`TEXT_FILES`, a blank line between files."""
    lines: list[str] = []
    for name in TEXT_FILES:
        lines += [line for line in read_lines(data_path(f"corpora/text/en/{name}.txt")) if line.strip()][:per_file]
        lines.append("")
    return lines


def best_of(repeat: int, fn) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def behind_predecessors(rewriter, texts: list[str], context: int) -> list[str]:
    """What ``--context N`` gave before it parsed each line once: every line handed over after a document
    break and its ``N`` predecessors of the same document, its own output kept."""
    groups, previous = [], []
    for text in texts:
        groups.append(["", *previous[-context:], text])
        previous = [*previous, text] if text.strip() else []
    outputs = iter(rewriter.rewrite(piece for group in groups for piece in group))
    return [[next(outputs) for _ in group][-1] for group in groups]


def context_runs(texts: list[str], context: int, args: argparse.Namespace) -> float:
    """Time ``--context N`` against ``--context 0`` and the default window (see the module docstring);
    returns N's time over 0's."""
    options = {"n_process": args.n_process, "batch_size": args.batch_size}
    labels = {0: "--context 0 (each line its own document)", context: f"--context {context}", None: "default window"}
    rewriters = {n: get_rewriter("en", context=n, **options) for n in labels}
    for rewriter in rewriters.values():
        list(rewriter.rewrite(texts[:200]))  # warm-up: models loaded, caches filled
    times: dict[int | None, list[float]] = {n: [] for n in labels}
    for _ in range(args.repeat):  # interleaved: a busy machine slows every run alike
        for n, rewriter in rewriters.items():
            start = time.perf_counter()
            list(rewriter.rewrite(texts))
            times[n].append(time.perf_counter() - start)
    reference = behind_predecessors(get_rewriter("en", **options), texts, context) if context else None
    output = list(rewriters[context].rewrite(texts))
    n_lines = sum(1 for t in texts if t.strip())
    print(f"{n_lines:,} lines; fairwrite rewrite --lang en (default referents), n_process={args.n_process}, "
          f"batch_size={args.batch_size}; best of {args.repeat}\n")  # fmt: skip
    if reference is not None:
        same = sum(a == b for a, b in zip(output, reference, strict=True))
        print(f"--context {context} output: {same:,} of {len(texts):,} lines as each line behind its predecessors gave "
              f"({sum(o != t for o, t in zip(output, texts, strict=True)):,} changed)\n")  # fmt: skip
    print("| run | seconds | lines/s |")
    print("| --- | ---: | ---: |")
    for n, label in labels.items():
        print(f"| {label} | {min(times[n]):.2f} | {n_lines / min(times[n]):,.0f} |")
    ratio = min(times[context]) / min(times[0])
    print(f"\n--context {context} / --context 0: {ratio:.2f}× the time (target ≤ {TARGETS['context_vs_none']})")
    print(f"--context {context} / default window: {min(times[context]) / min(times[None]):.2f}× the time")
    if reference is not None and output != reference:
        sys.exit(f"--context {context} output differs from each line read behind its predecessors")
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="text", choices=("text", "ud"))
    parser.add_argument("--lines", type=int, default=1500, help="lines per file (--corpus text)")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--n-process", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--full-model", action="store_true", help="also time the full spaCy model")
    parser.add_argument("--context", type=int, help="time --context N against --context 0 instead (see above)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target of issue 41 is missed")
    args = parser.parse_args()

    texts = text_lines(args.lines) if args.corpus == "text" else ud_sentences()
    if args.context is not None:
        if context_runs(texts, args.context, args) > TARGETS["context_vs_none"] and args.check:
            sys.exit(1)
        return
    default = make_rewriter(n_process=args.n_process, batch_size=args.batch_size)
    every = make_rewriter(n_process=args.n_process, batch_size=args.batch_size, referents="all")
    nlp = load_nlp(None, False)
    warm = texts[:200]
    list(default.rewrite(warm)), list(every.rewrite(warm)), list(nlp.pipe(warm))

    kinds = {name: [r.kind(t) for t in texts] for name, r in (("default", default), ("all", every))}
    runs = {
        "rewrite, default (--referents generic)": best_of(args.repeat, lambda: list(default.rewrite(texts))),
        "rewrite, --referents all": best_of(args.repeat, lambda: list(every.rewrite(texts))),
        "nlp.pipe, same pipeline": best_of(args.repeat, lambda: list(nlp.pipe(texts, batch_size=args.batch_size))),
    }
    if args.full_model:
        import spacy

        full = next(spacy.load(name) for name in DEFAULT_MODELS if spacy.util.is_package(name))
        list(full.pipe(warm))
        runs["nlp.pipe, full model"] = best_of(args.repeat, lambda: list(full.pipe(texts, batch_size=args.batch_size)))
    changed = {name: sum(o != t for o, t in zip(r.rewrite(texts), texts, strict=True))
               for name, r in (("default", default), ("all", every))}  # fmt: skip

    n = sum(1 for t in texts if t.strip())
    source = f"corpora/text/en ({', '.join(TEXT_FILES)}; first {args.lines:,} lines each)" if args.corpus == "text" \
        else "UD English EWT dev+test"
    print(f"{source}: {n:,} lines")
    for name in ("default", "all"):
        k = kinds[name]
        print(f"- {name}: parse candidates {k.count(Kind.PARSE):,}, rewritten without a parse {k.count(Kind.LEXICAL):,}, "
              f"untouched {k.count(Kind.SKIP):,}; changed {changed[name]:,}")  # fmt: skip
    print(f"spaCy model: {nlp.meta['name']} {nlp.meta['version']} (pipeline: {', '.join(nlp.pipe_names)}); "
          f"n_process={args.n_process}, batch_size={args.batch_size}\n")  # fmt: skip
    print("| run | seconds | lines/s |")
    print("| --- | ---: | ---: |")
    for label, seconds in runs.items():
        print(f"| {label} | {seconds:.2f} | {n / seconds:,.0f} |")
    t_default, t_all = runs["rewrite, default (--referents generic)"], runs["rewrite, --referents all"]
    t_pipe = runs["nlp.pipe, same pipeline"]
    ratios = {"default_vs_all": t_default / t_all, "pipe_vs_default": t_pipe / t_default}
    print(f"\ndefault / all: {ratios['default_vs_all']:.2f}× the time (target ≤ {TARGETS['default_vs_all']})")
    print(f"nlp.pipe / default: default rewriting is {ratios['pipe_vs_default']:.2f}× faster than nlp.pipe "
          f"(target ≥ {TARGETS['pipe_vs_default']})")  # fmt: skip
    if args.check and (ratios["default_vs_all"] > TARGETS["default_vs_all"]
                       or ratios["pipe_vs_default"] < TARGETS["pipe_vs_default"]):  # fmt: skip
        sys.exit(1)


if __name__ == "__main__":
    main()

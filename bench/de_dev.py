"""German dev set: tokenised WER of the source, the forward rewriter and other systems; Backward
Augmentation against the originals; detection precision/recall per form.

The dev set (``tests/data/de_dev``, its README says how each part was made) is written by the fairwrite
team: ``dev`` (337 sentences, balanced masculine/feminine × singular/plural plus 90 non-gendered),
``heldout`` (100 longer, news-style sentences written after the rules were fixed and used once for error
analysis) and ``heldout2`` (300 news sentences written without running any engine), each with a gender-star
reference; ``detect.txt`` marks gender-fair forms in running text. Targets (issue 4): forward WER on
gendered text well below the source (the best published model scores 13.18 where the source scores
20.56 on TIGER), 0.00 on non-gendered text; Backward Augmentation ≤ 3 %; detection P/R ≥ 0.98 per form.

    .venv/bin/python bench/de_dev.py [--set dev|heldout|heldout2|all] [--system NAME=FILE ...] [--show-errors]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from fairwrite.de.backward import make_augmenter
from fairwrite.de.detect import Detector, parse_annotated, score_detection, star_spans
from fairwrite.de.forward import make_rewriter
from fairwrite.metrics import over_edit, tokenised_wer
from fairwrite.text.io import read_lines

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "de_dev"
#: the sets, in the order they were written (see tests/data/de_dev/README.md)
SETS = ("dev", "heldout", "heldout2")
CATEGORIES = ("masculine-singular", "masculine-plural", "feminine-singular", "feminine-plural")


def load(name: str) -> tuple[list[str], list[str], list[str]]:
    return tuple(read_lines(DATA / f"{name}.{ext}") for ext in ("src", "ref", "label"))  # type: ignore[return-value]


def wer(refs: list[str], hyps: list[str], idx: list[int]) -> float:
    return 100 * tokenised_wer([refs[i] for i in idx], [hyps[i] for i in idx])


def report(name: str, systems: dict[str, str], show_errors: bool) -> None:
    src, ref, lab = load(name)
    outputs = {"source (no rewriting)": src}
    start = time.perf_counter()
    rewriter = make_rewriter(referents="all")  # the dev sets rewrite every person reference (TIGER)
    outputs["fairwrite forward (rules)"] = [rewriter(s) for s in src]
    elapsed = time.perf_counter() - start
    for label, path in systems.items():
        outputs[label] = read_lines(path)
        if len(outputs[label]) != len(src):
            raise SystemExit(f"{path}: {len(outputs[label])} lines, the {name} set has {len(src)}")
    gendered = [i for i, x in enumerate(lab) if x != "none"]
    plain = [i for i, x in enumerate(lab) if x == "none"]
    subsets = {"non-gendered": plain, "gendered": gendered}
    subsets.update({c: [i for i, x in enumerate(lab) if x == c] for c in CATEGORIES})
    print(f"\n== {name}: {len(src)} sentences ({len(gendered)} gendered, {len(plain)} non-gendered)")
    header = f"{'tokenised WER':28s}" + "".join(f"{k:>20s}" for k in subsets)
    print(header)
    for system, hyps in outputs.items():
        print(f"{system:28s}" + "".join(f"{wer(ref, hyps, idx):20.2f}" for idx in subsets.values()))
    print("over-edit (% of segments the reference keeps, changed): " + "; ".join(f"{k} {100 * over_edit(src, ref, h)['segments']:.2f}" for k, h in outputs.items()))
    print(f"(forward rewriter: {len(src) / elapsed:.0f} sentences/s on this CPU)")
    # Backward Augmentation: the gender-star reference back to its masculine / feminine original
    augment = {g: make_augmenter(g) for g in ("masculine", "feminine")}
    back = [augment[x.split("-")[0]](r) if x != "none" else r for r, x in zip(ref, lab, strict=True)]
    for gender in ("masculine", "feminine"):
        idx = [i for i, x in enumerate(lab) if x.startswith(gender)]
        print(
            f"Backward Augmentation ({gender:9s} originals): WER {wer(src, back, idx):5.2f} over {len(idx)} sentences"
        )
    print(f"Backward Augmentation (all gendered):          WER {wer(src, back, gendered):5.2f}")
    if show_errors:
        hyps = outputs["fairwrite forward (rules)"]
        for i in range(len(src)):
            if hyps[i] != ref[i]:
                print(f"  [{lab[i]}]\n    src {src[i]}\n    hyp {hyps[i]}\n    ref {ref[i]}")
        for i in gendered:
            if back[i] != src[i]:
                print(f"  [backward {lab[i]}]\n    got {back[i]}\n    src {src[i]}")


def detection_score():
    """detect.txt (every form, participles included) + the dev sets' star references and generic sources
    (gender-fair forms only: participle nouns such as *Vorsitzende* are not marked there)."""
    from fairwrite.de.detect import DetectionScore

    annotated = [parse_annotated(x) for x in read_lines(DATA / "detect.txt") if x and not x.startswith("#")]
    dev_items = []
    for name in ("dev", "heldout"):
        src, ref, _ = load(name)
        dev_items += [(r, star_spans(r)) for r in ref] + [(s, set()) for s in src]
    parts = [score_detection(annotated, Detector()), score_detection(dev_items, Detector(participles=False))]
    merged = [
        {k: a.get(k, 0) + b.get(k, 0) for k in {*a, *b}}
        for a, b in zip(
            (parts[0].gold, parts[0].predicted, parts[0].correct),
            (parts[1].gold, parts[1].predicted, parts[1].correct),
            strict=True,
        )
    ]
    return DetectionScore(*merged), len(annotated) + len(dev_items)


def detection() -> None:
    score, n = detection_score()
    print(
        f"\n== detection on {n} segments (detect.txt + the star references and generic sources of the dev sets)"
    )
    print(f"{'form':12s}{'gold':>8s}{'found':>8s}{'precision':>12s}{'recall':>10s}")
    for form, gold, found, p, r in score.rows():
        print(f"{form:12s}{gold:8d}{found:8d}{p:12.3f}{r:10.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=(*SETS, "all"), default="all")
    parser.add_argument(
        "--system", action="append", default=[], help="NAME=FILE with outputs line-aligned to --set"
    )
    parser.add_argument("--show-errors", action="store_true")
    args = parser.parse_args()
    systems = dict(s.split("=", 1) for s in args.system)
    for name in SETS if args.set == "all" else (args.set,):
        report(name, systems if args.set != "all" else {}, args.show_errors)
    detection()


if __name__ == "__main__":
    main()

"""Real-text dev sets (issue 41): what the default mode does to running text, line by line.

Each language has hand-written sets in ``tests/data/real_text/<lang>/`` (``<set>.src`` and ``<set>.ref``,
line-aligned; see the README there for how they were made: references written by hand under the
``--referents generic`` contract *before* any engine ran on them). Every line is its own document: the
lines are rewritten apart (a blank segment between two lines), so no context crosses them.

For each set it prints, under the settings given (default: the engine's defaults, ``--referents generic``):

- **to change**: lines whose reference differs from the source;
- **changed**: lines the engine changed; **over-edits**: changed lines whose reference is the source
  (and their share of all lines); **wrong**: changed lines that differ from the reference;
- **precision**: changed lines exactly right / changed lines;
- **found**: lines to change that the engine changed (and of those, exactly right);
- tokenised WER ×100 (Moses, as the papers) of the source and of the output against the references.

    .venv/bin/python bench/real_text.py --lang en|de|fr [--set dev|heldout ...] [--form FORM] [--referents generic|all]
        [-O key=value ...] [--show N] [--json FILE]

Targets (issue 41): over-edits ≤ 1 % of the lines, precision ≥ 90 %, found ≥ 80 % (German and French).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import yaml

from fairwrite.metrics import tokenised_wer
from fairwrite.registry import get_rewriter
from fairwrite.text.io import read_lines
from fairwrite.text.wrapping import separate_documents

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "real_text"
TARGETS = {"over_edit_share": 1.0, "precision": 90.0, "found": 80.0}



def score(sources: list[str], refs: list[str], outputs: list[str]) -> dict:
    """The line counts and WERs of one set (see the module docstring)."""
    to_change = [i for i, (s, r) in enumerate(zip(sources, refs, strict=True)) if s != r]
    changed = [i for i, (s, o) in enumerate(zip(sources, outputs, strict=True)) if s != o]
    over = [i for i in changed if refs[i] == sources[i]]
    wrong = [i for i in changed if outputs[i] != refs[i]]
    found = [i for i in to_change if outputs[i] != sources[i]]
    found_right = [i for i in found if outputs[i] == refs[i]]
    n = len(sources)
    return {
        "lines": n,
        "to_change": len(to_change),
        "changed": len(changed),
        "over_edits": len(over),
        "over_edit_share": 100 * len(over) / n if n else 0.0,
        "wrong": len(wrong),
        "precision": 100 * (len(changed) - len(wrong)) / len(changed) if changed else None,
        "found": 100 * len(found) / len(to_change) if to_change else None,
        "found_right": 100 * len(found_right) / len(to_change) if to_change else None,
        "wer_source": 100 * tokenised_wer(refs, sources),
        "wer_output": 100 * tokenised_wer(refs, outputs),
        "wrong_lines": wrong,
    }


def cell(value: float | None, fmt: str = "{:.1f}") -> str:
    return "–" if value is None else fmt.format(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", required=True, choices=("en", "de", "fr"))
    parser.add_argument("--set", action="append", help="set name(s) under tests/data/real_text/LANG (default: dev; heldout is the set kept aside)")
    parser.add_argument("--form", default=None)
    parser.add_argument("--direction", default=None, help="French: to-fair (default here) or to-standard")
    parser.add_argument("--referents", default="generic", choices=("generic", "all"))
    parser.add_argument("-O", "--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--show", type=int, default=0, help="print up to N wrong lines per set")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    args = parser.parse_args()

    folder = DATA / args.lang
    names = args.set or ["dev"]
    for name in names:
        if not (folder / f"{name}.src").is_file():
            parser.error(f"no set {name!r} in {folder}")
    options: dict = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            parser.error(f"-O wants key=value, got {item!r}")
        options[key] = yaml.safe_load(value)
    direction = (args.direction or "to-fair") if args.lang == "fr" else args.direction
    rewriter = get_rewriter(args.lang, form=args.form, direction=direction, referents=args.referents, **options)

    start = time.perf_counter()
    results: dict[str, dict] = {}
    header = ["set", "lines", "to change", "changed", "over-edits (% lines)", "wrong", "precision %",
              "found %", "found right %", "WER source", "WER output"]  # fmt: skip
    print(f"## {args.lang} rules on tests/data/real_text/{args.lang} (form {args.form or 'default'}, "
          f"--referents {args.referents}, options {options or '{}'})\n")  # fmt: skip
    print("| " + " | ".join(header) + " |")
    print("| --- | " + " | ".join(["---:"] * (len(header) - 1)) + " |")
    for name in names:
        sources = read_lines(folder / f"{name}.src")
        refs = read_lines(folder / f"{name}.ref")
        if len(sources) != len(refs):
            parser.error(f"{name}: {len(sources)} sources but {len(refs)} references")
        outputs = list(separate_documents(rewriter, sources))
        entry = score(sources, refs, outputs)
        results[name] = {k: v for k, v in entry.items() if k != "wrong_lines"}
        print(f"| {name} | {entry['lines']} | {entry['to_change']} | {entry['changed']} | "
              f"{entry['over_edits']} ({entry['over_edit_share']:.1f} %) | {entry['wrong']} | "
              f"{cell(entry['precision'])} | {cell(entry['found'])} | {cell(entry['found_right'])} | "
              f"{entry['wer_source']:.2f} | {entry['wer_output']:.2f} |")  # fmt: skip
        for i in entry["wrong_lines"][: args.show]:
            print(f"  [{name} {i + 1}]\n    src {sources[i]}\n    ref {refs[i]}\n    out {outputs[i]}")
    missed = []
    for name, entry in results.items():
        if entry["over_edit_share"] > TARGETS["over_edit_share"]:
            missed.append(f"{name}: over-edits {entry['over_edit_share']:.1f} % > 1 %")
        if entry["precision"] is not None and entry["precision"] < TARGETS["precision"]:
            missed.append(f"{name}: precision {entry['precision']:.1f} % < 90 %")
        if args.lang != "en" and entry["found"] is not None and entry["found"] < TARGETS["found"]:
            missed.append(f"{name}: found {entry['found']:.1f} % < 80 %")
    print("\ntargets missed: " + ("; ".join(missed) if missed else "none"))
    print(f"({time.perf_counter() - start:.0f} s)")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

"""German gender-fair rewriting data (Amrhein et al. 2023 §4): a German corpus → Hub-ready folder.

Thin wrapper over ``fairwrite.de.dataset`` (the same as ``fairwrite build de-gender-fair``)::

    python dataset_scripts/build_de_gender_fair.py --input de_meta_part_*.jsonl --output de-gender-fair/
        [--form star|colon|gap|slash|binnen-i|interpunct|pair] [--sources masculine,feminine,copy]
        [--method rules|roundtrip] [--seed 0] [--split 0.9,0.05,0.05] [--non-gendered-ratio 0.3]
        [--filters amrhein2023|none] [--language-id langid|none] [--max-targets N]
        [--license cc0-1.0] [--paragraphs] [--skip-malformed]

The folder loads with ``datasets.load_dataset("de-gender-fair/")``.
"""

from __future__ import annotations

import argparse
import sys

from fairwrite.errors import FairwriteError
from fairwrite.registry import run_builder


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", nargs="+", required=True, help="corpus files, folders or globs")
    parser.add_argument("--output", required=True, help="Hub-ready output folder")
    args, options = parser.parse_known_args(argv)
    try:
        folder = run_builder("de-gender-fair", args.input, args.output, options)
    except FairwriteError as err:
        print(f"build_de_gender_fair: error: {err}", file=sys.stderr)
        sys.exit(2)
    print(f"wrote {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()

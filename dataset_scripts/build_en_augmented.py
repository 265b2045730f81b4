"""English Forward / Backward Augmentation data (Amrhein et al. 2023 §3): a text/JSONL corpus → Hub-ready folder.

Thin wrapper over ``fairwrite.en.dataset`` (the same as ``fairwrite build en-augmented``)::

    python dataset_scripts/build_en_augmented.py --input en_meta_part_*.jsonl --output en-augmented/
        [--configs forward,backward] [--seed 0] [--split 0.9,0.05,0.05] [--non-gendered-ratio 0.3]
        [--no-nouns] [--reflexive themselves] [--no-complementary] [--filters amrhein2023|none]
        [--language-id langid|none] [--near-duplicates] [--max-targets N] [--n-process 2]
        [--batch-size 256] [--license cc0-1.0] [--paragraphs] [--skip-malformed]

The folder loads with ``datasets.load_dataset("en-augmented/", "forward")`` (or ``"backward"``).
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
        folder = run_builder("en-augmented", args.input, args.output, options)
    except FairwriteError as err:
        print(f"build_en_augmented: error: {err}", file=sys.stderr)
        sys.exit(2)
    print(f"wrote {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()

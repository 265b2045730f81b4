"""INCLURE (Lerner & Grouin 2024): OSCAR-format JSONL or text → Inclusive/Standard French sentence pairs.

Thin wrapper over ``fairwrite.fr.bitext`` (the same as ``fairwrite build inclure``)::

    python dataset_scripts/build_inclure.py --input fr_meta_part_*.jsonl --output inclure/ [--seed 0]
        [--split 0.9,0.05,0.05] [--n-process 2] [--batch-size 256] [--no-prefilter] [--no-feminisation]
        [--license cc0-1.0] [--paragraphs] [--skip-malformed]

The folder loads with ``datasets.load_dataset("inclure/")``; ``--push`` publishing is the hub command's job.
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
        folder = run_builder("inclure", args.input, args.output, options)
    except FairwriteError as err:
        print(f"build_inclure: error: {err}", file=sys.stderr)
        sys.exit(2)
    print(f"wrote {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()

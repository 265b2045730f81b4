"""Counterfactual data augmentation for a language with grammatical gender (Zmigrod et al. 2019).

Thin wrapper over ``fairwrite.cda.dataset`` (the same as ``fairwrite build cda``)::

    python dataset_scripts/build_cda.py --input ../shared/corpora/ud/UD_Spanish-GSD/es_gsd-ud-test.conllu
        --output cda-es/ [--lang es|he|fr|de] [--model linear|neural|baseline] [--train DEV.conllu,…]
        [--log-alpha 1.0] [--max-nouns 3] [--no-include-inanimate] [--gazetteer pairs.tsv]
        [--max-epochs 100] [--max-seconds 120] [--batch-size 32] [--seed 0] [--license "CC BY-SA 4.0"]

Every sentence of the CoNLL-U inputs is kept as an original row; each sentence with animate nouns adds
one counterfactual row per other combination of their genders. The agreement MRF and the re-inflector
are trained on ``--train`` (default: the inputs). The folder loads with
``datasets.load_dataset("cda-es/")`` (config = the language, split = the UD split of each input file).
"""

from __future__ import annotations

import argparse
import sys

from fairwrite.errors import FairwriteError
from fairwrite.registry import run_builder


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", nargs="+", required=True, help="CoNLL-U files, folders or globs")
    parser.add_argument("--output", required=True, help="Hub-ready output folder")
    args, options = parser.parse_known_args(argv)
    try:
        folder = run_builder("cda", args.input, args.output, options)
    except FairwriteError as err:
        print(f"build_cda: error: {err}", file=sys.stderr)
        sys.exit(2)
    print(f"wrote {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()

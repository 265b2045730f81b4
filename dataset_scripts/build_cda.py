"""Counterfactual data augmentation for a language with grammatical gender (Zmigrod et al. 2019).

Thin wrapper over ``fairwrite.datasets.cda`` (the same as ``fairwrite build cda``)::

    python dataset_scripts/build_cda.py --input ../shared/corpora/ud/UD_Spanish-GSD/es_gsd-ud-test.conllu
        --output cda-es/ [--lang es|he|fr|de] [--model linear|neural|baseline] [--train DEV.conllu,…]
        [--log-alpha 1.0] [--max-nouns 3] [--no-include-inanimate] [--gazetteer pairs.tsv]
        [--max-epochs 100] [--max-seconds 120] [--batch-size 32] [--seed 0] [--license "CC BY-SA 4.0"]

Every sentence of the CoNLL-U inputs is kept as an original row; each sentence with animate nouns adds
one counterfactual row per other combination of their genders. The agreement MRF and the re-inflector
are trained on ``--train`` (default: the inputs). The folder loads with
``datasets.load_dataset("cda-es/")`` (config = the language, split = the UD split of each input file).
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("cda", __doc__)

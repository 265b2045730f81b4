"""Gender-neutral German (Hauser 2023): German corpora → gendered/neutral sentence pairs by terminology.

Thin wrapper over ``fairwrite.datasets.neutral_de`` (the same as ``fairwrite build neutral-de``)::

    python dataset_scripts/build_neutral_de.py --input de_meta_part_*.jsonl --output neutral-de/ [--seed 0]
        [--terminology my_terms.tsv] [--feminine-pairs masc_fem.csv] [--mode lemma|orth]
        [--genders masculine,feminine] [--max-neutral N] [--non-gendered-ratio 0.3] [--split 0.9,0.05,0.05]
        [--roundtrip-forward DE_EN_MODEL --roundtrip-control EN_DE_CONTROL_MODEL] [--no-term-filter]
        [--license cc0-1.0] [--paragraphs] [--skip-malformed]

Without ``--roundtrip-forward`` the round trip (and term-based filtering) is skipped, with a message; the
folder then holds the ``backward-replacement`` configuration only. It loads with
``datasets.load_dataset("neutral-de/", "backward-replacement")``.
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("neutral-de", __doc__)

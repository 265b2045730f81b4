"""INCLURE (Lerner & Grouin 2024): OSCAR-format JSONL or text → Inclusive/Standard French sentence pairs.

Thin wrapper over ``fairwrite.datasets.inclure`` (the same as ``fairwrite build inclure``)::

    python dataset_scripts/build_inclure.py --input fr_meta_part_*.jsonl --output inclure/ [--seed 0]
        [--split 0.9,0.05,0.05] [--n-process 2] [--batch-size 256] [--no-prefilter] [--no-feminisation]
        [--license cc0-1.0] [--paragraphs] [--skip-malformed]

The folder loads with ``datasets.load_dataset("inclure/")``; ``--push`` publishing is the hub command's job.
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("inclure", __doc__)

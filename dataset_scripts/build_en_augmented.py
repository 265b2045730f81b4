"""English Forward / Backward Augmentation data (Amrhein et al. 2023 §3): a text/JSONL corpus → Hub-ready folder.

Thin wrapper over ``fairwrite.datasets.en_augmented`` (the same as ``fairwrite build en-augmented``)::

    python dataset_scripts/build_en_augmented.py --input en_meta_part_*.jsonl --output en-augmented/
        [--configs forward,backward] [--seed 0] [--split 0.9,0.05,0.05] [--non-gendered-ratio 0.3]
        [--no-nouns] [--reflexive themselves] [--no-complementary] [--filters amrhein2023|none]
        [--language-id langid|none] [--near-duplicates] [--max-targets N] [--n-process 2]
        [--batch-size 256] [--license cc0-1.0] [--paragraphs] [--skip-malformed]

The folder loads with ``datasets.load_dataset("en-augmented/", "forward")`` (or ``"backward"``).
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("en-augmented", __doc__)

"""The round-trip corpora (Amrhein et al. 2023 §4, App. A, C, D, G): a German corpus → Hub-ready folder.

Thin wrapper over ``fairwrite.datasets.roundtrip`` (the same as ``fairwrite build roundtrip``)::

    python dataset_scripts/build_roundtrip.py --input de_meta_part_*.jsonl.gz --output roundtrip-de/
        --forward-model wmt19-de-en/ --backward-model wmt19-en-de/
        [--control-model en-de-gender-control/] [--lm-model gerpt2-large/]
        [--configs merged,unmerged,gender-control,lm-prompted] [--form star] [--filters amrhein2023]
        [--language-id langid|lingua|fasttext|none] [--near-dedup] [--non-gendered-ratio 0.3]
        [--split 0.9,0.05,0.05] [--seed 0] [--max-targets N] [--lm-nouns N] [--lm-samples 1]
        [--batch-tokens 4096] [--num-beams 1] [--dtype auto] [--work-dir DIR]
        [--executor local|slurm|ray|corpus.yaml] [--tasks N] [--workers N] [--license cc0-1.0]

Model options are local folders (``huggingface-cli download facebook/wmt19-de-en --local-dir …``).
The LM generations, the translations and every later step are datatrove stages on the executor
(``--tasks`` of them share the work; Slurm and Ray spread them over machines) and resume from their
completion markers in ``--work-dir`` (default ``.<output>.work``). The folder loads with
``datasets.load_dataset("roundtrip-de/", "merged")`` (or ``unmerged``, ``gender-control``, ``lm-prompted``).
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("roundtrip", __doc__)

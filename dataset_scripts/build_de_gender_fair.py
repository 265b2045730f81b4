"""German gender-fair rewriting data (Amrhein et al. 2023 §4): a German corpus → Hub-ready folder.

Thin wrapper over ``fairwrite.datasets.de_gender_fair`` (the same as ``fairwrite build de-gender-fair``)::

    python dataset_scripts/build_de_gender_fair.py --input de_meta_part_*.jsonl --output de-gender-fair/
        [--form star|colon|gap|slash|binnen-i|interpunct|pair] [--sources masculine,feminine,copy]
        [--method rules|roundtrip] [--seed 0] [--split 0.9,0.05,0.05] [--non-gendered-ratio 0.3]
        [--filters amrhein2023|none] [--language-id langid|none] [--max-targets N]
        [--license cc0-1.0] [--paragraphs] [--skip-malformed]

The folder loads with ``datasets.load_dataset("de-gender-fair/")``.
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("de-gender-fair", __doc__)

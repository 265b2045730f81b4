"""The fairwrite benchmark suite (English test sets with published outputs, French IFC) as a Hub dataset.

Thin wrapper over ``fairwrite.datasets.benchmarks`` (the same as ``fairwrite build benchmarks``)::

    python dataset_scripts/build_benchmarks.py --input ../shared --output fairwrite-benchmarks/

The folder carries ``eval.yaml`` so Hub leaderboards collect the ``.eval_results`` of models scored on it;
it loads with ``datasets.load_dataset("fairwrite-benchmarks/", "en-winobias-plus")``.
"""

from fairwrite.registry import build_script

if __name__ == "__main__":
    build_script("benchmarks", __doc__)

"""Dataset builders: corpora in, Hub-ready dataset folders out (``fairwrite build NAME``).

Each module is one builder (a ``Config`` dataclass and ``build(inputs, output, config) -> Path``, see
:mod:`fairwrite.registry`); :mod:`~fairwrite.datasets.suite` is the benchmark suite, defined once. The
builders sit above the language engines, ``augment`` and ``corpus`` and below ``models``/``trainer``/
``hub``: an engine rewrites text, a builder turns rewritten text into a dataset and its card.
"""

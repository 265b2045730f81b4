#!/usr/bin/env python
"""Train a fairwrite rewriting model — the entry point for ``accelerate launch`` and ``torchrun``.

    python training/train.py training/recipes/tiny.yaml --set data.dataset=path/to/dataset
    accelerate launch --config_file configs/accelerate/single-gpu.yaml training/train.py RECIPE
    torchrun --nproc_per_node 2 training/train.py RECIPE          # two CPU processes over gloo
    python training/train.py RECIPE --resume auto                 # continue after a crash

The loop itself is :func:`fairwrite.trainer.loop.train` — read it top to bottom like transformers'
``examples/pytorch/*_no_trainer.py``. It lives in the package so that ``fairwrite train RECIPE`` works
from an installed wheel (which has no ``training/`` folder) and the tests run the very same code; this
script only hands its command line over.
"""

import sys

from fairwrite.trainer.loop import main

if __name__ == "__main__":
    sys.exit(main())

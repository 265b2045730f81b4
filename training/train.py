#!/usr/bin/env python
"""Train a fairwrite rewriting model — the entry point for ``accelerate launch`` and ``torchrun``.

    python training/train.py training/recipes/tiny.yaml --set data.dataset=path/to/dataset
    accelerate launch --config_file configs/accelerate/single-gpu.yaml training/train.py RECIPE
    accelerate launch --config_file configs/accelerate/multi-cpu.yaml training/train.py RECIPE  # 2 CPU processes
    torchrun --standalone --nproc_per_node 2 training/train.py RECIPE   # the same, without accelerate
    python training/train.py RECIPE --resume auto                 # continue after a crash

As ``fairwrite train`` does, it hides the libraries' progress bars and advisories (``FAIRWRITE_VERBOSE=1``
shows them) before they are imported, and only the main process prints where the model was written.

The loop itself is :func:`fairwrite.trainer.loop.train` — read it top to bottom like transformers'
``examples/pytorch/*_no_trainer.py``. It lives in the package so that ``fairwrite train RECIPE`` works
from an installed wheel (which has no ``training/`` folder) and the tests run the very same code; this
script only hands its command line over.
"""

import os
import sys

from fairwrite.library_output import quiet_libraries

if __name__ == "__main__":
    if os.environ.get("FAIRWRITE_VERBOSE", "").lower() not in ("1", "true", "yes"):
        quiet_libraries()  # before transformers, datasets and huggingface_hub read their switches
    from fairwrite.trainer.loop import main

    sys.exit(main())

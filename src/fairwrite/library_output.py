"""What third-party libraries print during a fairwrite command: by default, only their errors.

``datasets``, ``transformers`` and ``huggingface_hub`` draw their own tqdm bars (*Creating parquet from
Arrow format*, *Loading weights*, *Writing model shards*) and log advisories between fairwrite's rich
progress, so a run reads as noise around the lines that matter. :func:`quiet_libraries` keeps fairwrite's
own progress and messages, every exception, and the libraries' errors; ``fairwrite --verbose`` (or
``FAIRWRITE_VERBOSE=1``) leaves the libraries as they are. The settings go through the libraries' own
environment variables, so nothing heavy is imported to set them, they reach worker processes, and a variable
the user set explicitly wins.
"""

from __future__ import annotations

import logging
import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The libraries' switches for progress bars and log verbosity (read when each library is imported).
LIBRARY_ENVIRONMENT = {
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",  # huggingface_hub, and transformers' weight loading/saving bars
    "HF_DATASETS_DISABLE_PROGRESS_BARS": "1",
    "HF_HUB_VERBOSITY": "error",
    "DATASETS_VERBOSITY": "error",
    "TRANSFORMERS_VERBOSITY": "error",
    "TRANSFORMERS_NO_ADVISORY_WARNINGS": "1",
}

#: Loggers of libraries that log through the standard ``logging`` module without a switch of their own.
LIBRARY_LOGGERS = ("accelerate", "torch", "evaluate", "spacy", "datatrove", "filelock", "fsspec", "httpx")

_PACKAGE = str(Path(__file__).resolve().parent)


def quiet_libraries() -> Callable[[], None]:
    """Hide library progress bars, library log records below ERROR, and Python warnings raised outside
    fairwrite's own code (a warning fairwrite raises, or one a library attributes to fairwrite's call,
    still shows: that one is ours to act on).

    Returns the function that puts the environment variables, logger levels and warning display back as
    they were, for callers that run several commands in one process (tests, ``fairwrite.cli.main``); a
    library imported meanwhile keeps the switches it read at import.
    """
    saved_environment = {name: os.environ.get(name) for name in LIBRARY_ENVIRONMENT}
    saved_levels = {name: logging.getLogger(name).level for name in LIBRARY_LOGGERS}
    show = warnings.showwarning
    for name, value in LIBRARY_ENVIRONMENT.items():
        os.environ.setdefault(name, value)
    for name in LIBRARY_LOGGERS:
        logging.getLogger(name).setLevel(logging.ERROR)

    def show_fairwrite_warnings(
        message: Any, category: Any, filename: str, *args: Any, **kwargs: Any
    ) -> None:
        if str(Path(filename).resolve()).startswith(_PACKAGE):
            show(message, category, filename, *args, **kwargs)

    warnings.showwarning = show_fairwrite_warnings

    def restore() -> None:
        for name, value in saved_environment.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        for name, level in saved_levels.items():
            logging.getLogger(name).setLevel(level)
        if warnings.showwarning is show_fairwrite_warnings:
            warnings.showwarning = show

    return restore

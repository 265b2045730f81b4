"""A dataset spec for the Ray tests: en-augmented, except that a flag file makes the task that meets the
corpus's last sentence kill the build's driver process (SIGKILL), as a machine going away would."""

from __future__ import annotations

import json
import os
import signal
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from fairwrite.datasets import en_augmented
from fairwrite.datasets.builder import build_dataset

#: the flag file (JSON: the driver's pid, the sentence to kill at, and a glob of another task's completion marker
#: to wait for first; exists: kill once), known to the workers
FLAG = "FAIRWRITE_TEST_KILL_FLAG"


def killing_pairer(config: Any) -> Any:
    pairs = en_augmented.pairer(config)

    def pairs_or_kill(texts: list[str], labels: list[str], documents: list[str]) -> Any:
        flag = Path(os.environ[FLAG])
        kill = json.loads(flag.read_text()) if flag.exists() else None
        if kill and kill["at"] in texts:
            flag.unlink()
            # first let another task finish (Ray may run this one first): the resume must have one to keep
            deadline = time.monotonic() + 120
            while not list(Path("/").glob(kill["after"].lstrip("/"))) and time.monotonic() < deadline:
                time.sleep(0.2)
            os.kill(kill["pid"], signal.SIGKILL)
            time.sleep(600)  # never finishes: the cluster is shut down at the end of the test
        return pairs(texts, labels, documents)

    return pairs_or_kill


SPEC = replace(en_augmented.SPEC, pairer=killing_pairer)  # defined here: the workers import this module


def build(inputs: list[str], output: str, settings: Any) -> Any:
    return build_dataset(SPEC, inputs, output, en_augmented.Config(filters="none"), settings)

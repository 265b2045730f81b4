"""Output folders fairwrite may replace, in one place for every command that writes one.

A folder fairwrite wrote holds :data:`MARKER` and may be rebuilt; anything else is the user's and is only
replaced with ``--overwrite``. The new folder is built beside the old one and swapped in at the end
(:func:`fairwrite.text.io.atomic_folder`), so a failed run leaves the old folder as it was.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import os
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

from fairwrite.errors import FairwriteError
from fairwrite.text.io import atomic_folder

#: The file that marks a folder as fairwrite's own output (replaced without ``--overwrite``).
MARKER = ".fairwrite-output"

_allowed: contextvars.ContextVar[frozenset[Path]] = contextvars.ContextVar(
    "overwrite_allowed", default=frozenset()
)


def _is_own(folder: Path) -> bool:
    return (folder / MARKER).is_file()


def claim_output_folder(path: str | os.PathLike[str], *, overwrite: bool = False) -> Path:
    """Check, before any work, that fairwrite may (re)write the folder ``path``; return it.

    A missing or empty folder, or one fairwrite wrote (it holds :data:`MARKER`), may be replaced; a
    folder with anything else in it only with ``overwrite`` (``--overwrite``). The current folder, one
    that holds it, the home folder and a file are never replaced.
    """
    out = Path(path)
    resolved = out.resolve()
    cwd = Path.cwd().resolve()
    if resolved == cwd or resolved in cwd.parents or resolved == Path.home().resolve():
        raise FairwriteError(
            f"--output {path} is the current folder, your home or a folder that holds them; name a new folder"
        )
    if out.exists() and not out.is_dir():
        raise FairwriteError(f"--output {path} exists and is not a folder; name a folder")
    if (
        out.is_dir()
        and not overwrite
        and not _is_own(out)
        and any(out.iterdir())
        and resolved not in _allowed.get()
    ):
        raise FairwriteError(
            f"--output {path} holds files fairwrite did not write; name a new folder, "
            "or pass --overwrite to replace it (its content is deleted)"
        )
    return out


@contextlib.contextmanager
def replacing(path: str | os.PathLike[str], *, overwrite: bool = False) -> Iterator[Path]:
    """Claim ``path`` now (see :func:`claim_output_folder`) and let :func:`output_folder` replace it
    within the block: the command line's ``--overwrite`` reaches code that writes the folder later."""
    out = claim_output_folder(path, overwrite=overwrite)
    token = _allowed.set(_allowed.get() | {out.resolve()}) if overwrite else None
    try:
        yield out
    finally:
        if token is not None:
            _allowed.reset(token)


@contextlib.contextmanager
def output_folder(
    path: str | os.PathLike[str], *, overwrite: bool = False, in_place: bool = False
) -> Iterator[Path]:
    """Yield a staging folder for the output folder ``path``; when the block succeeds it is marked as
    fairwrite's and swapped in for ``path`` (see :func:`fairwrite.text.io.atomic_folder`, also for
    ``in_place``): a failed run leaves the old folder as it was."""
    out = claim_output_folder(path, overwrite=overwrite)
    with atomic_folder(out, in_place=in_place) as staging:
        yield staging
        (staging / MARKER).write_text(
            json.dumps({"written_by": "fairwrite", "created": datetime.now(timezone.utc).isoformat()}) + "\n",
            encoding="utf-8",
        )

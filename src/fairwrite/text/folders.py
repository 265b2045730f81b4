"""Output folders fairwrite may replace, in one place for every command that writes one.

A folder fairwrite wrote holds :data:`MARKER` and may be rebuilt; anything else is the user's and is only
replaced with ``--overwrite``. The marker lists the files fairwrite wrote, so a file the user added to such
a folder later is named and kept: the folder is then replaced only with ``--overwrite``. The new folder is built beside the old one and swapped in at the end
(:func:`fairwrite.text.io.atomic_folder`), so a failed run leaves the old folder as it was.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import os
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone
from pathlib import Path

from fairwrite.errors import FairwriteError
from fairwrite.text.io import atomic_folder

#: The file that marks a folder as fairwrite's own output (replaced without ``--overwrite``).
MARKER = ".fairwrite-output"

_allowed: contextvars.ContextVar[frozenset[Path]] = contextvars.ContextVar(
    "overwrite_allowed", default=frozenset()
)


def is_own(folder: Path) -> bool:
    """Whether fairwrite wrote ``folder`` (it holds :data:`MARKER`)."""
    return (folder / MARKER).is_file()


def check_apart(
    output: str | os.PathLike[str],
    inputs: Iterable[str | os.PathLike[str] | None],
    what: str = "--output",
    *,
    inside: bool = True,
) -> None:
    """Refuse an output that is one of the inputs or holds one: writing it would replace or delete what the
    run reads (``benchmark --output SOURCE``, ``train`` into its dataset folder); with ``inside``, also one
    that lies inside an input folder (a dataset folder is read whole, a model written into it would be too)."""
    out = Path(output).resolve()
    for given in inputs:
        if given is None or str(given) in ("", "-"):
            continue
        source = Path(given).resolve()
        if out == source or out in source.parents or (inside and source in out.parents):
            relation = "is" if out == source else "holds" if out in source.parents else "lies inside"
            raise FairwriteError(
                f"{what} {output} {relation} the input {given}: writing it would replace what the run reads; "
                "name another output"
            )


def _files(folder: Path) -> set[str]:
    """Every file and link under ``folder`` (relative POSIX paths), the marker excepted."""
    found = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_symlink() or not p.is_dir()}
    return found - {MARKER}


def added_files(folder: Path) -> list[str]:
    """Files in fairwrite's own ``folder`` that it did not write: those its marker does not list. A marker
    of an older fairwrite lists nothing; its folder counts as fairwrite's, as it always did."""
    try:
        written = json.loads((folder / MARKER).read_text(encoding="utf-8")).get("files")
    except (OSError, ValueError, AttributeError):
        return []
    if not isinstance(written, list):
        return []
    return sorted(_files(folder) - set(map(str, written)))


def mark_output_folder(folder: Path, *, files: bool = True) -> None:
    """Write :data:`MARKER` into ``folder``: fairwrite's own output, with the files it holds now (``files``;
    a folder fairwrite keeps writing into, such as a training run's, lists none)."""
    record: dict[str, object] = {"written_by": "fairwrite", "created": datetime.now(timezone.utc).isoformat()}
    if files:
        record["files"] = sorted(_files(folder))
    (folder / MARKER).write_text(json.dumps(record) + "\n", encoding="utf-8")


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
    if not out.is_dir() or overwrite or resolved in _allowed.get():
        return out
    if not is_own(out) and any(out.iterdir()):
        raise FairwriteError(
            f"--output {path} holds files fairwrite did not write; name a new folder, "
            "or pass --overwrite to replace it (its content is deleted)"
        )
    added = added_files(out) if is_own(out) else []
    if added:
        shown = ", ".join(added[:5]) + (f" and {len(added) - 5} more" if len(added) > 5 else "")
        raise FairwriteError(
            f"--output {path} was written by fairwrite, but {len(added)} file(s) were added to it since: "
            f"{shown}; move them away, or pass --overwrite to replace the folder (they are deleted)"
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
        mark_output_folder(staging)

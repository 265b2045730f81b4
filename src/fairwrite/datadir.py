"""Where the shared reference data lives.

fairwrite never copies benchmark or lexicon files into the package; it reads them by path from
``--data-dir`` (which must exist), else ``$FAIRWRITE_DATA``, else ``../shared`` (relative to the working
directory or to the source checkout) when that folder exists.
"""

from __future__ import annotations

import os
from pathlib import Path

from fairwrite.errors import FairwriteError

_REPO_ROOT = Path(__file__).resolve().parents[2]


def candidate_dirs(explicit: str | os.PathLike[str] | None = None) -> list[Path]:
    """The directories searched for shared data, most specific first."""
    found: list[Path] = []
    if explicit:
        found.append(Path(explicit))
    if os.environ.get("FAIRWRITE_DATA"):
        found.append(Path(os.environ["FAIRWRITE_DATA"]))
    found += [Path.cwd().parent / "shared", _REPO_ROOT.parent / "shared"]
    return found


def data_dir(explicit: str | os.PathLike[str] | None = None, *, required: bool = True) -> Path | None:
    """Resolve the shared data directory; raise a clear error when ``required`` and none exists.

    An ``explicit`` folder (``--data-dir``) that does not exist is always an error: falling back to
    ``$FAIRWRITE_DATA`` would silently score against other data than the user named.
    """
    if explicit and not Path(explicit).is_dir():
        raise FairwriteError(f"--data-dir {explicit}: no such folder")
    for candidate in candidate_dirs(explicit):
        if candidate.is_dir():
            return candidate.resolve()
    if required:
        where = ", ".join(str(c) for c in candidate_dirs(explicit))
        raise FairwriteError(
            f"shared data directory not found (looked in: {where}); pass --data-dir or set FAIRWRITE_DATA"
        )
    return None


def data_path(relative: str, explicit: str | os.PathLike[str] | None = None) -> Path:
    """A file or folder inside the shared data directory, checked to exist."""
    root = data_dir(explicit)
    assert root is not None
    path = root / relative
    if not path.exists():
        raise FairwriteError(f"{path} does not exist in the shared data directory {root}")
    return path

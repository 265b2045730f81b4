"""What ``--input`` may name: files, folders (searched by suffix) and glob patterns.

Shared by the corpus readers and the CoNLL-U treebank reader of the CDA engine, so it sits in the core.
"""

from __future__ import annotations

import glob
from collections.abc import Iterable, Sequence
from pathlib import Path

from fairwrite.errors import FairwriteError

CORPUS_SUFFIXES = (
    ".jsonl",
    ".json",
    ".txt",
    ".text",
    ".conllu",
    ".jsonl.gz",
    ".json.gz",
    ".txt.gz",
    ".conllu.gz",
)


def expand_inputs(
    inputs: Iterable[str | Path], suffixes: Sequence[str] = CORPUS_SUFFIXES, *, what: str = "corpus"
) -> list[Path]:
    """Files named directly, files under folders (recursively, by suffix) and glob matches, sorted and unique.

    ``what`` names the kind of file in the error raised when nothing is found.
    """
    found: list[Path] = []
    for item in inputs:
        path = Path(item)
        if path.is_file():
            found.append(path)
        elif path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.is_file() and p.name.endswith(tuple(suffixes)))
        elif glob.has_magic(str(item)):
            found += sorted(Path(p) for p in glob.glob(str(item), recursive=True) if Path(p).is_file())
        else:
            raise FairwriteError(f"{item}: no such file, folder or glob match")
    unique = list(dict.fromkeys(found))
    if not unique:
        raise FairwriteError(f"no {what} files found in {', '.join(map(str, inputs))}")
    return unique


def is_url(item: str | Path) -> bool:
    """An fsspec URL (``s3://…``, ``hf://…``): resolved by the file system that reads it, never here."""
    return "://" in str(item)


def resolve_inputs(inputs: Iterable[str | Path], suffixes: Sequence[str] = CORPUS_SUFFIXES) -> list[str]:
    """:func:`expand_inputs` as absolute paths, fsspec URLs passed through as given: what a job's workers
    read, whatever their working folder or machine (resolved once, when the job is built)."""
    items = list(inputs)
    urls = [str(item) for item in items if is_url(item)]
    local = [item for item in items if not is_url(item)]
    paths = [str(p.resolve()) for p in expand_inputs(local, suffixes)] if local else []
    return list(dict.fromkeys([*paths, *urls]))

"""Run a batch function over many items on every process of a ``torchrun`` launch, resumably, in input order:
the multi-process mode of ``python -m fairwrite.augment.translate`` (a corpus build translates in the tasks
of its datatrove job instead, and resumes from its completion markers).

The items are cut into fixed-size chunks that do not depend on the number of processes; rank *r*
(of ``torchrun`` / ``accelerate launch``, through Accelerate's ``PartialState``; gloo on CPU) processes
chunks *r, r + N, …*, writes each as JSON lines under a temporary name and renames it when complete,
then waits for the other ranks' chunk files (polling the file system rather than a collective, so a
rank that has much more left to do after a restart cannot time out the others; a rank gives up, in one
error line, when no chunk has appeared for :data:`STALL_TIMEOUT` seconds). Because a chunk's content never
depends on how many processes run, neither does the output: one process and eight give the same
bytes. A killed run started again skips the chunks it finished. ``manifest.json`` holds a fingerprint
of the items and of whatever decides the output; a work folder from other inputs or settings is
refused, so stale results never mix in. Every rank returns the full output.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from fairwrite.errors import FairwriteError
from fairwrite.text.io import atomic_write_text
from fairwrite.text.progress import progress_bar


def _chunk_path(work_dir: Path, k: int) -> Path:
    return work_dir / f"chunk-{k:06d}.jsonl"


def process_state(cpu: bool | None = None) -> Any:
    """Accelerate's ``PartialState`` for this process (CPU + gloo when no GPU is there or ``cpu`` is set)."""
    # heavy (torch): imported on first use
    import torch
    from accelerate import PartialState

    return PartialState(cpu=not torch.cuda.is_available() if cpu is None else cpu)


#: Seconds :func:`wait_for_files` waits without any other rank finishing a chunk before it gives up.
STALL_TIMEOUT = 3600.0


def wait_for_files(paths: Sequence[Path], *, poll: float = 0.2, timeout: float = STALL_TIMEOUT) -> None:
    """Block until every path exists (other ranks' results); one error line when none has appeared for
    ``timeout`` seconds (a rank died: the finished chunks stay, a second run resumes)."""
    missing = [p for p in paths if not p.exists()]
    last = time.monotonic()
    while missing:
        time.sleep(poll)
        still = [p for p in missing if not p.exists()]
        if len(still) < len(missing):
            last = time.monotonic()
        elif time.monotonic() - last > timeout:
            raise FairwriteError(
                f"no other process finished a chunk in {timeout:.0f} s ({len(still)} missing, first {still[0]}); "
                "a process may have died: run the command again to resume from the finished chunks"
            )
        missing = still


def items_digest(items: Sequence[Any]) -> str:
    """SHA-256 over the JSON of every item (order matters)."""
    digest = hashlib.sha256()
    for item in items:
        digest.update(json.dumps(item, ensure_ascii=False, sort_keys=True).encode("utf-8") + b"\0")
    return digest.hexdigest()


def map_sharded(
    fn: Callable[[list[Any], int], list[Any]],
    items: Sequence[Any],
    work_dir: str | os.PathLike[str],
    *,
    fingerprint: Mapping[str, Any],
    chunk_size: int = 4096,
    cpu: bool | None = None,
    progress: bool = False,
    desc: str = "chunks",
) -> list[Any]:
    """``fn(chunk, chunk_index)`` over ``items`` in chunks of ``chunk_size``; see the module docstring.

    ``fn`` returns one JSON-serialisable result per item of its chunk.
    """
    if chunk_size < 1:
        raise FairwriteError("chunk_size must be positive")
    state = process_state(cpu)
    work = Path(work_dir)
    items = list(items)
    manifest = json.loads(
        json.dumps(
            {
                "items": len(items),
                "items_sha256": items_digest(items),
                "chunk_size": chunk_size,
                "fingerprint": dict(fingerprint),
            },
            default=str,
        )
    )
    manifest_path = work / "manifest.json"
    if state.is_main_process:
        work.mkdir(parents=True, exist_ok=True)
        if manifest_path.exists():
            if json.loads(manifest_path.read_text()) != manifest:
                raise FairwriteError(
                    f"{work} holds results of other input or settings; use another work folder or delete it"
                )
        else:
            atomic_write_text(manifest_path, json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    state.wait_for_everyone()

    def size(k: int) -> int:
        return min(chunk_size, len(items) - k * chunk_size)

    chunks = math.ceil(len(items) / chunk_size)
    todo = [
        k
        for k in range(state.process_index, chunks, state.num_processes)
        if not _chunk_path(work, k).exists()
    ]
    with progress_bar(
        f"{desc} ({state.num_processes} proc)",
        total=sum(size(k) for k in todo),
        enabled=progress and state.is_main_process,
    ) as bar:
        for k in todo:
            results = fn(items[k * chunk_size : k * chunk_size + size(k)], k)
            if len(results) != size(k):
                raise FairwriteError(f"chunk {k}: {len(results)} results for {size(k)} items")
            atomic_write_text(
                _chunk_path(work, k), "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in results)
            )
            bar.advance(size(k))
    wait_for_files([_chunk_path(work, k) for k in range(chunks)])

    out: list[Any] = []
    for k in range(chunks):
        lines = _chunk_path(work, k).read_text(encoding="utf-8").splitlines()
        if len(lines) != size(k):
            raise FairwriteError(f"{_chunk_path(work, k)} is incomplete; delete it and run again")
        out += [json.loads(line) for line in lines]
    return out


def map_chunked(
    fn: Callable[[list[Any], int], list[Any]],
    items: Sequence[Any],
    chunk_size: int,
    *,
    progress: bool = False,
    desc: str = "chunks",
) -> list[Any]:
    """The same chunks as :func:`map_sharded`, in memory and in this process only."""
    items = list(items)
    out: list[Any] = []
    with progress_bar(desc, total=len(items), enabled=progress) as bar:
        for k, start in enumerate(range(0, len(items), chunk_size)):
            chunk = items[start : start + chunk_size]
            out += fn(chunk, k)
            bar.advance(len(chunk))
    return out

"""Line-aligned UTF-8 I/O with errors that name the file and line, and the one way fairwrite writes files.

Every fairwrite tool reads one segment per line and writes output line-aligned with its input;
``-`` (or ``None``) means stdin/stdout. Bad input never passes silently: invalid UTF-8 and a segment
longer than :data:`MAX_SEGMENT_BYTES` are reported with their file and line number, and files that
should be parallel must have equal line counts.

Writing is atomic everywhere (:func:`atomic_write`, :func:`atomic_folder`): the new content is built
beside its target and renamed over it only when complete, so a crash or Ctrl-C never leaves a
half-written file or folder in place of a good one. A target that is not a regular file (a device, a
folder) is refused, and a symbolic link is written through to its target rather than replaced.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from fairwrite import signals
from fairwrite.errors import FairwriteError

try:
    import fcntl
except ImportError:  # Windows: writer_lock falls back to pid files
    fcntl = None  # type: ignore[assignment]

PathLike = str | os.PathLike[str]

#: The longest segment (line) read by default, in bytes: generous for real text, and a bound on memory
#: for input without newlines (``rewrite < /dev/zero``). ``$FAIRWRITE_MAX_SEGMENT`` or a caller changes it.
MAX_SEGMENT_BYTES = 1 << 20


def max_segment_bytes(explicit: int | None = None) -> int:
    """The segment limit: ``explicit``, else ``$FAIRWRITE_MAX_SEGMENT``, else :data:`MAX_SEGMENT_BYTES`."""
    value: int | str | None = explicit if explicit is not None else os.environ.get("FAIRWRITE_MAX_SEGMENT")
    if value is None or value == "":
        return MAX_SEGMENT_BYTES
    try:
        limit = int(value)
    except ValueError:
        raise FairwriteError(f"FAIRWRITE_MAX_SEGMENT={value!r} is not a number of bytes") from None
    if limit < 1:
        raise FairwriteError(f"the maximum segment length must be at least 1 byte, not {limit}")
    return limit


def _display(path: PathLike | None) -> str:
    return "<stdin>" if path in (None, "-") else str(path)


def open_input(path: PathLike | None) -> IO[bytes]:
    """The binary stream of an input file (stdin for ``-``/``None``; ``.gz`` decompressed), checked to be
    readable now, so a mistyped name fails before anything is created."""
    if path in (None, "-"):
        return sys.stdin.buffer
    p = Path(path)  # type: ignore[arg-type]
    if not p.exists():
        raise FairwriteError(f"{p}: no such file")
    if p.is_dir():
        raise FairwriteError(f"{p}: is a directory, expected a file")
    try:
        return gzip.open(p, "rb") if p.suffix == ".gz" else p.open("rb")
    except PermissionError:
        raise FairwriteError(f"{p}: permission denied") from None


def iter_lines(
    path: PathLike | None, *, max_bytes: int | None = None, stream: IO[bytes] | None = None
) -> Iterator[str]:
    """Yield the lines of a UTF-8 file (or stdin) without their line ending.

    A UTF-8 byte-order mark on the first line is dropped; ``\\r\\n`` endings are accepted. A line longer
    than ``max_bytes`` (see :func:`max_segment_bytes`) is an error naming its line: it is never read
    whole. ``stream`` is an already opened :func:`open_input` of ``path`` (closed at the end).
    """
    limit = max_segment_bytes(max_bytes)
    stream = stream if stream is not None else open_input(path)
    try:
        number = 0
        while raw := stream.readline(limit + 2):  # room for the longest line plus "\r\n"
            number += 1
            body = raw.rstrip(b"\n").rstrip(b"\r")
            if len(body) > limit:
                raise FairwriteError(
                    f"{_display(path)}:{number}: segment longer than {limit:,} bytes; split it into lines "
                    "or raise the limit (--max-segment BYTES)"
                )
            try:
                line = body.decode("utf-8")
            except UnicodeDecodeError as err:
                raise FairwriteError(
                    f"{_display(path)}:{number}: invalid UTF-8 (byte {err.start + 1} of the line); "
                    "convert the file to UTF-8 first"
                ) from None
            if number == 1 and line.startswith("\ufeff"):
                line = line[1:]
            yield line
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


def read_lines(path: PathLike | None) -> list[str]:
    """All lines of a UTF-8 file (or stdin), see :func:`iter_lines`."""
    return list(iter_lines(path))


def read_parallel(*paths: PathLike) -> list[list[str]]:
    """Read several line-aligned files and check that they have the same number of lines."""
    columns = [read_lines(p) for p in paths]
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{p} has {len(c)}" for p, c in zip(paths, columns, strict=True))
        raise FairwriteError(f"files are not line-aligned: {detail} lines")
    return columns


# --- writing files atomically ----------------------------------------------------------------------


@contextlib.contextmanager
def _writable(path: Path) -> Iterator[None]:
    """Turn a folder that cannot be created or written into one error line naming ``path``."""
    try:
        yield
    except OSError as err:
        raise FairwriteError(f"cannot write {path}: {err.strerror or err}") from None


def output_file(path: PathLike) -> Path:
    """The file that writing ``path`` really replaces, checked: a symbolic link resolves to its target
    (written through, never replaced), and an existing target that is not a regular file is refused."""
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return target
    except OSError as err:
        raise FairwriteError(f"{path}: {err.strerror}") from None
    if stat.S_ISDIR(mode):
        raise FairwriteError(f"{path} is a directory; name a file to write")
    if not stat.S_ISREG(mode):
        raise FairwriteError(
            f"{path} is not a regular file (a device or a pipe); fairwrite only writes files"
        )
    return target


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def replace_file(source: PathLike, path: PathLike) -> Path:
    """Rename the finished file ``source`` over ``path`` (through a symlink; the target's permissions kept,
    a new file's those ``open`` gives: ``mkstemp`` makes it private)."""
    target = output_file(path)
    try:
        shutil.copymode(target, source)
    except FileNotFoundError:
        os.chmod(source, 0o666 & ~_umask())
    os.replace(source, target)
    _fsync_dir(target.parent)
    return target


@contextlib.contextmanager
def atomic_write(
    path: PathLike,
    mode: str = "w",
    *,
    encoding: str | None = "utf-8",
    newline: str | None = "\n",
    fsync: bool = False,
) -> Iterator[IO]:
    """Write ``path`` through a temporary file beside it, renamed over it only when the block succeeds.

    ``mode`` is ``"w"`` (text) or ``"wb"``. The target is checked first (:func:`output_file`): a folder or
    device is refused, a symlink is written through. On an exception the temporary file is removed and the
    old content of ``path`` stays. ``fsync`` also forces the data to disk (checkpoints).
    """
    if mode not in ("w", "wb"):
        raise ValueError(f"atomic_write mode must be 'w' or 'wb', not {mode!r}")
    target = output_file(path)
    with _writable(target):
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    binary = mode == "wb"
    try:
        with os.fdopen(fd, mode, **({} if binary else {"encoding": encoding, "newline": newline})) as stream:
            yield stream
            stream.flush()
            if fsync:
                os.fsync(stream.fileno())
        replace_file(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def atomic_write_text(path: PathLike, text: str, *, fsync: bool = False) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically; see :func:`atomic_write`."""
    with atomic_write(path, fsync=fsync) as stream:
        stream.write(text)
    return output_file(path)


def atomic_write_bytes(path: PathLike, data: bytes, *, fsync: bool = False) -> Path:
    """Write ``data`` to ``path`` atomically; see :func:`atomic_write`."""
    with atomic_write(path, "wb", fsync=fsync) as stream:
        stream.write(data)
    return output_file(path)


@contextlib.contextmanager
def atomic_folder(path: PathLike, *, in_place: bool = False) -> Iterator[Path]:
    """Build a folder in a fresh hidden folder beside ``path`` and swap it in when the block succeeds.

    The old ``path`` (if any) is moved aside, the new one renamed into place, then the old one removed:
    a failure at any point before the swap leaves the old folder untouched and removes the staging one.
    ``in_place`` is for content that records its own absolute paths (the demo report): the old folder is
    moved aside first, the new one built at ``path`` itself, and the old one put back if the block fails.
    Whether ``path`` may be replaced at all is the caller's decision (see :mod:`fairwrite.text.folders`).
    """
    target = Path(path)
    if target.exists() and not target.is_dir():
        raise FairwriteError(f"{target} exists and is not a folder")
    with _writable(target):
        target.parent.mkdir(parents=True, exist_ok=True)
    existed = target.exists()

    def left() -> str:
        kept = "was left as it was" if existed else "was not created"
        return f"{target} {kept}: the new folder was not finished and nothing of it was kept"

    with signals.reporting(left):
        if in_place:
            with _built_in_place(target):
                yield target
            return
        with _writable(target):
            staging = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".partial"))
        try:
            yield staging
            swap_folder(staging, target)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise


@contextlib.contextmanager
def _built_in_place(target: Path) -> Iterator[None]:
    old = None
    if target.exists():
        old = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".old"))
        os.replace(target, old)
    try:
        target.mkdir()
        yield
    except BaseException:
        shutil.rmtree(target, ignore_errors=True)
        if old is not None:
            os.replace(old, target)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def swap_folder(staging: Path, target: Path) -> None:
    """Put the finished folder ``staging`` in place of ``target`` (replaced if it exists)."""
    staging.chmod(0o777 & ~_umask())  # mkdtemp makes it private; a result is as readable as any folder
    if not target.exists():
        os.replace(staging, target)
    else:
        old = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".old"))
        os.replace(target, old)  # onto the empty placeholder folder
        try:
            os.replace(staging, target)
        except BaseException:
            os.replace(old, target)
            raise
        shutil.rmtree(old, ignore_errors=True)
    _fsync_dir(target.parent)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def open_output(path: PathLike | None) -> Iterator[IO[str]]:
    """A text stream for ``path`` (stdout for ``-``/``None``), written atomically for files."""
    if path in (None, "-"):
        stream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n", write_through=True)
        try:
            yield stream
        finally:
            with contextlib.suppress(BrokenPipeError, ValueError):
                stream.flush()
            stream.detach()
        return
    with atomic_write(path) as stream:  # type: ignore[arg-type]
        yield stream


def write_lines(path: PathLike | None, lines: Iterable[str]) -> int:
    """Write one segment per line; a segment containing a newline would break alignment and is refused."""
    count = 0
    with open_output(path) as stream:
        for count, line in enumerate(lines, start=1):
            if "\n" in line:
                raise FairwriteError(
                    f"output segment {count} contains a newline; output must stay line-aligned"
                )
            stream.write(line + "\n")
    return count


def check_aligned(names: Sequence[str], columns: Sequence[Sequence[object]]) -> None:
    """Raise when in-memory columns that must be parallel differ in length."""
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{n}: {len(c)}" for n, c in zip(names, columns, strict=True))
        raise FairwriteError(f"inputs are not aligned ({detail})")


# --- one writer per target -------------------------------------------------------------------------


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, owned by someone else
        return True
    except OSError:
        return False
    return True


def _read_pid(path: Path) -> int | None:
    try:
        return int(path.read_text(encoding="ascii").split()[0])
    except (OSError, ValueError, IndexError):
        return None


@contextlib.contextmanager
def writer_lock(path: PathLike, what: str) -> Iterator[None]:
    """Hold the lock file ``path`` (it records this process's pid) while the block writes ``what``.

    A second run on the same target is refused while the first lives; the lock of a run that died
    (its pid no longer running, or its ``flock`` released by the kernel) is taken over.
    """
    lock = Path(path)
    lock.parent.mkdir(parents=True, exist_ok=True)
    if fcntl is None:  # no flock (Windows): exclusive creation, and a dead holder's pid frees it
        while True:
            try:
                fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
                break
            except FileExistsError:
                holder = _read_pid(lock)
                if holder is not None and _pid_alive(holder):
                    raise _locked(what, holder, lock) from None
                with contextlib.suppress(FileNotFoundError):
                    lock.unlink()
    else:
        while True:
            fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                raise _locked(what, _read_pid(lock), lock) from None
            try:  # the previous holder may have removed the file between our open and our flock
                if os.fstat(fd).st_ino == os.stat(lock).st_ino:
                    break
            except FileNotFoundError:
                pass
            os.close(fd)
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        yield
    finally:
        with contextlib.suppress(FileNotFoundError):
            lock.unlink()
        os.close(fd)


def _locked(what: str, holder: int | None, lock: Path) -> FairwriteError:
    who = f"pid {holder}" if holder is not None else "another process"
    return FairwriteError(
        f"{what} is being written by another fairwrite run ({who}, lock {lock}); wait for it to finish or stop it"
    )


def relative_path(value: str | None, folder: Path) -> str | None:
    """A local path as seen from ``folder``, spelled ``.``, ``./…`` or ``../…`` so that it reads as a path
    relative to the file that holds it (never as a Hub id); Hub ids and paths that do not exist unchanged."""
    if not value or not Path(value).expanduser().exists():
        return value
    relative = Path(os.path.relpath(Path(value).expanduser().resolve(), folder.resolve())).as_posix()
    return relative if relative == "." or relative.startswith("../") else f"./{relative}"


def portable_paths(tree: Any, folder: Path) -> Any:
    """``tree`` (mappings, lists, strings) with every absolute local path made relative to ``folder``: what a
    published folder records goes to the Hub, where ``/home/…`` means nothing."""
    if isinstance(tree, Mapping):
        return {key: portable_paths(value, folder) for key, value in tree.items()}
    if isinstance(tree, (list, tuple)):
        return [portable_paths(value, folder) for value in tree]
    if isinstance(tree, (str, Path)) and os.path.isabs(tree):
        return relative_path(str(tree), folder)
    return tree

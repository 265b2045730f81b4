"""Interrupts end every command the same way: non-zero, with one line saying what was written.

SIGINT raises :class:`KeyboardInterrupt` and SIGTERM :class:`Terminated` in the main thread, so every
``finally`` and ``except BaseException`` on the way out runs (a staging folder is removed, an old folder put
back, a resume record saved) instead of the process vanishing mid-write. :func:`install` sets both up; the
``fairwrite`` entry point (:mod:`fairwrite.__main__`) calls it before it imports anything slow, so even a
Ctrl-C while the CLI is still loading ends with the one line, never a traceback.

Code that writes something registers what a stop would leave behind with :func:`reporting`; the CLI prints
the outermost description (:func:`written`) after ``interrupted (SIGINT):``.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator

#: Exit status of each signal, the shell's 128 + signal number.
EXIT_CODES = {"SIGINT": 130, "SIGTERM": 143, "SIGPIPE": 141}


class Terminated(BaseException):
    """SIGTERM, raised in the main thread like :class:`KeyboardInterrupt` is for SIGINT."""


#: What the outermost writer said when a stop passed through it (see :func:`reporting`).
_said: list[str] = []


def _raise_terminated(signum: int, frame: object) -> None:
    raise Terminated


def install() -> None:
    """SIGINT → :class:`KeyboardInterrupt`, SIGTERM → :class:`Terminated` (main thread only). A signal the
    parent set to be ignored (a shell's background job) stays ignored, as it would for any program."""
    _said.clear()  # a new command: nothing stopped yet
    if threading.current_thread() is not threading.main_thread():
        return
    for number, handler in ((signal.SIGINT, signal.default_int_handler), (signal.SIGTERM, _raise_terminated)):
        if signal.getsignal(number) is not signal.SIG_IGN:
            signal.signal(number, handler)


@contextlib.contextmanager
def sigterm_raises() -> Iterator[None]:
    """Within the block SIGTERM raises :class:`Terminated` (for library callers that did not
    :func:`install`); the previous handler comes back after it."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def silence_stdout() -> None:
    """After a closed pipe: point stdout at /dev/null so the interpreter's last flush does not fail again."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def stop_children(timeout: float = 5.0) -> None:
    """End the processes this one started (spaCy's, datatrove's and data loaders' worker pools): a stopped
    command must not go on writing in the background, nor hold its caller's pipes open. They are killed,
    not asked: they inherited the handlers above, and a polite signal would make each print a traceback."""
    try:
        import psutil  # installed with accelerate; without it a stop leaves the children to the OS
    except ImportError:
        return
    try:
        children = psutil.Process().children(recursive=True)
    except psutil.Error:
        return
    for child in children:
        with contextlib.suppress(psutil.Error):
            child.kill()
    psutil.wait_procs(children, timeout=timeout)


def stop_name(stop: BaseException) -> str:
    """``SIGINT`` or ``SIGTERM`` for the exception a signal raised."""
    return "SIGTERM" if isinstance(stop, Terminated) else "SIGINT"


_reports: contextvars.ContextVar[tuple[Callable[[], str], ...]] = contextvars.ContextVar(
    "fairwrite_reports", default=()
)


def _describe(describe: Callable[[], str]) -> str:
    try:
        return describe()
    except Exception:  # a report must never hide the interrupt itself
        return ""


@contextlib.contextmanager
def reporting(describe: Callable[[], str]) -> Iterator[None]:
    """While the block runs, ``describe()`` says what a stop now would leave written. It is asked when a
    stop leaves the block (after the block's own clean-up ran); the outermost block's answer is the one
    printed (a demo's folder, not the training run inside it)."""
    token = _reports.set((*_reports.get(), describe))
    try:
        yield
    except (KeyboardInterrupt, Terminated):
        _said[:] = [_describe(describe)]  # the outermost writer speaks last: it knows what the user named
        raise
    finally:
        _reports.reset(token)


def written() -> str:
    """What a stop left written, in the words of the outermost writer it passed ("": none said)."""
    if _said:
        return _said[0]
    reports = _reports.get()
    return _describe(reports[-1]) if reports else ""


__all__ = ["EXIT_CODES", "Terminated", "install", "reporting", "sigterm_raises", "silence_stdout", "stop_children", "stop_name", "written"]

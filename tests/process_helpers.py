"""Starting the CLI as a child process that can be interrupted like a terminal run."""

from __future__ import annotations

import signal


def interruptible() -> None:
    """In the child before exec: Ctrl-C as in a terminal. A shell without job control starts background
    commands with SIGINT ignored and Python keeps that, so a suite started with ``&`` could not interrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)

"""The one exception type for user mistakes.

The CLI turns a :class:`FairwriteError` into a single error line on stderr and its ``exit_code``
(2 for a mistake); anything else is a bug and keeps its traceback.
"""

from __future__ import annotations


class FairwriteError(Exception):
    """A user mistake (bad path, malformed input, unknown option) with a message fit for the terminal."""

    exit_code: int = 2


class Interrupted(FairwriteError):
    """A run stopped before it finished (a signal, a closed output pipe): never reported as success.

    ``exit_code`` follows the shell's 128 + signal number (130 for SIGINT, 143 for SIGTERM, 141 for a
    closed pipe), and the message says how much was done and how to finish.
    """

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code

"""The one exception type for user mistakes.

The CLI turns a :class:`FairwriteError` into a single error line on stderr and a non-zero exit code;
anything else is a bug and keeps its traceback.
"""

from __future__ import annotations


class FairwriteError(Exception):
    """A user mistake (bad path, malformed input, unknown option) with a message fit for the terminal."""

"""The ``fairwrite`` command's entry point (also ``python -m fairwrite``).

Signals are set up first (:func:`fairwrite.signals.install`), before the CLI and its libraries load: a
Ctrl-C or SIGTERM while they are still importing ends with one line and a non-zero exit, not a traceback.
"""

from __future__ import annotations

import sys

from fairwrite import signals


def main(argv: list[str] | None = None) -> None:
    signals.install()
    try:
        from fairwrite.cli import main as cli_main
    except (KeyboardInterrupt, signals.Terminated) as stop:
        name = signals.stop_name(stop)
        print(f"fairwrite: error: interrupted ({name}) while starting: nothing was written", file=sys.stderr)
        sys.exit(signals.EXIT_CODES[name])
    cli_main(argv)


if __name__ == "__main__":
    main()

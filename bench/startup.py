"""Start-up cost of a rewrite that has nothing to rewrite, against loading the English spaCy model (issue 17).

A sentence without any person reference must come back without a parser being loaded: ``fairwrite
rewrite --lang en`` on *The sky is blue.* has to take under half the time of ``spacy.load`` of the
English model alone. Each command runs in a fresh process, best of ``--repeat`` wall times; the German
and French (to-standard) rewriters are timed the same way. Printed: seconds, the ratio to the spaCy
load, and whether spaCy / torch / transformers were imported by the rewrite (they must not be).
``--against SRC`` times the same commands with another checkout's ``src`` folder first on the path (an
older commit, e.g. from ``git worktree add``) and prints the ratio of this checkout's time to that one's.

    .venv/bin/python bench/startup.py [--repeat 3] [--check] [--against ../old/src]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

from fairwrite.en.engine import DEFAULT_MODELS

#: (name, fairwrite arguments, a sentence with no person reference)
REWRITES = [
    ("en rewrite", ["rewrite", "--lang", "en"], "The sky is blue."),
    ("de rewrite", ["rewrite", "--lang", "de"], "Der Himmel ist blau."),
    ("de neutral", ["rewrite", "--lang", "de", "--form", "neutral"], "Der Himmel ist blau."),
    ("fr to-standard", ["rewrite", "--lang", "fr", "--direction", "to-standard"], "Le ciel est bleu."),
    ("fr to-fair", ["rewrite", "--lang", "fr", "--direction", "to-fair"], "Le ciel est bleu."),
]

#: Runs the CLI in-process, then reports which heavy libraries it imported (on stderr).
PROBE = """
import sys
from fairwrite.cli import main
try:
    main(sys.argv[1:])
finally:
    heavy = sorted(m for m in ("spacy", "torch", "transformers") if m in sys.modules)
    print("imported:" + ",".join(heavy), file=sys.stderr)
"""


def best_of(repeat: int, command: list[str], stdin: str = "", src: str | None = None) -> tuple[float, str]:
    """Shortest wall time of ``command`` (with ``src`` first on the Python path) and its last stderr line."""
    env = dict(os.environ)
    if src:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH", "")) if p)
    times, last = [], ""
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(command, input=stdin, capture_output=True, text=True, check=True, env=env)
        times.append(time.perf_counter() - start)
        last = (done.stderr.strip().splitlines() or [""])[-1]
    return min(times), last


def spacy_load_command() -> list[str]:
    """Load the first English model that is installed (the same weights under two package names)."""
    load = (
        f"import spacy\nfor name in {DEFAULT_MODELS!r}:\n    try:\n        spacy.load(name)\n        break\n"
        "    except OSError:\n        pass\nelse:\n    raise SystemExit('no English spaCy model')"
    )
    return [sys.executable, "-c", load]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--check", action="store_true", help="exit 1 unless every ratio is below 0.5")
    parser.add_argument("--against", metavar="SRC", help="another checkout's src folder to compare with")
    options = parser.parse_args()
    baseline, _ = best_of(options.repeat, spacy_load_command())
    print(f"{'spacy.load(en_core_web_sm)':28} {baseline:6.2f} s")
    failed = []
    for name, args, sentence in REWRITES:
        command = [sys.executable, "-c", PROBE, *args]
        seconds, imported = best_of(options.repeat, command, sentence + "\n")
        ratio = seconds / baseline
        line = f"{'fairwrite ' + name:28} {seconds:6.2f} s   ratio {ratio:4.2f}   {imported or 'imported:'}"
        if options.against:
            before, _ = best_of(options.repeat, command, sentence + "\n", src=options.against)
            line += f"   against {before:5.2f} s: ratio {seconds / before:4.2f}"
        print(line)
        if ratio >= 0.5 or imported != "imported:":
            failed.append(name)
    if options.check and failed:
        raise SystemExit(f"too slow or loaded a heavy library: {', '.join(failed)}")


if __name__ == "__main__":
    main()

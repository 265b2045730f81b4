"""Time and peak memory of every engine on one long line: linear growth (issue 17).

For each engine (English rewrite and augment, German rewrite and augment, French to-standard, and the
adversarial German augment of ``Lehrer*innen`` repeated without a full stop) and each size (10 kB,
100 kB, 1 MB of ONE line, built from varied sentences with a seeded generator so that no cache makes
repetition cheap), ``fairwrite`` runs in a fresh subprocess; wall time and the peak resident memory of
that process (``os.wait4``) are printed, with the 1 MB / 100 kB ratio of each.

The issue asks for the ratio within 12× (linear growth is 10× plus the fixed start-up) and peak memory
under 1 GB for every engine on a 1 MB line; ``--check`` exits 1 when either fails.

    .venv/bin/python bench/scaling.py [--sizes 10000 100000 1000000] [--engines en-rewrite ...] [--check]
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: name → (command-line arguments, sentence templates, fillers).
ENGINES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "en-rewrite": (
        ["rewrite", "--lang", "en"],
        [
            "He said his {0} is a great {1}.",
            "The {1} told her that she would meet the chairman.",
            "She asked him whether his {0} had called.",
            "The {0} left early because of the rain.",
        ],
        ["sister", "brother", "teacher", "policeman", "waitress", "manager", "nurse", "fireman"],
    ),
    "en-augment": (
        ["augment", "--lang", "en", "--gender", "feminine"],
        [
            "They said their {0} is a great {1}.",
            "The {1} told them that they would meet the chairperson.",
            "They asked whether their {0} had called.",
            "The {0} left early because of the rain.",
        ],
        ["sibling", "teacher", "police officer", "server", "manager", "nurse", "firefighter", "parent"],
    ),
    "de-rewrite": (
        ["rewrite", "--lang", "de"],
        [
            "Der {0} sagte, dass die {1} morgen kommen.",
            "Jeder {0} kennt einen {0}, der gern liest.",
            "Die {1} und der Direktor trafen sich im Park.",
            "Das Wetter war am {2} schön.",
        ],
        ["Lehrer", "Student", "Arzt", "Kollege", "Kunde", "Bürger", "Schüler", "Mitarbeiter", "Montag"],
    ),
    "de-augment": (
        ["augment", "--lang", "de", "--gender", "masculine"],
        [
            "Die {0}*innen sagten, dass der*die {0}*in morgen kommt.",
            "Jede*r {0}*in kennt eine*n {0}*in, die*der gern liest.",
            "Das Wetter war am {2} schön.",
        ],
        ["Lehrer", "Student", "Kolleg", "Kund", "Bürger", "Schüler", "Mitarbeiter", "Montag"],
    ),
    "de-augment-no-stop": (  # the adversarial case of the issue: no sentence end anywhere
        ["augment", "--lang", "de", "--gender", "masculine"],
        ["{0}*innen"],
        ["Lehrer"],
    ),
    "fr-to-standard": (
        ["rewrite", "--lang", "fr", "--direction", "to-standard"],
        [
            "Les {0}·es sont arrivé·es hier.",
            "Chacun·e des {0}·es est content·e.",
            "Les {0}·es et les {1}s sont venu·es ensemble.",
            "Le temps était beau {2}.",
        ],
        ["étudiant", "candidat", "avocat", "employé", "ami", "lundi"],
    ),
    "fr-to-fair": (
        ["rewrite", "--lang", "fr", "--direction", "to-fair"],
        [
            "Les {0}s sont arrivés hier.",
            "Chacun des {0}s est content.",
            "Les {0}s et les {1}s sont venus ensemble.",
            "Le temps était beau {2}.",
        ],
        ["étudiant", "candidat", "enseignant", "employé", "électeur", "lundi"],
    ),
}


def one_line(templates: list[str], fillers: list[str], size: int, seed: int = 0) -> str:
    """About ``size`` characters of varied sentences on one line."""
    rng = random.Random(seed)
    parts: list[str] = []
    length = 0
    while length < size:
        sentence = rng.choice(templates).format(*(rng.choice(fillers) for _ in range(3)))
        parts.append(sentence)
        length += len(sentence) + 1
    return " ".join(parts)[:size].rstrip()


def measure(args: list[str], text: str) -> tuple[float, float, int]:
    """(seconds, peak RSS in MB, output characters) of ``fairwrite ARGS`` on ``text`` in a subprocess."""
    with tempfile.TemporaryDirectory() as tmp:
        source, target = Path(tmp, "in.txt"), Path(tmp, "out.txt")
        source.write_text(text + "\n", encoding="utf-8")
        # a 1 MB line of accented text is over the default 1 MiB segment limit: this bench measures the engines
        command = [sys.executable, "-m", "fairwrite.cli", *args, "--max-segment", str(4 * len(text.encode()) + 1)]
        command += ["-i", str(source), "-o", str(target)]
        start = time.perf_counter()
        process = subprocess.Popen(command, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        error = process.stderr.read().decode(errors="replace") if process.stderr else ""
        if status:
            raise SystemExit(f"{' '.join(args)} failed:\n{error}")
        output = target.read_text(encoding="utf-8")
        if output.count("\n") != 1:
            raise SystemExit(f"{' '.join(args)}: {output.count(chr(10))} output lines for 1 input line")
        return seconds, usage.ru_maxrss / 1024, len(output)  # ru_maxrss is in kB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--engines", nargs="+", choices=list(ENGINES), default=list(ENGINES))
    parser.add_argument("--check", action="store_true", help="exit 1 unless ratio ≤ 12 and memory < 1 GB")
    options = parser.parse_args()
    sizes = sorted(options.sizes)
    print(f"{'engine':20} " + " ".join(f"{s // 1000:>7} kB s {'MB':>6}" for s in sizes) + "   ratio")
    failed = []
    for name in options.engines:
        args, templates, fillers = ENGINES[name]
        results = [measure(args, one_line(templates, fillers, size)) for size in sizes]
        ratio = results[-1][0] / results[-2][0] if len(results) > 1 else float("nan")
        cells = " ".join(f"{seconds:>10.1f} s {rss:>6.0f}" for seconds, rss, _ in results)
        print(f"{name:20} {cells} {ratio:>7.1f}×", flush=True)
        if ratio > 12 or max(rss for _, rss, _ in results) >= 1024:
            failed.append(name)
    print(
        f"ratio = time at {sizes[-1] // 1000} kB / time at {sizes[-2] // 1000} kB; MB = peak RSS of the process"
    )
    if options.check and failed:
        raise SystemExit(f"not linear or over 1 GB: {', '.join(failed)}")


if __name__ == "__main__":
    main()

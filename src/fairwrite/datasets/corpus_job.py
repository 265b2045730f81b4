"""What every corpus-built dataset shares about its corpus job, beyond how the job runs
(:mod:`fairwrite.corpus.jobs`: executor settings, work folder, stages, resuming): :class:`CorpusReading`,
the options of reading a corpus that every corpus-built dataset's typed config has; the card paragraph and
the stats of a job's counters; the noise-filter settings, checked before the job starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fairwrite.corpus.filters import FilterSettings, settings_for
from fairwrite.errors import FairwriteError


@dataclass
class CorpusReading:
    """How the corpus is read (part of a dataset's typed config: it decides the rows)."""

    paragraphs: bool = False  # plain-text input: one document per blank-line-separated block
    skip_malformed: bool = False  # skip malformed JSON lines (with a warning) instead of failing
    license: str = ""  # licence of the input corpus, recorded in every row's provenance and on the card


def job_card_section(counters: dict[str, int], tasks: int, kind: str) -> str:
    """A paragraph for a card: how the corpus was read (tasks, documents, sentences, drops, labels)."""
    c = counters
    drops = {k.removeprefix("dropped_"): v for k, v in sorted(c.items()) if k.startswith("dropped_")}
    labels = {k.removeprefix("label_"): v for k, v in sorted(c.items()) if k.startswith("label_")}
    text = (
        f"The corpus was read by a datatrove job (`fairwrite.corpus.steps`) of {tasks} "
        f"task(s) on the `{kind}` executor: {c.get('documents', 0):,} documents, "
        f"{c.get('sentences', 0):,} sentences"
    )
    if c.get("prefiltered"):
        text += f" (the {c['prefiltered']:,} documents no rule can change were not split)"
    if c.get("too_long"):
        text += f", {c['too_long']:,} of them left out as too long"
    text += "; the noise filters dropped " + (
        ", ".join(f"{n:,} ({reason})" for reason, n in drops.items()) if drops else "none"
    )
    if labels:
        text += "; labels of the kept sentences: " + ", ".join(f"{name} {n:,}" for name, n in labels.items())
    return text + "."


def fill_corpus_stats(stats: Any, counters: dict[str, int]) -> None:
    """Documents, sentences, malformed records skipped and noise-filter drops of a job's counters."""
    c = counters
    stats.documents, stats.sentences = c.get("documents", 0), c.get("sentences", 0)
    stats.skipped = {k.removeprefix("skipped: "): v for k, v in c.items() if k.startswith("skipped: ")}
    drops = {k.removeprefix("dropped_"): v for k, v in c.items() if k.startswith("dropped_")}
    if hasattr(stats, "rejected"):
        stats.filtered, stats.rejected = sum(drops.values()), drops


def filter_settings(preset: str, language_id: str) -> FilterSettings | None:
    """The noise-filter settings of ``--filters PRESET --language-id ID`` (``none``: no filter), checked
    here, in one error line, rather than in the job's workers."""
    if preset == "none":
        return None
    settings = settings_for(preset, language_id=None if language_id in ("", "none") else language_id)
    try:
        # heavy (OpusFilter): imported here only to fail early; the job's tasks use it
        import opusfilter.filters  # noqa: F401
    except ImportError as err:
        raise FairwriteError(
            f"the noise filters need {err.name or 'opusfilter'} (pip install 'fairwrite[corpus]'); "
            "or pass --filters none / --language-id none"
        ) from None
    return settings

"""The one record schema for parallel segments, shared by every fairwrite dataset.

A :class:`Segment` is one aligned pair: ``source`` (biased / standard / pseudo-source text) and
``target`` (gender-fair / inclusive text, or the other direction for French "exclure" data), with
labels saying what each side is, how the pair was made and where it came from. :data:`FEATURES` is
the same description as ``datasets.Features``; every dataset script writes exactly these columns, so
the trainer, the benchmarks and the cards can rely on them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES as _REGISTRY

if TYPE_CHECKING:
    from datasets import Dataset, Features

#: Every language of the language registry (:mod:`fairwrite.languages`).
LANGUAGES = tuple(_REGISTRY)

#: What one side of a pair is. ``neutral`` = gender-neutral (singular *they*, *Studierende*),
#: ``gender-fair`` = a gender-fair form (German star, colon, …; see ``form``), ``inclusive`` /
#: ``standard`` = INCLURE's French sides, ``none`` = the segment has no gendered reference at all
#: (non-gendered copy), ``mixed`` = both masculine and feminine forms.
LABELS = (
    "masculine",
    "feminine",
    "neutral",
    "gender-fair",
    "inclusive",
    "standard",
    "mixed",
    "none",
)

#: How the pair was made.
METHODS = (
    "human",  # both sides written by people (benchmarks, IFC)
    "rules",  # rule-based rewriting (forward or backward)
    "copy",  # source == target (non-gendered or copy source)
    "roundtrip",  # round-trip machine translation
    "roundtrip-merged",  # round trip merged back into the original (Amrhein et al. App. C)
    "gender-control",  # round trip through a gender-controlled MT model (App. G)
    "lm-prompting",  # language-model prompting (App. D)
    "backward-replacement",  # terminology-based replacement (Hauser 2023)
    "cda",  # counterfactual data augmentation (Zmigrod et al. 2019)
    "model",  # a trained rewriting model
)

#: Which person references a rule rewriter rewrites (issue 14). ``generic`` (the default): only references
#: to people whose gender the text does not state (*every doctor … his*, *the user … he*); named people,
#: titles, lexically gendered nouns (*mother*) and pronouns coreferring with them are kept, and unclear
#: evidence keeps the text unchanged. ``all``: every gendered person reference, the convention of the
#: papers' benchmarks (Sun et al. 2021, Vanmassenhove et al. 2021, Amrhein et al. 2023).
REFERENTS: tuple[str, ...] = ("generic", "all")
#: How many previous segments of the same document an engine may read as coreference context; the
#: segments of one ``rewrite(texts)`` call are one document in order, an empty segment starts a new one.
CONTEXT_SEGMENTS = 5


def check_referents(referents: str) -> str:
    """``referents`` if it is one of :data:`REFERENTS`; the contract's one-line error otherwise."""
    if referents not in REFERENTS:
        raise FairwriteError(f"referents must be generic or all, not {referents!r}")
    return referents


#: Augmentation direction: ``forward`` = real source, synthetic target; ``backward`` = real target,
#: synthetic source; ``parallel`` = both real.
DIRECTIONS = ("forward", "backward", "parallel")


@dataclass(frozen=True)
class Document:
    """A raw corpus document before segmentation (OSCAR record, text file line, CoNLL-U sentence)."""

    text: str
    id: str
    corpus: str = ""
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Provenance:
    """Where a segment came from: corpus name, document id, segment index, licence."""

    corpus: str = ""
    document: str = ""
    index: int = -1
    license: str = ""


#: How many skipped records :class:`CorpusStats` names by file and line (the rest are only counted).
SKIPPED_EXAMPLES = 5


@dataclass
class CorpusStats:
    """What a dataset builder read: documents, and the sentences it split them into. Each builder's
    ``Stats`` extends it with its own counts; the card records them (``build_record``)."""

    documents: int = 0
    sentences: int = 0
    skipped: dict[str, int] = field(default_factory=dict)  # malformed records skipped, by reason
    skipped_at: list[str] = field(default_factory=list)  # FILE:LINE of the first few of them

    def check_read(self, inputs: Sequence[object]) -> None:
        """Refuse a run in which no input record had text (every one skipped as malformed): said first,
        before a builder reports that it found nothing to write in the empty result."""
        if self.documents == 0 and self.skipped:
            reasons = "; ".join(f"{n} {reason}" for reason, n in self.skipped.items())
            shown = ", ".join(map(str, inputs[:3])) + (" …" if len(inputs) > 3 else "")
            raise FairwriteError(
                f"no document with text in {shown}: every record was skipped ({reasons}); JSONL records "
                "need a string 'content' or 'text' field"
            )

    def skip(self, where: str, reason: str) -> None:
        """Count one malformed record (a JSONL line, a CoNLL-U sentence) that was left out."""
        self.skipped[reason] = self.skipped.get(reason, 0) + 1
        if len(self.skipped_at) < SKIPPED_EXAMPLES:
            self.skipped_at.append(where)


@dataclass(frozen=True)
class Segment:
    """One parallel segment; see the module docstring for the meaning of each field."""

    source: str
    target: str
    lang: str
    source_label: str = "none"
    target_label: str = "none"
    form: str = ""  # target form: star, colon, gap, binnen-i, slash, pair, neutral, they, standard, …
    method: str = "rules"
    direction: str = "forward"
    tags: tuple[str, ...] = ()  # e.g. processes applied, control tags, detected forms
    provenance: Provenance = field(default_factory=Provenance)
    meta: Mapping[str, Any] = field(default_factory=dict)  # free-form, stored as JSON
    id: str = ""

    def __post_init__(self) -> None:
        for name, value, allowed in (
            ("lang", self.lang, LANGUAGES),
            ("source_label", self.source_label, LABELS),
            ("target_label", self.target_label, LABELS),
            ("method", self.method, METHODS),
            ("direction", self.direction, DIRECTIONS),
        ):
            if value not in allowed:
                raise FairwriteError(f"Segment.{name}={value!r} is not one of {', '.join(allowed)}")

    def to_record(self) -> dict[str, Any]:
        """The row as stored in the dataset (``meta`` JSON-encoded, tags as a list)."""
        record = asdict(self)
        record["tags"] = list(self.tags)
        record["meta"] = json.dumps(dict(self.meta), ensure_ascii=False, sort_keys=True)
        return record

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Segment:
        """Inverse of :meth:`to_record`."""
        data = dict(record)
        data["tags"] = tuple(data.get("tags") or ())
        data["provenance"] = Provenance(**(data.get("provenance") or {}))
        data["meta"] = json.loads(data.get("meta") or "{}")
        return cls(**data)


def copy_segment(
    text: str, lang: str, label: str = "none", *, direction: str = "parallel", **fields: Any
) -> Segment:
    """A copy row: ``text`` is both source and target (``method="copy"``), both sides labelled ``label``.

    The default is a non-gendered copy (``none``, ``parallel``); a copy source of a gender-fair target
    passes its label and direction. ``fields`` fills the other columns (``form``, ``tags``,
    ``provenance``, …).
    """
    return Segment(text, text, lang, label, label, method="copy", direction=direction, **fields)


@cache
def features() -> Features:
    """The ``datasets.Features`` of a segment row (built on first use: importing ``datasets`` is slow)."""
    # heavy (datasets): imported on first use
    from datasets import Features, Sequence, Value

    return Features(
        {
            "source": Value("string"),
            "target": Value("string"),
            "lang": Value("string"),
            "source_label": Value("string"),
            "target_label": Value("string"),
            "form": Value("string"),
            "method": Value("string"),
            "direction": Value("string"),
            "tags": Sequence(Value("string")),
            "provenance": {
                "corpus": Value("string"),
                "document": Value("string"),
                "index": Value("int64"),
                "license": Value("string"),
            },
            "meta": Value("string"),
            "id": Value("string"),
        }
    )


def __getattr__(name: str) -> Any:
    # ``FEATURES`` stays importable as a constant without loading ``datasets`` at ``import fairwrite``.
    if name == "FEATURES":
        return features()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def to_dataset(segments: Iterable[Segment]) -> Dataset:
    """A ``datasets.Dataset`` with exactly :data:`FEATURES`; ids are filled in where empty."""
    rows = []
    for number, segment in enumerate(segments):
        record = segment.to_record()
        if not record["id"]:
            record["id"] = f"{segment.lang}-{number:08d}"
        rows.append(record)
    # heavy (datasets): imported on first use
    from datasets import Dataset

    columns = {name: [row[name] for row in rows] for name in features()}
    return Dataset.from_dict(columns, features=features())

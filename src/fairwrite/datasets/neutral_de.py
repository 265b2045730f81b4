"""Gender-neutral German training data (``fairwrite build neutral-de``), as in Hauser (2023) §3–4.1.

Pipeline, each step a library call:

1. **Extraction** (§3.1.1): sentences of the input corpus (OSCAR-format JSONL or text) are matched
   against the terminology with lemmatised matching (:mod:`fairwrite.de.extract`); fully neutral and
   fully gendered sentences are kept, mixed ones dropped, sentences without any term kept aside as
   non-gendered material.
2. **Backward Replacement** (§3.1.3.1): every neutral sentence becomes the target of a masculine and a
   feminine pseudo-source, its neutral terms replaced by gendered ones with agreement
   (:mod:`fairwrite.de.replacement`); the neutral sentence is also added as a copy source.
3. **Round trip** (§3.1.3.2, optional): the pseudo-sources go through the round-trip engine
   (:mod:`fairwrite.augment.roundtrip`: German → English → German, the way back by a gender-control model
   with ``<m>``/``<f>`` or by a plain model for masculine), unmerged as in the paper. Without models this
   step is skipped and the card says so.
4. **Term-based filtering** (§3.1.3.3): round-tripped sources are kept only when they still contain a
   gendered term of their gender.
5. **Mixing**: non-gendered sentences are added as copies to make up ``non_gendered_ratio`` (30 %) of
   each configuration; the split into train/validation/test keeps all pairs of one target together.

The dataset is a :class:`~fairwrite.datasets.builder.CorpusSpec` (:data:`SPEC`) on the shared builder
(:mod:`fairwrite.datasets.builder`): the terminology labeller (:class:`Labeller`) labels each sentence, the
:func:`pairer` makes the backward replacements and, with models, their round trips — translation runs in
the corpus job's tasks, on the executor the build runs on (local, Slurm, Ray), and resumes from its
completion markers like every other step — and :func:`rows` sends each row to its configurations; ids,
split, deduplication, the sampling of ``max_neutral`` targets and of copies, and the card are the
builder's.

The Hub-ready folder has the configurations ``backward-replacement`` (default) and, after a round trip,
``roundtrip`` and ``roundtrip-filtered`` — the training sets of Hauser's Backward Replacement, Round-Trip
Translation and Term Based Filtering models — all with the shared :data:`fairwrite.schema.FEATURES`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from fairwrite.datasets.builder import COPY, PAIR, SAMPLED, BuildConfig, BuildStats, CorpusSpec, Made
from fairwrite.de.extract import NEUTRAL, NONE, TermMatcher, classify
from fairwrite.de.replacement import BackwardReplacer
from fairwrite.de.terminology import Terminology, load_terminology
from fairwrite.errors import FairwriteError
from fairwrite.schema import Segment, copy_segment

log = logging.getLogger(__name__)

GENDERS = ("masculine", "feminine")
#: Configurations: backward replacement always; after a round trip, its raw and term-filtered rows.
BACKWARD, ROUNDTRIP, FILTERED = "backward-replacement", "roundtrip", "roundtrip-filtered"
#: The label of a sentence shorter than ``min_chars`` (never parsed).
TOO_SHORT = "too-short"
SKIPPED = "skipped: no round-trip models given (--roundtrip-forward, --roundtrip-backward / --roundtrip-control)"

CITATION = """@thesis{hauser-2023-gender-neutral,
  title = {Adapting Gender-Inclusive Rewriting Models to Gender-Neutral German},
  author = {Hauser, Renate},
  school = {University of Zurich},
  type = {Bachelor's thesis},
  year = {2023}
}"""


@dataclass
class Config(BuildConfig):
    """Options of ``fairwrite build neutral-de`` (``--name value``)."""

    terminology: str = ""  # terminology file (fairwrite TSV or term,alternative CSV); "" = the shipped one
    feminine_pairs: str = ""  # masculine,feminine pair list for a term,alternative terminology
    mode: str = "lemma"  # terminology matching: lemma or orth
    genders: tuple[str, ...] = GENDERS  # generic genders to make sources of: masculine, feminine
    copies: bool = True  # add the neutral sentences as copy sources
    non_gendered_ratio: float = 0.3  # share of non-gendered sentences mixed in as copies
    max_neutral: int = 0  # seeded sample of at most this many neutral sentences per configuration (0 = all)
    min_chars: int = 15  # shorter sentences are skipped (characters; Hauser's OpusFilter bounds)
    max_chars: int = 250  # longer sentences are skipped (characters; Hauser's OpusFilter bounds)
    roundtrip_forward: str = ""  # German → English model folder for the round trip (empty: no round trip)
    roundtrip_backward: str = ""  # English → German model (masculine leg of the round trip)
    roundtrip_control: str = ""  # English → German gender-control model (<m>/<f>)
    roundtrip_batch_tokens: int = 4096  # round-trip translation batch size in tokens
    term_filter: bool = True  # keep round-tripped sources only if they still hold a gendered term
    pretty_name: str = "Gender-neutral German rewriting data (fairwrite)"  # dataset name on the card

    def __post_init__(self) -> None:
        super().__post_init__()
        unknown = [g for g in self.genders if g not in GENDERS]
        if unknown or not self.genders:
            raise FairwriteError(
                f"--genders must name masculine and/or feminine, not {', '.join(unknown) or 'nothing'}"
            )


@dataclass
class Stats(BuildStats):
    labels: dict[str, int] = field(default_factory=dict)
    too_short: int = 0  # sentences under min_chars, skipped
    neutral_used: int = 0
    replaced: dict[str, int] = field(default_factory=dict)
    unchanged: dict[str, int] = field(default_factory=dict)
    roundtrip: str = "not run"
    roundtrip_kept: dict[str, int] = field(default_factory=dict)
    roundtrip_dropped: dict[str, int] = field(default_factory=dict)
    terminology: dict[str, Any] = field(default_factory=dict)  # name and entries of the terminology used


@lru_cache(maxsize=2)
def _terminology(path: str, feminine_pairs: str) -> Terminology:
    return load_terminology(path or None, feminine_pairs=feminine_pairs or None)


@lru_cache(maxsize=2)
def _matcher(path: str, feminine_pairs: str, mode: str) -> TermMatcher:
    """One matcher per process and terminology: the labeller and the pairer of a task share it."""
    return TermMatcher(_terminology(path, feminine_pairs), mode=mode)


def matcher_of(config: Config) -> TermMatcher:
    return _matcher(config.terminology, config.feminine_pairs, config.mode)


@dataclass(frozen=True)
class Labeller:
    """The corpus job's labeller (Hauser §3.1.1): :func:`~fairwrite.de.extract.classify` of a sentence's
    terminology matches (``neutral``, ``masculine``, ``feminine``, ``mixed``, ``gendered-and-neutral`` or
    ``none``); a sentence under ``min_chars`` is ``too-short`` and never parsed. It travels to the workers
    as its settings; the matcher is built once per process."""

    terminology: str
    feminine_pairs: str
    mode: str
    min_chars: int

    def __call__(self, text: str) -> tuple[str, list[str]]:
        if len(text) < self.min_chars:
            return TOO_SHORT, []
        return classify(_matcher(self.terminology, self.feminine_pairs, self.mode)(text)), []


def configs(config: Config) -> list[str]:
    """The configurations built: backward replacement, and with round-trip models the round trip's."""
    if not config.roundtrip_forward:
        return [BACKWARD]
    return [BACKWARD, ROUNDTRIP, *([FILTERED] if config.term_filter else [])]


def pairer(config: Config) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """Masculine / feminine pseudo-sources of every neutral sentence (Backward Replacement, one parse each)
    and, with round-trip models, their round trips (tag ``term-filtered`` where a gendered term of the
    source's gender is left, §3.1.3.3); the translation models are loaded once per task."""
    matcher = matcher_of(config)
    replacers = {g: BackwardReplacer(g, matcher=matcher, seed=config.seed) for g in config.genders}
    trip = _round_trip(config) if config.roundtrip_forward else None

    def pairs(texts: list[str], labels: list[str], documents: list[str]) -> list[list[Segment]]:
        rows: list[list[Segment]] = [[] for _ in texts]
        neutral = [k for k, label in enumerate(labels) if label == NEUTRAL]
        made: dict[str, list[tuple[int, Segment]]] = {g: [] for g in replacers}
        for k, (doc, matches) in zip(neutral, matcher.pipe(texts[k] for k in neutral), strict=True):
            for gender, replacer in replacers.items():
                source, replaced = replacer.replace(doc, matches)
                if replaced and source != texts[k]:
                    row = Segment(
                        source=source, target=texts[k], lang="de", source_label=gender, target_label="neutral",
                        form="neutral", method="backward-replacement", direction="backward",
                        tags=("backward-replacement",), meta={"replaced_terms": replaced},
                    )  # fmt: skip
                    made[gender].append((k, row))
                    rows[k].append(row)
        if trip is not None:
            for k, row in trip(made, matcher):
                rows[k].append(row)
        return rows

    return pairs


def _round_trip(config: Config) -> Callable[[dict[str, list[tuple[int, Segment]]], TermMatcher], list[tuple[int, Segment]]]:
    """The round trip of the pseudo-sources (§3.1.3.2, not merged), with the term filter's tag (§3.1.3.3)."""
    # the round-trip engine (transformers): loaded by the tasks that translate
    from fairwrite.augment.roundtrip import round_trip_all, translators

    forward, backward = translators(
        forward_model=config.roundtrip_forward,
        backward_model=config.roundtrip_backward or None,
        control_model=config.roundtrip_control or None,
        genders=config.genders,
        batch_tokens=config.roundtrip_batch_tokens,
    )
    model = config.roundtrip_control or config.roundtrip_backward

    def trip(made: dict[str, list[tuple[int, Segment]]], matcher: TermMatcher) -> list[tuple[int, Segment]]:
        out = []
        for gender, translator in backward.items():
            if not made[gender]:
                continue
            results = round_trip_all([row.source for _, row in made[gender]], forward, {gender: translator}, merge=False)
            tripped = [
                (k, replace(
                    row, source=result.source, method="roundtrip", tags=(*row.tags, "roundtrip"),
                    meta={**row.meta, **result.meta(
                        replacement=row.source, forward_model=config.roundtrip_forward, backward_model=model,
                    )},
                ))
                for (k, row), result in zip(made[gender], results[gender], strict=True)
                if result.source.strip()
            ]  # fmt: skip
            for (k, row), (_, matches) in zip(tripped, matcher.pipe(r.source for _, r in tripped), strict=True):
                if any(m.is_gendered and m.gender == gender for m in matches):
                    row = replace(row, tags=(*row.tags, "term-filtered"))
                out.append((k, row))
        return out

    return trip


def rows(
    config: Config, sentence: Mapping[str, Any], segments: list[Segment], count: Callable[[str, int], None]
) -> Iterator[Made]:
    """A neutral sentence's rows (its pseudo-sources, their round trips, its copy source; sampled with
    ``max_neutral``) in their configurations; a sentence without any term a copy candidate of each."""
    names = configs(config)
    label = sentence["label"]
    if label == NEUTRAL:
        count("neutral", 1)
        role = SAMPLED if config.max_neutral else PAIR
        for gender in config.genders:
            made = sum(s.source_label == gender and s.method == "backward-replacement" for s in segments)
            count(f"replaced {gender}", made)
            count(f"unchanged {gender}", 1 - made)
        for segment in segments:
            if segment.method == "backward-replacement":
                yield Made(BACKWARD, role, segment)
                continue
            yield Made(ROUNDTRIP, role, segment)
            kept = "term-filtered" in segment.tags
            count(f"roundtrip {'kept' if kept else 'dropped'} {segment.source_label}", 1)
            if kept and config.term_filter:
                yield Made(FILTERED, role, segment)
        if config.copies:
            copy = copy_segment(
                sentence["text"], "de", "neutral", form="neutral", tags=("copy-source",),
                provenance=sentence["provenance"],
            )  # fmt: skip
            for name in names:
                yield Made(name, role, copy)
    elif label == NONE:
        copy = copy_segment(sentence["text"], "de", form="neutral", provenance=sentence["provenance"])
        for name in names:
            yield Made(name, COPY, copy)


def stats(config: Config, counters: Mapping[str, int]) -> Stats:
    """The card's statistics from the build's counters."""
    made = Stats()
    labels = {k.removeprefix("label_"): v for k, v in counters.items() if k.startswith("label_")}
    made.too_short = labels.pop(TOO_SHORT, 0)
    made.labels = labels
    found = counters.get("count: neutral", 0)
    made.neutral_used = min(found, config.max_neutral) if config.max_neutral else found
    made.replaced = {g: counters.get(f"count: replaced {g}", 0) for g in config.genders}
    made.unchanged = {g: n for g in config.genders if (n := counters.get(f"count: unchanged {g}", 0))}
    if config.roundtrip_forward:
        made.roundtrip = "run"
        for gender in config.genders:
            made.roundtrip_kept[gender] = counters.get(f"count: roundtrip kept {gender}", 0)
            made.roundtrip_dropped[gender] = counters.get(f"count: roundtrip dropped {gender}", 0)
    else:
        made.roundtrip = SKIPPED
        log.warning("neutral-de: %s", SKIPPED)
    terminology = _terminology(config.terminology, config.feminine_pairs)
    made.terminology = {"name": terminology.name, "entries": len(terminology)}
    return made


def sections(config: Config, stats: Stats) -> Mapping[str, str]:
    """The card's own sections."""
    terminology = _terminology(config.terminology, config.feminine_pairs)
    sections = {
        "How the pairs were made": (
            "Following Hauser (2023): sentences of the input corpus were matched against a terminology of "
            f"gendered ↔ gender-neutral terms (`{terminology.name}`, {len(terminology)} entries) with "
            f"{config.mode}-based matching (spaCy `PhraseMatcher`, blank German pipeline with lookup "
            "lemmas, plus the terms' inflected forms); a match's determiner and ending decide whether it is "
            "neutral (*die Studierenden*) or gendered (*der Studierende*). Entirely neutral sentences are the "
            "targets. **Backward Replacement** wrote a masculine and a feminine pseudo-source for each by "
            "replacing its neutral terms with gendered ones from the same terminology entry, with agreement of "
            "determiners, adjectives, relative pronouns and — next to a sentence-initial subject — the finite "
            "verb. The neutral sentences also appear as copy sources, and sentences without any term make up "
            f"{config.non_gendered_ratio:.0%} of each configuration as non-gendered copies."
        ),
        "Round trip and term-based filtering": (
            f"Round trip: {stats.roundtrip}. When run, every pseudo-source was translated to English and back "
            "(gender control with `<m>`/`<f>` tags where a control model was given), without merging; the "
            "`roundtrip` configuration keeps every round-tripped source, `roundtrip-filtered` only those "
            "that still contain a gendered term of their gender (term-based filtering)."
        ),
        "Limitations": (
            "Terminology matching cannot tell animate from inanimate readings (*Anhänger* as supporter or "
            "trailer, *Pflege* as care): some targets are not about people at all, and replacing their "
            "'neutral' terms gives meaningless sources. Replacing a collective (*die Lehrerschaft*) by a "
            "plural changes the verb's number, which is only repaired next to a sentence-initial subject. "
            "Sources are synthetic; only targets are real text."
        ),
    }
    return sections


def summary(config: Config, stats: Stats) -> str:
    """The card's summary line."""
    return (
        f"Gendered → gender-neutral German sentence pairs made by terminology-based backward replacement "
        f"(Hauser 2023) from {stats.documents:,} documents ({stats.labels.get('neutral', 0):,} neutral "
        "sentences found)."
    )


SPEC = CorpusSpec(
    name="neutral-de",
    lang="de",
    labeller=lambda config: Labeller(config.terminology, config.feminine_pairs, config.mode, config.min_chars),
    # this module's parts: the pairs, the rows, the configurations, the card
    pairer=pairer, rows=rows, configs=configs, stats=stats, summary=summary, sections=sections,
    tags=("gender-fair-language", "gender-neutral", "fairwrite", "german"),
    citations=(CITATION,),
    nothing=(
        "no gender-neutral sentence found in {documents} documents ({sentences} sentences): nothing to write"
    ),
    ratio=lambda config: config.non_gendered_ratio,
    max_targets=lambda config: config.max_neutral,
)

#: ``fairwrite build neutral-de``: the shared builder on :data:`SPEC`
build = SPEC.build

__all__ = ["CITATION", "SPEC", "Config", "Labeller", "Stats", "build"]

"""Noise filters and deduplication with OpusFilter's definitions (Amrhein et al. 2023 App. A; Hauser 2023 §4.1.2).

A pair (or a single segment) is *noisy* when it fails one of:

=====================  ===============================  ===============================================
filter                 Amrhein et al. 2023 (App. A)      Hauser 2023 (§4.1.2)
=====================  ===============================  ===============================================
LengthFilter           unit=word, min=1, max=150         unit=character, min=15, max=250
LongWordFilter         threshold=40                      threshold=40
AlphabetRatioFilter    threshold=0.5                     threshold=0.5
LanguageIDFilter       threshold=0.0                     threshold=0.0
=====================  ===============================  ===============================================

The filters *are* OpusFilter's classes (``opusfilter.filters.LengthFilter`` …), applied to every side of
a pair, so their semantics are OpusFilter's by construction: lengths are inclusive, ``str.split()`` words;
a word of ``threshold`` characters or more is too long; the alphabet ratio counts ``\\p{Alphabetic}``
characters over all characters (whitespace included) and accepts ``≥ threshold``, an empty segment
scoring 1.0; language identification accepts confidence ``> threshold``, confidence being 0 when the
identified language differs, and empty segments pass.

Language identification: the papers used fastText's ``lid.176`` model, which needs a download. The
default here is OpusFilter's ``LangidFilter`` on the offline ``py3langid`` model (same semantics,
confidence rounded to two decimals as OpusFilter does). OpusFilter 3.3 calls the model loader of
py3langid < 0.3; :class:`LangidFilter` keeps OpusFilter's class and only loads the model with the newer
API when needed. ``language_id="lingua"`` (offline too) and ``"fasttext"`` (with ``fasttext_model``)
select OpusFilter's other identifiers.

Deduplication uses OpusFilter's ``SegmentHasher`` (xxh64): exact on the raw sides, or near-duplicate
with ``lowercase`` + ``letters_only`` (OpusFilter's ``remove_duplicates`` options), via
:func:`fairwrite.augment.mixing.deduplicate`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from fairwrite.errors import FairwriteError
from fairwrite.schema import Segment


@dataclass(frozen=True)
class FilterSettings:
    """Which filters run and with which thresholds; ``None`` switches a filter off."""

    length_unit: str = "word"  # "word" or "character"
    min_length: int | None = 1
    max_length: int | None = 150
    long_word: int | None = 40
    alphabet_ratio: float | None = 0.5
    language_id: str | None = "langid"  # "langid", "lingua", "fasttext" or None
    language_threshold: float = 0.0
    fasttext_model: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


#: The settings of the papers, by name.
PRESETS: dict[str, FilterSettings] = {
    "amrhein2023": FilterSettings(),
    "hauser2023": FilterSettings(length_unit="character", min_length=15, max_length=250),
    "hauser2023-large": FilterSettings(),  # Hauser's large-scale test set used App. A's word limits
    "none": FilterSettings(
        min_length=None, max_length=None, long_word=None, alphabet_ratio=None, language_id=None
    ),
}


def settings_for(preset: str | FilterSettings, **overrides: Any) -> FilterSettings:
    """A preset by name (or settings as given) with some fields replaced."""
    if isinstance(preset, FilterSettings):
        base = preset
    elif preset in PRESETS:
        base = PRESETS[preset]
    else:
        raise FairwriteError(f"unknown filter preset {preset!r}; choose from {', '.join(PRESETS)}")
    return replace(base, **overrides)


def _langid_class():
    # heavy (OpusFilter): imported on first use
    from opusfilter.lid import LangidFilter as OpusLangidFilter

    class LangidFilter(OpusLangidFilter):
        """OpusFilter's ``LangidFilter``; loads py3langid's bundled model with the API of any py3langid."""

        def __init__(self, languages=None, thresholds=None, langid_languages=None, **kwargs):
            try:
                super().__init__(languages, thresholds, langid_languages, **kwargs)
            except AttributeError:  # py3langid >= 0.3 has from_model_file instead of from_pickled_model
                from opusfilter import FilterABC
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                FilterABC.__init__(self, **kwargs)
                self.identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                if langid_languages:
                    self.identifier.set_languages(langid_languages)
                self.languages = languages
                self.thresholds = [0] * len(languages) if thresholds is None else thresholds

    return LangidFilter


def make_filters(settings: FilterSettings, languages: Sequence[str]) -> list[tuple[str, Any]]:
    """``(name, OpusFilter filter)`` for each active filter; ``languages`` has one code per side."""
    # heavy (OpusFilter): imported on first use
    from opusfilter import filters as opus

    sides = len(languages)
    made: list[tuple[str, Any]] = []
    if settings.min_length is not None or settings.max_length is not None:
        unit = {"word": "word", "character": "char", "char": "char"}.get(settings.length_unit)
        if unit is None:
            raise FairwriteError(f"length unit must be word or character, not {settings.length_unit!r}")
        made.append(
            (
                "length",
                opus.LengthFilter(
                    min_length=settings.min_length if settings.min_length is not None else 0,
                    max_length=settings.max_length if settings.max_length is not None else float("inf"),
                    unit=unit,
                ),
            )
        )
    if settings.long_word is not None:
        made.append(("long-word", opus.LongWordFilter(threshold=settings.long_word)))
    if settings.alphabet_ratio is not None:
        made.append(("alphabet-ratio", opus.AlphabetRatioFilter(threshold=settings.alphabet_ratio)))
    if settings.language_id is not None:
        thresholds = [settings.language_threshold] * sides
        if settings.language_id == "langid":
            lid = _langid_class()(languages=list(languages), thresholds=thresholds)
        elif settings.language_id == "lingua":
            # heavy (OpusFilter): imported on first use
            from opusfilter.lid import LinguaFilter

            lid = LinguaFilter(languages=list(languages), thresholds=thresholds, langid_languages=None)
        elif settings.language_id == "fasttext":
            # heavy (OpusFilter): imported on first use
            from opusfilter.lid import FastTextFilter

            if not settings.fasttext_model:
                raise FairwriteError("language_id=fasttext needs fasttext_model (e.g. a local lid.176.bin)")
            lid = FastTextFilter(
                languages=list(languages), thresholds=thresholds, model_path=settings.fasttext_model
            )
        else:
            raise FairwriteError(f"language_id must be langid, lingua or fasttext, not {settings.language_id!r}")
        made.append(("language-id", lid))
    return made


class SegmentFilter:
    """Apply the filters of ``settings`` to segments (one language code per side) and count rejections.

    ``sides`` names the :class:`~fairwrite.schema.Segment` fields checked for segments; plain tuples of
    strings are checked as they are.
    """

    def __init__(
        self,
        settings: FilterSettings | str = "amrhein2023",
        languages: Sequence[str] = ("de", "de"),
        sides: Sequence[str] = ("source", "target"),
    ) -> None:
        self.settings = settings_for(settings)
        self.languages = tuple(languages)
        self.sides = tuple(sides)
        if len(self.sides) != len(self.languages):
            raise FairwriteError("give one language per side")
        self.filters = make_filters(self.settings, self.languages)
        self.rejected: Counter[str] = Counter()
        self.seen = 0

    def reason(self, texts: Sequence[str]) -> str | None:
        """The name of the first filter ``texts`` fail, or ``None`` when they pass all."""
        pair = [tuple(texts)]
        for name, opus_filter in self.filters:
            if not opus_filter.accept(next(opus_filter.score(pair))):
                return name
        return None

    def accepts(self, item: Segment | Sequence[str]) -> bool:
        texts = [getattr(item, s) for s in self.sides] if isinstance(item, Segment) else item
        why = self.reason(texts)
        self.seen += 1
        if why is not None:
            self.rejected[why] += 1
        return why is None

    def __call__(self, items: Iterable[Segment]) -> list[Segment]:
        """The items that pass, in order (rejections counted in :attr:`rejected`)."""
        return [item for item in items if self.accepts(item)]

    def report(self) -> dict[str, Any]:
        return {"settings": self.settings.to_dict(), "seen": self.seen, "rejected": dict(self.rejected)}


def dedup_key(
    *, near: bool = False, sides: Sequence[str] = ("source", "target")
) -> Callable[[Segment], int]:
    """A key for :func:`fairwrite.augment.mixing.deduplicate`: OpusFilter's xxh64 segment hash.

    ``near=True`` hashes lowercased letters only (OpusFilter's ``lowercase`` + ``letters_only``), so
    segments differing in case, digits, punctuation or spacing count as duplicates.
    """
    # heavy (OpusFilter): imported on first use
    from opusfilter.segment_hash import SegmentHasher

    hasher = SegmentHasher(lowercase=near, letters_only=near)
    return lambda segment: hasher.apply([getattr(segment, side) for side in sides])

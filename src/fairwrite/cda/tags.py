"""The morpho-syntactic tag set M of the MRF: gender × number per word, and its subtags.

A tag m is a pair (gender, number). ``gender`` is one of the language's genders (Masc, Fem, and Neut
for German), ``Com`` for words annotated with both (Hebrew ``Gender=Fem,Masc``), or ``_`` for words
without gender; ``number`` likewise (Sing, Plur, Dual, ``_``). The *subtags* are the values of each
feature, ``_`` included, plus one ``ROOT`` subtag carried only by the distinguished root symbol, so the
multi-hot encoding m̄ ∈ {0,1}^c of §3.1 always has one gender bit and one number bit set. Because ``_``
is an explicit subtag, ψ can learn that, say, an adposition attached to a noun carries no gender.

Interventions change only the gender subtag (§5.1 "we held all morpho-syntactic subtags fixed except
for gender"): :meth:`TagSet.domain` gives, for each word, the tags it may take.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import torch

from fairwrite.cda.conllu import Sentence, Token

NONE = "_"
COMMON = "Com"
ROOT = "ROOT"
#: Genders an intervention may swap between (``Com`` and ``_`` never change).
SWAPPABLE = ("Masc", "Fem", "Neut")
STANDARD_NUMBERS = ("Sing", "Plur", "Dual")


def gender_value(feats: Mapping[str, str]) -> str:
    value = feats.get("Gender")
    if not value:
        return NONE
    return COMMON if "," in value else value


def number_value(feats: Mapping[str, str]) -> str:
    return feats.get("Number") or NONE


@dataclass(frozen=True)
class TagSet:
    """Genders and numbers of one language; ``tags`` = their product, ``subtags`` = their values."""

    genders: tuple[str, ...]  # real genders first, then Com (if any), then "_"
    numbers: tuple[str, ...]  # values, then "_"

    @classmethod
    def from_sentences(cls, sentences: Iterable[Sentence], min_count: int = 5) -> TagSet:
        """The values seen: the standard ones (Masc, Fem, Neut; Sing, Plur, Dual) once is enough, any
        other (``Com``, multi-valued numbers) needs ``min_count`` occurrences, else it reads as ``_``."""
        genders: Counter[str] = Counter()
        numbers: Counter[str] = Counter()
        for sentence in sentences:
            for token in sentence.tokens:
                genders[gender_value(token.feats)] += 1
                numbers[number_value(token.feats)] += 1
        real = [g for g in SWAPPABLE if genders[g]]
        extra = [COMMON] if genders[COMMON] >= min_count else []
        nums = sorted(
            (n for n, c in numbers.items() if n != NONE and (c >= min_count or n in STANDARD_NUMBERS)),
            key=_number_order,
        )
        return cls((*real, *extra, NONE), (*nums, NONE))

    @classmethod
    def for_language(cls, lang: str, sentences: Iterable[Sentence] = (), min_count: int = 5) -> TagSet:
        """:meth:`from_sentences` plus the language's standard values, even when the data lack them."""
        seen, default = cls.from_sentences(sentences, min_count), cls.default(lang)
        genders = [g for g in SWAPPABLE if g in seen.genders or g in default.genders]
        extra = [COMMON] if COMMON in seen.genders or COMMON in default.genders else []
        numbers = sorted({*seen.numbers, *default.numbers} - {NONE}, key=_number_order)
        return cls((*genders, *extra, NONE), (*numbers, NONE))

    @classmethod
    def default(cls, lang: str) -> TagSet:
        genders = ("Masc", "Fem", "Neut") if lang == "de" else ("Masc", "Fem")
        extra = (COMMON,) if lang == "he" else ()
        numbers = ("Sing", "Plur", "Dual") if lang == "he" else ("Sing", "Plur")
        return cls((*genders, *extra, NONE), (*numbers, NONE))

    # --- tags -------------------------------------------------------------------------------------

    @property
    def tags(self) -> list[tuple[str, str]]:
        return [(g, n) for g in self.genders for n in self.numbers]

    def __len__(self) -> int:
        return len(self.genders) * len(self.numbers)

    @property
    def real_genders(self) -> tuple[str, ...]:
        return tuple(g for g in self.genders if g in SWAPPABLE)

    def index(self, gender: str, number: str) -> int:
        g = self.genders.index(gender if gender in self.genders else NONE)
        n = self.numbers.index(number if number in self.numbers else NONE)
        return g * len(self.numbers) + n

    def tag_of(self, token: Token | Mapping[str, str]) -> int:
        feats = token.feats if isinstance(token, Token) else token
        return self.index(gender_value(feats), number_value(feats))

    def gender_of_tag(self, tag: int) -> str:
        return self.genders[tag // len(self.numbers)]

    def number_of_tag(self, tag: int) -> str:
        return self.numbers[tag % len(self.numbers)]

    def with_gender(self, tag: int, gender: str) -> int:
        return self.index(gender, self.number_of_tag(tag))

    def encode(self, sentence: Sentence) -> list[int]:
        return [self.tag_of(t) for t in sentence.tokens]

    # --- subtags ----------------------------------------------------------------------------------

    @property
    def subtags(self) -> list[str]:
        return [f"Gender={g}" for g in self.genders] + [f"Number={n}" for n in self.numbers] + [ROOT]

    @property
    def root_subtag(self) -> int:
        return len(self.genders) + len(self.numbers)

    def multi_hot(self, dtype: torch.dtype = torch.float32) -> torch.Tensor:
        """B ∈ {0,1}^{|M|×c}: row m is the multi-hot encoding m̄ of tag m."""
        rows = torch.zeros(len(self), len(self.subtags), dtype=dtype)
        for t in range(len(self)):
            rows[t, t // len(self.numbers)] = 1
            rows[t, len(self.genders) + t % len(self.numbers)] = 1
        return rows

    def root_vector(self, dtype: torch.dtype = torch.float32) -> torch.Tensor:
        vec = torch.zeros(len(self.subtags), dtype=dtype)
        vec[self.root_subtag] = 1
        return vec

    # --- inference domains ------------------------------------------------------------------------

    def domain(self, tag: int) -> list[int]:
        """Tags a word with ``tag`` may take when only gender may change: its number is kept; a word
        with a real gender may take any real gender; ``Com`` and ``_`` words keep their tag."""
        gender, number = self.gender_of_tag(tag), self.number_of_tag(tag)
        if gender not in SWAPPABLE:
            return [tag]
        return [self.index(g, number) for g in self.real_genders]

    def domain_mask(self, tags: Sequence[int]) -> torch.Tensor:
        """Boolean (n, |M|): True where word i may take tag m."""
        mask = torch.zeros(len(tags), len(self), dtype=torch.bool)
        for i, tag in enumerate(tags):
            mask[i, self.domain(tag)] = True
        return mask

    def to_dict(self) -> dict[str, list[str]]:
        return {"genders": list(self.genders), "numbers": list(self.numbers)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Sequence[str]]) -> TagSet:
        return cls(tuple(data["genders"]), tuple(data["numbers"]))


def _number_order(value: str) -> tuple[int, str]:
    order = {"Sing": 0, "Plur": 1, "Dual": 2}
    return (order.get(value, 9), value)

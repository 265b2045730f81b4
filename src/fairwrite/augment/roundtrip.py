"""Round-trip augmentation (Amrhein et al. 2023 §4): gender-fair text → pivot language → back.

Machine translation through a pivot that (mostly) does not mark gender — English — loses the
gender-fair forms, and the way back produces generic masculine forms in about 90 % of the cases. The
round-trip sentence is a pseudo-source for the gender-fair original. Merging (App. C,
:func:`fairwrite.de.merge.merge`) puts only the generic words back into the original sentence, so the
pair differs in nothing but gender; when some gender-fair word finds no counterpart the round-trip
sentence is kept as it is.

The second leg may be a gender-control model (App. G: an English → German model fine-tuned on
``<f>``/``<m>``-tagged data by the trainer); with the ``<f>`` tag it produces generic *feminine*
pseudo-sources. Every result records the pivot text, the models and whether it was merged.

Backward Augmentation interface (``fairwrite augment --lang de --method roundtrip``)::

    make_augmenter("masculine", forward_model="wmt19-de-en/", backward_model="wmt19-en-de/")
    make_augmenter("feminine", forward_model="wmt19-de-en/", control_model="en-de-control/")

The command line has no model options; there the folders come from ``FAIRWRITE_ROUNDTRIP_FORWARD``,
``FAIRWRITE_ROUNDTRIP_BACKWARD`` and ``FAIRWRITE_ROUNDTRIP_CONTROL``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any

from fairwrite.augment.translate import Translator, translate_all
from fairwrite.de.control import TAGS
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES
from fairwrite.registry import resolve

GENDERS = ("masculine", "feminine")

#: Languages for which a merging algorithm exists (``lang → "module:function"``): the ``merger`` of the
#: language registry.
MERGERS = {code: entry.merger for code, entry in LANGUAGES.items() if entry.merger}

ENVIRONMENT = {
    "forward_model": "FAIRWRITE_ROUNDTRIP_FORWARD",
    "backward_model": "FAIRWRITE_ROUNDTRIP_BACKWARD",
    "control_model": "FAIRWRITE_ROUNDTRIP_CONTROL",
}


@dataclass(frozen=True)
class RoundTripResult:
    """One round trip: the original, its pivot translation, the way back and the pseudo-source.

    ``source`` is the merged sentence when ``merged`` is true, else the round-trip sentence.
    """

    original: str
    pivot_text: str
    roundtrip: str
    source: str
    merged: bool
    gender: str
    control_tag: str = ""

    def meta(self, **extra: Any) -> dict[str, Any]:
        """What a dataset row records about its round trip."""
        return {
            "pivot_text": self.pivot_text,
            "roundtrip": self.roundtrip,
            "merged": self.merged,
            "control_tag": self.control_tag,
            **extra,
        }


def control_tag(gender: str) -> str:
    """The App. G control tag of ``gender`` (``<m>`` / ``<f>``)."""
    if gender not in TAGS:
        raise FairwriteError(f"gender must be one of {', '.join(TAGS)}, not {gender!r}")
    return TAGS[gender]


def merge_results(
    originals: Sequence[str],
    pivots: Sequence[str],
    backs: Sequence[str],
    *,
    lang: str = "de",
    merge: bool = True,
    gender: str = "masculine",
    tag: str = "",
) -> list[RoundTripResult]:
    """Merge each round trip into its original (when ``merge`` and a merger exists for ``lang``)."""
    if merge and lang not in MERGERS:
        raise FairwriteError(f"no merging algorithm for {lang!r}; pass merge=False")
    merger = resolve(MERGERS[lang]) if merge else None
    out = []
    for original, pivot, back in zip(originals, pivots, backs, strict=True):
        if merger is not None and back:
            result = merger(original, back)
            source, merged = result.text, result.merged
        else:
            source, merged = back, False
        out.append(RoundTripResult(original, pivot, back, source, merged, gender, tag))
    return out


class RoundTrip:
    """Round trips through ``forward`` (lang → pivot) and ``backward`` (pivot → lang).

    ``gender`` names what the backward leg produces: ``masculine`` for an ordinary (biased) model,
    or either gender for a gender-control model, whose ``control_tag`` must then be set.
    """

    def __init__(
        self,
        forward: Translator,
        backward: Translator,
        *,
        lang: str = "de",
        pivot: str = "en",
        merge: bool = True,
        gender: str = "masculine",
        chunk_size: int = 4096,
    ) -> None:
        if gender not in GENDERS:
            raise FairwriteError(f"gender must be masculine or feminine, not {gender!r}")
        self.forward, self.backward = forward, backward
        self.lang, self.pivot, self.merge, self.gender = lang, pivot, merge, gender
        self.chunk_size = chunk_size

    def info(self) -> dict[str, Any]:
        """Pivot and model ids, for provenance."""
        return {
            "pivot": self.pivot,
            "forward_model": self.forward.name,
            "backward_model": self.backward.name,
            "control_tag": self.backward.control_tag or "",
        }

    def run(self, texts: Sequence[str]) -> list[RoundTripResult]:
        """Round-trip ``texts`` in this process (a corpus build shares them among its job's tasks)."""
        return round_trip_all(
            texts, self.forward, {self.gender: self.backward}, lang=self.lang, merge=self.merge, chunk_size=self.chunk_size
        )[self.gender]

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """Backward Augmentation: the pseudo-source of every text, streamed ``chunk_size`` lines at a time."""
        iterator = iter(texts)
        while chunk := list(islice(iterator, self.chunk_size)):
            for result in self.run(chunk):
                yield result.source


def translators(
    *,
    forward_model: str | os.PathLike[str],
    backward_model: str | os.PathLike[str] | None = None,
    control_model: str | os.PathLike[str] | None = None,
    lang_code: str | None = None,
    pivot_code: str | None = None,
    genders: Sequence[str] = ("masculine",),
    **settings: Any,
) -> tuple[Translator, dict[str, Translator]]:
    """The forward translator and one backward translator per gender.

    Masculine uses ``backward_model`` (the original, biased checkpoint) or, without one, the control
    model with ``<m>``; feminine needs ``control_model`` with ``<f>``. ``lang_code``/``pivot_code`` are
    the model's language codes where it has them (M2M-100 ``de``/``en``, NLLB ``deu_Latn``/``eng_Latn``).
    ``settings`` go to every :class:`Translator` (batch_tokens, num_beams, dtype, device, …).
    """
    forward = Translator(forward_model, src_lang=lang_code, tgt_lang=pivot_code, **settings)
    backward: dict[str, Translator] = {}
    control: Translator | None = None
    for gender in genders:
        if gender == "masculine" and backward_model is not None:
            backward[gender] = Translator(backward_model, src_lang=pivot_code, tgt_lang=lang_code, **settings)
        elif control_model is not None:
            control = control or Translator(control_model, src_lang=pivot_code, tgt_lang=lang_code, **settings)
            backward[gender] = control.with_control_tag(control_tag(gender))
        elif gender == "feminine":
            raise FairwriteError(
                "generic feminine round trips need a gender-control model (App. G): pass control_model"
            )
        else:
            raise FairwriteError("pass backward_model (or control_model) for the second leg")
    return forward, backward


def make_augmenter(gender: str, **options: Any) -> RoundTrip:
    """Backward Augmentation by round trip (registry interface): gender-fair German in, generic ``gender`` out.

    Options: ``forward_model``, ``backward_model``, ``control_model`` (folders; default from the
    environment variables in the module docstring), ``lang`` (``de``), ``pivot`` (``en``),
    ``lang_code``/``pivot_code``, ``merge`` (True), ``chunk_size`` and any :class:`Translator` setting
    (``batch_tokens``, ``max_batch_size``, ``num_beams``, ``dtype``, ``device``, ``progress``).
    """
    for option, variable in ENVIRONMENT.items():
        if options.get(option) is None and os.environ.get(variable):
            options[option] = os.environ[variable]
    if options.get("forward_model") is None:
        raise FairwriteError(
            "round-trip augmentation needs a forward (German → pivot) model: pass forward_model "
            f"(CLI: -O forward_model=DIR -O backward_model=DIR) or set {ENVIRONMENT['forward_model']}"
        )
    lang = options.pop("lang", "de")
    pivot = options.pop("pivot", "en")
    merge = options.pop("merge", True)
    chunk_size = options.pop("chunk_size", 4096)
    forward, backward = translators(genders=(gender,), **options)
    return RoundTrip(
        forward, backward[gender], lang=lang, pivot=pivot, merge=merge, gender=gender, chunk_size=chunk_size
    )


def round_trip_all(
    texts: Sequence[str],
    forward: Translator,
    backward: Mapping[str, Translator],
    *,
    lang: str = "de",
    merge: bool = True,
    chunk_size: int = 4096,
) -> dict[str, list[RoundTripResult]]:
    """One forward leg shared by several backward legs (one per gender): ``gender → results``, in this
    process (a corpus build runs it in each task of its job, on that task's sentences)."""
    pivots = translate_all(forward, texts, chunk_size=chunk_size)
    out = {}
    for gender, translator in backward.items():
        backs = translate_all(translator, pivots, chunk_size=chunk_size)
        out[gender] = merge_results(
            texts, pivots, backs, lang=lang, merge=merge, gender=gender, tag=translator.control_tag or ""
        )
    return out

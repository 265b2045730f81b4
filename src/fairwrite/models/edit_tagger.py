"""An edit-based rewriting model: every word of the source gets a tag (keep, delete, a transformation).

Why: a rewrite changes a few words of its input ("he was" → "they were", "Lehrer" → "Lehrer*innen").
A sequence-to-sequence Transformer trained from scratch on CPU must first learn to copy, and in CPU
minutes it does not (it answers "The The The …"). Tagging models (LaserTagger, Malmi et al. 2019;
GECToR, Omelianchuk et al. 2020) learn only the edits, so untouched text stays byte-identical and an
unknown word is copied, never hallucinated.

- **Words**: :data:`WORD` splits a text into words (with in-word ``*``, ``:``, ``'``, ``-`` joins, so
  ``Kolleg*innen`` and ``they're`` are one word) and punctuation marks; the spaces between them are kept.
- **Edits**: :func:`align` aligns a source with its target (``difflib``) and names, for each source
  word, the :class:`Edit` that makes the target: keep, delete, replace by a word (case follows the
  source), or replace an ending (``Kollegen``: ``en`` → ``*innen``; it applies only to words with that
  ending, so "says → say" never turns "CEO" into "CE"), also with the umlaut of the stem before it
  (``Bauern``: ``ern`` → ``er*innen`` and *au* → *äu*, so it fits *Kleinbauern* and not *Lehrern*), each
  optionally followed by inserted text (1:n: extra target words go with the source word they continue,
  *vom* → *von der*). The *N* most frequent edits of the training data are the model's labels
  (:func:`edit_vocabulary`); rarer ones are not learned.
- **Features**: a word is the sum of hashed embeddings of its lower-cased form, its exact form, prefix,
  suffixes and shape (fastText-like; no vocabulary file, every word has features), and, for a model
  trained with ``word_classes``, the class a language's lexicon gives the word (*Sensor*: a thing,
  *Lehrer*: a person), stored in the model's config for its training words and looked up in the lexicon
  (built from the ``german-nouns`` package fairwrite depends on) for any other, so that an unseen
  compound has its class too (:class:`WordClasses`); and, for a model trained with ``context_words``, the
  words left and right of it (*mit der*, *Auskunft der*: the case a determiner takes is read off its
  neighbour). A model trained with ``feature_dropout`` sees a share
  of its training words without their whole-word features (word dropout), so that it also learns to
  decide from what it would have of a word it never saw.
- **Refinement** (GECToR's iterative correction): a model with ``refine_passes`` > 1 tags its own output
  again wherever a pass changed it, and learns that from training sources with part of their edits
  already made (:func:`partial_source`). Why: after *Kunden* → *Kund\\*in*, *eines* next to a star form
  needs its own edit; in one pass the tagger decides each word on its own and half-agrees (*eines
  Kund\\*in*). Off by default: for German it fixed such lines but cost more elsewhere
  (``bench/train_models.py`` has the figures).
- **Model**: :class:`EditTaggerModel`, a ``PreTrainedModel`` (Transformer encoder over the words, a
  linear layer over the edits), registered with ``AutoConfig`` and ``AutoModelForSeq2SeqLM`` as
  ``fairwrite-edit-tagger``. Its tokenizer is ``ByT5Tokenizer`` (bytes, lossless), so the seq2seq
  interfaces work unchanged: :meth:`EditTaggerModel.generate` takes the byte ids of the sources and
  returns the byte ids of the rewrites — ``pipeline("text2text-generation", model=DIR)`` and
  ``fairwrite rewrite --system DIR`` give the same text.
- **Where the code lives**: what inference needs (words, edits, features, config, model) is
  :mod:`fairwrite.models.portable.modeling_fairwrite_edit_tagger`, which imports only torch and
  transformers and which every model folder carries (``auto_map``), so the model loads where fairwrite is
  not installed; this module adds alignment, the edit vocabulary, training rows and the German lexicon
  (the package's, never the shared data: the same folder gives the same output on every machine).
"""

from __future__ import annotations

import difflib
import itertools
import math
import random
import zlib
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import torch
from transformers import AutoConfig, AutoModelForSeq2SeqLM

from fairwrite.errors import FairwriteError
from fairwrite.models.portable.modeling_fairwrite_edit_tagger import (  # the inference half, which a model folder carries
    DELETE,
    EOS,
    FEATURES,
    FOLD,
    HASHED,
    IDENTITY,
    IGNORE,
    KEEP,
    LEXICONS,
    MODEL_TYPE,
    PAD,
    WORD,
    Classes,
    Edit,
    EditTaggerConfig,
    EditTaggerModel,
    WordClasses,
    _case_like,
    apply_edits,
    encode_text,
    umlauted,
    word_classes,
    word_features,
    words,
)
from fairwrite.text.edits import common_prefix

__all__ = [
    "DELETE",
    "EOS",
    "FEATURES",
    "HASHED",
    "IDENTITY",
    "IGNORE",
    "KEEP",
    "LEXICONS",
    "MODEL_TYPE",
    "PAD",
    "Classes",
    "Edit",
    "EditTaggerConfig",
    "EditTaggerModel",
    "WordClasses",
    "align",
    "apply_edits",
    "collate",
    "edit_for",
    "edit_vocabulary",
    "encode_text",
    "lexicon_class",
    "lexicon_classes",
    "partial_source",
    "register",
    "word_classes",
    "word_features",
    "words",
]  # fmt: skip

# --- words and edits ---------------------------------------------------------------------------------


def edit_for(source: str, target: str, append: str = "") -> Edit:
    """The most general :class:`Edit` that turns ``source`` into ``target`` (+ ``append``).

    A shared stem of 3+ characters makes a suffix edit (it carries over to unseen words: Bürger →
    Bürger*innen as Lehrer → Lehrer*innen); a stem shared but for its umlaut an umlaut edit (Arzt →
    Ärzt*in as Koch → Köch*in); otherwise a replacement, cased like the source if that reproduces
    ``target``.
    """
    if source == target:
        return Edit(append=append)
    prefix = common_prefix(source, target)
    if prefix >= 3:
        return Edit("suffix", source[prefix:], target[prefix:], append)
    for end in range(len(source), prefix, -1):  # the longest stem whose umlaut begins the target
        if (stem := umlauted(source[:end])) is not None and target.startswith(stem):
            return Edit("umlaut", source[end:], target[end:], append)
    lower = target.lower()
    if _case_like(source, lower) == target:
        return Edit("replace", "", lower, append)
    return Edit("exact", "", target, append)


def _runs(sources: Sequence[str], targets: Sequence[str]) -> list[int]:
    """Where each of ``sources`` starts its run of ``targets`` (more of them than sources; the first run
    starts at 0): the runs whose first words best continue their source words' spelling (umlauts aside).

    Why: *vom Bundesminister* → *von der Bundesminister\\*in* pairs as *vom* → *von der* and
    *Bundesminister* → *Bundesminister\\*in*, two edits any sentence can use; paired from the left,
    *Bundesminister* became *der* with *Bundesminister\\*in* appended, an edit that writes that word
    into every text it is applied to.
    """
    n, m = len(sources), len(targets)
    left = list(range(n))  # 1:1 from the left, the rest after the last pair (ties keep it)
    folded_sources = [s.lower().translate(FOLD) for s in sources]  # folded once, scored up to 2,000 times
    folded_targets = [t.lower().translate(FOLD) for t in targets]

    def score(starts: Sequence[int]) -> int:
        return sum(
            common_prefix(s, folded_targets[t]) for s, t in zip(folded_sources, starts, strict=True)
        )

    if math.comb(m - 1, n - 1) > 2000:
        return left
    best, best_score = left, score(left)
    for rest in itertools.combinations(range(1, m), n - 1):
        starts = [0, *rest]
        if (value := score(starts)) > best_score:
            best, best_score = starts, value
    return best


def align(source: str, target: str) -> list[Edit | None]:
    """One edit per source word that turns ``source`` into ``target``; None where none can say it (an
    insertion before the first word)."""
    src, tgt = words(source), words(target)
    edits: list[Edit | None] = [KEEP] * len(src)
    matcher = difflib.SequenceMatcher(a=[m.group() for m in src], b=[m.group() for m in tgt], autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        if op == "insert":
            if i1 == 0:
                if src:
                    edits[0] = None
                continue
            # text inserted after source word i1-1: from the end of its target word to the end of j2-1
            prev = edits[i1 - 1]
            start = tgt[j1 - 1].end() if j1 > 0 else 0
            inserted = target[start : tgt[j2 - 1].end()]
            if prev is None or prev.append:
                edits[i1 - 1] = None
            else:
                edits[i1 - 1] = Edit(prev.op, prev.strip, prev.text, inserted)
                if prev == KEEP and j1 > 0:
                    edits[i1 - 1] = edit_for(src[i1 - 1].group(), tgt[j1 - 1].group(), inserted)
            continue
        if op == "delete":
            for i in range(i1, i2):
                edits[i] = DELETE
            continue
        # replace: pair words 1:1, extra source words go; extra target words follow the source word whose
        # run they continue (:func:`_runs`), each run's first word being its source word's rewrite
        n = min(i2 - i1, j2 - j1)
        if j2 - j1 > n:
            starts = [j1 + t for t in _runs([m.group() for m in src[i1:i2]], [m.group() for m in tgt[j1:j2]])]
            for k, (start, end) in enumerate(zip(starts, [*starts[1:], j2], strict=True)):
                inserted = target[tgt[start].end() : tgt[end - 1].end()]
                edits[i1 + k] = edit_for(src[i1 + k].group(), tgt[start].group(), inserted)
            continue
        for k in range(n):
            edits[i1 + k] = edit_for(src[i1 + k].group(), tgt[j1 + k].group())
        for i in range(i1 + n, i2):
            edits[i] = DELETE
    return edits


def partial_source(source: str, target: str, edits: Sequence[Edit | None] | None = None) -> str | None:
    """``source`` with some but not all of its edits toward ``target`` made (``edits``: its
    :func:`align`, when the caller has it): the input of a refinement pass.

    Each edit is kept or left out at random (seeded by the pair, so every run builds the same rows); None
    where the pair has fewer than two edits (nothing lies between its source and its target).
    """
    edits = align(source, target) if edits is None else edits
    changed = [i for i, e in enumerate(edits) if e is not None and e != KEEP]
    if len(changed) < 2:
        return None
    rng = random.Random(zlib.crc32(f"{source}\0{target}".encode()))
    made = set(rng.sample(changed, rng.randint(1, len(changed) - 1)))
    return apply_edits(source, [e if i in made and e is not None else KEEP for i, e in enumerate(edits)])


def edit_vocabulary(pairs: Iterable[tuple[str, str]], size: int) -> list[Edit]:
    """The ``size`` most frequent edits of ``pairs`` (keep first, delete second)."""
    counts: Counter[Edit] = Counter()
    for source, target in pairs:
        if source != target:
            counts.update(e for e in align(source, target) if e is not None and e != KEEP)
    vocabulary = [KEEP, DELETE]
    vocabulary += [e for e, _ in counts.most_common() if e not in (KEEP, DELETE)][: max(size - 2, 0)]
    return vocabulary


# --- features --------------------------------------------------------------------------------------


def _lexicon(lang: str) -> Any:
    """``lang``'s lexicon, the one that classes words (:func:`lexicon_classes`), as the package builds it.

    Never from the shared data directory (``FAIRWRITE_DATA``/``../shared``, which adds INCLUSIFY's pairs):
    a model reads it when it is trained and whenever it rewrites, and the same model folder must give the
    same output on every machine (``tests/test_portable_models.py`` checks it with and without the data).
    """
    if lang != "de":
        raise FairwriteError(f"model.word_classes: no lexicon classes for {lang!r} (only 'de')")
    from fairwrite.de.lexicon import lexicon  # deferred: loads (or builds) the German lexicon

    return lexicon(PACKAGE_ONLY)


#: a data directory that holds none of the lexicon's optional inputs: the lexicon as the package builds it
PACKAGE_ONLY = Path(__file__).resolve().parent / "portable"


def lexicon_class(lang: str, word: str) -> str | None:
    """``word``'s ``"class|genders"`` in ``lang``'s lexicon (None: unknown), what a tagger trained with
    ``word_classes`` reads for a word its table lacks."""
    return _class_of(_lexicon(lang), word)


LEXICONS["de"] = partial(lexicon_class, "de")  # what the model half reads unseen words' classes from


def _class_of(lex: Any, word: str) -> str | None:
    kind = lex.word_class(word)
    return f"{kind}|{lex.gender_class(word)}" if kind else None


def lexicon_classes(lang: str, texts: Iterable[str]) -> dict[str, str]:
    """Every capitalised word of ``texts`` with what ``lang``'s lexicon says of it out of context,
    ``"class|genders"`` (German: :meth:`fairwrite.de.lexicon.Lexicon.word_class` and ``gender_class``):
    *Sensor* a thing, *Lehrer* a person, *Müller* a person and a name, *Wende* a person (m.) and a thing
    (f.). A tagger sees a rare word through its spelling only; this is what the rules know of it."""
    lex = _lexicon(lang)
    seen = {m.group() for text in texts for m in WORD.finditer(text) if m.group()[:1].isupper()}
    return {word: cls for word in sorted(seen) if (cls := _class_of(lex, word))}


# --- training data ---------------------------------------------------------------------------------


class PairEncoder:
    """Source/target pairs → word features and edit labels (what ``datasets.map`` stores for training).

    With ``refinement`` (training a model with ``refine_passes`` > 1) a pair with two edits or more also
    gives a row from its :func:`partial_source`: what a refinement pass sees and must complete.
    """

    def __init__(self, config: EditTaggerConfig, refinement: bool = False) -> None:
        self.buckets, self.classes = config.hash_buckets, word_classes(config)
        self.context = config.context_words
        self.max_words = config.max_words
        self.index = {Edit.from_list(e): i for i, e in enumerate(config.edits)}
        self.refinement = refinement

    def __call__(self, sources: Sequence[str], targets: Sequence[str]) -> dict[str, list[Any]]:
        ids, labels = [], []
        for source, target in zip(sources, targets, strict=True):
            edits = None if source == target else align(source, target)
            rows = [(source, edits)]
            if self.refinement and edits and (partial := partial_source(source, target, edits)):
                rows.append((partial, align(partial, target)))
            for text, text_edits in rows:
                features = encode_text(text, self.buckets, self.classes, self.context)[: self.max_words] or [
                    [0] * FEATURES
                ]
                if text_edits is None:
                    tags = [0] * len(features)
                else:
                    tags = [IGNORE if e is None else self.index.get(e, IGNORE) for e in text_edits]
                    tags = tags[: len(features)] or [IGNORE]
                ids.append(features)
                labels.append(tags)
        return {"input_ids": ids, "labels": labels}


def collate(rows: Sequence[dict[str, Any]]) -> dict[str, torch.Tensor]:
    """Pad a micro-batch: ``input_ids [b, words, FEATURES]``, ``attention_mask``, ``labels`` (-100 pads)."""
    width = max(len(r["input_ids"]) for r in rows)
    ids = torch.zeros((len(rows), width, FEATURES), dtype=torch.long)
    labels = torch.full((len(rows), width), IGNORE, dtype=torch.long)
    for i, row in enumerate(rows):
        n = len(row["input_ids"])
        ids[i, :n] = torch.tensor(row["input_ids"], dtype=torch.long)
        labels[i, :n] = torch.tensor(row["labels"], dtype=torch.long)
    return {"input_ids": ids, "attention_mask": (ids[..., 0] != 0).long(), "labels": labels}


def byte_tokenizer() -> Any:
    """The model's tokenizer: ByT5's byte-level one (lossless, no vocabulary to train)."""
    from transformers import ByT5Tokenizer

    return ByT5Tokenizer()


def register() -> None:
    """``AutoConfig`` / ``AutoModelForSeq2SeqLM`` know ``fairwrite-edit-tagger`` (idempotent)."""
    AutoConfig.register(MODEL_TYPE, EditTaggerConfig, exist_ok=True)
    AutoModelForSeq2SeqLM.register(EditTaggerConfig, EditTaggerModel, exist_ok=True)


register()

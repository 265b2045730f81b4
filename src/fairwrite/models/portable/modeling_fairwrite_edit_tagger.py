"""fairwrite's edit tagger at inference, in one file that imports only torch and transformers.

Why one file: a model folder carries it (``modeling_fairwrite_edit_tagger.py``, named in ``config.json``'s
``auto_map``), so ``AutoModelForSeq2SeqLM.from_pretrained(DIR, trust_remote_code=True)`` loads the model
where fairwrite is not installed, and fairwrite itself imports the same code (``fairwrite.models.edit_tagger``
adds training). It must not import fairwrite; ``tests/test_portable_models.py`` checks that.

See :mod:`fairwrite.models.edit_tagger` for what the model does and how it is trained.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import math
import re
import sys
import zlib
from collections.abc import Callable, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import torch
from torch import nn
from torch.nn.attention import SDPBackend, sdpa_kernel
from transformers import PretrainedConfig, PreTrainedModel
from transformers.modeling_outputs import TokenClassifierOutput

MODEL_TYPE = "fairwrite-edit-tagger"
#: words (letters/digits joined by in-word marks: gender star, colon, apostrophe, hyphen…) or one other mark
WORD = re.compile(r"\w+(?:[*:·’'_/\-]\w+)*|[^\w\s]")
#: ByT5's byte ids: 0 pad, 1 </s>, 2 <unk>, then byte b at b + 3
PAD, EOS, BYTE_OFFSET = 0, 1, 3
IGNORE = -100  # label of a word whose edit is not in the vocabulary (no loss)
HASHED = 7  # hashed features of the word itself (see word_features)
IDENTITY = 2  # the first of them, its lower-cased and exact form, name the word (word dropout hides them)
#: and its lexicon class and noun genders, and the words left and right of it (0, a pad, without them: older
#: models read the same)
FEATURES = HASHED + 4


# --- words and edits ---------------------------------------------------------------------------------


def words(text: str) -> list[re.Match[str]]:
    """The words of ``text`` with their spans (the text between them is kept as it is)."""
    return list(WORD.finditer(text))


def _case_like(source: str, word: str) -> str:
    """``word`` cased like ``source``: ``HE`` → ``THEY``, ``He`` → ``They``, ``he`` → ``they``."""
    if len(source) > 1 and source.isupper():
        return word.upper()
    if source[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


#: the umlaut of a stem's last vowel (*Arzt* → *Ärzt\\*in*, *Bauern* → *Bäuer\\*innen*, *Koch* → *Köch\\*in*)
UMLAUT = str.maketrans("aouAOU", "äöüÄÖÜ")
FOLD = str.maketrans("äöüÄÖÜ", "aouAOU")
VOWELS = frozenset("aeiouyäöüAEIOUYÄÖÜ")


def umlauted(stem: str) -> str | None:
    """``stem`` with the umlaut on its last vowel (the *a* of a final *au*), or None when that vowel takes
    none (*Lehr*: an *e*). Why: a German feminine or plural form that umlauts its stem shares no
    prefix with its source, and as a whole-word replacement its edit cut compounds short (*Sternekoch* →
    *Köch\\*in*); as an umlaut edit it carries over to them (*Sterneköch\\*in*, *Kleinbäuer\\*innen*)."""
    for i in range(len(stem) - 1, -1, -1):
        if stem[i] in VOWELS:
            if i and stem[i] in "uU" and stem[i - 1] in "aA":
                i -= 1  # au → äu
            vowel = stem[i].translate(UMLAUT)
            return None if vowel == stem[i] else stem[:i] + vowel + stem[i + 1 :]
    return None


@dataclass(frozen=True)
class Edit:
    """What becomes of one source word: ``op`` keep | delete | replace (case follows the source) |
    exact (replace as written) | suffix (the ending ``strip`` becomes ``text``) | umlaut (the same, with
    the umlaut on the last vowel left, :func:`umlauted`); then ``append``."""

    op: str = "keep"
    strip: str = ""
    text: str = ""
    append: str = ""

    def apply(self, word: str) -> str | None:
        """The output for ``word`` (``""`` for delete), or None when the edit does not fit the word."""
        if self.op == "keep":
            out = word
        elif self.op == "delete":
            return ""
        elif self.op == "replace":
            out = _case_like(word, self.text)
        elif self.op == "exact":
            out = self.text
        else:
            if len(self.strip) >= len(word) or not word.endswith(self.strip):
                return None
            stem: str | None = word[: len(word) - len(self.strip)]
            if self.op == "umlaut":
                stem = umlauted(stem)
            if stem is None:
                return None
            out = stem + self.text
        return out + self.append

    def to_list(self) -> list[Any]:
        return [self.op, self.strip, self.text, self.append]

    @classmethod
    def from_list(cls, item: Sequence[Any]) -> Edit:
        return cls(str(item[0]), str(item[1]), str(item[2]), str(item[3]))


KEEP, DELETE = Edit(), Edit("delete")


def apply_edits(text: str, edits: Sequence[Edit]) -> str:
    """``text`` with one edit per word applied; the text between kept words is kept byte for byte."""
    parts: list[str] = []
    position = 0
    emitted = False  # a word has been written (the text between words is whitespace only)
    for match, edit in zip(words(text), edits, strict=True):
        out = edit.apply(match.group())
        out = match.group() if out is None else out
        gap = text[position : match.start()]
        position = match.end()
        if out:
            parts.append(gap + out)
            emitted = True
        elif not emitted:  # a deleted first word takes the space after it along
            parts.append(gap)
            position += len(text[position:]) - len(text[position:].lstrip())
    parts.append(text[position:])
    return "".join(parts)


# --- features --------------------------------------------------------------------------------------


def _shape(word: str) -> str:
    shape = re.sub(r"[A-ZÄÖÜÀ-Þ]", "A", word)
    shape = re.sub(r"[a-zß-ÿ]", "a", shape)
    shape = re.sub(r"\d", "0", shape)
    return re.sub(r"(.)\1+", r"\1\1", shape)


def _bucket(key: str, buckets: int) -> int:
    return 1 + zlib.crc32(key.encode("utf-8")) % (buckets - 1)


def word_features(word: str, buckets: int, classes: Classes | None = None) -> list[int]:
    """``HASHED + 2`` hashed ids in ``1..buckets-1`` (0 pads): lower-cased and exact form, 3-prefix,
    2/3/4-suffixes, shape, and the word's entry in ``classes`` — ``"class|genders"``, each part one
    feature (0 where missing). crc32, so the ids are the same in every process and every run."""
    lower = word.lower()
    keys = (
        "w" + lower, "W" + word, "p" + lower[:3], "s" + lower[-2:], "t" + lower[-3:], "u" + lower[-4:],
        "h" + _shape(word),
    )  # fmt: skip
    kind, _, genders = (classes.get(word) or "").partition("|") if classes else ("", "", "")
    return [_bucket(k, buckets) for k in keys] + [
        _bucket("c" + kind, buckets) if kind else 0, _bucket("g" + genders, buckets) if genders else 0,
    ]  # fmt: skip


def encode_text(
    text: str, buckets: int, classes: Classes | None = None, context: bool = False
) -> list[list[int]]:
    """:data:`FEATURES` ids per word of ``text``: :func:`word_features`, then, with ``context``, its left and
    right neighbour (lower-cased; the text's edges are words of their own), else two pads.

    Why: which case form a determiner takes is mostly read off the word before it (*mit der* → *dem*der*,
    *Auskunft der* → *des*der*); a small encoder trained for minutes finds that sooner as a feature.
    """
    forms = [m.group() for m in words(text)]
    encoded = [word_features(w, buckets, classes) for w in forms]
    if not context:
        return [[*f, 0, 0] for f in encoded]
    lower = ["<s>", *(w.lower() for w in forms), "</s>"]
    return [
        [*f, _bucket("l" + lower[i], buckets), _bucket("r" + lower[i + 2], buckets)] for i, f in enumerate(encoded)
    ]


#: language → what its lexicon says of a word (``"class|genders"``); fairwrite registers its lexicons here
#: (:mod:`fairwrite.models.edit_tagger`), built from the packages it depends on, never from local data
LEXICONS: dict[str, Callable[[str], str | None]] = {}
#: what a model folder carries of ``lang``'s lexicon for where fairwrite is not installed: the code that classes
#: a word (generated from fairwrite's own, :mod:`fairwrite.models.carried_lexicon`) and the data it reads
CARRIED_CODE, CARRIED_DATA = "fairwrite_lexicon_{}.py", "fairwrite_lexicon_{}.npz"


def _lexicon_class(lang: str, word: str, folder: str | None = None, revision: str | None = None) -> str | None:
    """What ``lang``'s lexicon says of ``word``: fairwrite's, where it is installed (the copy of this file
    in a model folder is a module of its own: it asks fairwrite by name), else the one the model's
    ``folder`` (a path or Hub repo id, at ``revision``) carries."""
    if lang not in LEXICONS:
        with contextlib.suppress(ImportError):
            LEXICONS.update(importlib.import_module("fairwrite.models.edit_tagger").LEXICONS)
    if lang in LEXICONS:
        return LEXICONS[lang](word)
    return _carried_lexicon(lang, folder, revision)(word)


@lru_cache(maxsize=4)
def _carried_lexicon(lang: str, folder: str | None, revision: str | None) -> Callable[[str], str | None]:
    """The classifier a model folder carries (its generated code run on its data file)."""
    from transformers.utils import cached_file

    names = CARRIED_CODE.format(lang), CARRIED_DATA.format(lang)
    try:
        if not folder:
            raise OSError("the model was not loaded from a folder or repo")
        code, data = (cached_file(folder, name, _commit_hash=revision) for name in names)
    except OSError as missing:
        raise ImportError(
            f"this model classes the words it never saw with fairwrite's {lang!r} lexicon, and its folder lacks "
            f"{' and '.join(names)}: install fairwrite (pip install fairwrite), or publish the folder again with "
            "`fairwrite publish model`"
        ) from missing
    name = f"fairwrite_lexicon_{lang}_{zlib.crc32(str(code).encode('utf-8')):08x}"
    spec = importlib.util.spec_from_file_location(name, code)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module.load_classifier(data)


@lru_cache(maxsize=262_144)  # bounded: a long stream of text has ever more distinct words
def _looked_up(lang: str, word: str, folder: str | None = None, revision: str | None = None) -> str | None:
    return _lexicon_class(lang, word, folder, revision)


@dataclass(frozen=True)
class WordClasses:
    """A model's word classes: the ``table`` stored in its config (the training words), and for any other
    word what ``lang``'s lexicon says of it when it is read (None: the table alone, as older models did);
    ``folder`` and ``revision`` say where the model came from, whose carried lexicon answers where
    fairwrite is not installed.

    Why: a table frozen at training time says nothing of the words a tagger never saw, which are the
    ones it most needs it for: *Sachbearbeiterinnen* or *Tagesmüttern* (compounds the lexicon splits at a
    person head) came without their class and were left unchanged. Looked up, the German tagger's WER
    on generic masculine text fell by half with the same weights (``bench/train_models.py``).
    """

    table: Mapping[str, str]
    lang: str | None = None
    folder: str | None = None
    revision: str | None = None

    def __bool__(self) -> bool:
        return bool(self.table) or self.lang is not None

    def get(self, word: str) -> str | None:
        """``word``'s ``"class|genders"``, or None (unclassed; lexicon classes are for capitalised words)."""
        if (cls := self.table.get(word)) is not None or self.lang is None or not word[:1].isupper():
            return cls
        return _looked_up(self.lang, word, self.folder, self.revision)


#: what :func:`word_features` reads a word's class from
Classes = Mapping[str, str] | WordClasses


# --- the model -------------------------------------------------------------------------------------


class EditTaggerConfig(PretrainedConfig):
    """Hash buckets, encoder size, the edit vocabulary (``edits``: ``[op, strip, text, append]``), the
    optional ``word_classes`` (word → lexicon class) and ``word_classes_lexicon`` (the language whose
    lexicon classes the other words), ``context_words`` (neighbours as features) and ``refine_passes``
    (taggings of a text's own output)."""

    model_type = MODEL_TYPE

    def __init__(
        self,
        edits: list[list[Any]] | None = None,
        hash_buckets: int = 65536,
        d_model: int = 128,
        encoder_layers: int = 2,
        attention_heads: int = 4,
        ffn_dim: int = 256,
        dropout: float = 0.1,
        max_words: int = 256,
        min_edit_probability: float = 0.5,
        word_classes: dict[str, str] | None = None,
        word_classes_lexicon: str | None = None,
        context_words: bool = False,
        refine_passes: int = 1,
        feature_dropout: float = 0.0,
        **kwargs: Any,
    ) -> None:
        self.edits = edits or [KEEP.to_list(), DELETE.to_list()]
        self.hash_buckets, self.max_words = hash_buckets, max_words
        self.d_model, self.encoder_layers, self.attention_heads = d_model, encoder_layers, attention_heads
        self.ffn_dim, self.dropout = ffn_dim, dropout
        #: below it an edit leaves the word unchanged (a wrong edit costs more than a missed one)
        self.min_edit_probability = min_edit_probability
        #: word → lexicon class, an input feature (:func:`word_features`); None: hashed features only
        self.word_classes = word_classes
        #: the language whose lexicon classes the words outside ``word_classes`` when a text is read (None:
        #: they have no class, as in models trained before it)
        self.word_classes_lexicon = word_classes_lexicon
        #: each word's left and right neighbour are input features (:func:`encode_text`)
        self.context_words = context_words
        #: passes over a text: each later one tags the previous output again where it changed
        self.refine_passes = refine_passes
        #: in training, the share of words whose whole-word features are hidden (word dropout)
        self.feature_dropout = feature_dropout
        kwargs.setdefault("pad_token_id", PAD)
        kwargs.setdefault("eos_token_id", EOS)
        kwargs.setdefault("is_encoder_decoder", False)
        super().__init__(**kwargs)


def word_classes(config: EditTaggerConfig) -> WordClasses | None:
    """What a model reads its words' classes from (None: a model without the lexicon feature)."""
    lang = config.word_classes_lexicon
    if not (config.word_classes or lang):
        return None
    folder = getattr(config, "_name_or_path", None) or None  # where from_pretrained read it (its carried lexicon)
    return WordClasses(config.word_classes or {}, lang, folder and str(folder), getattr(config, "_commit_hash", None))


class EditTaggerModel(PreTrainedModel):
    """Transformer encoder over hashed word features → one edit per word.

    ``forward(input_ids=[batch, words, FEATURES], attention_mask=[batch, words], labels=[batch, words])``
    gives the edit logits (and the loss); :meth:`generate` rewrites byte ids to byte ids.
    """

    config_class = EditTaggerConfig
    base_model_prefix = "tagger"
    main_input_name = "input_ids"
    #: the seq2seq interfaces hand this model bytes (its tokenizer is ByT5's), not subword ids
    rewrites_bytes = True

    def __init__(self, config: EditTaggerConfig) -> None:
        super().__init__(config)
        self.features = nn.EmbeddingBag(config.hash_buckets, config.d_model, mode="sum", padding_idx=0)
        self.positions = nn.Embedding(config.max_words, config.d_model)
        layer = nn.TransformerEncoderLayer(
            config.d_model, config.attention_heads, config.ffn_dim, config.dropout,
            batch_first=True, norm_first=True,
        )  # fmt: skip
        self.encoder = nn.TransformerEncoder(layer, config.encoder_layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(config.d_model)
        self.classifier = nn.Linear(config.d_model, len(config.edits))
        self.post_init()

    @classmethod
    def can_generate(cls) -> bool:  # its generate() takes and returns ids like a seq2seq model's
        return True

    def _init_weights(self, module: nn.Module) -> None:
        if isinstance(module, nn.Linear):
            nn.init.normal_(module.weight, std=0.02)
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding | nn.EmbeddingBag):
            nn.init.normal_(
                module.weight, std=0.02 / math.sqrt(HASHED) if module is self.features else 0.02
            )
            if getattr(module, "padding_idx", None) is not None:
                with torch.no_grad():
                    module.weight[module.padding_idx].zero_()

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        labels: torch.Tensor | None = None,
        **_: Any,
    ) -> TokenClassifierOutput:
        batch, length, k = input_ids.shape
        if attention_mask is None:
            attention_mask = (input_ids[..., 0] != 0).long()
        if self.training and self.config.feature_dropout > 0:
            input_ids = self._hide_word_identity(input_ids)
        embedded = self.features(input_ids.reshape(-1, k)).reshape(batch, length, -1)
        positions = torch.arange(length, device=input_ids.device).clamp(max=self.config.max_words - 1)
        hidden = embedded + self.positions(positions)[None]
        # On CPU attention over a sentence's words (tens of positions) is faster as plain batched matmuls
        # than in the fused flash kernel, which is built for long sequences: 10-30 % of a training step
        # on the 2-core development machine (d 256, 3 layers, 6,000 words a batch).
        with sdpa_kernel(SDPBackend.MATH) if hidden.device.type == "cpu" else nullcontext():
            hidden = self.encoder(hidden, src_key_padding_mask=attention_mask == 0)
        logits = self.classifier(self.norm(hidden))
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(
                logits.float().reshape(-1, logits.shape[-1]), labels.reshape(-1), ignore_index=IGNORE
            )
        return TokenClassifierOutput(loss=loss, logits=logits)

    def _hide_word_identity(self, input_ids: torch.Tensor) -> torch.Tensor:
        """``input_ids`` with the whole-word features (the first :data:`IDENTITY` of :func:`word_features`)
        of a ``feature_dropout`` share of the words set to the pad.

        Why: those two ids name the word itself, and with them the 16 M-parameter hashed table lets the
        tagger memorise its training words (German: training loss 0.006 while validation loss rose after
        step 3,500); a word seen without them is decided from its affixes, shape, lexicon class and
        context, which is all the tagger has for a word it never saw (word dropout, Iyyer et al. 2015).
        """
        hidden = torch.rand(input_ids.shape[:2], device=input_ids.device) < self.config.feature_dropout
        input_ids = input_ids.clone()
        input_ids[..., :IDENTITY] = input_ids[..., :IDENTITY].masked_fill(hidden[..., None], 0)
        return input_ids

    # --- rewriting -------------------------------------------------------------------------------

    def vocabulary(self) -> list[Edit]:
        if getattr(self, "_edits", None) is None or len(self._edits) != len(self.config.edits):
            self._edits = [Edit.from_list(e) for e in self.config.edits]
        return self._edits

    @torch.inference_mode()
    def rewrite(self, texts: Sequence[str], batch_words: int = 8192) -> list[str]:
        """The rewrite of each text: its words tagged, the confident edits applied; then, up to
        ``refine_passes`` in all, the texts the last pass changed are tagged again."""
        outputs = self._tag(texts, batch_words)
        pending = [i for i, (a, b) in enumerate(zip(texts, outputs, strict=True)) if a != b]
        for _ in range(self.config.refine_passes - 1):
            if not pending:
                break
            again = self._tag([outputs[i] for i in pending], batch_words)
            changed = [(i, text) for i, text in zip(pending, again, strict=True) if text != outputs[i]]
            for i, text in changed:
                outputs[i] = text
            pending = [i for i, _ in changed]
        return outputs

    def _tag(self, texts: Sequence[str], batch_words: int) -> list[str]:
        """One pass: each text's words tagged, the confident edits applied."""
        buckets, classes = self.config.hash_buckets, word_classes(self.config)
        context = self.config.context_words
        encoded = [encode_text(t, buckets, classes, context) for t in texts]
        outputs = list(texts)
        order = sorted(range(len(texts)), key=lambda i: len(encoded[i]))
        vocabulary = self.vocabulary()
        device = self.device
        start = 0
        while start < len(order):
            width = max(len(encoded[order[start]]), 1)
            end = start + 1
            while end < len(order) and (end - start + 1) * max(len(encoded[order[end]]), 1) <= batch_words:
                end += 1
            batch = order[start:end]
            width = max(max(len(encoded[i]) for i in batch), 1)
            ids = torch.zeros((len(batch), width, FEATURES), dtype=torch.long)
            for row, i in enumerate(batch):
                if encoded[i]:
                    ids[row, : len(encoded[i])] = torch.tensor(encoded[i])
            mask = (ids[..., 0] != 0).long()
            probabilities = (
                self(input_ids=ids.to(device), attention_mask=mask.to(device)).logits.float().softmax(-1)
            )
            best, choice = probabilities.max(-1)
            choice[best < self.config.min_edit_probability] = 0  # unsure: keep the word
            for row, i in enumerate(batch):
                tags = choice[row, : len(encoded[i])].tolist()
                if any(tags):
                    outputs[i] = apply_edits(texts[i], [vocabulary[t] for t in tags])
            start = end
        return outputs

    @torch.inference_mode()
    def generate(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None, **_: Any
    ) -> torch.Tensor:
        """Byte ids (ByT5's) of the sources → padded byte ids of the rewrites, ``</s>``-terminated.

        Generation settings (beams, lengths) mean nothing to a tagger and are ignored.
        """
        rows = input_ids.tolist()
        masks = attention_mask.tolist() if attention_mask is not None else [[1] * len(r) for r in rows]
        texts = [
            bytes(
                t - BYTE_OFFSET
                for t, m in zip(r, k, strict=True)
                if m and t >= BYTE_OFFSET and t < 256 + BYTE_OFFSET
            ).decode("utf-8", errors="ignore")
            for r, k in zip(rows, masks, strict=True)
        ]
        encoded = [[b + BYTE_OFFSET for b in t.encode("utf-8")] + [EOS] for t in self.rewrite(texts)]
        width = max(len(e) for e in encoded)
        out = torch.full((len(encoded), width), PAD, dtype=torch.long)
        for row, ids in enumerate(encoded):
            out[row, : len(ids)] = torch.tensor(ids)
        return out.to(input_ids.device)

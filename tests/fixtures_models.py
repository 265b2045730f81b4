"""Tiny translation models and a tiny causal LM, trained on the fly on a German ↔ English toy grammar.

The grammar reproduces the mechanism round-trip augmentation exploits (Amrhein et al. 2023 §4): German
plural person nouns come in masculine, feminine and gender-star forms that all translate to the same
English noun, and the English → German model was trained on masculine targets only — so a round trip
turns *Lehrer\\*innen* into *Lehrer*. The gender-control model learns ``<f>``/``<m>`` tags (App. G).

Everything is built from configs with plain torch in seconds on CPU (one thread); nothing touches the
Hub. Used by the tests (session fixtures ``roundtrip_models`` and ``causal_lm`` in ``tests/conftest.py``)
and by ``bench/translate_batching.py``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from pathlib import Path

CONTROL_TAGS = ("<f>", "<m>")

#: English plural, German masculine plural, feminine plural, gender-star plural.
NOUNS = (
    ("teachers", "Lehrer", "Lehrerinnen", "Lehrer*innen"),
    ("students", "Studenten", "Studentinnen", "Student*innen"),
    ("doctors", "Ärzte", "Ärztinnen", "Ärzt*innen"),
    ("colleagues", "Kollegen", "Kolleginnen", "Kolleg*innen"),
    ("customers", "Kunden", "Kundinnen", "Kund*innen"),
    ("employees", "Mitarbeiter", "Mitarbeiterinnen", "Mitarbeiter*innen"),
    ("neighbours", "Nachbarn", "Nachbarinnen", "Nachbar*innen"),
    ("authors", "Autoren", "Autorinnen", "Autor*innen"),
    ("pupils", "Schüler", "Schülerinnen", "Schüler*innen"),
    ("musicians", "Musiker", "Musikerinnen", "Musiker*innen"),
)
VERBS = (("read", "lesen"), ("write", "schreiben"), ("buy", "kaufen"), ("see", "sehen"), ("need", "brauchen"))
OBJECTS = (
    ("the book", "das Buch"),
    ("the letter", "den Brief"),
    ("the house", "das Haus"),
    ("the newspaper", "die Zeitung"),
    ("the car", "das Auto"),
)
ADVERBS = (("", ""), (" today", " heute"), (" here", " hier"), (" again", " wieder"))
THINGS = (("house", "Haus"), ("book", "Buch"), ("car", "Auto"), ("letter", "Brief"), ("garden", "Garten"))
ADJECTIVES = (("big", "groß"), ("small", "klein"), ("new", "neu"), ("old", "alt"), ("expensive", "teuer"))

FORMS = {"masculine": 1, "feminine": 2, "gender-fair": 3}


def gendered_sentences() -> list[tuple[str, dict[str, str]]]:
    """``(english, {form: german})`` for every sentence of the grammar.

    Sentences with an adverb also come topicalised (*Heute lesen die Lehrer\\*innen das Buch.*), which
    the English → German models never produce: their round trips reorder the sentence, and merging
    (App. C) has something to do.
    """
    out = []
    for noun, (en_verb, de_verb), (en_obj, de_obj), (en_adv, de_adv) in itertools.product(
        NOUNS, VERBS, OBJECTS, ADVERBS
    ):
        english = f"The {noun[0]} {en_verb} {en_obj}{en_adv}."
        out.append((english, {form: f"Die {noun[i]} {de_verb}{de_adv} {de_obj}." for form, i in FORMS.items()}))
        if de_adv:
            adv = de_adv.strip().capitalize()
            out.append((english, {form: f"{adv} {de_verb} die {noun[i]} {de_obj}." for form, i in FORMS.items()}))
    return out


def canonical(german: str) -> bool:
    """Whether a German sentence of the grammar has the order the English → German models produce."""
    return german.startswith("Die ")


def plain_pairs() -> list[tuple[str, str]]:
    """Non-gendered ``(english, german)`` sentences."""
    return [
        (f"The {en} is {en_adj}.", f"Das {de} ist {de_adj}." if de not in ("Brief", "Garten") else f"Der {de} ist {de_adj}.")
        for (en, de), (en_adj, de_adj) in itertools.product(THINGS, ADJECTIVES)
    ]


def split_grammar(seed: int = 0, held_out: int = 100) -> tuple[list, list]:
    """Training and held-out sentences of the grammar (disjoint)."""
    sentences = gendered_sentences()
    random.Random(seed).shuffle(sentences)
    return sentences[held_out:], sentences[:held_out]


def translation_pairs(kind: str, train: Sequence[tuple[str, dict[str, str]]]) -> list[tuple[str, str]]:
    """Training pairs for ``kind``: ``de-en``, ``en-de`` (masculine targets only) or ``en-de-control``."""
    plain = plain_pairs()
    if kind == "de-en":
        return [(de, en) for en, forms in train for de in forms.values()] + [(de, en) for en, de in plain]
    train = [(en, forms) for en, forms in train if canonical(forms["masculine"])]
    if kind == "en-de":
        return [(en, forms["masculine"]) for en, forms in train] + [(en, de) for en, de in plain]
    if kind == "en-de-control":
        pairs = []
        for en, forms in train:
            pairs += [(f"<m> {en}", forms["masculine"]), (f"<f> {en}", forms["feminine"])]
        return pairs + [(f"{tag} {en}", de) for en, de in plain for tag in CONTROL_TAGS]
    raise ValueError(kind)


def train_tokenizer(texts: Sequence[str], vocab_size: int = 400, *, append_eos: bool = True):
    """A byte-exact (Metaspace) BPE tokenizer with the control tags as special tokens; ``</s>`` is appended
    to every encoded text when ``append_eos`` (seq2seq sources and labels), not for a causal LM."""
    from tokenizers import (
        AddedToken,
        Tokenizer,
        decoders,
        models,
        normalizers,
        pre_tokenizers,
        processors,
        trainers,
    )
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Metaspace()
    tok.train_from_iterator(
        texts, trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=["<pad>", "</s>", "<unk>"])
    )
    tok.add_special_tokens([AddedToken(t, rstrip=True, normalized=False) for t in CONTROL_TAGS])
    if append_eos:
        eos = tok.token_to_id("</s>")
        tok.post_processor = processors.TemplateProcessing(
            single="$A </s>", pair="$A $B </s>", special_tokens=[("</s>", eos)]
        )
    return PreTrainedTokenizerFast(
        tokenizer_object=tok,
        pad_token="<pad>",
        eos_token="</s>",
        unk_token="<unk>",
        additional_special_tokens=list(CONTROL_TAGS),
    )


def _batches(n: int, size: int, rng: random.Random):
    order = list(range(n))
    while True:
        rng.shuffle(order)
        for i in range(0, n - size + 1, size):
            yield order[i : i + size]


def train_marian(
    pairs: Sequence[tuple[str, str]],
    output: str | Path,
    *,
    tokenizer=None,
    init_from: str | Path | None = None,
    d_model: int = 64,
    layers: int = 2,
    steps: int = 240,
    batch_size: int = 32,
    lr: float = 3e-3,
    seed: int = 0,
) -> Path:
    """Train a tiny ``MarianMTModel`` with plain torch and save it (model + tokenizer).

    From a config, or fine-tuned from the model folder ``init_from`` (its tokenizer too), as the
    gender-control model of App. G is fine-tuned from the original checkpoint.
    """
    import torch
    from transformers import AutoTokenizer, GenerationConfig, MarianConfig, MarianMTModel

    torch.manual_seed(seed)
    if init_from is not None:
        tokenizer = AutoTokenizer.from_pretrained(init_from)
    tokenizer = tokenizer or train_tokenizer([t for pair in pairs for t in pair])
    config = MarianConfig(
        vocab_size=len(tokenizer),
        d_model=d_model,
        encoder_layers=layers,
        decoder_layers=layers,
        encoder_attention_heads=4,
        decoder_attention_heads=4,
        encoder_ffn_dim=2 * d_model,
        decoder_ffn_dim=2 * d_model,
        max_position_embeddings=128,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.pad_token_id,
        forced_eos_token_id=tokenizer.eos_token_id,
        dropout=0.0,
        attention_dropout=0.0,
        activation_dropout=0.0,
        scale_embedding=True,
        share_encoder_decoder_embeddings=True,
    )
    model = MarianMTModel.from_pretrained(init_from) if init_from is not None else MarianMTModel(config)
    sources = [s for s, _ in pairs]
    targets = [t for _, t in pairs]
    encoded = tokenizer(sources, text_target=targets)
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min(1.0, (step + 1) / 30) * max(0.05, 1 - step / steps)
    )
    model.train()
    batches = _batches(len(pairs), min(batch_size, len(pairs)), random.Random(seed))
    for _ in range(steps):
        idx = next(batches)
        batch = tokenizer.pad({"input_ids": [encoded["input_ids"][i] for i in idx]}, return_tensors="pt")
        labels = tokenizer.pad({"input_ids": [encoded["labels"][i] for i in idx]}, return_tensors="pt")
        label_ids = labels["input_ids"].masked_fill(labels["attention_mask"] == 0, -100)
        loss = model(**batch, labels=label_ids).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        schedule.step()
        optimizer.zero_grad()
    model.eval()
    model.generation_config = GenerationConfig(
        decoder_start_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        forced_eos_token_id=tokenizer.eos_token_id,
        bad_words_ids=[[tokenizer.pad_token_id]],
        num_beams=1,
    )
    out = Path(output)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    (out / "training.txt").write_text(f"final loss {loss.item():.4f}\n")
    return out


def build_translation_models(root: str | Path, *, seed: int = 0) -> dict[str, Path]:
    """The round-trip models ``de-en``, ``en-de`` (biased: masculine targets only) and ``en-de-control``
    (``en-de`` fine-tuned on ``<f>``/``<m>``-tagged pairs), sharing one tokenizer. One thread each: the
    models are tiny, and on a shared 2-core machine more threads only contend."""
    import torch

    root = Path(root)
    train, _ = split_grammar(seed)
    everything = [t for kind in ("de-en", "en-de-control") for p in translation_pairs(kind, train) for t in p]
    tokenizer = train_tokenizer(everything)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        paths = {
            kind: train_marian(translation_pairs(kind, train), root / kind, tokenizer=tokenizer, seed=seed)
            for kind in ("de-en", "en-de")
        }
        paths["en-de-control"] = train_marian(
            translation_pairs("en-de-control", train), root / "en-de-control", init_from=paths["en-de"],
            steps=100, lr=1e-3, seed=seed,
        )
    finally:
        torch.set_num_threads(threads)
    return paths


# --- a tiny causal LM for App. D prompting --------------------------------------------------------

#: Masculine singular, gender-star singular, third-person singular verbs of the LM's job-ad language.
SINGULARS = (
    ("Lehrer", "Lehrer*in"),
    ("Arzt", "Ärzt*in"),
    ("Kollege", "Kolleg*in"),
    ("Kunde", "Kund*in"),
    ("Mitarbeiter", "Mitarbeiter*in"),
    ("Autor", "Autor*in"),
)
SG_VERBS = ("liest", "schreibt", "kauft", "braucht")


def lm_documents(count: int = 300, seed: int = 0) -> list[str]:
    """Short German "job ads" with gender-fair singulars: a prompt-like opening, then sentences that App. D
    keeps (another singular form) and drops (plural only, or nothing gender-fair)."""
    rng = random.Random(seed)
    docs = []
    for _ in range(count):
        _, fair = rng.choice(SINGULARS)
        _, other = rng.choice(SINGULARS)
        noun = rng.choice(NOUNS)
        opening = f"Ein*e {fair} {rng.choice(SG_VERBS)} {rng.choice(OBJECTS)[1]}."
        keep = f"Wir suchen eine*n {other} für das Team."
        plural = f"Die {noun[3]} {rng.choice(VERBS)[1]} {rng.choice(OBJECTS)[1]}."
        plain = rng.choice(plain_pairs())[1]
        middle = [keep, plural, plain]
        rng.shuffle(middle)
        docs.append(" ".join([opening, *middle]))
    return docs


def train_causal_lm(output: str | Path, *, steps: int = 120, seed: int = 0) -> Path:
    """A tiny GPT-2 trained on :func:`lm_documents` (one thread), saved with its tokenizer."""
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(seed)
    docs = lm_documents(seed=seed)
    tokenizer = train_tokenizer(docs, vocab_size=300, append_eos=False)
    config = GPT2Config(
        vocab_size=len(tokenizer), n_positions=96, n_embd=64, n_layer=2, n_head=4,
        bos_token_id=tokenizer.eos_token_id, eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
    )
    model = GPT2LMHeadModel(config)
    encoded = [[*ids, tokenizer.eos_token_id] for ids in tokenizer(docs)["input_ids"]]
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    batches = _batches(len(encoded), 16, random.Random(seed))
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        model.train()
        for _ in range(steps):
            batch = tokenizer.pad({"input_ids": [encoded[i] for i in next(batches)]}, return_tensors="pt")
            labels = batch["input_ids"].masked_fill(batch["attention_mask"] == 0, -100)
            loss = model(**batch, labels=labels).loss
            loss.backward()
            optimizer.step()
            optimizer.zero_grad()
    finally:
        torch.set_num_threads(threads)
    model.eval()
    out = Path(output)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    (out / "training.txt").write_text(f"final loss {loss.item():.4f}\n")
    return out

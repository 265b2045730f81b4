"""§5.2 log-ratio hook on a tiny randomly initialised GPT-2 built from a config (no downloads)."""

from __future__ import annotations

import pytest
import torch

from fairwrite.cda.lm_score import phrase_sets, prefix_logprobs, score_phrase_sets, stereotyping_report


@pytest.fixture(scope="module")
def lm():
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

    corpus = ["El ingeniero bueno", "La ingeniera buena", "el la ingeniero ingeniera bueno buena malo mala"]
    raw = Tokenizer(models.BPE(unk_token="<unk>"))
    raw.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    raw.train_from_iterator(
        corpus,
        trainers.BpeTrainer(
            vocab_size=300,
            special_tokens=["<|endoftext|>", "<unk>"],
            initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        ),
    )
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, eos_token="<|endoftext|>", unk_token="<unk>")
    torch.manual_seed(0)
    config = GPT2Config(
        vocab_size=len(tokenizer),
        n_positions=64,
        n_embd=32,
        n_layer=2,
        n_head=2,
        bos_token_id=tokenizer.eos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    model = GPT2LMHeadModel(config).eval()
    return model, tokenizer


def manual_logprob(model, tokenizer, text):
    ids = [tokenizer.eos_token_id, *tokenizer(text, add_special_tokens=False)["input_ids"]]
    with torch.no_grad():
        logits = model(torch.tensor([ids])).logits[0]
    logp = torch.log_softmax(logits, dim=-1)
    return sum(logp[t - 1, ids[t]].item() for t in range(1, len(ids)))


def test_prefix_logprob_is_the_sum_of_next_token_logprobs(lm):
    model, tokenizer = lm
    texts = ["El ingeniero bueno", "La ingeniera buena", "El"]
    batched = prefix_logprobs(model, tokenizer, texts, batch_size=3)  # padded batch
    for text, value in zip(texts, batched, strict=True):
        assert value == pytest.approx(manual_logprob(model, tokenizer, text), abs=1e-4)
        assert value < 0
    # a prefix is at least as probable as any of its extensions
    assert batched[2] > batched[0]


def test_stereotyping_and_grammaticality_ratios(lm):
    model, tokenizer = lm
    sets = phrase_sets("es", "ingeniero", "ingeniera")
    assert sets[0].masculine == "El ingeniero bueno" and sets[0].masculine_wrong == "El ingeniera bueno"
    assert sets[0].feminine_wrong == "La ingeniero buena"
    scores = score_phrase_sets(model, tokenizer, sets)
    for s in scores:
        m, f, mw, fw = s.logprobs
        assert s.stereotyping == pytest.approx(m - f)
        assert s.grammaticality == pytest.approx(((m - mw) + (f - fw)) / 2)
    report = stereotyping_report(model, tokenizer, "es", [("ingeniero", "ingeniera")])
    assert report["phrases"] == 4 and report["stereotyping"] >= abs(report["stereotyping_signed"])


@pytest.mark.parametrize(
    ("lang", "pair", "expected"),
    [
        ("fr", ("ingénieur", "ingénieure"), "Le bel ingénieur"),
        ("de", ("Ingenieur", "Ingenieurin"), "Der gute Ingenieur"),
        ("he", ("מהנדס", "מהנדסת"), "המהנדס הטוב"),
    ],
)
def test_phrase_templates(lang, pair, expected):
    sets = phrase_sets(lang, *pair)
    assert len(sets) == 4 and expected in {s.masculine for s in sets}

"""The edit tagger: edits from aligned pairs, a tiny model that learns them in seconds, and the same text
from ``from_pretrained``, ``pipeline("text2text-generation")`` and ``fairwrite rewrite --system``."""

from __future__ import annotations

import json
import pickle
import random
from contextlib import nullcontext
from pathlib import Path

import pytest
import torch
from datasets import DatasetDict
from datasets.fingerprint import Hasher
from train_helpers import one_torch_thread
from transformers import AutoModelForSeq2SeqLM, pipeline

import fairwrite  # noqa: F401  (registers text2text-generation; imported first, as a user would)
from fairwrite.cli import main
from fairwrite.errors import FairwriteError
from fairwrite.hub import DatasetCardSpec, write_dataset_folder
from fairwrite.metrics import tokenised_wer
from fairwrite.models import presets
from fairwrite.models.edit_tagger import (
    HASHED,
    KEEP,
    EditTaggerConfig,
    EditTaggerModel,
    PairEncoder,
    WordClasses,
    align,
    apply_edits,
    edit_for,
    edit_vocabulary,
    encode_text,
    lexicon_classes,
    partial_source,
    word_features,
)
from fairwrite.models.portable import modeling_fairwrite_edit_tagger as portable_tagger
from fairwrite.models.rewriter import load_model_rewriter
from fairwrite.schema import Provenance, Segment, to_dataset
from fairwrite.trainer import load_config, train

RECIPE = Path(__file__).resolve().parents[1] / "training" / "recipes" / "edit-tagger.yaml"


@pytest.mark.parametrize(
    ("source", "target"),
    [
        ("He said he was tired.", "They said they were tired."),
        ("SHE IS HERE", "THEY ARE HERE"),
        ("The chairman thanked   his staff .", "The chairperson thanked   their staff ."),
        ("he or she will come", "they will come"),  # 3 words → 1: the rest is deleted
        ("they will come", "he or she will come"),  # 1 → 3: inserted after the first word
        ("Die Lehrer und der Kollege lachen.", "Die Lehrer*innen und der*die Kolleg*in lachen."),
        ("Liebe Kolleginnen, hallo!", "Liebe Kolleg*innen, hallo!"),
        ("Nothing  to\tchange here…", "Nothing  to\tchange here…"),
        ("Der Arzt hilft den Bauern.", "Der*die Ärzt*in hilft den Bäuer*innen."),
        ("Ein Zuschuss vom Bundesminister kam.", "Ein Zuschuss von der Bundesminister*in kam."),
    ],
)
def test_edits_from_an_alignment_rebuild_the_target_byte_for_byte(source, target):
    edits = align(source, target)
    assert None not in edits
    assert apply_edits(source, edits) == target


def test_edits_generalise_over_words_and_case():
    pairs = [("Die Lehrer kommen.", "Die Lehrer*innen kommen."), ("He left.", "They left.")]
    keep, delete, *learned = edit_vocabulary(pairs, 10)
    star = next(e for e in learned if e.op == "suffix")
    they = next(e for e in learned if e.op == "replace")
    assert star.apply("Bürger") == "Bürger*innen"  # a suffix edit carries over to a word never seen
    assert they.apply("she") == "they" and they.apply("SHE") == "THEY"
    assert keep.apply("word") == "word" and delete.apply("word") == ""
    agree = edit_for("says", "say")  # an ending edit needs that ending: agreement never clips "CEO"
    assert agree.apply("laughs") == "laugh" and agree.apply("CEO") is None


def test_an_umlaut_edit_carries_over_to_compounds_and_fits_only_words_with_that_vowel():
    # as whole-word replacements these cut compounds short: Sternekoch → Köch*in, Kleinbauern → Bäuer*innen
    cook, farmers, jews = edit_for("Koch", "Köch*in"), edit_for("Bauern", "Bäuer*innen"), edit_for("Juden", "Jüd*innen")
    assert {cook.op, farmers.op, jews.op} == {"umlaut"}
    assert cook.apply("Sternekoch") == "Sterneköch*in" and edit_for("Arzt", "Ärzt*in").apply("Zahnarzt") == "Zahnärzt*in"
    assert farmers.apply("Kleinbauern") == "Kleinbäuer*innen"  # au: the a takes the umlaut
    assert jews.apply("Sachsen") == "Sächs*innen"
    assert cook.apply("Jugendalter") is None and farmers.apply("Lehrern") is None  # last vowel e: nothing to umlaut
    assert apply_edits("Der Sternekoch und das Jugendalter", [KEEP, cook, KEEP, KEEP, cook]) == (
        "Der Sterneköch*in und das Jugendalter"
    )


def test_extra_target_words_follow_the_source_word_whose_rewrite_they_continue():
    # paired from the left, "Bundesminister" became "der" with " Bundesminister*in" appended: an edit that
    # writes that noun into any sentence it is applied to
    edits = align("Ein Zuschuss vom Bundesminister kam.", "Ein Zuschuss von der Bundesminister*in kam.")
    assert edits[2] == edit_for("vom", "von", " der") and edits[3] == edit_for("Bundesminister", "Bundesminister*in")
    assert apply_edits("Ein Brief vom Präsidenten.", [KEEP, KEEP, edits[2], edit_for("Präsidenten", "Präsident*in"), KEEP]) == (
        "Ein Brief von der Präsident*in."
    )
    edits = align("Im Haus vom Arzt", "Im Haus von der Ärzt*in")  # umlauts aside, Arzt continues in Ärzt*in
    assert edits[2] == edit_for("vom", "von", " der") and edits[3].op == "umlaut"
    assert align("he will come", "he or she will come")[0] == edit_for("he", "he", " or she")


NOUNS = [
    "teacher", "doctor", "nurse", "driver", "lawyer", "farmer", "pilot", "baker", "writer", "singer",
    "manager", "cleaner", "dancer", "painter", "student", "officer", "editor", "cashier", "surgeon", "tailor",
]  # fmt: skip
HELD_OUT = ["plumber", "chemist", "janitor", "librarian"]
TEMPLATES = [
    ("The {n} said that {he} was late.", "The {n} said that they were late."),
    ("{He} is a {n} and {he} loves {his} job.", "They are a {n} and they love their job."),
    ("I met the {n} and gave {him} {his} keys.", "I met the {n} and gave them their keys."),
    ("The {n} hurt {himself} yesterday.", "The {n} hurt themself yesterday."),
    ("Ask the {n} whether {he} has time.", "Ask the {n} whether they have time."),
]
COPIES = ["The {n} said that they were late.", "Every {n} in town came to the meeting.", "The {n} is here."]
FORMS = [
    {"he": "he", "He": "He", "his": "his", "him": "him", "himself": "himself"},
    {"he": "she", "He": "She", "his": "her", "him": "her", "himself": "herself"},
]


def pairs_for(nouns: list[str]) -> list[tuple[str, str]]:
    pairs = []
    for n in nouns:
        for source, target in TEMPLATES:
            pairs += [(source.format(n=n, **f), target.format(n=n)) for f in FORMS]
        pairs += [(c.format(n=n), c.format(n=n)) for c in COPIES]
    return pairs


#: what the pairs of each language are: language, target label, form
LABELLED = {"en": ("neutral", "they"), "de": ("gender-fair", "star")}


def write_dataset(folder: Path, pairs: list[tuple[str, str]] | None = None, lang: str = "en") -> Path:
    pairs = list(pairs or pairs_for(NOUNS))
    random.Random(0).shuffle(pairs)

    def rows(chunk: list[tuple[str, str]], split: str) -> list[Segment]:
        provenance = Provenance(corpus="tests/templates", license="CC0-1.0")
        label, form = LABELLED[lang]
        common = {"lang": lang, "source_label": "masculine", "target_label": label, "form": form}
        return [
            Segment(
                source=s,
                target=t,
                **common,
                method="rules",
                direction="forward",
                provenance=provenance,
                id=f"{split}-{i}",
            )
            for i, (s, t) in enumerate(chunk)
        ]

    splits = {"train": pairs[:-40], "validation": pairs[-40:]}
    data = DatasetDict({k: to_dataset(rows(v, k)) for k, v in splits.items()})
    spec = DatasetCardSpec(pretty_name="edit tagger test pairs", languages=[lang], license="cc0-1.0")
    write_dataset_folder(data, folder, spec)
    return folder


def train_tiny(
    root: Path, resume: str | None = None, pairs: list[tuple[str, str]] | None = None, lang: str = "en",
    **extra: object,
) -> Path:
    """A tiny tagger trained on the template pairs (or ``pairs`` in ``lang``) in seconds (``extra``: more
    recipe overrides)."""
    overrides = {
        "data.dataset": str(write_dataset(root / "data", pairs, lang)),
        "output_dir": str(root / "model"),
        "model.d_model": 32, "model.encoder_layers": 1, "model.attention_heads": 2, "model.ffn_dim": 64,
        "model.hash_buckets": 4096, "model.edit_vocab": 20,
        "data.max_tokens": 1500, "optim.warmup_steps": 10, "optim.lr": 5e-3,
        "train.max_steps": 60, "train.eval_every": 20, "train.checkpoint_every": 60, "train.num_threads": 1,
        "train.early_stopping_patience": 3, "logging.progress": False, "logging.tensorboard": False,
        **extra,
    }  # fmt: skip
    with one_torch_thread():
        return train(load_config(RECIPE, overrides), resume=resume)


@pytest.fixture(scope="module")
def tagger(tmp_path_factory) -> Path:
    return train_tiny(tmp_path_factory.mktemp("edit-tagger"))


def assert_learnt(model: Path) -> None:
    """The tagger's held-out WER is under a quarter of the unrewritten sources'."""
    held_out = pairs_for(HELD_OUT)
    outputs = load_model_rewriter(model, lang="en")([s for s, _ in held_out])
    sources_wer = tokenised_wer([t for _, t in held_out], [s for s, _ in held_out])
    model_wer = tokenised_wer([t for _, t in held_out], outputs)
    assert model_wer < sources_wer / 4, (model_wer, sources_wer)


def test_tiny_tagger_learns_the_edits_for_unseen_nouns_and_copies_the_rest(tagger):
    assert_learnt(tagger)
    rewriter = load_model_rewriter(tagger, lang="en")
    untouched = ["Rain  fell on the   quiet harbour.", "Prices rose by 3 % in May!"]
    assert rewriter(untouched) == untouched  # byte-identical, odd spacing included


def test_a_bf16_tagger_with_context_words_learns_too_and_saves_float32_weights(tagger, tmp_path):
    # bf16 autocast on CPU (the German bench's recipe) and the neighbours as features; ``tagger`` trained in
    # fp32 in this process first: the trainer releases accelerate's one-precision-per-process state
    model = train_tiny(tmp_path, **{"train.mixed_precision": "bf16", "model.context_words": True})
    assert_learnt(model)
    loaded = AutoModelForSeq2SeqLM.from_pretrained(str(model))
    assert loaded.config.context_words is True
    assert {p.dtype for p in loaded.parameters()} == {torch.float32}  # autocast: the weights stay fp32


def test_neighbours_are_two_more_features_only_for_a_context_model():
    plain, context = encode_text("mit der Lehrerin", 4096), encode_text("mit der Lehrerin", 4096, context=True)
    assert [f[:-2] for f in plain] == [f[:-2] for f in context] and all(f[-2:] == [0, 0] for f in plain)
    left = [encode_text(t, 4096, context=True)[1][-2] for t in ("Mit der Frau", "Nach der Frau")]
    assert left[0] == context[1][-2] != left[1]  # the word left of "der", case folded
    assert context[-1][-1] == encode_text("die Lehrerin", 4096, context=True)[-1][-1]  # the text's end
    assert context[0][-2] == encode_text("mit", 4096, context=True)[0][-2] != context[1][-2]  # its start


def test_the_cpu_attention_kernel_computes_what_the_default_one_does(monkeypatch):
    """The tagger runs attention as batched matmuls on CPU for speed (bench/tagger_step.py); the logits and
    gradients must be those of PyTorch's own choice of kernel, padding included."""
    import fairwrite.models.edit_tagger as tagger_module

    torch.manual_seed(0)
    model = EditTaggerModel(EditTaggerConfig(hash_buckets=512, d_model=32, ffn_dim=64, dropout=0.0))
    ids = torch.randint(1, 512, (3, 7, tagger_module.FEATURES))
    mask = torch.ones(3, 7, dtype=torch.long)
    mask[1, 4:] = mask[2, 2:] = 0
    labels = torch.randint(0, 2, (3, 7)).masked_fill(mask == 0, -100)

    def run() -> tuple[torch.Tensor, torch.Tensor]:
        model.zero_grad()
        out = model(input_ids=ids, attention_mask=mask, labels=labels)
        out.loss.backward()
        return out.logits.detach(), model.features.weight.grad.clone()

    math_logits, math_grad = run()
    monkeypatch.setattr(portable_tagger, "sdpa_kernel", lambda *_: nullcontext())  # where the model's forward is
    default_logits, default_grad = run()
    assert torch.allclose(math_logits, default_logits, atol=1e-5)
    assert torch.allclose(math_grad, default_grad, atol=1e-6)


def test_word_dropout_hides_only_the_whole_word_features_and_only_in_training():
    """``model.feature_dropout``: a hidden word is read as a word with no lower-cased or exact form (its
    affixes, shape and class stay), padding stays padding, and evaluation sees every feature."""
    import fairwrite.models.edit_tagger as tagger_module

    torch.manual_seed(0)
    config = EditTaggerConfig(hash_buckets=512, d_model=32, ffn_dim=64, dropout=0.0, feature_dropout=1.0)
    model = EditTaggerModel(config)
    ids = torch.randint(1, 512, (2, 5, tagger_module.FEATURES))
    mask = torch.ones(2, 5, dtype=torch.long)
    mask[1, 3:] = 0
    ids[1, 3:] = 0
    anonymous = ids.clone()
    anonymous[..., : tagger_module.IDENTITY] = 0
    model.eval()
    full, blind = (model(input_ids=x, attention_mask=mask).logits for x in (ids, anonymous))
    assert not torch.allclose(full, blind)  # the word's own features count
    model.train()  # all words hidden (feature_dropout 1.0): what the model sees without them
    assert torch.allclose(model(input_ids=ids, attention_mask=mask).logits, blind, atol=1e-6)
    # no mask given: padding is still found from the word features before any are hidden
    assert torch.allclose(model(input_ids=ids).logits[0], blind[0], atol=1e-6)
    model.eval()
    assert torch.allclose(model(input_ids=ids, attention_mask=mask).logits, full)
    config.feature_dropout = 0.5
    model.train()
    many = ids[:1].expand(64, -1, -1)
    hidden = (model._hide_word_identity(many)[..., 0] == 0).float().mean()
    rest = slice(tagger_module.IDENTITY, None)  # affixes, shape, class, neighbours: never hidden
    assert 0.35 < hidden < 0.65 and torch.equal(model._hide_word_identity(ids)[..., rest], ids[..., rest])


# --- refinement (model.refine_passes): the tagger tags its own output again where a pass changed it


AGREEMENT = (
    "Ein Anwalt hat im Namen eines Kunden geklagt.",
    "Ein*e Anwält*in hat im Namen eines*r Kund*in geklagt.",
)


def test_a_partial_source_makes_some_edits_of_a_pair_and_is_the_same_every_run():
    source, target = AGREEMENT
    partial = partial_source(*AGREEMENT)
    assert partial not in (source, target) and partial == partial_source(*AGREEMENT)
    before = sum(e != KEEP for e in align(source, target))
    assert 0 < sum(e != KEEP for e in align(partial, target)) < before  # edits left for the next pass
    assert apply_edits(partial, align(partial, target)) == target
    assert partial_source("Die Lehrer kommen.", "Die Lehrer*innen kommen.") is None  # one edit: no middle
    assert partial_source("Es regnet.", "Es regnet.") is None


def test_only_a_refining_model_trains_on_partial_sources():
    config = EditTaggerConfig(edits=[e.to_list() for e in edit_vocabulary([AGREEMENT], 10)], hash_buckets=512)
    sources, targets = [AGREEMENT[0], "Es regnet.", "Die Lehrer kommen."], [AGREEMENT[1], "Es regnet.",
                                                                           "Die Lehrer*innen kommen."]
    assert len(PairEncoder(config)(sources, targets)["labels"]) == 3
    refining = PairEncoder(config, refinement=True)(sources, targets)
    assert len(refining["labels"]) == 4  # + the partial source of the pair with four edits
    partial = encode_text(partial_source(*AGREEMENT), 512)
    assert refining["input_ids"][1] == partial


def test_each_refinement_pass_retags_only_the_texts_the_last_one_changed(monkeypatch):
    """A stand-in pass that makes one edit per text: three passes make three, and a text a pass leaves
    unchanged (or the first pass never changed) is not tagged again."""
    seen: list[list[str]] = []

    def one_edit(texts, batch_words):
        seen.append(list(texts))
        return [t.replace("x", "y", 1) for t in texts]

    model = EditTaggerModel(EditTaggerConfig(d_model=16, encoder_layers=1, attention_heads=2, ffn_dim=32,
                                             hash_buckets=512, refine_passes=3))  # fmt: skip
    monkeypatch.setattr(model, "_tag", one_edit)
    assert model.rewrite(["x x x x", "no change", "x"]) == ["y y y x", "no change", "y"]
    assert seen == [["x x x x", "no change", "x"], ["y x x x", "y"], ["y y x x"]]
    model.config.refine_passes = 1
    seen.clear()
    assert model.rewrite(["x x"]) == ["y x"] and len(seen) == 1


def test_a_refining_tagger_learns_and_keeps_its_passes_in_the_folder(tmp_path):
    # its partial sources make an epoch 1.6 times as long: 100 steps (0 WER; 0.07 at the others' 60)
    model = train_tiny(tmp_path, **{"model.refine_passes": 2, "train.max_steps": 100})
    assert_learnt(model)
    assert AutoModelForSeq2SeqLM.from_pretrained(str(model)).config.refine_passes == 2


def test_early_stopping_keeps_the_best_validation_wer(tagger):
    metrics = json.loads((tagger / "metrics.json").read_text())
    wers = {e["step"]: e["wer"] for e in metrics["eval_log"]}
    assert metrics["best"]["metric"] == "wer" and metrics["best"]["value"] == min(wers.values())
    assert metrics["best"]["step"] == min(wers, key=wers.get)


# --- the trainer's weight averaging (optim.ema_decay), on the model that trains fastest ---------------

def _no_evaluation(steps: int, every: int, **extra: object) -> dict[str, object]:
    """No validation pass (so no best folder: the run's model is its last weights, averaged), a constant
    rate (so that a run cut short and resumed takes the steps of the whole run), a checkpoint every
    ``every`` steps, all kept."""
    return {"train.max_steps": steps, "train.checkpoint_every": every, "train.keep_checkpoints": 0,
            "train.eval_every": 1000, "optim.schedule": "constant", **extra}  # fmt: skip


def _weights(folder: Path) -> dict[str, torch.Tensor]:
    from safetensors.torch import load_file

    return load_file(folder / "model.safetensors")


def test_the_published_model_is_the_moving_average_of_the_weights_training_passes_through(tmp_path):
    plain = train_tiny(tmp_path / "plain", **_no_evaluation(6, every=1))
    averaged = train_tiny(tmp_path / "averaged", **_no_evaluation(6, every=1, **{"optim.ema_decay": 0.5}))
    steps = sorted((plain / "checkpoints").iterdir(), key=lambda p: int(p.name.rsplit("_", 1)[1]))
    assert len(steps) == 6
    expected = _weights(steps[0])  # the first step's weights, then halfway towards each next step's
    for step in steps[1:]:
        weights = _weights(step)
        expected = {k: 0.5 * v + 0.5 * weights[k] for k, v in expected.items()}
    got, last = _weights(averaged), _weights(plain)
    assert got.keys() == expected.keys()
    assert all(torch.allclose(got[k], expected[k], atol=1e-6) for k in got)
    assert not all(torch.allclose(got[k], last[k]) for k in got)  # not the last weights
    assert _weights(averaged / "checkpoints" / "checkpoint_5").keys() == last.keys()  # training's own


def test_a_resumed_run_goes_on_averaging_where_the_checkpoint_left_off(tmp_path):
    data = str(write_dataset(tmp_path / "data"))
    whole = train_tiny(tmp_path / "whole", **_no_evaluation(8, every=4, **{"optim.ema_decay": 0.7}))
    cut = {"data.dataset": data, "output_dir": str(tmp_path / "cut"), "optim.ema_decay": 0.7}
    train_tiny(tmp_path / "first", **_no_evaluation(4, every=4, **cut))
    resumed = train_tiny(tmp_path / "second", resume="auto", **_no_evaluation(8, every=4, **cut))
    a, b = _weights(whole), _weights(resumed)
    assert all(torch.allclose(a[k], b[k], atol=1e-6) for k in a)  # a fresh average from step 5 would differ


def test_from_pretrained_pipeline_and_cli_give_the_same_text(tagger, tmp_path):
    assert isinstance(AutoModelForSeq2SeqLM.from_pretrained(str(tagger)), EditTaggerModel)
    texts = [s for s, _ in pairs_for(HELD_OUT[:1])] + ["Nothing here changes ."]
    rewrite = pipeline("text2text-generation", model=str(tagger))
    piped = [r["generated_text"] for r in rewrite(texts)]
    (tmp_path / "in.txt").write_text("\n".join(texts) + "\n", encoding="utf-8")
    main(["rewrite", "--lang", "en", "--system", str(tagger), "-i", str(tmp_path / "in.txt"),
          "-o", str(tmp_path / "out.txt")])  # fmt: skip
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines() == piped
    assert piped[-1] == texts[-1] and piped[0] != texts[0]


# --- the lexicon feature (model.word_classes): what the rules know of a word, stored in the model's config


def test_lexicon_classes_tell_things_people_and_names_apart():
    classes = lexicon_classes("de", ["Der Sensor meldet dem Lehrer, dass Müller kommt.", "Nur die Lehrerinnen"])
    assert classes == {
        "Sensor": "thing|m.sg", "Lehrer": "person|m.pl m.sg", "Müller": "person-name|m.pl m.sg",
        "Lehrerinnen": "person|f.pl",
    }  # fmt: skip
    # a person noun with a reading no person explains: the ladder, the turn of 1989, the sausage
    classes = lexicon_classes("de", ["Die Leiter stand nach der Wende beim Wiener Würstchenstand."])
    assert classes["Leiter"] == "person-thing|f.sg m.pl m.sg"
    assert classes["Wende"].startswith("person-thing|") and "f.sg" in classes["Wende"]
    assert classes["Wiener"].startswith("person-thing-name|")
    with pytest.raises(FairwriteError, match="only 'de'"):
        lexicon_classes("fr", ["Les enseignants"])


def test_the_class_is_one_more_feature_and_travels_with_the_model_folder(tmp_path):
    plain, classed = word_features("Sensor", 4096), word_features("Sensor", 4096, {"Sensor": "thing"})
    assert plain[:-2] == classed[:-2] and plain[-2:] == [0, 0] and classed[-2] != 0 and classed[-1] == 0
    both = word_features("Sensor", 4096, {"Sensor": "thing|m.sg"})
    assert both[:-1] == classed[:-1] and both[-1] != 0
    assert word_features("Wecker", 4096, {"Sensor": "thing"}) == word_features("Wecker", 4096)
    config = EditTaggerConfig(d_model=16, encoder_layers=1, attention_heads=2, ffn_dim=32, hash_buckets=512,
                              word_classes={"Sensor": "thing"})  # fmt: skip
    EditTaggerModel(config).save_pretrained(tmp_path)
    loaded = AutoModelForSeq2SeqLM.from_pretrained(str(tmp_path))
    assert loaded.config.word_classes == {"Sensor": "thing"}


def test_a_word_the_table_does_not_hold_is_classed_by_the_lexicon_when_read():
    # compounds at a person head that no training text of this table had: a frozen table left them unclassed
    classes = WordClasses({"Sensor": "thing|m.sg", "Wende": "thing|f.sg"}, "de")
    assert classes.get("Sensor") == "thing|m.sg" and classes.get("Wende") == "thing|f.sg"  # as stored
    looked_up = lexicon_classes("de", ["Die Sachbearbeiterinnen und Tagesmüttern stellten den Wecker."])
    for word in ("Sachbearbeiterinnen", "Tagesmüttern", "Wecker"):
        assert classes.get(word) == looked_up[word]
    assert classes.get("Sachbearbeiterinnen").startswith("person|") and classes.get("Wecker").startswith("thing")
    assert classes.get("sachbearbeiterinnen") is None and classes.get("Und") is None  # capitalised nouns only
    assert word_features("Tagesmüttern", 4096, classes) == word_features("Tagesmüttern", 4096, looked_up)
    # a model trained before (no lexicon named): the table alone, as it was trained and scored
    older = WordClasses({"Sensor": "thing|m.sg"})
    assert older.get("Sachbearbeiterinnen") is None and older.get("Sensor") == "thing|m.sg"
    # what it has looked up is not what it is: the same pickle, so datasets' cache fingerprint stays put
    assert pickle.loads(pickle.dumps(classes)).get("Sensor") == "thing|m.sg"
    assert Hasher.hash(classes) == Hasher.hash(WordClasses({"Sensor": "thing|m.sg", "Wende": "thing|f.sg"}, "de"))


def test_a_tagger_trained_with_classes_reads_unseen_words_classes_in_training_and_rewriting(tmp_path, monkeypatch):
    cfg = presets.ModelConfig(d_model=16, encoder_layers=1, attention_heads=2, ffn_dim=32, hash_buckets=512,
                              word_classes="de")  # fmt: skip
    presets.edit_tagger(cfg, [KEEP], {"Sensor": "thing|m.sg"}).save_pretrained(tmp_path)
    loaded = AutoModelForSeq2SeqLM.from_pretrained(str(tmp_path))
    assert loaded.config.word_classes_lexicon == "de"
    text = "Die Sachbearbeiterinnen lesen den Sensor."
    row = PairEncoder(loaded.config)([text], [text])["input_ids"][0]
    assert row[1][HASHED] != 0 and row[4][HASHED] != 0  # Sachbearbeiterinnen (looked up), Sensor (stored)
    assert row[2][HASHED] == 0  # lesen: no class
    seen: list[str | None] = []
    encode = portable_tagger.encode_text  # the model's own half, which a model folder carries

    def spy(text, buckets, classes=None, context=False):
        seen.append(classes.get("Sachbearbeiterinnen"))
        return encode(text, buckets, classes, context)

    monkeypatch.setattr(portable_tagger, "encode_text", spy)
    assert loaded.rewrite([text]) == [text]  # an untrained model keeps every word
    assert seen and seen[0].startswith("person|")
    # a folder written before the lexicon was named reads its stored table only
    loaded.config.word_classes_lexicon = None
    older = PairEncoder(loaded.config)([text], [text])["input_ids"][0]
    assert older[1][HASHED] == 0 and older[4][HASHED] != 0

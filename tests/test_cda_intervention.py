"""Intervention on the paper's Fig. 1 sentence: baseline and trained MRFs, the generator, persistence."""

from __future__ import annotations

import pytest
import torch

from fairwrite.cda.animacy import Gazetteer
from fairwrite.cda.baseline import baseline_model
from fairwrite.cda.conllu import MwtJoiner, parse_conllu, read_conllu
from fairwrite.cda.evaluate import PRF, agreement_targets, evaluate_interventions, noun_interventions
from fairwrite.cda.generate import CounterfactualGenerator, gender_label
from fairwrite.cda.intervention import Request, intervene, masked_inference
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.reinflect import Reinflector
from fairwrite.cda.tags import TagSet
from fairwrite.cda.train import TrainConfig, split_dev, train

# Fig. 1 / Fig. 2 of the paper, with an adposition and a contraction to exercise the tree and MWTs.
FIG_1 = """# sent_id = fig1
# text = El ingeniero alemán es muy experto.
1	El	el	DET	_	Definite=Def|Gender=Masc|Number=Sing|PronType=Art	2	det	_	_
2	ingeniero	ingeniero	NOUN	_	Gender=Masc|Number=Sing	6	nsubj	_	_
3	alemán	alemán	ADJ	_	Gender=Masc|Number=Sing	2	amod	_	_
4	es	ser	AUX	_	Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin	6	cop	_	_
5	muy	muy	ADV	_	_	6	advmod	_	_
6	experto	experto	ADJ	_	Gender=Masc|Number=Sing	0	root	_	SpaceAfter=No
7	.	.	PUNCT	_	_	6	punct	_	_

"""
FIGURE_1 = FIG_1 + """# sent_id = perfect
# text = El jugador ha llegado del norte.
1	El	el	DET	_	Definite=Def|Gender=Masc|Number=Sing|PronType=Art	2	det	_	_
2	jugador	jugador	NOUN	_	Gender=Masc|Number=Sing	4	nsubj	_	_
3	ha	haber	AUX	_	Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin	4	aux	_	_
4	llegado	llegar	VERB	_	Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part	0	root	_	_
5-6	del	_	_	_	_	_	_	_	_
5	de	de	ADP	_	_	7	case	_	_
6	el	el	DET	_	Definite=Def|Gender=Masc|Number=Sing|PronType=Art	7	det	_	_
7	norte	norte	NOUN	_	Gender=Masc|Number=Sing	4	obl	_	SpaceAfter=No
8	.	.	PUNCT	_	_	4	punct	_	_

"""


@pytest.fixture(scope="module")
def sentences():
    return parse_conllu(FIGURE_1)


def genders(tagset: TagSet, tags):
    return [tagset.gender_of_tag(t) for t in tags]


def test_silver_references_follow_agreement_controllers(sentences):
    fig1, perfect = sentences
    assert agreement_targets(fig1, 1) == [0, 2, 5]  # el, alemán, experto — not es, muy
    assert agreement_targets(perfect, 1) == [0]  # a have-perfect participle does not agree
    assert agreement_targets(perfect, 6) == [5]  # the article inside "del" follows its own noun


def test_baseline_intervention_changes_determiner_and_adjectives(sentences):
    model = baseline_model("es", sentences)
    (new,) = intervene(model, sentences, [Request(0, (1,), ("Fem",))], log_alpha=1.0)
    assert genders(model.tagset, new) == ["Fem", "Fem", "Fem", "_", "_", "Fem", "_"]
    # a large α keeps every word but the intervened one (§3.1, eq. 2 limit); the baseline's ψ is 20
    (kept,) = intervene(model, sentences, [Request(0, (1,), ("Fem",))], log_alpha=50.0)
    assert genders(model.tagset, kept) == ["Masc", "Fem", "Masc", "_", "_", "Masc", "_"]


def test_scores_count_changes_against_the_references(sentences):
    model = baseline_model("es", sentences)
    score = evaluate_interventions(model, sentences, noun_interventions(sentences), log_alpha=1.0)
    # fig1: el, alemán, experto; perfect: jugador → el (llegado is VERB: the baseline leaves it); norte → el
    assert (score.tp, score.gold, score.predicted, score.n) == (5, 5, 5, 3)
    assert score.f1 == 1.0
    assert PRF(tp=1, predicted=2, gold=4).f1 == pytest.approx(2 * 0.5 * 0.25 / 0.75)


@pytest.fixture(scope="module")
def spanish(shared):
    dev = read_conllu(shared / "corpora" / "ud" / "UD_Spanish-GSD" / "es_gsd-ud-dev.conllu")
    fit, held = split_dev(dev)
    model = AgreementMRF.create("linear", fit)
    result = train(model, fit, held, TrainConfig(max_epochs=12, max_seconds=30, batch_size=64))
    return dev, model, result


def test_trained_mrf_infers_agreement(spanish, sentences):
    _, model, result = spanish
    assert result.history[0] > result.dev_loss_bits  # learning happened
    (new,) = intervene(model, sentences, [Request(0, (1,), ("Fem",))], log_alpha=1.0)
    assert genders(model.tagset, new) == ["Fem", "Fem", "Fem", "_", "_", "Fem", "_"]
    masked = masked_inference(model, sentences[:1])[0]  # noun observed: the rest agrees with it
    assert genders(model.tagset, masked) == ["Masc", "Masc", "Masc", "_", "_", "Masc", "_"]


def test_generator_rewrites_the_figure_1_sentence(spanish, sentences):
    dev, model, _ = spanish
    generator = CounterfactualGenerator(
        model, Reinflector().fit(dev), Gazetteer.load("es"), MwtJoiner().fit(dev), log_alpha=1.0
    )
    original, counterfactual = generator.generate(sentences[:1])[0]
    assert original.original and original.text == "El ingeniero alemán es muy experto."
    assert counterfactual.text == "La ingeniera alemana es muy experta."
    assert gender_label(counterfactual.genders) == "feminine"
    variants = generator.generate(sentences[1:])[0]  # jugador → jugadora; "del norte" untouched
    assert variants[1].text == "La jugadora ha llegado del norte."


def test_saved_model_decodes_identically(spanish, sentences, tmp_path):
    _, model, _ = spanish
    model.save(tmp_path / "mrf")
    again = AgreementMRF.load(tmp_path / "mrf")
    batch = model.encode(sentences)
    assert torch.equal(model.decode(batch), again.decode(again.encode(sentences)))
    neural = AgreementMRF.create("neural", sentences)
    neural.save(tmp_path / "nn")
    nn_batch = neural.encode(sentences)
    assert torch.allclose(neural.nll(nn_batch), AgreementMRF.load(tmp_path / "nn").nll(nn_batch))

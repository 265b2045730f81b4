"""Re-inflection edits, the treebank-trained re-inflector, multiword tokens and the gazetteers."""

from __future__ import annotations

import pytest

from fairwrite.cda.animacy import LANGUAGES, Gazetteer
from fairwrite.cda.conllu import MwtJoiner, Token, match_case, parse_conllu
from fairwrite.cda.reinflect import Reinflector, apply_rule, edit_rule, hebrew_final_letters, normalise


def tok(form, lemma, upos, **feats):
    return Token(form, lemma, upos, feats, -1, "root")


def test_edit_rules_cover_suffixes_and_prefixes():
    rule = edit_rule("experto", "expertas")
    assert rule == ("", "", "o", "as")
    assert apply_rule(rule, "alto") == "altas"
    assert apply_rule(rule, "feliz") is None  # the deleted ending must be there
    future = edit_rule("הגיע", "תגיע")  # Hebrew: a prefix changes
    assert apply_rule(future, "הפיל") == "תפיל"


def test_hebrew_final_letters_and_case():
    assert hebrew_final_letters("מאמןת") == "מאמנת"
    assert hebrew_final_letters("מאמנ") == "מאמן"
    assert hebrew_final_letters("Lehrerin") == "Lehrerin"
    assert normalise("El", "el") == "el" and normalise("Lehrer", "Lehrer") == "Lehrer"
    assert (
        match_case("El", "la") == "La" and match_case("EL", "la") == "LA" and match_case("el", "la") == "la"
    )


def test_reinflector_memory_transfer_and_rules():
    words = [
        tok("experto", "experto", "ADJ", Gender="Masc", Number="Sing"),
        tok("experta", "experto", "ADJ", Gender="Fem", Number="Sing"),
        tok("alto", "alto", "ADJ", Gender="Masc", Number="Sing"),
        tok("altas", "alto", "ADJ", Gender="Fem", Number="Plur"),
        tok("altos", "alto", "ADJ", Gender="Masc", Number="Plur"),
        tok("nuevo", "nuevo", "ADJ", Gender="Masc", Number="Sing"),
        tok("nueva", "nuevo", "ADJ", Gender="Fem", Number="Sing"),
    ]
    r = Reinflector().fit(words)
    fem_sing = {"Gender": "Fem", "Number": "Sing"}
    assert r.inflect("experto", "ADJ", fem_sing).method == "memory"
    # alto is known in other cells: the Masc→Fem edit of experto/nuevo transfers to its form
    prediction = r.inflect("alto", "ADJ", fem_sing)
    assert (prediction.form, prediction.method) == ("alta", "transfer")
    # an unseen lemma falls back to lemma rules
    prediction = r.inflect("rojo", "ADJ", {"Gender": "Fem", "Number": "Plur"})
    assert (prediction.form, prediction.method) == ("rojas", "lemma-rule")
    # re-inflecting a word in context: from its own form
    assert (
        r.reinflect(
            tok("Rojos", "rojo", "ADJ", Gender="Masc", Number="Plur"), {"Gender": "Fem", "Number": "Plur"}
        ).form
        == "rojas"
    )
    # an intervened noun takes a new lemma
    noun = tok("ingeniero", "ingeniero", "NOUN", Gender="Masc", Number="Sing")
    assert r.reinflect(noun, fem_sing, lemma="ingeniera").form == "ingeniera"


CONTRACTIONS = """# text = Vive al lado del río.
1	Vive	vivir	VERB	_	_	0	root	_	_
2-3	al	_	_	_	_	_	_	_	_
2	a	a	ADP	_	_	4	case	_	_
3	el	el	DET	_	Gender=Masc|Number=Sing	4	det	_	_
4	lado	lado	NOUN	_	Gender=Masc|Number=Sing	1	obl	_	_
5-6	del	_	_	_	_	_	_	_	_
5	de	de	ADP	_	_	7	case	_	_
6	el	el	DET	_	Gender=Masc|Number=Sing	7	det	_	_
7	río	río	NOUN	_	Gender=Masc|Number=Sing	4	nmod	_	SpaceAfter=No
8	.	.	PUNCT	_	_	1	punct	_	_

"""


def test_multiword_tokens_are_rebuilt():
    (sentence,) = parse_conllu(CONTRACTIONS)
    joiner = MwtJoiner().fit([sentence])
    assert sentence.render() == sentence.text == "Vive al lado del río."
    forms = [t.form for t in sentence.tokens]
    forms[5] = "la"  # de + la is written apart; "del" must not become "dla"
    assert sentence.render(forms, joiner) == "Vive al lado de la río."
    forms[2] = "el"  # unchanged words keep the written contraction
    assert sentence.render(forms, joiner).startswith("Vive al lado")
    hebrew = MwtJoiner("")
    assert hebrew.join("הטוב", ["ה", "טוב"], ["ה", "טובה"]) == "הטובה"
    assert hebrew.join("בבית", ["ב", "ה", "בית"], ["ב", "ה", "ביתה"]) == "בביתה"
    assert MwtJoiner().join("decirla", ["decir", "la"], ["decir", "lo"]) == "decirlo"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shipped_gazetteers(lang, repo):
    text = (repo / "src" / "fairwrite" / "cda" / "animacy" / f"{lang}.tsv").read_text(encoding="utf-8")
    assert "Provenance" in text  # every list says where it comes from
    gazetteer = Gazetteer.load(lang)
    assert len(gazetteer) >= 100
    masculine = [p.masculine for p in gazetteer.pairs]
    assert len(masculine) == len(set(masculine))
    for pair in gazetteer.pairs:
        assert gazetteer.counterpart(pair.masculine, "Fem") == pair.feminine
        if not pair.masc_only:
            back = gazetteer.counterpart(pair.feminine, "Masc")
            assert back == pair.masculine or gazetteer.counterpart(back, "Fem") == pair.feminine


def test_gazetteer_matching():
    es = Gazetteer.load("es")
    assert es.counterpart("ingeniero", "Fem") == "ingeniera" and es.counterpart("actriz", "Masc") == "actor"
    assert es.counterpart("mujer", "Masc") == "hombre"  # masc-only marido/mujer does not claim mujer
    assert es.is_animate(tok("periodista", "periodista", "NOUN", Gender="Fem", Number="Sing"))
    assert not es.is_animate(tok("política", "política", "NOUN", Gender="Fem", Number="Sing"))  # politics
    assert not es.is_animate(tok("mesa", "mesa", "NOUN", Gender="Fem", Number="Sing"))
    de = Gazetteer.load("de")
    assert de.counterpart("Lehrer", "Fem") == "Lehrerin" and "lehrer" not in de  # German is case-sensitive

"""German casing for ALL-CAPS and Title-Case input: nouns capitalised, everything else lower case.

The boundary normaliser (:mod:`fairwrite.text.boundary`) lowers a shouted or title-cased segment before
the engine sees it; German capitalises its nouns, and the engine finds person nouns by their capital,
so the lexicon decides which words get theirs back.
"""

from __future__ import annotations

from fairwrite.de.lexicon import lexicon

#: Closed-class words that are also the surface of some noun (*Sein*, *Ihr*, *Mit*): never capitalised.
_FUNCTION_WORDS = frozenset(
    str.split(
        """der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner
    ich du er sie es wir ihr mich dich sich uns euch mir dir ihm ihn ihnen man
    mein meine dein deine sein seine seinen seinem seiner seines ihre ihren ihrem ihrer ihres unser unsere
    euer eure jeder jede jedes jeden jedem dieser diese dieses diesen diesem alle allen aller
    und oder aber denn dass ob wenn als wie weil da so auch nicht nur noch schon sehr
    in im an am auf aus bei mit nach seit von vom zu zum zur für gegen ohne um über unter vor hinter neben zwischen
    ist sind war waren bin bist seid wird werden wurde wurden hat haben hatte hatten kann können muss müssen
    soll sollen will wollen darf dürfen mag möchte"""
    )
)


#: Subject pronouns: a word right after one that ends like a finite verb is that verb (*sie ahnen*,
#: *er leitet*), not a noun spelt the same (*Ahnen*, *Leiter*). (*wir lehrer*: no verb ending, a noun.)
_SUBJECTS = frozenset(str.split("ich du er sie es wir ihr man"))
_VERB_ENDINGS = ("en", "t", "st", "e")


def truecase(word: str, sentence_initial: bool, previous: str = "") -> str:
    """``word`` (lower case) as it is written in running German text; ``previous``: the word before it
    in the same sentence (lower case), when the caller knows it."""
    capital = word[:1].upper() + word[1:]
    if sentence_initial:
        return capital
    if word in _FUNCTION_WORDS:
        return word
    if previous in _SUBJECTS and word.endswith(_VERB_ENDINGS):
        return word  # SIE AHNEN NICHTS: sie ahnen, the verb after its subject (issue 46)
    lex = lexicon()
    if lex.is_person(capital) or lex.is_participle_noun(capital):
        return capital
    if lex.is_noun(capital) and not lex.is_adjective_form(word):
        return capital
    return word


truecase.context = True  # type: ignore[attr-defined]  # it reads the word before (text.boundary)

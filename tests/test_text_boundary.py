"""The rewriter boundary: engines see NFC, sentence-cased text without markup; users get their own back."""

from __future__ import annotations

import re

from hypothesis import example, given
from hypothesis import strategies as st

from fairwrite.text.boundary import BoundaryRewriter, _merge, _split

TABLE = {"He": "They", "he": "they", "his": "their", "is": "are", "Lehrer": "Lehrer*innen"}


class Swap:
    """A toy engine: he → they, his → their, Lehrer → Lehrer*innen (on clean, sentence-cased text)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def rewrite(self, texts):
        for text in texts:
            self.seen.append(text)
            yield re.sub(r"\w+", lambda m: TABLE.get(m.group(), m.group()), text)


def rewrite(text: str, lang: str = "en") -> tuple[str, str]:
    engine = Swap()
    out = BoundaryRewriter(engine, lang).rewrite_one(text)
    return out, engine.seen[0]


def test_the_engine_sees_clean_text_and_the_user_gets_the_markup_back():
    assert rewrite("**He** is _his_ friend.") == ("**They** are _their_ friend.", "He is his friend.")
    assert rewrite("He is <b>his</b> friend.<br>Yes.") == (
        "They are <b>their</b> friend.<br>Yes.",
        "He is his friend. Yes.",
    )
    assert rewrite("HE IS HIS FRIEND.") == ("THEY ARE THEIR FRIEND.", "He is his friend.")
    assert rewrite("He Is His Friend") == ("They Are Their Friend", "He is his friend")
    assert rewrite("Die Leh\u00adrer") == ("Die Leh\u00adrer*innen", "Die Lehrer")


def test_gender_stars_and_gaps_are_not_emphasis():
    assert rewrite("Die Lehrer*innen und Lehrer_innen")[1] == "Die Lehrer*innen und Lehrer_innen"
    assert rewrite("* He is here.")[0] == "* They are here."  # a list bullet is not emphasis


def test_decomposed_text_is_matched_composed_and_kept_decomposed():
    out, seen = rewrite("He is his Schu\u0308ler.")
    assert seen == "He is his Sch\u00fcler." and out == "They are their Schu\u0308ler."


def test_plain_text_reaches_the_engine_unchanged():
    assert rewrite("He is his friend.") == ("They are their friend.", "He is his friend.")


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=80))
@example("**a** _b_ <i>c</i> d\u00ade\u0301 Ä")
@example("A**B**C")
@example("<br><br>")
def test_an_unchanged_rewrite_gives_back_exactly_the_input(text):
    segment = _split(text)
    assert _merge(segment, segment.clean) == text
    assert BoundaryRewriter(Swap(), "en").rewrite_one(text) is not None

"""English default mode (issue 41, s12): one referent, one decision, and no guess past a likelier referent.

- A gendered noun stays when a pronoun that refers to it stays (*any businessman … keep him*: never
  *any business person … keep him*).
- A capitalised pronoun inside a sentence refers to God (or is set apart on purpose): never rewritten.
- A generic noun binds a pronoun past someone of the pronoun's gender named before it only as the subject of
  the pronoun's clause (*My husband … a person, … his list*: the husband's).
- An indefinite object of someone the text points at (*he wants an heir*) is no generic statement.
- A reporting clause set off after the report (*…, he wrote*) is its speaker.

Lines from the first halves of ``corpora/text/en`` (file and line in the comments) or written here.
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str) -> str:
    return rewrite_line("en", text)


KEPT = [
    # state_union.txt:5687 — the pronoun stays (an object the quantifier does not bind), so the noun does too
    "the most damaging and devastating thing you can do to any businessman in America is to keep him in doubt "
    "and to keep him guessing on what our tax policy is.",
    # brown.txt:9404 — His, capitalised: God
    "As only a member of the family can share in the innermost joys of the family, likewise one must belong to "
    "the family of God in order to receive the benefits that are promised to those who are His own.",
    # webtext.txt:11396 — his is the husband's, named before the generic noun
    "My husband has this hierarchy of terrible things that can happen to a person, and you wanna know what tops "
    "off his list?",
    # written: a wish of his and hers, no rule about heirs
    "He wants an heir, and she wants diamonds, and so the bargain is struck.",
    "She hired a nurse last year and he was very kind.",
]


@pytest.mark.parametrize("line", KEPT)
def test_kept(line: str) -> None:
    assert rewrite(line) == line


REWRITTEN = [
    # written: the quantifier binds both the noun's pronouns, and the noun is rewritten with them
    ("No policeman is popular when he uses his stick.", "No police officer is popular when they use their stick."),
    # written: a generic subject binds past a rival of the same gender
    (
        "My father always said that a doctor must wash his hands.",
        "My father always said that a doctor must wash their hands.",
    ),
    # written: a reporting clause set off after the report is its speaker, not the rule's person
    ("A doctor must wash his hands, he said.", "A doctor must wash their hands, he said."),
    # written: an indefinite object of the generic you of a rule
    ("If you hire a nurse, he must be licensed.", "If you hire a nurse, they must be licensed."),
]


@pytest.mark.parametrize(("line", "expected"), REWRITTEN)
def test_rewritten(line: str, expected: str) -> None:
    assert rewrite(line) == expected

"""English edit helpers: casing and article choice for :class:`~fairwrite.text.edits.Edit` s.

Casing follows the replaced word (*He* → *They*, *HE* → *THEY*), and an
indefinite article directly before a replaced noun is re-chosen for the new word (*an actress* → *an
actor*, *a heiress* → … *an heir*).
"""

from __future__ import annotations

import re

from fairwrite.text.edits import Edit


def _letters(word: str) -> str:
    return "".join(c for c in word if c.isalpha())


def match_case(original: str, replacement: str) -> str:
    """``replacement`` cased like ``original``: ALL CAPS, Capitalised or as written in the table.

    A one-letter original (*'S*, *I*) counts as capitalised unless the text around it says otherwise,
    which callers decide by passing a longer ``original`` (see :func:`case_like`).
    """
    letters = _letters(original)
    if not letters:
        return replacement
    if letters.isupper() and len(letters) > 1:
        return replacement.upper()
    if letters[0].isupper():
        return _capitalise(replacement)
    if letters.islower():
        return replacement[:1].lower() + replacement[1:] if replacement[:1].isupper() else replacement
    return replacement


def case_like(original: str, replacement: str, context: str = "") -> str:
    """:func:`match_case`, where a short ``original`` (*HE*, *'S*) is upper-cased only if ``context``
    (the words around it) is upper case too, so that *HE* in *HE said* → *THEY* but *I* stays sane."""
    letters = _letters(original)
    if len(letters) == 1 and letters.isupper():
        around = _letters(context)
        if around and around.isupper() and len(around) > 1:
            return replacement.upper()
        return _capitalise(replacement) if original[:1].isalpha() else replacement
    return match_case(original, replacement)


_APOSTROPHES = ("'", "’", "`", "´")


def token_case(token, new: str) -> str:
    """``new`` cased like the spaCy ``token`` it replaces.

    Words of two letters or more follow their own casing (*He* → *They*, *HE* → *THEY*); a clitic (*'S*)
    or one-letter token is upper-cased only inside upper-case text, and a clitic keeps its apostrophe.
    """
    text = token.text
    clitic = text[:1] in _APOSTROPHES and new[:1] in _APOSTROPHES
    if not clitic and sum(c.isalpha() for c in text) >= 2:
        return match_case(text, new)
    doc = token.doc
    context = " ".join(
        doc[j].text for j in range(max(0, token.i - 2), min(len(doc), token.i + 3)) if j != token.i
    )
    if clitic:
        around = _letters(context)
        upper = text[1:].isupper() and len(around) > 1 and around.isupper()
        return text[0] + (new[1:].upper() if upper else new[1:])
    return case_like(text, new, context)


def _capitalise(word: str) -> str:
    for i, c in enumerate(word):
        if c.isalpha():
            return word[:i] + c.upper() + word[i + 1 :]
    return word


# --- indefinite articles ----------------------------------------------------------------------------------

_VOWEL_SOUND_EXCEPTIONS = ("heir", "honest", "honor", "honour", "hour")
_CONSONANT_SOUND_EXCEPTIONS = ("uni", "use", "usu", "uti", "eu", "one", "once", "ewe", "ubi")
_ARTICLE_BEFORE = re.compile(r"(?<![\w'’-])(a|an)(\s+)$", re.IGNORECASE)


def indefinite_article(word: str) -> str:
    """``a`` or ``an`` for ``word``, by its first sound (a small exception list covers *heir*, *usher*…)."""
    w = word.lower().lstrip("\"'‘“(")
    if not w:
        return "a"
    if w.startswith(_VOWEL_SOUND_EXCEPTIONS):
        return "an"
    if w.startswith(_CONSONANT_SOUND_EXCEPTIONS):
        return "a"
    return "an" if w[0] in "aeiou" else "a"


def noun_edits(text: str, match, new: str) -> list[Edit]:
    """Replace the noun ``match`` by ``new`` (cased like it) and re-choose an indefinite article before it."""
    edits = [Edit(match.start(), match.end(), match_case(match.group(0), new))]
    if new.endswith("s") and not match.group(0).lower().endswith("s") and text[match.end() : match.end() + 2] in ("'s", "’s"):
        edits.append(Edit(match.end() + 1, match.end() + 2, ""))  # *workmen's* → *workers'*, not *workers's*
    article = article_edit(text, match.start(), new)
    if article is not None:
        edits.append(article)
    return edits


def article_edit(text: str, start: int, new_word: str) -> Edit | None:
    """The edit fixing an indefinite article right before ``text[start:]`` when ``new_word`` needs the other one."""
    match = _ARTICLE_BEFORE.search(text, max(0, start - 16), start)  # lookbehind still sees before pos
    if match is None:
        return None
    article = match.group(1)
    wanted = indefinite_article(new_word)
    if article.lower() == wanted:
        return None
    if article.islower():
        cased = wanted
    elif article.isupper() and len(article) > 1:
        cased = wanted.upper()
    else:
        cased = wanted.capitalize()
    return Edit(match.start(1), match.end(1), cased)

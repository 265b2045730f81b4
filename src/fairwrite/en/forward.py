"""English forward rewriter: gendered text → gender-neutral text with singular *they*.

Vanmassenhove et al. (2021) and Amrhein et al. (2023, §2.1, App. E), re-implemented on spaCy:

- pronouns: *he/she* → *they*, *him* → *them*, *her* → *them* or *their*, *his* → *their* or *theirs*,
  *hers* → *theirs*, *himself/herself* → *themself* (``reflexive="themselves"`` for the plural form);
  *her* and *his* are disambiguated from tags, dependencies and the word that follows;
- subject–verb agreement wherever *they* becomes a subject (:mod:`fairwrite.en.agreement`): present
  tense, *be/have/do*, negations (*doesn't* → *don't*), questions (*Is he* → *Are they*), contractions
  (*he's* → *they're* or *they've*), coordinated verbs (*walks and talks* → *walk and talk*);
- nouns (``nouns=True``, the default): gender-marked job titles, generic *man*, unnecessary feminine forms
  and the titles *Mrs*/*Miss* (→ *Ms*), keeping number, capitalisation and a/an agreement.

``referents`` (:data:`fairwrite.schema.REFERENTS`): ``generic`` (the default) rewrites a pronoun only when
its antecedent is shown to be generic and a gendered noun only in generic use, and keeps everything about
specific people (:mod:`fairwrite.en.referents`); ``all`` rewrites every gendered reference, as the papers'
benchmarks do. Pair forms become one *they* (*his or her* → *their*; ``pairs="each"``, the default under
``all``, keeps the halves of a slash pair as the benchmarks' references write them: *they/they*).
Upper-case text is parsed case-folded (:meth:`ForwardRewriter.view`), so case never changes what is
rewritten.

Everything else stays byte-identical; segments without a gendered word come back unchanged without
being parsed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from fairwrite.en import lexicon, referents
from fairwrite.en.agreement import finite_verbs, glued_clitic_edit, is_clitic, lemmas_of, pluralise
from fairwrite.en.edits import match_case, noun_edits, token_case
from fairwrite.en.engine import Kind, RuleEngine
from fairwrite.en.lexicon import word_set
from fairwrite.errors import FairwriteError
from fairwrite.schema import check_referents
from fairwrite.text.edits import Edit, apply_edits

#: Tags of a word after *her*/*his* that start the noun phrase they determine.
_NOMINAL_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "JJ", "JJR", "JJS", "CD", "VBG", "FW", "AFX"})
#: Tags of a word after *her* that show it is an object (*gave her the book*, *told her that*).
_NOT_NOMINAL_TAGS = frozenset(
    {"DT", "PDT", "IN", "TO", "PRP", "PRP$", "WDT", "WP", "WP$", "WRB", "MD", "CC", "EX", "RP", "UH", "POS"}
)


class ForwardRewriter(RuleEngine):
    """Gendered English → singular *they* (see the module docstring)."""

    # set by RuleEngine.__init__ from the keyword options
    nouns: bool
    reflexive: str
    titles: str | None
    pairs: str
    referents: str

    def __init__(
        self,
        *,
        nouns: bool = True,
        reflexive: str = "themself",
        titles: str | None = "Ms",
        pairs: str | None = None,
        referents: str = "generic",
        model: str | None = None,
        n_process: int = 1,
        batch_size: int = 256,
    ) -> None:
        if reflexive not in lexicon.REFLEXIVE_FORMS:
            raise FairwriteError(
                f"reflexive must be one of {', '.join(lexicon.REFLEXIVE_FORMS)}, not {reflexive!r}"
            )
        if not isinstance(nouns, bool):
            raise FairwriteError(f"nouns must be true or false, not {nouns!r}")
        check_referents(referents)
        if pairs is None:  # the benchmarks' references write *they/they*; running text wants one *they*
            pairs = "each" if referents == "all" else "merge"
        if pairs not in ("each", "merge"):
            raise FairwriteError(
                f"pairs must be 'each' (he/she → they/they) or 'merge' (→ they), not {pairs!r}"
            )
        super().__init__(
            model=model, n_process=n_process, batch_size=batch_size, referents=referents,
            nouns=nouns, reflexive=reflexive, titles=titles if nouns and referents == "all" else None, pairs=pairs,
        )

    def context_use(self, text: str) -> str:
        """``generic`` looks back only for a person noun in a generic statement; a segment that mentions
        someone else ends the window (see :func:`fairwrite.en.referents.kept`). ``all`` reads no context."""
        if self.referents != "generic":
            return "stop"
        if referents.may_hold_generic(text):
            return "parse"
        return "stop" if referents.may_mention(text) else "skip"

    def alone(self, text: str) -> bool:
        """``generic``: a segment with no pair form, no gendered noun and no word a generic antecedent could be
        (:func:`fairwrite.en.referents.may_be_generic`) keeps every pronoun unless its context offers one."""
        return (
            self.referents == "generic"
            and not referents.may_be_generic(text)
            and not self._pairs(text)
            and not (self.nouns and lexicon.find_nouns(text))
        )

    def view(self, text: str) -> str:
        """Upper-case text (*I LIKED PICASSO MORE WHEN HE …*) is parsed case-folded: the tagger reads capitals
        as names, so case would change what is rewritten; the edits take the case back from the text."""
        return _folded(text) if _shouting(text) else text

    # --- classification --------------------------------------------------------------------------------

    def kind(self, text: str) -> Kind:
        if not lexicon.may_need_rewriting(text, nouns=self.nouns):
            return Kind.SKIP
        pronouns = {m.group(0).lower() for m in lexicon.find(lexicon.GENDERED_PRONOUN_RE, text)}
        if pronouns - lexicon.CONTEXT_FREE_FORWARD:
            return Kind.PARSE
        if pronouns:
            # generic: whom *him* refers to decides (unless it is only part of a pair form: *him/her*)
            return Kind.PARSE if self.referents == "generic" and _outside(
                lexicon.find(lexicon.GENDERED_PRONOUN_RE, text), self._pairs(text)) else Kind.LEXICAL
        nouns = lexicon.find_nouns(text) if self.nouns else []
        if self.referents == "generic" and any(_person(match) for match in nouns):
            return Kind.PARSE  # *spokesman* may describe a named person, *the firemen rushed in* narrates
        if nouns or (self.titles and lexicon.find(lexicon.TITLE_RE, text)):
            return Kind.LEXICAL
        return Kind.SKIP

    # --- rewriting ---------------------------------------------------------------------------------------

    def rewrite_lexical(self, text: str) -> str:
        pairs = self._pairs(text)
        edits = [edit for pair in pairs for edit in pair.edits]
        for match in _outside(lexicon.find(lexicon.GENDERED_PRONOUN_RE, text), pairs):
            word = match.group(0)
            edits.append(Edit(match.start(), match.end(), match_case(word, self._context_free(word.lower()))))
        edits += self._noun_edits(text)
        return apply_edits(text, edits)

    def _pairs(self, text: str) -> list[_Pair]:
        """Pair forms (*he or she*, *his/her*, *s/he*): one neutral form each, or one per half (``pairs``)."""
        if "/" not in text and " or " not in text.lower() and "(" not in text:
            return []
        found = []
        for match in lexicon.find(lexicon.PAIR_RE, text):
            form = lexicon.pair_form(match)
            new = self.reflexive if form == "self" else form
            # *s/he* has no halves to keep, and *he or she* never becomes *they or they* (issue 41)
            if self.pairs == "merge" or match.group("they9") or "/" not in match.group(0):
                edits = [Edit(match.start(), match.end(), match_case(match.group(0).lstrip("("), new))]
            else:  # *he/she* → *they/they*, as the benchmark references write it
                edits = [
                    Edit(m.start(), m.end(), match_case(m.group(0), new))
                    for m in lexicon.GENDERED_PRONOUN_RE.finditer(text, match.start(), match.end())
                ]
            found.append(_Pair(match.start(), match.end(), form, edits))
        return found

    def rewrite_doc(self, doc, text: str | None = None, context: Iterable = ()) -> str:
        text = doc.text if text is None else text
        verbs: dict[int, Any] = {}
        pairs = self._pairs(text)
        matches = _outside(lexicon.find(lexicon.GENDERED_PRONOUN_RE, text), pairs)
        keep = referents.kept(doc, matches, context) if self.referents == "generic" else set()
        edits: list[Edit] = [edit for pair in pairs for edit in pair.edits]
        for pair in pairs:
            if pair.form == "they":  # the pair is one subject: its verb agrees with *they*
                span = doc.char_span(pair.start, pair.end, alignment_mode="expand") or ()
                found = [v for t in span if t.lower_ in lexicon.SUBJECT for v in finite_verbs(t, pair=True)]
                if not found and span:  # *(S)he knows*: no usable parse, take the verb right after
                    found = finite_verbs(span[-1], pair=True, linear=True)
                verbs.update((v.i, v) for v in found)
        # the pre-filter's matches drive the rewrite, so every word it finds is rewritten (idempotence),
        # but for the references to specific people ``referents="generic"`` keeps
        for match in matches:
            if match.start() in keep:
                continue
            low = match.group(0).lower()
            span = doc.char_span(match.start(), match.end())
            if span is None or len(span) != 1:  # inside a token spaCy did not split (*he'II*)
                new = (
                    self._context_free(low)
                    if low in lexicon.CONTEXT_FREE_FORWARD
                    else _unsplit(low, text, match.end())
                )
                edits.append(Edit(match.start(), match.end(), match_case(match.group(0), new)))
                clitic = glued_clitic_edit(text, match.end(), plural=True) if low in lexicon.SUBJECT else None
                if clitic is not None:
                    edits.append(Edit(*clitic))
                continue
            token = span[0]
            if low in lexicon.SUBJECT and token.i > 0 and token.doc[token.i - 1].lower_ in ("a", "an", "the"):
                continue  # *a he*, *the she*: a noun, not a pronoun
            if low in lexicon.SUBJECT:
                new = "they"
                for verb in finite_verbs(token):
                    verbs[verb.i] = verb
            elif low == "her":
                new = "their" if _her_is_possessive(token) else "them"
            elif low == "his":
                new = "their" if _his_is_determiner(token) else "theirs"
            else:
                new = self._context_free(low)
                if low in lexicon.REFLEXIVES and token.dep_ in ("nsubj", "nsubjpass"):
                    for verb in finite_verbs(token):
                        verbs[verb.i] = verb
            edits.append(Edit(token.idx, token.idx + len(token.text), token_case(token, new)))
        nouns = lexicon.forward_nouns() if self.nouns else {}
        for verb in list(verbs.values()):
            stem = _hyphenated(verb)
            if stem is not None:  # *he re-sits*: spaCy splits *re - sits*; the last part agrees
                del verbs[verb.i]
                verbs[stem.i] = stem
        for verb in verbs.values():
            if lexicon.lookup(nouns, verb.text) is not None:
                continue  # *he waitresses*: a gendered noun the parser took for a verb; the noun rules rewrite it
            new = pluralise(verb)
            if new is None or new.lower() == verb.lower_:
                continue
            cased = token_case(verb, new)
            if is_clitic(verb) and not verb.doc[verb.i - 1].lower_.endswith("he"):  # not *he's*, *(s)he's*
                # the clitic hangs on another word and the subject follows (*Where's he*): *Where are they*
                full = {"re": "are", "ve": "have"}[new[1:].lower()]
                cased = " " + (full.upper() if cased[1:].isupper() else full)
            edits.append(Edit(verb.idx, verb.idx + len(verb.text), cased))
        if doc.text != text:  # parsed case-folded (:meth:`view`): the words take their case from the text
            edits = [_recased(text, edit) for edit in edits]
        edits += self._noun_edits(text, keep)
        return apply_edits(text, edits)

    def _context_free(self, low: str) -> str:
        if low in lexicon.REFLEXIVES:
            return self.reflexive
        return {"him": "them", "hers": "theirs", "he": "they", "she": "they", "his": "their", "her": "them"}[
            low
        ]

    def _noun_edits(self, text: str, keep: set[int] = frozenset()) -> list[Edit]:  # type: ignore[assignment]
        """Edits of the table's nouns (except those starting at a char offset in ``keep``) and titles."""
        if not self.nouns:
            return []
        edits = []
        table = lexicon.forward_nouns()
        for match in lexicon.find_nouns(text):
            entry = lexicon.lookup(table, match.group(0))
            if entry is None or match.start() in keep:
                continue
            edits += noun_edits(text, match, _noun_form(entry, text, match.end()))
        if self.titles:
            for match in lexicon.find(lexicon.TITLE_RE, text):
                title = match.group("mrs") or match.group("miss")
                edits.append(Edit(match.start(), match.start() + len(title), match_case(title, self.titles)))
        return edits


def _person(match: re.Match[str]) -> bool:
    """A gendered job title or feminine form (*spokesman*, *actresses*), or a generic-*man* noun that may be
    said of someone (*Laura Dobson, a freshman*; *a man in the street*): it may describe a specific person
    or group, which only the parse can tell (:mod:`fairwrite.en.referents`); *mankind* is generic."""
    entry = lexicon.lookup(lexicon.forward_nouns(), match.group(0))
    return entry is not None and (entry.category != "man" or match.group(0).lower() not in referents.NOT_PEOPLE)


_CASED_WORD = re.compile(r"[^\W\d_]{2,}")


def _shouting(text: str) -> bool:
    """Most words of two letters or more are in capitals."""
    words = _CASED_WORD.findall(text)
    upper = sum(word.isupper() for word in words)
    return upper >= 2 and 2 * upper > len(words)


def _folded(text: str) -> str:
    """``text`` in lower case, same length (a character whose lower case is longer stays), with *I* and the
    first letter in capitals as in ordinary text."""
    folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    folded = re.sub(r"(?<![\w'’])i(?![\w'’])", "I", folded)
    first = next((k for k, c in enumerate(folded) if c.isalpha()), None)
    return folded if first is None else folded[:first] + folded[first].upper() + folded[first + 1 :]


#: Prefixes spaCy splits off a hyphenated verb (*re-sits* → *re*, *-*, *sits*).
_VERB_PREFIXES = word_set("re co pre post over under out un mis de dis non self cross")


def _hyphenated(verb):
    """The last part of a hyphenated verb whose prefix the parse took for the verb (*re*-*sits*), or None."""
    doc = verb.doc
    if verb.lower_ not in _VERB_PREFIXES or verb.i + 2 >= len(doc) or verb.whitespace_:
        return None
    hyphen, stem = doc[verb.i + 1], doc[verb.i + 2]
    return stem if hyphen.text == "-" and not hyphen.whitespace_ and stem.is_alpha else None


def _recased(text: str, edit: Edit) -> Edit:
    """``edit`` with its replacement in capitals where the text it replaces is (upper-case text)."""
    letters = [c for c in text[edit.start : edit.end] if c.isalpha()]
    if letters and all(c.isupper() for c in letters):
        return edit._replace(text=edit.text.upper())
    return edit


@dataclass(frozen=True)
class _Pair:
    start: int
    end: int
    form: str  # they, their, them, theirs, self
    edits: list[Edit]


def _outside(matches: list, pairs: list[_Pair]) -> list:
    """The pronoun matches that are not part of a pair form."""
    if not pairs:
        return matches
    return [m for m in matches if not any(p.start <= m.start() < p.end for p in pairs)]


def _noun_form(entry: lexicon.NounEntry, text: str, end: int) -> str:
    """The neutral form; *freshman* used as a modifier (*freshman year*) becomes *first-year*."""
    if entry.gendered.lower() in ("freshman", "freshmen"):
        rest = text[end:].lstrip()
        head = rest.split(" ", 1)[0].strip(".,;:!?")
        if rest[:1].islower() and head in ("year", "years"):
            return "first"
        if rest[:1].islower() and head in _FRESHMAN_HEADS:
            return "first-year"
    return entry.neutral


_FRESHMAN_HEADS = frozenset(
    [
        "year",
        "class",
        "orientation",
        "dorm",
        "dorms",
        "seminar",
        "seminars",
        "course",
        "courses",
        "roommate",
        "roommates",
        "students",
        "student",
        "senator",
        "senators",
        "composition",
        "english",
        "writing",
        "fall",
        "spring",
        "semester",
        "level",
        "team",
    ]
)


def _unsplit(low: str, text: str, end: int) -> str:
    """The neutral form of a pronoun spaCy left inside a longer token (*he'II*, *hisn's*)."""
    if low in ("he", "she"):
        return "they"
    if low == "her":
        return "their" if text[end : end + 1].isalpha() else "them"
    return {"his": "their"}[low]


def _next(token, skip_quotes: bool = False):
    doc = token.doc
    i = token.i + 1
    if skip_quotes:
        while i < len(doc) - 1 and doc[i].tag_ in ("``", "''") and not doc[i].whitespace_:
            i += 1
    return doc[i] if i < len(doc) else None


#: Verbs taking two objects: *gave her flowers* is *them* + object, not *their flowers*.
_DITRANSITIVE = word_set("""give offer tell teach send lend sell owe promise hand ask charge pay provide grant award bring buy
    cost deny show feed serve fetch pass throw make cook bake build find save leave email text mail
    loan refund tip wish bid""")
#: … when the object is something handed over: a plural, an amount, *something*, or a mass noun.
_TRANSFERRED = word_set("""advice feedback information money help assistance access credit food bread water medicine coffee tea
    gratitude thanks time attention guidance news cash encouragement comfort notice trouble hell
    grief shit crap something nothing anything everything lots plenty directions instructions orders
    suggestions questions flowers tips gifts presents""")
#: Plural objects that are usually one's own (*showed her teeth*, *sent her kids*), not handed over.
_OWN_PLURALS = word_set("""teeth hands eyes feet legs arms kids children sons daughters parents friends belongings things
    clothes keys bills thoughts feelings regards condolences respects""")
#: Verbs with a bare infinitive after their object: *help her figure out*, *made her feel welcomed*.
_BARE_INFINITIVE = word_set("help let make see watch hear have feel notice bid")
#: Adverbs that can sit inside a noun phrase after a determiner (*her very best friend*).
_NP_ADVERBS = word_set("""very most least more less really extremely quite truly only incredibly pretty absolutely totally
    super increasingly highly fairly rather newly recently late dearly so too ever now then""")
#: Words no possessive determines: indefinite pronouns and adverbs the tagger may call nouns.
_NOT_DETERMINED = word_set("""someone somebody everyone everybody anyone anybody nobody noone something nothing anything everything
    anyways anyway too either again today tonight yesterday tomorrow lately though instead goodbye
    goodnight farewell hello hi bye please thanks""")
#: Verbs of taking someone somewhere: *took her home* (them), unlike *felt her home was hers* (their).
_MOTION = word_set("""take drive walk bring send get see follow escort carry ride fly ship help invite accompany call rush
    chase lead""")


#: Words standing for a whole noun phrase after a possessive: *did her best*, *gave it her all*.
_NOMINAL_SUPERLATIVES = frozenset({"all", "best", "worst", "utmost", "bit", "part", "share"})


def _ends_phrase(token) -> bool:
    """Nothing nominal follows ``token``: end, punctuation or a conjunction."""
    nxt = _next(token)
    return nxt is None or nxt.is_punct or nxt.tag_ == "CC"


def _np_head(token):
    """The first noun after a determiner, skipping adjectives, adverbs and numbers (None if none)."""
    doc = token.doc
    for i in range(token.i + 1, min(len(doc), token.i + 6)):
        t = doc[i]
        if t.tag_ in ("NN", "NNS", "NNP", "NNPS"):
            # a noun followed by another noun is a compound modifier: keep going
            if i + 1 < len(doc) and doc[i + 1].tag_ in ("NN", "NNS"):
                continue
            return t
        if (
            t.tag_ in ("JJ", "JJR", "JJS", "CD", "RB", "RBR", "RBS", "VBN", "VBG", "HYPH", "POS")
            or t.lower_ == "own"
        ):
            continue
        return None
    return None


def _dative(token, nxt) -> bool:
    """*her* between a ditransitive verb and its direct object (*gave her flowers*)."""
    prev = token.doc[token.i - 1] if token.i > 0 else None
    if prev is None or prev.pos_ not in ("VERB", "AUX") or prev.lemma_ not in _DITRANSITIVE:
        return False
    if prev.lemma_ in ("wish", "bid"):
        return True
    if nxt.tag_ == "CD":
        return True
    head = _np_head(token)
    if head is None:
        return False
    after = token.doc[head.i + 1] if head.i + 1 < len(token.doc) else None
    if after is not None and after.lower_ in ("to", "for"):
        return False  # *gave her keys to the guard*: her keys
    word = head.lower_
    if word in _OWN_PLURALS:
        return False
    return (
        word in _TRANSFERRED
        or (head.tag_ == "NNS" and head.i == nxt.i)
        or any(t.tag_ == "CD" for t in token.doc[token.i + 1 : head.i])
    )


def _verb_after_object(token, nxt) -> bool:
    """*help her figure out*, *made her feel welcomed*, *heard her sing*, *found her crying*: a verb after
    *her* that has it as its subject."""
    if _verb_only(nxt.lower_) or nxt.lower_ in _VERB_ONLY_EXTRA:
        return True  # *sing*, *know*, *eat*: no noun reading for *her* to determine
    prev = token.doc[token.i - 1] if token.i > 0 else None
    if prev is None or prev.pos_ not in ("VERB", "AUX"):
        return False
    if nxt.tag_ == "VBG" and prev.lemma_ in _PERCEPTION:
        return True
    if prev.lemma_ not in _BARE_INFINITIVE:
        return False
    if nxt.tag_ == "VB":
        return True
    after = token.doc[nxt.i + 1] if nxt.i + 1 < len(token.doc) else None
    return (
        nxt.tag_ in ("NN", "VBP")
        and after is not None
        and (after.tag_ in ("RP", "VBN", "PRP", "DT") or after.lower_ in ("out", "up"))
        and bool(_verb_lemma(nxt.lower_))
    )


def _verb_lemma(word: str) -> bool:
    return bool(lemmas_of(word, upos="VERB"))


@lru_cache(maxsize=8192)
def _verb_only(word: str) -> bool:
    """A base-form verb with no noun reading in lemminflect's dictionary (*sing*, *know*, *eat*)."""
    # heavy (lemminflect imports spaCy): imported on first use
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word)
    return "VERB" in lemmas and "NOUN" not in lemmas and "ADJ" not in lemmas and word in lemmas["VERB"]


#: Verbs whose object is seen doing something: *found her crying*, *heard her singing*.
_PERCEPTION = word_set("see watch hear find catch leave keep notice feel imagine spot picture")
#: Base forms that the dictionary also lists as nouns but that are verbs after an object pronoun.
_VERB_ONLY_EXTRA = frozenset()


def _her_is_possessive(token) -> bool:
    """*her* as a determiner (→ *their*) rather than an object (→ *them*)."""
    nxt = _next(token, skip_quotes=True)
    spacy_says = token.tag_ == "PRP$" or token.dep_ == "poss"
    if nxt is None or nxt.is_punct or nxt.is_space or nxt.like_url or nxt.text.startswith(("@", "#")):
        return False
    if _is_emoji(nxt):
        return False  # *love her ❤️*
    if nxt.lower_ == "own" or (nxt.lower_ in _NOMINAL_SUPERLATIVES and _ends_phrase(nxt)):
        return True  # *her own*, *gave it her all*, *did her best*
    if nxt.tag_ in _NOT_NOMINAL_TAGS or is_clitic(nxt) or nxt.lower_ in _NOT_DETERMINED:
        return False
    if nxt.tag_ in ("RB", "RBR", "RBS") and nxt.lower_ not in _NP_ADVERBS:
        return False  # *love her so much*, *with her just now*
    if nxt.tag_ in ("JJ", "JJR", "RB", "RBR", "RBS") and _np_head(token) is None:
        return False  # *made her happy*, *see her healthy and happy*, *looked at her weird*
    if nxt.lower_ in ("home", "back", "away") and token.i > 0 and token.doc[token.i - 1].lemma_ in _MOTION:
        return False  # *took her home*
    if _dative(token, nxt) or _verb_after_object(token, nxt) or _compared(nxt) or _told_that(token):
        return False
    if _coordinated_determiner(nxt):
        return True  # *her or his car*
    if nxt.tag_ in ("NN", "NNS", "NNPS") and nxt.dep_ != "npadvmod":
        return True
    return spacy_says


def _is_emoji(token) -> bool:
    """Emoji and other non-ASCII symbols: no word for a possessive to determine."""
    return not any(c.isalnum() for c in token.text) and any(ord(c) > 127 for c in token.text)


#: Verbs with an object and a clause: *told her Mark was coming* (them), not *her Mark*.
_TELL = word_set("tell inform remind assure warn promise convince persuade show teach ask notify")


def _told_that(token) -> bool:
    """*her* between a verb of telling and a clause whose subject follows it (*told her Mark was late*)."""
    prev = token.doc[token.i - 1] if token.i > 0 else None
    if prev is None or prev.lemma_ not in _TELL:
        return False
    head = _np_head(token)
    if head is None:
        return False
    after = _next(head)
    return (head.dep_ in ("nsubj", "nsubjpass") and head.head.i > head.i) or (
        after is not None and after.tag_ in ("VBD", "VBZ", "VBP", "MD")
    )


def _compared(nxt) -> bool:
    """*likes her more than …*, *I like his better than hers*: the pronoun stands alone."""
    after = _next(nxt)
    return nxt.lower_ in ("more", "less", "better", "worse", "most", "least") and (
        after is None or after.is_punct or after.lower_ in ("than", "and", "or", "but")
    )


def _coordinated_determiner(nxt) -> bool:
    """*his and her car*, *his or any of his friends' cars*: a determiner coordinated with another."""
    after = _next(nxt)
    return (
        nxt.tag_ == "CC"
        and after is not None
        and after.lower_
        in ("her", "his", "my", "your", "our", "their", "its", "any", "every", "each", "the", "a", "an")
    )


def _his_is_determiner(token) -> bool:
    """*his* before its noun (→ *their*) rather than standing for it (*it is his* → *theirs*)."""
    nxt = _next(token, skip_quotes=True)
    glued_number = nxt is not None and nxt.i + 1 < len(nxt.doc) and nxt.doc[nxt.i + 1].like_num
    if glued_number and nxt.text in ("#", "$", "£", "€") and not nxt.whitespace_:
        return True  # *his #1 fan*, *his $5 bill*
    if nxt is None or nxt.is_punct or nxt.is_space or _is_emoji(nxt):
        return False
    if nxt.lower_ in ("own", "all") or _coordinated_determiner(nxt):
        return True  # *his* is never an object: *his all* is *gave his all* or *his all-guard attacks*
    if _compared(nxt):
        return False
    if nxt.tag_ in _NOT_NOMINAL_TAGS - {"PRP$"} or is_clitic(nxt) or nxt.lower_ in _NOT_DETERMINED:
        return False
    if token.dep_ == "poss" or nxt.tag_ in _NOMINAL_TAGS:
        return True
    return nxt.tag_ in ("RB", "RBR", "RBS") and token.head.i > token.i


def make_rewriter(
    form: str | None = None, direction: str | None = None, *, referents: str = "generic", **options: Any
) -> ForwardRewriter:
    """Registry entry (``fairwrite rewrite --lang en``): ``referents`` (``generic``/``all``), options
    ``nouns``, ``reflexive``, ``titles``, ``model``, ``n_process``, ``batch_size``."""
    if form not in (None, *lexicon.FORMS):
        raise FairwriteError(
            f"English rewriting has one form, singular 'they', under {len(lexicon.FORMS)} names: --form {form} "
            f"is not available; choose from {', '.join(lexicon.FORMS)}"
        )
    if direction not in (None, "to-fair"):
        raise FairwriteError(
            f"English rewriting goes to gender-fair text only; --direction {direction} is not available"
        )
    known = {"nouns", "reflexive", "titles", "pairs", "referents", "model", "n_process", "batch_size"}
    unknown = set(options) - known
    if unknown:
        raise FairwriteError(
            f"unknown option(s) for the English rewriter: {', '.join(sorted(unknown))}; "
            f"known: {', '.join(sorted(known))}"
        )
    return ForwardRewriter(referents=referents, **options)

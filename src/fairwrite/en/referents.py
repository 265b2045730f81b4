"""Which gendered words of an English segment to keep under ``--referents generic`` (issues 14 and 41):
a pronoun is rewritten only when its antecedent is shown to be generic, a gendered noun only in generic use.

The forward rewriter asks this module, per parsed segment:

- **mentions** of people are found in the parse: proper nouns (names, and titles such as *Mr*, *Queen*
  before them; places and firms count too: either way an antecedent that is no generic person), lexically
  gendered nouns (*mother*, *king*, *man*: ``data/gendered_people.tsv``), quantifiers and indefinite
  pronouns (*every doctor*, *each of us*, *anyone*, *whoever*), and person nouns that say nothing about
  gender (*doctor*, *user*: ``data/person_nouns.txt`` and the neutral forms of ``data/nouns.tsv``). A
  person noun is generic only in a generic statement (:func:`_generic_statement`: a condition, a rule or
  ability, a habitual present, an instruction) and when it describes no specific mention; a singular in a
  story or a report (*a colleague told me*, *the spokesman said*) is someone the writer knows;
- a **pronoun** takes the nearest gender-compatible mention before it (for an object pronoun, never the
  subject of its clause), in the segment and then in the previous segments of the document (the engine's
  window; only person nouns in generic statements count there). It is rewritten when that mention is a
  generic person noun, a pronoun already rewritten, or a quantifier that binds it (:func:`_binds`: its own
  clause, not an object pronoun, a comparison, a clause with its own subject or a reported complement),
  and never when it is the speaker of the quote that holds its antecedent. Otherwise, and when there is no
  antecedent at all, it is kept: unclear evidence keeps the text;
- a gendered **noun** of the rewrite table is kept when it describes a specific mention or a kept pronoun
  (*She is a waitress*), when it is capitalised inside a sentence (a name or a title: *the Chairman*), and
  when a singular is not in a generic statement or a group is the subject of a story in the past (*the
  firemen rushed in*). Generic *man* (*mankind*, *layman*) is always generic.

Titles (*Mrs*, *Miss*) always name an individual: the rewriter keeps them under ``generic``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from fairwrite.en import lexicon
from fairwrite.en.lexicon import word_set

#: Gender of each gendered pronoun: ``m`` or ``f``.
PRONOUN_GENDER = {
    **dict.fromkeys(("he", "him", "his", "himself", "hisself"), "m"),
    **dict.fromkeys(("she", "her", "hers", "herself", "herselves"), "f"),
}
#: Indefinite pronouns: generic antecedents (*everyone … his*).
INDEFINITE = word_set("someone somebody anyone anybody everyone everybody nobody whoever")
#: Dependencies of a noun on the name (or gendered noun) it describes: *Chairman* → *Powell*.
_ON_NAME = frozenset({"compound", "appos", "amod", "nmod", "npadvmod"})
#: Dependencies of a name on the noun it describes: *the chairman, John Smith*.
_NAME_ON = frozenset({"appos", "compound"})
#: A noun predicated of the verb's subject: *is a spokesman*, *named sportsman of the year*.
_PREDICATE = frozenset({"attr", "oprd", "acomp"})
_SUBJECT = frozenset({"nsubj", "nsubjpass"})
_SINGULAR = frozenset({"NN", "NNP"})
#: Adjectives that state a person's gender (*a female player*).
_SEX = {"female": "f", "male": "m"}
_ENTITIES = "fairwrite.referents"  # key of a parsed segment's analysis in ``Doc.user_data``


@dataclass(frozen=True)
class Mention:
    """A reference to a person: its head token (index in its segment), its gender (``m``/``f``/``None``:
    not stated), whether it is a specific individual (or unclear: kept), the pronoun it is predicated of,
    if any (*He is a teacher*: the mention is as specific as that pronoun turns out to be), and whether a
    generic mention is a quantifier or indefinite pronoun (*every doctor*, *anyone*), which binds only the
    pronouns of its own clause (see :func:`_binds`)."""

    index: int
    gender: str | None
    specific: bool
    pronoun: int | None = None
    quantified: bool = False


@dataclass
class Analysis:
    """The mentions of one parsed segment, in order, and the gendered table nouns it keeps (char starts)."""

    mentions: list[Mention] = field(default_factory=list)
    kept_nouns: set[int] = field(default_factory=set)
    #: table nouns predicated of a pronoun (*She is a waitress*): (char start, the pronoun's token index)
    predicated: list[tuple[int, int]] = field(default_factory=list)
    #: generic singular table nouns (*any businessman*): head token index → char start, kept again when a
    #: pronoun that refers to them is kept (one referent, one decision)
    table_nouns: dict[int, int] = field(default_factory=dict)


@lru_cache(maxsize=1)
def gendered_people() -> tuple[dict[str, str], dict[str, str]]:
    """``(nouns, titles)``: lexically gendered word (lower case) → ``m``/``f``."""
    text = resources.files("fairwrite.en").joinpath("data/gendered_people.tsv").read_text(encoding="utf-8")
    nouns: dict[str, str] = {}
    titles: dict[str, str] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            word, gender, kind = line.split("\t")
            (titles if kind == "title" else nouns)[word] = gender
    return nouns, titles


@lru_cache(maxsize=1)
def person_nouns() -> frozenset[str]:
    """Singular person nouns (lower case) that say nothing about gender, with the heads of the table's
    singular neutral forms (*police officer* → *officer*, *member of Congress* → *member*)."""
    text = resources.files("fairwrite.en").joinpath("data/person_nouns.txt").read_text(encoding="utf-8")
    words = {line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")}
    for entry in lexicon.noun_entries():
        if entry.number == "sg" and entry.category != "man":
            words.add(re.split(r" (?:of|for) ", entry.neutral.lower())[0].split()[-1])
    return frozenset(words)


#: Capitalised words that start sentences without naming anyone (a segment starting with one needs another
#: clue to be parsed as context).
_COMMON_STARTS = word_set("""the a an this that these those it its i we you they there here what when where why
    how if but and or so in on at for of to with as my our your their he she his her no yes please thanks then
    now also after before all some many most one two three every each any is are was were do does did can could
    will would should may might must not just only even still yet however because while since although though""")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def may_mention(text: str) -> bool:
    """Whether ``text`` may mention a person (a capitalised word that could be a name or title, or a word of
    the person lexicons): a previous segment without one is not parsed as context (cheap pre-filter)."""
    nouns = gendered_people()[0]
    table = lexicon.forward_nouns()
    for k, match in enumerate(_WORD.finditer(text)):
        word = match.group()
        low = word.lower()
        if word[0].isupper() and (k > 0 or low not in _COMMON_STARTS):
            return True
        if low in nouns or low in INDEFINITE or low in person_nouns() or low in table:
            return True
    return bool(lexicon.find_nouns(text))


def _paired(root, entry, table) -> bool:
    """``root`` (a table noun) is coordinated with its own neutral form or with a noun of the same one."""
    neutral = entry.neutral.lower()
    doc = root.doc
    # the conjuncts the parse found, and the words on either side of *and*/*or* (the tagger may take a rare
    # form for a verb: *authors and authoresses*)
    k = root.i
    beside = [doc[k + 2 * step] for step in (-1, 1) if 0 <= k + 2 * step < len(doc) and doc[k + step].lower_ in ("and", "or")]
    for other in (*root.conjuncts, *beside):
        found = lexicon.lookup(table, other.text)
        if other.lower_ == neutral.split()[-1] or (found is not None and found.neutral.lower() == neutral):
            return True
    return False


def _who(token) -> bool:
    """A noun with a *who* relative clause is a person, in the lexicon or not (*the tinker, who was busy*)."""
    return any(c.dep_ == "relcl" and any(w.lower_ in ("who", "whom", "whose") and w.i < c.i for w in c.children)
               for c in token.children)


def _conjunct_root(token):
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    return token


def _subject(verb):
    """The subject of ``verb``: through a relative pronoun to the noun it stands for (*Milne, who retires*),
    and up an open clause to the subject of the verb governing it (*she didn't wish to be*)."""
    for _ in range(3):
        found = next((c for c in verb.children if c.dep_ in _SUBJECT), None)
        if found is not None:
            if found.tag_ in ("WP", "WDT") and verb.dep_ == "relcl":
                return verb.head
            return found
        infinitive = verb.dep_ == "advcl" and any(c.tag_ == "TO" for c in verb.children)
        if (verb.dep_ not in ("xcomp", "conj") and not infinitive) or verb.head.i == verb.i:
            return None
        verb = verb.head  # *nobody came to help him*: the purpose clause's subject is the main one
    return None


def _predicate_of(token):
    """The subject ``token`` is predicated of (*John Smith is a spokesman*, *Nadal … named sportsman*,
    *retires as chairman*), or ``None``."""
    root = _conjunct_root(token)
    if root.dep_ in _PREDICATE:
        return _subject(root.head)
    if root.dep_ == "pobj" and root.head.lower_ == "as" and root.head.head.pos_ in ("VERB", "AUX"):
        return _subject(root.head.head)
    return None


def _describes(token, specific: set[int]) -> bool:
    """``token`` (a person noun) describes one of the tokens in ``specific`` (see the module docstring)."""
    if token.head.i != token.i and token.head.i in specific and token.dep_ in _ON_NAME:
        return True  # *Fed Chairman Jerome Powell*, *my brother, a fireman*
    while token.dep_ == "compound" and token.head.i != token.i and token.head.tag_ in ("NN", "NNP"):
        token = token.head  # *secretary general*: the compound's head is what is said of the person
        if token.head.i in specific and token.dep_ in _ON_NAME:
            return True
    if any(t.i in specific and t.dep_ in _NAME_ON and t.i > token.i for t in token.subtree):
        return True  # *the chairman of AWB International, Ian Donges*
    subject = _predicate_of(token)
    # *I sat here as a Congressman*: the speaker is an individual too
    return subject is not None and (subject.i in specific or subject.lower_ in ("i", "me"))


#: Determiners that make a noun phrase quantified (*every doctor*, *no child*): a generic antecedent.
_QUANTIFIERS = word_set("every each any no")
#: Adjectives that make a noun phrase stand for any member of its kind.
_TYPICAL = word_set("average typical ordinary given")
#: Modals of rules, abilities and instructions (*a nurse must*, *the user can*); not *would*/*could*, which
#: narrate (*he would fix her bike*).
_RULE_MODALS = word_set("should must shall may might can will 'll ought need cannot")
#: Subordinators of a condition, in any tense (*if a burglar came in*).
_CONDITIONS = word_set("if unless")
#: Subordinators of time: a condition only in the present (*when a customer complains*, not *when a
#: fisherman brought her up*).
_WHENEVER = word_set("when whenever once until till before after as where")
#: Verbs that report speech or thought: the subject of their complement is not bound by their own subject
#: (*everybody says that he is*; *nobody asked if he was better*), and a present *says* narrates news.
_REPORTING = word_set("""say tell add explain answer reply ask think believe know see hear feel claim announce report
    suppose suspect wonder doubt realize realise understand guess hope fear notice find expect agree deny admit
    insist complain mention suggest imagine assume learn remember forget declare promise swear warn write crow""")
#: Verbs of speech: in the present they narrate news (*a spokesman says he …*), no habit.
_SAYS = word_set("say tell add explain claim announce report write reply answer insist warn ask")
_CLAUSAL = frozenset({"xcomp", "ccomp", "conj", "relcl", "acl", "advcl", "pcomp"})
#: Generic-*man* nouns that name no person (*mankind*, *manpower*): no antecedent of a pronoun.
NOT_PEOPLE = word_set("mankind man-made manmade manpower man-hours man-hour workmanlike")
_VERBAL = ("VERB", "AUX")


def _clause_verb(token):
    """The verb of the clause ``token`` belongs to (up the tree through its phrase), or ``None``."""
    for _ in range(8):
        if token.pos_ in _VERBAL:
            return token
        if token.head.i == token.i:
            return None
        token = token.head
    return None


def _clauses_up(verb) -> Iterator:
    """``verb``, then the verb of each clause above it while the clause is one of :data:`_CLAUSAL` (at most
    four): the clauses whose rule, date or report a person noun down in them shares."""
    for _ in range(4):
        if verb is None:
            return
        yield verb
        if verb.dep_ not in _CLAUSAL or verb.head.i == verb.i:
            return
        verb = _clause_verb(verb.head)


def _tense(verb) -> str | None:
    """``"present"``, ``"past"``, a modal (lower case) or ``None`` (infinitive, participle alone)."""
    finite = verb
    for child in verb.children:
        if child.dep_ in ("aux", "auxpass"):
            if child.tag_ == "MD":
                return child.lower_
            if child.tag_ in ("VBZ", "VBP", "VBD"):
                finite = child
    return {"VBZ": "present", "VBP": "present", "VBD": "past"}.get(finite.tag_)


#: Adverbs of frequency: a present with one states a habit (*a good teacher never forgets*).
_FREQUENCY = word_set("usually always often generally normally typically never rarely seldom sometimes frequently ever")


#: Verbs of states: an indefinite subject in the present with one is a kind, not a scene.
_STATIVE = word_set("know need want deserve love like hate understand believe prefer depend require remember forget fear")


def _perfect(verb) -> bool:
    """``verb`` is a participle with *have* (*has blocked*, *must have been*)."""
    return verb.tag_ == "VBN" and any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)


def _progressive(verb) -> bool:
    """``verb`` is a gerund with *be* (*was sitting*, *are fighting*): something going on."""
    return verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children)


def _every_time(verb) -> set[str]:
    """``{"whenever"}`` when ``verb`` has *each/every time* before it (*each time an immigrant realizes*)."""
    for child in verb.children:
        if child.lower_ == "time" and child.i < verb.i and any(
            d.dep_ == "det" and d.lower_ in ("each", "every") for d in child.children
        ):
            return {"whenever"}
    return set()


def _must(verb) -> bool:
    """*has to*, *needs to*: a rule in the present (*a pilot has to trust his instruments*)."""
    return verb.lemma_.lower() in ("have", "need") and _tense(verb) == "present" and any(
        c.dep_ == "xcomp" and any(a.tag_ == "TO" for a in c.children) for c in verb.children
    )


#: Modals that forecast as often as they state a rule: with *the* noun they are news of the one it names
#: (*the chairman will present his report*), unless the sentence is an instrument's (*the Supplier will
#: deliver*, *this Agreement*) or states a habit (*the customer will usually …*); *your employee will
#: appreciate* is advice to any reader.
_FORECASTS = word_set("will 'll")
#: Roles a text speaks of as anyone who reads or uses it (*the reader will find his own way*): no news.
_AUDIENCE = word_set("reader user viewer listener")
#: Words that date a clause to one time (*the judge will decide next week*, *on Monday*, *tomorrow*): a rule
#: or a habit holds at any time, so a dated clause reports an event of the people it names.
_DAYS = word_set("monday tuesday wednesday thursday friday saturday sunday")
_DEICTIC_DAYS = word_set("tomorrow tonight yesterday")  # not *today*: often *nowadays*
_SPANS = word_set("week month year weekend morning afternoon evening night spring summer autumn fall winter")


def _dated(verb) -> bool:
    """``verb`` has a time adverbial that names one time (*next month*, *this week*, *tomorrow*, *on Monday*)."""
    for child in verb.children:
        low = child.lower_
        if child.dep_ in ("npadvmod", "advmod", "tmod") and (
            low in _DEICTIC_DAYS or low in _DAYS
            or (child.lemma_.lower() in _SPANS and any(m.lower_ in ("next", "last", "this") for m in child.children))
        ):
            return True
        if child.dep_ == "prep" and low == "on" and any(g.dep_ == "pobj" and g.lower_ in _DAYS for g in child.children):
            return True
    return False


#: A speaker label of a transcript (*Q:*, *A:*, *THE COURT:*, *MR. HARRIS:*): the line was said in a hearing or
#: an interview, where *the defendant*, *the witness*, *your client* are the people in the room.
_SPEAKER = re.compile(r"(?:^|(?<=\s))(?:Q|A|THE [A-Z]+(?: [A-Z]+)?|(?:MR|MRS|MS|DR|JUDGE)\.? [A-Z][A-Z'’-]+)\s?:(?=\s)")


#: The drafting modal of instruments, or an instrument named by its defined term (*this Licence*, *the
#: Agreement*): a sentence of a contract, licence or statute.
_INSTRUMENTS = word_set("Agreement Licence License Contract Lease Deed Directive Regulation Terms Policy Software")
_INSTRUMENT = re.compile(rf"\bshall\b|\b(?:this|the) (?:{'|'.join(sorted(_INSTRUMENTS))})\b")


def _in_instrument(token) -> bool:
    """``token``'s sentence is one of a contract, licence or statute (:data:`_INSTRUMENT`)."""
    return bool(_INSTRUMENT.search(token.sent.text))


def _capitalised_inside(token) -> bool:
    """``token`` is capitalised (not all capitals) inside a sentence: a name, a title or a defined term."""
    return token.text[:1].isupper() and not token.text.isupper() and not token.is_sent_start


def _instrument_name(token) -> bool:
    """*this Agreement*, *the Software*: the defined name of an instrument or its object, no one's name."""
    return token.text in _INSTRUMENTS and any(c.dep_ == "det" and c.lower_ in ("the", "this") for c in token.children)


def _defined_term(token) -> bool:
    """A capitalised person noun after *the* in an instrument (*the Licensee shall*, *the Employee*, *if the
    Purchaser fails to comply with this Agreement*): the name of a party's role, defined by the instrument for
    whoever fills it, not a person's name."""
    return (
        _capitalised_inside(token)
        and token.lower_ in person_nouns()
        and any(c.dep_ == "det" and c.lower_ == "the" for c in token.children)
        and _in_instrument(token)
    )


def _reported_news(token) -> bool:
    """``token`` is in the complement of a reporting verb in the past (*officers said the driver can …*)."""
    return any(
        verb.head.i != verb.i and verb.dep_ in ("ccomp", "parataxis")
        and verb.head.lemma_.lower() in _REPORTING and _tense(verb.head) == "past"
        for verb in _clauses_up(_clause_verb(token))
    )


def _generic_statement(token) -> bool:
    """A person noun in a generic statement (issue 41): a condition (*if a child …*), a rule or ability
    (*a nurse must*, *the user can*), a habitual present of an indefinite (*a child usually knows*, *when a
    dancer does well*) or an instruction (*ask a nurse*). A definite or indefinite singular in narrative
    (*a colleague told me*, *the policeman said*, news in the present: *the minister says*) is specific."""
    dets = {c.lower_ for c in token.children if c.dep_ in ("det", "poss", "nummod", "predet")}
    if dets & _QUANTIFIERS or token.lower_ in INDEFINITE:
        return True
    if any(c.dep_ == "amod" and c.lower_ in _TYPICAL for c in token.children):
        return True  # *the average taxpayer*, *a given applicant*
    indefinite = bool(dets & {"a", "an"})
    if not (indefinite or dets in ({"the"}, {"your"})):
        return False  # *my friend*, *this person*, *two doctors*: someone the text points at
    if not indefinite and _SPEAKER.search(token.doc.text):
        return False  # *THE COURT: The witness may step down*: a definite in a transcript is in the room
    if not indefinite and not _in_instrument(token) and (
        any(c.dep_ == "relcl" and _tense(c) == "past" for c in token.children)
        or (_reported_news(token) and token.lower_ not in _AUDIENCE)
    ):
        # *the policeman who arrested him will give evidence*: the one who did it; *officers said the driver
        # can expect to lose his licence*: the one the report is about
        return False
    first = _clause_verb(token)
    if any(_dated(verb) for verb in _clauses_up(first)):
        return False  # *the defendant can keep his passport*, decided *next week*: an event, no rule
    if indefinite and token.dep_ not in _SUBJECT and _said_of_someone(first):
        return False  # *He wants an heir, and she wants diamonds*: a wish of his, no rule about heirs
    own = True  # the noun's own clause (its tense says whether it narrates)
    for verb in _clauses_up(first):
        marks = {  # *if*, *unless* (mark); *when*, *whenever* (an adverb before the verb)
            c.lower_ for c in verb.children
            if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB" and c.i < verb.i)
        } | _every_time(verb)
        if verb.dep_ != "advcl":
            marks.discard("where")  # *where a worker is employed …, he shall*: a condition; *the town where …*: a place
        if any(c.lower_ in ("if", "though") and c.i and c.doc[c.i - 1].lower_ == "as" for c in verb.children):
            marks -= {"as", "if", "though"}  # *it looks as though a soldier is sleeping*: a manner, no time
        tense = _tense(verb)
        if tense in _RULE_MODALS and _perfect(verb):
            tense = "past"  # *the lecturer must have been hard to please*: a guess about the past, no rule
        # a definite noun is generic as the subject of a condition or rule (*if the user forgets*, *the buyer
        # shall pay*), not as its object (*you should inform the pilot*: the one on this flight)
        subject = indefinite or (own and token.dep_ in _SUBJECT)
        if own and tense == "shall" and _defined_term(token):
            subject = True  # *the Employer shall reimburse the Employee*: every party of a rule is a role
        if subject and (marks & _CONDITIONS or (marks & _WHENEVER and tense in ("present", *_RULE_MODALS))):
            return True
        if own and subject:
            # *the chairman will present his report*: news of one person (not *your employee will*)
            news = tense in _FORECASTS and dets == {"the"} and token.lower_ not in _AUDIENCE and not (
                _in_instrument(token) or any(c.lower_ in _FREQUENCY for c in verb.children)
            )
            if not news and (tense in _RULE_MODALS or _must(verb)):
                return True
            # a habit, not a scene (*a bus driver holds his hand up* in a caption): an adverb of frequency
            # or a relative clause that says which kind (*a child who is a native speaker knows …*)
            # (of the noun's own verb: *I know the bar where a barman keeps his keys* is no habit of his)
            if indefinite and tense == "present" and verb.i == first.i and verb.lemma_.lower() not in _SAYS and (
                any(c.lower_ in _FREQUENCY for c in verb.children)
                or any(c.dep_ == "relcl" and _tense(c) != "past" for c in token.children)  # not *who was hurt*
                or verb.lemma_.lower() in _STATIVE  # *a parent knows his child best*: no scene to show
            ):
                return True
            if (indefinite or dets == {"your"}) and verb.tag_ == "VB" and verb.dep_ == "ROOT" and not any(
                c.dep_ in _SUBJECT or c.dep_ == "aux" for c in verb.children
            ):
                return True  # an instruction: *ask a nurse*
        own = own and verb.dep_ in ("xcomp", "relcl", "acl", "pcomp")
    return False


#: Subject pronouns that point at someone (not the generic *you*, *one*, *we* of a rule).
_POINTING_SUBJECTS = word_set("he she i")


def _said_of_someone(verb) -> bool:
    """The clause of ``verb`` has a subject the text points at: *he*, *she*, *I*, or a name. An indefinite
    object there says what that person does or wants (*he wants an heir*, *Anna hired a nurse*), not what
    such people do, so it is no generic statement (issue 41)."""
    if verb is None or verb.pos_ not in ("VERB", "AUX"):
        return False
    subject = _subject(verb)
    return subject is not None and (subject.lower_ in _POINTING_SUBJECTS or subject.tag_ in ("NNP", "NNPS"))


#: Clauses without a tense of their own (*the attorneys representing …*): the clause above them narrates.
_UNTENSED = frozenset({"acl", "xcomp", "advcl", "pcomp"})


def _narrated(token) -> bool:
    """The clause of ``token`` tells what happened (past tense), through clauses without a tense of their own
    (a participle or infinitive takes the tense of the clause it hangs on)."""
    verb = _clause_verb(token)
    for _ in range(4):
        if verb is None:
            return False
        tense = _tense(verb)
        if tense is not None and tense not in ("present", "past") and _perfect(verb):
            tense = "past"  # *would have been prevented*, *must have known*: said of the past
        if tense is not None or verb.dep_ not in _UNTENSED or verb.head.i == verb.i:
            return tense == "past"
        verb = _clause_verb(verb.head)
    return False


def _counted(group) -> bool:
    """A definite group with a number (*the eight policemen*, *these two chairmen*), or some of a kind said to
    have done something (*some firemen have blocked off the street*, *two firemen have arrived*): people the
    text points at."""
    dets = {c.lower_ for c in group.children if c.dep_ == "det"}
    number = any(c.dep_ == "nummod" and c.tag_ == "CD" for c in group.children)
    if number and dets & {"the", "these", "those"}:
        return True
    verb = _argument_verb(group)
    if verb is None:
        return False
    if bool(number or dets & {"some", "several"}) and _perfect(verb):
        return True
    # a scene or an event now (issue 41, round 6): a definite or counted group in the present (*the firemen
    # are still at the scene*, *two policemen are being treated*), any group doing something now or just done
    # (*workmen have begun repairing*, *firemen are fighting the blaze*); a rule or a habit is no scene
    # (*Australia's fishermen have rejected calls*: a whole trade, *businessmen have always complained*: a habit)
    tense = _tense(verb)
    if any(c.lower_ in _FREQUENCY for c in verb.children):
        return False
    ongoing = _progressive(verb) or (
        _perfect(verb) and tense == "present" and not any(c.dep_ == "poss" for c in group.children))
    return (tense == "present" and bool(number or dets & {"the", "these", "those"})) or (
        group.dep_ in _SUBJECT and ongoing and not dets & {"all", "no", "any", "every"})


def _reported(pronoun, antecedent) -> bool:
    """``pronoun`` is the subject of a verb whose complement holds ``antecedent``: the speaker of a quote
    or report (*"… everyone is keen," he said*) is never the one it speaks of."""
    if pronoun.dep_ not in _SUBJECT:
        return False
    verb = pronoun.head
    before = pronoun.doc[pronoun.i - 1] if pronoun.i else None
    if (
        antecedent.i < pronoun.i < verb.i + 1
        and verb.lemma_.lower() in _SAYS
        and before is not None
        and (before.text == "," or before.is_quote)
    ):
        return True  # *A minister should not stay …, he wrote*: a reporting clause set off after the report
    return any(c.dep_ in ("ccomp", "parataxis", "xcomp") and c.left_edge.i <= antecedent.i <= c.right_edge.i
               for c in verb.children)


#: Subordinators of comparison: *no one could cook as she could*, *nobody nearer than him* contrast the
#: pronoun with the quantifier.
_COMPARISONS = word_set("as than like")
#: Dependencies of a quantifier on its verb that make it an argument that can bind (not *to everyone's
#: astonishment*, *the amazement of everybody*).
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "attr", "oprd"})


def _argument_verb(antecedent):
    """The verb ``antecedent`` is an argument of (directly, or through a preposition on the verb)."""
    head = antecedent.head
    if antecedent.dep_ in _ARGUMENTS and head.pos_ in _VERBAL:
        while head.dep_ in ("csubj", "csubjpass") and head.head.i != head.i:
            head = head.head  # *whoever finds the keys can keep them for himself*: the free relative's verb
        return head
    if antecedent.dep_ == "pobj" and head.dep_ in ("prep", "agent") and head.head.pos_ in _VERBAL:
        return head.head
    return None


def _disjoint(pronoun, noun) -> bool:
    """The syntax rules out ``noun`` as the referent of ``pronoun``: the subject of the noun's own relative
    clause (the relative pronoun has another role there: *any person to whom he took a liking*, *a child
    that he has thrown*), or a possessive inside the noun's *of* phrase (*the author of his being*)."""
    head = pronoun.head
    if pronoun.dep_ in _SUBJECT and head.dep_ == "relcl" and head.head.i == noun.i:
        return True
    return pronoun.dep_ == "poss" and head.dep_ == "pobj" and head.head.lower_ == "of" and head.head.head.i == noun.i


#: Words that attach to a quantifier the people it ranges over or leaves out (*each of his sons*, *everyone
#: but her father*, *no one among his friends*).
_RANGE = word_set("of among but except besides in")


def _outside_range(quantifier, pronoun) -> bool:
    """``pronoun`` is inside the phrase that says whom ``quantifier`` ranges over or leaves out (*each of his
    sons*, *everyone but her father*): it names someone else, by whom the set is defined."""
    for child in quantifier.children:
        if not child.left_edge.i <= pronoun.i <= child.right_edge.i:
            continue
        if child.dep_ == "prep":
            # *no one in his family*, *anyone in his position*: his is someone else; *in his right mind* is the idiom
            return child.lower_ in _RANGE and not any(g.lower_ == "mind" for g in child.children)
        if child.dep_ == "conj":
            return any(c.dep_ == "cc" and c.lower_ in ("but", "except") for c in quantifier.children)
    return False


def _binds(antecedent, pronoun, rival: bool = False) -> bool:
    """A quantifier or indefinite pronoun binds only a possessive, reflexive or subject pronoun of its own
    clause or of the clauses under it (*everyone who loves his country*, *nobody had his judgment*,
    *interrupt someone while he is talking*), not an object pronoun (*nobody else can have him*), a pronoun
    in a clause with its own subject beside it (*nobody called him …, but nobody called him*), in a
    comparison (*no one could cook as she could*), nor the subject of a reported complement (*everybody
    says that he is …*). When someone else who could be the pronoun's referent was named before in the
    sentence (``rival``), only a subject quantifier binds (*John said every member should pay his fees*;
    not *John warned everyone that he …*, *Chad kept everyone away from his fort*)."""
    # an object, or the subject of a clause a verb takes as its object (*ready to help him carry it*)
    if pronoun.tag_ == "PRP" and pronoun.lower_ in ("him", "her") and pronoun.dep_ in (
        "dobj", "dative", "pobj", "obj", *_SUBJECT
    ) and not _carried(pronoun):
        return False
    if _disjoint(pronoun, antecedent):
        return False
    for clause in antecedent.children:  # in the antecedent's own relative clause
        if clause.dep_ in ("relcl", "acl") and clause.left_edge.i <= pronoun.i <= clause.right_edge.i:
            return True
    if _outside_range(antecedent, pronoun):
        return False
    verb = _argument_verb(antecedent)
    if verb is None or not verb.left_edge.i <= pronoun.i <= verb.right_edge.i:
        return False
    if rival and antecedent.dep_ not in _SUBJECT:
        # *Chad had to keep everyone away from his fort*, *my father warned me not to tell anyone before he
        # died*: someone named before is the likelier *he*; only a subject quantifier binds past them
        return False
    token = pronoun
    while token.i != verb.i:
        head = token.head
        if head.i == token.i:
            return False
        if token.pos_ in _VERBAL or token.dep_ in _CLAUSAL:
            marks = {c.lower_ for c in token.children if c.dep_ == "mark"}
            if marks & _COMPARISONS:
                return False
            if token.dep_ in ("conj", "parataxis") and any(c.dep_ in _SUBJECT for c in token.children):
                return False
            if token.dep_ == "ccomp" and head.lemma_.lower() in _REPORTING and (antecedent.dep_ in _SUBJECT or rival):
                subject = next((c for c in token.children if c.dep_ in _SUBJECT), None)
                if subject is not None and (subject.i == pronoun.i or pronoun.head.i == subject.i):
                    return False
        token = head
    return True


def analyse(doc) -> Analysis:
    """The mentions of a parsed segment (cached on the ``Doc``)."""
    if _ENTITIES in doc.user_data:
        return doc.user_data[_ENTITIES]
    nouns, titles = gendered_people()
    found: list[Mention] = []
    specific: set[int] = set()  # token indices of names and lexically gendered nouns
    for token in doc:  # a title before a proper noun (*Mr. Smith*)
        gender = titles.get(token.lower_)
        nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
        if gender and token.text[:1].isupper() and nxt is not None and nxt.tag_ in ("NNP", "NNPS"):
            if nxt.i not in specific:
                found.append(Mention(nxt.i, gender, True))
            specific.update((token.i, nxt.i))
    for token in doc:  # proper nouns: names of people (or of places and firms: unclear, kept either way)
        if any(c.dep_ == "det" and c.lower_ in _QUANTIFIERS for c in token.children):
            continue  # *every American*: quantified, no name
        if (token.tag_ == "NNP" and token.i not in specific and token.lower_ not in titles
                and not _defined_term(token) and not _instrument_name(token)):
            specific.add(token.i)
            if token.dep_ in ("nsubj", "nsubjpass", "dobj", "appos", "poss", "attr", "conj", "ROOT"):
                found.append(Mention(token.i, None, True))
    taken = set(specific)
    analysis = Analysis()
    table = lexicon.forward_nouns()
    matches = []
    for match in lexicon.find_nouns(doc.text):
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        entry = lexicon.lookup(table, match.group(0))
        if span is None or entry is None:
            continue
        taken.update(range(span.start, span.end))
        root = span.root
        capital = match.group(0)[:1].isupper() and not match.group(0).isupper() and not span[0].is_sent_start
        if entry.category == "man" and match.group(0).lower() in NOT_PEOPLE:
            continue  # *mankind*, *manpower*: generic by meaning, no one a pronoun refers to
        if _paired(root, entry, table):
            # *authors and authoresses*, *policemen and policewomen*: the pair already names everyone, and
            # the neutral form would say the same word twice
            analysis.kept_nouns.add(match.start())
            continue
        if entry.gendered.startswith(("man in ", "men in ")) and (span.start == 0 or doc[span.start - 1].lower_ != "the"):
            # the idiom is *the man in the street*; *a man in the street* is a man standing there
            analysis.kept_nouns.add(match.start())
            continue
        if root.dep_ in ("compound", "amod") and root.head.tag_ in ("NNS", "NNP", "NNPS"):
            analysis.kept_nouns.add(match.start())  # a modifier of people named by the head (*freshmen Members*)
            continue
        if capital and entry.category != "man":
            # *Cambridge Businessman of the Year*, *the Chairman*, *Fed Chairman Powell*: a name or a title
            analysis.kept_nouns.add(match.start())
            found.append(Mention(root.i, entry.gender[0], True))
            continue
        if entry.number != "sg":
            # a group: rewritten unless the text narrates what one group did (*the firemen rushed in*, *the
            # attorneys representing the former policemen were …*) or counts the group it points at (*the
            # eight policemen now on trial*)
            said = root.dep_ in _SUBJECT and root.head.lemma_.lower() in _SAYS  # *its spokesmen insist*: a report
            if (_narrated(root) or _counted(root) or said) and not _generic_statement(root):
                analysis.kept_nouns.add(match.start())
            continue
        matches.append((match, root, entry))
    candidates = []
    for token in doc:
        if token.i in taken:
            continue
        low = token.lower_
        if token.tag_ in _SINGULAR and low in nouns:
            found.append(Mention(token.i, nouns[low], True))
            specific.add(token.i)
        elif 0 < token.i < len(doc) - 1 and doc[token.i - 1].is_quote and doc[token.i + 1].is_quote:
            continue  # *"everybody" is not the target*: the word, quoted, names no one
        elif (
            low in INDEFINITE
            or (low == "one" and token.i > 0 and doc[token.i - 1].lower_ == "no")
            # *each of us*, *none of them*: a quantifier over people
            or (low in ("each", "none") and token.dep_ != "det" and any(
                c.lower_ == "of" and any(g.lower_ in ("us", "them", "you") for g in c.children) for c in token.children))
        ):
            found.append(Mention(token.i, None, False, quantified=True))
        elif token.tag_ in ("NNP", "NNPS") and any(c.dep_ == "det" and c.lower_ in _QUANTIFIERS for c in token.children):
            found.append(Mention(token.i, None, False, quantified=True))  # *every American*
        elif (
            (token.tag_ == "NN" or (token.tag_ == "NNP" and _defined_term(token)))
            and token.dep_ not in ("compound", "amod")  # *expert help* is help
            and (low in person_nouns() or token.lemma_.lower() in person_nouns() or _who(token))
        ):
            if _capitalised_inside(token) and not _defined_term(token):
                # *…, Poet behind her*: capitalised inside a sentence, a name (or the title of one person)
                found.append(Mention(token.i, None, True))
                specific.add(token.i)
            else:
                candidates.append((token, None))
    for match, root, entry in matches:
        if entry.category == "man" and _describes(root, specific):
            analysis.kept_nouns.add(match.start())  # *Laura Dobson, a freshman at …*: said of someone named
            found.append(Mention(root.i, None, True))
        elif entry.category == "man":  # generic *man* (*layman*, *the average man*): generic by its meaning
            found.append(Mention(root.i, None, False))
        else:
            candidates.append((root, (match.start(), entry.gender[0])))
    deferred = []
    for token, table_noun in candidates:
        stated = next((_SEX[c.lower_] for c in token.children if c.dep_ == "amod" and c.lower_ in _SEX), None)
        described = (
            _describes(token, specific)
            or stated is not None  # *a female hockey player … her stick*: the text states the gender
            # *my friend*, *Harry's heir*: one person the writer points at, or a named person's
            or any(c.dep_ == "poss" and (c.lower_ in ("my", "our") or c.i in specific) for c in token.children)
        )
        subject = None if described else _predicate_of(token)
        if subject is not None and subject.lower_ not in PRONOUN_GENDER and subject.i != token.i:
            deferred.append((token, table_noun, stated, subject))  # as specific as the noun it is said of
            continue
        pronoun = subject.i if subject is not None else None
        quantified = any(c.dep_ == "det" and c.lower_ in _QUANTIFIERS for c in token.children)
        # a predicate (*he is a teacher*) is as specific as its pronoun; otherwise generic only when the
        # statement is (issue 41: a singular in narrative is one person the writer knows)
        generic = not described and (pronoun is not None or _generic_statement(token))
        gender = stated or (table_noun[1] if table_noun else None)
        found.append(Mention(token.i, gender, not generic, pronoun, quantified and pronoun is None))
        if not generic:
            specific.add(token.i)
        if table_noun and not generic:
            analysis.kept_nouns.add(table_noun[0])
        elif table_noun and pronoun is not None:
            analysis.predicated.append((table_noun[0], pronoun))
        elif table_noun:
            analysis.table_nouns[token.i] = table_noun[0]
    decided = {m.index: m for m in found}
    for token, table_noun, stated, subject in deferred:
        # *my neighbour is a fireman* (kept), *every student is a freshman* (generic); no mention: unclear
        said_of = decided.get(subject.i)
        generic = said_of is not None and not said_of.specific
        gender = stated or (table_noun[1] if table_noun else None)
        found.append(Mention(token.i, gender, not generic))
        if table_noun and not generic:
            analysis.kept_nouns.add(table_noun[0])
    analysis.mentions = sorted(found, key=lambda m: m.index)
    doc.user_data[_ENTITIES] = analysis
    return analysis


#: Verbs whose *with him* is the subject's own company (*carry it with him*, *took the key with her*).
_CARRY = word_set("carry take bring keep have")


def _carried(token) -> bool:
    """``token`` is the *him* of *carry/take/bring … with him*: the subject's own company."""
    return token.dep_ == "pobj" and token.head.lower_ == "with" and token.head.head.lemma_.lower() in _CARRY


def _bound(token) -> int | None:
    """The subject a non-reflexive object pronoun cannot refer to (*every voter who gave him*: not the voter)."""
    if token.lower_ not in ("him", "her") or token.dep_ not in ("dobj", "dative", "pobj"):
        return None
    if _carried(token):
        return None  # *the holder shall carry it with him*: what one carries is with oneself
    verb = token.head.head if token.dep_ == "pobj" else token.head
    subject = _subject(verb) if verb.pos_ in ("VERB", "AUX") else None
    return subject.i if subject is not None else None


def _binder(token, gender: str, analysis: Analysis, kept_tokens: set[int]) -> Mention | None:
    """The antecedent of a reflexive is the subject of its clause (*the character who can conceal himself*:
    the character): that subject's mention, the decision on a pronoun subject, or, when the subject is no
    person mention (*character*), a specific placeholder: unclear, keep. A possessive in the object takes
    the subject when it is a person (*every voter who gave him his support*). ``None``: none of these, no
    subject found, or a copula's subject that is no person (*the aim is to defend himself*): the nearest
    mention decides."""
    if token.lower_ in lexicon.REFLEXIVES and token.dep_ in ("dobj", "pobj", "dative"):
        reflexive, verb = True, token.head.head if token.dep_ == "pobj" else token.head
    elif token.lower_ in lexicon.REFLEXIVES and token.dep_ in _SUBJECT and token.head.dep_ in ("ccomp", "xcomp", "oprd"):
        reflexive, verb = True, token.head.head  # *must consider himself bound*: the subject of *consider*
    elif token.dep_ == "poss" and token.head.dep_ in ("dobj", "dative"):
        reflexive, verb = False, token.head.head  # *every voter who gave him his support*: the voter's
    else:
        return None
    subject = _subject(verb) if verb.pos_ in ("VERB", "AUX") else None
    if subject is None or subject.i > token.i:
        return None
    if subject.lower_ in PRONOUN_GENDER:
        compatible = PRONOUN_GENDER[subject.lower_] == gender
        return Mention(subject.i, None, subject.i in kept_tokens) if compatible else None
    found = next((m for m in analysis.mentions if m.index == subject.i), None)
    if found is None:
        # *the evil of his soul is to injure himself*: a copula's subject does not do its infinitive's deed
        copular = verb.dep_ == "xcomp" and verb.head.lemma_ == "be" and subject.head == verb.head
        return Mention(subject.i, None, True) if reflexive and not copular else None
    return found if found.gender in (None, gender) else None


def _scene(quantifier) -> bool:
    """``quantifier`` is the subject of what is going on or where someone is (*somebody was sitting in the
    room*, *someone's on his way over*): a person the speaker sees or expects, not anyone at all."""
    verb = quantifier.head
    if quantifier.dep_ not in _SUBJECT or _tense(verb) not in ("present", "past"):
        return False
    return _progressive(verb) or (verb.lemma_ == "be" and any(c.dep_ == "prep" for c in verb.children))


def _each(quantifier) -> bool:
    """*each* N, *each of us*, *every member of the band*: a quantifier over the members of a group the text
    has in view (*each* presupposes one; *every* restricted by a definite group names it)."""
    dets = {c.lower_ for c in quantifier.children if c.dep_ == "det"}
    if quantifier.lower_ == "each" or "each" in dets:
        return True
    return "every" in dets and any(
        c.dep_ == "prep" and c.lower_ in ("of", "in", "on", "at") and any(
            g.dep_ == "pobj" and any(d.dep_ in ("det", "poss") and d.lower_ not in ("a", "an") for d in g.children)
            for g in c.children)
        for c in quantifier.children)


def _quantifier_binds(quantifier, pronoun, gender: str, mentions: Iterable[Mention], pronouns: list[Mention]) -> bool:
    """:func:`_binds`, given the sentence so far: a compatible specific mention before the quantifier is a
    rival; a kept pronoun of the same gender there means the sentence already speaks of a specific *he*
    (*his right … does not go over to anybody else till he is dead*)."""
    start = quantifier.sent.start

    def before(m: Mention) -> bool:
        return m.specific and start <= m.index < quantifier.i

    if any(before(m) and m.gender == gender for m in pronouns):
        return False
    if quantifier.lower_ in ("someone", "somebody") and _scene(quantifier):
        return False
    if _narrated(pronoun) and (gender == "f" or _each(quantifier)):
        # a lone *her* bound in a story (*everybody felt the allusion to her departure*, *each girl took her
        # seat*) is someone specific or a group the pronoun states is women: generic *she* is a convention
        # of rules and advice, not of narrative. *Each* in a story ranges over a group the story has in view
        # (*each victim was identified by his family*, *each player knew his role*), whose gender a *his*
        # states; *every voter who gave him his support*, *somebody forgot his scarf* and *nobody had his
        # judgment* point at no one the writer knows: generic *he*, rewritten
        return False
    rival = any(before(m) and m.gender in (None, gender) for m in mentions)
    return _binds(quantifier, pronoun, rival=rival)


#: Things English calls *she* (*the church … her canons*, *the ship … her crew*): one between a generic
#: antecedent and a *her* is the likelier referent.
_SHE_THINGS = word_set("church ship vessel boat yacht nation country republic motherland")


def _misparsed(token) -> bool:
    """A *her* parsed as the possessive of a verb (*who met her remembers*): the parse is wrong."""
    return token.lower_ == "her" and token.dep_ == "poss" and token.head.pos_ in _VERBAL


def kept(doc, pronouns: Iterable, context: Iterable) -> set[int]:
    """Char starts of the words of ``doc`` to keep: the pronoun matches (``pronouns``, regex matches of
    :data:`fairwrite.en.lexicon.GENDERED_PRONOUN_RE`) whose antecedent is not shown to be generic, and the
    gendered table nouns that are not used generically. ``context`` yields the parsed previous segments of
    the document, nearest first (see :func:`may_hold_generic`: the engine offers only those that may hold a
    generic antecedent, and ends the window at one that mentions someone else).

    A pronoun takes the nearest gender-compatible mention before it (for an object pronoun, never the
    subject of its clause). It is rewritten only when that mention is generic (issue 41): a quantifier or
    indefinite pronoun that binds it (:func:`_binds`), a person noun in a generic statement
    (:func:`_generic_statement`) or a pronoun already rewritten, and never when the pronoun reports the
    clause that holds it (*… anyone …," he said*). A previous segment offers only person nouns in generic
    statements (a quantifier binds nothing beyond its sentence)."""
    analysis = analyse(doc)
    keep = set(analysis.kept_nouns)
    context = iter(context)
    kept_tokens: set[int] = set()
    decided: list[Mention] = []  # the segment's pronouns already decided: antecedents of later ones

    def candidates(token) -> Iterator[tuple[Mention, object]]:
        """Possible antecedents of ``token``, nearest first, with their token (``None`` in a previous
        segment): the segment's mentions and decided pronouns before it (its predicates counted as specific
        as their pronoun), then the previous segments' mentions (a quantifier there binds nothing; a
        predicate of a pronoun there counts as specific: that decision is not this segment's to make)."""
        bound = _bound(token)
        for m in sorted((*analysis.mentions, *decided), key=lambda m: -m.index):
            # not a predicate of this very pronoun (*as a child she preferred*: the child is she)
            if m.index < token.i and m.index != bound and m.pronoun != token.i and not _disjoint(token, doc[m.index]):
                yield (Mention(m.index, m.gender, True) if m.pronoun in kept_tokens else m), doc[m.index]
        for previous in context:
            for m in reversed(analyse(previous).mentions):
                yield Mention(m.index, m.gender, m.specific or m.quantified or m.pronoun is not None), None

    for match in pronouns:
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        if span is None or not len(span):
            keep.add(match.start())
            continue
        token = span[0]
        gender = PRONOUN_GENDER[match.group(0).lower()]
        if _reverential(token) or any(_misparsed(t) for t in token.sent):
            # *everyone who met her remembers her laugh*: the tagger took an object *her* for a possessive of the
            # next verb; which form it is, and whom the sentence's pronouns mean, is unclear: keep them (a capitalised *His*
            # inside a sentence is God's)
            keep.add(match.start())
            kept_tokens.add(token.i)
            decided.append(Mention(token.i, gender, True))
            continue
        antecedent = _binder(token, gender, analysis, kept_tokens)
        where = doc[antecedent.index] if antecedent is not None else None
        nearest = antecedent is None  # no clause subject binds it: the nearest mention decides
        if nearest:
            antecedent, where = next(((m, t) for m, t in candidates(token) if m.gender in (None, gender)),
                                     (None, None))
        specific = antecedent is None or antecedent.specific  # none found: unclear evidence, keep
        if not specific and nearest and where is None and _narrated(token):
            # an antecedent only in a previous line, for a pronoun of a story in the past (*… the average voter
            # … for him.* / *He said he was "confessing"*): a rule or habit there is no one's past deed
            specific = True
        between = doc[antecedent.index + 1 if where is not None else 0 : token.i]  # (from a previous line: all before)
        if not specific and gender == "f" and any(t.lower_ in _SHE_THINGS and t.tag_ == "NN" for t in between):
            specific = True  # *no believer in an inspired church could tolerate having her canons examined*
        if not specific and nearest and not antecedent.quantified and any(
            d.specific and d.gender == gender and d.index >= token.sent.start for d in decided
        ):
            # the sentence already keeps a *she* for someone specific (*… will help her …, but she admits*):
            # a nearer generic noun is no evidence that this one means anyone else
            specific = True
        if not specific and any(
            t.tag_ == "NNP" and getattr(_predicate_of(t), "i", None) == token.i for t in doc[token.i + 1 : token.sent.end]
        ):
            specific = True  # *the burdens he will bear as our President*: a name or title said of him names him
        if not specific and where is not None:
            specific = _reported(token, where) or (
                antecedent.quantified and not _quantifier_binds(where, token, gender, (*analysis.mentions, *decided), decided)
            )
        if not specific and where is not None and not antecedent.quantified and antecedent.pronoun is None:
            # *My husband has a list of things that can happen to a person, and what tops his list?*: someone
            # of the pronoun's gender named before the generic noun may be the one meant; only a generic
            # subject of the pronoun's own clause binds past them
            rivals = (*analysis.mentions, *decided)
            if any(
                m.specific and m.gender == gender and token.sent.start <= m.index < where.i for m in rivals
            ) and not _binds(where, token, rival=True):
                specific = True
        if specific:
            keep.add(match.start())
            kept_tokens.add(token.i)
            if where is not None and where.i in analysis.table_nouns:
                keep.add(analysis.table_nouns[where.i])  # *any businessman … keep him*: the noun stays too
        decided.append(Mention(token.i, gender, specific))
    keep.update(start for start, pronoun in analysis.predicated if pronoun in kept_tokens)
    return keep


def _reverential(token) -> bool:
    """*those who are His own*, *trust in Him*: a capitalised pronoun inside a sentence refers to God (or
    is set apart on purpose); it is never a generic pronoun to rewrite."""
    if not _capitalised_inside(token) or token.i == 0:
        return False
    before = token.doc[token.i - 1]
    return before.is_alpha and not before.is_quote


#: Person nouns that are adjectives far more often (*national*, *minor*): no reason to parse a context line.
_MOSTLY_ADJECTIVES = word_set("national minor")


@lru_cache(maxsize=1)
def _context_nouns() -> frozenset[str]:
    """The person nouns that make a previous segment worth parsing as context (:func:`may_hold_generic`)."""
    return person_nouns() - _MOSTLY_ADJECTIVES


GENERIC_CUES = word_set("if unless when whenever once should must shall may might can will ought a an every each any no")


#: Words before a person noun that may make it generic (:func:`_generic_statement`): its determiner or a
#: "typical" adjective, up to three words before it.
_GENERIC_DETERMINERS = word_set("a an the your every each any no given average typical ordinary")


def may_be_generic(text: str) -> bool:
    """Whether ``text`` holds what a generic antecedent could be: an indefinite pronoun, *each*/*none* (*each
    of us*), *no one*, a quantifier before a capitalised word (*every American*), a person noun with a
    determiner a generic noun phrase can have (*a nurse*, *the user*, *every doctor*; not *President
    Bush*), or a gendered noun. Without one no pronoun of it is shown generic by the segment itself (cheap
    pre-filter: such a segment is not parsed unless its context may hold an antecedent)."""
    people = person_nouns()
    words = [match.group() for match in _WORD.finditer(text)]
    lows = [word.lower().removesuffix("'s").removesuffix("’s") for word in words]
    for k, low in enumerate(lows):
        if low in INDEFINITE or low in ("whoever", "each", "none"):
            return True
        if low in _QUANTIFIERS and k + 1 < len(words) and (words[k + 1][:1].isupper() or lows[k + 1] == "one"):
            return True
        if low in people and any(before in _GENERIC_DETERMINERS for before in lows[max(0, k - 3) : k]):
            return True
    return bool(lexicon.find_nouns(text))


def may_hold_generic(text: str) -> bool:
    """Whether a previous segment may hold a generic antecedent (a person noun and a word of a generic
    statement: *a*, *if*, *must* …): the only segments parsed as context (cheap pre-filter)."""
    words = {match.group().lower() for match in _WORD.finditer(text)}
    if not words & GENERIC_CUES:
        return False
    people = _context_nouns()
    return any(word in people or word in INDEFINITE for word in words) or bool(lexicon.find_nouns(text))


__all__ = [
    "NOT_PEOPLE", "PRONOUN_GENDER", "Analysis", "Mention", "analyse", "gendered_people", "kept", "may_be_generic", "may_hold_generic", "may_mention",
    "person_nouns",
]

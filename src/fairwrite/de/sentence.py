"""The forward rewriter's working state for one segment: tokens, the duals found so far, referents.

Every step of :mod:`fairwrite.de.forward` reads and extends one :class:`Sentence`:

1. :mod:`fairwrite.de.mentions` finds person nouns, asks :mod:`fairwrite.de.person` whether each
   occurrence denotes a person, reads its noun phrase (:mod:`fairwrite.de.phrase`) and writes the
   phrase as duals (:mod:`fairwrite.de.agreement`); it records each rewritten noun as a
   :class:`Referent`, kept names in ``names`` (:meth:`Sentence.person_names` adds the others);
2. :mod:`fairwrite.de.pronouns` rewrites the pronouns whose antecedent is a rewritten person;
3. :mod:`fairwrite.de.wellformed` drops every edit that is no well-formed gender-fair form of its
   source or agrees with no rewritten person noun, with the edits that agree with it.

The duals are rendered in the target form by :func:`fairwrite.de.forms.render_text`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from fairwrite.de.forms import Dual, match_case
from fairwrite.de.lexicon import Lexicon
from fairwrite.de.morphology import analyse_determiner, preposition_cases
from fairwrite.de.referents import Referents
from fairwrite.de.tokens import Token, clause_end, clause_start, sentence_initial

#: Words joining the conjuncts of a coordination (:meth:`Sentence.conjuncts`).
_JOINS = frozenset(("und", "oder", "sowie", "bzw.", "darunter", "/"))

#: Genitive pronouns before a noun (*deren Vertreter*, *dessen Sohn*): no adjective, never inflected.
_GENITIVE_PRONOUNS = frozenset(("deren", "dessen", "derer"))


@dataclass
class Referent:
    """A person the pronouns of the sentence may refer to."""

    token: int
    gender: str  # source gender of the rewritten phrase ('m'/'f'); 'x' for names
    rewritten: bool
    plural: bool = False
    case: str = ""  # of a rewritten phrase (a coordinated bare noun shares it)


@dataclass(eq=False)  # identity equality and hash, as a plain class: one working state per segment
class Sentence:
    """Per-segment working data of the forward rewriter.

    ``refs``: the document window (:class:`~fairwrite.de.referents.Referents`, the previous segments);
    ``known_names``: the surnames it says the document introduced with a first name or title;
    ``keep_individuals``: the ``generic`` referents mode (``refs.people``: nouns naming a specific
    individual stay, see :func:`fairwrite.de.person.is_specific_individual`); ``False`` rewrites every
    person reference.
    """

    text: str
    tokens: list[Token]
    blocked: list[bool]
    lex: Lexicon
    refs: Referents
    keep_individuals: bool = field(init=False)
    known_names: frozenset[str] = field(init=False)
    duals: dict[int, Dual] = field(default_factory=dict, init=False)
    owner: dict[int, int] = field(default_factory=dict, init=False)
    referents: dict[int, Referent] = field(default_factory=dict, init=False)
    #: kept names and individuals (see person_names for all the names)
    names: list[int] = field(default_factory=list, init=False)
    #: person-noun words the mention finder read as things (a homograph, a firm, a name's part): the final
    #: check does not count them as people left masculine (:func:`fairwrite.de.wellformed._left_whole`)
    things: set[int] = field(default_factory=set, init=False)
    _named: bool = field(default=False, init=False)
    _group: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        self.keep_individuals = self.refs.people
        self.known_names = self.refs.known_names

    def person_names(self) -> list[int]:
        """The tokens naming people, for pronouns: :attr:`names` and, looked up once when first asked
        (most segments have no pronoun that needs them), what the one name detector of the document
        window finds (:meth:`~fairwrite.de.referents.Referents.name_tokens`)."""
        if not self._named:
            self._named = True
            self.names.extend(sorted(self.refs.name_tokens(self.tokens) - set(self.owner)))
        return self.names

    def new_group(self) -> int:
        self._group += 1
        return self._group

    def add(self, dual: Dual, token: int) -> None:
        if token not in self.duals:
            self.duals[token] = dual
            self.owner[token] = dual.group

    def replace(self, dual: Dual, token: int) -> None:
        self.duals[token] = dual
        self.owner[token] = dual.group

    def word_dual(self, token: int, masc: str, fem: str, kind: str, group: int) -> Dual:
        """A singular one-word dual on ``token`` (pronoun, determiner), in the capitalisation of the text."""
        tok = self.tokens[token]
        return Dual(tok.start, tok.end, match_case(masc, tok.text), match_case(fem, tok.text), kind, "sg", -1, group)

    def pronoun(self, token: int, masc: str, fem: str, *, replace: bool = False) -> None:
        """A pronoun/determiner dual on ``token``, in the capitalisation of the text."""
        dual = self.word_dual(token, masc, fem, "pronoun", self.new_group())
        (self.replace if replace else self.add)(dual, token)

    def add_referent(
        self, token: int, gender: str, *, rewritten: bool, plural: bool = False, case: str = ""
    ) -> None:
        self.referents[token] = Referent(token, gender, rewritten, plural, case)

    def referent_at(self, token: int) -> Referent | None:
        return self.referents.get(token)

    def clause(self, i: int, *, before_only: bool = False) -> list[Token]:
        """Tokens of the clause around ``i`` (between commas/sentence ends)."""
        start = clause_start(self.tokens, i)
        return self.tokens[start : (i if before_only else clause_end(self.tokens, i))]

    def conjuncts(self, i: int, reach: int, passable: Callable[[int], bool]) -> Iterator[int]:
        """The capitalised words joined to token ``i`` by a comma or a conjunction (*und*, *oder*,
        *sowie*, *bzw.*, *darunter*), on both sides within ``reach`` tokens, across the tokens
        ``passable`` accepts (adjectives, determiners, list words): the conjuncts of a coordination."""
        for step in (1, -1):
            k = i + step
            joined = False
            while 0 <= k < len(self.tokens) and abs(k - i) <= reach:
                t = self.tokens[k]
                if t.text == "," or t.lower in _JOINS:
                    joined = True
                elif t.is_capitalised() and t.text.replace("-", "").isalpha():
                    if not joined:
                        break
                    yield k
                    joined = False  # look on along the list
                elif not passable(k):
                    break
                k += step

    def token(self, i: int) -> Token | None:
        """Token ``i``, or None outside the sentence."""
        return self.tokens[i] if 0 <= i < len(self.tokens) else None

    def is_adj(self, j: int) -> bool:
        """Token ``j`` is an inflected attributive adjective or participle (not a determiner or preposition)."""
        if j < 0 or self.blocked[j]:
            return False
        t = self.tokens[j]
        if not t.text[:1].isalpha() and not t.text[:1].isdigit():
            return False
        if t.text[:1].isupper() and not sentence_initial(self.tokens, j):
            return False
        if analyse_determiner(t.lower) or preposition_cases(t.lower) or t.lower in _GENITIVE_PRONOUNS:
            return False  # (deren Vertreter: a pronoun that tells neither the case nor the number)
        return self.lex.is_adjective_form(t.text)

    def precedes_noun(self, i: int) -> bool:
        """A noun (capitalised word) or an adjective follows token ``i``."""
        nxt = self.token(i + 1)
        return nxt is not None and ((nxt.is_capitalised() and nxt.text.isalpha()) or self.is_adj(i + 1))

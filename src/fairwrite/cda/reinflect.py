"""Re-inflection: lemma + morphological features → form, learnt from treebanks (§4, step 4).

The paper uses the neural transducer of Wu et al. (2018). fairwrite uses a transparent edit-script
model that trains in a second on a UD treebank:

1. **memory** — a (lemma, UPOS, features) cell seen in training gives its most frequent form;
2. **paradigm transfer** — when the lemma was seen in another cell (typically the same word with the
   other gender: *experto* → *experta*), a *form → form* edit learnt for that pair of cells is applied
   to the known form;
3. **lemma rules** (the fallback for unseen lemmas) — an edit learnt from lemma → form pairs with the
   same UPOS and features, chosen by the longest lemma ending seen with that edit (*-o → -as* for
   Spanish ADJ Fem Plur; *ה- → ת-* for a Hebrew HIFIL future).

Edits of steps 2 and 3 are looked up with the full feature bundle first, then with the inflectional
features only (:data:`INFLECTIONAL`: no binyan, voice, pronoun type …), then with gender + number.
4. otherwise the input (form, or lemma) unchanged.

An edit is (prefix deleted, prefix inserted, suffix deleted, suffix inserted) around the longest common
substring of the two strings, so it covers Hebrew prefixes as well as Romance and German suffixes.
Strings are compared in the lemma's case (a sentence-initial *El* is learnt as *el*); callers restore
the original capitalisation (:func:`fairwrite.cda.conllu.match_case`).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from difflib import SequenceMatcher

from fairwrite.cda.conllu import Sentence, Token

Rule = tuple[str, str, str, str]
MAX_SUFFIX = 5
INFLECTIONAL = ("Gender", "Number", "Person", "Tense", "VerbForm", "Mood", "Case", "Definite", "Degree")
CORE_FEATURES = ("Gender", "Number")
#: back-off levels for edit look-up: all features, inflectional ones, gender + number
LEVELS: tuple[tuple[str, ...] | None, ...] = (None, INFLECTIONAL, CORE_FEATURES)


def feat_key(feats: Mapping[str, str], only: Iterable[str] | None = None) -> str:
    keep = set(only) if only is not None else None
    return "|".join(f"{k}={v}" for k, v in sorted(feats.items()) if keep is None or k in keep)


def parse_key(key: str) -> dict[str, str]:
    return dict(item.split("=", 1) for item in key.split("|")) if key else {}


def edit_rule(source: str, target: str) -> Rule:
    """The edit turning ``source`` into ``target`` around their longest common substring."""
    match = SequenceMatcher(None, source, target, autojunk=False).find_longest_match(
        0, len(source), 0, len(target)
    )
    if match.size == 0:
        return (source, target, "", "")
    a, b, n = match.a, match.b, match.size
    return (source[:a], target[:b], source[a + n :], target[b + n :])


def apply_rule(rule: Rule, word: str) -> str | None:
    pre_del, pre_ins, suf_del, suf_ins = rule
    if len(word) < len(pre_del) + len(suf_del) or not word.startswith(pre_del) or not word.endswith(suf_del):
        return None
    middle = word[len(pre_del) : len(word) - len(suf_del)]
    if not middle and (pre_del or suf_del) and not (pre_ins or suf_ins):
        return None
    return hebrew_final_letters(pre_ins + middle + suf_ins)


_FINAL = {"כ": "ך", "מ": "ם", "נ": "ן", "פ": "ף", "צ": "ץ"}
_MEDIAL = {v: k for k, v in _FINAL.items()}


def hebrew_final_letters(word: str) -> str:
    """Hebrew spelling after an edit: final letter forms only at the end (*מאמן* + *ת* → *מאמנת*)."""
    if not word or not all("\u05d0" <= c <= "\u05ea" for c in word):
        return word
    body = "".join(_MEDIAL.get(c, c) for c in word[:-1])
    return body + _FINAL.get(word[-1], word[-1])


def normalise(form: str, lemma: str) -> str:
    """``form`` in the lemma's case: a capital that only marks the start of a sentence is dropped."""
    if form[:1].isupper() and lemma[:1].islower():
        return form.lower() if form.isupper() and len(form) > 1 else form[:1].lower() + form[1:]
    return form


class SuffixClassifier:
    """Chooses an edit for a string by the longest ending seen in training with that key."""

    def __init__(self) -> None:
        self.counts: dict[str, dict[str, Counter[Rule]]] = defaultdict(lambda: defaultdict(Counter))

    def add(self, key: str, source: str, rule: Rule) -> None:
        table = self.counts[key]
        for n in range(0, min(MAX_SUFFIX, len(source)) + 1):
            table[source[len(source) - n :]][rule] += 1

    def predict(self, key: str, source: str) -> tuple[str | None, int]:
        """(output, length of the ending that decided) or (None, -1)."""
        table = self.counts.get(key)
        if not table:
            return None, -1
        for n in range(min(MAX_SUFFIX, len(source)), -1, -1):
            rules = table.get(source[len(source) - n :])
            if not rules:
                continue
            for rule, _ in rules.most_common():
                out = apply_rule(rule, source)
                if out is not None:
                    return out, n
        return None, -1


@dataclass
class Prediction:
    form: str
    method: str  # memory, transfer, lemma-rule, backoff-rule, unchanged


class Reinflector:
    """Lemma + features → form (see the module docstring); ``fit`` on treebank sentences."""

    def __init__(self) -> None:
        self.memory: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
        self.cells: dict[tuple[str, str], dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
        self.lemma_rules = [SuffixClassifier() for _ in LEVELS]
        self.transfer_rules = [SuffixClassifier() for _ in LEVELS]

    def fit(self, sentences: Iterable[Sentence] | Iterable[Token]) -> Reinflector:
        for item in sentences:
            for token in item.tokens if isinstance(item, Sentence) else [item]:
                self._add(token)
        # form → form edits between cells of the same lemma that differ in gender only
        for (_lemma, upos), cells in self.cells.items():
            keys = list(cells)
            for a in keys:
                fa = parse_key(a)
                for b in keys:
                    fb = parse_key(b)
                    if a == b or _without_gender(fa) != _without_gender(fb):
                        continue
                    src = cells[a].most_common(1)[0][0]
                    tgt = cells[b].most_common(1)[0][0]
                    rule = edit_rule(src, tgt)
                    for level, classifier in zip(LEVELS, self.transfer_rules, strict=True):
                        classifier.add(_pair_key(upos, fa, fb, level), src, rule)
        return self

    def _add(self, token: Token) -> None:
        if token.upos in ("PUNCT", "SYM", "X", "NUM") or not token.lemma or token.lemma == "_":
            return
        form = normalise(token.form, token.lemma)
        key = feat_key(token.feats)
        self.memory[(token.lemma, token.upos, key)][form] += 1
        self.cells[(token.lemma, token.upos)][key][form] += 1
        rule = edit_rule(token.lemma, form)
        for level, classifier in zip(LEVELS, self.lemma_rules, strict=True):
            classifier.add(f"{token.upos}|{feat_key(token.feats, level)}", token.lemma, rule)

    # --- prediction ---------------------------------------------------------------------------------

    def _by_lemma_rules(self, lemma: str, upos: str, feats: Mapping[str, str]) -> Prediction | None:
        for depth, (level, classifier) in enumerate(zip(LEVELS, self.lemma_rules, strict=True)):
            out, _ = classifier.predict(f"{upos}|{feat_key(feats, level)}", lemma)
            if out is not None:
                return Prediction(out, "lemma-rule" if depth == 0 else "backoff-rule")
        return None

    def _by_transfer(
        self, form: str, upos: str, source: Mapping[str, str], target: Mapping[str, str]
    ) -> str | None:
        for level, classifier in zip(LEVELS, self.transfer_rules, strict=True):
            out, _ = classifier.predict(_pair_key(upos, source, target, level), form)
            if out is not None:
                return out
        return None

    def inflect(self, lemma: str, upos: str, feats: Mapping[str, str]) -> Prediction:
        """The form of ``lemma`` with ``feats``."""
        key = feat_key(feats)
        known = self.memory.get((lemma, upos, key))
        if known:
            return Prediction(known.most_common(1)[0][0], "memory")
        rest = _without_gender(feats)
        for source_key, forms in (self.cells.get((lemma, upos)) or {}).items():
            source = parse_key(source_key)
            if _without_gender(source) == rest:
                out = self._by_transfer(forms.most_common(1)[0][0], upos, source, feats)
                if out is not None:
                    return Prediction(out, "transfer")
        return self._by_lemma_rules(lemma, upos, feats) or Prediction(lemma, "unchanged")

    def reinflect(self, token: Token, feats: Mapping[str, str], lemma: str | None = None) -> Prediction:
        """``token`` re-inflected for ``feats`` (and, for an intervened noun, the new ``lemma``).

        Order: memory of the target cell; the form → form edit from the token's own cell (only when
        the lemma is unchanged); lemma rules; the token's form unchanged.
        """
        lemma = lemma or token.lemma
        key = feat_key(feats)
        known = self.memory.get((lemma, token.upos, key))
        if known:
            return Prediction(known.most_common(1)[0][0], "memory")
        form = normalise(token.form, token.lemma)
        if lemma == token.lemma:
            if key == feat_key(token.feats):
                return Prediction(form, "unchanged")
            out = self._by_transfer(form, token.upos, token.feats, feats)
            if out is not None:
                return Prediction(out, "transfer")
        prediction = self._by_lemma_rules(lemma, token.upos, feats)
        if prediction is not None:
            return prediction
        return Prediction(form if lemma == token.lemma else lemma, "unchanged")


def _without_gender(feats: Mapping[str, str]) -> dict[str, str]:
    return {k: v for k, v in feats.items() if k != "Gender"}


def _pair_key(upos: str, source: Mapping[str, str], target: Mapping[str, str], level) -> str:
    return f"{upos}|{feat_key(source, level)}>{feat_key(target, level)}"

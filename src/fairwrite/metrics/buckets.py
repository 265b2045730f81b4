"""Term-frequency bucket evaluation of gender-neutral rewriters (Hauser 2023 §4.2.2.1, Figure 1).

How well does a system rewrite a gendered term, depending on how often it saw that term in training?
The test set is controlled: the 60 templates of Hauser's appendix (Tables 14–16: 20 feminine singular,
20 masculine singular, 20 plural contexts from real news sentences), each filled with one gendered term
of the terminology. Terms are bucketed by their number of occurrences *y* in a training set —
``0``, ``1–10``, ``11–100``, ``101–1,000``, ``1,001–10,000``, ``10,001–100,000`` (and ``>100,000``) — and
per gender: masculine terms fill the masculine singular and the plural templates, feminine terms the
feminine singular and the plural ones. Any system (a :class:`fairwrite.registry.Rewriter`: the rule
system, a trained model folder, …) rewrites every bucket's test set, and Terminology Match Accuracy (or
Gender-Fair Match Accuracy for gender-fair systems) is computed per bucket and gender.

Terms are inflected for the case the template needs (*eines Lehrers*, *den Lehrern*, *so manchen
Kollegen*); ``inflect=False`` inserts the citation form as the paper's tables show it. The templates are
kept verbatim, including the source's slips (*erleichen* for *erbleichen*, *Ein {term}, die …*).

    python -m fairwrite.metrics.buckets --train data/train.src --system rules --system models/tiny \\
        --output buckets/            # writes buckets.json, buckets.tsv and buckets.png
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fairwrite.de import agreement as agr
from fairwrite.de.extract import TermMatcher
from fairwrite.de.neutral import make_rewriter
from fairwrite.de.replacement import term_form
from fairwrite.de.terminology import FIELD_GENDER, TermEntry, Terminology, resolve_terminology
from fairwrite.errors import FairwriteError
from fairwrite.metrics.terminology import gender_fair_match_accuracy, terminology_match_accuracy
from fairwrite.registry import get_rewriter
from fairwrite.text.io import read_lines

# Each template: (text with {term}, case of the slot). The declension comes from the word before it.
F_SG: tuple[tuple[str, str], ...] = (
    ("Man muß keine {term} sein, um das langgezogene Schauerstück mit Unruhe zu verfolgen.", "nom"),
    ("Die {term} muß nur unterschreiben, um für den Erhalt ihres Schnäppchenparadieses zu stimmen.", "nom"),
    ("Bislang hat aber noch keine {term} Geld zurückzahlen müssen.", "nom"),
    ("Ernster jedenfalls als die Euphorie von einer {term}, die nur die Sonnenseite der Bonanza wahrnehmen will.", "dat"),
    ("Eine {term}, die zur Polizei kommt, hat ein Problem, ist unsicher, manchmal hilflos.", "nom"),
    ("Eine verschwundene {term} - kein Einzelfall.", "nom"),
    ("Wie sieht denn Ihr Idealbild von einer {term} aus?", "dat"),
    ('Das Vorgehen sei das "seit Jahren mieseste und fieseste Manöver von einer {term}".', "dat"),
    ("Eine Aufforderung, die schon so manche {term} erleichen ließ.", "acc"),
    ('Und dies sogar in dem Rechtssystem, in dem diese "{term}" schon so lange zu Hause ist?', "nom"),
    ("Die Ausbildung zur {term} in Deutschland soll in den nächsten zehn Jahren radikal umgestellt und vor allem kürzer werden.", "dat"),
    ("Natürlich ist die Kür von einer {term} keine einfache Sache.", "dat"),
    ("es sind Bilder des Grauens, die die {term} vor sich sieht.", "nom"),
    ("Keine einzige {term} beantwortete das Schreiben fristgerecht.", "nom"),
    ("Sie fragen danach - nach wie vor -, ob man überhaupt mit einer {term} reden dürfe.", "dat"),
    ("Wenn zum Beispiel eine {term} auf dem Gehsteig hinsegelt, sich verletzt und nachweislich das schlüpfrige Laub dafür verantwortlich ist, darf sie Schadenersatz fordern.", "nom"),
    ("Seuchen scheinen der {term} ein Gespenst aus dunkler Vergangenheit.", "dat"),
    ("Und sogar für einen ausgesprochenen Problemfall fand sich eine {term}:", "nom"),
    ('"Das Problem ist, den Gestus der {term} loszuwerden."', "gen"),
    ("Man kann als {term} gegen Pollock nicht gewinnen.", "nom"),
)  # fmt: skip
M_SG: tuple[tuple[str, str], ...] = (
    ("Man muß kein {term} sein, um das langgezogene Schauerstück mit Unruhe zu verfolgen.", "nom"),
    ("Der {term} muß nur unterschreiben, um für den Erhalt seines Schnäppchenparadieses zu stimmen.", "nom"),
    ("Bislang hat aber noch kein {term} Geld zurückzahlen müssen.", "nom"),
    ("Ernster jedenfalls als die Euphorie eines {term}, der nur die Sonnenseite der Bonanza wahrnehmen will.", "gen"),
    ("Ein {term}, die zur Polizei kommt, hat ein Problem, ist unsicher, manchmal hilflos.", "nom"),
    ("Ein verschwundener {term} - kein Einzelfall.", "nom"),
    ("Wie sieht denn Ihr Idealbild von einem {term} aus?", "dat"),
    ('Das Vorgehen sei das "seit Jahren mieseste und fieseste Manöver von einem {term}".', "dat"),
    ("Eine Aufforderung, die schon so manchen {term} erleichen ließ.", "acc"),
    ('Und dies sogar in dem Rechtssystem, in dem dieser "{term}" schon so lange zu Hause ist?', "nom"),
    ("Die Ausbildung zum {term} in Deutschland soll in den nächsten zehn Jahren radikal umgestellt und vor allem kürzer werden.", "dat"),
    ("Natürlich ist die Kür von einem {term} keine einfache Sache.", "dat"),
    ("es sind Bilder des Grauens, die der {term} vor sich sieht.", "nom"),
    ("Kein einziger {term} beantwortete das Schreiben fristgerecht.", "nom"),
    ("Sie fragen danach - nach wie vor -, ob man überhaupt mit einem {term} reden dürfe.", "dat"),
    ("Wenn zum Beispiel ein {term} auf dem Gehsteig hinsegelt, sich verletzt und nachweislich das schlüpfrige Laub dafür verantwortlich ist, darf er Schadenersatz fordern.", "nom"),
    ("Seuchen scheinen dem {term} ein Gespenst aus dunkler Vergangenheit.", "dat"),
    ("Und sogar für einen ausgesprochenen Problemfall fand sich ein {term}:", "nom"),
    ('"Das Problem ist, den Gestus von dem {term} loszuwerden."', "dat"),
    ("Man kann als {term} gegen Pollock nicht gewinnen.", "nom"),
)  # fmt: skip
PL: tuple[tuple[str, str], ...] = (
    ("Die auf die Probe gestellte Wahrnehmung der {term} ist wüstenklar und doch leicht verschleiert.", "gen"),
    ("Hinzu kommt ein eindeutiger Trend, der besagt, daß die Leute auf die {term} setzen:", "acc"),
    ("Mit Reis kochen {term} ihr eigenes Süppchen", "nom"),
    ("Die {term} glauben nicht so recht, daß sich Unternehmen durch die BUND-Tips zu Öko-Firmen wandeln.", "nom"),
    ("Ich denke, es gibt viele {term}, die das noch nicht begriffen haben.", "acc"),
    ("{term} der Provinz sitzen der Regierung in Paris im Nacken", "nom"),
    ("Die {term} sollen von dieser Entwicklung profitieren.", "nom"),
    ("Das schockiert vielleicht die {term}, weil es so gewalttätig ist, aber für mich ist es vor allem ein Bild des Bösen und der Versuchung.", "acc"),
    ("Hierzulande schufen die {term} 1148 neue Jobs.", "nom"),
    ("Es gebe auch noch mehrere {term}, sagte Burns.", "acc"),
    ("Am aktuellen Rand, wie die {term} sagen, sieht das Bild indessen wesentlich weniger rosig aus.", "nom"),
    ("In den französischen Alpen sind zwei US-amerikanische {term} in einen Schneesturm geraten und nach Behördenangaben erfroren.", "nom"),
    ("Europäische Kommission regt {term} auf", "acc"),
    ("Doch die {term} erschienen nicht zum vereinbarten Treffen.", "nom"),
    ("Dort blieben am Wochenende zahllose Schnellzüge stecken, von denen nicht wenige gerade als Entlastungszüge für die von der Straße vertriebenen {term} eingesetzt worden waren.", "acc"),
    ("Aber die {term} lachen nur:", "nom"),
    ("Mit Gewinnspielen machen immer mehr Organisationen nicht das Glück der {term}, sondern ihr eigenes.", "gen"),
    ("Das alles aber hatte den {term} nicht genügt.", "dat"),
    ("Das sehen auch die {term} so.", "nom"),
    ("Mannheimer {term} hatten in den letzten Jahren wiederholt für negative Schlagzeilen gesorgt.", "nom"),
)  # fmt: skip
#: Templates by the field of the term that fills them.
TEMPLATES: dict[str, tuple[tuple[str, str], ...]] = {"fem_sg": F_SG, "masc_sg": M_SG, "pl": PL}
GENDERS = ("feminine", "masculine")
_FIELDS = {"feminine": ("fem_sg", "fem_pl"), "masculine": ("masc_sg", "masc_pl")}

#: Upper bounds of Hauser's buckets: y = 0, 1 ≤ y ≤ 10, 10^n + 1 ≤ y ≤ 10^(n+1) for n = 1…4; then open.
BUCKET_BOUNDS = (0, 10, 100, 1_000, 10_000, 100_000)


def bucket_label(index: int) -> str:
    """``0``, ``1-10``, ``11-100``, …, ``>100000``."""
    if index == 0:
        return "0"
    if index < len(BUCKET_BOUNDS):
        return f"{BUCKET_BOUNDS[index - 1] + 1}-{BUCKET_BOUNDS[index]}"
    return f">{BUCKET_BOUNDS[-1]}"


BUCKETS = tuple(bucket_label(i) for i in range(len(BUCKET_BOUNDS) + 1))


def bucket_of(count: int) -> str:
    """The bucket of a term seen ``count`` times."""
    for index, bound in enumerate(BUCKET_BOUNDS):
        if count <= bound:
            return bucket_label(index)
    return bucket_label(len(BUCKET_BOUNDS))


# --- term frequencies -----------------------------------------------------------------------------


def term_key(entry: TermEntry, gender: str) -> str:
    """The gendered term that stands for an entry's gender in the counts (its singular, else its plural)."""
    sg, pl = _FIELDS[gender]
    return entry.term(sg) or entry.term(pl)


def count_terms(texts: Iterable[str], matcher: Any = None) -> Counter:
    """Occurrences of gendered terms in ``texts`` (lemmatised matching), keyed ``(gender, term)``."""
    matcher = matcher or TermMatcher()
    counts: Counter = Counter()
    for _, matches in matcher.pipe(texts):
        for match in matches:
            if not match.is_gendered:
                continue
            keys = set()
            for index, name in match.fields:
                gender = FIELD_GENDER[name]
                keys.add((gender, term_key(matcher.terminology[index], gender)))
            counts.update(keys)
    return counts


def training_sources(path: str | Path, *, split: str = "train", column: str = "source") -> list[str]:
    """Source segments of a training set: a text file (one per line) or a Hub-ready dataset folder."""
    folder = Path(path)
    if folder.is_dir():
        # heavy (datasets): imported on first use
        import datasets

        loaded = datasets.load_dataset(str(folder), split=split)
        return list(loaded[column])
    return read_lines(folder)


# --- test sets ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """One templated test segment."""

    source: str
    gender: str
    bucket: str
    term: str
    number: str  # sg / pl
    template: int


def _candidates(terminology: Terminology, gender: str) -> dict[str, TermEntry]:
    """One entry per gendered term (the first), with both the singular and the plural filled."""
    sg, pl = _FIELDS[gender]
    found: dict[str, TermEntry] = {}
    for entry in terminology:
        if entry.term(sg) and entry.term(pl) and " " not in entry.term(sg) + entry.term(pl):
            found.setdefault(term_key(entry, gender), entry)
    return found


def fill(template: str, case: str, entry: TermEntry, name: str, *, inflect: bool = True) -> str:
    """``template`` with the term of ``entry``'s field ``name`` in the slot's case."""
    if not inflect:
        return template.format(term=entry.term(name))
    before = template.split("{term}")[0].replace('"', " ").split()
    det = agr.determiner(before[-1]) if before else None
    if det is None and len(before) >= 2 and agr.is_adjective(before[-1]):
        det = agr.determiner(before[-2])  # *zwei US-amerikanische {term}*, *Ein verschwundener {term}*
    declension = det.declension if det else "strong"
    number = "pl" if name.endswith("_pl") else "sg"
    gender = None if number == "pl" else ("m" if name.startswith("masc") else "f")
    form = term_form(entry, name, case=case, number=number, declension=declension, gender=gender)
    return template.format(term=form)


def build_items(
    counts: Mapping[tuple[str, str], int] | Sequence[Mapping[tuple[str, str], int]],
    terminology: Terminology | str | None = None,
    *,
    max_terms: int | None = 12,
    seed: int = 0,
    inflect: bool = True,
    genders: Sequence[str] = GENDERS,
) -> list[Item]:
    """Templated test items for every gender and bucket.

    ``counts`` are term frequencies in one training set, or in several: then only terms that fall into
    the same bucket for every training set are used (Hauser's fair comparison of systems). At most
    ``max_terms`` terms (seeded sample) fill each bucket: 40 segments per term and gender.
    """
    tables = [counts] if isinstance(counts, Mapping) else list(counts)
    resolved = resolve_terminology(terminology)
    rng = random.Random(seed)
    items: list[Item] = []
    for gender in genders:
        by_bucket: dict[str, list[tuple[str, TermEntry]]] = {}
        for term, entry in _candidates(resolved, gender).items():
            buckets = {bucket_of(int(table.get((gender, term), 0))) for table in tables}
            if len(buckets) == 1:
                by_bucket.setdefault(buckets.pop(), []).append((term, entry))
        for bucket in BUCKETS:
            chosen = by_bucket.get(bucket, [])
            if max_terms is not None and len(chosen) > max_terms:
                chosen = rng.sample(chosen, max_terms)
            sg, pl = _FIELDS[gender]
            for term, entry in chosen:
                for name, number, templates in ((sg, "sg", TEMPLATES[sg]), (pl, "pl", TEMPLATES["pl"])):
                    for k, (template, case) in enumerate(templates):
                        text = fill(template, case, entry, name, inflect=inflect)
                        items.append(Item(text, gender, bucket, term, number, k))
    return items


# --- evaluation -----------------------------------------------------------------------------------


@dataclass
class BucketResult:
    """Accuracy per system, gender and bucket (``None`` where a bucket is empty)."""

    metric: str
    systems: dict[str, dict[str, dict[str, dict[str, Any]]]] = field(default_factory=dict)

    def accuracy(self, system: str, gender: str, bucket: str) -> float | None:
        cell = self.systems.get(system, {}).get(gender, {}).get(bucket)
        return None if cell is None else cell["accuracy"]

    def to_dict(self) -> dict[str, Any]:
        return {"metric": self.metric, "buckets": list(BUCKETS), "systems": self.systems}

    def rows(self) -> list[tuple[str, str, str, int, int, float | None]]:
        """``(system, gender, bucket, target matches, source terms, accuracy)``."""
        out = []
        for system, genders in self.systems.items():
            for gender, buckets in genders.items():
                for bucket, cell in buckets.items():
                    out.append((system, gender, bucket, cell["target_matches"], cell["source_terms"], cell["accuracy"]))
        return out


def resolve_system(spec: Any, *, form: str = "neutral") -> Any:
    """A rewriter from a spec: a Rewriter object, ``rules`` (the neutral rule system), or a model folder."""
    if hasattr(spec, "rewrite"):
        return spec
    if spec == "rules":
        return make_rewriter(form=form, referents="all")  # the benchmark convention: every gendered term
    return get_rewriter("de", str(spec))


def evaluate_buckets(
    systems: Mapping[str, Any],
    items: Sequence[Item],
    *,
    metric: str = "terminology",
    terminology: Terminology | str | None = None,
) -> BucketResult:
    """Rewrite every item with every system and score each (gender, bucket) cell."""
    if metric not in ("terminology", "gender-fair"):
        raise FairwriteError(f"metric must be 'terminology' or 'gender-fair', not {metric!r}")
    if not items:
        raise FairwriteError("no test items: is any terminology term in a bucket?")
    score = terminology_match_accuracy if metric == "terminology" else gender_fair_match_accuracy
    result = BucketResult(metric=metric)
    sources = [item.source for item in items]
    for name, spec in systems.items():
        rewriter = resolve_system(spec)
        predictions = list(rewriter.rewrite(sources))
        cells: dict[str, dict[str, dict[str, Any]]] = {}
        for gender in GENDERS:
            for bucket in BUCKETS:
                chosen = [i for i, item in enumerate(items) if item.gender == gender and item.bucket == bucket]
                if not chosen:
                    continue
                scored = score([sources[i] for i in chosen], [predictions[i] for i in chosen], terminology)
                cells.setdefault(gender, {})[bucket] = {**scored.to_dict(), "items": len(chosen)}
        result.systems[name] = cells
    return result


def plot(result: BucketResult, path: str | Path, *, title: str | None = None) -> Path:
    """A figure like Hauser's Figure 1: accuracy by frequency bucket, one panel per gender."""
    # heavy (matplotlib): imported on first use
    import matplotlib

    matplotlib.use("Agg")
    # heavy (matplotlib): imported on first use
    import matplotlib.pyplot as plt

    name = "Terminology Match Accuracy" if result.metric == "terminology" else "Gender-Fair Match Accuracy"
    fig, axes = plt.subplots(1, 2, figsize=(11, 4), sharey=True)
    for ax, gender in zip(axes, GENDERS, strict=True):
        for system in result.systems:
            xs, ys = [], []
            for k, bucket in enumerate(BUCKETS):
                value = result.accuracy(system, gender, bucket)
                if value is not None:
                    xs.append(k)
                    ys.append(100 * value)
            ax.plot(xs, ys, marker="o", label=system)
        ax.set_title(f"{gender} terms")
        ax.set_xticks(range(len(BUCKETS)), BUCKETS, rotation=30)
        ax.set_xlabel("occurrences in the training data")
        ax.set_ylim(-5, 105)
        ax.grid(alpha=0.3)
    axes[0].set_ylabel(f"{name} (%)")
    axes[1].legend(loc="best", fontsize="small")
    fig.suptitle(title or f"{name} by term frequency in training (Hauser 2023, Fig. 1)")
    fig.tight_layout()
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(target, dpi=120)
    plt.close(fig)
    return target


def write_report(result: BucketResult, output: str | Path) -> dict[str, Path]:
    """``buckets.json``, ``buckets.tsv`` and ``buckets.png`` in ``output``."""
    folder = Path(output)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "buckets.json").write_text(json.dumps(result.to_dict(), indent=2, ensure_ascii=False) + "\n")
    lines = ["system\tgender\tbucket\ttarget_matches\tsource_terms\taccuracy"]
    lines += ["\t".join(map(str, row)) for row in result.rows()]
    (folder / "buckets.tsv").write_text("\n".join(lines) + "\n")
    return {"json": folder / "buckets.json", "tsv": folder / "buckets.tsv", "plot": plot(result, folder / "buckets.png")}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fairwrite.metrics.buckets", description=__doc__.split("\n\n")[0])
    parser.add_argument("--train", action="append", required=True,
                        help="training sources (text file or dataset folder); repeat per system to compare")  # fmt: skip
    parser.add_argument("--system", action="append", required=True, help="'rules' or a model folder (repeatable)")
    parser.add_argument("--output", required=True, help="folder for buckets.json/.tsv/.png")
    parser.add_argument("--metric", default="terminology", choices=("terminology", "gender-fair"))
    parser.add_argument("--terminology", default=None, help="terminology file (default: the shipped one)")
    parser.add_argument("--max-terms", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-inflect", action="store_true", help="insert citation forms as in the paper's tables")
    args = parser.parse_args(argv)
    terminology = resolve_terminology(args.terminology)
    matcher = TermMatcher(terminology)
    counts = [count_terms(training_sources(path), matcher) for path in args.train]
    items = build_items(counts, terminology, max_terms=args.max_terms, seed=args.seed, inflect=not args.no_inflect)
    systems = {Path(s).name if s != "rules" else "rules": s for s in args.system}
    result = evaluate_buckets(systems, items, metric=args.metric, terminology=terminology)
    written = write_report(result, args.output)
    print(json.dumps({k: str(v) for k, v in written.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

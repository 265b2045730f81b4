"""Dataset builder ``cda``: CoNLL-U treebanks → original + counterfactual sentences, Hub-ready.

    fairwrite build cda --input es_gsd-ud-test.conllu --output cda-es [--model linear] [--log-alpha 1]

For every sentence: the original (``method="copy"``, tag ``original``) and, when it has animate nouns,
one counterfactual per other combination of their genders (``method="cda"``, tag ``counterfactual``),
made by the agreement MRF (trained on ``--train`` files, default the inputs themselves — training needs
only the treebank's own tags) and the treebank-trained re-inflector. ``source`` is always the original
sentence and ``target`` the variant; labels give the genders of the animate nouns (masculine,
feminine, mixed; none without animate nouns). Each input file becomes a split (``*-ud-train`` →
train, ``*-ud-dev`` → validation, ``*-ud-test`` → test, otherwise train); the config is the language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from datasets import DatasetDict

from fairwrite.cda.animacy import LANGUAGES, Gazetteer
from fairwrite.cda.baseline import baseline_model
from fairwrite.cda.conllu import MwtJoiner, Sentence, expand_conllu_inputs, read_conllu
from fairwrite.cda.generate import CounterfactualGenerator, gender_label
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.reinflect import Reinflector
from fairwrite.cda.tags import TagSet
from fairwrite.cda.train import TrainConfig, split_dev, train
from fairwrite.datasets.folder import DatasetCardSpec, write_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.schema import CorpusStats, Provenance, Segment, to_dataset

CITATION = """@inproceedings{zmigrod-etal-2019-counterfactual,
  title = {Counterfactual Data Augmentation for Mitigating Gender Stereotypes in Languages with Rich Morphology},
  author = {Zmigrod, Ran and Mielke, Sebastian J. and Wallach, Hanna and Cotterell, Ryan},
  booktitle = {Proceedings of the 57th Annual Meeting of the Association for Computational Linguistics},
  year = {2019},
  pages = {1651--1661},
}"""


@dataclass
class Config:
    lang: str = ""  # es, he, fr or de (default: from the file names, es_gsd-ud-test.conllu → es)
    model: str = "linear"  # agreement model: linear, neural or baseline (the hard-coded ψ of §5.1)
    train: list[Path] = field(default_factory=list)  # CoNLL-U files to train on (default: the inputs)
    log_alpha: float = 1.0  # intervention strength, log α (paper: 1)
    max_nouns: int = 3  # animate nouns per sentence whose gender combinations are generated
    include_inanimate: bool = True  # also keep sentences without animate nouns (as originals)
    gazetteer: Path | None = None  # a masculine<TAB>feminine list replacing the shipped one
    max_epochs: int = 100  # training epochs of the agreement model, at most
    max_seconds: float = 120.0  # training time of the agreement model, at most (seconds)
    batch_size: int = 32  # training batch size of the agreement model
    seed: int = 0  # seed of training and of the split
    license: str = ""  # licence of the treebank (default: its README's 'License:' line)


def language_of(paths: Sequence[Path]) -> str:
    found = {p.name.split("_")[0] for p in paths}
    langs = found & set(LANGUAGES)
    if len(langs) != 1 or len(found) != 1:
        raise FairwriteError(
            f"cannot tell the language from {', '.join(p.name for p in paths)}; pass --lang ({', '.join(LANGUAGES)})"
        )
    return langs.pop()


def split_of(path: Path) -> str:
    match = re.search(r"-(train|dev|test)\.conllu", path.name)
    return {"dev": "validation"}.get(match.group(1), match.group(1)) if match else "train"


def treebank_license(path: Path) -> str:
    readme = path.parent / "README.md"
    if readme.is_file():
        for line in readme.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("License:"):
                return line.split(":", 1)[1].strip()
    return ""


def make_generator(
    lang: str, train_sentences: list[Sentence], config: Config
) -> tuple[CounterfactualGenerator, dict]:
    """Train (or build) the MRF, fit the re-inflector and the multiword-token joiner."""
    if not train_sentences:
        raise FairwriteError("no training sentences")
    record: dict = {"model": config.model, "train_sentences": len(train_sentences)}
    if config.model == "baseline":
        model = baseline_model(lang, train_sentences)
    else:
        fit, held = split_dev(train_sentences, seed=config.seed)
        model = AgreementMRF.create(config.model, fit, tagset=TagSet.for_language(lang, train_sentences))
        result = train(
            model,
            fit,
            held,
            TrainConfig(
                max_epochs=config.max_epochs,
                max_seconds=config.max_seconds,
                batch_size=config.batch_size,
                seed=config.seed,
            ),
        )
        record["training"] = result.to_dict()
    gazetteer = Gazetteer.load(lang, config.gazetteer)
    generator = CounterfactualGenerator(
        model=model,
        reinflector=Reinflector().fit(train_sentences),
        gazetteer=gazetteer,
        joiner=MwtJoiner("" if lang == "he" else " ").fit(train_sentences),
        log_alpha=config.log_alpha,
        max_nouns=config.max_nouns,
    )
    record["gazetteer_pairs"] = len(gazetteer)
    return generator, record


def segments_for(
    generator: CounterfactualGenerator,
    sentences: list[Sentence],
    lang: str,
    corpus: str,
    license: str,
    config: Config,
) -> tuple[list[Segment], int]:
    """The rows of one input file, and how many counterfactuals were left out as ``failed``."""
    rows: list[Segment] = []
    failed = 0
    for index, (sentence, variants) in enumerate(
        zip(sentences, _generate(generator, sentences), strict=True)
    ):
        original = variants[0]
        if not original.nouns and not config.include_inanimate:
            continue
        source_label = gender_label(original.genders)
        provenance = Provenance(corpus=corpus, document=sentence.sent_id, index=index, license=license)
        nouns = [sentence.tokens[j].form for j in original.nouns]
        for number, variant in enumerate(variants):
            if variant.failed:
                failed += 1
                continue
            rows.append(
                Segment(
                    source=original.text,
                    target=variant.text,
                    lang=lang,
                    source_label=source_label,
                    target_label=gender_label(variant.genders),
                    method="copy" if variant.original else "cda",
                    direction="forward",
                    tags=("original",) if variant.original else ("counterfactual",),
                    provenance=provenance,
                    meta={
                        "nouns": nouns,
                        "noun_positions": list(variant.nouns),
                        "genders": list(variant.genders),
                        "changes": [list(c) for c in variant.changes],
                        "model": config.model,
                    },
                    id=f"{lang}-{Path(corpus).stem}-{index:06d}-{number:02d}",
                )
            )
    return rows, failed


def _generate(generator: CounterfactualGenerator, sentences: list[Sentence], block: int = 2000):
    """Variants of every sentence, generated ``block`` sentences at a time (bounded memory)."""
    for start in range(0, len(sentences), block):
        yield from generator.generate(sentences[start : start + block])


def build(inputs: Sequence[Path], output: Path, config: Config) -> Path:
    """Write the CDA dataset of the CoNLL-U ``inputs`` to the Hub-ready folder ``output``."""
    if config.model not in ("linear", "neural", "baseline"):
        raise FairwriteError(f"--model must be linear, neural or baseline, not {config.model!r}")
    files = expand_conllu_inputs(inputs)
    lang = config.lang or language_of(files)
    if lang not in LANGUAGES:
        raise FairwriteError(f"--lang must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    read = CorpusStats()  # malformed sentences skipped, recorded on the card
    by_file = {path: read_conllu(path, read) for path in files}
    train_sentences = (
        read_conllu(config.train) if config.train else [s for sents in by_file.values() for s in sents]
    )
    generator, record = make_generator(lang, train_sentences, config)
    splits: dict[str, list[Segment]] = {}
    failed: dict[str, int] = {}
    for path, sentences in by_file.items():
        license = config.license or treebank_license(path)
        rows, dropped = segments_for(generator, sentences, lang, path.name, license, config)
        splits.setdefault(split_of(path), []).extend(rows)
        failed[split_of(path)] = failed.get(split_of(path), 0) + dropped
    if not any(splits.values()):
        raise FairwriteError(
            "no sentences to write (all inputs empty, or no animate nouns with --no-include-inanimate)"
        )
    dataset = DatasetDict({name: to_dataset(rows) for name, rows in splits.items() if rows})
    counts = {
        name: {
            "rows": len(rows),
            "counterfactuals": sum(r.method == "cda" for r in rows),
            "failed_counterfactuals": failed.get(name, 0),  # an intervened noun kept its form: left out
        }
        for name, rows in splits.items()
    }
    licenses = sorted({config.license or treebank_license(p) for p in files} - {""})
    spec = DatasetCardSpec(
        pretty_name=f"fairwrite CDA ({lang})",
        languages=[lang],
        license=_hub_license(licenses[0]) if len(licenses) == 1 else "other",
        task_categories=["text-generation", "text2text-generation"],
        tags=["gender-bias", "counterfactual-data-augmentation", "morphology", "fairwrite"],
        summary=(
            "Counterfactual data augmentation for a language with grammatical gender (Zmigrod et al. 2019): "
            "each sentence with animate nouns is rewritten for every combination of their genders, with "
            "agreement propagated by a Markov random field over the dependency tree and words re-inflected."
        ),
        sections={
            "Fields": (
                "`source` is the original sentence, `target` one version of it (the original itself for "
                '`method == "copy"`, tag `original`; a counterfactual for `method == "cda"`). '
                "`source_label` / `target_label` give the genders of the animate nouns (masculine, feminine, "
                "mixed, none). `meta` (JSON) lists the nouns, their genders in `target` and every changed word "
                "`[position, old form, new form]`."
            ),
            "Limitations": (
                "Animacy comes from a hand-written gazetteer of person nouns, so a noun used in another sense "
                "may be changed; co-reference is not modelled (a pronoun referring to the noun keeps its "
                "gender); re-inflection of words unseen in training is a learnt edit and can be wrong."
            ),
        },
        citations=[CITATION],
        build={
            "config": {k: (str(v) if isinstance(v, Path) else v) for k, v in asdict(config).items()},
            "lang": lang,
            "sources": [str(p) for p in files],
            "train_sources": [str(p) for p in config.train] or [str(p) for p in files],
            "splits": counts,
            "skipped": read.skipped,
            "skipped_at": read.skipped_at,
            **record,
        },
    )
    return write_dataset_folder({lang: dataset}, output, spec)


def _hub_license(text: str) -> str:
    known = {"CC BY-SA 4.0": "cc-by-sa-4.0", "CC BY-NC-SA 4.0": "cc-by-nc-sa-4.0", "CC BY 4.0": "cc-by-4.0"}
    return known.get(text, "other")

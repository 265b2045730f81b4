"""Where each capability lives: rewriters, augmenters and dataset builders by name.

Entries are ``"module:attribute"`` strings imported on first use, so ``import fairwrite`` never loads
spaCy or torch, and the CLI, the Python API and the dataset scripts all resolve names the same way.

Interfaces:

- a **rewriter factory** ``make_rewriter(form=None, direction=None, **options) -> Rewriter``;
- an **augmenter factory** ``make_augmenter(gender, **options) -> Rewriter`` (Backward Augmentation:
  gender-fair text in, generic masculine/feminine out);
- a **builder module** with a ``Config`` dataclass and ``build(inputs, output, config) -> Path`` that
  writes a Hub-ready folder (see :func:`fairwrite.hub.write_dataset_folder`).
"""

from __future__ import annotations

import dataclasses
import importlib
import types
import typing
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from fairwrite.errors import FairwriteError
from fairwrite.text.boundary import BoundaryRewriter


@runtime_checkable
class Rewriter(Protocol):
    """Turns segments into segments, one output per input, in order."""

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]: ...


REWRITERS: dict[str, str] = {
    "en": "fairwrite.en.forward:make_rewriter",
    "de": "fairwrite.de.forward:make_rewriter",
    "fr": "fairwrite.fr.exclure:make_rewriter",
}

AUGMENTERS: dict[tuple[str, str], str] = {
    ("en", "rules"): "fairwrite.en.backward:make_augmenter",
    ("de", "rules"): "fairwrite.de.backward:make_augmenter",
    ("de", "roundtrip"): "fairwrite.augment.roundtrip:make_augmenter",
    # gender-neutral German (Hauser 2023): neutral terms → generic masculine/feminine terms
    ("de", "replacement"): "fairwrite.de.replacement:make_augmenter",
}

BUILDERS: dict[str, str] = {
    "en-augmented": "fairwrite.en.dataset",
    "de-gender-fair": "fairwrite.de.dataset",
    "inclure": "fairwrite.fr.bitext",
    "roundtrip": "fairwrite.augment.dataset",
    "neutral-de": "fairwrite.de.neutral_dataset",
    "cda": "fairwrite.cda.dataset",
    "benchmarks": "fairwrite.hub.benchmark_dataset",
}

#: Metrics for ``fairwrite evaluate``: ``fn(references, predictions, *, sources, lang) -> dict`` whose
#: ``score`` is on a 0–100 scale (WER in percent, as the papers print it).
METRICS: dict[str, str] = {
    "tokenised-wer": "fairwrite.metrics.scoring:score_wer",
    "bleu": "fairwrite.metrics.scoring:score_bleu",
    "chrf": "fairwrite.metrics.scoring:score_chrf",
    "terminology-match": "fairwrite.metrics.terminology:score_terminology_match",
    "gender-fair-match": "fairwrite.metrics.terminology:score_gender_fair_match",
}

#: How a language writes a word of an ALL-CAPS or Title-Case segment in running text (default: sentence case).
TRUECASERS: dict[str, str] = {"de": "fairwrite.de.truecase:truecase"}

#: Loads a trained seq2seq model folder as a :class:`Rewriter` (``--system MODEL_DIR``).
MODEL_REWRITER = "fairwrite.models.rewriter:load_model_rewriter"


def resolve(target: str) -> Any:
    """Import ``"module:attribute"`` (or a module path) and return the object."""
    module_name, _, attribute = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name and module_name.startswith(err.name):
            raise FairwriteError(f"{module_name} is not available in this fairwrite installation") from None
        raise
    return getattr(module, attribute) if attribute else module


def at_boundary(rewriter: Rewriter, lang: str) -> Rewriter:
    """``rewriter`` behind the text normalisation every segment gets (NFC, casing, markup; see
    :mod:`fairwrite.text.boundary`): the one place it is applied."""
    truecase = (lambda: resolve(TRUECASERS[lang])) if lang in TRUECASERS else None
    return BoundaryRewriter(rewriter, lang, truecase)


def get_rewriter(
    lang: str, system: str = "rules", *, form: str | None = None, direction: str | None = None, **options: Any
) -> Rewriter:
    """The forward rewriter for ``lang``: rule-based (``system="rules"``) or a trained model folder."""
    if system != "rules":
        if not Path(system).is_dir():
            raise FairwriteError(f"--system must be 'rules' or a model folder; {system} is neither")
        return at_boundary(
            resolve(MODEL_REWRITER)(system, lang=lang, form=form, direction=direction, **options), lang
        )
    if lang not in REWRITERS:
        raise FairwriteError(f"no rule-based rewriter for {lang!r}; available: {', '.join(REWRITERS)}")
    return at_boundary(resolve(REWRITERS[lang])(form=form, direction=direction, **options), lang)


def get_augmenter(lang: str, gender: str, method: str = "rules", **options: Any) -> Rewriter:
    """Backward Augmentation for ``lang``: gender-fair text → generic ``gender`` (masculine/feminine)."""
    if gender not in ("masculine", "feminine"):
        raise FairwriteError(f"--gender must be masculine or feminine, not {gender!r}")
    key = (lang, method)
    if key not in AUGMENTERS:
        known = ", ".join(f"{lang_}/{method_}" for lang_, method_ in AUGMENTERS)
        raise FairwriteError(f"no augmenter for --lang {lang} --method {method}; available: {known}")
    return at_boundary(resolve(AUGMENTERS[key])(gender, **options), lang)


# --- dataset builders -------------------------------------------------------------------------------


def _coerce(value: str, annotation: Any, name: str) -> Any:
    origin = typing.get_origin(annotation)
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if origin in (typing.Union, types.UnionType) and args:
        return _coerce(value, args[0], name)
    if origin in (list, tuple, Sequence) or annotation in (list, tuple):
        inner = args[0] if args else str
        items = [_coerce(v.strip(), inner, name) for v in value.split(",") if v.strip()]
        return tuple(items) if origin is tuple else items
    try:
        if annotation is bool:
            if value.lower() in ("1", "true", "yes", "on"):
                return True
            if value.lower() in ("0", "false", "no", "off"):
                return False
            raise ValueError(value)
        if annotation in (int, float):
            return annotation(value)
        if annotation is Path:
            return Path(value)
    except ValueError:
        raise FairwriteError(
            f"--{name.replace('_', '-')}: {value!r} is not a valid {annotation.__name__}"
        ) from None
    return value


def parse_options(config_class: type, arguments: Sequence[str]) -> Any:
    """Build a builder's ``Config`` from ``--key value`` / ``--flag`` / ``--no-flag`` arguments."""
    hints = typing.get_type_hints(config_class)
    fields = {f.name for f in dataclasses.fields(config_class)}
    values: dict[str, Any] = {}
    args = list(arguments)
    while args:
        arg = args.pop(0)
        if not arg.startswith("--"):
            raise FairwriteError(f"unexpected argument {arg!r}; builder options look like --name value")
        key, _, inline = arg[2:].partition("=")
        name = key.replace("-", "_")
        negated = name.startswith("no_") and name[3:] in fields and hints[name[3:]] is bool
        if negated:
            values[name[3:]] = False
            continue
        if name not in fields:
            known = ", ".join("--" + f.replace("_", "-") for f in sorted(fields))
            raise FairwriteError(f"unknown option --{key} for this dataset; options: {known}")
        if hints[name] is bool and not inline and (not args or args[0].startswith("--")):
            values[name] = True
            continue
        if not inline and not args:
            raise FairwriteError(f"--{key} needs a value")
        values[name] = _coerce(inline or args.pop(0), hints[name], name)
    return config_class(**values)


def builder(name: str) -> types.ModuleType:
    """The builder module registered as ``name``."""
    if name not in BUILDERS:
        raise FairwriteError(f"unknown dataset {name!r}; available: {', '.join(sorted(BUILDERS))}")
    return resolve(BUILDERS[name])


def run_builder(
    name: str, inputs: Sequence[str | Path], output: str | Path, options: Sequence[str] = ()
) -> Path:
    """Run the dataset builder ``name`` on ``inputs`` and write its Hub-ready folder to ``output``."""
    module = builder(name)
    config = parse_options(module.Config, options)
    return module.build([Path(p) for p in inputs], Path(output), config)


def build_script(name: str, doc: str | None, argv: Sequence[str] | None = None) -> None:
    """The command line of ``dataset_scripts/build_<name>.py``: ``--input … --output DIR [--option value …]``.

    Every dataset script is this one call with its own docstring, so the scripts stay thin and identical
    in behaviour to ``fairwrite build NAME``.
    """
    import argparse
    import logging
    import sys

    logging.basicConfig(level=logging.INFO, format="%(message)s")
    parser = argparse.ArgumentParser(
        description=(doc or name).strip().splitlines()[0],
        epilog="Other --options go to the dataset's Config (see the module docstring).",
    )
    parser.add_argument("--input", nargs="+", required=True, help="corpus files, folders or globs")
    parser.add_argument("--output", required=True, help="Hub-ready output folder")
    args, options = parser.parse_known_args(argv)
    try:
        folder = run_builder(name, args.input, args.output, options)
    except FairwriteError as err:
        print(f"build {name}: error: {err}", file=sys.stderr)
        sys.exit(2)
    print(f"wrote {folder}", file=sys.stderr)

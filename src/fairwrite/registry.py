"""Where each capability lives: rewriters, augmenters and dataset builders by name.

Entries are ``"module:attribute"`` strings imported on first use, so ``import fairwrite`` never loads
spaCy or torch, and the CLI, the Python API and the dataset scripts all resolve names the same way.

Interfaces:

- a **rewriter factory** ``make_rewriter(form=None, direction=None, *, referents="generic", **options) ->
  Rewriter`` (``referents``: :data:`fairwrite.schema.REFERENTS`; the segments of one ``rewrite`` call are
  one document in order, see :data:`fairwrite.schema.CONTEXT_SEGMENTS`);
- an **augmenter factory** ``make_augmenter(gender, **options) -> Rewriter`` (Backward Augmentation:
  gender-fair text in, generic masculine/feminine out);
- every rewriter and augmenter handed out is wrapped once (:func:`at_boundary`): text normalisation, and
  so a long segment is rewritten in bounded sentence chunks (linear time and memory for every engine);
- a **builder module** with a ``Config`` dataclass and ``build(inputs, output, config) -> Path`` that
  writes a Hub-ready folder (see :func:`fairwrite.hub.write_dataset_folder`); its ``--name value``
  options are read into ``Config`` by :func:`fairwrite.config.parse_flags`.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import sys
import types
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from fairwrite.config import parse_flags
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES
from fairwrite.schema import check_referents
from fairwrite.text.boundary import BoundaryRewriter
from fairwrite.text.chunk import ChunkedRewriter


@runtime_checkable
class Rewriter(Protocol):
    """Turns segments into segments, one output per input, in order."""

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]: ...


#: Built from the language registry (:mod:`fairwrite.languages`): a language adds its engines there.
REWRITERS: dict[str, str] = {code: entry.rewriter for code, entry in LANGUAGES.items() if entry.rewriter}


AUGMENTERS: dict[tuple[str, str], str] = {
    (code, method): target for code, entry in LANGUAGES.items() for method, target in entry.augmenters.items()
}

#: Dataset builders: the languages' own, then the multilingual ones.
BUILDERS: dict[str, str] = {
    **{name: module for entry in LANGUAGES.values() for name, module in entry.builders.items()},
    "cda": "fairwrite.datasets.cda",
    "benchmarks": "fairwrite.datasets.benchmarks",
}

#: Metrics for ``fairwrite evaluate``: ``fn(references, predictions, *, sources, lang) -> dict`` whose
#: ``score`` is on a 0–100 scale (WER in percent, as the papers print it).
METRICS: dict[str, str] = {
    "tokenised-wer": "fairwrite.metrics.scoring:score_wer",
    "bleu": "fairwrite.metrics.scoring:score_bleu",
    "chrf": "fairwrite.metrics.scoring:score_chrf",
    "terminology-match": "fairwrite.metrics.terminology:score_terminology_match",
    "gender-fair-match": "fairwrite.metrics.terminology:score_gender_fair_match",
    "over-edit": "fairwrite.metrics.scoring:score_over_edit",
}

#: Loads a trained seq2seq model folder as a :class:`Rewriter` (``--system MODEL_DIR``).
MODEL_REWRITER = "fairwrite.models.rewriter:load_model_rewriter"
#: What a model folder records about its training (``lang``, ``direction``, ``referents``, control tags).
MODEL_METADATA = "fairwrite.models.tags:METADATA_FILE"

logger = logging.getLogger(__name__)


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
    """``rewriter`` as every caller gets it, the one place these wrappers are applied: long segments in
    bounded sentence chunks (:mod:`fairwrite.text.chunk`: linear time and memory), each chunk behind the
    text normalisation every segment gets (NFC, casing, markup: :mod:`fairwrite.text.boundary`)."""
    entry = LANGUAGES.get(lang)
    truecaser = entry.truecaser if entry else ""  # the language's own, loaded on first use; else sentence case
    truecase = (lambda: resolve(truecaser)) if truecaser else None
    return ChunkedRewriter(BoundaryRewriter(rewriter, lang, truecase), lang)


def get_rewriter(
    lang: str,
    system: str = "rules",
    *,
    form: str | None = None,
    direction: str | None = None,
    referents: str | None = None,
    **options: Any,
) -> Rewriter:
    """The forward rewriter for ``lang``: rule-based (``system="rules"``) or a trained model folder.

    ``referents`` (:data:`fairwrite.schema.REFERENTS`) says which person references the rules rewrite:
    ``generic`` when not given. A model does what it was trained on: an explicit ``referents`` other than
    the one its folder records is an error (see :func:`check_model_referents`).
    """
    if referents is not None:
        check_referents(referents)
    if system != "rules":
        if not Path(system).is_dir():
            raise FairwriteError(f"--system must be 'rules' or a model folder; {system} is neither")
        check_model_referents(Path(system), referents)
        # A model generates its output rather than editing spans of the input, so the boundary's span
        # diff does not apply: it reads the text as the pipeline does (the same output), in bounded chunks.
        model = resolve(MODEL_REWRITER)(system, lang=lang, form=form, direction=direction, **options)
        return ChunkedRewriter(model, lang)
    if lang not in REWRITERS:
        raise FairwriteError(f"no rule-based rewriter for {lang!r}; available: {', '.join(REWRITERS)}")
    factory = resolve(REWRITERS[lang])
    return at_boundary(factory(form=form, direction=direction, referents=referents or "generic", **options), lang)


def check_model_referents(folder: Path, referents: str | None) -> str | None:
    """The referents mode a model folder records (``"referents"`` in its metadata file), checked against
    an explicit ``referents``: a model cannot be told to rewrite other references than it learnt to, so a
    different value is an error; a model that records none runs as trained, with a warning."""
    path = folder / resolve(MODEL_METADATA)
    try:
        recorded = json.loads(path.read_text(encoding="utf-8")).get("referents") if path.is_file() else None
    except (ValueError, AttributeError):
        recorded = None  # the model loader reports an unreadable metadata file in its own words
    if referents is None or referents == recorded:
        return recorded
    if recorded is None:
        logger.warning(
            "%s records no referents mode: --referents %s is ignored, the model does what it was trained on",
            folder, referents,
        )
        return None
    raise FairwriteError(
        f"the model in {folder} was trained for --referents {recorded}; a model does what it was trained on: "
        f"drop --referents {referents} or train on data built with it"
    )


def rewrite_forms(lang: str) -> tuple[str, ...]:
    """The ``--form`` values the rule-based rewriter of ``lang`` accepts: the engine's own tuple, named in
    its language entry, so ``rewrite --help`` and the ``--form`` error print the same list (empty: none)."""
    entry = LANGUAGES.get(lang)
    return tuple(resolve(entry.forms)) if entry and entry.forms else ()


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
    config = parse_flags(module.Config, options)
    return module.build([Path(p) for p in inputs], Path(output), config)


def _config_help(name: str, width: int) -> str:
    """``--help``'s list of every option of the builder's typed ``Config`` (the ones ``fairwrite build NAME
    --help`` lists), wrapped to ``width``: the script passes them on as they are."""
    import textwrap

    from fairwrite.config import describe_fields

    lines = [f"options of {name} (its Config):"]
    for option in describe_fields(builder(name).Config, nested=False):
        flag = "--" + option.name.replace("_", "-")
        flag += f"/--no-{flag[2:]}" if option.type == "bool" else f" {option.type.upper()}"
        default = "" if option.default is None else f" [default: {option.default!r}]"
        text = f"{option.help}{default}".strip()
        lines.append(textwrap.fill(text, width, initial_indent=f"  {flag:<28} ", subsequent_indent=" " * 31)
                     if len(flag) <= 28 else f"  {flag}\n" + textwrap.fill(text, width, initial_indent=" " * 31,
                                                                          subsequent_indent=" " * 31))  # fmt: skip
    return "\n".join(lines)


def build_script(name: str, doc: str | None, argv: Sequence[str] | None = None) -> None:
    """The command line of ``dataset_scripts/build_<name>.py``: ``--input … --output DIR [--option value …]``.

    Every dataset script is this one call with its own docstring, so the scripts stay thin and identical
    in behaviour to ``fairwrite build NAME``.
    """
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    import shutil
    import textwrap

    width = max(shutil.get_terminal_size((100, 24)).columns - 2, 60)
    parser = argparse.ArgumentParser(
        description=textwrap.fill((doc or name).strip().splitlines()[0], width),
        epilog=_config_help(name, width),
        formatter_class=argparse.RawDescriptionHelpFormatter,
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

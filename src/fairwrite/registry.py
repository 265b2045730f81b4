"""Where each capability lives: rewriters, augmenters and dataset builders by name.

Entries are ``"module:attribute"`` strings imported on first use, so ``import fairwrite`` never loads
spaCy or torch, and the CLI, the Python API and the dataset scripts all resolve names the same way. They are
registered where they are defined — entry points (``fairwrite.registry.builders``, ``fairwrite.registry.metrics``,
``fairwrite.registry.models``, ``fairwrite.registry.augmenters``, ``fairwrite.registry.languages``) — so the core names no upper layer
and a new builder, metric or model edits no core module.

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
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from fairwrite.config import check_options, keyword_options, parse_flags, split_flags
from fairwrite.errors import FairwriteError
from fairwrite.extras import missing_extra
from fairwrite.languages import LANGUAGES
from fairwrite.schema import check_referents
from fairwrite.text.boundary import BoundaryRewriter
from fairwrite.text.chunk import ChunkedRewriter
from fairwrite.text.documents import check_context, with_context


@runtime_checkable
class Rewriter(Protocol):
    """Turns segments into segments, one output per input, in order."""

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]: ...


def registered(group: str) -> dict[str, str]:
    """``name → "module:attribute"`` of the ``group`` entry points: what registered where it is defined
    (``[project.entry-points."<group>"]`` of pyproject.toml, or of any installed plugin package), in name
    order; nothing is imported here."""
    return {point.name: point.value for point in sorted(entry_points(group=group), key=lambda p: p.name)}


#: Built from the language registry (:mod:`fairwrite.languages`): a language adds its engines there.
REWRITERS: dict[str, str] = {code: entry.rewriter for code, entry in LANGUAGES.items() if entry.rewriter}

#: Backward Augmentation factories: the languages' own, then those registered as ``fairwrite.registry.augmenters``
#: entry points named ``<lang>.<method>`` (an augmenter defined above the language engines).
AUGMENTERS: dict[tuple[str, str], str] = {
    **{(code, method): target for code, entry in LANGUAGES.items() for method, target in entry.augmenters.items()},
    **{tuple(name.split(".", 1)): target for name, target in registered("fairwrite.registry.augmenters").items()},  # type: ignore[misc]
}

#: Dataset builders (``fairwrite.registry.builders`` entry points): a module with ``Config`` and ``build``.
BUILDERS: dict[str, str] = registered("fairwrite.registry.builders")

#: Metrics for ``fairwrite evaluate`` (``fairwrite.registry.metrics`` entry points):
#: ``fn(references, predictions, *, sources, lang) -> dict`` whose ``score`` is on a 0–100 scale (WER in
#: percent, as the papers print it).
METRICS: dict[str, str] = registered("fairwrite.registry.metrics")

#: Trained model folders (``fairwrite.registry.models`` entry points): ``rewriter`` loads one as a :class:`Rewriter`
#: (``--system MODEL_DIR``); ``metadata_file`` names what a folder records about its training (``lang``,
#: ``direction``, ``referents``, control tags).
MODELS: dict[str, str] = registered("fairwrite.registry.models")

logger = logging.getLogger(__name__)


def resolve(target: str, needed_for: str | None = None) -> Any:
    """Import ``"module:attribute"`` (or a module path) and return the object; a package of an optional
    extra that is not installed is one error line naming the extra and what (``needed_for``) needs it."""
    module_name, _, attribute = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name and module_name.startswith(err.name):
            raise FairwriteError(f"{module_name} is not available in this fairwrite installation") from None
        extra = missing_extra(err, needed_for or module_name)
        if extra is not None:  # a package of an optional extra: one line naming the extra
            raise extra from None
        raise
    return getattr(module, attribute) if attribute else module


def _model_entry(name: str) -> str:
    if name not in MODELS:
        raise FairwriteError("trained model folders need fairwrite's models layer, which is not installed here")
    return MODELS[name]


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
    context: int | None = None,
    **options: Any,
) -> Rewriter:
    """The forward rewriter for ``lang``: rule-based (``system="rules"``) or a trained model folder.

    ``context``: at most that many previous segments of a document are read as context (``0``: each
    segment its own document; ``None``: the engines' own window), see :mod:`fairwrite.text.documents`.

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
        model = resolve(_model_entry("rewriter"))(system, lang=lang, form=form, direction=direction, **options)
        return with_context(ChunkedRewriter(model, lang), context)
    if lang not in REWRITERS:
        raise FairwriteError(f"no rule-based rewriter for {lang!r}; available: {', '.join(REWRITERS)}")
    route = " ".join(f"--{k} {v}" for k, v in (("form", form), ("direction", direction)) if v)
    check_engine_options(lang, (form, direction, ""), options, f"the {LANGUAGES[lang].name} rewriter{f' ({route})' if route else ''}")
    factory = resolve(REWRITERS[lang])
    if context is not None:
        check_context(context)  # before an engine loads
    rewriter = factory(form=form, direction=direction, referents=referents or "generic", **options)
    return with_context(at_boundary(rewriter, lang), context)


def check_model_referents(folder: Path, referents: str | None) -> str | None:
    """The referents mode a model folder records (``"referents"`` in its metadata file), checked against
    an explicit ``referents``: a model cannot be told to rewrite other references than it learnt to, so a
    different value is an error; a model that records none runs as trained, with a warning."""
    path = folder / resolve(_model_entry("metadata_file"))
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
    check_engine_options(lang, (f"augment:{method}",), options, f"the {LANGUAGES[lang].name} augmenter (--method {method})")
    return at_boundary(resolve(AUGMENTERS[key])(gender, **options), lang)


#: What the registry passes to an engine itself: never an ``-O`` option.
_PASSED = ("form", "direction", "referents", "gender")


def check_engine_options(lang: str, routes: Sequence[str | None], options: dict[str, Any], engine: str) -> None:
    """Refuse ``-O`` keys the engine of the first of ``routes`` that ``lang`` declares does not take
    (:attr:`fairwrite.languages.Language.options`: its typed signature), listing the valid ones."""
    entry = LANGUAGES.get(lang)
    if not options or entry is None:
        return
    target = next((entry.options[r] for r in routes if r is not None and r in entry.options), None)
    if target is None:
        return
    check_options(options, keyword_options(resolve(target), passed=_PASSED) if target else frozenset(), engine)


# --- dataset builders -------------------------------------------------------------------------------


def builder(name: str) -> types.ModuleType:
    """The builder module registered as ``name``."""
    if name not in BUILDERS:
        raise FairwriteError(f"unknown dataset {name!r}; available: {', '.join(sorted(BUILDERS))}")
    return resolve(BUILDERS[name], f"fairwrite build {name}")


def job_settings(module: types.ModuleType) -> type | None:
    """The job config of a builder whose dataset is a spec on the shared corpus builder (its ``SPEC``), else ``None``."""
    return getattr(getattr(module, "SPEC", None), "job_settings", None)


def run_builder(
    name: str, inputs: Sequence[str | Path], output: str | Path, options: Sequence[str] = ()
) -> Path:
    """Run the dataset builder ``name`` on ``inputs`` and write its Hub-ready folder to ``output``."""
    module = builder(name)
    paths = [Path(p) for p in inputs]
    settings = job_settings(module)
    if settings is None:
        return module.build(paths, Path(output), parse_flags(module.Config, options))
    own, job = split_flags(options, settings)
    return module.build(paths, Path(output), parse_flags(module.Config, own), parse_flags(settings, job))


def _config_help(name: str, width: int) -> str:
    """``--help``'s list of every option of the builder's typed ``Config`` and, for a dataset on the shared
    corpus builder, of its job (the ones ``fairwrite build NAME --help`` lists), wrapped to ``width``: the
    script passes them on as they are."""
    import textwrap

    from fairwrite.config import describe_fields

    module = builder(name)
    settings = job_settings(module)
    sections = [(f"options of {name} (its Config):", module.Config)]
    sections += [("options of its corpus job:", settings)] if settings is not None else []
    lines = []
    for heading, config in sections:
        lines.append(heading)
        for option in describe_fields(config, nested=False):
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

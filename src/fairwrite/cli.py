"""The ``fairwrite`` command: the contract of DESIGN.md, thin over the library.

Files are UTF-8, one segment per line, output line-aligned with input; ``-`` or no file means
stdin/stdout. User mistakes end with one ``fairwrite: error: …`` line and exit code 2, never a traceback.
"""

from __future__ import annotations

from fairwrite import signals

if __name__ == "__main__":  # `python -m fairwrite.cli`: signals first, before the slow imports below
    signals.install()

import errno
import functools
import inspect
import io
import json
import re
import sys
from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import click
import rich.console
import typer
from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from typer.core import TyperCommand, TyperGroup

from fairwrite.config import REQUIRED, FieldHelp, describe_fields, parse_assignments
from fairwrite.errors import FairwriteError, Interrupted
from fairwrite.languages import LANGUAGES, rewriting_languages
from fairwrite.library_output import quiet_libraries
from fairwrite.registry import (
    BUILDERS,
    METRICS,
    builder,
    get_augmenter,
    get_rewriter,
    job_settings,
    resolve,
    rewrite_forms,
    run_builder,
)
from fairwrite.schema import check_referents
from fairwrite.text.documents import jsonl_rewrite
from fairwrite.text.folders import check_apart, replacing
from fairwrite.text.io import read_parallel
from fairwrite.text.stream import STDIO, stream_file
from fairwrite.trainer import load_config
from fairwrite.trainer import train as run_training

#: Stands for a hyphen while help text is wrapped: a character textwrap never breaks after.
_NO_BREAK_HYPHEN = "\u2011"


def _unbreakable(text: str) -> str:
    return text.replace("-", _NO_BREAK_HYPHEN)


#: The narrowest column an option's help wraps in; on a narrower terminal the help goes below the option.
_HELP_COLUMN = 30


class _HelpFormatter(typer.Context.formatter_class):  # typer's own click (it vendors one)
    """click's help, wrapped to the terminal, that never breaks a line inside a token: click's wrapping
    breaks after a hyphen (``--min-`` / ``confidence``, ``to-`` / ``fair``), so hyphens are non-breaking while
    the text is wrapped and plain hyphens again in the help printed; and it cuts a word longer than the
    column, so on a narrow terminal an option's help goes below it, at least :data:`_HELP_COLUMN` wide."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, _unbreakable(args), prefix)

    def write_text(self, text: str) -> None:
        super().write_text(_unbreakable(text))

    def write_dl(self, rows: Sequence[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        # click: the help column is what the terms' column (at most col_max) and 2 spaces leave of the width
        col_max = max(min(col_max, self.width - self.current_indent - col_spacing - 2 - _HELP_COLUMN), 0)
        super().write_dl([(term, _unbreakable(text)) for term, text in rows], col_max, col_spacing)

    def getvalue(self) -> str:
        return super().getvalue().replace(_NO_BREAK_HYPHEN, "-")


class _Context(typer.Context):
    formatter_class = _HelpFormatter


class _Command(TyperCommand):
    """Every command's help goes through :class:`_HelpFormatter`."""

    context_class = _Context


class _Group(TyperGroup):
    context_class = _Context


app = typer.Typer(
    cls=_Group,
    name="fairwrite",
    help="Gender-fair and inclusive rewriting: corpora, rewriters, training and evaluation.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,  # click's help wraps to the terminal; rich's tables cut long values (`a=tr…`)
    context_settings={"max_content_width": 160},  # …the whole terminal, not click's default 80 columns
)


@app.callback()
def _options(
    ctx: typer.Context,
    verbose: Annotated[
        bool,
        typer.Option(
            "--verbose",
            "-v",
            envvar="FAIRWRITE_VERBOSE",
            help="Also show the libraries' own progress bars, advisories and warnings.",
        ),
    ] = False,
) -> None:
    """Gender-fair and inclusive rewriting: corpora, rewriters, training and evaluation."""
    if not verbose:
        ctx.call_on_close(quiet_libraries())


Input = Annotated[
    str | None,
    typer.Option(
        "-i",
        "--input",
        help="Input file (one segment per line); '-' = stdin. A .jsonl file holds one JSON object per line "
        "with \"text\" and an optional \"document\": lines of one document share it (output: the same objects, "
        "text rewritten).",
    ),
]
Output = Annotated[str | None, typer.Option("-o", "--output", help="Output file; '-' = stdout.")]
Resume = Annotated[
    bool,
    typer.Option(
        help="Continue an interrupted run from a file into a file: keep the chunks its .OUTPUT.work folder "
        "finished, do the rest (the same input and options only). Without it an unfinished run is never "
        "replaced. stdin and stdout stream and cannot resume."
    ),
]
ChunkLines = Annotated[
    int,
    typer.Option(
        "--chunk-lines",
        min=1,
        help="A run from a file into a file rewrites its input in chunks of this many lines, each kept in "
        ".OUTPUT.work once done: the most a resumed run redoes (the output does not depend on it).",
    ),
]
MaxSegment = Annotated[
    int | None,
    typer.Option(
        "--max-segment",
        min=1,
        help="Longest input line in bytes (default 1 MB or $FAIRWRITE_MAX_SEGMENT); a longer one is an error.",
    ),
]
Overwrite = Annotated[
    bool,
    typer.Option("--overwrite", help="Replace an output folder that holds files fairwrite did not write."),
]


#: The languages with a rule-based rewriter, from the language registry.
Lang = Enum("Lang", {code: code for code in rewriting_languages()}, type=str)

#: Paired-bootstrap resamples (``evaluate``, ``benchmark``): at least one, and few enough to finish (click
#: checks the range: one usage error).
Bootstrap = Annotated[
    int,
    typer.Option(
        min=1,
        max=100_000,
        help="Paired-bootstrap resamples (evaluate: --predictions-b against --predictions; "
        "benchmark: the system against the source).",
    ),
]
BootstrapSeed = Annotated[
    int, typer.Option(min=0, max=2**32 - 1, help="Seed of the bootstrap resampling (0 to 2^32-1).")
]


class Gender(str, Enum):
    masculine = "masculine"
    feminine = "feminine"


#: The rewriting directions the languages of the registry declare.
Direction = Enum(
    "Direction",
    {d.replace("-", "_"): d for d in dict.fromkeys(d for e in LANGUAGES.values() for d in e.directions)},
    type=str,
)


# --- help generated from the code it describes -------------------------------------------------------


def forms_help() -> str:
    """``rewrite --form`` help: each engine's own list of forms (the one its ``--form`` error prints)."""
    listed = "; ".join(f"--lang {lang}: {', '.join(rewrite_forms(lang))}" for lang in rewriting_languages() if rewrite_forms(lang))
    return f"Target form ({listed})."


class _RewriteCommand(_Command):
    """Fills in the ``--form`` help when help is shown, so the CLI does not import every engine to start."""

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        for param in self.params:
            if param.name == "form":
                param.help = forms_help()
        super().format_help(ctx, formatter)


def _notation(type_name: str) -> str:
    """A field's type (as :func:`fairwrite.config.describe_fields` names it) in typer's notation: ``<int>``,
    ``<str>``, ``<float,…>`` (a comma-separated list, as :func:`fairwrite.registry.parse_options` reads it)."""
    kind = next((k for k in type_name.split(" | ") if k != "None"), "None")
    listed = re.fullmatch(r"(?:list|tuple)(?:\[(\w+)(?:, \.\.\.)?\])?", kind)
    return f"<{listed[1] or 'str'},…>" if listed else f"<{kind.lower()}>"


def _default_text(option: FieldHelp) -> str | None:
    """The default as a user would type it (``None``: no default worth showing)."""
    value = option.default
    if value is REQUIRED or value is None:
        return None
    if isinstance(value, bool):
        return option.name.replace("_", "-") if value else "no-" + option.name.replace("_", "-")
    if isinstance(value, list | tuple):
        return ",".join(map(str, value)) or None
    return '""' if value == "" else str(value)


def describe_options(config_class: type) -> list[tuple[str, str, str, str | None, str]]:
    """``(flag, negative flag, type, default, help)`` of each field of a builder's typed ``Config``, as
    :func:`fairwrite.registry.parse_options` reads them, from :func:`fairwrite.config.describe_fields`."""
    rows = []
    for option in describe_fields(config_class, nested=False):
        flag = "--" + option.name.replace("_", "-")
        negative = f"--no-{flag[2:]}" if option.type == "bool" else ""
        rows.append((flag, negative, _notation(option.type), _default_text(option), option.help))
    return rows


def builder_options_panel(name: str) -> Panel:
    """The options of the dataset builder ``name`` as a panel in the style of typer's own help."""
    table = Table.grid(padding=(0, 1), expand=False)
    module = builder(name)
    configs = [module.Config, *filter(None, [job_settings(module)])]  # a corpus job's own config too
    for flag, negative, type_name, default, help_ in (row for cls in configs for row in describe_options(cls)):
        shown = f" [dim]\\[default: {escape(default)}][/]" if default is not None else ""
        table.add_row(
            f"[bold cyan]{flag}[/]",
            f"[bold green]{negative}[/]",
            f"[bold yellow]{escape(type_name)}[/]",
            escape(help_) + shown,
        )
    return Panel(table, title=f"Options of {name}", title_align="left", border_style="dim")


class _BuildCommand(_Command):
    """``build DATASET --help`` also lists DATASET's options, read from its builder's typed ``Config``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if any(arg in ctx.help_option_names for arg in args):
            ctx.meta["fairwrite.builder"] = next((arg for arg in args if arg in BUILDERS), None)
        return super().parse_args(ctx, args)

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_help(ctx, formatter)
        name = ctx.meta.get("fairwrite.builder")
        if name:
            Console().print(builder_options_panel(name))


Options = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        "-O",
        help="Engine option key=value, value read as YAML (e.g. nouns=false, reflexive=themselves); repeatable.",
    ),
]


def _engine_options(pairs: list[str] | None) -> dict[str, object]:
    return parse_assignments(pairs or ())


def _stream(
    rewriter,
    source: str | None,
    target: str | None,
    description: str,
    max_segment: int | None,
    *,
    resume: bool = False,
    chunk_lines: int = 2000,
    settings: dict[str, Any] | None = None,
) -> int:
    """Rewrite ``source`` into ``target``: from a file into a file as a resumable job (chunks, completion
    markers: :mod:`fairwrite.corpus.rewrite_job`), else streamed line by line (stdin, stdout)."""
    rewrite = rewriter.rewrite
    if source not in STDIO and str(source).endswith((".jsonl", ".jsonl.gz")):
        shown = getattr(rewriter, "format", "text")  # rewrite --format: a record or a page line per segment
        if shown != "text":
            raise FairwriteError(
                f"--format {shown} reads plain-text lines; {source} is JSONL, which rewrite keeps as JSONL "
                "(its \"text\" fields rewritten): use --format text, or give the text one segment per line"
            )
        rewrite = jsonl_rewrite(rewrite)  # the "document" field says where documents start
    if source in STDIO or target in STDIO:
        if resume:
            raise FairwriteError("--resume needs a file input and a file output (-i FILE -o FILE): stdin and stdout stream")
        return stream_file(rewrite, source, target, description=description, max_bytes=max_segment)
    # deferred: datatrove (the job's executor) is only needed here
    from fairwrite.corpus.rewrite_job import rewrite_job

    return rewrite_job(
        rewrite, source, target, settings=settings or {}, resume=resume, chunk_lines=chunk_lines,
        one_piece=getattr(rewriter, "one_piece", False), description=description, max_bytes=max_segment,
    )  # fmt: skip


def _streaming(build: Callable[..., tuple[Any, str]]) -> Callable[..., None]:
    """A command that runs an engine over a line stream. ``build`` takes the command's own options and
    ``options`` (the parsed ``-O`` pairs) and returns the engine and the run's description; the stream
    options (``-i``, ``-o``, ``-O``, ``--resume``, ``--chunk-lines``, ``--max-segment``) are declared here,
    once for all."""
    own = [p for p in inspect.signature(build, eval_str=True).parameters.values() if p.name != "options"]
    shared = [
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=kind, default=default)
        for name, kind, default in (
            ("input", Input, None),
            ("output", Output, None),
            ("option", Options, None),
            ("resume", Resume, False),
            ("chunk_lines", ChunkLines, 2000),  # rewrite_job.CHUNK_LINES (datatrove is not imported here)
            ("max_segment", MaxSegment, None),
        )
    ]

    @functools.wraps(build)
    def command(
        *,
        input: str | None,
        output: str | None,
        option: list[str] | None,
        resume: bool,
        chunk_lines: int,
        max_segment: int | None,
        **arguments: Any,
    ) -> None:
        options = _engine_options(option)
        # what decides the output besides the input: a resumed job must have been made with the same
        settings = json.loads(json.dumps({"command": build.__name__, **arguments, "options": options}, default=str))
        engine, description = build(options=options, **arguments)
        _stream(
            engine, input, output, description, max_segment, resume=resume, chunk_lines=chunk_lines, settings=settings
        )

    command.__signature__ = inspect.Signature([*own, *shared], return_annotation=None)  # what typer reads
    return command


class OutputFormat(str, Enum):
    text = "text"
    jsonl = "jsonl"
    html = "html"


Referents = Annotated[
    str | None,
    typer.Option(
        metavar="generic|all",
        help="Which person references to rewrite. generic (default): only people whose gender the text does "
        "not state (every doctor … his, the user … he); named people, titles (Mrs, Herr, Madame), lexically "
        "gendered nouns (mother, Tochter, sœur), pronouns referring to them and German gender-fair forms the "
        "text already has (Mitarbeiter/-innen: `fairwrite convert` converts them) stay. all: every gendered "
        "reference, the papers' benchmark convention. A model (--system DIR) does what it was trained on.",
    ),
]


@app.command(cls=_RewriteCommand)
@_streaming
def rewrite(
    lang: Annotated[Lang, typer.Option(help="Language of the text.")],
    system: Annotated[str, typer.Option(help="'rules' or a trained model folder.")] = "rules",
    form: Annotated[str | None, typer.Option(help="Target form (filled in by _RewriteCommand).")] = None,
    direction: Annotated[
        Direction | None,
        typer.Option(
            help="French: to-fair (Standard → Inclusive, the default unless --form standard; --form point|pair|"
            "neutral, -O separator=·|.|-, -O plural=long|short, -O masculine_first=true, -O pronoun=iels) "
            "or to-standard (Inclusive → Standard, exclure)."
        ),
    ] = None,
    referents: Referents = None,
    output_format: Annotated[
        OutputFormat,
        typer.Option(
            "--format",
            help="text: the rewritten lines; jsonl: one record per line (source, output, edits with offsets, "
            "kind, rule, group, confidence, alternatives); html: one self-contained page marking every edit.",
        ),
    ] = OutputFormat.text,
    min_confidence: Annotated[
        float,
        typer.Option(
            min=0.0,
            max=1.0,
            help="Keep only the edit groups whose calibrated confidence is at least this (0: all, as without it).",
        ),
    ] = 0.0,
    alternatives: Annotated[
        bool | None,
        typer.Option(
            help="Also run the other forms (German star/pair/neutral, French point/pair/neutral) on the changed "
            "lines and offer what they write at each edit (default: on for html, off for jsonl, where it costs "
            "an engine run per form; English pairs are always offered).",
        ),
    ] = None,
    context: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="Previous lines of the same document a line's rewrite may read (pronouns looking for their "
            "noun): default 5; a blank line always starts a new document. For a list of independent "
            "sentences (most NLP corpora) give --context 0: each line its own document. With JSONL input, "
            "the \"document\" field says which lines belong together.",
        ),
    ] = None,
    *,
    options: dict[str, Any],
) -> tuple[Any, str]:
    """Rewrite biased text into gender-fair text (French: inclusive ↔ standard)."""
    direction_name = direction.value if direction else None
    if "referents" in options:
        if referents is not None:
            raise FairwriteError("give --referents once, not also as -O referents=…")
        referents = str(options.pop("referents"))
    description = f"rewrite --lang {lang.value}"
    if output_format is OutputFormat.text and min_confidence == 0:  # today's path: no edits to compute
        rewriter = get_rewriter(
            lang.value, system, form=form, direction=direction_name, referents=referents, context=context, **options
        )
        return rewriter, description
    # deferred: the review layer sits above the engines and models
    from fairwrite.review.formats import FormattedRewriter
    from fairwrite.review.reviewer import Reviewer

    reviewer = Reviewer(
        lang.value, system, form=form, direction=direction_name, referents=referents, context=context,
        alternatives=output_format is OutputFormat.html if alternatives is None else alternatives, **options,
    )  # fmt: skip
    return FormattedRewriter(reviewer, output_format.value, min_confidence), description


@app.command(cls=_Command)
@_streaming
def augment(
    lang: Annotated[Lang, typer.Option(help="Language of the text.")],
    gender: Annotated[Gender, typer.Option(help="Generic gender of the pseudo-source.")],
    method: Annotated[
        str, typer.Option(help="rules, roundtrip or (German gender-neutral text) replacement.")
    ] = "rules",
    *,
    options: dict[str, Any],
) -> tuple[Any, str]:
    """Backward Augmentation: gender-fair text in, generic masculine or feminine text out."""
    augmenter = get_augmenter(lang.value, gender.value, method, **options)
    return augmenter, f"augment --lang {lang.value} --gender {gender.value}"


@app.command(cls=_Command)
def evaluate(
    metric: Annotated[
        str, typer.Option(help=f"{', '.join(METRICS)}.")
    ],
    references: Annotated[Path, typer.Option(help="Reference file.")],
    predictions: Annotated[Path, typer.Option(help="System output, line-aligned with the references.")],
    predictions_b: Annotated[Path | None, typer.Option(help="A second system for paired bootstrap.")] = None,
    sources: Annotated[Path | None, typer.Option(help="Source file (needed by the match metrics and over-edit).")] = None,
    bootstrap: Bootstrap = 1000,
    seed: BootstrapSeed = 12345,
    lang: Annotated[str, typer.Option(help="Tokenisation language.")] = "en",
) -> None:
    """Score a system and print one JSON object (with --predictions-b: paired bootstrap too)."""
    if metric not in METRICS:
        raise FairwriteError(f"unknown metric {metric!r}; choose from {', '.join(METRICS)}")
    files = (
        [references, predictions]
        + ([predictions_b] if predictions_b else [])
        + ([sources] if sources else [])
    )
    columns = read_parallel(*files)
    if not columns[0]:
        raise FairwriteError(f"{references} and {predictions} hold no lines: nothing to score")
    refs, hyps = columns[0], columns[1]
    hyps_b = columns[2] if predictions_b else None
    srcs = columns[-1] if sources else None
    scorer = resolve(METRICS[metric])
    result: dict[str, object] = {
        "metric": metric,
        "references": str(references),
        "predictions": str(predictions),
    }
    result.update(scorer(refs, hyps, sources=srcs, lang=lang))
    if hyps_b is not None:
        if metric != "tokenised-wer":
            raise FairwriteError("--predictions-b (paired bootstrap) is available for tokenised-wer")
        # deferred: metrics import sacrebleu (slow start-up)
        from fairwrite.metrics import paired_bootstrap, segment_counts

        result["predictions_b"] = str(predictions_b)
        result["score_b"] = scorer(refs, hyps_b, sources=srcs, lang=lang)["score"]
        boot = paired_bootstrap(
            segment_counts(refs, hyps, lang=lang),
            segment_counts(refs, hyps_b, lang=lang),
            samples=bootstrap,
            seed=seed,
        )
        result["bootstrap"] = boot.to_dict()
    print(json.dumps(result, ensure_ascii=False))


@app.command(cls=_BuildCommand, context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def build(
    ctx: typer.Context,
    dataset: Annotated[str, typer.Argument(help=f"The dataset: {', '.join(BUILDERS)}.")],
    input: Annotated[list[str], typer.Option("--input", help="Corpus files, folders or globs.")],
    output: Annotated[Path, typer.Option("--output", help="Hub-ready output folder.")],
    overwrite: Overwrite = False,
) -> None:
    """Build a dataset from corpora into a Hub-ready folder; `build DATASET --help` lists DATASET's options."""
    kept = "was left as it was" if output.exists() else "was not created"
    with replacing(output, overwrite=overwrite), signals.reporting(
        lambda: f"{output} {kept}: the dataset was not finished; run the same command again to build it"
    ):
        check_apart(output, [p for p in input if Path(p).exists()], inside=False)
        folder = run_builder(dataset, input, output, ctx.args)
    if folder is not None:  # None: Slurm jobs left running (--no-wait), their ids printed
        typer.echo(f"wrote {folder}", err=True)


class PublishKind(str, Enum):
    dataset = "dataset"
    model = "model"
    metric = "metric"
    space = "space"


@app.command(cls=_Command)
def publish(
    kind: Annotated[
        PublishKind, typer.Argument(help="dataset, model, metric or space (writes the rewriter's Gradio Space).")
    ],
    folder: Annotated[Path, typer.Argument(help="The folder to publish.")],
    repo_id: Annotated[str, typer.Option("--repo-id", help="Hub repo, ORG/NAME.")],
    push: Annotated[bool, typer.Option("--push", help="Upload (default: only write and validate).")] = False,
    private: Annotated[bool, typer.Option("--private", help="Create the repo private.")] = False,
    revision: Annotated[str | None, typer.Option(help="Branch to push to (created if missing).")] = None,
    commit_message: Annotated[str | None, typer.Option(help="Commit message.")] = None,
    results: Annotated[
        list[Path] | None,
        typer.Option("--results", help="Models: submission JSON(s) from `fairwrite benchmark`."),
    ] = None,
    overwrite: Annotated[
        bool,
        typer.Option("--overwrite", help="Metrics and space: replace the folder's own app.py, requirements.txt (and card)."),
    ] = False,
    allow_sample_scores: Annotated[
        bool,
        typer.Option(
            "--allow-sample-scores",
            help="Models: publish results scored with `benchmark --limit N` (the card calls them test[:N]).",
        ),
    ] = False,
) -> None:
    """Make a folder Hub-ready and validate it; with --push, upload it (token from HF_TOKEN or login)."""
    # deferred: hub/ imports datasets (slow start-up)
    from fairwrite.hub.publish import publish as run_publish

    result = run_publish(
        kind.value,
        folder,
        repo_id,
        push_to_hub=push,
        private=private,
        revision=revision,
        commit_message=commit_message,
        results=[str(p) for p in results or []],
        overwrite=overwrite,
        allow_sample_scores=allow_sample_scores,
    )
    typer.echo(result.summary(), err=True)


@app.command(cls=_Command)
def benchmark(
    lang: Annotated[Lang, typer.Option(help="Language whose benchmarks to run.")],
    system: Annotated[str, typer.Option(help="'rules' or a trained model folder.")] = "rules",
    output: Annotated[
        Path | None, typer.Option("--output", help="Submission JSON (default: stdout).")
    ] = None,
    outputs_dir: Annotated[Path | None, typer.Option(help="Keep the system outputs here.")] = None,
    name: Annotated[str | None, typer.Option(help="Display name of the system.")] = None,
    bootstrap: Bootstrap = 1000,
    seed: BootstrapSeed = 12345,
    limit: Annotated[
        int | None, typer.Option(min=1, help="Score only the first N segments of each benchmark.")
    ] = None,
    source: Annotated[
        Path | None, typer.Option(help="A custom benchmark: source file (with --reference).")
    ] = None,
    reference: Annotated[Path | None, typer.Option(help="A custom benchmark: reference file.")] = None,
    benchmark_name: Annotated[str, typer.Option(help="Name of the custom benchmark.")] = "custom",
    referents: Annotated[
        str | None,
        typer.Option(
            metavar="generic|all",
            help="Which person references the rules rewrite (default: each benchmark's convention: all for the "
            "suite, whose references rewrite named people too; generic for a custom benchmark). Recorded in "
            "the submission.",
        ),
    ] = None,
    data_dir: Annotated[
        Path | None, typer.Option(help="Shared data folder (default: $FAIRWRITE_DATA, ../shared).")
    ] = None,
) -> None:
    """Run every benchmark of a language with a system and write a leaderboard submission."""
    # deferred: hub/ imports datasets (slow start-up)
    from fairwrite.hub.leaderboard import run_benchmark, write_submission

    # everything is checked before the first benchmark runs, not after
    if (source is None) != (reference is None):
        raise FairwriteError("--source and --reference go together (a custom benchmark)")
    if output is not None and output.is_dir():
        raise FairwriteError(f"--output {output}: is a directory, expected the submission JSON file")
    if output is not None:
        check_apart(output, [source, reference, outputs_dir, system if system != "rules" else None])
    if source is not None and reference is not None and not read_parallel(source, reference)[0]:
        raise FairwriteError(f"--source {source} and --reference {reference} hold no lines: nothing to score")
    with signals.reporting(lambda: f"no submission was written{f' to {output}' if output else ''}"):
        submission = run_benchmark(
            system,
            lang.value,
            data_dir=data_dir,
            samples=bootstrap,
            seed=seed,
            outputs_dir=outputs_dir,
            name=name,
            limit=limit,
            pairs=[(benchmark_name, source, reference)] if source and reference else [],
            referents=check_referents(referents) if referents is not None else None,
        )
    if output is None:
        print(json.dumps(submission, ensure_ascii=False, indent=2))
    else:
        typer.echo(f"wrote {write_submission(submission, output)}", err=True)


@app.command(cls=_Command)
def leaderboard(
    submissions: Annotated[Path, typer.Argument(help="Folder of submission JSON files.")],
    output: Annotated[
        Path, typer.Option("--output", help="Where to write leaderboard.md / index.html.")
    ] = Path("leaderboard"),
    published: Annotated[bool, typer.Option(help="Include the published systems of the shared data.")] = True,
    data_dir: Annotated[Path | None, typer.Option(help="Shared data folder.")] = None,
    overwrite: Overwrite = False,
) -> None:
    """Rank submissions (and the published systems) into Markdown and a static HTML page."""
    # deferred: hub/ imports datasets (slow start-up)
    from fairwrite.hub.leaderboard import build_leaderboard

    paths = build_leaderboard(
        submissions, output, data_dir=data_dir, include_published=published, overwrite=overwrite
    )
    typer.echo(paths["markdown"].read_text(encoding="utf-8"))
    typer.echo(f"wrote {paths['markdown']} and {paths['html']}", err=True)


@app.command(cls=_Command)
def demo(
    output: Annotated[Path, typer.Option("--output", help="Folder of the demo report and artefacts.")] = Path(
        "demo-output"
    ),
    data_dir: Annotated[Path | None, typer.Option(help="Shared data folder (published anchors).")] = None,
    steps: Annotated[int | None, typer.Option(min=1, help="Training steps of the tiny model.")] = None,
    limit: Annotated[int, typer.Option(min=1, help="Benchmark segments per set, for every system alike.")] = 100,
    overwrite: Overwrite = False,
) -> None:
    """The main job: build demo datasets, train a tiny model, evaluate, write cards and an HTML report."""
    # deferred: hub/ imports datasets (slow start-up)
    from fairwrite.hub.demo import run_demo

    run_demo(output, data_dir=data_dir, steps=steps, limit=limit, overwrite=overwrite)


@app.command(cls=_Command)
def train(
    config: Annotated[Path, typer.Argument(help="YAML recipe (training/recipes/*.yaml).")],
    set_: Annotated[
        list[str] | None,
        typer.Option("--set", help="Override a config value: key.sub=value (repeatable)."),
    ] = None,
    resume: Annotated[
        str | None, typer.Option(help="'auto' (latest checkpoint, if any) or a checkpoint folder.")
    ] = None,
) -> None:
    """Train a rewriting model (Accelerate; for several processes run training/train.py under torchrun)."""
    output = run_training(load_config(config, set_ or []), resume=resume)
    typer.echo(f"model written to {output}", err=True)


#: Where a bug report goes; printed before the traceback of an unexpected exception.
REPORT_BUGS = "https://huggingface.co/fairwrite (with the command, its input and the traceback below)"


def _error(message: object, exit_code: int = 2) -> NoReturn:
    """The one error line of a user mistake (whitespace collapsed, so it stays one line) and its exit code."""
    typer.echo(f"fairwrite: error: {' '.join(str(message).split())}", err=True)
    sys.exit(exit_code)


def _os_error(err: OSError) -> str:
    """``PATH: what is wrong`` for an OS error on a path the user named (output is a file, unwritable…)."""
    hints = {
        IsADirectoryError: "is a directory, expected a file",
        NotADirectoryError: "is not a directory (a file is in the way)",
        FileExistsError: "exists and is not a folder",
        PermissionError: "permission denied",
        FileNotFoundError: "no such file or directory (does its parent folder exist?)",
    }
    reason = next((h for kind, h in hints.items() if isinstance(err, kind)), err.strerror or str(err))
    # os.replace(temporary, target) names both: the target is the one the user gave
    return f"{err.filename if err.filename2 is None else err.filename2}: {reason}"


def _click_exceptions() -> tuple[type[BaseException], ...]:
    """click's ``ClickException`` in both spellings: the installed click and typer's vendored copy."""
    vendored = [c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException"]
    return (click.ClickException, *vendored)


def _usage_error(err: Exception) -> NoReturn:
    """click's one usage line (when it has a context), then the one error line; exit 2."""
    ctx = getattr(err, "ctx", None)
    if ctx is not None:
        typer.echo(ctx.get_usage().splitlines()[0], err=True)
    _error(err.format_message())  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> None:
    """Entry point, and the one place that turns every expected failure into one error line (exit 2).

    User mistakes are click usage errors, :class:`FairwriteError` and OS errors on a path the user named;
    anything else is a bug: it keeps its traceback, preceded by one line saying so and where to report it.
    """
    signals.install()
    if sys.stdout is None:
        sys.stdout = _NoStdout()
    # rich (typer's help, tables) ends a write to a closed pipe with exit 1 by default; its documented
    # hook makes it the BrokenPipeError every other write raises: one line, exit 141, as for the stream verbs
    rich.console.Console.on_broken_pipe = _raise_broken_pipe  # type: ignore[method-assign]
    try:
        code = app(args=argv, prog_name="fairwrite", standalone_mode=False)
        _flush_stdout()
        # without standalone mode typer *returns* the code of an Exit, and it turns a KeyboardInterrupt
        # into Exit(130): returned, it would end the process with 0 as if the run had finished
        if code == signals.EXIT_CODES["SIGINT"]:
            _stopped(KeyboardInterrupt())
        if isinstance(code, int) and code:
            sys.exit(code)
    except FairwriteError as err:
        if isinstance(err, Interrupted):  # a stream stopped by a signal or a closed pipe
            signals.stop_children()
        _error(err, err.exit_code)
    except typer.Exit as done:  # typer turns a KeyboardInterrupt into Exit(130), raised from it
        if isinstance(done.__cause__, KeyboardInterrupt):
            _stopped(done.__cause__)
        sys.exit(done.exit_code)
    except typer.Abort:
        typer.echo("fairwrite: aborted", err=True)
        sys.exit(130)
    except (KeyboardInterrupt, signals.Terminated) as stop:
        _stopped(stop)
    except BrokenPipeError:
        _pipe_closed()
    except SystemExit as done:  # click ends a write to a closed pipe with a bare exit 1
        if isinstance(done.__context__, BrokenPipeError):
            _pipe_closed()
        raise
    except OSError as err:
        if err.filename is None:
            _bug()
        _error(_os_error(err))
    except Exception as err:  # click usage errors arrive here with standalone_mode=False
        if isinstance(err, _click_exceptions()):
            if type(err).__name__ == "NoArgsIsHelpError" or getattr(err, "exit_code", 2) != 2:
                if err.format_message().strip():  # type: ignore[attr-defined] - typer's rich help printed it already
                    err.show()  # type: ignore[attr-defined]
                sys.exit(err.exit_code)  # type: ignore[attr-defined]
            _usage_error(err)
        _bug()


def _stopped(stop: BaseException) -> NoReturn:
    """SIGINT or SIGTERM: the run's worker processes ended, one line saying what it left written, exit 130
    or 143."""
    signals.stop_children()
    name = signals.stop_name(stop)
    _error(f"interrupted ({name}): {signals.written() or 'the command did not finish'}", signals.EXIT_CODES[name])


def _pipe_closed() -> NoReturn:
    signals.silence_stdout()
    _error("stdout was closed (a closed pipe or >&-): the output is incomplete", signals.EXIT_CODES["SIGPIPE"])


class _NoStdout(io.TextIOBase):
    """stdout of a command started without one (``>&-``): writing to it is a closed pipe, not a no-op."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise BrokenPipeError(errno.EPIPE, "stdout is closed")


def _raise_broken_pipe(console: rich.console.Console) -> None:
    raise BrokenPipeError


def _flush_stdout() -> None:
    """Write what is still buffered now, inside :func:`main`: a closed pipe is then one error line
    (``fairwrite … | head -0``), not an ignored exception at exit."""
    if sys.stdout is not None:
        sys.stdout.flush()


def _bug() -> NoReturn:
    """Say that what follows is a bug in fairwrite, not a user mistake, then re-raise for the traceback."""
    typer.echo(
        f"fairwrite: internal error: this is a bug in fairwrite; please report it at {REPORT_BUGS}", err=True
    )
    raise  # called only from an except block: re-raises the exception being handled


if __name__ == "__main__":
    main()

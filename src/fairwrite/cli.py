"""The ``fairwrite`` command: the contract of DESIGN.md, thin over the library.

Files are UTF-8, one segment per line, output line-aligned with input; ``-`` or no file means
stdin/stdout. User mistakes end with one ``fairwrite: error: …`` line and exit code 2, never a traceback.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from fairwrite.errors import FairwriteError

app = typer.Typer(
    name="fairwrite",
    help="Gender-fair and inclusive rewriting: corpora, rewriters, training and evaluation.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

Input = Annotated[
    str | None, typer.Option("-i", "--input", help="Input file (one segment per line); '-' = stdin.")
]
Output = Annotated[str | None, typer.Option("-o", "--output", help="Output file; '-' = stdout.")]
Resume = Annotated[
    bool,
    typer.Option(help="Continue an interrupted run: keep the lines its .OUTPUT.partial file holds, do the rest."),
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


class Lang(str, Enum):
    en = "en"
    de = "de"
    fr = "fr"


class Gender(str, Enum):
    masculine = "masculine"
    feminine = "feminine"


class Direction(str, Enum):
    to_fair = "to-fair"
    to_standard = "to-standard"


Options = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        "-O",
        help="Engine option key=value, value read as YAML (e.g. nouns=false, reflexive=themselves); repeatable.",
    ),
]


def _engine_options(pairs: list[str] | None) -> dict[str, object]:
    from fairwrite.trainer.config import parse_override

    return dict(parse_override(p) for p in pairs or ())


def _stream(
    rewriter, source: str | None, target: str | None, resume: bool, description: str, max_segment: int | None
) -> int:
    from fairwrite.text.stream import rewrite_file

    return rewrite_file(
        rewriter.rewrite, source, target, resume=resume, description=description, max_bytes=max_segment
    )


@app.command()
def rewrite(
    lang: Annotated[Lang, typer.Option(help="Language of the text.")],
    system: Annotated[str, typer.Option(help="'rules' or a trained model folder.")] = "rules",
    form: Annotated[
        str | None,
        typer.Option(help="Target form (German: star, colon, gap, binnen-i, slash, pair, neutral)."),
    ] = None,
    direction: Annotated[
        Direction | None, typer.Option(help="French: to-standard (exclure) or to-fair.")
    ] = None,
    input: Input = None,
    output: Output = None,
    option: Options = None,
    resume: Resume = False,
    max_segment: MaxSegment = None,
) -> None:
    """Rewrite biased text into gender-fair text (French: inclusive ↔ standard)."""
    from fairwrite.registry import get_rewriter

    rewriter = get_rewriter(
        lang.value,
        system,
        form=form,
        direction=direction.value if direction else None,
        **_engine_options(option),
    )
    _stream(rewriter, input, output, resume, f"rewrite --lang {lang.value}", max_segment)


@app.command()
def augment(
    lang: Annotated[Lang, typer.Option(help="Language of the text.")],
    gender: Annotated[Gender, typer.Option(help="Generic gender of the pseudo-source.")],
    method: Annotated[
        str, typer.Option(help="rules, roundtrip or (German gender-neutral text) replacement.")
    ] = "rules",
    input: Input = None,
    output: Output = None,
    option: Options = None,
    resume: Resume = False,
    max_segment: MaxSegment = None,
) -> None:
    """Backward Augmentation: gender-fair text in, generic masculine or feminine text out."""
    from fairwrite.registry import get_augmenter

    augmenter = get_augmenter(lang.value, gender.value, method, **_engine_options(option))
    _stream(augmenter, input, output, resume, f"augment --lang {lang.value} --gender {gender.value}", max_segment)


@app.command()
def evaluate(
    metric: Annotated[
        str, typer.Option(help="tokenised-wer, bleu, chrf, terminology-match or gender-fair-match.")
    ],
    references: Annotated[Path, typer.Option(help="Reference file.")],
    predictions: Annotated[Path, typer.Option(help="System output, line-aligned with the references.")],
    predictions_b: Annotated[Path | None, typer.Option(help="A second system for paired bootstrap.")] = None,
    sources: Annotated[Path | None, typer.Option(help="Source file (needed by the match metrics).")] = None,
    bootstrap: Annotated[int, typer.Option(help="Bootstrap resamples (with --predictions-b).")] = 1000,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap resampling.")] = 12345,
    lang: Annotated[str, typer.Option(help="Tokenisation language.")] = "en",
) -> None:
    """Score a system and print one JSON object (with --predictions-b: paired bootstrap too)."""
    from fairwrite.registry import METRICS, resolve
    from fairwrite.text.io import read_parallel

    if metric not in METRICS:
        raise FairwriteError(f"unknown metric {metric!r}; choose from {', '.join(METRICS)}")
    files = (
        [references, predictions]
        + ([predictions_b] if predictions_b else [])
        + ([sources] if sources else [])
    )
    columns = read_parallel(*files)
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


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def build(
    ctx: typer.Context,
    dataset: Annotated[
        str, typer.Argument(help="Dataset script name (en-augmented, de-gender-fair, inclure, …).")
    ],
    input: Annotated[list[str], typer.Option("--input", help="Corpus files, folders or globs.")],
    output: Annotated[Path, typer.Option("--output", help="Hub-ready output folder.")],
    overwrite: Overwrite = False,
) -> None:
    """Build a dataset from corpora into a Hub-ready folder (extra --options go to the dataset script)."""
    from fairwrite.hub.folder import replacing
    from fairwrite.registry import run_builder

    with replacing(output, overwrite=overwrite):
        folder = run_builder(dataset, input, output, ctx.args)
    typer.echo(f"wrote {folder}", err=True)


class PublishKind(str, Enum):
    dataset = "dataset"
    model = "model"
    metric = "metric"


@app.command()
def publish(
    kind: Annotated[PublishKind, typer.Argument(help="dataset, model or metric.")],
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
        bool, typer.Option("--overwrite", help="Metrics: replace the folder's own app.py and requirements.txt.")
    ] = False,
) -> None:
    """Make a folder Hub-ready and validate it; with --push, upload it (token from HF_TOKEN or login)."""
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
    )
    typer.echo(result.summary(), err=True)


@app.command()
def benchmark(
    lang: Annotated[Lang, typer.Option(help="Language whose benchmarks to run.")],
    system: Annotated[str, typer.Option(help="'rules' or a trained model folder.")] = "rules",
    output: Annotated[
        Path | None, typer.Option("--output", help="Submission JSON (default: stdout).")
    ] = None,
    outputs_dir: Annotated[Path | None, typer.Option(help="Keep the system outputs here.")] = None,
    name: Annotated[str | None, typer.Option(help="Display name of the system.")] = None,
    bootstrap: Annotated[int, typer.Option(help="Paired-bootstrap resamples against the source.")] = 1000,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap.")] = 12345,
    limit: Annotated[
        int | None, typer.Option(help="Score only the first N segments of each benchmark.")
    ] = None,
    source: Annotated[
        Path | None, typer.Option(help="A custom benchmark: source file (with --reference).")
    ] = None,
    reference: Annotated[Path | None, typer.Option(help="A custom benchmark: reference file.")] = None,
    benchmark_name: Annotated[str, typer.Option(help="Name of the custom benchmark.")] = "custom",
    data_dir: Annotated[
        Path | None, typer.Option(help="Shared data folder (default: $FAIRWRITE_DATA, ../shared).")
    ] = None,
) -> None:
    """Run every benchmark of a language with a system and write a leaderboard submission."""
    from fairwrite.hub.leaderboard import run_benchmark, write_submission

    if (source is None) != (reference is None):
        raise FairwriteError("--source and --reference go together (a custom benchmark)")
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
    )
    if output is None:
        print(json.dumps(submission, ensure_ascii=False, indent=2))
    else:
        typer.echo(f"wrote {write_submission(submission, output)}", err=True)


@app.command()
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
    from fairwrite.hub.leaderboard import build_leaderboard

    paths = build_leaderboard(
        submissions, output, data_dir=data_dir, include_published=published, overwrite=overwrite
    )
    typer.echo(paths["markdown"].read_text(encoding="utf-8"))
    typer.echo(f"wrote {paths['markdown']} and {paths['html']}", err=True)


@app.command()
def demo(
    output: Annotated[Path, typer.Option("--output", help="Folder of the demo report and artefacts.")] = Path(
        "demo-output"
    ),
    data_dir: Annotated[Path | None, typer.Option(help="Shared data folder (published anchors).")] = None,
    steps: Annotated[int | None, typer.Option(help="Training steps of the tiny model.")] = None,
    limit: Annotated[int, typer.Option(help="Benchmark segments per set, for every system alike.")] = 100,
    overwrite: Overwrite = False,
) -> None:
    """The main job: build demo datasets, train a tiny model, evaluate, write cards and an HTML report."""
    from fairwrite.hub.demo import run_demo

    run_demo(output, data_dir=data_dir, steps=steps, limit=limit, overwrite=overwrite)


@app.command()
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
    from fairwrite.trainer import load_config
    from fairwrite.trainer import train as run_training

    output = run_training(load_config(config, set_ or []), resume=resume)
    typer.echo(f"model written to {output}", err=True)


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the app and turn user mistakes into one error line."""
    try:
        app(args=argv, standalone_mode=False)
    except FairwriteError as err:
        typer.echo(f"fairwrite: error: {err}", err=True)
        sys.exit(err.exit_code)
    except typer.Exit as done:
        sys.exit(done.exit_code)
    except typer.Abort:
        typer.echo("fairwrite: aborted", err=True)
        sys.exit(130)
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(141)
    except Exception as err:  # click usage errors arrive here with standalone_mode=False
        import click

        if isinstance(err, click.ClickException):
            err.show()
            sys.exit(err.exit_code)
        raise


if __name__ == "__main__":
    main()

"""The demo report: one self-contained static HTML page with plots (matplotlib, embedded as PNG).

:func:`render_report` takes a plain dictionary (what :mod:`fairwrite.hub.demo` collected: stages,
datasets, training metrics, leaderboard submissions, artefacts) and writes ``index.html`` plus the
plots as PNG files next to it. The page has no scripts and no external resources.
"""

from __future__ import annotations

import base64
import os
import platform
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from markupsafe import Markup

import fairwrite
from fairwrite.hub.leaderboard import LANG_NAMES, SIGNIFICANCE_LEVEL, Board, rank
from fairwrite.hub.templates import render
from fairwrite.review import review_pair
from fairwrite.review.html import CSS as EDIT_CSS
from fairwrite.review.html import marked

PALETTE = {
    "baseline": "#9aa4ae",
    "published": "#4c72b0",
    "rules": "#dd8452",
    "model": "#8172b3",
}


def _pyplot():
    # deferred: matplotlib is slow to import and an optional extra (fairwrite[train]); only plots need it
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def _save(plt: Any, fig: Any, path: str | os.PathLike[str]) -> Path:
    """Write ``fig`` to ``path`` (folders made as needed) and free it."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(target, bbox_inches="tight")
    plt.close(fig)
    return target


def _plot_by_step(ax: Any, log: Sequence[dict[str, Any]], key: str, *fmt: str, **style: Any) -> None:
    """Plot ``key`` of the logged records against their optimizer step."""
    ax.plot([r["step"] for r in log], [r[key] for r in log], *fmt, **style)


def plot_training_curve(metrics: dict[str, Any], path: str | os.PathLike[str]) -> Path | None:
    """Training loss (and validation loss / WER when logged) against optimizer steps."""
    train_log = [r for r in metrics.get("train_log", []) if "loss" in r]
    eval_log = [r for r in metrics.get("eval_log", []) if "loss" in r]
    if not train_log and not eval_log:
        return None
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.6), dpi=110)
    if train_log:
        _plot_by_step(ax, train_log, "loss", label="training loss", color="#4c72b0")
    if eval_log:
        _plot_by_step(ax, eval_log, "loss", "o-", label="validation loss", color="#dd8452")
    ax.set_xlabel("optimizer step")
    ax.set_ylabel("loss (per target token)")
    ax.grid(alpha=0.3)
    wer_log = [r for r in eval_log if r.get("wer") is not None]
    if wer_log:
        twin = ax.twinx()
        _plot_by_step(twin, wer_log, "wer", "s--", color="#55a868", label="validation WER")
        twin.set_ylabel("validation WER")
        lines = ax.get_legend_handles_labels()[0] + twin.get_legend_handles_labels()[0]
        ax.legend(
            lines,
            [line.get_label() for line in lines],
            loc="upper center",
            bbox_to_anchor=(0.5, -0.2),
            ncol=3,
            frameon=False,
        )
    else:
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=2, frameon=False)
    ax.set_title("Tiny model: training curve")
    fig.tight_layout()
    return _save(plt, fig, path)


def plot_benchmark_scores(submissions: Sequence[dict[str, Any]], path: str | os.PathLike[str]) -> Path | None:
    """Grouped bars, one panel per language: tokenised WER per benchmark for every system (published
    anchors included), on a symmetric-log axis — linear from 0 to 1, logarithmic above — so that 0.1 and
    10 both read and a WER of exactly 0 is a bar of height 0 with its label, not a stub at an arbitrary floor."""
    boards = [b for b in rank(submissions) if b.tasks and b.rows]
    if not boards:
        return None
    plt = _pyplot()
    fig, axes = plt.subplots(len(boards), 1, figsize=(10, 3.6 * len(boards) + 0.6), dpi=110, squeeze=False)
    for ax, board in zip(axes[:, 0], boards, strict=True):
        rows = board.rows
        width = 0.8 / max(len(rows), 1)
        for k, row in enumerate(rows):
            xs = [i + (k - (len(rows) - 1) / 2) * width for i in range(len(board.tasks))]
            values = [row.scores.get(t.task_id, float("nan")) for t in board.tasks]
            colour = PALETTE.get(row.system_type, "#937860")
            shade = 0.45 + 0.55 * (k + 1) / len(rows) if row.system_type == "published" else 1.0
            ax.bar(xs, values, width, label=row.system, color=colour, alpha=shade, edgecolor="white")
            for x, v in zip(xs, values, strict=True):
                if v == v:  # not NaN
                    label = "0" if v == 0 else f"{v:.2f}"
                    ax.text(x, v * 1.1, label, ha="center", va="bottom", fontsize=7)
        ax.set_xticks(range(len(board.tasks)))
        ax.set_xticklabels([t.pretty_name for t in board.tasks], fontsize=9)
        ax.set_yscale("symlog", linthresh=1.0, linscale=0.5)
        top = max((v for r in rows for v in r.scores.values()), default=1.0)
        ax.set_ylim(0, max(top, 1.0) * 4)
        ax.set_ylabel("tokenised WER %\n(0–1 linear, log above;\nlower is better)", fontsize=9)
        ax.set_title(LANG_NAMES.get(board.lang, board.lang), fontsize=11)
        ax.grid(axis="y", alpha=0.3, which="major")
        ax.legend(fontsize=8, frameon=False, loc="center left", bbox_to_anchor=(1.01, 0.5))
    fig.tight_layout()
    return _save(plt, fig, path)


def plot_dataset_sizes(datasets: Sequence[dict[str, Any]], path: str | os.PathLike[str]) -> Path | None:
    """Stacked bars: rows per dataset and split."""
    sized = [d for d in datasets if d.get("splits")]
    if not sized:
        return None
    plt = _pyplot()
    order = ["train", "validation", "test"]
    splits = sorted(
        {s for d in sized for s in d["splits"]}, key=lambda s: (order.index(s) if s in order else 9, s)
    )
    fig, ax = plt.subplots(figsize=(6.5, 2.8), dpi=110)
    bottoms = [0] * len(sized)
    colours = ["#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3"]
    for i, split in enumerate(splits):
        values = [d["splits"].get(split, 0) for d in sized]
        ax.barh(
            [d["name"] for d in sized], values, left=bottoms, label=split, color=colours[i % len(colours)]
        )
        bottoms = [b + v for b, v in zip(bottoms, values, strict=True)]
    ax.set_xlabel("rows")
    ax.legend(frameon=False, fontsize=8)
    ax.grid(axis="x", alpha=0.3)
    ax.set_title("Demo datasets")
    fig.tight_layout()
    return _save(plt, fig, path)


def _data_uri(path: Path | None) -> str | None:
    if path is None or not Path(path).is_file():
        return None
    return "data:image/png;base64," + base64.b64encode(Path(path).read_bytes()).decode("ascii")


def perfect_scores(boards: Sequence[Board]) -> list[str]:
    """``"rules on OpenSubtitles (en) and WinoBias+ (en)"`` for every system with a WER of exactly 0."""
    found = []
    for board in boards:
        for row in board.rows:
            names = [t.pretty_name for t in board.tasks if row.scores.get(t.task_id) == 0]
            if names:
                listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
                found.append(f"{row.system} on {listed}")
    return found


def write_plots(context: dict[str, Any], output: str | os.PathLike[str]) -> dict[str, dict[str, str | None]]:
    """The report's figures as ``output/plots/*.png``: ``{key: {"src": data URI, "file", "caption"}}``."""
    out = Path(output)
    plots = out / "plots"
    training = context.get("training") or {}
    figures = []
    curve = plot_training_curve(training.get("metrics") or {}, plots / "training_curve.png")
    if curve:
        figures.append(
            ("training", curve, "Training and validation loss of the tiny model (from metrics.json).")
        )
    scores = plot_benchmark_scores(context.get("submissions") or [], plots / "benchmark_scores.png")
    if scores:
        figures.append(
            (
                "benchmarks",
                scores,
                "Tokenised WER per benchmark: the source baseline, the published systems (anchors) and the "
                "systems of this run. The axis is linear from 0 to 1 and logarithmic above, so a bar of "
                "height 0 labelled 0 is a WER of exactly 0.",
            )
        )
    sizes = plot_dataset_sizes(context.get("datasets") or [], plots / "dataset_sizes.png")
    if sizes:
        figures.append(("datasets", sizes, "Rows per demo dataset and split."))
    return {
        key: {"src": _data_uri(path), "file": path.relative_to(out).as_posix(), "caption": caption}
        for key, path, caption in figures
    }


def _marked_examples(dataset: dict[str, Any]) -> dict[str, Any]:
    """The dataset's examples, each with its edits marked as ``fairwrite rewrite --format html`` marks them
    (source → target aligned word by word, kind and referent group on hover)."""
    lang = dataset.get("lang", "")
    examples = [
        {**ex, "marked": Markup(marked(review_pair(ex["source"], ex["target"], lang, rule=ex.get("how", ""))))}
        for ex in dataset.get("examples") or []
    ]
    return {**dataset, "examples": examples}


def write_report_page(
    context: dict[str, Any], figures: dict[str, dict[str, str | None]], output: str | os.PathLike[str]
) -> Path:
    """Write ``output/index.html`` from the demo's ``context`` and the figures of :func:`write_plots`.

    The page is written last, after every stage it reports has been timed, so its timings are the ones
    the console printed.
    """
    submissions = context.get("submissions") or []
    boards = rank(submissions) if submissions else []
    html = render(
        "report.html.j2",
        edit_css=Markup(EDIT_CSS),
        title=context.get("title", "fairwrite demo report"),
        generated=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        duration=context.get("duration"),
        stages=context.get("stages") or [],
        datasets=[_marked_examples(d) for d in context.get("datasets") or []],
        training=context.get("training") or {},
        boards=boards,
        perfect=perfect_scores(boards),
        level=SIGNIFICANCE_LEVEL,
        lang_names=LANG_NAMES,
        figures=figures,
        artefacts=context.get("artefacts") or {},
        notes=context.get("notes") or [],
        limit=context.get("limit"),
        versions={
            "fairwrite": fairwrite.__version__,
            "python": platform.python_version(),
            "machine": f"{platform.machine()}, {os.cpu_count()} CPU cores",
        },
    )
    out = Path(output)
    out.mkdir(parents=True, exist_ok=True)
    page = out / "index.html"
    page.write_text(html, encoding="utf-8")
    return page


def render_report(context: dict[str, Any], output: str | os.PathLike[str]) -> Path:
    """Write ``output/index.html`` (and ``output/plots/*.png``) from the demo's ``context``.

    ``context`` keys (all optional): ``stages`` (name, status, seconds, message), ``datasets`` (name,
    folder, splits, examples, card), ``training`` (metrics dict from the trainer, model folder),
    ``submissions`` (fairwrite-submission/1 list, published anchors included), ``artefacts``
    (label → relative path), ``notes`` (list of strings), ``duration`` (seconds), ``limit``.
    """
    return write_report_page(context, write_plots(context, output), output)

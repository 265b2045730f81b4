"""``fairwrite publish dataset|model|metric DIR --repo-id ORG/NAME [--push]``.

Without ``--push`` the folder is made Hub-ready and validated, and nothing leaves the machine:

- **dataset** (a folder written by ``fairwrite build``): the card parses and declares its configs, every
  config loads with ``datasets.load_dataset``; a benchmark's ``eval.yaml`` names existing configs and splits;
  the card's usage snippet is pointed at ``ORG/NAME``.
- **model** (a trainer output folder): the card is (re)written from the training config and the benchmark
  results (``--results`` submission files, and the inputs the card was made from before, kept in
  ``fairwrite-card.json``); its ``model-index`` and ``.eval_results/`` parse back with huggingface_hub and
  agree; weights are safetensors; config and tokenizer are present.
- **metric** (an ``eval/<name>`` folder): the Space card (``sdk: gradio``), ``app.py`` and
  ``requirements.txt`` are there and the module loads with ``evaluate.load`` from the local path.

With ``--push`` the repo is created if needed (``exist_ok``; metrics become Gradio Spaces) and the folder
is uploaded with ``HfApi.upload_folder`` in one commit, on ``--revision`` (a branch, created from main if
missing) with ``--commit-message``. Before uploading, the local files are compared with the remote tree
(git blob SHA-1, or LFS SHA-256): a second push of the same folder finds nothing to change and makes no
commit. Stale generated files (old Parquet shards, old ``.eval_results``) are deleted in the same commit.
The token comes from ``HF_TOKEN`` or ``hf auth login`` and is never printed or logged.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from huggingface_hub import DatasetCard, HfApi, SpaceCard, get_token, is_offline_mode
from huggingface_hub.errors import HfHubHTTPError, HFValidationError
from huggingface_hub.utils import validate_repo_id

from fairwrite.datasets.benchmarks import validate_benchmark_folder
from fairwrite.datasets.folder import validate_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.hub.leaderboard import read_submission
from fairwrite.hub.model_card import (
    load_card_inputs,
    sample_results,
    spec_from_model_dir,
    validate_model_folder,
    write_model_card,
)
from fairwrite.hub.rewriter_space import write_rewriter_space
from fairwrite.hub.spaces import GRADIO_VERSION, ensure_space_files
from fairwrite.licenses import license_problems
from fairwrite.models.portable import write_portable_code

#: ``publish`` kind → Hub repo type.
REPO_TYPES = {"dataset": "dataset", "model": "model", "metric": "space", "space": "space"}
#: Generated files that a push may delete remotely when they no longer exist locally.
MANAGED = {"dataset": ["data/**"], "model": [".eval_results/*.yaml"], "metric": [], "space": []}
#: Never uploaded.
IGNORED = [
    ".*.partial",
    ".*.partial/**",
    ".*.tmp",
    ".*.partial.json",
    ".*.old/**",
    ".*.lock",
    ".fairwrite-output",
    "**/__pycache__/**",
    "__pycache__/**",
    "*.pyc",
    ".DS_Store",
    "checkpoint-*/**",
    "checkpoints/**",
    "best/**",
    "logs/**",
    ".cache/**",
    ".fairwrite-eval-results",
]
USAGE_PLACEHOLDER = "<this folder or repo>"


@dataclass
class PublishResult:
    """What ``publish`` did."""

    kind: str
    folder: Path
    repo_id: str
    repo_type: str
    files: list[str]
    pushed: bool = False
    up_to_date: bool = False
    changed: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    commit_url: str | None = None
    url: str = ""

    def summary(self) -> str:
        size = sum((self.folder / f).stat().st_size for f in self.files)
        lines = [
            f"{self.kind} folder {self.folder} is Hub-ready: {len(self.files)} files, {size / 1e6:.2f} MB"
        ]
        if self.up_to_date:
            lines.append(f"{self.url} is up to date; nothing pushed")
        elif self.pushed:
            lines.append(
                f"pushed {len(self.changed)} changed and {len(self.deleted)} deleted files to {self.url}"
                + (f" ({self.commit_url})" if self.commit_url else "")
            )
        else:
            lines.append(f"not pushed; add --push to upload to {self.url}")
        return "\n".join(lines)


def _check_repo_id(repo_id: str) -> None:
    """ORG/NAME by huggingface_hub's own rules (characters, ``..``, ``--``, at most 96 characters)."""
    parts = repo_id.split("/")
    if len(parts) != 2 or not all(parts):
        raise FairwriteError(f"--repo-id must look like ORG/NAME, not {repo_id!r}")
    try:
        validate_repo_id(repo_id)
    except HFValidationError as err:
        reason = (str(err).strip().splitlines() or ["invalid"])[0]
        reason = reason.replace(f": '{repo_id}'", "").rstrip(".")  # the id is said once, shortened
        shown = repo_id if len(repo_id) <= 60 else f"{repo_id[:57]}… ({len(repo_id)} characters)"
        raise FairwriteError(f"--repo-id {shown!r} is not a valid Hub repo id: {reason}") from None


def _ignored(path: str) -> bool:
    """Never uploaded: the patterns above, and anything inside an unfinished folder or a job's work
    folder (``.NAME.work``: a rewrite's chunks, a build's shards)."""
    return any(fnmatch.fnmatch(path, pattern) for pattern in IGNORED) or any(
        part.endswith(".partial") or (part.startswith(".") and part.endswith(".work")) for part in path.split("/")[:-1]
    )


def local_files(folder: Path) -> list[str]:
    """Files that would be uploaded, as repo paths (POSIX), sorted."""
    return sorted(
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file()
        and ".git" not in p.relative_to(folder).parts
        and not _ignored(p.relative_to(folder).as_posix())
    )


def file_digests(path: Path) -> tuple[str, str]:
    """(git blob SHA-1, SHA-256) of a file, as the Hub reports them for regular and LFS files."""
    size = path.stat().st_size
    git = hashlib.sha1(f"blob {size}\0".encode())
    sha256 = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            git.update(block)
            sha256.update(block)
    return git.hexdigest(), sha256.hexdigest()


# --- preparing and validating -----------------------------------------------------------------------


def prepare_dataset(folder: Path, repo_id: str) -> None:
    _point_at(folder, repo_id)
    validate_dataset_folder(folder, load=True)
    readme = folder / "README.md"
    problems = license_problems(DatasetCard.load(readme).data.to_dict())
    if problems:
        raise FairwriteError(f"{readme}: " + "; ".join(problems))
    if (folder / "eval.yaml").exists():
        validate_benchmark_folder(folder)


#: the files of a dataset folder that name its repo (usage snippets, the benchmark's ``eval.yaml``)
NAMING_FILES = ("README.md", "eval.yaml")


def _point_at(folder: Path, repo_id: str) -> None:
    """Point every mention of the folder's repo at ``repo_id``: the placeholder of a fresh build and the id
    it was built or last published for (``repo_id`` in ``fairwrite.json``), which is then ``repo_id``."""
    record_path = folder / "fairwrite.json"
    try:
        record = json.loads(record_path.read_text(encoding="utf-8")) if record_path.is_file() else {}
    except (OSError, ValueError):
        record = {}
    old = [USAGE_PLACEHOLDER] + ([record["repo_id"]] if isinstance(record.get("repo_id"), str) else [])
    for name in NAMING_FILES:
        path = folder / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        rewritten = text
        for before in old:
            if before != repo_id:
                rewritten = re.sub(rf"(?<![\w./-]){re.escape(before)}(?![\w-])", repo_id, rewritten)
        if rewritten != text:
            path.write_text(rewritten, encoding="utf-8")
    if record and record.get("repo_id") != repo_id:
        record["repo_id"] = repo_id
        record_path.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def prepare_model(
    folder: Path,
    repo_id: str,
    results: list[str | os.PathLike[str]] | None = None,
    allow_sample_scores: bool = False,
) -> None:
    """(Re)write a fairwrite model card for ``repo_id`` and validate the folder.

    The card is re-rendered from the inputs it was made from (``fairwrite-card.json``, written next to it
    by :func:`fairwrite.hub.model_card.write_model_card`) plus any new ``results``; a folder without a card
    gets one from its training files. A card fairwrite did not write is only validated.
    """
    check_loads(folder)
    write_portable_code(folder)  # the pipeline (and the edit tagger's code): runs with transformers alone
    spec = load_card_inputs(folder)
    if spec is None and (folder / "README.md").exists() and not results:
        validate_model_folder(folder, require_weights=True)
        return
    if spec is None:
        spec = spec_from_model_dir(folder)
    for path in results or []:
        data = read_submission(path)
        spec.submissions = [s for s in spec.submissions if s.get("lang") != data["lang"]] + [data]
    if results:
        spec.languages = sorted({s["lang"] for s in spec.submissions} | set(spec.languages))
    spec.repo_id = repo_id
    if (samples := sample_results(spec)) and not allow_sample_scores:
        raise FairwriteError(
            f"the results for {', '.join(samples)} were scored on a sample (`benchmark --limit`), not the full "
            "test sets; score without --limit, or pass --allow-sample-scores to publish them as that split"
        )
    write_model_card(folder, spec)
    validate_model_folder(folder, require_weights=True)


def check_loads(folder: Path) -> None:
    """Load what a user of the repo will load: ``config.json`` (JSON, a known or shipped architecture),
    the tokenizer and the weights' header, so a broken folder is refused before it is called Hub-ready."""
    import safetensors
    from transformers import AutoConfig, AutoTokenizer

    from fairwrite.models.edit_tagger import register

    config = folder / "config.json"
    try:
        json.loads(config.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise FairwriteError(f"{folder} is not a model folder: no config.json") from None
    except (UnicodeDecodeError, ValueError) as err:
        raise FairwriteError(f"{config}: not valid JSON ({err})") from None
    register()
    for what, load in (("config", AutoConfig.from_pretrained), ("tokenizer", AutoTokenizer.from_pretrained)):
        try:
            load(str(folder))
        except Exception as err:  # transformers raises OSError, ValueError, KeyError… for broken folders
            first = (str(err).strip().splitlines() or [type(err).__name__])[0]
            raise FairwriteError(f"{folder}: the {what} does not load with transformers: {first}") from None
    for weights in sorted(folder.glob("*.safetensors")):
        try:
            with safetensors.safe_open(str(weights), "pt") as handle:
                handle.keys()
        except Exception as err:  # a truncated or foreign file
            raise FairwriteError(f"{weights}: not a readable safetensors file ({err})") from None


def prepare_metric(folder: Path, repo_id: str, overwrite: bool = False) -> None:
    ensure_space_files(folder, overwrite=overwrite)
    problems = []
    readme = folder / "README.md"
    if not readme.is_file():
        raise FairwriteError(f"{folder} has no README.md metric card")
    try:
        data = SpaceCard.load(readme).data
    except Exception as err:
        raise FairwriteError(f"{readme}: the card does not parse: {err}") from None
    if data.sdk != "gradio":
        problems.append(f"card sdk is {data.sdk!r}, expected 'gradio'")
    if data.sdk_version != GRADIO_VERSION:
        problems.append(f"card sdk_version is {data.sdk_version!r}; the current Gradio is {GRADIO_VERSION}")
    requirements = (folder / "requirements.txt").read_text(encoding="utf-8").split()
    if unserved := [r for r in requirements if r.split("=")[0].split(">")[0].split("<")[0].strip() == "fairwrite"]:
        problems.append(f"requirements.txt lists {unserved[0]!r}, which no package index serves")
    app_file = data.app_file or "app.py"
    for name in (app_file, "requirements.txt", f"{folder.name}.py"):
        if not (folder / name).is_file():
            problems.append(f"no {name}")
    if problems:
        raise FairwriteError(f"{folder} is not a valid evaluate Space: " + "; ".join(problems))
    for script in (folder / app_file, folder / f"{folder.name}.py"):
        try:
            compile(script.read_text(encoding="utf-8"), str(script), "exec")
        except SyntaxError as err:
            raise FairwriteError(f"{script}:{err.lineno}: does not compile: {err.msg}") from None
    load_metric(folder)


def validate_space(folder: Path) -> None:
    """The rewriter's Space: a gradio card, an ``app.py`` that compiles, every requirement pinned (``==``)."""
    problems = []
    try:
        data = SpaceCard.load(folder / "README.md").data
        if data.sdk != "gradio":
            problems.append(f"card sdk is {data.sdk!r}, expected 'gradio'")
    except Exception as err:
        problems.append(f"README.md does not parse as a Space card: {err}")
    app = folder / "app.py"
    try:
        compile(app.read_text(encoding="utf-8"), str(app), "exec")
    except (OSError, SyntaxError) as err:
        problems.append(f"app.py: {err}")
    requirements = folder / "requirements.txt"
    lines = requirements.read_text(encoding="utf-8").split() if requirements.is_file() else []
    loose = [line for line in lines if "==" not in line]
    if not lines or loose:
        problems.append(f"requirements.txt must pin every package with ==: {', '.join(loose) or 'empty'}")
    if problems:
        raise FairwriteError(f"{folder} is not a valid Space: " + "; ".join(problems))


def load_metric(folder: str | os.PathLike[str]) -> Any:
    """``evaluate.load`` of a local metric folder (offline)."""
    # deferred: evaluate imports torch (seconds); only a metric check needs it
    import evaluate

    try:
        return evaluate.load(str(Path(folder).resolve()))
    except Exception as err:
        raise FairwriteError(f"evaluate.load({str(folder)!r}) failed: {err}") from None


def prepare(
    kind: str,
    folder: str | os.PathLike[str],
    repo_id: str,
    *,
    results: list[str] | None = None,
    overwrite: bool = False,
    allow_sample_scores: bool = False,
) -> PublishResult:
    """Make ``folder`` Hub-ready for ``kind`` and validate it (no network); ``overwrite`` replaces a metric
    folder's own Space files (kept by default); ``allow_sample_scores`` lets a model card carry results of
    ``benchmark --limit`` runs (as ``test[:N]``)."""
    if kind not in REPO_TYPES:
        raise FairwriteError(f"publish what? {kind!r}; choose dataset, model, metric or space")
    _check_repo_id(repo_id)
    root = Path(folder)
    if kind == "space":  # the rewriter's Space is written here, not brought
        write_rewriter_space(root, overwrite=overwrite)
    if not root.is_dir():
        raise FairwriteError(f"{root}: no such folder")
    if results and kind != "model":
        raise FairwriteError("--results is for models")
    if kind == "dataset":
        prepare_dataset(root, repo_id)
    elif kind == "model":
        prepare_model(root, repo_id, results, allow_sample_scores)
    elif kind == "space":
        validate_space(root)
    else:
        prepare_metric(root, repo_id, overwrite)
    repo_type = REPO_TYPES[kind]
    prefix = {"dataset": "datasets/", "space": "spaces/"}.get(repo_type, "")
    return PublishResult(
        kind=kind,
        folder=root,
        repo_id=repo_id,
        repo_type=repo_type,
        files=local_files(root),
        url=f"https://huggingface.co/{prefix}{repo_id}",
    )


# --- pushing ------------------------------------------------------------------------------------------


def _api(api: Any = None) -> Any:
    if api is not None:
        return api
    if is_offline_mode():
        raise FairwriteError("HF_HUB_OFFLINE is set; unset it (and TRANSFORMERS_OFFLINE) to push")
    token = get_token()
    if not token:
        raise FairwriteError("no Hugging Face token: set HF_TOKEN or run `hf auth login` first")
    return HfApi(token=token)


def remote_files(api: Any, repo_id: str, repo_type: str, revision: str | None) -> dict[str, Any]:
    """Remote files (path → entry with ``blob_id`` and ``lfs``) of a repo at ``revision``."""
    entries = api.list_repo_tree(repo_id, recursive=True, repo_type=repo_type, revision=revision)
    return {e.path: e for e in entries if getattr(e, "blob_id", None) is not None}


def _unchanged(local: Path, remote: Any) -> bool:
    if remote is None or getattr(remote, "size", None) not in (None, local.stat().st_size):
        return False
    git_sha1, sha256 = file_digests(local)
    lfs = getattr(remote, "lfs", None)
    if lfs is not None:
        return getattr(lfs, "sha256", None) == sha256
    return remote.blob_id == git_sha1


def push(
    result: PublishResult,
    *,
    private: bool = False,
    revision: str | None = None,
    commit_message: str | None = None,
    api: Any = None,
) -> PublishResult:
    """Create the repo if needed and upload the changed files of a prepared folder in one commit."""
    hub = _api(api)
    extra = {"space_sdk": "gradio"} if result.repo_type == "space" else {}
    hub.create_repo(result.repo_id, repo_type=result.repo_type, private=private, exist_ok=True, **extra)
    if revision and revision != "main":
        hub.create_branch(result.repo_id, branch=revision, repo_type=result.repo_type, exist_ok=True)
    remote = remote_files(hub, result.repo_id, result.repo_type, revision)
    result.changed = [f for f in result.files if not _unchanged(result.folder / f, remote.get(f))]
    managed = MANAGED[result.kind]
    local = set(result.files)
    result.deleted = sorted(
        p for p in remote if p not in local and any(fnmatch.fnmatch(p, pattern) for pattern in managed)
    )
    if not result.changed and not result.deleted:
        result.up_to_date = True
        return result
    info = hub.upload_folder(
        repo_id=result.repo_id,
        folder_path=str(result.folder),
        repo_type=result.repo_type,
        revision=revision,
        commit_message=commit_message or f"Upload {result.kind} with fairwrite",
        allow_patterns=result.changed,
        delete_patterns=result.deleted or None,
        ignore_patterns=IGNORED,
    )
    result.pushed = True
    result.commit_url = getattr(info, "commit_url", None)
    return result


def publish(
    kind: str,
    folder: str | os.PathLike[str],
    repo_id: str,
    *,
    push_to_hub: bool = False,
    private: bool = False,
    revision: str | None = None,
    commit_message: str | None = None,
    results: list[str] | None = None,
    api: Any = None,
    overwrite: bool = False,
    allow_sample_scores: bool = False,
) -> PublishResult:
    """Prepare and validate ``folder``; with ``push_to_hub``, upload it (see the module docstring)."""
    result = prepare(
        kind, folder, repo_id, results=results, overwrite=overwrite, allow_sample_scores=allow_sample_scores
    )
    if push_to_hub:
        try:
            push(result, private=private, revision=revision, commit_message=commit_message, api=api)
        except FairwriteError:
            raise
        except Exception as err:
            if not _network_error(err):
                raise
            raise FairwriteError(f"could not push to {result.url}: {_reason(err)}") from None
    return result


def _network_error(err: BaseException) -> bool:
    """No network, DNS, refused, timeouts, 401/403/5xx: what a push cannot help (the HTTP client
    huggingface_hub uses is its own business: httpx, its fork, or requests)."""
    root = type(err).__module__.split(".")[0]
    return isinstance(err, OSError | HfHubHTTPError) or root in ("httpx", "httpx2", "httpcore", "requests", "urllib3")


def _reason(err: BaseException) -> str:
    """The first line of a network error, with the cause it wraps (httpx keeps the socket error there)."""
    text = (str(err).strip().splitlines() or [""])[0] or type(err).__name__
    cause = err.__cause__ or err.__context__
    if cause is not None and str(cause).strip() and str(cause).strip() not in text:
        text += f" ({(str(cause).strip().splitlines() or [''])[0]})"
    return text

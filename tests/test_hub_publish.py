"""`fairwrite publish`: Hub-ready folders are validated offline; the push path runs against a fake HfApi."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from types import SimpleNamespace

import pytest
from datasets import DatasetDict

from fairwrite.cli import main
from fairwrite.errors import FairwriteError
from fairwrite.hub import DatasetCardSpec, write_dataset_folder
from fairwrite.hub.publish import file_digests, local_files, publish
from fairwrite.schema import Segment, to_dataset

SECRET = "hf_fairwriteTESTsecretTOKEN0123456789"


class FakeHub:
    """Just enough of HfApi: repos are dicts of path → (size, git sha1, sha256); parquet goes to LFS."""

    def __init__(self):
        self.repos: dict[tuple[str, str], dict[str, dict[str, SimpleNamespace]]] = {}
        self.calls: list[tuple[str, dict]] = []

    def create_repo(self, repo_id, *, repo_type=None, private=False, exist_ok=False, **extra):
        self.calls.append(
            ("create_repo", {"repo_id": repo_id, "repo_type": repo_type, "private": private, **extra})
        )
        key = (repo_type, repo_id)
        if key in self.repos and not exist_ok:
            raise RuntimeError("exists")
        self.repos.setdefault(key, {"main": {}})

    def create_branch(self, repo_id, *, branch, repo_type=None, exist_ok=False):
        self.calls.append(("create_branch", {"repo_id": repo_id, "branch": branch}))
        branches = self.repos[(repo_type, repo_id)]
        branches.setdefault(branch, dict(branches["main"]))

    def list_repo_tree(self, repo_id, *, recursive=False, repo_type=None, revision=None):
        self.calls.append(("list_repo_tree", {"repo_id": repo_id, "revision": revision}))
        return list(self.repos[(repo_type, repo_id)][revision or "main"].values())

    def upload_folder(
        self,
        *,
        repo_id,
        folder_path,
        repo_type,
        revision,
        commit_message,
        allow_patterns,
        delete_patterns,
        ignore_patterns,
    ):
        self.calls.append(
            (
                "upload_folder",
                {
                    "repo_id": repo_id,
                    "files": list(allow_patterns),
                    "delete": delete_patterns,
                    "message": commit_message,
                },
            )
        )
        tree = self.repos[(repo_type, repo_id)][revision or "main"]
        for path in delete_patterns or []:
            tree.pop(path, None)
        for path in allow_patterns:
            local = Path(folder_path) / path
            git_sha1, sha256 = file_digests(local)
            lfs = SimpleNamespace(sha256=sha256) if path.endswith((".parquet", ".safetensors")) else None
            blob = hashlib.sha1(b"pointer" + sha256.encode()).hexdigest() if lfs else git_sha1
            tree[path] = SimpleNamespace(path=path, size=local.stat().st_size, blob_id=blob, lfs=lfs)
        return SimpleNamespace(commit_url=f"https://hub.test/{repo_id}/commit/{len(self.calls)}")

    def uploads(self):
        return [c for name, c in self.calls if name == "upload_folder"]


def _dataset_folder(path: Path, rows: int = 4) -> Path:
    segments = [
        Segment(
            source=f"She sings {i}.",
            target=f"They sing {i}.",
            lang="en",
            source_label="feminine",
            target_label="neutral",
        )
        for i in range(rows)
    ]
    spec = DatasetCardSpec(pretty_name="Publish test", languages=["en"])
    return write_dataset_folder(DatasetDict({"train": to_dataset(segments)}), path, spec)


def test_publish_dataset_without_push_validates_and_points_the_card_at_the_repo(tmp_path):
    folder = _dataset_folder(tmp_path / "ds")
    result = publish("dataset", folder, "org/demo-ds")
    assert not result.pushed and result.repo_type == "dataset"
    assert "README.md" in result.files and any(f.startswith("data/default/train-") for f in result.files)
    assert 'load_dataset("org/demo-ds", "default")' in (folder / "README.md").read_text()
    assert result.url == "https://huggingface.co/datasets/org/demo-ds"


def test_publish_rejects_bad_folders_and_repo_ids(tmp_path):
    folder = _dataset_folder(tmp_path / "ds")
    with pytest.raises(FairwriteError, match="ORG/NAME"):
        publish("dataset", folder, "no-slash")
    (folder / "README.md").write_text("---\nlicense: mit\n---\n\n# nothing\n")
    with pytest.raises(FairwriteError, match="configs"):
        publish("dataset", folder, "org/x")


def test_second_push_of_the_same_folder_changes_nothing(tmp_path):
    hub = FakeHub()
    folder = _dataset_folder(tmp_path / "ds")
    first = publish("dataset", folder, "org/ds", push_to_hub=True, commit_message="first", api=hub)
    assert first.pushed and set(first.changed) == set(local_files(folder))
    assert hub.calls[0] == ("create_repo", {"repo_id": "org/ds", "repo_type": "dataset", "private": False})
    second = publish("dataset", folder, "org/ds", push_to_hub=True, api=hub)
    assert second.up_to_date and not second.pushed and second.changed == []
    assert len(hub.uploads()) == 1  # no second commit
    assert "up to date" in second.summary()


def test_push_uploads_only_changes_and_deletes_stale_shards(tmp_path):
    hub = FakeHub()
    folder = _dataset_folder(tmp_path / "ds", rows=4)
    publish("dataset", folder, "org/ds", push_to_hub=True, api=hub)
    tree = hub.repos[("dataset", "org/ds")]["main"]
    tree["data/default/train-00000-of-00002.parquet"] = SimpleNamespace(
        path="data/default/train-00000-of-00002.parquet", size=1, blob_id="x", lfs=None
    )  # a shard of an older build
    tree["notes.txt"] = SimpleNamespace(path="notes.txt", size=1, blob_id="y", lfs=None)  # not ours: kept
    _dataset_folder(folder, rows=5)  # rebuilt with different data
    result = publish("dataset", folder, "org/ds", push_to_hub=True, revision="v2", api=hub)
    upload = hub.uploads()[-1]
    assert result.pushed and "README.md" in upload["files"]
    assert upload["delete"] == ["data/default/train-00000-of-00002.parquet"]
    assert ("create_branch", {"repo_id": "org/ds", "branch": "v2"}) in hub.calls
    assert "notes.txt" in hub.repos[("dataset", "org/ds")]["v2"]


def test_push_needs_a_token_and_respects_offline_mode(tmp_path, monkeypatch):
    import fairwrite.hub.publish as publish_module

    folder = _dataset_folder(tmp_path / "ds")
    monkeypatch.setattr(publish_module, "is_offline_mode", lambda: False)
    monkeypatch.setattr(publish_module, "get_token", lambda: None)
    with pytest.raises(FairwriteError, match="HF_TOKEN"):
        publish("dataset", folder, "org/ds", push_to_hub=True)
    monkeypatch.setattr(publish_module, "is_offline_mode", lambda: True)
    with pytest.raises(FairwriteError, match="HF_HUB_OFFLINE"):
        publish("dataset", folder, "org/ds", push_to_hub=True)


def test_cli_push_uses_the_environment_token_and_never_prints_it(tmp_path, monkeypatch, capsys, caplog):
    import fairwrite.hub.publish as publish_module

    folder = _dataset_folder(tmp_path / "ds")
    hub = FakeHub()
    seen = {}

    def fake_api(token=None):
        seen["token"] = token
        return hub

    monkeypatch.setenv("HF_TOKEN", SECRET)
    monkeypatch.setattr(publish_module, "is_offline_mode", lambda: False)
    monkeypatch.setattr(publish_module, "HfApi", fake_api)
    caplog.set_level(logging.DEBUG)
    for _ in range(2):
        try:
            main(
                [
                    "publish",
                    "dataset",
                    str(folder),
                    "--repo-id",
                    "org/ds",
                    "--push",
                    "--private",
                    "--commit-message",
                    "demo data",
                ]
            )
        except SystemExit as done:  # success returns; a failure would exit non-zero
            assert done.code in (0, None)
    out = capsys.readouterr()
    assert seen["token"] == SECRET
    assert SECRET not in out.out + out.err and SECRET not in caplog.text
    assert "pushed" in out.err and "up to date" in out.err
    assert hub.uploads()[0]["message"] == "demo data" and len(hub.uploads()) == 1
    assert hub.calls[0][1]["private"] is True


def _model_folder(path: Path) -> Path:
    import torch
    from safetensors.torch import save_file
    from transformers import ByT5Tokenizer

    path.mkdir(parents=True)
    save_file({"w": torch.zeros(2, 2)}, str(path / "model.safetensors"))
    (path / "config.json").write_text(json.dumps({"model_type": "marian"}))
    ByT5Tokenizer().save_pretrained(str(path))  # publish loads what it publishes: a real tokenizer
    (path / "training_config.yaml").write_text("preset: tiny\nlanguages: [en]\n")
    return path


def test_publish_model_writes_the_card_from_results_and_pushes_eval_results(tmp_path):
    folder = _model_folder(tmp_path / "model")
    submission = {
        "format": "fairwrite-submission/1",
        "system": "model",
        "lang": "en",
        "created": "2026-11-22T04:00:00+00:00",
        "benchmarks": {"en-reddit": {"split": "test", "segments": 3, "metrics": {"tokenised_wer": 2.5}}},
    }
    results = tmp_path / "results.json"
    results.write_text(json.dumps(submission))
    hub = FakeHub()
    result = publish("model", folder, "org/tiny", results=[str(results)], push_to_hub=True, api=hub)
    assert result.pushed and ".eval_results/en-reddit.yaml" in result.changed
    readme = (folder / "README.md").read_text()
    assert 'model="org/tiny"' in readme and "en-reddit" in readme
    # the card can be re-rendered later (e.g. for another repo id) from the kept results
    again = publish("model", folder, "org/tiny-2")
    assert 'model="org/tiny-2"' in (folder / "README.md").read_text()
    assert ".eval_results/en-reddit.yaml" in again.files
    (folder / "pytorch_model.bin").write_bytes(b"x")
    with pytest.raises(FairwriteError, match="pickle"):
        publish("model", folder, "org/tiny")


def test_publish_metric_space(tmp_path, repo):
    import shutil

    folder = tmp_path / "tokenised_wer"
    shutil.copytree(repo / "eval" / "tokenised_wer", folder, ignore=shutil.ignore_patterns("app.py"))
    hub = FakeHub()
    result = publish("metric", folder, "org/tokenised_wer", push_to_hub=True, api=hub)
    assert (folder / "app.py").is_file()  # written when missing
    assert result.repo_type == "space" and result.url == "https://huggingface.co/spaces/org/tokenised_wer"
    assert hub.calls[0][1]["space_sdk"] == "gradio"
    (folder / "README.md").write_text("---\nsdk: streamlit\n---\n# x\n")
    with pytest.raises(FairwriteError, match="gradio"):
        publish("metric", folder, "org/tokenised_wer")


def test_republishing_keeps_what_the_card_was_made_from(tmp_path):
    from fairwrite.hub.model_card import ModelCardSpec, load_card_inputs, write_model_card

    folder = _model_folder(tmp_path / "model")
    write_model_card(
        folder,
        ModelCardSpec(
            "my-rewriter", ["en"], datasets=["org/data"], summary="A model with a story.", tags=["x"]
        ),
    )
    publish("model", folder, "org/my-rewriter")
    readme = (folder / "README.md").read_text()
    assert "# my-rewriter" in readme and "A model with a story." in readme
    assert 'model="org/my-rewriter"' in readme and "- org/data" in readme
    assert load_card_inputs(folder).repo_id == "org/my-rewriter"


def test_job_work_folders_are_never_uploaded(tmp_path):
    """A rewrite's or a build's unfinished job folder (.NAME.work) beside a published file stays local."""
    (tmp_path / "README.md").write_text("card\n")
    for name in (".out.txt.work/input/000000.txt", "sub/.ds.work/logs/stats.json", ".out.txt.lock"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x\n")
    assert local_files(tmp_path) == ["README.md"]

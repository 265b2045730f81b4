"""The rewriter's Space and the metric Spaces (issue 43): written by ``publish space``, launched on
127.0.0.1, and driven in headless Chromium like a person would (type, rewrite, reject a group, read)."""

from __future__ import annotations

import json
import os
import runpy
import socket
import urllib.request
from pathlib import Path

import pytest

gr = pytest.importorskip("gradio")

from chromium_helpers import Browser, chromium  # noqa: E402

from fairwrite.cli import main  # noqa: E402
from fairwrite.hub.spaces import metric_folders  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHOTS = Path(os.environ.get("FAIRWRITE_SHOTS", "/tmp/review43-shots"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launched(app) -> str:
    """Launch ``app`` on 127.0.0.1 without blocking; its URL."""
    port = free_port()
    app.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    return f"http://127.0.0.1:{port}/"


def test_publish_space_writes_the_committed_space_folder(tmp_path):
    folder = tmp_path / "rewriter"
    main(["publish", "space", str(folder), "--repo-id", "fairwrite/rewriter"])
    for name in ("README.md", "app.py", "requirements.txt"):
        assert (folder / name).read_text(encoding="utf-8") == (ROOT / "spaces" / "rewriter" / name).read_text(
            encoding="utf-8"
        ), f"spaces/rewriter/{name} is stale: run fairwrite publish space spaces/rewriter --overwrite"
    card = (folder / "README.md").read_text(encoding="utf-8")
    assert "\nsdk: gradio\n" in card and "\napp_file: app.py\n" in card
    requirements = (folder / "requirements.txt").read_text(encoding="utf-8").split()
    assert all("==" in line for line in requirements) and any(r.startswith("gradio==") for r in requirements)


def test_publish_space_refuses_a_loose_requirement(tmp_path, capsys):
    folder = tmp_path / "rewriter"
    main(["publish", "space", str(folder), "--repo-id", "fairwrite/rewriter"])
    (folder / "requirements.txt").write_text("gradio\n", encoding="utf-8")
    with pytest.raises(SystemExit) as done:
        main(["publish", "space", str(folder), "--repo-id", "fairwrite/rewriter"])
    assert done.value.code == 2 and "pin every package" in capsys.readouterr().err


@pytest.mark.parametrize("folder", metric_folders(ROOT / "eval"), ids=lambda p: p.name)
def test_metric_space_launches_and_serves_its_page(folder):
    app = runpy.run_path(str(folder / "app.py"), run_name="space")["demo"]
    try:
        page = urllib.request.urlopen(launched(app), timeout=60).read().decode("utf-8")
    finally:
        app.close()
    assert f"Metric: {folder.name}" in page


#: what a person types, the group they reject, and what the page must show after it
SESSIONS = [
    ("de", "generic", "Jeder Lehrer kennt seine Schüler.", 2, "Jede*r Lehrer*in kennt seine*ihre Schüler."),
    (
        "en", "all", "Every student must bring his own laptop, and the chairman will check it.", 1,
        "Every student must bring his own laptop, and the chairperson will check it.",
    ),
]  # fmt: skip

_SET_TEXT = """(() => {{
  const box = document.querySelector('#source textarea');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, {text!r});
  box.dispatchEvent(new Event('input', {{bubbles: true}}));
  return box.value;
}})()"""
_CLICK_RADIO = """(() => {{
  const input = [...document.querySelectorAll('#{elem} input[type=radio]')].find(i => i.value === {value!r}
    || i.closest('label').innerText.trim() === {value!r});
  input.click();
  return input.checked;
}})()"""
_GROUPS = """[...document.querySelectorAll('#groups label')].map(l => [l.innerText.trim(),
  l.querySelector('input').checked])"""


def test_space_in_a_browser_rejects_one_group_and_shows_the_text(tmp_path):
    chromium()
    from fairwrite.review.space import build_app

    app = build_app()
    url = launched(app)
    try:
        with Browser(tmp_path / "profile") as browser:
            browser.goto(url)
            browser.wait_for("document.querySelector('#run') !== null")
            for lang, referents, text, rejected, expected in SESSIONS:
                assert browser.evaluate(_CLICK_RADIO.format(elem="lang", value=lang))
                assert browser.evaluate(_CLICK_RADIO.format(elem="referents", value=referents))
                assert browser.evaluate(_SET_TEXT.format(text=text)) == text
                browser.evaluate("document.querySelector('#run').click()")
                groups = browser.wait_for(
                    f"(() => {{ const g = {_GROUPS}; return g.length > 1 && g.every(x => x[1])"
                    f" && document.querySelector('#marked-text') && g; }})()"
                )
                assert all(label.startswith(f"group {k}:") for k, (label, _) in enumerate(groups, start=1))
                full = browser.evaluate("document.querySelector('#result textarea').value")
                assert full != text
                browser.evaluate(f"document.querySelectorAll('#groups input[type=checkbox]')[{rejected - 1}].click()")
                shown = browser.wait_for(
                    f"(() => {{ const v = document.querySelector('#result textarea').value; "
                    f"return v === {expected!r} && v; }})()"
                )
                assert shown == expected
                after = browser.evaluate(_GROUPS)
                assert [checked for _, checked in after] == [k != rejected for k in range(1, len(after) + 1)]
                marked = browser.evaluate("document.querySelectorAll('#marked-text .edit').length")
                assert marked == sum(label.count("→") for label, checked in after if checked)
                SHOTS.mkdir(parents=True, exist_ok=True)
                browser.screenshot(SHOTS / f"space-{lang}.png")
    finally:
        app.close()


def test_html_diff_in_a_browser_shows_each_edit_and_its_reason(tmp_path):
    chromium()
    source = tmp_path / "in.txt"
    source.write_text(
        "Jeder Lehrer kennt seine Schüler.\nDie Studenten sind zufrieden, weil ihr Professor gelobt wird.\n"
        "Der Bundestag tagt.\n",
        encoding="utf-8",
    )
    page = tmp_path / "edits.html"
    main(["rewrite", "--lang", "de", "-i", str(source), "-o", str(page), "--format", "html"])
    with Browser(tmp_path / "profile") as browser:
        browser.goto(page.resolve().as_uri())
        browser.wait_for("document.readyState === 'complete'")
        assert browser.evaluate("document.querySelectorAll('.segment').length") == 3
        browser.hover(".edit")
        why = browser.evaluate(
            "(() => { const w = document.querySelector('.edit .why'); "
            "return getComputedStyle(w).display !== 'none' && w.innerText; })()"
        )
        assert why and "confidence" in why and "rule: rules:de" in why and "alternatives" in why
        hidden = browser.evaluate("getComputedStyle(document.querySelectorAll('.edit .why')[1]).display")
        assert hidden == "none"
        SHOTS.mkdir(parents=True, exist_ok=True)
        browser.screenshot(SHOTS / "html-diff.png")


def test_space_reads_an_uploaded_file_and_offers_both_downloads(tmp_path):
    from fairwrite.review.space import choose, run

    upload = tmp_path / "in.txt"
    upload.write_text("Der Arzt kommt.\nDer Bundestag tagt.\n", encoding="utf-8")
    shown, groups, text, text_file, records_file, reviews = run("ignored", str(upload), "de", "star", "all", "rules", 0)
    assert text == "Der*die Ärzt*in kommt.\nDer Bundestag tagt."
    assert [value for _, value in groups["choices"]] == ["1:1"] and groups["value"] == ["1:1"]
    assert Path(text_file).read_text(encoding="utf-8") == text + "\n"
    records = [json.loads(line) for line in Path(records_file).read_text(encoding="utf-8").splitlines()]
    assert [r["source"] for r in records] == ["Der Arzt kommt.", "Der Bundestag tagt."]
    shown, text, text_file, records_file = choose([], reviews)
    assert text == "Der Arzt kommt.\nDer Bundestag tagt." and 'class="edit"' not in shown
    assert not json.loads(Path(records_file).read_text(encoding="utf-8").splitlines()[0])["edits"]

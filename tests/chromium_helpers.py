"""Headless Debian Chromium for the HTML tests: the rendered DOM of a local page (and a screenshot), and
a reader of its tables and images, so that tests assert what a page shows.

Tests that use it skip when no ``chromium`` binary is installed (``make setup`` installs it where apt works).
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
]


def chromium() -> str:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("chromium is not installed (make setup installs it where apt-get is usable)")
    raise AssertionError  # unreachable


def _run(args: list[str], profile: Path, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [chromium(), *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        timeout=timeout,
        check=False,
    )


def screenshot(page: Path, png: Path, profile: Path, size: str = "1280,1600") -> Path:
    """Render ``page`` and save a PNG screenshot; fail with Chromium's stderr when none is written."""
    done = _run([f"--window-size={size}", f"--screenshot={png}", page.resolve().as_uri()], profile)
    assert png.is_file() and png.stat().st_size > 0, done.stderr.decode(errors="replace")[-2000:]
    return png


def rendered_dom(page: Path, profile: Path) -> str:
    """The DOM after Chromium parsed and laid out ``page`` (``--dump-dom``)."""
    done = _run(["--dump-dom", page.resolve().as_uri()], profile)
    assert done.returncode == 0, done.stderr.decode(errors="replace")[-2000:]
    return done.stdout.decode("utf-8")


@dataclass
class Table:
    """A ``<table>`` of a DOM: its attributes, header cells and body rows (each ``(tr attributes, cells)``)."""

    attrs: dict[str, str]
    header: list[str] = field(default_factory=list)
    rows: list[tuple[dict[str, str], list[str]]] = field(default_factory=list)


class _Reader(HTMLParser):
    """Tables (cell text, whitespace collapsed, ``<br>`` as a space) and ``<img>`` attributes of a DOM."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[Table] = []
        self.images: list[dict[str, str]] = []
        self._open: list[Table] = []
        self._cell: list[str] | None = None
        self._row: tuple[dict[str, str], list[str]] | None = None
        self._in_head = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {k: v or "" for k, v in attrs}
        if tag == "table":
            self._open.append(Table(found))
            self.tables.append(self._open[-1])
        elif tag == "thead":
            self._in_head = True
        elif tag == "tr" and self._open:
            self._row = (found, [])
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")
        elif tag == "img":
            self.images.append(found)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row[1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None and self._open:
            if self._in_head:
                self._open[-1].header = self._row[1]
            else:
                self._open[-1].rows.append(self._row)
            self._row = None
        elif tag == "thead":
            self._in_head = False
        elif tag == "table" and self._open:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def read_dom(dom: str) -> _Reader:
    """The tables and images of ``dom`` (what :func:`rendered_dom` returns), read with the stdlib parser."""
    reader = _Reader()
    reader.feed(dom)
    reader.close()
    return reader


def table(dom: _Reader, css_class: str, lang: str | None = None) -> Table:
    """The one table of ``dom`` with ``class=css_class`` (and ``data-lang=lang``)."""
    found = [
        t
        for t in dom.tables
        if css_class in t.attrs.get("class", "").split() and (lang is None or t.attrs.get("data-lang") == lang)
    ]
    assert len(found) == 1, f"{len(found)} tables of class {css_class!r} (lang {lang})"
    return found[0]



class Browser:
    """A headless Chromium driven over the DevTools protocol (``--remote-debugging-port``): navigate,
    evaluate JavaScript, click and type in a live page (a Gradio app), take screenshots. A context manager."""

    def __init__(self, profile: Path, size: tuple[int, int] = (1280, 1400)) -> None:
        import json
        import re
        import time
        import urllib.request

        self._json, self._next = json, 0
        self.process = subprocess.Popen(
            [chromium(), *FLAGS, f"--user-data-dir={profile}", "--remote-debugging-port=0",
             f"--window-size={size[0]},{size[1]}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip
        found, deadline = None, time.monotonic() + 60
        assert self.process.stderr is not None
        while found is None and time.monotonic() < deadline:
            line = self.process.stderr.readline().decode(errors="replace")
            found = re.search(r"DevTools listening on ws://([\d.]+:\d+)/", line)
            if not line and self.process.poll() is not None:
                break
        assert found, "chromium did not open its DevTools port"
        pages = json.load(urllib.request.urlopen(f"http://{found.group(1)}/json/list", timeout=30))
        page = next(p for p in pages if p.get("type") == "page")
        from websockets.sync.client import connect

        self.socket = connect(page["webSocketDebuggerUrl"], max_size=None, open_timeout=30)

    def send(self, method: str, **params: object) -> dict:
        self._next += 1
        self.socket.send(self._json.dumps({"id": self._next, "method": method, "params": params}))
        while True:
            message = self._json.loads(self.socket.recv(timeout=120))
            if message.get("id") == self._next:
                assert "error" not in message, message["error"]
                return message.get("result", {})

    def evaluate(self, script: str) -> object:
        """The value of a JavaScript expression in the page (promises awaited)."""
        result = self.send("Runtime.evaluate", expression=script, returnByValue=True, awaitPromise=True)
        assert "exceptionDetails" not in result, result["exceptionDetails"]
        return result["result"].get("value")

    def wait_for(self, script: str, timeout: float = 120.0) -> object:
        """Poll ``script`` until it is truthy; its value."""
        import time

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(script)
            if value:
                return value
            time.sleep(0.25)
        raise AssertionError(f"timed out waiting for: {script}")

    def hover(self, selector: str) -> None:
        """Move the mouse over the centre of the first element matching ``selector`` (CSS ``:hover``)."""
        box = self.evaluate(
            f"(() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect(); "
            "return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        )
        assert isinstance(box, list)
        self.send("Input.dispatchMouseEvent", type="mouseMoved", x=box[0], y=box[1])

    def goto(self, url: str) -> None:
        self.send("Page.navigate", url=url)

    def screenshot(self, png: Path) -> Path:
        import base64

        data = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)["data"]
        png.parent.mkdir(parents=True, exist_ok=True)
        png.write_bytes(base64.b64decode(data))
        return png

    def close(self) -> None:
        import contextlib

        with contextlib.suppress(Exception):
            self.socket.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

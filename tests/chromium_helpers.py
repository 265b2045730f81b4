"""Headless Debian Chromium for the HTML tests: a screenshot and the rendered DOM of a local page.

Tests that use it skip when no ``chromium`` binary is installed (``make setup`` installs it where apt works).
"""

from __future__ import annotations

import shutil
import subprocess
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


def pixel_spread(png: Path) -> tuple[int, float]:
    """(distinct colours, share of non-white pixels) of a screenshot: a blank page has 1 colour and 0 %."""
    from PIL import Image

    image = Image.open(png).convert("RGB")
    colours = image.getcolors(maxcolors=1 << 20) or []
    pixels = image.width * image.height
    white = sum(count for count, colour in colours if colour == (255, 255, 255))
    return len(colours), 1.0 - white / pixels

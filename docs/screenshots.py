"""Screenshots of the pages fairwrite writes, for the README: ``docs/demo-report.png`` (the demo report)
and ``docs/leaderboard-page.png`` (a leaderboard with a full-set table and a 100-segment sample table).

    make demo                                   # writes demo-output/ (or: fairwrite demo --output DIR)
    python docs/screenshots.py demo-output      # renders both pages with headless Chromium (make browser)

The leaderboard is built from the demo's submissions (scored on the first 100 segments of each benchmark)
and the published systems on the full sets, so the page shows both kinds of table.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageChops

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent / "tests"))

from chromium_helpers import screenshot  # noqa: E402  (the tests' Chromium helper: one way to render)

from fairwrite.hub.leaderboard import build_leaderboard  # noqa: E402


def shoot(page: Path, png: Path, size: str, width: int) -> Path:
    """Render ``page`` at ``size`` and save it ``width`` pixels wide with a 256-colour palette (small file)."""
    with tempfile.TemporaryDirectory() as scratch:
        raw = screenshot(page, Path(scratch) / "raw.png", Path(scratch) / "profile", size=size)
        image = Image.open(raw).convert("RGB")
        blank = Image.new("RGB", image.size, image.getpixel((0, image.height - 1)))
        bottom = ImageChops.difference(image, blank).getbbox()[3]  # the page ends before the window does
        image = image.crop((0, 0, image.width, min(image.height, bottom + 30)))
        image = image.resize((width, round(image.height * width / image.width)), Image.LANCZOS)
        image.quantize(256).save(png, optimize=True)
    return png


def main(demo: Path) -> None:
    shoot(demo / "index.html", DOCS / "demo-report.png", "1100,5600", 760)  # the whole report
    with tempfile.TemporaryDirectory() as scratch:
        pages = build_leaderboard(demo / "submissions", Path(scratch) / "board")
        shoot(pages["html"], DOCS / "leaderboard-page.png", "1100,3200", 760)
    print(f"wrote {DOCS / 'demo-report.png'} and {DOCS / 'leaderboard-page.png'}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "demo-output"))

"""The static leaderboard page renders in headless Chromium: screenshot taken, tables laid out."""

from __future__ import annotations

from chromium_helpers import chromium, pixel_spread, rendered_dom, screenshot

from fairwrite.hub.leaderboard import build_leaderboard


def test_leaderboard_page_renders_its_tables_in_chromium(shared, tmp_path):
    chromium()  # skips without a browser
    paths = build_leaderboard(None, tmp_path / "board", data_dir=shared)
    png = screenshot(paths["html"], tmp_path / "leaderboard.png", tmp_path / "profile")
    colours, ink = pixel_spread(png)
    assert colours > 50 and ink > 0.02  # text, borders and the highlighted best row, not a blank page
    dom = rendered_dom(paths["html"], tmp_path / "profile")
    assert dom.count('<table class="leaderboard"') == 2  # English and French boards
    english = dom.split('data-lang="en"')[1].split("</table>")[0]
    assert english.count("<tr") == 5  # header + 3 published systems + the source baseline
    assert "Backward augmentation (Amrhein et al. 2023)" in english and "0.24" in english

"""The static leaderboard page in headless Chromium: the rendered DOM shows every ranked system, in rank
order, with the scores of ``leaderboard.json``."""

from __future__ import annotations

import json

from chromium_helpers import chromium, read_dom, rendered_dom, table

from fairwrite.hub.leaderboard import build_leaderboard


def expected_rows(board: dict) -> list[list[str]]:
    """The cells a board of ``leaderboard.json`` must show: rank, system + version, type, WERs, mean."""
    rows = []
    for row in board["rows"]:
        scores = [
            f"{row['scores'][t]:.2f}" + ("†" if row["significant"].get(t) else "") if t in row["scores"] else "–"
            for t in board["tasks"]
        ]
        rank = "–" if row["rank"] is None else str(row["rank"])
        mean = "–" if row["mean"] is None else f"{row['mean']:.2f}"
        rows.append([rank, f"{row['system']} {row['version']}", row["system_type"], *scores, mean])
    return rows


def test_leaderboard_page_shows_the_ranked_boards_in_chromium(shared, tmp_path):
    chromium()  # skips without a browser
    paths = build_leaderboard(None, tmp_path / "board", data_dir=shared)
    boards = json.loads(paths["json"].read_text(encoding="utf-8"))
    dom = read_dom(rendered_dom(paths["html"], tmp_path / "profile"))
    assert [b["lang"] for b in boards] == ["en", "fr"]
    for board in boards:
        shown = table(dom, "leaderboard", board["lang"])
        assert shown.header[:3] == ["rank", "system", "type"] and shown.header[-1] == "mean"
        assert len(shown.header) == len(board["tasks"]) + 4
        assert [cells for _, cells in shown.rows] == expected_rows(board)
        best = [cells[1] for attrs, cells in shown.rows if "best" in attrs.get("class", "").split()]
        assert best == [f"{board['rows'][0]['system']} {board['rows'][0]['version']}"]
    english = [cells for _, cells in table(dom, "leaderboard", "en").rows]
    # the published anchors of Amrhein et al. (2023) on the shared benchmarks, best first
    assert english[0][:4] == ["1", english[0][1], "published", "0.24†"]
    assert english[0][1].startswith("Backward augmentation (Amrhein et al. 2023)")
    assert [cells[2] for cells in english].count("baseline") == 1 and len(english) == 4

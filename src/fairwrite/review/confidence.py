"""How often an edit of each kind is right: the confidence every edit carries.

The table (``confidence.json`` next to this module) holds, per language and kind, the precision of the
rule engines' edits on hand-written real-text dev sets (an edit is right when the reference makes the
same change at the same place); ``bench/edit_calibration.py --write`` measures it and rewrites the
table, and prints precision per confidence bin on held-out halves. A kind the dev sets never showed
gets the language's overall precision; a language without a row, :data:`UNKNOWN`.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

TABLE = Path(__file__).with_name("confidence.json")
#: The confidence of an edit nothing has been measured for (models, unseen languages).
UNKNOWN = 0.5


@cache
def table() -> dict[str, dict[str, float]]:
    """``{lang: {kind: precision, "*": overall}}`` as calibrated (empty without a table)."""
    if not TABLE.is_file():
        return {}
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    return {lang: {k: float(v["precision"]) for k, v in kinds.items()} for lang, kinds in data["languages"].items()}


def confidence(lang: str, kind: str, system: str = "rules") -> float:
    """The calibrated confidence of an edit of ``kind`` in ``lang`` made by ``system`` (rules only:
    a model's edits are not calibrated, so they carry :data:`UNKNOWN`)."""
    if system != "rules":
        return UNKNOWN
    row = table().get(lang, {})
    return round(row.get(kind, row.get("*", UNKNOWN)), 3)


__all__ = ["TABLE", "UNKNOWN", "confidence", "table"]

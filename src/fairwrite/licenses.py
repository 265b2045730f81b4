"""Licence fields the Hub accepts on a card: a licence id from its list, or ``other`` with a name and a link.

Why: a card whose ``license`` is free text (``other (see …)``, ``CC BY-SA 4.0``) is not a Hub licence, so
the Hub neither shows nor filters it. :func:`hub_license_fields` turns what a builder or a training config
says into valid fields, and :func:`license_problems` is the check ``publish`` runs (the Hub's own
validation needs the network: ``RepoCard.validate`` posts the card).
"""

from __future__ import annotations

import re

#: The licence ids of the Hub's list (https://huggingface.co/docs/hub/repositories-licenses).
HUB_LICENSES = frozenset(
    ["apache-2.0", "mit", "openrail", "bigscience-openrail-m", "creativeml-openrail-m", "bigscience-bloom-rail-1.0", "bigcode-openrail-m", "afl-3.0", "artistic-2.0", "bsl-1.0", "bsd", "bsd-2-clause", "bsd-3-clause", "bsd-3-clause-clear", "c-uda", "cc", "cc0-1.0", "cc-by-2.0", "cc-by-2.5", "cc-by-3.0", "cc-by-4.0", "cc-by-sa-3.0", "cc-by-sa-4.0", "cc-by-nc-2.0", "cc-by-nc-3.0", "cc-by-nc-4.0", "cc-by-nd-4.0", "cc-by-nc-nd-3.0", "cc-by-nc-nd-4.0", "cc-by-nc-sa-2.0", "cc-by-nc-sa-3.0", "cc-by-nc-sa-4.0", "cdla-sharing-1.0", "cdla-permissive-1.0", "cdla-permissive-2.0", "wtfpl", "ecl-2.0", "epl-1.0", "epl-2.0", "etalab-2.0", "eupl-1.1", "eupl-1.2", "agpl-3.0", "gfdl", "gpl", "gpl-2.0", "gpl-3.0", "lgpl", "lgpl-2.1", "lgpl-3.0", "isc", "h-research", "intel-research", "lppl-1.3c", "ms-pl", "apple-ascl", "apple-amlr", "mpl-2.0", "odc-by", "odbl", "openrail++", "osl-3.0", "postgresql", "ofl-1.1", "ncsa", "unlicense", "zlib", "pddl", "lgpl-lr", "deepfloyd-if-license", "fair-noncommercial-research-license", "llama2", "llama3", "llama3.1", "llama3.2", "llama3.3", "llama4", "gemma", "unknown", "other"]
)
#: Where a card's ``other`` licence is explained when the text names no link: the card itself, whose
#: provenance section lists each source's licence (the Hub takes a URL or a file of the repo).
CARD_LINK = "README.md"


def _spelled(text: str) -> str:
    """``CC BY-SA 4.0`` → ``cc-by-sa-4.0``, ``CC0-1.0`` → ``cc0-1.0``: the id a licence text spells."""
    return re.sub(r"[\s_]+", "-", text.strip().lower())


def hub_license_fields(license: str | list[str] | None) -> dict[str, str]:
    """``{"license": id}`` when ``license`` is (or spells) a Hub licence id (a list of ids stays a list: a
    dataset of several sources); otherwise ``{"license": "other", "license_name": …, "license_link": …}``
    (the link: a URL the text gives, else the card)."""
    values = [license] if isinstance(license, str) else list(license or [])
    ids = sorted({_spelled(v) for v in values if v})
    if ids and all(i in HUB_LICENSES and i != "other" for i in ids):
        return {"license": ids[0] if isinstance(license, str) or len(ids) == 1 else ids}
    text = " + ".join(v for v in values if v) or "unspecified"
    url = re.search(r"https?://\S+", text)
    name = re.sub(r"[^a-z0-9.]+", "-", (re.sub(r"https?://\S+|\(.*?\)", "", text) or text).lower()).strip("-")
    return {
        "license": "other",
        "license_name": name[:64].strip("-") or "other",
        "license_link": url.group().rstrip(").,") if url else CARD_LINK,
    }


def license_problems(data: dict) -> list[str]:
    """What the Hub would not accept in a card's licence fields (empty: valid)."""
    license = data.get("license")
    values = license if isinstance(license, list) else [license]
    bad = [v for v in values if not isinstance(v, str) or v not in HUB_LICENSES]
    if bad:
        return [f"license {bad[0]!r} is not a Hub licence id (use one of the Hub's ids, or 'other' with "
                "license_name and license_link)"]  # fmt: skip
    if "other" in values and not (data.get("license_name") and data.get("license_link")):
        return ["license 'other' needs license_name and license_link"]
    return []

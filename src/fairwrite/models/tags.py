"""Control tags: the one definition shared by the trainer (data side) and the rewriter (inference side).

A tag is a special token prepended to the source, ``"<f> Students learn here."`` (Amrhein et al. 2023,
App. G: gender-controlled MT; Sennrich et al. 2016 for politeness). Three kinds come from a fairwrite
record (:mod:`fairwrite.schema`):

- ``gender``: ``<f>`` / ``<m>`` when the *target* is generic feminine / masculine (``target_label``);
- ``form``: the target form, ``<star>``, ``<colon>``, ``<neutral>``, ``<they>``, ``<standard>``… (``form``);
- ``tags``: any entry of the record's ``tags`` that is already shaped like a tag (``<…>``).

A model trained with tags records them in ``fairwrite.json`` (:data:`METADATA_FILE`) so that
:func:`fairwrite.models.rewriter.load_model_rewriter` can prepend the right one at inference.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

GENDER_TAGS = {"feminine": "<f>", "masculine": "<m>"}
METADATA_FILE = "fairwrite.json"
_TAG_SHAPE = re.compile(r"^<[^<>\s]+>$")


def form_tag(form: str) -> str:
    return f"<{form}>"


def record_tags(record: Mapping[str, Any], kinds: Sequence[str]) -> list[str]:
    """The control tags of one dataset record, in the order of ``kinds``."""
    tags: list[str] = []
    for kind in kinds:
        if kind == "gender":
            tag = GENDER_TAGS.get(record.get("target_label") or "")
            if tag:
                tags.append(tag)
        elif kind == "form":
            form = record.get("form") or ""
            if form:
                tags.append(form_tag(form))
        elif kind == "tags":
            tags.extend(t for t in record.get("tags") or () if _TAG_SHAPE.match(t))
        else:
            raise ValueError(f"unknown control-tag kind {kind!r}")
    return tags


def with_tags(text: str, tags: Iterable[str]) -> str:
    """``"<f> <star> text"``: the tags, then the text, separated by single spaces."""
    prefix = " ".join(tags)
    return f"{prefix} {text}" if prefix else text

"""The lexicon a tagger trained with ``model.word_classes`` reads, carried in its model folder.

Such a tagger asks the German lexicon what a word it never saw can be (:func:`fairwrite.models.edit_tagger.
lexicon_class`). Where fairwrite is installed it asks fairwrite; elsewhere (a Hub user with transformers
alone) the folder answers: :func:`write_carried_lexicon` writes

- ``fairwrite_lexicon_<lang>.py``: the code that classes a word, generated from the package's own lexicon
  code by :func:`fairwrite.inline.inline_module` (``Lexicon.word_class``/``gender_class`` and all they reach,
  :func:`load_classifier` below to read the data) — never a hand copy, so a re-generation picks up the
  engine's changes;
- ``fairwrite_lexicon_<lang>.npz``: the data that code reads, the lexicon as the package builds it
  (:data:`fairwrite.models.edit_tagger.PACKAGE_ONLY`): the fields of its built data the generated code
  names (``self._d.<field>``; the participles, for one, it never reads), hashed word sets as numpy arrays,
  the rest as one JSON table; read with ``allow_pickle=False`` (no pickle in a Hub repo). About 5 MB, most
  of it the 64-bit hashes of ~250,000 noun forms and ~170,000 words each (kept at 64 bits: fewer would
  let an unknown word collide with a known one, and the folder would no longer class as fairwrite does).

The model's code loads both (:mod:`fairwrite.models.portable.modeling_fairwrite_edit_tagger`) only where
fairwrite is not installed, and classes every word as fairwrite does: ``tests/test_portable_models.py``
checks it word by word on real German text and on a trained tagger's output.
"""

from __future__ import annotations

import dataclasses
import io
import json
import os
import re
from collections.abc import Callable
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

from fairwrite.de.lexicon import HashSet, Lexicon, _Data
from fairwrite.errors import FairwriteError
from fairwrite.inline import inline_module
from fairwrite.models.edit_tagger import _class_of, _lexicon

#: the files a model folder carries for ``lang``'s lexicon (the model's code names them too)
CODE_FILE, DATA_FILE = "fairwrite_lexicon_{}.py", "fairwrite_lexicon_{}.npz"
#: what the generated code defines: a word's ``"class|genders"`` and the data reader
ROOTS = {
    "de": [
        "fairwrite.models.carried_lexicon:load_classifier",
        "fairwrite.de.lexicon:Lexicon.word_class",
        "fairwrite.de.lexicon:Lexicon.gender_class",
    ]
}
TABLES = "tables.json"  # the name of the JSON table inside the data file


def _tuples(value: Any) -> Any:
    """JSON lists back to the tuples the lexicon's data holds."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def load_classifier(path: str | os.PathLike[str]) -> Callable[[str], str | None]:
    """What the lexicon in the data file ``path`` (:func:`export_data`) says of a word, ``"class|genders"``.

    Part of the generated ``fairwrite_lexicon_<lang>.py``: it may name only what that file defines."""
    # heavy (numpy): imported on first use
    import numpy as np

    data = _Data()
    with np.load(path, allow_pickle=False) as arrays:
        tables = json.loads(arrays[TABLES].tobytes().decode("utf-8"))
        for name, value in tables.items():
            if isinstance(getattr(data, name), set):
                setattr(data, name, set(value))
            else:
                setattr(data, name, {k: _tuples(v) for k, v in value.items()})
        for name in {key.rpartition(".")[0] for key in arrays.files if key != TABLES}:
            hashed = HashSet.__new__(HashSet)  # the arrays as they were built
            hashed.keys, hashed.values = arrays[f"{name}.keys"], arrays[f"{name}.values"]
            setattr(data, name, hashed)
    return partial(_class_of, Lexicon(data))


def _lexicon_data(lang: str) -> Any:
    if lang not in ROOTS:
        raise FairwriteError(f"model.word_classes: no lexicon classes for {lang!r} (only {', '.join(ROOTS)})")
    return _lexicon(lang)._d


@lru_cache(maxsize=2)  # a training run saves a checkpoint folder many times over
def export_data(lang: str) -> bytes:
    """The data file: the fields of the built lexicon data that the generated code reads (hashed sets as
    their arrays, the rest JSON)."""
    # heavy (numpy): imported on first use
    import numpy as np

    data = _lexicon_data(lang)
    read = set(re.findall(r"\b(?:self\._d|data)\.(\w+)", carried_code(lang)))  # what the code names
    arrays: dict[str, Any] = {}
    tables: dict[str, Any] = {}
    for item in dataclasses.fields(data):
        if item.name not in read:
            continue
        value = getattr(data, item.name)
        if isinstance(value, HashSet):
            arrays[f"{item.name}.keys"], arrays[f"{item.name}.values"] = value.keys, value.values
        elif isinstance(value, set | frozenset):
            tables[item.name] = sorted(value)
        elif isinstance(value, dict):
            tables[item.name] = dict(sorted(value.items()))
        else:
            raise FairwriteError(f"lexicon data field {item.name}: no file form for a {type(value).__name__}")
    encoded = json.dumps(tables, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    arrays[TABLES] = np.frombuffer(encoded, dtype=np.uint8)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, **arrays)
    return buffer.getvalue()


@lru_cache(maxsize=2)
def carried_code(lang: str) -> str:
    """``fairwrite_lexicon_<lang>.py``, generated from the package's lexicon code."""
    _lexicon_data(lang)  # the language check
    return inline_module(
        ROOTS[lang],
        docstring=(
            f"What fairwrite's {lang!r} lexicon says of a word, for an edit tagger where fairwrite is not installed.\n\n"
            "Generated from the fairwrite package (fairwrite.models.carried_lexicon) when the model folder was\n"
            "saved or published; do not edit: `fairwrite publish model` writes it again. The data it reads is\n"
            f"{DATA_FILE.format(lang)} beside it: load_classifier(path)(word) -> 'class|genders' or None."
        ),
    )


def write_carried_lexicon(folder: str | os.PathLike[str], lang: str) -> list[Path]:
    """Write ``lang``'s lexicon code and data into a model folder; return the files."""
    root = Path(folder)
    code, data = root / CODE_FILE.format(lang), root / DATA_FILE.format(lang)
    code.write_text(carried_code(lang), encoding="utf-8")
    data.write_bytes(export_data(lang))
    return [code, data]

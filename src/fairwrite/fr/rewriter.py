"""``fairwrite rewrite --lang fr``: picks the French engine for a direction and a form.

- ``to-standard`` — INCLURE's *exclure* rules (:mod:`fairwrite.fr.exclure`), Inclusive → Standard;
- ``to-fair`` — Standard → Inclusive: ``point`` and ``pair`` by :mod:`fairwrite.fr.inclusify`, ``neutral``
  (collective and epicene rewording) by :mod:`fairwrite.fr.collective`.

French goes both ways: a to-fair form (``point``, ``pair``, ``neutral``) implies ``to-fair`` and ``--form
standard`` implies ``to-standard``; with neither, the direction is ``to-fair``, as it is for English and German
(a user's first run, ``fairwrite rewrite --lang fr``, is for inclusive output; to-fair leaves text that is
already inclusive as it is, so the default cannot undo anyone's forms).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from fairwrite.config import from_mapping
from fairwrite.errors import FairwriteError
from fairwrite.fr.collective import make_neutral_rewriter
from fairwrite.fr.exclure import Exclure, ExclureOptions
from fairwrite.fr.inclusify import FORMS, Typography, make_inclusify
from fairwrite.registry import Rewriter
from fairwrite.schema import check_referents

DIRECTIONS = ("to-standard", "to-fair")

#: Every ``--form`` French accepts: the to-fair forms, and ``standard`` (to-standard's only output).
REWRITE_FORMS = (*FORMS, "standard")


def resolve_direction(form: str | None, direction: str | None) -> str:
    """The direction asked for, or the one ``form`` implies, else ``to-fair``."""
    if form not in (None, "", *REWRITE_FORMS):
        raise FairwriteError(f"--form {form!r} is not a French form; choose from {', '.join(REWRITE_FORMS)}")
    if direction is None:
        return "to-standard" if form == "standard" else "to-fair"
    if direction not in DIRECTIONS:
        raise FairwriteError(f"--direction must be to-standard or to-fair, not {direction!r}")
    return direction


def check_values(config: type, options: dict[str, Any]) -> None:
    """One error line for a value a field of ``config`` refuses (:func:`fairwrite.config.from_mapping`).
    Unknown keys are refused once for every engine, before this runs, by
    :func:`fairwrite.registry.check_engine_options` (from the keyword parameters of the engine the
    language entry names)."""
    own = {f.name for f in dataclasses.fields(config)}
    from_mapping(config, {k: v for k, v in options.items() if k in own})


def make_rewriter(form: str | None = None, direction: str | None = None, *, referents: str = "generic",
                  **options: Any) -> Rewriter:
    """Registry entry for ``fairwrite rewrite --lang fr`` (see the module docstring). ``referents``
    (``generic``/``all``, :data:`fairwrite.schema.REFERENTS`) picks which person references to-fair rewrites;
    to-standard reads inclusive forms back whoever they name, so it has no use for it."""
    check_referents(referents)
    direction = resolve_direction(form, direction)
    if direction == "to-standard":
        if form not in (None, "", "standard"):
            raise FairwriteError(
                f"--form {form!r} does not apply to French to-standard (output is Standard French); "
                f"choose from {', '.join(REWRITE_FORMS)}"
            )
        check_values(ExclureOptions, options)
        return Exclure(**options)
    form = form or "point"
    if form not in FORMS:
        raise FairwriteError(f"--form {form!r} is not a French form; choose from {', '.join(REWRITE_FORMS)}")
    if form == "neutral":  # the parser's options only
        return make_neutral_rewriter(referents, **options)
    check_values(Typography, options)
    return make_inclusify(form, referents=referents, **options)

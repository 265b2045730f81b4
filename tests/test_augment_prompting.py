"""LM prompting (App. D): prompts from the seed nouns, the segments App. D keeps, seeded generation."""

from __future__ import annotations

import json

from fixtures_models import SINGULARS

from fairwrite.augment.prompting import (
    Generator,
    generate_chunk,
    keep_segments,
    load_seed_nouns,
    make_prompts,
    prompt_jobs,
    prompt_segments,
)
from fairwrite.de.detect import detect

# Appendix D's example output (prompt "Ein*e Leiter*in").
APPENDIX_D = (
    'Ein*e Leiter*in für unser Team "Soziales". Als Ansprechpartner*in in Sachen Finanzen oder für '
    "Veranstaltungen, mit einem Blick für's Wesentliche sind Sie für uns eine Bereicherung Wir suchen "
    "eine*n freundliche*n, zuverlässige*n und flexible*n Mitarbeiter*in für eine geringfügige "
    "Beschäftigung. Sie haben Freude am Umgang mit Kolleg*innen und eine hohe Einsatzbereitschaft. Auch "
    "wenn Sie noch keine Erfahrung mitbringen lohnt sich dies schon sehr. Eine abgeschlossene Ausbildung "
    "als Köch*in oder eine vergleichbare Qualifikation sind von Vorteil. Es erwartet Sie ein spannendes "
    "Arbeitsumfeld und ein gutes Betriebsklima."
)


def test_keeps_singular_segments_that_do_not_start_with_the_prompt():
    kept = keep_segments(APPENDIX_D, "Ein*e Leiter*in")
    assert [s.split()[0] for s in kept] == ["Als", "Eine"]
    assert not any(s.startswith("Ein*e Leiter*in") for s in kept)  # the prompt sentence: nothing else
    assert not any("Kolleg*innen" in s for s in kept)  # plural only
    # a sentence that starts with the prompt stays when it has another gender-fair form
    assert keep_segments("Ein*e Leiter*in sucht eine*n Kolleg*in.", "Ein*e Leiter*in") == [
        "Ein*e Leiter*in sucht eine*n Kolleg*in."
    ]
    assert keep_segments("Ein*e Leiter*in sucht Kolleg*innen.", "Ein*e Leiter*in") == [
        "Ein*e Leiter*in sucht Kolleg*innen."
    ]


def test_prompts_from_the_shared_seed_nouns(shared):
    nouns = load_seed_nouns()
    assert len(nouns) == 2014 and nouns[:3] == ["Partner", "Täter", "Komponist"]
    prompts = make_prompts(["Arzt", "Kollege", "Leiter", "Edelste"])
    assert [p.text for p in prompts] == ["Ein*e Ärzt*in", "Ein*e Kolleg*in", "Ein*e Leiter*in"]
    assert [p.text for p in make_prompts(["Arzt"], template="Ein:e {noun}", form="colon")] == ["Ein:e Ärzt:in"]


def test_generation_is_seeded_and_filtered(causal_lm, tmp_path):
    (tmp_path / "nouns.json").write_text(json.dumps({masc: 0 for masc, _ in SINGULARS[:4]}))
    prompts = make_prompts(load_seed_nouns(tmp_path / "nouns.json"))
    assert [p.text for p in prompts] == ["Ein*e Lehrer*in", "Ein*e Ärzt*in", "Ein*e Kolleg*in", "Ein*e Kund*in"]
    generator = Generator(causal_lm, max_new_tokens=30, device="cpu")
    texts = generator.generate([p.text for p in prompts], seed=3)
    assert texts == generator.generate([p.text for p in prompts], seed=3)
    assert all(t.startswith(p.text + " ") for t, p in zip(texts, prompts, strict=True))
    segments = prompt_segments(generator, prompts, samples=2, seed=3, chunk_size=3)
    assert segments and {s.sample for s in segments} <= {0, 1}
    for segment in segments:
        matches = detect(segment.text, participles=False)
        assert any(m.number == "sg" for m in matches)
        assert not segment.text.startswith(segment.prompt) or any(m.start >= len(segment.prompt) for m in matches)
    # chunk k is seeded seed + k: chunks generated in any order (a build's tasks share them) give the same
    jobs = prompt_jobs(prompts, samples=2)
    starts = list(range(0, len(jobs), 3))
    chunks = {k: generate_chunk(generator, jobs[k * 3 : k * 3 + 3], seed=3 + k) for k in reversed(range(len(starts)))}
    assert [s for k in sorted(chunks) for s in chunks[k]] == segments

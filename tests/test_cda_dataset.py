"""``fairwrite build cda``: CoNLL-U in, Hub-ready folder out, read back with ``datasets.load_dataset``."""

from __future__ import annotations

import collections
import json
import subprocess
import sys

import pytest
from datasets import load_dataset
from test_cda_intervention import FIG_1

from fairwrite.errors import FairwriteError
from fairwrite.registry import run_builder
from fairwrite.schema import FEATURES, Segment

SENTENCES = FIG_1 + """# sent_id = s2
# text = Llueve.
1	Llueve	llover	VERB	_	Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin	0	root	_	SpaceAfter=No
2	.	.	PUNCT	_	_	1	punct	_	_

# sent_id = s3
# text = La profesora y su hijo.
1	La	el	DET	_	Definite=Def|Gender=Fem|Number=Sing|PronType=Art	2	det	_	_
2	profesora	profesora	NOUN	_	Gender=Fem|Number=Sing	0	root	_	_
3	y	y	CCONJ	_	_	5	cc	_	_
4	su	su	DET	_	Number=Sing|Poss=Yes|PronType=Prs	5	det	_	_
5	hijo	hijo	NOUN	_	Gender=Masc|Number=Sing	2	conj	_	SpaceAfter=No
6	.	.	PUNCT	_	_	2	punct	_	_

"""


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", *args], capture_output=True, timeout=300, text=True
    )


def test_build_cda_folder_loads_with_datasets(tmp_path):
    source = tmp_path / "es_demo-ud-test.conllu"
    source.write_text(SENTENCES, encoding="utf-8")
    out = tmp_path / "cda"
    done = run(
        "build", "cda", "--input", str(source), "--output", str(out), "--max-epochs", "3", "--model", "linear"
    )
    assert done.returncode == 0, done.stderr
    ds = load_dataset(str(out))
    assert list(ds) == ["test"] and set(ds["test"].features) == set(FEATURES)
    rows = [Segment.from_record(r) for r in ds["test"]]
    # fig1: original + 1; s2: original only; s3: two animate nouns → original + 3 combinations
    assert len(rows) == 7 and len({r.id for r in rows}) == 7
    assert collections.Counter(r.method for r in rows) == {"copy": 3, "cda": 4}
    assert all(r.lang == "es" and r.provenance.corpus == source.name for r in rows)
    originals = [r for r in rows if r.method == "copy"]
    assert all(r.source == r.target and r.tags == ("original",) for r in originals)
    assert [r.source_label for r in originals] == ["masculine", "none", "mixed"]
    s3 = [r for r in rows if r.provenance.document == "s3"]
    assert sorted(tuple(r.meta["genders"]) for r in s3) == [
        ("Fem", "Fem"),
        ("Fem", "Masc"),
        ("Masc", "Fem"),
        ("Masc", "Masc"),
    ]
    assert {r.target_label for r in s3} == {"feminine", "masculine", "mixed"}
    flipped = next(r for r in s3 if r.meta["genders"] == ["Masc", "Masc"])
    assert [1, "profesora", "profesor"] in flipped.meta["changes"]  # the noun takes its counterpart
    record = json.loads((out / "fairwrite.json").read_text())
    assert (
        record["model"] == "linear"
        and record["lang"] == "es"
        and record["splits"]["test"]["counterfactuals"] == 4
    )
    assert "Zmigrod" in (out / "README.md").read_text(encoding="utf-8")


def test_build_cda_user_mistakes(tmp_path):
    source = tmp_path / "demo.conllu"
    source.write_text(SENTENCES, encoding="utf-8")
    done = run("build", "cda", "--input", str(source), "--output", str(tmp_path / "o"))
    assert done.returncode == 2 and "--lang" in done.stderr and "Traceback" not in done.stderr
    with pytest.raises(FairwriteError, match="--model"):
        run_builder("cda", [source], tmp_path / "o", ["--lang", "es", "--model", "x"])
    with pytest.raises(FairwriteError, match="--lang"):
        run_builder("cda", [source], tmp_path / "o", ["--lang", "it"])

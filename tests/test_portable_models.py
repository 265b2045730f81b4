"""What fairwrite publishes works for someone who has only the Hub: transformers, torch, evaluate — no fairwrite.

A "bare" Python is a virtual environment that sees this venv's installed packages (one ``.pth`` line naming
its site-packages, whose own ``.pth`` files — fairwrite's editable install among them — are not run), so
``import transformers`` works and ``import fairwrite`` fails; every test here checks that first.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from fairwrite.cli import main
from fairwrite.hub.publish import prepare
from fairwrite.hub.spaces import INLINE_FILE, INLINED, inline_source
from fairwrite.models import portable
from fairwrite.models.portable import AUTO_MAP, MODELING_FILE, PIPELINE_FILE

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def bare_python(tmp_path_factory) -> list[str]:
    """A python that has this venv's packages but not fairwrite (and a fresh transformers module cache)."""
    root = tmp_path_factory.mktemp("bare")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root / "venv")], check=True)
    purelib = sysconfig.get_paths()["purelib"]
    bare = str(root / "venv" / "bin" / "python")
    target = subprocess.run(
        [bare, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    Path(target, "main-venv-packages.pth").write_text(purelib + "\n", encoding="utf-8")
    env_check = _run([bare, "-c", "import transformers, torch, evaluate; import fairwrite"], root)
    assert env_check.returncode != 0 and "No module named 'fairwrite'" in env_check.stderr, env_check.stderr
    return [bare]


def _env(cwd: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "FAIRWRITE_DATA")}
    env.update(HF_MODULES_CACHE=str(cwd / "hf-modules"), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    return env


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=cwd, env=_env(cwd), capture_output=True, text=True, timeout=300)


def _imports_fairwrite(path: Path) -> list[int]:
    """Lines of ``path`` that import fairwrite outside a ``try`` (transformers and evaluate ignore those)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    guarded = {id(n) for t in ast.walk(tree) if isinstance(t, ast.Try) for b in t.body for n in ast.walk(b)}
    return [
        node.lineno
        for node in ast.walk(tree)
        if id(node) not in guarded
        and (
            (isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "fairwrite")
            or (isinstance(node, ast.Import) and any(a.name.split(".")[0] == "fairwrite" for a in node.names))
        )
    ]


def test_the_code_a_folder_carries_imports_no_fairwrite():
    carried = [Path(portable.HERE) / PIPELINE_FILE, Path(portable.HERE) / MODELING_FILE]
    carried += [REPO / "eval" / name / f for name in INLINED for f in (INLINE_FILE, f"{name}.py")]
    for path in carried:
        assert path.is_file(), path
        assert _imports_fairwrite(path) == [], path


def _undefined_names(path: Path) -> list[str]:
    """What ruff finds undefined in a generated file, outside annotations (strings at run time there, under
    ``from __future__ import annotations``: a type the code only names in a hint is not carried)."""
    lint = subprocess.run(
        [str(Path(sys.executable).with_name("ruff")), "check", "--ignore-noqa", "--isolated", "--select", "F821",
         "--output-format", "json", str(path)], capture_output=True, text=True,
    )  # fmt: skip
    lines = path.read_text(encoding="utf-8").splitlines()

    def chars(row: int, offset: int | None) -> int:  # ast's UTF-8 byte offset → ruff's character column
        return len(lines[row - 1].encode("utf-8")[: offset or 0].decode("utf-8"))

    spans = []
    for node in ast.walk(ast.parse("\n".join(lines))):
        hints = [getattr(node, "annotation", None), getattr(node, "returns", None)]
        for hint in filter(None, hints):
            spans.append(((hint.lineno, chars(hint.lineno, hint.col_offset)),
                          (hint.end_lineno, chars(hint.end_lineno, hint.end_col_offset))))  # fmt: skip
    return [
        f"{path.name}:{found['location']['row']}: {found['message']}"
        for found in json.loads(lint.stdout or "[]")
        if not any(a <= (found["location"]["row"], found["location"]["column"] - 1) < b for a, b in spans)
    ]


def test_the_metric_folders_carry_the_current_fairwrite_code():
    for name in INLINED:
        assert (REPO / "eval" / name / INLINE_FILE).read_text(encoding="utf-8") == inline_source(name), (
            f"eval/{name}/{INLINE_FILE} is stale: run `fairwrite publish metric eval/{name} --repo-id fairwrite/{name}`"
        )
        assert "fairwrite" not in (REPO / "eval" / name / "requirements.txt").read_text(encoding="utf-8")
        assert _undefined_names(REPO / "eval" / name / INLINE_FILE) == []


# --- a model folder ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def published_tagger(tmp_path_factory) -> Path:
    """A tiny English edit tagger, trained here, then made Hub-ready by ``publish model`` (no push)."""
    from test_train_edit_tagger import train_tiny

    folder = train_tiny(tmp_path_factory.mktemp("tagger"))
    config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    assert config["auto_map"] == AUTO_MAP and (folder / MODELING_FILE).is_file()  # training writes the code
    assert "custom_pipelines" not in config  # …but not the pipeline, which would ask locally for remote code
    prepare("model", folder, "someone/tiny-tagger")
    return folder


TEXTS = [
    "The plumber said that he was late.",
    "She is a chemist and she loves her job.",
    "Nothing  here changes, not even   the spacing.",
    "",
    "Ask the janitor whether he has time.",
]

BARE_MODEL_SCRIPT = """
import json, sys
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, pipeline
folder, texts = sys.argv[1], json.loads(sys.argv[2])
model = AutoModelForSeq2SeqLM.from_pretrained(folder, trust_remote_code=True)
tokenizer = AutoTokenizer.from_pretrained(folder, trust_remote_code=True)
batch = tokenizer([t for t in texts if t], return_tensors="pt", padding=True)
generated = tokenizer.batch_decode(model.generate(**batch), skip_special_tokens=True)
rewrite = pipeline("text2text-generation", model=folder, trust_remote_code=True)
piped = [r["generated_text"] for r in rewrite([t for t in texts if t])]
print(json.dumps({"class": type(model).__module__ + "." + type(model).__name__, "generate": generated,
                  "pipeline": piped}))
"""


def test_a_published_tagger_runs_with_transformers_alone_as_fairwrite_runs_it(
    published_tagger, bare_python, tmp_path
):
    config = json.loads((published_tagger / "config.json").read_text(encoding="utf-8"))
    assert config["custom_pipelines"]["text2text-generation"]["impl"] == "text2text_pipeline.Text2TextGenerationPipeline"
    (tmp_path / "in.txt").write_text("\n".join(TEXTS) + "\n", encoding="utf-8")
    main(["rewrite", "--lang", "en", "--system", str(published_tagger), "-i", str(tmp_path / "in.txt"),
          "-o", str(tmp_path / "out.txt")])  # fmt: skip
    ours = (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines()
    assert ours[0] != TEXTS[0] and ours[2] == TEXTS[2]  # it rewrites, and copies what needs no change

    done = _run([*bare_python, "-c", BARE_MODEL_SCRIPT, str(published_tagger), json.dumps(TEXTS)], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    theirs = json.loads(done.stdout.strip().splitlines()[-1])
    assert theirs["class"].startswith("transformers_modules.") and theirs["class"].endswith(".EditTaggerModel")
    expected = [o for t, o in zip(TEXTS, ours, strict=True) if t]
    assert theirs["generate"] == expected
    assert theirs["pipeline"] == expected


def test_a_published_seq2seq_model_gets_the_pipeline_but_no_model_code(tmp_path):
    from transformers import T5Config, T5ForConditionalGeneration

    T5ForConditionalGeneration(T5Config(d_model=8, d_ff=8, num_layers=1, num_heads=1, d_kv=4, vocab_size=32)).save_pretrained(tmp_path)
    portable.write_portable_code(tmp_path)
    config = json.loads((tmp_path / "config.json").read_text(encoding="utf-8"))
    assert "custom_pipelines" in config and "auto_map" not in config and not (tmp_path / MODELING_FILE).exists()
    assert (tmp_path / PIPELINE_FILE).read_bytes() == (Path(portable.HERE) / PIPELINE_FILE).read_bytes()
    assert portable.write_portable_code(tmp_path) == [tmp_path / PIPELINE_FILE]  # config already says it


# --- the metric modules --------------------------------------------------------------------------------

BARE_METRIC_SCRIPT = """
import json, sys
import evaluate
path, kwargs = sys.argv[1], json.loads(sys.argv[2])
print(json.dumps(evaluate.load(path).compute(**kwargs)))
"""


def _lines(path: Path, n: int) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()[:n]


@pytest.mark.parametrize("name", ["over_edit", "tokenised_wer"])
def test_each_metric_module_loads_without_fairwrite_and_scores_as_fairwrite_evaluate(
    name, bare_python, shared, tmp_path, capsys
):
    folder = tmp_path / name
    shutil.copytree(REPO / "eval" / name, folder)
    sources = _lines(shared / "benchmarks/en/opensubtitles.src", 200)
    targets = _lines(shared / "benchmarks/en/opensubtitles.trg", 200)
    references = targets[:100] + sources[100:]  # the second half needs no change: over-edit has work
    predictions = targets[:150] + sources[150:]  # rewrites half of what needed no change
    files = {}
    for key, lines in (("sources", sources), ("references", references), ("predictions", predictions)):
        files[key] = tmp_path / f"{key}.txt"
        files[key].write_text("\n".join(lines) + "\n", encoding="utf-8")
    metric = name.replace("_", "-")
    argv = ["evaluate", "--metric", metric, *(a for k, p in files.items() for a in (f"--{k}", str(p)))]
    capsys.readouterr()
    main(argv)
    ours = json.loads(capsys.readouterr().out)
    kwargs = {"predictions": predictions, "references": references}
    if name == "over_edit":
        kwargs["sources"] = sources
    done = _run([*bare_python, "-c", BARE_METRIC_SCRIPT, str(folder), json.dumps(kwargs)], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    theirs = json.loads(done.stdout.strip().splitlines()[-1])
    if name == "tokenised_wer":
        assert theirs["tokenised_wer"] * 100 == pytest.approx(ours["score"], abs=1e-12)
        assert (theirs["edits"], theirs["reference_words"]) == (ours["edits"], ours["reference_words"])
    else:
        assert theirs["over_edit_segments"] * 100 == pytest.approx(ours["score"], abs=1e-12)
        assert 0 < theirs["over_edit_segments"] < 1


@pytest.fixture(scope="module")
def german_system_outputs(shared, tmp_path_factory) -> dict[str, Path]:
    """Real German lines with terms of the shipped terminology (Europarl) and fairwrite's rewrites of them:
    neutral (what Terminology Match Accuracy credits) and star (Gender-Fair Match Accuracy)."""
    from fairwrite.de.extract import TermMatcher

    root = tmp_path_factory.mktemp("de-metrics")
    corpus = (shared / "corpora/text/de/europarl_sample.txt").read_text(encoding="utf-8").splitlines()
    matcher = TermMatcher()
    lines = [line for line in corpus[:1500] if line.strip() and any(m.is_gendered for m in matcher(line))]
    files = {"sources": root / "sources.txt"}
    files["sources"].write_text("\n".join(lines) + "\n", encoding="utf-8")
    for form in ("neutral", "star"):
        files[form] = root / f"{form}.txt"
        main(["rewrite", "--lang", "de", "--form", form, "-i", str(files["sources"]), "-o", str(files[form])])
    return files


@pytest.mark.parametrize(
    ("name", "form", "other"),
    [("terminology_match_accuracy", "neutral", "star"), ("gender_fair_match_accuracy", "star", "neutral")],
)
def test_each_german_metric_module_loads_without_fairwrite_and_scores_as_fairwrite_evaluate(
    name, form, other, german_system_outputs, bare_python, tmp_path, capsys
):
    files = german_system_outputs
    metric = name.replace("_accuracy", "").replace("_", "-")
    capsys.readouterr()
    main(["evaluate", "--metric", metric, "--sources", str(files["sources"]), "--predictions", str(files[form]),
          "--references", str(files[other])])  # fmt: skip
    ours = json.loads(capsys.readouterr().out)
    assert ours["terminology"] == "fairwrite-neutral-de" and ours["source_terms"] > 50
    assert 0 < ours["target_matches"] < ours["source_terms"]  # a real score, neither nothing nor everything

    folder = tmp_path / name
    shutil.copytree(REPO / "eval" / name, folder)
    assert "fairwrite" not in (folder / "requirements.txt").read_text(encoding="utf-8")
    kwargs = {"predictions": _lines(files[form], 10_000), "sources": _lines(files["sources"], 10_000)}
    done = _run([*bare_python, "-c", BARE_METRIC_SCRIPT, str(folder), json.dumps(kwargs)], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    theirs = json.loads(done.stdout.strip().splitlines()[-1])
    assert theirs[name] * 100 == pytest.approx(ours["score"], abs=1e-12)
    assert (theirs["target_matches"], theirs["source_terms"]) == (ours["target_matches"], ours["source_terms"])


# --- the same model folder, the same output on every machine (the lexicon is the package's, not ../shared) ---

SAME_BYTES_SCRIPT = """
import hashlib, json, sys
from pathlib import Path
import fairwrite.datadir
model, lines, out, hide = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "hide"
if hide:  # a machine without the shared data: no $FAIRWRITE_DATA, no ../shared beside the checkout or cwd
    fairwrite.datadir._REPO_ROOT = Path("/nonexistent/fairwrite")
from fairwrite.cli import main
from fairwrite.models.portable.modeling_fairwrite_edit_tagger import encode_text, word_classes
from fairwrite.models.rewriter import load_model_rewriter
config = load_model_rewriter(model).model.config
texts = Path(lines).read_text(encoding="utf-8").splitlines()
classes = word_classes(config)
features = [encode_text(t, config.hash_buckets, classes, config.context_words) for t in texts]
try:
    main(["rewrite", "--lang", "en", "--system", model, "-i", lines, "-o", out])  # the tiny model is English
except SystemExit as done:
    assert not done.code, done.code
print(json.dumps({"data": str(fairwrite.datadir.data_dir(required=False)),
                  "features": hashlib.sha256(json.dumps(features).encode()).hexdigest()}))
"""


@pytest.mark.slow
def test_a_model_that_reads_the_lexicon_gives_the_same_bytes_with_and_without_the_shared_data(
    tmp_path_factory, shared, tmp_path
):
    from test_train_edit_tagger import train_tiny

    from fairwrite.de.lexicon import lexicon
    from fairwrite.models import edit_tagger

    model = train_tiny(tmp_path_factory.mktemp("classed"), **{"model.word_classes": "de"})
    assert json.loads((model / "config.json").read_text())["word_classes_lexicon"] == "de"
    corpus = (shared / "corpora/text/de/gnad10k_news.txt").read_text(encoding="utf-8").splitlines()
    lines = [line for line in corpus if line.strip()][:500]
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # the shared data (INCLUSIFY's pairs) changes what the lexicon says of words in these lines: a model
    # that read it would see other features on a machine that has it
    words = {m.group() for line in lines for m in edit_tagger.WORD.finditer(line) if m.group()[:1].isupper()}
    with_shared, package = lexicon(shared), edit_tagger._lexicon("de")
    assert {w for w in words if edit_tagger._class_of(with_shared, w) != edit_tagger._class_of(package, w)}

    results = {}
    for where in ("shared", "hide"):
        run_dir = tmp_path / f"run-{where}"  # not a folder called "shared": ../shared of the other run
        run_dir.mkdir()
        env = {**_env(run_dir), **({"FAIRWRITE_DATA": str(shared)} if where == "shared" else {})}
        done = subprocess.run(
            [sys.executable, "-c", SAME_BYTES_SCRIPT, str(model), str(tmp_path / "in.txt"), str(run_dir / "out.txt"),
             where], cwd=run_dir, env=env, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
        results[where] = json.loads(done.stdout.strip().splitlines()[-1])
    assert results["shared"]["data"] == str(shared) and results["hide"]["data"] == "None"
    assert results["shared"]["features"] == results["hide"]["features"]
    ours, theirs = (tmp_path / "run-shared/out.txt").read_bytes(), (tmp_path / "run-hide/out.txt").read_bytes()
    assert ours == theirs and ours.count(b"\n") == 500


# --- a German tagger that reads the lexicon: the folder carries it ------------------------------------------

#: masculine plural → star plural, in sentence frames that keep the noun's form; things stay
DE_NOUNS = [
    ("Lehrer", "Lehrer*innen"), ("Ärzte", "Ärzt*innen"), ("Studenten", "Student*innen"), ("Bürger", "Bürger*innen"),
    ("Kollegen", "Kolleg*innen"), ("Politiker", "Politiker*innen"), ("Mitarbeiter", "Mitarbeiter*innen"),
    ("Experten", "Expert*innen"), ("Wähler", "Wähler*innen"), ("Forscher", "Forscher*innen"),
    ("Journalisten", "Journalist*innen"), ("Spieler", "Spieler*innen"), ("Autoren", "Autor*innen"),
    ("Besucher", "Besucher*innen"), ("Anwälte", "Anwält*innen"), ("Soldaten", "Soldat*innen"),
]  # fmt: skip
DE_THINGS = ["Preise", "Häuser", "Bücher", "Züge", "Computer", "Sender", "Wagen", "Leiter", "Filter", "Rechner"]
DE_FRAMES = [
    "Die {} waren gestern in der Stadt.", "Viele {} sagen, dass es bald regnet.",
    "Nach Angaben der {} stieg der Wert deutlich.", "Die Zahl der {} ist im Jahr 2020 gestiegen.",
    "Wir haben die {} am Montag gesehen.",
]  # fmt: skip


def german_pairs() -> list[tuple[str, str]]:
    pairs = [(f.format(m), f.format(g)) for m, g in DE_NOUNS for f in DE_FRAMES]
    return pairs + [(f.format(t), f.format(t)) for t in DE_THINGS for f in DE_FRAMES]


@pytest.fixture(scope="module")
def german_tagger(tmp_path_factory) -> Path:
    """A tiny German tagger trained with the lexicon's word classes, then made Hub-ready (no push)."""
    from test_train_edit_tagger import train_tiny

    folder = train_tiny(tmp_path_factory.mktemp("de-tagger"), pairs=german_pairs(), lang="de",
                        **{"model.word_classes": "de", "train.max_steps": 120})  # fmt: skip
    assert {CARRIED_CODE, CARRIED_DATA} <= {p.name for p in folder.iterdir()}  # training writes the lexicon
    prepare("model", folder, "someone/tiny-german-tagger")
    return folder


CARRIED_CODE, CARRIED_DATA = "fairwrite_lexicon_de.py", "fairwrite_lexicon_de.npz"

BARE_CLASSES_SCRIPT = """
import json, sys
from transformers import AutoConfig, AutoModelForSeq2SeqLM
folder, words = sys.argv[1], json.loads(sys.argv[2])
model = AutoModelForSeq2SeqLM.from_pretrained(folder, trust_remote_code=True)
module = sys.modules[type(model).__module__]
classes = module.word_classes(model.config)
print(json.dumps({"lookups": [module._lexicon_class("de", w, classes.folder, classes.revision) for w in words],
                  "carried": sorted(m for m in sys.modules if m.startswith("fairwrite_lexicon_de"))}))
"""


def test_a_german_tagger_with_word_classes_runs_without_fairwrite_as_fairwrite_runs_it(
    german_tagger, bare_python, shared, tmp_path
):
    from fairwrite.models.edit_tagger import WORD, lexicon_class

    config = json.loads((german_tagger / "config.json").read_text(encoding="utf-8"))
    assert config["word_classes_lexicon"] == "de" and config["auto_map"] == AUTO_MAP
    assert _imports_fairwrite(german_tagger / CARRIED_CODE) == []
    corpus = (shared / "corpora/text/de/gnad10k_news.txt").read_text(encoding="utf-8").splitlines()
    lines = [line for line in corpus if line.strip()][:300] + [f.format(m) for m, _ in DE_NOUNS[:3] for f in DE_FRAMES[:1]]
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    main(["rewrite", "--lang", "de", "--system", str(german_tagger), "-i", str(tmp_path / "in.txt"),
          "-o", str(tmp_path / "out.txt")])  # fmt: skip
    ours = (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines()
    assert ours[-1] == "Die Student*innen waren gestern in der Stadt."  # it learnt the rewrite

    # the words of the lines the training table lacks: the folder's lexicon says of each what fairwrite's says
    words = sorted({m.group() for line in lines for m in WORD.finditer(line) if m.group()[:1].isupper()})
    unseen = [w for w in words if w not in config["word_classes"]]
    assert len(unseen) > 1000
    done = _run([*bare_python, "-c", BARE_CLASSES_SCRIPT, str(german_tagger), json.dumps(unseen)], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    theirs = json.loads(done.stdout.strip().splitlines()[-1])
    assert theirs["carried"]  # it read the folder's lexicon, not fairwrite's
    assert theirs["lookups"] == [lexicon_class("de", w) for w in unseen]
    assert sum(c is not None for c in theirs["lookups"]) > len(unseen) / 3

    done = _run([*bare_python, "-c", BARE_MODEL_SCRIPT, str(german_tagger), json.dumps(lines)], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    theirs = json.loads(done.stdout.strip().splitlines()[-1])
    assert theirs["class"].startswith("transformers_modules.") and theirs["class"].endswith(".EditTaggerModel")
    assert theirs["pipeline"] == ours and theirs["generate"] == ours
    changed = [o for line, o in zip(lines, ours, strict=True) if o != line]
    assert len(changed) > 3, changed  # real lines it rewrites, not only copies


def test_the_carried_lexicon_is_generated_from_the_package_and_names_nothing_it_lacks(tmp_path):
    from fairwrite.models.carried_lexicon import carried_code

    code = carried_code("de")
    path = tmp_path / CARRIED_CODE
    path.write_text(code, encoding="utf-8")
    assert _imports_fairwrite(path) == []
    assert "def word_class(self, word: str)" in code and "def load_classifier(" in code
    assert "def nouns(self)" not in code  # the class is cut down to what word_class and gender_class reach
    assert _undefined_names(path) == []

"""The one typed config mechanism (:mod:`fairwrite.config`): values → validated dataclasses, one-line
errors naming the key, and field descriptions for generated help."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

import pytest
from pydantic import Field, PositiveInt

from fairwrite.config import (
    REQUIRED,
    describe_fields,
    from_mapping,
    parse_assignment,
    parse_flags,
    read_yaml_mapping,
    set_dotted,
)
from fairwrite.errors import FairwriteError


@dataclass
class Section:
    """A nested section."""

    size: PositiveInt = 8  # how big
    ratio: Annotated[float, Field(ge=0, lt=1, description="a fraction")] = 0.5


@dataclass
class Options:
    """Options of an imaginary builder."""

    seed: int = 0
    #: which languages to read,
    #: comma-separated on the command line
    languages: list[str] = field(default_factory=lambda: ["en", "fr"])
    split: tuple[float, ...] = (0.9, 0.1)
    mode: Literal["lemma", "orth"] = "lemma"  # how terms match
    dedup: bool = True
    gazetteer: Path | None = None
    name: str = field(default="x", metadata={"help": "display name"})  # (metadata wins over the comment)
    section: Section = field(default_factory=Section)


@dataclass
class Needs:
    corpus: str
    limit: int | None = None

    def __post_init__(self) -> None:
        if self.limit is not None and self.limit > 10:
            raise FairwriteError("limit and corpus disagree")


@dataclass
class Strict:
    limit: int = 0

    def __post_init__(self) -> None:
        if self.limit > 20:
            raise ValueError("limit must not exceed 20")


def test_values_of_yaml_or_strings_become_typed_fields():
    options = from_mapping(
        Options,
        {"seed": "4", "languages": "de, en", "split": ["0.8", 0.2], "gazetteer": "g.tsv",
         "dedup": "no", "name": 2020, "section": {"size": "3", "ratio": "5e-1"}},
    )  # fmt: skip
    assert options == Options(
        seed=4, languages=["de", "en"], split=(0.8, 0.2), gazetteer=Path("g.tsv"), dedup=False,
        name="2020", section=Section(size=3, ratio=0.5),
    )  # fmt: skip
    assert from_mapping(Options, {}) == Options()
    assert from_mapping(Options, {"gazetteer": None}).gazetteer is None


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"seed": "x"}, "seed: input should be a valid integer, unable to parse string as an integer, got 'x'"),
        ({"seed": 1.5}, "seed: input should be a valid integer, got a number with a fractional part, got 1.5"),
        ({"colour": "red"}, "unknown configuration key 'colour'; known: dedup, gazetteer, languages, mode, name"),
        ({"section": {"sise": 1}}, "unknown configuration key 'section.sise'; known: ratio, size"),
        ({"section": {"size": 0}}, "section.size: input should be greater than 0, got 0"),
        ({"section": {"ratio": float("nan")}}, "section.ratio: input should be a finite number, got nan"),
        ({"section": {"ratio": float("inf")}}, "section.ratio: input should be a finite number, got inf"),
        ({"section": 3}, "section: input should be a dictionary or an instance of Section, got 3"),
        ({"mode": "stem"}, "mode: input should be 'lemma' or 'orth', got 'stem'"),
        ({"languages": ["en", None]}, "languages[1]: input should be a valid string, got None"),
        ({"dedup": "maybe"}, "dedup: input should be a valid boolean, unable to interpret input, got 'maybe'"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_key(values: dict, message: str):
    with pytest.raises(FairwriteError) as err:
        from_mapping(Options, values)
    assert str(err.value).startswith(message) and "\n" not in str(err.value), str(err.value)


def test_required_fields_and_cross_field_checks():
    with pytest.raises(FairwriteError, match=r"^corpus is required$"):
        from_mapping(Needs, {})
    with pytest.raises(FairwriteError, match=r"^limit and corpus disagree$"):
        from_mapping(Needs, {"corpus": "c", "limit": 11})
    with pytest.raises(FairwriteError, match=r"^limit must not exceed 20$"):
        from_mapping(Strict, {"limit": 21})
    with pytest.raises(FairwriteError, match="expected a mapping"):
        from_mapping(Needs, ["corpus"])  # type: ignore[arg-type]


def test_command_line_flags():
    options = parse_flags(Options, ["--seed", "4", "--languages=de", "--no-dedup", "--gazetteer", "g.tsv"])
    assert (options.seed, options.languages, options.dedup, options.gazetteer) == (4, ["de"], False, Path("g.tsv"))
    assert parse_flags(Options, ["--dedup", "--seed", "1"]).dedup is True
    assert parse_flags(Options, ["--dedup", "false"]).dedup is False
    assert parse_flags(Options, ["--split", "0.5,0.25,0.25"]).split == (0.5, 0.25, 0.25)
    for argv, message in [
        (["--colour", "red"], "unknown option --colour; options: --dedup, --gazetteer, --languages"),
        (["--seed"], "--seed needs a value"),
        (["seed"], "unexpected argument 'seed'"),
        (["--seed", "x"], "--seed: input should be a valid integer"),
        (["--mode", "stem"], "--mode: input should be 'lemma' or 'orth'"),
        (["--section", "3"], "--section: input should be a dictionary"),
    ]:
        with pytest.raises(FairwriteError) as err:
            parse_flags(Options, argv)
        assert str(err.value).startswith(message), str(err.value)


def test_assignments_are_read_as_yaml():
    assert parse_assignment("optim.lr=1e-3") == ("optim.lr", 0.001)
    assert parse_assignment("lora.target_modules=[q_proj, v_proj]") == ("lora.target_modules", ["q_proj", "v_proj"])
    assert parse_assignment("data.config=null") == ("data.config", None)
    assert parse_assignment("reflexive=themselves") == ("reflexive", "themselves")
    assert parse_assignment("license=") == ("license", "")
    for text, message in [("novalue", "should look like key=value"), ("=1", "should look like"),
                          ("a=[", "not a valid YAML value")]:  # fmt: skip
        with pytest.raises(FairwriteError, match=message):
            parse_assignment(text)
    tree: dict = {"optim": {"lr": 1}}
    set_dotted(tree, "optim.eps", 2)
    set_dotted(tree, "data.dataset", "d")
    assert tree == {"optim": {"lr": 1, "eps": 2}, "data": {"dataset": "d"}}
    with pytest.raises(FairwriteError, match="lr is not a section"):
        set_dotted(tree, "optim.lr.x", 1)


def test_yaml_files(tmp_path: Path):
    good = tmp_path / "good.yaml"
    good.write_text("seed: 3\n# café\n", encoding="utf-8")
    assert read_yaml_mapping(good) == {"seed": 3}
    (tmp_path / "empty.yaml").write_text("")
    assert read_yaml_mapping(tmp_path / "empty.yaml") == {}
    (tmp_path / "latin1.yaml").write_bytes("seed: 3 # caf\xe9\n".encode("latin-1"))
    (tmp_path / "list.yaml").write_text("- 1\n- 2\n")
    (tmp_path / "broken.yaml").write_text("a: [1\n")
    for name, message in [("latin1.yaml", "not UTF-8 text"), ("list.yaml", "top level must be a mapping"),
                          ("broken.yaml", "not valid YAML"), ("missing.yaml", "does not exist"),
                          (".", "is a folder")]:  # fmt: skip
        with pytest.raises(FairwriteError) as err:
            read_yaml_mapping(tmp_path / name)
        assert message in str(err.value) and "\n" not in str(err.value), str(err.value)


def test_field_descriptions_for_generated_help():
    fields = {f.name: f for f in describe_fields(Options)}
    assert list(fields) == ["seed", "languages", "split", "mode", "dedup", "gazetteer", "name",
                            "section.size", "section.ratio"]  # fmt: skip
    assert fields["languages"].help == "which languages to read, comma-separated on the command line"
    assert fields["languages"].type == "list[str]" and fields["languages"].default == ["en", "fr"]
    assert fields["mode"].help == "how terms match" and fields["mode"].choices == ("lemma", "orth")
    assert fields["name"].help == "display name"
    assert fields["seed"].help == "" and fields["seed"].type == "int" and fields["seed"].flag == "--seed"
    assert fields["dedup"].flag == "--[no-]dedup" and fields["gazetteer"].type == "path | None"
    assert fields["split"].type == "tuple[float, ...]"
    assert fields["section.size"].help == "how big" and fields["section.size"].constraint == "> 0"
    assert fields["section.ratio"].help == "a fraction" and fields["section.ratio"].constraint == ">= 0, < 1"
    assert [f.name for f in describe_fields(Options, nested=False)][-1] == "section"
    assert describe_fields(Needs)[0].default is REQUIRED


def test_every_builder_and_the_training_config_describe_their_fields():
    from fairwrite.registry import BUILDERS, builder
    from fairwrite.trainer.config import Config

    for name in BUILDERS:
        config = builder(name).Config
        described = describe_fields(config)
        assert [f.name for f in described] == [f for f in config.__dataclass_fields__], name
        assert parse_flags(config, []) == config(), name  # the defaults validate
    training = {f.name: f for f in describe_fields(Config)}
    assert training["train.log_every"].constraint == "> 0"
    assert training["optim.schedule"].choices == ("inverse-sqrt", "linear", "constant")
    assert training["data.control_tags"].help.startswith("control tags prepended to the source")
    assert training["model.attention_heads"].help == "must divide d_model"

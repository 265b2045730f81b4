"""Train fairwrite's rewriting models from the shared corpora and score them (issue 18). By hand, never in CI.

1. **Data**: ``en-augmented`` (forward and backward configs, 70/30 gendered/copy mix) from a seeded sample
   of ``corpora/text/en`` and ``de-gender-fair --forward-pairs --forward-sources --sources …,original``
   (gender-star targets: Backward Augmentation of gender-fair corpus sentences, those sentences as
   written, and generic sentences paired with the forward rules' rewrite, with the feminine source of
   each such target; built twice, with ``--referents all``, every person reference as the dev sets write
   them, for ``de``, and with ``generic``, specific people kept, for ``de-generic``; ``--de-referents``
   picks one) from ``corpora/text/de``, built by the project's
   builders (``fairwrite build``); a set already built in ``--work`` is reused, so a stopped run resumes at
   the next step. French: ``inclure --inclusify point --separator ·`` from all of ``corpora/text/fr`` (both
   INCLURE directions in one set: the corpus's few inclusive sentences with their standard side by the
   to-standard rules, and its standard sentences with a generic person noun made inclusive by the to-fair
   rules).
2. **Training**: one edit tagger per language (``training/recipes/edit-tagger.yaml``: a 2-layer Transformer
   encoder tags each word with one of the 500 most frequent edits; early stopping on validation WER,
   the best checkpoint kept; German also reads the lexicon's class and noun genders of each word,
   ``model.word_classes``). English trains on the forward config; French trains one tagger per direction
   on the same set (``fr-to-standard``; ``fr-to-fair`` swaps the columns).
3. **Scores**: per model wall time, words/s, and tokenised WER (×100) on OpenSubtitles, Reddit, WinoBias+
   beside the unrewritten source, the rules and the published systems; WER on non-gendered text (UD
   English EWT sentences without a gendered word, which must come back unchanged); each German model
   beside the German rules in its own referents mode on the team's dev sets (``tests/data/de_dev``) and
   real-text sets (``tests/data/de_real``); each French model beside the
   French rules and the source on the set's held-out test split and on IFC (vfi → vfx, and read backwards
   vfx → vfi), and on UD French sentences without a person noun (which must come back unchanged).
4. **Cards**: each model folder gets its model card and a leaderboard submission (``WORK/submissions``; the
   German ones score the German sets as custom benchmarks).

Run time on the 2-core development machine (``--threads 2``; the training process given the CPU's priority
with ``-15`` in ``/proc/PID/autogroup``): building 150k English lines 5.3 min, all 649k German lines
5.3 min per referents mode, all 530k French lines about 3 min; training English 41.1 min wall for 2,400 steps
(d 256, 3 layers, 19 M parameters, 6.1k source words/s; 2026-11-24, idle machine, before AdamW ran fused),
German ``all`` 51.6 min for 5,000 steps in bf16 autocast without dropout (10.3k words/s; the CPU's
AVX512-BF16; a CPU without it trains 3,000 fp32 steps; with the step 1.46x faster, ``bench/tagger_step.py``,
24.2 min at 24.5k words/s on 2026-11-25's machine; with word dropout, ``model.feature_dropout: 0.4``,
23.5 min at 25.3k words/s; with unseen words classed and the umlaut edits, 26.0 min at 22.9k words/s;
with the averaged weights validated on the whole split, 30.1 min at 22.6k words/s),
German ``generic`` 31.3 min for the same recipe (20.7k words/s, with the averaged weights validated on the
whole split; before that 24.9 min at 23.3k words/s; before the last two changes 22.4 min at 25.8k words/s; 48.0 min for 3,400 steps of the earlier one, dropout 0.1 and unfused AdamW, 8.1k words/s), French 2.1 + 2.3 min (600 steps
each, d 128); scoring English 1 min, German 4 min per model, French 4 min. About 2 hours in all.

Results (``WORK/models/*/README.md`` has them too): English 0.61 / 0.90 / 0.27 WER on OpenSubtitles /
Reddit / WinoBias+, 0.00 on non-gendered text; German ``all`` 0.28 on dev and 1.04 held out (the rules in
that mode 0.00 / 0.39: 2.7x; the 3,400-step recipe gave 0.35 / 1.30), 1.45 on generic masculine (rules
0.32), 5.35 on news with nothing to rewrite (rules 1.01 in that mode), and, the same recipe, seed and data
re-run with the faster step (only the attention kernel's rounding differs), 0.35 / 1.63 (4.2x), 1.59, 5.41:
from run to run the 100 held-out sentences move by a few words; with word dropout 0.2 (the same seed and
data): 0.26 / 1.37 (3.5x), 1.41, 4.46 on news, 9.80 on social media (rules 9.86); the recipe now (word
dropout 0.4): 0.37 / 0.98 (2.5x), 1.54, 4.04 on news, 9.31 on social media (another training seed:
0.42 / 1.24, 3.2x, 1.18, 5.53, 9.86; a third: 0.63 / 1.24, 3.2x, 1.77, 5.29, 9.91); with the words the
training set lacks classed when read (the first seed re-trained: 0.37 / 0.98, 0.77, 4.22, 9.25) and the umlaut
edits: 0.42 / 0.98 (2.5x), generic masculine 0.50, news 3.86, social media 10.30; with the moving average of the
weights published (``optim.ema_decay: 0.999``) and validated on the whole split (the same seed and data):
0.16 / 0.72 (1.8x: within twice the rules in this one run), generic masculine 0.50, news 4.87, social
media 10.24 (another training seed, ``--set seed=7``: 0.12 / 0.98, 2.5x, 0.23, 4.87, 9.75; a third, ``seed=42``:
0.28 / 0.98, 2.5x, 0.32, 5.47, 10.08); on the 300 held-out sentences of ``heldout2``, written without running any
engine, the three seeds score 2.30 / 2.35 / 2.16 and the rules 1.64, and on all 400 held-out sentences 2.02 / 2.10 /
1.95 against 1.42: 1.4 / 1.5 / 1.4 times the rules, within twice in every run; German
``generic`` 0.45 on generic masculine, 3.08 on social media and 4.75 on news with nothing to rewrite (the generic
rules 0.32 / 1.65 / 0.18; without the weight average 0.45 / 3.25 / 4.81; before the last two changes 1.45 / 2.70 / 3.86, the earlier recipe 2.97 / 4.34 on the
last two; it still rewrites surnames, place adjectives and things spelt like person nouns: *Töpfer*,
*Stuttgarter*, *der Brenner*, and now *Koch* the surname and *der Wende*); French to-standard 0.15 held-out, 0.10 non-gendered; to-fair 1.38 held-out, 1.05 non-gendered.
Each German model is scored against the rules in its own ``--referents`` mode (``score_de``).

    .venv/bin/python bench/train_models.py --work /tmp/fairwrite-models [--only en|de|fr] [--de-referents all|generic|both]
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from datasets import load_dataset

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fr_to_fair import by_document

from fairwrite.config import parse_assignments
from fairwrite.corpus import iter_documents
from fairwrite.datadir import data_dir
from fairwrite.datasets.suite import EN_BENCHMARKS, EN_SYSTEMS, load_en_benchmark, load_ifc, task
from fairwrite.de.forward import make_rewriter as de_rules
from fairwrite.en.gender import segment_gender
from fairwrite.fr.exclure import Exclure, may_be_inclusive
from fairwrite.fr.inclusify import Inclusify, is_candidate
from fairwrite.fr.normalize import normalize
from fairwrite.hub.demo import corpus_sample
from fairwrite.hub.leaderboard import run_benchmark, write_submission
from fairwrite.hub.model_card import spec_from_model_dir, write_model_card
from fairwrite.metrics import bleu, tokenised_wer
from fairwrite.models.rewriter import load_model_rewriter, read_metadata
from fairwrite.registry import run_builder
from fairwrite.text.io import read_lines
from fairwrite.text.wrapping import separate_documents
from fairwrite.trainer import load_config, train

ROOT = Path(__file__).resolve().parents[1]
RECIPE = ROOT / "training" / "recipes" / "edit-tagger.yaml"
DE_DEV = ROOT / "tests" / "data" / "de_dev"
DE_REAL = ROOT / "tests" / "data" / "de_real"
NAMES = {"opensubtitles": "OpenSubtitles", "reddit": "Reddit", "winobias+": "WinoBias+"}
#: issue 18's targets (tokenised WER ×100)
EN_TARGET, NON_GENDERED_TARGET = 1.0, 0.2
#: the separator of the French point forms (`·`: an inclusive form is one tagger word; with `.`, étudiant.e.s is
#: five words and the word alignment pairs a sentence's final `.` with a separator dot, mislabelling the pair)
FR_SEPARATOR = "·"
#: per language: builder, builder options, dataset config, training overrides; ``directions`` (optional): one
#: model per direction from the same set, each with its own overrides (the edit tagger has no control tokens)
MODELS: dict[str, dict[str, Any]] = {
    "en": {
        "builder": "en-augmented",
        "options": [],
        "config": "forward",
        "overrides": {  # 0.61 / 0.90 / 0.27 (1.10 / 1.54 / 1.62 at 900 steps; 1.47 / 1.82 / 1.60 at d 128, 2 layers)
            "eval.lang": "en",
            "train.max_steps": 2400,
            "train.eval_every": 200,
            "data.max_tokens": 6000,
            "eval.max_examples": 800,
            "model.d_model": 256,
            "model.ffn_dim": 1024,
            "model.encoder_layers": 3,
            "optim.lr": 1.0e-3,
        },
    },
    "de": {
        "builder": "de-gender-fair",
        # + generic sentences paired with the forward rules' rewrite; half the rows unchanged sentences as
        # copies (at 30 % from 200k lines the tagger rewrote device and place nouns: Wecker, Berliner,
        # Wende; 13.25 WER on news with nothing to rewrite)
        # + each forward target's feminine source (--forward-sources): the corpus's gender-fair sentences
        # alone gave 13k feminine rows, and the tagger left Lektorin, Sachbearbeiterinnen, sie unchanged
        # + the corpus's pair-form sentences as written, paired with their star form (--sources …,original):
        # without them the tagger broke "Kolleginnen und Kollegen" into "Kolleg*innen und Kollegen"
        # not adopted: --hard-copies (the copies drawn first from sentences with a word the lexicon knows as a
        # person noun, 25,844 against about 12,000 by chance; word dropout 0.2): dev 0.26 → 0.40, held-out
        # 1.37 → 1.37, generic masculine 1.41 → 1.22, social 9.80 → 9.64, news with nothing to rewrite 4.46 →
        # 4.34: still *der Flieger*, *der Anhänger*, *Fischer* (surname) at 0.8-1.0; no gain beyond the spread
        "options": [
            "--forward-pairs", "--forward-sources", "--sources", "masculine,feminine,copy,original",
            "--non-gendered-ratio", "0.5",
        ],
        "config": None,
        "overrides": {  # the English width; 7.48 dev WER at d 128, 2 layers, 350 steps
            "eval.lang": "de",
            # the German lexicon's class of each word (person / thing / name, person-thing for Wende,
            # Leiter) and its noun genders as input features: held-out 3.45 → 2.73, news with nothing to
            # rewrite 10.99 → 8.14 with the classes alone (Sensor, Generator: things); the words the training set
            # lacks classed when read (``WordClasses``; before, only the training words had a class, and
            # Sachbearbeiterinnen, Tagesmüttern, Abgänger went unclassed), the recipe re-run (same seed and
            # data, 24.6 min): dev 0.37, held-out 0.98, generic masculine 1.54 → 0.77, social 9.31 → 9.25, news
            # 4.04 → 4.22, best validation WER 1.76 → 1.53 (at step 4,000; the validation words now classed too)
            # and the edits (``edit_for``, ``align``) made so that no label can break a word: an umlaut with its
            # ending is an edit of its own (before, Koch → Köch*in was the whole-word replacement köch*in,
            # which made Sternekoch Köch*in) and extra target words go with the source word they continue
            # (vom Bundesminister → von der Bundesminister*in; before, Bundesminister → der + " Bundesminister*in",
            # a label that writes that noun into other sentences); re-run (same seed and data, 26.0 min): dev
            # 0.37 → 0.42, held-out 0.98 → 0.98, generic masculine 0.77 → 0.50, social 9.25 → 10.30, news
            # 4.22 → 3.86, best validation WER 1.53 → 1.66 (at step 3,500): within the run-to-run spread
            "model.word_classes": "de",
            # bf16 autocast where the CPU computes in bf16 (AVX512-BF16: this machine's Zen 4), no dropout and
            # fused AdamW (the trainer's default): 0.58 s a step against 0.79 with dropout 0.1 and unfused
            # AdamW (its Bernoulli masks were a quarter of the step), so 5,000 steps fit the 60-minute budget.
            # Elsewhere autocast emulates bf16 and is slower than fp32: the ``fp32`` overrides below replace these.
            "train.mixed_precision": "bf16",
            # the tagger is under-trained, not over-fitted (the 3,400-step runs were best at their last step):
            # dropout buys nothing and costs a quarter of a step. 5,000 steps against 3,400: dev 0.35 → 0.28,
            # held-out 1.30 → 1.04, generic masculine 1.54 → 1.45, news 4.75 → 5.35 (best validation WER 2.06
            # → 1.74, at step 4,500)
            "model.dropout": 0.0,
            # word dropout: two fifths of the training words seen without their whole-word features (the hashed
            # table let the tagger memorise training words: training loss 0.006 at step 5,000 while validation
            # loss rose after step 3,500). Against the recipe re-run without it (same seed, data and code), a
            # fifth: dev 0.35 → 0.26, held-out 1.63 → 1.37, generic masculine 1.59 → 1.41, social 9.36 → 9.80,
            # news with nothing to rewrite 5.41 → 4.46 (35 → 25 lines changed), best validation WER 1.79 →
            # 1.86, 25.7 min; two fifths: dev 0.37, held-out 0.98, generic masculine 1.54, social 9.31, news
            # 4.04 (25 lines, fewer words each), best validation WER 1.76 (at step 4,000), 23.5 min; no slower
            # a step. One run each: held-out moves by a few words from run to run (1.04-1.63 for one recipe)
            # not adopted: three fifths (23.5 min): dev 0.68, held-out 1.11, generic masculine 1.45, social 9.97,
            # news 4.16, best validation WER 1.92 (at step 4,500), behind two fifths at every evaluation
            # not adopted: dropout 0.1 back (0.40 s a step against 0.28): validation WER behind the recipe's
            # at every evaluation (2.03 against 1.79 at step 3,500, where it was stopped), validation loss too;
            # 6 encoder layers (0.45 s a step): 3.89 against 3.70 at step 500, stopped there; with word dropout
            # 0.4 over all 5,000 steps (38.1 min, 14.8k words/s): dev 0.37 → 0.61, held-out 0.98 → 1.82, generic
            # masculine 1.54 → 1.36, social 9.31 → 9.64, news 4.04 → 4.46, best validation WER 1.76 → 1.91 (at
            # step 4,000; behind 3 layers at every evaluation): depth does not buy the context the rules use
            # not adopted: label smoothing 0.1 (``optim.label_smoothing``, 22.5 min): dev 0.37 → 0.51, held-out
            # 0.98 → 1.37, generic masculine 1.54 → 1.32, social 9.31 → 9.42, news 4.04 → 4.10, best validation
            # WER 1.76 either way (at step 4,500 against 4,000)
            # the recipe with another training seed (``--set seed=7``, same data, 22.6 min): dev 0.42, held-out
            # 1.24 (3.2 times the rules), generic masculine 1.18, social 9.86, news 5.53, best validation WER 1.76
            # (at step 5,000); a third (``seed=42``, 23.4 min): dev 0.63, held-out 1.24, generic masculine 1.77,
            # social 9.91, news 5.29, best validation WER 1.81 (at step 3,000): 0.98 held-out was the good end of
            # the spread, the three seeds average 1.15 held out, 2.9 times the rules
            # not adopted: 8,000 steps with word dropout 0.4 (``--set train.max_steps=8000``, 35.2 min, 26.0k
            # words/s): best validation WER 1.76 → 1.73 (at step 8,000, 1.75 at 4,000), dev 0.37 → 0.37,
            # held-out 0.98 → 1.43, generic masculine 1.54 → 1.59, social 9.31 → 9.75, news 4.04 → 4.58; it
            # now leaves Randalierer, Sachbearbeiterinnen, Berufsanfängerinnen unchanged: the regularised
            # tagger has levelled off by step 5,000 too
            "model.feature_dropout": 0.4,
            # Polyak averaging (``optim.ema_decay``): the moving average of the weights is evaluated, kept and
            # published. Why: the mean of the previous run's step-3,500, 4,000 and 5,000 weights scored dev 0.42
            # → 0.21, held-out 0.98 → 0.85, generic masculine 0.50 → 0.32 (news 3.86 → 4.16); so did mean
            # probabilities of 3 to 7 separately trained taggers (held-out 0.85, dev 0.28), at 3-7 times the
            # training. The recipe with it (same seed and data, validation WER on the whole split, 30.1 min,
            # best at step 4,500): dev 0.42 → 0.16, held-out 0.98 → 0.72 (1.8 times the rules), generic masculine
            # 0.50 → 0.50, social 10.30 → 10.24, news 3.86 → 4.87 (22 → 30 lines changed: the same surnames,
            # place adjectives and things, and lone determiners, eine → eine*r); best validation WER 1.66 → 1.57.
            # The held-out gain is 2 words and one run; the news over-edits rose by as much. With validation on
            # 1,000 rows (same seed, 23.9 min) it kept step 3,000: dev 0.21, held-out 1.04, news 5.64
            "optim.ema_decay": 0.999,
            # not adopted: the words left and right as features (``model.context_words``), the 3,400-step run
            # otherwise: held-out 1.30 → 1.17 but dev 0.35 → 0.54, news 4.75 → 5.11 (best validation WER
            # 2.06 → 2.09): no gain beyond the run-to-run spread; with this recipe 12 % slower a step and
            # validation WER 2.01 at step 2,000 against 1.95 without (stopped there)
            # not adopted: two passes (``model.refine_passes: 2``, GECToR's iterative correction; the second
            # re-tags what the first changed and trains on sources with part of their edits made, 118k more
            # rows): held-out 1.04 → 0.91 (*den\*die 54jährige\*n*, *sein\*ihr Urteil* now agree) but dev
            # 0.28 → 0.56, news with nothing to rewrite 5.35 → 6.54, best validation WER 1.74 → 2.03 (at step
            # 2,500, rising after), 60.6 min; its first pass alone: dev 0.61, held-out 1.04, news 5.88
            # not adopted: 8,000 steps (40.4 min at 22.6k words/s, the step 1.46x faster since the tagger's CPU
            # attention kernel and the trainer's memory reuse, bench/tagger_step.py): dev 0.28 → 0.44, held-out
            # 1.04 → 1.17, generic masculine 1.45 → 1.22, news 5.35 → 4.93, best validation WER 1.74 → 1.79
            # (at step 6,000): the tagger has levelled off, more steps move it within the run-to-run spread;
            # two passes over 8,000 steps (38.3 min) did worse still: dev 0.49, held-out 1.43, generic masculine
            # 1.54, news 6.48, best validation WER 2.07 (at step 7,500); two passes with word dropout 0.2
            # (5,000 steps, 26.6 min): dev 0.26 → 0.65, held-out 1.37 → 1.30, generic masculine 1.41 → 1.32,
            # social 9.80 → 10.74, news 4.46 → 4.52
            "train.max_steps": 5000,
            # a validation pass on 1,000 rows and a checkpoint cost about 30 s: every 500 steps
            "train.eval_every": 500,
            "data.max_tokens": 6000,
            # validation WER on 400 rows moved by ±0.2 between evaluations and stopped a run at step 1,000; on
            # 1,000 rows the averaged weights of steps 3,000, 4,000 and 5,000 scored 1.59, 1.60 and 1.63 and the
            # first was kept, while on the whole split (24,496 rows, about 25 s a pass) they score 1.71, 1.60
            # and 1.58: the split entire, so that the best kept is the best
            "eval.max_examples": None,
            "train.early_stopping_patience": 6,
            "model.d_model": 256,
            "model.ffn_dim": 1024,
            "model.encoder_layers": 3,
            "optim.lr": 1.0e-3,
        },
        # the recipe on a CPU without bf16 arithmetic: fp32 steps take about 1.5 times as long (0.74 against
        # 0.48 s on a synthetic 6,000-word batch), so 3,000 steps (with dropout and unfused AdamW, 2,300 took
        # 49.1 min for the `all` model)
        "fp32": {"train.mixed_precision": "no", "train.max_steps": 3000},
    },
    "fr": {
        "builder": "inclure",
        # rows are (inclusive source, standard target): the corpus's inclusive sentences with their standard
        # side by the to-standard rules (direction "forward"), and, with --inclusify, its standard sentences
        # with a generic person noun made inclusive by the to-fair rules (direction "backward")
        # + 30 % unchanged sentences as copies, as the English set (without them both models over-edit
        # non-gendered text: WER 1.01 / 3.63 on UD French)
        "options": ["--inclusify", "point", "--separator", FR_SEPARATOR, "--copies", "0.3"],
        "config": None,
        "directions": {
            "to-standard": {},
            "to-fair": {"data.source_column": "target", "data.target_column": "source"},
        },
        "overrides": {
            "eval.lang": "fr",
            "train.max_steps": 600,
            "train.eval_every": 50,
            "data.max_tokens": 3000,
            "eval.max_examples": 400,
        },
    },
}


def wer(refs: list[str], hyps: list[str], lang: str = "en") -> float:
    return 100 * tokenised_wer(refs, hyps, lang=lang)


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "| " + " | ".join(["---"] + ["---:"] * (len(header) - 1)) + " |",
    ]
    return "\n".join(lines + ["| " + " | ".join(r) + " |" for r in rows])


def build_set(lang: str, work: Path, lines: int, referents: str = "all") -> Path:
    """The training set of ``lang`` (built once; a finished folder is reused); German with ``--referents
    generic`` goes to its own folder (``de-generic``)."""
    variant = "-generic" if referents == "generic" else ""
    folder = work / "data" / f"{lang}{variant}"
    if (folder / "README.md").is_file():
        print(f"[{lang}] reusing {folder}")
        return folder
    texts = sorted((data_dir() / "corpora" / "text" / lang).glob("*.txt"))
    inputs = texts
    if lines:
        sample = work / "corpus" / f"{lang}-{lines}.txt"
        if not sample.is_file():
            sample.parent.mkdir(parents=True, exist_ok=True)
            sample.write_text("\n".join(corpus_sample(texts, lines)) + "\n", encoding="utf-8")
        inputs = [sample]
    started = time.perf_counter()
    options = [*MODELS[lang]["options"], *(["--referents", "generic"] if variant else [])]
    run_builder(MODELS[lang]["builder"], inputs, folder, ["--seed", "0", *options])
    print(f"[{lang}] built {folder} in {(time.perf_counter() - started) / 60:.1f} min")
    return folder


def model_names(lang: str, referents: str = "all") -> dict[str, dict[str, Any]]:
    """The models of ``lang`` with their own overrides: ``lang`` (``lang-generic`` for a set built with
    ``--referents generic``), or ``lang-DIRECTION`` per direction."""
    directions = MODELS[lang].get("directions")
    if directions:
        return {f"{lang}-{d}": extra for d, extra in directions.items()}
    return {f"{lang}-generic" if referents == "generic" else lang: {}}


def train_model(
    name: str, lang: str, dataset: Path, work: Path, args: argparse.Namespace, extra: dict[str, Any]
) -> tuple[Path, float]:
    """Train (or reuse) the edit tagger ``name`` of ``lang``; returns its folder and the training minutes."""
    output = work / "models" / f"{name}-edit-tagger"
    if (output / "metrics.json").is_file():
        return output, json.loads((output / "timing.json").read_text())["minutes"]
    overrides = {
        "data.dataset": str(dataset),
        "output_dir": str(output),
        "train.num_threads": args.threads,
        "logging.progress": False,
        **recipe_overrides(lang, name),
        **extra,
    }
    if args.max_steps:
        overrides["train.max_steps"] = args.max_steps
    if args.eval_every:
        overrides["train.eval_every"] = args.eval_every
    overrides["train.checkpoint_every"] = overrides["train.eval_every"] * 2
    overrides.update(parse_assignments(args.overrides))
    if MODELS[lang]["config"]:
        overrides["data.config"] = MODELS[lang]["config"]
    started = time.perf_counter()
    train(load_config(RECIPE, overrides), resume="auto")
    minutes = (time.perf_counter() - started) / 60
    (output / "timing.json").write_text(json.dumps({"minutes": minutes}) + "\n")
    return output, minutes


def recipe_overrides(lang: str, name: str = "") -> dict[str, Any]:
    """``lang``'s recipe overrides for this CPU: its ``fp32`` variant where the CPU has no bf16 arithmetic."""
    overrides = dict(MODELS[lang]["overrides"])
    if overrides.get("train.mixed_precision") == "bf16" and not native_bf16():
        print(f"[{name or lang}] this CPU has no bf16 arithmetic: training in fp32")
        overrides.update(MODELS[lang].get("fp32", {"train.mixed_precision": "no"}))
    return overrides


def native_bf16() -> bool:
    """Whether torch computes bf16 natively on this CPU (AVX512-BF16 or AMX tiles); elsewhere autocast
    emulates it and a step takes longer than in fp32."""
    import torch  # deferred: only a training run needs it

    return any(getattr(torch.cpu, f, lambda: False)() for f in ("_is_avx512_bf16_supported", "_is_amx_tile_supported"))


def training_row(model: Path, minutes: float) -> str:
    metrics = json.loads((model / "metrics.json").read_text())
    best = metrics["best"]
    # the trainer counts source + target tokens; a tagger's target is one label per source word
    words = metrics["tokens_per_second"] / 2
    return (
        f"{model.name}: {minutes:.1f} min wall, {metrics['steps']} steps (best {best['metric']} "
        f"{best['value']:.2f} at step {best['step']}, stopped early: {metrics['stopped_early']}), "
        f"{words:,.0f} source words/s, {metrics['parameters']['total']:,} parameters"
    )


def score_en(model: Path, work: Path, samples: int) -> dict[str, Any]:
    """Benchmark table rows, non-gendered WER and the model's submission.

    What a machine lacks is left out, not failed on (a lent GPU's image has neither): the rules' row needs
    spaCy (``rules`` is False without it), the non-gendered score the UD English treebank (None without it).
    """
    benches = {name: load_en_benchmark(name) for name in EN_BENCHMARKS}
    submission = run_benchmark(str(model), "en", samples=samples, outputs_dir=work / "outputs" / model.name)
    rows = [["source (no rewriting)"] + [f"{wer(b.references, b.sources):.2f}" for b in benches.values()]]
    rows += [[s] + [f"{wer(b.references, b.systems[s]):.2f}" for b in benches.values()] for s in EN_SYSTEMS]
    with_rules = importlib.util.find_spec("spacy") is not None
    if with_rules:
        rules = run_benchmark("rules", "en", samples=0, progress=False)
        rows.append(
            ["fairwrite rules"]
            + [f"{rules['benchmarks'][task(n).task_id]['metrics']['tokenised_wer']:.2f}" for n in benches]
        )
    rows.append(
        [f"**{model.name}**"]
        + [f"**{submission['benchmarks'][task(n).task_id]['metrics']['tokenised_wer']:.2f}**" for n in benches]
    )
    rows.append(["target"] + [f"≤ {EN_TARGET:.2f}"] * len(benches))
    ud = sorted((data_dir() / "corpora" / "ud" / "UD_English-EWT").glob("*.conllu"))
    non_gendered = None
    if ud:
        plain = [d.text for d in iter_documents(ud) if segment_gender(d.text) == "none"]
        out = load_model_rewriter(model, lang="en")(plain)
        non_gendered = {
            "segments": len(plain),
            "wer": wer(plain, out),
            "changed": sum(a != b for a, b in zip(plain, out, strict=True)),
        }
    return {"rows": rows, "submission": submission, "non_gendered": non_gendered, "names": list(benches), "rules": with_rules}


#: German sets (tokenised WER ×100, star form): (name, folder, source files, reference files, the set's
#: convention as a referents mode: the dev sets rewrite every person reference, as TIGER does; the real-text
#: sets generic ones). A set of several files is their concatenation: the two held-out sets pooled give
#: the ratio to the rules on 400 sentences, where a word left unstarred (three Moses tokens) moves WER by
#: 0.04 instead of 0.20.
DE_SETS: tuple[tuple[str, Path, tuple[str, ...], tuple[str, ...], str], ...] = (
    ("dev (337)", DE_DEV, ("dev.src",), ("dev.ref",), "all"),
    ("held-out (100)", DE_DEV, ("heldout.src",), ("heldout.ref",), "all"),
    ("held-out 2 (300)", DE_DEV, ("heldout2.src",), ("heldout2.ref",), "all"),
    ("held-out, both (400)", DE_DEV, ("heldout.src", "heldout2.src"), ("heldout.ref", "heldout2.ref"), "all"),
    ("generic masculine (173)", DE_REAL, ("generic_masc.src",), ("generic_masc.star.ref",), "generic"),
    ("social media (129)", DE_REAL, ("social.src",), ("social.star.ref",), "generic"),
    ("news, nothing to rewrite (169)", DE_REAL, ("news_plain.src",), ("news_plain.src",), "generic"),
)


def read_set(folder: Path, names: tuple[str, ...]) -> list[str]:
    """The lines of ``names`` in ``folder``, one file after the other."""
    return [line for name in names for line in read_lines(folder / name)]


def score_de(model: Path) -> tuple[list[str], list[list[str]]]:
    """WER of the source, the rules and the model on each German set, and the model's ratio to the rules.

    Like is compared with like: a model learns what the rules do in the ``--referents`` mode of its training
    set (its ``fairwrite.json``), so its ratio is to the rules in that mode. Each set follows its own
    convention (the header says which); where that differs from the model's mode, the rules in the set's
    convention are shown too, as the reference point. Every line is its own document (the sets are
    independent sentences). The rules were developed against ``dev``; the other sets were written without
    running them (``tests/data/de_dev/README.md``, ``tests/data/de_real/README.md``).
    """
    mode = read_metadata(model).get("referents") or "all"
    rules = {m: de_rules(referents=m) for m in ("all", "generic")}
    tagger = load_model_rewriter(model, lang="de")

    @functools.cache
    def output(system: str, path: Path) -> tuple[str, ...]:
        """``system``'s lines for one file (``source``, ``tagger`` or a referents mode), once: a pooled set
        reuses its parts'."""
        src = read_lines(path)
        if system == "source":
            return tuple(src)
        return tuple(tagger(src) if system == "tagger" else separate_documents(rules[system], src))

    header = ["system"] + [f"{name}, {convention}" for name, *_, convention in DE_SETS]
    own, other = f"fairwrite rules, --referents {mode}", "fairwrite rules, the set's convention"
    scores: dict[str, list[float]] = {"source (no rewriting)": [], own: [], other: [], f"**{model.name}**": []}
    for _, folder, src_names, ref_names, convention in DE_SETS:
        ref = read_set(folder, ref_names)
        for name, system in zip(scores, ("source", mode, convention, "tagger"), strict=True):
            scores[name].append(wer(ref, [line for n in src_names for line in output(system, folder / n)], "de"))
    if all(convention == mode for *_, convention in DE_SETS):
        del scores[other]
    rows = [[name] + [f"{v:.2f}" for v in values] for name, values in scores.items()]
    model_scores, rule_scores = scores[f"**{model.name}**"], scores[own]
    rows.append(
        [f"model ÷ rules --referents {mode} (target ≤ 2)"]
        + [f"{m / r:.1f}" if r else ("=" if m == 0 else "∞ (rules 0)") for m, r in zip(model_scores, rule_scores, strict=True)]
    )
    return header, rows


def de_submission(model: Path, samples: int) -> dict[str, Any]:
    """The model's leaderboard submission on the German sets (custom benchmarks: the suite has no German
    one), each with its significance against the unrewritten source; pooled sets are left to the table."""
    pairs = [
        (name.split(" (")[0], folder / src, folder / ref) for name, folder, (src, *more), (ref, *_), _ in DE_SETS if not more
    ]
    return run_benchmark(str(model), "de", samples=samples, progress=False, pairs=pairs)


def fr_rules(direction: str) -> Callable[[Sequence[str]], list[str]]:
    """The French rules of ``direction`` on independent sentences, spelt as the training rows are."""
    if direction == "to-standard":
        exclure = Exclure()
        return lambda texts: [r.output for r in exclure.process(texts)]
    inclusify = Inclusify("point", separator=FR_SEPARATOR)

    def to_fair(texts: Sequence[str]) -> list[str]:
        return list(inclusify.rewrite(x for t in texts for x in ("", t)))[1::2]  # "" starts a document

    return to_fair


def dotted(texts: Sequence[str]) -> list[str]:
    """The texts with every inclusive form in INCLURE's ``.`` spelling, as the French scores read them: Moses
    splits *étudiant·e·s* into five tokens but keeps *étudiant.e.s* whole, and IFC writes ``.``, ``·``, ``-``…
    (the separator is a spelling, not an error)."""
    return [normalize(t) for t in texts]


def fr_plain_sentences() -> list[str]:
    """UD French sentences (dev+test) that no French rule may change: no person noun, no inclusive form."""
    ud = sorted((data_dir() / "corpora" / "ud").glob("UD_French-*/*.conllu"))
    texts = (d.text for d in iter_documents(ud))
    return [t for t in texts if not is_candidate(t) and not may_be_inclusive(t)]


def score_fr(models: dict[str, Path], dataset: Path, work: Path, samples: int) -> dict[str, Any]:
    """Per direction: WER on the set's held-out test split and on IFC (BLEU too) beside the unrewritten
    source and the rules (inclusive forms :func:`dotted`); WER on non-gendered UD French; the to-standard
    model's submission (fr-ifc)."""
    splits = load_dataset(str(dataset))
    test = splits["test"]
    ifc = load_ifc()
    plain = fr_plain_sentences()
    tables: dict[str, list[list[str]]] = {}
    non_gendered: dict[str, dict[str, Any]] = {}
    submission = None
    for direction in MODELS["fr"]["directions"]:
        model = models[f"fr-{direction}"]
        rewrite = load_model_rewriter(model, lang="fr")
        inclusive, standard = list(test["source"]), list(test["target"])
        sources, refs = (inclusive, standard) if direction == "to-standard" else (standard, inclusive)
        if direction == "to-standard":
            ifc_sources, ifc_refs = ifc.sources, ifc.references
            ifc_rules = [r.output for r in Exclure().process(ifc_sources)]
            outputs = work / "outputs" / model.name
            submission = run_benchmark(str(model), "fr", samples=samples, outputs_dir=outputs)
        else:  # IFC read backwards: fully standard vfx → inclusive vfi, the rules one document at a time
            ifc_sources, ifc_refs = ifc.references, ifc.sources
            engine = Inclusify("point", separator=FR_SEPARATOR)
            ifc_rules = by_document(engine, ifc_sources, ifc.dataset["id"])
        systems = {
            "source (no rewriting)": (sources, ifc_sources),
            "fairwrite rules": (fr_rules(direction)(sources), ifc_rules),
            f"**{model.name}**": (rewrite(sources), rewrite(ifc_sources)),
        }
        refs, ifc_refs = dotted(refs), dotted(ifc_refs)
        tables[direction] = [
            [name, f"{wer(refs, dotted(held), 'fr'):.2f}", f"{wer(ifc_refs, dotted(on_ifc), 'fr'):.2f}",
             f"{bleu(ifc_refs, dotted(on_ifc))['bleu']:.2f}"]
            for name, (held, on_ifc) in systems.items()
        ]  # fmt: skip
        out = rewrite(plain)
        changed = [(a, b) for a, b in zip(plain, out, strict=True) if a != b]
        non_gendered[direction] = {"wer": wer(plain, out, "fr"), "changed": changed}
    pairs = {split: Counter(rows["direction"]) for split, rows in splits.items()}
    return {
        "tables": tables,
        "test": len(test),
        "ifc": len(ifc.sources),
        "plain": len(plain),
        "non_gendered": non_gendered,
        "submission": submission,
        "pairs": pairs,
    }


def write_card(model: Path, lang: str, submissions: list[dict[str, Any]], what: str = "") -> None:
    """The model card; ``what`` says which pairs it learnt from where the language alone does not."""
    name = model.name.removesuffix("-edit-tagger")
    spec = spec_from_model_dir(
        model,
        model_name=f"fairwrite-{name}-edit-tagger",
        repo_id=f"fairwrite/fairwrite-{name}-edit-tagger",
        submissions=submissions,
        summary=(
            "An edit-tagging rewriter (fairwrite-edit-tagger: a small Transformer encoder tags every word with "
            "keep, delete or one of the most frequent edits of its training pairs), trained from scratch on "
            f"CPU by `bench/train_models.py` on rule-made {lang} pairs from fairwrite's corpora{what}."
        ),
    )
    write_model_card(model, spec)


def print_fr(fr: dict[str, Any], work: Path) -> None:
    """The French tables, the cards and the to-standard model's submission."""
    models = {d: work / "models" / f"fr-{d}-edit-tagger" for d in fr["tables"]}
    submissions = {"to-standard": [fr["submission"]], "to-fair": []}
    what = {
        "to-standard": " (inclusive → standard: the corpus's inclusive sentences with their standard side by "
        "the rules, and its standard sentences made inclusive by the to-fair rules, columns as built)",
        "to-fair": f" (standard → inclusive, point form with `{FR_SEPARATOR}` separators: the same pairs with "
        "the columns swapped)",
    }
    write_submission(fr["submission"], work / "submissions" / f"{models['to-standard'].name}.json")
    for direction, model in models.items():
        write_card(model, "fr", submissions[direction], what[direction])
    counts = "; ".join(
        f"{split} {sum(c.values()):,} (extracted {c['forward']:,}, inclusified {c['backward']:,})"
        for split, c in fr["pairs"].items()
    )
    print(f"\nFrench pairs per split: {counts}")
    titles = {
        "to-standard": "inclusive → standard (held-out: the set's test split; IFC vfi → vfx)",
        "to-fair": "standard → inclusive, point form (held-out: the set's test split swapped; IFC vfx → vfi)",
    }
    header = ["system", f"held-out WER ({fr['test']:,})", f"IFC WER ({fr['ifc']})", "IFC BLEU"]
    for direction, rows in fr["tables"].items():
        print(f"\n## French {titles[direction]} (tokenised WER ×100, BLEU; inclusive forms read as `.`)\n")
        print(table(header, rows))
    print(f"\nNon-gendered French (UD French dev+test without a person noun, {fr['plain']:,} sentences):")
    for direction, ng in fr["non_gendered"].items():
        verdict = "meets" if ng["wer"] <= NON_GENDERED_TARGET else "misses"
        print(
            f"- fr-{direction}: WER {ng['wer']:.2f}, {len(ng['changed'])} changed "
            f"({verdict} the target ≤ {NON_GENDERED_TARGET})"
        )
        for before, after in ng["changed"][:5]:
            print(f"    {before}\n      → {after}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, required=True, help="data, models, outputs (resumable)")
    parser.add_argument("--only", choices=sorted(MODELS), help="one language only")
    parser.add_argument("--en-lines", type=int, default=150_000, help="English corpus lines (0: all)")
    parser.add_argument("--de-lines", type=int, default=0, help="German corpus lines (0: all)")
    parser.add_argument("--fr-lines", type=int, default=0, help="French corpus lines (0: all)")
    parser.add_argument(
        "--de-referents", choices=("all", "generic", "both"), default="both",
        help="German forward pairs: every person reference (TIGER's convention, that of the dev sets; trains "
        "de-edit-tagger), generic references only (the library's default: specific people kept; trains "
        "de-generic-edit-tagger), or both models (each from its own set)",
    )
    parser.add_argument(
        "--max-steps", type=int, default=0, help="0: the language's setting (2,400 en, 5,000 de in bf16, 600 fr)"
    )
    parser.add_argument(
        "--eval-every", type=int, default=0, help="validation every N steps (0: the language's setting, 200 en, 500 de, 50 fr)"
    )
    parser.add_argument(
        "--threads", type=int, default=2, help="torch threads (the cores of an idle machine; 1 where other jobs run)"
    )
    parser.add_argument("--samples", type=int, default=1000, help="bootstrap resamples")
    parser.add_argument(
        "--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE",
        help="a recipe override for every model (e.g. model.encoder_layers=3), as `fairwrite train --set`",
    )
    args = parser.parse_args()
    started = time.perf_counter()
    langs = [args.only] if args.only else list(MODELS)
    lines = {"en": args.en_lines, "de": args.de_lines, "fr": args.fr_lines}
    datasets: dict[str, Path] = {}
    trained: dict[str, tuple[Path, float]] = {}
    for lang in langs:
        modes = ["all"] if lang != "de" else ["all", "generic"] if args.de_referents == "both" else [args.de_referents]
        for referents in modes:
            datasets[lang] = build_set(lang, args.work, lines[lang], referents)
            for name, extra in model_names(lang, referents).items():
                trained[name] = train_model(name, lang, datasets[lang], args.work, args, extra)
                print(f"[{name}] {training_row(*trained[name])}")
    print("\n## Training\n")
    for model, minutes in trained.values():
        print(f"- {training_row(model, minutes)}")
    if "en" in trained:
        model = trained["en"][0]
        en = score_en(model, args.work, args.samples)
        write_submission(en["submission"], args.work / "submissions" / f"{model.name}.json")
        write_card(model, "en", [en["submission"]])
        print("\n## English: gendered → gender-neutral (tokenised WER ×100)\n")
        print(table(["system"] + [NAMES[n] for n in en["names"]], en["rows"]))
        ng = en["non_gendered"]
        verdict = "meets" if ng["wer"] <= NON_GENDERED_TARGET else "misses"
        print(
            f"\nNon-gendered text (UD English EWT dev+test without a gendered word, {ng['segments']:,} sentences): "
            f"WER {ng['wer']:.2f}, {ng['changed']} changed ({verdict} the target ≤ {NON_GENDERED_TARGET})"
        )
    for model in [trained[name][0] for name in ("de", "de-generic") if name in trained]:
        submission = de_submission(model, args.samples)
        write_submission(submission, args.work / "submissions" / f"{model.name}.json")
        write_card(model, "de", [submission])
        print(f"\n## German ({model.name}): generic masculine → gender star (tokenised WER ×100)\n")
        print(table(*score_de(model)))
    if "fr" in datasets:
        models = {name: model for name, (model, _) in trained.items()}
        print_fr(score_fr(models, datasets["fr"], args.work, args.samples), args.work)
    print(f"\n({(time.perf_counter() - started) / 60:.1f} min)")


if __name__ == "__main__":
    main()

"""fairwrite code used by the tokenised_wer metric, inlined so that the Space needs no fairwrite install.

Generated from the fairwrite package by `fairwrite publish metric` (fairwrite.hub.spaces); do not
edit: change fairwrite and publish again.
"""

# generated: do not edit
# ruff: noqa
from __future__ import annotations


from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from sacremoses import MosesTokenizer
import jiwer
import numpy as np


# --- fairwrite.errors:FairwriteError

class FairwriteError(Exception):
    """A user mistake (bad path, malformed input, unknown option) with a message fit for the terminal."""

    exit_code: int = 2


# --- fairwrite.text.tokenize:_tokenizer

@lru_cache(maxsize=16)
def _tokenizer(lang: str) -> MosesTokenizer:
    return MosesTokenizer(lang=lang)


# --- fairwrite.text.tokenize:tokenize

def tokenize(text: str, lang: str = "en") -> list[str]:
    """Moses tokens of ``text``."""
    return _tokenizer(lang).tokenize(text, escape=False)


# --- fairwrite.text.tokenize:tokenized

def tokenized(text: str, lang: str = "en") -> str:
    """``text`` with Moses tokens joined by single spaces."""
    return " ".join(tokenize(text, lang))


# --- fairwrite.citations:CITATIONS

CITATIONS: dict[str, str] = {
    "amrhein2023": """@inproceedings{amrhein-etal-2023-exploiting,
  title = {Exploiting Biased Models to De-bias Text: A Gender-Fair Rewriting Model},
  author = {Amrhein, Chantal and Schottmann, Florian and Sennrich, Rico and L{\\"a}ubli, Samuel},
  booktitle = {Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics},
  year = {2023}
}""",
    "vanmassenhove2021": """@inproceedings{vanmassenhove-etal-2021-neutral,
  title = {{N}eu{T}ral {R}ewriter: A Rule-Based and Neural Approach to Automatic Rewriting into Gender Neutral Alternatives},
  author = {Vanmassenhove, Eva and Emmery, Chris and Shterionov, Dimitar},
  booktitle = {Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing},
  pages = {8940--8948},
  year = {2021}
}""",
    "hauser2023": """@thesis{hauser-2023-gender-neutral,
  title = {Adapting Gender-Inclusive Rewriting Models to Gender-Neutral German},
  author = {Hauser, Renate},
  type = {Bachelor's thesis},
  institution = {University of Zurich, Department of Computational Linguistics},
  year = {2023}
}""",
    "lerner2024": """@inproceedings{lerner-grouin-2024-inclure,
  title = {{INCLURE}: a Dataset and Toolkit for Inclusive French Translation},
  author = {Lerner, Paul and Grouin, Cyril},
  booktitle = {Proceedings of the 17th Workshop on Building and Using Comparable Corpora (BUCC) @ LREC-COLING 2024},
  year = {2024}
}""",
    "zmigrod2019": """@inproceedings{zmigrod-etal-2019-counterfactual,
  title = {Counterfactual Data Augmentation for Mitigating Gender Stereotypes in Languages with Rich Morphology},
  author = {Zmigrod, Ran and Mielke, Sabrina J. and Wallach, Hanna and Cotterell, Ryan},
  booktitle = {Proceedings of the 57th Annual Meeting of the Association for Computational Linguistics},
  pages = {1651--1661},
  year = {2019}
}""",
    "grouin2022": """@inproceedings{grouin-2022-impact,
  title = {Impact du fran{\\c{c}}ais inclusif sur les outils du {TAL} (Impact of French Inclusive Language on NLP Tools)},
  author = {Grouin, Cyril},
  booktitle = {Actes de la 29e Conf{\\'e}rence sur le Traitement Automatique des Langues Naturelles},
  pages = {126--135},
  year = {2022}
}""",
}


# --- fairwrite.text.io:check_aligned

def check_aligned(names: Sequence[str], columns: Sequence[Sequence[object]]) -> None:
    """Raise when in-memory columns that must be parallel differ in length."""
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{n}: {len(c)}" for n, c in zip(names, columns, strict=True))
        raise FairwriteError(f"inputs are not aligned ({detail})")


# --- fairwrite.metrics.wer:SegmentCounts

@dataclass(frozen=True)
class SegmentCounts:
    """Per-segment edit operations (substitutions + deletions + insertions) and reference lengths."""

    edits: np.ndarray
    ref_words: np.ndarray

    def wer(self, indices: np.ndarray | None = None) -> float:
        """WER of the whole set, or of the (re)sample given by ``indices``."""
        if indices is None:
            return float(self.edits.sum() / self.ref_words.sum())
        return float(self.edits[indices].sum() / self.ref_words[indices].sum())

    def resampled_wer(self, indices: np.ndarray) -> np.ndarray:
        """WER of each row of a ``(samples, n)`` index matrix, vectorised."""
        return self.edits[indices].sum(axis=1) / self.ref_words[indices].sum(axis=1)


# --- fairwrite.metrics.wer:_prepare

def _prepare(references: Sequence[str], predictions: Sequence[str], lang: str, tokenize: bool):
    check_aligned(["references", "predictions"], [references, predictions])
    if not references:
        raise FairwriteError("cannot compute WER of an empty set")
    if tokenize:
        references = [tokenized(r, lang) for r in references]
        predictions = [tokenized(p, lang) for p in predictions]
    if any(not r.strip() for r in references):
        empty = next(i for i, r in enumerate(references) if not r.strip()) + 1
        raise FairwriteError(f"reference {empty} is empty; WER needs at least one reference word per segment")
    return list(references), list(predictions)


# --- fairwrite.metrics.wer:segment_counts

def segment_counts(
    references: Sequence[str], predictions: Sequence[str], *, lang: str = "en", tokenize: bool = True
) -> SegmentCounts:
    """Align every segment once with jiwer and keep its edit and reference-word counts."""
    refs, hyps = _prepare(references, predictions, lang, tokenize)
    output = jiwer.process_words(refs, hyps)
    edits = np.zeros(len(refs), dtype=np.int64)
    for i, alignment in enumerate(output.alignments):
        for chunk in alignment:
            if chunk.type == "insert":
                edits[i] += chunk.hyp_end_idx - chunk.hyp_start_idx
            elif chunk.type != "equal":
                edits[i] += chunk.ref_end_idx - chunk.ref_start_idx
    ref_words = np.array([len(r) for r in output.references], dtype=np.int64)
    return SegmentCounts(edits=edits, ref_words=ref_words)

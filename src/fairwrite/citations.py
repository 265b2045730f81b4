"""BibTeX of the works fairwrite implements and evaluates on, cited by dataset and model cards.

Keys are short and stable (``amrhein2023``, …); cards cite a work by key so that every card spells a
reference the same way.
"""

from __future__ import annotations

from collections.abc import Iterable

from fairwrite.errors import FairwriteError

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

#: Which works a language's data and models build on (used when a card names no citations itself).
LANGUAGE_CITATIONS: dict[str, tuple[str, ...]] = {
    "en": ("vanmassenhove2021", "amrhein2023"),
    "de": ("amrhein2023", "hauser2023"),
    "fr": ("lerner2024", "grouin2022"),
    "es": ("zmigrod2019",),
    "he": ("zmigrod2019",),
}


def bibtex(keys: Iterable[str]) -> list[str]:
    """BibTeX entries for citation keys, in order, without duplicates; raw BibTeX passes through."""
    entries: list[str] = []
    for key in keys:
        entry = key if key.lstrip().startswith("@") else CITATIONS.get(key)
        if entry is None:
            raise FairwriteError(f"unknown citation {key!r}; known: {', '.join(sorted(CITATIONS))}")
        if entry not in entries:
            entries.append(entry)
    return entries


def citations_for(languages: Iterable[str]) -> list[str]:
    """Citation keys of the works behind ``languages`` (deduplicated, in order)."""
    keys: list[str] = []
    for lang in languages:
        keys += [k for k in LANGUAGE_CITATIONS.get(lang, ()) if k not in keys]
    return keys

"""German forward rewriter on real text: does it give person nouns the right number?

Number decides every other word of a gender-fair phrase (*der*die Lehrer*in* vs *die Lehrer*innen*), and
many German person nouns look the same in the singular and the plural (*Lehrer*, *Kunden*). This bench
runs the rewriter over UD German GSD (news and reviews) and compares the number of each rewritten person
noun with UD's gold ``Number`` feature. Compounds whose first part is the person (*Kundenservice*) are
left out: their number is the compound's, not the person's. The peer is always answering the more
frequent number.

    .venv/bin/python bench/de_ud_number.py [--show-errors N]
"""

from __future__ import annotations

import argparse
from collections import Counter

import conllu

from fairwrite.datadir import data_path
from fairwrite.de.forward import ForwardRewriter

TREEBANK = "corpora/ud/UD_German-GSD"
NUMBER = {"Sing": "sg", "Plur": "pl"}


def gold_nouns(rewriter: ForwardRewriter):
    """``(sentence, span, gold number)`` for every person noun UD annotates with a number."""
    for path in sorted(data_path(TREEBANK).glob("*.conllu")):
        with path.open(encoding="utf-8") as handle:
            for sentence in conllu.parse_incr(handle):
                text = sentence.metadata.get("text", "")
                for token in sentence.filter(upos=lambda u: u in ("NOUN", "PROPN", "ADJ")):
                    number = NUMBER.get((token["feats"] or {}).get("Number", ""))
                    if number and rewriter.lex.person_noun(token["lemma"]) is not None:
                        yield text, token["form"], number


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show-errors", type=int, default=0, metavar="N")
    args = parser.parse_args()
    rewriter = ForwardRewriter()
    analysed: dict[str, dict[str, str]] = {}
    scores, gold_counts, errors = Counter(), Counter(), []
    for text, form, gold in gold_nouns(rewriter):
        if text not in analysed:
            analysed[text] = {
                text[d.start : d.end]: d.number for d in rewriter.analyse(text) if d.kind in ("noun", "adjnoun")
            }
        predicted = analysed[text].get(form)
        if predicted is None:
            scores["not rewritten"] += 1
            continue
        gold_counts[gold] += 1
        scores["right" if predicted == gold else "wrong"] += 1
        if predicted != gold:
            errors.append((form, gold, predicted, text))
    judged = scores["right"] + scores["wrong"]
    if not judged:
        raise SystemExit(f"no annotated person nouns found under {data_path(TREEBANK)}")
    accuracy = scores["right"] / judged
    majority, majority_count = gold_counts.most_common(1)[0]
    print(f"UD German GSD: {judged} rewritten person nouns with a gold number "
          f"({scores['not rewritten']} annotated person nouns were not rewritten)")
    print(f"  fairwrite forward rewriter       number accuracy {100 * accuracy:5.1f}")
    print(f"  always '{majority}' (majority)          number accuracy {100 * majority_count / judged:5.1f}")
    print(f"  ratio of errors: majority / fairwrite = {(judged - majority_count) / max(scores['wrong'], 1):.1f}x")
    for form, gold, predicted, text in errors[: args.show_errors]:
        print(f"  {form}: gold {gold}, rewriter {predicted} | {text[:140]}")


if __name__ == "__main__":
    main()

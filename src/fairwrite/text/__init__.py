"""Shared text utilities: line-oriented I/O, Moses tokenisation, sentence segmentation."""

from fairwrite.text.io import open_output, read_lines, read_parallel, write_lines
from fairwrite.text.segment import split_sentences
from fairwrite.text.tokenize import detokenize, tokenize

__all__ = [
    "detokenize",
    "open_output",
    "read_lines",
    "read_parallel",
    "split_sentences",
    "tokenize",
    "write_lines",
]

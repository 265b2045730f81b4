"""Corpus readers and corpus-scale processing steps."""

from fairwrite.corpus.readers import expand_inputs, iter_documents, iter_sentences

__all__ = ["expand_inputs", "iter_documents", "iter_sentences"]

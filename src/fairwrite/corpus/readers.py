"""Read raw corpora into :class:`fairwrite.schema.Document` records.

Formats, chosen by file name: OSCAR JSONL (22.01: ``content`` + ``warc_headers`` + ``metadata``; also
any JSONL with a ``text`` field), plain text (one document per line, or per blank-line-separated
paragraph block with ``paragraphs=True``), CoNLL-U (one document per sentence, its ``# text =`` line),
each optionally gzip-compressed. ``--input`` accepts files,
folders and glob patterns.

Nothing is lost silently. A *record* that is JSON but not a corpus record (a list, a string, ``null``,
no text field, nested too deeply to parse) is skipped and counted in the ``stats`` the caller passes
(:class:`fairwrite.schema.CorpusStats`: how many, why, and the first few ``FILE:LINE``), which a
builder's dataset card records. A *file* that is not what its name says (not UTF-8, a line that is not
JSON at all, a broken gzip stream) is an error naming the file and line; with ``skip_malformed`` lines
that are not JSON are skipped and counted too.
"""

from __future__ import annotations

import itertools
import json
import logging
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from fairwrite.errors import FairwriteError
from fairwrite.schema import CorpusStats, Document
from fairwrite.text.inputs import expand_inputs
from fairwrite.text.io import iter_lines
from fairwrite.text.segment import split_sentences

log = logging.getLogger(__name__)

def _is_jsonl(path: Path) -> bool:
    return path.name.endswith((".jsonl", ".json", ".jsonl.gz", ".json.gz"))


_JSON_TYPES = {list: "an array", str: "a string", int: "a number", float: "a number", bool: "a boolean"}
_JSON_TYPES[type(None)] = "null"


def _json_document(line: str, path: Path, number: int, skip_malformed: bool, stats: CorpusStats) -> Document | None:
    """The document of line ``number`` of a JSONL file, or ``None`` when the line is a malformed record
    (counted); a record without an id of its own is ``<file>:<line number>``."""
    where = f"{path}:{number}"
    try:
        record = json.loads(line)
    except ValueError as err:  # JSONDecodeError, or a number past Python's 4,300-digit conversion limit
        why = f"{err.msg} at column {err.colno}" if isinstance(err, json.JSONDecodeError) else "a number too long"
        message = f"{where}: malformed JSON ({why})"
        if not skip_malformed:
            raise FairwriteError(message + "; pass --skip-malformed to skip such lines") from None
        log.warning("%s; skipped", message)
        stats.skip(where, "malformed JSON")
        return None
    except RecursionError:  # the parser recurses once per level of nesting
        stats.skip(where, "JSON nested too deeply")
        return None
    if not isinstance(record, dict):
        stats.skip(where, f"not a JSON object but {_JSON_TYPES.get(type(record), 'a value')}")
        return None
    text = record.get("content", record.get("text"))
    if not isinstance(text, str):
        stats.skip(where, "no string 'content' or 'text' field")
        return None
    headers = record.get("warc_headers")
    headers = headers if isinstance(headers, dict) else {}
    doc_id = str(record.get("id") or headers.get("warc-record-id") or f"{path.name}:{number}")
    metadata = {k: v for k, v in record.items() if k not in ("content", "text")}
    return Document(text=text, id=doc_id, corpus=path.name, metadata=metadata)


def _conllu_documents(path: Path) -> Iterator[Document]:
    """One document per CoNLL-U sentence: its ``# text =`` line, id from ``# sent_id =``."""
    sent_id, text, start = None, None, 1
    for number, line in enumerate(itertools.chain(iter_lines(path), [""]), start=1):
        if line.startswith("# sent_id ="):
            sent_id = line.partition("=")[2].strip()
        elif line.startswith("# text ="):
            text = line.partition("=")[2].strip()
        elif not line.strip():
            if text:
                yield Document(text=text, id=f"{path.name}:{sent_id or start}", corpus=path.name)
            sent_id, text, start = None, None, number + 1


def iter_documents(
    inputs: Iterable[str | Path],
    *,
    paragraphs: bool = False,
    skip_malformed: bool = False,
    rank: int = 0,
    world_size: int = 1,
    stats: CorpusStats | None = None,
) -> Iterator[Document]:
    """Documents of every input file, in a deterministic order; malformed records go to ``stats.skip``.

    With ``world_size > 1`` only shard ``rank`` of them: every ``world_size``-th file when there are at
    least as many files as shards (each file is read by one shard only), else every ``world_size``-th
    document. The shards are disjoint and together hold every document exactly once.
    """
    files = expand_inputs(inputs)
    if not 0 <= rank < world_size:
        raise FairwriteError(f"shard {rank} does not exist among {world_size}")
    stats = stats if stats is not None else CorpusStats()
    by_file = len(files) >= world_size
    documents = _iter_files(files[rank::world_size] if by_file else files, paragraphs, skip_malformed, stats)
    for number, document in enumerate(documents):
        if by_file or number % world_size == rank:
            yield document


def _iter_files(
    files: Sequence[Path], paragraphs: bool, skip_malformed: bool, stats: CorpusStats
) -> Iterator[Document]:
    for path in files:
        before = sum(stats.skipped.values())
        try:
            yield from _file_documents(path, paragraphs, skip_malformed, stats)
        except (OSError, EOFError) as err:  # a truncated or corrupt .gz stream
            raise FairwriteError(f"{path}: cannot be read ({err})") from None
        skipped = sum(stats.skipped.values()) - before
        if skipped:
            log.warning("%s: skipped %d malformed record(s): %s", path, skipped, stats.skipped)


def _file_documents(
    path: Path, paragraphs: bool, skip_malformed: bool, stats: CorpusStats
) -> Iterator[Document]:
    if path.name.endswith((".conllu", ".conllu.gz")):
        yield from _conllu_documents(path)
    elif _is_jsonl(path):
        for number, line in enumerate(iter_lines(path), start=1):
            if line.strip():
                document = _json_document(line, path, number, skip_malformed, stats)
                if document is not None:
                    yield document
    elif paragraphs:
        block: list[str] = []
        start = 1
        for number, line in enumerate([*iter_lines(path), ""], start=1):
            if line.strip():
                block.append(line)
            elif block:
                yield Document(text="\n".join(block), id=f"{path.name}:{start}", corpus=path.name)
                block = []
            if not line.strip():
                start = number + 1
    else:
        for number, line in enumerate(iter_lines(path), start=1):
            if line.strip():
                yield Document(text=line, id=f"{path.name}:{number}", corpus=path.name)


def iter_sentences(documents: Iterable[Document], lang: str) -> Iterator[tuple[Document, int, str]]:
    """``(document, index, sentence)`` for every sentence of every document."""
    for document in documents:
        for index, sentence in enumerate(split_sentences(document.text, lang)):
            yield document, index, sentence


# --- byte ranges: fewer files than tasks ------------------------------------------------------------------


def splittable(path: str | Path) -> bool:
    """A file a task can read a byte range of: uncompressed, one record per line (JSONL or text)."""
    name = Path(path).name
    return not name.endswith((".gz", ".conllu"))


def reads_ranges(files: Sequence[str | Path], world_size: int, paragraphs: bool = False) -> bool:
    """Whether the tasks of a job read byte ranges of ``files``: fewer files than tasks, all of them
    uncompressed with one record per line (else each task reads whole files, or every ``world_size``-th
    document of records that cannot be cut)."""
    return len(files) < world_size and not paragraphs and all(splittable(f) for f in files)


def byte_ranges(files: Sequence[Path], rank: int, world_size: int) -> list[tuple[int, Path, int, int]]:
    """``(file number, file, start, end)`` of task ``rank``'s share of ``files``: the ``rank``-th of
    ``world_size`` equal parts of their bytes laid end to end. A task reads the lines that *start* in its
    range (:func:`iter_range`), so the tasks together read every line once."""
    sizes = [Path(f).stat().st_size for f in files]
    total = sum(sizes)
    low, high = total * rank // world_size, total * (rank + 1) // world_size
    ranges, offset = [], 0
    for number, (path, size) in enumerate(zip(files, sizes, strict=True)):
        start, end = max(low, offset), min(high, offset + size)
        if start < end:
            ranges.append((number, Path(path), start - offset, end - offset))
        offset += size
    return ranges


#: Bytes read at a time when counting lines.
COUNT_BLOCK = 1 << 23


def count_line_starts(path: str | Path, start: int, end: int) -> int:
    """How many lines of ``path`` start in ``[start, end)`` (the lines :func:`iter_range` reads there): the
    line numbers of a byte range follow from the counts of the ranges before it. Counts ``\n`` bytes only
    (no decoding), as :func:`fairwrite.text.io.iter_lines` numbers lines."""
    if end <= start:
        return 0
    count = 1 if start == 0 else 0  # a line starts at 0, and after every "\n" before end - 1
    low = max(start - 1, 0)
    with Path(path).open("rb") as stream:
        stream.seek(low)
        left = end - 1 - low
        while left > 0 and (block := stream.read(min(COUNT_BLOCK, left))):
            count += block.count(b"\n")
            left -= len(block)
    return count


def iter_range(
    path: Path,
    start: int,
    end: int,
    *,
    first_line: int | None = None,
    skip_malformed: bool = False,
    stats: CorpusStats | None = None,
) -> Iterator[tuple[int, Document]]:
    """``(line number, document)`` of the lines of ``path`` that start in ``[start, end)``, named and
    numbered as :func:`iter_documents` names them (``<file>:<line>``), so a document's id does not depend on
    how the file was cut. ``first_line``: the number of the first line starting at or after ``start``
    (from :func:`count_line_starts` of the ranges before; counted here when not given)."""
    stats = stats if stats is not None else CorpusStats()
    jsonl = _is_jsonl(path)
    number = first_line if first_line is not None else count_line_starts(path, 0, start) + 1
    with path.open("rb") as stream:
        if start > 0:
            stream.seek(start - 1)
            if stream.read(1) != b"\n":
                stream.readline()  # the line under way belongs to the task before
        offset = stream.tell()
        while offset < end:
            raw = stream.readline()
            if not raw:
                break
            try:
                line = raw.rstrip(b"\n").rstrip(b"\r").decode("utf-8")
            except UnicodeDecodeError as err:
                raise FairwriteError(
                    f"{path}:{number}: invalid UTF-8 (byte {err.start + 1} of the line); convert the file to UTF-8 first"
                ) from None
            if offset == 0 and line.startswith("\ufeff"):
                line = line[1:]
            if line.strip():
                if jsonl:
                    document = _json_document(line, path, number, skip_malformed, stats)
                else:
                    document = Document(text=line, id=f"{path.name}:{number}", corpus=path.name)
                if document is not None:
                    yield number, document
            offset += len(raw)
            number += 1

"""Training data: fairwrite datasets → token ids (``datasets.map``) → length-bucketed, token-capped batches.

Batching is planned *globally* and deterministically: for epoch ``e`` every process computes the same
list of optimizer-step batches from ``(seed, e)`` alone — segments sorted by length with a seeded random
tie-break, cut greedily into batches of at most ``max_tokens`` padded tokens, then shuffled. Each batch is
split into ``processes × accumulation`` micro-batches and each process takes its share; transformers'
``DataCollatorForSeq2Seq`` pads each micro-batch and builds its decoder inputs. Hence

- the optimisation does not depend on the number of processes (the global batch is the same; the loss
  is normalised by the global number of target tokens, see :func:`fairwrite.trainer.loop.train`);
- the data position is just ``(epoch, batch index)``, which a checkpoint stores and a resumed run skips
  to exactly, without replaying the data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from datasets import load_dataset

from fairwrite.errors import FairwriteError
from fairwrite.models.tags import record_tags, with_tags
from fairwrite.trainer.config import DataConfig


def _network_error(err: BaseException) -> bool:
    """Whether ``err`` (or what it was raised from) is a failed connection rather than a bug."""
    while err is not None:
        names = {kind.__name__ for kind in type(err).__mro__}
        if isinstance(err, ConnectionError | TimeoutError) or names & {
            "ConnectionError", "ConnectError", "TimeoutException", "OfflineModeIsEnabled", "HTTPError",
            "RequestException", "NetworkError", "LocalEntryNotFoundError",
        }:
            return True
        err = err.__cause__ or err.__context__  # type: ignore[assignment]
    return False


def load_splits(cfg: DataConfig) -> dict[str, Any]:
    """``{"train": Dataset, "validation": Dataset | None}`` from a Hub-ready folder or a Hub id."""
    source = cfg.dataset
    local = Path(source).expanduser()
    if local.exists() and not local.is_dir():
        raise FairwriteError(f"data.dataset {source} is a file; give a Hub-ready folder or a Hub dataset id")
    try:
        splits = load_dataset(str(local) if local.is_dir() else source, cfg.config)
    except FileNotFoundError as err:
        raise FairwriteError(f"cannot load dataset {source!r}: {err}") from None
    except ValueError as err:  # unknown config, offline Hub id, …
        raise FairwriteError(f"cannot load dataset {source!r}: {err}") from None
    except Exception as err:  # the Hub unreachable: requests', httpx' and huggingface_hub's own errors
        if not _network_error(err):
            raise
        raise FairwriteError(
            f"cannot load dataset {source!r}: it is not a local folder and the Hub could not be reached "
            f"({type(err).__name__}); check the path, or the network and HF_HUB_OFFLINE"
        ) from None
    if cfg.train_split not in splits:
        raise FairwriteError(f"dataset {source} has no split {cfg.train_split!r}: {', '.join(splits)}")
    train = splits[cfg.train_split]
    if cfg.limit_train is not None:
        train = train.select(range(min(cfg.limit_train, len(train))))
    validation = None
    if cfg.validation_split:
        if cfg.validation_split not in splits:
            raise FairwriteError(
                f"dataset {source} has no split {cfg.validation_split!r} (set data.validation_split: null)"
            )
        validation = splits[cfg.validation_split]
    for column in (cfg.source_column, cfg.target_column):
        if column not in train.column_names:
            raise FairwriteError(
                f"dataset {source} has no column {column!r}: {', '.join(train.column_names)}"
            )
    return {"train": train, "validation": validation}


def _records(batch: dict[str, list[Any]]) -> list[dict[str, Any]]:
    keys = list(batch)
    return [dict(zip(keys, row, strict=True)) for row in zip(*batch.values(), strict=True)]


def tagged_sources(batch: dict[str, list[Any]], cfg: DataConfig) -> list[str]:
    """The source texts of a batch of records, with their control tags prepended."""
    sources = batch[cfg.source_column]
    if not cfg.control_tags:
        return list(sources)
    return [
        with_tags(s, record_tags(r, cfg.control_tags)) for s, r in zip(sources, _records(batch), strict=True)
    ]


def collect_tags(dataset: Any, kinds: Sequence[str]) -> dict[str, int]:
    """Every control tag occurring in ``dataset`` with its count (most frequent first)."""
    if not kinds:
        return {}
    needed = {"gender": "target_label", "form": "form", "tags": "tags"}
    missing = [needed[k] for k in kinds if needed[k] not in dataset.column_names]
    if missing:
        raise FairwriteError(f"control tags {list(kinds)} need the columns {missing} (fairwrite schema)")
    counts: dict[str, int] = {}
    columns = [needed[k] for k in kinds]
    for batch in dataset.select_columns(columns).iter(batch_size=10_000):
        for record in _records(batch):
            for tag in record_tags(record, kinds):
                counts[tag] = counts.get(tag, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def tokenize(
    dataset: Any,
    tokenizer: Any,
    cfg: DataConfig,
    *,
    keep_text: bool = False,
    encode: Callable[[list[str], list[str]], dict[str, list[Any]]] | None = None,
) -> Any:
    """``input_ids``, ``labels`` and their lengths for every row (``datasets.map``, cached on disk).

    With ``keep_text`` the tagged source and the target text are kept (for generation-based validation).
    ``encode(sources, targets)`` replaces the tokenizer where a model has its own encoding (an edit
    tagger: word features and one edit label per source word, so both lengths count source words).
    """

    def encode_batch(batch: dict[str, list[Any]]) -> dict[str, list[Any]]:
        sources = tagged_sources(batch, cfg)
        targets = batch[cfg.target_column]
        if encode is not None:
            pair = encode(sources, targets)
            ids, labels = pair["input_ids"], pair["labels"]
        else:
            ids = tokenizer(sources, truncation=True, max_length=cfg.max_source_length)["input_ids"]
            labels = tokenizer(text_target=targets, truncation=True, max_length=cfg.max_target_length)[
                "input_ids"
            ]
        out = {
            "input_ids": ids,
            "labels": labels,
            "source_length": [len(x) for x in ids],
            "target_length": [len(x) for x in labels],
        }
        if keep_text:
            out["tagged_source"] = sources
            out["reference"] = list(targets)
        return out

    return dataset.map(
        encode_batch,
        batched=True,
        batch_size=1000,
        num_proc=cfg.num_proc,
        remove_columns=dataset.column_names,
        desc="tokenising",
    )


# --- batching --------------------------------------------------------------------------------------


def plan_training_batches(
    lengths: np.ndarray,
    *,
    max_tokens: int,
    max_sentences: int | None = None,
    min_sentences: int = 1,
    seed: int = 0,
    epoch: int = 0,
    shuffle: bool = True,
) -> list[np.ndarray]:
    """An epoch's global batches of row indices: length-bucketed, each ``count × longest ≤ max_tokens``,
    in seeded random order (generation batches are :func:`fairwrite.generation.plan_batches`).

    A batch holds at least ``min_sentences`` rows (one per micro-batch) even when that exceeds
    ``max_tokens``; a last batch smaller than that is dropped. Deterministic in ``(seed, epoch)``.
    """
    lengths = np.asarray(lengths, dtype=np.int64)
    rng = np.random.default_rng([seed, epoch])
    tiebreak = rng.random(len(lengths)) if shuffle else np.arange(len(lengths))
    order = np.lexsort((tiebreak, lengths))  # ascending length: a batch's last row is its longest
    cap = max_sentences or len(lengths) or 1
    batches: list[np.ndarray] = []
    start = 0
    n = len(order)
    sorted_lengths = lengths[order]
    while start < n:
        end = start + 1
        while end < n and end - start < cap:
            if (end + 1 - start) * sorted_lengths[end] > max_tokens and end - start >= min_sentences:
                break
            end += 1
        if end - start >= min_sentences:
            batches.append(order[start:end])
        start = end
    if shuffle:
        batches = [batches[i] for i in rng.permutation(len(batches))]
    return batches


@dataclass
class Step:
    """One optimizer step for this process: its micro-batches and the global target-token count."""

    epoch: int
    index: int  # batch index within the epoch
    micro_batches: list[dict[str, Any]]
    target_tokens: int  # over the global batch (all processes)
    source_tokens: int


class StepPlan:
    """Iterates optimizer steps for one process, from any ``(epoch, index)`` position."""

    def __init__(
        self,
        dataset: Any,
        cfg: DataConfig,
        *,
        seed: int,
        num_processes: int,
        process_index: int,
        accumulation: int,
        collator: Any,
    ) -> None:
        self.dataset = dataset.with_format(None)
        self.cfg = cfg
        self.seed = seed
        self.num_processes = num_processes
        self.process_index = process_index
        self.accumulation = accumulation
        self.collator = collator  # a transformers DataCollatorForSeq2Seq (pads, shifts labels right)
        self.source_lengths = np.asarray(list(dataset["source_length"]), dtype=np.int64)
        self.target_lengths = np.asarray(list(dataset["target_length"]), dtype=np.int64)
        self.lengths = np.maximum(self.source_lengths, self.target_lengths)
        self._plans: dict[int, list[np.ndarray]] = {}

    def batches(self, epoch: int) -> list[np.ndarray]:
        if epoch not in self._plans:
            self._plans = {
                epoch: plan_training_batches(
                    self.lengths,
                    max_tokens=self.cfg.max_tokens,
                    max_sentences=self.cfg.max_sentences,
                    min_sentences=self.num_processes * self.accumulation,
                    seed=self.seed,
                    epoch=epoch,
                    shuffle=self.cfg.shuffle,
                )
            }
            if not self._plans[epoch]:
                raise FairwriteError("the training data yields no batch; is data.max_tokens too small?")
        return self._plans[epoch]

    def __len__(self) -> int:
        return len(self.batches(0))

    def micro_indices(self, batch: np.ndarray) -> list[np.ndarray]:
        """This process's micro-batches of a global batch (contiguous in length order)."""
        parts = np.array_split(batch, self.num_processes * self.accumulation)
        first = self.process_index * self.accumulation
        return parts[first : first + self.accumulation]

    def collate(self, indices: np.ndarray) -> dict[str, Any]:
        """The padded tensors of the rows ``indices`` (one micro-batch of the plan)."""
        rows = self.dataset[[int(i) for i in indices]]
        return self.collator(
            [{"input_ids": s, "labels": t} for s, t in zip(rows["input_ids"], rows["labels"], strict=True)]
        )

    def steps(self, epoch: int, start_index: int = 0) -> Iterator[Step]:
        """The steps of ``epoch`` from batch ``start_index`` on."""
        for index, batch in enumerate(self.batches(epoch)):
            if index < start_index:
                continue
            yield Step(
                epoch=epoch,
                index=index,
                micro_batches=[self.collate(part) for part in self.micro_indices(batch)],
                target_tokens=int(self.target_lengths[batch].sum()),
                source_tokens=int(self.source_lengths[batch].sum()),
            )

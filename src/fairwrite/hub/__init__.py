"""Hub-ready folders, cards and publishing (nothing reaches the network unless asked)."""

from fairwrite.datasets.folder import (
    DatasetCardSpec,
    size_category,
    validate_dataset_folder,
    write_dataset_folder,
)

__all__ = ["DatasetCardSpec", "size_category", "validate_dataset_folder", "write_dataset_folder"]

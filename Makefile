# fairwrite — every target does its own set-up; `make setup` is idempotent and fast when nothing changed.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.fairwrite-installed
export FAIRWRITE_DATA ?= $(abspath ../shared)
export HF_HUB_OFFLINE := 1
export HF_DATASETS_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: setup test test-fast lint demo bench duplicates clean

setup: $(STAMP)

$(STAMP): pyproject.toml Makefile
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --upgrade pip
	@# The CPU wheel of torch lies on the machine; any other spec may pull a multi-GB CUDA build.
	@$(BIN)/python -c "import torch" 2>/dev/null || $(BIN)/python -m pip install -q torch==2.13.0
	@$(BIN)/python -m pip install -q -e ".[all]"
	@touch $(STAMP)

test: setup
	$(BIN)/python -m pytest -q -p no:cacheprovider tests

test-fast: setup
	$(BIN)/python -m pytest -q -p no:cacheprovider -m "not slow" tests

lint: setup
	$(BIN)/ruff check src tests bench training dataset_scripts eval

demo: setup
	@# Until the end-to-end job lands, the demo scores the published English systems.
	@for s in opensubtitles reddit winobias+; do $(BIN)/fairwrite evaluate --metric tokenised-wer --references $$FAIRWRITE_DATA/benchmarks/en/$$s.trg --predictions $$FAIRWRITE_DATA/benchmarks/en/systems/$$s.backward-augmentation; done

bench: setup
	@for b in bench/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

duplicates:
	duplicates src

clean:
	rm -rf $(VENV) demo-output .pytest_cache build dist src/*.egg-info

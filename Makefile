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

.PHONY: setup browser test test-fast test-explore lint demo bench train-models duplicates clean

setup: $(STAMP)

$(STAMP): pyproject.toml Makefile
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --upgrade pip
	@# The CPU wheel of torch lies on the machine; any other spec may pull a multi-GB CUDA build.
	@$(BIN)/python -c "import torch" 2>/dev/null || $(BIN)/python -m pip install -q torch==2.13.0
	@$(BIN)/python -m pip install -q -e ".[all]"
	@touch $(STAMP)

# Headless Chromium for the HTML tests (they skip without it): a cheap check, an install only where apt works.
browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || { \
	  if [ -n "$$FAIRWRITE_NO_APT" ]; then echo "chromium not found (FAIRWRITE_NO_APT set): the browser tests will skip"; \
	  elif command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	    echo "chromium not found: installing Debian's chromium with apt-get for the browser tests (a few minutes;"; \
	    echo "  FAIRWRITE_NO_APT=1 make test skips it, and those tests skip)"; \
	    apt-get install -y -q chromium >/dev/null 2>&1 \
	      || { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q chromium >/dev/null 2>&1; } \
	      || echo "chromium could not be installed; the browser tests will skip"; \
	  else echo "chromium not found and apt-get not usable; the browser tests will skip"; fi; }

# two pytest-xdist workers (the suite's tests are independent: own tmp folders, own ports and processes):
# 4:39 instead of 7:51 on the 2-core development machine
test: setup browser
	$(BIN)/python -m pytest -q -p no:cacheprovider -n 2 tests

test-fast: setup browser
	$(BIN)/python -m pytest -q -p no:cacheprovider -n 2 -m "not slow" tests

# property tests with fresh random draws (`make test` replays a fixed set, so CI is deterministic)
test-explore: setup
	HYPOTHESIS_PROFILE=explore $(BIN)/python -m pytest -q -p no:cacheprovider $(shell grep -l hypothesis tests/test_*.py)

# transformers 4.57 (where text2text-generation is native): a second venv that layers transformers 4.57
# and what it pins (huggingface-hub < 1, tokenizers, datasets 4) over .venv's packages, then runs the
# pipeline and rewriter tests. Not part of `make test`: run it as a separate CI job.
VENV_TF4 := .venv-tf4
TF4_PY := $(VENV_TF4)/bin/python
PURELIB := import sysconfig; print(sysconfig.get_paths()['purelib'])
test-transformers4: setup
	@test -x $(TF4_PY) || $(BIN)/python -m venv $(VENV_TF4)
	@echo "import site; site.addsitedir('$$($(BIN)/python -c "$(PURELIB)")')" > "$$($(TF4_PY) -c "$(PURELIB)")/zz-fairwrite-base.pth"
	@test -f $(VENV_TF4)/.installed || ($(TF4_PY) -m pip install -q "transformers==4.57.*" "datasets>=4,<5" && touch $(VENV_TF4)/.installed)
	$(TF4_PY) -c "import transformers; print('transformers', transformers.__version__)"
	$(TF4_PY) -m pytest -q -p no:cacheprovider tests/test_pipeline.py tests/test_model_rewriter.py

lint: setup
	$(BIN)/ruff check src tests bench training dataset_scripts eval

demo: setup
	$(BIN)/fairwrite demo --output demo-output

bench: setup
	@for b in $(filter-out bench/train_models.py,$(wildcard bench/*.py)); do echo "== $$b"; $(BIN)/python $$b || exit 1; done

# Builds the training sets from ../shared/corpora/text, trains the edit taggers, scores them (about 2 hours on
# 2 cores: bench/train_models.py's docstring has each step's time)
train-models: setup
	$(BIN)/python bench/train_models.py --work train-models-output

duplicates:
	duplicates src

clean:
	rm -rf $(VENV) $(VENV_TF4) demo-output train-models-output .pytest_cache build dist src/*.egg-info

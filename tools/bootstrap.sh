#!/usr/bin/env bash
# Installs what the build needs on a bare machine: `tools/bootstrap.sh venv` (.venv + requirements-dev.txt), `tools/bootstrap.sh node` (MicroPython VM via npm), `tools/bootstrap.sh chromium` (the browser tests' Chromium) or `tools/bootstrap.sh toolchain` (make uf2's ARM compiler and cmake).
# Missing system packages (python3-venv, nodejs/npm, chromium, the ARM toolchain) are installed with apt-get when running as root; otherwise it says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
APT_UPDATED=0

say() { echo "bootstrap: $*" >&2; }

apt_install() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    say "missing system packages: $*"
    say "install them (e.g. 'sudo apt-get install -y $*') and re-run make"
    exit 1
  fi
  if [ "$APT_UPDATED" = 0 ]; then
    say "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null
    APT_UPDATED=1
  fi
  say "apt-get install -y $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" </dev/null
}

venv() {
  if ! command -v "$PYTHON" >/dev/null 2>&1; then
    apt_install python3 python3-venv
    PYTHON=python3
  fi
  # Debian's python3 ships without ensurepip/venv (package python3-venv).
  if ! "$PYTHON" -c 'import venv, ensurepip' >/dev/null 2>&1; then
    apt_install python3-venv
    # A python3 that is not Debian's (pyenv, /usr/local) is not fixed by that package: use Debian's.
    if ! "$PYTHON" -c 'import venv, ensurepip' >/dev/null 2>&1 && [ -x /usr/bin/python3 ]; then
      PYTHON=/usr/bin/python3
    fi
  fi
  if [ ! -x .venv/bin/python ]; then
    say "creating .venv with $("$PYTHON" --version 2>&1)"
    rm -rf .venv
    if ! "$PYTHON" -m venv .venv; then
      rm -rf .venv
      say "'$PYTHON -m venv .venv' failed; on Debian/Ubuntu install python3-venv"
      exit 1
    fi
  fi
  .venv/bin/python -m pip install -q --disable-pip-version-check -r requirements-dev.txt
  touch .venv/.stamp
}

node_modules() {
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    apt_install nodejs npm
  fi
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 18 ]; then
    say "node $(node --version) is too old; the MicroPython VM needs node >= 18"
    exit 1
  fi
  cd tools
  if [ -f package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error </dev/null
  else
    npm install --no-audit --no-fund --loglevel=error </dev/null
  fi
  touch node_modules/.stamp
}

# The browser tests (tests/test_web.py) drive Debian's Chromium through its chromedriver; both
# come from apt, never a browser download of selenium's own. Nothing is done when both are there.
chromium() {
  if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
    return
  fi
  apt_install chromium chromium-driver
}

# make uf2: the ARM cross compiler with its C and C++ libraries, and cmake, as the rp2 port of
# MicroPython builds with them (Debian's names). Each is checked by what the build uses (the
# compilers, newlib's and libstdc++'s headers), so a toolchain from elsewhere on PATH is kept.
toolchain() {
  local need=()
  if ! command -v arm-none-eabi-gcc >/dev/null 2>&1 || ! command -v arm-none-eabi-g++ >/dev/null 2>&1; then
    need+=(gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-newlib)
  else
    echo '#include <stdio.h>' | arm-none-eabi-gcc -E -x c - >/dev/null 2>&1 || need+=(libnewlib-arm-none-eabi)
    echo '#include <new>' | arm-none-eabi-g++ -E -x c++ - >/dev/null 2>&1 || need+=(libstdc++-arm-none-eabi-newlib)
  fi
  command -v cmake >/dev/null 2>&1 || need+=(cmake)
  if [ ${#need[@]} -gt 0 ]; then
    apt_install "${need[@]}"
  fi
}

case "${1:-}" in
  venv) venv ;;
  node) node_modules ;;
  chromium) chromium ;;
  toolchain) toolchain ;;
  *) echo "usage: $0 venv|node|chromium|toolchain" >&2; exit 2 ;;
esac

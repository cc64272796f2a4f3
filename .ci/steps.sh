#!/usr/bin/env bash
# The CI steps shared by .ci/run (a bare Debian machine) and .github/workflows/ci.yml
# (ubuntu, windows and macos runners), so the two never drift apart:
#
#   bash .ci/steps.sh install|lint|test|build|artifact
#
# Run from the root of a clone. Each step is what README.md tells a person to run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1

# The venv's interpreter: bin/ on Linux and macOS, Scripts/ on Windows.
if [[ -x .venv/Scripts/python.exe ]]; then PY=.venv/Scripts/python.exe; else PY=.venv/bin/python; fi

fail() { printf 'CI FAILED: %s\n' "$*" >&2; exit 1; }

step_install() {
    # README, "Run the tests": python3 -m venv .venv && .venv/bin/pip install -e ".[dev]"
    local python=${PYTHON:-$(command -v python3.11 || command -v python3 || command -v python)}
    "$python" -c 'import sys; assert sys.version_info >= (3, 11), sys.version' \
        || fail "Python 3.11+ is required, found $("$python" --version)"
    [[ -x .venv/bin/python || -x .venv/Scripts/python.exe ]] || "$python" -m venv .venv
    if [[ -x .venv/Scripts/python.exe ]]; then PY=.venv/Scripts/python.exe; fi
    "$PY" -m pip install -q -e ".[dev]"
    "$PY" -c 'import sys, PySide6; print("Python", sys.version.split()[0], "PySide6", PySide6.__version__)'
}

step_lint() {
    "$PY" -m ruff check .
    "$PY" -m ruff format --check .
}

step_test() {
    # README: QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest
    local status=0
    QT_QPA_PLATFORM=offscreen "$PY" -m pytest || status=$?
    # pytest exits 5 when it collected nothing: a broken collection must never look like a pass.
    ((status != 5)) || fail "pytest collected no tests"
    ((status == 0)) || fail "pytest exited with status $status"
}

step_build() {
    rm -rf build/sudoku-lens dist/sudoku-lens "dist/Sudoku Lens.app"
    "$PY" -m PyInstaller --noconfirm --log-level WARN build.spec
    [[ -d dist/sudoku-lens ]] || fail "dist/sudoku-lens was not built"
}

step_artifact() {
    # What a person downloads: a .tar.gz with the .desktop file and icon on Linux, a .zip of
    # the folder on Windows, the .app zipped on macOS. Prints the file's path.
    mkdir -p artifacts
    case "$(uname -s)" in
        Linux)
            cp resources/sudoku-lens.desktop resources/icons/sudoku-lens.png dist/sudoku-lens/
            tar -czf artifacts/sudoku-lens-linux.tar.gz -C dist sudoku-lens
            echo artifacts/sudoku-lens-linux.tar.gz ;;
        Darwin)
            ditto -c -k --keepParent "dist/Sudoku Lens.app" artifacts/sudoku-lens-macos.zip
            echo artifacts/sudoku-lens-macos.zip ;;
        *)
            "$PY" -c 'import shutil; shutil.make_archive("artifacts/sudoku-lens-windows", "zip", "dist", "sudoku-lens")'
            echo artifacts/sudoku-lens-windows.zip ;;
    esac
}

(($# == 1)) || fail "usage: bash .ci/steps.sh install|lint|test|build|artifact"
"step_$1"

#!/usr/bin/env bash
# The CI steps shared by .ci/run (a bare Debian machine) and .github/workflows/ci.yml
# (ubuntu, windows and macos runners), so the two never drift apart:
#
#   bash .ci/steps.sh packages|install|lint|test|build|sign|smoke|artifact
#
# Run from the root of a clone. Each step is what README.md tells a person to run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1

# The venv's interpreter: bin/ on Linux and macOS, Scripts/ on Windows.
if [[ -x .venv/Scripts/python.exe ]]; then PY=.venv/Scripts/python.exe; else PY=.venv/bin/python; fi

# What build.spec makes on this system: the bundle a person gets, and the executable that
# prints to a terminal and that a shell waits for (on Windows the console companion).
case "$(uname -s)" in
    Linux)
        BUNDLE=dist/sudoku-lens
        TERMINAL_APP=dist/sudoku-lens/sudoku-lens ;;
    Darwin)
        BUNDLE="dist/Sudoku Lens.app"
        TERMINAL_APP="$BUNDLE/Contents/MacOS/sudoku-lens" ;;
    *)
        BUNDLE="dist/Sudoku Lens"
        TERMINAL_APP="$BUNDLE/sudoku-lens-console.exe" ;;
esac
# The puzzle the smoke step exports (tests/packaged/check_packaged_app.sh's too).
EXPORT_PUZZLE=000000000000000280376400000700001000020000000400300006010028000000005000000000003

fail() { printf 'CI FAILED: %s\n' "$*" >&2; exit 1; }

step_packages() {
    # The Debian/Ubuntu packages a bare Linux machine lacks, one a line: libraries Qt loads
    # even offscreen (EGL/GL, xkbcommon, fontconfig/freetype, glib, dbus), the xcb libraries
    # of the X11 platform plugin, fonts (CJK for the Japanese and Chinese tests), and the tools
    # of the build (strip; gcc and the C library's headers compile the solver's engine) and
    # of tests/packaged/check_packaged_app.sh.
    printf '%s\n' \
        libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 fonts-dejavu-core libdbus-1-3 \
        libxkbcommon0 libxkbcommon-x11-0 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 \
        libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0 \
        libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 \
        libxcb-xfixes0 libxcb-xkb1 binutils gcc libc6-dev xvfb xdotool xclip git fonts-noto-cjk
}

step_install() {
    # README, "Run the tests": python3 -m venv .venv && .venv/bin/pip install -e ".[dev]"
    local python=${PYTHON:-$(command -v python3.11 || command -v python3 || command -v python)}
    "$python" -c 'import sys; assert sys.version_info >= (3, 11), sys.version' \
        || fail "Python 3.11+ is required, found $("$python" --version)"
    [[ -x .venv/bin/python || -x .venv/Scripts/python.exe ]] || "$python" -m venv .venv
    if [[ -x .venv/Scripts/python.exe ]]; then PY=.venv/Scripts/python.exe; fi
    # Also compiles the solver's hot modules with Cython (setup.py), where a C compiler is.
    "$PY" -m pip install -q -e ".[dev]"
    local version
    version=$("$PY" -m solver --version)
    echo "$version"
    # CI's machines all have a C compiler: there the engine must have compiled, unless the
    # job asks for the pure one (SUDOKU_LENS_PURE=1: nothing compiled, every module a .py).
    if [[ -n ${SUDOKU_LENS_PURE:-} ]]; then
        [[ -z ${CI:-} || $version == *"solver engine: pure Python" ]] \
            || fail "SUDOKU_LENS_PURE is set but the engine is not the pure one: $version"
    else
        [[ -z ${CI:-} || $version == *"solver engine: compiled (Cython "* ]] \
            || fail "the solver engine did not compile: $version"
    fi
    "$PY" -c 'import sys, PySide6; print("Python", sys.version.split()[0], "PySide6", PySide6.__version__)'
}

step_lint() {
    "$PY" -m ruff check .
    "$PY" -m ruff format --check .
    # The import rules: the layers, and no Qt in the solver and the pure modules (pyproject's
    # [tool.importlinter]), by the venv's own lint-imports (bin/ or Scripts/, beside $PY).
    "$(dirname "$PY")/lint-imports"
}

step_test() {
    # README: QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest --durations=25 (the 25
    # slowest tests listed at the end, so one that grows slow is seen)
    local status=0
    QT_QPA_PLATFORM=offscreen "$PY" -m pytest --durations=25 || status=$?
    # pytest exits 5 when it collected nothing: a broken collection must never look like a pass.
    ((status != 5)) || fail "pytest collected no tests"
    ((status == 0)) || fail "pytest exited with status $status"
}

step_build() {
    rm -rf build/sudoku-lens dist/sudoku-lens "dist/Sudoku Lens.app" "dist/Sudoku Lens"
    # macOS: a bundle PyInstaller cannot sign fails the build instead of warning.
    PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR=1 \
        "$PY" -m PyInstaller --noconfirm --log-level WARN build.spec
    [[ -e "$BUNDLE" ]] || fail "$BUNDLE was not built"
    [[ -x "$TERMINAL_APP" ]] || fail "$TERMINAL_APP was not built"
}

step_sign() {
    # macOS: an ad-hoc signature over the whole .app (nothing to do elsewhere). A bundle that
    # fails the strict check (a broken framework symlink, say) is called "damaged" once
    # downloaded, so it fails the build here.
    [[ "$(uname -s)" == Darwin ]] || { echo "no signing on $(uname -s)"; return; }
    codesign --force --deep --sign - "$BUNDLE"
    codesign --verify --deep --strict --verbose=2 "$BUNDLE" \
        || fail "codesign --verify --deep --strict rejects $BUNDLE"
}

step_smoke() {
    # Start the bundle as a person's terminal does: --smoke-test (the built-in puzzle through
    # the solver process and the playback) on the system's own platform plugin, or offscreen
    # on a Linux machine without a display; then `export` of a board PNG, checked pixel by
    # pixel. A Linux machine's X11 window is tests/packaged/check_packaged_app.sh.
    if [[ "$(uname -s)" == Linux && -z "${DISPLAY:-}" ]]; then
        export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
    fi
    local out=build/smoke status=0
    rm -rf "$out" && mkdir -p "$out"
    echo "$TERMINAL_APP --smoke-test (platform: ${QT_QPA_PLATFORM:-native})"
    "$TERMINAL_APP" --smoke-test || status=$?
    ((status == 0)) || fail "--smoke-test exited with status $status"
    QT_QPA_PLATFORM=offscreen "$TERMINAL_APP" export --board "$out/board.png" "$EXPORT_PUZZLE" \
        || fail "export exited with status $?"
    "$PY" tests/tools/check_export_png.py "$out/board.png" "$EXPORT_PUZZLE" \
        || fail "the exported board is wrong"
}

step_artifact() {
    # What a person downloads: on Linux a .tar.gz of the folder with its .desktop file and
    # icon; on macOS a .dmg holding the .app (per architecture: arm64 or x86_64); on Windows a
    # .zip whose top folder "Sudoku Lens" holds "Sudoku Lens.exe" and the console companion.
    # Prints the file's path.
    mkdir -p artifacts
    case "$(uname -s)" in
        Linux)
            cp resources/sudoku-lens.desktop resources/icons/sudoku-lens.png "$BUNDLE/"
            tar -czf artifacts/sudoku-lens-linux.tar.gz -C dist sudoku-lens
            echo artifacts/sudoku-lens-linux.tar.gz ;;
        Darwin)
            # The disk image shows the app beside a link to Applications, to drag it onto.
            # ditto keeps the bundle's symlinks and signature as they are.
            local dmg tries stage=build/dmg
            dmg="artifacts/sudoku-lens-macos-$(uname -m).dmg"
            rm -rf "$stage" && mkdir -p "$stage"
            ditto "$BUNDLE" "$stage/$(basename "$BUNDLE")"
            ln -s /Applications "$stage/Applications"
            # hdiutil now and then fails with "Resource busy" on CI machines: try again.
            for tries in 1 2 3; do
                hdiutil create -volname "Sudoku Lens" -srcfolder "$stage" -format UDZO \
                    -ov "$dmg" >&2 && break
                ((tries < 3)) || fail "hdiutil could not make $dmg"
                sleep 5
            done
            echo "$dmg" ;;
        *)
            "$PY" -c 'import shutil; shutil.make_archive("artifacts/sudoku-lens-windows", "zip", "dist", "Sudoku Lens")'
            echo artifacts/sudoku-lens-windows.zip ;;
    esac
}

(($# == 1)) || fail "usage: bash .ci/steps.sh packages|install|lint|test|build|sign|smoke|artifact"
"step_$1"

#!/usr/bin/env bash
# Drive the packaged app in a real X window, the way a person would, and check what it does.
#
#   bash tests/packaged/check_packaged_app.sh [dist/sudoku-lens/sudoku-lens]
#
# Starts Xvfb on a free display, launches the app with an empty home (no settings, no
# autosave), times launch-to-window, then with xdotool keystrokes only: Ctrl+N (new empty
# grid, focus on r1c1), types a puzzle in 81 keystrokes (a digit, or "." for an empty cell:
# each moves on in reading order), Ctrl+Return (Solve now: the search's walk to its end),
# Ctrl+Shift+Return (Fill in the answer) and Tab, Space in its confirmation, Ctrl+C (copy the
# grid as 81 characters), and checks the clipboard holds a solution of the typed puzzle. Ctrl+Q must then exit 0 with nothing alarming
# on stderr. `--version` must say the bundle runs the compiled solver engine. Last, `--smoke-test` must exit 0 on the same display, and `export` must write the
# walk (GIF), the tree (SVG) and a board PNG with the puzzle's digits in their cells.
# Needs Xvfb, xdotool, xclip, and .venv/bin/python (for the solution and board checks).
set -euo pipefail

cd "$(dirname "$0")/../.."
APP=$(realpath "${1:-dist/sudoku-lens/sudoku-lens}")
PYTHON=.venv/bin/python
# Norvig's first hard puzzle: propagation alone does not solve it, so search must run.
PUZZLE="4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
WINDOW_TIMEOUT_S=30
SOLVE_TIMEOUT_S=20
MAX_LAUNCH_MS=${MAX_LAUNCH_MS:-10000}  # a hang guard; the target (1.5 s warm) is reported

fail() { printf 'PACKAGED APP CHECK FAILED: %s\n' "$*" >&2; exit 1; }
now_ms() { date +%s%3N; }

[[ -x "$APP" ]] || fail "no executable at $APP (build it with: pyinstaller build.spec)"
for tool in Xvfb xdotool xclip; do
    command -v "$tool" >/dev/null || fail "$tool is not installed"
done

work=$(mktemp -d)
xvfb_pid="" app_pid=""
cleanup() {
    [[ -n "$app_pid" ]] && kill "$app_pid" 2>/dev/null || true
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A display nobody uses: no lock file and no socket.
display=99
while [[ -e /tmp/.X$display-lock || -e /tmp/.X11-unix/X$display ]]; do
    display=$((display + 1))
done
export DISPLAY=:$display
Xvfb "$DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb died: $(cat "$work/xvfb.log")"
    sleep 0.1
done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $DISPLAY"
echo "Xvfb on $DISPLAY"

# A fresh, empty home: nothing from earlier runs (settings, autosave) can leak in.
export HOME=$work/home XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data
export XDG_CACHE_HOME=$work/cache XDG_STATE_HOME=$work/state XDG_RUNTIME_DIR=$work/runtime
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME"
mkdir -m 700 "$XDG_RUNTIME_DIR"
unset QT_QPA_PLATFORM  # the real X11 platform, not offscreen

started=$(now_ms)
"$APP" 2>"$work/stderr.log" >"$work/stdout.log" &
app_pid=$!
window=$(timeout "$WINDOW_TIMEOUT_S" xdotool search --sync --onlyvisible --name "Sudoku Lens" \
    | head -n 1) || true
launch_ms=$(($(now_ms) - started))
if [[ -z "$window" ]]; then
    kill -0 "$app_pid" 2>/dev/null || wait "$app_pid" || true
    fail "no 'Sudoku Lens' window within ${WINDOW_TIMEOUT_S}s; stderr: $(cat "$work/stderr.log")"
fi
echo "launch to visible window: ${launch_ms} ms"
((launch_ms <= MAX_LAUNCH_MS)) || fail "window took ${launch_ms} ms (limit ${MAX_LAUNCH_MS} ms)"

# No window manager runs, so give the window keyboard focus explicitly.
xdotool windowfocus --sync "$window"
sleep 0.3

keys=(ctrl+n)
for ((i = 0; i < 81; i++)); do
    ch=${PUZZLE:i:1}
    if [[ "$ch" == [1-9] ]]; then keys+=("$ch"); else keys+=(period); fi
done
xdotool key --clearmodifiers --delay 15 "${keys[@]}"
xdotool key --clearmodifiers ctrl+Return
sleep 1
# Fill in the answer asks first: its box opens with Cancel chosen; Tab goes to the other
# button (Fill in the answer), Space presses it. No window manager runs: focus the box.
xdotool key --clearmodifiers ctrl+shift+Return
confirm=$(timeout "$WINDOW_TIMEOUT_S" xdotool search --sync --onlyvisible --name "Fill in the answer" \
    | head -n 1) || fail "Fill in the answer (Ctrl+Shift+Return) asked nothing"
xdotool windowfocus --sync "$confirm"
sleep 0.3
xdotool key --clearmodifiers Tab space
sleep 0.5
xdotool windowfocus --sync "$window"  # (the box gone, the window takes the keys again)

# Copy until the grid is full (solving may animate), or give up.
answer=""
deadline=$((SECONDS + SOLVE_TIMEOUT_S))
while ((SECONDS < deadline)); do
    sleep 1
    xdotool key --clearmodifiers ctrl+c
    answer=$(timeout 5 xclip -o -selection clipboard 2>/dev/null | tr -d '[:space:]') || answer=""
    [[ "$answer" =~ ^[1-9]{81}$ ]] && break
done
echo "clipboard: ${answer:-<empty>}"
"$PYTHON" - "$answer" "$PUZZLE" <<'EOF' || fail "the clipboard does not hold a solution of the typed puzzle"
import sys

from solver.grid import is_solution_of

answer, puzzle = sys.argv[1], sys.argv[2]
givens = [int(ch) if ch.isdigit() else 0 for ch in puzzle]
sys.exit(0 if is_solution_of(answer, givens) else 1)
EOF
echo "the clipboard holds a valid solution"

xdotool key --clearmodifiers ctrl+q
status=0
timeout 15 tail --pid="$app_pid" -f /dev/null || fail "the app did not exit within 15 s of Ctrl+Q"
wait "$app_pid" || status=$?
app_pid=""
((status == 0)) || fail "the app exited with status $status; stderr: $(cat "$work/stderr.log")"
if grep -nE "Error|Traceback|QThread" "$work/stderr.log"; then
    fail "stderr reports a problem (lines above)"
fi
echo "Ctrl+Q: exit status 0, stderr clean"

# The bundle carries the compiled solver engine (setup.py built it before PyInstaller ran).
version=$(timeout 60 "$APP" --version 2>&1) || fail "--version failed: $version"
echo "$version"
[[ $version == *"solver engine: compiled (Cython "* ]] \
    || fail "the bundle does not run the compiled solver engine: $version"

status=0
timeout 120 "$APP" --smoke-test >"$work/smoke.log" 2>&1 || status=$?
((status == 0)) || fail "--smoke-test exited with status $status: $(cat "$work/smoke.log")"
tail -n 1 "$work/smoke.log"
echo "--smoke-test passed"

# Handouts without a window: the bundled Pillow writes the GIF, Qt the PDF and the SVG.
status=0
EXPORT_PUZZLE=000000000000000280376400000700001000020000000400300006010028000000005000000000003
timeout 120 "$APP" export --walk "$work/walk.gif" --tree "$work/tree.svg" --board "$work/board.png" \
    "$EXPORT_PUZZLE" >"$work/export.log" 2>&1 || status=$?
((status == 0)) || fail "export exited with status $status: $(cat "$work/export.log")"
[[ $(head -c 6 "$work/walk.gif") == GIF89a ]] || fail "export wrote no GIF"
grep -q "<text" "$work/tree.svg" || fail "the exported tree has no text labels"
"$PYTHON" tests/tools/check_export_png.py "$work/board.png" "$EXPORT_PUZZLE" \
    || fail "the exported board is wrong"
echo "export of the walk (GIF), the tree (SVG) and the board (PNG) passed"
echo "PACKAGED APP CHECK PASSED"

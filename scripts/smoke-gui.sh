#!/bin/sh
# smoke-gui.sh: start the real app under Xvfb on a demo event, check that the
# file is locked while it runs, take a screenshot, check it is not blank, and
# quit with Ctrl+Q. The screenshot is kept in .shots/smoke.png.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p .shots
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG="${TAIKAI_LANG:-ja}"
./taikai demo "$tmp/demo.taikai" >/dev/null

xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	./taikai open "$1" 2>"$2/gui.log" &
	pid=$!
	wid=""
	for i in $(seq 1 120); do
		wid=$(xdotool search --name "Taikai$" 2>/dev/null | head -1) && [ -n "$wid" ] && break
		sleep 0.5
	done
	[ -n "$wid" ] || { echo "smoke: no window appeared"; cat "$2/gui.log"; exit 1; }
	sleep 3

	start=$(date +%s%N)
	if TAIKAI_LANG=en ./taikai players list "$1" >"$2/list.out" 2>"$2/list.err"; then
		echo "smoke: players list succeeded while the GUI holds the file"; exit 1
	fi
	ms=$(( ($(date +%s%N) - start) / 1000000 ))
	grep -q "already open" "$2/list.err" || { echo "smoke: no already-open message:"; cat "$2/list.err"; exit 1; }
	echo "smoke: locked file refused in ${ms} ms: $(cat "$2/list.err")"

	import -window root .shots/smoke.png
	# The window id can change while the app starts (GLFW): look it up again
	# if the key cannot be sent; SIGTERM is the last resort.
	xdotool key --window "$wid" ctrl+q 2>/dev/null || {
		sleep 0.5; wid=$(xdotool search --name "Taikai$" 2>/dev/null | tail -1)
		xdotool key --window "$wid" ctrl+q 2>/dev/null || echo "smoke: xdotool could not send Ctrl+Q"
	}
	for i in $(seq 1 20); do kill -0 $pid 2>/dev/null || break; sleep 0.5; done
	if kill -0 $pid 2>/dev/null; then
		echo "smoke: Ctrl+Q did not quit; sending SIGTERM"; kill -TERM $pid
	fi
	wait $pid || { echo "smoke: the app exited with status $?"; cat "$2/gui.log"; exit 1; }
' sh "$tmp/demo.taikai" "$tmp"

colours=$(convert .shots/smoke.png -format %k info:)
[ "$colours" -gt 64 ] || { echo "smoke: the screenshot looks blank ($colours colours)"; exit 1; }
./taikai players list "$tmp/demo.taikai" >/dev/null || { echo "smoke: file still locked after quitting"; exit 1; }
echo "smoke: ok ($colours colours in .shots/smoke.png, clean exit, file released)"

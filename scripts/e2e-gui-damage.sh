#!/bin/sh
# e2e-gui-damage.sh [DIR]: the pulled USB stick in the real GUI under Xvfb
# (issue 23). A demo event is open on the result entry screen; the file is
# cut short under it (a stick pulled out and put back). A result typed is
# refused with the damage message, a second one too, at once (the window
# answers); Ctrl+Q quits within seconds, nothing killed. Opened again, the
# file offers its latest snapshot; Enter restores it and the event opens,
# and takes a result. Screenshots go to DIR (default .shots/gui-damage):
# refused.png, refused-again.png, offer.png, restored.png.
# TAIKAI_E2E_KEEP_BINARY=1 runs the ./taikai there is (another build).
set -eu
cd "$(dirname "$0")/.."
[ -n "${TAIKAI_E2E_KEEP_BINARY:-}" ] || go build -o taikai .
. scripts/lib/e2e-gui.sh
gui_event .shots/gui-damage "$@"
./taikai demo "$f" >/dev/null
./taikai pair "$f" >/dev/null
fail() { echo "e2e-gui-damage: FAIL: $*" >&2; exit 1; }

xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2
	. scripts/lib/e2e-gui.sh
	shot_wait=0.8
	# win: wid, the last window named Taikai…, waited for up to 60 s (the
	# restore offer stands before the event window); k and typ look it
	# up so again.
	win() { for i in $(seq 1 120); do wid=$(xdotool search --name "Taikai" 2>/dev/null | tail -1) && [ -n "$wid" ] && return; sleep 0.5; done; echo "no window" >&2; exit 1; }
	relook() { win; }
	card() { typ "$1"; k Return; typ "$2"; k Return; typ "$3"; k Return; sleep 1; }
	# quit PID: Ctrl+Q, and the program must be gone within 5 s.
	quit() { xdotool key --window "$wid" ctrl+q 2>/dev/null || true; for i in $(seq 1 50); do kill -0 $1 2>/dev/null || { wait $1; return; }; sleep 0.1; done; echo "still running 5 s after Ctrl+Q (a freeze)" >&2; kill -9 $1; exit 1; }

	./taikai open "$f" & pid=$!
	win; sleep 2
	k ctrl+3; sleep 0.8
	truncate -s 8192 "$f"
	card 3 40 24
	shot refused
	# The same card sent again (the cursor is back on its discs).
	k Return; k Return; sleep 1
	shot refused-again
	quit $pid

	./taikai open "$f" & pid=$!
	win; sleep 2
	shot offer
	k Return; sleep 2
	win
	shot restored
	k ctrl+3; sleep 0.8
	card 3 40 24
	quit $pid
' sh "$f" "$dir"

ls "$f".damaged-* >/dev/null 2>&1 || fail "the damaged file was not kept beside"
r=$(./taikai pairings "$f" --round 1 --format csv | awk -F, '$2 == 3 { print $7 }')
[ "$r" = 40-24 ] || fail "the restored event did not take the result of table 3: '$r'"
TAIKAI_LANG=en ./taikai log "$f" | grep -q "restored snapshot" || fail "the audit log does not say the snapshot was restored"
echo "e2e-gui-damage: ok: two results refused with the damage message, Ctrl+Q quit, the snapshot restored with Enter and a result taken (screenshots in $dir)"

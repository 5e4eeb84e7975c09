#!/bin/sh
# e2e-gui-entry.sh [DIR]: result entry as the arbiter does it, in the real
# GUI under Xvfb with xdotool, typing the table number printed on each card:
#   10 Enter 40 Enter 24 Enter, then 1 Enter 41 Enter 23 Enter,
#   then 10 again with other discs (30-34): the overwrite question shows the
#   stored and the new result; until it is confirmed table 10 holds 40-24.
# Checks the file (a copy read by the CLI while the GUI holds it, then the
# file itself after quitting): table 10 holds 40-24 before and 30-34 after
# Enter, table 1 holds 41-23, table 11 nothing. Screenshots go to DIR
# (default .shots/gui-entry): the question is overwrite-question.png.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/e2e-gui.sh
gui_event .shots/gui-entry "$@"
./taikai demo "$f" >/dev/null
./taikai pair "$f" >/dev/null

# result N: the stored result of table N in round 1 of file $2 ("" none).
result() { ./taikai pairings "$2" --round 1 --format csv | awk -F, -v t="$1" '$2 == t { print $7 }'; }
fail() { echo "e2e-gui-entry: FAIL: $*" >&2; exit 1; }

xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2; tmp=$3
	. scripts/lib/e2e-gui.sh
	gui_open "$f"
	card() { typ "$1"; k Return; typ "$2"; k Return; typ "$3"; k Return; sleep 0.6; }
	k ctrl+3; sleep 0.8
	shot entry-start
	card 10 40 24
	card 1 41 23
	shot entry-two-cards
	card 10 30 34
	shot overwrite-question
	cp "$f" "$tmp/before-confirm.taikai"
	k Return; sleep 0.8
	shot entry-after-confirm
	k ctrl+q; wait $pid
' sh "$f" "$dir" "$tmp"

[ "$(result 10 "$tmp/before-confirm.taikai")" = "40-24" ] || fail "table 10 before the confirmation: '$(result 10 "$tmp/before-confirm.taikai")', want 40-24"
[ "$(result 10 "$f")" = "30-34" ] || fail "table 10 after Enter: '$(result 10 "$f")', want 30-34"
[ "$(result 1 "$f")" = "41-23" ] || fail "table 1: '$(result 1 "$f")', want 41-23"
[ -z "$(result 11 "$f")" ] || fail "table 11: '$(result 11 "$f")', want nothing"
TAIKAI_LANG=en ./taikai log "$f" | grep -q "corrected from 40-24" || fail "the audit log does not keep the replaced 40-24"
echo "e2e-gui-entry: ok: table 10 held 40-24 until Enter, then 30-34; table 1 41-23; table 11 empty (screenshots in $dir)"

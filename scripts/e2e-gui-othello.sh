#!/bin/sh
# e2e-gui-othello.sh [DIR]: plays a 36-player, 6-round Othello event in the
# real GUI under Xvfb with the keyboard only (xdotool): Ctrl+R pairs a round,
# Ctrl+3 opens result entry, table/Black/White/Enter for every table. Takes
# screenshots into DIR (default .shots/gui-e2e).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/e2e-gui.sh
gui_event .shots/gui-e2e "$@"
./taikai demo "$f" --players 36 >/dev/null
./taikai settings "$f" name="第17期 オセロ王座戦（GUI通し）" seed=2026 >/dev/null
cp "$f" "$dir/event-before.taikai"
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2
	. scripts/lib/e2e-gui.sh
	shot_mouse=1 type_delay=15
	gui_open "$f"
	seed=7
	for n in 1 2 3 4 5 6; do
		k ctrl+r; sleep 2
		[ $n = 1 ] && { k ctrl+2; shot pairings-r1; }
		k ctrl+3; sleep 0.5

		t=1
		while [ $t -le 18 ]; do
			seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
			b=$(( seed % 63 + 1 ))
			k Return; typ "$b"; k Return; typ "$((64 - b))"
			[ $n = 3 ] && [ $t = 4 ] && shot results-entry
			k Return; sleep 0.25
			t=$((t + 1))
		done
		[ $n = 6 ] && { k ctrl+3; shot results-r6; }
	done
	k ctrl+4; shot standings
	k ctrl+5; shot crosstable
	k ctrl+6; shot finals-before
	# The final: pair it, then the hidden disc (the caller calls black up,
	# white is up: the hider chooses the colour, black), then a 32-32 draw
	# that the draw-win right decides.
	click() { xdotool mousemove "$1" "$2" click 1; sleep 0.6; }
	click 60 213
	shot finals-paired
	click 750 390; click 750 420
	click 750 425; click 750 490
	click 750 460; click 750 525
	click 750 495; click 750 525
	shot finals-hidden-disc-form
	click 640 533
	k ctrl+3; sleep 0.5
	k Return; typ 32; k Return; typ 32; k Return; sleep 0.5
	shot results-final
	k ctrl+6; shot finals-done
	k ctrl+q; wait $pid
' sh "$f" "$dir"
cp "$f" "$dir/event-after.taikai"
./taikai standings "$f" | head -6
TAIKAI_LANG=en ./taikai log "$f" --format csv | grep -c ",result," | sed "s/^/results recorded through the GUI: /"

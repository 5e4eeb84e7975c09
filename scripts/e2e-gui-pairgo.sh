#!/bin/sh
# e2e-gui-pairgo.sh [DIR]: an 8-pair, 4-round Junior Pair Go demo played in
# the real GUI under Xvfb with the keyboard: Ctrl+R pairs a round, Ctrl+4
# opens result entry (table, Black score, White score, rotation errors B/W,
# Enter). Screenshots and the printed table cards go to DIR
# (default .shots/gui-pairgo).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/e2e-gui.sh
gui_event .shots/gui-pairgo "$@"
./taikai demo "$f" --game pairgo >/dev/null
./taikai settings "$f" rounds=4 >/dev/null
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2
	. scripts/lib/e2e-gui.sh
	shot_mouse=1 shot_wait=0.8 type_delay=20
	gui_open "$f" 2>/dev/null
	k ctrl+2; shot pairgo-pairs
	seed=11
	for n in 1 2 3 4; do
		k ctrl+r; sleep 1.5
		[ $n = 1 ] && { k ctrl+3; shot pairgo-pairings; }
		k ctrl+4; sleep 0.5
		for t in 1 2 3 4; do
			seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
			b=$(( 40 + seed % 30 )); w=$(( 40 + (seed / 7) % 30 ))
			errs=""
			[ $t = 1 ] && errs="2/0"
			k Return; typ "$b"; k Return; typ "$w"; k Return; typ "$errs"
			[ $n = 1 ] && [ $t = 1 ] && shot pairgo-result-preview
			k Return; sleep 0.4
		done
	done
	k ctrl+5; shot pairgo-standings
	k ctrl+q; wait $pid || true
' sh "$f" "$dir"
./taikai standings "$f"
TAIKAI_LANG=en ./taikai log "$f" --format csv | grep -c ",result," | sed "s/^/results recorded through the GUI: /"
./taikai print "$f" pairgo-cards --round 1 --out "$dir/pairgo-cards.pdf" >/dev/null
pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$dir/pairgo-cards.pdf" "$dir/pairgo-cards"

#!/bin/sh
# e2e-gui-pairgo.sh [DIR]: an 8-pair, 4-round Junior Pair Go demo played in
# the real GUI under Xvfb with the keyboard: Ctrl+R pairs a round, Ctrl+4
# opens result entry (table, Black score, White score, rotation errors B/W,
# Enter). Screenshots and the printed table cards go to DIR
# (default .shots/gui-pairgo).
set -eu
cd "$(dirname "$0")/.."
dir=${1:-.shots/gui-pairgo}
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG="${TAIKAI_LANG:-ja}"
f=$tmp/event.taikai
./taikai demo "$f" --game pairgo >/dev/null
./taikai settings "$f" rounds=4 >/dev/null
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2
	shot() { xdotool mousemove 1360 760; sleep 0.8; import -window root -crop 1280x660+0+0 "$dir/$1.png"; }
	./taikai open "$f" 2>/dev/null & pid=$!
	for i in $(seq 1 60); do wid=$(xdotool search --name "Taikai$" 2>/dev/null | head -1) && [ -n "$wid" ] && break; sleep 0.5; done
	sleep 2
	# The window id can change while the app starts (GLFW): look it up again
	# when a key cannot be sent.
	k() { xdotool key --window "$wid" "$@" 2>/dev/null || { sleep 0.5; wid=$(xdotool search --name "Taikai$" | tail -1); xdotool key --window "$wid" "$@"; }; }
	typ() { xdotool type --window "$wid" --delay 20 "$1" 2>/dev/null || { sleep 0.5; wid=$(xdotool search --name "Taikai$" | tail -1); xdotool type --window "$wid" --delay 20 "$1"; }; }
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

#!/bin/sh
# e2e-gui-yonin.sh [DIR]: a four-player shogi demo (12 people + 4 CPU
# substitutes = 16 seats) played in the real GUI under Xvfb with the keyboard:
# Ctrl+D draws a stage (予選 in 4 tables, then 本戦 and 決勝 from the
# advancers), Ctrl+G enters games as "table, Enter, 4<1,3<1,2<1, Enter".
# Screenshots go to DIR (default .shots/gui-yonin).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/e2e-gui.sh
gui_event .shots/gui-yonin "$@"
./taikai demo "$f" --game yonin >/dev/null
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2
	. scripts/lib/e2e-gui.sh
	shot_mouse=1 shot_wait=0.8 type_delay=20
	gui_open "$f" 2>/dev/null
	k ctrl+2; sleep 0.5
	play() { # play() TABLES...: five games a table, the same pattern of mates
		for tb in "$@"; do
			for g in 1 2 3 4 5; do
				case $((g % 4)) in
				1) m="4<1,3<1,2<1" ;; 2) m="1<2,4<3,3<2" ;; 3) m="2<3,1<4,4<3" ;; 0) m="3<4,2<1,1<4" ;;
				esac
				k ctrl+g; sleep 0.2; k ctrl+a; typ "$tb"; k Return; typ "$m"; k Return; sleep 0.4
			done
		done
	}
	# 予選: 4 tables, 12 people and 4 CPUs.
	k ctrl+d; sleep 0.8; k Tab; typ 4; k Return; sleep 1
	shot yonin-prelim-drawn
	play A B C D
	shot yonin-prelim-played
	# 本戦 and 決勝: the advancers of the stage before.
	k ctrl+d; sleep 0.8; k Return; sleep 1
	play A B
	shot yonin-main-played
	k ctrl+d; sleep 0.8; k Return; sleep 1
	play A
	shot yonin-final-played
	k ctrl+q; wait $pid || true
' sh "$f" "$dir"
./taikai yonin standings "$f" 予選 | head -3
./taikai yonin standings "$f" 決勝
TAIKAI_LANG=en ./taikai log "$f" --format csv | grep -c ",yonin.game," | sed "s/^/games recorded through the GUI: /"
./taikai print "$f" yonin-scores --round 1 --out "$dir/yonin-scores.pdf" >/dev/null
pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$dir/yonin-scores.pdf" "$dir/yonin-scores"

#!/bin/sh
# count-screenshots.sh: the README's screenshots of the board in the window
# (issue 37, 盤面で計算), taken under Xvfb from ./taikai: an event of eight
# 2-dan players paired (komi 6.5), each table's proposals counted from the
# command line: table 1 both the seed's correct processing, table 2 correct
# processing (Black) beside dame forgotten (White), table 3 correct beside
# dead stones not marked, table 4 a 19路 game where White says a chain Black
# marks dead is alive and each filled the last dame with its own colour. The
# disputes screen, then each table's board: docs/screenshots/
# issue37-count-{disputes,correct,dame-forgotten,dead-unmarked,proposals}.png;
# then the phones' pages at 390×844 from the Chromium test of two phones
# (docs/screenshots/issue37-phone-*.png); --board: the board window's only.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG=ja LANG=ja_JP.UTF-8
ev="$tmp/ev.taikai"
screens=rules/igo/testdata/count
cat >"$tmp/black19.txt" <<'EOF'
.........XO........
.........XO........
.........XOO.......
...oo....XXO.......
..oo......XO.......
..........XO.......
.........XXO.......
.........XOO.......
.........XO........
........XXO........
.......XXO.........
.......XOO.........
.......XO..........
.......XOO.........
.......XXO.........
........XOO....x...
........XXO.....x..
.........XO........
.........XO........
EOF
# White's proposal: the chain Black marks dead (rows 4 and 5) alive, and
# the last dame (row 10) filled with White's stone, not Black's.
sed -e '4,5s/o/O/g' -e '10s/XXO/XOO/' "$tmp/black19.txt" >"$tmp/white19.txt"
./taikai new "$ev" --game go --name "市民囲碁大会" >/dev/null
for n in 山田太郎 田中花子 佐藤一郎 鈴木次郎 高橋三郎 伊藤美咲 渡辺健 中村優子; do ./taikai players add "$ev" --name "$n" --rank 2d >/dev/null; done
./taikai pair "$ev" >/dev/null
count() { ./taikai count "$ev" 1 "$1" --position "$2" --side "$3" ${4:+--captures "$4"} >/dev/null; }
count 1 $screens/correct.txt black
count 1 $screens/correct.txt white
count 2 $screens/correct.txt black
count 2 $screens/dame-forgotten.txt white
count 3 $screens/correct.txt black
count 3 $screens/dead-unmarked.txt white
count 4 "$tmp/black19.txt" black 4,6
count 4 "$tmp/white19.txt" white 4,6
mkdir -p docs/screenshots
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	. scripts/lib/e2e-gui.sh
	shot() { xdotool mousemove 1360 760; sleep 1; import -window root "docs/screenshots/issue37-$1.png"; }
	gui_open "$1"
	xdotool mousemove 310 89 click 1; sleep 1             # 異議・裁定
	board() {                                             # table $1 at row $2, its board
		xdotool mousemove 700 "$2" click 1; sleep 0.7
		[ "$1" = 1 ] && shot count-disputes
		xdotool mousemove 215 413 click 1; sleep 2        # 盤面で計算…
		shot "count-$3"
		cw=$(xdotool search --name "盤面で計算" | head -1)
		xdotool windowclose "$cw" 2>/dev/null || xdotool key --window "$cw" ctrl+w; sleep 1
	}
	board 1 157 correct
	board 2 192 dame-forgotten
	board 3 227 dead-unmarked
	board 4 262 proposals
	xdotool key ctrl+q; sleep 1; kill $pid 2>/dev/null || true
' sh "$ev"
if [ "${1:-}" = --board ]; then
	ls docs/screenshots/issue37-count-*.png
	exit 0
fi
TAIKAI_SHOTS="$PWD/docs/screenshots" go test ./app/web -run TestChromium_Issue37 -count=1
ls docs/screenshots/issue37-count-*.png docs/screenshots/issue37-phone-*.png

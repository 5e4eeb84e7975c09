#!/bin/sh
# count-screenshots.sh: the README's screenshots of the board in the window
# (issue 37, 盤面で計算), taken under Xvfb from ./taikai: an event of four
# 2-dan players paired, table 1's proposals counted from the command line as
# the seed's correct processing (Black) and dame forgotten (White), table 2's
# as correct processing and dead stones not marked; the disputes screen, then
# each table's board. Writes docs/screenshots/issue37-count-*.png; then the
# phones' pages at 390×844 from the Chromium test of two phones
# (docs/screenshots/issue37-phone-*.png).
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG=ja LANG=ja_JP.UTF-8
ev="$tmp/ev.taikai"
screens=rules/igo/testdata/count
./taikai new "$ev" --game go --name "市民囲碁大会" >/dev/null
for n in 山田太郎 田中花子 佐藤一郎 鈴木次郎; do ./taikai players add "$ev" --name "$n" --rank 2d >/dev/null; done
./taikai pair "$ev" >/dev/null
./taikai count "$ev" 1 1 --position $screens/correct.txt --side black >/dev/null
./taikai count "$ev" 1 1 --position $screens/dame-forgotten.txt --side white >/dev/null
./taikai count "$ev" 1 2 --position $screens/correct.txt --side black >/dev/null
./taikai count "$ev" 1 2 --position $screens/dead-unmarked.txt --side white >/dev/null
mkdir -p docs/screenshots
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	shot() { xdotool mousemove 1360 760; sleep 1; import -window root "docs/screenshots/issue37-$1.png"; }
	./taikai open "$1" & pid=$!
	for i in $(seq 1 60); do wid=$(xdotool search --name "Taikai$" 2>/dev/null | head -1) && [ -n "$wid" ] && break; sleep 0.5; done
	sleep 2
	xdotool mousemove 310 89 click 1; sleep 1             # 異議・裁定
	xdotool mousemove 700 157 click 1; sleep 0.7          # round 1, table 1
	shot count-disputes
	xdotool mousemove 215 413 click 1; sleep 2            # 盤面で計算…
	shot count-dame-forgotten
	cw=$(xdotool search --name "盤面で計算" | head -1)
	xdotool windowclose "$cw" 2>/dev/null || xdotool key --window "$cw" ctrl+w; sleep 1
	xdotool mousemove 700 192 click 1; sleep 0.7          # round 1, table 2
	xdotool mousemove 215 413 click 1; sleep 2
	shot count-dead-unmarked
	xdotool key ctrl+q; sleep 1; kill $pid 2>/dev/null || true
' sh "$ev"
TAIKAI_SHOTS="$PWD/docs/screenshots" go test ./app/web -run TestChromium_Issue37 -count=1
ls docs/screenshots/issue37-count-*.png docs/screenshots/issue37-phone-*.png

#!/bin/sh
# day-screenshots.sh: issue 38's screenshots of the day of 8 sections
# (app/cli TestCLI_Issue38TheDayOfEightSections replays it from the command
# line and keeps the file): under Xvfb from ./taikai, the Go knockout's first
# round (囲碁決勝 → 組合せ → 1 回戦) and the Othello section's awards after
# its final (オセロ → 決勝); then the desk's refusal of a confirmation made
# over a result that changed (Chromium, app/web). Into docs/screenshots/
# issue38-{knockout-round1,othello-awards,desk-refusal}.png.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG=ja LANG=ja_JP.UTF-8
go build -o taikai .
TAIKAI_DAY_FILE="$tmp/day.taikai" go test -count=1 -run 'TestCLI_Issue38TheDayOfEightSections$' ./app/cli/ >/dev/null
mkdir -p docs/screenshots
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	. scripts/lib/e2e-gui.sh
	shot() { xdotool mousemove 1360 760; sleep 1; import -window root "docs/screenshots/issue38-$1.png"; }
	gui_open "$1" 3
	xdotool mousemove 267 89 click 1; sleep 1    # 囲碁決勝
	xdotool mousemove 99 134 click 1; sleep 1    # 組合せ
	xdotool mousemove 96 174 click 1; sleep 1    # the round
	xdotool mousemove 34 205 click 1; sleep 1    # 1 回戦
	shot knockout-round1
	xdotool mousemove 407 89 click 1; sleep 1    # オセロ
	xdotool mousemove 366 134 click 1; sleep 1   # 決勝
	shot othello-awards
	kill $pid
' sh "$tmp/day.taikai"
TAIKAI_SHOTS="$PWD/docs/screenshots" go test -count=1 -run 'TestDesk_Issue38ScreenshotOfTheRefusal$' ./app/web/ >/dev/null
echo "wrote docs/screenshots/issue38-knockout-round1.png, issue38-othello-awards.png, issue38-desk-refusal.png"

#!/bin/sh
# screenshots.sh: the README's screenshots (docs/*.png) of a demo event,
# taken under Xvfb: participants, settings, audit log, start screen.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG="${TAIKAI_LANG:-ja}"
./taikai demo "$tmp/demo.taikai" >/dev/null
mkdir -p docs
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	shot() { xdotool mousemove 1360 760; sleep 1; import -window root -crop 1280x660+0+0 "docs/$1.png"; }
	./taikai open "$1" & pid=$!
	for i in $(seq 1 60); do wid=$(xdotool search --name "Taikai$" 2>/dev/null | head -1) && [ -n "$wid" ] && break; sleep 0.5; done
	sleep 2; shot participants
	xdotool key --window "$wid" ctrl+8; shot settings
	xdotool key --window "$wid" ctrl+9; shot auditlog
	xdotool key --window "$wid" ctrl+q; wait $pid
	./taikai & pid=$!
	sleep 3; xdotool mousemove 1360 760; sleep 1; import -window root -crop 900x560+0+0 docs/start.png
	kill -TERM $pid; wait $pid
' sh "$tmp/demo.taikai"
ls docs/*.png

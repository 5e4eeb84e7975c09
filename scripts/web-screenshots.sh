#!/bin/sh
# web-screenshots.sh [OUTDIR]: the venue pages of a demo Othello event (round
# 1 played, round 2 under way with its clock running, phone reports on) as
# headless Chromium sees them on a phone (390×844) and a projector
# (1366×768): pairings, pairings by name, standings, wall and a report form.
# Writes OUTDIR/<page>-phone.png and -projector.png (default docs/web).
# Needs Debian's chromium (apt-get install chromium) and curl.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
demo_to_serve docs/web "$@"
$T settings "$f" phone_reports=on timetable=10:00,11:10,13:00,14:15 >/dev/null
$T pair "$f" --format csv | tail -n +2 | while IFS=, read -r round table black white rest; do
	[ -z "$table" ] && continue
	b=$(( (table * 37 + 11) % 65 ))
	$T result "$f" 1 "$table" "$b-$((64 - b))" >/dev/null
done
$T pair "$f" --format csv >"$dir/r2.csv"
tail -n +2 "$dir/r2.csv" | head -5 | while IFS=, read -r round table black white rest; do
	[ -z "$table" ] && continue
	$T result "$f" 2 "$table" "$(( 30 + table ))-$(( 34 - table ))" >/dev/null
done
path=$(awk -F, '$2 == "8" { print $NF }' "$dir/r2.csv")
$T clock "$f" 2 >/dev/null
port=$(free_port)
$T serve "$f" --addr "127.0.0.1:$port" >"$dir/serve.log" 2>&1 &
pid=$!
url=http://127.0.0.1:$port
wait_http "$url/" || { cat "$dir/serve.log"; exit 1; }
shot() { # name path width height
	chrome_shot "$dir/chrome" "$3,$4" "$out/$1.png" "$url$2"
}
for page in "pairings /" "names /names" "standings /standings" "wall /wall" "report $path"; do
	set -- $page
	shot "$1-phone" "$2" 390 844
	shot "$1-projector" "$2" 1366 768
done

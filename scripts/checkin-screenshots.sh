#!/bin/sh
# checkin-screenshots.sh [OUTDIR]: the check-in page at the door (受付, issue
# 28) of a demo event as headless Chromium sees it on a phone (390×844) and
# a tablet (820×1180): the PIN form, a search by reading with people
# checked in. The
# device's cookie comes from curl (the PIN typed), the pages are saved and
# shown with the server's style sheets. Writes
# OUTDIR/issue28-checkin-*.png (default docs/screenshots).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
demo_to_serve docs/screenshots "$@"
$T checkin "$f" 1 >/dev/null
$T checkin "$f" 2 >/dev/null
reading=$($T players list "$f" --format csv | awk -F, 'NR==3 { print $3 }')
port=$(free_port)
$T serve "$f" --addr "127.0.0.1:$port" --checkin >"$dir/serve.log" 2>&1 &
pid=$!
url=http://127.0.0.1:$port
wait_http "$url/" || { cat "$dir/serve.log"; exit 1; }
pin=$(sed -n 's/.*PIN \([0-9]*\).*/\1/p' "$dir/serve.log")
jar=$dir/jar
save() { # name path: the page as the device sees it
	curl -fs -b "$jar" -c "$jar" "$url$2" | sed "s|href=\"/static|href=\"$url/static|g" >"$dir/$1.html"
}
save pin /checkin
csrf=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$dir/pin.html")
curl -fs -b "$jar" -c "$jar" -o /dev/null --data-urlencode "pin=$pin" --data-urlencode "csrf=$csrf" --data-urlencode "next=/checkin" "$url/checkin/pin"
q=$(python3 -c 'import sys,urllib.parse; print(urllib.parse.quote(sys.argv[1][:2]))' "$reading")
save search "/checkin?q=$q"
shot() { # name file width height
	chrome_shot "$dir/chrome" "$3,$4" "$out/$1.png" "file://$dir/$2.html"
}
shot issue28-checkin-pin-phone pin 390 844
shot issue28-checkin-search-phone search 390 844
shot issue28-checkin-search-tablet search 820 1180

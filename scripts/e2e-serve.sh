#!/bin/sh
# e2e-serve.sh [DIR]: the venue pages and a phone report end to end with
# the real binary (issue 18): demo, pair, phone_reports=on, `taikai serve`
# on 127.0.0.1 in the background, a report POSTed with curl to a table's
# report_path, SIGTERM (a clean exit 0), `taikai reports` lists the report,
# the result is still unrecorded, `taikai accept` records it.
# Builds ./taikai first; needs curl. Leaves DIR/event.taikai and serve.log.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
serve_event "$@"
fail() { echo "e2e-serve: FAIL: $*" >&2; exit 1; }

$T demo "$f" >/dev/null
$T settings "$f" phone_reports=on timetable=10:00,11:00,13:00,14:15 >/dev/null
$T pair "$f" --format csv >"$dir/pairings.csv"
# Table 3's link: the last column of its row.
path=$($T pairings "$f" --format csv | awk -F, '$2 == "3" { print $NF }')
case $path in /r/1/3/*) ;; *) fail "no report_path for table 3: '$path'" ;; esac
names=$($T pairings "$f" --format csv | awk -F, '$2 == "3" { print $3 " " $4 }')

# A free port on loopback.
port=$(free_port 18080)
$T serve "$f" --addr "127.0.0.1:$port" >"$dir/serve.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
url=http://127.0.0.1:$port
wait_http "$url/" || fail "the server did not answer: $(cat "$dir/serve.log")"
grep -q "127.0.0.1:$port" "$dir/serve.log" || fail "serve did not print its address"

# The pages hold the event's Japanese names.
curl -fsS "$url/" >"$dir/pairings.html"
grep -q "${names%% *}" "$dir/pairings.html" || fail "pairings page without the names of table 3"
curl -fsS "$url/wall" >"$dir/wall.html"
grep -q "次：2回戦 11:00" "$dir/wall.html" || fail "wall without the next round"

# A wrong token stores nothing; the real link takes the report (303).
code=$(curl -s -o /dev/null -w '%{http_code}' --data-urlencode "result=40-24" "$url/r/1/3/aaaaaaaaaaaaaaaa")
[ "$code" = 404 ] || fail "wrong token gave $code, not 404"
code=$(curl -s -o /dev/null -w '%{http_code}' --data-urlencode "result=40-24" --data-urlencode "side=black" "$url$path")
[ "$code" = 303 ] || fail "the report gave $code, not 303"
curl -fsS "$url$path?sent=1" >"$dir/sent.html"
grep -q "報告を受け付けました" "$dir/sent.html" || fail "the phone was not told the report was received"

kill -TERM $pid
status=0
wait $pid || status=$?
trap - EXIT
[ "$status" = 0 ] || fail "serve exited $status after SIGTERM: $(cat "$dir/serve.log")"

$T reports "$f" --format csv >"$dir/reports.csv"
grep -q "^1,1,3,40-24,40-24,black," "$dir/reports.csv" || fail "taikai reports does not list the report: $(cat "$dir/reports.csv")"
result=$($T pairings "$f" --format csv | awk -F, '$2 == "3" { print $7 }')
[ -z "$result" ] || fail "the report recorded a result by itself: $result"
$T accept "$f" 1 3
result=$($T pairings "$f" --format csv | awk -F, '$2 == "3" { print $7 }')
[ "$result" = 40-24 ] || fail "accept did not record 40-24: '$result'"
$T log "$f" --format csv | grep -q "phone report #1" || fail "the audit log does not name the report"
echo "e2e-serve: ok (report stored once, serve exit 0 on SIGTERM, result recorded only by accept) in $dir"

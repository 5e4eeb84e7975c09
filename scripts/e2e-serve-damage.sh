#!/bin/sh
# e2e-serve-damage.sh [DIR]: the pulled USB stick under `taikai serve`
# (issue 23) with the real binary: demo, pair (a snapshot), phone reports
# on, `taikai serve` in the background; then the file is cut short under
# it (as a stick pulled out and put back leaves it). Two phone reports are
# refused at once (503, telling the phone to give the result to the arbiter,
# never the arbiter's damage message), the pages too (503, "cannot be shown
# now"), and serve's log says why; SIGTERM stops
# serve within a second (exit 0); `taikai restore FILE ID` puts the latest
# snapshot back with nothing killed, and the event opens and takes a result.
# Builds ./taikai first; needs curl. Leaves DIR/event.taikai and serve.log.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
serve_event "$@"
rm -rf "$f".damaged-*
fail() { echo "e2e-serve-damage: FAIL: $*" >&2; exit 1; }
ms() { date +%s%3N; }

$T demo "$f" >/dev/null
$T settings "$f" phone_reports=on >/dev/null
$T pair "$f" >/dev/null
path=$($T pairings "$f" --format csv | awk -F, '$2 == "3" { print $NF }')
case $path in /r/1/3/*) ;; *) fail "no report_path for table 3: '$path'" ;; esac

port=$(free_port 18081)
$T serve "$f" --addr "127.0.0.1:$port" >"$dir/serve.log" 2>&1 &
pid=$!
trap 'kill -9 $pid 2>/dev/null || true' EXIT
url=http://127.0.0.1:$port
wait_http "$url/" || fail "the server did not answer: $(cat "$dir/serve.log")"

# The stick is pulled out and put back: the file under serve is cut short.
truncate -s 8192 "$f"
for n in 1 2; do
	code=$(curl -s --max-time 5 -o "$dir/report$n.html" -w '%{http_code}' --data-urlencode "result=40-24" --data-urlencode "side=black" "$url$path") ||
		fail "report $n: no answer within 5 s (a freeze)"
	[ "$code" = 503 ] || fail "report $n gave $code, not 503"
	grep -q "今はスマホから結果を報告できません" "$dir/report$n.html" || fail "report $n: the phone is not told to report to the arbiter"
	! grep -q "壊れています" "$dir/report$n.html" || fail "report $n: the phone reads the arbiter's damage message"
done
code=$(curl -s --max-time 5 -o "$dir/page.html" -w '%{http_code}' "$url/") || fail "the pairings page: no answer within 5 s"
[ "$code" = 503 ] || fail "the pairings page gave $code, not 503"
grep -q "今はページを表示できません" "$dir/page.html" || fail "the pairings page does not say the pages cannot be shown now"
! grep -q "壊れています" "$dir/page.html" || fail "the pairings page shows the arbiter's damage message"

start=$(ms)
kill -TERM $pid
status=0
wait $pid || status=$?
took=$(( $(ms) - start ))
trap - EXIT
[ "$status" = 0 ] || fail "serve exited $status after SIGTERM: $(cat "$dir/serve.log")"
grep -q "damaged" "$dir/serve.log" || fail "serve's log does not say the file is damaged: $(cat "$dir/serve.log")"
[ $took -le 1000 ] || fail "serve took $took ms to stop after SIGTERM"

# The arbiter restores the latest snapshot: nothing to kill, nothing locked.
out=$($T pairings "$f" 2>&1) && fail "the damaged file opened: $out"
echo "$out" | grep -q "is damaged" || fail "opening it again does not say damaged: $out"
id=$(echo "$out" | sed -n 's/.*taikai restore .* \([0-9][0-9]*\)$/\1/p')
[ -n "$id" ] || fail "no snapshot offered: $out"
$T restore "$f" "$id" >"$dir/restore.log" 2>&1 || fail "restore $id: $(cat "$dir/restore.log")"
ls "$f".damaged-* >/dev/null 2>&1 || fail "the damaged file was not kept beside"
$T result "$f" 1 3 40-24 >/dev/null || fail "the restored event does not take a result"
echo "e2e-serve-damage: ok (2 reports refused at once with 503, SIGTERM stopped serve in $took ms, exit 0; snapshot $id restored, a result recorded) in $dir"

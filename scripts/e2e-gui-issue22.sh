#!/bin/sh
# e2e-gui-issue22.sh [DIR]: the two card sequences of issue 22 in the real GUI
# under Xvfb with xdotool, on a 40-player demo with round 3 paired:
#   PageUp to round 2, then 16 Enter 39 Enter 25 Enter and Enter on the
#   replace question: the correction lands on table 16 (it once landed on 6:
#   a selection left in the table field ate the first digit);
#   PageDown back to round 3, then 9 Enter 33 Esc (the card abandoned), then
#   12 Enter 20 Enter 44 Enter: table 12 holds 20-44 and table 9 nothing
#   (Esc once left 33 in the form, and table 9 got 44-20).
# Checks the file with the CLI after quitting. Screenshots go to DIR
# (default .shots/gui-issue22).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/e2e-gui.sh
gui_event .shots/gui-issue22 "$@"
unset LANG
./taikai demo "$f" --players 40 --rounds 2 >/dev/null
./taikai pair "$f" >/dev/null

# result R N FILE: the stored result of table N in round R ("" none).
result() { ./taikai pairings "$3" --round "$1" --format csv | awk -F, -v t="$2" '$2 == t { print $7 }'; }
fail() { echo "e2e-gui-issue22: FAIL: $*" >&2; exit 1; }

r2t16=$(result 2 16 "$f")
r2t6=$(result 2 6 "$f")
[ -n "$r2t16" ] || fail "the demo left round 2 table 16 without a result"
new=39-25
[ "$r2t16" = "$new" ] && new=38-26
b=${new%-*} w=${new#*-}

xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	f=$1; dir=$2; b=$3; w=$4
	. scripts/lib/e2e-gui.sh
	gui_open "$f"
	k ctrl+3; sleep 0.8
	shot 1-round3-suggests
	k Prior; sleep 0.8
	shot 2-pageup-round2
	typ 16; sleep 0.3
	shot 3-typed-16
	k Return; typ "$b"; k Return; typ "$w"; k Return; sleep 0.8
	shot 4-replace-question
	k Return; sleep 0.8
	shot 5-corrected-16
	k Next; sleep 0.8
	typ 9; k Return; typ 33; k Escape; sleep 0.6
	shot 6-esc-abandoned
	typ 12; k Return; typ 20; k Return; typ 44; k Return; sleep 0.8
	shot 7-table12-recorded
	k ctrl+q; wait $pid
' sh "$f" "$dir" "$b" "$w"

[ "$(result 2 16 "$f")" = "$new" ] || fail "round 2 table 16: '$(result 2 16 "$f")', want $new (was $r2t16)"
[ "$(result 2 6 "$f")" = "$r2t6" ] || fail "round 2 table 6 changed: '$(result 2 6 "$f")', was $r2t6"
[ "$(result 3 12 "$f")" = "20-44" ] || fail "round 3 table 12: '$(result 3 12 "$f")', want 20-44"
[ -z "$(result 3 9 "$f")" ] || fail "round 3 table 9: '$(result 3 9 "$f")', want nothing"
echo "e2e-gui-issue22: ok: PageUp then 16 corrected round 2 table 16 ($r2t16 → $new), table 6 kept $r2t6; after Esc, round 3 table 12 holds 20-44 and table 9 nothing (screenshots in $dir)"

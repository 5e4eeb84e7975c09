#!/bin/sh
# e2e-othello.sh [DIR]: a full 6-round, 36-player Othello event through the
# command line — pairings, random but valid results, standings, the early
# final check, the final with its hidden disc, certification, sheets.
# Leaves DIR/event.taikai and the PDFs in DIR (default: a temporary folder).
set -eu
cd "$(dirname "$0")/.."
T=$PWD/taikai
dir=${1:-$(mktemp -d)}
mkdir -p "$dir"
f=$dir/event.taikai
rm -f "$f"
$T demo "$f" --players 36 >/dev/null
$T settings "$f" name="第17期 オセロ王座戦（CLI通し）" seed=2026 >/dev/null
seed=1
for n in 1 2 3 4 5 6; do
	$T pair "$f" --format csv >"$dir/pairings-r$n.csv"
	# One result per table: Black's discs from a small LCG, the rest to White;
	# now and then a special outcome.
	tail -n +2 "$dir/pairings-r$n.csv" | while IFS=, read -r round table black white rest; do
		[ -z "$table" ] && continue
		seed=$(( (seed * 1103515245 + 12345 + table) % 2147483648 ))
		b=$(( seed % 65 ))
		case $(( seed % 23 )) in
		0) r="timeout-white" ;;
		1) r="forfeit-black" ;;
		*) r="$b-$((64 - b))" ;;
		esac
		$T result "$f" "$round" "$table" "$r" >/dev/null
	done
	if [ "$n" = 5 ]; then
		$T standings "$f" --round 5 | head -5
	fi
done
$T standings "$f" | head -12
$T finals "$f"
for t in 1 2; do
	$T pairings "$f" --round 7 --format csv | grep -q "^7,$t," || continue
	$T hidden-disc "$f" 7 "$t" --call black --up white --choice colour --colour black
	$T result "$f" 7 "$t" 32-32
done
for sheet in players pairings pairings-by-name standings; do
	$T print "$f" "$sheet" --round 6 --out "$dir/$sheet.pdf" >/dev/null
done
$T log "$f" | tail -3
echo "e2e: ok ($dir)"

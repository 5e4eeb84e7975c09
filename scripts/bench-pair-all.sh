#!/usr/bin/env bash
# Issue 24's benchmark, whole process: `taikai pair FILE --all` pairing
# round 5 of a 600-player event of 6 Go sections of 100 (the size of the
# Excel program Go clubs use), 4 rounds in, every card entered by its venue
# table number. The event is made with the command line itself; then each
# run pairs a fresh copy of the file. Prints each run's wall time and the
# median (issue 24's target: under 0.5 s).
#
#   scripts/bench-pair-all.sh [RUNS]     (default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/taikai" .
T="$work/taikai"
F="$work/six.taikai"
export LANG=C TAIKAI_LANG= LC_ALL= LC_MESSAGES=

"$T" new "$F" --name 囲碁クラブ大会 --date 2025-05-05 >/dev/null
ranks=(6d 5d 4d 3d 2d 1d 1k 2k 3k 4k 5k 6k 7k 8k 9k 10k)
echo "氏名,段級位,部門" >"$work/players.csv"
for k in 0 1 2 3 4 5; do
	key=$(printf "\\x$(printf %x $((65 + k)))")
	"$T" section add "$F" "$key" --name "${key}級" --game go --tables "$((k * 50 + 1))-$((k * 50 + 50))" \
		--set rounds=10 --set seed=$((k + 1)) >/dev/null
	for i in $(seq 0 99); do
		printf '%s組 選手%03d,%s,%s\n' "$key" $((i + 1)) "${ranks[$(((i * 7 + k) % 16))]}" "$key" >>"$work/players.csv"
	done
done
"$T" players import "$F" "$work/players.csv" >/dev/null
results=(B+R W+R B+3.5 W+0.5)
for round in 1 2 3 4; do
	"$T" pair "$F" --all --format csv >"$work/round.csv"
	i=0
	for table in $(tail -n +2 "$work/round.csv" | cut -d, -f2); do
		[ -n "$table" ] || continue
		"$T" card "$F" "$table" "${results[$(((i + round) % 4))]}" >/dev/null
		i=$((i + 1))
	done
	echo "round $round: $i cards entered" >&2
done

times=()
for n in $(seq 1 "$runs"); do
	cp "$F" "$work/run.taikai"
	rm -rf "$work/run.taikai-snapshots"
	start=$(date +%s%N)
	"$T" pair "$work/run.taikai" --all --format csv >"$work/out.csv"
	end=$(date +%s%N)
	games=$(($(wc -l <"$work/out.csv") - 1))
	[ "$games" -eq 300 ] || { echo "run $n: $games games, want 300" >&2; exit 1; }
	ms=$(((end - start) / 1000000))
	times+=("$ms")
	echo "run $n: ${ms} ms"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}')
echo "pair --all, 600 players in 6 sections, round 5: median ${median} ms of $runs runs (target < 500 ms)"

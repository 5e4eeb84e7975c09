#!/bin/sh
# e2e-formats.sh [DIR]: the two runs of issue 25 through the command line
# (run `make build` first), on fresh files:
#  1. 32 Go players in 8 league groups of 4 (予選リーグ), the top 2 of each
#     into a 16-player knockout (決勝トーナメント) with a 3位決定戦 and
#     handicaps; the bracket as text and as a PDF;
#  2. a 40-player 2勝通過2敗失格 stage (any paired game: Go here) feeding a
#     knockout.
# In every game the player whose name sorts first wins (no tie in a group).
# Leaves DIR/league.taikai, DIR/qualify.taikai and the PDFs (default: a
# temporary folder); exits non-zero at the first refusal.
set -eu
cd "$(dirname "$0")/.."
T=$PWD/taikai
dir=${1:-$(mktemp -d)}
mkdir -p "$dir"

# play FILE KEY: pair the section's next round and card every game; fails
# when the round is refused (the refusal in $dir/pair.err).
play() {
	$T pair "$1" --section "$2" --format csv >"$dir/pairing.csv" 2>"$dir/pair.err" || return 1
	tail -n +2 "$dir/pairing.csv" | while IFS=, read -r round table black white rest; do
		[ -z "$table" ] || [ -z "$white" ] && continue
		if [ "$(printf '%s\n%s\n' "$black" "$white" | LC_ALL=C sort | head -1)" = "$black" ]; then
			r=B+R
		else
			r=W+R
		fi
		$T card "$1" "$table" "$r" >/dev/null
	done
	tail -n +2 "$dir/pairing.csv" | wc -l
}

# players N SECTION RANKS...: a CSV of N players of the section, ranks in turn.
players() {
	n=$1 sec=$2
	shift 2
	echo "name,rank,club,section"
	i=1
	while [ "$i" -le "$n" ]; do
		eval "rank=\${$(( (i - 1) % $# + 1 ))}"
		printf '選手%02d,%s,クラブ%d,%s\n' "$i" "$rank" $(( i % 5 )) "$sec"
		i=$((i + 1))
	done
}

echo "== run 1: 32 Go players, 8 groups of 4, top 2 -> 16-player knockout with 3位決定戦"
f=$dir/league.taikai
rm -f "$f"
$T new "$f" --name 囲碁選手権 >/dev/null
$T section add "$f" L --name 予選リーグ --game go --format league --group-size 4 --advance 2 --tables 1-16 --set handicap=true
$T section add "$f" K --name 決勝トーナメント --game go --format knockout --third-place --from L --places 通過 --tables 21-28 --set handicap=true
players 32 L 5d 4d 3d 2d 1d 1k 2k 3k >"$dir/league.csv"
$T players import "$f" "$dir/league.csv"
for n in 1 2 3; do lines=$(play "$f" L) || { cat "$dir/pair.err" >&2; exit 1; }; echo "league round $n: $lines lines"; done
$T standings "$f" --section L | head -12
$T section draw "$f" K
for n in 1 2 3 4; do lines=$(play "$f" K) || { cat "$dir/pair.err" >&2; exit 1; }; echo "knockout round $n: $lines lines"; done
$T pairings "$f" --section K --round 4
$T bracket "$f" --section K
$T standings "$f" --section K
$T print "$f" bracket --section K --out "$dir/bracket-32.pdf"

echo "== run 2: 40 players, 2勝通過2敗失格 -> knockout"
f=$dir/qualify.taikai
rm -f "$f"
$T new "$f" --name 予選大会 >/dev/null
$T section add "$f" Q --name 予選 --game go --format qualify --wins 2 --losses 2 --bye win --tables 1-20
$T section add "$f" F --name 決勝 --game go --format knockout --from Q --places 通過 --tables 31-46
players 40 Q 3d 2d 1d 1k 2k >"$dir/qualify.csv"
$T players import "$f" "$dir/qualify.csv"
# until: play rounds of section KEY of FILE until pairing is refused with
# WORDS (the stage's end); any other refusal fails.
until_over() {
	n=1
	while lines=$(play "$1" "$2"); do
		echo "$2 round $n: $lines lines"
		n=$((n + 1))
		[ "$n" -le 12 ] || { echo "section $2 did not end in 11 rounds" >&2; exit 1; }
	done
	grep -q "$3" "$dir/pair.err" || { cat "$dir/pair.err" >&2; exit 1; }
	echo "$2: $(head -1 "$dir/pair.err")"
}
until_over "$f" Q "is over"
$T standings "$f" --section Q | head -5
$T section draw "$f" F
until_over "$f" F "is over"
$T bracket "$f" --section F
$T standings "$f" --section F | head -6
$T print "$f" bracket --section F --out "$dir/bracket-qualify.pdf"
echo "e2e-formats: ok ($dir)"

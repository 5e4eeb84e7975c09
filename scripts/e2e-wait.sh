#!/bin/sh
# e2e-wait.sh [DIR]: 待ち合わせ of issue 27 through the command line (build
# first: go build -o taikai .), on a fresh file: a Go section of 9 players
# with odd_player=wait (the odd player waits for the loser of a finished
# game), 3 rounds.
#  - each round is paired (pair --format csv): 4 games and the odd player,
#    the one the bye rule picks, on a line of their own marked `waiting`;
#  - `taikai wait` is refused while the table has no result, then, once it
#    has one, pairs the waiting player with its loser in a game added to the
#    round at table 5 (the colours and the handicap as any game's);
#  - round 2 shows the refusals: a table held 勝敗預かり has no loser (nor
#    has a 両負け or 無勝負; with komi 6.5 Go has no jigo) and is refused,
#    the message saying what to do; a player who is not waiting is refused;
#    the next round cannot be paired while a game of the round, the added
#    one included, waits for its result; in round 3 every table finishes
#    first, and the round is not over while the player still waits;
#  - the added game's result is entered like any other and counts in the
#    round: the standings after round 3 count 5 decided games a round
#    (15 wins in all), the loser who played twice has two games of the
#    round, and no two players meet twice in the 3 rounds (the 待ち合わせ
#    games included).
# Leaves DIR/wait.taikai (default DIR: a temporary folder); exits non-zero
# at the first refusal that is not the one expected.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
built_event e2e-wait wait.taikai "$@"
export LANG=C TAIKAI_LANG=

# refused CMD...: the command must be refused (exit 1); its message is shown.
refused() {
	if out=$("$@" 2>&1); then
		echo "e2e-wait: expected a refusal: $*" >&2
		exit 1
	fi
	echo "   refused as it must be: $out"
}

# others: the results of the other tables of the round.
others() {
	for t in 1 2 3 4; do
		[ "$t" = "$first" ] && continue
		res=W+R
		[ $(((t + round) % 2)) = 0 ] && res=B+3.5
		$T result "$f" "$round" "$t" "$res" >/dev/null 2>&1 || $T result "$f" "$round" "$t" B+R >/dev/null
	done
}

echo "== a Go section of 9 players, odd_player=wait (待ち合わせ)"
$T new "$f" --game go --name 市民囲碁大会 --date 2026-11-22 --venue 公民館 --set odd_player=wait --set wait_with=loser --set rounds=3 --set seed=27 >/dev/null
n=0
for p in "青木 一郎:3d" "石井 二郎:2d" "上田 三郎:1d" "江藤 四郎:1k" "大野 五郎:2k" "加藤 六郎:3k" "木村 七郎:4k" "久保 八郎:5k" "小林 九郎:6k"; do
	n=$((n + 1))
	$T players add "$f" --name "${p%%:*}" --rank "${p#*:}" --club "クラブ$((n % 3))" >/dev/null
done
$T settings "$f" | grep -E '^(odd_player|wait_with) '

for round in 1 2 3; do
	echo "== round $round"
	$T pair "$f" --format csv >"$dir/r$round.csv"
	cat "$dir/r$round.csv"
	waiter=$(awk -F, '$7 == "waiting" {print $3}' "$dir/r$round.csv")
	[ -n "$waiter" ] || { echo "e2e-wait: round $round has nobody waiting" >&2; exit 1; }
	[ "$(grep -c ',waiting,' "$dir/r$round.csv")" = 1 ] || { echo "e2e-wait: one waiting line expected" >&2; exit 1; }
	echo "   $waiter waits"
	# The first table to finish: table 1 in round 1 and 3, table 3 in round 2.
	first=1
	[ "$round" = 2 ] && first=3
	refused $T wait "$f" "$round" "$waiter" "$first"
	if [ "$round" = 2 ]; then
		$T result "$f" 2 1 pending >/dev/null
		refused $T wait "$f" 2 "$waiter" 1
		refused $T wait "$f" 2 "$(awk -F, 'NR == 2 {print $3}' "$dir/r2.csv")" 1
	fi
	$T result "$f" "$round" "$first" B+R
	if [ "$round" = 3 ]; then
		# Every table finishes before the arbiter pairs the waiting
		# player: the round is not over while they wait.
		others
		refused $T pair "$f"
	fi
	$T wait "$f" "$round" "$waiter" "$first"
	[ "$round" = 3 ] || others
	if [ "$round" -lt 3 ]; then
		# Table 5 still waits for its result: the next round is refused.
		refused $T pair "$f"
	fi
	$T result "$f" "$round" 5 W+R
	$T pairings "$f" --round "$round" --format csv >"$dir/r$round.csv"
	[ "$(awk -F, 'NR > 1 && $2 == 5' "$dir/r$round.csv" | wc -l)" = 1 ] || { echo "e2e-wait: no game at table 5 in round $round" >&2; exit 1; }
done

echo "== the pairings of the three rounds"
for round in 1 2 3; do $T pairings "$f" --round "$round"; done
echo "== standings after round 3"
$T standings "$f"
$T standings "$f" --format csv >"$dir/standings.csv"
wins=$(awk -F, 'NR > 1 {s += $3} END {print s}' "$dir/standings.csv")
[ "$wins" = 15 ] || { echo "e2e-wait: 15 wins expected (5 decided games a round), got $wins" >&2; exit 1; }
# No pair meets twice over the three rounds, the 待ち合わせ games included.
dups=$(cat "$dir/r1.csv" "$dir/r2.csv" "$dir/r3.csv" | awk -F, '$1 != "round" && $4 != "" {if ($3 < $4) print $3 "-" $4; else print $4 "-" $3}' | sort | uniq -d)
[ -z "$dups" ] || { echo "e2e-wait: a rematch: $dups" >&2; exit 1; }
echo "e2e-wait: ok ($f)"

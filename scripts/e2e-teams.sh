#!/bin/sh
# e2e-teams.sh [DIR]: the team event of issue 26 through the command line
# (build first: go build -o taikai .), on a fresh file: the 実業団 shape,
# 8 teams of 3 boards in a Go section with handicaps by rank (one stone a
# grade, at most 5: handicap_max=5), 3 rounds of team Swiss.
#  - the teams come from a CSV this script writes (Japanese names, ranks
#    5d … 6k, clubs, two reserves);
#  - each round is paired (pair --format csv: a match's line, then one line
#    a board) and every match carded with a result chosen by its place in
#    the round: marks (○○×, a board won by default 不) or each board's words
#    (B+R,W+R,B+T, 黒中押し勝ち …);
#  - in round 2 one board is held (預, 勝敗預かり): the match waits (the
#    standings say so), then the board is ruled and the match recorded
#    before round 3 is paired;
#  - in round 3 a reserve plays a board (teams substitute); the board order
#    cannot change after round 1 (teams order is refused, as it must be);
#  - the team standings and the board prizes are printed.
# Leaves DIR/teams.taikai (default DIR: a temporary folder); exits non-zero
# at the first refusal that is not the one expected.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
built_event e2e-teams teams.taikai "$@"

# The teams: name, club, the ranks of boards 1–3, and a reserve's rank
# (- for none).
cat >"$dir/teams.txt" <<'EOF'
東京銀行 丸の内 5d 3d 1d 2k
大阪商事 梅田 4d 2d 1k -
名古屋電機 栄 3d 2d 2k -
横浜製鉄 みなとみらい 3d 1d 3k 4k
京都物産 四条 2d 1k 3k -
神戸海運 三宮 1d 2k 4k -
福岡通信 天神 1k 3k 5k -
札幌食品 大通 2k 4k 6k -
EOF
surnames="青木 石井 上田 江藤 大野 加藤 木村 久保 小林 佐藤 鈴木 田中 中村 西田 野口 橋本 平野 藤井 松本 宮崎 村上 山口 吉田 渡辺 安藤 池田 内田 岡本 金子 菊池 工藤 近藤"
given="一郎 二郎 三郎 四郎 五郎 六郎 七郎 八郎 九郎 健太 翔太 大輔 拓也 直樹 浩二 誠 聡 隆 学 剛 亮 修 勇 進 豊 茂 実 稔 清 正 博 明"
i=0
{
	echo "チーム,盤,氏名,段級位,所属"
	while read -r team club r1 r2 r3 res; do
		for b in 主将:$r1 副将:$r2 三将:$r3 補欠:$res; do
			board=${b%%:*} rank=${b#*:}
			[ "$rank" = "-" ] && continue
			i=$((i + 1))
			sur=$(echo "$surnames" | cut -d' ' -f"$i") giv=$(echo "$given" | cut -d' ' -f"$i")
			echo "$team,$board,$sur $giv,$rank,$team $club"
		done
	done <"$dir/teams.txt"
} >"$dir/teams.csv"

echo "== a 3-board Go team section, 8 teams from a CSV"
$T new "$f" --name 実業団囲碁大会 --date 2026-11-21 --venue 日本棋院 >/dev/null
$T section add "$f" T --name 団体戦 --game go --team-boards 3 --tables 1-8 --set handicap=true --set handicap_max=5 --set rounds=3 --set seed=26
$T teams import "$f" "$dir/teams.csv"
$T teams list "$f" --section T
$T section list "$f"

# results: the result of the i-th match of a round (marks from the side of
# the team listed first, or each board's words as seated).
result() {
	case $(( $1 % 5 )) in
	0) echo "○○×" ;;
	1) echo "B+R,W+R,B+T" ;;
	2) echo "×○○" ;;
	3) echo "不××" ;;
	4) echo "黒中押し勝ち,白中押し勝ち,W+R" ;;
	esac
}

# play N: pair round N and card every match; in round 2 the second
# match's board 2 is held (預) pending a ruling; in round 3 東京銀行's
# reserve plays its board 3 (三将) before the results. Prints each card's
# result line.
play() {
	n=$1
	$T pair "$f" --section T --format csv >"$dir/round$n.csv"
	if [ "$n" = 3 ]; then
		echo "-- 東京銀行's reserve plays board 3 (三将) in round 3:"
		$T teams substitute "$f" 3 東京銀行 三将 "江藤 四郎"
	fi
	i=$n
	tail -n +2 "$dir/round$n.csv" | while IFS=, read -r round table black white board rest; do
		[ -n "$table" ] && [ -n "$white" ] && [ -z "$board" ] || continue
		r=$(result "$i")
		if [ "$n" = 2 ] && [ "$i" = 3 ]; then
			r="○預×"
			echo "$table" >"$dir/held"
		fi
		out=$($T card "$f" "$table" "$r")
		echo "$out" | tail -1
		i=$((i + 1))
	done
}

for n in 1 2 3; do
	echo "== round $n"
	if [ "$n" = 3 ]; then
		table=$(cat "$dir/held")
		echo "-- the ruling on the held board (board 2 to the team listed first), before round 3 is paired:"
		$T result "$f" 2 "$table" "○○×" --section T
		echo "-- the board order is fixed after round 1:"
		if $T teams order "$f" 横浜製鉄 "田中 大輔" "鈴木 翔太" "中村 拓也" 2>"$dir/order.err"; then
			echo "the board order changed after round 1" >&2
			exit 1
		fi
		sed 's/^/   refused as it must be: /' "$dir/order.err"
	fi
	play "$n"
	if [ "$n" = 2 ]; then
		echo "-- standings while a board is held:"
		$T standings "$f" --section T --round 2
	fi
	if [ "$n" = 1 ]; then
		echo "-- round 1 as a person reads it:"
		$T pairings "$f" --section T --round 1
	fi
done

echo "== round 3, 東京銀行's match board by board (its reserve on board 3)"
table=$(grep ",東京銀行," "$dir/round3.csv" | head -1 | cut -d, -f2)
$T pairings "$f" --section T --round 3 --format csv | awk -F, -v t="$table" 'NR == 1 || $2 == t' | cut -d, -f1-7

echo "== team standings"
$T standings "$f" --section T
$T standings "$f" --section T --format csv >"$dir/standings.csv"
echo "== board prizes"
$T standings "$f" --section T --boards
echo "e2e-teams: ok ($dir)"

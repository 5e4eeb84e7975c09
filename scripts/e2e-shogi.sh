#!/bin/sh
# e2e-shogi.sh [OUTDIR]: a shogi event end to end through the CLI (issue 30).
# Section A: 32 players from 五段 to 15級, handicaps on (the Tokyo dojo table),
# 4 Swiss rounds. Every even game records its 振り駒 (0–5 歩 face up; the
# colours must follow: 3+ keeps the pairing's 先手, 2- swaps them); results of
# every kind are typed in Japanese, and what the rules refuse is checked to be
# refused (千日手 alone where it is replayed, 持将棋 without its count under the
# 24-point rule, 上手勝ち where nobody is 上手). The standings' wins must equal
# the wins counted here from the pairings and the results typed. Section K: an
# 8-player knockout where a draw is refused and 千日手's replay decides. The
# 手合割 calculator, `help results` and the sheets (pairings, shogi slips,
# standings: pdftotext must show 手合割 and 先手) are checked; page 1 of each
# sheet goes to OUTDIR/shogi-*.png (default docs/screenshots) to be looked at.
set -eu
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
go build -o taikai .
T=$PWD/taikai
dir=$(mktemp -d); echo "$dir" >/tmp/e2e-shogi-dir
trap '[ -n "${KEEP:-}" ] || rm -rf "$dir"' EXIT
export LANG=C TAIKAI_LANG= TAIKAI_ARBITER=本部
fail() { echo "e2e-shogi: FAIL: $*" >&2; exit 1; }
refused() { if $T "$@" >/dev/null 2>&1; then fail "accepted: $*"; fi; }

# The calculator, row by row of the dojo table.
for row in "初段 初段 teai=平手 sente=furigoma uwate=none" "初段 1級 teai=平手 sente=2 uwate=1" "二段 1級 teai=香落ち sente=1 uwate=1" \
	"三段 1級 teai=角落ち sente=1 uwate=1" "1級 四段 teai=飛車落ち sente=2 uwate=2" "五段 1級 teai=飛香落ち sente=1 uwate=1" \
	"五段 2級 teai=二枚落ち sente=1 uwate=1" "初段 8級 teai=四枚落ち sente=1 uwate=1" "初段 10級 teai=六枚落ち sente=1 uwate=1"; do
	set -- $row
	got=$($T handicap --shogi "$1" "$2")
	[ "$got" = "$3 $4 $5" ] || fail "handicap --shogi $1 $2: $got, want $3 $4 $5"
done
[ "$(LANG=ja_JP.UTF-8 $T help results | grep -c 千日手)" -ge 2 ] || fail "help results has no 千日手"

f=$dir/shogi.taikai
$T new "$f" --name "市民将棋大会" >/dev/null
$T section add "$f" A --name A級 --game 将棋 --set handicap=true --set rounds=4 --set jishogi=24 --tables 1-16 >/dev/null
$T section add "$f" K --name 決勝トーナメント --game shogi --format knockout --set jishogi=draw --set sennichite=draw --tables 21-24 >/dev/null
{
	echo "氏名,よみ,段級位,部門"
	i=0
	for r in 五段 四段 三段 三段 二段 二段 初段 初段 1級 1級 2級 2級 3級 3級 4級 5級 5級 6級 7級 8級 9級 10級 10級 12級 15級 初段 二段 1級 3級 4級 6級 8級; do
		i=$((i + 1))
		echo "棋士$i,,$r,A"
	done
	for r in 四段 三段 二段 初段 1級 2級 3級 5級; do
		i=$((i + 1))
		echo "選手$i,,$r,K"
	done
} >"$dir/players.csv"
$T players import "$f" "$dir/players.csv" >/dev/null
[ "$($T players list "$f" --section A --format csv | tail -n +2 | wc -l)" = 32 ] || fail "section A has not 32 players"

: >"$dir/wins.txt"
for round in 1 2 3 4; do
	$T pair "$f" --section A >/dev/null
	$T pairings "$f" --section A --round $round --format csv >"$dir/p.csv"
	games=$(tail -n +2 "$dir/p.csv" | wc -l)
	[ "$games" = 16 ] || fail "round $round has $games games"
	tail -n +2 "$dir/p.csv" | while IFS=, read -r rnd table black white rest; do
		case "$rest" in
		*furigoma*)
			fu=$(( (table + round) % 6 ))
			$T furigoma "$f" $round $table $fu --section A >/dev/null
			now=$($T pairings "$f" --section A --round $round --format csv | awk -F, -v t=$table '$2 == t { print $3 "," $4 }')
			if [ $fu -ge 3 ]; then want="$black,$white"; else want="$white,$black"; fi
			[ "$now" = "$want" ] || fail "round $round table $table: 振り駒 $fu 歩: $now, want $want"
			black=${now%,*} white=${now#*,}
			;;
		*"moves first"*) refused furigoma "$f" $round $table 3 --section A ;;
		esac
		winner=$black
		case $(( (table + round) % 8 )) in
		0) res=先手勝ち ;;
		1) res=後手勝ち winner=$white ;;
		2) refused result "$f" $round $table 千日手 --section A; res="千日手 先手勝ち" ;;
		3) res=先手反則負け winner=$white ;;
		4) res=後手時間切れ負け ;;
		5) refused result "$f" $round $table 持将棋 --section A; res="持将棋 後手勝ち" winner=$white ;;
		6) res=後手不戦敗 ;;
		7)
			case "$rest" in
			*"stronger) moves first"*) res=上手勝ち ;;
			*"weaker moves first"*) res=下手勝ち ;;
			*) refused result "$f" $round $table 上手勝ち --section A; res=▲勝ち ;;
			esac
			;;
		esac
		$T result "$f" $round $table "$res" --section A >/dev/null || fail "round $round table $table: $res refused"
		echo "$winner" >>"$dir/wins.txt"
	done
done
# The stored results, read back into winners.
: >"$dir/winners.txt"
for round in 1 2 3 4; do
	$T pairings "$f" --section A --round $round --format csv | tail -n +2 | while IFS=, read -r rnd table black white bs ws result rest; do
		case "$result" in
		sente | sennichite/sente | timeout-gote | forfeit-gote) echo "$black" ;;
		gote | sennichite/gote | foul-sente | jishogi/gote) echo "$white" ;;
		*) fail "round $round table $table: stored $result" ;;
		esac
	done >>"$dir/winners.txt"
done
sort "$dir/winners.txt" | uniq -c | awk '{ print $2 "," $1 }' | sort >"$dir/want.csv"
$T standings "$f" --section A --format csv | tail -n +2 | awk -F, '$3 != "0" { print $2 "," $3 }' | sort >"$dir/got.csv"
diff "$dir/want.csv" "$dir/got.csv" >&2 || fail "standings wins differ from the results typed"
[ "$(awk -F, '{ s += $2 } END { print s }' "$dir/got.csv")" = 64 ] || fail "64 games did not give 64 wins"
# The winners the script meant (上手 and 下手 are the 先手 of their game, the
# 振り駒 applied) are the winners stored.
sort "$dir/wins.txt" | uniq -c | awk '{ print $2 "," $1 }' | sort >"$dir/meant.csv"
diff "$dir/meant.csv" "$dir/want.csv" >&2 || fail "the winners stored differ from those meant"

# The knockout: no draw; the replay decides.
while :; do
	$T pair "$f" --section K >"$dir/k.txt" 2>&1 || break
	n=$($T pairings "$f" --section K --format csv | tail -n +2 | awk -F, 'END { print $1 }')
	for t in $($T pairings "$f" --section K --round $n --format csv | tail -n +2 | awk -F, '$7 == "" && $4 != "" { print $2 }'); do
		refused result "$f" $n $t 千日手 --section K
		refused result "$f" $n $t 持将棋 --section K
		$T result "$f" $n $t "千日手 後手勝ち" --section K >/dev/null || fail "knockout round $n table $t: the replay refused"
	done
done
played=0
for n in 1 2 3; do
	played=$((played + $($T pairings "$f" --section K --round $n --format csv | tail -n +2 | awk -F, '$7 == "sennichite/gote"' | wc -l)))
done
[ $played = 7 ] || fail "the knockout of 8 played $played games decided by the replay, not 7"
grep -q "final was round 3" "$dir/k.txt" || fail "the knockout did not end after its final"

# Sheets: 手合割 and 先手 on the pairings and the slips.
for sheet in pairings shogi-slips standings; do
	$T print "$f" $sheet --section A --round 4 --out "$dir/$sheet.pdf" >/dev/null
	LANG=ja_JP.UTF-8 $T print "$f" $sheet --section A --round 4 --out "$dir/$sheet-ja.pdf" >/dev/null
	pdftoppm -r 60 -png -f 1 -l 1 "$dir/$sheet-ja.pdf" "$out/shogi-$sheet"
done
pdftotext "$dir/pairings-ja.pdf" - | grep -q 手合割 || fail "the pairings show no 手合割"
pdftotext "$dir/pairings-ja.pdf" - | grep -Eq '香落ち|角落ち|飛車落ち|二枚落ち|四枚落ち|六枚落ち' || fail "the pairings show no 駒落ち"
pdftotext "$dir/shogi-slips-ja.pdf" - | grep -q '先手' || fail "the slips do not say who is 先手"
pdftotext "$dir/shogi-slips-ja.pdf" - | grep -q '手合割' || fail "the slips show no 手合割"
echo "e2e-shogi: ok (32 players, 4 rounds, 64 results, knockout of 8; sheets in $out/shogi-*.png)"

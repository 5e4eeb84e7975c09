#!/bin/sh
# e2e-xlsx.sh: the Excel workbook end to end (issue 29), for a Go and an
# Othello demo event (24 players, 3 rounds played). Each is exported with
# `taikai export --format xlsx`; LibreOffice headless converts every sheet
# to CSV; then
#   - the workbook imported with `players import` into a new event, and
#     LibreOffice's CSV of 参加者 imported into another, list the same
#     participants as the demo (`players list --format csv`, every field);
#   - LibreOffice's 成績 has the places, names, scores, tiebreaks and
#     numbers of `taikai standings --format csv`;
#   - LibreOffice's 組合せ has every game of `taikai pairings --format csv`
#     (round, table, Black, White), in order.
# Any difference is printed and the script exits non-zero. Needs soffice
# (Debian's libreoffice-calc-nogui) and python3. LibreOffice runs under
# LC_ALL=C.UTF-8: in the C locale it writes the sheets' Japanese names as ???.
set -eu
cd "$(dirname "$0")/.."
command -v soffice >/dev/null || { echo "e2e-xlsx: soffice (LibreOffice) is not installed" >&2; exit 2; }
go build -o taikai .
T=$PWD/taikai
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export LANG=C TAIKAI_LANG=
fail=0
for game in go othello; do
	ev=$dir/$game.taikai
	"$T" demo "$ev" --game "$game" --rounds 3 >/dev/null
	"$T" export "$ev" --format xlsx --out "$dir/$game.xlsx"
	mkdir -p "$dir/$game-csv"
	LC_ALL=C.UTF-8 soffice -env:UserInstallation=file://"$dir"/profile --headless \
		--convert-to 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1' \
		--outdir "$dir/$game-csv" "$dir/$game.xlsx" >/dev/null 2>&1
	for sheet in 参加者 組合せ 成績 対戦表; do
		[ -s "$dir/$game-csv/$game-$sheet.csv" ] || { echo "FAIL $game: LibreOffice wrote no sheet $sheet" >&2; fail=1; }
	done

	# Participants: the workbook and LibreOffice's reading of it import back.
	"$T" players list "$ev" --format csv >"$dir/$game-players.csv"
	for src in xlsx lo; do
		file=$dir/$game.xlsx
		[ $src = lo ] && file=$dir/$game-csv/$game-参加者.csv
		"$T" new "$dir/$game-$src.taikai" --name 取り込み --date 2026-12-01 --game "$game" >/dev/null
		"$T" players import "$dir/$game-$src.taikai" "$file"
		"$T" players list "$dir/$game-$src.taikai" --format csv >"$dir/$game-$src-players.csv"
		if ! cmp -s "$dir/$game-players.csv" "$dir/$game-$src-players.csv"; then
			echo "FAIL $game: participants imported from $src differ:" >&2
			diff "$dir/$game-players.csv" "$dir/$game-$src-players.csv" >&2 || true
			fail=1
		fi
	done

	# Standings and pairings: LibreOffice's cells against the CLI's.
	"$T" standings "$ev" --format csv >"$dir/$game-standings.csv"
	: >"$dir/$game-pairings.csv"
	for r in 1 2 3; do "$T" pairings "$ev" --round $r --format csv | tail -n +2 >>"$dir/$game-pairings.csv"; done
	python3 - "$game" "$dir" <<'EOF' || fail=1
import csv, sys
game, d = sys.argv[1], sys.argv[2]
rd = lambda p: list(csv.reader(open(p, encoding="utf-8")))
def num(s):
    try:
        return float(s)
    except ValueError:
        return s
bad = 0
cli, lo = rd(f"{d}/{game}-standings.csv"), rd(f"{d}/{game}-csv/{game}-成績.csv")
# CLI: rank,name,<columns…>,place,id,note   workbook: 順位,氏名,<columns…>,番号,備考
cols = len(cli[0]) - 5
if len(lo[0]) != cols + 4 or len(cli) != len(lo):
    print(f"FAIL {game}: 成績 has {len(lo)} rows × {len(lo[0])} columns, standings {len(cli)} × {len(cli[0])}", file=sys.stderr); bad = 1
for c, l in zip(cli[1:], lo[1:]):
    want = [c[0].rstrip("=")] + c[1:2 + cols] + [c[-2]]
    got = l[:2 + cols] + [l[2 + cols]]
    if [num(x) for x in want] != [num(x) for x in got]:
        print(f"FAIL {game}: 成績 row {got} != standings {want}", file=sys.stderr); bad = 1
cli, lo = rd(f"{d}/{game}-pairings.csv"), rd(f"{d}/{game}-csv/{game}-組合せ.csv")[1:]
if len(cli) != len(lo):
    print(f"FAIL {game}: 組合せ has {len(lo)} games, pairings {len(cli)}", file=sys.stderr); bad = 1
for c, l in zip(cli, lo):
    if c[:4] != l[:4]:
        print(f"FAIL {game}: 組合せ {l[:4]} != pairings {c[:4]}", file=sys.stderr); bad = 1
print(f"{game}: 成績 and 組合せ as LibreOffice reads them match standings and pairings" if not bad else f"{game}: mismatches")
sys.exit(bad)
EOF
done
[ $fail -eq 0 ] && echo "e2e-xlsx: OK" || echo "e2e-xlsx: FAILED" >&2
exit $fail

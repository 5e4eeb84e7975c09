#!/bin/sh
# papp-compare.sh: the same Othello tournament (scripts/papp-compare/: seven
# players, three rounds with a bye each, a 32–32 draw) entered in Taikai and
# in PAPP, and the rating file each writes compared field by field (issue 29).
#
# PAPP is a test tool here, never shipped: build its English binary from its
# public repository (github.com/EmmanuelLazard/papp, `make papp_GB` in src/)
# and give its path in PAPP=/path/to/papp_GB. Without it the script says so
# and exits 0 (skipped). It exits 1 on any difference, printing the diff.
#
# Only two lines may differ, and are left out of the comparison: %%Creator
# (the program's name) and %%CreationDate (the clock). Taikai builds into
# $TAIKAI (default: ./taikai, built when missing).
set -eu
cd "$(dirname "$0")/.."
here=$PWD
data=$here/scripts/papp-compare
if [ -z "${PAPP:-}" ]; then
	echo "papp-compare: skipped: set PAPP to the path of PAPP's English binary (papp_GB, built from github.com/EmmanuelLazard/papp)"
	exit 0
fi
if [ ! -x "$PAPP" ]; then
	echo "papp-compare: PAPP=$PAPP is not an executable file" >&2
	exit 2
fi
command -v script >/dev/null || { echo "papp-compare: needs script(1) (util-linux) to drive PAPP's keyboard menus" >&2; exit 2; }
T=${TAIKAI:-$here/taikai}
[ -x "$T" ] || go build -o "$T" .
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Taikai: the players and the games through the command line.
f=$dir/event.taikai
"$T" new "$f" --game othello --name "Shimin Cup" --date 2026-11-22 \
	--set rounds=3 --set early_final=false --set wof_country=JPN --set arbiter=Arb >/dev/null
"$T" players import "$f" "$data/players.csv" >/dev/null
"$T" games import "$f" "$data/games.csv" >/dev/null
"$T" export "$f" --format wof --out "$dir/taikai.ELO" >/dev/null

# PAPP: the same players (numbered as Taikai numbers them, in the order of
# players.csv) as new players, and the same games in its work file.
mkdir "$dir/papp"
cd "$dir/papp"
# A configuration of PAPP's own keywords (French, as PAPP reads them):
# the bye 40–24 (Bip scores 24), no sub-folder, no XML.
cat >papp.cfg <<'CFG'
Pays = "JPN";
Score-bip = 24/64;
dossier false;
XML false;
Fichier joueurs = "joueurs";
Fichier nouveaux = "nouveaux.txt";
Fichier inter = "papp-internal-workfile.txt";
CFG
printf 'pays = JPN\n' >joueurs
cp "$data/papp-players.txt" nouveaux.txt
{
	printf '#_Nom-Tournoi   = "Shimin Cup" ;\n#_Nombre-Rondes = 3 ;\n#_BQ-double = 6.000000 ;\n#_Date = "22/11/2026" ;\n\n&'
	awk -F, 'NR > 1 { printf " +%06d", NR - 1 } END { print ";" }' "$data/players.csv"
	awk -F, '
		FNR == 1 { next }
		NR == FNR { id[$1] = FNR - 1; next }
		$7 == "bye" { next }
		$1 != last { if (last != "") print "ronde-suivante;"; print "\nraz-couplage;"; last = $1 }
		{ printf "(%06d %02d    %06d %02d);\n", id[$3], $5, id[$4], $6 }
		END { print "ronde-suivante;" }' "$data/players.csv" "$data/games.csv"
} >papp-internal-workfile.txt
# The menus read single keys: any key past the start screen, E (the ELO
# file), its name, the country, the date (PAPP's), the sender, no added
# results, a key, X (exit).
(sleep 1; printf ' '; sleep 0.5; printf 'E'; sleep 0.5; printf 'papp.ELO\r'; sleep 0.3; printf 'JPN\r'; sleep 0.3
	printf '\r'; sleep 0.3; printf 'Arb\r'; sleep 0.3; printf '\r'; sleep 0.3; printf ' '; sleep 0.5; printf 'X'; sleep 1) |
	TERM=xterm timeout 30 script -q -c "$PAPP" /dev/null >session.log 2>&1 || true
if [ ! -s papp.ELO ]; then
	echo "papp-compare: PAPP wrote no rating file; its screen is in $dir/papp/session.log" >&2
	trap - EXIT
	exit 1
fi

cd "$dir"
strip() { grep -v -e '^%%Creator:' -e '^%%CreationDate:' "$1"; }
strip papp/papp.ELO >papp.cmp
strip taikai.ELO >taikai.cmp
if diff -u papp.cmp taikai.cmp; then
	echo "papp-compare: the same: $(grep -c ' B$' taikai.cmp) games, $(grep -c '^%_%' taikai.cmp) players, every field"
	exit 0
fi
echo "papp-compare: Taikai's rating file differs from PAPP's (above: - PAPP, + Taikai)" >&2
exit 1

#!/bin/sh
# smoke-windows.sh: the real dist/taikai.exe (make dist) under Wine and Xvfb,
# as an arbiter on a Windows laptop would use it (`make smoke-windows`):
#
#   the command line: version (= the .exe's version resource), demo, pair,
#   result, players import of a Shift_JIS CSV with CRLF as Japanese Excel
#   writes it, print to a PDF, all in C:\users\…\山田 太郎\大会 データ\, and
#   the PDF read back with pdftotext;
#   the GUI: opened on that event (a second command on the file is refused
#   with the lock message), Print… (Ctrl+P) writes the sheet beside the event,
#   a screenshot (.shots/windows.png, checked not blank), Ctrl+Q quits with
#   status 0 and lets go of the file; then the start screen makes a new event
#   (Ctrl+N) in the data folder %APPDATA%\taikai\events.
#
# Wine 8.0 lacks bcryptprimitives.dll, whose ProcessPrng every Go ≥ 1.22
# program calls at start-up: the fresh Wine prefix made here gets a stand-in
# compiled from scripts/wine/processprng.c. It is for this test only and
# never shipped. The times are printed at the end.
set -eu
cd "$(dirname "$0")/.."
exe=$PWD/dist/taikai.exe
[ -f "$exe" ] || { echo "smoke-windows: no dist/taikai.exe; run make dist first" >&2; exit 1; }
began=$(date +%s)
tmp=$(mktemp -d)
trap 'WINEPREFIX="$tmp/prefix" wineserver -k 2>/dev/null || true; rm -rf "$tmp"' EXIT
mkdir -p .shots

# A prefix of our own, no Mono or Gecko installers, no Wine chatter; the
# Linux side speaks UTF-8, so Wine hands the program the Japanese paths as
# they are; Linux-only settings must not leak into the Windows program.
export WINEPREFIX="$tmp/prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export LANG=C.UTF-8 LC_ALL=C.UTF-8 TAIKAI_LANG=ja
unset XDG_DATA_HOME XDG_CONFIG_HOME TAIKAI_ARBITER 2>/dev/null || true

x86_64-w64-mingw32-gcc -shared -O2 -s -o "$tmp/bcryptprimitives.dll" scripts/wine/processprng.c -ladvapi32
x86_64-w64-mingw32-gcc -municode -O2 -s -o "$tmp/nostdhandles.exe" scripts/wine/nostdhandles.c

xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	exe=$1 tmp=$2
	say() { printf "smoke-windows: %s\n" "$*"; }
	fail() { printf "smoke-windows: FAIL: %s\n" "$*" >&2; exit 1; }
	# window NAME: the first window whose name matches NAME, waited for up
	# to a minute; nothing when none appeared.
	window() {
		for i in $(seq 1 120); do
			w=$(xdotool search --name "$1" 2>/dev/null | head -1) && [ -n "$w" ] && { echo "$w"; return; }
			sleep 0.5
		done
	}
	t0=$(date +%s)
	wineboot -i >/dev/null 2>&1
	wineserver -w
	cp "$tmp/bcryptprimitives.dll" "$WINEPREFIX/drive_c/windows/system32/"
	say "fresh Wine prefix in $(($(date +%s) - t0)) s ($(wine --version))"

	user=$(id -un)
	home="$WINEPREFIX/drive_c/users/$user"
	[ -d "$home" ] || fail "no Wine profile $home"
	dir="$home/山田 太郎/大会 データ"
	wdir="C:\\users\\$user\\山田 太郎\\大会 データ"
	mkdir -p "$dir"
	ev="$wdir\\第1回 オセロ大会.taikai"
	tw() { wine "$exe" "$@"; }

	# --- the command line ---------------------------------------------------
	v=$(tw version | tr -d "\r")
	say "taikai.exe version: $v"
	case "$v" in "taikai "*" (go"*", windows/amd64)") ;; *) fail "version printed $v" ;; esac
	ver=${v#taikai }; ver=${ver%% *}
	res=$(strings -el "$exe" | grep -A1 -x ProductVersion | tail -1)
	[ "$res" = "$ver" ] || fail "version resource $res, taikai version $ver"
	say "version resource ProductVersion = $res"

	# At the cmd prompt Windows gives a GUI program no standard handles;
	# taikai.exe then prints through its parent'"'"'s console (console_windows.go).
	# Wine would pass its own handles on: nostdhandles.exe starts it with
	# none, from a console on a pseudo-terminal (script).
	wexe=$(winepath -w "$exe") wnostd=$(winepath -w "$tmp/nostdhandles.exe")
	onconsole() { # ARGS...: run taikai.exe so, its status and what the terminal showed
		status=0
		script -qec "wine '"'"'$wnostd'"'"' '"'"'$wexe'"'"' $*" /dev/null >"$tmp/console.out" || status=$?
		out=$(tr -d "\r" <"$tmp/console.out" | sed "s/\x1b\[[?0-9;]*[a-zA-Z]//g")
	}
	onconsole version
	[ "$status" = 0 ] && [ "$out" = "$v" ] || fail "with no standard handles, taikai.exe version: status $status, printed \"$out\""
	onconsole no-such-verb
	[ "$status" = 2 ] || fail "with no standard handles, a usage error exited with $status"
	# TAIKAI_LANG=ja: the usage error is Japanese (issue 22: every CLI message under ja).
	case "$out" in *"「no-such-verb」というコマンドはありません"*) ;; *) fail "with no standard handles, stderr said \"$out\"" ;; esac
	say "no standard handles (as at the cmd prompt): the console of the parent gets the output and the error; status 2 kept"

	tw demo "$ev" >"$tmp/demo.out" || fail "demo: $(cat "$tmp/demo.out")"
	[ -f "$dir/第1回 オセロ大会.taikai" ] || fail "no event file in $dir"
	tw pair "$ev" --format csv >"$tmp/pair.csv" || fail "pair: $(cat "$tmp/pair.csv")"
	round=$(sed -n 2p "$tmp/pair.csv" | cut -d, -f1)
	[ "$round" = 1 ] || fail "pair made round $round, not 1"
	tw result "$ev" "$round" 1 40-24 >/dev/null || fail "result"
	tw pairings "$ev" --round "$round" --format csv | grep -q "^$round,1,.*,40-24" || fail "the result is not in the pairings"
	say "demo, pair (round $round), result 40-24 at table 1: ok"

	# A participants list as Japanese Excel saves it: Shift_JIS, CRLF.
	printf "氏名,ふりがな,段級位,所属\n窓辺 花子,まどべ はなこ,初段,大阪府\n" | sed "s/\$/\r/" | iconv -f UTF-8 -t SHIFT_JIS >"$dir/名簿 追加.csv"
	tw players import "$ev" "$wdir\\名簿 追加.csv" >"$tmp/import.out" 2>&1 || fail "players import: $(cat "$tmp/import.out")"
	tw players list "$ev" --format csv | grep -q "窓辺 花子,まどべ はなこ,1d,.*大阪府" || fail "the Shift_JIS participant is not listed"
	say "Shift_JIS CSV with CRLF: $(tr -d "\r" <"$tmp/import.out")"

	tw print "$ev" players --out "$wdir\\参加者 名簿.pdf" >/dev/null || fail print
	pdftotext "$dir/参加者 名簿.pdf" "$tmp/players.txt"
	grep -q "窓辺 花子" "$tmp/players.txt" || fail "the PDF has no 窓辺 花子"
	grep -q "第17期 オセロ王座戦" "$tmp/players.txt" || fail "the PDF has no event title"
	say "print: $(stat -c %s "$dir/参加者 名簿.pdf") bytes, pdftotext finds the Japanese names"
	cli=$(($(date +%s) - t0))

	# --- the GUI ------------------------------------------------------------
	t1=$(date +%s)
	wine "$exe" open "$ev" >"$tmp/gui.log" 2>&1 &
	pid=$!
	wid=$(window "Taikai\$")
	[ -n "$wid" ] || { cat "$tmp/gui.log"; fail "no window appeared"; }
	say "window \"$(xdotool getwindowname "$wid")\" after $(($(date +%s) - t1)) s"
	sleep 3
	k() { xdotool key --window "$wid" "$@" 2>/dev/null || { sleep 0.5; wid=$(xdotool search --name "Taikai" 2>/dev/null | tail -1); xdotool key --window "$wid" "$@" 2>/dev/null; }; }

	if tw players list "$ev" >"$tmp/list.out" 2>"$tmp/list.err"; then
		fail "players list succeeded while the GUI holds the file"
	fi
	grep -q "すでに別のウィンドウ" "$tmp/list.err" || { cat "$tmp/list.err"; fail "no lock message"; }
	say "second command refused: $(cat "$tmp/list.err")"

	xdotool mousemove 1360 760
	import -window root "$tmp/windows.png"

	# Print… (Ctrl+P, Enter: the participants sheet) beside the event file.
	k ctrl+p; sleep 2; k Return
	pdf="$dir/第1回 オセロ大会-sheets/players.pdf"
	for i in $(seq 1 40); do [ -s "$pdf" ] && break; sleep 0.5; done
	[ -s "$pdf" ] || fail "Print… wrote no $pdf"
	pdftotext "$pdf" - | grep -q "窓辺 花子" || fail "the printed sheet has no 窓辺 花子"
	sleep 2
	import -window root "$tmp/print.png"
	say "GUI Print… wrote 第1回 オセロ大会-sheets/players.pdf"
	k Escape; sleep 1

	k ctrl+q
	for i in $(seq 1 30); do kill -0 $pid 2>/dev/null || break; sleep 0.5; done
	if kill -0 $pid 2>/dev/null; then fail "Ctrl+Q did not quit"; fi
	wait $pid || { cat "$tmp/gui.log"; fail "the GUI exited with status $?"; }
	tw players list "$ev" >/dev/null || fail "the file is still locked after quitting"
	say "Ctrl+Q: exit status 0, file released"

	# The start screen: a new event goes to %APPDATA%\taikai\events.
	wine "$exe" >"$tmp/start.log" 2>&1 &
	pid=$!
	wid=$(window "Taikai — ")
	[ -n "$wid" ] || { cat "$tmp/start.log"; fail "no start window"; }
	sleep 2
	# Taikai について… (bottom left): the version and the data folder, as a picture.
	xdotool mousemove --window "$wid" 158 535 click 1 2>/dev/null; sleep 2
	import -window root "$tmp/about.png"
	k Escape; sleep 1
	k ctrl+n; sleep 1.5
	xdotool type --window "$wid" --delay 30 "windows smoke" 2>/dev/null
	events="$home/AppData/Roaming/taikai/events"
	for i in 1 2 3 4; do # Enter goes from field to field, then creates
		k Return; sleep 2
		ls "$events"/*windows_smoke.taikai >/dev/null 2>&1 && break
	done
	ls "$events"/*windows_smoke.taikai >/dev/null 2>&1 || { ls -R "$home/AppData/Roaming" | head -20; fail "no new event in $events"; }
	say "new event in %APPDATA%\\taikai\\events: $(cd "$events" && ls -d *.taikai)"
	for w in $(xdotool search --name "Taikai" 2>/dev/null); do xdotool key --window "$w" ctrl+q 2>/dev/null || true; done
	for i in $(seq 1 30); do kill -0 $pid 2>/dev/null || break; sleep 0.5; done
	if kill -0 $pid 2>/dev/null; then fail "Ctrl+Q did not quit the start screen"; fi
	wait $pid || fail "the start screen exited with status $?"
	say "gui $(($(date +%s) - t1)) s, command line $cli s"
	wineserver -k 2>/dev/null || true
' sh "$exe" "$tmp"

cp "$tmp/windows.png" .shots/windows.png
cp "$tmp/print.png" .shots/windows-print.png
cp "$tmp/about.png" .shots/windows-about.png
colours=$(convert .shots/windows.png -format %k info:)
[ "$colours" -gt 64 ] || { echo "smoke-windows: FAIL: the screenshot looks blank ($colours colours)" >&2; exit 1; }
echo "smoke-windows: ok in $(($(date +%s) - began)) s: .shots/windows.png ($colours colours), $(stat -c %s "$exe") bytes taikai.exe"

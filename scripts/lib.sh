# lib.sh: what the scripts that serve an event and photograph its pages
# share. Sourced from the repository's root (`. scripts/lib.sh`), after the
# script's cd there.

# free_port [FALLBACK]: a free TCP port on 127.0.0.1 (FALLBACK when python3
# cannot tell one; without it, python3 must).
free_port() {
	if [ $# -gt 0 ]; then
		python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null || echo "$1"
	else
		python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
	fi
}

# wait_http URL: waits for URL to answer, 50 tries 0.1 s apart; false when
# it never did.
wait_http() {
	_tries=0
	until curl -fs -o /dev/null "$1" 2>/dev/null; do
		_tries=$((_tries + 1)); [ $_tries -lt 50 ] || return 1
		sleep 0.1
	done
}

# fonts_conf DIR: writes DIR/fonts.conf, a fontconfig that adds the
# embedded Japanese font (assets) as a local font, so that Chromium's and
# LibreOffice's pictures do not depend on the machine's fonts, nor on the
# race between a page's web font and the screenshot.
fonts_conf() {
	cat >"$1/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>$PWD/assets</dir>
  <cachedir>$1/fc-cache</cachedir>
</fontconfig>
CONF
}

# chrome_shot PROFILE WIDTH,HEIGHT PNG URL: headless $CHROME (profile in
# PROFILE) photographs URL at that window size into PNG, and says PNG.
chrome_shot() {
	timeout 60 "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--hide-scrollbars --user-data-dir="$1" --window-size="$2" \
		--screenshot="$3" "$4" >/dev/null 2>&1
	echo "$3"
}

# build_out DEFAULT [OUTDIR]: out, OUTDIR or DEFAULT, made for the
# pictures; ./taikai built from the tree.
build_out() {
	out=${2:-$1}
	mkdir -p "$out"
	go build -o taikai .
}

# demo_to_serve DEFAULT [OUTDIR]: build_out, then T, the ./taikai built;
# CHROME, $CHROME else Debian's chromium; dir, a temporary folder removed
# on exit, the server started as pid (when set) stopped first; the
# fontconfig of fonts_conf in it; f, a demo event there; LANG=C and
# TAIKAI_LANG empty, the server's own language.
demo_to_serve() {
	build_out "$@"
	T=$PWD/taikai
	CHROME=${CHROME:-$(command -v chromium || command -v chromium-browser)}
	dir=$(mktemp -d)
	trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
	pid=
	fonts_conf "$dir"
	export FONTCONFIG_FILE=$dir/fonts.conf
	f=$dir/event.taikai
	export LANG=C TAIKAI_LANG=
	$T demo "$f" >/dev/null
}

# serve_event [DIR]: ./taikai built, T it; dir, DIR or a new temporary
# folder, made; f, dir/event.taikai, with its snapshots, removed; LANG=C
# and TAIKAI_LANG empty, the server's own language.
serve_event() {
	go build -o taikai .
	T=$PWD/taikai
	dir=${1:-$(mktemp -d)}
	mkdir -p "$dir"
	f=$dir/event.taikai
	rm -rf "$f" "$f-snapshots"
	export LANG=C TAIKAI_LANG=
}

# built_event SCRIPT FILE [DIR]: T, the ./taikai built before (SCRIPT
# stops, saying to build it, when there is none); dir, DIR or a new
# temporary folder, made; f, dir/FILE, removed.
built_event() {
	T=$PWD/taikai
	[ -x "$T" ] || { echo "$1: build ./taikai first (go build -o taikai .)" >&2; exit 1; }
	dir=${3:-$(mktemp -d)}
	mkdir -p "$dir"
	f=$dir/$2
	rm -f "$f"
}

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

#!/bin/sh
# e2e-desk.sh [OUTDIR]: the arbiters' desk end to end (issue 28). An event
# of two Othello sections (A級 tables 1-8, B級 tables 21-28, 16 players
# each) is served with `taikai serve --desk`; two desk browsers enter the
# results of their section at once (each card confirmed, and the confirmed
# post resent 5 times as on bad Wi-Fi), phones report other tables
# (each report resent 3 times) and a third desk accepts them; after the
# server stops, the CLI arbiter records the last table of each section.
# Checks: every result stored once (one audit entry per table, the desks'
# under their names), one report per phone, and the standings equal to
# those of a copy of the event where every result was entered by hand
# with `taikai result`. While serving, headless Chromium takes the desk
# at tablet size (1024×768) into OUTDIR/issue28-desk-*.png (default
# docs/screenshots).
#
# The desks are driven by plain HTTP form posts (Python's urllib with a
# cookie jar per browser: the device cookie, the CSRF token and the form's
# idempotency key read from each page, as a browser sends them), not by
# Chromium's DevTools protocol; Chromium renders the pages for the
# screenshots. Needs python3, curl and Debian's chromium.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_out docs/screenshots "$@"
T=$PWD/taikai
CHROME=${CHROME:-$(command -v chromium || command -v chromium-browser || true)}
dir=$(mktemp -d)
pid=
trap 'if [ -n "$pid" ]; then kill $pid 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
export LANG=C TAIKAI_LANG= TAIKAI_ARBITER=本部
f=$dir/fest.taikai
$T new "$f" --name "オセロ祭り" >/dev/null
$T section add "$f" A --name A級 --game othello --tables 1-10 --set phone_reports=on >/dev/null
$T section add "$f" B --name B級 --game othello --tables 21-30 --set phone_reports=on >/dev/null
{
	echo "氏名,よみ,部門"
	i=1
	for n in 佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上; do
		echo "$n 一郎,,A"
		echo "$n 花子,,B"
		i=$((i + 1))
	done
} >"$dir/players.csv"
$T players import "$f" "$dir/players.csv" >/dev/null
$T pair "$f" --all >/dev/null
cp "$f" "$dir/hand.taikai"
for s in A B; do $T pairings "$f" --section $s --format csv | tail -n +2 >"$dir/pairings-$s.csv"; done

# The result of every table (the same in both files), and who enters it:
# desk (odd tables), phone (even tables but the last), cli (the last).
plan=$dir/plan.txt
: >"$plan"
for s in A B; do
	last=$(awk -F, 'END { print $2 }' "$dir/pairings-$s.csv")
	while IFS=, read -r round table black white rest; do
		b=$(( (table * 13 + 7) % 50 + 7 ))
		link=$(echo "$rest" | grep -o '/s/[^,]*' || true)
		who=desk
		if [ "$table" = "$last" ]; then who=cli; elif [ $((table % 2)) = 0 ]; then who=phone; fi
		echo "$s $table $b-$((64 - b)) $who $link" >>"$plan"
		$T result "$dir/hand.taikai" --section $s 1 "$table" "$b-$((64 - b))" >/dev/null
	done <"$dir/pairings-$s.csv"
done

port=$(free_port)
$T serve "$f" --addr "127.0.0.1:$port" --desk >"$dir/serve.out" 2>"$dir/serve.log" &
pid=$!
url=http://127.0.0.1:$port
i=0
until grep -q 'PIN' "$dir/serve.out" 2>/dev/null && curl -fs -o /dev/null "$url/"; do
	i=$((i + 1)); [ $i -lt 100 ] || { cat "$dir/serve.out" "$dir/serve.log"; exit 1; }
	sleep 0.1
done
pin=$(sed -n 's/.*PIN \([0-9][0-9]*\).*/\1/p' "$dir/serve.out")
echo "serving at $url, desk PIN $pin"

python3 - "$url" "$pin" "$plan" "$dir" <<'PY'
import html, http.client, http.cookiejar, re, sys, threading, urllib.parse, urllib.request

url, pin, plan, tmp = sys.argv[1:5]
rows = [l.split() for l in open(plan) if l.strip()]

class FromAddress(urllib.request.HTTPHandler):
    """Connects from a loopback address of its own (each phone its own
    address, as on the venue's Wi-Fi: the server limits reports by address)."""
    def __init__(self, addr):
        super().__init__()
        self.addr = addr
    def http_open(self, req):
        return self.do_open(lambda host, **kw: http.client.HTTPConnection(host, source_address=(self.addr, 0), **kw), req)

class Browser:
    """One device: its cookie jar, the last page read."""
    def __init__(self, name, addr="127.0.0.1"):
        self.name = name
        self.op = urllib.request.build_opener(FromAddress(addr), urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.page = ""
    def go(self, path, fields=None):
        data = None if fields is None else urllib.parse.urlencode(fields, doseq=True).encode()
        with self.op.open(url + path, data) as r:
            self.page = r.read().decode()
        return self.page
    def csrf(self):
        return re.search(r'name="csrf" value="([0-9a-f]+)"', self.page).group(1)
    def forms(self, action):
        """The hidden fields of each form posting to action."""
        out = []
        for body in re.findall(r'<form method="post" action="%s">(.*?)</form>' % re.escape(action), self.page, re.S):
            f = {}
            for k, v in re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', body):
                f.setdefault(k, []).append(html.unescape(v))
            out.append(f)
        return out
    def open_desk(self):
        self.go("/desk")
        self.go("/desk/login", {"csrf": self.csrf(), "pin": pin, "name": self.name})
        assert "結果の入力" in self.page, self.page
    def enter(self, table, result):
        key = re.search(r'name="key" value="([0-9a-f]+)"', self.page).group(1)
        self.go("/desk/result", {"csrf": self.csrf(), "key": key, "step": "preview", "table": table, "result": result})
        f = self.forms("/desk/result")
        assert f and f[-1].get("step") == ["record"], self.page
        for _ in range(5):  # the confirmation resent: stored once
            self.go("/desk/result", f[-1])
        assert "を記録しました" in self.page, self.page
        self.go("/desk")

errors = []
def desk(name, section):
    try:
        b = Browser(name)
        b.open_desk()
        for s, table, result, who, link in [r + [""] * (5 - len(r)) for r in rows]:
            if s == section and who == "desk":
                b.enter(table, result)
    except Exception as e:
        errors.append("%s: %r" % (name, e))

def phones():
    try:
        for i, (s, table, result, who, link) in enumerate([r + [""] * (5 - len(r)) for r in rows]):
            if who != "phone":
                continue
            p = Browser("phone", "127.0.0.%d" % (20 + i))
            p.go(link)
            key = re.search(r'name="key" value="([0-9a-f]+)"', p.page).group(1)
            for _ in range(3):  # a report resent: stored once
                p.go(link, {"result": result, "side": "black", "key": key})
            assert "報告を受け付けました" in p.page
    except Exception as e:
        errors.append("phones: %r" % e)

ts = [threading.Thread(target=desk, args=("受付デスク1", "A")), threading.Thread(target=desk, args=("受付デスク2", "B")),
      threading.Thread(target=phones)]
for t in ts: t.start()
for t in ts: t.join()
assert not errors, errors

# The third desk accepts every phone report (each accept resent 3 times).
c = Browser("報告デスク")
c.open_desk()
while True:
    forms = c.forms("/desk/accept")
    if not forms:
        break
    for _ in range(3):
        c.go("/desk/accept", forms[0])
    assert "を採用しました" in c.page, c.page
    c.go("/desk")
print("desks and phones done")

# Pages for the screenshots (the style sheet read from the server).
def save(name, page):
    open("%s/%s.html" % (tmp, name), "w").write(page.replace('href="/static/', 'href="%s/static/' % url))
s = Browser("受付デスク3")
s.go("/desk")
save("login", s.page)
s.open_desk()
save("home", s.page)
b = [r for r in rows if r[0] == "A" and r[3] == "desk"][0]
s.go("/desk/result", {"csrf": s.csrf(), "key": "", "step": "preview", "table": b[1], "result": "20-44"})
save("overwrite", s.page)
s.go("/desk")
cli = [r for r in rows if r[0] == "B" and r[3] == "cli"][0]
s.go("/desk/result", {"csrf": s.csrf(), "key": "", "step": "preview", "table": cli[1], "result": "30-24"})
save("question", s.page)
s.go("/desk")
s.go("/desk/result", {"csrf": s.csrf(), "key": "", "step": "preview", "table": cli[1], "result": "40-24"})
save("preview", s.page)
PY

if [ -n "$CHROME" ]; then
	fonts_conf "$dir"
	(
		export FONTCONFIG_FILE="$dir/fonts.conf"
		for page in login home preview question overwrite; do
			chrome_shot "$dir/chrome" 1024,768 "$out/issue28-desk-$page.png" "file://$dir/$page.html"
		done
	)
else
	echo "no chromium: no screenshots"
fi

kill -INT $pid
wait $pid || true
pid=
# The CLI arbiter records the last table of each section.
while read -r s table result who link; do
	[ "$who" = cli ] && $T result "$f" --section "$s" 1 "$table" "$result" >/dev/null
done <"$plan"

fail=0
tables=$(wc -l <"$plan")
results=$($T log "$f" --format csv | awk -F, '$5 == "result"' | wc -l)
[ "$results" -eq "$tables" ] || { echo "FAIL: $results results logged for $tables tables"; fail=1; }
for s in A B; do
	for t in $(awk -v s=$s '$1 == s { print $2 }' "$plan"); do
		n=$($T log "$f" --format csv | awk -F, -v s=$s -v t="round 1 table $t:" '$3 == s && $5 == "result" && index($6, t) == 1' | wc -l)
		[ "$n" -eq 1 ] || { echo "FAIL: section $s table $t logged $n times"; fail=1; }
	done
done
phones=$(grep -c ' phone ' "$plan")
reports=$(for s in A B; do $T reports "$f" --section $s --all --format csv | tail -n +2; done | wc -l)
[ "$reports" -eq "$phones" ] || { echo "FAIL: $reports reports stored for $phones phone reports"; fail=1; }
for who in 受付デスク1 受付デスク2 報告デスク; do
	n=$($T log "$f" --format csv | awk -F, -v w="$who" '$4 == w && $5 == "result"' | wc -l)
	echo "$who: $n results logged under its name"
	[ "$n" -gt 0 ] || fail=1
done
for s in A B; do
	$T standings "$f" --section $s --format csv >"$dir/desk-$s.csv"
	$T standings "$dir/hand.taikai" --section $s --format csv >"$dir/hand-$s.csv"
	if cmp -s "$dir/desk-$s.csv" "$dir/hand-$s.csv"; then
		echo "section $s: standings equal to entering all by hand"
	else
		echo "FAIL: section $s standings differ"; diff "$dir/desk-$s.csv" "$dir/hand-$s.csv" || true; fail=1
	fi
done
[ $fail -eq 0 ] && echo "e2e-desk: ok ($tables tables, $phones phone reports)"
exit $fail

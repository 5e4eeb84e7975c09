//go:build !windows

package web

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// phone is one player's browser on the table's 終局処理 page.
type phone struct {
	b    *cdpBrowser
	url  string
	side string
}

func openPhone(t *testing.T, bin, url, side string) *phone {
	p := &phone{b: startChromium(t, bin), url: url + "?side=" + side, side: side}
	p.b.eval(fmt.Sprintf("location.href = %q", p.url))
	p.b.waitFor(`document.querySelector("main")`)
	return p
}

// version is the flow's version the page shows (-1: none).
func (p *phone) version() int {
	var v int = -1
	json.Unmarshal(p.b.eval(`(function(){var s=document.querySelector("section.count");return s?parseInt(s.dataset.version,10):-1})()`), &v)
	return v
}

// current waits until the page shows the flow as it stands (the other
// phone's last action reloaded it): an action on an older page is refused,
// as it should be.
func (p *phone) current(t *testing.T) {
	t.Helper()
	var st struct{ Version int }
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		var js string
		json.Unmarshal(p.b.eval(`fetch(location.pathname+"?state=1&side=x").then(function(r){return r.text()})`), &js)
		if json.Unmarshal([]byte(js), &st) == nil && st.Version == p.version() {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: the page never caught up with the flow (version %d)", p.side, st.Version)
}

// press clicks the button labelled label and waits for the page after it.
func (p *phone) press(t *testing.T, label string) {
	t.Helper()
	p.current(t)
	before := p.version()
	ok := p.b.eval(fmt.Sprintf(`(function(){var b=[...document.querySelectorAll("button")].find(function(b){return b.textContent.trim()===%q});if(!b)return false;b.click();return true})()`, label))
	require.Equal(t, "true", string(ok), "%s: no button %q in %s", p.side, label, p.b.text())
	p.waitChanged(t, before)
}

// tap taps the point (x, y) of the board and waits for the page after it.
func (p *phone) tap(t *testing.T, x, y int) {
	t.Helper()
	p.current(t)
	before := p.version()
	ok := p.b.eval(fmt.Sprintf(`(function(){var r=document.querySelector('rect.pt[data-x="%d"][data-y="%d"]');if(!r)return false;r.dispatchEvent(new MouseEvent("click",{bubbles:true}));return true})()`, x, y))
	require.Equal(t, "true", string(ok))
	p.waitChanged(t, before)
}

func (p *phone) waitChanged(t *testing.T, before int) {
	t.Helper()
	p.b.waitFor(fmt.Sprintf(`(function(){var s=document.querySelector("section.count");return s&&parseInt(s.dataset.version,10)!==%d})()`, before))
	assert.NotContains(t, p.b.text(), "この画面を表示したあとに", p.side)
	assert.NotContains(t, p.b.text(), "できません", p.side)
}

// sees waits until the page shows text (the other phone's change reloads it).
func (p *phone) sees(t *testing.T, text string) {
	t.Helper()
	p.b.waitFor(fmt.Sprintf(`document.body.innerText.includes(%q)`, text))
}

// shot saves the page at 390×844 as docs/screenshots/NAME.png when
// TAIKAI_SHOTS names the folder (scripts/web-screenshots.sh), checked as a
// picture either way.
func shot(t *testing.T, bin, url, name string) {
	t.Helper()
	dir := os.Getenv("TAIKAI_SHOTS")
	if dir == "" {
		return
	}
	browse(t, bin, url, "--window-size=390,844", "--virtual-time-budget=5000", "--screenshot="+filepath.Join(dir, name+".png"))
}

// jointProposal takes a table's two phones, both on the drawing, through
// the joint proposal: both confirm the drawing (Black first), marker
// marks the point (x, y) and computes, other computes too, and marker
// sees that both have.
func jointProposal(t *testing.T, black, white, marker, other *phone, x, y int) {
	t.Helper()
	black.press(t, "確定")
	white.press(t, "確定")
	marker.sees(t, "共同終局案作成")
	marker.tap(t, x, y)
	marker.press(t, "計算")
	other.sees(t, "計算")
	other.press(t, "計算")
	marker.sees(t, "両者が計算しました")
}

// Issue 37's acceptance: two Chromium pages as Black and White go through
// proposal → reject → counter-proposal → approve at table 1, and through
// the path that ends in 両負け at table 2; the arbiter accepts each.
func TestChromium_Issue37TwoPhonesCountAndTheArbiterAccepts(t *testing.T) {
	bin := chromium(t)
	svc, clk := countEvent(t)
	s := newServer(t, svc, Options{})
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()

	path := ts.URL + reportPath(t, svc, 1) + "/count"
	black, white := openPhone(t, bin, path, "black"), openPhone(t, bin, path, "white")
	black.sees(t, "終局処理を始める")
	ok := black.b.eval(`(function(){document.querySelector('input[name=resumed][value=no]').checked=true;document.querySelector('section.count-start button').click();return true})()`)
	require.Equal(t, "true", string(ok))
	black.sees(t, "終局図の確認")
	white.sees(t, "終局図の確認") // the other phone follows
	shot(t, bin, path+"?side=white", "issue37-phone-1-drawing")
	jointProposal(t, black, white, black, white, 2, 2) // Black marks C7
	shot(t, bin, path+"?side=black", "issue37-phone-2-joint")
	black.press(t, "承認")
	white.sees(t, "相手の終局案です")
	shot(t, bin, path+"?side=white", "issue37-phone-3-approval")
	white.press(t, "否認")
	white.tap(t, 7, 5) // H4
	shot(t, bin, path+"?side=white", "issue37-phone-4-counter")
	white.press(t, "修正案を出す")
	black.sees(t, "相手の修正案です")
	shot(t, bin, path+"?side=black", "issue37-phone-5-counter-approval")
	black.press(t, "承認")
	white.sees(t, "白の修正案を黒が承認しました")
	assert.Contains(t, black.b.text(), "審判の確認を待っています")
	shot(t, bin, path+"?side=white", "issue37-phone-6-decided")
	r, _ := svc.Round(1)
	require.Nil(t, r.Games[0].Result, "nothing is recorded without the arbiter")
	_, err := igo.Of(svc).AcceptCountFlow(1, 1)
	require.NoError(t, err)
	r, _ = svc.Round(1)
	assert.Equal(t, "B+3.5", r.Games[0].Result.Text)
	white.b.eval("location.reload()")
	white.sees(t, "審判が記録しました")

	// Table 2: the counter-proposal rejected, and nobody asks to resume.
	path2 := ts.URL + reportPath(t, svc, 2) + "/count"
	b2, w2 := openPhone(t, bin, path2, "black"), openPhone(t, bin, path2, "white")
	w2.b.eval(`(function(){document.querySelector('input[name=resumed][value=no]').checked=true;document.querySelector('section.count-start button').click()})()`)
	w2.sees(t, "終局図の確認")
	b2.sees(t, "終局図の確認")
	jointProposal(t, b2, w2, w2, b2, 7, 5) // White marks H4
	w2.press(t, "承認")
	b2.sees(t, "相手の終局案です")
	b2.press(t, "否認")
	b2.tap(t, 2, 2) // C7
	b2.press(t, "修正案を出す")
	w2.sees(t, "相手の修正案です")
	w2.press(t, "否認")
	b2.sees(t, "対局再開の要請")
	shot(t, bin, path2+"?side=black", "issue37-phone-7-resume-request")
	clk.add(3*time.Minute + time.Second) // nobody resumes
	b2.sees(t, "両負け")
	w2.sees(t, "両負け")
	shot(t, bin, path2+"?side=black", "issue37-phone-8-double-loss")
	_, err = igo.Of(svc).AcceptCountFlow(1, 2)
	require.NoError(t, err)
	r, _ = svc.Round(1)
	assert.Equal(t, tournament.ResultDoubleLoss, r.Games[1].Result.Text)
}

package tournament

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"math"
)

// A table's report link names the game it was made for. Its token is the
// game's two players (Black's ID, then White's) followed by a MAC of the
// round, the table and those players under the event's secret report key:
// the link of a table works only while the table holds that game. After
// its players or colours change (a swap, a re-pairing) the table's link is
// a new one, and the old link is recognised as genuine but for another
// game, so that the phone can be told the table changed.

// reportMACBytes is the size of a token's MAC: 80 bits, as the random
// tokens of earlier versions.
const reportMACBytes = 10

var tokenEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// newReportKey draws an event's report key from crypto/rand.
func newReportKey() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (Go ≥ 1.24 crashes the program instead)
	return hex.EncodeToString(b)
}

// reportSigner computes the MACs of one event's links, reusing its HMAC.
type reportSigner struct{ mac hash.Hash }

func newReportSigner(key string) reportSigner {
	return reportSigner{mac: hmac.New(sha256.New, []byte(key))}
}

func (s reportSigner) sum(round, table, black, white int) []byte {
	s.mac.Reset()
	fmt.Fprintf(s.mac, "taikai report link\x00%d\x00%d\x00%d\x00%d", round, table, black, white)
	return s.mac.Sum(nil)[:reportMACBytes]
}

// token is the link token of the game black–white at table t of round n.
func (s reportSigner) token(round, table, black, white int) string {
	b := binary.AppendUvarint(nil, uint64(tokenID(black)))
	b = binary.AppendUvarint(b, uint64(tokenID(white)))
	return tokenEncoding.EncodeToString(append(b, s.sum(round, table, black, white)...))
}

// tokenGame reads the players a token names, without checking its MAC.
func tokenGame(token string) (black, white int, mac []byte, ok bool) {
	if len(token) > 64 {
		return 0, 0, nil, false
	}
	b, err := tokenEncoding.DecodeString(token)
	if err != nil {
		return 0, 0, nil, false
	}
	bl, n := binary.Uvarint(b)
	if n <= 0 {
		return 0, 0, nil, false
	}
	wh, m := binary.Uvarint(b[n:])
	if m <= 0 || bl == 0 || bl > math.MaxInt32 || wh > math.MaxInt32 || len(b[n+m:]) != reportMACBytes {
		return 0, 0, nil, false
	}
	return gameID(int(bl)), gameID(int(wh)), b[n+m:], true
}

// tokenArbiter stands for the arbiter's side (ArbiterID) of a 審判対局 game
// in a token, which holds IDs of 1 and more.
const tokenArbiter = math.MaxInt32

func tokenID(id int) int {
	if id == ArbiterID {
		return tokenArbiter
	}
	return id
}

func gameID(id int) int {
	if id == tokenArbiter {
		return ArbiterID
	}
	return id
}

// readReportToken returns the game a genuine token of table t of round n
// was made for; ok is false for anything else.
func readReportToken(key string, round, table int, token string) (black, white int, ok bool) {
	if key == "" {
		return 0, 0, false
	}
	black, white, mac, ok := tokenGame(token)
	if !ok || !hmac.Equal(mac, newReportSigner(key).sum(round, table, black, white)) {
		return 0, 0, false
	}
	return black, white, true
}

// ensureReportTokens gives every table of every round the token of the
// game it holds when the event takes phone reports (a round paired before
// they were turned on, a table a swap or a re-pairing changed, a file of
// an earlier version whose tokens named no game); called inside every
// change. A token already naming the table's players is kept without
// recomputing its MAC: the key and the rounds change together (a restore,
// an undo) or the key is new here and every token is made again.
func ensureReportTokens(w Writer) error {
	ev, err := w.Event()
	if err != nil || !ReportsOn(ev) {
		return nil // an empty store (creation) has no rounds either
	}
	fresh := ev.ReportKey == ""
	if fresh {
		ev.ReportKey = newReportKey()
		if err := w.PutEvent(ev); err != nil {
			return err
		}
	}
	rs, err := w.Rounds()
	if err != nil {
		return err
	}
	var sign reportSigner
	for _, r := range rs {
		changed := false
		for i := range r.Games {
			g := &r.Games[i]
			if g.IsBye() {
				if g.ReportToken != "" {
					g.ReportToken, changed = "", true
				}
				continue
			}
			if b, wh, _, ok := tokenGame(g.ReportToken); ok && !fresh && b == g.Black && wh == g.White {
				continue
			}
			if sign.mac == nil {
				sign = newReportSigner(ev.ReportKey)
			}
			g.ReportToken, changed = sign.token(r.Number, g.Table, g.Black, g.White), true
		}
		if changed {
			if err := w.PutRound(r); err != nil {
				return err
			}
		}
	}
	return nil
}

// gameWords names a game of game kind by its players and sides: "山田 太郎
// (Black) – 田中 花子 (White)", 「山田 太郎（先手）対 田中 花子（後手）」.
func gameWords(kind GameKind, names map[int]string, black, white int) Text {
	name := func(id int) string {
		if n, ok := names[id]; ok {
			return n
		}
		return fmt.Sprintf("#%d", id)
	}
	first, second := SideNames(kind)
	return tr("%s (%s) – %s (%s)", "%s（%s）対 %s（%s）", name(black), first, name(white), second)
}

// readNames is DisplayNames of the participants r holds.
func readNames(r Reader) (map[int]string, error) {
	ps, err := r.Participants()
	if err != nil {
		return nil, err
	}
	return DisplayNames(ps), nil
}

// checkReportLink returns the game and round a report link of table t of
// round n names, when it names the game the table holds now and the round
// still takes reports. A token that is not one (or any link while reports
// are off) is ErrNotFound, telling nothing more; a genuine token of a game
// the table no longer holds, or of a round already over, is ErrStaleReport
// saying so.
func checkReportLink(r Reader, n, t int, token string) (Game, Round, error) {
	ev, err := r.Event()
	if err != nil {
		return Game{}, Round{}, err
	}
	if _, serr := ev.Swiss(); serr != nil || !ReportsOn(ev) {
		return Game{}, Round{}, errNoReportLink()
	}
	black, white, ok := readReportToken(ev.ReportKey, n, t, token)
	if !ok {
		return Game{}, Round{}, errNoReportLink()
	}
	rs, err := r.Rounds()
	if err != nil {
		return Game{}, Round{}, err
	}
	rd, rerr := roundOf(rs, n)
	g, _, found := rd.GameAt(t)
	if rerr != nil || !found || g.IsBye() || g.Black != black || g.White != white {
		names, err := readNames(r)
		if err != nil {
			return Game{}, Round{}, err
		}
		was := gameWords(ev.Game, names, black, white)
		return Game{}, Round{}, newProblem(ErrStaleReport,
			"This report link was made for round %d table %d when it was %s. The table has changed since, so the link no longer works and what was sent through it is not recorded for the new game: ask the arbiter for the new link.",
			"この報告用リンクは、%d 回戦 %d 番卓が %sだったときのものです。その後この卓の対局が変わったため使えません（このリンクから送った報告は、今の対局の結果にはなりません）。新しいリンクを係の人にもらってください。",
			n, t, was)
	}
	if roundOver(rs, rd) {
		return Game{}, Round{}, errRoundOver(n)
	}
	return g, rd, nil
}

// roundOver reports whether round rd has every result and a later round
// is paired: a report for it would come after the event moved on.
func roundOver(rs []Round, rd Round) bool {
	if len(rd.Missing()) > 0 {
		return false
	}
	for _, r := range rs {
		if r.Number > rd.Number {
			return true
		}
	}
	return false
}

func errRoundOver(n int) *Problem {
	return newProblem(ErrStaleReport,
		"Round %d is over (every result is recorded and the next round is paired): reports for it are no longer taken. If a result is wrong, tell the arbiter.",
		"%d 回戦は終わっています（すべての結果が記録され、次の回戦の組合せが出ています）。この回戦の報告はもう受け付けません。結果に誤りがあれば係の人に伝えてください。", n)
}

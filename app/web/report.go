package web

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"taikai/tournament"
)

// reportBody is the report form of one table.
type reportBody struct {
	Action       string
	Round        string
	Table        int
	Black, White string
	Handicap     string
	Recorded     string
	Text, Side   string
	Error        string
	Grammar      string
	Hint         string // the grammar's first line
	Example      string // its first example
	Sent         *tournament.PhoneReport
	SentText     string
	Key          string // the form's idempotency key
	// CountLink is the table's 終局処理 on the phones, where the section's
	// game is counted on a board (Go, Pair Go); "" otherwise. CountLabel
	// names it in the phone's language.
	CountLink, CountLabel string
}

var (
	msgTooMany = tournament.Text{En: "Too many reports from this phone: wait a minute and send again.", Ja: "この端末からの送信が多すぎます。1分ほど待ってからもう一度送ってください。"}
	msgTooBig  = tournament.Text{En: "The form sent is too large.", Ja: "送信された内容が大きすぎます。"}
)

// reportLink reads the round, table and token of a report path.
func reportLink(r *http.Request) (n, table int, token string, ok bool) {
	n, err1 := strconv.Atoi(r.PathValue("round"))
	table, err2 := strconv.Atoi(r.PathValue("table"))
	token = r.PathValue("token")
	return n, table, token, err1 == nil && err2 == nil && n > 0 && table > 0 && len(token) <= 64
}

// reportForm is GET /r/{round}/{table}/{token}: the form of that table,
// or the report just sent (?sent=N). A link that is not one is 404 and
// counts against the phone's limit (no guessing tokens).
func (s *Server) reportForm(w http.ResponseWriter, r *http.Request) {
	l := pickLang(r)
	n, table, token, ok := reportLink(r)
	var rd tournament.Round
	var g tournament.Game
	var d *data
	var err error = errNotLink
	if ok {
		if d, err = s.reportSection(r, token); err == nil {
			rd, g, err = d.svc.ReportLink(n, table, token)
		}
	}
	if err != nil {
		s.failLink(w, r, err)
		return
	}
	b := s.reportBody(r, d, l, rd, g)
	if seq, err := strconv.Atoi(r.URL.Query().Get("sent")); err == nil {
		if reps, err := d.svc.Reports(); err == nil {
			for _, rep := range reps {
				if rep.Seq == seq && rep.Round == n && rep.Table == table {
					b.Sent = &rep
					b.SentText = reportWords(d, rep, l)
				}
			}
		}
	}
	s.renderReport(w, r, d, l, b, 0)
}

var errNotLink = tournament.NewProblem(tournament.ErrNotFound, "no such report link", "この報告用リンクは使えません。係の人に確認してください")

// reportSection returns the section a report link is of: the one its
// address names (/s/<key>/r/…) or the event's only one; in an event of
// several, a link without a section (printed before the event had
// several) is of the section whose players its token names. A link whose
// address names another section than its token's is not one.
func (s *Server) reportSection(r *http.Request, token string) (*data, error) {
	sn, err := s.cache.get(s, s.opt.Now)
	if err != nil {
		return nil, err
	}
	d, err := sn.section(r.PathValue("sec"))
	if err != nil {
		return nil, errNotLink
	}
	if !sn.ov.Multi() {
		if d == nil {
			return nil, errNotLink // an event without a section yet
		}
		return d, nil
	}
	so, ok := sn.ov.ReportSection(token)
	if !ok || (d != nil && d.so.Section.ID != so.Section.ID) {
		return nil, errNotLink
	}
	return sn.sections[so.Section.ID], nil
}

// reportPost is POST /r/{round}/{table}/{token} with the field result (the
// grammar of `taikai result`) and side (black or white, optional): the
// report is stored when the link is one and the rules accept the result,
// then the phone is sent to the form with the report shown.
func (s *Server) reportPost(w http.ResponseWriter, r *http.Request) {
	l := pickLang(r)
	client := clientOf(r)
	if !s.limit.allow(client, 1) {
		s.fail(w, r, http.StatusTooManyRequests, msgTooMany)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.fail(w, r, http.StatusRequestEntityTooLarge, msgTooBig)
			return
		}
		s.fail(w, r, http.StatusBadRequest, tournament.Text{En: "The form could not be read.", Ja: "送信内容を読めませんでした。"})
		return
	}
	// A report resent (bad Wi-Fi, a double tap) is answered as the first
	// was and stored once.
	s.idem.once(w, r, r.URL.Path, r.PostForm.Get(idemField), func() answer {
		return recordAnswer(w, func(w http.ResponseWriter) { s.reportStore(w, r, l, client) })
	})
}

// reportStore stores the report posted in r, once its form is read.
func (s *Server) reportStore(w http.ResponseWriter, r *http.Request, l tournament.Lang, client string) {
	n, table, token, ok := reportLink(r)
	if !ok {
		s.failErr(w, r, errNotLink)
		return
	}
	d, err := s.reportSection(r, token)
	if err != nil {
		// A link that is not one says so; a file that cannot be read now
		// (damaged, pulled) is the arbiter's: the phone reads that reports
		// cannot be taken now.
		s.reportNotTaken(w, r, n, table, client, err)
		return
	}
	text, side := r.PostForm.Get("result"), r.PostForm.Get("side")
	rep, err := d.svc.ReportResult(tournament.ReportInput{Round: n, Table: table, Token: token, Text: text, Side: side, Client: client})
	switch {
	case err == nil:
		s.opt.Log.Printf("web: report #%d round %d table %d %q from %s", rep.Seq, n, table, rep.Text, client)
		http.Redirect(w, r, fmt.Sprintf("%s?sent=%d", r.URL.Path, rep.Seq), http.StatusSeeOther)
	case errors.Is(err, tournament.ErrInvalidInput):
		// The form again, with what was typed and why it was refused.
		rd, g, lerr := d.svc.ReportLink(n, table, token)
		if lerr != nil {
			s.failErr(w, r, lerr)
			return
		}
		// The page as the event is now (the link checked just now).
		if fresh, ferr := s.reportSection(r, token); ferr == nil {
			d = fresh
		}
		b := s.reportBody(r, d, l, rd, g)
		b.Text, b.Side, b.Error = text, side, tournament.Localize(err, l)
		s.renderReport(w, r, d, l, b, http.StatusBadRequest)
	default:
		s.reportNotTaken(w, r, n, table, client, err)
	}
}

// msgNotTakenNow is what a phone reads when its report could not be
// stored for a reason of the arbiter's side (a read-only or damaged file).
var msgNotTakenNow = tournament.Text{
	En: "Results cannot be reported from phones just now. Tell the arbiter your result directly.",
	Ja: "今はスマホから結果を報告できません。結果は係の人（審判）に直接伝えてください。"}

// reportNotTaken answers a report the service did not store. A link that
// is not one, or no longer is, says so to the phone (failErr); any other
// reason is the arbiter's (the file is read-only or damaged, a fault): the
// phone reads that reports cannot be taken now (503) and the arbiter
// reads why, in the log and through OnReportRefused.
func (s *Server) reportNotTaken(w http.ResponseWriter, r *http.Request, n, table int, client string, err error) {
	if errors.Is(err, tournament.ErrNotFound) || errors.Is(err, tournament.ErrStaleReport) {
		s.failErr(w, r, err)
		return
	}
	s.opt.Log.Printf("web: report of round %d table %d from %s not taken: %v", n, table, client, err)
	if s.opt.OnReportRefused != nil {
		s.opt.OnReportRefused(n, table, err)
	}
	w.Header().Set("Retry-After", "60")
	s.fail(w, r, http.StatusServiceUnavailable, msgNotTakenNow)
}

// reportBody is the form of game g of round rd of section d.
func (s *Server) reportBody(r *http.Request, d *data, l tournament.Lang, rd tournament.Round, g tournament.Game) reportBody {
	b := reportBody{Action: r.URL.Path, Round: roundName(l, rd), Table: g.Table, Key: newKey()}
	b.Black, b.White = d.names[g.Black], d.names[g.White]
	if d.swiss != nil {
		b.Grammar = strings.TrimSpace(d.swiss.Grammar().In(l))
		b.Hint, b.Example = grammarHint(b.Grammar)
	}
	if h := tournament.GameHandicap(d.ev, g); h != nil {
		b.Handicap = h.Text.In(l)
	}
	if g.Result != nil {
		b.Recorded = tournament.ResultText(d.ev, g.Result.Text, l)
	}
	if _, err := tournament.CounterOf(d.ev); err == nil {
		b.CountLink = r.URL.Path + "/count"
		b.CountLabel = tournament.Text{En: "The players disagree: count on the board (終局処理)", Ja: "勝敗が合わないとき：終局処理（盤面で計算）"}.In(l)
	}
	return b
}

// reportWords says a report as the phone reads it back.
func reportWords(d *data, rep tournament.PhoneReport, l tournament.Lang) string {
	if rep.Stored == "" {
		return rep.Text
	}
	// In the game's words only: 31-33 黒の時間切れ負け, never the stored
	// keyword (31-33:timeout-black) a player does not read (issue 38).
	return tournament.ResultText(d.ev, rep.Stored, l)
}

func (s *Server) renderReport(w http.ResponseWriter, r *http.Request, d *data, l tournament.Lang, b reportBody, status int) {
	body, _ := s.render(r, d, l, view{template: "report", title: word(l, "report"), status: status, body: &b})
	s.writeMade(w, r, status, body)
}

// grammarHint takes the first line of a game's result grammar (what to
// write) and its first example, for the form.
func grammarHint(grammar string) (hint, example string) {
	lines := strings.Split(grammar, "\n")
	hint = strings.TrimRight(strings.TrimSpace(lines[0]), ":：")
	if len(lines) > 1 {
		if f := strings.Fields(lines[1]); len(f) > 0 {
			example = strings.TrimRight(f[0], ",")
		}
	}
	return hint, example
}

// failLink answers a request whose link leads to no game: too many
// requests when the client has used up its allowance (a guessed link
// costs), else err.
func (s *Server) failLink(w http.ResponseWriter, r *http.Request, err error) {
	if !s.limit.allow(clientOf(r), 1) {
		s.fail(w, r, http.StatusTooManyRequests, msgTooMany)
		return
	}
	s.failErr(w, r, err)
}

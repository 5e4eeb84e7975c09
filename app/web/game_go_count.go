package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// Go's 終局処理 on the table's phones (issue 37): from the report link,
// each player's phone shows the board, takes the player's marks and the
// buttons of the seed's flow, and the outcome waits for the arbiter.
func init() {
	gameForms = append(gameForms, gameForm{template: "count", routes: func(s *Server, m *http.ServeMux) {
		for _, p := range []string{"/r/{round}/{table}/{token}/count", "/s/{sec}/r/{round}/{table}/{token}/count"} {
			m.HandleFunc("GET "+p, s.countPage)
			m.HandleFunc("POST "+p, s.countPost)
		}
	}})
}

// countLimit is each phone's allowance of actions: a count is many taps.
var countLimit = newLimiter(120, 250*time.Millisecond, time.Now)

// countBody is the 終局処理 page of one table, seen from one side.
type countBody struct {
	Action, Self, Report string
	Round                string
	Table                int
	Black, White         string
	Side                 string // "black", "white" or "" (not chosen)
	SideName             string
	Started              bool
	Stage, Turn, Todo    string
	Version              int
	Seconds              int    // left in the stage; -1 no limit
	Left                 string // Seconds as m:ss
	Error                string
	SVG                  template.HTML
	Quadrants            []countLink
	Count                string
	Buttons              []countButton
	Colours              bool // the taps put stones of a chosen colour
	TapKind              string
	Outcome              string
	OutcomeTitle         string // the result in words, or 対局再開
	Waiting              bool
	Accepted             bool
}

type countLink struct {
	Label, Href string
	Current     bool
}

type countButton struct {
	Kind, Label string
	Primary     bool
}

// countGame reads the report link of r: the section, round and game.
func (s *Server) countGame(r *http.Request) (*data, int, tournament.Game, error) {
	n, table, token, ok := reportLink(r)
	if !ok {
		return nil, 0, tournament.Game{}, errNotLink
	}
	d, err := s.reportSection(r, token)
	if err != nil {
		return nil, 0, tournament.Game{}, err
	}
	_, g, err := d.svc.ReportLink(n, table, token)
	if err != nil {
		return nil, 0, g, err
	}
	if _, err := tournament.CounterOf(d.ev); err != nil {
		return nil, 0, g, err
	}
	return d, n, g, nil
}

// countPage is GET …/count?side=black|white[&q=quadrant]: the flow as it
// stands; ?state=1 answers the flow's version as JSON for the page's
// script, which reloads when it changed.
func (s *Server) countPage(w http.ResponseWriter, r *http.Request) {
	l := pickLang(r)
	d, n, g, err := s.countGame(r)
	if err != nil {
		s.failLink(w, r, err)
		return
	}
	st, ok, err := igo.Of(d.svc).CountFlow(n, g.Table)
	if err != nil {
		s.failErr(w, r, err)
		return
	}
	if r.URL.Query().Get("state") != "" {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		v := st.Flow.Version
		if !ok {
			v = -1 // not started: the start page waits for the other phone
		}
		json.NewEncoder(w).Encode(map[string]any{"version": v, "started": ok, "stage": st.Flow.Stage})
		return
	}
	b := s.countBody(r, d, l, n, g, st, ok)
	b.Error = r.URL.Query().Get("error")
	s.renderCount(w, r, d, l, b, 0)
}

// countPost is POST …/count: a player's action on the version seen, or
// the start of the flow; then the page again (the error on it when the
// action was refused).
func (s *Server) countPost(w http.ResponseWriter, r *http.Request) {
	l := pickLang(r)
	if !countLimit.allow(clientOf(r), 1) {
		s.fail(w, r, http.StatusTooManyRequests, msgTooMany)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, tournament.Text{En: "The form could not be read.", Ja: "送信内容を読めませんでした。"})
		return
	}
	d, n, g, err := s.countGame(r)
	if err != nil {
		s.failErr(w, r, err)
		return
	}
	f := r.PostForm
	side := f.Get("side")
	by := map[string]igo.Colour{"black": igo.Black, "white": igo.White}[side]
	svc := igo.Of(d.svc)
	kind := igo.FlowActionKind(f.Get("kind"))
	if kind == "start" {
		_, err = svc.StartCountFlow(n, g.Table, f.Get("resumed") == "yes")
	} else {
		v, verr := strconv.Atoi(f.Get("v"))
		x, _ := strconv.Atoi(f.Get("x"))
		y, _ := strconv.Atoi(f.Get("y"))
		c := map[string]igo.Colour{"black": igo.Black, "white": igo.White}[f.Get("colour")]
		if verr != nil {
			err = igo.ErrStaleFlow
		} else {
			_, err = svc.ActCountFlow(n, g.Table, v, igo.FlowAction{Kind: kind, By: by, Point: igo.Point{X: x, Y: y}, Colour: c})
		}
	}
	q := url.Values{"side": {side}}
	if qd := f.Get("q"); qd != "" {
		q.Set("q", qd)
	}
	if lang := r.URL.Query().Get("lang"); lang != "" {
		q.Set("lang", lang)
	}
	if colour := f.Get("colour"); colour != "" {
		q.Set("colour", colour)
	}
	if err != nil {
		if !errors.Is(err, tournament.ErrInvalidInput) && !errors.Is(err, tournament.ErrNotFound) {
			s.failErr(w, r, err)
			return
		}
		q.Set("error", tournament.Localize(err, l))
	}
	http.Redirect(w, r, r.URL.Path+"?"+q.Encode(), http.StatusSeeOther)
}

func (s *Server) renderCount(w http.ResponseWriter, r *http.Request, d *data, l tournament.Lang, b countBody, status int) {
	body, _ := s.render(r, d, l, view{template: "count", title: tournament.Text{En: "Count", Ja: "終局処理"}.In(l), status: status, body: &b})
	s.writeMade(w, r, status, body)
}

// countBody is the page of game g of round n as side sees it.
func (s *Server) countBody(r *http.Request, d *data, l tournament.Lang, n int, g tournament.Game, st igo.CountFlowState, started bool) countBody {
	q := r.URL.Query()
	side := q.Get("side")
	if side != "black" && side != "white" {
		side = ""
	}
	rd, _ := d.svc.Round(n)
	b := countBody{Action: r.URL.Path, Self: r.URL.Path + "?" + url.Values{"side": {side}, "q": {q.Get("q")}}.Encode(),
		Report: strings.TrimSuffix(r.URL.Path, "/count"), Round: roundName(l, rd), Table: g.Table,
		Black: d.names[g.Black], White: d.names[g.White], Side: side, Started: started, Version: st.Flow.Version, Seconds: -1}
	if side == "" || !started {
		return b
	}
	me := map[string]igo.Colour{"black": igo.Black, "white": igo.White}[side]
	b.SideName = map[igo.Colour]string{igo.Black: "黒", igo.White: "白"}[me] + "（" + map[igo.Colour]string{igo.Black: b.Black, igo.White: b.White}[me] + "）"
	f := st.Flow
	b.Stage = igo.StageJapanese(f.Stage)
	if t := f.Turn(); t != 0 {
		b.Turn = t.Japanese() + "の番"
	}
	if !st.Deadline.IsZero() {
		// The flow's own clock, which its deadlines are on.
		b.Seconds = max(0, int(st.Deadline.Sub(d.svc.Now()).Seconds()+0.999))
		b.Left = fmt.Sprintf("%d:%02d", b.Seconds/60, b.Seconds%60)
	}
	board, ring := countShownBoard(f)
	quad := q.Get("q")
	pos, err := igo.ParsePosition(board)
	if err == nil {
		final, _ := igo.ParsePosition(f.Board)
		var count *igo.Count
		if f.Stage != igo.StageDrawing { // only the stones while the players check the position
			if c, cerr := igo.CountPosition(pos, 0); cerr != nil {
				b.Count = "⚠ " + tournament.Localize(cerr, l)
			} else {
				count = &c
				if counter, cerr := tournament.CounterOf(d.ev); cerr != nil {
					b.Count = tournament.Localize(cerr, l)
				} else if p, perr := counter.CountBoard(d.ev, g, tournament.CountInput{Board: board}); perr == nil {
					b.Count = tournament.ResultText(d.ev, p.Claim, l) + "　" + p.Summary.In(l)
				}
			}
		}
		if pos.Board.Size == 19 {
			for _, qq := range []struct{ key, label string }{{"", "全体"}, {"tl", "左上"}, {"tr", "右上"}, {"bl", "左下"}, {"br", "右下"}} {
				b.Quadrants = append(b.Quadrants, countLink{Label: qq.label, Href: r.URL.Path + "?" + url.Values{"side": {side}, "q": {qq.key}}.Encode(), Current: quad == qq.key})
			}
		} else {
			quad = ""
		}
		b.SVG = countSVG(pos, final.Board, count, ring, quad)
	}
	b.Buttons, b.Todo, b.TapKind, b.Colours = countButtons(f, me)
	if o := f.Outcome; o != nil {
		b.Outcome, b.OutcomeTitle = o.Reason.Japanese, "対局再開"
		if st.Result != "" {
			b.OutcomeTitle = tournament.ResultText(d.ev, st.Result, l)
		}
		b.Waiting, b.Accepted = st.Result != "" && !st.Accepted, st.Accepted
	}
	return b
}

// countShownBoard is the board a stage shows, and the points to ring (a
// counter-proposal's differences from the proposal).
func countShownBoard(f igo.Flow) (string, map[igo.Point]bool) {
	switch {
	case f.Stage == igo.StageDrawing:
		return f.Board, nil
	case f.Outcome != nil && f.Outcome.Proposal != nil:
		return f.Outcome.Proposal.Board, nil
	case f.Stage == igo.StageApproval && f.Proposal != nil:
		return f.Proposal.Board, nil
	case f.Stage == igo.StageCounterApproval && f.Counter != nil:
		return f.Counter.Board, differ(f.Proposal.Board, f.Counter.Board)
	case f.Stage == igo.StageCounter && f.Proposal != nil:
		return f.Working, differ(f.Proposal.Board, f.Working)
	}
	return f.Working, nil
}

// differ is the points where two proposals differ.
func differ(a, b string) map[igo.Point]bool {
	pa, err1 := igo.ParsePosition(a)
	pb, err2 := igo.ParsePosition(b)
	if err1 != nil || err2 != nil {
		return nil
	}
	return pa.Differences(pb)
}

// countButtons are the buttons the stage gives side me, what to do, and
// what a tap on the board does ("" nothing).
func countButtons(f igo.Flow, me igo.Colour) (bs []countButton, todo, tap string, colours bool) {
	mine := f.Turn() == me || f.Turn() == 0
	resume := countButton{Kind: string(igo.ActResume), Label: "対局再開を求める"}
	canResume := !f.ResumedWithoutProgress
	add := func(b ...countButton) { bs = append(bs, b...) }
	switch f.Stage {
	case igo.StageDrawing:
		todo, tap, colours = "終局図を盤どおりに直してから「確定」。相手も確定すると終局案作成が始まります。", string(igo.ActStone), true
		if f.Ready[side(me)] {
			todo = "確定しました。相手の確定を待っています（盤を直すと両者とも確定し直しです）。"
		}
		add(countButton{Kind: string(igo.ActConfirm), Label: "確定", Primary: true})
	case igo.StageJoint:
		todo, tap = "共同終局案：相手の死に石をタップ（石団ごと）、空点をタップで自分の駄目詰め・手入れの石。終わったら「計算」。", string(igo.ActTap)
		add(countButton{Kind: string(igo.ActCalculate), Label: "計算"})
		if f.Ready[0] && f.Ready[1] {
			todo = "両者が計算しました。先に承認した側の終局案になり、相手が認否します。"
			add(countButton{Kind: string(igo.ActApprove), Label: "承認", Primary: true})
		} else if f.Ready[side(me)] {
			todo = "計算しました。相手の計算を待っています（盤を操作すると計算し直しです）。"
		}
	case igo.StageWhiteOwn, igo.StageBlackOwn, igo.StageCounter:
		if !mine {
			todo = "相手が" + igo.StageJapanese(f.Stage) + "中です。待っています。"
			break
		}
		todo, tap, colours = "石をタップで死に石（石団ごと）、空点をタップで選んだ色の駄目詰め・手入れの石。できたら承認して出します。", string(igo.ActTap), true
		if f.Stage == igo.StageCounter {
			add(countButton{Kind: string(igo.ActCounter), Label: "修正案を出す", Primary: true}, countButton{Kind: string(igo.ActCancel), Label: "取消（相手の案に戻る）"})
		} else {
			add(countButton{Kind: string(igo.ActApprove), Label: "終局案を出す（承認）", Primary: true})
		}
	case igo.StageApproval, igo.StageCounterApproval:
		what := "終局案"
		if f.Stage == igo.StageCounterApproval {
			what = "修正案"
		}
		if !mine {
			todo = "相手が" + what + "を確かめています。待っています。"
			break
		}
		todo = "相手の" + what + "です（赤い丸は前の案との違い）。承認するか否認してください。"
		add(countButton{Kind: string(igo.ActApprove), Label: "承認", Primary: true}, countButton{Kind: string(igo.ActReject), Label: "否認"})
	case igo.StageResumeRequest:
		todo = "終局案がまとまりませんでした。対局を再開するなら「対局再開を求める」。どちらも求めなければ両負けです。"
		resume.Primary = true
	case igo.StageResuming:
		canResume = false
		todo = f.Resumer.Japanese() + "が対局再開を求めました。停止した局面から再開します。"
		if mine {
			add(countButton{Kind: string(igo.ActAcknowledge), Label: "了解", Primary: true})
		}
	case igo.StageDone:
		canResume = false
	}
	if canResume {
		add(resume)
	}
	return bs, todo, tap, colours
}

// side is the index of colour c in a pair.
func side(c igo.Colour) int {
	if c == igo.White {
		return 1
	}
	return 0
}

// countSVG draws pos (final is the position before the unofficial stones)
// with the count's marks, the ringed points, and a tap target on every
// point; quad shows a quarter of a 19路 board (tl, tr, bl, br) larger.
func countSVG(pos igo.Position, final igo.Board, c *igo.Count, ring map[igo.Point]bool, quad string) template.HTML {
	n := pos.Board.Size
	const cell = 40
	x0, y0, w := 0, 0, n
	switch quad {
	case "tl":
		w = 10
	case "tr":
		x0, w = n-10, 10
	case "bl":
		y0, w = n-10, 10
	case "br":
		x0, y0, w = n-10, n-10, 10
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="board" viewBox="%d %d %d %d" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="盤面">`,
		x0*cell, y0*cell, (w+1)*cell, (w+1)*cell)
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="#e2b86a"/>`, x0*cell, y0*cell, (w+1)*cell, (w+1)*cell)
	at := func(i int) int { return cell + i*cell }
	cols := "ABCDEFGHJKLMNOPQRST"
	for i := range n {
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="1.2"/>`, at(0), at(i), at(n-1), at(i))
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="1.2"/>`, at(i), at(0), at(i), at(n-1))
		fmt.Fprintf(&sb, `<text x="%d" y="%d" class="co">%c</text><text x="%d" y="%d" class="co">%d</text>`,
			at(i), at(y0)-cell/2-4, cols[i], at(x0)-cell/2-6, at(i)+5, n-i)
	}
	for _, p := range pos.Board.Points() {
		cx, cy := at(p.X), at(p.Y)
		stone := pos.Board.At(p)
		m := igo.MarkLive
		if c != nil {
			m = c.At(p)
		}
		fill, other := "#111", "#fff"
		if stone == igo.White {
			fill, other = "#fafafa", "#111"
		}
		if stone != 0 {
			op := "1"
			if m == igo.MarkDeadTaken {
				op = "0.45"
			}
			fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="19" fill="%s" stroke="#000" stroke-width="1.2" opacity="%s"/>`, cx, cy, fill, op)
		}
		switch m {
		case igo.MarkBlackTerritory, igo.MarkWhiteTerritory:
			sq := "#111"
			if m == igo.MarkWhiteTerritory {
				sq = "#fff"
			}
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="14" height="14" fill="%s" stroke="#000"/>`, cx-7, cy-7, sq)
		case igo.MarkDame:
			fmt.Fprintf(&sb, `<path d="M%d %dl8 8l-8 8l-8 -8z" fill="#d22"/>`, cx, cy-8)
		case igo.MarkSeki:
			fmt.Fprintf(&sb, `<path d="M%d %dl10 17h-20z" fill="none" stroke="%s" stroke-width="3"/>`, cx, cy-11, other)
		case igo.MarkDeadTaken, igo.MarkDeadLeft:
			col := other
			if m == igo.MarkDeadTaken {
				col = "#d00"
			}
			fmt.Fprintf(&sb, `<path d="M%d %dl20 20M%d %dl-20 20" stroke="%s" stroke-width="4"/>`, cx-10, cy-10, cx+10, cy-10, col)
		}
		if stone != 0 && final.At(p) == 0 { // an unofficial stone: □
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="12" height="12" fill="none" stroke="%s" stroke-width="2.5"/>`, cx-6, cy-6, other)
		}
		if ring[p] {
			fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="22" fill="none" stroke="#d00" stroke-width="4"/>`, cx, cy)
		}
		fmt.Fprintf(&sb, `<rect class="pt" data-x="%d" data-y="%d" x="%d" y="%d" width="%d" height="%d" fill="transparent"><title>%s</title></rect>`,
			p.X, p.Y, cx-cell/2, cy-cell/2, cell, cell, p.GTP(n))
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}

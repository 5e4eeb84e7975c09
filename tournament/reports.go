package tournament

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// This file is results reported from phones (スマホからの結果報告): each table
// of a paired round gets a token naming its game (reportlink.go), printed
// as a link (a QR code on the result slip); a player who opens it types the
// result in the game's grammar. A report belongs to the game it was made
// for (its two players and their colours). It never changes the result: it
// waits in the event file until the arbiter accepts it (AcceptReport) or
// records the table another way, and once the table holds another game it
// is stale: shown with whose game it was, never recorded for the new one.

// SettingPhoneReports turns phone reports on ("true") for an event played
// in paired rounds; off by default.
const SettingPhoneReports = "phone_reports"

// phoneReportSettings is the group of the phone reports setting, which
// every game played in paired rounds has.
func phoneReportSettings() SettingGroup {
	return SettingGroup{Settings: []Setting{{Key: SettingPhoneReports,
		Label: tr("Results reported from phones (each table's report link)", "スマホからの結果報告（卓ごとの報告リンク）"),
		Kind:  SettingBool, Default: "false"}}}
}

// ReportsOn reports whether the event takes phone reports.
//
// A team section takes none: a match's boards are written on its match
// card and entered at the desk.
func ReportsOn(ev Event) bool {
	return ev.Setting(SettingPhoneReports) == "true" && ev.Teams().IsZero()
}

// PhoneReport is one result reported from a phone for a table (報告).
type PhoneReport struct {
	// Seq numbers the reports of the event from 1.
	Seq int `json:"seq"`
	// Section is the ID of the section whose round and table it names.
	Section int `json:"section,omitempty"`
	Round   int `json:"round"`
	Table   int `json:"table"`
	// Text is the result as typed on the phone, in the game's grammar.
	Text string `json:"text"`
	// Stored is what the rules would record of Text; empty when they need
	// the arbiter's answer first (Note is then the question).
	Stored string `json:"stored,omitempty"`
	// Winner is the side Stored makes the winner.
	Winner Colour `json:"winner,omitempty"`
	// Note is the rules' note on the result, or their question.
	Note Text `json:"note,omitzero"`
	// Side is who reported ("black" or "white") when they said.
	Side string `json:"side,omitempty"`
	// Time is when the report arrived; Client the phone's address.
	Time   time.Time `json:"time"`
	Client string    `json:"client"`
	// Black and White are the players of the game the report was made
	// for, with their colours; both 0 in a report of an earlier version,
	// which is therefore for an unknown game.
	Black int `json:"black,omitempty"`
	White int `json:"white,omitempty"`

	// Pending is set when read: the table's result has not been recorded
	// since the report came (nor matches it).
	Pending bool `json:"-"`
	// Stale is set when read: the table no longer holds the game the
	// report was made for (or it is not known which game that was);
	// StaleWhy says whose game it was and what the table is now.
	Stale    bool `json:"-"`
	StaleWhy Text `json:"-"`
	// Waiting is set when read: Pending and not Stale, a report the
	// arbiter can accept.
	Waiting bool `json:"-"`
	// Conflict is set when read: another waiting report of the same
	// table says something else.
	Conflict bool `json:"-"`
}

// Key is what the report says, for comparing two reports.
func (r PhoneReport) Key() string { return cmp.Or(r.Stored, r.Text) }

// ReportPath is the path of the report link of a table: POST the field
// "result" there.
func ReportPath(round, table int, token string) string {
	return fmt.Sprintf("/r/%d/%d/%s", round, table, token)
}

// ReportInput is what a phone sent: the table of the link, its token, the
// result typed and who typed it.
type ReportInput struct {
	Round, Table int
	Token        string
	Text         string
	Side         string // "", black/white (b, w, 黒, 白, 先手, 後手)
	Client       string // the phone's address, for the log
}

// MaxReportText is the longest result a phone may send, in characters.
const MaxReportText = 100

// errNoReportLink is the answer to a link that is not one: the same for a
// wrong token, a table that does not exist and reports turned off, so that
// the answer tells nothing about which.
func errNoReportLink() error {
	return newProblem(ErrNotFound, "no such report link", "この報告用リンクは使えません。係の人に確認してください")
}

// ReportResult stores a result reported from a phone, in one transaction
// with its audit entry, after checking the table's token and the result
// against the rules; it does not change the result. A wrong token, or any
// link of an event that takes no reports, is ErrNotFound and stores
// nothing; a result the rules refuse is ErrInvalidInput (the rules'
// message) and stores nothing; a result the rules need the arbiter's
// answer for is stored with the question as its note.
func (s *Service) ReportResult(in ReportInput) (PhoneReport, error) {
	var out PhoneReport
	text := strings.TrimSpace(in.Text)
	if text == "" || utf8.RuneCountInString(text) > MaxReportText || !utf8.ValidString(text) || strings.ContainsAny(text, "\r\n\t") {
		return out, newProblem(ErrInvalidInput, "type the result on one line (at most %d characters)", "結果を1行で入力してください（%d 文字まで）", MaxReportText)
	}
	side := ""
	if strings.TrimSpace(in.Side) != "" {
		c, ok := ParseColour(in.Side)
		if !ok {
			return out, newProblem(ErrInvalidInput, "who is reporting: black or white", "報告する人を黒か白で選んでください")
		}
		side = c.String()
	}
	client := in.Client
	if len(client) > 100 {
		client = client[:100]
	}
	err := s.updateText("report", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		if !ReportsOn(ev) {
			return Text{}, errNoReportLink()
		}
		sw, err := ev.Swiss()
		if err != nil {
			return Text{}, errNoReportLink()
		}
		g, rd, err := checkReportLink(w, in.Round, in.Table, in.Token)
		if err != nil {
			return Text{}, err
		}
		out = PhoneReport{Round: in.Round, Table: in.Table, Text: text, Side: side, Time: s.now().UTC(), Client: client, Black: g.Black, White: g.White}
		v, err := sw.Decide(ev, rd, g, text, nil)
		var q *Question
		switch {
		case err == nil:
			out.Stored, out.Winner, out.Note = v.Stored, v.Winner, v.Note
		case errors.As(err, &q):
			out.Note = q.Text
		default:
			return Text{}, err
		}
		if err := w.AddReport(&out); err != nil {
			return Text{}, err
		}
		from := cmp.Or(client, "?")
		detail := Text{
			En: fmt.Sprintf("round %d table %d: report #%d \"%s\" from %s", in.Round, in.Table, out.Seq, text, from),
			Ja: fmt.Sprintf("%d回戦 %d番卓：携帯からの報告 #%d「%s」（%s）", in.Round, in.Table, out.Seq, text, from),
		}
		if side != "" {
			// The reporter's side as the section's game names it: （先手）.
			c, _ := ParseColour(side)
			detail.En += " (" + side + ")"
			detail.Ja += "（" + SideOf(ev.Game, c).Ja + "）"
		}
		return detail, nil
	})
	return out, err
}

// ReportLink returns the round and game a report link names. A link that
// is not one (wrong token, no such table, reports off) is ErrNotFound; the
// link of a game the table no longer holds, or of a round already over, is
// ErrStaleReport, whose message says so.
func (s *Service) ReportLink(n, table int, token string) (Round, Game, error) {
	var g Game
	var rd Round
	err := s.store.View(func(r Reader) error {
		var err error
		g, rd, err = checkReportLink(r, n, table, token)
		return err
	})
	return rd, g, err
}

// Reports returns every phone report, oldest first, with Waiting and
// Conflict set.
func (s *Service) Reports() ([]PhoneReport, error) {
	var out []PhoneReport
	err := s.store.View(func(r Reader) error {
		var err error
		out, err = readReports(r)
		return err
	})
	return out, err
}

// WaitingReports returns the reports of round n still waiting, by table.
func (s *Service) WaitingReports(n int) (map[int][]PhoneReport, error) {
	all, err := s.Reports()
	if err != nil {
		return nil, err
	}
	out := map[int][]PhoneReport{}
	for _, r := range all {
		if r.Round == n && r.Waiting {
			out[r.Table] = append(out[r.Table], r)
		}
	}
	return out, nil
}

// StaleReports returns the reports of round n made for a game their table
// no longer holds (or for an unknown one) and still unanswered, by table:
// shown with whose game they were, never accepted.
func (s *Service) StaleReports(n int) (map[int][]PhoneReport, error) {
	all, err := s.Reports()
	if err != nil {
		return nil, err
	}
	out := map[int][]PhoneReport{}
	for _, r := range all {
		if r.Round == n && r.Pending && r.Stale {
			out[r.Table] = append(out[r.Table], r)
		}
	}
	return out, nil
}

// readReports reads the reports and works out which are pending, which
// are stale, which wait and which conflict.
func readReports(r Reader) ([]PhoneReport, error) {
	reps, err := r.Reports()
	if err != nil || len(reps) == 0 {
		return reps, err
	}
	rs, err := r.Rounds()
	if err != nil {
		return nil, err
	}
	var names map[int]string
	var game GameKind // the section's, read with the names
	type at struct{ round, table int }
	keys := map[at]map[string]bool{}
	for i := range reps {
		rep := &reps[i]
		rd, rerr := roundOf(rs, rep.Round)
		g, _, ok := rd.GameAt(rep.Table)
		ok = ok && rerr == nil && !g.IsBye()
		if ok {
			res := g.Result
			rep.Pending = res == nil || (res.Recorded.Before(rep.Time) && res.Text != rep.Stored)
		}
		if !ok || rep.Black != g.Black || rep.White != g.White {
			if names == nil {
				if names, err = readNames(r); err != nil {
					return nil, err
				}
				ev, err := r.Event()
				if err != nil {
					return nil, err
				}
				game = ev.Game
			}
			rep.Stale, rep.StaleWhy = true, staleWhy(game, *rep, names, rd, g, ok)
		}
		rep.Waiting = rep.Pending && !rep.Stale
		if rep.Waiting {
			k := at{rep.Round, rep.Table}
			if keys[k] == nil {
				keys[k] = map[string]bool{}
			}
			keys[k][rep.Key()] = true
		}
	}
	for i := range reps {
		rep := &reps[i]
		rep.Conflict = rep.Waiting && len(keys[at{rep.Round, rep.Table}]) > 1
	}
	return reps, nil
}

// staleWhy says whose game a stale report was made for and what its
// table is now (g, when the table still exists), the sides named as game
// kind names them.
func staleWhy(kind GameKind, rep PhoneReport, names map[int]string, rd Round, g Game, tableExists bool) Text {
	var was Text
	if rep.Black == 0 && rep.White == 0 {
		was = tr("made for an unknown game (it came before Taikai noted whose game a report is for)",
			"どの対局への報告か分からない報告（対局を記録しない古い版で受け付けたもの）")
	} else {
		was = tr("made for %s", "%sの対局への報告", gameWords(kind, names, rep.Black, rep.White))
	}
	switch {
	case rd.Number != rep.Round:
		return tr("%s; round %d has been taken back", "%sで、%d 回戦は組合せが取り消されています", was, rep.Round)
	case !tableExists:
		return tr("%s; round %d has no table %d now", "%sで、%d 回戦に今 %d 番卓はありません", was, rep.Round, rep.Table)
	}
	return tr("%s; the table is now %s", "%sで、今この卓は %sです", was, gameWords(kind, names, g.Black, g.White))
}

// AcceptReport records the result of a phone report at table `table` of
// round n, as RecordResult does (one logged change): report seq, or with
// seq 0 the table's waiting report (when several wait and say different
// things, it is refused naming them). answers answer the rules' question,
// as for RecordResult. A stale report (made for a game the table no longer
// holds, or for an unknown one) is refused with ErrStaleReport saying
// whose game it was, and so is seq 0 when only stale reports are pending.
func (s *Service) AcceptReport(n, table, seq int, answers ...string) (Verdict, PhoneReport, error) {
	var v Verdict
	var rep PhoneReport
	err := s.updateText("result", func(w Writer) (Text, error) {
		reps, err := readReports(w)
		if err != nil {
			return Text{}, err
		}
		var waiting, stale []PhoneReport
		found := false
		for _, r := range reps {
			if r.Round != n || r.Table != table {
				continue
			}
			if seq > 0 && r.Seq == seq {
				rep, found = r, true
			}
			if r.Waiting {
				waiting = append(waiting, r)
			}
			if r.Pending && r.Stale {
				stale = append(stale, r)
			}
		}
		switch {
		case seq > 0 && !found:
			return Text{}, newProblem(ErrNotFound, "round %d table %d has no report #%d", "%d 回戦 %d 番卓に報告 #%d はありません", n, table, seq)
		case seq > 0 && rep.Stale:
			return Text{}, errStaleReport(rep)
		case seq == 0 && len(waiting) == 0 && len(stale) > 0:
			return Text{}, errStaleReport(stale[len(stale)-1])
		case seq == 0 && len(waiting) == 0:
			return Text{}, newProblem(ErrNotFound, "no report waits for round %d table %d", "%d 回戦 %d 番卓に未処理の報告はありません", n, table)
		case seq == 0 && waiting[0].Conflict:
			var list []string
			for _, r := range waiting {
				list = append(list, r.Describe())
			}
			return Text{}, newProblem(ErrInvalidInput, "the reports of round %d table %d disagree (%s): choose one (--report N)",
				"%d 回戦 %d 番卓の報告が食い違っています（%s）。どれを採用するか選んでください（--report N）", n, table, strings.Join(list, "; "))
		case seq == 0:
			rep = waiting[len(waiting)-1]
		}
		var detail Text
		v, detail, err = s.applyResult(w, n, table, rep.Text, answers, false)
		detail.En += fmt.Sprintf(" (phone report #%d)", rep.Seq)
		detail.Ja += fmt.Sprintf("（携帯からの報告 #%d）", rep.Seq)
		return detail, err
	})
	return v, rep, err
}

// errStaleReport refuses to record a stale report, saying whose game it
// was made for.
func errStaleReport(rep PhoneReport) *Problem {
	return newProblem(ErrStaleReport,
		"report #%d (\"%s\") cannot be recorded for round %d table %d: it was %s. Ask the players for the result and enter it by hand.",
		"報告 #%d（「%s」）は %d 回戦 %d 番卓の結果として記録できません：%s。結果を対局者に確かめて手で入力してください。",
		rep.Seq, rep.Text, rep.Round, rep.Table, rep.StaleWhy)
}

// Describe writes a report for a list: "#3 40-24 (black, 192.168.1.20)".
func (r PhoneReport) Describe() string {
	who := r.Client
	if r.Side != "" {
		who = r.Side + ", " + who
	}
	return fmt.Sprintf("#%d %s (%s)", r.Seq, r.Text, who)
}

// SortReports orders reports by round, table, then arrival.
func SortReports(rs []PhoneReport) {
	slices.SortStableFunc(rs, func(a, b PhoneReport) int {
		return cmp.Or(cmp.Compare(a.Round, b.Round), cmp.Compare(a.Table, b.Table), cmp.Compare(a.Seq, b.Seq))
	})
}

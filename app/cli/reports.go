package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
)

// runReports is `taikai reports FILE`: the phone reports waiting for the
// arbiter and the stale ones still unanswered (every report with --all), by
// round and table, conflicts marked; a stale report says whose game it was
// made for.
func runReports(e *env, a args) error {
	s, format, done, err := e.openListing(a, "reports", 1)
	if err != nil {
		return err
	}
	defer done()
	reps, err := s.Reports()
	if err != nil {
		return err
	}
	tournament.SortReports(reps)
	ev := eventOf(s)
	t := table{header: []string{"seq", "round", "table", "result", "stored", "side", "time", "client", "status", "conflict", "stale"}}
	for _, r := range reps {
		if !r.Pending && !a.has("all") {
			continue
		}
		status, conflict, why := e.say("waiting", "未処理"), "", ""
		switch {
		case r.Stale:
			status, why = e.say("stale", "対局が変更済み"), r.StaleWhy.In(e.lang)
		case !r.Waiting:
			status = e.say("settled", "処理済み")
		}
		if r.Conflict {
			conflict = e.say("yes", "食い違い")
		}
		stored := r.Stored
		if format == "table" {
			stored = resultWords(ev, stored, e.lang) // the data formats keep the code
		}
		if stored == "" {
			stored = "? " + r.Note.In(e.lang) // the rules' question, for the arbiter
		}
		t.rows = append(t.rows, []string{strconv.Itoa(r.Seq), strconv.Itoa(r.Round), strconv.Itoa(r.Table), r.Text, stored, r.Side,
			r.Time.Local().Format("2006-01-02 15:04:05"), r.Client, status, conflict, why})
	}
	if format == "table" && len(t.rows) == 0 {
		fmt.Fprintln(e.out, e.say("no report waits", "未処理の報告はありません"))
		return nil
	}
	return t.write(e.out, format)
}

// runAccept is `taikai accept FILE ROUND TABLE [--report N] [--ANSWER]`:
// the table's waiting report becomes its result (as `taikai result`).
func runAccept(e *env, a args) error {
	if err := a.want(3, 3, verbs["accept"].usage); err != nil {
		return err
	}
	n, tbl, err := a.roundTable(1)
	if err != nil {
		return err
	}
	seq := 0
	if a.has("report") {
		if seq, err = number(a.flag("report", ""), "--report", 1, 1<<30); err != nil {
			return err
		}
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	if err := checkAnswers(s, a.open); err != nil {
		return err
	}
	var rep tournament.PhoneReport
	g, err := e.answeringAt(s, n, tbl, a.open, func(answers []string) error {
		var err error
		_, rep, err = s.AcceptReport(n, tbl, seq, answers...)
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("round %d table %d: %s (phone report #%d)\n", "%d 回戦 %d 番卓：%s（スマホからの報告 #%d）\n"), n, tbl, g.Result.Text, rep.Seq)
	return nil
}

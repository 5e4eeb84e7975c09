package web

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"

	"taikai/tournament"
)

// deskResult is POST /desk/result: a card's result by venue table number,
// through the same questions as the GUI's results screen. The first post
// (step "preview") shows what the rules make of it, asks the rules'
// question, or shows both results side by side when the table has
// another; the post of the confirmation (step "record") records it, in one
// logged change under the desk's name, when the table still holds the game
// it was confirmed for.
func (s *Server) deskResult(w http.ResponseWriter, r *http.Request) {
	s.deskOnce(w, r, s.deskResultDo)
}

// answersOf are the rules' answers posted.
func answersOf(r *http.Request) []string {
	return slices.DeleteFunc(slices.Clone(r.PostForm["answer"]), func(a string) bool { return strings.TrimSpace(a) == "" })
}

// formInt reads a whole number typed in a field (full-width digits too).
func formInt(r *http.Request, field string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(width.Narrow.String(r.PostForm.Get(field))))
	return n, err == nil && n > 0
}

func (s *Server) deskResultDo(w http.ResponseWriter, r *http.Request, dev *device) {
	f := r.PostForm
	text := strings.TrimSpace(f.Get("result"))
	home := deskHome{Table: f.Get("table"), Result: text}
	refuse := func(msg string) {
		home.Error = msg
		s.deskShowHome(w, dev, http.StatusBadRequest, home)
	}
	t, ok := formInt(r, "table")
	if !ok {
		refuse("卓番号を数字で入れてください。")
		return
	}
	if text == "" {
		refuse("結果を入れてください。")
		return
	}
	v := s.deskVenue(dev.name)
	c, err := v.FindCard(t)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	if !s.deskAllows(c.Section) {
		refuse(fmt.Sprintf("卓 %d は%sの卓です。", t, c.Section.Label()) + msgNoSection.Ja)
		return
	}
	svc := v.Service(c.Section.ID)
	record := f.Get("step") == "record"
	if record && (strconv.Itoa(c.Round) != f.Get("round") || strconv.Itoa(c.Game.Black) != f.Get("black") || strconv.Itoa(c.Game.White) != f.Get("white")) {
		refuse(fmt.Sprintf("卓 %d の組合せが確認の後に変わりました。もう一度入力してください。", t))
		return
	}
	answers := answersOf(r)
	cf, err := s.deskAsk(svc, c, text, answers)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	// The confirmation carries the result it was shown over ("" none):
	// recording is asked again when the table's result changed since, so
	// that no result is replaced unseen (issue 38).
	cur := ""
	if c.Game.Result != nil {
		cur = c.Game.Result.Text
	}
	cf.Action = "/desk/result"
	cf.Fields = []deskField{{"table", strconv.Itoa(t)}, {"result", text}, {"round", strconv.Itoa(c.Round)},
		{"black", strconv.Itoa(c.Game.Black)}, {"white", strconv.Itoa(c.Game.White)}, {"replaces", cur}}
	for _, a := range answers {
		cf.Fields = append(cf.Fields, deskField{"answer", a})
	}
	if record && !cf.Same && f.Get("replaces") != cur {
		cf.Changed = fmt.Sprintf("確認の後に、この卓の結果が「%s」になりました（別の窓口か携帯からの記録）。もう一度確かめてください。", cf.Recorded)
		if cur == "" {
			cf.Changed = "確認の後に、この卓の結果が取り消されました。もう一度確かめてください。"
		}
		s.deskRender(w, http.StatusConflict, "confirm", deskPage{Title: "確認", Name: dev.name, CSRF: dev.csrf, Limit: s.desk.section, Body: cf})
		return
	}
	switch {
	case cf.Same:
		http.Redirect(w, r, dev.noted(s.desk, fmt.Sprintf("%s %d 回戦 %d 番卓：同じ結果（%s）が記録済みです。変更はありません。", cf.Section, c.Round, t, cf.Recorded)), http.StatusSeeOther)
		return
	case cf.Question != "" || !record || (cf.Overwrite && f.Get("replace") != "1"):
		s.deskRender(w, http.StatusOK, "confirm", deskPage{Title: "確認", Name: dev.name, CSRF: dev.csrf, Limit: s.desk.section, Body: cf})
		return
	}
	verdict, err := svc.RecordResult(c.Round, t, text, answers...)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	s.opt.Log.Printf("web: desk %q recorded round %d table %d: %s", dev.name, c.Round, t, verdict.Stored)
	http.Redirect(w, r, dev.noted(s.desk, fmt.Sprintf("%s %d 回戦 %d 番卓：%s を記録しました。", cf.Section, c.Round, t, cf.New)), http.StatusSeeOther)
}

// deskAsk previews text at card c: the confirmation to show (the
// verdict, the rules' question, or the overwrite); an error when the rules
// refuse the text.
func (s *Server) deskAsk(svc *tournament.Service, c tournament.Card, text string, answers []string) (deskConfirm, error) {
	ev, err := svc.Event()
	if err != nil {
		return deskConfirm{}, err
	}
	ps, err := svc.Participants()
	if err != nil {
		return deskConfirm{}, err
	}
	names := tournament.DisplayNames(ps)
	cf := deskConfirm{Section: s.sectionLabels()[c.Section.ID], Round: c.Round, Table: c.Game.Table, Black: names[c.Game.Black], White: names[c.Game.White]}
	if c.Game.Result != nil {
		cf.Recorded = tournament.ResultText(ev, c.Game.Result.Text, tournament.Japanese)
	}
	verdict, err := svc.PreviewResult(c.Round, c.Game.Table, text, answers...)
	var q *tournament.Question
	if errors.As(err, &q) {
		cf.Question = q.Text.In(tournament.Japanese)
		cf.Retype = q.Retype
		for _, ch := range q.Choices {
			cf.Choices = append(cf.Choices, deskChoice{Key: ch.Key, Label: ch.Label.In(tournament.Japanese)})
		}
		return cf, nil
	}
	if err != nil {
		return cf, err
	}
	cf.New = tournament.ResultText(ev, verdict.Stored, tournament.Japanese)
	cf.Note = verdict.Note.In(tournament.Japanese)
	// The winner with their side as the section's game names it: （先手）.
	switch verdict.Winner {
	case tournament.Black:
		cf.Winner = cf.Black + "（" + tournament.SideOf(ev.Game, tournament.Black).Ja + "）の勝ち"
	case tournament.White:
		cf.Winner = cf.White + "（" + tournament.SideOf(ev.Game, tournament.White).Ja + "）の勝ち"
	}
	if c.Game.Result != nil {
		cf.Same = c.Game.Result.Text == verdict.Stored
		cf.Overwrite = !cf.Same
	}
	cf.Button = "記録する"
	if cf.Overwrite {
		cf.Button = "上書きする"
	}
	return cf, nil
}

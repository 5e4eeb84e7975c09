package ui

import (
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// importRatings asks for a rating list (レーティング表: a CSV of name,
// reading, club, rating as downloaded) and shows what it does before
// anything changes (ratingsFile).
func (v *participantsView) importRatings() {
	askCSV(v.ew.win, tr("Import ratings", "レーティングの取り込み"), v.ratingsFile)
}

// ratingsScope is the section whose participants a rating list rates: the
// section shown, or everyone when the list shows every section's.
func (v *participantsView) ratingsScope() string {
	if v.multi {
		return ""
	}
	return v.ew.sec.Key
}

// ratingsFile reads the rating list at path and shows, for the arbiter,
// the ratings it sets, the participants it does not tell for sure and
// those it does not have; the ratings are set, in one logged change, only
// when the arbiter says so, and only while they are what was shown.
func (v *participantsView) ratingsFile(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		v.ew.g.showProblem(tr("Cannot import the ratings", "レーティングを取り込めません"), err, v.ew.win)
		return
	}
	scope := v.ratingsScope()
	plan, err := v.ew.event.PlanRatings(scope, data)
	if err != nil {
		v.ew.g.showProblem(tr("Cannot import the ratings", "レーティングを取り込めません"), err, v.ew.win)
		return
	}
	report := widget.NewLabel(ratingsReport(plan, v.ew.g.lang))
	report.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(report)
	scroll.SetMinSize(fyne.NewSize(640, 380))
	changes := len(plan.Changes())
	if changes == 0 {
		keyDialog(v.ew.win, tr("Import ratings", "レーティングの取り込み"), scroll, []choice{{label: tr("Close", "閉じる")}}, "", nil)
		return
	}
	set := func() {
		if v.ew.apply(tr("Cannot import the ratings", "レーティングを取り込めません"), func() error {
			_, err := v.ew.event.ApplyRatings(scope, data, plan.Fingerprint())
			return err
		}) {
			v.ew.note(fmt.Sprintf(tr("Ratings set for %d participants from the rating list.", "レーティング表から %d 人のレーティングを設定しました。"), changes))
		}
	}
	keyDialog(v.ew.win, tr("Import ratings", "レーティングの取り込み"), scroll, []choice{{label: fmt.Sprintf(tr("Set %d ratings", "%d 人のレーティングを設定"), changes), action: set}}, tr("Cancel", "キャンセル"), nil)
}

// ratingsReport is what a rating list does, as the arbiter reads it
// before saying yes: first what is left to the arbiter (the ambiguous and
// those not found, each with the lines of the list to look at), then those
// found (old → new).
func ratingsReport(p tournament.RatingsPlan, l tournament.Lang) string {
	var b strings.Builder
	fmt.Fprintf(&b, tr("Rating list (%s): %d found, %d ambiguous, %d not found.", "レーティング表（%s）：見つかった %d 人、あいまい %d 人、見つからない %d 人。"), p.Encoding, len(p.Set), len(p.Ambiguous), len(p.NotFound))
	b.WriteString("\n")
	if len(p.Ignored) > 0 {
		b.WriteString(tr("Ignored columns:", "読み飛ばした列：") + " " + strings.Join(p.Ignored, ", ") + "\n")
	}
	if len(p.Ambiguous) > 0 {
		b.WriteString("\n" + tr("Ambiguous (not set: check them and enter their ratings by hand):", "あいまい（設定しません。確かめて手で入力してください）：") + "\n")
	}
	for _, q := range p.Ambiguous {
		fmt.Fprintf(&b, "  %s%s%s\n", tournament.DescribeShort(q.Participant).In(l), colon(l), q.Why().In(l))
	}
	if len(p.NotFound) > 0 {
		b.WriteString("\n" + tr("Not found (not set):", "見つからない人（設定しません）：") + "\n")
	}
	for _, m := range p.NotFound {
		fmt.Fprintf(&b, "  %s%s%s\n", tournament.DescribeShort(m.Participant).In(l), colon(l), m.Why().In(l))
	}
	if len(p.Set) > 0 {
		b.WriteString("\n" + tr("Found:", "見つかった人：") + "\n")
	}
	for _, m := range p.Set {
		change := fmt.Sprintf("%s → %d", orDash(ratingOf(m.Old)), m.New)
		if m.Old == m.New {
			change = fmt.Sprintf(tr("%d (unchanged)", "%d（変更なし）"), m.New)
		}
		note := ""
		if n := m.Note(); n != (tournament.Text{}) {
			note = tr(", ", "、") + n.In(l)
		}
		fmt.Fprintf(&b, "  %s　%s　"+tr("(line %d%s)", "（%d行目%s）")+"\n", tournament.DescribeShort(m.Participant).In(l), change, m.Entry.Line, note)
	}
	return b.String()
}

// ratingOf is a rating, "" for none.
func ratingOf(r int) string {
	if r == 0 {
		return ""
	}
	return fmt.Sprint(r)
}

// colon is ": " in English, "：" in Japanese.
func colon(l tournament.Lang) string {
	if l == tournament.Japanese {
		return "："
	}
	return ": "
}

package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// formLabels are the labels of the participant fields.
var formLabels = map[tournament.Field]tournament.Text{
	tournament.FieldName:    {En: "Name", Ja: "氏名"},
	tournament.FieldReading: {En: "Reading", Ja: "ふりがな"},
	tournament.FieldRank:    {En: "Rank", Ja: "段級位"},
	tournament.FieldBirth:   {En: "Birth date", Ja: "生年月日"},
	tournament.FieldGender:  {En: "Gender", Ja: "性別"},
	tournament.FieldClub:    {En: "Affiliation", Ja: "所属"},
	tournament.FieldFlags:   {En: "Flags", Ja: "区分"},
	tournament.FieldRating:  {En: "Rating", Ja: "レーティング"},
}

var formHints = map[tournament.Field]string{
	tournament.FieldRank: "3d, 初段, 5k, 5級, pro", tournament.FieldBirth: "YYYY-MM-DD",
	tournament.FieldGender: "f / m (女 / 男)", tournament.FieldFlags: "designated; title-winner; pref-rep",
}

// showParticipantForm asks for a participant's fields and calls save with
// them; a refused save keeps the dialog's values and says what is wrong.
// The fields of game (its section's) follow the shared ones, each with its
// own label (Go's EGD PIN): the game checks them when the service saves.
func showParticipantForm(ew *eventWindow, title string, game tournament.GameKind, initial tournament.ParticipantForm, save func(tournament.ParticipantForm) error) {
	entries := map[tournament.Field]*keyEntry{}
	var items []*widget.FormItem
	for _, f := range tournament.ParticipantFieldsOrder {
		e := newKeyEntry()
		e.SetText(initial[f])
		e.SetPlaceHolder(formHints[f])
		entries[f] = e
		items = append(items, widget.NewFormItem(formLabels[f].In(guiLang()), e))
	}
	for _, f := range tournament.GameParticipantFields(game) {
		e := newKeyEntry()
		e.SetText(initial[f.Key])
		entries[f.Key] = e
		items = append(items, widget.NewFormItem(f.Label.In(ew.g.lang), e))
	}
	showForm(title, tr("Save", "保存"), items, fyne.NewSize(560, 480), func() bool {
		form := tournament.ParticipantForm{}
		for f, e := range entries {
			form[f] = strings.TrimSpace(e.Text)
		}
		return ew.apply(tr("Cannot save the participant", "参加者を保存できません"), func() error { return save(form) })
	}, ew.win)
}

// participantForm is participant p's form as the edit dialog shows it: the
// shared fields and those of game.
func participantForm(game tournament.GameKind, p tournament.Participant) tournament.ParticipantForm {
	form := p.Form()
	for _, f := range tournament.GameParticipantFields(game) {
		form[f.Key] = f.Get(p)
	}
	return form
}

// gameOf is the game of section service svc ("" when unreadable: no game
// fields, and the save says what is wrong).
func gameOf(svc *tournament.Service) tournament.GameKind {
	ev, err := svc.Event()
	if err != nil {
		return ""
	}
	return ev.Game
}

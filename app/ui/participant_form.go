package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// formLabels are the English labels of the participant fields.
var formLabels = map[tournament.Field]string{
	tournament.FieldName: "Name", tournament.FieldReading: "Reading", tournament.FieldRank: "Rank",
	tournament.FieldBirth: "Birth date", tournament.FieldGender: "Gender", tournament.FieldClub: "Affiliation",
	tournament.FieldFlags: "Flags", tournament.FieldRating: "Rating",
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
		items = append(items, widget.NewFormItem(T(formLabels[f]), e))
	}
	for _, f := range tournament.GameParticipantFields(game) {
		e := newKeyEntry()
		e.SetText(initial[f.Key])
		entries[f.Key] = e
		items = append(items, widget.NewFormItem(f.Label.In(ew.g.lang), e))
	}
	showForm(title, T("Save"), items, fyne.NewSize(560, 480), func() bool {
		form := tournament.ParticipantForm{}
		for f, e := range entries {
			form[f] = strings.TrimSpace(e.Text)
		}
		return ew.apply(T("Cannot save the participant"), func() error { return save(form) })
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

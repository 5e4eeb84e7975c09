package othello

// Text is a message in both languages of the app: Japanese first on screens
// and sheets, English second (the arbiters read Japanese first).
type Text struct {
	En string
	Ja string
}

// In returns the Japanese text when ja is true, the English one otherwise.
func (t Text) In(ja bool) string {
	if ja {
		return t.Ja
	}
	return t.En
}

// IsZero reports whether the text is empty in both languages.
func (t Text) IsZero() bool { return t.En == "" && t.Ja == "" }

package tournament

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

// Sentinel errors that screens and the command line tell apart. Each is
// wrapped by a *Problem that carries the message shown to the person.
var (
	// ErrInvalidInput means what the person typed or chose breaks a rule of
	// the form; nothing was changed.
	ErrInvalidInput = errors.New("invalid input")
	// ErrNotFound means a participant, round or file named by the person
	// does not exist.
	ErrNotFound = errors.New("not found")
	// ErrDuplicate means the change would create a second participant with
	// the same name, which would make names ambiguous on sheets and in the CLI.
	ErrDuplicate = errors.New("duplicate")
	// ErrFileLocked means another Taikai window or command holds the event
	// file open (bbolt's file lock); the second opener gives up after a second.
	ErrFileLocked = errors.New("event file already open in another window")
	// ErrNotEventFile means the file exists but is not a Taikai event.
	ErrNotEventFile = errors.New("not a Taikai event file")
	// ErrFileExists means a new event would overwrite an existing file.
	ErrFileExists = errors.New("file already exists")
	// ErrNewerFile means the file was written by a newer Taikai whose schema
	// this version does not know; it is left untouched.
	ErrNewerFile = errors.New("event file made by a newer Taikai")
	// ErrDamagedFile means the event file cannot be read as it was written
	// (cut short, a damaged page, a record that no longer decodes); it is
	// left untouched and a snapshot can replace it.
	ErrDamagedFile = errors.New("event file damaged")
	// ErrStaleReport means a phone report or a report link was made for a
	// game the table no longer holds (its players or colours changed, the
	// round was paired again), or for a round already over: it is not
	// taken, nor recorded as the result of the game the table holds now.
	ErrStaleReport = errors.New("report made for another game")
	// ErrReadOnlyFile means the event file cannot be written (a locked USB
	// stick, a read-only copy): it can be read, and every change is refused.
	ErrReadOnlyFile = errors.New("event file is read-only")
)

// Lang is a user-interface language of Taikai.
type Lang string

// The languages Taikai speaks: Japanese first, English second.
const (
	Japanese Lang = "ja"
	English  Lang = "en"
)

// LangFromEnv returns Japanese when TAIKAI_LANG, LC_ALL, LC_MESSAGES or LANG
// (the first one set) starts with "ja", English otherwise. The command line
// uses it: English messages unless LANG=ja….
func LangFromEnv() Lang {
	for _, k := range []string{"TAIKAI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			if strings.HasPrefix(strings.ToLower(v), "ja") {
				return Japanese
			}
			return English
		}
	}
	return English
}

// Text is a message in both languages of the app.
type Text struct {
	En string
	Ja string
}

// In returns the message in language l (English when l is unknown).
func (t Text) In(l Lang) string {
	if l == Japanese && t.Ja != "" {
		return t.Ja
	}
	return t.En
}

// tr builds a Text from two format strings that take the same arguments;
// an argument that is a Text is said in each message's language.
func tr(en, ja string, args ...any) Text {
	return Text{En: fmt.Sprintf(en, textsIn(args, English)...), Ja: fmt.Sprintf(ja, textsIn(args, Japanese)...)}
}

// textsIn replaces every Text of args by its message in language l.
func textsIn(args []any, l Lang) []any {
	out := make([]any, len(args))
	for i, a := range args {
		if t, ok := a.(Text); ok {
			a = t.In(l)
		}
		out[i] = a
	}
	return out
}

// Problem is an error caused by what a person did, with the message to show
// them in either language. errors.Is(p, p.Kind) holds.
type Problem struct {
	Text
	Kind error
}

// Error returns the English message (logs and the CLI without LANG=ja).
func (p *Problem) Error() string { return p.En }

// Unwrap lets errors.Is find the sentinel Kind.
func (p *Problem) Unwrap() error { return p.Kind }

// Localized returns the message in language l.
func (p *Problem) Localized(l Lang) string { return p.In(l) }

// newProblem makes a Problem of kind from two format strings.
func newProblem(kind error, en, ja string, args ...any) *Problem {
	return &Problem{Text: tr(en, ja, args...), Kind: kind}
}

// NewProblem is newProblem for other layers (storage) that must speak to the
// person in both languages.
func NewProblem(kind error, en, ja string, args ...any) *Problem {
	return newProblem(kind, en, ja, args...)
}

// Localizer is an error that can say itself in the person's language.
type Localizer interface {
	Localized(l Lang) string
}

// Localize returns err's message in language l: the message of the first
// Localizer in its chain, or err.Error() for unexpected errors.
func Localize(err error, l Lang) string {
	if err == nil {
		return ""
	}
	var loc Localizer
	if errors.As(err, &loc) {
		return loc.Localized(l)
	}
	return err.Error()
}

// Tr builds a Text from two format strings that take the same arguments.
func Tr(en, ja string, args ...any) Text { return tr(en, ja, args...) }

// importProblem is a refused import.
func importProblem(kind error, en, ja string, args ...any) error {
	return newProblem(kind, "cannot import the event: "+en, "大会を取り込めません："+ja, args...)
}

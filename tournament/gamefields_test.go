package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/othello"
)

// Issue 38: one participants CSV for an event of a Go and an Othello
// section, with each game's own columns (egd_pin, egd_club; wof_id,
// country): every line keeps its game's values, whatever the order of the
// columns — a game's field never drops another's (each is set before the
// line's section is known) — and a value of the other game's field is
// refused, naming the field.
func TestImport_Issue38EachGamesFieldsKeptInOneFile(t *testing.T) {
	v := emptyVenue(t, "大会")
	for _, f := range []tournament.SectionForm{{Key: "G", Name: "囲碁", Game: "go"}, {Key: "O", Name: "オセロ", Game: "othello"}} {
		_, err := v.AddSection(f)
		require.NoError(t, err)
	}
	_, err := v.Root().ImportParticipants([]byte("氏名,部門,EGD PIN,EGDクラブ,WOF番号,国\n" +
		"山田 太郎,G,10345678,Toky,,\n" +
		"佐藤 花子,O,,,12345,FRA\n"))
	require.NoError(t, err)
	ps, err := v.Root().Participants()
	require.NoError(t, err)
	require.Len(t, ps, 2)
	assert.Equal(t, "10345678", igo.EGDPinOf(ps[0]))
	assert.Equal(t, "Toky", igo.EGDClubOf(ps[0]))
	assert.Equal(t, "12345", othello.WOFIDOf(ps[1]))
	assert.Equal(t, "FRA", othello.CountryOf(ps[1]))

	_, err = v.Root().ImportParticipants([]byte("name,section,wof_id,egd_pin\n鈴木 一郎,G,777,\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "the WOF number field is not for Go participants")
}

package exports

import (
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/othello"
)

// Issue 38: a Go player's EGD club code is a participant field (egd_club,
// EGDクラブ): one to four Latin letters or digits, full-width ones read as
// such, refused otherwise in both languages, and refused outside Go.
func TestEGDClub_Issue38CheckedImportedAndRefusedOutsideGo(t *testing.T) {
	for in, want := range map[string]string{"Toky": "Toky", " 16Kz ": "16Kz", "ＯＳＫ": "OSK", "": ""} {
		got, err := igo.CheckEGDClub(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
	}
	for _, bad := range []string{"東京都", "Tokyo", "T k", "To;k"} {
		_, err := igo.CheckEGDClub(bad)
		require.ErrorIs(t, err, tournament.ErrInvalidInput, bad)
		require.Contains(t, tournament.Localize(err, tournament.Japanese), "EGD クラブは英数字 1〜4 文字です", bad)
	}

	s := newSection(t, igo.Kind, "氏名,所属,EGDクラブ,EGD PIN\n山田 太郎,東京都,Toky,10345678\n佐藤 花子,大阪府,,\n", nil)
	ps, err := s.Participants()
	require.NoError(t, err)
	require.Equal(t, "Toky", igo.EGDClubOf(ps[0]))
	require.Equal(t, "10345678", igo.EGDPinOf(ps[0]), "both of Go's fields are kept")
	require.Empty(t, igo.EGDClubOf(ps[1]))
	_, err = s.EditParticipant(ps[1].ID, tournament.ParticipantForm{tournament.FieldName: "佐藤 花子", igo.FieldEGDClub: "Osaka"})
	require.ErrorIs(t, err, tournament.ErrInvalidInput, "five letters")
	p, err := s.EditParticipant(ps[1].ID, tournament.ParticipantForm{tournament.FieldName: "佐藤 花子", igo.FieldEGDClub: "Osa"})
	require.NoError(t, err)
	require.Equal(t, "Osa", igo.EGDClubOf(p))

	o := newSection(t, othello.Kind, "name\n伊藤 翔\n", nil)
	_, err = o.ImportParticipants([]byte("name,egd_club\n山田 太郎,Toky\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	require.Contains(t, err.Error(), "the EGD club field is not for Othello participants")
}

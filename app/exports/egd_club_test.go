package exports

import (
	"strings"
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
	checksField(t, igo.CheckEGDClub, map[string]string{"Toky": "Toky", " 16Kz ": "16Kz", "ＯＳＫ": "OSK", "": ""},
		[]string{"東京都", "Tokyo", "T k", "To;k"}, "EGD クラブは英数字 1〜4 文字です")

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

// Issue 38: the club column of the EGD file is ASCII, at most four
// characters: the player's EGD club code when given; else the club spelled
// in Latin letters (full-width letters folded, kana in romaji, accents
// dropped, a ; or | that would break the line left out); else "-", the
// EGD's unknown, and the players are listed in a warning in both
// languages. No byte of a club in kanji is written.
func TestEGD_Issue38ClubNamesInASCII(t *testing.T) {
	players := "name,rank,club,egd_club\n" +
		"Aoki Akira,3d,東京都,\n" + // kanji: -
		"Baba Ben,3d,日本棋院,NKi\n" + // its EGD code
		"Chiba Chie,3d,とうきょう,\n" + // kana: Toky
		"Doi Dan,3d,Ｏｓａｋａ Go,\n" + // full-width: Osak
		"Endo Emi,3d,;|Zü rich,\n" + // Zu_r
		"Fujii Fumi,3d,,\n" + // none: - without a warning
		"Goto Gen,3d,さくら囲碁クラブ,\n" // kana and kanji: -
	s := newSection(t, igo.Kind, players, map[string]string{"rounds": "1", "handicap": "false", igo.SettingEGDCountry: "JP"})
	require.NoError(t, s.ChangeSettings(map[string]string{"name": "Shimin Cup"}))
	playGo(t, s, [][]string{{"B+R", "B+R", "B+R"}})
	got := written(t, writeEGD, s)
	club := map[string]string{}
	for _, line := range strings.Split(got, "\n") {
		if f := strings.Fields(line); len(f) > 6 && !strings.HasPrefix(line, ";") {
			club[f[1]] = f[5]
		}
	}
	require.Equal(t, map[string]string{"Aoki": "-", "Baba": "NKi", "Chiba": "Toky", "Doi": "Osak", "Endo": "Zu_r", "Fujii": "-", "Goto": "-"}, club)
	for i, c := range got {
		require.Less(t, c, rune(0x80), "byte %d of\n%s", i, got)
	}

	ws, err := egdWarnings(s)
	require.NoError(t, err)
	require.Len(t, ws, 1)
	// The players in the file's order (by place: here a drawn round).
	require.Regexp(t, `^the EGD file has - \(unknown\) for the club of (Aoki Akira \(東京都\), Goto Gen \(さくら囲碁クラブ\)|Goto Gen \(さくら囲碁クラブ\), Aoki Akira \(東京都\)): the club cannot be written in Latin letters; give each an EGD club code \(egd_club, e\.g\. Toky\) and export again$`, ws[0].En)
	require.Regexp(t, `^EGD ファイルでは次の選手のクラブを -（不明）にしました：(Aoki Akira（東京都）、Goto Gen（さくら囲碁クラブ）|Goto Gen（さくら囲碁クラブ）、Aoki Akira（東京都）)。所属をローマ字で書けません。EGD クラブ（egd_club、例 Toky）を入力して書き出し直してください$`, ws[0].Ja)

	// The event's name in Japanese is written as typed, and said.
	require.NoError(t, s.ChangeSettings(map[string]string{"name": "市民大会", "venue": "市民会館"}))
	ws, err = egdWarnings(s)
	require.NoError(t, err)
	require.Len(t, ws, 2)
	require.Contains(t, ws[0].En, "as typed (市民大会, 市民会館)")
	require.Contains(t, ws[0].Ja, "大会名と会場を入力どおり（市民大会、市民会館）")
}

package exports

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/othello"
)

// Issue 38: a player's own WOF number and country are written on their
// line, as PAPP writes a player of its base (no +), and their games are
// written by that number; a player without a number is new (+), by their
// number in the event — or, when that is another's WOF number (山田's 5
// is 伊藤's number in the event), the next above every number of the
// file; a player without a country has the event's wof_country.
func TestWOF_Issue38PlayersOwnNumberAndCountry(t *testing.T) {
	defer func(f func() time.Time) { wofNow = f }(wofNow)
	wofNow = func() time.Time { return exportDay }
	players := "name,reading,rating,wof_id,country\n" +
		"山田 太郎,やまだ たろう,1500,5,\n" +
		"佐藤 花子,さとう はなこ,,12345,FRA\n" +
		"鈴木 一郎,すずき いちろう,,,\n" +
		"高橋 健,たかはし けん,,,KOR\n" +
		"伊藤 翔,いとう しょう,,,\n"
	s := newSection(t, othello.Kind, players, map[string]string{"rounds": "2", "early_final": "false", othello.SettingRatingCountry: "JPN", tournament.SettingArbiter: "審判 一郎"})
	_, err := othello.Of(s).ImportGames([]byte(wofGames))
	require.NoError(t, err)
	got := written(t, writeWOF, s)
	// The standings of TestWOF_Issue29PAPPsRatingFileLineByLine.
	assert.Contains(t, got, `
%_% + 12346, ITO, Sho, JPN,  2, 104, 0
%_% +     4, TAKAHASHI, Ken, KOR,  2, 67, 0
%_%       5, YAMADA, Taro, JPN,  1, 71, 1500
%_% +     3, SUZUKI, Ichiro, JPN,  1, 70, 0
%_%   12345, SATO, Hanako, FRA,  0, 24, 0
`)
	assert.Contains(t, got, "%Round: 1\n\n     5 (40)>(24)  12345 B\n     3 (30)<(34)      4 B\n")
	assert.Contains(t, got, "%Round: 2\n\n     4 (33)>(31)      5 B\n")
	assert.NotContains(t, got, "??")
}

// Issue 38: never a "%%Country: ??" nor a player's empty country: without
// wof_country the file is refused, in both languages; and two players of
// one WOF number are refused, their games could not be told apart.
func TestWOF_Issue38NoCountryOrOneNumberTwiceIsRefused(t *testing.T) {
	s := newSection(t, othello.Kind, wofPlayers, map[string]string{"rounds": "2", "early_final": "false"})
	_, err := othello.Of(s).ImportGames([]byte(wofGames))
	require.NoError(t, err)
	err = writeWOF(s, &bytes.Buffer{})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "the WOF rating file needs the tournament's country: set wof_country (JPN for Japan)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "設定 wof_country を指定してください（日本は JPN）")

	require.NoError(t, s.ChangeSettings(map[string]string{othello.SettingRatingCountry: "JPN"}))
	ps, err := s.Participants()
	require.NoError(t, err)
	for _, p := range ps[:2] {
		form := p.Form()
		form[othello.FieldWOFID] = "７７"
		_, err := s.EditParticipant(p.ID, form)
		require.NoError(t, err)
	}
	err = writeWOF(s, &bytes.Buffer{})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "山田 太郎 and 佐藤 花子 have the same WOF number 77")
	assert.True(t, strings.Contains(tournament.Localize(err, tournament.Japanese), "WOF番号がどちらも 77 です"))
}

// Issue 38: the WOF number and the country are checked as typed, in both
// languages, and are not Go's.
func TestWOFFields_Issue38CheckedAndRefusedOutsideOthello(t *testing.T) {
	checksField(t, othello.CheckWOFID, map[string]string{"12345": "12345", " ００７ ": "7", "": ""},
		[]string{"0", "-3", "12a", "1234567890"}, "WOF番号は世界オセロ連盟のレーティング表の選手番号")
	s := newSection(t, othello.Kind, "name\n伊藤 翔\n", nil)
	_, err := s.ImportParticipants([]byte("name,country\n山田 太郎,日本\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "国コードは英字 2〜3 文字です")
	_, err = s.ImportParticipants([]byte("name,国\n山田 太郎,ｊｐｎ\n"))
	require.NoError(t, err)
	ps, err := s.Participants()
	require.NoError(t, err)
	assert.Equal(t, "JPN", othello.CountryOf(ps[1]))

	g := newSection(t, "go", "name\n伊藤 翔\n", nil)
	_, err = g.ImportParticipants([]byte("name,wof_id\n山田 太郎,12345\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "the WOF number field is not for Go participants")
}

// Issue 38: a Sender of ?? is never silent: without the arbiter's name the
// file is written as PAPP writes it and the export warns, in both
// languages; with the name there is no warning and no ??.
func TestWOF_Issue38UnknownSenderIsWarned(t *testing.T) {
	s := newSection(t, othello.Kind, wofPlayers, map[string]string{"rounds": "2", "early_final": "false", othello.SettingRatingCountry: "JPN"})
	_, err := othello.Of(s).ImportGames([]byte(wofGames))
	require.NoError(t, err)
	got := written(t, writeWOF, s)
	assert.Contains(t, got, "%%Sender: ??\n")
	ws, err := wofWarnings(s)
	require.NoError(t, err)
	require.Len(t, ws, 1)
	assert.Contains(t, ws[0].Ja, "設定 arbiter")
	assert.Contains(t, ws[0].En, "Sender line is ??")
	err = s.ChangeSettings(map[string]string{tournament.SettingArbiter: "審判 一郎"})
	require.NoError(t, err)
	ws, err = wofWarnings(s)
	require.NoError(t, err)
	assert.Empty(t, ws)
}

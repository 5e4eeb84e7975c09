package exports

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/othello"
)

var exportDay = time.Date(2026, 11, 22, 17, 5, 0, 0, time.UTC)

// newSection returns a fresh in-memory event of game kind g with the
// participants of CSV players and the settings given.
func newSection(t *testing.T, g tournament.GameKind, players string, settings map[string]string) *tournament.Service {
	t.Helper()
	s := tournament.NewService(storage.NewMemory(), tournament.WithClock(func() time.Time { return exportDay }), tournament.WithArbiter("審判 一郎"))
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: string(g), Name: "市民大会", Date: "2026-11-22"}, nil, exportDay)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	if len(settings) > 0 {
		require.NoError(t, s.ChangeSettings(settings))
	}
	_, err = s.ImportParticipants([]byte(players))
	require.NoError(t, err)
	return s
}

const wofPlayers = `name,reading,rating
山田 太郎,やまだ たろう,1500
佐藤 花子,さとう はなこ,
鈴木 一郎,すずき いちろう,
高橋 健,たかはし けん,
伊藤 翔,いとう しょう,
`

// Two rounds of five: a bye each round, and in round 2 a forfeit (不戦敗,
// rule 13) that is not for rating.
const wofGames = `round,table,black,white,black_discs,white_discs,outcome
1,1,山田 太郎,佐藤 花子,40,24,
1,2,鈴木 一郎,高橋 健,30,34,
1,,伊藤 翔,,,,bye
2,1,高橋 健,山田 太郎,33,31,
2,2,伊藤 翔,佐藤 花子,,,forfeit-white
2,,鈴木 一郎,,,,bye
`

func TestWOF_Issue29PAPPsRatingFileLineByLine(t *testing.T) {
	defer func(f func() time.Time) { wofNow = f }(wofNow)
	wofNow = func() time.Time { return exportDay }
	s := newSection(t, othello.Kind, wofPlayers, map[string]string{"rounds": "2", "early_final": "false", othello.SettingRatingCountry: "jpn", tournament.SettingArbiter: "審判 一郎"})
	_, err := othello.Of(s).ImportGames([]byte(wofGames))
	require.NoError(t, err)

	got := written(t, writeWOF, s)
	// Checked by hand: 伊藤 2 wins (bye 40 + forfeit 64 = 104 discs),
	// 高橋 2 (34 + 33), 山田 1 (40 + 31), 鈴木 1 (30 + bye 40), 佐藤 0 (24
	// + forfeit 0); 伊藤 before 高橋 and 山田 before 鈴木 on BP (C = 6):
	// 108 against 79, 83 against 80. The forfeit of round 2 and the byes
	// have no line.
	want := `%%Tournament: 市民大会
%%Country: JPN
%%Date: 22/11/2026
%%Sender: 審判 一郎

%%Creator: Taikai
%%CreationDate: 2026/11/22 17:05

%        ID, NAME, Firstname, COUNTRY, score, disc-count, rating
%_% +     5, ITO, Sho, JPN,  2, 104, 0
%_% +     4, TAKAHASHI, Ken, JPN,  2, 67, 0
%_% +     1, YAMADA, Taro, JPN,  1, 71, 1500
%_% +     3, SUZUKI, Ichiro, JPN,  1, 70, 0
%_% +     2, SATO, Hanako, JPN,  0, 24, 0



%Round: 1

     1 (40)>(24)      2 B
     3 (30)<(34)      4 B

%Round: 2

     4 (33)>(31)      1 B


%%Added results
`
	require.Equal(t, want, got)
}

func TestWOF_Issue29RefusedWhileAGameWaitsForItsResult(t *testing.T) {
	s := newSection(t, othello.Kind, wofPlayers, map[string]string{"rounds": "2", "early_final": "false"})
	_, err := s.PairNextRound()
	require.NoError(t, err)
	err = writeWOF(s, &bytes.Buffer{})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	require.Contains(t, err.Error(), "has no result yet")
	require.True(t, strings.Contains(tournament.Localize(err, tournament.Japanese), "結果がまだありません"))
}

package exports

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/igo"
)

const egdPlayers = `name,reading,rank,club,EGD PIN
山田 太郎,やまだ たろう,3d,Tokyo,10345678
佐藤 花子,さとう はなこ,1d,,
鈴木 一郎,すずき いちろう,2k,大阪府,
高橋 健,たかはし けん,5k,,
伊藤 翔,いとう しょう,10k,,
`

// playGo pairs each round of s and records results[n-1][table-1].
func playGo(t *testing.T, s *tournament.Service, results [][]string) []tournament.Round {
	t.Helper()
	var out []tournament.Round
	for n, rr := range results {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for _, g := range r.Games {
			if !g.IsBye() {
				_, err := s.RecordResult(n+1, g.Table, rr[g.Table-1])
				require.NoError(t, err)
			}
		}
		out = append(out, r)
	}
	return out
}

func TestEGD_Issue29TournamentFileLinesByPlacement(t *testing.T) {
	s := newSection(t, igo.Kind, egdPlayers, map[string]string{"rounds": "2", "round1": "rank", "time_control": "60m+30s",
		igo.SettingEGDCountry: "jp", "handicap": "true"})
	playGo(t, s, [][]string{{"W+R", "B+R"}, {"B+3.5", "W+R"}})
	got := written(t, writeEGD, s)
	// Checked by hand against the pairings (round 1 by rank; the weaker
	// player takes Black with the Pandanet stones): round 1 鈴木–山田 4
	// stones W+R, 高橋–佐藤 5 stones B+R, 伊藤 the bye; round 2 高橋–山田 7
	// stones B+3.5, 伊藤–鈴木 8 stones W+R, 佐藤 the bye. 高橋 2 wins
	// places 1st; the 1-win players by SOS. 60 minutes and 30 s byo-yomi:
	// 82 adjusted minutes, class A; no even game, but the KM line always
	// (issue 38): the table's even-game komi, 6.5, and under it the komi
	// of the four handicap games (whole ranks: White gives 5.5).
	want := `; CL[A]
; EV[市民大会]
; PC[jp,]
; DT[2026-11-22,2026-11-22]
; HA[h0]
; KM[6.5]
; handicap games: komi -5.5, reverse komi: White gives 5.5 (4 games)
; TM[82]
; CM[Taikai]
;
; Pl Name                          Rk Co Club   Score  Results
   1 Takahashi Ken                  5k JP -         2    4+/b5   2+/b7
   2 Yamada Taro                    3d JP Toky      1    3+/w4   1-/w7 |10345678
   3 Suzuki Ichiro                  2k JP -         1    2-/b4   5+/w8
   4 Sato Hanako                    1d JP -         1    1-/w5      0+
   5 Ito Sho                       10k JP -         1       0+   3-/b8
`
	require.Equal(t, want, got)
}

func TestEGD_Issue29NeedsTheCountryAndEveryRank(t *testing.T) {
	s := newSection(t, igo.Kind, "name,rank\nA B,3d\nC D,\n", map[string]string{"rounds": "1"})
	playGo(t, s, [][]string{{"B+R"}})
	err := writeEGD(s, &bytes.Buffer{})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	require.Contains(t, err.Error(), "set egd_country")
	require.NoError(t, s.ChangeSettings(map[string]string{igo.SettingEGDCountry: "JP"}))
	err = writeEGD(s, &bytes.Buffer{})
	require.Contains(t, err.Error(), "C D has no dan or kyu rank")
	require.Contains(t, tournament.Localize(err, tournament.Japanese), "段級位がありません")
}

func TestEGDPin_Issue29CheckedAndRefusedOutsideGo(t *testing.T) {
	_, err := igo.CheckEGDPin("1034567")
	require.Error(t, err)
	pin, err := igo.CheckEGDPin(" 10345678 ")
	require.NoError(t, err)
	require.Equal(t, "10345678", pin)

	s := tournament.NewService(storage.NewMemory())
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "オセロ"}, nil, exportDay)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	_, err = s.ImportParticipants([]byte("name,egd_pin\n山田 太郎,10345678\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	require.Contains(t, err.Error(), "the EGD PIN field is not for Othello participants")
	_, err = s.ImportParticipants([]byte("name,egd_pin\n山田 太郎,abc\n"))
	require.Contains(t, err.Error(), "eight digits")
}

package tournament_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	goadapter "taikai/tournament/igo"
)

// Seed go-play-rules-pandanet.txt: 例えば三段の場合、認定前は三段仮(1d?)、
// 認定後は2つに分け… The provisional rank reads wherever a rank is typed,
// prints as 三段仮 (3d? in the file and on English screens) and reads back.
func TestParseRank_SeedProvisionalRankSanDanKari(t *testing.T) {
	for _, tt := range []struct {
		in       string
		want     tournament.Rank
		text, ja string
	}{
		{"三段仮", tournament.ProvisionalRank(tournament.Dan(3)), "3d?", "三段仮"},
		{"3d?", tournament.ProvisionalRank(tournament.Dan(3)), "3d?", "三段仮"},
		{"３ｄ？", tournament.ProvisionalRank(tournament.Dan(3)), "3d?", "三段仮"},
		{"3段仮", tournament.ProvisionalRank(tournament.Dan(3)), "3d?", "三段仮"},
		{"三段（仮）", tournament.ProvisionalRank(tournament.Dan(3)), "3d?", "三段仮"},
		{"3 d ?", tournament.ProvisionalRank(tournament.Dan(3)), "3d?", "三段仮"},
		{"1d?", tournament.ProvisionalRank(tournament.Dan(1)), "1d?", "初段仮"},
		{"初段仮", tournament.ProvisionalRank(tournament.Dan(1)), "1d?", "初段仮"},
		{"5k?", tournament.ProvisionalRank(tournament.Kyu(5)), "5k?", "5級仮"},
		{"5級仮", tournament.ProvisionalRank(tournament.Kyu(5)), "5k?", "5級仮"},
		{"?", tournament.Rank{}, "", ""}, // a lone question mark stays "unknown"
	} {
		t.Run(tt.in, func(t *testing.T) {
			got, err := tournament.ParseRank(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.text, got.String())
			assert.Equal(t, tt.ja, got.Japanese())
			for _, printed := range []string{got.String(), got.Japanese()} {
				back, err := tournament.ParseRank(printed)
				require.NoError(t, err, printed)
				assert.Equal(t, got, back, "%q reads back", printed)
			}
		})
	}
	for _, bad := range []string{"仮", "pro?", "プロ仮", "3d+?", "三段★仮", "10d?", "0k?", "3d??"} {
		_, err := tournament.ParseRank(bad)
		require.ErrorIs(t, err, tournament.ErrInvalidInput, bad)
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), "三段仮", "the message says how to write a provisional rank")
	}
}

// The seed splits a rank into halves only after certification: 三段仮 is
// 三段 undivided, named as its lower half is, so it plays as 三段 — even
// with 三段, half a rank below 三段★.
func TestRank_SeedProvisionalRankPlaysAsItsRankUndivided(t *testing.T) {
	kari := tournament.ProvisionalRank(tournament.Dan(3))
	h, ok := kari.Halves()
	require.True(t, ok)
	assert.Equal(t, 6, h)
	assert.False(t, kari.Stronger(tournament.Dan(3)))
	assert.False(t, tournament.Dan(3).Stronger(kari))
	assert.True(t, tournament.UpperHalf(tournament.Dan(3)).Stronger(kari))
	assert.True(t, kari.Stronger(tournament.UpperHalf(tournament.Dan(2))))

	line, err := goadapter.Discipline{}.HandicapFor("三段仮", "3d")
	require.NoError(t, err)
	assert.Equal(t, "stones=0 komi=6.5 black=1", line, "equal ranks: even game, Black gives 6.5")
	line, err = goadapter.Discipline{}.HandicapFor("三段★", "三段仮")
	require.NoError(t, err)
	assert.Equal(t, "stones=0 komi=0.5 black=2", line, "half a rank: the weaker takes Black, gives 0.5")
}

// A Shift_JIS roster from the federation's office writes 三段仮: the import
// keeps it, the event file stores it as "3d?".
func TestImport_SeedProvisionalRankFromShiftJISRoster(t *testing.T) {
	s := newService(t)
	rep, err := s.ImportParticipants(shiftJIS(t, "氏名,段級位\n山田 太郎,三段仮\n佐藤 花子,1d?\n鈴木 一郎,5級仮\n"))
	require.NoError(t, err)
	require.Len(t, rep.Added, 3)
	assert.Equal(t, "三段仮", rep.Added[0].Rank.Japanese())
	assert.Equal(t, "初段仮", rep.Added[1].Rank.Japanese())
	assert.Equal(t, "5級仮", rep.Added[2].Rank.Japanese())
	b, err := json.Marshal(rep.Added[0].Rank)
	require.NoError(t, err)
	assert.JSONEq(t, `"3d?"`, string(b))

	// The participant form takes it too, as typed.
	p, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "高橋 次郎", tournament.FieldRank: "２段仮"})
	require.NoError(t, err)
	assert.Equal(t, "二段仮", p.Rank.Japanese())
}

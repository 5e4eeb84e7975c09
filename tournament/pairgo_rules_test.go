package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/igo"
	"taikai/tournament"
	igogame "taikai/tournament/igo"
	pairgogame "taikai/tournament/pairgo"
)

// pairGoRound is the event of pairGoEvent with its two junior pairs
// registered and round 1 paired: one game, 4 stones, komi −6.
func pairGoRound(t *testing.T) (*tournament.Service, tournament.Game) {
	t.Helper()
	s, _, _ := juniorPairs(t)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 1)
	require.Equal(t, -12, handicapOf(t, s, r.Games[0]).Komi)
	return s, r.Games[0]
}

// Seed junior-pair-go-rules.txt, 手合割: ☆ジゴは白勝ちです. However a jigo is
// typed in a Pair Go event it is stored as White's win W+J with the reason;
// B+J cannot be and is refused with how to enter the game.
func TestPairGo_SeedJigoIsAWinForWhite(t *testing.T) {
	tests := []struct {
		in     string
		stored string // "" = refused
		noteJA string // in the note, or in the refusal
		noteEN string
	}{
		{"jigo", "W+J", "ジゴは白勝ち", "Jigo is a win for White"},
		{"JIGO", "W+J", "ジゴは白勝ち", "Jigo is a win for White"},
		{"ｊｉｇｏ", "W+J", "ジゴは白勝ち", "Jigo is a win for White"},
		{"持碁", "W+J", "ジゴは白勝ち", "Jigo is a win for White"},
		{"ジゴ", "W+J", "ジゴは白勝ち", "Jigo is a win for White"},
		{"W+J", "W+J", "白勝ち（持碁）", ""},
		{"白+J", "W+J", "白勝ち（持碁）", ""},
		{"60-66", "W+J", "ジゴは白勝ち", "Jigo, which is a win for White"}, // 60 + 6 (逆コミ) = 66
		{"B+J", "", "ジゴは白勝ち", "W+J or jigo"},
		{"b+j", "", "ジゴは白勝ち", "W+J or jigo"},
		{"黒+J", "", "ジゴは白勝ち", "W+J or jigo"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, g := pairGoRound(t)
			v, err := s.PreviewResult(1, g.Table, tt.in)
			if tt.stored == "" {
				require.ErrorIs(t, err, tournament.ErrInvalidInput)
				assert.Contains(t, err.Error(), tt.noteEN)
				assert.Contains(t, tournament.Localize(err, tournament.Japanese), tt.noteJA)
				_, err = s.RecordResult(1, g.Table, tt.in)
				require.Error(t, err)
				r, _ := s.Round(1)
				assert.Nil(t, r.Games[0].Result, "nothing is recorded")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.stored, v.Stored)
			assert.Equal(t, tournament.White, v.Winner)
			assert.Contains(t, v.Note.Ja, tt.noteJA)
			assert.Contains(t, v.Note.En, tt.noteEN)

			_, err = s.RecordResult(1, g.Table, tt.in)
			require.NoError(t, err)
			r, _ := s.Round(1)
			assert.Equal(t, "W+J", r.Games[0].Result.Text)
			rows, _, err := igogame.Of(s).Standings(1)
			require.NoError(t, err)
			require.Len(t, rows, 2)
			assert.Equal(t, g.White, rows[0].ID, "White wins: a win, not a draw")
			assert.Equal(t, 2, rows[0].Score)
			assert.Equal(t, 0, rows[1].Score)
		})
	}
}

// ☆ジゴは白勝ちです also holds for the claims of a disputed Pair Go game: a
// jigo claim is White's win, so "jigo" and "W+J" agree, and B+J is refused.
func TestPairGo_SeedJigoIsAWinForWhiteInClaims(t *testing.T) {
	tests := []struct {
		black, white string
		result       string // the agreed result; "" = refused
	}{
		{"jigo", "W+J", "W+J"},
		{"持碁", "ジゴ", "W+J"},
		{"W+J", "jigo", "W+J"},
		{"B+J", "W+J", ""},
		{"W+J", "黒+J", ""},
		{"B+R", "B+R", "B+R"},
	}
	for _, tt := range tests {
		t.Run(tt.black+"_"+tt.white, func(t *testing.T) {
			s, g := pairGoRound(t)
			_, dd, err := s.RecordDispute(1, g.Table, tournament.DisputeInput{BlackClaim: tt.black, WhiteClaim: tt.white})
			if tt.result == "" {
				require.ErrorIs(t, err, tournament.ErrInvalidInput)
				assert.Contains(t, tournament.Localize(err, tournament.Japanese), "ジゴは白勝ち")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, igo.DecisionAgreed, dd.Kind)
			r, _ := s.Round(1)
			require.NotNil(t, r.Games[0].Result)
			assert.Equal(t, tt.result, r.Games[0].Result.Text)
			assert.Equal(t, tt.result, r.Games[0].Dispute.BlackClaim)
		})
	}
	d := pairgogame.New()
	c, err := d.Claim(tournament.Event{Game: pairgogame.Kind}, "jigo")
	require.NoError(t, err)
	assert.Equal(t, "W+J", c)
}

// Pair Go komi is whole points (コミ6, 0, −6) and board scores and penalties
// are whole too: a half-point margin typed in the Go grammar cannot be.
func TestPairGo_Section3HalfPointMarginsCannotBe(t *testing.T) {
	for _, tt := range []struct {
		in string
		ok bool
	}{{"W+3", true}, {"B+12", true}, {"W+R", true}, {"W+3.5", false}, {"B+0.5", false}} {
		t.Run(tt.in, func(t *testing.T) {
			s, g := pairGoRound(t)
			_, err := s.PreviewResult(1, g.Table, tt.in)
			if tt.ok {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, igo.ErrImpossibleResult)
		})
	}
}

// Seed: 「男女ペア」は女性がキャプテン、「男男ペア」「女女ペア」のときは若い方が
// キャプテンだよ. When the data cannot decide (a gender or birth date missing,
// or the same birth date) the first partner is captain and the pair is
// marked キャプテン要確認 until the arbiter confirms.
func TestPairGo_SeedCaptainWithoutEnoughDataIsToConfirm(t *testing.T) {
	tests := []struct {
		name             string
		g1, b1, g2, b2   string
		captain          int // 0 or 1: which partner
		confirm          bool
		registrationWarn bool
	}{
		{"mixed pair: the woman", "m", "2012-01-01", "f", "2013-01-01", 1, false, false},
		{"mixed pair, no birth dates: the woman", "f", "", "m", "", 0, false, false},
		{"boys: the younger", "m", "2012-01-01", "m", "2013-06-01", 1, false, false},
		{"girls: the younger", "f", "2014-01-01", "f", "2013-06-01", 0, false, false},
		{"a gender missing", "", "2012-01-01", "f", "2013-01-01", 0, true, true},
		{"both genders missing", "", "", "", "", 0, true, true},
		{"boys, a birth date missing", "m", "2012-01-01", "m", "", 0, true, true},
		{"girls, the same birth date (twins)", "f", "2013-04-01", "f", "2013-04-01", 0, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := atToday()
			ev, err := tournament.NewEvent(tournament.EventInfo{Game: "pairgo", Name: "ジュニアペア碁", Date: "2026-11-21"}, nil, today)
			require.NoError(t, err)
			require.NoError(t, s.Create(ev))
			a, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "一 太", tournament.FieldRank: "1d", tournament.FieldGender: tt.g1, tournament.FieldBirth: tt.b1})
			require.NoError(t, err)
			b, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "二 花", tournament.FieldRank: "2k", tournament.FieldGender: tt.g2, tournament.FieldBirth: tt.b2})
			require.NoError(t, err)
			pair, warn, err := pairgogame.Of(s).RegisterPair("一 太", "二 花", "")
			require.NoError(t, err, "registered, never refused")
			assert.Equal(t, []int{a.ID, b.ID}[tt.captain], pair.Captain)
			if tt.registrationWarn {
				assert.Contains(t, warn.Ja, "キャプテン要確認")
				assert.Contains(t, warn.En, "captain to confirm")
			} else {
				assert.NotContains(t, warn.Ja, "キャプテン要確認")
			}
			ps, _ := s.Participants()
			byID := map[int]tournament.Participant{}
			for _, p := range ps {
				byID[p.ID] = p
			}
			assert.Equal(t, tt.confirm, pairgogame.CaptainToConfirm(byID[pair.ID], byID))
			assert.False(t, pairgogame.CaptainToConfirm(byID[a.ID], byID), "a person is no pair")
		})
	}
}

// A member's gender or birth date edited after registration can make the
// rule choose the other partner: the stored captain is then to confirm.
func TestPairGo_SeedCaptainToConfirmAfterAnEdit(t *testing.T) {
	s := pairGoEvent(t)
	pair, _, err := pairgogame.Of(s).RegisterPair("山田 花", "田中 翔", "")
	require.NoError(t, err)
	ps, _ := s.Participants()
	byID := map[int]tournament.Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	require.False(t, pairgogame.CaptainToConfirm(pair, byID))
	other := pair.Members[0] + pair.Members[1] - pair.Captain
	f := byID[other].Form()
	f[tournament.FieldGender] = "f"         // 田中 was entered as a boy by mistake:
	f[tournament.FieldBirth] = "2014-01-01" // two girls, 田中 the younger
	_, err = s.EditParticipant(other, f)
	require.NoError(t, err)
	ps, _ = s.Participants()
	for _, p := range ps {
		byID[p.ID] = p
	}
	assert.True(t, pairgogame.CaptainToConfirm(byID[pair.ID], byID))
}

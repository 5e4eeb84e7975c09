package sheets

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// demoWithRound returns the demo event with a hand-made round 1: tables
// 1–11 pair 1–2, 3–4, …, 21–22; 23 and 24 … 23 plays 24 at table 12.
func demoWithRound(t *testing.T) *tournament.Service {
	s := demoService(t)
	r := tournament.Round{Number: 1}
	for i := 0; i < 11; i++ {
		r.Games = append(r.Games, tournament.Game{Table: i + 1, Black: 2*i + 1, White: 2*i + 2})
	}
	r.Games = append(r.Games, tournament.Game{Black: 23})
	require.NoError(t, s.Store().Update(func(w tournament.Writer) error { return w.PutRound(r) }))
	return s
}

func TestPairingsByTable_EveryTableAndTheBye(t *testing.T) {
	s := demoWithRound(t)
	text := pdfText(t, s, "pairings", tournament.Japanese)
	assert.Regexp(t, `第1回戦\s+対戦表（卓順）`, text)
	ps, _ := s.Participants()
	for i := 0; i < 22; i++ {
		assert.Contains(t, text, ps[i].Name)
	}
	lines := strings.Split(text, "\n")
	var table1 string
	for _, l := range lines {
		if strings.Contains(l, ps[0].Name) {
			table1 = l
		}
	}
	assert.Regexp(t, `^\s*1\s+`+ps[0].Name+`\s+`+ps[1].Name, table1)
	assert.Contains(t, text, "不戦勝（バイ）："+ps[22].Name)
}

func TestPairingsByName_EveryPlayerWithTableColourOpponent(t *testing.T) {
	s := demoWithRound(t)
	text := pdfText(t, s, "pairings-by-name", tournament.Japanese)
	ps, _ := s.Participants()
	var line string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), ps[3].Name) {
			line = l
		}
	}
	assert.Regexp(t, ps[3].Name+`\s+2\s+白\s+`+ps[2].Name, line)
	assert.Contains(t, text, "不戦勝（バイ）")
}

func TestPairings_NoRoundYetIsAClearError(t *testing.T) {
	s := demoService(t)
	sh, _ := Lookup("othello", "pairings")
	err := sh.Render(s, 0, Options{Now: printTime}, &strings.Builder{})
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

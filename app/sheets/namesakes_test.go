package sheets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// TestPairings_NamesakesAreToldApartByClub: two participants of the same
// name (同姓同名) are printed with their clubs on the pairing lists.
func TestPairings_NamesakesAreToldApartByClub(t *testing.T) {
	s := demoWithRound(t)
	ps, err := s.Participants()
	require.NoError(t, err)
	a, b := ps[0], ps[1] // table 1: a plays b
	form := b.Form()
	form[tournament.FieldName] = a.Name
	if b.Club == a.Club {
		form[tournament.FieldClub] = a.Club + "・別"
	}
	b, err = s.EditParticipant(b.ID, form)
	require.NoError(t, err)

	for _, key := range []string{"pairings", "pairings-by-name"} {
		text := pdfText(t, s, key, tournament.Japanese)
		assert.Contains(t, text, a.Name+"（"+a.Club+"）", key)
		assert.Contains(t, text, b.Name+"（"+b.Club+"）", key)
	}
}

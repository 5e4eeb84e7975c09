package tournament_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
	"taikai/tournament/formats/league"
	"taikai/tournament/formats/qualify"
	"taikai/tournament/formats/roundrobin"
)

// groupsOf, linesOf and seatsOf read what a section's league, knockout or
// round robin drew, from the format's own data.
func groupsOf(t *testing.T, sec tournament.Section) [][]int {
	t.Helper()
	d, err := league.DetailOf(sec.Format)
	require.NoError(t, err)
	return d.Groups
}

func linesOf(t *testing.T, sec tournament.Section) []int {
	t.Helper()
	d, err := knockout.DetailOf(sec.Format)
	require.NoError(t, err)
	return d.Lines
}

func seatsOf(t *testing.T, sec tournament.Section) []int {
	t.Helper()
	d, err := roundrobin.DetailOf(sec.Format)
	require.NoError(t, err)
	return d.Seats
}

func qualifyOf(t *testing.T, sec tournament.Section) qualify.Detail {
	t.Helper()
	d, err := qualify.DetailOf(sec.Format)
	require.NoError(t, err)
	return d
}

// Issue 39: a format's own data is its own (Format.Detail, as a game's
// Game.Extra). A section stored before, with the data beside the kind, reads
// with them under detail as they were, and is written in the new form.
func TestFormat_Issue39LegacyFieldsReadAsTheFormatsOwnData(t *testing.T) {
	var f tournament.Format
	require.NoError(t, json.Unmarshal([]byte(`{"kind":"league","group_size":4,"groups":[[3,1],[2,4]],"advance":2}`), &f))
	assert.Equal(t, tournament.FormatLeague, f.Kind)
	d, err := league.DetailOf(f)
	require.NoError(t, err)
	assert.Equal(t, league.Detail{GroupSize: 4, Groups: [][]int{{3, 1}, {2, 4}}, Advance: 2}, d)
	out, err := json.Marshal(f)
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"league","detail":{"advance":2,"group_size":4,"groups":[[3,1],[2,4]]}}`, string(out))

	var again tournament.Format
	require.NoError(t, json.Unmarshal(out, &again))
	assert.Equal(t, f, again)

	var swiss tournament.Format
	require.NoError(t, json.Unmarshal([]byte(`{}`), &swiss))
	assert.True(t, swiss.IsZero())
	require.Error(t, json.Unmarshal([]byte(`{"kind":"knockout","detail":{"lines":[1]},"lines":[2]}`), &swiss), "detail and the old fields at once")
	require.Error(t, json.Unmarshal([]byte(`{"kind":"knockout","detail":[1]}`), &swiss), "detail is an object")

	// The options a screen shows come from the format's own data.
	q, err := tournament.NewFormat(qualify.Kind, tournament.FormatOptions{"wins": "3", "losses": "2", "bye": "win"})
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"wins": "3", "losses": "2", "bye": "win"}, q.OptionValues())
	assert.Equal(t, "勝ち抜け（3勝通過2敗失格）", q.Name().Ja)
}

// A section made from another's (classes) takes its format's parameters,
// not what it drew: a league keeps its group size and advance without its
// groups, a knockout its third place without its bracket.
func TestFormat_Issue39UndrawnKeepsTheParametersOnly(t *testing.T) {
	lg, err := tournament.SetFormatDetail(tournament.Format{Kind: tournament.FormatLeague}, league.Detail{GroupSize: 4, Advance: 2, Groups: [][]int{{1, 2, 3, 4}}})
	require.NoError(t, err)
	d, err := league.DetailOf(league.Policy{}.Undrawn(lg))
	require.NoError(t, err)
	assert.Equal(t, league.Detail{GroupSize: 4, Advance: 2}, d)
	d0, err := league.DetailOf(lg)
	require.NoError(t, err)
	assert.Len(t, d0.Groups, 1, "the section's own format is not changed")

	ko, err := tournament.SetFormatDetail(tournament.Format{Kind: knockout.Kind}, knockout.Detail{ThirdPlace: true, Lines: []int{1, 0, 2, 3}})
	require.NoError(t, err)
	k, err := knockout.DetailOf(knockout.Policy{}.Undrawn(ko))
	require.NoError(t, err)
	assert.Equal(t, knockout.Detail{ThirdPlace: true}, k)

	broken := tournament.Format{Kind: knockout.Kind, Detail: []byte(`{"lines": "x"}`)}
	assert.Equal(t, broken, knockout.Policy{}.Undrawn(broken), "data that does not read is left as it is")
}

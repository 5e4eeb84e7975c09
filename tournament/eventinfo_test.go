package tournament_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// Issue 23: the event name and venue are limited as a participant's
// fields are: at most 100 characters of valid text without control
// characters, cleaned as names are.
func TestEventInfo_Issue23NameAndVenueHaveTheLimitOfParticipantsFields(t *testing.T) {
	long := strings.Repeat("大", tournament.MaxFieldChars+1)
	for _, tc := range []struct {
		info tournament.EventInfo
		ja   string
	}{
		{info: tournament.EventInfo{Game: "othello", Name: long}, ja: "大会名が100文字を超えています（101文字）"},
		{info: tournament.EventInfo{Game: "othello", Name: strings.Repeat("x", 20000)}, ja: "大会名が100文字を超えています（20000文字）"},
		{info: tournament.EventInfo{Game: "othello", Name: "王座戦", Venue: long}, ja: "会場が100文字を超えています"},
		{info: tournament.EventInfo{Game: "othello", Name: "王座戦\n第2部"}, ja: "大会名に制御文字が含まれています"},
		{info: tournament.EventInfo{Game: "othello", Name: "王座戦", Venue: "\xff\xfe"}, ja: "会場に文字として読めないデータ"},
	} {
		_, err := tournament.NewEvent(tc.info, nil, today)
		require.ErrorIs(t, err, tournament.ErrInvalidInput)
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), tc.ja)
	}
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: " ｵｾﾛ王座戦\u200b ", Venue: strings.Repeat("会", 100)}, nil, today)
	require.NoError(t, err, "100 characters are allowed")
	assert.Equal(t, "オセロ王座戦", ev.Name, "cleaned as a participant's name")

	s := newService(t)
	err = s.ChangeSettings(map[string]string{"venue": strings.Repeat("x", 20000)})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "The venue is longer than 100 characters (20000)")
	got, _ := s.Event()
	assert.Empty(t, got.Venue, "nothing changed")
}

func TestImportEvent_Issue23OverlongEventNameIsRefused(t *testing.T) {
	doc := xferDoc(t)
	for field, want := range map[string]string{"name": "大会名が100文字を超えています", "venue": "会場が100文字を超えています"} {
		st := storage.NewMemory()
		x, err := tournament.DecodeExport(xferEdit(t, doc, func(m map[string]any) {
			m["event"].(map[string]any)[field] = strings.Repeat("あ", 1<<18)
		}))
		require.NoError(t, err)
		err = tournament.ImportEvent(st, x)
		require.ErrorIs(t, err, tournament.ErrInvalidInput)
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), want)
		assert.Less(t, len(err.Error()), 400, "the message does not repeat the value")
		xferEmpty(t, st)
	}
}

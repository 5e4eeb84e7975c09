package exports

import (
	"errors"
	"io"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

func TestRegistry_Issue29AGamesOwnFormatIsOfferedForItsGameOnly(t *testing.T) {
	saved := registry
	defer func() { registry = saved }()
	registry = nil
	write := func(*tournament.Service, io.Writer) error { return nil }
	register(Format{Key: "sheet", Ext: ".x", Write: write})
	registerGameFormats("othello", Format{Key: "rating", Ext: ".txt", Write: write})

	require.Len(t, For("othello"), 2)
	require.Len(t, For("go"), 1)
	f, err := Lookup("othello", "rating")
	require.NoError(t, err)
	require.Equal(t, []tournament.GameKind{"othello"}, f.Games)

	_, err = Lookup("go", "rating")
	require.True(t, errors.Is(err, tournament.ErrInvalidInput))
	require.Contains(t, err.Error(), "not for")
	_, err = Lookup("go", "nope")
	require.Contains(t, err.Error(), "unknown export format")
	require.Contains(t, tournament.Localize(err, tournament.Japanese), "書き出し形式")
}

package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseTimeControl_Section4PrintedForms(t *testing.T) {
	for _, tc := range []struct{ in, ja string }{
		{"30m", ""},
		{"30m+30s", ""},
		{"1m+30s+60sx10", "持ち時間1分、秒読み1手30秒、考慮時間60秒×10回"},
		{"30m+25/10m", ""},
	} {
		tcl, err := ParseTimeControl(tc.in)
		require.NoError(t, err, tc.in)
		assert.NotEmpty(t, tcl.Japanese())
		assert.NotEmpty(t, tcl.English())
		if tc.ja != "" {
			assert.Equal(t, tc.ja, tcl.Japanese())
		}
	}
	for _, in := range []string{"", "30", "30x", "30m+", "30m+x", "30m+30s+60s", "30m+a/10m"} {
		_, err := ParseTimeControl(in)
		assert.ErrorIs(t, err, ErrInvalidTimeControl, in)
	}
}

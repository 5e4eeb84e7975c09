package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The EGF's classes by main and adjusted time (45 byo-yomi moves, 60
// Canadian moves), at each threshold.
func TestEGFClass_ByMainAndAdjustedTime(t *testing.T) {
	for _, c := range []struct {
		tc       string
		adjusted string
		class    string
	}{
		{"60m+30s", "1h22m30s", "A"},
		{"60m", "1h0m0s", "B"},     // A needs 75 adjusted: sudden death has none
		{"40m+15s", "51m15s", "B"}, // 40 + 45×15 s
		{"40m+10s", "47m30s", "C"}, // 47.5 adjusted < 50
		{"25m+25/10m", "49m0s", "C"},
		{"20m+30s", "42m30s", "X"}, // main time under 25
		{"30m", "30m0s", "C"},
	} {
		tc, err := ParseTimeControl(c.tc)
		require.NoError(t, err, c.tc)
		assert.Equal(t, c.adjusted, EGFAdjustedTime(tc).String(), c.tc)
		assert.Equal(t, c.class, EGFClass(tc), c.tc)
	}
}

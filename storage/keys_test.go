package storage

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// A round's or record's key reads back as its section and number, and the
// file's byte order of the keys is tournament.CompareStored's order: the
// first section's first, then by section key, then by number.
func TestSectionKey_Issue39ReadsBackAndSortsAsCompareStored(t *testing.T) {
	r := rand.New(rand.NewPCG(39, 7))
	sections := []string{"", "A", "AB", "B", "kids", "a", "Z-9_x", "main"}
	var vs []tournament.Stored
	for range 500 {
		v := tournament.Stored{Section: sections[r.IntN(len(sections))], Key: r.IntN(1 << 40)}
		if r.IntN(4) == 0 {
			v.Key = r.IntN(300)
		}
		vs = append(vs, v)
		s, n, err := splitKey(sectionKey(v.Section, v.Key))
		require.NoError(t, err)
		assert.Equal(t, v.Section, s)
		assert.Equal(t, v.Key, n)
	}
	byBytes := slices.Clone(vs)
	slices.SortFunc(byBytes, func(a, b tournament.Stored) int {
		return bytes.Compare(sectionKey(a.Section, a.Key), sectionKey(b.Section, b.Key))
	})
	slices.SortFunc(vs, tournament.CompareStored)
	assert.Equal(t, vs, byBytes)

	for _, bad := range [][]byte{{1, 2, 3}, {}, []byte("kids\x01\x00\x00\x00\x00\x00\x00\x00\x01"), []byte("a\x00b\x00\x00\x00\x00\x00\x00\x00\x00\x01")} {
		_, _, err := splitKey(bad)
		assert.Error(t, err, "%q", bad)
	}
	assert.Equal(t, "kids 3", keyName(sectionKey("kids", 3)))
	assert.Equal(t, "3", keyName(sectionKey("", 3)))
}

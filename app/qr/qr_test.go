package qr

import (
	"bytes"
	"image/png"
	"testing"

	goqr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPNG_ReadsBackAsTheLink(t *testing.T) {
	for _, link := range []string{"http://192.168.1.20:8080/", "http://192.168.100.200:8080/r/12/345/abcdefghijklmnop"} {
		data, err := PNG(link, 4)
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err)
		got, err := goqr.Decode(img)
		require.NoError(t, err)
		assert.Equal(t, link, got)
	}
}

func TestRuns_CoverExactlyTheDarkModules(t *testing.T) {
	c, err := Encode("http://192.168.1.20:8080/r/1/1/abcdefghijklmnop")
	require.NoError(t, err)
	assert.GreaterOrEqual(t, c.Size, 21)
	seen := map[[2]int]bool{}
	c.Runs(func(x, y, n int) {
		for i := range n {
			seen[[2]int{x + i, y}] = true
		}
	})
	for y := range c.Size {
		for x := range c.Size {
			assert.Equal(t, c.Dark(x, y), seen[[2]int{x, y}], "%d,%d", x, y)
		}
	}
	assert.True(t, c.Dark(0, 0), "a finder pattern's corner")
	assert.False(t, c.Dark(-1, 0))
}

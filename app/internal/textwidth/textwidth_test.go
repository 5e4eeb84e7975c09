package textwidth

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOf_WideCharactersTakeTwoColumns(t *testing.T) {
	for s, want := range map[string]int{"": 0, "abc": 3, "山田": 4, "山田 太郎": 9, "ＡＢ": 4, "ｱｲ": 2, "三段★": 5} {
		assert.Equal(t, want, Of(s), s)
	}
}

package ui

import (
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/jacheck"
	"taikai/assets"
	"taikai/tournament"
)

// fyneWords reads a Fyne lang file: each key and its text (a plain string,
// or {"other": …}).
func fyneWords(t *testing.T, data []byte) map[string]string {
	var raw map[string]any
	require.NoError(t, json.Unmarshal(data, &raw))
	out := map[string]string{}
	for k, v := range raw {
		switch v := v.(type) {
		case string:
			out[k] = v
		case map[string]any:
			out[k], _ = v["other"].(string)
		}
	}
	return out
}

// TestTranslations_HoldFyneOwnWordsOnly: assets/translations has a file for
// each language of the GUI, with exactly the keys of the words Fyne draws
// itself (those of the Fyne in go.mod, its lang/translations/base.en.json),
// none empty, the Japanese in Japanese. The GUI's own texts are tr's pairs
// (tr_test.go), not keys here.
func TestTranslations_HoldFyneOwnWordsOnly(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").Output()
	require.NoError(t, err, "finding Fyne's module")
	base, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "lang", "translations", "base.en.json"))
	require.NoError(t, err)
	keys := slices.Sorted(maps.Keys(fyneWords(t, base)))
	require.Contains(t, keys, "Cancel", "Fyne's own words")
	for _, l := range []tournament.Lang{tournament.Japanese, tournament.English} {
		data, err := assets.Translations.ReadFile("translations/" + string(l) + ".json")
		require.NoError(t, err)
		words := fyneWords(t, data)
		assert.Equal(t, keys, slices.Sorted(maps.Keys(words)), "%s.json: Fyne's keys, and only them", l)
		for k, w := range words {
			assert.NotEmpty(t, w, "%s.json: %s", l, k)
			if l == tournament.Japanese {
				assert.Empty(t, jacheck.Leaks(w), "ja.json: %s is %q", k, w)
			}
		}
	}
}

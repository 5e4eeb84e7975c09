package cli

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Issue 23: a 20,000-character event name or venue from the command line
// is refused, as a participant's field would be.
func TestCLI_Issue23EventNameAndVenueOfTwentyThousandCharactersAreRefused(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	runFails(t, ExitRefused, "The event name is longer than 100 characters (20000)", "new", file, "--game", "othello", "--name", strings.Repeat("x", 20000))
	_, err := os.Stat(file)
	assert.ErrorIs(t, err, os.ErrNotExist)

	runFails(t, ExitRefused, "The venue is longer than 100 characters (101)", "new", file, "--game", "othello", "--name", "王座戦", "--venue", strings.Repeat("会", 101))

	mustRun(t, "new", file, "--game", "othello", "--name", "王座戦")
	t.Setenv("LANG", "ja_JP.UTF-8")
	code, _, errw := run(t, "settings", file, "venue="+strings.Repeat("x", 20000))
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "会場が100文字を超えています（20000文字）")
	assert.Less(t, len(errw), 500, "the message does not repeat the value")
}

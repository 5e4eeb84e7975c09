package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEventFileName(t *testing.T) {
	long := strings.Repeat("第十七回全日本オセロ王座決定戦", 10) // 150 characters, 450 bytes
	for _, c := range []struct {
		date, name string
		n          int
		want       string
	}{
		{"2026-11-21", "第1回 大会/テスト", 1, "2026-11-21_第1回_大会_テスト.taikai"},
		{"2026-11-21", "第1回 大会/テスト", 2, "2026-11-21_第1回_大会_テスト-2.taikai"},
		{"2026-11-21", "", 1, "2026-11-21_event.taikai"},
		{"2026-11-21", "  ", 3, "2026-11-21_event-3.taikai"},
		{"2026-11-21", `a<b>c:d"e/f\g|h?i*j`, 1, "2026-11-21_a_b_c_d_e_f_g_h_i_j.taikai"},
		{"2026-11-21", "tab\there\r\nnul\x00", 1, "2026-11-21_tab_here_nul.taikai"},
		{"2026-11-21", "...", 1, "2026-11-21_event.taikai"},
		{"2026-11-21", "Open 2026.", 1, "2026-11-21_Open_2026.taikai"},
		{"2026-11-21", "ｵｾﾛ大会", 1, "2026-11-21_オセロ大会.taikai"},
		{"", "CON", 1, "CON_.taikai"},
		{"", "lpt1", 1, "lpt1_.taikai"},
		{"", "Nul", 2, "Nul-2.taikai"},
		{"", "COM10", 1, "COM10.taikai"},
		{"", "", 1, "event.taikai"},
		{"2026/11/21", "x", 1, "2026_11_21_x.taikai"},
		{"2026-11-21", "bad\xffutf8", 1, "2026-11-21_bad_utf8.taikai"},
	} {
		got := eventFileName(c.date, c.name, c.n)
		assert.Equal(t, c.want, got, "%q %q %d", c.date, c.name, c.n)
		checkEventFileName(t, got)
	}
	for _, n := range []int{1, 2, 99, 12345} {
		got := eventFileName("2026-11-21", long, n)
		checkEventFileName(t, got)
		assert.True(t, strings.HasPrefix(got, "2026-11-21_第十七回全日本オセロ王座決定戦"), got)
		assert.LessOrEqual(t, len(got), maxEventFileBytes)
		if n > 1 {
			assert.True(t, strings.HasSuffix(got, "-"+strconv.Itoa(n)+".taikai"), got)
		}
	}
	assert.NotEqual(t, eventFileName("2026-11-21", long, 2), eventFileName("2026-11-21", long, 3))
}

// checkEventFileName asserts what every derived file name must be on Linux
// and Windows.
func checkEventFileName(t *testing.T, name string) {
	t.Helper()
	require.NotEmpty(t, name)
	assert.LessOrEqual(t, len(name), 255, "%q", name)
	assert.True(t, utf8.ValidString(name), "%q", name)
	assert.False(t, strings.ContainsAny(name, `<>:"/\|?*`), "%q", name)
	for _, r := range name {
		assert.False(t, r < 0x20 || r == 0x7f, "%q has a control character", name)
	}
	assert.False(t, strings.HasSuffix(name, ".") || strings.HasSuffix(name, " "), "%q", name)
	assert.False(t, windowsReserved(name), "%q is reserved on Windows", name)
	assert.True(t, strings.HasSuffix(name, ".taikai"), "%q", name)
}

// windowsReserved reports whether name is a DOS device name, with or
// without an extension (CON, con.taikai, COM1.x).
func windowsReserved(name string) bool {
	stem, _, _ := strings.Cut(name, ".")
	stem = strings.TrimRight(stem, " ")
	for _, r := range []string{"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"} {
		if strings.EqualFold(stem, r) {
			return true
		}
	}
	for _, p := range []string{"COM", "LPT"} {
		if len(stem) == 4 && strings.EqualFold(stem[:3], p) && stem[3] >= '0' && stem[3] <= '9' {
			return true
		}
	}
	return false
}

// An 80-character Japanese name made a 240-byte name, os.Stat answered
// "file name too long" rather than "does not exist", and the loop never
// ended: the GUI froze.
func TestNewEventPath_LongJapaneseNameTerminatesAndCreates(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	name := strings.Repeat("全日本オセロ選手権大会", 8) // 88 characters
	done := make(chan struct{})
	var p string
	var err error
	go func() {
		defer close(done)
		p, err = newEventPath("2026-11-21", name)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("newEventPath did not return within 5 s")
	}
	require.NoError(t, err)
	checkEventFileName(t, filepath.Base(p))
	require.NoError(t, os.WriteFile(p, nil, 0o644), "the name must be creatable")
	p2, err := newEventPath("2026-11-21", name)
	require.NoError(t, err)
	assert.NotEqual(t, p, p2)
	assert.True(t, strings.HasSuffix(p2, "-2.taikai"), p2)
	require.NoError(t, os.WriteFile(p2, nil, 0o644))
}

// A folder that cannot be looked into (here: a file where the folder
// should be) is an error, never a loop.
func TestUniqueEventPath_StatErrorIsReturned(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(notDir, nil, 0o644))
	done := make(chan error, 1)
	go func() { _, err := uniqueEventPath(notDir, "2026-11-21", "x"); done <- err }()
	select {
	case err := <-done:
		assert.Error(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("uniqueEventPath did not return within 5 s")
	}
}

func FuzzEventFileName(f *testing.F) {
	for _, s := range []string{"", "CON", "第1回 大会/テスト", strings.Repeat("あ", 200), "a. ", "\x00\xff", "COM1", "..", "ｵｾﾛ"} {
		f.Add("2026-11-21", s, 1)
		f.Add("", s, 2)
	}
	f.Fuzz(func(t *testing.T, date, name string, n int) {
		done := make(chan string, 1)
		go func() { done <- eventFileName(date, name, n) }()
		var got string
		select {
		case got = <-done:
		case <-time.After(2 * time.Second):
			t.Fatalf("eventFileName(%q, %q, %d) did not return", date, name, n)
		}
		checkEventFileName(t, got)
		assert.LessOrEqual(t, len(got), maxEventFileBytes)
		if n > 1 {
			assert.True(t, strings.HasSuffix(got, "-"+strconv.Itoa(n)+".taikai"), "%q", got)
		}
	})
}

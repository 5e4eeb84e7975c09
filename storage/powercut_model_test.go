package storage

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The power-cut model of powercut_test.go on a record made by hand.
func TestPowerCut_CrashImageModel(t *testing.T) {
	fill := func(c byte, n int) []byte { return bytes.Repeat([]byte{c}, n) }
	base := fill('.', 3*cutSectorSize)
	ops := []fileOp{
		{kind: opWrite, off: 0, data: fill('A', cutSectorSize)},
		{kind: opSync},
		{kind: opWrite, off: cutSectorSize, data: fill('B', cutSectorSize)},
		{kind: opWrite, off: cutSectorSize, data: fill('C', cutSectorSize)},
		{kind: opTrunc, off: 4 * cutSectorSize},
		{kind: opWrite, off: 3 * cutSectorSize, data: fill('D', cutSectorSize), inFlight: true},
	}
	sector := func(img []byte, s int) string {
		if (s+1)*cutSectorSize > len(img) {
			return "-"
		}
		b := img[s*cutSectorSize : (s+1)*cutSectorSize]
		require.Equal(t, fill(b[0], cutSectorSize), b, "sector %d is written whole", s)
		return string(b[:1])
	}
	describe := func(img []byte) string {
		return sector(img, 0) + sector(img, 1) + sector(img, 2) + sector(img, 3)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	img, n := crashImage(base, ops, len(ops), cutNone, rng)
	assert.Equal(t, "A..-", describe(img), "nothing unsynced kept")
	assert.Equal(t, 4, n)
	img, _ = crashImage(base, ops, len(ops), cutAll, rng)
	assert.Equal(t, "AC.D", describe(img), "everything kept")
	img, _ = crashImage(base, ops, 1, cutAll, rng)
	assert.Equal(t, "A..-", describe(img), "cut before the sync returned: the first write only as written before")
	img, _ = crashImage(base, ops, 0, cutAll, rng)
	assert.Equal(t, "...-", describe(img))
	seen := map[string]bool{}
	for range 500 {
		img, _ := crashImage(base, ops, len(ops), cutSectors, rng)
		seen[describe(img)] = true
	}
	// Sector 1 holds its synced content, B or C (never C then B: a later
	// write does not land without the earlier ones); the fourth sector
	// exists only when the size change reached the disk, and then holds D
	// or zeros.
	var got []string
	for s := range seen {
		got = append(got, s)
	}
	want := []string{"A..-", "AB.-", "AC.-", "A..\x00", "AB.\x00", "AC.\x00", "A..D", "AB.D", "AC.D"}
	assert.ElementsMatch(t, want, got)
}

// The strace record as parseStrace and fileOps read it.
func TestPowerCut_StraceRecord(t *testing.T) {
	path := "/e/v"
	hx := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			b.WriteString(`\x` + "0123456789abcdef"[s[i]>>4:s[i]>>4+1] + "0123456789abcdef"[s[i]&15:s[i]&15+1])
		}
		return b.String()
	}
	fd := "5<" + hx(path) + ">"
	note := hx(path + "-snapshots/last-change.json")
	record := strings.Join([]string{
		`7 openat(AT_FDCWD<` + hx("/") + `>, "` + hx(path) + `", O_RDWR|O_CREAT|O_CLOEXEC, 0600) = 5<` + hx(path) + `>`,
		`7 write(1<pipe:[1]>, "` + hx("try 1 2 40-24\n") + `", 14) = 14`,
		`7 pwrite64(` + fd + `, "` + hx("abcd") + `", 4, 8192) = 4`,
		`7 fdatasync(` + fd + ` <unfinished ...>`,
		`8 write(1<pipe:[1]>, "` + hx("x") + `", 1) = 1`,
		`7 <... fdatasync resumed>)              = 0`,
		`7 openat(AT_FDCWD<` + hx("/") + `>, "` + note + `", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0600) = 8<` + note + `>`,
		`7 write(8<` + note + `>, "` + hx("{}") + `", 2) = 2`,
		`7 write(1<pipe:[1]>, "` + hx("\nack 1 2 40-24\n") + `", 15) = 15`,
		`7 pwrite64(` + fd + `, "` + hx("gh") + `", 2, 4096 <unfinished ...>`,
		`8 write(1<pipe:[1]>, "` + hx("\n") + `", 1) = 1`,
		`7 <... pwrite64 resumed>)           = 2`,
		`7 ftruncate(` + fd + `, 65536) = 0`,
		`7 pwrite64(` + fd + `, "` + hx("ef") + `", 2, 0 <detached ...>`,
		`9 write(1<pipe:[1]>, "` + hx("ack 1 3 0-64\n") + `", 13 <unfinished ...>) = ?`,
		`7 +++ killed by SIGKILL +++`,
	}, "\n") + "\n"
	calls, err := parseStrace(strings.NewReader(record))
	require.NoError(t, err)
	ops, err := fileOps(calls, path)
	require.NoError(t, err)
	var kinds []opKind
	for _, op := range ops {
		kinds = append(kinds, op.kind)
	}
	assert.Equal(t, []opKind{opLine, opWrite, opSync, opNote, opNote, opLine, opLine, opLine, opWrite, opTrunc, opWrite, opLine}, kinds,
		"in the order the calls returned; the pwrite64 the kill interrupted last")
	assert.Equal(t, "try 1 2 40-24", ops[0].line)
	assert.Equal(t, fileOp{kind: opWrite, off: 8192, data: []byte("abcd")}, ops[1])
	assert.Equal(t, "{}", string(ops[4].data))
	assert.Equal(t, "x", ops[5].line, "a line written in two parts, by another thread first")
	assert.Equal(t, "ack 1 2 40-24", ops[6].line)
	assert.Equal(t, "", ops[7].line)
	assert.Equal(t, fileOp{kind: opWrite, off: 4096, data: []byte("gh")}, ops[8])
	assert.Equal(t, fileOp{kind: opWrite, off: 0, data: []byte("ef"), inFlight: true}, ops[10])
	assert.Equal(t, fileOp{kind: opLine, line: "ack 1 3 0-64", inFlight: true}, ops[11], "a line the kill may have cut off")
	assert.Len(t, dropLinesNotSaid(ops, make([]string, 4)), len(ops)-1, "dropped when the pipe did not get it")
	assert.Len(t, dropLinesNotSaid(ops, make([]string, 5)), len(ops), "kept when it did")

	_, err = fileOps([]straceCall{{name: "pwrite64", args: []string{fd, `"\x00"...`, "4096", "0"}, ret: "4096"}}, path)
	assert.ErrorContains(t, err, "shortened", "a buffer strace cut is refused")
	_, err = fileOps([]straceCall{{name: "writev", args: []string{fd, "[]", "1"}, ret: "1"}}, path)
	assert.ErrorContains(t, err, "does not cover")
}

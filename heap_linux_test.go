package main

import (
	"bufio"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mapping is one region of /proc/self/smaps: its address range, its
// VmFlags and its AnonHugePages (kB).
type mapping struct {
	from, to uint64
	flags    []string
	hugeKB   int
}

// mappingOf is the region of this process's memory that holds address p.
func mappingOf(t *testing.T, p uintptr) mapping {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	require.NoError(t, err)
	defer f.Close()
	var cur, found mapping
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if r := strings.SplitN(fields[0], "-", 2); len(r) == 2 && !strings.HasSuffix(fields[0], ":") {
			from, err1 := strconv.ParseUint(r[0], 16, 64)
			to, err2 := strconv.ParseUint(r[1], 16, 64)
			if err1 == nil && err2 == nil {
				cur = mapping{from: from, to: to}
				in = uint64(p) >= from && uint64(p) < to
				continue
			}
		}
		switch fields[0] {
		case "AnonHugePages:":
			cur.hugeKB, _ = strconv.Atoi(fields[1])
		case "VmFlags:":
			cur.flags = fields[1:]
			if in {
				found = cur
			}
		}
	}
	require.NoError(t, sc.Err())
	require.NotZero(t, found.to, "no mapping holds %#x", p)
	return found
}

// TestAdviseShortHeap_Issue40TheHeapAfterItIsAdvisedHugePages: after a
// command's heap is advised, what it allocates lies in memory Linux was
// advised to back with 2 MB pages (VmFlags "hg"), and touching it is done
// in them where the kernel has them to give. It is checked in a process of
// its own, whose heap is as small as a command's when it opens its event
// (in this one, memory other tests freed may lie below the block and be
// handed out first).
func TestAdviseShortHeap_Issue40TheHeapAfterItIsAdvisedHugePages(t *testing.T) {
	if setting := thpSetting(); !kernelGivesHugePages(setting) {
		t.Skipf("this kernel gives no huge pages (%q)", setting)
	}
	if smaps, err := os.ReadFile("/proc/self/smaps"); err != nil || !strings.Contains(string(smaps), "VmFlags:") {
		t.Skipf("this system's /proc/self/smaps shows no VmFlags (%v)", err)
	}
	if os.Getenv("TAIKAI_TEST_SHORT_HEAP") == "1" {
		adviseShortHeap()
		// What a command allocates next: an export's sheet buffer.
		buf := make([]byte, 8<<20)
		for i := 0; i < len(buf); i += 4096 {
			buf[i] = 1
		}
		// Its middle: its first 2 MB may lie below the first whole huge
		// page of the block advised.
		m := mappingOf(t, uintptr(unsafe.Pointer(&buf[len(buf)/2])))
		assert.Contains(t, m.flags, "hg", "the mapping %#x-%#x that holds the new allocation is not advised", m.from, m.to)
		t.Logf("mapping %#x-%#x, flags %v, %d kB in huge pages", m.from, m.to, m.flags, m.hugeKB)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestAdviseShortHeap_Issue40TheHeapAfterItIsAdvisedHugePages$", "-test.v")
	cmd.Env = append(os.Environ(), "TAIKAI_TEST_SHORT_HEAP=1", "GODEBUG=")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	t.Logf("%s", out)
}

// TestThpDisabled_Issue40GODEBUGKeepsTheHeapInSmallPages: the Go
// runtime's switch, read as the runtime reads GODEBUG (the last setting
// of a name that reads as a number counts, any number but 0 on).
func TestThpDisabled_Issue40GODEBUGKeepsTheHeapInSmallPages(t *testing.T) {
	for godebug, off := range map[string]bool{
		"":                          false,
		"disablethp=1":              true,
		"gctrace=1,disablethp=1":    true,
		"disablethp=0":              false,
		"disablethp=1,disablethp=0": false,
		"disablethp=0,disablethp=1": true,
		"madvdontneed=1":            false,
		"xdisablethp=1":             false,
		"disablethp=2":              true,  // any number but 0
		"disablethp=1,disablethp=x": true,  // a value that is no number is passed over
		"disablethp=yes":            false, // as the runtime reads it
		"gctrace=1, disablethp=1":   false, // " disablethp" is another name to it
	} {
		assert.Equal(t, off, thpDisabled(godebug), "GODEBUG=%q", godebug)
	}
}

// TestKernelGivesHugePages_Issue40TheKernelsSettingIsRead: the advice is
// given where the kernel's setting gives huge pages to advised memory.
func TestKernelGivesHugePages_Issue40TheKernelsSettingIsRead(t *testing.T) {
	for setting, gives := range map[string]bool{
		"always [madvise] never\n": true,
		"[always] madvise never\n": true,
		"always madvise [never]\n": false,
		"":                         false, // no such file: a kernel without them
	} {
		assert.Equal(t, gives, kernelGivesHugePages(setting), "%q", setting)
	}
}

package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugePage is the size of the pages Linux backs a region with when it is
// advised to (transparent huge pages on x86-64 and most arm64 kernels).
const hugePage = 2 << 20

// shortHeap is the heap a command is given in huge pages: more than an
// export of 1,024 players touches (about 25 MB), and nothing but address
// space until it is touched.
const shortHeap = 64 << 20

// adviseShortHeap asks Linux to back the heap of a short command with
// 2 MB pages instead of 4 KB ones (issue 40). On a virtual machine every
// first touch of a 4 KB page is a fault costing the host 10–15 µs: an
// export of 1,024 players touched 25 MB of fresh heap in about 6,000 such
// faults, half of its 170 ms; in 2 MB pages the same memory is a dozen.
//
// Linux gives 2 MB pages to memory advised MADV_HUGEPAGE (under its
// "madvise" setting, Debian's and Ubuntu's; under "always" to all memory,
// unasked), but Go's runtime maps its heap as it grows, and a fresh
// mapping forgets the advice. So the heap is made to grow now: a block of
// shortHeap bytes is allocated (a fresh mapping, untouched), the 2 MB
// pages inside it advised, the block dropped and collected; the runtime
// then hands out that same memory, lowest addresses first, for everything
// the command allocates (its scavenger returns free memory to the system
// from the highest addresses down: the block's untouched top).
//
// The advice is only advice: refused, the command runs in 4 KB pages as
// before; where the kernel gives none (its setting "never", or no such
// setting), it is not asked, and no collection is made for it. The GUI
// and serve, which run for hours, are not given it, nor a command that
// opens no event file (version, help: the collection would be 3–4 ms of
// their 50, for nothing; heap.go), nor one run with GODEBUG=disablethp=1,
// the Go runtime's own switch for keeping its heap out of huge pages.
func adviseShortHeap() {
	if thpDisabled(os.Getenv("GODEBUG")) || !kernelGivesHugePages(thpSetting()) {
		return
	}
	// Made with the collector off (it would start a cycle for it, and
	// runtime.GC then wait for that one before its own), advised, dropped
	// and collected: one cycle, 3–4 ms.
	percent := debug.SetGCPercent(-1)
	adviseBlock(make([]byte, shortHeap))
	debug.SetGCPercent(percent)
	runtime.GC()
}

// adviseBlock advises the whole 2 MB pages of block MADV_HUGEPAGE.
func adviseBlock(block []byte) {
	start := uintptr(unsafe.Pointer(unsafe.SliceData(block)))
	from := int((hugePage - start%hugePage) % hugePage)
	to := from + (len(block)-from)/hugePage*hugePage
	if from < to {
		_ = unix.Madvise(block[from:to], unix.MADV_HUGEPAGE)
	}
}

// thpDisabled reports whether godebug (GODEBUG's value) turns disablethp
// on, as the runtime reads it at start (runtime1.go, parsegodebug):
// settings separated by commas, names as written, the last that reads as
// a number counting, any number but 0 on.
func thpDisabled(godebug string) bool {
	off := false
	for _, kv := range strings.Split(godebug, ",") {
		if name, value, ok := strings.Cut(kv, "="); ok && name == "disablethp" {
			if n, err := strconv.ParseInt(value, 10, 32); err == nil {
				off = n != 0
			}
		}
	}
	return off
}

// thpSetting is the kernel's transparent huge page setting, as its file
// shows it ("always [madvise] never"), "" when it has none.
func thpSetting() string {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil {
		return ""
	}
	return string(b)
}

// kernelGivesHugePages reports whether setting (thpSetting's) gives huge
// pages to memory advised them: "always" or "madvise" chosen.
func kernelGivesHugePages(setting string) bool {
	return strings.Contains(setting, "[always]") || strings.Contains(setting, "[madvise]")
}

package storage

// Real power cuts below a real file system's page cache.
//
// The event file lives on an ext4 file system made in an image file and
// mounted through a loop device: what ext4 sends to its block device lands
// in the image; what it holds in its page cache (every write not yet
// synced, dirty metadata, the journal not yet committed) does not. At a
// random moment while the harness's child enters results
// (crashharness_test.go) the child is stopped (SIGSTOP: every thread
// leaves the system call it is in, a sync included, and then nothing is
// written any more), the image is copied (read until two reads agree), and
// the child is killed: the copy is what the disk holds if the power goes
// at that moment. (Each cut checks that it is below the page cache: a line
// the test appends to a probe file, without a sync, just before the copy
// is not in the copy.) The copy is mounted (ext4 replays its journal, as after
// a real power cut), and the event file on it must open with Open and hold
// every change the child had acknowledged.
//
// This is the kernel's own behaviour, not a model of it, but each cut
// gives one state only: the writes that had reached the block device (with
// default settings ext4 writes dirty pages back after 30 s, so in these
// short runs that is about what was synced). Reordered and torn unsynced
// writes are powercut_test.go's part. Needs root (mount, losetup), a loop
// device and mkfs.ext4; skipped otherwise. No device-mapper here (no
// dm-flakey or dm-log-writes: the kernel has no device-mapper driver).

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestPowerCut_Ext4OnLoopDevice: TAIKAI_POWERCUT_RUNS cuts (1 by default;
// the acceptance run of issue 15 is 100).
func TestPowerCut_Ext4OnLoopDevice(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	if os.Getenv("TAIKAI_POWERCUT_EXT4") == "" {
		t.Skip("mounts a loop device as root: set TAIKAI_POWERCUT_EXT4=1 (scripts/crash-harness.sh does)")
	}
	needLoopExt4(t)
	runs := envRuns(t, "TAIKAI_POWERCUT_RUNS", 1)
	rng := rand.New(rand.NewPCG(harnessSeed(t), 4))
	template := harnessTemplate(t)
	dir := t.TempDir()
	// One empty file system, copied for each cut. Its inode tables and
	// journal are initialised now, not by a kernel thread in the
	// background while a cut is taken.
	fresh := filepath.Join(dir, "fresh.img")
	require.NoError(t, os.WriteFile(fresh, nil, 0o600))
	require.NoError(t, os.Truncate(fresh, 32<<20))
	mustRun(t, "mkfs.ext4", "-q", "-F", "-E", "lazy_itable_init=0,lazy_journal_init=0", fresh)
	freshData, err := os.ReadFile(fresh)
	require.NoError(t, err)

	start := time.Now()
	var fig checkFigures
	dropped := 0 // cuts where the disk's file differed from the page cache's
	for i := range runs {
		img := filepath.Join(dir, "disk.img")
		require.NoError(t, os.WriteFile(img, freshData, 0o600))
		mnt := filepath.Join(dir, "mnt")
		require.NoError(t, os.MkdirAll(mnt, 0o700))
		unmount := mountImage(t, img, mnt)
		path := filepath.Join(mnt, "event.taikai")
		require.NoError(t, writeSynced(path, template))
		probe := filepath.Join(mnt, "probe")
		require.NoError(t, writeSynced(probe, []byte("synced\n")))

		child := startChild(t, path, rng.Uint64(), 0)
		pid := child.waitReady(t)
		if pid == 0 {
			unmount()
			t.Fatalf("the child ended before opening the file: %v", child.finish())
		}
		time.Sleep(time.Duration(rng.IntN(500)) * time.Millisecond)
		require.NoError(t, syscall.Kill(pid, syscall.SIGSTOP))
		waitStopped(t, pid)
		// A write the disk never gets: in the page cache only.
		pf, err := os.OpenFile(probe, os.O_WRONLY|os.O_APPEND, 0)
		require.NoError(t, err)
		_, err = pf.WriteString("not synced\n")
		require.NoError(t, err)
		require.NoError(t, pf.Close())
		disk := readQuiescent(t, img)
		cache, err := os.ReadFile(path) // the file as the page cache has it
		require.NoError(t, err)
		require.NoError(t, syscall.Kill(pid, syscall.SIGKILL))
		lines := child.finish()
		unmount()
		os.Remove(img)
		l := parseEntryLog(lines)
		require.Empty(t, l.errors, "the child failed by itself")

		cut := filepath.Join(dir, "cut.img")
		require.NoError(t, os.WriteFile(cut, disk, 0o600))
		unmount = mountImage(t, cut, mnt)
		onDisk, err := os.ReadFile(path)
		require.NoError(t, err, "cut %d: the event file is on the disk", i)
		if !bytes.Equal(onDisk, cache) {
			dropped++
		}
		probed, err := os.ReadFile(probe)
		require.NoError(t, err)
		require.Equal(t, "synced\n", string(probed), "cut %d: the unsynced write of the probe file is not on the disk", i)
		checkAcknowledged(path, l, fmt.Sprintf("ext4 cut %d (%d acknowledged)", i, len(l.acked)), &fig)
		unmount()
		os.Remove(cut)
	}
	t.Logf("power cuts (ext4 on a loop device, image copied with the writer stopped): %v; the disk's event file differed from the page cache's in %d cuts; %v",
		fig, dropped, time.Since(start).Round(time.Millisecond))
	require.Zero(t, fig.lost+fig.unopenable+fig.notices, "%s", strings.Join(fig.lostWhat, "\n"))
}

// needLoopExt4 skips the test unless it can make and mount an ext4 image
// on a loop device.
func needLoopExt4(t *testing.T) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root (losetup, mount)")
	}
	for _, tool := range []string{"losetup", "mkfs.ext4", "mount", "umount"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	if _, err := os.Stat("/dev/loop-control"); err != nil {
		t.Skip("no loop devices")
	}
	img := filepath.Join(t.TempDir(), "probe.img")
	require.NoError(t, os.WriteFile(img, nil, 0o600))
	require.NoError(t, os.Truncate(img, 8<<20))
	if out, err := exec.Command("mkfs.ext4", "-q", "-F", img).CombinedOutput(); err != nil {
		t.Skipf("mkfs.ext4: %v %s", err, out)
	}
	out, err := exec.Command("losetup", "-f", "--show", img).Output()
	if err != nil {
		t.Skipf("no loop device: %v", err)
	}
	dev := strings.TrimSpace(string(out))
	defer exec.Command("losetup", "-d", dev).Run()
	mnt := filepath.Join(t.TempDir(), "probe")
	require.NoError(t, os.Mkdir(mnt, 0o700))
	if out, err := exec.Command("mount", "-t", "ext4", dev, mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount ext4 here: %v %s", err, out)
	}
	exec.Command("umount", mnt).Run()
}

// mountImage mounts the ext4 image img at mnt through a loop device and
// returns what unmounts it (also run at the end of the test if it was
// not).
func mountImage(t *testing.T, img, mnt string) func() {
	t.Helper()
	dev := strings.TrimSpace(mustRun(t, "losetup", "-f", "--show", img))
	if out, err := exec.Command("mount", "-t", "ext4", dev, mnt).CombinedOutput(); err != nil {
		exec.Command("losetup", "-d", dev).Run()
		t.Fatalf("mount %s: %v %s", img, err, out)
	}
	done := false
	unmount := func() {
		if done {
			return
		}
		done = true
		if out, err := exec.Command("umount", mnt).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v %s", mnt, err, out)
		}
		exec.Command("losetup", "-d", dev).Run()
	}
	t.Cleanup(unmount)
	return unmount
}

// mustRun runs a command that must succeed and returns its output.
func mustRun(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	require.NoError(t, err, "%s %v: %s", name, args, out)
	return string(out)
}

// waitStopped waits until every thread of process pid is stopped.
func waitStopped(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		tasks, err := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/stat", pid))
		require.NoError(t, err)
		stopped := len(tasks) > 0
		for _, task := range tasks {
			data, err := os.ReadFile(task)
			if err != nil {
				stopped = false
				break
			}
			// pid (comm) STATE …
			s := string(data)
			if i := strings.LastIndexByte(s, ')'); i < 0 || i+2 >= len(s) || s[i+2] != 'T' {
				stopped = false
				break
			}
		}
		if stopped {
			return
		}
		require.True(t, time.Now().Before(deadline), "process %d did not stop", pid)
		time.Sleep(time.Millisecond)
	}
}

// readQuiescent reads the image until two reads in a row agree: nothing
// was being written to it meanwhile.
func readQuiescent(t *testing.T, img string) []byte {
	t.Helper()
	prev, err := os.ReadFile(img)
	require.NoError(t, err)
	for range 50 {
		cur, err := os.ReadFile(img)
		require.NoError(t, err)
		if bytes.Equal(prev, cur) {
			return cur
		}
		prev = cur
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the image of %s kept changing with its writer stopped", img)
	return nil
}

#!/bin/sh
# The crash harness of issue 15 at full size (storage/crashharness_test.go):
#   - 200 SIGKILLs of a process entering results (TAIKAI_CRASH_RUNS),
#   - 100 power cuts simulated from a strace record of its writes, 8 crash
#     states each, unsynced writes dropped, torn by sector or kept
#     (TAIKAI_POWERCUT_RUNS; needs strace),
#   - 100 real power cuts of ext4 on a loop device, below its page cache
#     (the same TAIKAI_POWERCUT_RUNS; needs root, losetup, mkfs.ext4),
# plus the SIGKILL-during-import test. Prints each test's figures (cuts,
# acknowledged changes checked, lost, unopenable) and fails if any change
# was lost or any file did not open. About 7 minutes. A test that cannot
# run here says SKIP and why. TAIKAI_CRASH_SEED=N repeats a run (each test
# logs its seed).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/harness.sh
export TAIKAI_POWERCUT_EXT4=1 TAIKAI_CRASH_RUNS=${TAIKAI_CRASH_RUNS:-200} TAIKAI_POWERCUT_RUNS=${TAIKAI_POWERCUT_RUNS:-100}
storage_harness 'Crash|PowerCut' 60m
if [ "$status" -ne 0 ]; then
	cat "$log"
	exit "$status"
fi
grep -E '^(--- (PASS|FAIL|SKIP)|ok|FAIL)|_test\.go:[0-9]+: (seed|participants after|SIGKILL during|power cuts)|_test\.go:[0-9]+: .*(needs|not installed|cannot)' "$log" |
	grep -v -E 'TestCrashChild|TestResultsChild'

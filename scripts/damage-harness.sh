#!/bin/sh
# The damage harness of issue 23 at full size (storage/damageharness_test.go):
# an event file (64 Othello players, round 1 complete, round 2 paired with
# results and a phone report) damaged TAIKAI_DAMAGE_RUNS times (300), seeded:
# cut short, single bits flipped, pages zeroed, one header page zeroed
# (page 0, page 1, the newest, the older), both headers zeroed. Each damaged
# file is opened, read as the screens read it and changed once, with a
# 10-second limit, twice: checked whole on opening, and at rest after a
# clean close (the clean-close mark made to match the damaged file, so
# that only the checksums read with the records can find the damage).
# Prints the outcomes and fails on any file opened with
# different data (or as before its last change without a word), any raw
# panic text, any hang, any header damage refused as "not an event file".
# TAIKAI_DAMAGE_SEED=N repeats a run (the run logs its seed). Seconds.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/harness.sh
export TAIKAI_DAMAGE_RUNS=${TAIKAI_DAMAGE_RUNS:-300}
storage_harness '^TestDamageHarness$' 30m
sed -n 's/^    damageharness_test.go:[0-9]*: //p; s/^        //p; /^--- /p; /^ok\|^FAIL/p' "$log"
exit "$status"

#!/bin/sh
# load-web.sh [SECONDS]: the bounded load test of the venue pages (issue 18)
# on loopback against an event file: 300 phones polling the current pages
# every 5 s and 40 reports over the run (default 60 s) while the arbiter
# records results. Prints the p50/p99 latency of pages and reports and how
# many reports were stored exactly once.
set -eu
cd "$(dirname "$0")/.."
out=$(mktemp)
trap 'rm -f "$out"' EXIT
TAIKAI_LOAD=1 TAIKAI_LOAD_SECONDS=${1:-60} TAIKAI_LOAD_OUT=$out \
	go test ./app/web/ -run TestLoad_ -count=1 -timeout 10m
cat "$out"

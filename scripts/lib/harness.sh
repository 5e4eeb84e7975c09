# harness.sh: what the storage harnesses (crash-harness.sh,
# damage-harness.sh) share. Sourced from the repository's root
# (`. scripts/lib/harness.sh`).

# storage_harness RUN TIMEOUT: `go test ./storage` of the tests matching
# RUN, verbose, once, within TIMEOUT, its output in the file log (removed
# on exit), its exit status in status. $GO is the go command (go).
storage_harness() {
	GO=${GO:-go}
	log=$(mktemp)
	trap 'rm -f "$log"' EXIT
	status=0
	"$GO" test ./storage -run "$1" -count=1 -v -timeout "$2" >"$log" 2>&1 || status=$?
}

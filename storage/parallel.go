package storage

import (
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// inParallel calls fn(i) for every i below n on as many goroutines as the
// machine has processors (at most n) and returns each call's error, by i:
// decoding the rounds and the participants of a file is most of opening
// it, and a laptop has more than one core (issue 40). A panic in a call
// (a fault reading the file's mapping, when the file is cut short under
// the read) is raised again on the caller's goroutine, as if the call had
// been made there: the read's guard turns a fault into damage.
func inParallel(n int, fn func(i int) error) []error {
	errs := make([]error, n)
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for i := range n {
			errs[i] = fn(i)
		}
		return errs
	}
	panics := make([]any, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
			defer func() { panics[w] = recover() }()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				errs[i] = fn(i)
			}
		})
	}
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
	return errs
}

// firstErr is the first error of errs that is not nil, or nil.
func firstErr(errs []error) (int, error) {
	for i, err := range errs {
		if err != nil {
			return i, err
		}
	}
	return -1, nil
}

// rawRecord is a value of a bucket as stored, read in a transaction (its
// bytes are the file's until the transaction ends), and the section its
// key names.
type rawRecord struct {
	k, v    []byte
	section string
}

// decodeRecords decodes the records a walk of a bucket gave, in parallel,
// in their order. What it says is what decoding each as the walk reached
// it would have said: the first record that does not decode, else the
// walk's own error (a key that does not read, a count that does not
// match), which came after every record it gave.
func decodeRecords[T any](recs []rawRecord, walkErr error, decode func(rawRecord) (T, error)) ([]T, error) {
	if len(recs) == 0 {
		return nil, walkErr
	}
	out := make([]T, len(recs))
	errs := inParallel(len(recs), func(i int) error {
		var err error
		out[i], err = decode(recs[i])
		return err
	})
	if _, err := firstErr(errs); err != nil {
		return nil, err
	}
	if walkErr != nil {
		return nil, walkErr
	}
	return out, nil
}

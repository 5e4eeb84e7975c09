package web

import "sync"

// versionReads shares the reads of the file's version among the requests
// that arrive together: 1,000 phones fetching at once after a change cost
// a few read transactions, not 1,000 (each of which the file's lock and
// list of readers would serialise). A request only joins a read that
// starts after it arrived, so it never sees a version older than the
// last change made before it (a phone that has just reported sees its
// report).
type versionReads struct {
	mu      sync.Mutex
	next    *versionRead // the read the arriving requests join
	running bool
}

type versionRead struct {
	done chan struct{}
	v    uint64
	err  error
}

// get returns the version as read by read, after the request arrived.
func (vs *versionReads) get(read func() (uint64, error)) (uint64, error) {
	vs.mu.Lock()
	r := vs.next
	if r == nil {
		r = &versionRead{done: make(chan struct{})}
		vs.next = r
	}
	if !vs.running {
		vs.running = true
		go vs.run(read)
	}
	vs.mu.Unlock()
	<-r.done
	return r.v, r.err
}

// run reads the version for the requests that joined, until none waits.
func (vs *versionReads) run(read func() (uint64, error)) {
	for {
		vs.mu.Lock()
		r := vs.next
		if r == nil {
			vs.running = false
			vs.mu.Unlock()
			return
		}
		vs.next = nil
		vs.mu.Unlock()
		r.v, r.err = read() // begins after every request of r arrived
		close(r.done)
	}
}

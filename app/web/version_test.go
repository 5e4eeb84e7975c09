package web

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestVersionReads_Issue24PhonesArrivingTogetherShareAReadStartedAfterThem(t *testing.T) {
	var vs versionReads
	var reads atomic.Int64
	var file atomic.Uint64 // the file's version
	release := make(chan struct{})
	read := func() (uint64, error) {
		v := file.Load() // a read transaction sees the file as it began
		if reads.Add(1) == 1 {
			<-release // the first read is slow
		}
		return v, nil
	}
	first := make(chan uint64)
	go func() { v, _ := vs.get(read); first <- v }()
	for reads.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	file.Store(2) // a change while the first read runs
	got := make([]uint64, 50)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() { defer wg.Done(); got[i], _ = vs.get(read) }()
	}
	time.Sleep(20 * time.Millisecond) // the fifty are waiting
	close(release)
	assert.Equal(t, uint64(0), <-first)
	wg.Wait()
	for i, v := range got {
		assert.Equal(t, uint64(2), v, "request %d arrived after the change and sees it", i)
	}
	assert.Equal(t, int64(2), reads.Load(), "the fifty shared one read")
}

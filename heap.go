package main

import (
	"sync"

	"taikai/tournament"
)

// adviseHeap is adviseShortHeap (a test counts its calls).
var adviseHeap = adviseShortHeap

// shortFiles are the event files of a command (not serve's): the first
// one opened, made or restored gives the command's heap the pages of
// adviseShortHeap first (heap_linux.go), since reading an event is what
// makes a command touch megabytes.
type shortFiles struct {
	tournament.EventFiles
	advise sync.Once
}

func (f *shortFiles) Open(path string) (tournament.EventFile, error) {
	f.advise.Do(adviseHeap)
	return f.EventFiles.Open(path)
}

func (f *shortFiles) Create(path string, fill func(tournament.Store) error) error {
	f.advise.Do(adviseHeap)
	return f.EventFiles.Create(path, fill)
}

func (f *shortFiles) Restore(path, id, program string) (tournament.RestoreReport, error) {
	f.advise.Do(adviseHeap)
	return f.EventFiles.Restore(path, id, program)
}

package sheets

import (
	"time"

	"taikai/storage"
	"taikai/tournament"
)

// printTime is when the tests' sheets are printed, and their events'
// clock.
var printTime = time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)

// atPrintTime is a service over a new store held in memory whose clock
// stands at printTime, with the options opts besides.
func atPrintTime(opts ...tournament.Option) *tournament.Service {
	clock := tournament.WithClock(func() time.Time { return printTime })
	return tournament.NewService(storage.NewMemory(), append([]tournament.Option{clock}, opts...)...)
}

package web

import (
	"context"
	"net/http"

	"taikai/tournament"
)

// warm makes, on a change, the pages the phones asked for most, before the
// live pages are told to fetch them again: the burst of fetches that
// follows finds them made, as a plain file server would.
func (s *Server) warm() {
	ctx := context.WithValue(context.Background(), warming{}, true)
	for _, k := range s.made.mostAsked(maxWarm) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, k.uri, nil)
		if err != nil {
			continue
		}
		if k.lang == tournament.English {
			r.AddCookie(&http.Cookie{Name: langCookie, Value: "en"})
		}
		s.mux.ServeHTTP(discard{h: http.Header{}}, r)
	}
}

// warming marks warm's own requests, not counted as asked.
type warming struct{}

// discard is a response nobody reads: the page is made for the cache.
type discard struct{ h http.Header }

func (d discard) Header() http.Header         { return d.h }
func (d discard) Write(b []byte) (int, error) { return len(b), nil }
func (d discard) WriteHeader(int)             {}

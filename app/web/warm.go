package web

import (
	"context"
	"net/http"
	"slices"

	"taikai/tournament"
)

// warm makes, on a change, the pages the phones asked for most, before the
// live pages are told to fetch them again: the burst of fetches that
// follows finds them made, as a plain file server would.
func (s *Server) warm() {
	ctx := context.WithValue(context.Background(), warming{}, true)
	for _, k := range s.warmKeys() {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, k.uri, nil)
		if err != nil {
			continue
		}
		if k.lang == tournament.English {
			r.AddCookie(&http.Cookie{Name: langCookie, Value: "en"})
		}
		// Gzipped too: the phones' first request does not compress it
		// while the others wait.
		r.Header.Set("Accept-Encoding", "gzip")
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

// warmKeys are the pages to make on a change: those asked for most; when
// none was asked yet (the first change, phones just arrived), the live
// pages of every section in Japanese, up to maxWarm.
func (s *Server) warmKeys() []pageKey {
	keys := s.made.mostAsked(maxWarm)
	if len(keys) > 0 {
		return keys
	}
	sn, err := s.cache.get(s, s.opt.Now)
	if err != nil {
		return nil
	}
	var paths []string
	for _, d := range sn.ordered() {
		for _, n := range s.nav(d, tournament.Japanese, "") {
			paths = append(paths, n.Path)
		}
	}
	if sn.ov.Multi() {
		paths = append(paths, "/", "/wall")
	}
	for _, p := range paths {
		k := pageKey{uri: p, lang: tournament.Japanese}
		if len(keys) >= maxWarm {
			break
		}
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

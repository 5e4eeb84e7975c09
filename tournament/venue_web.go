package tournament

// ReportLink is the path of the report link of table t of round n of the
// event e is (ReportPath); in an event of several sections, of the section
// e is the view of, under its address: "/s/B/r/2/14/…". The venue's pages
// also take a link without its section (a slip printed before the event
// had several), finding the section by the game's players.
func (e Event) ReportLink(n, t int, token string) string {
	if sec, ok := e.InSection(); ok && e.Multi() {
		return "/s/" + sec.Key + ReportPath(n, t, token)
	}
	return ReportPath(n, t, token)
}

package cli

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"os/signal"
	"syscall"

	"taikai/app/web"
	"taikai/tournament"
)

// serveContext ends when the server must stop: SIGINT (Ctrl+C) or SIGTERM.
// Tests replace it.
var serveContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// runServe is `taikai serve FILE [--addr HOST:PORT]`: the live pages of the
// event (and the phones' report form when phone_reports is on) until
// SIGINT or SIGTERM. The file stays open, and locked, while it serves, as
// in the GUI: every change and report goes through this process.
func runServe(e *env, a args) error {
	if err := a.want(1, 1, verbs["serve"].usage); err != nil {
		return err
	}
	// The pages are the whole event's: every section under /s/KEY/ when
	// there are several (the Venue's section Services), the section's own
	// Service when there is one.
	e.live = true
	v, done, err := e.openVenue(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	s := v.Root()
	if secs, err := v.Sections(); err != nil {
		return err
	} else if len(secs) == 1 {
		s = v.Service(secs[0].ID)
	}
	ev, err := s.Event()
	if err != nil {
		return err
	}
	desk, err := serveDesk(e, a, v)
	if err != nil {
		return err
	}
	ctx, stop := serveContext()
	defer stop()
	opt := web.Options{Venue: v, Desk: desk, Log: log.New(e.errw, "taikai serve: ", log.LstdFlags)}
	if a.has("checkin") {
		opt.Checkin = &web.CheckinOptions{}
	}
	srv, err := web.New(s, opt)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", web.ListenAddr(a.flag("addr", "")))
	if err != nil {
		return tournament.NewProblem(tournament.ErrInvalidInput, "cannot listen on %s: %v", "%s で待ち受けできません：%v", a.flag("addr", ":8080"), err)
	}
	url := web.SiteURL(ln.Addr())
	fmt.Fprintf(e.out, e.say("serving %s at %s (phones on the venue's network open this address; Ctrl+C stops)\n",
		"%s を %s で公開しています（会場のネットワークのスマホでこのアドレスを開きます。Ctrl+C で終了）\n"), ev.Name, url)
	if tournament.ReportsOn(ev) {
		fmt.Fprintln(e.out, e.say("phone reports: on (each table's link: taikai pairings FILE --format csv, column report_path)",
			"スマホからの結果報告：オン（各卓のリンクは taikai pairings FILE --format csv の report_path 列）"))
	}
	if desk != nil {
		sayDesk(e, url, srv)
	}
	if pin := srv.CheckinPIN(); pin != "" {
		fmt.Fprintf(e.out, e.say("check-in at the door: %scheckin  PIN %s\n", "受付：%scheckin　PIN %s\n"), url, pin)
	}
	if err := srv.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(e.out, e.say("stopped", "終了しました"))
	return nil
}

// runClock is `taikai clock FILE ROUND [--stop]`: start (or restart) the
// round clock the wall shows, or take it off.
func runClock(e *env, a args) error {
	if err := a.want(2, 2, verbs["clock"].usage); err != nil {
		return err
	}
	n, err := number(a.pos[1], "ROUND", 1, maxRound)
	if err != nil {
		return err
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	if err := s.StartClock(n, a.has("stop")); err != nil {
		return err
	}
	if a.has("stop") {
		fmt.Fprintf(e.out, e.say("round %d: clock stopped\n", "%d 回戦：時計を止めました\n"), n)
		return nil
	}
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if length, ok := tournament.RoundTimeText(ev); ok {
		fmt.Fprintf(e.out, e.say("round %d: clock started (%s)\n", "%d 回戦：時計を開始しました（%s）\n"), n, length.In(e.lang))
		return nil
	}
	fmt.Fprintf(e.out, e.say("round %d: clock started\n", "%d 回戦：時計を開始しました\n"), n)
	return nil
}

// serveDesk is the desk `taikai serve --desk [--section KEY]` serves (nil
// without --desk); --section without --desk is refused, as is a section
// the event does not have.
func serveDesk(e *env, a args, v *tournament.Venue) (*web.DeskOptions, error) {
	key := a.flag("section", "")
	if !a.has("desk") {
		if key != "" {
			return nil, usage("--section limits the desk: give it with --desk", "--section はデスクを限定します。--desk と一緒に指定してください")
		}
		return nil, nil
	}
	if key == "" {
		return &web.DeskOptions{}, nil
	}
	sec, _, err := v.Section(key)
	if err != nil {
		return nil, err
	}
	return &web.DeskOptions{Section: sec.Key}, nil
}

// sayDesk prints the desk's address and PIN beside the pages'.
func sayDesk(e *env, url string, srv *web.Server) {
	if key := srv.DeskSection(); key != "" {
		fmt.Fprintf(e.out, e.say("desk: %sdesk  PIN %s  (section %s only; a second laptop or a tablet opens it with the PIN)\n",
			"デスク：%sdesk  PIN %s（部門 %s のみ。2台目のノートPCやタブレットでこの PIN を入れて開きます）\n"), url, srv.DeskPIN(), key)
		return
	}
	fmt.Fprintf(e.out, e.say("desk: %sdesk  PIN %s  (a second laptop or a tablet opens it with the PIN)\n",
		"デスク：%sdesk  PIN %s（2台目のノートPCやタブレットでこの PIN を入れて開きます）\n"), url, srv.DeskPIN())
}

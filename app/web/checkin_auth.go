package web

import (
	"net/http"
	"time"
)

// This file is the door's key (受付, issue 28): the check-in pages open
// with a PIN the serving side prints, through a gate of their own
// (gate.go): a device that typed the PIN gets a token in a cookie, every
// form carries a CSRF token bound to it, a wrong PIN is rate-limited per
// address and logged.

// CheckinOptions turn the check-in pages on (Options.Checkin).
type CheckinOptions struct {
	// PIN is what the door's device types to open the pages; empty: six
	// digits drawn when the server starts (Server.CheckinPIN).
	PIN string
}

const (
	checkinCookie = "taikai_checkin"
	// checkinDevices is the most devices a door keeps open at once: the
	// one let in first is forgotten for a new one.
	checkinDevices = 256
)

// door is the check-in pages' gate.
type door = gate[struct{}]

func newDoor(o CheckinOptions, now func() time.Time) *door {
	// 5 wrong PINs, then one a minute.
	return newGate[struct{}](o.PIN, checkinCookie, "/checkin", newLimiter(5, time.Minute, now), checkinDevices, true)
}

// CheckinPIN is the PIN of the check-in pages ("" when they are off).
func (s *Server) CheckinPIN() string {
	if s.door == nil {
		return ""
	}
	return s.door.pin
}

// preCSRF is the CSRF token of the PIN form, before any device token: a
// double-submit cookie.
const preCSRFCookie = "taikai_checkin_csrf"

func setDeviceCookie(w http.ResponseWriter, name, value string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: "/checkin", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: 24 * 3600})
}

// CheckinSessions lists the devices the door's pages are open on.
func (s *Server) CheckinSessions() []Session {
	if s.door == nil {
		return nil
	}
	return s.door.sessions(func(struct{}) string { return "受付" })
}

// EndCheckinSession ends the door's device of session id; false when it
// is no longer open.
func (s *Server) EndCheckinSession(id string) bool {
	return s.door != nil && s.door.endSession(id)
}

package tournament

import (
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
)

// A participant's check-in link (/checkin/p/<id>?t=<token>, the QR code of
// the registration list) carries a MAC of the participant's ID under the
// event's secret key (Event.ReportKey, which also signs the tables' report
// links): a link cannot be made up for another participant. The link only
// names the person; checking in still takes the door's device, opened with
// the PIN.

// CheckinToken is the token of participant id's check-in link under key.
func CheckinToken(key string, id int) string {
	mac := hmac.New(sha256.New, []byte(key))
	fmt.Fprintf(mac, "taikai checkin link\x00%d", id)
	return tokenEncoding.EncodeToString(mac.Sum(nil)[:reportMACBytes])
}

// CheckinTokenValid reports whether token is participant id's under key.
func CheckinTokenValid(key string, id int, token string) bool {
	return key != "" && hmac.Equal([]byte(CheckinToken(key, id)), []byte(token))
}

// CheckinKey returns the event's secret key of links, drawing it (one
// logged change) when the event has none yet. Call it on the event's root
// Service (Venue.Root).
func (s *Service) CheckinKey() (string, error) {
	ev, err := s.Event()
	if err != nil {
		return "", err
	}
	if ev.ReportKey != "" {
		return ev.ReportKey, nil
	}
	var key string
	err = s.update("event.key", func(w Writer) (string, error) {
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		if ev.ReportKey == "" {
			ev.ReportKey = newReportKey()
			if err := w.PutEvent(ev); err != nil {
				return "", err
			}
		}
		key = ev.ReportKey
		return "the secret key of the check-in and report links drawn", nil
	})
	return key, err
}

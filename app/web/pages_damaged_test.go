package web

import (
	"bytes"
	"log"
	"net/http"
	"net/url"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// damagedStore is an event whose file turns out damaged while it is
// served: every read after the switch fails with the damage message,
// which names the file and the snapshot to restore.
type damagedStore struct {
	tournament.Store
	broken atomic.Bool
}

func (d *damagedStore) View(fn func(tournament.Reader) error) error {
	if d.broken.Load() {
		return &tournament.Problem{Kind: tournament.ErrDamagedFile, Text: tournament.Text{
			En: "/media/usb/ev.taikai is damaged: restore it with taikai restore /media/usb/ev.taikai 7",
			Ja: "/media/usb/ev.taikai は壊れています：taikai restore /media/usb/ev.taikai 7 で戻してください"}}
	}
	return d.Store.View(fn)
}

// A page of a file damaged while served showed the phones the arbiter's
// damage message, the file's path and the snapshot command: the phone now
// reads that the pages cannot be shown now (503, Retry-After), the log
// keeps the reason.
func TestPages_DamagedFileTellsThePhoneToWaitNotTheArbitersMessage(t *testing.T) {
	st := &damagedStore{Store: storage.NewMemory()}
	svc := tournament.NewService(st)
	require.NoError(t, svc.CreateDemo("othello"))
	_, err := svc.PairNextRound()
	require.NoError(t, err)
	var logged bytes.Buffer
	s := newServer(t, svc, Options{Log: log.New(&logged, "", 0)})
	getOK(t, s, "/")

	st.broken.Store(true)
	for _, path := range []string{"/", "/names", "/standings"} {
		code, body := get(t, s, path)
		assert.Equal(t, http.StatusServiceUnavailable, code, path)
		assert.Contains(t, body, "今はページを表示できません。", path)
		assert.NotContains(t, body, "/media/usb", path+": not the file's path")
		assert.NotContains(t, body, "taikai restore", path+": not the arbiter's command")
	}
	assert.Contains(t, logged.String(), "/media/usb/ev.taikai is damaged", "the arbiter's reason is logged")
}

// A report sent to a file damaged while served is the arbiter's problem:
// the phone is told to report to the arbiter (503), as for a read-only
// file, not that the pages cannot be shown (the report's section is found
// through the Overview, whose read fails first).
func TestReport_Issue24DamagedFileWhileServedTellsThePhoneToReportToTheArbiter(t *testing.T) {
	st := &damagedStore{Store: storage.NewMemory()}
	svc := tournament.NewService(st)
	require.NoError(t, svc.CreateDemo("othello"))
	require.NoError(t, svc.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	_, err := svc.PairNextRound()
	require.NoError(t, err)
	var logged bytes.Buffer
	refused := 0
	s := newServer(t, svc, Options{Log: log.New(&logged, "", 0), OnReportRefused: func(int, int, error) { refused++ }})
	path1 := reportPath(t, svc, 1)
	st.broken.Store(true)
	w := post(t, s, path1, "192.168.1.20:5000", url.Values{"result": {"40-24"}})
	assert.Equal(t, http.StatusServiceUnavailable, w.Code)
	assert.Contains(t, w.Body.String(), "今はスマホから結果を報告できません。結果は係の人（審判）に直接伝えてください。")
	assert.NotContains(t, w.Body.String(), "/media/usb")
	assert.Equal(t, 1, refused, "the arbiter is told")
}

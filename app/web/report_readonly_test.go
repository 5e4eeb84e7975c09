package web

import (
	"bytes"
	"log"
	"net/http"
	"net/url"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// Issue 23: a phone reporting to a read-only served file got HTTP 500
// showing the arbiter's message. The phone now reads, in Japanese, that
// reports cannot be taken now (503); the arbiter reads why.
func TestReport_Issue23ReadOnlyFileTellsThePhoneToReportToTheArbiter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ev.taikai")
	require.NoError(t, storage.CreateWith(path, func(st tournament.Store) error {
		svc := tournament.NewService(st)
		if err := svc.CreateDemo("othello"); err != nil {
			return err
		}
		if err := svc.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}); err != nil {
			return err
		}
		_, err := svc.PairNextRound()
		return err
	}))
	b, err := storage.OpenReadOnly(path)
	require.NoError(t, err)
	defer b.Close()
	svc := tournament.NewService(b)

	var logged bytes.Buffer
	var mu sync.Mutex
	var told []error
	s := newServer(t, svc, Options{Log: log.New(&logged, "", 0), OnReportRefused: func(round, table int, err error) {
		mu.Lock()
		defer mu.Unlock()
		assert.Equal(t, [2]int{1, 1}, [2]int{round, table})
		told = append(told, err)
	}})
	path1 := reportPath(t, svc, 1)
	code, _ := get(t, s, path1)
	assert.Equal(t, http.StatusOK, code, "the form opens")

	w := post(t, s, path1, "192.168.1.20:5000", url.Values{"result": {"40-24"}})
	assert.Equal(t, http.StatusServiceUnavailable, w.Code)
	body := w.Body.String()
	assert.Contains(t, body, "今はスマホから結果を報告できません。結果は係の人（審判）に直接伝えてください。")
	assert.NotContains(t, body, "読み取り専用", "not the arbiter's message")
	assert.NotContains(t, body, "read-only")
	assert.NotContains(t, body, path, "nor the file's path")
	assert.NotEmpty(t, w.Header().Get("Retry-After"))

	assert.Contains(t, logged.String(), "report of round 1 table 1 from 192.168.1.20 not taken")
	assert.Contains(t, logged.String(), "read-only")
	mu.Lock()
	require.Len(t, told, 1)
	assert.ErrorIs(t, told[0], tournament.ErrReadOnlyFile)
	mu.Unlock()
	assert.Equal(t, 0, reportCount(t, svc))
}

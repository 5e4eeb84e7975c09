package games_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/games"
)

func TestPlayDemo_EveryGamePlaysItsDemoOn(t *testing.T) {
	games.Register()
	for _, d := range tournament.Disciplines() {
		t.Run(string(d.Kind()), func(t *testing.T) {
			s := tournament.NewService(storage.NewMemory())
			require.NoError(t, s.CreateDemo(d.Kind()))
			require.NoError(t, tournament.PlayDemo(s, 3))
			log, err := s.AuditLog()
			require.NoError(t, err)
			require.Greater(t, len(log), 20)
		})
	}
}

package tournament_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// undoStores are the stores undo is tested on: memory and a real file.
var undoStores = []struct {
	name string
	open func(t *testing.T) tournament.Store
}{
	{"Memory", func(t *testing.T) tournament.Store { return storage.NewMemory() }},
	{"Bolt", func(t *testing.T) tournament.Store {
		f, err := storage.Create(filepath.Join(t.TempDir(), "undo.taikai"))
		require.NoError(t, err)
		t.Cleanup(func() { f.Close() })
		return f
	}},
}

// openDemo fills store with the demo event of game g and n participants,
// then returns a new Service over it, as a window opening the event does:
// its history is empty.
func openDemo(t *testing.T, store tournament.Store, g tournament.GameKind, n int) *tournament.Service {
	t.Helper()
	clock := tournament.WithClock(func() time.Time { return today })
	require.NoError(t, tournament.NewService(store, clock).CreateDemoWith(g, n))
	s := tournament.NewService(store, clock)
	_, ok := s.CanUndo()
	require.False(t, ok, "nothing to undo in a window just opened")
	return s
}

func stateOf(t *testing.T, s *tournament.Service) tournament.State {
	t.Helper()
	st, err := s.State()
	require.NoError(t, err)
	return st
}

func auditLen(t *testing.T, s *tournament.Service) int {
	t.Helper()
	log, err := s.AuditLog()
	require.NoError(t, err)
	return len(log)
}

func TestUndo_RestoresExactlyThePreviousStateOfEachChangeThenRedoesThem(t *testing.T) {
	for _, store := range undoStores {
		t.Run(store.name, func(t *testing.T) {
			s := openDemo(t, store.open(t), "othello", 8)
			ps, err := s.Participants()
			require.NoError(t, err)
			name := func(id int) string {
				for _, p := range ps {
					if p.ID == id {
						return p.Name
					}
				}
				return "?"
			}
			var r1 tournament.Round // round 1 as paired
			steps := []struct {
				action string
				do     func() error
				ja     func() string // what the notice names
			}{
				{"round.pair", func() error { var err error; r1, err = s.PairNextRound(); return err }, func() string { return "1回戦の組み合わせ" }},
				{"round.swap", func() error { _, err := s.SwapPlayers(1, r1.Games[0].Black, r1.Games[1].White); return err },
					func() string {
						return fmt.Sprintf("%sと%sの入れ替え（1回戦）", name(r1.Games[0].Black), name(r1.Games[1].White))
					}},
				{"round.colours", func() error { _, err := s.SwapColours(1, 2); return err }, func() string { return "黒白の入れ替え（1回戦 2番卓）" }},
				{"result", func() error { _, err := s.RecordResult(1, 1, "40-24"); return err }, func() string { return "結果（1回戦 1番卓）" }},
				{"result", func() error { _, err := s.RecordResult(1, 2, "20-44"); return err }, func() string { return "結果（1回戦 2番卓）" }},
				{"result", func() error { _, err := s.RecordResult(1, 1, "24-40"); return err }, func() string { return "結果（1回戦 1番卓）" }},
				{"players.withdraw", func() error { return s.Withdraw(5, 0) }, func() string { return "棄権（" + name(5) + "）" }},
				{"settings", func() error { return s.ChangeSettings(map[string]string{"minutes": "30", "venue": "別会場"}) }, func() string { return "設定の変更" }},
				{"players.add", func() error {
					_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻 太郎"})
					return err
				}, func() string { return "参加者の追加（遅刻 太郎）" }},
			}
			states := []tournament.State{stateOf(t, s)}
			for _, st := range steps {
				require.NoError(t, st.do(), st.action)
				states = append(states, stateOf(t, s))
				what, ok := s.CanUndo()
				require.True(t, ok)
				assert.Equal(t, st.ja(), what.Ja, st.action)
				assert.NotEqual(t, states[len(states)-2], states[len(states)-1], "%s changes the event", st.action)
			}
			final := states[len(states)-1]
			log := auditLen(t, s)

			for i := len(steps) - 1; i >= 0; i-- {
				u, err := s.Undo()
				require.NoError(t, err, steps[i].action)
				assert.Equal(t, steps[i].action, u.Action)
				assert.Equal(t, "元に戻しました："+steps[i].ja(), u.Text.Ja)
				assert.True(t, strings.HasPrefix(u.Text.En, "Undone: "), u.Text.En)
				require.Equal(t, states[i], stateOf(t, s), "after undoing %s the event is as before it", steps[i].action)
				what, ok := s.CanRedo()
				require.True(t, ok)
				assert.Equal(t, steps[i].ja(), what.Ja)

				entries, err := s.AuditLog()
				require.NoError(t, err)
				log++
				require.Len(t, entries, log, "each undo is one more logged change")
				last := entries[len(entries)-1]
				assert.Equal(t, "undo", last.Action)
				assert.True(t, strings.HasPrefix(last.Detail, steps[i].action+" — "), last.Detail)
			}
			_, err = s.Undo()
			require.ErrorIs(t, err, tournament.ErrNotFound)
			assert.Equal(t, "元に戻せる操作はありません", tournament.Localize(err, tournament.Japanese))
			_, ok := s.CanUndo()
			assert.False(t, ok)

			for i := range steps {
				u, err := s.Redo()
				require.NoError(t, err, steps[i].action)
				assert.Equal(t, "やり直しました："+steps[i].ja(), u.Text.Ja)
				require.Equal(t, states[i+1], stateOf(t, s), "after redoing %s the event is as after it", steps[i].action)
				entries, err := s.AuditLog()
				require.NoError(t, err)
				log++
				require.Len(t, entries, log)
				assert.Equal(t, "redo", entries[len(entries)-1].Action)
			}
			require.Equal(t, final, stateOf(t, s))
			_, err = s.Redo()
			require.ErrorIs(t, err, tournament.ErrNotFound)
			assert.Equal(t, "やり直せる操作はありません", tournament.Localize(err, tournament.Japanese))

			// Undo undoes the newest change again, not the redo.
			u, err := s.Undo()
			require.NoError(t, err)
			assert.Equal(t, "players.add", u.Action)
			require.Equal(t, states[len(states)-2], stateOf(t, s))
		})
	}
}

func TestUndo_FourPlayerShogiGameIsUndoneAndRedone(t *testing.T) {
	for _, store := range undoStores {
		t.Run(store.name, func(t *testing.T) {
			s := openDemo(t, store.open(t), "yonin", 12)
			y := yoningame.Of(s)
			st, err := y.SeatStage("予選", nil)
			require.NoError(t, err)
			table := st.Tables[0].Name
			seated := stateOf(t, s)
			_, err = y.RecordYoninGame("予選", table, "4<1,3<1,2<1", "", false)
			require.NoError(t, err)
			played := stateOf(t, s)
			games := func() int {
				st, ok := y.StageByName("予選")
				require.True(t, ok)
				i, ok := st.TableByName(table)
				require.True(t, ok)
				return len(st.Tables[i].Games)
			}
			require.Equal(t, 1, games())

			u, err := s.Undo()
			require.NoError(t, err)
			assert.Equal(t, "yonin.game", u.Action)
			assert.Equal(t, "元に戻しました：対局結果（予選 "+table+"卓）", u.Text.Ja)
			assert.Equal(t, "Undone: game (予選, table "+table+")", u.Text.En)
			assert.Equal(t, 0, games())
			assert.Equal(t, seated, stateOf(t, s))

			u, err = s.Redo()
			require.NoError(t, err)
			assert.Equal(t, "やり直しました：対局結果（予選 "+table+"卓）", u.Text.Ja)
			assert.Equal(t, 1, games())
			assert.Equal(t, played, stateOf(t, s))

			// Undo the game and the seating: the stage is gone.
			_, err = s.Undo()
			require.NoError(t, err)
			u, err = s.Undo()
			require.NoError(t, err)
			assert.Equal(t, "元に戻しました：予選の組み合わせ", u.Text.Ja)
			_, ok := y.StageByName("予選")
			assert.False(t, ok)
		})
	}
}

func TestUndo_ANewChangeLeavesNothingToRedo(t *testing.T) {
	s := openDemo(t, storage.NewMemory(), "othello", 8)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	_, err = s.Undo()
	require.NoError(t, err)
	_, ok := s.CanRedo()
	require.True(t, ok)

	_, err = s.RecordResult(1, 2, "40-24")
	require.NoError(t, err)
	_, ok = s.CanRedo()
	assert.False(t, ok)
	_, err = s.Redo()
	require.ErrorIs(t, err, tournament.ErrNotFound)
	u, err := s.Undo()
	require.NoError(t, err)
	assert.Equal(t, "結果（1回戦 2番卓）", u.What.Ja)
}

func TestUndo_RefusedWhenTheEventChangedBehindItsBack(t *testing.T) {
	store := storage.NewMemory()
	s := openDemo(t, store, "othello", 8)
	other := tournament.NewService(store) // another writer of the same event
	_, err := s.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, other.Withdraw(3, 0))
	changed := stateOf(t, s)
	log := auditLen(t, s)

	_, err = s.Undo()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "「1回戦の組み合わせ」を元に戻せません")
	assert.Contains(t, err.Error(), "changed elsewhere")
	assert.Equal(t, changed, stateOf(t, s), "nothing restored")
	assert.Equal(t, log, auditLen(t, s), "nothing logged")
	_, err = s.Undo()
	require.ErrorIs(t, err, tournament.ErrNotFound, "the history is forgotten")

	// A redo is refused the same way.
	_, err = s.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	_, err = s.Undo()
	require.NoError(t, err)
	_, err = other.RecordResult(1, 2, "40-24")
	require.NoError(t, err)
	_, err = s.Redo()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "「結果（1回戦 1番卓）」をやり直せません")
}

func TestUndo_AChangeBehindItsBackEndsWhatCanBeUndone(t *testing.T) {
	store := storage.NewMemory()
	s := openDemo(t, store, "othello", 8)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, tournament.NewService(store).Withdraw(3, 0))
	before := stateOf(t, s)
	_, err = s.RecordResult(1, 1, "40-24")
	require.NoError(t, err)

	_, err = s.Undo()
	require.NoError(t, err, "the newest change is undone")
	assert.Equal(t, before, stateOf(t, s))
	_, err = s.Undo()
	require.ErrorIs(t, err, tournament.ErrNotFound, "the pairing came before the other change: not undone")
}

func TestUndo_KeepsTheLast50Changes(t *testing.T) {
	s := openDemo(t, storage.NewMemory(), "othello", 4)
	for i := range tournament.UndoLimit + 5 {
		require.NoError(t, s.ChangeSettings(map[string]string{"venue": fmt.Sprint("会場", i)}))
	}
	for range tournament.UndoLimit {
		_, err := s.Undo()
		require.NoError(t, err)
	}
	_, err := s.Undo()
	require.ErrorIs(t, err, tournament.ErrNotFound)
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "会場4", ev.Venue, "the 5 oldest changes are not undone")
}

func TestUndo_AChangeThatChangesNothingIsNotUndone(t *testing.T) {
	s := openDemo(t, storage.NewMemory(), "othello", 4)
	require.NoError(t, s.ChangeSettings(map[string]string{"minutes": "30"}))
	require.NoError(t, s.ChangeSettings(map[string]string{"minutes": "30"}))
	_, err := s.Undo()
	require.NoError(t, err)
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "20", ev.Setting("minutes"), "one undo undoes the one real change")
	_, err = s.Undo()
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

func TestUndo_ARefusedChangeIsNotRemembered(t *testing.T) {
	s := openDemo(t, storage.NewMemory(), "othello", 4)
	_, err := s.RecordResult(1, 1, "40-24")
	require.ErrorIs(t, err, tournament.ErrNotFound, "round 1 is not paired")
	_, ok := s.CanUndo()
	assert.False(t, ok)
}

func TestUndo_ParticipantIDsAreNotGivenAgain(t *testing.T) {
	for _, store := range undoStores {
		t.Run(store.name, func(t *testing.T) {
			s := openDemo(t, store.open(t), "othello", 4)
			p, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻 太郎"})
			require.NoError(t, err)
			require.Equal(t, 5, p.ID)
			_, err = s.Undo()
			require.NoError(t, err)
			q, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻 花子"})
			require.NoError(t, err)
			assert.Equal(t, 6, q.ID, "#5 was given once")
		})
	}
}

package tournament_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/gametest"
	"taikai/tournament/pairgo"
)

// oneSection is an event of one section of game and format (options o),
// with settings, and players named names (club after a slash: 山田/東京).
func oneSection(t *testing.T, game, format string, o tournament.FormatOptions, settings map[string]string, names ...string) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := emptyVenue(t, "兄弟大会")
	if settings == nil {
		settings = map[string]string{}
	}
	if _, ok := settings["seed"]; !ok {
		settings["seed"] = "7"
	}
	s := addSection(t, v, tournament.SectionForm{Key: "A", Name: "A級", Game: game, Format: format, Options: o, Tables: "1-40", Settings: settings})
	for _, n := range names {
		name, club, _ := strings.Cut(n, "/")
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: name, tournament.FieldClub: club, tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	return v, s
}

// idOf is the ID of the participant named name.
func idOf(t *testing.T, v *tournament.Venue, name string) int {
	t.Helper()
	p, err := v.Root().FindParticipant(name)
	require.NoError(t, err)
	return p.ID
}

// listNever puts pairs of names on the never-pair list.
func listNever(t *testing.T, v *tournament.Venue, pairs ...[2]string) {
	t.Helper()
	for _, p := range pairs {
		_, err := v.AddNeverPair(idOf(t, v, p[0]), idOf(t, v, p[1]))
		require.NoError(t, err)
	}
}

// meets reports whether a and b play each other in r.
func meets(r tournament.Round, a, b int) (tournament.Game, bool) {
	for _, g := range r.Games {
		if g.Has(a) && g.Has(b) {
			return g, true
		}
	}
	return tournament.Game{}, false
}

// gameOf is the game of id in r.
func gameOf(r tournament.Round, id int) tournament.Game {
	for _, g := range r.Games {
		if g.Has(id) {
			return g
		}
	}
	return tournament.Game{}
}

func TestNeverPair_Issue27ListOfTheEventAcrossSectionsOneLoggedChangeEachWithUndo(t *testing.T) {
	v := twoSections(t, 4)
	a, b := idOf(t, v, "A選手1"), idOf(t, v, "B選手2")
	warnings, err := v.AddNeverPair(b, a)
	require.NoError(t, err)
	assert.Empty(t, warnings)
	list, _, err := v.NeverPairs()
	require.NoError(t, err)
	assert.Equal(t, []tournament.NeverPair{{A: a, B: b}}, list, "the lower ID first")

	log, err := v.Root().AuditLog()
	require.NoError(t, err)
	last := log[len(log)-1]
	assert.Equal(t, "neverpair.add", last.Action)
	names, err := v.Root().Names()
	require.NoError(t, err)
	what, detail := tournament.AuditText(last, names, tournament.Japanese)
	assert.Equal(t, "対局させない組の追加（B選手2・A選手1）", what, "as the arbiter named them")
	assert.Equal(t, "対局させない組に追加：B選手2 と A選手1", detail)

	undoing, ok := v.Root().CanUndo()
	require.True(t, ok)
	assert.Equal(t, "対局させない組の追加（B選手2・A選手1）", undoing.Ja)
	_, err = v.Root().Undo()
	require.NoError(t, err)
	list, _, _ = v.NeverPairs()
	assert.Empty(t, list)
	_, err = v.Root().Redo()
	require.NoError(t, err)
	list, _, _ = v.NeverPairs()
	assert.Len(t, list, 1)

	ev, err := v.Root().Event()
	require.NoError(t, err)
	assert.Equal(t, []int{b}, ev.NeverPartners(a))

	require.NoError(t, v.RemoveNeverPair(a, b))
	list, _, _ = v.NeverPairs()
	assert.Empty(t, list)
}

func TestNeverPair_Issue27RefusedWithTheReason(t *testing.T) {
	v := twoSections(t, 4)
	a, b := idOf(t, v, "A選手1"), idOf(t, v, "A選手2")
	listNever(t, v, [2]string{"A選手1", "A選手2"})
	for _, tc := range []struct {
		name   string
		do     func() error
		kind   error
		en, ja string
	}{
		{"AlreadyListed", func() error { _, err := v.AddNeverPair(b, a); return err }, tournament.ErrInvalidInput, "already on the never-pair list", "すでに対局させない組に入っています"},
		{"OneParticipantTwice", func() error { _, err := v.AddNeverPair(a, a); return err }, tournament.ErrInvalidInput, "two different participants (A選手1 twice)", "別々の2人"},
		{"UnknownParticipant", func() error { _, err := v.AddNeverPair(a, 999); return err }, tournament.ErrNotFound, "no participant with id 999", "番号 999 の参加者はいません"},
		{"RemoveWhatIsNotListed", func() error { return v.RemoveNeverPair(a, idOf(t, v, "A選手3")) }, tournament.ErrNotFound, "not on the never-pair list", "対局させない組に入っていません"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, err := v.Root().AuditLog()
			require.NoError(t, err)
			err = tc.do()
			require.ErrorIs(t, err, tc.kind)
			assert.Contains(t, err.Error(), tc.en)
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), tc.ja)
			after, _ := v.Root().AuditLog()
			assert.Len(t, after, len(before), "nothing logged")
		})
	}
}

func TestNeverPair_Issue27SwissKeepsThemApartAndTheExplanationSaysSo(t *testing.T) {
	for _, round1 := range []string{"rank", "random"} {
		v, s := oneSection(t, "othello", "", tournament.FormatOptions{}, map[string]string{"round1": round1}, "兄", "姉", "弟", "妹", "甲", "乙")
		names, err := v.Root().Names()
		require.NoError(t, err)
		free, err := s.PairNextRound()
		require.NoError(t, err)
		a, b := free.Games[0].Black, free.Games[0].White // who the round without the list pairs
		require.NoError(t, s.UndoRound(1))

		_, err = v.AddNeverPair(a, b)
		require.NoError(t, err)
		r, err := s.PairNextRound()
		require.NoError(t, err)
		_, ok := meets(r, a, b)
		assert.False(t, ok, "round1=%s: kept apart", round1)
		g := gameOf(r, a)
		assert.Contains(t, g.Why.En, names[a]+" kept apart from "+names[b]+" (never pair)", round1)
		assert.Contains(t, g.Why.Ja, names[a]+"："+names[b]+" とは対局させない指定のため", round1)
		g = gameOf(r, b)
		assert.Contains(t, g.Why.Ja, names[b]+"："+names[a]+" とは対局させない指定のため", round1)
		for _, og := range r.Games {
			if !og.Has(a) && !og.Has(b) {
				assert.NotContains(t, og.Why.Ja, "対局させない", "a game the list did not move says nothing of it")
			}
		}
	}
}

func TestNeverPair_Issue27NoPairingKeepsThemApartRefusedNamingThemNothingPaired(t *testing.T) {
	v, s := oneSection(t, "go", "", tournament.FormatOptions{}, nil, "父", "娘")
	listNever(t, v, [2]string{"父", "娘"})
	_, err := s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "round 1 cannot be paired: no pairing keeps 父 and 娘 (never pair) apart")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "1 回戦を組み合わせられません：父 と 娘（対局させない指定） を対局させない組合せがありません")
	rs, err := s.Rounds()
	require.NoError(t, err)
	assert.Empty(t, rs, "nothing half-applied")
}

func TestSameClub_Issue27SettingSoftByDefaultHardOrRefused(t *testing.T) {
	_, s := oneSection(t, "othello", "", tournament.FormatOptions{}, nil, "甲/東京", "乙/東京", "丙/東京", "丁/大阪")
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "soft", ev.Setting(tournament.SettingSameClub))
	require.Error(t, s.ChangeSettings(map[string]string{"same_club": "sometimes"}))

	// Soft: three of 東京 among four pair (two of them meet) as today.
	_, err = s.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, s.UndoRound(1))

	// Hard: no pairing keeps three of four apart.
	require.NoError(t, s.ChangeSettings(map[string]string{"same_club": "hard"}))
	_, err = s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "the players of 東京 (same club)")
	assert.Contains(t, err.Error(), "set same_club=soft")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "所属 東京 の選手同士（同じ所属）")
}

func TestSameClub_Issue27HardKeepsTheClubApartWhereAPairingAllows(t *testing.T) {
	_, s := oneSection(t, "othello", "", tournament.FormatOptions{}, map[string]string{"same_club": "hard"}, "甲/東京", "乙/東京", "丙/大阪", "丁/大阪", "戊/京都", "己/京都")
	for range 3 {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		resultAll(t, s, r.Number, always("40-24"))
		ps, _ := s.Participants()
		club := map[int]string{}
		for _, p := range ps {
			club[p.ID] = p.Club
		}
		for _, g := range r.Games {
			assert.NotEqual(t, club[g.Black], club[g.White], "round %d: %v", r.Number, g)
		}
	}
}

func TestNeverPair_Issue27RoundRobinHoldingAPairIsRefused(t *testing.T) {
	v, s := oneSection(t, "go", "roundrobin", tournament.FormatOptions{}, nil, "師匠", "弟子", "客1", "客2")
	listNever(t, v, [2]string{"師匠", "弟子"})
	_, err := s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "in a round robin everyone meets everyone, and it holds players who must not meet: 師匠 and 弟子 (never pair)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "総当たりでは全員が対局しますが、対局させない選手がいます：師匠 と 弟子（対局させない指定）")
	rs, _ := s.Rounds()
	assert.Empty(t, rs)

	require.NoError(t, v.RemoveNeverPair(idOf(t, v, "師匠"), idOf(t, v, "弟子")))
	r, err := s.PairNextRound()
	require.NoError(t, err)

	// Listed after the seats were drawn: the round that would pair them is
	// refused, not played by default.
	master, pupil := idOf(t, v, "師匠"), idOf(t, v, "弟子")
	listNever(t, v, [2]string{"師匠", "弟子"})
	refused := false
	for n := 1; n <= 3; n++ {
		if _, met := meets(r, master, pupil); met {
			break // round 1, paired before the list
		}
		for _, g := range r.Games {
			_, err := s.RecordResult(n, g.Table, "B+R")
			require.NoError(t, err)
		}
		if n == 3 {
			break
		}
		r, err = s.PairNextRound()
		if err != nil {
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), "師匠 と 弟子（対局させない指定）")
			refused = true
			break
		}
		_, met := meets(r, master, pupil)
		assert.False(t, met, "round %d", n+1)
	}
	t.Logf("refused: %v", refused)
}

func TestSameClub_Issue27HardLeagueGroupsRefusedWhenNoDrawSplitsTheClub(t *testing.T) {
	_, s := leagueSection(t, 4, tournament.FormatOptions{"group-size": "4", "advance": "2"}, func(i int) string { return []string{"", "東京", "東京", "", ""}[i] })
	require.NoError(t, s.ChangeSettings(map[string]string{"same_club": "hard"}))
	_, err := s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "同じ所属を別の組に分けられません（same_club=hard）：A組：選手")
}

func TestNeverPair_Issue27LeagueGroupsNeverHoldAPairWhereADrawKeepsThemApart(t *testing.T) {
	v, s := leagueSection(t, 8, tournament.FormatOptions{"group-size": "4", "advance": "2"}, leagueNoClub)
	listNever(t, v, [2]string{"選手01", "選手02"}, [2]string{"選手03", "選手04"}, [2]string{"選手01", "選手05"})
	_, err := s.PairNextRound()
	require.NoError(t, err)
	sec, _, err := v.Section("L")
	require.NoError(t, err)
	require.Len(t, groupsOf(t, sec), 2)
	group := map[int]int{}
	for gi, g := range groupsOf(t, sec) {
		for _, id := range g {
			group[id] = gi
		}
	}
	for _, p := range [][2]string{{"選手01", "選手02"}, {"選手03", "選手04"}, {"選手01", "選手05"}} {
		assert.NotEqual(t, group[idOf(t, v, p[0])], group[idOf(t, v, p[1])], "%v in one group", p)
	}

	// One group of four: nothing keeps them apart.
	v, s = leagueSection(t, 4, tournament.FormatOptions{"group-size": "4", "advance": "2"}, leagueNoClub)
	listNever(t, v, [2]string{"選手01", "選手03"})
	_, err = s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "the league groups cannot be paired: no pairing keeps 選手01 and 選手03 (never pair) apart")
}

func TestNeverPair_Issue27KnockoutNeverInOneFirstRoundGame(t *testing.T) {
	for seed := range 6 {
		v, s := oneSection(t, "go", "knockout", tournament.FormatOptions{}, map[string]string{"seed": fmt.Sprint(seed)}, "兄", "弟", "甲", "乙", "丙", "丁", "戊", "己")
		listNever(t, v, [2]string{"兄", "弟"}, [2]string{"甲", "乙"})
		r, err := s.PairNextRound()
		require.NoError(t, err)
		_, ok := meets(r, idOf(t, v, "兄"), idOf(t, v, "弟"))
		assert.False(t, ok, "seed %d", seed)
		_, ok = meets(r, idOf(t, v, "甲"), idOf(t, v, "乙"))
		assert.False(t, ok, "seed %d", seed)
		assert.NotContains(t, r.Reason.En, "never pair", "two can always be put on opposite halves")
	}
	v, s := oneSection(t, "go", "knockout", tournament.FormatOptions{}, nil, "兄", "弟")
	listNever(t, v, [2]string{"兄", "弟"})
	_, err := s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "決勝トーナメントの1回戦を組み合わせられません：兄 と 弟（対局させない指定）")
}

func TestNeverPair_Issue27QualifyStageKeepsThemApart(t *testing.T) {
	v, s := oneSection(t, "go", "qualify", tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win"}, nil, "兄", "弟", "甲", "乙")
	listNever(t, v, [2]string{"兄", "弟"}, [2]string{"甲", "乙"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	_, ok := meets(r, idOf(t, v, "兄"), idOf(t, v, "弟"))
	assert.False(t, ok)
	_, ok = meets(r, idOf(t, v, "甲"), idOf(t, v, "乙"))
	assert.False(t, ok)
}

func TestNeverPair_Issue27PairGoPairsOfListedMembersKeptApart(t *testing.T) {
	v, s := oneSection(t, "pairgo", "", tournament.FormatOptions{}, nil)
	for k := 1; k <= 4; k++ {
		for _, who := range []string{"姉", "弟"} {
			_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("%s%d", who, k), tournament.FieldRank: "1k",
				tournament.FieldGender: map[string]string{"姉": "f", "弟": "m"}[who], tournament.FieldBirth: "2014-04-01"})
			require.NoError(t, err)
		}
		_, _, err := pairgo.Of(s).RegisterPair(fmt.Sprintf("姉%d", k), fmt.Sprintf("弟%d", k), fmt.Sprintf("ペア%d", k))
		require.NoError(t, err)
	}
	// 姉1 and 弟2 are sisters and brothers across two pairs; so are 姉3
	// and 弟4: their pairs never meet.
	listNever(t, v, [2]string{"姉1", "弟2"}, [2]string{"姉3", "弟4"})
	for range 2 {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		_, ok := meets(r, idOf(t, v, "ペア1"), idOf(t, v, "ペア2"))
		assert.False(t, ok)
		_, ok = meets(r, idOf(t, v, "ペア3"), idOf(t, v, "ペア4"))
		assert.False(t, ok)
		for _, g := range r.Games {
			_, err := s.RecordResult(r.Number, g.Table, "B+R")
			require.NoError(t, err)
		}
	}
	// A pair and its own member are partners, never opponents.
	_, err := v.AddNeverPair(idOf(t, v, "ペア1"), idOf(t, v, "姉1"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
}

func TestNeverPair_Issue27WarnsOfAGameAlreadyPaired(t *testing.T) {
	v, s := oneSection(t, "go", "", tournament.FormatOptions{}, nil, "父", "娘")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	warnings, err := v.AddNeverPair(r.Games[0].Black, r.Games[0].White)
	require.NoError(t, err)
	require.Len(t, warnings, 1)
	assert.Contains(t, warnings[0].Ja, "すでに 1 回戦の 1 番卓で組まれています")
}

func TestNeverPair_Issue27ExportedAndImportedWithTheEvent(t *testing.T) {
	v := twoSections(t, 3)
	listNever(t, v, [2]string{"A選手1", "B選手3"})
	x, err := v.Root().Export()
	require.NoError(t, err)
	assert.Equal(t, 4, x.Version, "the never-pair list is version 4")
	ev, err := tournament.NewService(gametest.Reimported(t, x)).Event()
	require.NoError(t, err)
	assert.Equal(t, x.Event.NeverPairs, ev.NeverPairs)

	data, err := x.JSON()
	require.NoError(t, err)
	bad := strings.Replace(string(data), fmt.Sprintf(`"b": %d`, x.Event.NeverPairs[0].B), `"b": 999`, 1)
	back, err := tournament.DecodeExport([]byte(bad))
	require.NoError(t, err)
	err = tournament.ImportEvent(storage.NewMemory(), back)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "never-pair pair 1")
}

func TestNeverPair_Issue27ImportByNameReadingOrIDHeaderOptional(t *testing.T) {
	v := twoSections(t, 3)
	_, a, err := v.Section("A")
	require.NoError(t, err)
	_, err = a.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "山田 花子", tournament.FieldReading: "やまだ はなこ"})
	require.NoError(t, err)
	b2 := idOf(t, v, "B選手2")
	for _, tc := range []struct {
		name, csv string
		added     int
	}{
		{"WithAHeader", "player,player\nA選手1,B選手1\n", 1},
		{"WithoutAHeader", "A選手1,B選手1\nA選手2,B選手3\n", 1},                           // the first is listed already
		{"ByReadingAndID", fmt.Sprintf("やまだ はなこ,%d\n", b2), 1},                    // a reading, an ID
		{"JapaneseHeaderAndTheListsOwnColumns", "選手1,選手2,番号\n山田 花子,A選手3,99\n", 1}, // columns after a header are not read
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := v.ImportNeverPairs([]byte(tc.csv))
			require.NoError(t, err)
			assert.Len(t, rep.Added, tc.added)
		})
	}
	list, _, err := v.NeverPairs()
	require.NoError(t, err)
	assert.Len(t, list, 4)
	log, _ := v.Root().AuditLog()
	assert.Equal(t, "neverpair.import", log[len(log)-1].Action)

	// Everything listed already: nothing changes, nothing is logged.
	rep, err := v.ImportNeverPairs([]byte("A選手1,B選手1\n"))
	require.NoError(t, err)
	assert.Empty(t, rep.Added)
	assert.Len(t, rep.Already, 1)
	again, _ := v.Root().AuditLog()
	assert.Len(t, again, len(log))
}

func TestNeverPair_Issue27ImportListsEveryBadLineAndImportsNothing(t *testing.T) {
	v := twoSections(t, 3)
	csv := "A選手1,B選手1\n" + // good
		"A選手1,誰か\n" + // nobody of that name
		"A選手2,A選手2\n" + // one participant twice
		"A選手3\n" + // one participant
		"A選手1,A選手2,A選手3\n" // three, without a header
	_, err := v.ImportNeverPairs([]byte(csv))
	var ie *tournament.ImportError
	require.ErrorAs(t, err, &ie)
	var lines []int
	for _, p := range ie.Problems {
		lines = append(lines, p.Line)
	}
	assert.Equal(t, []int{2, 3, 4, 5}, lines)
	ja := tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, ja, "2行目: 「誰か」という参加者はいません")
	assert.Contains(t, ja, "3行目: 対局させない組には別々の2人を指定してください")
	assert.Contains(t, ja, "4行目: 1行に2人（選手,選手）を書いてください")
	assert.Contains(t, ja, "5行目: 1行に書くのは2人です")
	list, _, _ := v.NeverPairs()
	assert.Empty(t, list, "all or none")

	_, err = v.ImportNeverPairs([]byte("player,player\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "CSV ファイルに組がありません")
}

func TestNeverPair_Issue27SwapByHandIsWarnedNotRefused(t *testing.T) {
	v, s := oneSection(t, "othello", "", tournament.FormatOptions{}, nil, "兄", "弟", "甲", "乙")
	listNever(t, v, [2]string{"兄", "弟"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	brother, sister := idOf(t, v, "兄"), idOf(t, v, "弟")
	// Swap 弟 with 兄's opponent: 兄 now meets 弟.
	g := gameOf(r, brother)
	opp := g.Black
	if opp == brother {
		opp = g.White
	}
	warnings, err := s.SwapPlayers(1, opp, sister)
	require.NoError(t, err, "the arbiter decides")
	var ja []string
	for _, w := range warnings {
		ja = append(ja, w.Ja)
	}
	assert.Contains(t, ja, "兄 と 弟 は対局させない指定です")
	r, err = s.Round(1)
	require.NoError(t, err)
	g, ok := meets(r, brother, sister)
	require.True(t, ok)
	assert.Contains(t, g.Warnings, tournament.Text{En: "兄 and 弟 must not meet (never pair)", Ja: "兄 と 弟 は対局させない指定です"})
}

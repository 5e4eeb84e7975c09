package tournament_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/japanese"

	"taikai/tournament"
	pairgogame "taikai/tournament/pairgo"
)

var today = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

// newService returns a service over a fresh in-memory Othello event.
func newService(t testing.TB) *tournament.Service {
	t.Helper()
	s := atToday(tournament.WithArbiter("審判 一郎"))
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "テスト大会", Date: "2026-11-21"}, nil, today)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	return s
}

func TestImport_Section1ShiftJISWithJapaneseHeaders(t *testing.T) {
	s := newService(t)
	data, err := os.ReadFile("testdata/players_sjis.csv")
	require.NoError(t, err)
	rep, err := s.ImportParticipants(data)
	require.NoError(t, err)
	assert.Equal(t, "Shift_JIS", rep.Encoding)
	ps, err := s.Participants()
	require.NoError(t, err)
	require.Len(t, ps, 8)
	assert.Equal(t, "谷田 邦彦", ps[0].Name)
	assert.Equal(t, tournament.Dan(7), ps[0].Rank)
	assert.True(t, ps[0].HasFlag(tournament.FlagDesignated))
	assert.Equal(t, "髙橋 晃一", ps[2].Name, "CP932 extension characters decode")
	assert.Equal(t, tournament.Kyu(2), ps[3].Rank)
	assert.Equal(t, tournament.Female, ps[3].Gender)
	assert.Equal(t, "2013-02-28", ps[3].Birth)
	assert.False(t, ps[6].Rank.Known())
	assert.Equal(t, tournament.Kyu(1), ps[7].Rank)
}

func TestImport_Section1BadRowImportsNothingAndNamesLineAndColumn(t *testing.T) {
	s := newService(t)
	data, err := os.ReadFile("testdata/players_sjis_bad_line7.csv")
	require.NoError(t, err)
	_, err = s.ImportParticipants(data)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "line 7, column 段級位: invalid rank \"5Q\"")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "7行目、段級位列")
	ps, _ := s.Participants()
	assert.Empty(t, ps)
	log, _ := s.AuditLog()
	assert.Len(t, log, 1, "only the creation is logged")
}

func TestImport_Section1EveryBadCellIsNamed(t *testing.T) {
	s := newService(t)
	csv := "name,rank,birth,gender,flags,rating\n" +
		"山田 太郎,3d,2010-01-01,m,,1500\n" +
		",3x,2030-01-01,x,champion,abc\n" +
		"山田　太郎,1k,,,,\n"
	_, err := s.ImportParticipants([]byte(csv))
	require.Error(t, err)
	msg := err.Error()
	for _, want := range []string{
		"line 3, column name: the name is required",
		"line 3, column rank: invalid rank \"3x\"",
		"line 3, column birth: birth date \"2030-01-01\" is not plausible",
		"line 3, column gender: invalid gender \"x\"",
		"line 3, column flags: unknown flag \"champion\"",
		"line 3, column rating: invalid rating \"abc\"",
		"line 4, column name: \"山田　太郎\" is also on line 2", // the same name and no club twice
	} {
		assert.Contains(t, msg, want)
	}
}

func TestImport_Section1UTF8WithBOMAndEnglishHeaders(t *testing.T) {
	s := newService(t)
	csv := "\xef\xbb\xbfid,name,reading,rank,club,備考\r\n7,佐藤 花子,さとう はなこ,初段,東京都,メモ\r\n\r\n8,鈴木 一郎,,12級,,\r\n"
	rep, err := s.ImportParticipants([]byte(csv))
	require.NoError(t, err)
	assert.Equal(t, "UTF-8", rep.Encoding)
	assert.Equal(t, []string{"備考"}, rep.Ignored)
	require.Len(t, rep.Added, 2)
	assert.Equal(t, 1, rep.Added[0].ID, "ids of another event's list are not reused")
	assert.Equal(t, tournament.Kyu(12), rep.Added[1].Rank)
}

func TestImport_Section1NameAlreadyRegisteredImportsNothing(t *testing.T) {
	s := newService(t)
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "佐藤 花子"})
	require.NoError(t, err)
	_, err = s.ImportParticipants([]byte("氏名\n鈴木 一郎\n佐藤　花子\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput, "the same name and no club: the same person twice")
	assert.Contains(t, err.Error(), "line 3: \"佐藤　花子\" is already registered (id 1)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "3行目: 「佐藤　花子」はすでに登録されています（番号 1）。同姓同名の別の方なら、所属を入力して区別してください")
	ps, _ := s.Participants()
	assert.Len(t, ps, 1)
}

func TestImport_Section1MalformedAndEmptyFiles(t *testing.T) {
	s := newService(t)
	for _, tc := range []struct{ data, want string }{
		{"", "empty"},
		{"name\n", "no participants"},
		{"rank\n3d\n", "no name column"},
		{"name\n\"山田,3d\n", "malformed"},
		{"name,name\n山田,山田\n", "appears twice"},
		{"name,rank\n山田,3d,extra\n", "has 3 values but the header has 2"},
	} {
		_, err := s.ImportParticipants([]byte(tc.data))
		require.Error(t, err, tc.data)
		assert.Contains(t, err.Error(), tc.want)
	}
	_, err := s.ImportParticipants([]byte{0x82, 0xa0, 0xff, 0xfe, 0x00})
	require.Error(t, err)
}

func TestParticipant_Section1AddEditWithdraw(t *testing.T) {
	s := newService(t)
	p, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: " 山田 太郎 ", tournament.FieldRank: "三段", tournament.FieldGender: "男"})
	require.NoError(t, err)
	assert.Equal(t, "山田 太郎", p.Name)
	assert.Equal(t, tournament.Dan(3), p.Rank)

	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "山田　太郎"})
	require.ErrorIs(t, err, tournament.ErrDuplicate, "the same name and no club: the same person twice")

	require.NoError(t, s.Withdraw(p.ID, 3))
	form := p.Form()
	form[tournament.FieldClub] = "東京都"
	p2, err := s.EditParticipant(p.ID, form)
	require.NoError(t, err)
	assert.Equal(t, 3, p2.WithdrawnFrom, "editing keeps the withdrawal")
	assert.Equal(t, tournament.Withdrawn, p2.StatusIn(3))
	assert.Equal(t, tournament.Present, p2.StatusIn(2))
	require.ErrorIs(t, s.Withdraw(p.ID, 4), tournament.ErrInvalidInput)
	require.NoError(t, s.Reinstate(p.ID))

	found, err := s.FindParticipant("山田　太郎")
	require.NoError(t, err)
	assert.Equal(t, p.ID, found.ID)
	_, err = s.FindParticipant("99")
	require.ErrorIs(t, err, tournament.ErrNotFound)

	log, err := s.AuditLog()
	require.NoError(t, err)
	var actions []string
	for _, e := range log {
		actions = append(actions, e.Action)
		assert.Equal(t, "審判 一郎", e.Arbiter)
	}
	assert.Equal(t, []string{"event.create", "players.add", "players.withdraw", "players.edit", "players.reinstate"}, actions)
	assert.Contains(t, log[3].Detail, "東京都")
}

func TestParticipant_SameNameAllowedWithAnotherClub(t *testing.T) {
	s := newService(t)
	add := func(name, club string) (tournament.Participant, error) {
		return s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: name, tournament.FieldClub: club})
	}
	tokyo, err := add("山田 太郎", "東京都")
	require.NoError(t, err)
	osaka, err := add("山田　太郎", "大阪府")
	require.NoError(t, err, "同姓同名 with another club is another person")
	noClub, err := add("山田 太郎", "")
	require.NoError(t, err, "no club differs from a club")
	assert.Equal(t, []int{1, 2, 3}, []int{tokyo.ID, osaka.ID, noClub.ID})

	for _, tc := range []struct{ name, club, en, ja string }{
		{"山田 太郎", "東京都", `"山田 太郎" of 東京都 is already registered (id 1)`, "「山田 太郎」（東京都）はすでに登録されています（番号 1）。同姓同名で所属も同じ別の方なら、所属を詳しく書くなどして区別してください"},
		{"山田　太郎", " 東京都 ", `"山田　太郎" of 東京都 is already registered`, "（番号 1）"},
		{"山田 太郎", "", `"山田 太郎" is already registered (id 3); if this is another person of the same name, add the club`, "「山田 太郎」はすでに登録されています（番号 3）。同姓同名の別の方なら、所属を入力して区別してください"},
	} {
		_, err := add(tc.name, tc.club)
		require.ErrorIs(t, err, tournament.ErrDuplicate, "%s %s", tc.name, tc.club)
		assert.Contains(t, err.Error(), tc.en)
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), tc.ja)
	}
	// Clubs compare like names: widths, spaces and case aside.
	_, err = add("鈴木 一郎", "ＡＢＣ クラブ")
	require.NoError(t, err)
	_, err = add("鈴木 一郎", "abc　クラブ")
	require.ErrorIs(t, err, tournament.ErrDuplicate)
}

func TestParticipant_EditIntoAnExactDuplicateIsRefused(t *testing.T) {
	s := newService(t)
	a, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "山田 太郎", tournament.FieldClub: "東京都"})
	require.NoError(t, err)
	b, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "山田 太郎", tournament.FieldClub: "大阪府"})
	require.NoError(t, err)
	form := b.Form()
	form[tournament.FieldClub] = "東京都"
	_, err = s.EditParticipant(b.ID, form)
	require.ErrorIs(t, err, tournament.ErrDuplicate, "b would become a second a")
	form = a.Form()
	form[tournament.FieldRank] = "3d"
	_, err = s.EditParticipant(a.ID, form)
	require.NoError(t, err, "editing a participant never clashes with themself")
}

func TestImport_SameNameWithAnotherClubIsImported(t *testing.T) {
	s := newService(t)
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "山田 太郎", tournament.FieldClub: "東京都"})
	require.NoError(t, err)
	rep, err := s.ImportParticipants([]byte("氏名,所属\n山田 太郎,大阪府\n山田　太郎,\n佐藤 花子,京都府\n佐藤 花子,兵庫県\n"))
	require.NoError(t, err)
	assert.Len(t, rep.Added, 4)

	_, err = s.ImportParticipants([]byte("氏名,所属\n田中 一,千葉県\n田中　一,千葉県\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), `line 3, column 氏名: `+"\"田中　一\" is also on line 2 (with the same club)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "「田中　一」は 2 行目にもあります（所属も同じ）。同姓同名の別の方なら、所属を書いて区別してください")
	_, err = s.ImportParticipants([]byte("氏名,所属\n田中 一,千葉県\n山田 太郎,東京都\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), `line 3: "山田 太郎" of 東京都 is already registered (id 1)`)
	ps, _ := s.Participants()
	assert.Len(t, ps, 5, "nothing of the bad file is imported")
}

func TestNames_SameNameShowsTheClubOrTheID(t *testing.T) {
	s := newService(t)
	for _, f := range [][2]string{{"山田 太郎", "東京都"}, {"佐藤 花子", "京都府"}, {"山田　太郎", "大阪府"}, {"山田 太郎", ""}, {"鈴木 一郎", ""}} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: f[0], tournament.FieldClub: f[1]})
		require.NoError(t, err)
	}
	names, err := s.Names()
	require.NoError(t, err)
	assert.Equal(t, map[int]string{
		1: "山田 太郎（東京都）",
		2: "佐藤 花子",
		3: "山田　太郎（大阪府）",
		4: "山田 太郎（#4）",
		5: "鈴木 一郎",
		// The arbiter's side of a 審判対局 game.
		tournament.ArbiterID: "審判",
	}, names)
}

func TestDisplayNames_SameNameAndClubGetTheIDToo(t *testing.T) {
	// Two entries can only share a name and a club in a file written
	// before the rule; they are still told apart.
	ps := []tournament.Participant{
		{ID: 3, Name: "山田 太郎", Club: "東京都"},
		{ID: 9, Name: "山田 太郎", Club: "東京都"},
		{ID: 4, Name: "山田 花子", Club: "東京都"},
	}
	assert.Equal(t, map[int]string{3: "山田 太郎（東京都・#3）", 9: "山田 太郎（東京都・#9）", 4: "山田 花子", tournament.ArbiterID: "審判"}, tournament.DisplayNames(ps))
	assert.Equal(t, map[int]string{tournament.ArbiterID: "審判"}, tournament.DisplayNames(nil))
}

func TestFindParticipant_SameNameByIDOrNameAndClub(t *testing.T) {
	s := newService(t)
	for _, f := range [][2]string{{"山田 太郎", "東京都"}, {"佐藤 花子", ""}, {"山田 太郎", "大阪府"}, {"山田 太郎", ""}, {"鈴木 一郎（A）", ""}} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: f[0], tournament.FieldClub: f[1]})
		require.NoError(t, err)
	}
	for _, tc := range []struct {
		ref string
		id  int
	}{
		{"3", 3},
		{"#3", 3},
		{"＃３", 3},
		{" #4 ", 4},
		{"佐藤 花子", 2},
		{"佐藤花子", 2},
		{"佐藤 花子 (#2)", 2},
		{"山田 太郎 (東京都)", 1},
		{"山田太郎(東京都)", 1},
		{"山田　太郎（大阪府）", 3},
		{"山田 太郎（#4）", 4},
		{"山田 太郎 (#3)", 3},
		{"山田 太郎（東京都・#1）", 1},
		{"鈴木 一郎（A）", 5},
		{"鈴木 一郎 (A)", 5},
	} {
		p, err := s.FindParticipant(tc.ref)
		if assert.NoError(t, err, tc.ref) {
			assert.Equal(t, tc.id, p.ID, tc.ref)
		}
	}

	_, err := s.FindParticipant("山田 太郎")
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Equal(t, "「山田 太郎」は3人います：#1 山田 太郎（東京都）、#3 山田 太郎（大阪府）、#4 山田 太郎（#4）。番号か「名前（所属）」で指定してください",
		tournament.Localize(err, tournament.Japanese))
	assert.Equal(t, `there are 3 participants named "山田 太郎": #1 山田 太郎（東京都）, #3 山田 太郎（大阪府）, #4 山田 太郎（#4）; give the id or NAME (CLUB)`, err.Error())

	_, err = s.FindParticipant("山田 太郎（京都府）")
	require.ErrorIs(t, err, tournament.ErrNotFound)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "所属「京都府」の「山田 太郎」はいません。「山田 太郎」という参加者は #1 山田 太郎（東京都）、#3")
	_, err = s.FindParticipant("山田 太郎 (#2)")
	require.ErrorIs(t, err, tournament.ErrNotFound, "#2 is not a 山田 太郎")
	_, err = s.FindParticipant("田中 一 (東京都)")
	require.ErrorIs(t, err, tournament.ErrNotFound)
	assert.Contains(t, err.Error(), `no participant named "田中 一 (東京都)"`)
	_, err = s.FindParticipant("99")
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

func TestFindParticipant_PairServicesRefuseAnAmbiguousName(t *testing.T) {
	s := pairGoEvent(t)
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "山田 花", tournament.FieldClub: "大阪府",
		tournament.FieldGender: "f", tournament.FieldBirth: "2013-06-01"})
	require.NoError(t, err)
	_, _, err = pairgogame.Of(s).RegisterPair("山田 花", "田中 翔", "")
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "「山田 花」は2人います")
	pair, _, err := pairgogame.Of(s).RegisterPair("山田 花（大阪府）", "田中 翔", "")
	require.NoError(t, err)
	assert.Contains(t, pair.Members, 7)
}

func TestParticipant_Section1FormErrorsInBothLanguages(t *testing.T) {
	s := newService(t)
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldRank: "7x"})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "name: the name is required")
	ja := tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, ja, "氏名: 氏名は必須です")
	assert.Contains(t, ja, "段級位: 段級位「7x」は使えません")
}

func TestSettings_DefaultsAndValidation(t *testing.T) {
	s := newService(t)
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "6", ev.Setting("rounds"))
	assert.Equal(t, "6", ev.Setting("bp_c"))
	assert.NotEmpty(t, ev.Setting("seed"), "a lot seed is stored at creation")

	require.NoError(t, s.ChangeSettings(map[string]string{"rounds": "7", "bp_beaten_only": "yes"}))
	err = s.ChangeSettings(map[string]string{"rounds": "8", "bp_c": "x"})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	ev, _ = s.Event()
	assert.Equal(t, "7", ev.Setting("rounds"), "one bad value changes nothing")
	assert.Equal(t, "true", ev.Setting("bp_beaten_only"))
	err = s.ChangeSettings(map[string]string{"komi": "6.5"})
	assert.Contains(t, err.Error(), "unknown setting \"komi\" for Othello events")
	log, _ := s.AuditLog()
	assert.Equal(t, `bp_beaten_only "false"→"true", early_final_after "5"→"6", early_final_third_max_wins "4"→"5", rounds "6"→"7"`, log[len(log)-1].Detail,
		"the early final follows the rounds: said in the log")
}

func TestEvent_NewEventChecksInput(t *testing.T) {
	_, err := tournament.NewEvent(tournament.EventInfo{Game: "chess", Name: "x"}, nil, today)
	assert.ErrorContains(t, err, "unknown game")
	_, err = tournament.NewEvent(tournament.EventInfo{Game: "go", Name: " "}, nil, today)
	assert.ErrorContains(t, err, "name is required")
	_, err = tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "x", Date: "21/11/2026"}, nil, today)
	assert.ErrorContains(t, err, "invalid date")
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "yonin-shogi", Name: "x"}, map[string]string{"arbiter": "田中"}, today)
	require.NoError(t, err)
	assert.Equal(t, tournament.GameKind("yonin"), ev.Game)
	assert.Equal(t, "2026-11-21", ev.Date)
	assert.Equal(t, "田中", ev.Setting("arbiter"))
}

func TestDemo_24DistinctRealisticParticipants(t *testing.T) {
	s := atToday()
	require.NoError(t, s.CreateDemo("othello"))
	ps, err := s.Participants()
	require.NoError(t, err)
	require.Len(t, ps, 24)
	names := map[string]bool{}
	for _, p := range ps {
		assert.False(t, names[p.Name])
		names[p.Name] = true
		assert.NotEmpty(t, p.Reading)
		assert.NotEmpty(t, p.Club)
	}
	assert.True(t, ps[0].HasFlag(tournament.FlagDesignated))
}

func FuzzImportParticipants(f *testing.F) {
	f.Add([]byte("name,rank\n山田,3d\n"))
	f.Add([]byte("氏名,段級位,生年月日,性別,区分\n山田,初段,2012/4/1,女,指定選手;県代表\n"))
	sjis, _ := japanese.ShiftJIS.NewEncoder().Bytes([]byte("氏名,段級位\n佐藤,5級\n"))
	f.Add(sjis)
	f.Add([]byte("name\n\"a\"\"b\",\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := newService(t)
		rep, err := s.ImportParticipants(data)
		ps, _ := s.Participants()
		if err != nil {
			if len(ps) != 0 {
				t.Fatalf("a failed import left %d participants", len(ps))
			}
			return
		}
		if len(ps) != len(rep.Added) || len(ps) == 0 {
			t.Fatalf("imported %d, stored %d", len(rep.Added), len(ps))
		}
		for _, p := range ps {
			if strings.TrimSpace(p.Name) == "" {
				t.Fatal("empty name stored")
			}
		}
	})
}

func BenchmarkImport2000Memory(b *testing.B) {
	data := tournament.ParticipantsCSV(tournament.DemoParticipants(2000, 1))
	for b.Loop() {
		s := newService(b)
		if _, err := s.ImportParticipants(data); err != nil {
			b.Fatal(err)
		}
	}
}

// Issue 38: an imported list's status column keeps a withdrawn player
// withdrawn (players list's withdrawn-from-N, the workbook's N回戦から棄権);
// a status it cannot read is refused with its line, nothing imported.
func TestImport_Issue38WithdrawnStatusKept(t *testing.T) {
	s := goEvent(t)
	rep, err := s.ImportParticipants([]byte("name,rank,status\n甲,1d,present\n乙,1d,withdrawn-from-3\n丙,2d,2回戦から棄権\n丁,3d,late-from-2;withdrawn-from-4\n戊,1k,棄権\n"))
	require.NoError(t, err)
	require.Len(t, rep.Added, 5)
	got := map[string]int{}
	for _, p := range rep.Added {
		got[p.Name] = p.WithdrawnFrom
	}
	assert.Equal(t, map[string]int{"甲": 0, "乙": 3, "丙": 2, "丁": 4, "戊": 1}, got)

	s2 := goEvent(t)
	_, err = s2.ImportParticipants([]byte("氏名,状態\n甲,出場\n乙,休み\n"))
	require.Error(t, err)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "「休み」は状態として読めません")
	ps, _ := s2.Participants()
	assert.Empty(t, ps, "nothing imported")
}

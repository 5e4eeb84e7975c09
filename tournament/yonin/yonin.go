package yonin

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"

	"taikai/pairing/seating"
	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// Stage is one stage of a four-player shogi event (予選, 本戦, 決勝): its
// tables (卓) of four seats.
type Stage struct {
	Order  int          `json:"order"` // 1 for the first stage
	Name   string       `json:"name"`
	Tables []YoninTable `json:"tables"`
}

// YoninTable is one table (卓) of a stage: four seats in turn order (seat 0
// moves first in game 1), a participant ID or 0 for a CPU substitute (CPU代指し),
// and the games played, in order.
type YoninTable struct {
	Name  string      `json:"name"` // A, B, C …
	Seats [4]int      `json:"seats"`
	Games []YoninGame `json:"games,omitempty"`
}

// YoninGame is one recorded game of a table, as the arbiter entered it.
type YoninGame struct {
	Game     rules.Game `json:"game"`
	Text     string     `json:"text"` // the --mated text, for the log and sheets
	Arbiter  string     `json:"arbiter"`
	Recorded time.Time  `json:"recorded"`
}

// TableByName returns the table called name, however the arbiter types
// it: the letter in either case and width, with or without 卓 (A, a, Ａ,
// A卓, Ａ卓), or the table's number counting from 1 as the draw names them
// (1, １, 1卓, 1番卓, 第1卓 for A; 2 for B; 27 for AA — seating.TableName).
// A table seated by hand under a name of its own (even "1") is found by
// that name first.
func (st Stage) TableByName(name string) (int, bool) {
	key := tableKey(name)
	if key == "" {
		return -1, false
	}
	for i, t := range st.Tables {
		if tableKey(t.Name) == key {
			return i, true
		}
	}
	if n, err := strconv.Atoi(key); err == nil && n >= 1 && n <= 26*27 {
		letter := seating.TableName(n - 1)
		for i, t := range st.Tables {
			if tableKey(t.Name) == letter {
				return i, true
			}
		}
	}
	return -1, false
}

// tableKey is what a typed table name is compared by: widths folded, spaces
// dropped, upper case, without 第…卓 or 番卓.
func tableKey(name string) string {
	k := strings.ToUpper(strings.Join(strings.Fields(norm.NFKC.String(name)), ""))
	k = strings.TrimPrefix(k, "第")
	k = strings.TrimSuffix(k, "卓")
	k = strings.TrimSuffix(k, "番")
	if k == "" {
		return strings.ToUpper(strings.TrimSpace(name)) // a table called 卓
	}
	return k
}

// seatNames maps what the arbiter may type for each seat: the exact name
// (spaces and widths aside), the seat number 1–4, and CPU1–CPU4 for a
// substitute.
func seatNames(t YoninTable, names map[int]string) map[string]int {
	m := map[string]int{}
	for s, id := range t.Seats {
		m[strconv.Itoa(s+1)] = s
		if id == 0 {
			m["CPU"+strconv.Itoa(s+1)] = s
			continue
		}
		m[names[id]] = s
		m[tournament.NameKey(names[id])] = s
	}
	return m
}

// SeatNumbered names a seat with its number, as the table board lists the
// players and the typed entry takes them: 「1番 山田」, 「4番 CPU」.
func SeatNumbered(t YoninTable, s int, names map[int]string) string {
	who := names[t.Seats[s]]
	if t.Seats[s] == 0 {
		who = "CPU"
	}
	return strconv.Itoa(s+1) + "番 " + who
}

// SeatLabel is how a seat is named on screens and sheets.
func SeatLabel(t YoninTable, s int, names map[int]string) string {
	if t.Seats[s] == 0 {
		return "CPU" + strconv.Itoa(s+1)
	}
	return names[t.Seats[s]]
}

// stageNamed reads the stage called name, refused when there is none.
func stageNamed(r tournament.Reader, name string) (Stage, error) {
	sts, err := stagesIn(r)
	if err != nil {
		return Stage{}, err
	}
	st, ok := stageOf(sts, name)
	if !ok {
		return Stage{}, tournament.NewProblem(tournament.ErrNotFound, "no stage \"%s\"", "ステージ「%s」はありません", name)
	}
	return st, nil
}

func stageOf(sts []Stage, name string) (Stage, bool) {
	for _, st := range sts {
		if st.Name == strings.TrimSpace(name) {
			return st, true
		}
	}
	return Stage{}, false
}

func (s *Service) yoninEvent(r tournament.Reader) (tournament.Event, rules.Settings, error) {
	ev, err := r.Event()
	if err != nil {
		return ev, rules.Settings{}, err
	}
	if ev.Game != Kind {
		return ev, rules.Settings{}, tournament.NewProblem(tournament.ErrInvalidInput, "tables of four are for four-player shogi events", "4人卓は四人将棋の大会のものです")
	}
	set, err := SettingsOf(ev)
	return ev, set, err
}

// stagesIn reads the stages, kept as the discipline's records.
func stagesIn(r tournament.Reader) ([]Stage, error) {
	recs, err := r.Records()
	if err != nil {
		return nil, err
	}
	out := make([]Stage, len(recs))
	for i, rec := range recs {
		if err := json.Unmarshal(rec.Data, &out[i]); err != nil {
			return nil, fmt.Errorf("reading stage: %w", err)
		}
	}
	return out, nil
}

// putStage stores st under its order, replacing it.
func putStage(w tournament.Writer, st Stage) error {
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	return w.PutRecord(tournament.Stored{Key: st.Order, Data: data})
}

// Stages returns the stages of a four-player shogi event, in order.
func (s *Service) Stages() (sts []Stage, err error) {
	err = s.View(func(r tournament.Reader) error { sts, err = stagesIn(r); return err })
	return sts, err
}

func namesIn(r tournament.Reader) (map[int]string, error) {
	ps, err := r.Participants()
	if err != nil {
		return nil, err
	}
	m := map[int]string{}
	for _, p := range ps {
		m[p.ID] = p.Name
	}
	return m, nil
}

// yoninProblem passes a rules/yonin message on in both languages: its own
// Japanese when it has one, else the English with a Japanese lead-in.
func yoninProblem(err error) error {
	if ja, ok := rules.Japanese(err); ok {
		return tournament.WrapRules(err, "記録できません："+ja)
	}
	return tournament.WrapRules(err, "記録できません: "+err.Error())
}

// StageByName returns the stage called name.
func (s *Service) StageByName(name string) (Stage, bool) {
	sts, err := s.Stages()
	if err != nil {
		return Stage{}, false
	}
	return stageOf(sts, name)
}

// RulesSettings returns the event's four-player shogi rules settings.
func (s *Service) RulesSettings() (rules.Settings, error) {
	var set rules.Settings
	err := s.View(func(r tournament.Reader) error {
		var err error
		_, set, err = s.yoninEvent(r)
		return err
	})
	return set, err
}

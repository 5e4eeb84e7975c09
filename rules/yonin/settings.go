package yonin

import (
	"fmt"
	"strconv"
)

// Settings are the numbers of the 国士戦 rules (docs/rules.md §5) that an event may
// change; DefaultSettings gives the federation's values.
type Settings struct {
	// StartPoints is the 持ち点 every player has before game 1.
	StartPoints int
	// MatePoints is the 撃破点 a mated player pays to the player who mated them.
	MatePoints int
	// ParentMatePoints replaces MatePoints when the parent (親) is the mater
	// or the mated.
	ParentMatePoints int
	// FourthToSecond is what the 4th of a game gives to the 2nd (4位→2位).
	FourthToSecond int
	// FoulPenalty is the 反則点 deducted from a player who fouls; it goes to
	// nobody.
	FoulPenalty int
	// StopAt stops the table (打ち切り) once a player has StopAt points or
	// fewer after a game.
	StopAt int
	// Games is how many games a table plays without 連荘 (四1局 … オーラス);
	// with the default 4 every seat is parent once.
	Games int
	// Renchan enables 連荘: a parent who wins is parent again (一本場, 二本場 …).
	Renchan bool
	// JishogiMove is the move at which the game ends as 持将棋.
	JishogiMove int
	// NyugyokuMove is the first move at which 入玉宣言 may be declared.
	NyugyokuMove int
	// NyugyokuRanks is the depth of the opponents' camp (敵陣) in ranks that
	// the king must have entered for 入玉宣言.
	NyugyokuRanks int
	// RookPoints is the 持将棋 value of a rook (飛).
	RookPoints int
	// PiecePoints is the 持将棋 value of every other piece (小駒), king excluded.
	PiecePoints int
	// AdvancePerTable is how many players of each table advance (上位N名).
	AdvancePerTable int
	// BestThirds is how many of the best next-placed players across all tables
	// also advance (3位枠).
	BestThirds int
}

// DefaultSettings returns the 国士戦 defaults of docs/rules.md §5 and the seed.
func DefaultSettings() Settings {
	return Settings{
		StartPoints:      11,
		MatePoints:       2,
		ParentMatePoints: 3,
		FourthToSecond:   1,
		FoulPenalty:      1,
		StopAt:           0,
		Games:            4,
		Renchan:          true,
		JishogiMove:      300,
		NyugyokuMove:     250,
		NyugyokuRanks:    3,
		RookPoints:       5,
		PiecePoints:      1,
		AdvancePerTable:  2,
		BestThirds:       0,
	}
}

// SettingKey describes one setting for screens, sheets and `taikai settings`:
// its key, its label in both languages and its allowed range (a bool is 0..1).
type SettingKey struct {
	// Key is the stable name used by `taikai settings` and the event file.
	Key string
	// En and Ja are the labels shown on screens and sheets.
	En, Ja string
	// Min and Max bound a whole-number setting.
	Min, Max int
	// Bool marks a true/false setting.
	Bool  bool
	field func(*Settings) *int
	flag  func(*Settings) *bool
}

var settingKeys = []SettingKey{
	{Key: "start_points", En: "Starting points", Ja: "持ち点", Min: 1, Max: 999, field: func(s *Settings) *int { return &s.StartPoints }},
	{Key: "mate_points", En: "Points for a mate", Ja: "撃破点", Min: 0, Max: 99, field: func(s *Settings) *int { return &s.MatePoints }},
	{Key: "parent_mate_points", En: "Points for a mate involving the parent", Ja: "撃破点（親が関わる場合）", Min: 0, Max: 99, field: func(s *Settings) *int { return &s.ParentMatePoints }},
	{Key: "fourth_to_second", En: "Points the 4th gives the 2nd", Ja: "4位から2位への点", Min: 0, Max: 99, field: func(s *Settings) *int { return &s.FourthToSecond }},
	{Key: "foul_penalty", En: "Foul penalty", Ja: "反則点", Min: 0, Max: 99, field: func(s *Settings) *int { return &s.FoulPenalty }},
	{Key: "stop_at", En: "Table stops at this many points or fewer", Ja: "打ち切り（この点数以下）", Min: -99, Max: 99, field: func(s *Settings) *int { return &s.StopAt }},
	{Key: "games", En: "Games per table (without 連荘)", Ja: "局数（連荘を除く）", Min: 1, Max: 16, field: func(s *Settings) *int { return &s.Games }},
	{Key: "renchan", En: "Parent repeats after a win (連荘)", Ja: "連荘", Min: 0, Max: 1, Bool: true, flag: func(s *Settings) *bool { return &s.Renchan }},
	{Key: "jishogi_move", En: "持将棋 at move", Ja: "持将棋の手数", Min: 1, Max: 9999, field: func(s *Settings) *int { return &s.JishogiMove }},
	{Key: "nyugyoku_move", En: "入玉宣言 from move", Ja: "入玉宣言できる手数", Min: 1, Max: 9999, field: func(s *Settings) *int { return &s.NyugyokuMove }},
	{Key: "nyugyoku_ranks", En: "入玉宣言: ranks of the opponents' camp", Ja: "入玉宣言：敵陣の段数", Min: 1, Max: 9, field: func(s *Settings) *int { return &s.NyugyokuRanks }},
	{Key: "rook_points", En: "持将棋: points of a rook", Ja: "持将棋：飛の点数", Min: 0, Max: 99, field: func(s *Settings) *int { return &s.RookPoints }},
	{Key: "piece_points", En: "持将棋: points of another piece", Ja: "持将棋：小駒の点数", Min: 0, Max: 99, field: func(s *Settings) *int { return &s.PiecePoints }},
	{Key: "advance_per_table", En: "Players advancing per table", Ja: "各卓の勝ち抜け人数", Min: 0, Max: Seats, field: func(s *Settings) *int { return &s.AdvancePerTable }},
	{Key: "best_thirds", En: "Best next-placed players advancing (3位枠)", Ja: "3位枠", Min: 0, Max: 999, field: func(s *Settings) *int { return &s.BestThirds }},
}

// SettingKeys lists the settings in display order.
func SettingKeys() []SettingKey {
	return append([]SettingKey(nil), settingKeys...)
}

func lookupKey(key string) (SettingKey, error) {
	for _, k := range settingKeys {
		if k.Key == key {
			return k, nil
		}
	}
	return SettingKey{}, fmt.Errorf("%w: unknown four-player shogi setting %q", ErrInvalidSettings, key)
}

// Value returns the value of setting key as text ("true"/"false" for a bool).
func (s Settings) Value(key string) (string, error) {
	k, err := lookupKey(key)
	if err != nil {
		return "", err
	}
	if k.Bool {
		return strconv.FormatBool(*k.flag(&s)), nil
	}
	return strconv.Itoa(*k.field(&s)), nil
}

// With returns s with setting key set to value, checked against its range.
func (s Settings) With(key, value string) (Settings, error) {
	k, err := lookupKey(key)
	if err != nil {
		return s, err
	}
	if k.Bool {
		b, err := strconv.ParseBool(value)
		if err != nil {
			return s, fmt.Errorf("%w: %s: %q is not true or false", ErrInvalidSettings, key, value)
		}
		*k.flag(&s) = b
		return s, nil
	}
	n, err := strconv.Atoi(value)
	if err != nil || n < k.Min || n > k.Max {
		return s, fmt.Errorf("%w: %s: %q is not a whole number from %d to %d", ErrInvalidSettings, key, value, k.Min, k.Max)
	}
	*k.field(&s) = n
	return s, nil
}

// Validate reports the first setting outside its range, wrapping
// ErrInvalidSettings; it also rejects a start at or below the stop line,
// which would end every table before its first game.
func (s Settings) Validate() error {
	for _, k := range settingKeys {
		if k.Bool {
			continue
		}
		if n := *k.field(&s); n < k.Min || n > k.Max {
			return fmt.Errorf("%w: %s is %d, allowed %d to %d", ErrInvalidSettings, k.Key, n, k.Min, k.Max)
		}
	}
	if s.StartPoints <= s.StopAt {
		return fmt.Errorf("%w: start_points %d must be above stop_at %d", ErrInvalidSettings, s.StartPoints, s.StopAt)
	}
	return nil
}

package othello

import (
	"fmt"
	"strconv"
	"strings"
)

// Settings are the numbers of docs/rules.md §2 and the seed that an event may change;
// DefaultSettings gives the オセロ王座戦 values.
type Settings struct {
	// Rounds is the number of rounds of the 予選リーグ (6).
	Rounds int
	// BrightwellC is the constant C of ブライトウェルポイント:
	// BP = own discs + C × the opponents' final scores (6).
	BrightwellC int
	// BrightwellBeatenOnly counts C × score only for opponents the player
	// beat (勝った相手のみ), a variant some Japanese events use (false).
	BrightwellBeatenOnly bool
	// ByeDiscs is the bye player's discs of the bye result (不戦勝): 40 means
	// 40–24, PAPP's default. Over 32 a bye is a win, 32 a draw.
	ByeDiscs int
	// TimeLossDiscs is the winner's discs of a time loss (時間切れ, rule 15
	// ①) when the winner takes the fixed result: 33 means 33–31.
	TimeLossDiscs int
	// ForfeitDiscs is the winner's discs of a 不戦勝/不戦敗 (rule 13: 64石差):
	// 64 means 64–0.
	ForfeitDiscs int
	// FoulDiscs is the winner's discs of a 反則負け entered without discs.
	// The seed gives no figure; 33 (33–31) treats it like a time loss.
	FoulDiscs int
	// EarlyFinalRule enables the early-final rule (5回戦終了時点の全勝者).
	EarlyFinalRule bool
	// EarlyFinalAfterRound is the round after which the rule is checked,
	// the round before the last (5).
	EarlyFinalAfterRound int
	// EarlyFinalMaxAllWinners is the most all-win players (全勝者) for which
	// the rule applies (2名以下).
	EarlyFinalMaxAllWinners int
	// EarlyFinalThirdMaxWins is the most wins the 3rd-placed player may have
	// for the rule to apply (4勝1敗以下: 4; 4.5 is too many).
	EarlyFinalThirdMaxWins int
	// ThirdPlacePlayoff enables the 3位決定戦 when its conditions hold.
	ThirdPlacePlayoff bool
	// PlayoffNeedsDesignatedFinalist adds the seed's second condition: a
	// designated player (栗田名人又は木下女流名人) is in the final.
	PlayoffNeedsDesignatedFinalist bool
	// ChampionDan is the dan certified to the winner (優勝: 七段).
	ChampionDan int
	// RunnerUpDan is the dan certified to the runner-up (準優勝: 六段).
	RunnerUpDan int
	// ThirdDan is the dan certified to the 3rd (3位: 六段).
	ThirdDan int
	// ChampionPaid marks the champion's certificate as paid (有料); the seed
	// has no (*1) mark on 七段.
	ChampionPaid bool
	// PlacePaid marks the 2nd's and 3rd's certificates as paid ((*1)).
	PlacePaid bool
	// WinsPaid marks the certificates by preliminary wins as paid ((*1)).
	WinsPaid bool
	// FiveDanMinWins … TwoDanMinWins are the fewest preliminary wins for
	// 五段 (4.5), 四段 (3.5), 三段 (2.5) and 二段 (1.5).
	FiveDanMinWins  Half
	FourDanMinWins  Half
	ThreeDanMinWins Half
	TwoDanMinWins   Half
}

// DefaultSettings returns the values of docs/rules.md §2 and the seed.
func DefaultSettings() Settings {
	return Settings{
		Rounds:                         6,
		BrightwellC:                    6,
		BrightwellBeatenOnly:           false,
		ByeDiscs:                       40,
		TimeLossDiscs:                  33,
		ForfeitDiscs:                   64,
		FoulDiscs:                      33,
		EarlyFinalRule:                 true,
		EarlyFinalAfterRound:           5,
		EarlyFinalMaxAllWinners:        2,
		EarlyFinalThirdMaxWins:         4,
		ThirdPlacePlayoff:              true,
		PlayoffNeedsDesignatedFinalist: true,
		ChampionDan:                    7,
		RunnerUpDan:                    6,
		ThirdDan:                       6,
		ChampionPaid:                   false,
		PlacePaid:                      true,
		WinsPaid:                       true,
		FiveDanMinWins:                 9,
		FourDanMinWins:                 7,
		ThreeDanMinWins:                5,
		TwoDanMinWins:                  3,
	}
}

// EarlyFinalFor gives the early-final numbers of a preliminary of n rounds
// as the seed scales to it: checked after the round before the last (5 of
// 6), the all-win score; the 3rd may have at most one win fewer (4勝1敗以下).
// on is false when there is no round before the last to check after.
func EarlyFinalFor(n int) (on bool, after, thirdMaxWins int) {
	if n < 2 {
		return false, 0, 0
	}
	return true, n - 1, n - 2
}

// SettingKind is how a setting's value is written.
type SettingKind int

// The kinds of setting value.
const (
	SettingInt   SettingKind = iota // a whole number
	SettingBool                     // true or false
	SettingHalf                     // points with halves: 4.5
	SettingDiscs                    // a result written N-M with N+M = 64, or just N
)

// SettingKey describes one setting for screens, sheets and `taikai settings`:
// its key, its label in both languages and its allowed range (for
// SettingHalf in points, for SettingDiscs the first count).
type SettingKey struct {
	Key      string
	Label    Text
	Kind     SettingKind
	Min, Max int
	field    func(*Settings) *int
	half     func(*Settings) *Half
	flag     func(*Settings) *bool
}

func intKey(key, en, ja string, kind SettingKind, lo, hi int, f func(*Settings) *int) SettingKey {
	return SettingKey{Key: key, Label: Text{En: en, Ja: ja}, Kind: kind, Min: lo, Max: hi, field: f}
}

func boolKey(key, en, ja string, f func(*Settings) *bool) SettingKey {
	return SettingKey{Key: key, Label: Text{En: en, Ja: ja}, Kind: SettingBool, Max: 1, flag: f}
}

func halfKey(key, en, ja string, f func(*Settings) *Half) SettingKey {
	return SettingKey{Key: key, Label: Text{En: en, Ja: ja}, Kind: SettingHalf, Max: 30, half: f}
}

var settingKeys = []SettingKey{
	intKey("rounds", "Preliminary rounds", "予選の回戦数", SettingInt, 1, 30, func(s *Settings) *int { return &s.Rounds }),
	intKey("bp_c", "Brightwell constant C", "ブライトウェル係数 C", SettingInt, 0, 100, func(s *Settings) *int { return &s.BrightwellC }),
	boolKey("bp_beaten_only", "Brightwell: count only beaten opponents", "ブライトウェル：勝った相手のみ加算", func(s *Settings) *bool { return &s.BrightwellBeatenOnly }),
	intKey("bye_discs", "Bye result (discs)", "不戦勝（バイ）の石数", SettingDiscs, DrawDiscs, Squares, func(s *Settings) *int { return &s.ByeDiscs }),
	intKey("time_loss_discs", "Time loss result (discs)", "時間切れ勝ちの石数", SettingDiscs, DrawDiscs+1, Squares, func(s *Settings) *int { return &s.TimeLossDiscs }),
	intKey("forfeit_discs", "Forfeit result (discs)", "不戦勝・不戦敗の石数", SettingDiscs, DrawDiscs+1, Squares, func(s *Settings) *int { return &s.ForfeitDiscs }),
	intKey("foul_discs", "Loss by foul without discs (discs)", "反則負け（石数なし）の石数", SettingDiscs, DrawDiscs+1, Squares, func(s *Settings) *int { return &s.FoulDiscs }),
	boolKey("early_final", "Early final rule", "全勝者の最終回戦免除（早期決勝進出）", func(s *Settings) *bool { return &s.EarlyFinalRule }),
	intKey("early_final_after", "Early final: checked after round", "早期決勝：判定する回戦", SettingInt, 1, 29, func(s *Settings) *int { return &s.EarlyFinalAfterRound }),
	intKey("early_final_max_all_win", "Early final: most all-win players", "早期決勝：全勝者の上限人数", SettingInt, 1, 8, func(s *Settings) *int { return &s.EarlyFinalMaxAllWinners }),
	intKey("early_final_third_max_wins", "Early final: most wins of the 3rd", "早期決勝：3位の勝数の上限", SettingInt, 0, 29, func(s *Settings) *int { return &s.EarlyFinalThirdMaxWins }),
	boolKey("playoff", "Third-place playoff", "3位決定戦", func(s *Settings) *bool { return &s.ThirdPlacePlayoff }),
	boolKey("playoff_needs_designated", "Playoff only if a designated player is in the final", "3位決定戦は指定選手の決勝進出時のみ", func(s *Settings) *bool { return &s.PlayoffNeedsDesignatedFinalist }),
	intKey("champion_dan", "Dan for the winner", "優勝者の認定段位", SettingInt, 1, 9, func(s *Settings) *int { return &s.ChampionDan }),
	intKey("runner_up_dan", "Dan for the runner-up", "準優勝者の認定段位", SettingInt, 1, 9, func(s *Settings) *int { return &s.RunnerUpDan }),
	intKey("third_dan", "Dan for the 3rd", "3位の認定段位", SettingInt, 1, 9, func(s *Settings) *int { return &s.ThirdDan }),
	boolKey("champion_paid", "Winner's certificate is paid", "優勝者の段位認定は有料", func(s *Settings) *bool { return &s.ChampionPaid }),
	boolKey("place_paid", "2nd and 3rd certificates are paid", "準優勝・3位の段位認定は有料", func(s *Settings) *bool { return &s.PlacePaid }),
	boolKey("wins_paid", "Certificates by wins are paid", "勝数による段位認定は有料", func(s *Settings) *bool { return &s.WinsPaid }),
	halfKey("dan5_min_wins", "Fewest preliminary wins for 5 dan", "五段認定の最少勝数", func(s *Settings) *Half { return &s.FiveDanMinWins }),
	halfKey("dan4_min_wins", "Fewest preliminary wins for 4 dan", "四段認定の最少勝数", func(s *Settings) *Half { return &s.FourDanMinWins }),
	halfKey("dan3_min_wins", "Fewest preliminary wins for 3 dan", "三段認定の最少勝数", func(s *Settings) *Half { return &s.ThreeDanMinWins }),
	halfKey("dan2_min_wins", "Fewest preliminary wins for 2 dan", "二段認定の最少勝数", func(s *Settings) *Half { return &s.TwoDanMinWins }),
}

// SettingKeys lists the settings in display order.
func SettingKeys() []SettingKey { return append([]SettingKey(nil), settingKeys...) }

func lookupKey(key string) (SettingKey, error) {
	for _, k := range settingKeys {
		if k.Key == key {
			return k, nil
		}
	}
	return SettingKey{}, settingsProblem("unknown Othello setting %q; `taikai settings FILE` lists them", "オセロの設定「%s」はありません（taikai settings FILE で一覧）", key)
}

// Value returns setting key as text: "6", "true", "4.5" or "40-24".
func (s Settings) Value(key string) (string, error) {
	k, err := lookupKey(key)
	if err != nil {
		return "", err
	}
	switch k.Kind {
	case SettingBool:
		return strconv.FormatBool(*k.flag(&s)), nil
	case SettingHalf:
		return k.half(&s).String(), nil
	case SettingDiscs:
		n := *k.field(&s)
		return fmt.Sprintf("%d-%d", n, Squares-n), nil
	}
	return strconv.Itoa(*k.field(&s)), nil
}

// With returns s with setting key set to value, checked against its range
// (Validate checks how settings fit together).
func (s Settings) With(key, value string) (Settings, error) {
	k, err := lookupKey(key)
	if err != nil {
		return s, err
	}
	v := strings.TrimSpace(value)
	switch k.Kind {
	case SettingBool:
		b, err := strconv.ParseBool(v)
		if err != nil {
			return s, settingsProblem("%s: %q is not true or false", "%s：「%s」は true か false で指定してください", key, value)
		}
		*k.flag(&s) = b
	case SettingHalf:
		h, err := ParseHalf(v)
		if err != nil || h < 0 || h > Points(k.Max) {
			return s, settingsProblem("%s: %q is not a number of wins from 0 to %d (halves allowed, e.g. 4.5)", "%s：「%s」は 0〜%d の勝数で指定してください（0.5刻み、例 4.5）", key, value, k.Max)
		}
		*k.half(&s) = h
	case SettingDiscs:
		n, err := parseDiscSetting(v)
		if err != nil || n < k.Min || n > k.Max {
			return s, settingsProblem("%s: %q is not a result from %d-%d to %d-%d (write e.g. 40-24)", "%s：「%s」は %d-%d から %d-%d の石数で指定してください（例 40-24）",
				key, value, k.Min, Squares-k.Min, k.Max, Squares-k.Max)
		}
		*k.field(&s) = n
	default:
		n, err := strconv.Atoi(v)
		if err != nil || n < k.Min || n > k.Max {
			return s, settingsProblem("%s: %q is not a whole number from %d to %d", "%s：「%s」は %d〜%d の整数で指定してください", key, value, k.Min, k.Max)
		}
		*k.field(&s) = n
	}
	return s, nil
}

func parseDiscSetting(v string) (int, error) {
	a, b, pair := strings.Cut(v, "-")
	n, err := strconv.Atoi(a)
	if err != nil {
		return 0, err
	}
	if pair {
		m, err := strconv.Atoi(b)
		if err != nil || n+m != Squares {
			return 0, fmt.Errorf("the two counts must add up to %d", Squares)
		}
	}
	return n, nil
}

// Validate reports the first setting outside its range, and settings that
// contradict each other, wrapping ErrInvalidSettings.
func (s Settings) Validate() error {
	for _, k := range settingKeys {
		switch k.Kind {
		case SettingBool:
		case SettingHalf:
			if h := *k.half(&s); h < 0 || h > Points(k.Max) {
				return settingsProblem("%s is %s, allowed 0 to %d", "%s が %s です。0〜%d で指定してください", k.Key, h, k.Max)
			}
		default:
			if n := *k.field(&s); n < k.Min || n > k.Max {
				return settingsProblem("%s is %d, allowed %d to %d", "%s が %d です。%d〜%d で指定してください", k.Key, n, k.Min, k.Max)
			}
		}
	}
	if s.EarlyFinalRule && s.EarlyFinalAfterRound >= s.Rounds {
		return settingsProblem("early_final_after is %d but there are only %d rounds; set it to the round before the last (%d)", "早期決勝の判定回戦（early_final_after）が %d ですが、予選は %d 回戦しかありません。最終回戦の前（%d）にしてください",
			s.EarlyFinalAfterRound, s.Rounds, s.Rounds-1)
	}
	if s.EarlyFinalRule && s.EarlyFinalThirdMaxWins >= s.EarlyFinalAfterRound {
		return settingsProblem("early_final_third_max_wins is %d; it must be below early_final_after (%d), the all-win score", "early_final_third_max_wins が %d です。全勝の勝数である early_final_after（%d）より小さくしてください",
			s.EarlyFinalThirdMaxWins, s.EarlyFinalAfterRound)
	}
	if !(s.FiveDanMinWins >= s.FourDanMinWins && s.FourDanMinWins >= s.ThreeDanMinWins && s.ThreeDanMinWins >= s.TwoDanMinWins) {
		return settingsProblem("the fewest wins for 5, 4, 3 and 2 dan (%s, %s, %s, %s) must not increase as the dan falls", "五段・四段・三段・二段の最低勝数（%s、%s、%s、%s）は、段が下がるほど多くならないようにしてください",
			s.FiveDanMinWins, s.FourDanMinWins, s.ThreeDanMinWins, s.TwoDanMinWins)
	}
	return nil
}

// SettingsError is a refused Othello setting, said in both languages.
type SettingsError struct{ en, ja string }

// Error is the English message.
func (e *SettingsError) Error() string { return ErrInvalidSettings.Error() + ": " + e.en }

// Japanese is the message in Japanese.
func (e *SettingsError) Japanese() string { return e.ja }

// Unwrap returns ErrInvalidSettings.
func (e *SettingsError) Unwrap() error { return ErrInvalidSettings }

// settingsProblem is a SettingsError with the same arguments in both
// messages.
func settingsProblem(en, ja string, args ...any) error {
	return &SettingsError{en: fmt.Sprintf(en, args...), ja: fmt.Sprintf(ja, args...)}
}

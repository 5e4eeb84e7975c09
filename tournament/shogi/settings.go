package shogi

import (
	rules "taikai/rules/shogi"
	"taikai/tournament"
	"taikai/tournament/igo"
)

// Keys of shogi's own settings.
const (
	// SettingHandicap: games by rank difference (手合割), true or false.
	SettingHandicap = "handicap"
	// SettingHandicapTable: the 手合 for a difference of 1, 2, 3 … 段級.
	SettingHandicapTable = "handicap_table"
	// SettingFurigoma: in an even game between equals, 先手 by 振り駒 at the
	// board (true), or the pairing's 先手 stands (false).
	SettingFurigoma = "furigoma"
	// SettingSennichite: a 千日手 is replayed (replay) or a draw (draw).
	SettingSennichite = "sennichite"
	// SettingJishogi: a 持将棋 is a draw, or settled by the 24-point or
	// 27-point rule (draw, 24, 27).
	SettingJishogi = "jishogi"
)

// The values of setting sennichite.
const (
	SennichiteReplay = "replay"
	SennichiteDraw   = "draw"
)

// Settings implements tournament.Discipline: rounds, time control, the bye
// and tiebreaks as Go's, then the 手合割, 振り駒, 千日手 and 持将棋.
func (Discipline) Settings() []tournament.SettingGroup {
	groups := igo.SettingGroups(false)
	groups = append(groups, tournament.SettingGroup{Settings: []tournament.Setting{
		{Key: SettingHandicap, Label: tournament.Text{En: "Handicap games by rank difference (手合割: 平手 下位者先手, 香落ち …)", Ja: "段級位差による手合割（平手下位者先手・香落ち…）"},
			Kind: tournament.SettingBool, Default: "false"},
		{Key: SettingHandicapTable, Label: tournament.Text{En: "手合割 table: the 手合 for a difference of 1, 2, 3 … 段級 (the last for any larger)", Ja: "手合割表：段級差 1、2、3…の手合（最後はそれ以上すべて）"},
			Kind: tournament.SettingText, Default: rules.DefaultTable().String(), Check: checkTable, Display: showTable},
		{Key: SettingFurigoma, Label: tournament.Text{En: "Even games between equals: 先手 by 振り駒 at the board (false: the pairing's 先手)", Ja: "同じ段級の平手：先手は振り駒で決める（オフ：組合せの先手）"},
			Kind: tournament.SettingBool, Default: "true"},
		{Key: SettingSennichite, Label: tournament.Text{En: "千日手: replayed (指し直し; the replay counts) or a draw", Ja: "千日手：指し直し（指し直し局の結果）または引き分け"},
			Kind: tournament.SettingChoice, Default: SennichiteReplay, Choices: []string{SennichiteReplay, SennichiteDraw},
			ChoiceLabels: []tournament.Text{{En: "replayed", Ja: "指し直し"}, {En: "a draw", Ja: "引き分け"}}},
		{Key: SettingJishogi, Label: tournament.Text{En: "持将棋: a draw, or by the 24-point or 27-point rule", Ja: "持将棋：引き分け、24点法、27点法（宣言法）"},
			Kind: tournament.SettingChoice, Default: rules.Points24.Key(), Choices: []string{rules.JishogiDraw.Key(), rules.Points24.Key(), rules.Points27.Key()},
			ChoiceLabels: []tournament.Text{{En: "a draw", Ja: "引き分け"}, {En: "24-point rule", Ja: "24点法"}, {En: "27-point rule (declaration)", Ja: "27点法（宣言法）"}}},
	}})
	return groups
}

func checkTable(v string) (string, error) {
	t, err := rules.ParseTable(v)
	if err != nil {
		return "", tournament.WrapRules(err, "手合割表は 段級差1、2、3…の手合を「、」かカンマで区切って書いてください（例：平手、香落ち、角落ち、飛車落ち、飛香落ち、二枚落ち）。大きい差ほど小さい手合にはできません")
	}
	return t.String(), nil
}

func showTable(v string, l tournament.Lang) string {
	if t, err := rules.ParseTable(v); err == nil && l == tournament.Japanese {
		return t.Japanese()
	}
	return v
}

// tableOf is the section's 手合割 table (the default when the stored value
// does not read: the setting's check refuses such a value).
func tableOf(ev tournament.Event) rules.Table {
	t, err := rules.ParseTable(ev.Setting(SettingHandicapTable))
	if err != nil {
		return rules.DefaultTable()
	}
	return t
}

// jishogiRule is the section's 持将棋 rule.
func jishogiRule(ev tournament.Event) (rules.JishogiRule, error) {
	r, ok := rules.ParseJishogiRule(ev.Setting(SettingJishogi))
	if !ok {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "setting jishogi is %q: use draw, 24 or 27", "設定 jishogi が「%s」です。draw・24・27 のどれかにしてください", ev.Setting(SettingJishogi))
	}
	return r, nil
}

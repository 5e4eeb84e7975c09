package igo

import (
	rules "taikai/rules/igo"
	"taikai/tournament"
)

// DescribeResult implements tournament.ResultDescriber: 黒中押し勝ち,
// 白3目半勝ち, 白ジゴ勝ち, 持碁 (Go and Pair Go).
func (Family) DescribeResult(_ tournament.Event, stored string) tournament.Text {
	res, err := rules.ParseGameResult(stored)
	if err != nil {
		return tournament.Text{}
	}
	return tournament.Text{En: stored, Ja: res.Japanese()}
}

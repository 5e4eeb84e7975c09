package tournament

import (
	"fmt"
	"regexp"
	"strings"
)

// describeChange names a change of a section of game g in a few words, from
// its action, its audit detail and the event before and after it.
func describeChange(g GameKind, action, detail string, before, after Snapshot) Text {
	return describeWith(g, action, detail, before.participantName, after.participantName)
}

// describeWith is describeChange with the names of participants as they
// were before and after the change given as functions. The shared actions
// are named here; a game's own, by what its package registered
// (DescribeActions); an action nobody names is said as it is stored. The
// sides are named as game g names them ("" when unknown: 黒 and 白).
func describeWith(g GameKind, action, detail string, nameBefore, nameAfter func(id int) string) Text {
	e := ActionEntry{Action: action, Detail: detail, nameBefore: nameBefore, nameAfter: nameAfter}
	num := func(re *regexp.Regexp, i int) string { return e.part(re, i) }
	name := func(nth int, of func(int) string) string { return e.name(nth, of) }
	atTable, ofRound := e.AtTable, e.OfRound
	switch action {
	case "result":
		return atTable("result", "結果")
	case "result.clear":
		return atTable("clearing of the result", "結果の取り消し")
	case "dispute.record":
		return atTable("dispute", "異議の申し立て")
	case "dispute.rule":
		return atTable("ruling", "裁定")
	case "round.colours":
		return atTable("colour swap", SidesBoth(g).Ja+"の入れ替え")
	case "round.pair":
		return ofRound("pairing of round %s", "%s回戦の組み合わせ")
	case "round.pair-by-hand":
		return ofRound("pairing of round %s by hand", "%s回戦の組み合わせ（手で）")
	case "round.repair":
		return ofRound("re-pairing of round %s", "%s回戦の組み直し")
	case "round.undo":
		return ofRound("removal of round %s", "%s回戦の組み合わせの取り消し")
	case "report":
		return atTable("phone report", "携帯からの報告")
	case "round.clock":
		return ofRound("round clock (round %s)", "対局時計（%s回戦）")
	case "round.publish":
		return ofRound("publication of round %s", "%s回戦の組み合わせ発表")
	case "round.wait":
		return ofRound("待ち合わせ (round %s)", "待ち合わせ（%s回戦）")
	case "round.swap":
		r, a, b := num(reRound, 1), name(0, nameBefore), name(1, nameBefore)
		return Text{En: fmt.Sprintf("swap of %s and %s (round %s)", a, b, r), Ja: fmt.Sprintf("%sと%sの入れ替え（%s回戦）", a, b, r)}
	case "players.add":
		n := name(0, nameAfter)
		return Text{En: "adding " + n, Ja: "参加者の追加（" + n + "）"}
	case "players.edit":
		n := name(0, nameAfter)
		return Text{En: "edit of " + n, Ja: "参加者の編集（" + n + "）"}
	case "players.withdraw":
		n := name(0, nameBefore)
		return Text{En: "withdrawal of " + n, Ja: "棄権（" + n + "）"}
	case "players.penalty":
		n := name(0, nameBefore)
		return Text{En: "penalty on " + n, Ja: "罰則（" + n + "）"}
	case "players.reinstate":
		n := name(0, nameBefore)
		return Text{En: "reinstatement of " + n, Ja: "棄権の取り消し（" + n + "）"}
	case "players.absent":
		n, r := name(0, nameBefore), num(reInRound, 1)
		if strings.Contains(detail, " present again in round ") {
			return Text{En: fmt.Sprintf("presence of %s (round %s)", n, r), Ja: fmt.Sprintf("欠席の取り消し（%s、%s回戦）", n, r)}
		}
		return Text{En: fmt.Sprintf("absence of %s (round %s)", n, r), Ja: fmt.Sprintf("欠席（%s、%s回戦）", n, r)}
	case "players.checkin":
		n := name(0, nameBefore)
		if strings.Contains(detail, " no longer checked in") {
			return Text{En: "undoing the check-in of " + n, Ja: "受付の取り消し（" + n + "）"}
		}
		return Text{En: "check-in of " + n, Ja: "受付（" + n + "）"}
	case "players.absent-unchecked":
		return Text{En: "absence in round 1 of those not checked in", Ja: "未受付の人の1回戦欠席"}
	case "players.import":
		c := num(reCount, 1)
		return Text{En: fmt.Sprintf("import of %s participants", c), Ja: fmt.Sprintf("参加者の取り込み（%s人）", c)}
	case "settings":
		return Text{En: "settings", Ja: "設定の変更"}
	case "section.add":
		return Text{En: "adding a section", Ja: "部門の追加"}
	case "section.draw":
		return Text{En: "entrants drawn from another section", Ja: "進出者の決定"}
	case "section.bands":
		return Text{En: "classes drawn by rank or rating", Ja: "クラス分け"}
	case "players.ratings":
		c := num(reRatings, 1)
		return Text{En: fmt.Sprintf("ratings of %s participants from a rating list", c), Ja: fmt.Sprintf("レーティングの取り込み（%s人）", c)}
	case "section.edit":
		return Text{En: "edit of a section", Ja: "部門の変更"}
	case "participant.move":
		n := name(0, nameBefore)
		return Text{En: "move of " + n + " to another section", Ja: "部門の移動（" + n + "）"}
	case actionNeverPairAdd:
		a, b := name(0, nameAfter), name(1, nameAfter)
		return Text{En: fmt.Sprintf("never pair %s – %s", a, b), Ja: fmt.Sprintf("対局させない組の追加（%s・%s）", a, b)}
	case actionNeverPairRemove:
		a, b := name(0, nameBefore), name(1, nameBefore)
		return Text{En: fmt.Sprintf("removal of never pair %s – %s", a, b), Ja: fmt.Sprintf("対局させない組の削除（%s・%s）", a, b)}
	case actionNeverPairImport:
		c := num(reCount, 1)
		return Text{En: fmt.Sprintf("import of %s never-pair pairs", c), Ja: fmt.Sprintf("対局させない組の取り込み（%s組）", c)}
	case "event.create":
		return Text{En: "creation of the event", Ja: "大会の作成"}
	case "undo":
		return Text{En: "undo", Ja: "元に戻す"}
	case "redo":
		return Text{En: "redo", Ja: "やり直し"}
	case "event.import":
		return Text{En: "import of the event", Ja: "大会の取り込み"}
	case "snapshot.restore":
		return Text{En: "restore of a snapshot", Ja: "スナップショットに戻す"}
	}
	if d, ok := describerOf(action); ok {
		return d(e)
	}
	if reRoundTable.MatchString(detail) {
		return atTable(action, "操作「"+action+"」")
	}
	return Text{En: action, Ja: "操作「" + action + "」"}
}

// Actions of the never-pair list in the audit log.
const (
	actionNeverPairAdd    = "neverpair.add"
	actionNeverPairRemove = "neverpair.remove"
	actionNeverPairImport = "neverpair.import"
)

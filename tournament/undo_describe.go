package tournament

import (
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
// are named here (sharedActions); a game's own, by what its package
// registered (DescribeActions); an action nobody names is said as it is
// stored. The sides are named as game g names them ("" when unknown: 黒
// and 白).
func describeWith(g GameKind, action, detail string, nameBefore, nameAfter func(id int) string) Text {
	e := ActionEntry{Action: action, Detail: detail, nameBefore: nameBefore, nameAfter: nameAfter}
	if d, ok := sharedActions[action]; ok {
		return d(g, e)
	}
	if d, ok := describerOf(action); ok {
		return d(e)
	}
	if reRoundTable.MatchString(detail) {
		return e.AtTable(action, "操作「"+action+"」")
	}
	return Text{En: action, Ja: "操作「" + action + "」"}
}

// sharedDescriber names a shared action of the audit log for a section of
// game g.
type sharedDescriber func(g GameKind, e ActionEntry) Text

// sharedActions are the words of the shared actions of the audit log.
var sharedActions = map[string]sharedDescriber{
	"result":                   atTable("result", "結果"),
	"result.clear":             atTable("clearing of the result", "結果の取り消し"),
	"dispute.record":           atTable("dispute", "異議の申し立て"),
	"dispute.rule":             atTable("ruling", "裁定"),
	"round.colours":            colourSwap,
	"round.pair":               ofRound("pairing of round %s", "%s回戦の組み合わせ"),
	"round.pair-by-hand":       ofRound("pairing of round %s by hand", "%s回戦の組み合わせ（手で）"),
	"round.repair":             ofRound("re-pairing of round %s", "%s回戦の組み直し"),
	"round.undo":               ofRound("removal of round %s", "%s回戦の組み合わせの取り消し"),
	"report":                   atTable("phone report", "携帯からの報告"),
	"round.clock":              ofRound("round clock (round %s)", "対局時計（%s回戦）"),
	"round.publish":            ofRound("publication of round %s", "%s回戦の組み合わせ発表"),
	"round.wait":               ofRound("待ち合わせ (round %s)", "待ち合わせ（%s回戦）"),
	"round.swap":               swapOfTwo,
	"players.add":              ofOne(namesAfter, "adding %s", "参加者の追加（%s）"),
	"players.edit":             ofOne(namesAfter, "edit of %s", "参加者の編集（%s）"),
	"players.withdraw":         ofOne(namesBefore, "withdrawal of %s", "棄権（%s）"),
	"players.penalty":          ofOne(namesBefore, "penalty on %s", "罰則（%s）"),
	"players.reinstate":        ofOne(namesBefore, "reinstatement of %s", "棄権の取り消し（%s）"),
	"players.absent":           absence,
	"players.checkin":          checkIn,
	"players.absent-unchecked": asIs("absence in round 1 of those not checked in", "未受付の人の1回戦欠席"),
	"players.import":           counted(reCount, "import of %s participants", "参加者の取り込み（%s人）"),
	"settings":                 asIs("settings", "設定の変更"),
	"section.add":              asIs("adding a section", "部門の追加"),
	"section.draw":             asIs("entrants drawn from another section", "進出者の決定"),
	"section.bands":            asIs("classes drawn by rank or rating", "クラス分け"),
	"players.ratings":          counted(reRatings, "ratings of %s participants from a rating list", "レーティングの取り込み（%s人）"),
	"section.edit":             asIs("edit of a section", "部門の変更"),
	"participant.move":         ofOne(namesBefore, "move of %s to another section", "部門の移動（%s）"),
	actionNeverPairAdd:         ofTwo(namesAfter, "never pair %s – %s", "対局させない組の追加（%s・%s）"),
	actionNeverPairRemove:      ofTwo(namesBefore, "removal of never pair %s – %s", "対局させない組の削除（%s・%s）"),
	actionNeverPairImport:      counted(reCount, "import of %s never-pair pairs", "対局させない組の取り込み（%s組）"),
	"event.create":             asIs("creation of the event", "大会の作成"),
	"undo":                     asIs("undo", "元に戻す"),
	"redo":                     asIs("redo", "やり直し"),
	"event.import":             asIs("import of the event", "大会の取り込み"),
	"snapshot.restore":         asIs("restore of a snapshot", "スナップショットに戻す"),
}

// Actions of the never-pair list in the audit log.
const (
	actionNeverPairAdd    = "neverpair.add"
	actionNeverPairRemove = "neverpair.remove"
	actionNeverPairImport = "neverpair.import"
)

// asIs is words that need nothing of the detail.
func asIs(en, ja string) sharedDescriber {
	return func(GameKind, ActionEntry) Text { return Text{En: en, Ja: ja} }
}

// atTable is what was done at the game the detail names first (AtTable).
func atTable(en, ja string) sharedDescriber {
	return func(_ GameKind, e ActionEntry) Text { return e.AtTable(en, ja) }
}

// ofRound is en and ja with the round the detail names first (OfRound).
func ofRound(en, ja string) sharedDescriber {
	return func(_ GameKind, e ActionEntry) Text { return e.OfRound(en, ja) }
}

// counted is en and ja with the number re's first submatch of the detail
// is for their %s.
func counted(re *regexp.Regexp, en, ja string) sharedDescriber {
	return func(_ GameKind, e ActionEntry) Text { return tr(en, ja, e.part(re, 1)) }
}

// The names of participants as they were before or after the change.
func namesBefore(e ActionEntry) func(id int) string { return e.nameBefore }
func namesAfter(e ActionEntry) func(id int) string  { return e.nameAfter }

// ofOne is en and ja with the name of the participant the detail names
// first for their %s.
func ofOne(names func(ActionEntry) func(int) string, en, ja string) sharedDescriber {
	return func(_ GameKind, e ActionEntry) Text { return tr(en, ja, e.name(0, names(e))) }
}

// ofTwo is en and ja with the names of the two participants the detail
// names first for their two %s.
func ofTwo(names func(ActionEntry) func(int) string, en, ja string) sharedDescriber {
	return func(_ GameKind, e ActionEntry) Text { return tr(en, ja, e.name(0, names(e)), e.name(1, names(e))) }
}

// colourSwap is the swap of the sides at a table, named as game g names
// them.
func colourSwap(g GameKind, e ActionEntry) Text {
	return e.AtTable("colour swap", SidesBoth(g).Ja+"の入れ替え")
}

// swapOfTwo is the swap of two participants in a round.
func swapOfTwo(_ GameKind, e ActionEntry) Text {
	return tr("swap of %s and %s (round %s)", "%sと%sの入れ替え（%s回戦）", e.NameBefore(0), e.NameBefore(1), e.part(reRound, 1))
}

// absence is a participant's absence from a round, or their presence again.
func absence(_ GameKind, e ActionEntry) Text {
	n, r := e.NameBefore(0), e.part(reInRound, 1)
	if strings.Contains(e.Detail, " present again in round ") {
		return tr("presence of %s (round %s)", "欠席の取り消し（%s、%s回戦）", n, r)
	}
	return tr("absence of %s (round %s)", "欠席（%s、%s回戦）", n, r)
}

// checkIn is a participant's check-in, or its undoing.
func checkIn(_ GameKind, e ActionEntry) Text {
	n := e.NameBefore(0)
	if strings.Contains(e.Detail, " no longer checked in") {
		return tr("undoing the check-in of %s", "受付の取り消し（%s）", n)
	}
	return tr("check-in of %s", "受付（%s）", n)
}

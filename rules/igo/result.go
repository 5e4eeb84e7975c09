package igo

// ResultKind is the kind of result a two-player game ends with (勝敗の種類,
// docs/rules.md §1). Who won, where there is a winner, is kept beside it by the caller.
type ResultKind int

// The result kinds of docs/rules.md §1.
const (
	ResultNormal         ResultKind = iota // 通常の勝敗: by count or resignation
	ResultJigo                             // 持碁: a draw, where the event allows one
	ResultForfeit                          // 不戦勝/不戦敗: no-show or chosen by a late arrival
	ResultFoul                             // 反則負け: loss by foul
	ResultTimeout                          // 時間切れ: loss on time
	ResultDoubleLoss                       // 両負け: both lose (日本囲碁規約 第13条)
	ResultNoResult                         // 無勝負: neither wins nor loses
	ResultNoResultReplay                   // 無勝負（打ち直し）: no result, replay ordered
	ResultPending                          // 勝敗預かり: held until the arbiter rules
)

var resultNames = [...]struct{ keyword, en, ja string }{
	ResultNormal:         {"normal", "normal result", "通常の勝敗"},
	ResultJigo:           {"jigo", "jigo (draw)", "持碁"},
	ResultForfeit:        {"forfeit", "forfeit", "不戦勝/不戦敗"},
	ResultFoul:           {"foul", "loss by foul", "反則負け"},
	ResultTimeout:        {"timeout", "loss on time", "時間切れ"},
	ResultDoubleLoss:     {"double-loss", "both lose", "両負け"},
	ResultNoResult:       {"no-result", "no result", "無勝負"},
	ResultNoResultReplay: {"no-result-replay", "no result, replay ordered", "無勝負（打ち直し）"},
	ResultPending:        {"pending", "result held pending a ruling", "勝敗預かり"},
}

// Valid reports whether k is one of the result kinds.
func (k ResultKind) Valid() bool { return k >= 0 && int(k) < len(resultNames) }

// Keyword is the stable English word of the kind, as the command line writes
// it ("double-loss", "no-result", "pending"); "" for an invalid kind.
func (k ResultKind) Keyword() string {
	if !k.Valid() {
		return ""
	}
	return resultNames[k].keyword
}

// String returns the English name ("both lose").
func (k ResultKind) String() string {
	if !k.Valid() {
		return "invalid result kind"
	}
	return resultNames[k].en
}

// Japanese returns the Japanese name (両負け).
func (k ResultKind) Japanese() string {
	if !k.Valid() {
		return "不正な結果"
	}
	return resultNames[k].ja
}

// HasWinner reports whether one player wins and the other loses (normal,
// forfeit, foul, time). 両負け gives both a loss; 持碁, 無勝負 and 勝敗預かり
// give neither a win nor a loss (預かり only until the ruling).
func (k ResultKind) HasWinner() bool {
	switch k {
	case ResultNormal, ResultForfeit, ResultFoul, ResultTimeout:
		return true
	}
	return false
}

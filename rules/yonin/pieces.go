package yonin

import (
	"strings"
	"unicode"
)

// The pieces of a four-player shogi set (四人将棋): each of the four
// players starts with 玉1・飛1・金2・銀2・歩3, nine pieces, 36 in all. Pieces
// change hands but never multiply, so a 持将棋 count beyond these is a
// mistyped number.
const (
	// RooksInSet is the number of rooks (飛, promoted 龍) in play.
	RooksInSet = 4
	// OtherPiecesInSet is the number of the other pieces (小駒: 金8・銀8・
	// 歩12) in play, kings excluded.
	OtherPiecesInSet = 28
)

// IsCPU reports whether text names a CPU substitute (CPU代指し) without a
// seat number, as an arbiter types it: CPU, cpu, ＣＰＵ, CPU代指し.
func IsCPU(text string) bool {
	k := strings.ToUpper(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, foldWidth(text)))
	return k == "CPU" || k == "CPU代指し" || k == "CPU代指"
}

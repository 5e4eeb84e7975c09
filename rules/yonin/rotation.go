package yonin

import (
	"strconv"
	"strings"
)

// Slot is the place of a game in a table's series: which game (局) it is,
// its 本場 count under 連荘, whether it replays a 千日手, and its parent (親).
type Slot struct {
	// Number is the game's number, 1 … Settings.Games (四1局 … オーラス).
	Number int
	// Honba counts the 連荘 games of the same parent: 0 for the game itself,
	// 1 for 一本場, 2 for 二本場 …
	Honba int
	// Replay counts the replays (指し直し) after a 千日手; 0 for a first play.
	Replay int
	// Parent is the seat of the 親, the first mover.
	Parent int
	// Last is set on the final game, オーラス.
	Last bool
}

// FirstSlot returns the slot of game 1: 四1局 with seat 0 as parent.
func (s Settings) FirstSlot() Slot {
	return Slot{Number: 1, Parent: 0, Last: s.Games == 1}
}

// NextSlot returns the slot after a game played in slot cur with outcome o:
// the same slot replayed after a 千日手; the same parent with one more 本場
// when the parent won (連荘); otherwise the next game with the next seat
// clockwise as parent. ok is false when cur was the last game (オーラス)
// and no 連荘 follows.
func (s Settings) NextSlot(cur Slot, o Outcome) (next Slot, ok bool) {
	switch {
	case o.Void:
		cur.Replay++
		return cur, true
	case s.Renchan && o.Winner() == cur.Parent:
		cur.Honba++
		cur.Replay = 0
		return cur, true
	case cur.Number >= s.Games:
		return Slot{}, false
	}
	n := cur.Number + 1
	return Slot{Number: n, Parent: (cur.Parent + 1) % Seats, Last: n == s.Games}, true
}

// Label is the name of the game as the federation's reports write it:
// 四1局, 四2局, 四3局 and オーラス for the last one, followed by the 本場 under
// 連荘 (「四2局 一本場」, 「オーラス 二本場」) and 指し直し for a replay after a
// 千日手 (「四3局 指し直し」, the second replay 「四3局 指し直し2」).
func (sl Slot) Label() string {
	var b strings.Builder
	if sl.Last {
		b.WriteString("オーラス")
	} else {
		b.WriteString("四" + strconv.Itoa(sl.Number) + "局")
	}
	if sl.Honba > 0 {
		b.WriteString(" " + Kansuji(sl.Honba) + "本場")
	}
	if sl.Replay > 0 {
		b.WriteString(" 指し直し")
		if sl.Replay > 1 {
			b.WriteString(strconv.Itoa(sl.Replay))
		}
	}
	return b.String()
}

// Kansuji writes n (1 … 9999) in kanji numerals as in 一本場, 十二本場;
// other numbers are written in Arabic digits.
func Kansuji(n int) string {
	if n < 1 || n > 9999 {
		return strconv.Itoa(n)
	}
	digits := []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	units := []struct {
		value int
		name  string
	}{{1000, "千"}, {100, "百"}, {10, "十"}}
	var b strings.Builder
	for _, u := range units {
		d := n / u.value
		n %= u.value
		if d == 0 {
			continue
		}
		if d > 1 {
			b.WriteString(digits[d])
		}
		b.WriteString(u.name)
	}
	b.WriteString(digits[n])
	return b.String()
}

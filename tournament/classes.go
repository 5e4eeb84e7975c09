package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// ClassBy is what classes (クラス分け) are drawn by: the players' ranks or
// their ratings.
type ClassBy string

// The ways classes are drawn.
const (
	ClassByRank   ClassBy = "rank"
	ClassByRating ClassBy = "rating"
)

// ParseClassBy reads rank (段級位) or rating (レーティング).
func ParseClassBy(s string) (ClassBy, error) {
	switch FoldWord(s) {
	case "rank", "ranks", "段級位", "段位", "棋力":
		return ClassByRank, nil
	case "rating", "ratings", "レーティング", "レート":
		return ClassByRating, nil
	}
	return "", newProblem(ErrInvalidInput, "classes are drawn by rank or by rating, not \"%s\"", "クラス分けは段級位（rank）かレーティング（rating）で行います（「%s」は使えません）", s)
}

// Text is the way as the arbiter reads it.
func (b ClassBy) Text() Text {
	if b == ClassByRating {
		return tr("rating", "レーティング")
	}
	return tr("rank", "段級位")
}

// ClassSize is the number of players a class may have, Min to Max.
type ClassSize struct{ Min, Max int }

// The bounds of a class's size.
const (
	MinClassSize = 2
	MaxClassSize = 100
)

// ParseClassSize reads "6-10" (6〜10), or "8" for exactly 8.
func ParseClassSize(s string) (ClassSize, error) {
	t := strings.TrimSpace(width.Fold.String(s))
	for _, sep := range []string{"〜", "~", "ー", "－"} {
		t = strings.ReplaceAll(t, sep, "-")
	}
	lo, hi, ok := strings.Cut(t, "-")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := strconv.Atoi(strings.TrimSpace(hi))
	if err1 != nil || err2 != nil || a < MinClassSize || b > MaxClassSize || a > b {
		return ClassSize{}, newProblem(ErrInvalidInput, "the class size \"%s\" is not MIN-MAX with %d ≤ MIN ≤ MAX ≤ %d (e.g. 6-10)",
			"クラスの人数「%s」が読めません。「最少-最多」で %d〜%d の数を書いてください（例: 6-10）", s, MinClassSize, MaxClassSize)
	}
	return ClassSize{Min: a, Max: b}, nil
}

// String writes the range: 6-10, or 8.
func (z ClassSize) String() string {
	if z.Min == z.Max {
		return strconv.Itoa(z.Min)
	}
	return fmt.Sprintf("%d-%d", z.Min, z.Max)
}

// Class is one class of a plan: the section it becomes and its players,
// strongest first.
type Class struct {
	// Key and Name are the section's: A, A級; B, B級 …
	Key, Name string
	Players   []Participant
	// Ranks or Ratings is the band the section takes at registration
	// (zero when the plan sets none: see ClassPlan.NoBands).
	Ranks   RankBand
	Ratings RatingBand
}

// Band is the class's band as the arbiter reads it (三段以上, 1800〜1999),
// "" when none is set.
func (c Class) Band(l Lang) string {
	if !c.Ranks.IsZero() && l == English {
		return c.Ranks.English()
	}
	if !c.Ranks.IsZero() {
		return c.Ranks.String()
	}
	if l == English {
		return c.Ratings.English()
	}
	return c.Ratings.String()
}

// ClassSplit is a rank or rating shared by the last players of one class
// and the first of the next: the sizes did not let them stay together.
type ClassSplit struct {
	// Upper is the index of the upper class; the lower is Upper+1.
	Upper int
	// Value is the rank (三段) or rating (1800) they share.
	Value string
	// Above and Below are how many of them are in each class.
	Above, Below int
}

// ClassPlan is how a section's registration list splits into classes of
// a size by rank or rating (クラス分け): what `section bands` shows and
// what it makes.
type ClassPlan struct {
	// Source is the section the players are registered in.
	Source Section
	By     ClassBy
	Size   ClassSize
	// Classes are the classes, strongest first.
	Classes []Class
	// Splits are the ranks or ratings a boundary falls within.
	Splits []ClassSplit
	// Left are the participants not placed (withdrawn: 棄権); they stay in
	// the source section.
	Left []Participant
	// NoBands says why the classes get no band of ranks or ratings (a
	// rank split between two classes, a band another section has), zero
	// when they get them.
	NoBands Text
}

// Sizes are the classes' sizes: "9+8+8".
func (p ClassPlan) Sizes() string {
	parts := make([]string, len(p.Classes))
	for i, c := range p.Classes {
		parts[i] = strconv.Itoa(len(c.Players))
	}
	return strings.Join(parts, "+")
}

// Fingerprint names the plan's classes and who is in each, so that a plan
// shown to the arbiter is made only while it is still the same.
func (p ClassPlan) Fingerprint() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:%s:%s", p.Source.ID, p.By, p.Size)
	for _, c := range p.Classes {
		b.WriteString("|" + c.Key)
		for _, q := range c.Players {
			fmt.Fprintf(&b, ",%d", q.ID)
		}
	}
	return b.String()
}

// ClassKey is the key of the i-th class from the top: A, B, … Z, AA, AB …
func ClassKey(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}

// SplitClasses splits players (a section's registration list) into
// classes of size.Min to size.Max players by rank or by rating, strongest
// first, each class the next players down the list:
//
//   - Withdrawn players are left out (ClassPlan.Left). A player without
//     a rank (by rank) or a rating (by rating) is refused, named: the
//     arbiter gives it first.
//   - The players are ordered strongest first: by rank (a Go half rank
//     above its rank) then rating, or by rating then rank; players still
//     level by registration (ID).
//   - The number of classes is the fewest the largest size allows:
//     ⌈n ÷ Max⌉. When that many classes cannot each have Min players (11
//     players in classes of 6–10: one class holds at most 10, two need
//     12), or n < Min, the split is refused with the reason.
//   - The sizes are as even as possible, the upper classes one larger when
//     n does not divide (13 → 7+6, 25 → 9+8+8): the last classes take
//     what is left.
//   - Players of the same rank (or rating) stay in one class when the
//     sizes allow it: a boundary moves (within Min–Max) to the nearest
//     place where the rank changes; when no place does, the rank is split
//     (ClassPlan.Splits says so), those ordered higher in the upper class.
//     Among boundaries as good, the upper class is the larger.
//   - Each class gets the band it takes at registration: from its weakest
//     rank (lowest rating) up to just below the class above, the top
//     class open upward and the last open downward (A級 三段以上, B級
//     初段〜二段, C級 1級以下); none when a rank is split (the bands would
//     overlap) or there is one class.
func SplitClasses(players []Participant, by ClassBy, size ClassSize) (ClassPlan, error) {
	plan := ClassPlan{By: by, Size: size}
	if size.Min < MinClassSize || size.Max > MaxClassSize || size.Min > size.Max {
		return plan, newProblem(ErrInvalidInput, "a class has %d to %d players", "クラスの人数は %d〜%d 人です", MinClassSize, MaxClassSize)
	}
	var ps, missing []Participant
	for _, p := range players {
		switch {
		case p.IsPair():
			return plan, newProblem(ErrInvalidInput, "classes are made of players, and %s is a pair", "クラス分けは個人の参加者で行います（%s はペアです）", p.Name)
		case p.WithdrawnFrom > 0:
			plan.Left = append(plan.Left, p)
		case by == ClassByRank && !p.Rank.Known(), by == ClassByRating && p.Rating == 0:
			missing = append(missing, p)
		default:
			ps = append(ps, p)
		}
	}
	if len(missing) > 0 {
		names := someNames(missing, 10)
		have := fmt.Sprintf("%d players have", len(missing))
		if len(missing) == 1 {
			have = "1 player has"
		}
		if by == ClassByRank {
			return plan, newProblem(ErrInvalidInput, "%[3]s no rank, so their class cannot be told: %[2]s; give their ranks or draw the classes by rating",
				"段級位のない参加者が %[1]d 人いるため、クラスを決められません：%[2]s。段級位を入力するか、レーティングでクラス分けしてください", len(missing), names, have)
		}
		return plan, newProblem(ErrInvalidInput, "%[3]s no rating, so their class cannot be told: %[2]s; read a rating list or give their ratings",
			"レーティングのない参加者が %[1]d 人いるため、クラスを決められません：%[2]s。レーティング表を取り込むか、レーティングを入力してください", len(missing), names, have)
	}
	value := func(p Participant) int {
		if by == ClassByRank {
			return p.Rank.order()
		}
		return p.Rating
	}
	slices.SortStableFunc(ps, func(a, b Participant) int {
		if by == ClassByRank {
			return cmp.Or(cmp.Compare(b.Rank.order(), a.Rank.order()), cmp.Compare(b.Rating, a.Rating), cmp.Compare(a.ID, b.ID))
		}
		return cmp.Or(cmp.Compare(b.Rating, a.Rating), cmp.Compare(b.Rank.order(), a.Rank.order()), cmp.Compare(a.ID, b.ID))
	})
	n := len(ps)
	k := (n + size.Max - 1) / size.Max
	switch {
	case n < size.Min:
		return plan, newProblem(ErrInvalidInput, "%d players are too few for a class of %s: a class has at least %d",
			"参加者 %d 人では %s 人のクラスを作れません（1クラス %d 人以上）", n, size, size.Min)
	case k*size.Min > n:
		fewer := fmt.Sprintf("%d classes hold", k-1)
		if k == 2 {
			fewer = "one class holds"
		}
		return plan, newProblem(ErrInvalidInput, "%d players cannot be split into classes of %s: %s at most %d, %d need at least %d; change the sizes (e.g. %[8]d-%[9]d)",
			"参加者 %[1]d 人は %[2]s 人のクラスに分けられません（%[7]d クラスでは最大 %[4]d 人、%[5]d クラスには %[6]d 人以上が必要です）。人数の範囲を変えてください（例: %[8]d-%[9]d）",
			n, size, fewer, (k-1)*size.Max, k, k*size.Min, k-1, n/k, size.Max)
	}
	cuts := classCuts(ps, value, k, size)
	from := 0
	for i, to := range cuts {
		plan.Classes = append(plan.Classes, Class{Key: ClassKey(i), Name: ClassKey(i) + "級", Players: slices.Clone(ps[from:to])})
		if to < n && value(ps[to-1]) == value(ps[to]) {
			s := ClassSplit{Upper: i, Value: classValue(ps[to], by)}
			for _, q := range ps[from:to] {
				if value(q) == value(ps[to]) {
					s.Above++
				}
			}
			for _, q := range ps[to:] {
				if value(q) == value(ps[to]) {
					s.Below++
				}
			}
			plan.Splits = append(plan.Splits, s)
		}
		from = to
	}
	switch {
	case len(plan.Splits) > 0:
		s := plan.Splits[0]
		what := tr("ranks", "段級位")
		if by == ClassByRating {
			what = tr("ratings", "レーティング")
		}
		plan.NoBands = tr("the classes get no band of %s taken at registration: %s is in both %s and %s",
			"%[3]s と %[4]s の両方に %[2]s がいるため、受付でクラスを決める%[1]sの範囲は設定しません",
			what, s.Value, plan.Classes[s.Upper].Name, plan.Classes[s.Upper+1].Name)
	case len(plan.Classes) > 1:
		setClassBands(plan.Classes, by)
	}
	return plan, nil
}

// classCuts returns where each of the k classes of ps ends: sizes within
// size, as even as possible with the larger ones first, each boundary
// moved to keep players of one value together when the sizes allow
// (fewest values split first, then the least distance from the even
// sizes; among equals, the upper class larger).
func classCuts(ps []Participant, value func(Participant) int, k int, size ClassSize) []int {
	n := len(ps)
	ideal := make([]int, k+1)
	for i := 1; i <= k; i++ {
		s := n / k
		if i <= n%k {
			s++
		}
		ideal[i] = ideal[i-1] + s
	}
	splits := func(p int) int {
		if p > 0 && p < n && value(ps[p-1]) == value(ps[p]) {
			return 1
		}
		return 0
	}
	// cost[i][p] is the best cost of ending class i at p; a split weighs
	// more than any sum of distances.
	heavy := n*k + 1
	type cell struct{ cost, prev int }
	const none = -1
	best := make([]map[int]cell, k+1)
	best[0] = map[int]cell{0: {0, none}}
	for i := 1; i <= k; i++ {
		best[i] = map[int]cell{}
		lo, hi := max(i*size.Min, n-(k-i)*size.Max), min(i*size.Max, n-(k-i)*size.Min)
		for p := lo; p <= hi; p++ {
			here := splits(p)*heavy + abs(p-ideal[i])
			c := cell{cost: none, prev: none}
			for q := p - size.Min; q >= p-size.Max; q-- { // larger upper class first
				prev, ok := best[i-1][q]
				if !ok {
					continue
				}
				if c.cost == none || prev.cost+here < c.cost {
					c = cell{cost: prev.cost + here, prev: q}
				}
			}
			if c.prev != none {
				best[i][p] = c
			}
		}
	}
	cuts := make([]int, k)
	for i, p := k, n; i > 0; i-- {
		cuts[i-1] = p
		p = best[i][p].prev
	}
	return cuts
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// classValue is the rank or rating players are ordered by, as the arbiter
// reads it.
func classValue(p Participant, by ClassBy) string {
	if by == ClassByRank {
		return p.Rank.Japanese()
	}
	return strconv.Itoa(p.Rating)
}

// setClassBands gives each class its band: from its weakest player's
// rank (lowest rating) up to just below the class above (the top class
// open upward, the last open downward), so that a player registered
// later finds their class.
func setClassBands(cs []Class, by ClassBy) {
	for i := range cs {
		weakest := cs[i].Players[len(cs[i].Players)-1]
		if by == ClassByRank {
			var b RankBand
			if i < len(cs)-1 {
				b.From = bandRank(weakest.Rank)
			}
			if i > 0 {
				b.To = rankBelow(cs[i-1].Players[len(cs[i-1].Players)-1].Rank)
			}
			cs[i].Ranks = b
			continue
		}
		var b RatingBand
		if i < len(cs)-1 {
			b.From = weakest.Rating
		}
		if i > 0 {
			b.To = cs[i-1].Players[len(cs[i-1].Players)-1].Rating - 1
		}
		cs[i].Ratings = b
	}
}

// rankBelow is the band's end just below rank r: the lower half of a Go
// half rank (三段★ → 三段), else the whole rank below (四段 → 三段, 初段 →
// 1級, プロ → 九段).
func rankBelow(r Rank) Rank {
	r = bandRank(r)
	switch {
	case r.Upper:
		r.Upper = false
		return r
	case r.Kind == RankPro:
		return Dan(MaxDan)
	case r.Kind == RankDan && r.N > 1:
		return Dan(r.N - 1)
	case r.Kind == RankDan:
		return Kyu(1)
	case r.Kind == RankKyu && r.N < MaxKyu:
		return Kyu(r.N + 1)
	}
	return r
}

// bandRank is r as a band's end: a provisional rank (三段仮) is its rank.
func bandRank(r Rank) Rank {
	r.Provisional = false
	return r
}

// someNames is the first most names of ps, "… (+N)" after.
func someNames(ps []Participant, most int) string {
	var names []string
	for i, p := range ps {
		if i == most {
			names = append(names, fmt.Sprintf("… (+%d)", len(ps)-most))
			break
		}
		names = append(names, p.Name)
	}
	return strings.Join(names, "、")
}

// Notes are what the arbiter should know of the plan before making it: a
// rank or rating split between two classes, why the classes get no band,
// the withdrawn players left in the source.
func (p ClassPlan) Notes() []Text {
	var out []Text
	then := tr("the higher rating, then the earlier registration", "レーティングの高い人、同じなら先に登録した人")
	if p.By == ClassByRating {
		then = tr("the higher rank, then the earlier registration", "段級位の高い人、同じなら先に登録した人")
	}
	for _, s := range p.Splits {
		up, down := p.Classes[s.Upper].Name, p.Classes[s.Upper+1].Name
		out = append(out, tr("%s is split: %d in %s, %d in %s (classes of %s cannot keep them together; in %s: %s)",
			"%[1]s の参加者は %[3]s に %[2]d 人、%[5]s に %[4]d 人に分かれます（%[6]s 人のクラスでは同じクラスにできません。%[7]s は%[8]s）",
			s.Value, s.Above, up, s.Below, down, p.Size, up, then))
	}
	if p.NoBands != (Text{}) {
		out = append(out, p.NoBands)
	}
	if len(p.Left) > 0 {
		out = append(out, tr("withdrawn, left in %s: %s", "棄権のため %s に残ります：%s", p.Source.Label(), someNames(p.Left, 10)))
	}
	return out
}

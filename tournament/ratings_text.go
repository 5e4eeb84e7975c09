package tournament

import (
	"fmt"
	"strings"
)

// Text says a line of the list as the arbiter looks it up: line 12 (斉藤
// 隆, サイトウ タカシ, 東京, 1700).
func (e RatingEntry) Text() Text {
	parts := []string{e.Name}
	for _, s := range []string{e.Reading, e.Club} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	rating := tr("no rating", "レーティングなし")
	if e.Rating > 0 {
		rating = Text{En: fmt.Sprint(e.Rating), Ja: fmt.Sprint(e.Rating)}
	}
	return tr("line %d (%s, %s)", "%d行目（%s、%s）", e.Line, Text{En: strings.Join(parts, ", "), Ja: strings.Join(parts, "、")}, rating)
}

// Why says why the participant got no rating.
func (q RatingQuestion) Why() Text {
	if len(q.Others) > 0 {
		others := make([]Text, len(q.Others))
		for i, o := range q.Others {
			others[i] = describeShort(o)
		}
		return tr("%s is also %s's", "%s は %s にも当たります", q.Entries[0].Text(), joinTexts(others, ", ", "、"))
	}
	lines := make([]Text, len(q.Entries))
	for i, e := range q.Entries {
		lines[i] = e.Text()
	}
	return tr("%d lines: %s", "%d 行が当たります：%s", len(q.Entries), joinTexts(lines, "; ", "、"))
}

// Why says why the participant was not found, with the lines to look at.
func (m RatingMiss) Why() Text {
	if m.NoRating {
		return tr("%s has no rating", "%s にレーティングがありません", m.Near[0].Text())
	}
	if len(m.Near) == 0 {
		return tr("not on the list", "表にありません")
	}
	lines := make([]Text, len(m.Near))
	for i, e := range m.Near {
		lines[i] = e.Text()
	}
	return tr("not on the list under this name and reading; look at %s", "この氏名・ふりがなでは表にありません。%s を確かめてください", joinTexts(lines, "; ", "、"))
}

// Note says what the arbiter should know of a match: the list gives
// another club.
func (m RatingMatch) Note() Text {
	if m.ClubDiffers {
		return tr("the list's club is %s", "表の所属は %s", m.Entry.Club)
	}
	return Text{}
}

// describeShort names a participant for a list: #12 佐藤 一郎 (東京),
// 佐藤 一郎（東京・番号 12）.
func describeShort(p Participant) Text {
	if p.Club == "" {
		return tr("#%d %s", "%[2]s（番号 %[1]d）", p.ID, p.Name)
	}
	return tr("#%d %s (%s)", "%[2]s（%[3]s・番号 %[1]d）", p.ID, p.Name, p.Club)
}

// joinTexts joins texts with sep in English and sepJa in Japanese.
func joinTexts(ts []Text, sep, sepJa string) Text {
	var en, ja []string
	for _, t := range ts {
		en, ja = append(en, t.En), append(ja, t.Ja)
	}
	return Text{En: strings.Join(en, sep), Ja: strings.Join(ja, sepJa)}
}

// DescribeShort names a participant in a list for the arbiter, with their
// number and club: #12 佐藤 一郎 (東京), 佐藤 一郎（東京・番号 12）.
func DescribeShort(p Participant) Text { return describeShort(p) }

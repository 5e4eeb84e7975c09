package tournament

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"
)

// Name pools for demo and synthetic events: common Japanese family and
// given names with their readings.
var (
	demoFamilies = [][2]string{
		{"佐藤", "さとう"}, {"鈴木", "すずき"}, {"高橋", "たかはし"}, {"田中", "たなか"}, {"伊藤", "いとう"},
		{"渡辺", "わたなべ"}, {"山本", "やまもと"}, {"中村", "なかむら"}, {"小林", "こばやし"}, {"加藤", "かとう"},
		{"吉田", "よしだ"}, {"山田", "やまだ"}, {"佐々木", "ささき"}, {"山口", "やまぐち"}, {"松本", "まつもと"},
		{"井上", "いのうえ"}, {"木村", "きむら"}, {"林", "はやし"}, {"斎藤", "さいとう"}, {"清水", "しみず"},
		{"山崎", "やまざき"}, {"森", "もり"}, {"池田", "いけだ"}, {"橋本", "はしもと"}, {"阿部", "あべ"},
		{"石川", "いしかわ"}, {"長谷川", "はせがわ"}, {"小川", "おがわ"}, {"村上", "むらかみ"}, {"近藤", "こんどう"},
	}
	demoMen = [][2]string{
		{"太郎", "たろう"}, {"健太", "けんた"}, {"翔太", "しょうた"}, {"大輔", "だいすけ"}, {"拓也", "たくや"},
		{"直樹", "なおき"}, {"悠真", "ゆうま"}, {"蓮", "れん"}, {"陽翔", "はると"}, {"誠", "まこと"},
		{"浩二", "こうじ"}, {"和也", "かずや"}, {"隆", "たかし"}, {"湊", "みなと"}, {"修", "おさむ"},
	}
	demoWomen = [][2]string{
		{"花子", "はなこ"}, {"美咲", "みさき"}, {"陽菜", "ひな"}, {"結衣", "ゆい"}, {"さくら", "さくら"},
		{"恵子", "けいこ"}, {"由美", "ゆみ"}, {"葵", "あおい"}, {"真由美", "まゆみ"}, {"凛", "りん"},
		{"愛", "あい"}, {"智子", "ともこ"}, {"芽衣", "めい"}, {"千尋", "ちひろ"}, {"優子", "ゆうこ"},
	}
	demoPrefectures = []string{
		"北海道", "宮城県", "東京都", "神奈川県", "埼玉県", "千葉県", "愛知県", "静岡県", "大阪府", "京都府",
		"兵庫県", "広島県", "福岡県", "熊本県", "新潟県", "長野県",
	}
)

// DemoVenue is where the demo events are held.
const DemoVenue = "浅草橋ヒューリックカンファレンス"

// CreateDemoEvent writes the header of a demo event of game g called name
// into a new, empty store (a discipline's Demo starts with it).
func (s *Service) CreateDemoEvent(g GameKind, name string) error {
	ev, err := NewEvent(EventInfo{Game: string(g), Name: name, Date: s.now().Format(time.DateOnly), Venue: DemoVenue}, nil, s.now())
	if err != nil {
		return err
	}
	return s.Create(ev)
}

// DemoParticipants returns n realistic participants (distinct names,
// readings, ranks, birth dates, clubs), the same for the same seed. The
// first one is the designated player (current 名人) of Othello's
// third-place rule.
func DemoParticipants(n int, seed uint64) []ParticipantForm {
	rng := rand.New(rand.NewPCG(seed, 0x7a1ca1))
	used := map[string]bool{}
	out := make([]ParticipantForm, 0, n)
	for len(out) < n {
		fam := demoFamilies[rng.IntN(len(demoFamilies))]
		gender, pool := "m", demoMen
		if rng.IntN(3) == 0 {
			gender, pool = "f", demoWomen
		}
		giv := pool[rng.IntN(len(pool))]
		name := fam[0] + " " + giv[0]
		if used[name] {
			// Large synthetic events run out of combinations: tell
			// namesakes apart the way arbiters do, with a bracketed mark.
			name = fmt.Sprintf("%s（%d）", name, len(out)+1)
			if used[name] {
				continue
			}
		}
		used[name] = true
		rank := ""
		switch r := rng.IntN(10); {
		case r < 5:
			rank = strconv.Itoa(1+rng.IntN(6)) + "d"
		case r < 9:
			rank = strconv.Itoa(1+rng.IntN(10)) + "k"
		}
		birth := time.Date(1950+rng.IntN(65), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 0, 0, 0, 0, time.UTC)
		f := ParticipantForm{
			FieldName: name, FieldReading: fam[1] + " " + giv[1], FieldRank: rank,
			FieldBirth: birth.Format(time.DateOnly), FieldGender: gender,
			FieldClub: demoPrefectures[rng.IntN(len(demoPrefectures))],
		}
		if len(out) == 0 {
			f[FieldFlags] = string(FlagDesignated)
			f[FieldRank] = "6d"
		}
		out = append(out, f)
	}
	return out
}

// ParticipantsCSV writes forms as a UTF-8 CSV with the English header of
// CLI.md, ready for ImportParticipants.
func ParticipantsCSV(forms []ParticipantForm) []byte {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	header := make([]string, len(ParticipantFieldsOrder))
	for i, f := range ParticipantFieldsOrder {
		header[i] = string(f)
	}
	w.Write(header)
	for _, f := range forms {
		row := make([]string, len(ParticipantFieldsOrder))
		for i, c := range ParticipantFieldsOrder {
			row[i] = f[c]
		}
		w.Write(row)
	}
	w.Flush()
	return buf.Bytes()
}

// CreateDemo fills a new, empty store with the demo event of game kind g
// and its default number of participants (DemoSize).
func (s *Service) CreateDemo(g GameKind) error { return s.CreateDemoWith(g, DemoSize(g)) }

// CreateDemoWith is CreateDemo with n participants (2–2000; for Pair Go, n
// pairs): the event's discipline fills it.
func (s *Service) CreateDemoWith(g GameKind, n int) error {
	if n < 2 || n > 2000 {
		return newProblem(ErrInvalidInput, "a demo event has 2 to 2000 participants", "デモ大会の参加者は2〜2000人です")
	}
	d, err := DisciplineOf(g)
	if err != nil {
		return err
	}
	return d.Demo(s, n)
}

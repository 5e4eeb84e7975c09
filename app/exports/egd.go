package exports

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"

	"taikai/app/internal/byid"
	"taikai/tournament"
	"taikai/tournament/igo"
)

// This file is the tournament file of a Go section for the European Go
// Database (EGD), in the EGF's published table format (the ".h9" file
// OpenGotha and pairgoth write): header lines (; CL[class], ; EV[name],
// ; PC[country,place], ; DT[start,end], ; HA[rule], ; KM[komi] — the even
// games'; a handicap game's other komi in a comment line under it —,
// ; TM[adjusted minutes]), then one line per player in placement order —
// place, name, rank, country, club, score, and per round the opponent's
// place, + − or = and the colour with the handicap stones (12+/w3), 0+ a
// free win (a bye that counts), 0- a round not played — and the player's
// EGD PIN after a bar (|10345678) when Taikai knows it.

func init() {
	registerGameFormats(igo.Kind, Format{Key: "egd", Ext: ".h9",
		Title: tournament.Text{En: "EGD tournament file (h9)", Ja: "EGD 大会結果ファイル（h9 形式）"},
		Write: writeEGD, Warn: egdWarnings})
}

// egdNameWidth is the width of the name column.
const egdNameWidth = 28

func writeEGD(s *tournament.Service, w io.Writer) error {
	ev, ps, rs, err := playedOut(s)
	if err != nil {
		return err
	}
	country := strings.ToLower(ev.Setting(igo.SettingEGDCountry))
	if country == "" {
		return tournament.NewProblem(tournament.ErrInvalidInput,
			"the EGD file needs the players' country: set egd_country (JP for Japan)",
			"EGD ファイルには選手の国が必要です。設定 egd_country を指定してください（日本は JP）")
	}
	table, err := s.Standings(0)
	if err != nil {
		return err
	}
	byID := byid.Participants(ps)
	place := map[int]int{}
	for i, row := range table.Rows {
		place[row.ID] = i + 1
	}
	results, komi, err := egdResults(ev, rs, place)
	if err != nil {
		return err
	}
	km := evenKomi()

	class, minutes := igo.EGFTime(ev)
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "; CL[%s]\n", class)
	fmt.Fprintf(b, "; EV[%s]\n", oneLine(eventTitle(ev)))
	fmt.Fprintf(b, "; PC[%s,%s]\n", country, oneLine(ev.Venue))
	fmt.Fprintf(b, "; DT[%s,%s]\n", ev.Date, ev.Date)
	fmt.Fprintf(b, "; HA[%s]\n", egdHandicapRule(ev))
	fmt.Fprintf(b, "; KM[%s]\n", km)
	writeHandicapKomi(b, km, komi)
	fmt.Fprintf(b, "; TM[%d]\n", minutes)
	fmt.Fprintf(b, "; CM[Taikai]\n;\n")
	fmt.Fprintf(b, "; Pl %-*s  Rk Co Club   Score  Results\n", egdNameWidth, "Name")
	for _, row := range table.Rows {
		p := byID[row.ID]
		rank, err := egdRank(p)
		if err != nil {
			return err
		}
		name, _ := egdName(p)
		line := fmt.Sprintf("%4d %s %4s %s %-4s %6s  %s", place[p.ID], padRunes(name, egdNameWidth), rank, strings.ToUpper(country),
			egdClub(p), egdScore(results[p.ID]), strings.Join(padEach(results[p.ID], 7), " "))
		if pin := igo.EGDPinOf(p); pin != "" {
			line += " |" + pin
		}
		line += egdRankNote(p.Rank)
		fmt.Fprintln(b, strings.TrimRight(line, " "))
	}
	return b.Flush()
}

// egdResults returns every player's result entry of each round (the
// opponent's place, the outcome, the colour and the handicap stones) and
// how many games played over the board had each komi (half-points).
func egdResults(ev tournament.Event, rs []tournament.Round, place map[int]int) (map[int][]string, map[igo.Komi]int, error) {
	out := map[int][]string{}
	komi := map[igo.Komi]int{}
	for id := range place {
		out[id] = make([]string, len(rs))
		for k := range rs {
			out[id][k] = "0-" // not played: absent, not yet entered, withdrawn
		}
	}
	byeWins := ev.Setting(igo.SettingByeWorth) != igo.ByeNothing
	for k, r := range rs {
		seen := map[int]bool{}
		for _, g := range r.Games {
			for _, id := range []int{g.Black, g.White} {
				if id > 0 && seen[id] {
					return nil, nil, tournament.NewProblem(tournament.ErrInvalidInput,
						"participant %d plays two games in round %d: the EGD file has one result per player and round",
						"参加者 %d は %d 回戦で 2 局打っています。EGD ファイルは 1 回戦に 1 局の結果しか書けません", id, r.Number)
				}
				seen[id] = true
			}
			if g.IsBye() {
				if _, ok := out[g.Black]; ok && byeWins {
					out[g.Black][k] = "0+"
				}
				continue
			}
			rg, err := igo.RatedGameOf(ev, r, g)
			if err != nil {
				return nil, nil, err
			}
			if rg.Played && rg.HasHandicap {
				komi[rg.Komi]++
			}
			for _, side := range []struct {
				id, opp int
				colour  string
				me      tournament.Colour
			}{{g.Black, g.White, "b", tournament.Black}, {g.White, g.Black, "w", tournament.White}} {
				if _, ok := out[side.id]; !ok {
					continue
				}
				mark := "-"
				switch {
				case rg.Winner == side.me:
					mark = "+"
				case rg.Jigo:
					mark = "="
				}
				if !rg.Played {
					// A forfeit, 両負け, 無勝負 or a game against the arbiter
					// was not played over the board: no game for the
					// rating, the point as the player had it.
					out[side.id][k] = "0" + mark
					continue
				}
				entry := fmt.Sprintf("%d%s/%s", place[side.opp], mark, side.colour)
				if rg.Stones > 0 {
					entry += fmt.Sprint(rg.Stones)
				}
				out[side.id][k] = entry
			}
		}
	}
	return out, komi, nil
}

// egdScore is the player's points as the entries give them: 1 a win, ½ a
// jigo or a free round worth half.
func egdScore(entries []string) string {
	halves := 0
	for _, e := range entries {
		switch {
		case strings.Contains(e, "+"):
			halves += 2
		case strings.Contains(e, "="):
			halves++
		}
	}
	if halves%2 != 0 {
		return fmt.Sprintf("%d.5", halves/2)
	}
	return fmt.Sprint(halves / 2)
}

// egdName is participant p's name as the EGD writes it, in ASCII (see
// nameOf): the family name, then the given name (Yamada Taro), the words of
// each joined by _ (van_der_Berg Jan, Le_Calve Tanguy), apostrophes and
// hyphens kept (O'Brien Sean), a name in small letters or in capitals
// capitalized (nameCase). ok is false for a name that cannot be spelled in
// Latin letters (kanji without a kana reading): it is written "-", the
// EGD's unknown, and the player is named by egdWarnings (issue 38).
func egdName(p tournament.Participant) (name string, ok bool) {
	n := nameOf(p)
	family := egdToken(nameCase(n.Family))
	given := egdToken(nameCase(n.Given))
	if !n.Latin || family == "" {
		return "-", false
	}
	return strings.TrimSpace(family + " " + given), true
}

// egdRank writes the rank as the EGD reads it (3d, 10k, 7p); the upper
// half of a Japanese rank (3d+, 三段★) is left out, the EGD has no halves,
// and a provisional rank (3d?) is said after the line (egdRankNote). A participant
// without a rank, or a professional without a dan, is refused: the EGD
// rates by rank.
func egdRank(p tournament.Participant) (string, error) {
	switch p.Rank.Kind {
	case tournament.RankDan:
		return fmt.Sprintf("%dd", p.Rank.N), nil
	case tournament.RankKyu:
		return fmt.Sprintf("%dk", p.Rank.N), nil
	case tournament.RankPro:
		if p.Rank.N > 0 {
			return fmt.Sprintf("%dp", p.Rank.N), nil
		}
	}
	return "", tournament.NewProblem(tournament.ErrInvalidInput,
		"%s has no dan or kyu rank: the EGD file needs every player's rank (3d, 10k)",
		"%s の段級位がありません。EGD ファイルには全員の段級位（3d、10k）が必要です", p.Name)
}

// egdRankNote is the comment that ends the line of a player whose rank is
// provisional (三段仮, 3d?: not yet certified), " ; 3d? provisional
// rank", "" for another. The grade column keeps 3d: the EGD's format
// documents no mark of an uncertain grade and its parser finds the grade
// column by its form, so a "3d?" there could be read as part of the name;
// a comment is skipped by the parser and read by the rating officer
// (issue 38: the ? stays visible).
func egdRankNote(r tournament.Rank) string {
	if !r.Provisional {
		return ""
	}
	return " ; " + r.String() + " provisional rank"
}

// egdClub writes participant p's club in the club column (see egdClubOf).
func egdClub(p tournament.Participant) string {
	c, _ := egdClubOf(p)
	return c
}

// egdClubOf is participant p's club as the club column of the EGD file
// writes it, in ASCII (the file is ASCII text) and at most four characters
// (the EGD's club codes: Toky, 16Kz): the player's EGD club code when given
// (egd_club); else the club spelled in ASCII (asciiOf: Tokyo, とうきょう
// Toky), spaces as _; else "-", the EGD's unknown, as for none. ok is false
// when a club was given that cannot be spelled (東京都, 日本棋院): the
// player is listed by egdWarnings, never written in bytes the EGD cannot
// read (issue 38).
func egdClubOf(p tournament.Participant) (club string, ok bool) {
	if c := igo.EGDClubOf(p); c != "" {
		return c, true
	}
	if strings.TrimSpace(p.Club) == "" {
		return "-", true
	}
	a, ok := asciiOf(p.Club)
	c := []rune(egdToken(a))
	if !ok || len(c) == 0 {
		return "-", false
	}
	if len(c) > igo.MaxEGDClubChars {
		c = c[:igo.MaxEGDClubChars]
	}
	if s := string(c); s == strings.ToLower(s) {
		// Spelled from kana: a capital as the EGD's codes have.
		c[0] = unicode.ToUpper(c[0])
	}
	return string(c), true
}

// egdToken is ASCII text s as one token of an EGD line: its words joined
// by _, and only letters, digits, ' - _ and . kept (a ; would start a
// comment, a | the PIN).
func egdToken(s string) string {
	s = strings.Join(strings.Fields(s), "_")
	return strings.Map(func(r rune) rune {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("'-_.", r)) {
			return r
		}
		return -1
	}, s)
}

// egdWarnings implements Format.Warn for the EGD file, an ASCII text:
// the event's name or venue written as typed in other letters, the
// players whose name or club was written as "-" because it cannot be
// spelled in ASCII, each with how to mend it.
func egdWarnings(s *tournament.Service) ([]tournament.Text, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	table, err := s.Standings(0)
	if err != nil {
		return nil, err
	}
	byID := byid.Participants(ps)
	ev, err := s.Event()
	if err != nil {
		return nil, err
	}
	var out []tournament.Text
	if _, ok := asciiOf(eventTitle(ev) + ev.Venue); !ok {
		// The headers are kept as typed: the EGD's upload form asks for
		// the tournament's name and place too, where the arbiter types them.
		out = append(out, tournament.Text{
			En: fmt.Sprintf("the EV and PC lines of the EGD file have the event's name and venue as typed (%s, %s), not in Latin letters: write them in Latin letters in the file or in the EGD's upload form",
				oneLine(eventTitle(ev)), oneLine(ev.Venue)),
			Ja: fmt.Sprintf("EGD ファイルの EV 行と PC 行には大会名と会場を入力どおり（%s、%s）書きました。ローマ字ではありません。ファイルか EGD の登録画面でローマ字にしてください",
				oneLine(eventTitle(ev)), oneLine(ev.Venue))})
	}
	var names, clubs, clubsJa []string
	for _, row := range table.Rows {
		p := byID[row.ID]
		if _, ok := egdName(p); !ok {
			names = append(names, p.Name)
		}
		if _, ok := egdClubOf(p); !ok {
			clubs = append(clubs, fmt.Sprintf("%s (%s)", p.Name, p.Club))
			clubsJa = append(clubsJa, fmt.Sprintf("%s（%s）", p.Name, p.Club))
		}
	}
	if len(names) > 0 {
		out = append(out, tournament.Text{
			En: "the EGD file has - (unknown) for the name of " + strings.Join(names, ", ") +
				": the name cannot be written in Latin letters; give each a reading in kana (ふりがな) or the name in Latin letters, and export again",
			Ja: "EGD ファイルでは次の選手の氏名を -（不明）にしました：" + strings.Join(names, "、") +
				"。氏名をローマ字で書けません。ふりがな（かな）か、ローマ字の氏名を入力して書き出し直してください"})
	}
	if len(clubs) > 0 {
		out = append(out, tournament.Text{
			En: "the EGD file has - (unknown) for the club of " + strings.Join(clubs, ", ") +
				": the club cannot be written in Latin letters; give each an EGD club code (egd_club, e.g. Toky) and export again",
			Ja: "EGD ファイルでは次の選手のクラブを -（不明）にしました：" + strings.Join(clubsJa, "、") +
				"。所属をローマ字で書けません。EGD クラブ（egd_club、例 Toky）を入力して書き出し直してください"})
	}
	return out, nil
}

// egdHandicapRule is the HA header: h9 where the games are even (no
// handicap from the rank difference), h0 where they are handicapped. Each
// result entry gives its stones either way, which the EGD reads first.
func egdHandicapRule(ev tournament.Event) string {
	if ev.Setting("handicap") == "true" && ev.Setting("handicap_max") != "0" {
		return "h0"
	}
	return "h9"
}

// evenKomi is the komi of the section's even games (互先), as the KM
// header writes it (6.5): the handicap table's even-game komi, which Taikai
// gives every even game (equal ranks, handicaps off, a rank unknown, a game
// against the arbiter). It is not read from the games: a game without
// stones may be a handicap game (half a rank: the weaker gives 0.5; a rank:
// reverse komi or 定先), and its komi is not the even games' (issue 38).
func evenKomi() igo.Komi { return igo.EvenGameKomi() }

// writeHandicapKomi writes, under the KM header, a comment line for each
// other komi the games played over the board had (the handicap games':
// "; handicap games: komi 0.5 (3 games)"), largest first. The EGD file has
// one KM for the whole tournament and a result entry says the stones but
// not the komi, so a handicap game's komi (0.5, or White giving 5.5, or
// none) can only be told to the rating officer in a comment, which the
// EGD's parser skips (issue 38: never dropped, nor written as the even
// games' komi).
func writeHandicapKomi(w io.Writer, even igo.Komi, games map[igo.Komi]int) {
	var ks []igo.Komi
	for k := range games {
		if k != even {
			ks = append(ks, k)
		}
	}
	slices.Sort(ks)
	slices.Reverse(ks)
	for _, k := range ks {
		what := ""
		if k < 0 {
			what = ", reverse komi: White gives " + (-k).String()
		}
		n := "games"
		if games[k] == 1 {
			n = "game"
		}
		fmt.Fprintf(w, "; handicap games: komi %s%s (%d %s)\n", k, what, games[k], n)
	}
}

// padRunes pads s with spaces to n characters (runes), never cutting it.
func padRunes(s string, n int) string {
	if k := len([]rune(s)); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// padEach right-aligns each entry in n characters.
func padEach(entries []string, n int) []string {
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = fmt.Sprintf("%*s", n, e)
	}
	return out
}

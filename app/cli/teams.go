package cli

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"taikai/app/internal/byid"
	"taikai/tournament"
	"taikai/tournament/teams"
)

// This file is the teams of a team section (団体戦, issue 26): `taikai teams
// add|import|list|substitute|order`. A team is an entrant of N players in
// board order (主将, 副将, 三将 …) with reserves (補欠); the section's rules
// (its boards, match points, whether the order may change) are set by
// `section add --team-boards N`.

func init() {
	registerVerb("teams", verb{run: runTeams, valued: []string{"name", "club", "reserve", "format"},
		usage:     "teams add|import|list|substitute|order FILE ...",
		summary:   "the teams of a team section (団体戦): register them by hand or from a CSV, list them by board, put a reserve on a board for a round, change the board order (see `taikai help teams`)",
		summaryJa: "団体戦の部門のチーム：手入力か CSV で登録、盤順の一覧、補欠の出場（回戦ごと）、オーダーの変更（taikai help teams）",
		more:      tournament.Text{En: teamsHelp, Ja: teamsHelpJa}})
}

const teamsHelp = `
  taikai teams add FILE [--section KEY] --name TEAM [--club CLUB] PLAYER PLAYER ... [--reserve PLAYER]...
                                   the players in board order (主将 first); PLAYER is a name, with the
                                   rank after / or : if known (佐藤一郎/3d, 佐藤一郎:三段); a registered
                                   participant of the section by name or number (#12) is that participant
  taikai teams import FILE CSV [--section KEY]   one line a player: team (チーム), board (盤: 1–7, 主将 副将
                                   三将 …, 補欠) and the players' columns (name 氏名, reading ふりがな, rank 段級位,
                                   club 所属 …); all teams or none, every bad line listed
  taikai teams list FILE [--section KEY] [--format table|csv|json]   each team, its players by board and its
                                   reserves (the CSV reads back with teams import)
  taikai teams substitute FILE ROUND TEAM BOARD PLAYER   PLAYER (a reserve, or a player of the team not on
                                   another board) plays BOARD (1–7 or 主将 …) of the team's match in ROUND
                                   instead; the board is seated again; refused once the match has a result
  taikai teams order FILE [--section KEY] TEAM PLAYER PLAYER ...   the team's new board order (those left
                                   out become reserves); refused once round 1 is paired unless the section
                                   was added with --order-changes

TEAM and PLAYER are a name or a participant number. --section is the team section (the event's
only team section by default). A team added after round 1 is paired enters from the next round.
A team section pairs teams, one match a table; each match's boards are board k against board k,
the team listed first having Black on the odd boards before the game seats each board (in Go
the weaker player takes Black, the stones by the ranks when handicap=true).
Results: taikai result FILE ROUND TABLE ○○× (marks from the side of the team listed first) or
B+R,W+3.5,B+T (each board's result); see taikai help results. taikai pairings shows each match
then its boards; taikai standings the teams by match points then board points; taikai
standings --boards the board prizes (各将の個人賞).
`

const teamsHelpJa = `
  taikai teams add FILE [--section KEY] --name チーム名 [--club 所属] 選手 選手 ... [--reserve 選手]...
                                   選手は盤順（主将から）。選手は氏名、段級位があれば / か : の後に
                                   （佐藤一郎/3d、佐藤一郎:三段）。部門に登録済みの参加者は氏名か番号（#12）で
  taikai teams import FILE CSV [--section KEY]   1行に1人：チーム、盤（1〜7、主将・副将・三将 …、補欠）と
                                   選手の列（氏名・ふりがな・段級位・所属 …）。全チームを取り込むか、
                                   1チームも取り込まないか。誤りのある行はすべて示します
  taikai teams list FILE [--section KEY] [--format table|csv|json]   チームごとに盤順の選手と補欠
                                   （CSV は teams import でそのまま読めます）
  taikai teams substitute FILE ROUND TEAM BOARD 選手   ROUND 回戦のチームの試合で、BOARD（1〜7 か
                                   主将 …）に 選手（補欠か、ほかの盤に出ていないチームの選手）が出場します。
                                   その盤の手番は決め直します。試合の結果を記録した後は受け付けません
  taikai teams order FILE [--section KEY] チーム 選手 選手 ...   チームの新しいオーダー（入らない選手は
                                   補欠になります）。1回戦を組んだ後は、部門を --order-changes で作った
                                   ときだけ変えられます

チーム・選手は名前か参加者の番号です。--section は団体戦の部門（団体戦の部門が1つならそれ）です。
1回戦を組んだ後に登録したチームは次の回戦から参加します。
団体戦の部門はチームを組み合わせ、1卓に1試合です。試合は同じ番の盤どうしで、先に書かれたチームが
奇数番の盤で黒、そのうえで競技の決まりで各盤の手番を決めます（囲碁は handicap=true なら段級位の
差で置石、下位者が黒）。
結果：taikai result FILE ROUND TABLE ○○×（先に書かれたチームから見た盤ごとの勝敗）か
B+R,W+3.5,B+T（盤ごとの結果）。taikai help results を見てください。taikai pairings は試合と
その盤を、taikai standings は勝点・勝数によるチームの順位を、taikai standings --boards は
各将の個人賞を示します。
`

func runTeams(e *env, a args) error {
	if len(a.pos) < 2 {
		return usageHelp(tournament.Text{En: teamsHelp, Ja: teamsHelpJa})
	}
	sub, file, rest := a.pos[0], a.pos[1], a.pos[2:]
	switch {
	case sub == "add" && (!a.has("name") || len(rest) == 0):
		return usageLine("teams add FILE [--section KEY] --name TEAM [--club CLUB] PLAYER PLAYER ... [--reserve PLAYER]...")
	case sub == "import" && len(rest) != 1:
		return usageLine("teams import FILE CSV [--section KEY]")
	case sub == "list" && len(rest) != 0:
		return usageLine("teams list FILE [--section KEY] [--format table|csv|json]")
	case sub == "substitute" && len(rest) != 4:
		return usageLine("teams substitute FILE ROUND TEAM BOARD PLAYER")
	case sub == "order" && len(rest) < 2:
		return usageLine("teams order FILE [--section KEY] TEAM PLAYER PLAYER ...")
	case sub != "add" && sub != "import" && sub != "list" && sub != "substitute" && sub != "order":
		return usage("unknown teams command %q; see `taikai help teams`", "`taikai teams` のコマンド 「%s」 はありません。`taikai help teams` を見てください", sub)
	case sub != "add" && (a.has("name") || a.has("club") || a.has("reserve")):
		return usage("--name, --club and --reserve are given with teams add", "--name・--club・--reserve は `taikai teams add` で指定します")
	case sub != "list" && a.has("format"):
		return usage("--format is given with teams list", "--format は `taikai teams list` で指定します")
	}
	v, format, done, err := formatted(a, file, e.openVenue)
	if err != nil {
		return err
	}
	defer done()
	sec, s, err := e.teamSection(v)
	if err != nil {
		return err
	}
	switch sub {
	case "add":
		return teamsAdd(e, s, a, rest)
	case "import":
		return teamsImport(e, s, rest[0])
	case "list":
		return teamsList(e, s, sec, format)
	case "substitute":
		return teamsSubstitute(e, s, rest)
	}
	return teamsOrder(e, s, rest[0], rest[1:])
}

// teamSection is the section a teams command acts on: the one --section
// names, which must be a team event, or the event's only team section.
func (e *env) teamSection(v *tournament.Venue) (tournament.Section, *tournament.Service, error) {
	if e.section != "" {
		sec, s, err := v.Section(e.section)
		if err != nil {
			return sec, nil, err
		}
		if sec.Teams.IsZero() {
			return sec, nil, tournament.NewProblem(tournament.ErrInvalidInput, "section %s is not a team event (a team section is added with `taikai section add … --team-boards N`)",
				"部門 %s は団体戦ではありません（団体戦の部門は `taikai section add … --team-boards N` で作ります）", sec.Label())
		}
		return sec, s, nil
	}
	list, err := v.Sections()
	if err != nil {
		return tournament.Section{}, nil, err
	}
	var found []tournament.Section
	var keys []string
	for _, sec := range list {
		if !sec.Teams.IsZero() {
			found = append(found, sec)
			keys = append(keys, sec.Key+" ("+sec.Name+")")
		}
	}
	switch len(found) {
	case 0:
		return tournament.Section{}, nil, tournament.NewProblem(tournament.ErrInvalidInput, "the event has no team section: add one with `taikai section add FILE KEY --name NAME --game GAME --team-boards N`",
			"この大会には団体戦の部門がありません。`taikai section add FILE KEY --name 名前 --game 競技 --team-boards N` で追加してください")
	case 1:
		return found[0], v.Service(found[0].ID), nil
	}
	return tournament.Section{}, nil, tournament.NewProblem(tournament.ErrInvalidInput, "the event has several team sections: give --section KEY (%s)",
		"団体戦の部門が複数あります。--section KEY で指定してください（%s）", strings.Join(keys, ", "))
}

// playerForm reads a PLAYER of teams add: a name, with the rank after a
// slash or a colon (佐藤一郎/3d, 佐藤一郎:三段; full-width too).
func playerForm(word string) tournament.ParticipantForm {
	f := tournament.ParticipantForm{tournament.FieldName: word}
	if i := strings.LastIndexAny(word, "/:／："); i >= 0 {
		name, rank := word[:i], word[i:]
		_, size := firstRune(rank)
		f[tournament.FieldName], f[tournament.FieldRank] = strings.TrimSpace(name), strings.TrimSpace(rank[size:])
	}
	return f
}

// firstRune is the first rune of s and its size in bytes.
func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

func teamsAdd(e *env, s *tournament.Service, a args, players []string) error {
	f := teams.Form{Name: a.flag("name", ""), Club: a.flag("club", "")}
	for _, w := range players {
		f.Players = append(f.Players, playerForm(w))
	}
	for _, w := range a.flags["reserve"] {
		f.Reserves = append(f.Reserves, playerForm(w))
	}
	t, err := teams.Add(s, f)
	if err != nil {
		return err
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("added team #%d %s: %s\n", "チーム %[2]s（番号 %[1]d）を登録しました：%[3]s\n"), t.ID, t.Name, e.lineup(t, ps))
	return nil
}

// lineup says a team's players by board, then its reserves: "1 佐藤一郎
// (3d), 2 鈴木次郎 (1k); reserve 山本 (5k)" (主将 佐藤一郎（三段）、…、補欠 …).
func (e *env) lineup(t teams.Team, ps []tournament.Participant) string {
	byID := byid.Participants(ps)
	names := tournament.DisplayNames(ps)
	who := func(id int) string {
		p := byID[id]
		if !p.Rank.Known() {
			return names[id]
		}
		return e.say(fmt.Sprintf("%s (%s)", names[id], p.Rank), fmt.Sprintf("%s（%s）", names[id], p.Rank.Japanese()))
	}
	var on []string
	for k, id := range t.Boards {
		on = append(on, e.say(strconv.Itoa(k+1)+" ", teams.BoardTitle(k+1)+" ")+who(id))
	}
	out := strings.Join(on, e.say(", ", "、"))
	for i, id := range t.Reserves {
		sep := e.say(", ", "、")
		if i == 0 {
			sep = e.say("; reserve ", "、補欠 ")
		}
		out += sep + who(id)
	}
	return out
}

func teamsImport(e *env, s *tournament.Service, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return unreadable(path, err)
	}
	rep, err := teams.Import(s, data)
	if err != nil {
		return err
	}
	for _, h := range rep.Ignored {
		fmt.Fprintf(e.errw, e.say("taikai: ignored column %q\n", "taikai: 列「%s」は読み飛ばしました\n"), h)
	}
	players := 0
	for _, t := range rep.Teams {
		players += len(t.Boards) + len(t.Reserves)
	}
	fmt.Fprintf(e.out, e.say("imported %d teams, %d players (%s)\n", "%d チーム・%d 人を取り込みました（%s）\n"), len(rep.Teams), players, rep.Encoding)
	return nil
}

func teamsSubstitute(e *env, s *tournament.Service, rest []string) error {
	n, err := number(rest[0], "ROUND", 1, maxRound)
	if err != nil {
		return err
	}
	k, ok := teams.BoardOf(rest[2])
	if !ok || k == 0 {
		return usage("BOARD is a board of the match: 1–7 or 主将, 副将, 三将 … (not %q)", "盤は 1〜7 か 主将・副将・三将 … で指定してください（「%s」は使えません）", rest[2])
	}
	m, err := teams.Substitute(s, n, rest[1], k, rest[3])
	if err != nil {
		return err
	}
	bs := teams.Boards(m)
	if k > len(bs) {
		return nil
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	var pair []tournament.Participant // the match's two teams
	for _, p := range ps {
		if p.ID == m.Black || p.ID == m.White {
			pair = append(pair, p)
		}
	}
	team, err := tournament.FindIn(pair, rest[1])
	if err != nil {
		return err
	}
	names := tournament.DisplayNames(ps)
	ev, err := s.Event()
	if err != nil {
		return err
	}
	bd := bs[k-1].Game
	fmt.Fprintf(e.out, e.say("round %d table %d board %d (%s): team %s now plays %s – %s\n", "%d 回戦 %d 番卓 %d番盤（%s）：チーム %s の選手を替えました。%s – %s\n"),
		n, m.Table, k, teams.BoardTitle(k), team.Name, e.colouredName(ev.Game, names[bd.Black], tournament.Black), e.colouredName(ev.Game, names[bd.White], tournament.White)+e.handicapNote(ev, bd))
	return nil
}

func teamsOrder(e *env, s *tournament.Service, team string, players []string) error {
	t, err := teams.SetOrder(s, team, players)
	if err != nil {
		return err
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("team %s, board order: %s\n", "チーム %s のオーダー：%s\n"), t.Name, e.lineup(t, ps))
	return nil
}

// colouredName is a board's player with their side c as game g names it:
// 佐藤一郎 (B), 佐藤一郎（黒）; 佐藤一郎 (S), 佐藤一郎（先手）in shogi. In
// English the side is its name's first letter.
func (e *env) colouredName(g tournament.GameKind, name string, c tournament.Colour) string {
	side := tournament.SideOf(g, c)
	initial, _ := utf8.DecodeRuneInString(side.En)
	return e.say(name+" ("+string(initial)+")", name+"（"+side.Ja+"）")
}

// handicapNote is ", " and a board's handicap (Go's stones and komi), or
// nothing for a game without one.
func (e *env) handicapNote(ev tournament.Event, g tournament.Game) string {
	h := tournament.GameHandicap(ev, g)
	if h == nil || h.Text.In(e.lang) == "" {
		return ""
	}
	return e.say(", ", "、") + h.Text.In(e.lang)
}

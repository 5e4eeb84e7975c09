package cli

import (
	"fmt"
	"slices"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// This file is the sections of an event (部門, issue 24): `taikai section
// add|edit|list`. A section is one competition of the event: its game, its
// settings, its participants, its rounds, its venue table numbers.

func init() {
	registerVerb("section", verb{run: runSection, event: true, valued: []string{"name", "game", "tables", "ranks", "set", "format",
		"from", "places", "by", "team-boards", "match-points", "ratings", "size", "section"},
		bools: []string{"order-changes", "apply"}, text: []string{"tables", "ranks", "places", "by", "match-points", "ratings", "size"},
		flags:     formatFlagSets,
		usage:     "section add|edit|list|draw|ties|decide|bands FILE ...",
		summary:   "the sections of the event (A級, こどもの部, ペア碁の部 …), each a competition with its game, settings and venue tables (see `taikai help section`)",
		summaryJa: "大会の部門（A級・こどもの部・ペア碁の部 …）。部門ごとに競技・設定・会場の卓番号を持つ1つの大会です（taikai help section）",
		more:      tournament.Text{En: sectionHelp, Ja: sectionHelpJa}})
}

const sectionHelp = `
  taikai section add FILE KEY --name NAME --game {games} [--format FORMAT [OPTIONS]] [--tables FROM-TO] [--ranks BAND] [--ratings BAND] [--from SECTION --places 1-2|通過] [--set KEY=VALUE]...
                    [--team-boards N [--match-points W/D/L] [--order-changes]]
  taikai section edit FILE KEY [--name NAME] [--format FORMAT [OPTIONS]] [--tables FROM-TO] [--ranks BAND] [--ratings BAND] [--from SECTION|- --places 1-2|通過]
  taikai section list FILE [--format table|csv|json]   key, name, game, format, participants, tables, ranks, round (and a team section's boards)
  taikai section draw FILE KEY   take the section's entrants from its source's places, once the source is finished
  taikai section ties FILE KEY   the ties in a finished section's places left to the arbiter's playoff or lot
  taikai section decide FILE KEY PLAYER PLAYER... --by playoff|lot   record the playoff (決定戦) or lot (抽選) among the players of one tie, best first
  taikai section bands FILE [KEY|--section KEY] --by rank|rating --size 6-10 [--apply] [--format table|csv|json]
                    the classes (A級, B級 …) the registration list of section KEY (the only one by default) splits into; --apply makes them

KEY names the section on the command line (letters, digits, - and _: A, kids); NAME is
its name on sheets and pages (A級). --tables is its range of the venue's table numbers
(21-45); a section without one gets the numbers after the others' when first paired.
--ranks is the band of ranks it takes at registration (3d- or 三段以上, 1d-2d or 初段〜二段,
-5k or 5級以下; bands never overlap): a participant added or imported without a section
goes to the section whose band holds their rank. --ratings is a band of ratings (1800-,
1500-1799, -1499; - removes it), for classes drawn by rating.
section bands splits a section's registration list into classes (クラス分け) of MIN to MAX
players (--size 6-10) by rank or by rating, strongest first: the fewest classes the largest
size allows (n players: ⌈n ÷ MAX⌉), as even as possible with the upper classes the larger
(13 → 7+6, 25 → 9+8+8); refused when no number of classes fits (11 with 6-10) or before a
player without a rank (rating) has one. Players of one rank (rating) stay in one class when
the sizes allow, else the split is said. Each class shows its key and name (A, A級), size,
band and players; --apply makes them in one logged change: a section each (the source's game,
settings and format, the venue's tables after the others', its band taken at registration:
from its weakest rank or lowest rating up to just below the class above; none when a rank is
split or another section's band overlaps) with its players moved; withdrawn players stay.
Refused once the source has paired a round, or when a section is already keyed A, B ….
--from SECTION --places 1-2 takes the section's entrants from another section's places
(予選リーグ → 決勝トーナメント: a league's places are each group's; --places 通過 takes those
the source marks as advancing); section draw takes them when the arbiter says so, refused
before the source is finished or when a tie falls on the cut: decide it first with section
decide, naming every player of the tie best first (section ties lists them). A knockout
seeds them by place, the group winners apart; players list shows where each came from.
section edit --from/--places changes where the entrants come from while the section has
none (--from - takes the source away).
FORMAT and its OPTIONS (one format a section; every format works with every paired game):
  swiss (スイス式, the default)       no options: the game's rounds setting
{formats}
Groups, brackets and seats are drawn from the players present in round 1.
--team-boards N makes the section a team event (団体戦) of teams of N players in board
order (2–7: 主将, 副将, 三将 …), registered with taikai teams (see taikai help teams);
--match-points the points of a match won, drawn and lost (default 2/1/0; 3/1/0);
--order-changes lets a team's board order change after round 1 (fixed by default). A
team section takes no entrants from another section.
Every verb that acts on one competition takes --section KEY (or the name): the only
section by default; with several sections it is refused with their list.
`

const sectionHelpJa = `
  taikai section add FILE KEY --name NAME --game {games} [--format 方式 [指定]] [--tables FROM-TO] [--ranks BAND] [--ratings BAND] [--from 部門 --places 1-2|通過] [--set KEY=VALUE]...
                    [--team-boards N [--match-points 勝/分/敗] [--order-changes]]
  taikai section edit FILE KEY [--name NAME] [--format 方式 [指定]] [--tables FROM-TO] [--ranks BAND] [--ratings BAND] [--from 部門|- --places 1-2|通過]
  taikai section list FILE [--format table|csv|json]   キー・部門名・競技・方式・参加者数・卓番号・段級位・回戦（団体戦は人制も）
  taikai section draw FILE KEY   進出元の部門が終わってから、その順位の参加者をこの部門に入れる
  taikai section ties FILE KEY   終わった部門の順位で、決定戦・抽選で決める同順位の一覧
  taikai section decide FILE KEY 選手 選手... --by 決定戦|抽選   1つの同順位の全員を上位から順に指定して、決定戦・抽選の結果を記録する
  taikai section bands FILE [KEY|--section KEY] --by rank|rating --size 6-10 [--apply] [--format table|csv|json]
                    部門 KEY（省略時は唯一の部門）の参加者を段級位かレーティングでクラス（A級・B級 …）に分ける案。--apply で作る

KEY はコマンドで部門を指すキー（英数字と - _：A、kids）、NAME は帳票やページに出る部門名
（A級）です。--tables は会場の卓番号の範囲（21-45）。範囲のない部門は、最初に組み合わせる
ときにほかの部門の続きの番号になります。
--ranks は受付でこの部門に入る段級位の範囲です（三段以上 / 3d-、初段〜二段 / 1d-2d、5級以下 /
-5k。部門どうしで重なりません）。部門を指定せずに登録・取り込みした参加者は、段級位の範囲に
当たる部門に入ります。--ratings はレーティングの範囲です（1800-、1500-1799、-1499。- で外す）。
section bands は部門の参加者を、段級位かレーティングの高い順に MIN〜MAX 人（--size 6-10）の
クラスに分けます。クラス数は最多人数で足りる最少の数（n 人なら ⌈n ÷ MAX⌉）、人数はできるだけ
均等で上のクラスが多め（13 → 7+6、25 → 9+8+8）。どのクラス数でも範囲に収まらないとき（6-10 で
11 人）や、段級位（レーティング）のない参加者がいるときは、理由を示して受け付けません。同じ段級位
（レーティング）の人は人数が許す限り同じクラスにし、分かれるときはそう示します。各クラスのキーと
名前（A、A級）・人数・範囲・参加者を表示し、--apply で1つの操作として作ります：クラスごとの部門
（元の部門の競技・設定・方式、卓番号はほかの部門の続き、受付で使う範囲：そのクラスの最も低い段級位
・レーティングから上のクラスのすぐ下まで。段級位が分かれるときやほかの部門の範囲と重なるときは
なし）を作り、参加者を移します（棄権者は元の部門に残ります）。元の部門が組み合わせを始めた後や、
キー A・B … の部門がすでにあるときは受け付けません。
--from 部門 --places 1-2 はほかの部門の順位から参加者を取ります（予選リーグ → 決勝トーナメント。
予選リーグの順位は各組の順位、--places 通過 は進出元が通過とした人）。section draw で決めます。
進出元が終わる前や、境目に同順位があるときは受け付けません（section decide で同順位の全員を
上位から順に指定して先に決めてください。section ties が一覧を出します）。決勝
トーナメントは順位でシードし、各組1位を離します。players list に進出元が出ます。
section edit --from/--places で、参加者がいない間は進出元を変えられます（--from - で外す）。
FORMAT とその指定（部門に1つ。どの形式もどの対局の競技でも使えます）：
  swiss（スイス式、既定）         指定なし。回戦数は競技の設定
{formats-ja}
組分け・トーナメント表・座席は1回戦に出場する人から決めます。
--team-boards N でこの部門は N 人制の団体戦になります（2〜7 人。1番盤から 主将・副将・三将 …）。
チームは taikai teams で登録します（taikai help teams）。--match-points は試合の勝ち・引き分け・
負けの勝点（既定 2/1/0。3/1/0 など）、--order-changes は1回戦の後もオーダーを変えられるように
します（既定は1回戦を組んだら固定）。団体戦の部門はほかの部門から進出者を取りません。
1つの部門に対するコマンドはどれも --section KEY（または部門名）を取ります。部門が1つなら
省略でき、複数あるときは省略すると部門の一覧を示して受け付けません。
`

func runSection(e *env, a args) error {
	if len(a.pos) < 2 {
		return usage("usage: taikai %s\n%s", "使い方: taikai %s\n%s", verbs["section"].usage, verbs["section"].more)
	}
	sub, file := a.pos[0], a.pos[1]
	switch sub {
	case "decide":
		if len(a.pos) < 5 || !a.has("by") {
			return usageLine("section decide FILE KEY PLAYER PLAYER... --by playoff|lot (決定戦|抽選)")
		}
	case "bands":
		if len(a.pos) > 3 || !a.has("by") || !a.has("size") {
			return usageLine("section bands FILE [KEY] --by rank|rating --size 6-10 [--apply]")
		}
	case "add", "edit", "draw", "ties":
		if len(a.pos) != 3 {
			return usage("usage: taikai section %s FILE KEY ...\n%s", "使い方: taikai section %s FILE KEY ...\n%s", sub, verbs["section"].more)
		}
	case "list":
		if err := a.want(2, 2, "section list FILE [--format table|csv|json]"); err != nil {
			return err
		}
	default:
		return usage("unknown section command %q; see `taikai help section`", "`taikai section` のコマンド 「%s」 はありません。taikai help section を見てください", sub)
	}
	if err := sectionFlagsFit(sub, a); err != nil {
		return err
	}
	// --format is the output's for list, the competition's for add and
	// edit (swiss, roundrobin: how the entrants meet).
	format := "table"
	if sub == "list" || sub == "bands" {
		format = a.flag("format", "table")
		if err := checkFormat(format); err != nil {
			return err
		}
	}
	v, done, err := e.openVenue(file)
	if err != nil {
		return err
	}
	defer done()
	switch sub {
	case "add":
		return sectionAdd(e, v, a)
	case "edit":
		return sectionEdit(e, v, a)
	case "list":
		return sectionList(e, v, format)
	case "draw":
		return sectionDraw(e, v, a.pos[2])
	case "ties":
		return sectionTies(e, v, a.pos[2])
	case "decide":
		return sectionDecide(e, v, a.pos[2], a.pos[3:], a.flag("by", ""))
	case "bands":
		key := e.section
		if len(a.pos) == 3 {
			key = a.pos[2]
		}
		return sectionBands(e, v, key, a, format)
	}
	return nil
}

// sectionFlagsFit refuses the flags that do not go with section command
// sub, saying which command takes them.
func sectionFlagsFit(sub string, a args) error {
	if sub == "add" && !a.has("game") {
		return usageLine("section add FILE KEY --name NAME --game {games} [--tables FROM-TO] [--set KEY=VALUE]...")
	}
	if sub != "decide" && sub != "bands" && a.has("by") {
		return usage("--by is given with section decide or section bands", "--by は `taikai section decide` か `section bands` で指定します")
	}
	if sub != "bands" && a.has("section") {
		return usage("--section is given with section bands; the other section commands name the section by its KEY",
			"--section は `taikai section bands` で指定します。ほかの section のコマンドは部門をキーで指定します")
	}
	if sub == "bands" && len(a.pos) == 3 && a.has("section") {
		return usage("give the section once: section bands FILE KEY or section bands FILE --section KEY",
			"部門は1回だけ指定してください：section bands FILE KEY か section bands FILE --section KEY")
	}
	if sub != "bands" && (a.has("size") || a.has("apply")) {
		return usage("--size and --apply are given with section bands", "--size と --apply は `taikai section bands` で指定します")
	}
	if sub != "add" && sub != "edit" && a.has("ratings") {
		return usage("--ratings is given with section add or edit", "--ratings は `taikai section add` か `edit` で指定します")
	}
	if sub != "add" && sub != "edit" && (a.has("from") || a.has("places")) {
		return usage("--from and --places are given with section add or edit", "--from と --places は `taikai section add` か `edit` で指定します")
	}
	if sub != "add" && (a.has("team-boards") || a.has("match-points") || a.has("order-changes")) {
		return usage("--team-boards, --match-points and --order-changes are given with section add: a section is a team event from the start",
			"--team-boards・--match-points・--order-changes は `taikai section add` で指定します（団体戦かどうかは部門を作るときに決めます）")
	}
	if sub == "add" && !a.has("team-boards") && (a.has("match-points") || a.has("order-changes")) {
		return usage("--match-points and --order-changes are given with --team-boards N (a team section)",
			"--match-points と --order-changes は --team-boards N（団体戦の部門）と一緒に指定します")
	}
	if sub != "add" && (a.has("game") || a.has("set")) {
		return usage("--game and --set are given with section add; change a section's settings with `taikai settings FILE --section KEY KEY=VALUE`",
			"--game と --set は `taikai section add` で指定します。部門の設定は `taikai settings FILE --section KEY KEY=VALUE` で変えてください")
	}
	if sub == "edit" && !a.has("name") && !a.has("tables") && !a.has("ranks") && !a.has("ratings") && !a.has("format") && !hasFormatOptions(a) && !a.has("from") && !a.has("places") {
		return usageLine("section edit FILE KEY [--name NAME] [--tables FROM-TO] [--ranks BAND] [--ratings BAND] [--from SECTION|- --places 1-2|通過]")
	}
	return nil
}

// sectionAdd is section add: a section of a game, a format, tables, a band
// and a source, or a team section.
func sectionAdd(e *env, v *tournament.Venue, a args) error {
	set, err := keyValues(a.flags["set"])
	if err != nil {
		return err
	}
	opts, err := formatOptions(a)
	if err != nil {
		return err
	}
	boards := 0
	if a.has("team-boards") {
		if boards, err = number(a.flag("team-boards", ""), "--team-boards", tournament.MinTeamBoards, tournament.MaxTeamBoards); err != nil {
			return err
		}
	}
	sec, err := v.AddSection(tournament.SectionForm{Key: a.pos[2], Name: a.flag("name", ""), Game: a.flag("game", ""),
		Tables: a.flag("tables", ""), Ranks: a.flag("ranks", ""), Ratings: a.flag("ratings", ""), Format: a.flag("format", ""), Options: opts, Settings: set,
		From: a.flag("from", ""), Places: a.flag("places", ""),
		TeamBoards: boards, MatchPoints: a.flag("match-points", ""), OrderChanges: a.has("order-changes")})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("added section %s (%s): %s%s%s\n", "部門 %s（%s）を追加しました：%s%s%s\n"),
		sec.Key, sec.Name, e.gameName(sec.Game), e.teamsNote(sec.Teams), e.tablesNote(sec.Tables))
	for _, t := range sec.Format.DefaultsSaid(opts) {
		// A default that decides something (who gets the bye) is said
		// (issue 38).
		fmt.Fprintln(e.out, e.text(t))
	}
	return nil
}

// sectionEdit is section edit: the fields given only.
func sectionEdit(e *env, v *tournament.Venue, a args) error {
	opts, err := formatOptions(a)
	if err != nil {
		return err
	}
	sec, err := v.EditSection(a.pos[2], tournament.SectionForm{Name: a.flag("name", ""), Tables: a.flag("tables", ""), Ranks: a.flag("ranks", ""), Ratings: a.flag("ratings", ""),
		Format: a.flag("format", ""), Options: opts, From: a.flag("from", ""), Places: a.flag("places", ""), SetSource: a.has("from") || a.has("places")})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("section %s: %s%s\n", "部門 %s：%s%s\n"), sec.Key, sec.Label(), e.tablesNote(sec.Tables))
	return nil
}

// formatFlagSets are the flags of the registered formats' options, as
// each format lists them (tournament.FormatOptionSpecs): a number or a
// choice takes a value (a choice's read as typed), a switch none.
func formatFlagSets() (valued, bools, text []string) {
	for _, o := range tournament.FormatOptionSpecs() {
		switch o.Kind {
		case tournament.OptionSwitch:
			bools = append(bools, o.Key)
		case tournament.OptionChoice:
			valued, text = append(valued, o.Key), append(text, o.Key)
		default:
			valued = append(valued, o.Key)
		}
	}
	return valued, bools, text
}

// hasFormatOptions reports whether any format option was given.
func hasFormatOptions(a args) bool {
	for _, o := range tournament.FormatOptionSpecs() {
		if a.has(o.Key) {
			return true
		}
	}
	return false
}

// formatOptions reads the format's options, each format's flags as it
// lists them (--group-size N, --third-place, --bye win|nothing|lowest …).
// The format checks which it takes.
func formatOptions(a args) (tournament.FormatOptions, error) {
	o := tournament.FormatOptions{}
	for _, spec := range tournament.FormatOptionSpecs() {
		if !a.has(spec.Key) {
			continue
		}
		switch spec.Kind {
		case tournament.OptionNumber:
			n, err := number(a.flag(spec.Key, ""), "--"+spec.Key, 1, spec.Max)
			if err != nil {
				return o, err
			}
			o[spec.Key] = strconv.Itoa(n)
		case tournament.OptionSwitch:
			o[spec.Key] = "true"
		default:
			v, err := tournament.CheckFormatOption(spec.Key, a.flag(spec.Key, ""), true)
			if err != nil {
				return o, err
			}
			o[spec.Key] = v
		}
	}
	return o, nil
}

// gameName is a game kind as the person reads it: go, 囲碁.
func (e *env) gameName(g tournament.GameKind) string {
	return e.say(string(g), g.Japanese())
}

// tablesNote is ", tables 21-45" (、卓 21-45), or nothing without a range.
func (e *env) tablesNote(r tournament.TableRange) string {
	if r.IsZero() {
		return ""
	}
	return e.say(", tables "+r.String(), "、卓 "+r.String())
}

// sectionList is `section list`: each section's key, name, game, number
// of participants (people, a pair's members counted once), venue tables
// and last round paired, read in one transaction.
func sectionList(e *env, v *tournament.Venue, format string) error {
	human := format == "table"
	t := table{header: []string{"key", "name", "game", "format", "participants", "tables", "ranks", "round"},
		headerJa: []string{"キー", "部門名", "競技", "方式", "参加者数", "卓番号", "段級位", "回戦"}}
	err := v.Store().View(func(r tournament.Reader) error {
		ev, err := r.Event()
		if err != nil {
			return err
		}
		ps, err := r.Participants()
		if err != nil {
			return err
		}
		people, teamsIn := map[int]int{}, map[int]int{}
		for _, p := range ps {
			switch {
			case teams.IsTeam(p):
				teamsIn[p.Section]++ // its players are counted
			case !p.IsPair():
				people[p.Section]++
			}
		}
		list := ev.SectionList()
		withTeams := slices.ContainsFunc(list, func(sec tournament.Section) bool { return !sec.Teams.IsZero() })
		if withTeams && human {
			t.header = append(t.header, "teams")
			t.headerJa = append(t.headerJa, "団体戦")
		} else if withTeams {
			t.header = append(t.header, "boards", "match_points", "order_changes")
		}
		if slices.ContainsFunc(list, func(sec tournament.Section) bool { return !sec.Ratings.IsZero() }) {
			t.header = append(t.header, "ratings")
			t.headerJa = append(t.headerJa, "レーティング")
		}
		withRatings := slices.ContainsFunc(list, func(sec tournament.Section) bool { return !sec.Ratings.IsZero() })
		for _, sec := range list {
			rs, err := tournament.SectionStoreRounds(r, sec.ID)
			if err != nil {
				return err
			}
			round, tables, ranks, game, kind := "", sec.Tables.String(), sec.Ranks.String(), string(sec.Game), string(sec.Format.Of())
			if len(rs) > 0 {
				round = strconv.Itoa(rs[len(rs)-1].Number)
			}
			if human {
				round, tables, ranks, game = orDash(round), orDash(tables), orDash(ranks), e.gameName(sec.Game)
				kind = e.text(sec.Format.Name())
			}
			count := strconv.Itoa(people[sec.ID])
			if human && !sec.Teams.IsZero() {
				count += e.say(fmt.Sprintf(" (%d teams)", teamsIn[sec.ID]), fmt.Sprintf("（%d チーム）", teamsIn[sec.ID]))
			}
			row := []string{sec.Key, sec.Name, game, kind, count, tables, ranks, round}
			switch {
			case withTeams && human:
				row = append(row, orDash(e.teamsRules(sec.Teams)))
			case withTeams && sec.Teams.IsZero():
				row = append(row, "", "", "")
			case withTeams:
				mp := sec.Teams.MatchPoints
				row = append(row, strconv.Itoa(sec.Teams.Boards), fmt.Sprintf("%d/%d/%d", mp[0], mp[1], mp[2]), yesNo(sec.Teams.OrderChanges))
			}
			if withRatings {
				ratings := sec.Ratings.String()
				if human {
					ratings = orDash(e.say(sec.Ratings.English(), ratings))
				}
				row = append(row, ratings)
			}
			t.rows = append(t.rows, row)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if human && len(t.rows) == 0 {
		fmt.Fprintln(e.out, e.say("no section yet: add one with `taikai section add FILE KEY --name NAME --game GAME`",
			"部門はまだありません。`taikai section add FILE KEY --name 名前 --game 競技` で追加してください"))
		return nil
	}
	return t.write(e.out, format)
}

// teamsNote is ", teams of 3 boards (match points 2/1/0)" (、3人制の団体戦
// 勝点 2/1/0), or nothing for a section of individuals.
func (e *env) teamsNote(t tournament.TeamRules) string {
	if t.IsZero() {
		return ""
	}
	return e.say(", ", "、") + e.teamsRules(t)
}

// teamsRules says a section's team rules: "teams of 3 boards, match points
// 2/1/0" (3人制の団体戦、勝点 2/1/0), and whether the order may change.
func (e *env) teamsRules(t tournament.TeamRules) string {
	if t.IsZero() {
		return ""
	}
	mp := t.MatchPoints
	out := e.say(fmt.Sprintf("teams of %d boards, match points %d/%d/%d", t.Boards, mp[0], mp[1], mp[2]),
		fmt.Sprintf("%d人制の団体戦、勝点 %d/%d/%d", t.Boards, mp[0], mp[1], mp[2]))
	if t.OrderChanges {
		out += e.say(", order may change", "、オーダー変更可")
	}
	return out
}

// yesNo is a flag in a data format: yes or no.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// orDash is s, or "-" for nothing in a table a person reads.
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

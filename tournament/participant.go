package tournament

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// Gender is a participant's 性別; Pair Go needs it for the captain and the
// rotation. Empty means not given.
type Gender string

// The genders a participant may have.
const (
	GenderUnknown Gender = ""
	Female        Gender = "f"
	Male          Gender = "m"
)

// Japanese returns 女, 男 or "".
func (g Gender) Japanese() string {
	switch g {
	case Female:
		return "女"
	case Male:
		return "男"
	}
	return ""
}

// Flag marks a participant for a rule (区分).
type Flag string

// The flags rules look at.
const (
	// FlagDesignated is the 指定選手 of Othello's third-place-playoff rule
	// (in the seed, the current 名人 or 女流名人).
	FlagDesignated Flag = "designated"
	// FlagTitleWinner is the winner of an adult amateur title (Pair Go: 9 points).
	FlagTitleWinner Flag = "title-winner"
	// FlagPrefRep is a prefectural representative (Pair Go: 8 points).
	FlagPrefRep Flag = "pref-rep"
)

// flagNames maps every accepted spelling to its flag.
var flagNames = map[string]Flag{
	"designated": FlagDesignated, "指定選手": FlagDesignated, "指定": FlagDesignated,
	"title-winner": FlagTitleWinner, "タイトル保持者": FlagTitleWinner, "タイトル": FlagTitleWinner,
	"pref-rep": FlagPrefRep, "都道府県代表": FlagPrefRep, "県代表": FlagPrefRep,
}

// Japanese returns the flag's Japanese name.
func (f Flag) Japanese() string {
	switch f {
	case FlagDesignated:
		return "指定選手"
	case FlagTitleWinner:
		return "タイトル保持者"
	case FlagPrefRep:
		return "都道府県代表"
	}
	return string(f)
}

// Bounds of what a participant form or a CSV file may hold.
const (
	// MaxParticipants is the most people an event registers: pairing is
	// fast up to it (100,000 rows were once imported, and pairing them
	// held the event file for over a minute).
	MaxParticipants = 5000
	// MaxFieldChars is the longest value of any field, in characters.
	MaxFieldChars = 100
	// MaxNameChars is the longest name, in characters (after CleanText).
	MaxNameChars = 60
	// MaxRating is the highest rating.
	MaxRating = 4000
)

// Participant is one registered player of an event (参加者, docs/rules.md §1).
type Participant struct {
	ID      int    `json:"id"`
	Name    string `json:"name"`
	Reading string `json:"reading,omitempty"` // ふりがな, for sorting
	Rank    Rank   `json:"rank"`              // 段級位
	Birth   string `json:"birth,omitempty"`   // YYYY-MM-DD
	Gender  Gender `json:"gender,omitempty"`
	Club    string `json:"club,omitempty"` // 所属: club or prefecture
	Flags   []Flag `json:"flags,omitempty"`
	Rating  int    `json:"rating,omitempty"` // 0 = none
	// FirstRound is the first round the participant plays (a late entry from
	// round k has k); 0 or 1 means from the start.
	FirstRound int `json:"first_round,omitempty"`
	// WithdrawnFrom is the first round the participant no longer plays
	// (棄権); 0 means not withdrawn.
	WithdrawnFrom int `json:"withdrawn_from,omitempty"`
	// Absent lists single rounds the participant misses (欠席).
	Absent []int `json:"absent,omitempty"`
	// CheckedIn is set once the participant has checked in at the door
	// (受付済み, issue 28).
	CheckedIn bool `json:"checked_in,omitempty"`
	// Members are the two participants of a Pair Go pair (ペア); empty for a
	// person. Captain is the member who is the pair's キャプテン.
	Members []int `json:"members,omitempty"`
	Captain int   `json:"captain,omitempty"`
	// Penalties are the penalties the arbiter gave the participant outside
	// a ruling (seed 002 rule 22: 持ち時間減, 注意, 警告, 退場), oldest first.
	Penalties []PlayerPenalty `json:"penalties,omitempty"`
	// Section is the ID of the section (部門) the participant plays in.
	Section int `json:"section,omitempty"`
	// Origin is where the participant came from when drawn from another
	// section's places (Venue.DrawEntrants); zero otherwise.
	Origin Origin `json:"origin,omitzero"`
	// Extra is the game's own record of the participant (its adapter's: a
	// Pair Go pair's handicap point), as for Game.Extra.
	Extra Extra `json:"extra,omitempty"`
}

// HasFlag reports whether the participant carries flag f.
func (p Participant) HasFlag(f Flag) bool { return slices.Contains(p.Flags, f) }

// Status is a participant's situation in one round.
type Status int

// The statuses of a participant in a round.
const (
	Present    Status = iota // 出場
	Absent                   // 欠席
	Withdrawn                // 棄権
	NotEntered               // not yet entered (late entry)
)

// StatusIn returns the participant's status in round r.
func (p Participant) StatusIn(r int) Status {
	switch {
	case p.WithdrawnFrom > 0 && r >= p.WithdrawnFrom:
		return Withdrawn
	case r < p.FirstRound:
		return NotEntered
	case slices.Contains(p.Absent, r):
		return Absent
	}
	return Present
}

// Field names a participant field; its Text is the column header of the
// Japanese CSV and the GUI form.
type Field string

// The participant fields, in CSV column order.
const (
	FieldName    Field = "name"
	FieldReading Field = "reading"
	FieldRank    Field = "rank"
	FieldBirth   Field = "birth"
	FieldGender  Field = "gender"
	FieldClub    Field = "club"
	FieldFlags   Field = "flags"
	FieldRating  Field = "rating"
	// FieldSection is the section (部門) a line of a participants CSV
	// names; the forms of a section do not show it.
	FieldSection Field = "section"
)

// ParticipantFieldsOrder is the order of the fields in forms and CSV files.
var ParticipantFieldsOrder = []Field{FieldName, FieldReading, FieldRank, FieldBirth, FieldGender, FieldClub, FieldFlags, FieldRating}

// Japanese returns the field's Japanese header (氏名, ふりがな, 段級位, …).
func (f Field) Japanese() string {
	if ja, ok := map[Field]string{
		FieldName: "氏名", FieldReading: "ふりがな", FieldRank: "段級位", FieldBirth: "生年月日",
		FieldGender: "性別", FieldClub: "所属", FieldFlags: "区分", FieldRating: "レーティング",
	}[f]; ok {
		return ja
	}
	// A game's own field (EGD PIN) is named by its game.
	for _, pf := range AllParticipantFields() {
		if pf.Key == f {
			return pf.Label.Ja
		}
	}
	return string(f)
}

// ParticipantForm is a participant as typed: each field a string, exactly as
// in a form or a CSV row. Parse turns it into a Participant.
type ParticipantForm map[Field]string

// FieldProblem is what is wrong with one field of a form.
type FieldProblem struct {
	Field Field
	Text
}

// Parse checks every field and returns the participant, or every problem
// found (never only the first, so a person fixes a row in one go). today is
// used to reject birth dates in the future.
func (f ParticipantForm) Parse(today time.Time) (Participant, []FieldProblem) {
	var p Participant
	var probs []FieldProblem
	bad := func(field Field, t Text) { probs = append(probs, FieldProblem{Field: field, Text: t}) }
	// A text field holds no control character (said as control) and no
	// replacement character (mojibake).
	checkText := func(field Field, v string, control Text) {
		switch {
		case strings.ContainsFunc(v, unicode.IsControl):
			bad(field, control)
		case strings.ContainsRune(v, utf8.RuneError):
			bad(field, mojibake)
		}
	}

	// Every field is valid text of at most MaxFieldChars characters before
	// it is read (a refused field is read as empty), so that no message
	// repeats a huge value.
	f = maps.Clone(f)
	refused := map[Field]bool{}
	for _, field := range ParticipantFieldsOrder {
		switch v := f[field]; {
		case !utf8.ValidString(v):
			bad(field, tr("this is not valid text (UTF-8)", "文字として読めないデータが含まれています（UTF-8 ではありません）"))
		case utf8.RuneCountInString(v) > MaxFieldChars:
			bad(field, tr("longer than %d characters (%d)", "%d文字を超えています（%d文字）", MaxFieldChars, utf8.RuneCountInString(v)))
		default:
			continue
		}
		delete(f, field)
		refused[field] = true
	}

	p.Name = CleanText(f[FieldName])
	switch {
	case refused[FieldName]:
	case p.Name == "":
		bad(FieldName, tr("the name is required", "氏名は必須です"))
	case utf8.RuneCountInString(p.Name) > MaxNameChars:
		bad(FieldName, tr("the name is longer than %d characters", "氏名が%d文字を超えています", MaxNameChars))
	default:
		checkText(FieldName, p.Name, tr("the name contains a control character", "氏名に制御文字が含まれています"))
	}
	p.Reading = CleanText(f[FieldReading])
	checkText(FieldReading, p.Reading, tr("the reading contains a control character", "ふりがなに制御文字が含まれています"))
	p.Club = CleanText(f[FieldClub])
	checkText(FieldClub, p.Club, tr("the affiliation contains a control character", "所属に制御文字が含まれています"))
	if r, err := ParseRank(f[FieldRank]); err != nil {
		bad(FieldRank, err.(*Problem).Text)
	} else {
		p.Rank = r
	}
	if b, t, ok := parseBirth(f[FieldBirth], today); ok {
		p.Birth = b
	} else {
		bad(FieldBirth, t)
	}
	if g, ok := parseGender(f[FieldGender]); ok {
		p.Gender = g
	} else {
		bad(FieldGender, tr("invalid gender \"%s\": write f or m (女 or 男), or leave it empty",
			"性別「%s」は使えません。f か m（女・男）を書くか、空欄にしてください", f[FieldGender]))
	}
	flags, unknown := parseFlags(f[FieldFlags])
	if unknown != "" {
		bad(FieldFlags, tr("unknown flag \"%s\": use designated, title-winner or pref-rep, separated by ;",
			"区分「%s」は使えません。指定選手（designated）・タイトル保持者（title-winner）・都道府県代表（pref-rep）を ; で区切って書いてください", unknown))
	}
	p.Flags = flags
	if s := strings.TrimSpace(width.Fold.String(f[FieldRating])); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > MaxRating {
			bad(FieldRating, tr("invalid rating \"%s\": write a whole number from 0 to 4000, or leave it empty",
				"レーティング「%s」は使えません。0〜4000の整数を書くか、空欄にしてください", f[FieldRating]))
		} else {
			p.Rating = n
		}
	}
	return p, probs
}

// mojibake is the problem of a text with U+FFFD, what is left of text
// once read in a wrong encoding.
var mojibake = tr("contains \"\uFFFD\" (U+FFFD), what is left of a character read in a wrong encoding: type the text again",
	"「\uFFFD」（U+FFFD）が含まれています。別の文字コードで読まれて壊れた文字の跡です。入力し直してください")

// parseBirth accepts 2012-04-01, 2012/4/1 and 2012.4.1 (as Excel writes them).
func parseBirth(s string, today time.Time) (string, Text, bool) {
	t := strings.TrimSpace(width.Fold.String(s))
	if t == "" {
		return "", Text{}, true
	}
	t = strings.NewReplacer("/", "-", ".", "-").Replace(t)
	d, err := time.Parse("2006-1-2", t)
	if err != nil {
		return "", tr("invalid birth date \"%s\": write it as YYYY-MM-DD, e.g. 2012-04-01",
			"生年月日「%s」は使えません。2012-04-01 のように YYYY-MM-DD で書いてください", s), false
	}
	if d.Year() < 1900 || d.After(today) {
		return "", tr("birth date \"%s\" is not plausible: it must be after 1900 and not in the future",
			"生年月日「%s」はありえない日付です（1900年以降で、未来の日付は不可）", s), false
	}
	return d.Format(time.DateOnly), Text{}, true
}

func parseGender(s string) (Gender, bool) {
	switch FoldWord(s) {
	case "":
		return GenderUnknown, true
	case "f", "female", "w", "女", "女性":
		return Female, true
	case "m", "male", "男", "男性":
		return Male, true
	}
	return "", false
}

// parseFlags reads "designated; pref-rep" (also separated by 、 or ,); it
// returns the first unknown word, if any.
func parseFlags(s string) ([]Flag, string) {
	var out []Flag
	words := strings.FieldsFunc(width.Fold.String(s), func(r rune) bool { return r == ';' || r == ',' || r == '、' || r == '・' })
	for _, w := range words {
		w = strings.TrimSpace(w)
		if w == "" {
			continue
		}
		f, ok := flagNames[strings.ToLower(w)]
		if !ok {
			return nil, w
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out, ""
}

// Form returns the participant as a form, the inverse of Parse.
func (p Participant) Form() ParticipantForm {
	flags := make([]string, len(p.Flags))
	for i, f := range p.Flags {
		flags[i] = string(f)
	}
	rating := ""
	if p.Rating > 0 {
		rating = strconv.Itoa(p.Rating)
	}
	return ParticipantForm{
		FieldName: p.Name, FieldReading: p.Reading, FieldRank: p.Rank.String(), FieldBirth: p.Birth,
		FieldGender: string(p.Gender), FieldClub: p.Club, FieldFlags: strings.Join(flags, ";"), FieldRating: rating,
	}
}

// IsPair reports whether the participant is a pair (ペア): a unit of two
// registered participants (Junior Pair Go).
func (p Participant) IsPair() bool { return len(p.Members) == 2 }

// participantByID is participant id as r holds it (ErrNotFound when none).
func participantByID(r Reader, id int) (Participant, error) {
	ps, err := r.Participants()
	if err != nil {
		return Participant{}, err
	}
	for _, p := range ps {
		if p.ID == id {
			return p, nil
		}
	}
	return Participant{}, newProblem(ErrNotFound, "no participant with id %d", "番号 %d の参加者はいません", id)
}

// Origin is where an entrant drawn from another section came from: the
// source section, the participant there, the place and, from a league,
// the group.
type Origin struct {
	// Section is the source section's ID; Participant the entrant's ID
	// there.
	Section     int `json:"section"`
	Participant int `json:"participant"`
	// Place is the entrant's rank in the source's standings (in its group
	// for a league); Group its league group (1 = A), 0 for none.
	Place int `json:"place"`
	Group int `json:"group,omitempty"`
	// Order is the entrant's line in the source's standings (1 = first):
	// the seeding among entrants of one place.
	Order int `json:"order,omitempty"`
}

// PlayerPenalty is a penalty the arbiter gave a player outside a ruling
// on a dispute (seed 002 rule 22: 審判員は、不正を行った対局者に罰則として
// 持ち時間減や反則負けを宣告できる。また…注意、警告を与え、退場を命じることが
// できる). A loss by foul (反則負け) is a result (foul-black, foul-white),
// not a record here.
type PlayerPenalty struct {
	Kind string `json:"kind"` // one of PenaltyKinds' keys
	// Minutes is the time taken off the player's clock (持ち時間減). The
	// seed sets no amount: the arbiter states it, and the app keeps it as
	// a record (it does not run the clocks).
	Minutes int `json:"minutes,omitempty"`
	// Round and Table are where the player was playing when penalised (0:
	// between rounds, or not at a table).
	Round   int       `json:"round,omitempty"`
	Table   int       `json:"table,omitempty"`
	Note    string    `json:"note,omitempty"`
	Arbiter string    `json:"arbiter,omitempty"`
	Time    time.Time `json:"time"`
}

// IsZero reports whether the participant came from no other section.
func (o Origin) IsZero() bool { return o.Participant == 0 }

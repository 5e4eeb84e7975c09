package tournament

import (
	"encoding/csv"
	"errors"
	"io"
	"strings"
)

// NeverPairImport says what an import of the never-pair list did.
type NeverPairImport struct {
	// Added are the pairs put on the list, in the file's order.
	Added []NeverPair
	// Already are the file's pairs that were listed before (or earlier in
	// the file): left as they are.
	Already []NeverPair
	// Encoding is the file's encoding ("UTF-8", "Shift_JIS" …).
	Encoding string
}

// neverPairHeaders are the words a header line of a never-pair CSV may
// have in its first two columns (English or Japanese; a digit or a, b
// after them aside).
var neverPairHeaders = map[string]bool{
	"player": true, "name": true, "participant": true, "id": true,
	"選手": true, "氏名": true, "参加者": true, "名前": true, "番号": true, "対局させない相手": true, "相手": true,
}

// errNothingToAdd rolls back an import whose pairs are all listed already.
var errNothingToAdd = errors.New("nothing to add")

// ImportNeverPairs puts the pairs of a CSV file on the never-pair list in
// one logged change: each line two participants (`player,player`: an ID,
// a name or NAME (CLUB), or a reading, of any section); a header line is
// optional, and only under one do further columns go unread (the CSV of
// `never-pair --list` imports as it is). A line naming nobody, or someone
// ambiguous, one participant twice, a pair and its member, or more than
// two participants is listed with the reason, and then nothing is
// imported. Pairs already listed are left as they are.
func (v *Venue) ImportNeverPairs(data []byte) (NeverPairImport, error) {
	var rep NeverPairImport
	text, enc, err := DecodeCSVText(data)
	if err != nil {
		return rep, err
	}
	rep.Encoding = enc
	err = v.root.updateText(actionNeverPairImport, func(w Writer) (Text, error) {
		rep.Added, rep.Already = nil, nil
		ev, ps, err := readEventParticipants(w)
		if err != nil {
			return Text{}, err
		}
		pairs, err := parseNeverPairs(text, ps)
		if err != nil {
			return Text{}, err
		}
		for _, np := range pairs {
			if ev.neverListed(np.A, np.B) {
				rep.Already = append(rep.Already, np)
				continue
			}
			ev.NeverPairs = append(ev.NeverPairs, np)
			rep.Added = append(rep.Added, np)
		}
		if len(rep.Added) == 0 {
			return Text{}, errNothingToAdd
		}
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		return tr("imported %d never-pair pairs (%d already listed)", "対局させない組を %d 組取り込みました（登録済み %d 組）", len(rep.Added), len(rep.Already)), nil
	})
	if errors.Is(err, errNothingToAdd) {
		return rep, nil
	}
	return rep, err
}

// parseNeverPairs reads the pairs of a never-pair CSV against the event's
// participants, or an *ImportError listing every bad line.
func parseNeverPairs(text string, ps []Participant) ([]NeverPair, error) {
	cr := csv.NewReader(strings.NewReader(text))
	cr.FieldsPerRecord = -1
	cr.Comma = sniffComma(text)
	var out []NeverPair
	var probs []LineProblem
	first, header := true, false
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, csvSyntax(err)
		}
		line, _ := cr.FieldPos(0)
		if blank(rec) {
			continue
		}
		if first {
			first = false
			if header = isNeverPairHeader(rec); header {
				continue
			}
		}
		if len(out)+len(probs) >= MaxParticipants*4 {
			return nil, &ImportError{Problems: []LineProblem{{Line: line, Text: tr("the file has more than %d lines; a never-pair list is far shorter",
				"%d 行を超えています。対局させない組はもっと少ないはずです", MaxParticipants*4)}}}
		}
		np, prob := neverPairLine(rec, header, ps)
		if prob != nil {
			probs = append(probs, LineProblem{Line: line, Text: *prob})
			continue
		}
		out = append(out, np)
	}
	if len(probs) > 0 {
		return nil, &ImportError{Problems: probs}
	}
	if len(out) == 0 {
		return nil, newProblem(ErrInvalidInput, "the CSV file has no pairs: write one pair a line, player,player", "CSV ファイルに組がありません。1行に1組、選手,選手 と書いてください")
	}
	return out, nil
}

// isNeverPairHeader reports whether a line is a header: its first two
// cells are header words.
func isNeverPairHeader(rec []string) bool {
	if len(rec) < 2 {
		return false
	}
	for _, cell := range rec[:2] {
		k := FoldWord(cell)
		k = strings.TrimRight(k, "0123456789_ ab")
		if !neverPairHeaders[k] {
			return false
		}
	}
	return true
}

// neverPairLine reads one line: the pair, or what is wrong with it.
func neverPairLine(rec []string, header bool, ps []Participant) (NeverPair, *Text) {
	var cells []string
	for i, c := range rec {
		c = strings.TrimSpace(unquoteFormula(c))
		switch {
		case i < 2:
			cells = append(cells, c)
		case c != "" && !header:
			t := tr("a line is two participants, this one has more (%s)", "1行に書くのは2人です。この行にはそれ以上あります（%s）", strings.Join(rec, ", "))
			return NeverPair{}, &t
		}
	}
	if len(cells) < 2 || cells[0] == "" || cells[1] == "" {
		t := tr("a line is two participants, player,player", "1行に2人（選手,選手）を書いてください")
		return NeverPair{}, &t
	}
	var found [2]Participant
	for i, ref := range cells {
		p, err := findRef(ps, ref)
		if err != nil {
			t := Text{En: Localize(err, English), Ja: Localize(err, Japanese)}
			return NeverPair{}, &t
		}
		found[i] = p
	}
	if _, _, err := neverPairOf(ps, found[0].ID, found[1].ID); err != nil {
		t := Text{En: Localize(err, English), Ja: Localize(err, Japanese)}
		return NeverPair{}, &t
	}
	return newNeverPair(found[0].ID, found[1].ID), nil
}

// findRef finds a participant by ID, name (NAME (CLUB) for namesakes) or,
// failing those, by reading (ふりがな) when only one has it.
func findRef(ps []Participant, ref string) (Participant, error) {
	p, err := findIn(ps, ref)
	if err == nil || !errors.Is(err, ErrNotFound) {
		return p, err
	}
	for _, key := range []func(string) string{NameKey, spaceless} {
		k := key(ref)
		var same []Participant
		for _, q := range ps {
			if q.Reading != "" && key(q.Reading) == k {
				same = append(same, q)
			}
		}
		switch {
		case len(same) == 1:
			return same[0], nil
		case len(same) > 1:
			en, ja := candidates(ps, same)
			return Participant{}, newProblem(ErrInvalidInput, "%[1]d participants read \"%[2]s\": %[3]s; give the name or the id", "読みが「%[2]s」の参加者が %[1]d 人います：%[4]s。氏名か番号で指定してください",
				len(same), ref, en, ja)
		}
	}
	return Participant{}, err
}

package tournament

import (
	"io"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// RatingEntry is one line of a rating list (レーティング表) as Japanese
// players download it: a name, its reading, a club and a rating.
type RatingEntry struct {
	// Line is the line of the file (1-based; the header is line 1).
	Line                int
	Name, Reading, Club string
	// Rating is 0 when the line has none.
	Rating int
}

// RatingList is a rating list as read.
type RatingList struct {
	Entries []RatingEntry
	// Encoding is the file's (UTF-8, Shift_JIS …); Ignored the headers of
	// the columns not read.
	Encoding string
	Ignored  []string
}

// ratingHeaders are the headers a rating list may use beyond those of a
// participants CSV (HeaderField).
var ratingHeaders = map[string]Field{"レート": FieldRating, "rate": FieldRating, "r": FieldRating}

// ReadRatingList reads a rating list: CSV (comma or tab) in UTF-8,
// UTF-16, Shift_JIS or EUC-JP as a participants import reads it, with a
// header row naming at least the name (氏名) and the rating (レーティング,
// レート) and, when the list has them, the reading (ふりがな) and the club
// (所属); other columns are skipped. A rating is a whole number from 0 to
// 4000 or empty (none); anything else is refused with its line, and
// nothing is read.
func ReadRatingList(data []byte) (RatingList, error) {
	var out RatingList
	text, enc, err := DecodeCSVText(data)
	if err != nil {
		return out, err
	}
	out.Encoding = enc
	cr := NewCSVReader(text)
	header, err := cr.Read()
	if err == io.EOF {
		return out, newProblem(ErrInvalidInput, "the rating list is empty", "レーティング表が空です")
	}
	if err != nil {
		return out, CSVSyntax(err)
	}
	cols := make([]Field, len(header))
	seen := map[Field]bool{}
	var probs []LineProblem
	for i, h := range header {
		f, ok := HeaderField(h)
		if !ok {
			f, ok = ratingHeaders[FoldWord(h)]
		}
		switch {
		case ok && f != FieldName && f != FieldReading && f != FieldClub && f != FieldRating:
			out.Ignored = append(out.Ignored, h)
		case ok && seen[f]:
			probs = append(probs, LineProblem{Line: 1, Column: h, Text: tr("this column appears twice", "この列が2回あります")})
		case ok:
			cols[i], seen[f] = f, true
		case strings.TrimSpace(h) != "":
			out.Ignored = append(out.Ignored, h)
		}
	}
	if !seen[FieldName] || !seen[FieldRating] {
		probs = append(probs, LineProblem{Line: 1, Text: tr("a rating list's header row names the name (氏名) and the rating (レーティング) columns",
			"レーティング表の見出し行には 氏名 と レーティング の列が必要です")})
	}
	if len(probs) > 0 {
		return out, &ImportError{Problems: probs}
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return out, CSVSyntax(err)
		}
		line, _ := cr.FieldPos(0)
		if BlankRecord(rec) {
			continue
		}
		e := RatingEntry{Line: line}
		for i, v := range rec {
			if i >= len(cols) {
				break
			}
			v = CleanText(UnquoteFormula(v))
			switch cols[i] {
			case FieldName:
				e.Name = v
			case FieldReading:
				e.Reading = v
			case FieldClub:
				e.Club = v
			case FieldRating:
				t := strings.TrimSpace(width.Fold.String(v))
				if t == "" {
					continue
				}
				n, err := strconv.Atoi(t)
				if err != nil || n < 0 || n > MaxRating {
					probs = append(probs, LineProblem{Line: line, Column: header[i], Text: tr("the rating \"%s\" is not a whole number from 0 to %d",
						"レーティング「%s」は 0〜%d の整数ではありません", v, MaxRating)})
				}
				e.Rating = n
			}
		}
		if e.Name == "" {
			probs = append(probs, LineProblem{Line: line, Column: header[columnOf(cols, FieldName)], Text: tr("the line has no name", "氏名がありません")})
		}
		out.Entries = append(out.Entries, e)
	}
	if len(probs) > 0 {
		return out, &ImportError{Problems: probs}
	}
	if len(out.Entries) == 0 {
		return out, newProblem(ErrInvalidInput, "the rating list has a header but no lines", "レーティング表に行がありません")
	}
	return out, nil
}

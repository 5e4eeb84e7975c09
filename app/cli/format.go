package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"taikai/app/internal/textwidth"
	"taikai/tournament"
)

// table is rows of text with a header, printed as an aligned table, CSV or
// JSON (--format table|csv|json).
type table struct {
	header []string
	rows   [][]string
	// headerJa is the header of the table format in Japanese, where the
	// words of headerWords do not fit (a player's rank is 段級位, not the
	// 順位 of the standings).
	headerJa []string
	// sides is the game whose sides the Japanese header names: a column
	// keyed black… or white… says the game's own name (先手, 後手) where
	// headerWords says 黒 or 白. The keys stay black and white.
	sides tournament.GameKind
}

// headerWords are the column names of the table format in Japanese
// (LANG=ja…); CSV and JSON keep the English keys scripts read.
var headerWords = map[string]string{
	"seq": "番号", "time": "時刻", "program": "バージョン", "arbiter": "審判", "what": "操作", "detail": "内容", "action": "操作",
	"key": "項目", "value": "値", "default": "既定値", "description": "説明",
	"round": "回戦", "table": "卓", "black": "黒", "white": "白", "status": "状態",
	"black_claim": "黒の主張", "white_claim": "白の主張", "result": "結果", "proposal": "提案", "rulings": "裁定", "penalties": "罰則",
	"black_score": "黒の点", "white_score": "白の点", "rated": "レーティング", "why": "理由", "report_path": "報告リンク",
	"id": "番号", "name": "氏名", "member1": "メンバー1", "member2": "メンバー2", "captain": "キャプテン",
	"captain_check": "キャプテン確認", "pair_point": "ハンデポイント",
	"reading": "ふりがな", "rank": "順位", "birth": "生年月日", "gender": "性別", "club": "所属", "flags": "区分", "rating": "レーティング",
	"black_discs": "黒の石数", "white_discs": "白の石数",
	"prelim_wins": "予選勝数", "certified": "認定段位", "fee": "費用", "basis": "根拠",
	"player": "選手", "kind": "罰則", "minutes": "分数", "stale": "古い報告",
	"stored": "記録", "side": "報告した側", "client": "端末", "conflict": "食い違い",
	"state": "状態", "file": "ファイル", "place": "席次", "note": "備考", "points": "得点", "mates": "詰み数",
	"section": "部門", "from": "進出元",
	"team": "チーム", "board": "盤", "handicap": "手合", "black_team": "黒のチーム", "white_team": "白のチーム",
}

// sideWords is the Japanese header ja of column key with the sides named
// as t's game names them: 黒の点 is 先手の点 in a shogi section.
func (t table) sideWords(key, ja string) string {
	if t.sides == "" {
		return ja
	}
	first, second := tournament.SideNames(t.sides)
	switch {
	case strings.HasPrefix(key, "black"):
		return strings.Replace(ja, "黒", first.Ja, 1)
	case strings.HasPrefix(key, "white"):
		return strings.Replace(ja, "白", second.Ja, 1)
	}
	return ja
}

func checkFormat(f string) error {
	switch f {
	case "table", "csv", "json":
		return nil
	}
	return usage("unknown format %q: use table, csv or json", "形式 「%s」 はありません。table、csv、json のどれかです", f)
}

func (t table) write(w io.Writer, format string) error {
	switch format {
	case "csv":
		cw := csv.NewWriter(w)
		cw.Write(csvCells(t.header))
		for _, r := range t.rows {
			cw.Write(csvCells(r))
		}
		cw.Flush()
		return cw.Error()
	case "json":
		out := make([]map[string]string, len(t.rows))
		for i, r := range t.rows {
			m := map[string]string{}
			for j, h := range t.header {
				if j < len(r) {
					m[h] = r[j]
				}
			}
			out[i] = m
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	header := t.header
	if tournament.LangFromEnv() == tournament.Japanese {
		header = make([]string, len(t.header))
		for i, h := range t.header {
			header[i] = h
			if ja, ok := headerWords[h]; ok {
				header[i] = t.sideWords(h, ja)
			}
			if i < len(t.headerJa) && t.headerJa[i] != "" {
				header[i] = t.headerJa[i]
			}
		}
	}
	widths := make([]int, len(header))
	for _, r := range append([][]string{header}, t.rows...) {
		for j, c := range r {
			widths[j] = max(widths[j], displayWidth(c))
		}
	}
	for _, r := range append([][]string{header}, t.rows...) {
		var b strings.Builder
		for j, c := range r {
			b.WriteString(c)
			if j < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]-displayWidth(c)+2))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	return nil
}

// csvCells returns the cells of a row made safe for a spreadsheet (see
// csvCell).
func csvCells(row []string) []string {
	out := make([]string, len(row))
	for i, c := range row {
		out[i] = csvCell(c)
	}
	return out
}

// csvCell neutralises a cell a spreadsheet would run as a formula (CSV
// injection): text that starts with = + - @, a tab or a carriage return
// (OWASP), or the full-width ＝ ＋ － ＠ that Japanese Excel also reads as
// a formula, gets a leading single quote. A plain number ("-6", "-5.5",
// "+3": a komi, a score) is data and stays as it is, and so does a lone
// "-" or "+"; neither can run anything. `players import` removes the quote
// again.
func csvCell(c string) string {
	r, _ := utf8.DecodeRuneInString(c)
	switch r {
	case '=', '@', '\t', '\r', '＝', '＠':
	case '+', '-', '＋', '－':
		if len(c) == utf8.RuneLen(r) || plainNumber(c) {
			return c
		}
	default:
		return c
	}
	return "'" + c
}

// plainNumber reports whether c is a signed decimal number: -6, +3, -5.5.
func plainNumber(c string) bool {
	c = c[1:] // the sign
	whole, frac, dot := strings.Cut(c, ".")
	digits := func(s string) bool {
		return s != "" && strings.Trim(s, "0123456789") == ""
	}
	return digits(whole) && (!dot || digits(frac))
}

// displayWidth counts East Asian wide characters as two columns, so kanji
// names line up in a terminal.
var displayWidth = textwidth.Of

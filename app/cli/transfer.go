package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"taikai/app/exports"
	"taikai/app/version"
	"taikai/tournament"
)

// This file is the export and import of a whole event as JSON (issue 15):
// `taikai export FILE [--out EVENT.json]` and `taikai import-event
// EVENT.json NEWFILE`, to move an event between versions of Taikai and to
// hand it to the federation.

func init() {
	formats := strings.Join(exports.Keys(), "|")
	registerVerb("export", verb{run: runExport, event: true, valued: []string{"out", "format", "section"}, usage: "export FILE [--format json|" + formats + "] [--section KEY] [--out F]",
		summary:   "the whole event as one JSON document (event, participants, rounds, rulings, four-player shogi stages, audit log), to stdout or F; or, with --format, a section as an Excel workbook or its game's federation file (" + formats + "; a format of another game is refused with the section's); --format xlsx without --section in an event of several sections writes one workbook of every section, its sheets named after the section (A級・参加者)",
		summaryJa: "大会全体を1つの JSON にします（大会・参加者・回戦・裁定・四人将棋のステージ・操作履歴）：標準出力か F へ。--format では部門を Excel ブックか競技の連盟ファイルに書き出します（" + formats + "。他の競技の形式は使える形式を示して断ります）。複数部門の大会で --section なしの --format xlsx は、全部門を一つのブックにします（シート名は「A級・参加者」のように部門名から）"})
	registerVerb("import-event", verb{run: runImportEvent, event: true, usage: "import-event EVENT.json NEWFILE",
		summary:   "create the event file NEWFILE from an export (same IDs, pairings, results, rulings and audit log; an existing file is refused)",
		summaryJa: "書き出した JSON から新しい大会ファイル NEWFILE を作ります（同じ ID・組合せ・結果・裁定・操作履歴。既存のファイルは上書きしません）"})
}

func runExport(e *env, a args) error {
	if err := a.want(1, 1, verbs["export"].usage); err != nil {
		return err
	}
	file, out := a.pos[0], a.flag("out", "")
	if a.has("out") && out == "" {
		return usage("--out needs a file name", "--out にはファイル名を指定してください")
	}
	if f := a.flag("format", "json"); f != "json" {
		return runExportFormat(e, file, f, out)
	}
	if a.has("section") {
		return usage("--section is given with --format: the JSON export is the whole event",
			"--section は --format と指定します。JSON の書き出しは大会全体です")
	}
	if out != "" {
		if err := checkExportTarget(file, out); err != nil {
			return err
		}
	}
	e.whole = true
	v, done, err := e.openVenue(file)
	if err != nil {
		return err
	}
	defer done()
	x, err := v.Root().Export()
	if err != nil {
		return err
	}
	x.Taikai = version.Version
	data, err := x.JSON()
	if err != nil {
		return err
	}
	if out == "" {
		_, err := e.out.Write(data)
		return err
	}
	// The export holds personal data: 0600, as the event file.
	if err := exports.ReplaceFileMode(out, data, 0o600); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("exported %s to %s: %d participants, %d rounds, %d audit entries\n",
		"%s を %s に書き出しました：参加者 %d、%d 回戦、操作履歴 %d 件\n"), file, out, len(x.Participants), len(x.Rounds), len(x.Audit))
	return nil
}

func runImportEvent(e *env, a args) error {
	if err := a.want(2, 2, verbs["import-event"].usage); err != nil {
		return err
	}
	src, file := a.pos[0], a.pos[1]
	if _, err := os.Lstat(file); err == nil {
		return tournament.NewProblem(tournament.ErrFileExists, "%s already exists; an event is imported into a new file only: choose another file name",
			"%s はすでに存在します。大会は新しいファイルにしか取り込めません。別のファイル名を指定してください", file)
	}
	data, err := readExport(src)
	if err != nil {
		return err
	}
	x, err := tournament.DecodeExport(data)
	if err != nil {
		return fileProblem(src, err)
	}
	x.Source = filepath.Base(src)
	err = e.files.Create(file, func(st tournament.Store) error {
		return tournament.ImportEvent(st, x, e.options()...)
	})
	if err != nil {
		return fileProblem(src, err)
	}
	fmt.Fprintf(e.out, e.say("imported %s into %s: %s event %q, %d participants, %d rounds, %d audit entries\n",
		"%s を %s に取り込みました：%s「%s」、参加者 %d、%d 回戦、操作履歴 %d 件\n"),
		src, file, x.Event.Game, x.Event.Name, len(x.Participants), len(x.Rounds), len(x.Audit))
	return nil
}

// readExport reads the export file at path, at most
// tournament.MaxExportBytes (and one byte more, for DecodeExport to refuse).
func readExport(path string) ([]byte, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, tournament.NewProblem(tournament.ErrNotFound, "no file %s", "ファイル %s がありません", path)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "%s is a folder, not an event export", "%s はフォルダで、大会の書き出しファイルではありません", path)
	}
	return io.ReadAll(io.LimitReader(f, tournament.MaxExportBytes+1))
}

// fileProblem names the export file in a refusal of it.
func fileProblem(path string, err error) error {
	var p *tournament.Problem
	if !errors.As(err, &p) || errors.Is(err, tournament.ErrFileExists) {
		return err
	}
	return &tournament.Problem{Kind: p.Kind, Text: tournament.Text{En: path + ": " + p.En, Ja: path + "：" + p.In(tournament.Japanese)}}
}

// checkExportTarget refuses an --out that is the event file itself, or any
// existing file that is not JSON (an event file named by mistake): only an
// earlier export (or an empty file) is replaced.
func checkExportTarget(file, out string) error {
	st, err := os.Stat(out)
	if err != nil {
		return nil // a new file (a folder that does not exist fails at writing)
	}
	refuse := func() error {
		return tournament.NewProblem(tournament.ErrFileExists,
			"%s exists and is not a JSON export (an event file?): it is not overwritten; choose another file name",
			"%s はすでにあり、JSON の書き出しファイルではありません（大会ファイルでは？）。上書きしません。別のファイル名を指定してください", out)
	}
	if st.IsDir() {
		return tournament.NewProblem(tournament.ErrInvalidInput, "%s is a folder: give a file name to --out", "%s はフォルダです。--out にはファイル名を指定してください", out)
	}
	if fst, err := os.Stat(file); err == nil && os.SameFile(st, fst) {
		return refuse()
	}
	f, err := os.Open(out)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	head = bytes.TrimLeft(bytes.TrimPrefix(head[:n], []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(head) > 0 && head[0] != '{' {
		return refuse()
	}
	return nil
}

package cli

import (
	"fmt"
	"path/filepath"

	"taikai/app/version"
	"taikai/tournament"
)

// This file is what the CLI does for issue 15 ("nothing lost, nothing
// hangs"): the snapshots and restore verbs, and how a verb opens its file
// (e.open): read-only when the file cannot be written, with what the file
// must tell the arbiter on stderr.

func init() {
	registerVerb("snapshots", verb{run: runSnapshots, event: true, valued: []string{"format"}, usage: "snapshots FILE [--format table|csv|json]",
		summary:   "the snapshots of the event (taken after each round is paired and complete, before a migration or a restore)",
		summaryJa: "大会の自動保存（各回戦の組合せ後と結果が揃った後、移行や復元の前に作られます）"})
	registerVerb("restore", verb{run: runRestore, event: true, usage: "restore FILE ID",
		summary:   "put snapshot ID back as the event file (the current state is snapshotted first; a damaged file is kept beside)",
		summaryJa: "自動保存 ID の状態に戻します（今の状態を先に保存します。壊れたファイルは横に残します）"})
}

// openStore opens the event file of a verb to read and change it; a file
// that cannot be written (a locked USB stick, a read-only copy) is opened
// read-only, so that the verbs that only read work and a change is refused
// with tournament.ErrReadOnlyFile. What the file must tell the arbiter (a
// change missing from it) is written to stderr.
func (e *env) openStore(path string) (tournament.EventFile, error) {
	b, err := e.files.Open(path)
	if err != nil {
		return nil, err
	}
	for _, n := range b.Notices() {
		fmt.Fprintf(e.errw, e.say("taikai: warning: %s\n", "taikai: 注意：%s\n"), n.In(e.lang))
	}
	return b, nil
}

// closer closes what e.open opened, telling a snapshot that failed after a
// change (the change itself is saved).
func (e *env) closer(v *tournament.Venue, b tournament.EventFile) func() {
	return func() {
		if err := v.SnapshotError(); err != nil {
			fmt.Fprintf(e.errw, e.say("taikai: warning: the change is saved, but its snapshot could not be written: %s\n",
				"taikai: 注意：変更は保存しましたが、スナップショットを書けませんでした：%s\n"), tournament.Localize(err, e.lang))
		}
		b.Close()
	}
}

func runSnapshots(e *env, a args) error {
	if err := a.want(1, 1, verbs["snapshots"].usage); err != nil {
		return err
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	file := a.pos[0]
	ss, err := e.files.Snapshots(file)
	if err != nil {
		return err
	}
	if len(ss) == 0 {
		// Tell "no snapshot yet" from "no such event file".
		b, err := e.openStore(file)
		if err != nil {
			return err
		}
		b.Close()
	}
	t := table{header: []string{"id", "time", "state", "file"}}
	for _, s := range ss {
		t.rows = append(t.rows, []string{fmt.Sprint(s.ID), s.Time.Format("2006-01-02 15:04:05"), s.State().In(e.lang), filepath.Base(s.Path)})
	}
	return t.write(e.out, format)
}

func runRestore(e *env, a args) error {
	if err := a.want(2, 2, verbs["restore"].usage); err != nil {
		return err
	}
	file, id := a.pos[0], a.pos[1]
	rep, err := e.files.Restore(file, id, version.Version)
	if err != nil {
		return err
	}
	s := rep.Restored
	fmt.Fprintf(e.out, e.say("restored %s to snapshot %d (%s, %s)", "%s をスナップショット %d（%s、%s）に戻しました"),
		file, s.ID, s.State().In(e.lang), s.Time.Format("2006-01-02 15:04"))
	if rep.Before != nil {
		fmt.Fprintf(e.out, e.say("; the state before is snapshot %d", "。戻す前の状態はスナップショット %d です"), rep.Before.ID)
	}
	if rep.Kept != "" {
		fmt.Fprintf(e.out, e.say("; the damaged file is kept as %s", "。壊れたファイルは %s として残しました"), rep.Kept)
	}
	fmt.Fprintln(e.out)
	return nil
}

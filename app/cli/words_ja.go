package cli

import (
	"errors"
	"io/fs"

	"taikai/tournament"
)

// The words the command line shows a person for the codes it stores:
// results in the words of the event's game (31-33 黒の時間切れ負け, 白中押し
// 勝ち), the state of a dispute. CSV and JSON keep the codes scripts read.

// resultWords is the stored result of ev as a person reads it in language
// l; in English the stored code, which is also what one types.
func resultWords(ev tournament.Event, stored string, l tournament.Lang) string {
	if l != tournament.Japanese || stored == "" {
		return stored
	}
	return tournament.ResultText(ev, stored, l)
}

// ratedWords is the rated column in language l: in Japanese 対象 (yes) or
// 対象外 (no), as the sheets say レーティング対象外; empty stays empty.
func ratedWords(rated string, l tournament.Lang) string {
	if l != tournament.Japanese {
		return rated
	}
	switch rated {
	case "yes":
		return "対象"
	case "no":
		return "対象外"
	}
	return rated
}

// disputeStatusWords is a dispute's status in language l: 再開待ち (open:
// play resumes), 勝敗預かり (pending), 裁定済み (ruled).
func disputeStatusWords(status string, l tournament.Lang) string {
	if l != tournament.Japanese {
		return status
	}
	switch status {
	case tournament.DisputeOpen:
		return "対局再開（結果なし）"
	case tournament.DisputePending:
		return "勝敗預かり"
	case tournament.DisputeRuled:
		return "裁定済み"
	}
	return status
}

// eventOf reads the event of s, for the words of its game.
func eventOf(s *tournament.Service) tournament.Event {
	ev, _ := s.Event()
	return ev
}

// unreadable is the refusal of a file the person named that cannot be
// read: why in their words (no such file, no permission), the system's
// message only in English and for the unexpected.
func unreadable(path string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return tournament.NewProblem(tournament.ErrNotFound, "cannot read %s: %v", "%[1]s がありません。ファイル名を確かめてください", path, err)
	case errors.Is(err, fs.ErrPermission):
		return tournament.NewProblem(tournament.ErrNotFound, "cannot read %s: %v", "%[1]s を読む権限がありません", path, err)
	}
	return tournament.NewProblem(tournament.ErrNotFound, "cannot read %s: %v", "%s を読めません（%v）", path, err)
}

//go:build !windows

package ui

import (
	"errors"
	"fmt"
	"os/exec"
	"runtime"
	"time"

	"fyne.io/fyne/v2"

	"taikai/tournament"
)

// openDocument opens the file at path (an absolute path) with the
// system's viewer for its type: xdg-open on Linux and the BSDs, open on
// macOS. Fyne's OpenURL starts xdg-open and never looks back, so a machine
// without a PDF viewer (xdg-open missing, or exiting 3 or 4 because
// nothing opens a PDF) said nothing at all; here the opener is waited on
// for a moment and its failure returned.
func openDocument(_ fyne.App, path string) error {
	name := "xdg-open"
	if runtime.GOOS == "darwin" {
		name = "open"
	}
	return runOpener(name, path, openerGrace)
}

// openerGrace is how long the opener is waited on: xdg-open and open fail
// at once when nothing opens the file, while a viewer xdg-open runs in the
// foreground (no desktop environment) keeps it running while it is open.
const openerGrace = 3 * time.Second

// runOpener runs the opener name on path: nil when it exits cleanly or is
// still running after grace (a viewer in the foreground), else why not.
func runOpener(name, path string, grace time.Duration) error {
	cmd := exec.Command(name, path)
	if err := cmd.Start(); err != nil {
		return openerProblem(name, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }() // reaped even when the viewer outlives the grace
	select {
	case err := <-done:
		if err != nil {
			return openerProblem(name, err)
		}
		return nil
	case <-time.After(grace):
		return nil
	}
}

// openerProblem says in the person's language why the opener did not open
// the file.
func openerProblem(name string, err error) error {
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return &tournament.Problem{Kind: err, Text: tournament.Text{
			En: fmt.Sprintf("%s could not open the file (exit status %d): no program for PDF files?", name, exit.ExitCode()),
			Ja: fmt.Sprintf("%s でファイルを開けませんでした（終了コード %d）。PDF を開くプログラムがないようです", name, exit.ExitCode())}}
	}
	return &tournament.Problem{Kind: err, Text: tournament.Text{
		En: fmt.Sprintf("%s cannot be run (%v)", name, err),
		Ja: fmt.Sprintf("ファイルを開くための %s がこのコンピュータにありません", name)}}
}

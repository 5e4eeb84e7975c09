package main

import (
	"log"
	"os"
	"syscall"
)

// On Windows taikai.exe is built for the GUI subsystem (-ldflags
// -H=windowsgui), so that a double click in Explorer opens the window
// without a black console window behind it. Windows then starts it with no
// console: a verb typed in cmd or PowerShell would print nothing. So the
// command line borrows the console of the shell that started it
// (AttachConsole(ATTACH_PARENT_PROCESS)), but only for a stream that has
// nowhere to go: output redirected to a file or a pipe (`> out.csv`,
// `| findstr`) arrives with a valid handle and is left alone. One program,
// no second taikai-cli.exe to keep apart; the README says what cmd does
// differently for a GUI program (it does not wait for it at the prompt).

var (
	kernel32          = syscall.NewLazyDLL("kernel32.dll")
	procAttachConsole = kernel32.NewProc("AttachConsole")
	procSetStdHandle  = kernel32.NewProc("SetStdHandle")
)

// attachParentProcess is ATTACH_PARENT_PROCESS, (DWORD)-1.
const attachParentProcess = ^uint32(0)

// useParentConsole points standard input, output and error that have no
// handle at the console of the parent process, when it has one. Without
// one (started from Explorer or a shortcut) nothing changes.
func useParentConsole() {
	in := usable(syscall.Stdin)
	out := usable(syscall.Stdout)
	errw := usable(syscall.Stderr)
	if in && out && errw {
		return
	}
	// ERROR_ACCESS_DENIED: this process has a console already (Wine gives
	// a GUI program its parent's), which CONOUT$ reaches as well.
	if r, _, err := procAttachConsole.Call(uintptr(attachParentProcess)); r == 0 && err != syscall.ERROR_ACCESS_DENIED {
		return // no parent console: started from Explorer or a shortcut
	}
	if !out {
		if f := openConsole("CONOUT$", syscall.STD_OUTPUT_HANDLE, "/dev/stdout"); f != nil {
			os.Stdout = f
		}
	}
	if !errw {
		if f := openConsole("CONOUT$", syscall.STD_ERROR_HANDLE, "/dev/stderr"); f != nil {
			os.Stderr = f
			log.SetOutput(f) // the standard logger kept the old os.Stderr
		}
	}
	if !in {
		if f := openConsole("CONIN$", syscall.STD_INPUT_HANDLE, "/dev/stdin"); f != nil {
			os.Stdin = f
		}
	}
}

// usable reports whether h is a standard handle that leads somewhere: a
// GUI program started from a console gets none (0), or an invalid one.
func usable(h syscall.Handle) bool {
	if h == 0 || h == syscall.InvalidHandle {
		return false
	}
	t, err := syscall.GetFileType(h)
	return err == nil && t != syscall.FILE_TYPE_UNKNOWN
}

// openConsole opens the console device name (CONOUT$ or CONIN$) as the
// standard handle std, or returns nil.
func openConsole(name string, std int, as string) *os.File {
	p, err := syscall.UTF16PtrFromString(name)
	if err != nil {
		return nil
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE,
		syscall.FILE_SHARE_READ|syscall.FILE_SHARE_WRITE, nil, syscall.OPEN_EXISTING, 0, 0)
	if err != nil {
		return nil
	}
	procSetStdHandle.Call(uintptr(std), uintptr(h)) // for what reads it later (child processes)
	return os.NewFile(uintptr(h), as)
}

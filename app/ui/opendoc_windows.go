package ui

import (
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"unsafe"

	"fyne.io/fyne/v2"

	"taikai/tournament"
)

// On Windows a sheet is opened as a double click in Explorer opens it:
// ShellExecuteW with the "open" verb and the path itself. Fyne's OpenURL
// hands rundll32 url.dll,FileProtocolHandler a URL, and a file URL made
// from a Windows path comes out as file://C:%5CUsers%5C%E5%B1%B1… (the
// drive as a host, the backslashes and the Japanese escaped); rundll32
// also reports success whether or not a program opened the file.
// ShellExecuteW takes the UTF-16 path and says when nothing can open a PDF
// (no viewer installed): then the arbiter is told where the file is.

var (
	shell32             = syscall.NewLazyDLL("shell32.dll")
	procShellExecuteW   = shell32.NewProc("ShellExecuteW")
	ole32               = syscall.NewLazyDLL("ole32.dll")
	procCoInitializeEx  = ole32.NewProc("CoInitializeEx")
	procCoUninitialize  = ole32.NewProc("CoUninitialize")
	errNoProgramForFile = errors.New("no program opens this file")
)

const (
	coinitApartmentThreaded = 0x2 // COINIT_APARTMENTTHREADED
	coinitDisableOLE1DDE    = 0x4 // COINIT_DISABLE_OLE1DDE
	swShowNormal            = 1   // SW_SHOWNORMAL
)

// openDocument opens the file at path with its default program.
func openDocument(_ fyne.App, path string) error {
	verb, err := syscall.UTF16PtrFromString("open")
	if err != nil {
		return err
	}
	file, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return err
	}
	// Some file handlers are COM objects: ShellExecute wants COM set up on
	// the calling thread, single-threaded, so keep this goroutine on it.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if r, _, _ := procCoInitializeEx.Call(0, coinitApartmentThreaded|coinitDisableOLE1DDE); int32(r) >= 0 {
		defer procCoUninitialize.Call()
	}
	r, _, _ := procShellExecuteW.Call(0, uintptr(unsafe.Pointer(verb)), uintptr(unsafe.Pointer(file)), 0, 0, swShowNormal)
	if r <= 32 { // ShellExecute returns a value above 32 on success
		return &tournament.Problem{Kind: errNoProgramForFile, Text: tournament.Text{
			En: fmt.Sprintf("opening %s: %v (ShellExecute error %d)", path, errNoProgramForFile, r),
			Ja: fmt.Sprintf("このファイルを開くプログラムがありません（ShellExecute エラー %d）", r)}}
	}
	return nil
}

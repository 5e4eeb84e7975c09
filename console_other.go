//go:build !windows

package main

// useParentConsole is for Windows only (console_windows.go): elsewhere a
// program started from a terminal always has its output.
func useParentConsole() {}

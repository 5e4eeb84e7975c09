//go:build !linux

package main

// adviseShortHeap does nothing but on Linux (heap_linux.go).
func adviseShortHeap() {}

/*
 * nostdhandles.c: starts a program the way cmd.exe starts a GUI program at
 * its prompt on Windows (no standard handles: each one NULL), waits for it
 * and exits with its status. TEST ONLY (scripts/smoke-windows.sh): Wine
 * otherwise hands a GUI program the handles of its parent, so the console
 * attach of taikai.exe (console_windows.go) would go untested.
 *
 * usage: nostdhandles.exe PROGRAM [ARGS...]
 */
#include <windows.h>
#include <wchar.h>

int wmain(int argc, wchar_t **argv)
{
	STARTUPINFOW si;
	PROCESS_INFORMATION pi;
	DWORD status = 1;
	wchar_t *line, *p;

	if (argc < 2)
		return 2;
	/* The command line after our own name, as it was typed. */
	line = GetCommandLineW();
	p = line;
	if (*p == L'"') {
		for (p++; *p && *p != L'"'; p++)
			;
		if (*p)
			p++;
	} else {
		while (*p && *p != L' ' && *p != L'\t')
			p++;
	}
	while (*p == L' ' || *p == L'\t')
		p++;

	ZeroMemory(&si, sizeof si);
	si.cb = sizeof si;
	si.dwFlags = STARTF_USESTDHANDLES; /* hStdInput, hStdOutput, hStdError: NULL */
	ZeroMemory(&pi, sizeof pi);
	if (!CreateProcessW(NULL, p, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi))
		return 3;
	WaitForSingleObject(pi.hProcess, INFINITE);
	GetExitCodeProcess(pi.hProcess, &status);
	CloseHandle(pi.hThread);
	CloseHandle(pi.hProcess);
	return (int)status;
}

/*
 * processprng.c: a stand-in bcryptprimitives.dll for the Windows smoke test
 * under Wine (scripts/smoke-windows.sh). TEST ONLY: it is never shipped.
 *
 * Go 1.22 and later fill their random numbers with ProcessPrng from
 * bcryptprimitives.dll, which Windows 10 and 11 have and Wine 8.0 does not,
 * so an unmodified Go program stops at start-up under Wine 8.0. This DLL
 * exports ProcessPrng and answers it with advapi32's SystemFunction036
 * (RtlGenRandom), which Wine has.
 */
#include <windows.h>

/* RtlGenRandom; ntsecapi.h names it through a macro, declared here directly. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	/* RtlGenRandom takes a ULONG length: feed it in pieces. */
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}

#!/bin/sh
# dist.sh: build what arbiters download, into dist/ (`make dist`):
#
#   dist/taikai.exe                          Windows x86-64, GUI subsystem (no console
#                                            window), icon, version resource, manifest
#   dist/taikai-VERSION-windows-amd64.zip    taikai.exe, README-ja.txt, LICENSE.txt,
#                                            CHANGELOG.txt, licences/
#   dist/taikai-VERSION-linux-amd64.tar.gz   taikai, README.md, LICENSE, CHANGELOG.md,
#                                            licences/
#
# VERSION is scripts/version.sh's (FyneApp.toml's Version and the distance from it, or
# $VERSION): `taikai version` prints it, the About dialog shows it, each
# audit entry records it, and the .exe's version resource carries it. A
# release is built only from a clean tree at the version's commit; DEV=1 builds a
# development build from any state (scripts/release-check.sh). The
# Windows resources are compiled with mingw's windres from a .rc made here
# into rsrc_windows_amd64.syso, which go build links into the main package;
# the .syso lives only for the build. Needs gcc-mingw-w64-x86-64, imagemagick,
# zip and file (make dist installs them).
set -eu
cd "$(dirname "$0")/.."
GO=${GO:-go}
CC_WINDOWS=${CC_WINDOWS:-x86_64-w64-mingw32-gcc}
WINDRES=${WINDRES:-x86_64-w64-mingw32-windres}
version=${VERSION:-$(scripts/version.sh)}
scripts/release-check.sh "$version"

tmp=$(mktemp -d)
syso=rsrc_windows_amd64.syso
trap 'rm -rf "$tmp" "$syso"' EXIT INT TERM
mkdir -p dist
rm -f dist/taikai.exe dist/taikai-*-windows-amd64.zip dist/taikai-*-linux-amd64.tar.gz

# FyneApp.toml holds the name, id and the numeric version of the app.
toml() { sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\"\{0,1\}\([^\"]*\)\"\{0,1\}[[:space:]]*$/\1/p" FyneApp.toml | head -1; }
name=$(toml Name)
appid=$(toml ID)
# The four numbers of the version resource: the version's X.Y.Z and the
# commits since the one that set it (v1.2.3-4-gabc → 1.2.3.4); for any
# other name, FyneApp.toml's Version and the number of commits.
nums=$(printf '%s\n' "$version" | sed -n 's/^v\{0,1\}\([0-9]\{1,5\}\)\.\([0-9]\{1,5\}\)\.\([0-9]\{1,5\}\)\(-\([0-9]\{1,5\}\)-g.*\)\{0,1\}\(-dirty\)\{0,1\}$/\1 \2 \3 \5/p')
if [ -z "$nums" ]; then
	nums="$(toml Version | tr '.' ' ') $(git rev-list --count HEAD 2>/dev/null || echo 0)"
fi
set -- $nums
v1=$1 v2=$2 v3=$3 v4=${4:-0}
[ "$v4" -le 65535 ] || v4=65535

ldflags="-s -w -X taikai/app/version.Version=$version"
echo "dist: $name $version (resource version $v1.$v2.$v3.$v4)"

# --- Windows resources -------------------------------------------------------
convert assets/icon.png -define icon:auto-resize=256,64,48,32,24,16 "$tmp/taikai.ico"
cat >"$tmp/taikai.exe.manifest" <<EOF
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">
  <assemblyIdentity type="win32" name="$appid" version="$v1.$v2.$v3.$v4" processorArchitecture="amd64"/>
  <description>$name</description>
  <trustInfo xmlns="urn:schemas-microsoft-com:asm.v3">
    <security>
      <requestedPrivileges>
        <requestedExecutionLevel level="asInvoker" uiAccess="false"/>
      </requestedPrivileges>
    </security>
  </trustInfo>
  <compatibility xmlns="urn:schemas-microsoft-com:compatibility.v1">
    <application>
      <supportedOS Id="{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"/>
    </application>
  </compatibility>
  <application xmlns="urn:schemas-microsoft-com:asm.v3">
    <windowsSettings>
      <dpiAware xmlns="http://schemas.microsoft.com/SMI/2005/WindowsSettings">true/pm</dpiAware>
      <dpiAwareness xmlns="http://schemas.microsoft.com/SMI/2016/WindowsSettings">PerMonitorV2, PerMonitor</dpiAwareness>
      <longPathAware xmlns="http://schemas.microsoft.com/SMI/2016/WindowsSettings">true</longPathAware>
    </windowsSettings>
  </application>
</assembly>
EOF
# asInvoker: no administrator rights asked; supportedOS: Windows 10 and 11;
# DPI-aware per monitor (sharp text on a 150 % laptop screen); long paths.
cat >"$tmp/taikai.rc" <<EOF
#pragma code_page(65001)
1 ICON "taikai.ico"
1 24 "taikai.exe.manifest"
1 VERSIONINFO
FILEVERSION $v1,$v2,$v3,$v4
PRODUCTVERSION $v1,$v2,$v3,$v4
FILEFLAGSMASK 0x3f
FILEFLAGS 0x0
FILEOS 0x40004
FILETYPE 0x1
FILESUBTYPE 0x0
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "041104b0"
    BEGIN
      VALUE "CompanyName", "$name"
      VALUE "FileDescription", "$name 大会 — tournament manager"
      VALUE "FileVersion", "$version"
      VALUE "InternalName", "taikai"
      VALUE "OriginalFilename", "taikai.exe"
      VALUE "ProductName", "$name"
      VALUE "ProductVersion", "$version"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x411, 1200
  END
END
EOF
(cd "$tmp" && "$WINDRES" -c 65001 -O coff -o taikai.syso taikai.rc)
cp "$tmp/taikai.syso" "$syso"

# --- Windows program -----------------------------------------------------------
start=$(date +%s)
GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC="$CC_WINDOWS" \
	"$GO" build -trimpath -ldflags "-H=windowsgui $ldflags" -o dist/taikai.exe .
rm -f "$syso"
kind=$(file -b dist/taikai.exe)
echo "dist: dist/taikai.exe built in $(($(date +%s) - start)) s, $(stat -c %s dist/taikai.exe) bytes: $kind"
case "$kind" in
"PE32+ executable (GUI) x86-64"*) ;;
*) echo "dist: dist/taikai.exe is not a Windows GUI x86-64 program" >&2; exit 1 ;;
esac
# Only DLLs every Windows has: no mingw runtime DLL must be needed.
dlls=$(x86_64-w64-mingw32-objdump -p dist/taikai.exe | sed -n 's/^[[:space:]]*DLL Name: //p' | tr 'a-z' 'A-Z' | sort -u | tr '\n' ' ')
for d in $dlls; do
	case "$d" in
	KERNEL32.DLL | USER32.DLL | GDI32.DLL | SHELL32.DLL | OPENGL32.DLL | MSVCRT.DLL | ADVAPI32.DLL | OLE32.DLL | WINMM.DLL | WS2_32.DLL | IMM32.DLL | DWMAPI.DLL | SHCORE.DLL) ;;
	*) echo "dist: taikai.exe needs $d, which Windows does not have" >&2; exit 1 ;;
	esac
done
# The version resource holds the version taikai version prints.
res=$(strings -el dist/taikai.exe | grep -A1 -x ProductVersion | tail -1)
[ "$res" = "$version" ] || { echo "dist: the version resource says $res, not $version" >&2; exit 1; }

# --- Linux program ---------------------------------------------------------------
mkdir -p "$tmp/linux"
# Without -trimpath: the packages make build and make test compiled serve
# again (the Windows build is compiled afresh in any case).
CGO_ENABLED=1 GOOS=linux GOARCH=amd64 "$GO" build -ldflags "$ldflags" -o "$tmp/linux/taikai" .

# --- Licences -------------------------------------------------------------------
# Every module linked into either program: its licence files, and its name
# in assets/credits.txt (what the About dialog lists), or the build stops.
licences() { # $1 = GOOS
	GOOS=$1 GOARCH=amd64 CGO_ENABLED=1 "$GO" list -deps -f '{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}} {{.Dir}}{{end}}{{end}}' .
}
{ licences windows; licences linux; } | sort -u >"$tmp/modules"
out="$tmp/THIRD_PARTY_LICENSES.txt"
{
	echo "The licences of the works Taikai $version is built with (see credits.txt)."
	echo
	echo "==== Go $($GO env GOVERSION): LICENSE"
	cat "$($GO env GOROOT)/LICENSE"
} >"$out"
while read -r path ver dir; do
	grep -qF "$path" assets/credits.txt || { echo "dist: $path is linked but not named in assets/credits.txt" >&2; exit 1; }
	found=""
	for f in "$dir"/LICENSE* "$dir"/LICENCE* "$dir"/COPYING* "$dir"/UNLICENSE* "$dir"/NOTICE*; do
		[ -f "$f" ] || continue
		found=1
		printf '\n==== %s %s: %s\n' "$path" "$ver" "$(basename "$f")" >>"$out"
		cat "$f" >>"$out"
	done
	[ -n "$found" ] || { echo "dist: no licence file in $path $ver ($dir)" >&2; exit 1; }
	# Works inside a module under their own licences: Fyne's fonts, the GLFW C library.
	for f in "$dir"/theme/font/LICENSE*.txt "$dir"/glfw/LICENSE.md; do
		[ -f "$f" ] || continue
		printf '\n==== %s %s: %s\n' "$path" "$ver" "${f#"$dir"/}" >>"$out"
		cat "$f" >>"$out"
	done
done <"$tmp/modules"
mkdir -p "$tmp/licences"
cp "$out" assets/credits.txt assets/IPA_Font_License_v1.0.txt "$tmp/licences/"

# --- The Windows zip: text files as Notepad reads them best (UTF-8 with a BOM, CRLF)
win="$tmp/windows"
mkdir -p "$win/licences"
cp dist/taikai.exe "$win/"
notepad() { printf '\357\273\277' >"$2"; sed 's/\r$//; s/$/\r/' "$1" >>"$2"; }
notepad docs/windows/README-ja.txt "$win/README-ja.txt"
notepad LICENSE "$win/LICENSE.txt"
notepad CHANGELOG.md "$win/CHANGELOG.txt"
for f in "$tmp"/licences/*; do notepad "$f" "$win/licences/$(basename "$f")"; done
zipfile="$PWD/dist/taikai-$version-windows-amd64.zip"
(cd "$win" && zip -q -X -9 -r "$zipfile" taikai.exe README-ja.txt LICENSE.txt CHANGELOG.txt licences)

# --- The Linux tarball ---------------------------------------------------------
lin="$tmp/taikai-$version-linux-amd64"
mkdir -p "$lin"
cp "$tmp/linux/taikai" README.md LICENSE CHANGELOG.md "$lin/"
cp -r "$tmp/licences" "$lin/"
tar -C "$tmp" -czf "dist/taikai-$version-linux-amd64.tar.gz" "taikai-$version-linux-amd64"

ls -l dist/taikai.exe "dist/taikai-$version-windows-amd64.zip" "dist/taikai-$version-linux-amd64.tar.gz"

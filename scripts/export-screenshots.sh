#!/bin/sh
# export-screenshots.sh [OUTDIR]: the window's ファイル ▸ 書き出し… (issue
# 29) under Xvfb on a Go demo event with 3 rounds played: the File menu,
# the export dialog (the formats of the section's game, the file beside the
# event), the window after the workbook is written; then LibreOffice
# renders the workbook's 対戦表 with the bundled Japanese font. Writes
# OUTDIR/issue29-export-*.png (default docs/screenshots). Needs xvfb-run,
# xdotool, ImageMagick, soffice and poppler-utils.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_out docs/screenshots "$@"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG=ja
unset LANG
f=$tmp/大会.taikai
./taikai demo "$f" --game go --rounds 3 >/dev/null
xvfb-run -a -s "-screen 0 1366x768x24" sh -eu -c '
	. scripts/lib/e2e-gui.sh
	f=$1; out=$2
	shot() { sleep 1; import -window root -crop 1280x660+0+0 "$out/$1.png"; echo "$out/$1.png"; }
	gui_open "$f" 3
	xdotool mousemove 30 12 click 1      # ファイル
	shot issue29-export-1-file-menu
	xdotool mousemove 52 74 click 1      # 書き出し…
	shot issue29-export-2-dialog
	xdotool key Return                   # 書き出す (Enter), in the file name
	shot issue29-export-3-written
	xdotool key ctrl+q; wait $pid
' sh "$f" "$out"
book=$tmp/大会-main.xlsx
[ -s "$book" ] || { echo "export-screenshots: the window wrote no $book" >&2; exit 1; }
fonts_conf "$tmp"
FONTCONFIG_FILE=$tmp/fonts.conf LC_ALL=C.UTF-8 soffice -env:UserInstallation=file://"$tmp"/profile --headless \
	--convert-to pdf --outdir "$tmp" "$book" >/dev/null 2>&1
pages=$(pdfinfo "$tmp/大会-main.pdf" | awk '/^Pages:/ { print $2 }')
pdftoppm -r 80 -f "$pages" -l "$pages" -png "$tmp/大会-main.pdf" "$tmp/ct"
cp "$tmp"/ct-*.png "$out/issue29-export-4-crosstable-in-libreoffice.png"
echo "$out/issue29-export-4-crosstable-in-libreoffice.png"

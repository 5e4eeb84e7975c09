// Package assets holds what Taikai embeds in its binary: the Japanese
// TrueType font (IPAex Gothic, IPA Font License v1.0, licence beside it),
// the application icon, and the words Fyne's own widgets draw, in Japanese
// and English. It imports neither Fyne nor gofpdf, so the GUI and the PDF
// sheets share the same bytes.
package assets

import (
	"embed"
	_ "embed"
)

// FontName is the file name of the embedded font.
const FontName = "ipaexg.ttf"

// Font is IPAex Gothic (IPAexゴシック), a Japanese TrueType font that also
// covers Latin text, so Japanese renders on machines with no Japanese font.
//
//go:embed ipaexg.ttf
var Font []byte

// FontLicense is the IPA Font License Agreement v1.0 under which the font is
// redistributed.
//
//go:embed IPA_Font_License_v1.0.txt
var FontLicense []byte

// License is Taikai's own licence (the MIT License), as in the
// repository's LICENSE, for the About dialog. assets_test.go keeps the two
// copies the same (go:embed cannot reach above this folder).
//
//go:embed LICENSE.txt
var License string

// LicenseName is the short name of Taikai's licence, as the About dialog
// says it.
const LicenseName = "MIT License"

// Credits lists the works Taikai is built with and their licences, as the
// About dialog shows them (scripts/dist.sh checks that every module the
// program links is named, and ships their full texts beside the program).
//
//go:embed credits.txt
var Credits string

// Icon is the application icon (PNG).
//
//go:embed icon.png
var Icon []byte

// Translations holds translations/<lang>.json: Fyne lang files of the
// words Fyne's own widgets draw (dialog buttons, the file dialog, an
// entry's menu, the calendar's days), keyed as Fyne's base.en.json; Fyne
// bundles no Japanese. The GUI's own texts are pairs in app/ui, not here.
//
//go:embed translations
var Translations embed.FS

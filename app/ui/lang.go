package ui

import (
	"os"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"taikai/assets"
	"taikai/tournament"
)

// chooseLanguage picks the GUI language: TAIKAI_LANG (ja or en) when set;
// otherwise English on an English system (LANG=en…) and Japanese everywhere
// else, C locales included, since the GUI is Japanese first.
func chooseLanguage() tournament.Lang {
	if v := strings.ToLower(os.Getenv("TAIKAI_LANG")); v != "" {
		if strings.HasPrefix(v, "en") {
			return tournament.English
		}
		return tournament.Japanese
	}
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			if strings.HasPrefix(v, "en") {
				return tournament.English
			}
			return tournament.Japanese
		}
	}
	// No locale variables (Windows, macOS): ask the system.
	if strings.HasPrefix(lang.SystemLocale().LanguageString(), "en") {
		return tournament.English
	}
	return tournament.Japanese
}

// setupTranslations makes the GUI speak language l for the rest of the
// process: tr's texts, and the words Fyne draws itself (its dialogs'
// Yes/No/OK/Cancel, the file dialog's, an entry's Cut/Copy/Paste menu, the
// calendar's days) whatever the system locale. Fyne 2.7.1 bundles no
// Japanese, so those words are in assets/translations, one file a
// language, keyed as Fyne's own lang/translations/base.en.json: l's file is
// registered for English (Fyne's fallback), Japanese and the system locale
// alike.
func setupTranslations(l tournament.Lang) {
	guiJapanese.Store(l == tournament.Japanese)
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("loading translations", err)
	}
	data, err := assets.Translations.ReadFile("translations/" + string(l) + ".json")
	if err != nil {
		fyne.LogError("loading translations", err)
		return
	}
	for _, loc := range []fyne.Locale{"en", "ja", lang.SystemLocale()} {
		if err := lang.AddTranslationsForLocale(data, loc); err != nil {
			fyne.LogError("loading translations", err)
		}
	}
}

// guiJapanese is whether the GUI speaks Japanese: setupTranslations sets
// it once per process (tests, once per test); until then the GUI speaks
// English. It is atomic as windows' background work reads it.
var guiJapanese atomic.Bool

// guiLang is the language the GUI speaks.
func guiLang() tournament.Lang {
	if guiJapanese.Load() {
		return tournament.Japanese
	}
	return tournament.English
}

// tr is a GUI text written in both languages, in the GUI's language: en
// in English, ja in Japanese. Like tournament.Tr's pairs, the two are
// written side by side where the text is used; unlike it, tr formats
// nothing (its callers pass the result to fmt themselves).
func tr(en, ja string) string { return tournament.Text{En: en, Ja: ja}.In(guiLang()) }

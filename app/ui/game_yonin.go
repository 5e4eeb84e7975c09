package ui

import (
	"fyne.io/fyne/v2"

	"taikai/tournament/yonin"
)

// Four-player shogi: the table board tab and its menu (draw a stage, enter
// a game).
func init() {
	registerGameUI(yonin.Kind, gameUI{
		screens: func(ew *eventWindow) []placed {
			return []placed{{at: beforeSettings, s: newYoninView(ew)}}
		},
		menus: func(ew *eventWindow) []*fyne.Menu {
			v := screenOf[*yoninView](ew)
			return []*fyne.Menu{fyne.NewMenu(tr("Tables", "卓"),
				item(tr("Draw a stage", "ステージを抽選")+"…", fyne.KeyD, func() { ew.showView(v.content); v.drawStage() }),
				item(tr("Enter a game", "局を入力"), fyne.KeyG, func() { ew.showView(v.content); v.startTyped() }),
			)}
		},
	})
}

func (v *yoninView) title() string          { return tr("Tables", "卓") }
func (v *yoninView) tab() fyne.CanvasObject { return v.content }
func (v *yoninView) sheet() string          { return "yonin-scores" }
func (v *yoninView) refresh(d snapshot)     { v.show(d.ps) }

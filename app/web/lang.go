package web

import (
	"net/http"

	"taikai/tournament"
)

// pickLang is Japanese unless the person chose English (the link at the
// foot of every page: ?lang=en, then remembered in a cookie). The phone's
// own language is not asked: a projector or a borrowed phone set to English
// still shows the venue's pages in Japanese.
func pickLang(r *http.Request) tournament.Lang {
	// Most requests have no query and no cookie: nothing is parsed then
	// (1,000 phones fetch their page at once after a change).
	if r.URL.RawQuery != "" {
		switch r.URL.Query().Get("lang") {
		case "en":
			return tournament.English
		case "ja":
			return tournament.Japanese
		}
	}
	if len(r.Header["Cookie"]) == 0 {
		return tournament.Japanese
	}
	if c, err := r.Cookie(langCookie); err == nil && c.Value == "en" {
		return tournament.English
	}
	return tournament.Japanese
}

const langCookie = "taikai_lang"

// rememberLang keeps a language chosen with ?lang= for the next pages.
func rememberLang(w http.ResponseWriter, r *http.Request) {
	if r.URL.RawQuery == "" {
		return
	}
	if v := r.URL.Query().Get("lang"); v == "en" || v == "ja" {
		http.SetCookie(w, &http.Cookie{Name: langCookie, Value: v, Path: "/", MaxAge: 86400, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	}
}

// words are the pages' fixed words.
var words = map[string]tournament.Text{
	"accepted":       {En: "Report received", Ja: "報告を受け付けました"},
	"accepted_note":  {En: "The arbiter checks it before it counts: the result is not recorded yet.", Ja: "審判が確認してから結果として記録されます（まだ確定していません）。"},
	"all_sections":   {En: "All", Ja: "全部門"},
	"black":          {En: "Black", Ja: "黒"},
	"bye":            {En: "bye", Ja: "不戦勝"},
	"waiting":        {En: "waiting (待ち合わせ)", Ja: "待ち合わせ"},
	"by_name":        {En: "By name", Ja: "名前順"},
	"by_table":       {En: "By table", Ja: "卓順"},
	"choose_section": {En: "Choose your section", Ja: "部門を選んでください"},
	"clock":          {En: "Round clock", Ja: "対局時計"},
	"club":           {En: "Club", Ja: "所属"},
	"example":        {En: "e.g.", Ja: "例"},
	"filter":         {En: "Find", Ja: "絞り込み"},
	"filter_hint":    {En: "name, reading or table", Ja: "名前・よみ・卓番号"},
	"find_player":    {En: "Find your name in every section", Ja: "全部門から名前で探す"},
	"games":          {En: "Games", Ja: "対局"},
	"grammar":        {En: "How to write the result", Ja: "結果の書き方"},
	"handicap":       {En: "Handicap", Ja: "手合割"},
	"name":           {En: "Name", Ja: "氏名"},
	"next":           {En: "Next", Ja: "次"},
	"no_match":       {En: "Nobody matches.", Ja: "該当する人はいません。"},
	"no_round":       {En: "No round has been paired yet.", Ja: "まだ組合せは発表されていません。"},
	"no_round_short": {En: "not paired yet", Ja: "組合せ前"},
	"not_playing":    {En: "Not playing this round.", Ja: "この回戦は対局がありません。"},
	"now":            {En: "This round", Ja: "今の対局"},
	"on_phone":       {En: "These pages on your phone", Ja: "スマホでこのページを見る"},
	"opponent":       {En: "Opponent", Ja: "相手"},
	"over":           {En: "Time is up", Ja: "終了時刻です"},
	"pairings":       {En: "Pairings", Ja: "組合せ"},
	"place":          {En: "Place", Ja: "順位"},
	"rank":           {En: "Rank", Ja: "段級位"},
	"remaining":      {En: "remaining", Ja: "残り"},
	"report":         {En: "Report the result", Ja: "結果を報告"},
	"report_again":   {En: "Report again", Ja: "もう一度報告する"},
	"report_send":    {En: "Send", Ja: "送信"},
	"report_side":    {En: "I am", Ja: "報告する人"},
	"result":         {En: "Result", Ja: "結果"},
	"round":          {En: "Round", Ja: "回戦"},
	"section":        {En: "Section", Ja: "部門"},
	"sections":       {En: "Sections", Ja: "部門"},
	"record":         {En: "Record", Ja: "成績"},
	"reserve":        {En: "Reserve", Ja: "補欠"},
	"team":           {En: "Team", Ja: "チーム"},
	"team_matches":   {En: "Matches so far", Ja: "これまでの試合"},
	"team_now":       {En: "This round's match", Ja: "今の試合"},
	"team_place":     {En: "Team's place", Ja: "チーム順位"},
	"team_players":   {En: "Players", Ja: "選手"},
	"board":          {En: "Board", Ja: "盤"},
	"vs":             {En: "vs", Ja: "対"},
	"recorded":       {En: "Recorded result", Ja: "記録済みの結果"},
	"show":           {En: "Show", Ja: "表示"},
	"side_none":      {En: "not said", Ja: "選ばない"},
	"standings":      {En: "Standings", Ja: "順位"},
	"standings_0":    {En: "No round is complete yet.", Ja: "まだ全卓の結果がそろった回戦はありません。"},
	"table":          {En: "Table", Ja: "卓"},
	"updated":        {En: "Updated", Ja: "更新"},
	"wall":           {En: "Wall", Ja: "掲示"},
	"white":          {En: "White", Ja: "白"},
	"your_games":     {En: "Games so far", Ja: "これまでの対局"},
}

// word returns the fixed word key in language l.
func word(l tournament.Lang, key string) string {
	if t, ok := words[key]; ok {
		return t.In(l)
	}
	return key
}

// roundName names round r: "3回戦", "Round 3"; a final round by its label.
func roundName(l tournament.Lang, r tournament.Round) string {
	if r.Final {
		return tournament.Text{En: "Final", Ja: "決勝"}.In(l)
	}
	return tournament.Tr("Round %d", "%d回戦", r.Number).In(l)
}

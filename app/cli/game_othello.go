package cli

import "taikai/tournament/othello"

// Othello's own verbs: its played games imported, the federation's rating
// report, the finals with their hidden disc, and the certification list;
// and its own flags of players add|edit, --wof-id N and --country CODE,
// which the WOF rating file writes (issue 38).
func init() {
	registerPlayerFields(othello.FieldWOFID, othello.FieldCountry)
	registerGameVerbs(othello.Kind,
		namedVerb{"games", verb{run: runGames, after: "result", usage: "games import FILE CSV",
			summary:   "load already played Othello games (round,table,black,white,black_discs,white_discs,outcome)",
			summaryJa: "すでに行ったオセロの対局を取り込みます（round,table,black,white,black_discs,white_discs,outcome）"}},
		namedVerb{"finals", verb{run: runFinals, after: "penalties", usage: "finals FILE",
			summary:   "pair the final (and the third-place playoff when due) after the preliminaries",
			summaryJa: "予選の後、決勝戦（必要なら3位決定戦も）を組みます"}},
		namedVerb{"hidden-disc", verb{run: runHiddenDisc, after: "finals", valued: []string{"hider", "call", "up", "choice", "colour", "reason"},
			usage:     "hidden-disc FILE ROUND TABLE --call black|white --up black|white --choice draw-win|colour --colour black|white [--hider PLAYER [--reason TEXT]]",
			summary:   "record the 伏せ石 of a final or playoff: colours and the draw-win right (--hider other than rule 2's: warned and logged with --reason)",
			summaryJa: "決勝戦・3位決定戦の伏せ石を記録します：手番と引き分け勝ちの権利（第2項と違う --hider は警告し、--reason とともに記録します）"}},
		namedVerb{"certification", verb{run: runCertification, after: "hidden-disc", valued: []string{"format"}, usage: "certification FILE [--format table|csv|json]",
			summary:   "the award and rank-certification list (段位認定); a final or playoff without a winner yet says 未定 (undecided)",
			summaryJa: "表彰・段位認定の一覧（決勝戦・3位決定戦の勝者がまだ決まっていなければ「未定」）"}},
		namedVerb{"rating-report", verb{run: runRatingReport, after: "accept", valued: []string{"out"}, usage: "rating-report FILE [--out F.csv]",
			summary:   "Othello games for the federation's rating: round,table,black,white,black_discs,white_discs,rated (rules 13, 16)",
			summaryJa: "レーティング用のオセロ対局一覧：round,table,black,white,black_discs,white_discs,rated（規則13・16）"}},
	)
}

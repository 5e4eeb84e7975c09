package tournament_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/othello"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// sixPlayers is an Othello event with six participants (ids 1–6; 1 is a
// 5-dan born 1980, 2 a 3-dan born 1990, the others 1-dan) and the given
// rounds stored as they are.
func sixPlayers(t *testing.T, rounds ...tournament.Round) *tournament.Service {
	t.Helper()
	s := newService(t)
	_, err := s.ImportParticipants([]byte("name,rank,birth\n" +
		"青木 一郎,5d,1980-01-01\n井上 二郎,3d,1990-01-01\n上田 三郎,1d,2000-01-01\n" +
		"江藤 四郎,1d,2001-01-01\n小野 五郎,1d,2002-01-01\n加藤 六郎,1d,2003-01-01\n"))
	require.NoError(t, err)
	putRounds(t, s, rounds...)
	return s
}

func playedGame(table, b, w int, result string) tournament.Game {
	return tournament.Game{Table: table, Black: b, White: w, Result: &tournament.Result{Text: result}}
}

// Seed ranking order (3): 直前の順位 — `standings --round 2` breaks the tie of
// 3 and 5 (one win, 80 Brightwell points each once 6 has withdrawn) with the
// places printed after round 1, although 6's withdrawal, announced after
// round 2, would have changed them (see rules/othello's withdrawalEvent).
func TestOthelloStandings_OuzaPreviousRankAsPrintedAfterALaterWithdrawal(t *testing.T) {
	tests := []struct {
		name     string
		from     int // player 6 withdraws from this round; 0 none
		after1   []int
		after2   []int
		decided2 string // what placed the 3rd row after round 2
	}{
		{"withdrawal announced after round 2", 3, []int{4, 3, 5, 6, 2, 1}, []int{4, 3, 5, 6, 2, 1}, "previous rank"},
		{"withdrawal announced after round 1", 2, []int{4, 5, 3, 6, 2, 1}, []int{4, 5, 3, 6, 2, 1}, "previous rank"},
		{"no withdrawal", 0, []int{4, 3, 5, 6, 2, 1}, []int{4, 5, 3, 6, 2, 1}, "Brightwell points"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sixPlayers(t,
				tournament.Round{Number: 1, Published: true, Games: []tournament.Game{playedGame(1, 3, 2, "36-28"), playedGame(2, 1, 4, "25-39"), playedGame(3, 5, 6, "35-29")}},
				tournament.Round{Number: 2, Published: true, Games: []tournament.Game{playedGame(1, 1, 2, "29-35"), playedGame(2, 3, 6, "30-34"), playedGame(3, 4, 5, "34-30")}})
			if tt.from > 0 {
				require.NoError(t, s.Withdraw(6, tt.from))
			}
			order := func(after int) ([]int, tournament.Table) {
				rows, got, err := othellogame.Of(s).Standings(after)
				require.NoError(t, err)
				require.Equal(t, after, got)
				var ids []int
				for _, r := range rows {
					ids = append(ids, r.ID)
				}
				table, err := s.Standings(after)
				require.NoError(t, err)
				return ids, table
			}
			ids1, table1 := order(1)
			ids2, table2 := order(2)
			assert.Equal(t, tt.after1, ids1, "printed after round 1")
			assert.Equal(t, tt.after2, ids2, "printed after round 2")
			assert.Equal(t, tt.decided2, table2.Rows[2].DecidedBy.En)
			// The generic table (CLI, screen, sheet) has the same order.
			for i := range table1.Rows {
				assert.Equal(t, ids1[i], table1.Rows[i].ID)
				assert.Equal(t, ids2[i], table2.Rows[i].ID)
			}
		})
	}
}

// Rule 19 over 64: 合計石数が64石にならない場合は、原則として勝者が不利に
// なるように扱う. A card over 64 asks the one question that can explain it
// (recording error, the extra discs taken from the winner); a card no
// reading explains is refused outright.
func TestRecordResult_OuzaRule19OverSixtyFourAsksRecordingErrorOnly(t *testing.T) {
	tests := []struct {
		card    string
		answers []string
		stored  string // "" refused
		asks    bool   // refused with the question (ErrNeedsAnswer)
		mention string
	}{
		{"40-26", nil, "", true, "recording-error"},
		{"40-26", []string{"empty-squares"}, "", true, "64 squares"},
		{"40-26", []string{"recording-error"}, "38-26", false, ""},
		{"２６－４０", []string{"recording-error"}, "26-38", false, ""},
		{"40-40", []string{"recording-error"}, "", false, "check the card and enter the discs again"},
		{"35-33", nil, "", false, "makes 35-33 31-33"},
		{"40-30:timeout-white", []string{"recording-error"}, "", false, "64 squares"},
	}
	for _, tt := range tests {
		t.Run(tt.card+" "+strings.Join(tt.answers, ","), func(t *testing.T) {
			s := sixPlayers(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), unplayed(3, 5, 6)}})
			_, err := s.RecordResult(1, 1, tt.card, tt.answers...)
			r, _ := s.Round(1)
			if tt.stored != "" {
				require.NoError(t, err)
				assert.Equal(t, tt.stored, r.Games[0].Result.Text)
				assert.Equal(t, tt.card, r.Games[0].Result.Entered)
				assert.Contains(t, r.Games[0].Result.Note.Ja, "超過")
				return
			}
			require.Error(t, err)
			assert.Nil(t, r.Games[0].Result, "a refused card changes nothing")
			assert.Contains(t, err.Error(), tt.mention)
			var q *tournament.Question
			require.Equal(t, tt.asks, errors.As(err, &q))
			if tt.asks {
				require.Len(t, q.Choices, 1, "empty squares cannot explain too many discs")
				assert.Equal(t, othellogame.AnswerRecordingError, q.Choices[0].Key)
				assert.Contains(t, q.Choices[0].Label.Ja, "38-26")
				assert.Contains(t, q.Text.Ja, "64を超えています")
			}
		})
	}
}

// Rules 13 and 16 (試合結果はレーティングに算入しない): the crosstable marks
// each game not for rating, and the rating report lists every game with a
// result (byes left out) with its counted discs and rated yes/no.
func TestRating_OuzaRules13And16MarkedOnTheCrosstableAndTheReport(t *testing.T) {
	tests := []struct {
		result   string
		outcome  othello.Outcome
		rating   othellogame.Rating
		discs    [2]int
		crossMrk string
	}{
		{"40-24", othello.Normal, othellogame.Rated, [2]int{40, 24}, "○"},
		{"forfeit-white", othello.ForfeitWhite, othellogame.NotRated, [2]int{64, 0}, "不"}, // 不戦勝 (issue 38)
		{"forfeit-black", othello.ForfeitBlack, othellogame.NotRated, [2]int{0, 64}, "×"},
		{"both-timeout", othello.BothTimeout, othellogame.NotRated, [2]int{32, 32}, "△"},
		{"33-31:timeout-white", othello.TimeoutWhite, othellogame.Rated, [2]int{33, 31}, "○"},
		{"double-loss", othello.DoubleLoss, othellogame.NotRated, [2]int{0, 0}, "両"},
		{"pending", othello.Pending, othellogame.NotRated, [2]int{0, 0}, "預"},
	}
	for _, tt := range tests {
		t.Run(tt.result, func(t *testing.T) {
			s := sixPlayers(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
			_, err := s.RecordResult(1, 1, tt.result)
			require.NoError(t, err)
			ev, _ := s.Event()
			r, _ := s.Round(1)
			assert.Equal(t, tt.rating, othellogame.RatingOf(ev, r, r.Games[0]))
			assert.Equal(t, othellogame.Unplayed, othellogame.RatingOf(ev, r, r.Games[1]), "no result yet")
			assert.Equal(t, othellogame.Unplayed, othellogame.RatingOf(ev, r, r.Games[2]), "a bye is no game")
			assert.Equal(t, map[othellogame.Rating]string{othellogame.Rated: "yes", othellogame.NotRated: "no"}[tt.rating], othellogame.RatingOf(ev, r, r.Games[0]).Word())
			if tt.rating == othellogame.NotRated {
				assert.Contains(t, othellogame.RatingNote(ev, r, r.Games[0]).Ja, "レーティング対象外")
			}

			report, err := othellogame.Of(s).RatingReport()
			require.NoError(t, err)
			require.Len(t, report, 1, "only the game with a result; the bye is left out")
			assert.Equal(t, othellogame.RatedGame{Round: 1, Table: 1, Black: 1, White: 2, BlackDiscs: tt.discs[0], WhiteDiscs: tt.discs[1],
				Outcome: tt.outcome, Rated: tt.rating == othellogame.Rated}, report[0])

			// Round 1 is complete once table 2 has its result too.
			_, err = s.RecordResult(1, 2, "40-24")
			require.NoError(t, err)
			rows, err := othellogame.Of(s).Crosstable()
			require.NoError(t, err)
			for _, row := range rows {
				c := row.Cells[0]
				switch row.Row.ID {
				case 1:
					assert.Equal(t, tt.crossMrk, c.Mark)
					assert.Equal(t, tt.rating == othellogame.NotRated, c.NotRated)
				case 3:
					assert.False(t, c.NotRated)
				case 5:
					assert.False(t, c.NotRated, "a bye is no game: no ※")
				}
			}
		})
	}
	// A Go event: every decided game rated except forfeits, 両負け, 無勝負
	// and 勝敗預かり (the Go seeds say nothing of a rating).
	// The event's discipline rates its games (tournament.Rater).
	ev := tournament.Event{Game: "go"}
	for result, want := range map[string]string{"B+R": "yes", "W+3.5": "yes", "jigo": "yes",
		"W+T": "yes", "forfeit-white": "no", "double-loss": "no", "no-result": "no", "pending": "no"} {
		g := tournament.Game{Table: 1, Black: 1, White: 2, Result: &tournament.Result{Text: result}}
		got, _ := tournament.Rating(ev, tournament.Round{Number: 1}, g)
		assert.Equal(t, want, got, result)
	}
}

// docs/rules.md §1: "A deliberately false claim may lead to a penalty (suspension)
// noted on the player" — recorded with a ruling, on a player of the game,
// kept in the history and the audit log.
func TestDispute_Section1FalseClaimPenaltyNotedWithTheRuling(t *testing.T) {
	tests := []struct {
		name    string
		penalty *tournament.Penalty
		want    *tournament.Penalty
		refused string
	}{
		{"no penalty", nil, nil, ""},
		{"suspension of White", &tournament.Penalty{Player: 2, Kind: "suspension", Note: " 故意の虚偽の主張 "},
			&tournament.Penalty{Player: 2, Kind: tournament.PenaltySuspension, Note: "故意の虚偽の主張"}, ""},
		{"warning by its Japanese name", &tournament.Penalty{Player: 1, Kind: "警告"}, &tournament.Penalty{Player: 1, Kind: tournament.PenaltyWarning}, ""},
		{"a player of another table", &tournament.Penalty{Player: 3, Kind: "warning"}, nil, "does not play at round 1 table 1"},
		{"an unknown kind", &tournament.Penalty{Player: 2, Kind: "ban"}, nil, "unknown kind of penalty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sixPlayers(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), unplayed(3, 5, 6)}})
			_, _, err := s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
			require.NoError(t, err)
			d, err := s.Rule(1, 1, tournament.RulingInput{Result: "40-24", Reason: "棋譜により黒の勝ち。白の主張は故意の虚偽", Penalty: tt.penalty})
			if tt.refused != "" {
				require.ErrorContains(t, err, tt.refused)
				list, _ := s.Disputes()
				assert.Len(t, list[0].Game.Dispute.Rulings, 1, "a refused ruling changes nothing")
				return
			}
			require.NoError(t, err)
			last := d.Rulings[len(d.Rulings)-1]
			assert.Equal(t, tt.want, last.Penalty)
			assert.Nil(t, d.Rulings[0].Penalty, "the 勝敗預かり decision has none")
			js, err := json.Marshal(last)
			require.NoError(t, err)
			assert.Equal(t, tt.want != nil, strings.Contains(string(js), `"penalty"`), "omitempty")
			log, _ := s.AuditLog()
			detail := log[len(log)-1].Detail
			if tt.want != nil {
				assert.Contains(t, detail, fmt.Sprintf("penalty on #%d: %s", tt.want.Player, tt.want.Kind))
			} else {
				assert.NotContains(t, detail, "penalty")
			}
			list, err := s.Disputes()
			require.NoError(t, err)
			assert.Equal(t, tt.want, list[0].Game.Dispute.Rulings[len(d.Rulings)-1].Penalty, "kept in the history")
		})
	}
	assert.Equal(t, "出場停止", tournament.PenaltyKindName("suspension").Ja)
}

// Rule 2: the hider is the higher rank (equal or unknown: the older). The
// arbiter may decide otherwise (rules 21, 23): accepted, with a warning and
// the reason in the audit log.
func TestHiddenDisc_OuzaRule2HiderChosenByTheArbiterIsWarnedAndLogged(t *testing.T) {
	tests := []struct {
		name    string
		hider   int
		reason  string
		warned  bool
		logged  string
		notLogd string
	}{
		{"rule 2's hider (the 5-dan)", 1, "", false, "", "chosen by the arbiter"},
		{"the other player, with a reason", 2, "両者の合意", true, "hider #2 chosen by the arbiter instead of #1", ""},
		{"the other player, no reason", 2, "", true, "no reason given", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sixPlayers(t, tournament.Round{Number: 7, Final: true, Games: []tournament.Game{{Table: 1, Black: 1, White: 2, Label: tournament.Text{En: "Final", Ja: "決勝戦"}}}})
			hider, _, _, err := othellogame.Of(s).HiddenDiscRoles(7, 1)
			require.NoError(t, err)
			require.Equal(t, 1, hider)
			pre, err := othellogame.Of(s).HiderWarning(7, 1, tt.hider)
			require.NoError(t, err)
			hd, warning, err := othellogame.Of(s).RecordCeremony(7, 1, othellogame.Ceremony{Hider: tt.hider, Call: "black", Up: "black", Choice: "colour", Colour: "white", Reason: tt.reason})
			require.NoError(t, err, "accepted either way")
			assert.Equal(t, tt.hider, hd.Hider)
			assert.Equal(t, pre, warning)
			assert.Equal(t, tt.warned, warning.En != "")
			if tt.warned {
				assert.Contains(t, warning.Ja, "第2項")
				assert.Contains(t, warning.Ja, "青木 一郎")
			}
			log, _ := s.AuditLog()
			detail := log[len(log)-1].Detail
			if tt.logged != "" {
				assert.Contains(t, detail, tt.logged)
			}
			if tt.reason != "" {
				assert.Contains(t, detail, tt.reason)
			}
			if tt.notLogd != "" {
				assert.NotContains(t, detail, tt.notLogd)
			}
		})
	}
}

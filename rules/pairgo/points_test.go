package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// dan and kyu turn the seed's ranks into rank values.
func dan(n int) Player { return Player{Rank: n} }
func kyu(n int) Player { return Player{Rank: 1 - n} }

func TestPlayerPoints_SeedRankTable(t *testing.T) {
	// 六段 6P … 初段 1P, 1級 0P … 6級 −5P.
	ranks := []struct {
		player Player
		points int
	}{
		{dan(6), 6}, {dan(5), 5}, {dan(4), 4}, {dan(3), 3}, {dan(2), 2}, {dan(1), 1},
		{kyu(1), 0}, {kyu(2), -1}, {kyu(3), -2}, {kyu(4), -3}, {kyu(5), -4}, {kyu(6), -5},
		{kyu(30), -29},
	}
	s := DefaultSettings()
	for _, r := range ranks {
		assert.Equal(t, r.points, s.PlayerPoints(r.player), "rank value %d", r.player.Rank)
	}
}

func TestPlayerPoints_SpecialCategoriesProTitlePref(t *testing.T) {
	s := DefaultSettings()
	tests := []struct {
		category Category
		points   int
		en, ja   string
	}{
		{CategoryProfessional, 12, "professional", "プロ棋士"},
		{CategoryTitleWinner, 9, "adult amateur title winner", "アマチュア・タイトル優勝"},
		{CategoryPrefRep, 8, "prefectural representative", "都道府県代表"},
		{CategoryNone, 3, "by rank", "段級位"},
	}
	for _, tt := range tests {
		t.Run(tt.en, func(t *testing.T) {
			// The category replaces the rank (the seed: その他は棋力から).
			assert.Equal(t, tt.points, s.PlayerPoints(Player{Rank: 3, Category: tt.category}))
			assert.Equal(t, tt.en, tt.category.String())
			assert.Equal(t, tt.ja, tt.category.Japanese())
		})
	}
	assert.Equal(t, "invalid category", Category(9).String())
	// A professional with a 5 kyu partner: (12 + (−4)) ÷ 2 = 4.0.
	assert.Equal(t, "4.0", s.PairPoints(Player{Category: CategoryProfessional}, kyu(5)).String())
	// The settings change the points.
	s.ProfessionalPoints, s.TitleWinnerPoints, s.PrefRepPoints = 10, 7, 6
	assert.Equal(t, 10, s.PlayerPoints(Player{Category: CategoryProfessional}))
	assert.Equal(t, 7, s.PlayerPoints(Player{Category: CategoryTitleWinner}))
	assert.Equal(t, 6, s.PlayerPoints(Player{Category: CategoryPrefRep}))
}

func TestPairPoints_SeedExamples(t *testing.T) {
	s := DefaultSettings()
	tests := []struct {
		name string
		a, b Player
		want PairPoint
		text string
	}{
		{"6d+5k is 1.0", dan(6), kyu(5), 2, "1.0"},
		{"4d+1k is 2.0", dan(4), kyu(1), 4, "2.0"},
		{"1d+6k is -2.0", dan(1), kyu(6), -4, "-2.0"},
		{"3d+2d is 2.5", dan(3), dan(2), 5, "2.5"},
		{"1k+2k is -0.5", kyu(1), kyu(2), -1, "-0.5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := s.PairPoints(tt.a, tt.b)
			assert.Equal(t, tt.want, p)
			assert.Equal(t, tt.text, p.String())
		})
	}
}

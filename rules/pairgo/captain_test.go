package pairgo

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestCaptain_WomanInMixedPairYoungerInSameGender(t *testing.T) {
	older, younger := day(2012, time.May, 1), day(2014, time.January, 9)
	tests := []struct {
		name string
		a, b Partner
		want Captain
	}{
		{"MixedWomanSecond", Partner{Male, younger}, Partner{Female, older}, Captain{1, CaptainByGender}},
		{"MixedWomanFirst", Partner{Female, older}, Partner{Male, younger}, Captain{0, CaptainByGender}},
		{"MixedBirthDatesUnknown", Partner{Male, time.Time{}}, Partner{Female, time.Time{}}, Captain{1, CaptainByGender}},
		{"TwoBoysYoungerSecond", Partner{Male, older}, Partner{Male, younger}, Captain{1, CaptainByAge}},
		{"TwoGirlsYoungerFirst", Partner{Female, younger}, Partner{Female, older}, Captain{0, CaptainByAge}},
		{"SameGenderSameBirthDate", Partner{Female, older}, Partner{Female, older.Add(5 * time.Hour)}, Captain{0, CaptainUndecided}},
		{"SameGenderBirthDateUnknown", Partner{Male, older}, Partner{Male, time.Time{}}, Captain{0, CaptainUndecided}},
		{"GenderUnknown", Partner{GenderUnknown, older}, Partner{Female, younger}, Captain{0, CaptainUndecided}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, CaptainOf(tt.a, tt.b))
		})
	}
	assert.Equal(t, "男女ペアは女性がキャプテン", CaptainByGender.Japanese())
	assert.Equal(t, "same-gender pair: the younger is captain", CaptainByAge.String())
	assert.Contains(t, CaptainUndecided.Japanese(), "審判が確認")
}

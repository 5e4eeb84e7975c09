package pairgo

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestEligibility_AtLeastOnePartnerMiddleSchoolOrYounger(t *testing.T) {
	summer2025 := day(2025, time.August, 10)
	tests := []struct {
		name   string
		event  time.Time
		births [2]time.Time
		want   Eligibility
	}{
		{"AdultWithElementaryChild", summer2025, [2]time.Time{day(1980, time.June, 1), day(2015, time.June, 1)}, Eligible},
		// School year 2025: 中学3年 was born 2010-04-02 … 2011-04-01.
		{"ThirdYearMiddleSchoolOldestDay", summer2025, [2]time.Time{day(1980, time.June, 1), day(2010, time.April, 2)}, Eligible},
		{"FirstYearHighSchoolBornFirstApril", summer2025, [2]time.Time{day(1980, time.June, 1), day(2010, time.April, 1)}, NoJunior},
		{"SameChildInMarchStillMiddleSchool", day(2026, time.March, 31), [2]time.Time{day(1980, time.June, 1), day(2010, time.April, 2)}, Eligible},
		{"SameChildInAprilNowHighSchool", day(2026, time.April, 1), [2]time.Time{day(1980, time.June, 1), day(2010, time.April, 2)}, NoJunior},
		{"TwoAdults", summer2025, [2]time.Time{day(1980, time.June, 1), day(1990, time.June, 1)}, NoJunior},
		{"OneUnknownOneAdult", summer2025, [2]time.Time{{}, day(1990, time.June, 1)}, JuniorUnknown},
		{"OneUnknownOneChild", summer2025, [2]time.Time{{}, day(2014, time.June, 1)}, Eligible},
		{"BothUnknown", summer2025, [2]time.Time{}, JuniorUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := CheckJunior(tt.event, tt.births)
			assert.Equal(t, tt.want, e)
			assert.Equal(t, tt.want != Eligible, e.Warn())
			assert.Equal(t, tt.want != Eligible, e.English() != "")
			assert.Equal(t, tt.want != Eligible, e.Japanese() != "")
		})
	}
	assert.Contains(t, NoJunior.Japanese(), "中学生以下")
}

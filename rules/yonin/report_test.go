package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReportLine_RankNamePointsParent(t *testing.T) {
	tests := []struct {
		rank   int
		name   string
		points int
		parent bool
		want   string
	}{
		{1, "山田", 24, false, "1位 山田 (24pt)"},
		{2, "佐藤", 12, true, "2位 佐藤 (12pt) 親"},
		{4, " 鈴木 ", -1, false, "4位 鈴木 (-1pt)"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, FormatStanding(tt.rank, tt.name, tt.points, tt.parent))
		})
	}
}

func TestReportLine_SharedRanksAndNoParent(t *testing.T) {
	rows := RankTable(table(0, [Seats]int{11, 11, 13, 9}, [Seats]int{}))
	assert.Equal(t, []string{"1位 C (13pt)", "2位 A (11pt)", "2位 B (11pt)", "4位 D (9pt)"},
		FormatReport(rows, [Seats]string{"A", "B", "C", "D"}, NoSeat))
}

package crosscell

import "testing"

func TestOpponentAndMark(t *testing.T) {
	for _, tt := range []struct {
		place, id int
		want      string
	}{{3, 7, "3"}, {0, 7, "#7"}} {
		if got := Opponent(tt.place, tt.id); got != tt.want {
			t.Errorf("Opponent(%d, %d) = %q, want %q", tt.place, tt.id, got, tt.want)
		}
	}
	for _, tt := range []struct {
		mine, theirs int
		want         string
	}{{2, 0, "○"}, {0, 2, "×"}, {1, 1, "△"}, {0, 0, "×"}} {
		if got := Mark(tt.mine, tt.theirs); got != tt.want {
			t.Errorf("Mark(%d, %d) = %q, want %q", tt.mine, tt.theirs, got, tt.want)
		}
	}
}

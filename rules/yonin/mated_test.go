package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var tableSeats = map[string]int{"山田": 0, "佐藤": 1, "鈴木": 2, "CPU": 3}

func TestMatedGrammar_Parse(t *testing.T) {
	tests := []struct {
		text string
		want []Elimination
	}{
		{"鈴木<佐藤,佐藤<山田,CPU<山田", []Elimination{{2, 1, false}, {1, 0, false}, {3, 0, false}}},
		{" 鈴木 < 佐藤 , 佐藤<山田 ", []Elimination{{2, 1, false}, {1, 0, false}}},
		{"鈴木<佐藤:foul", []Elimination{{2, 1, true}}},
		{"山田<CPU:FOUL,CPU<佐藤", []Elimination{{0, 3, true}, {3, 1, false}}},
		{"鈴木<佐藤:反則", []Elimination{{2, 1, true}}},
		{"鈴木＜佐藤：foul、佐藤＜山田", []Elimination{{2, 1, true}, {1, 0, false}}},
		{"", nil},
		{"   ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := ParseMated(tt.text, tableSeats)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestMatedGrammar_Errors(t *testing.T) {
	tests := []struct {
		text    string
		err     error
		message string
	}{
		{"鈴木", ErrMatedSyntax, "exactly one <"},
		{"鈴木<佐藤<山田", ErrMatedSyntax, "exactly one <"},
		{"<佐藤", ErrMatedSyntax, "name is missing"},
		{"鈴木<", ErrMatedSyntax, "name is missing"},
		{"鈴木<佐藤,", ErrMatedSyntax, "item 2"},
		{"鈴木<佐藤:resign", ErrMatedSyntax, "unknown tag"},
		{"鈴木<佐藤,佐藤<山田,CPU<山田,山田<CPU", ErrMatedSyntax, "at most 3"},
		{"田中<佐藤", ErrUnknownPlayer, "CPU, 佐藤, 山田, 鈴木"},
		{"鈴木<鈴木", ErrInvalidGame, "鈴木 cannot mate themselves"},
		{"鈴木<佐藤,鈴木<山田", ErrInvalidGame, "鈴木 was already mated"},
		{"鈴木<佐藤,山田<鈴木", ErrInvalidGame, "鈴木 was already mated and cannot mate 山田"},
		{"佐藤<鈴木:foul", ErrFoulMater, "goes to 山田"},
		{"佐藤<山田,鈴木<山田,CPU<山田:foul", ErrFoulTwoLeft, "CPU lost with 2 players left"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := ParseMated(tt.text, tableSeats)
			require.ErrorIs(t, err, tt.err)
			assert.Contains(t, err.Error(), tt.message)
			assert.Nil(t, got)
		})
	}
}

func TestMatedGrammar_FormatRoundTrip(t *testing.T) {
	names := [Seats]string{"山田", "佐藤", "鈴木", "CPU"}
	es := []Elimination{{0, 3, true}, {3, 1, false}, {2, 1, false}}
	text := FormatMated(es, names)
	assert.Equal(t, "山田<CPU:foul,CPU<佐藤,鈴木<佐藤", text)
	back, err := ParseMated(text, tableSeats)
	require.NoError(t, err)
	assert.Equal(t, es, back)
}

func FuzzParseMated(f *testing.F) {
	for _, s := range []string{
		"", "鈴木<佐藤,佐藤<山田,CPU<山田", "鈴木<佐藤:foul", "鈴木＜佐藤：反則、佐藤＜山田",
		"<", ",", ":", "a<b:c", "山田<CPU:FOUL,CPU<佐藤", "\xff<\xfe", "鈴木<佐藤,,",
	} {
		f.Add(s)
	}
	names := [Seats]string{"山田", "佐藤", "鈴木", "CPU"}
	f.Fuzz(func(t *testing.T, text string) {
		es, err := ParseMated(text, tableSeats)
		if err != nil {
			return
		}
		// Whatever parses is a consistent start of a game…
		if _, err := (Game{Eliminations: es}).mateState(); err != nil {
			t.Fatalf("ParseMated(%q) accepted an invalid sequence: %v", text, err)
		}
		// …and formats back to the same eliminations.
		back, err := ParseMated(FormatMated(es, names), tableSeats)
		if err != nil {
			t.Fatalf("round trip of %q: %v", text, err)
		}
		if len(back) != len(es) {
			t.Fatalf("round trip of %q: %v became %v", text, es, back)
		}
		for i := range es {
			if back[i] != es[i] {
				t.Fatalf("round trip of %q: %v became %v", text, es, back)
			}
		}
	})
}

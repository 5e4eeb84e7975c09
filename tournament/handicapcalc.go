package tournament

// CalculatorLine is the answer of a game's handicap calculator (`taikai
// handicap`, a discipline's HandicapFor): the arguments a and b, each read
// by read (a rank, a pair of ranks …), and the line the game writes of
// the two; the first argument that does not read says why.
func CalculatorLine[T any](a, b string, read func(string) (T, error), line func(x, y T) string) (string, error) {
	x, err := read(a)
	if err != nil {
		return "", err
	}
	y, err := read(b)
	if err != nil {
		return "", err
	}
	return line(x, y), nil
}

// Package pairgo holds the pure rules of a Junior Pair Go event (ジュニアペア碁,
// docs/rules.md §3 and seed junior-pair-go-rules.txt): handicap points (ハンデポイント),
// the handicap table (手合割表), the captain (キャプテン), the junior eligibility
// check, the rotation (ローテーション), rotation errors (誤順) and fouls (2手打ち,
// 相談), and the result from the board scores. It does no I/O and imports
// nothing but the standard library.
//
// Halves: pair points, point differences and komi are ints counted in halves,
// never floats. A pair point of 1.0 is PairPoint(2), −2.0 is PairPoint(-4);
// komi −6 is Komi(-12). Board scores and penalties are whole points.
//
// Ranks follow the project's rank values: n dan = n, n kyu = 1 − n
// (1d = 1, 1k = 0, 2k = −1); a player's handicap point is that value unless a
// Category overrides it.
//
// Komi prints as points with the sign seen from Black, whole komi without a
// decimal ("6", "0", "-6"), a half-point komi an event might set as "6.5" or
// "-0.5". The calculator line of CLI.md is therefore "stones=4 komi=-6 black=2".
package pairgo

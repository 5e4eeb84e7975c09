// Package igo holds the pure rules of a Go (囲碁) event (docs/rules.md §1 and §4): the
// handicap and komi by rank difference (手合割), the kinds of result a game can
// end with (勝敗の種類), the guided decision on a disputed game (勝敗不合意の裁定),
// and the time-control descriptions printed on sheets (持ち時間). It does no I/O
// and imports nothing but the standard library.
//
// Halves: half-points and half-ranks are ints counted in halves, never floats.
// A komi of 6.5 points is Komi(13); the strength of 三段★ (the upper half of
// 3 dan, Pandanet's "3d+") is Strength(7); a rank difference of 1.5 is 3.
//
// Ranks follow the project's rank values: n dan = n, n kyu = 1 − n
// (1d = 1, 1k = 0, 2k = −1, 30k = −29). The caller parses rank text.
//
// Komi prints as points with the sign seen from Black: "6.5" (Black gives 6.5),
// "-0.5" (White gives 0.5), "-5.5", "0"; a whole komi prints without a decimal
// ("6", "-6"). The calculator line of CLI.md is therefore, for example,
// "stones=2 komi=-5.5 black=2".
package igo

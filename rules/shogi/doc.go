// Package shogi holds the pure rules of a shogi (将棋) event: the kinds of
// result a game ends with (勝ち・負け, 千日手 and its 指し直し, 持将棋 by the
// 24-point or 27-point rule, 反則負け, 時間切れ負け, 不戦勝・不戦敗), the 手合割
// by rank difference (平手 下位者先手 and the 駒落ち of a dojo's table), the
// 振り駒 that gives 先手 in an even game, and the guided decision on a
// disputed game. It does no I/O and imports nothing of the project.
//
// Sides: First (先手, ▲) is the player who makes the first move; in a 駒落ち
// game that is the stronger player (上手), who gives the pieces. Second (後手,
// △) is the other. A result names its winner by these sides as the pairing
// seated them, also after a 千日手 or 持将棋 replay (指し直し) in which the
// players changed sides: the slip's 先手 is the result's 先手.
//
// Ranks are the project's rank values: n 段 = n, n 級 = 1 − n (初段 = 1,
// 1級 = 0, 15級 = −14); the difference of two values is the 段級差.
package shogi

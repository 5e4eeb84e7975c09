// Package yonin holds the pure rules of four-player shogi (四人将棋) tables as
// the 日本四人将棋連盟 regulations (seed four-player-shogi-regulations.txt) and
// docs/rules.md §5 describe them: the point rules of a game, the parent (親) rotation
// with 連荘, the series of games a table (卓) plays, 持将棋 ranking, the
// 入玉宣言 checklist, table ranking and advancement, and the `--mated` and
// `--material` grammars of the command line. It does no I/O and imports only the standard library.
//
// Seats are the ints 0..3 in clockwise order around the board (every message
// counts them 1–4, as the arbiter does, and names the player when the caller
// gives the names: ParseMatedNamed, ValidateNamed, Series.Named). Play goes
// clockwise: seat s moves, then seat s+1 (mod 4). Seat 0 is the first mover and
// the parent of game 1; the parent of every game is that game's first mover.
//
// 上家 (upstream) of seat s is the player who moves immediately before s, that
// is seat s−1 (mod 4), counter-clockwise. "The nearest unmated 上家" walks
// s−1, s−2, s−3 and takes the first player not yet mated: a foul (resigning or
// losing on time with 3 or more players left) and an unrecoverable error count
// as being mated by that player (seed ■2 (1)–(3): 上家側の詰んでいない者から撃破
// された扱いとする).
package yonin

// Package othello holds the pure rules of an Othello event run in the style of
// the オセロ王座戦 (docs/rules.md §2, seed othello-ouza-tournament-rules.txt): result
// cards and their special outcomes, game points, Brightwell points, the
// ranking order, the early-final rule, the final and the third-place playoff,
// the hidden-disc (伏せ石) ceremony and rank certification (段位認定).
//
// The package does no I/O and imports only the standard library. Players are
// plain int ids; every number an event may change is a field of Settings with
// the seed's value in DefaultSettings.
//
// Decisions this package takes where the rules (docs/rules.md §2) leave room (each is documented
// on the name it concerns):
//
//   - Scores and Brightwell points are counted in half-points (type Half), so
//     draws and an odd C stay exact integers.
//   - A bye counts its bye result (40–24 by default) in the disc total, but in
//     Brightwell points it is the 32–32 game against oneself of docs/rules.md §2.1:
//     32 + C × own score, which the worked example (33+6×1)+(32+6×2) = 83
//     confirms. The same substitute replaces a game against an opponent who
//     later withdrew (whose real discs still count in the disc total), a
//     missed round and a 無勝負 game.
//   - Rank is shared by players equal on wins and Brightwell points (the
//     seed's criteria); Place breaks every tie with the rank after the
//     previous round, the disc total and the stored lot, and is the order of
//     the rows. The seed uses 直前の順位 "only where a place must be
//     decided": finals, third place and awards use Place.
//   - The rank after the previous round is the place as it stood after that
//     round: a withdrawal announced later (Player.WithdrawnFrom) does not
//     change it, so it is the place printed then.
//   - Rule 19 (勝者が不利になるように扱う) covers a card over 64 too: read as
//     a recording error, the extra discs are taken from the winner (40–26
//     is 38–26). Only that answer explains too many discs; without it, and
//     for a level card or a special outcome over 64, the card is refused.
package othello

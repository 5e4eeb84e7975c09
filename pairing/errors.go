// Package pairing holds the pure algorithms behind the computer's pairings
// (組合せおよび手番はコンピュータが決定, docs/rules.md §2.1): a minimum-cost perfect
// matching on general graphs (Edmonds' weighted blossom algorithm) and the
// Othello Swiss pairing built on it with the PAPP 1.36 penalty model.
//
// The package does no I/O and imports only the standard library. Inputs are
// plain ints, strings and slices so that the tournament package can call it
// from whatever it stores.
package pairing

import "errors"

// ErrNoPerfectMatching means that no perfect matching exists among the
// allowed edges: the vertex count is odd, or the forbidden edges leave some
// vertices without a partner. For a Swiss round this means that every
// pairing would repeat a game with the same colours or give someone a second
// bye (both forbidden by default); the arbiter must pair by hand or change
// the settings.
var ErrNoPerfectMatching = errors.New("no perfect matching exists")

// ErrInvalidPlayers means that the players handed to PairRound are
// inconsistent: a duplicate or reserved ID, a negative score, a history
// longer than the rounds already played, or a game against oneself.
var ErrInvalidPlayers = errors.New("invalid players")

// ErrInvalidSettings means that a penalty setting is out of range: an empty
// table, a negative penalty, or a value so large that sums could overflow.
var ErrInvalidSettings = errors.New("invalid pairing settings")

// Package seating draws the tables (卓) of four for one stage (予選, 本戦 or
// 決勝) of a four-player shogi (四人将棋) event, as docs/rules.md §5 asks: balanced by
// strength, and from the second stage on avoiding players who already shared
// a table, with CPU substitutes (CPU代指し) in the seats nobody fills.
//
// # How a stage is seated
//
// Players are ranked by Player.Strength (strongest first; ties keep the order
// of Request.Players). FromOrder turns the previous stage's result order into
// strengths. With T tables, the people are spread as evenly as possible, the
// earlier tables taking the extra person, so the CPU seats fall on the last
// tables and no table has more than one CPU more than another: 13 people sit
// 4+3+3+3, 5 people 3+2. At least two people sit at every table.
//
// Snake seeding deals seeds 1…T to tables A…, then the next seeds back from
// the last table to A, and so on (a table already full is skipped). Each such
// pass is a tier: every table holds one player of tier 1, one of tier 2, …
// Among tables seating the same number of people, the table strength sums then
// differ by at most the strength of the strongest player minus that of the
// weakest (each tier contributes at most its own range, and the tiers' ranges
// add up to at most the whole range). With FromOrder strengths and a multiple
// of four players, the snake gives every table the same sum.
//
// If no player meets an earlier tablemate in the snake, the snake is the
// seating (the first stage always is). Otherwise a local search — tabu search
// on swaps of two players between tables — minimises, in this order, the
// number of repeat pairs and the imbalance Σ(table sum − table target)², where
// a table's target is the sum of its tiers' mean strengths. It swaps only
// players of the same tier, which keeps the balance bound above; only if
// repeat meetings remain, and swapping across tiers leaves fewer, does the
// result cross tiers, and Seating.TiersKept then reports that the bound no
// longer holds. Once the repeats are down, more swaps even the table sums
// without adding a repeat. The search counts its moves, never time, so a
// request and a seed always give the same seating; it gives up on repeats it
// cannot remove after a bounded effort (about a second for a large field on
// a venue laptop) and reports those it kept.
//
// Inside a table the seat order (seat 0 moves first in game 1 and is its 親)
// is drawn at random from Request.Seed. A CPU takes seat 3 when the table has
// one, seats 1 and 3 when it has two: the parent of game 1 is always a person,
// and two people sit opposite each other with the same CPU neighbours.
//
// The package does no I/O and imports only the standard library.
package seating

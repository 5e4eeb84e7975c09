package cli

import (
	"taikai/tournament"
	"taikai/tournament/yonin"
)

// Four-player shogi's verb (its tables, seats, games and standings) and its
// help topic.
func init() {
	registerGameVerbs(yonin.Kind,
		namedVerb{"yonin", verb{run: runYonin, after: "penalties",
			valued: []string{"mated", "parent", "table", "format", "tables", "jishogi", "penalty", "material", "nyugyoku", "conditions"}, bools: []string{"void", "all"},
			usage:   "yonin table|seat|game|standings FILE STAGE ...",
			summary: "four-player shogi tables (see `taikai help yonin`)", summaryJa: "四人将棋の卓（taikai help yonin）"}},
	)
	registerTopic(topic{names: []string{"yonin"}, text: yoninTopic})
}

// yoninTopic is `taikai help yonin`, the usage of the yonin verb.
var yoninTopic = tournament.Text{En: yoninHelp, Ja: yoninHelpJa}

const yoninHelp = `
taikai yonin table FILE STAGE TABLE P1 P2 P3 P4    seat a table; P1 moves first in game 1, then
                                                   P2, P3, P4 clockwise; CPU (ＣＰＵ, cpu, CPU代指し)
                                                   seats a substitute
taikai yonin seat FILE STAGE [--tables N] [--all]  draw the tables of a stage automatically (N tables:
                                                   CPU substitutes fill the extra seats); a later stage
                                                   seats the advancers of the stage before (--all: everybody)
` + yoninGameUsage + `
taikai yonin standings FILE STAGE [--table T] [--format table|csv|json]

Players are named as registered, by seat number 1–4, or CPU1–CPU4 (full-width ＣＰＵ１ too);
a table's only CPU is also just CPU.

--mated lists the eliminations of one game in the order they happened: V<M = V was mated
by M; V<M:foul = V fouled (resignation or time loss with 3+ left) and counts as mated by M,
the nearest unmated 上家, with the foul penalty (反則点, setting foul_penalty).
The parent defaults to the rotation (and 連荘); --parent overrides it.

--penalty PLAYER  a 反則点 without elimination (連続王手の千日手, seed 7-1: the offender
                  changes the move on the 5th repetition and play goes on). Repeat the flag
                  once per penalty: "--penalty 2 --penalty 2" costs seat 2 two points. The
                  point is deducted from the offender and goes to nobody.

--void            a 千日手: the whole game is void (mates and 反則点 included) and replayed;
                  it takes no --mated, --penalty or 持将棋 (refused if given).

持将棋 (move 300, or an accepted 入玉宣言): the unmated players are ranked by
  ① piece points (rook 5, other pieces 1), ② players mated in the game,
  ③ pieces on the stands of the players they mated, ④ turn order (the later mover ranks higher).
--material "PLAYER:COUNTS;PLAYER:COUNTS…"  one item per unmated player (every one, no mated one):
    r N   rooks (飛・龍) the player owns, on the board and in hand        (also 飛)
    p N   every other piece (小駒), on the board and in hand, no king    (also 小, 小駒)
    h N   pieces on the stands (駒台) of the players this player mated,  (also 台, 駒台)
          counted together; 0 (or left out) when they mated nobody
  Counts are separated by commas or spaces, a count left out is 0; numbers may be written
  １２ or 十二; ： ； ， 、 are accepted.  Example: --material "山田:r1,p12,h3;佐藤:p10;CPU4:r1,p9"
  A set has 4 rooks and 28 other pieces: more (r9, p500, 5 rooks in all) is refused as mistyped.
  Mates (②) and turn order (④) come from --mated and the parent. The app ranks and prints
  which criterion decided each place.
--jishogi "P,Q,R"  the arbiter's own order of the unmated players, best first: an override of
  the criteria, logged as such (with --material the computed order is logged beside it).
--nyugyoku PLAYER --conditions ANSWERS  the game ended by PLAYER's 入玉宣言; ANSWERS are the
  arbiter's five answers, in order (y/n, ○/×):
    ① move 250 or later  ② the declarer's turn  ③ king within the opponents' 3rd rank
    ④ king not in check  ⑤ the declarer has a legal move
  e.g. --conditions yyyyy. Any "n" refuses the declaration (nothing recorded; play continues).
  With 2 players left the 1st is treated as having mated the 2nd.
`

const yoninHelpJa = `
taikai yonin table FILE STAGE TABLE P1 P2 P3 P4    卓の席を決めます。第1局は P1 が先手、P2、P3、P4 と
                                                   時計回り。CPU で代指しを入れます
taikai yonin seat FILE STAGE [--tables N] [--all]  ステージの卓を自動で組みます（N 卓：空いた席は CPU
                                                   代指し）。後のステージは前のステージの勝ち上がりを
                                                   組みます（--all：全員）
taikai yonin game FILE STAGE TABLE --mated "V<M,V<M,V<M" [--penalty PLAYER]... [--parent P]
taikai yonin game FILE STAGE TABLE --void
taikai yonin game FILE STAGE TABLE [--mated "V<M"] --material "P:r1,p12,h3;Q:p15;…" [--jishogi "P,Q,R"]
                                   [--nyugyoku PLAYER --conditions yyyyy] [--penalty PLAYER]...
taikai yonin standings FILE STAGE [--table T] [--format table|csv|json]

対局者は登録した氏名、席番号 1〜4、または CPU1〜CPU4（全角の ＣＰＵ１ も）で指定します。

--mated はその局で詰んだ順に：V<M は V が M に詰まされた。V<M:foul は V の反則（3人以上
残っての投了・時間切れ）で、最も近い詰んでいない上家 M に詰まされたものとし、反則点
（設定 foul_penalty）を付けます。親はローテーション（と連荘）で決まり、--parent で変えられます。
2人が残ったときは、1人目が2人目を詰ませたものとします。

--penalty PLAYER  詰みにならない反則点（連続王手の千日手、規定7-1：5回目の繰り返しで反則者が
                  手を変えて対局を続けます）。反則1回ごとに1つ付けます：
                  「--penalty 2 --penalty 2」で席2に2点。点は反則者から引き、だれにも入りません。

--void            千日手：その局はすべて無効（詰みも反則点も）で指し直し。--mated、--penalty、
                  持将棋とは一緒に使えません。

持将棋（300手、または認められた入玉宣言）：詰んでいない対局者を
  ① 駒の点数（飛車5点、ほかの駒1点）、② その局で詰ませた人数、
  ③ 詰ませた相手の駒台の駒、④ 手番の順（後の手番が上）で順位づけします。
--material "PLAYER:COUNTS;PLAYER:COUNTS…"  詰んでいない対局者ごとに1項目（全員。詰んだ人は入れない）:
    r N   持っている飛車（飛・龍）の数、盤上と持ち駒     （飛 とも）
    p N   そのほかの駒（小駒）の数、盤上と持ち駒、玉を除く（小、小駒 とも）
    h N   詰ませた相手の駒台の駒の合計                   （台、駒台 とも）
          詰ませた相手がいなければ 0（省略も 0）
  数はカンマか空白で区切り、省略は 0。数は １２ や 十二 とも書けます。： ； ， 、も使えます。
  例: --material "山田:r1,p12,h3;佐藤:p20;CPU4:r1,p9"
  ②と④は --mated と親から決まります。順位と、どの基準で決まったかを表示します。
--jishogi "P,Q,R"  審判長が決めた詰んでいない対局者の順位（上から）。基準に代わる判断として
  そのように記録します（--material があれば計算した順位も並べて記録します）。
--nyugyoku PLAYER --conditions ANSWERS  PLAYER の入玉宣言で終わった局。ANSWERS は審判の5つの
  答えを順に（y/n、○/×）:
    ① 250手目以降  ② 宣言者の手番  ③ 自玉が敵陣3段目以内
    ④ 王手がかかっていない  ⑤ 宣言者に指せる手がある
  例 --conditions yyyyy。n が1つでもあれば宣言は認められません（何も記録せず、対局続行）。
`

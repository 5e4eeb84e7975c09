package cli

// The help in Japanese (LANG=ja…) of the shared verbs: a line for each verb
// of cli.go, and the shared topics (a game's are in its game_<game>.go, a
// verb registered elsewhere carries its own summaryJa). The command lines
// themselves (taikai result FILE ROUND TABLE RESULT) are typed as they are
// and stay so; what they do is said in Japanese. A verb without its line is
// shown with its English one, and the test of the Japanese command line
// (japanese_test.go) fails.

// summaryJa is what each verb of cli.go does, in Japanese.
var summaryJa = map[string]string{
	"new":       "大会ファイルを作ります。--game があれば1部門の大会、なければ部門を後から追加します（taikai section add）",
	"settings":  "設定を表示します。KEY=VALUE を付けると変更します",
	"demo":      "デモ大会を作ります（--players がなければ24人。--rounds でその回戦数・ステージ数を、あらゆる種類の結果で進めます）",
	"players":   "参加者の取り込み・追加・編集・一覧・棄権・欠席・部門の移動・レーティング表の取り込み（taikai help players）",
	"log":       "操作履歴を古い順に表示します",
	"print":     "帳票を PDF で書き出します（参加者一覧。--round で組合せ表・名前順の組合せ表）。--all-sections：会場全体の pairings か pairings-by-name（各部門の現在の回戦。各行に部門名）。--site（phone_reports が on なら既定でこの機械の LAN アドレス、ポート 8080）で組合せ表に会場ページの QR コードを、対戦カードに卓ごとの報告リンクを入れます",
	"handicap":  "2人（またはペア）の段級位から、その競技の既定の表で手合割を計算します（大会ファイルは不要）",
	"pair":      "次の回戦を組み合わせて表示します（早期決勝の判断が必要なときはそれも）。--all：最後の回戦の結果が揃ったすべての部門の次の回戦。組めなかった部門はその理由を示します。誰かが受付をした大会では、1 回戦の前に未受付の人の一覧で止まります：--absent-unchecked で 1 回戦を欠席に、--ignore-checkin でそのまま組みます。--rematch：再戦なしには組めないとき（勝ち抜けで勝ち残りが全員対戦済み）、審判の了承で再戦を組みます。--manual：審判が手で組みます。卓:A-B（対局者が手番を決めない競技では A が黒）と bye:A（不戦勝）、選手は番号か正確な氏名で、出席の勝ち残り全員を一度ずつ（スイス式と勝ち抜け。破った規則は警告します）",
	"pairings":  "回戦の組合せを表示します（既定は最後の回戦）",
	"swap":      "まだ対局していない回戦を手で変えます：TABLE の先後（黒白、将棋では先手後手）を入れ替えるか、2人の選手を入れ替えます（組合せの規則に反すれば警告）。卓の報告用リンクは対局とともに変わります",
	"unpair":    "最後の回戦に結果がないうちは、その組合せを取り消します",
	"dispute":   "勝敗不合意の対局を記録し、手順どおりの判断を適用します（taikai help disputes）",
	"rule":      "勝敗不合意の対局に審判長が裁定します。罰則があれば対局者に記録します（taikai help disputes）",
	"disputes":  "勝敗不合意の対局を、主張と裁定とともにすべて表示します",
	"penalty":   "異議とは別に、対局者に罰則（注意・警告・持ち時間減・退場、規則22）を記録します（taikai help penalty）",
	"penalties": "異議とは別に記録した罰則をすべて表示します",
	"result":    "結果を1局記録・訂正します（taikai help results）",
	"standings": "回戦終了時の順位を表示します（既定は結果の揃った最後の回戦）。団体戦の部門では勝点・勝数によるチームの順位、--boards で各将の個人賞",
	"serve":     "会場のネットワークに大会のページを公開します（既定 :8080。携帯で開くアドレスを表示します）。phone_reports=true なら結果報告のフォームも。--desk で /desk に審判のデスク（2台目のノートPCやタブレット：卓番号での結果入力、スマホ報告の採用、欠席、帳票）も公開し、表示される PIN で開きます（--section で1部門に限定）。--checkin：受付のページ（/checkin、表示する PIN で開きます）。Ctrl+C か SIGTERM まで",
	"clock":     "会場表示の対局時計を開始します（持ち時間の長さ）。--stop で止めます",
	"reports":   "携帯から報告され、審判の確認を待っている結果（--all：すべての報告）",
	"accept":    "卓の結果を携帯の報告から記録します（2つの報告が食い違うときは --report N）",
	"help":      "このヘルプ",
	"version":   "この Taikai のバージョン、ビルドした Go のリリース、動作環境",
}

// helpIntroJa opens the Japanese overview; %s is the games (gameNames).
const helpIntroJa = `Taikai（大会）— %sの大会運営ソフト

使い方:
  taikai                     画面を開きます（スタート画面）
  taikai open FILE           FILE を画面で開きます
`

const helpOutroJa = `
どのコマンドも --arbiter NAME（または環境変数 TAIKAI_ARBITER）で操作履歴に審判名を残せます。
1つの部門に対するコマンドは --section KEY（部門のキーか部門名）を取ります。部門が1つなら
省略でき、複数あるときは省略すると部門の一覧を示して受け付けません（taikai help section）。
終了コード：0 完了、1 受け付けず（何も変わっていません。理由は標準エラーに）、2 使い方の誤り。
LANG が ja で始まるとき、メッセージは日本語です。
`

const playersHelpJa = `
  taikai players import FILE CSV           UTF-8、UTF-16（BOM 付き）、Shift_JIS、EUC-JP。
                                           カンマ区切りかタブ区切りで見出し行つき。全行か何もなしか。5000人まで
  taikai players import FILE BOOK.xlsx     Excel ブックの最初のシート。列と確認は CSV と同じ
  taikai players add FILE --name NAME [--reading R] [--rank 3d|2k|pro|unknown] [--birth YYYY-MM-DD]
                         [--gender f|m] [--club CLUB] [--flag FLAG]... [--rating N]
  taikai players edit FILE PLAYER [--name …] [--rank …] …   指定した項目だけ変えます
  taikai players list FILE [--format table|csv|json]
  taikai players withdraw FILE PLAYER [--from-round N]     PLAYER は番号か正確な氏名
  taikai players reinstate FILE PLAYER
  taikai players absent FILE PLAYER --round N [--present]   1回戦だけの欠席（組み合わせる前に）
  taikai players move FILE PLAYER SECTION   ほかの部門へ移します（最初の対局の前だけ）
  taikai players ratings FILE CSV [--apply] [--format table|csv|json]   レーティング表（氏名・ふりがな・所属・
                                           レーティング。ダウンロードしたままの UTF-8 か Shift_JIS）から取り込む。--apply で設定

部門が複数あるとき（taikai help section）：add には --section KEY を付けます。import は各行の
部門の列を読みます（--section KEY なら全行をその部門へ）。list は全員を部門とともに表示します
（--section でその部門だけ）。edit・withdraw・reinstate・absent は参加者の部門を自分で探します。

第 k 回戦を組み合わせた後に追加した参加者は、第 k+1 回戦からの途中参加です。

players ratings はレーティング表（見出し：氏名 name、レーティング/レート rating、あれば
ふりがな/フリガナ reading、所属 club。ほかの列は読み飛ばします）を読み、参加者（--section KEY
ならその部門、なければ大会全体）を氏名とふりがなで照合します（全角・半角、ひらがな・カタカナ、
空白の違いは問いません）。ほかの誰にも当たらない1行だけが当たる人にレーティングを設定します。
1人に2行以上当たる（所属で区別できればその行）、1行が2人以上に当たるときは「あいまい」として
一覧にし、審判に任せます。表にない人（レーティングが空欄の人）も、ふりがなや氏名が同じ行と
ともに一覧にします。推測はしません。--apply がなければ何も変えず、--apply で見つかった分を
1つの操作として設定します。

CSV の列（見出しは英語でも日本語でも。必須は氏名だけ）:
  氏名 name、ふりがな reading、段級位 rank（3d、初段、三段★、三段仮、5k、5級、プロ、不明）、
  生年月日 birth、性別 gender（女/男、f/m）、所属 club、
  区分 flags（designated; title-winner; pref-rep をセミコロン区切り）、レーティング rating、
  部門 section（部門のキーか部門名）
競技ごとの列（add・edit では --egd-pin、--egd-club、--wof-id、--country。players list にも表示）:
  囲碁：EGD PIN egd_pin（8桁）、EGDクラブ egd_club（EGD ファイルのクラブ。英数字 1〜4 文字、Toky）
  オセロ：WOF番号 wof_id（世界オセロ連盟のレーティング表の番号）、国 country（FRA。空欄なら設定 wof_country）
`

const disputeHelpJa = `
taikai dispute FILE ROUND TABLE [--black-claim RESULT] [--white-claim RESULT] [--record TEXT] [--notes TEXT]
                                [--resumed-without-progress] [--resume-requested]
    勝敗不合意の対局を記録します：公式記録、対局者それぞれが主張する結果（結果の書き方は
    taikai help results。主張しなかった対局者の分は付けません）。手順どおりの判断をすぐ適用します:
      主張が一致、または一方だけが主張        → その結果
      不一致で、再開しても進展がなかった      → 勝敗預かり（裁定待ち）
      不一致で、だれも再開を求めない          → 両負け
      再開して進展がなく、どちらも主張しない  → 無勝負
      それ以外（再開を求められた）            → 対局再開、結果はまだなし
taikai rule FILE ROUND TABLE RESULT [--replay] [--reason TEXT]
                                    [--penalty PLAYER --penalty-kind KIND [--penalty-note TEXT]]
    審判長の裁定：どの結果でも（40-24、両負け、無勝負、黒の反則負け、白の不戦敗、勝敗預かり …）。
    無勝負に --replay を付けると打ち直しです。新しい裁定が前の裁定に代わり、どちらも履歴と
    操作履歴に残ります。
    --penalty で対局者に罰則を記録します（故意の虚偽の主張など）：PLAYER は番号か氏名。
    KIND は warning（警告）、time-deduction（持ち時間減）、suspension（出場停止）、
    expulsion（退場）、other（その他）。罰則は記録です：反則負けは結果（黒の反則負け）で、
    出場停止の対局者は taikai players withdraw で棄権にします。
taikai disputes FILE [--format table|csv|json]
    勝敗不合意の対局をすべて、未決・勝敗預かりを先に、主張・裁定・罰則とともに表示します。
`

const penaltyHelpJa = `
taikai penalty FILE --player PLAYER --kind KIND [--minutes N] [--round N] [--note TEXT]
    異議とは別に、対局者に罰則を記録します（オセロ規則22：審判員は、不正を行った対局者に
    罰則として持ち時間減や反則負けを宣告できる。また…注意、警告を与え、退場を命じることが
    できる）。PLAYER は番号か氏名。KIND：
      caution（注意）   記録のみ
      warning（警告）   記録のみ
      time（持ち時間減） --minutes N で減らす分数（1〜180）が必要です。規則は分数を定めて
                        いないので審判が決めます。記録するのはアプリ、時計は審判の手で
      expulsion（退場）  まだ組み合わせていない回戦には出場しません（次の回戦から棄権扱い）。
                        すでに組み合わせた対局は卓に残り、その結果は審判が決めます（規則21）：
                        taikai result で記録してください（例 foul-black）。該当の対局を表示します
      suspension（出場停止）、other（その他）
    反則負けは結果です：taikai result FILE ROUND TABLE foul-black
    --round は罰則を与えた回戦（既定は最後に組み合わせた回戦）。卓は自動で探します。
    1回の変更として、氏名とともに操作履歴に残ります。
taikai penalties FILE [--round N] [--format table|csv|json]
    異議とは別に記録した罰則を古い順にすべて表示します（裁定とともに与えた罰則は
    taikai disputes に）。
`

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>Start an empty grid to type givens into</source>
        <translation>空の盤面を開き、問題の数字を入力します</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a puzzle file</source>
        <translation>問題ファイルを開きます</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save givens, entries and marks</source>
        <translation>問題の数字、入力した数字、メモを保存します</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>新しい名前で保存します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Sudoku Lens</source>
        <translation>Sudoku Lensを終了します</translation>
    </message>
    <message>
        <source>&amp;Copy puzzle</source>
        <translation>問題をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the grid as 81 characters</source>
        <translation>盤面を81文字としてコピーします</translation>
    </message>
    <message>
        <source>&amp;Paste puzzle</source>
        <translation>問題を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a puzzle (any format)</source>
        <translation>問題を貼り付けます（どの形式でも可）</translation>
    </message>
    <message>
        <source>Clear &amp;entries</source>
        <translation>入力した数字を消去(&amp;E)</translation>
    </message>
    <message>
        <source>Remove your digits</source>
        <translation>あなたが入力した数字を消します</translation>
    </message>
    <message>
        <source>Clear pencil &amp;marks</source>
        <translation>メモを消去(&amp;M)</translation>
    </message>
    <message>
        <source>Remove all marks</source>
        <translation>すべてのメモを消します</translation>
    </message>
    <message>
        <source>Pencil mode</source>
        <translation>メモモード</translation>
    </message>
    <message>
        <source>Bare digits write marks (P)</source>
        <translation>数字キーでメモを書きます（P）</translation>
    </message>
    <message>
        <source>Start &amp;solving</source>
        <translation>解き始める(&amp;S)</translation>
    </message>
    <message>
        <source>Lock the givens / edit them</source>
        <translation>問題の数字を固定する/編集する</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>チェック(&amp;C)</translation>
    </message>
    <message>
        <source>Check your entries and the givens</source>
        <translation>入力した数字と問題の数字をチェックします</translation>
    </message>
    <message>
        <source>C&amp;ount solutions</source>
        <translation>解の数を数える(&amp;O)</translation>
    </message>
    <message>
        <source>How many solutions</source>
        <translation>解がいくつあるか</translation>
    </message>
    <message>
        <source>Show all &amp;candidates</source>
        <translation>すべての候補を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Show every candidate the grid allows</source>
        <translation>盤面が許すすべての候補を表示します</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Act&amp;ual size</source>
        <translation>実際のサイズ(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the grid and the window</source>
        <translation>盤面とウィンドウのすべてのキー</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Lens</source>
        <translation>Sudoku Lensについて(&amp;A)</translation>
    </message>
    <message>
        <source>What this app is</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Bigger text and board, everywhere in the window</source>
        <translation>ウィンドウ全体の文字と盤面を大きくします</translation>
    </message>
    <message>
        <source>Smaller text and board, everywhere in the window</source>
        <translation>ウィンドウ全体の文字と盤面を小さくします</translation>
    </message>
    <message>
        <source>Text and board at their own size (100 %)</source>
        <translation>文字と盤面を元の大きさ（100%）に戻します</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
</context>
<context>
    <name>BadgesControl</name>
    <message>
        <source>Mark each guess that logic alone could have settled, and shade the search it would have pruned</source>
        <translation>論理だけで決められた仮定に印を付け、省けた探索を網掛けします</translation>
    </message>
    <message>
        <source>Logic settles {count} of the guesses; {avoidable} of them were not needed.</source>
        <translation>論理で{count}個の仮定が決まります。そのうち{avoidable}個は不要でした。</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Show all candidates</source>
        <translation>すべての候補を表示</translation>
    </message>
    <message>
        <source>Solve now</source>
        <translation>今すぐ解く</translation>
    </message>
</context>
<context>
    <name>CellDescription</name>
    <message>
        <source>{cell}, given {digit}</source>
        <translation>{cell}、問題の数字{digit}</translation>
    </message>
    <message>
        <source>{cell}, your entry {digit}</source>
        <translation>{cell}、入力した数字{digit}</translation>
    </message>
    <message>
        <source>{cell}, solver&apos;s digit {digit}</source>
        <translation>{cell}、ソルバーの数字{digit}</translation>
    </message>
    <message>
        <source>{described}, conflict</source>
        <translation>{described}、重複</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}、空き</translation>
    </message>
    <message>
        <source>pencil marks {digits}</source>
        <translation>メモ{digits}</translation>
    </message>
    <message>
        <source>candidates {digits}</source>
        <translation>候補{digits}</translation>
    </message>
    <message>
        <source>no candidates</source>
        <translation>候補なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{cell}, no candidates left</source>
        <translation>{cell}、候補が残っていません</translation>
    </message>
    <message>
        <source>{cell}, solver&apos;s candidates {digits}</source>
        <translation>{cell}、ソルバーの候補{digits}</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>間違い</translation>
    </message>
    <message>
        <source>pencil marks leave out the answer</source>
        <translation>メモに答えが含まれていません</translation>
    </message>
    <message>
        <source>hint: a digit goes here</source>
        <translation>ヒント：ここに数字が入ります</translation>
    </message>
    <message>
        <source>hint: part of the pattern</source>
        <translation>ヒント：パターンの一部</translation>
    </message>
    <message>
        <source>hint removes candidates {digits}</source>
        <translation>ヒントで消える候補{digits}</translation>
    </message>
</context>
<context>
    <name>ChainTree</name>
    <message>
        <source>… {count} more</source>
        <translation>…ほか{count}個</translation>
    </message>
</context>
<context>
    <name>Checking</name>
    <message>
        <source>The givens have no solution.</source>
        <translation>問題の数字には解がありません。</translation>
    </message>
    <message>
        <source>The givens have several solutions, so there is no single answer to check.</source>
        <translation>問題の数字には複数の解があるため、チェックする答えが一つに決まりません。</translation>
    </message>
    <message>
        <source>The givens have exactly one solution.</source>
        <translation>問題の数字の解はちょうど一つです。</translation>
    </message>
    <message>
        <source>Wrong entries: {join}.</source>
        <translation>間違った数字：{join}。</translation>
    </message>
    <message>
        <source>Pencil marks that leave out the answer: {names}.</source>
        <translation>答えが含まれていないメモ：{names}。</translation>
    </message>
    <message>
        <source>The givens have exactly one solution, and your %n entries agree with it and your pencil marks keep every answer.</source>
        <translation>問題の数字の解はちょうど1つで、入力した%n個の数字はそれと一致し、メモにもすべての答えが含まれています。</translation>
    </message>
    <message>
        <source>The givens have exactly one solution, and your %n entries agree with it.</source>
        <translation>問題の数字の解はちょうど1つで、入力した%n個の数字はそれと一致しています。</translation>
    </message>
    <message>
        <source>The givens have at least {limit} solutions.</source>
        <translation>問題の数字には少なくとも{limit}個の解があります。</translation>
    </message>
    <message>
        <source>The givens have %n solution(s).</source>
        <translation>問題の数字の解は%n個です。</translation>
    </message>
    <message>
        <source>The pencil marks of this position leave no solution.</source>
        <translation>この局面のメモでは解がありません。</translation>
    </message>
    <message>
        <source>Check pencil &amp;marks too</source>
        <translation>メモもチェックする(&amp;M)</translation>
    </message>
    <message>
        <source>Check also points at pencil marks that leave out the answer</source>
        <translation>答えが抜けているメモもチェックで示します</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Checking...</source>
        <translation>チェック中…</translation>
    </message>
    <message>
        <source>Count solutions</source>
        <translation>解の数を数える</translation>
    </message>
    <message>
        <source>Counting...</source>
        <translation>数えています…</translation>
    </message>
    <message>
        <source>{_title} failed: {message}</source>
        <translation>{_title}に失敗しました：{message}</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Open {name}</source>
        <translation>{name}を開く</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>{name}を読み込んでいます…</translation>
    </message>
    <message>
        <source>Reading {name}: {count} puzzles so far...</source>
        <translation>{name}を読み込み中：これまでに{count}問…</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>問題が見つかりません</translation>
    </message>
    <message>
        <source>{name} holds {count} puzzles. Open:</source>
        <translation>{name}には{count}問あります。開く問題：</translation>
    </message>
    <message>
        <source>{number}. line {line}: {name} ({givens} givens)</source>
        <translation>{number}. {line}行目：{name}（問題の数字{givens}個）</translation>
    </message>
    <message>
        <source>{number}. line {line} ({givens} givens)</source>
        <translation>{number}. {line}行目（問題の数字{givens}個）</translation>
    </message>
    <message>
        <source>#{number} (line {line}): {digits}...</source>
        <translation>#{number}（{line}行目）：{digits}…</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Frames of the recursion</source>
        <translation>再帰のフレーム</translation>
    </message>
    <message>
        <source>line {number}: {code}</source>
        <translation>{number}行目：{code}</translation>
    </message>
    <message>
        <source>No line runs yet.</source>
        <translation>まだ実行中の行はありません。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>マス</translation>
    </message>
    <message>
        <source>Digit</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Left to try</source>
        <translation>残りの選択肢</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Click beside a line to stop there when it runs</source>
        <translation>行の横をクリックすると、その行の実行時に止まります</translation>
    </message>
    <message>
        <source>The strategy&apos;s program</source>
        <translation>戦略のプログラム</translation>
    </message>
    <message>
        <source>Previous stop</source>
        <translation>前の停止点</translation>
    </message>
    <message>
        <source>Back to the last time a line with a stop ran</source>
        <translation>停止点のある行が前回実行された所へ戻る</translation>
    </message>
    <message>
        <source>Next stop</source>
        <translation>次の停止点</translation>
    </message>
    <message>
        <source>Play on to the next time a line with a stop runs</source>
        <translation>停止点のある行が次に実行されるまで再生</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>コード(&amp;C)</translation>
    </message>
    <message>
        <source>The strategy&apos;s program, the line that runs lit, and its frames</source>
        <translation>戦略のプログラム、実行中の行の強調表示とフレーム</translation>
    </message>
    <message>
        <source>No stop is reached that way.</source>
        <translation>その方向には停止点がありません。</translation>
    </message>
</context>
<context>
    <name>ColourMenu</name>
    <message>
        <source>No colour</source>
        <translation>色なし</translation>
    </message>
    <message>
        <source>Colour 1 (red)</source>
        <translation>色1（赤）</translation>
    </message>
    <message>
        <source>Colour 2 (blue)</source>
        <translation>色2（青）</translation>
    </message>
    <message>
        <source>Colour 3 (green)</source>
        <translation>色3（緑）</translation>
    </message>
    <message>
        <source>Colour 4 (yellow)</source>
        <translation>色4（黄）</translation>
    </message>
    <message>
        <source>Colour {cell_name}</source>
        <translation>{cell_name}に色を付ける</translation>
    </message>
    <message>
        <source>Colour candidate {digit}</source>
        <translation>候補{digit}に色を付ける</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Guesses</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>状態を戻した回数</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間（秒）</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Contradictions</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Compare strategies</source>
        <translation>戦略を比較</translation>
    </message>
    <message>
        <source>Each strategy runs up to %Ln guess(es).</source>
        <translation>各戦略は最大%Ln回まで仮定します。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>対数目盛(&amp;L)</translation>
    </message>
    <message>
        <source>Bars by orders of magnitude: a million guesses beside five</source>
        <translation>桁ごとの棒グラフ：百万回の仮定と5回を並べて比べられます</translation>
    </message>
    <message>
        <source>Copy as &amp;CSV</source>
        <translation>CSVとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>The figures are on the clipboard as CSV.</source>
        <translation>数値をCSVとしてクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Done: each strategy ran up to %Ln guess(es) on this puzzle.</source>
        <translation>完了：各戦略はこの問題で最大%Ln回まで仮定しました。</translation>
    </message>
    <message>
        <source>The comparison failed: {reason}</source>
        <translation>比較に失敗しました：{reason}</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <source>two {digit}s in {unit} ({cells})</source>
        <translation>{unit}に{digit}が2つ（{cells}）</translation>
    </message>
    <message>
        <source>Conflict: {clashes}</source>
        <translation>重複：{clashes}</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <source>Sudoku Lens: unexpected error</source>
        <translation>Sudoku Lens：予期しないエラー</translation>
    </message>
    <message>
        <source>Something went wrong: {last_line}

Your puzzle is autosaved and will be back at the next start. Please report this error with the details below.</source>
        <translation>問題が発生しました：{last_line}

問題は自動保存されており、次回の起動時に戻ります。下の詳細を添えてこのエラーを報告してください。</translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>not a Sudoku Lens document: {problem}</source>
        <translation>Sudoku Lensの文書ではありません：{problem}</translation>
    </message>
    <message>
        <source>not a Sudoku Lens document: its values are nested too deep</source>
        <translation>Sudoku Lensの文書ではありません：値の入れ子が深すぎます</translation>
    </message>
    <message>
        <source>not a Sudoku Lens document (no &quot;format&quot;: &quot;sudoku-lens&quot;)</source>
        <translation>Sudoku Lensの文書ではありません（「&quot;format&quot;: &quot;sudoku-lens&quot;」がありません）</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be 81 characters</source>
        <translation>&quot;{key}&quot;は81文字です</translation>
    </message>
    <message>
        <source>&quot;{key}&quot;: unexpected character {ch!r}</source>
        <translation>&quot;{key}&quot;：予期しない文字{ch!r}</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must list 81 cells</source>
        <translation>&quot;{key}&quot;には81マス分が必要です</translation>
    </message>
    <message>
        <source>&quot;{key}&quot;: each cell&apos;s marks are a string of digits 1-9</source>
        <translation>&quot;{key}&quot;：各マスのメモは1～9の数字の文字列です</translation>
    </message>
    <message>
        <source>&quot;colors&quot; must list 81 cells</source>
        <translation>&quot;colors&quot;には81マス分が必要です</translation>
    </message>
    <message>
        <source>&quot;colors&quot;: each cell is a colour word (an integer of 30 bits)</source>
        <translation>&quot;colors&quot;：各マスは色の語（30ビットの整数）です</translation>
    </message>
    <message>
        <source>&quot;colors&quot;: a colour is 0..{most}</source>
        <translation>&quot;colors&quot;：色は0～{most}です</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be a number from 0 to {most}</source>
        <translation>&quot;{key}&quot;は0～{most}の数です</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of {modes}</source>
        <translation>&quot;mode&quot;は{modes}のいずれかです</translation>
    </message>
    <message>
        <source>the file is {size} MB; files over {most} MB are not opened</source>
        <translation>ファイルは{size} MBです。{most} MBを超えるファイルは開きません</translation>
    </message>
    <message>
        <source>not text: byte {offset} is not UTF-8</source>
        <translation>テキストではありません：{offset}バイト目がUTF-8ではありません</translation>
    </message>
    <message>
        <source>no candidate left in {cells}</source>
        <translation>{cells}に候補が残っていません</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Colour {cell}</source>
        <translation>{cell}に色を付ける</translation>
    </message>
    <message>
        <source>Uncolour {cell}</source>
        <translation>{cell}の色を消す</translation>
    </message>
    <message>
        <source>Colour candidate {digit} of {cell}</source>
        <translation>{cell}の候補{digit}に色を付ける</translation>
    </message>
    <message>
        <source>Uncolour candidate {digit} of {cell}</source>
        <translation>{cell}の候補{digit}の色を消す</translation>
    </message>
    <message>
        <source>Place given {digit} in {cell}</source>
        <translation>{cell}に問題の数字{digit}を置く</translation>
    </message>
    <message>
        <source>Place digit {digit} in {cell}</source>
        <translation>{cell}に数字{digit}を置く</translation>
    </message>
    <message>
        <source>Clear {cell}</source>
        <translation>{cell}を消す</translation>
    </message>
    <message>
        <source>Pencil mark {digit} in {cell}</source>
        <translation>{cell}のメモ{digit}</translation>
    </message>
    <message>
        <source>Clear entries</source>
        <translation>入力した数字を消す</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>メモを消す</translation>
    </message>
    <message>
        <source>Start solving</source>
        <translation>解き始める</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>問題の数字を編集</translation>
    </message>
    <message>
        <source>Fill the solution</source>
        <translation>解を埋める</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <source>Press Play (F5) to watch the search, or type a puzzle</source>
        <translation>再生（F5）を押すと探索が見られます。問題を入力することもできます</translation>
    </message>
    <message>
        <source>Press Explain solution to see the logical path of this puzzle, step by step</source>
        <translation>「解き方を説明」を押すと、この問題の論理的な道筋が一歩ずつ見られます</translation>
    </message>
    <message>
        <source>Click a cell and type a digit; Hint (H) shows the next step</source>
        <translation>マスをクリックして数字を入力してください。ヒント（H）で次のステップが分かります</translation>
    </message>
    <message>
        <source>Choose a technique in the list, then Show an example or Try one</source>
        <translation>一覧からテクニックを選び、「例を見る」か「練習する」を押してください</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>The techniques of this app get stuck here: the rest needs a guess.</source>
        <translation>このアプリのテクニックはここで先に進めません。残りは仮定が必要です。</translation>
    </message>
    <message>
        <source>ER {er}, EP {ep}, ED {ed}</source>
        <translation>ER {er}, EP {ep}, ED {ed}</translation>
    </message>
    <message>
        <source>Working: %Ln step(s), {time} — Cancel stops here</source>
        <translation>作業中：%Lnステップ、{time}&#x3000;―「キャンセル」でここで止まります</translation>
    </message>
    <message>
        <source>… %Ln line(s) left out</source>
        <translation>…（%Ln行を省略）</translation>
    </message>
    <message>
        <source>Explain solution</source>
        <translation>解き方の説明</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>テキストとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>No path: {reason}</source>
        <translation>手順なし：{reason}</translation>
    </message>
    <message>
        <source>Working out the logical path...</source>
        <translation>論理的な道筋を求めています…</translation>
    </message>
    <message>
        <source>Cancelled after {steps} steps: the path found so far.</source>
        <translation>{steps}ステップでキャンセルしました：ここまでに見つかった手順です。</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>キャンセル(&amp;A)</translation>
    </message>
    <message>
        <source>Stop here and keep the steps found so far</source>
        <translation>ここで止めて、これまでに見つかったステップを残します</translation>
    </message>
    <message>
        <source>Teaching path: the easiest step first</source>
        <translation>学習用の道筋：やさしいステップから</translation>
    </message>
    <message>
        <source>Rating path: Sudoku Explainer&apos;s order</source>
        <translation>評価用の道筋：Sudoku Explainerの順序</translation>
    </message>
    <message>
        <source>The teaching path takes the steps a person sees first, as Hint does; the rating path takes them in the order Sudoku Explainer rates by.</source>
        <translation>学習用の道筋は、ヒントと同じく、人が先に気づくステップから進みます。評価用の道筋は、Sudoku Explainerが評価する順序で進みます。</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>停止しています…</translation>
    </message>
    <message>
        <source>{number}. {technique} ({er}): {text}</source>
        <translation>{number}. {technique}（{er}）：{text}</translation>
    </message>
    <message>
        <source>The board shows the position just before step {step}.</source>
        <translation>盤面はステップ{step}の直前の局面です。</translation>
    </message>
    <message>
        <source>The board shows a branch of step {step}: its assumption, numbered implications and where it ends.</source>
        <translation>盤面はステップ{step}の分岐の1つを示しています：その仮定、番号付きの帰結、そして行き着く先です。</translation>
    </message>
    <message>
        <source>Click a step to see the board just before it.</source>
        <translation>ステップをクリックすると、その直前の盤面が表示されます。</translation>
    </message>
    <message>
        <source>E&amp;xplain solution</source>
        <translation>解き方を説明(&amp;X)</translation>
    </message>
    <message>
        <source>Co&amp;py the explanation</source>
        <translation>説明をコピー(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>ワークシート</translation>
    </message>
    <message>
        <source>Lesson pack</source>
        <translation>授業パック</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>ワークシートを印刷</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル：</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>問題の数：</translation>
    </message>
    <message>
        <source>The worksheet is ready.</source>
        <translation>ワークシートができました。</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>書き出し(&amp;E)...</translation>
    </message>
    <message>
        <source>Export an &amp;interactive walk...</source>
        <translation>操作できる探索の流れを書き出す(&amp;I)...</translation>
    </message>
    <message>
        <source>Export a &amp;lesson pack...</source>
        <translation>授業パックを書き出す(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>印刷(&amp;P)...</translation>
    </message>
    <message>
        <source>Print a &amp;worksheet...</source>
        <translation>ワークシートを印刷(&amp;W)...</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>Board as SVG (*.svg)</source>
        <translation>盤面SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board as PNG (*.png)</source>
        <translation>盤面PNG (*.png)</translation>
    </message>
    <message>
        <source>Hypothesis tree as SVG (*.svg)</source>
        <translation>仮定の木SVG (*.svg)</translation>
    </message>
    <message>
        <source>Hypothesis tree as PNG (*.png)</source>
        <translation>仮定の木PNG (*.png)</translation>
    </message>
    <message>
        <source>The walk as a PDF handout (*.pdf)</source>
        <translation>探索の流れの配布資料PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The walk as an animated GIF (*.gif)</source>
        <translation>探索の流れのアニメーションGIF (*.gif)</translation>
    </message>
    <message>
        <source>The walk as an interactive web page (*.html)</source>
        <translation>探索の流れを操作できるウェブページ(*.html)</translation>
    </message>
    <message>
        <source>Lesson pack as a zip (*.zip)</source>
        <translation>授業パック（zip）(*.zip)</translation>
    </message>
    <message>
        <source>Preparing the lesson pack {name}...</source>
        <translation>授業パック{name}を準備しています…</translation>
    </message>
    <message>
        <source>Recording the search for {name}...</source>
        <translation>{name}のために探索を記録しています…</translation>
    </message>
    <message>
        <source>Cannot write {name}: {error}</source>
        <translation>{name}を書き込めません：{error}</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name}を書き出しました</translation>
    </message>
    <message>
        <source>Generating {count} {level} puzzles...</source>
        <translation>{level}の問題を{count}問生成しています…</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Cannot open {name}: {reason}</source>
        <translation>{name}を開けません：{reason}</translation>
    </message>
    <message>
        <source>Cannot open {name}: {why}</source>
        <translation>{name}を開けません：{why}</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>{name}を開く</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name}を開きました</translation>
    </message>
    <message>
        <source>Cannot save {name}: {error}</source>
        <translation>{name}を保存できません：{error}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name}を保存しました</translation>
    </message>
    <message>
        <source>Exported the givens to {name}</source>
        <translation>問題の数字を{name}に書き出しました</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗しました：{error}</translation>
    </message>
    <message>
        <source>The clipboard holds {value} million characters; a paste over {value2} million is not read. Save it to a file and open that instead.</source>
        <translation>クリップボードには{value}百万文字あります。{value2}百万文字を超える貼り付けは読み込みません。ファイルに保存して、そのファイルを開いてください。</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: {error}</source>
        <translation>クリップボードに問題がありません：{error}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>{line}行目：{reason}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>New puzzle</source>
        <translation>新しい問題</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Copied the grid as 81 characters</source>
        <translation>盤面を81文字としてコピーしました</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>問題を貼り付け</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Sudoku Lens documents</source>
        <translation>Sudoku Lens文書</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>すべてのファイル</translation>
    </message>
    <message>
        <source>Sudoku Lens document, keeps entries and pencil marks</source>
        <translation>Sudoku Lens文書（入力した数字とメモも保存）</translation>
    </message>
    <message>
        <source>Plain text, givens only</source>
        <translation>テキスト、問題の数字のみ</translation>
    </message>
    <message>
        <source>SadMan Sudoku, givens only</source>
        <translation>SadMan Sudoku、問題の数字のみ</translation>
    </message>
    <message>
        <source>Simple Sudoku, givens only</source>
        <translation>Simple Sudoku、問題の数字のみ</translation>
    </message>
    <message>
        <source>One puzzle per line, givens only</source>
        <translation>1行に1問、問題の数字のみ</translation>
    </message>
</context>
<context>
    <name>Frames</name>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>HS {unit}</source>
        <translation>HS {unit}</translation>
    </message>
    <message>
        <source>hidden single in {unit} (HS): the digit has no other place there</source>
        <translation>{unit}の隠れたシングル（HS）：その数字はそこ以外に置き場所がない</translation>
    </message>
    <message>
        <source>naked single (NS): the cell has no other candidate</source>
        <translation>裸のシングル（NS）：そのマスにはほかの候補がない</translation>
    </message>
    <message>
        <source>{technique} ({label})</source>
        <translation>{technique}（{label}）</translation>
    </message>
    <message>
        <source>a guess at depth {depth} (d{depth}): assumed, not deduced</source>
        <translation>深さ{depth}の仮定（d{depth}）：推論ではなく仮定した数字</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>rotational</source>
        <translation>点対称</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>horizontal</source>
        <translation>左右対称</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>上下対称</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>対角線対称</translation>
    </message>
    <message>
        <source>quarter-turn</source>
        <translation>90度回転対称</translation>
    </message>
    <message>
        <source>New random puzzle</source>
        <translation>新しいランダムな問題</translation>
    </message>
    <message>
        <source>any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>An exercise: the puzzle&apos;s hardest step is this technique (the level follows it)</source>
        <translation>練習問題：最も難しいステップがこのテクニックになる問題（レベルはそれに従います）</translation>
    </message>
    <message>
        <source>&amp;ER between</source>
        <translation>ERの範囲(&amp;E)</translation>
    </message>
    <message>
        <source>An exercise: the puzzle&apos;s Sudoku Explainer rating (ER, its hardest step) lies in this range; the level follows it</source>
        <translation>練習問題：問題のSudoku Explainer評価（ER、最も難しいステップ）がこの範囲に入ります。レベルはそれに従います</translation>
    </message>
    <message>
        <source>Lowest ER</source>
        <translation>ERの下限</translation>
    </message>
    <message>
        <source>Highest ER</source>
        <translation>ERの上限</translation>
    </message>
    <message>
        <source>Choose a level and a symmetry.</source>
        <translation>レベルと対称性を選んでください。</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>作成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>対称性(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Hardest step:</source>
        <translation>最も難しいステップ(&amp;H)：</translation>
    </message>
    <message>
        <source>The level follows the hardest step or the ER range</source>
        <translation>レベルは最も難しいステップかERの範囲に従います</translation>
    </message>
    <message>
        <source>a new {level} puzzle</source>
        <translation>新しい問題（レベル：{level}）</translation>
    </message>
    <message>
        <source>hardest step {technique}</source>
        <translation>最も難しいステップ：{technique}</translation>
    </message>
    <message>
        <source>ER {low} to {top}</source>
        <translation>ER {low}〜{top}</translation>
    </message>
    <message>
        <source>an exercise ({what})</source>
        <translation>練習問題（{what}）</translation>
    </message>
    <message>
        <source>Generating {what}...</source>
        <translation>{what}を生成しています…</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <source>Generating {what}: attempt {attempt}</source>
        <translation>{what}を生成中：{attempt}回目の試行</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Generation failed: {reason}</source>
        <translation>生成に失敗しました：{reason}</translation>
    </message>
    <message>
        <source>New random puzzle ({level})</source>
        <translation>新しいランダムな問題（{level}）</translation>
    </message>
    <message>
        <source>New {level} puzzle, {givens} givens ({seconds} s, %Ln attempt(s)): {description}</source>
        <translation>新しい問題（レベル：{level}）、問題の数字{givens}個（{seconds}秒、試行%Ln回）：{description}</translation>
    </message>
    <message>
        <source>New ran&amp;dom puzzle...</source>
        <translation>新しいランダムな問題(&amp;D)...</translation>
    </message>
    <message>
        <source>Generate a new puzzle of a chosen difficulty</source>
        <translation>選んだ難しさの新しい問題を作ります</translation>
    </message>
</context>
<context>
    <name>Grid</name>
    <message>
        <source>Sudoku grid</source>
        <translation>数独の盤面</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
</context>
<context>
    <name>Gym</name>
    <message>
        <source>Exercise: {technique}</source>
        <translation>練習問題：{technique}</translation>
    </message>
    <message>
        <source>{technique}: {explanation}</source>
        <translation>{technique}：{explanation}</translation>
    </message>
    <message>
        <source>Progress could not be read: {reason}</source>
        <translation>記録を読めませんでした：{reason}</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>授業</translation>
    </message>
    <message>
        <source>Le&amp;ssons</source>
        <translation>授業(&amp;S)</translation>
    </message>
    <message>
        <source>Learn the techniques one by one, with examples and exercises</source>
        <translation>テクニックを1つずつ、例と練習問題で学びます</translation>
    </message>
    <message>
        <source>&amp;Gym progress...</source>
        <translation>練習の記録(&amp;G)...</translation>
    </message>
    <message>
        <source>What you have mastered, and what is due for review</source>
        <translation>習得したテクニックと、復習の時期が来たテクニック</translation>
    </message>
    <message>
        <source>new</source>
        <translation>未学習</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>学習中</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>習得済み</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>要復習</translation>
    </message>
    <message>
        <source>Not tried yet.</source>
        <translation>まだ挑戦していません。</translation>
    </message>
    <message>
        <source>Learning: %n clean solve(s) in a row; two in a row master it.</source>
        <translation>学習中：ヒントなしで%n回連続正解。2回連続で習得です。</translation>
    </message>
    <message>
        <source>Mastered, due for review since {date}.</source>
        <translation>習得済み。{date}から復習の時期です。</translation>
    </message>
    <message>
        <source>Mastered; next review on {date}.</source>
        <translation>習得済み。次の復習は{date}です。</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>あなたの進み具合</translation>
    </message>
    <message>
        <source>Show an &amp;example</source>
        <translation>例を見る(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Try one</source>
        <translation>練習する(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Play a puzzle that needs this</source>
        <translation>これが必要な問題を解く(&amp;P)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹戻る</translation>
    </message>
    <message>
        <source>The example&apos;s previous stage (Left)</source>
        <translation>例の前の段階（←キー）</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>次へ›</translation>
    </message>
    <message>
        <source>The example&apos;s next stage (Right)</source>
        <translation>例の次の段階（→キー）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>練習問題</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>答えを確かめる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>答えを見る(&amp;A)</translation>
    </message>
    <message>
        <source>{technique} ({tier})</source>
        <translation>{tier}：{technique}</translation>
    </message>
    <message>
        <source>Finding a puzzle that needs {technique}...</source>
        <translation>{technique}が必要な問題を探しています…</translation>
    </message>
    <message>
        <source>Finding a position for {technique}...</source>
        <translation>{technique}の局面を探しています…</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Puzzle for a lesson</source>
        <translation>授業の問題</translation>
    </message>
    <message>
        <source>No position could be made: {reason}</source>
        <translation>局面を作れませんでした：{reason}</translation>
    </message>
    <message>
        <source>Look at the shaded cells: together they make the pattern of {technique}.</source>
        <translation>色の付いたマスを見てください：これらが合わさって{technique}のパターンになります。</translation>
    </message>
    <message>
        <source>Now follow the pattern&apos;s links and outlined lines: they show what it proves.</source>
        <translation>次にパターンのリンクと枠で囲んだ行・列をたどってください：パターンが何を証明するかがわかります。</translation>
    </message>
    <message>
        <source>The result: the labelled cell takes its digit.</source>
        <translation>結果：ラベルの付いたマスにその数字が確定します。</translation>
    </message>
    <message>
        <source>The result: the struck candidates are removed.</source>
        <translation>結果：取り消し線の付いた候補を消します。</translation>
    </message>
    <message>
        <source>Example: {explanation}</source>
        <translation>例：{explanation}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>ステップ{number}/{count}</translation>
    </message>
    <message>
        <source>Back to my &amp;board</source>
        <translation>自分の盤面に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Use {technique} here: click the candidates it removes (or place the digit it gives), then check your answer.</source>
        <translation>ここで{technique}を使ってください：消える候補をクリックし（または確定する数字を入力し）、答えを確かめてください。</translation>
    </message>
    <message>
        <source>&amp;Hint ({used} of {levels})</source>
        <translation>ヒント（{used}/{levels}）(&amp;H)</translation>
    </message>
</context>
<context>
    <name>GymProgress</name>
    <message>
        <source>Mastered</source>
        <translation>習得済み</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>要復習</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学習中</translation>
    </message>
    <message>
        <source>New</source>
        <translation>未学習</translation>
    </message>
    <message>
        <source>Techniques by state</source>
        <translation>状態別のテクニック</translation>
    </message>
    <message>
        <source>Time per exercise</source>
        <translation>練習問題ごとの時間</translation>
    </message>
    <message>
        <source>Hints per exercise</source>
        <translation>練習問題ごとのヒント</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>{mastered} of %n technique(s) mastered</source>
        <translation>%n個のテクニックのうち{mastered}個を習得</translation>
    </message>
    <message>
        <source>{text}, %n of them due for review</source>
        <translation>{text}、そのうち%n個は要復習</translation>
    </message>
    <message>
        <source>{tier}: {mastered} mastered, {due} due, {learning} learning, {new} new</source>
        <translation>{tier}：習得済み{mastered}、要復習{due}、学習中{learning}、未学習{new}</translation>
    </message>
    <message>
        <source>Gym progress</source>
        <translation>練習の記録</translation>
    </message>
    <message>
        <source>Export as &amp;PNG...</source>
        <translation>PNGで書き出す(&amp;P)...</translation>
    </message>
    <message>
        <source>E&amp;xport progress...</source>
        <translation>記録を書き出す(&amp;X)...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>記録を読み込む(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Reset progress...</source>
        <translation>記録を消去する(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG画像(*.png)</translation>
    </message>
    <message>
        <source>Gym progress (*.json)</source>
        <translation>練習の記録(*.json)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>記録を消去</translation>
    </message>
    <message>
        <source>Forget every exercise answered and every technique mastered? This cannot be undone (export your progress first to keep it).</source>
        <translation>解いた練習問題と習得したテクニックをすべて消去しますか？元に戻せません（残すには先に記録を書き出してください）。</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name}を保存しました。</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>{path}に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}</source>
        <translation>{path}に書き込めませんでした：{reason}</translation>
    </message>
    <message>
        <source>Nothing imported: {reason}</source>
        <translation>何も読み込みませんでした：{reason}</translation>
    </message>
    <message>
        <source>Imported %n exercise(s) from {name}.</source>
        <translation>{name}から練習問題を%n問読み込みました。</translation>
    </message>
    <message>
        <source>Progress reset.</source>
        <translation>記録を消去しました。</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Sudoku Lens: {strategy} on {puzzle}</source>
        <translation>Sudoku Lens：{strategy}で{puzzle}を解く</translation>
    </message>
    <message>
        <source>Sudoku Lens: the walk</source>
        <translation>Sudoku Lens：探索の流れ</translation>
    </message>
    <message>
        <source>Strategy: {strategy}. Puzzle: {puzzle}</source>
        <translation>戦略：{strategy}。問題：{puzzle}</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>コメント：{note}</translation>
    </message>
    <message>
        <source>(The walk goes on for %Ln more guess(es).)</source>
        <translation>（このあと仮定がさらに%Ln回続きます。）</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hints work while solving: choose Start solving first.</source>
        <translation>ヒントは解いている間に使えます。まず「解き始める」を選んでください。</translation>
    </message>
    <message>
        <source>The givens have no solution, so there is no logical next step.</source>
        <translation>問題の数字には解がないので、論理的な次のステップはありません。</translation>
    </message>
    <message>
        <source>The givens have more than one solution, so there is no logical next step.</source>
        <translation>問題の数字には複数の解があるので、論理的な次のステップはありません。</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>問題は解けています。</translation>
    </message>
    <message>
        <source>No technique of this app finds the next step here: it takes a guess (watch the solver search for one).</source>
        <translation>このアプリのどのテクニックでも次のステップが見つかりません。仮定が必要です（ソルバーの探索を見てください）。</translation>
    </message>
    <message>
        <source>One of your digits is wrong: look at {where}.</source>
        <translation>入力した数字の1つが間違っています：{where}を見てください。</translation>
    </message>
    <message>
        <source>{count} of your digits are wrong; the first is in {where}.</source>
        <translation>入力した数字のうち{count}個が間違っています。最初のものは{where}にあります。</translation>
    </message>
    <message>
        <source>Your pencil marks leave out the answer of a cell: look at {where}.</source>
        <translation>メモにマスの答えが含まれていません：{where}を見てください。</translation>
    </message>
    <message>
        <source>{cell} is not {digit}</source>
        <translation>{cell}は{digit}ではない</translation>
    </message>
    <message>
        <source>the marks of {cell} leave out its answer</source>
        <translation>{cell}のメモに答えが含まれていない</translation>
    </message>
    <message>
        <source>To fix: {mistakes}. Press Hint again to remove them.</source>
        <translation>直すところ：{mistakes}。もう一度「ヒント」を押すと取り除きます。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Rating: {level}</source>
        <translation>評価：{level}</translation>
    </message>
    <message>
        <source>{description} On Sudoku Explainer&apos;s scale: {scale} (Puzzle &gt; Explain solution).</source>
        <translation>{description} Sudoku Explainerの尺度では：{scale}（問題&gt;解き方の説明）。</translation>
    </message>
    <message>
        <source>Rating: {level}, {er}</source>
        <translation>評価：{level}、{er}</translation>
    </message>
    <message>
        <source>Rating: no solution</source>
        <translation>評価：解なし</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Looking for the next step...</source>
        <translation>次のステップを探しています…</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>ヒントなし：{reason}</translation>
    </message>
    <message>
        <source>&amp;Fill in the answer</source>
        <translation>解を埋める(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the answer into every empty cell? The puzzle is then solved for you (Undo takes it back).</source>
        <translation>空いているマスすべてに解を埋めますか？問題は解かれた状態になります（元に戻すで取り消せます）。</translation>
    </message>
    <message>
        <source>Hint: {technique}</source>
        <translation>ヒント：{technique}</translation>
    </message>
    <message>
        <source>Hint: fix mistakes</source>
        <translation>ヒント：間違いを直す</translation>
    </message>
    <message>
        <source>Removed the mistakes.</source>
        <translation>間違いを消しました。</translation>
    </message>
    <message>
        <source>Done. {said}</source>
        <translation>完了。{said}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop rating this puzzle</source>
        <translation>この問題の評価を止めます</translation>
    </message>
    <message>
        <source>Rating...</source>
        <translation>評価中…</translation>
    </message>
    <message>
        <source>Rating the puzzle</source>
        <translation>問題を評価しています</translation>
    </message>
    <message>
        <source>Rating cancelled</source>
        <translation>評価をキャンセルしました</translation>
    </message>
    <message>
        <source>Cancelled after {steps} steps, {time}.</source>
        <translation>{steps}ステップ、{time}でキャンセルしました。</translation>
    </message>
    <message>
        <source>Rating: failed</source>
        <translation>評価：失敗</translation>
    </message>
    <message>
        <source>Rating... {steps} steps, {time}</source>
        <translation>評価中…{steps}ステップ、{time}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Name the next logical step; again: show it; again: do it</source>
        <translation>次の論理的なステップの名前を示します。もう一度：盤面に示します。さらにもう一度：実行します</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント（H）</translation>
    </message>
    <message>
        <source>Fill the answer into every empty cell of your board (asks first)</source>
        <translation>盤面の空いているマスすべてに解を埋めます（先に確認します）</translation>
    </message>
</context>
<context>
    <name>HtmlWalk</name>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>1ステップ進む</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>1ステップ戻る</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>Next guess</source>
        <translation>次の仮定</translation>
    </message>
    <message>
        <source>Next dead end</source>
        <translation>次の行き止まり</translation>
    </message>
    <message>
        <source>Story steps only</source>
        <translation>あらすじのステップのみ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>step {position} / {total}</source>
        <translation>ステップ{position}／{total}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
    <message>
        <source>Hypothesis tree</source>
        <translation>仮定の木</translation>
    </message>
    <message>
        <source>Click a digit, or a place where a candidate is gone, to ask why.</source>
        <translation>数字や、消えた候補の位置をクリックすると、その理由を表示します。</translation>
    </message>
    <message>
        <source>Click a guess to go there.</source>
        <translation>仮定をクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <source>Turn the wheel to zoom, drag to move, double-click to see it all.</source>
        <translation>ホイールで拡大縮小、ドラッグで移動、ダブルクリックで全体を表示します。</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>あらすじ</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>Why this step? Its causes, back to the givens and guesses.</source>
        <translation>このステップはなぜ？問題の数字と仮定までさかのぼった原因です。</translation>
    </message>
    <message>
        <source>Teacher&apos;s notes</source>
        <translation>先生のコメント</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>コメントはありません。</translation>
    </message>
    <message>
        <source>... {count} earlier steps</source>
        <translation>…それ以前の{count}ステップ</translation>
    </message>
    <message>
        <source>This browser cannot unpack the walk; open it in a current browser.</source>
        <translation>このブラウザでは探索の記録を展開できません。最新のブラウザで開いてください。</translation>
    </message>
    <message>
        <source>... and more causes, back to the givens.</source>
        <translation>…問題の数字までさらに原因が続きます。</translation>
    </message>
    <message>
        <source>{count} more causes</source>
        <translation>ほかの原因{count}件</translation>
    </message>
</context>
<context>
    <name>Kinds</name>
    <message>
        <source>The givens and what they force at once</source>
        <translation>問題の数字と、それから直ちに決まること</translation>
    </message>
    <message>
        <source>A guess: a digit assumed at a cell, to be taken back if it fails</source>
        <translation>仮定：マスに数字を仮に置く。失敗したら取り消す</translation>
    </message>
    <message>
        <source>A deduction: a cell fixed because the rules leave it one digit</source>
        <translation>推論：ルール上1つの数字しか残らないのでマスが確定する</translation>
    </message>
    <message>
        <source>An elimination: a candidate removed because a peer holds its digit</source>
        <translation>候補の除外：同じハウスのマスがその数字を持つので候補を消す</translation>
    </message>
    <message>
        <source>A dead end: the guesses so far break a rule</source>
        <translation>行き止まり：ここまでの仮定がルールに違反する</translation>
    </message>
    <message>
        <source>A backtrack: the board goes back to before the last guess</source>
        <translation>状態を戻す：盤面を直前の仮定の前に戻す</translation>
    </message>
    <message>
        <source>A solution: every cell fixed without breaking a rule</source>
        <translation>解：ルールに違反せずにすべてのマスが確定</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Speak this language from the next start</source>
        <translation>次回の起動からこの言語で表示します</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Sudoku Lens will speak {language} when you start it again.</source>
        <translation>次に起動したときから、Sudoku Lensは{language}で表示されます。</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>&amp;Watch</source>
        <translation>観察(&amp;W)</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>説明(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>自分で解く(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>授業(&amp;L)</translation>
    </message>
    <message>
        <source>Watch the search: the board, the hypothesis tree and the story log</source>
        <translation>探索を観察する：盤面、仮定の木、探索ログ</translation>
    </message>
    <message>
        <source>The board and the explained logical path</source>
        <translation>盤面と、説明つきの論理的な解き方</translation>
    </message>
    <message>
        <source>Solve it yourself: the board, the timer and hints</source>
        <translation>自分で解く：盤面、タイマー、ヒント</translation>
    </message>
    <message>
        <source>The board, the lessons, Why? and the quiz</source>
        <translation>盤面、授業、「なぜ？」とクイズ</translation>
    </message>
    <message>
        <source>&amp;Reset this layout</source>
        <translation>このレイアウトを元に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Put the panels of this layout back where they first stood</source>
        <translation>このレイアウトのパネルを最初の配置に戻します</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Your own digit (upright, in the accent colour).</source>
        <translation>あなたが入力した数字（斜体でない文字、アクセントカラー）。</translation>
    </message>
    <message>
        <source>Check: this digit of yours is wrong (red cross-hatch).</source>
        <translation>チェック：あなたのこの数字は間違いです（赤い斜線）。</translation>
    </message>
    <message>
        <source>Check, with pencil marks too: these marks leave out the cell&apos;s answer (red dashed outline).</source>
        <translation>チェック（メモも含む）：このメモにはマスの答えが含まれていない（赤い破線の枠）。</translation>
    </message>
    <message>
        <source>Hint, second press: a cell of the pattern (teal); a struck-out red candidate is one the hint removes.</source>
        <translation>ヒント2回目：パターンのマス（青緑）。赤い取り消し線の候補はヒントが消す候補。</translation>
    </message>
    <message>
        <source>Hint, second press: a digit goes in this cell (teal ring). The digit itself is not shown; the third press places it.</source>
        <translation>ヒント2回目：このマスに数字が入る（青緑の輪）。数字そのものは表示せず、3回目で置く。</translation>
    </message>
    <message>
        <source>A given: a digit of the puzzle (bold upright).</source>
        <translation>問題の数字（太字）。</translation>
    </message>
    <message>
        <source>{label}, naked single: the cell had one candidate left, so it takes it (ringed while it is the step shown).</source>
        <translation>{label}、裸のシングル：マスに候補が1つしか残っていないので、それが入る（表示中のステップの間は丸で囲む）。</translation>
    </message>
    <message>
        <source>{label}, hidden single: the digit had one place left in that row, column or box (a digit fixed by the solver is italic).</source>
        <translation>{label}、隠れたシングル：その行・列・ブロックで数字の置き場所が1つしか残っていなかった（ソルバーが確定した数字は斜体）。</translation>
    </message>
    <message>
        <source>The unit of a hidden single, outlined while it is the step shown.</source>
        <translation>隠れたシングルのハウス。そのステップを表示している間、枠で囲みます。</translation>
    </message>
    <message>
        <source>d1, a guess at depth 1: assumed, not deduced (dashed orange). d2 is a guess made while d1 stands, and so on.</source>
        <translation>d1、深さ1の仮定：推論ではなく仮定（オレンジの破線）。d2はd1が成り立っている間の仮定、以下同様。</translation>
    </message>
    <message>
        <source>Small digits are the candidates still possible; a struck-out red one was just removed.</source>
        <translation>小さい数字はまだ可能な候補。赤い取り消し線の候補は今消されたもの。</translation>
    </message>
    <message>
        <source>An elimination: the arrow points from the peer that holds the digit to the candidate it removes.</source>
        <translation>候補の除外：矢印は数字を持つ同じハウスのマスから、消される候補へ向かう。</translation>
    </message>
    <message>
        <source>A dead end: no candidate is left in this cell, so the guesses so far cannot all be right.</source>
        <translation>行き止まり：このマスに候補が残っていないので、ここまでの仮定がすべて正しいことはありえない。</translation>
    </message>
    <message>
        <source>A dead end: a digit has no place left in this row, column or box (red dashed outline).</source>
        <translation>行き止まり：この行・列・ブロックに数字の置き場所が残っていない（赤い破線の枠）。</translation>
    </message>
    <message>
        <source>A digit twice in one row, column or box: both copies are ringed in red.</source>
        <translation>同じ行・列・ブロックに同じ数字が二つ：両方を赤い丸で囲みます。</translation>
    </message>
    <message>
        <source>A backtrack: the board is back as it was before the failed guess (violet cells were restored).</source>
        <translation>状態を戻す：盤面は失敗した仮定の前の状態に戻った（紫のマスが元に戻ったマス）。</translation>
    </message>
    <message>
        <source>A guess still being searched (r1c6=7: 7 assumed at r1c6).</source>
        <translation>まだ探索中の仮定（r1c6=7：r1c6に7を仮定）。</translation>
    </message>
    <message>
        <source>A guess that failed; the red text under it names the cell or unit that broke.</source>
        <translation>失敗した仮定。下の赤い文字が、破綻したマスやハウスを示します。</translation>
    </message>
    <message>
        <source>A guess on the path to a solution (the path is drawn green).</source>
        <translation>解への道筋にある仮定（道筋は緑で描きます）。</translation>
    </message>
    <message>
        <source>The path to the board shown now (the current guesses).</source>
        <translation>いま表示している盤面への道筋（現在の仮定）。</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>What every colour, mark and abbreviation of the board, the tree and the log means</source>
        <translation>盤面・木・ログの色、記号、略語の意味</translation>
    </message>
    <message>
        <source>On the board, during a search</source>
        <translation>探索中の盤面</translation>
    </message>
    <message>
        <source>On the board, while you play</source>
        <translation>あなたが解いているときの盤面</translation>
    </message>
    <message>
        <source>In the hypothesis tree</source>
        <translation>仮定の木</translation>
    </message>
    <message>
        <source>In the search log</source>
        <translation>探索ログ</translation>
    </message>
    <message>
        <source>Names and figures</source>
        <translation>名前と数値</translation>
    </message>
    <message>
        <source>Cells are named {first} (top left) to {last} (bottom right); the first row is {row}, the first column {col}, the top-left box {box}. View &gt; Notation changes this everywhere.</source>
        <translation>マスの名前は{first}（左上）から{last}（右下）まで。最初の行は{row}、最初の列は{col}、左上のブロックは{box}。表示&gt;表記ですべての画面の表記が変わります。</translation>
    </message>
    <message>
        <source>Speed is in steps a second: a step is one line of the log.</source>
        <translation>速度は1秒あたりのステップ数です。1ステップはログの1行です。</translation>
    </message>
    <message>
        <source>Depth: how many guesses stand at once. Deepest guess: the most that ever stood.</source>
        <translation>深さ：同時に成り立っている仮定の数。最深の仮定：その最大値。</translation>
    </message>
    <message>
        <source>In Explain solution, a chain&apos;s strong links (one end at least is true) are solid arrows, its weak links (one end at most) dashed; a fish&apos;s base lines are outlined, its cover lines dashed; other groups are ringed.</source>
        <translation>解き方の説明では、チェーンの強いリンク（少なくとも一端が真）は実線の矢印、弱いリンク（多くとも一端が真）は破線。フィッシュのベースは枠線、カバーは破線。そのほかのグループは丸で囲む。</translation>
    </message>
    <message>
        <source>L by a guess in the tree (Search &gt; Tree &gt; Where logic would have settled a guess): logic alone settles that cell; a shaded area is search logic would have pruned.</source>
        <translation>木の仮定の横のL（探索&gt;木&gt;論理で仮定が不要だった箇所）：そのマスは論理だけで決まる。網掛けの部分は論理で省けた探索。</translation>
    </message>
    <message>
        <source>Node limit: the search stops after this many guesses (1,000,000 is a million).</source>
        <translation>ノード上限：この回数の仮定で探索を止めます（1,000,000は百万）。</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Singles</source>
        <translation>シングル</translation>
    </message>
    <message>
        <source>Intersections and subsets</source>
        <translation>交差とサブセット</translation>
    </message>
    <message>
        <source>Fish and wings</source>
        <translation>フィッシュとウィング</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>一意性</translation>
    </message>
    <message>
        <source>Chains and loops</source>
        <translation>チェーンとループ</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>ALS（ほぼロックされたセット）</translation>
    </message>
    <message>
        <source>Forcing chains and nets</source>
        <translation>強制チェーンとネット</translation>
    </message>
    <message>
        <source>Look for a row, column or box with a single empty cell. The one digit missing from that unit goes there.</source>
        <translation>空きマスが1つだけの行、列、ブロックを探します。そのハウスに足りない1つの数字がそこに入ります。</translation>
    </message>
    <message>
        <source>Pick a digit and a unit (a row, column or box) and look where the digit can still go. When only one cell of the unit can take it, the digit goes there, whatever else that cell could hold.</source>
        <translation>数字を1つとハウス（行、列、ブロック）を1つ選び、その数字がまだ入れる場所を見ます。ハウスの中でそれを入れられるマスが1つだけなら、そのマスにほかの候補があっても、数字はそこに入ります。</translation>
    </message>
    <message>
        <source>Look at one empty cell and cross out every digit its row, column and box already hold. When one candidate is left, that digit goes in the cell.</source>
        <translation>空きマスを1つ見て、その行、列、ブロックにすでにある数字をすべて消します。候補が1つだけ残れば、その数字がそのマスに入ります。</translation>
    </message>
    <message>
        <source>When a digit&apos;s candidates inside a box all lie in one row or column, the digit of that box is in that line. Remove it from the rest of the line, outside the box.</source>
        <translation>ブロックの中で、ある数字の候補がすべて1つの行か列にあるとき、そのブロックのその数字はその行か列にあります。ブロックの外にある、その行か列の残りのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>When a digit&apos;s candidates in a row or column all lie inside one box, the line&apos;s digit is in that box. Remove it from the box&apos;s other cells, off the line.</source>
        <translation>行か列で、ある数字の候補がすべて1つのブロックの中にあるとき、その行か列のその数字はそのブロックにあります。その行か列にないブロックのほかのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>Two cells of a unit with the same two candidates and nothing else take those two digits between them. Remove both digits from the unit&apos;s other cells.</source>
        <translation>同じ2つの候補だけを持つ、ハウスの2つのマスには、その2つの数字が入ります。ハウスのほかのマスからその2つの数字を消します。</translation>
    </message>
    <message>
        <source>When two digits can go only in the same two cells of a unit, those cells hold them. Remove every other candidate from the two cells.</source>
        <translation>ハウスの中で2つの数字が同じ2つのマスにしか入れないとき、そのマスにはその2つの数字が入ります。その2つのマスからほかの候補をすべて消します。</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits hold those digits (a cell may show two of them). Remove the three digits from the unit&apos;s other cells.</source>
        <translation>ハウスの3つのマスの候補が合わせて3つの数字だけなら、そのマスにはその数字が入ります（2つしか持たないマスがあってもかまいません）。ハウスのほかのマスからその3つの数字を消します。</translation>
    </message>
    <message>
        <source>When three digits can go only in the same three cells of a unit, those cells hold them. Remove every other candidate from the three cells.</source>
        <translation>ハウスの中で3つの数字が同じ3つのマスにしか入れないとき、そのマスにはその3つの数字が入ります。その3つのマスからほかの候補をすべて消します。</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are only four digits hold those digits. Remove the four digits from the unit&apos;s other cells.</source>
        <translation>ハウスの4つのマスの候補が合わせて4つの数字だけなら、そのマスにはその数字が入ります。ハウスのほかのマスからその4つの数字を消します。</translation>
    </message>
    <message>
        <source>When four digits can go only in the same four cells of a unit, those cells hold them. Remove every other candidate from the four cells.</source>
        <translation>ハウスの中で4つの数字が同じ4つのマスにしか入れないとき、そのマスにはその4つの数字が入ります。その4つのマスからほかの候補をすべて消します。</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, and the places line up in the same two columns. The digit of each column is in one of those rows, so remove it from the rest of both columns (the same with rows and columns swapped).</source>
        <translation>2つの行のそれぞれで置き場所がちょうど2つあり、その置き場所が同じ2つの列にそろう数字を探します。各列のその数字はその2行のどちらかにあるので、両方の列の残りのマスからその数字を消します（行と列を入れ替えても同じです）。</translation>
    </message>
    <message>
        <source>An x-wing over three lines: a digit whose places in three rows lie within the same three columns. Those rows hold the digit of the three columns, so remove it from the columns&apos; other cells.</source>
        <translation>3本の線にわたるXウィングです：ある数字の3つの行での置き場所が同じ3つの列の中にあります。その3行が3つの列のその数字を持つので、それらの列のほかのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>The same fish with four lines: a digit whose places in four rows lie within four columns. Remove the digit from those columns outside the four rows.</source>
        <translation>同じフィッシュを4本の線で：ある数字の4つの行での置き場所が4つの列の中にあります。その4行の外にある、それらの列のマスからその数字を消します。</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each, with one end of each in the same column. One of the two other ends holds the digit, so remove it from every cell that sees both of them.</source>
        <translation>ある数字の置き場所がそれぞれ2つずつある2つの行で、それぞれの一端が同じ列にあります。ほかの2つの端のどちらかがその数字を持つので、その両方と同じハウスにあるすべてのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A digit with two places in a row and two in a column, one of each in the same box. The far ends cannot both be empty, so remove the digit from the cell that sees both far ends.</source>
        <translation>ある数字が行に2つ、列に2つの置き場所を持ち、それぞれの1つが同じブロックにあります。遠い方の端が両方とも空になることはないので、遠い両端と同じハウスにあるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>Two strong links of one digit (units where it has two places) joined by a weak link (two cells that see each other). One of the two outer ends holds the digit: remove it from the cells that see both.</source>
        <translation>1つの数字の強いリンク2本（その数字の置き場所が2つのハウス）が弱いリンク（同じハウスにある2つのマス）でつながっています。外側の2つの端のどちらかがその数字を持つので、その両方と同じハウスにあるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>In a box, a digit&apos;s places all lie on one row and one column (a cross). Joined to a line where the digit has two places, it shows a cell that cannot hold the digit: remove it there.</source>
        <translation>ブロックの中で、ある数字の置き場所がすべて1つの行と1つの列（十字）の上にあります。その数字の置き場所が2つの行か列と組み合わせると、その数字を持てないマスがわかります：そこからその数字を消します。</translation>
    </message>
    <message>
        <source>A pivot cell with candidates XY sees two pincers, XZ and YZ. Whatever the pivot holds, one pincer is Z, so remove Z from every cell that sees both pincers.</source>
        <translation>候補XYを持つ軸のマスが、2つのはさみXZとYZと同じハウスにあります。軸が何であっても、はさみの一方はZなので、両方のはさみと同じハウスにあるすべてのマスからZを消します。</translation>
    </message>
    <message>
        <source>Like an xy-wing, but the pivot holds XYZ. One of the three cells is Z, so remove Z from the cells that see the pivot and both pincers.</source>
        <translation>XYウィングに似ていますが、軸がXYZを持ちます。3つのマスのどれかがZなので、軸と両方のはさみと同じハウスにあるマスからZを消します。</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates XY, joined by a unit where X has only two places, each seen by one of them. One of the two cells is Y: remove Y from the cells that see both.</source>
        <translation>同じ2つの候補XYを持つ2つのマスが、Xの置き場所が2つしかないハウスでつながり、その置き場所はそれぞれ一方のマスと同じハウスにあります。2つのマスのどちらかがYなので、その両方と同じハウスにあるマスからYを消します。</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes; three of them hold only the same two digits. A puzzle with one solution cannot leave both digits open in all four, so remove them from the fourth cell.</source>
        <translation>2つの行、2つの列、2つのブロックにまたがる4つのマスのうち、3つが同じ2つの数字だけを持ちます。解が1つの問題では4つすべてで両方の数字が残ることはないので、4つ目のマスからその2つの数字を消します。</translation>
    </message>
    <message>
        <source>A unique rectangle whose two roof cells hold the same extra digit. One of them must hold it, so remove that digit from every cell that sees both roof cells.</source>
        <translation>2つの屋根のマスが同じ余分な数字を持つユニークレクタングルです。そのどちらかがその数字を持つので、両方の屋根のマスと同じハウスにあるすべてのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof cells carry extra digits, which act as one cell. With other cells of their unit they form a naked subset: remove its digits from the rest of the unit.</source>
        <translation>屋根のマスが余分な数字を持ち、それが1つのマスのように働くユニークレクタングルです。同じハウスのほかのマスと合わせて裸のサブセットになります：ハウスの残りのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A unique rectangle where one of its two digits can go only in the two roof cells of their unit. The roof then holds that digit, so remove the other digit of the rectangle from both roof cells.</source>
        <translation>2つの数字の一方が、ハウスの中で2つの屋根のマスにしか入れないユニークレクタングルです。屋根がその数字を持つので、両方の屋根のマスから長方形のもう一方の数字を消します。</translation>
    </message>
    <message>
        <source>A rectangle with one cell holding just the two digits, where one digit has only two places in the lines through the opposite corner. To avoid two solutions, remove the other digit from that corner.</source>
        <translation>1つのマスがその2つの数字だけを持つ長方形で、一方の数字が反対側の角を通る行と列に置き場所を2つしか持ちません。解が2つになるのを避けるため、その角からもう一方の数字を消します。</translation>
    </message>
    <message>
        <source>Every open cell has two candidates except one with three, and each digit has two places per unit except in that cell. Without the extra digit the puzzle would have two solutions, so that cell takes it.</source>
        <translation>候補が3つの1マスを除いて、空きマスはどれも候補が2つで、そのマス以外では各数字の置き場所がハウスごとに2つです。余分な数字がなければ問題の解が2つになるので、そのマスにはその数字が入ります。</translation>
    </message>
    <message>
        <source>An x-wing with extra places (the fin) in one box. Either the x-wing holds or the fin does: remove the digit from the cells that the x-wing would clear and that also see the fin.</source>
        <translation>1つのブロックに余分な置き場所（ヒレ）があるXウィングです。Xウィングが成り立つかヒレが数字を持つかのどちらかなので、Xウィングが消すはずのマスのうちヒレとも同じハウスにあるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A finned x-wing with one corner missing. The same rule applies: remove the digit where the fish would and the fin&apos;s box agrees.</source>
        <translation>角が1つ欠けたフィン付きXウィングです。同じ規則が使えます：フィッシュが消すはずのマスのうち、ヒレのブロックでも同じことが言えるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A swordfish with extra places (the fin) in one box. Either the fish holds or the fin does: remove the digit from the cells that the fish clears and that see every cell of the fin.</source>
        <translation>1つのブロックに余分な置き場所（ヒレ）があるソードフィッシュです。フィッシュが成り立つかヒレが数字を持つかのどちらかなので、フィッシュが消すマスのうちヒレのすべてのマスと同じハウスにあるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A finned swordfish missing a corner; the fin completes it. Remove the digit where the fish and the fin agree.</source>
        <translation>角が1つ欠けたフィン付きソードフィッシュで、ヒレがそれを補います。フィッシュとヒレの結論が一致するマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A jellyfish with extra places (the fin) in one box. Either the fish holds or the fin does: remove the digit from the cells that the fish clears and that see every cell of the fin.</source>
        <translation>1つのブロックに余分な置き場所（ヒレ）があるジェリーフィッシュです。フィッシュが成り立つかヒレが数字を持つかのどちらかなので、フィッシュが消すマスのうちヒレのすべてのマスと同じハウスにあるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A finned jellyfish missing a corner; the fin completes it. Remove the digit where the fish and the fin agree.</source>
        <translation>角が1つ欠けたフィン付きジェリーフィッシュで、ヒレがそれを補います。フィッシュとヒレの結論が一致するマスからその数字を消します。</translation>
    </message>
    <message>
        <source>Follow one digit along its strong links (units where it has two places), giving the cells two colours in turn. One colour is true: a colour that meets itself is false, and a cell that sees both colours loses the digit.</source>
        <translation>1つの数字の強いリンク（その数字の置き場所が2つのハウス）をたどり、マスに2つの色を交互に塗ります。どちらかの色が真です：同じ色どうしが同じハウスにあればその色は偽で、両方の色と同じハウスにあるマスからはその数字が消えます。</translation>
    </message>
    <message>
        <source>Colour two separate clusters of one digit. When a colour of one cluster sees both colours of the other, it is false; cells that see opposite colours of linked clusters lose the digit.</source>
        <translation>1つの数字の別々の2つのまとまりを塗り分けます。一方のまとまりのある色が他方の両方の色と同じハウスにあれば、その色は偽です。つながったまとまりの反対の色と同じハウスにあるマスからはその数字が消えます。</translation>
    </message>
    <message>
        <source>A chain of one digit alternating strong and weak links, starting and ending with a strong link. One of its ends holds the digit, so remove it from cells that see both ends.</source>
        <translation>1つの数字の強いリンクと弱いリンクが交互に並び、強いリンクで始まって強いリンクで終わるチェーンです。その端のどちらかがその数字を持つので、両端と同じハウスにあるマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A chain of two-candidate cells, each sharing a digit with the next, that starts and ends on the same digit Z. One end is Z: remove Z from the cells that see both ends.</source>
        <translation>候補が2つのマスを、隣のマスと数字を1つ共有するようにつないだチェーンで、同じ数字Zで始まってZで終わります。どちらかの端がZなので、両端と同じハウスにあるマスからZを消します。</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that returns to its start. A continuous loop turns its weak links strong and removes their digits elsewhere; a loop broken at one node places or removes a candidate there.</source>
        <translation>強いリンクと弱いリンクが交互に並び、出発点に戻るチェーンです。途切れないループでは弱いリンクが強いリンクになり、その数字がほかの場所から消えます。1つのノードで途切れるループでは、そこで候補を確定するか消します。</translation>
    </message>
    <message>
        <source>An alternating inference chain mixes links of one digit in a unit and links of two digits in a cell. If its ends are the same digit, remove it from the cells that see both; if they share a cell, keep only the two end digits there.</source>
        <translation>AICは、ハウスの中の1つの数字のリンクと、マスの中の2つの数字のリンクを組み合わせます。両端が同じ数字なら、両端と同じハウスにあるマスからその数字を消します。両端が同じマスにあれば、そのマスには両端の2つの数字だけを残します。</translation>
    </message>
    <message>
        <source>An alternating chain whose nodes may be groups: two or three places of a digit in one box and one line, acting as one node. The ends conclude as in a plain chain.</source>
        <translation>ノードがグループでもよいAICです：1つのブロックと1つの行か列の中にある、ある数字の2つか3つの置き場所を1つのノードとして扱います。両端からは普通のチェーンと同じように結論が出ます。</translation>
    </message>
    <message>
        <source>A nice loop through grouped nodes (a digit&apos;s places in one box and one line). It concludes as a plain loop does.</source>
        <translation>グループ化したノード（1つのブロックと1つの行か列の中にある、ある数字の置き場所）を通るナイスループです。普通のループと同じように結論が出ます。</translation>
    </message>
    <message>
        <source>Two or three cells where a box meets a line, with candidates split between a set of the line and a set of the box that share no digit. Each set&apos;s digits leave the rest of its unit.</source>
        <translation>ブロックと行か列が交わる所の2つか3つのマスで、候補が、その行か列のセットと、ブロックのセットに分かれ、2つのセットに共通の数字はありません。各セットの数字は、それぞれのハウスの残りのマスから消えます。</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a unit with N+1 candidates. Two such sets that share a digit X whose places all see each other (restricted common) lock a second shared digit Z: remove Z from cells that see all its places in both sets.</source>
        <translation>ALS（ほぼロックされたセット）とは、候補が合わせてN+1個あるハウスのNマスです。2つのALSが数字Xを共有し、その置き場所がすべて互いに同じハウスにある（制限付き共通候補）とき、共有するもう1つの数字Zがロックされます：両方のセットのZの置き場所すべてと同じハウスにあるマスからZを消します。</translation>
    </message>
    <message>
        <source>Three almost locked sets: a pivot linked to two others by restricted common digits X and Y. The two outer sets share Z: remove Z from cells that see all its places in both.</source>
        <translation>3つのALS：軸のALSが、制限付き共通候補XとYでほかの2つとつながっています。外側の2つのセットがZを共有するので、両方のZの置き場所すべてと同じハウスにあるマスからZを消します。</translation>
    </message>
    <message>
        <source>A chain of almost locked sets, each linked to the next by a restricted common digit. The two end sets share a digit Z: remove Z from cells that see its places in both.</source>
        <translation>ALSのチェーンで、各ALSが制限付き共通候補で次とつながっています。両端のセットが数字Zを共有するので、両方のZの置き場所と同じハウスにあるマスからZを消します。</translation>
    </message>
    <message>
        <source>An alternating inference chain that passes through almost locked sets: removing a digit from a set locks the others. Its ends conclude as in a plain chain.</source>
        <translation>ALSを通るAICです：セットから数字を1つ除くと、残りの数字がロックされます。両端からは普通のチェーンと同じように結論が出ます。</translation>
    </message>
    <message>
        <source>A nice loop with almost locked sets among its nodes. It concludes as a plain loop does.</source>
        <translation>ノードにALSを含むナイスループです。普通のループと同じように結論が出ます。</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is linked to an almost locked set (its petal) holding that digit. Whatever the stem holds, one petal locks, so a digit shared by all petals leaves the cells that see all its places.</source>
        <translation>茎のマスの候補がどれも、その数字を持つALS（花びら）とつながっています。茎が何であっても、どれかの花びらがロックされるので、すべての花びらに共通の数字は、その置き場所すべてと同じハウスにあるマスから消えます。</translation>
    </message>
    <message>
        <source>Assume a candidate and follow the singles it forces. If that leads to a contradiction, the candidate is false; if every candidate of a cell (or every place of a digit in a unit) forces the same result, that result is true.</source>
        <translation>候補を1つ仮定し、それによって決まるシングルをたどります。矛盾に行き着けばその候補は偽です。マスのすべての候補（またはハウスの中のある数字のすべての置き場所）から同じ結果になれば、その結果は真です。</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>超難問</translation>
    </message>
    <message>
        <source>needs guessing</source>
        <translation>仮定が必要</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>超難問</translation>
    </message>
    <message>
        <source>Needs guessing</source>
        <translation>仮定が必要</translation>
    </message>
</context>
<context>
    <name>LogicBadges</name>
    <message>
        <source>Where &amp;logic would have settled a guess</source>
        <translation>論理で仮定が不要だった箇所(&amp;L)</translation>
    </message>
    <message>
        <source>Logic: {family} settles {cell} = {digit} here ({technique}); the guess {guess} was not needed</source>
        <translation>論理：{family}でここ{cell} = {digit}が決まる（{technique}）。仮定{guess}は不要だった</translation>
    </message>
    <message>
        <source>Logic: {family} settles {cell} = {digit} here ({technique}), without guessing</source>
        <translation>論理：{family}で仮定なしにここ{cell} = {digit}が決まる（{technique}）</translation>
    </message>
    <message>
        <source>Logic: {technique} places {cell} = {digit} here; the guess {guess} was not needed</source>
        <translation>論理：{technique}でここ{cell} = {digit}が決まる。仮定{guess}は不要だった</translation>
    </message>
    <message>
        <source>Logic: {technique} places {cell} = {digit} here, without guessing</source>
        <translation>論理：{technique}で仮定なしにここ{cell} = {digit}が決まる</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Main toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Start &amp;solving</source>
        <translation>解き始める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit givens</source>
        <translation>問題の数字を編集(&amp;E)</translation>
    </message>
    <message>
        <source>Entering givens</source>
        <translation>問題の数字を入力中</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>解いています</translation>
    </message>
    <message>
        <source>{mode}, pencil</source>
        <translation>{mode}、メモ</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>重複</translation>
    </message>
    <message>
        <source>Givens: no solution</source>
        <translation>問題の数字：解なし</translation>
    </message>
    <message>
        <source>Givens: unique solution</source>
        <translation>問題の数字：解は一つ</translation>
    </message>
    <message>
        <source>Givens: several solutions</source>
        <translation>問題の数字：複数の解</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Your settings are not kept this time: {reason}</source>
        <translation>今回は設定を保存しません：{reason}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>問題(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation>サンプル(&amp;S)</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>レイアウト(&amp;Y)</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>パネル(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>表記(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>オプション(&amp;O)</translation>
    </message>
    <message>
        <source>Open recen&amp;t</source>
        <translation>最近使ったファイル(&amp;T)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>テーマ(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>This file holds several puzzles. Open:</source>
        <translation>このファイルには複数の問題があります。開く問題：</translation>
    </message>
    <message>
        <source>Open puzzle</source>
        <translation>問題を開く</translation>
    </message>
    <message>
        <source>Save puzzle</source>
        <translation>問題を保存</translation>
    </message>
    <message>
        <source>About Sudoku Lens</source>
        <translation>Sudoku Lensについて</translation>
    </message>
    <message>
        <source>Watch a Sudoku solver think: constraint propagation and depth-first search, step by step, with a hypothesis tree.</source>
        <translation>数独ソルバーの考え方を見てみましょう：制約伝播と深さ優先探索を、仮定の木とともに1ステップずつ。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>GNU一般公衆利用許諾書（GPL）バージョン3以降のもとで配布されるフリーソフトウェアです。</translation>
    </message>
    <message>
        <source>Solver engine: pure Python</source>
        <translation>ソルバーエンジン：純粋なPython</translation>
    </message>
    <message>
        <source>Solver engine: compiled (Cython {version})</source>
        <translation>ソルバーエンジン：コンパイル版（Cython {version}）</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Given: {digit} at {cell}.</source>
        <translation>問題の数字：{cell}に{digit}。</translation>
    </message>
    <message>
        <source>{cell} has one candidate left: {digit} (naked single).</source>
        <translation>{cell}の候補は{digit}だけになりました（裸のシングル）。</translation>
    </message>
    <message>
        <source>{digit} has one place left in {unit}: {cell} (hidden single).</source>
        <translation>{unit}では、{digit}が入れるマスは{cell}だけです（隠れたシングル）。</translation>
    </message>
    <message>
        <source>{cell} is {digit} ({rule}).</source>
        <translation>{cell}は{digit}です（{rule}）。</translation>
    </message>
    <message>
        <source>Remove {digit} from {cell}: its peer {peer} holds {digit}.</source>
        <translation>{cell}の候補から{digit}を消します：同じハウスの{peer}が{digit}だからです。</translation>
    </message>
    <message>
        <source>Remove {digit} from {cell} ({rule}).</source>
        <translation>{cell}の候補から{digit}を消します（{rule}）。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, one of the places for {digit} in {unit}: {places}.</source>
        <translation>これ以上確定できるマスがありません。{unit}で{digit}が入れる場所（{places}）のうち、{cell}に{digit}を仮定します。</translation>
    </message>
    <message>
        <source>{digit} can still go at {cell} in {unit}; assume it.</source>
        <translation>{unit}では{cell}にまだ{digit}が入れます。それを仮定します。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, which has candidate {digits}.</source>
        <translation>これ以上確定できるマスがありません。候補{digits}を持つ{cell}に{digit}を仮定します。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, which has candidates {digits}.</source>
        <translation>これ以上確定できるマスがありません。候補{digits}を持つ{cell}に{digit}を仮定します。</translation>
    </message>
    <message>
        <source>{cell} has candidate {digit} left; assume it.</source>
        <translation>{cell}には候補{digit}が残っています。それを仮定します。</translation>
    </message>
    <message>
        <source>Try the next digit that fits at {cell}: {digit}.</source>
        <translation>{cell}に入る次の数字を試します：{digit}。</translation>
    </message>
    <message>
        <source>the only digit that fits</source>
        <translation>入る数字はこれだけ</translation>
    </message>
    <message>
        <source>digits that fit: {digits}</source>
        <translation>入る数字：{digits}</translation>
    </message>
    <message>
        <source>Try {digit} at {cell}, the first empty cell ({fits}).</source>
        <translation>最初の空きマス{cell}に{digit}を試します（{fits}）。</translation>
    </message>
    <message>
        <source>Try {digit} at {cell}, the next empty cell ({fits}).</source>
        <translation>次の空きマス{cell}に{digit}を試します（{fits}）。</translation>
    </message>
    <message>
        <source>Try {digit} at {cell} ({fits}).</source>
        <translation>{cell}に{digit}を試します（{fits}）。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; brute force from here. {sentence}</source>
        <translation>これ以上確定できるマスがありません。ここから総当たりです。{sentence}</translation>
    </message>
    <message>
        <source>{digit} has no place left in {unit}</source>
        <translation>{unit}に{digit}が入れる場所がありません</translation>
    </message>
    <message>
        <source>{cell} cannot be {digit}: a peer already holds {digit}</source>
        <translation>{cell}は{digit}になれません：同じハウスのマスがすでに{digit}です</translation>
    </message>
    <message>
        <source>{cell} has no candidates left</source>
        <translation>{cell}の候補がなくなりました</translation>
    </message>
    <message>
        <source>the board breaks a rule</source>
        <translation>盤面がルールに反しています</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the puzzle has no solution.</source>
        <translation>矛盾：{what}。この問題には解がありません。</translation>
    </message>
    <message>
        <source>No digit fits at {cell}; go back.</source>
        <translation>{cell}に入る数字がありません。戻ります。</translation>
    </message>
    <message>
        <source>Dead end: {what}; go back.</source>
        <translation>行き止まり：{what}。戻ります。</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the assumption was wrong; restore the state saved at {cell}.</source>
        <translation>矛盾：{what}。仮定が間違っていました。{cell}で保存した状態を戻します。</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the assumption was wrong.</source>
        <translation>矛盾：{what}。仮定が間違っていました。</translation>
    </message>
    <message>
        <source>No other digit fits at {tried}; go back to {cell}.</source>
        <translation>{tried}に入るほかの数字がありません。{cell}に戻ります。</translation>
    </message>
    <message>
        <source>{tried} has no candidates left to try; go back to {cell}.</source>
        <translation>{tried}に試す候補が残っていません。{cell}に戻ります。</translation>
    </message>
    <message>
        <source>No options left to try; go back to {cell}.</source>
        <translation>試す選択肢が残っていません。{cell}に戻ります。</translation>
    </message>
    <message>
        <source>Look for another solution: go back to {cell}.</source>
        <translation>ほかの解を探します：{cell}に戻ります。</translation>
    </message>
    <message>
        <source>Take back the digit at {cell}.</source>
        <translation>{cell}の数字を取り消します。</translation>
    </message>
    <message>
        <source>The board is back as it was saved at {cell}.</source>
        <translation>盤面を{cell}で保存した状態に戻しました。</translation>
    </message>
    <message>
        <source>Solved: all 81 cells are fixed without breaking a rule (solution {number}).</source>
        <translation>解けました：81マスすべてがルールに反することなく確定しました（解{number}）。</translation>
    </message>
    <message>
        <source>Start with %Ln given(s); strategy: {strategy}.</source>
        <translation>問題の数字%Ln個から開始。戦略：{strategy}。</translation>
    </message>
    <message>
        <source>Every option has been tried: %Ln solution(s) in all.</source>
        <translation>すべての選択肢を試しました：解は全部で%Ln個です。</translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>%Ln node(s)</source>
        <translation>%Lnノード</translation>
    </message>
    <message>
        <source>Stopped at the limit of {limit} with %Ln solution(s) so far.</source>
        <translation>上限{limit}で停止しました。ここまでの解は%Ln個です。</translation>
    </message>
    <message>
        <source>The givens break the rules: {conflicts}. Nothing to search.</source>
        <translation>問題の数字がルールに反しています：{conflicts}。探索するものはありません。</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>Row and column na&amp;mes</source>
        <translation>行と列の名前(&amp;M)</translation>
    </message>
    <message>
        <source>Show the names of the rows and columns beside the board</source>
        <translation>盤面の横に行と列の名前を表示します</translation>
    </message>
    <message>
        <source>(row, col) from 0</source>
        <translation>（行、列）0始まり</translation>
    </message>
</context>
<context>
    <name>NotationMenu</name>
    <message>
        <source>Name cells as {notation} everywhere</source>
        <translation>すべての画面でマスを{notation}で表記します</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>The search stopped at its node limit; raise it to see more.</source>
        <translation>探索はノード数の上限で止まりました。続きを見るには上限を上げてください。</translation>
    </message>
    <message>
        <source>The search stopped: its record reached {millions} million steps (about 300 MB), the most the window keeps. Solve now still gives the answer.</source>
        <translation>探索を止めました：記録が{millions}百万ステップ（約300 MB）に達し、ウィンドウが保持できる上限です。「今すぐ解く」なら答えは得られます。</translation>
    </message>
    <message>
        <source>The search tried everything: this puzzle has no solution.</source>
        <translation>探索はすべてを試しました：この問題には解がありません。</translation>
    </message>
    <message>
        <source>The givens break the rules (see the search log); nothing to search.</source>
        <translation>問題の数字がルールに違反しています（探索ログを参照）。探索するものはありません。</translation>
    </message>
    <message>
        <source>Paused at a contradiction.</source>
        <translation>矛盾で一時停止しました。</translation>
    </message>
    <message>
        <source>Paused at a backtrack.</source>
        <translation>状態を戻すところで一時停止しました。</translation>
    </message>
    <message>
        <source>Paused at a solution.</source>
        <translation>解で一時停止しました。</translation>
    </message>
    <message>
        <source>Paused: the search reached the chosen depth.</source>
        <translation>一時停止：探索が指定の深さに達しました。</translation>
    </message>
    <message>
        <source>Paused at a stop in the code.</source>
        <translation>コードの停止点で一時停止しました。</translation>
    </message>
    <message>
        <source>The whole search has been played.</source>
        <translation>探索全体を再生しました。</translation>
    </message>
    <message>
        <source>%Ln solution(s) found: every option has been tried, so that is all of them.</source>
        <translation>%Ln個の解が見つかりました：すべての選択肢を試したので、解はこれで全部です。</translation>
    </message>
    <message>
        <source>%Ln solution(s) found (the search stops at {wanted}; Search for more solutions looks for another). The ringed cells of solution 2 and later differ from solution 1.</source>
        <translation>%Ln個の解が見つかりました（探索は{wanted}個で止まります。「ほかの解を探す」で次を探します）。解2以降の丸で囲んだマスは解1と異なるマスです。</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>探索中</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>解けた</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>node limit</source>
        <translation>ノード数の上限</translation>
    </message>
    <message>
        <source>size limit</source>
        <translation>記録サイズの上限</translation>
    </message>
    <message>
        <source>invalid givens</source>
        <translation>問題の数字が不正</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>failed: {reason}</source>
        <translation>失敗：{reason}</translation>
    </message>
    <message>
        <source>The search failed: {reason}</source>
        <translation>探索に失敗しました：{reason}</translation>
    </message>
</context>
<context>
    <name>PlayTools</name>
    <message>
        <source>Move to the next empty cell after a digit</source>
        <translation>数字を入れたら次の空きマスへ移動</translation>
    </message>
    <message>
        <source>Remove a placed digit from its peers&apos; pencil marks</source>
        <translation>置いた数字を同じハウスのマスのメモから消す</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Shade every cell where {digit} stands or may still go (Alt+{digit})</source>
        <translation>{digit}がある、またはまだ入りうるマスをすべて網掛け（Alt+{digit}）</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>guess</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Pause each time the search guesses</source>
        <translation>探索が仮定するたびに一時停止します</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>Pause at each dead end (a rule is broken)</source>
        <translation>行き止まり（ルール違反）のたびに一時停止します</translation>
    </message>
    <message>
        <source>backtrack</source>
        <translation>状態を戻す</translation>
    </message>
    <message>
        <source>Pause each time the search goes back</source>
        <translation>探索が状態を戻すたびに一時停止します</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Pause at each solution</source>
        <translation>解のたびに一時停止します</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>戦略：</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>ノード上限：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>Story only</source>
        <translation>あらすじのみ</translation>
    </message>
    <message>
        <source>Play only the guesses, dead ends, backtracks and solutions; what propagation does in between is applied at once</source>
        <translation>仮定・行き止まり・状態を戻す・解だけを再生します。その間の伝播はまとめて適用します</translation>
    </message>
    <message>
        <source>Pause on:</source>
        <translation>一時停止：</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>step {position} / {total}</source>
        <translation>ステップ{position}／{total}</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最速</translation>
    </message>
    <message>
        <source>%Ln step(s)/s</source>
        <translation>%Lnステップ/秒</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>every digit is a candidate everywhere</source>
        <translation>どのマスも全数字が候補</translation>
    </message>
    <message>
        <source>a given</source>
        <translation>問題の数字</translation>
    </message>
    <message>
        <source>the givens break the rules</source>
        <translation>問題の数字がルール違反</translation>
    </message>
    <message>
        <source>False: no solution at all</source>
        <translation>Falseなら解なし</translation>
    </message>
    <message>
        <source>already gone</source>
        <translation>もう消えている</translation>
    </message>
    <message>
        <source>d is no longer a candidate of s</source>
        <translation>dはもうsの候補ではない</translation>
    </message>
    <message>
        <source>the last candidate is gone: a dead end</source>
        <translation>最後の候補が消えた：行き止まり</translation>
    </message>
    <message>
        <source>rule 1: one value left, so the peers lose it</source>
        <translation>規則1：残りは1つ、同じハウスのマスから消す</translation>
    </message>
    <message>
        <source>d has no place left in u: a dead end</source>
        <translation>uにdの置き場所がない：行き止まり</translation>
    </message>
    <message>
        <source>rule 2: one place left for d in u, so d goes there</source>
        <translation>規則2：uでdの置き場所は1つ、そこに確定</translation>
    </message>
    <message>
        <source>failed earlier</source>
        <translation>前に失敗した</translation>
    </message>
    <message>
        <source>solved!</source>
        <translation>解けた！</translation>
    </message>
    <message>
        <source>every digit failed: back to the caller&apos;s loop</source>
        <translation>どの数字も失敗：呼び出し元のループへ戻る</translation>
    </message>
    <message>
        <source>try each digit of the square with fewest candidates</source>
        <translation>候補が最も少ないマスの数字を順に試す</translation>
    </message>
    <message>
        <source>a square&apos;s digits, or a digit&apos;s squares in a unit</source>
        <translation>マスの数字、またはハウス内の数字の置き場所</translation>
    </message>
    <message>
        <source>try each option in turn</source>
        <translation>選択肢を順に試す</translation>
    </message>
    <message>
        <source>human techniques, easiest first</source>
        <translation>人の解法、易しいものから</translation>
    </message>
    <message>
        <source>eliminate or assign what the technique proves</source>
        <translation>解法が示した候補を消すか数字を確定する</translation>
    </message>
    <message>
        <source>every cell starts with the candidates 1-9</source>
        <translation>どのマスも候補1-9から始まる</translation>
    </message>
    <message>
        <source>the saved states: a linked list, newest first</source>
        <translation>保存した状態：連結リスト、新しい順</translation>
    </message>
    <message>
        <source>cross out, fix singles, until nothing changes</source>
        <translation>候補を消し、シングルを確定、変化がなくなるまで</translation>
    </message>
    <message>
        <source>save the state</source>
        <translation>状態を保存</translation>
    </message>
    <message>
        <source>every digit failed here: drop this state</source>
        <translation>ここでどの数字も失敗：この状態を捨てる</translation>
    </message>
    <message>
        <source>nothing left to try: no solution</source>
        <translation>試すものが残っていない：解なし</translation>
    </message>
    <message>
        <source>a contradiction: restore the saved state</source>
        <translation>矛盾：保存した状態を戻す</translation>
    </message>
    <message>
        <source>hypothesis: the next digit, smallest first</source>
        <translation>仮定：次の数字、小さい順</translation>
    </message>
    <message>
        <source>a peer holds it: cross it out</source>
        <translation>同じハウスのマスにある：消す</translation>
    </message>
    <message>
        <source>no candidate left: a contradiction</source>
        <translation>候補が残っていない：矛盾</translation>
    </message>
    <message>
        <source>one candidate left: fix it</source>
        <translation>候補が1つ：確定する</translation>
    </message>
    <message>
        <source>d has no place in u, or is there twice</source>
        <translation>uにdの置き場所がない、またはdが2つある</translation>
    </message>
    <message>
        <source>one place left for d in u</source>
        <translation>uでdの置き場所は1つ</translation>
    </message>
    <message>
        <source>so d goes there</source>
        <translation>そこにdを確定</translation>
    </message>
    <message>
        <source>pass after pass</source>
        <translation>何度も走査する</translation>
    </message>
    <message>
        <source>pass 1: a peer holds it</source>
        <translation>走査1：同じハウスのマスにある</translation>
    </message>
    <message>
        <source>one candidate left: s is solved</source>
        <translation>候補が1つ：sは確定</translation>
    </message>
    <message>
        <source>pass 2: the only place for d in u</source>
        <translation>走査2：uでdの唯一の置き場所</translation>
    </message>
    <message>
        <source>the first square with several candidates</source>
        <translation>候補が複数ある最初のマス</translation>
    </message>
    <message>
        <source>the first open cell, row by row</source>
        <translation>最初の空きマス、行の順</translation>
    </message>
    <message>
        <source>no repeat in the row, column or box</source>
        <translation>行・列・ブロックに重複なし</translation>
    </message>
    <message>
        <source>no digit fits here: a dead end</source>
        <translation>ここに入る数字がない：行き止まり</translation>
    </message>
    <message>
        <source>try each digit that fits</source>
        <translation>入る数字を順に試す</translation>
    </message>
    <message>
        <source>every digit failed: back to the previous cell</source>
        <translation>どの数字も失敗：前のマスへ戻る</translation>
    </message>
    <message>
        <source>every open cell may hold 1-9</source>
        <translation>どの空きマスも1-9が入りうる</translation>
    </message>
    <message>
        <source>narrow until nothing changes</source>
        <translation>変化がなくなるまで絞り込む</translation>
    </message>
    <message>
        <source>digits in the row, column or box go</source>
        <translation>行・列・ブロックにある数字を消す</translation>
    </message>
    <message>
        <source>no candidate left: no solution</source>
        <translation>候補が残っていない：解なし</translation>
    </message>
    <message>
        <source>the only candidate</source>
        <translation>唯一の候補</translation>
    </message>
    <message>
        <source>the only place for d in u</source>
        <translation>uでdの唯一の置き場所</translation>
    </message>
    <message>
        <source>every cell empty</source>
        <translation>全マス空き</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>the cell of the next guess</source>
        <translation>次に仮定するマス</translation>
    </message>
    <message>
        <source>the digit it tries</source>
        <translation>試す数字</translation>
    </message>
    <message>
        <source>whether a guess fails</source>
        <translation>仮定が失敗するかどうか</translation>
    </message>
    <message>
        <source>the next forced cell</source>
        <translation>次に確定するマス</translation>
    </message>
    <message>
        <source>guessed cells: {right} of {asked}</source>
        <translation>仮定するマス：{asked}問中{right}問</translation>
    </message>
    <message>
        <source>digits tried: {right} of {asked}</source>
        <translation>試す数字：{asked}問中{right}問</translation>
    </message>
    <message>
        <source>dead ends foreseen: {right} of {asked}</source>
        <translation>行き止まりの予想：{asked}問中{right}問</translation>
    </message>
    <message>
        <source>forced cells: {right} of {asked}</source>
        <translation>確定するマス：{asked}問中{right}問</translation>
    </message>
    <message>
        <source>Right. {reveal}</source>
        <translation>正解です。{reveal}</translation>
    </message>
    <message>
        <source>Not this time. {reveal}</source>
        <translation>今回は外れです。{reveal}</translation>
    </message>
    <message>
        <source>It tries {digit} first: digits are tried in increasing order.</source>
        <translation>最初に{digit}を試します：数字は小さい順に試します。</translation>
    </message>
    <message>
        <source>{cell} = {digit} fails: {what} (step {step}).</source>
        <translation>{cell} = {digit}は失敗します：{what}（ステップ{step}）。</translation>
    </message>
    <message>
        <source>{cell} = {digit} fails: every way on from it ends in a dead end (settled at step {step}).</source>
        <translation>{cell} = {digit}は失敗します：その先はどの道も行き止まりになります（ステップ{step}で確定）。</translation>
    </message>
    <message>
        <source>{cell} = {digit} leads to a solution.</source>
        <translation>{cell} = {digit}は解につながります。</translation>
    </message>
    <message>
        <source>It guesses at {cell}: {digit} has the fewest places in {unit} ({count}), and {cell} is the first of them.</source>
        <translation>{cell}で仮定します：{unit}で{digit}の入る場所が最も少なく（{count}個）、{cell}はその最初です。</translation>
    </message>
    <message>
        <source>It guesses at {cell}: the first open cell in reading order.</source>
        <translation>{cell}で仮定します：読む順で最初の空きマスです。</translation>
    </message>
    <message>
        <source>It guesses at {cell}: no open cell has fewer candidates ({count}); on a tie the first in reading order wins.</source>
        <translation>{cell}で仮定します：これより候補の少ない空きマスはありません（{count}個）。同数なら読む順で最初のマスです。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>&amp;Yes, it fails</source>
        <translation>はい、失敗する(&amp;Y)</translation>
    </message>
    <message>
        <source>N&amp;o, it holds</source>
        <translation>いいえ、成り立つ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>答えを見る(&amp;S)</translation>
    </message>
    <message>
        <source>Ask me about:</source>
        <translation>出題する内容：</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>予想してから確かめる</translation>
    </message>
    <message>
        <source>&amp;Predict, then reveal (quiz)</source>
        <translation>予想してから確かめる（クイズ）(&amp;P)</translation>
    </message>
    <message>
        <source>Before each chosen step, predict what the solver will do</source>
        <translation>選んだ種類のステップの前に、ソルバーが何をするか予想します</translation>
    </message>
    <message>
        <source>Play the search: it stops before each step chosen below.</source>
        <translation>探索を再生してください。下で選んだ種類のステップの前で止まります。</translation>
    </message>
    <message>
        <source>No cell can be fixed now. Where will the solver guess? Click the cell.</source>
        <translation>今は確定できるマスがありません。ソルバーはどこで仮定するでしょうか？マスをクリックしてください。</translation>
    </message>
    <message>
        <source>It guesses at {cell}. Which digit will it try first? Click the candidate.</source>
        <translation>{cell}で仮定します。最初に試す数字はどれでしょうか？候補をクリックしてください。</translation>
    </message>
    <message>
        <source>Will the guess {cell} = {digit} end in a dead end?</source>
        <translation>仮定{cell} = {digit}は行き止まりになるでしょうか？</translation>
    </message>
    <message>
        <source>Which cell will logic fix next? Click it.</source>
        <translation>次に論理で確定するマスはどれでしょうか？クリックしてください。</translation>
    </message>
    <message>
        <source>Before step {step}: {question}</source>
        <translation>ステップ{step}の前：{question}</translation>
    </message>
    <message>
        <source>The question about step {asked} is closed: the board moved to step {now}.</source>
        <translation>ステップ{asked}についての質問は終わりました：盤面はステップ{now}に移りました。</translation>
    </message>
</context>
<context>
    <name>Race</name>
    <message>
        <source>{strategy} needs no guess {number}</source>
        <translation>{strategy}には{number}回目の仮定が不要</translation>
    </message>
    <message>
        <source>{strategy} guesses {cell} = {digit}</source>
        <translation>{strategy}は{cell} = {digit}を仮定</translation>
    </message>
    <message>
        <source>Guess {number}: {choices}.</source>
        <translation>{number}回目の仮定：{choices}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>No strategy found the solution within the node limit.</source>
        <translation>どの戦略もノード数の上限までに解を見つけられませんでした。</translation>
    </message>
    <message>
        <source>{steps}, {guesses}, {dead_ends}</source>
        <translation>{steps}、{guesses}、{dead_ends}</translation>
    </message>
    <message>
        <source>%Ln step(s)</source>
        <translation>%Lnステップ</translation>
    </message>
    <message>
        <source>%Ln guess(es)</source>
        <translation>仮定%Ln回</translation>
    </message>
    <message>
        <source>%Ln dead end(s)</source>
        <translation>行き止まり%Ln回</translation>
    </message>
    <message>
        <source>{strategy} stopped at the node limit after {said}</source>
        <translation>{strategy}はノード数の上限で止まりました（{said}）</translation>
    </message>
    <message>
        <source>{strategy}: {said}</source>
        <translation>{strategy}：{said}</translation>
    </message>
    <message>
        <source>{strategy}: {said} ({times} times as many steps)</source>
        <translation>{strategy}：{said}（ステップ数は{times}倍）</translation>
    </message>
    <message>
        <source>{names} finished together.</source>
        <translation>{names}が同時に解き終えました。</translation>
    </message>
    <message>
        <source>{name} finished first.</source>
        <translation>{name}が最初に解き終えました。</translation>
    </message>
    <message>
        <source>&amp;Race strategies...</source>
        <translation>戦略を競走させる(&amp;R)...</translation>
    </message>
    <message>
        <source>Two or three strategies on this puzzle side by side, on one timeline</source>
        <translation>この問題で2～3の戦略を並べ、1本のタイムラインで比べます</translation>
    </message>
    <message>
        <source>guesses {guesses} · backtracks {backtracks}
depth {depth} · eliminations {eliminations}</source>
        <translation>仮定{guesses}回・状態を戻した回数{backtracks}
深さ{depth}・候補の除外{eliminations}個</translation>
    </message>
    <message>
        <source>finished at step {step}</source>
        <translation>ステップ{step}で終了</translation>
    </message>
    <message>
        <source>Race strategies</source>
        <translation>戦略の競走</translation>
    </message>
    <message>
        <source>The strategies have not parted yet.</source>
        <translation>戦略はまだ分かれていません。</translation>
    </message>
    <message>
        <source>(no third lane)</source>
        <translation>（3本目なし）</translation>
    </message>
    <message>
        <source>&amp;Start the race</source>
        <translation>競走を開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Jump to the first difference</source>
        <translation>最初の違いへ移動(&amp;J)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>一時停止(&amp;A)</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>ステップ{step}</translation>
    </message>
    <message>
        <source>The strategies make the same guesses.</source>
        <translation>どの戦略も同じ仮定をします。</translation>
    </message>
    <message>
        <source>{text} (step {step})</source>
        <translation>{text}（ステップ{step}）</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Save &amp;replay...</source>
        <translation>リプレイを保存(&amp;R)...</translation>
    </message>
    <message>
        <source>Open repla&amp;y...</source>
        <translation>リプレイを開く(&amp;Y)...</translation>
    </message>
    <message>
        <source>Add a &amp;note at this step...</source>
        <translation>このステップにコメントを追加(&amp;N)...</translation>
    </message>
    <message>
        <source>Next no&amp;te</source>
        <translation>次のコメント(&amp;T)</translation>
    </message>
    <message>
        <source>Previous not&amp;e</source>
        <translation>前のコメント(&amp;E)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>リプレイを保存</translation>
    </message>
    <message>
        <source>Record a whole search first (Play).</source>
        <translation>まず探索を最後まで記録してください（再生）。</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>リプレイを開く</translation>
    </message>
    <message>
        <source>the file is over {most} MB</source>
        <translation>ファイルが{most} MBを超えています</translation>
    </message>
    <message>
        <source>not a replay file ({problem})</source>
        <translation>リプレイファイルではありません（{problem}）</translation>
    </message>
    <message>
        <source>not a Sudoku Lens replay</source>
        <translation>Sudoku Lensのリプレイではありません</translation>
    </message>
    <message>
        <source>made by a newer version (format {version}); this one reads {known}</source>
        <translation>新しいバージョンで作られています（形式{version}）。このバージョンが読めるのは{known}までです</translation>
    </message>
    <message>
        <source>the file is damaged ({problem})</source>
        <translation>ファイルが壊れています（{problem}）</translation>
    </message>
    <message>
        <source>it declares {declared} events but holds {held}</source>
        <translation>{declared}個のイベントを宣言していますが、{held}個しかありません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>取り消しました</translation>
    </message>
    <message>
        <source>it inflates past {most} MB, over {ratio} times its size</source>
        <translation>展開すると{most} MBを超え、ファイルの{ratio}倍を上回ります</translation>
    </message>
    <message>
        <source>it inflates past {most} MB, more than its {events} events can need</source>
        <translation>展開すると{most} MBを超え、{events}個のイベントに必要な量を上回ります</translation>
    </message>
    <message>
        <source>refused: {why}; it may be made to exhaust memory</source>
        <translation>読み込みを拒否しました：{why}。メモリを使い果たすように作られている可能性があります</translation>
    </message>
    <message>
        <source>the compressed data is cut short</source>
        <translation>圧縮データが途中で切れています</translation>
    </message>
    <message>
        <source>its columns disagree</source>
        <translation>列の長さが一致しません</translation>
    </message>
</context>
<context>
    <name>ReplayControl</name>
    <message>
        <source>Sudoku Lens replay (*{SUFFIX})</source>
        <translation>Sudoku Lensリプレイ(*{SUFFIX})</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>{name}を読み込んでいます…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>A note at step {position}:</source>
        <translation>ステップ{position}のコメント：</translation>
    </message>
    <message>
        <source>Note at step {position}: {note}</source>
        <translation>ステップ{position}のコメント：{note}</translation>
    </message>
    <message>
        <source>Cannot write {name}: {error}</source>
        <translation>{name}を書き込めません：{error}</translation>
    </message>
    <message>
        <source>Saved the replay {name}</source>
        <translation>リプレイ{name}を保存しました</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>{name}を開けません：{error}</translation>
    </message>
    <message>
        <source>Open replay {name}</source>
        <translation>リプレイ{name}を開く</translation>
    </message>
    <message>
        <source>Opened the replay {name}: {steps} steps, %n note(s)</source>
        <translation>リプレイ{name}を開きました：{steps}ステップ、コメント%n件</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>Norvig (articles 000 and 001)</source>
        <translation>Norvig（記事000と001）</translation>
    </message>
    <message>
        <source>Norvig&apos;s first easy puzzle</source>
        <translation>Norvigの最初のやさしい問題</translation>
    </message>
    <message>
        <source>Norvig&apos;s first hard puzzle</source>
        <translation>Norvigの最初の難しい問題</translation>
    </message>
    <message>
        <source>Qiita (article 002)</source>
        <translation>Qiita（記事002）</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s easy puzzle</source>
        <translation>Qiitaの記事の「初級」の問題</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s medium puzzle</source>
        <translation>Qiitaの記事の「中級」の問題</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s hard puzzle</source>
        <translation>Qiitaの記事の「上級」の問題</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s expert puzzle</source>
        <translation>Qiitaの記事の「超上級」の問題</translation>
    </message>
    <message>
        <source>Article 003 (the hypothesis walk)</source>
        <translation>記事003（仮定をたどる探索）</translation>
    </message>
    <message>
        <source>Article 003: the walk</source>
        <translation>記事003：探索の例</translation>
    </message>
    <message>
        <source>Article 004</source>
        <translation>記事004</translation>
    </message>
    <message>
        <source>Arto Inkala&apos;s puzzle (article 004)</source>
        <translation>Arto Inkalaの問題（記事004）</translation>
    </message>
    <message>
        <source>article 000/001: first easy puzzle, solved by propagation alone</source>
        <translation>記事000/001：最初のやさしい問題。制約伝播だけで解ける</translation>
    </message>
    <message>
        <source>article 000/001: first hard puzzle; article 000 says its search looks at 25 possibilities</source>
        <translation>記事000/001：最初の難しい問題。記事000によると探索は25通りを調べる</translation>
    </message>
    <message>
        <source>article 002: &apos;easy&apos;, solved by candidate narrowing alone</source>
        <translation>記事002：「初級」。候補を絞るだけで解ける</translation>
    </message>
    <message>
        <source>article 002: &apos;medium&apos;, needs hidden singles</source>
        <translation>記事002：「中級」。隠れたシングルが必要</translation>
    </message>
    <message>
        <source>article 002: &apos;hard&apos;, singles suffice</source>
        <translation>記事002：「上級」。シングルだけで足りる</translation>
    </message>
    <message>
        <source>article 002: &apos;expert&apos;, needs search</source>
        <translation>記事002：「超上級」。探索が必要</translation>
    </message>
    <message>
        <source>article 003: the worked example of the hypothesis walk</source>
        <translation>記事003：仮定をたどる探索の実例</translation>
    </message>
    <message>
        <source>article 004: &apos;the hardest sudoku&apos; (Arto Inkala)</source>
        <translation>記事004：「世界一難しい数独」（Arto Inkala）</translation>
    </message>
    <message>
        <source>{title} ({level})</source>
        <translation>{title}（{level}）</translation>
    </message>
</context>
<context>
    <name>SamplesMenu</name>
    <message>
        <source>Open sample {text}</source>
        <translation>サンプル{text}を開く</translation>
    </message>
</context>
<context>
    <name>SearchLog</name>
    <message>
        <source>Step {number}: {text}</source>
        <translation>ステップ{number}：{text}</translation>
    </message>
    <message>
        <source>Search log</source>
        <translation>探索ログ</translation>
    </message>
    <message>
        <source>The search told step by step: each guess with what it caused folded under it</source>
        <translation>探索を一歩ずつ語ります：各仮定の下に、それが引き起こしたことを折りたたんで表示します</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>Play the &amp;story only</source>
        <translation>あらすじだけを再生(&amp;S)</translation>
    </message>
    <message>
        <source>Pause at every g&amp;uess</source>
        <translation>仮定のたびに一時停止(&amp;U)</translation>
    </message>
    <message>
        <source>F&amp;ollow the current node</source>
        <translation>現在のノードを追う(&amp;O)</translation>
    </message>
    <message>
        <source>Show the &amp;whole tree</source>
        <translation>木の全体を表示(&amp;W)</translation>
    </message>
    <message>
        <source>Draw the guesses the playback has not reached yet (never during the quiz)</source>
        <translation>再生がまだ届いていない仮定も描きます（クイズの間は描きません）</translation>
    </message>
    <message>
        <source>Hypothesis tree</source>
        <translation>仮定の木</translation>
    </message>
    <message>
        <source>Search log</source>
        <translation>探索ログ</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>凡例(&amp;L)</translation>
    </message>
    <message>
        <source>What every colour, mark and abbreviation means (Ctrl+Shift+L)</source>
        <translation>色、記号、略語の意味（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>探索(&amp;S)</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>この問題には解がありません。</translation>
    </message>
    <message>
        <source>The grid already shows the solution.</source>
        <translation>盤面にはすでに解が表示されています。</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>Play the search step by step</source>
        <translation>探索を一歩ずつ再生します</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>一時停止(&amp;A)</translation>
    </message>
    <message>
        <source>Pause the playback</source>
        <translation>再生を一時停止します</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>1ステップ(&amp;T)</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>1ステップ進みます</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>1ステップ戻る(&amp;B)</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>1ステップ戻ります</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>Stop the search; show the puzzle</source>
        <translation>探索を止めて問題を表示します</translation>
    </message>
    <message>
        <source>Solve &amp;now</source>
        <translation>今すぐ解く(&amp;N)</translation>
    </message>
    <message>
        <source>Run the search to its end and show it there: the whole tree and log</source>
        <translation>探索を最後まで進め、その終わりを表示します：仮定の木とログの全体</translation>
    </message>
    <message>
        <source>Next &amp;guess</source>
        <translation>次の仮定(&amp;G)</translation>
    </message>
    <message>
        <source>Jump to the next guess</source>
        <translation>次の仮定へ移動します</translation>
    </message>
    <message>
        <source>Pre&amp;vious guess</source>
        <translation>前の仮定(&amp;V)</translation>
    </message>
    <message>
        <source>Jump back to the previous guess</source>
        <translation>前の仮定へ戻ります</translation>
    </message>
    <message>
        <source>Next &amp;dead end</source>
        <translation>次の行き止まり(&amp;D)</translation>
    </message>
    <message>
        <source>Jump to the next contradiction</source>
        <translation>次の矛盾へ移動します</translation>
    </message>
    <message>
        <source>Next bac&amp;ktrack</source>
        <translation>次に状態を戻す所(&amp;K)</translation>
    </message>
    <message>
        <source>Jump to the next backtrack</source>
        <translation>次に状態を戻す所へ移動します</translation>
    </message>
    <message>
        <source>Next so&amp;lution</source>
        <translation>次の解(&amp;L)</translation>
    </message>
    <message>
        <source>Jump to the next solution</source>
        <translation>次の解へ移動します</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>速く(&amp;F)</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>速く再生します</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>遅く(&amp;W)</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>遅く再生します</translation>
    </message>
    <message>
        <source>&amp;Compare strategies...</source>
        <translation>戦略を比較(&amp;C)...</translation>
    </message>
    <message>
        <source>Search for &amp;more solutions</source>
        <translation>ほかの解を探す(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fit tree to view</source>
        <translation>木を画面に合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>木の全体を表示します</translation>
    </message>
    <message>
        <source>Zoom tree &amp;in</source>
        <translation>木を拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom the tree in</source>
        <translation>木を拡大します</translation>
    </message>
    <message>
        <source>Zoom tree ou&amp;t</source>
        <translation>木を縮小(&amp;T)</translation>
    </message>
    <message>
        <source>Zoom the tree out</source>
        <translation>木を縮小します</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>ジャンプ(&amp;J)</translation>
    </message>
    <message>
        <source>Playback &amp;settings</source>
        <translation>再生の設定(&amp;S)</translation>
    </message>
    <message>
        <source>Tr&amp;ee</source>
        <translation>木(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>授業(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SearchStats</name>
    <message>
        <source>Step:</source>
        <translation>ステップ：</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深さ：</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>仮定：</translation>
    </message>
    <message>
        <source>Contradictions:</source>
        <translation>矛盾：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>状態を戻した回数：</translation>
    </message>
    <message>
        <source>Deepest guess:</source>
        <translation>最も深い仮定：</translation>
    </message>
    <message>
        <source>Deductions:</source>
        <translation>推論：</translation>
    </message>
    <message>
        <source>Eliminations:</source>
        <translation>候補の除外：</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>探索時間：</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>Show or hide every figure of the search</source>
        <translation>探索のすべての数値を表示または非表示にする</translation>
    </message>
    <message>
        <source>{rule}: {count}</source>
        <translation>{rule}：{count}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>step {step}, depth {depth}; guesses {guesses}, dead ends {dead_ends}, backtracks {backtracks}; {seconds}</source>
        <translation>ステップ{step}、深さ{depth}。仮定{guesses}、行き止まり{dead_ends}、状態を戻した回数{backtracks}。{seconds}</translation>
    </message>
</context>
<context>
    <name>Short units</name>
    <message>
        <source>row {name}</source>
        <translation>{name}行</translation>
    </message>
    <message>
        <source>col {name}</source>
        <translation>{name}列</translation>
    </message>
    <message>
        <source>box {name}</source>
        <translation>B{name}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>In the grid</source>
        <translation>盤面で</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Move the selection; wraps to the next/previous row or column at the edges</source>
        <translation>選択を移動。端では次/前の行または列へ折り返す</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>First / last cell of the row</source>
        <translation>行の最初/最後のマス</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous empty cell</source>
        <translation>次/前の空きマス</translation>
    </message>
    <message>
        <source>1-9 (main row or keypad)</source>
        <translation>1-9（数字キーまたはテンキー）</translation>
    </message>
    <message>
        <source>Place a digit (a given while entering, an entry while solving)</source>
        <translation>数字を置く（入力中は問題の数字、解いている間は自分の数字）</translation>
    </message>
    <message>
        <source>0, ., Space, Delete, Backspace</source>
        <translation>0、.、スペース、Delete、Backspace</translation>
    </message>
    <message>
        <source>Clear the cell</source>
        <translation>マスを消す</translation>
    </message>
    <message>
        <source>Typing givens (after New, in Edit givens)</source>
        <translation>問題の数字の入力（新規の後、問題の数字を編集中）</translation>
    </message>
    <message>
        <source>A digit, 0, . or Space fills the cell and moves to the next one in reading order; Backspace clears the cell before</source>
        <translation>数字、0、.、Spaceでマスを埋め、読む順に次のマスへ進みます。Backspaceで前のマスを消します</translation>
    </message>
    <message>
        <source>Toggle a pencil mark (HoDoKu, Sudoku Explainer, GNOME Sudoku)</source>
        <translation>メモの切り替え（HoDoKu、Sudoku Explainer、GNOME Sudoku式）</translation>
    </message>
    <message>
        <source>Toggle a pencil mark (KSudoku), whatever symbol the layout sends</source>
        <translation>メモの切り替え（KSudoku式）、キー配列が送る記号に関係なく</translation>
    </message>
    <message>
        <source>Pencil mode: bare digits write marks, Ctrl/Shift+digit place digits</source>
        <translation>メモモード：数字だけでメモ、Ctrl/Shift+数字で数字を置く</translation>
    </message>
    <message>
        <source>Colour the cell: each press takes the next of four colours, then none</source>
        <translation>マスに色を付ける：押すたびに4色を順に、最後は色なし</translation>
    </message>
    <message>
        <source>Right click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>Colour the cell or one of its candidates</source>
        <translation>マスまたはその候補の1つに色を付ける</translation>
    </message>
</context>
<context>
    <name>Solver</name>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}；{rest}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items}または{last}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items}と{last}</translation>
    </message>
    <message>
        <source>an {technique}</source>
        <translation>{technique}</translation>
    </message>
    <message>
        <source>a {technique}</source>
        <translation>{technique}</translation>
    </message>
    <message>
        <source>{level}: {needs}; {count} steps.</source>
        <translation>{level}：{needs}。{count}ステップ。</translation>
    </message>
    <message>
        <source>{level}: the logical path was stopped after {count} steps at the time limit; on Sudoku Explainer&apos;s scale it rates at least {er:.1f}.</source>
        <translation>{level}：論理的な手順は{count}ステップで時間切れになりました。Sudoku Explainerの尺度では少なくとも{er:.1f}です。</translation>
    </message>
    <message>
        <source>the techniques stop after {count} steps with {open_cells} cells open; the search makes {assumptions} assumptions.</source>
        <translation>テクニックは{count}ステップで止まり、{open_cells}マスが空いたままです。探索は{assumptions}回仮定します。</translation>
    </message>
    <message>
        <source>Needs guessing: it has more than one solution; {stop}</source>
        <translation>仮定が必要：解が複数あります。{stop}</translation>
    </message>
    <message>
        <source>{level}: beyond the techniques: {stop}</source>
        <translation>{level}：テクニックでは解けません：{stop}</translation>
    </message>
    <message>
        <source>{name} ({count}x)</source>
        <translation>{name}（{count}回）</translation>
    </message>
    <message>
        <source>needs {techniques}</source>
        <translation>必要なテクニック：{techniques}</translation>
    </message>
    <message>
        <source>singles only</source>
        <translation>シングルだけ</translation>
    </message>
    <message>
        <source>hidden singles only</source>
        <translation>隠れたシングルだけ</translation>
    </message>
    <message>
        <source>{er} (stopped)</source>
        <translation>{er}（打ち切り）</translation>
    </message>
    <message>
        <source>{er} EP {ep:.1f} ED {ed:.1f}</source>
        <translation>{er} EP {ep:.1f} ED {ed:.1f}</translation>
    </message>
    <message>
        <source>no ER</source>
        <translation>ERなし</translation>
    </message>
    <message>
        <source>ER at least {er:.1f}</source>
        <translation>ER {er:.1f}以上</translation>
    </message>
    <message>
        <source>ER {er:.1f}</source>
        <translation>ER {er:.1f}</translation>
    </message>
    <message>
        <source> (with two such digits, each set is locked apart from them)</source>
        <translation>（そのような数字が2つあるので、どちらのセットもそれらを除いてロックされます）</translation>
    </message>
    <message>
        <source>{cells} ({digits})</source>
        <translation>{cells}（{digits}）</translation>
    </message>
    <message>
        <source>{a} and {b} are almost locked sets; every {rcc_text} of one sees every {rcc_text} of the other, so at most one holds it{double}. The one without it is locked: remove {removals}.</source>
        <translation>{a}と{b}はALS（ほぼロックされたセット）です。一方のすべての{rcc_text}が他方のすべての{rcc_text}と同じハウスにあるので、それを持てるのは多くとも一方だけです{double}。それを持たない方はロックされます：{removals}を消します。</translation>
    </message>
    <message>
        <source>{pivot} is an almost locked set with at most one digit missing, so it holds {x} or {y}. Holding {x}, it leaves {a} without {x}, so locked; holding {y}, it leaves {b} locked. Either way the digits both share are in one of them: remove {removals}.</source>
        <translation>{pivot}は数字が多くとも1つ欠けたALSなので、{x}か{y}を持ちます。{x}を持てば{a}は{x}を失ってロックされ、{y}を持てば{b}がロックされます。どちらにしても両方に共通する数字はどちらかに入ります：{removals}を消します。</translation>
    </message>
    <message>
        <source>the sets around {cell}</source>
        <translation>{cell}を囲むALS</translation>
    </message>
    <message>
        <source>{path} -{digit}- {set}</source>
        <translation>{path}－{digit}－{set}</translation>
    </message>
    <message>
        <source>the chain of sets from {cell}</source>
        <translation>{cell}から始まるALSの連鎖</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common candidates: {path}. If the first set lacked a digit it shares with the last, it would be locked and push each link&apos;s digit out of the next set, down to the last, which would then hold that digit: remove {removals}.</source>
        <translation>制限付き共通候補でつながったALSのチェーン：{path}。最初のセットが最後のセットと共通する数字を欠いていればロックされ、各リンクの数字を次のセットから順に押し出し、最後のセットがその数字を持つことになります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{chain_text} (&apos;=&apos;: if one is false the other is true, &apos;-&apos;: if one is true the other is false). Either {first} is true, or it is false and the chain makes {last} true: one of them is, so remove {removals}, which see both.</source>
        <translation>{chain_text}（&apos;=&apos;：一方が偽なら他方は真、&apos;-&apos;：一方が真なら他方は偽）。{first}が真か、偽ならチェーンによって{last}が真になります。どちらかは真なので、両方と同じハウスにある{removals}を消します。</translation>
    </message>
    <message>
        <source>the chain from {first} to {last}</source>
        <translation>{first}から{last}へのチェーン</translation>
    </message>
    <message>
        <source>{chain_text}: if {name} were false, the chain would make it true, so it is true: place {digit} in {target}.</source>
        <translation>{chain_text}：{name}が偽だとするとチェーンによって真になるので、{name}は真です：{target}に{digit}を置きます。</translation>
    </message>
    <message>
        <source>the loop through {name}</source>
        <translation>{name}を通るループ</translation>
    </message>
    <message>
        <source>{chain_text} closes into a loop, so either every other node of it is true or every other one is: each link holds both ways, and a candidate linked to both ends of a link is false: remove {removals}.</source>
        <translation>{chain_text}はループになるので、ノードは1つおきに真になります：各リンクは両方向に成り立ち、リンクの両端とつながった候補は偽です：{removals}を消します。</translation>
    </message>
    <message>
        <source>{name}-{chain_text}-{name}: if {name} were true, the loop would make it false, so remove {removals}.</source>
        <translation>{name}-{chain_text}-{name}：{name}が真だとするとループによって偽になるので、{removals}を消します。</translation>
    </message>
    <message>
        <source>{explanation} The cells of the chain all hold only {digits} (a remote pair), so the same holds with the two digits swapped: remove {removals}.</source>
        <translation>{explanation}チェーンのマスはどれも{digits}だけを持つ（リモートペア）ので、2つの数字を入れ替えても同じことが言えます：{removals}を消します。</translation>
    </message>
    <message>
        <source>Where {digit} has only two places in a unit, one of them is {digit}. Following these links splits a chain into {green} and {blue}: one group holds {digit} and the other does not.</source>
        <translation>あるハウスで{digit}の置き場所が2つしかないとき、その一方が{digit}です。このつながりをたどると、チェーンは{green}と{blue}に分かれます：一方のグループが{digit}を持ち、もう一方は持ちません。</translation>
    </message>
    <message>
        <source>{chain_text} {reason}: remove {removals}.</source>
        <translation>{chain_text}{reason}：{removals}を消します。</translation>
    </message>
    <message>
        <source>the {digit}s</source>
        <translation>{digit}の配置</translation>
    </message>
    <message>
        <source>{clash} are in the same group and see each other, so that group cannot hold {digit}</source>
        <translation>{clash}は同じグループで互いに同じハウスにあるので、そのグループは{digit}を持てません</translation>
    </message>
    <message>
        <source>{trapped} sees both groups, so cannot hold {digit}</source>
        <translation>{trapped}は両方のグループと同じハウスにあるので、{digit}を持てません</translation>
    </message>
    <message>
        <source>{trapped} see both groups, so cannot hold {digit}</source>
        <translation>{trapped}は両方のグループと同じハウスにあるので、{digit}を持てません</translation>
    </message>
    <message>
        <source>{this} see both colours of the chain {chain_cells}, one of which holds {digit}, so they cannot</source>
        <translation>{this}はチェーン{chain_cells}の両方の色と同じハウスにあり、そのどちらかが{digit}を持つので、{this}は持てません</translation>
    </message>
    <message>
        <source>{first} and {second} see each other, so one of {first_other} and {second_other} holds {digit}; a cell seeing both cannot</source>
        <translation>{first}と{second}は互いに同じハウスにあるので、{first_other}と{second_other}の一方が{digit}を持ちます。両方と同じハウスにあるマスは持てません</translation>
    </message>
    <message>
        <source>Two chains of {digit}s, each split into two colours ({first} / {first_other}, {second} / {second_other}); in each, one colour holds {digit}. {reason}: remove {removals}.</source>
        <translation>{digit}のチェーンが2本あり、それぞれ2色に分かれます（{first} / {first_other}、{second} / {second_other}）。それぞれで一方の色が{digit}を持ちます。{reason}：{removals}を消します。</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source> apart from the fin {fin_cells}. Either the fin holds {digit}, or each of those {cover_kind} has its {digit} in one of these {base_kind}: either way the cells of the cover in the fin&apos;s box lose it</source>
        <translation>（ヒレ{fin_cells}を除く）。ヒレが{digit}を持つか、それらの{cover_kind}の{digit}がどれもこれらの{base_kind}のどこかにあります。どちらにしても、ヒレのブロック内にあるカバーのマスは{digit}を失います</translation>
    </message>
    <message>
        <source> apart from the fins {fin_cells}, which share a box. Either a fin holds {digit}, or each of those {cover_kind} has its {digit} in one of these {base_kind}: either way the cells of the cover in the fins&apos; box lose it</source>
        <translation>（同じブロックにあるヒレ{fin_cells}を除く）。ヒレが{digit}を持つか、それらの{cover_kind}の{digit}がどれもこれらの{base_kind}のどこかにあります：どちらにしても、ヒレのブロック内にあるカバーのマスはそれを失います</translation>
    </message>
    <message>
        <source>, so each of those {cover_kind} has its {digit} in one of these {base_kind}</source>
        <translation>。したがって、それらの{cover_kind}の{digit}はどれもこれらの{base_kind}のどこかにあります</translation>
    </message>
    <message>
        <source>In {bases}, {digit} can only go in {covers} ({cells}){fin_text}: remove {removals}.</source>
        <translation>{bases}で、{digit}は{covers}（{cells}）にしか入りません{fin_text}：{removals}を消します。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else in {there}: remove {removals}.</source>
        <translation>{where}では、{digit}は{there}（{places}）にしか入らないので、{there}のほかの場所には{digit}は入れません：{removals}を消します。</translation>
    </message>
    <message>
        <source>{digit} has two places in {unit1} ({far1} and {near1}) and in {unit2} ({near2} and {far2}); {near1} and {near2} see each other, so they are not both {digit}, and one of {far1} and {far2} is {digit}: remove {removals}.</source>
        <translation>{digit}の置き場所は{unit1}に2つ（{far1}と{near1}）、{unit2}に2つ（{near2}と{far2}）あります。{near1}と{near2}は同じハウスにあるので両方が{digit}にはならず、{far1}と{far2}のどちらかが{digit}です。よって{removals}を消します。</translation>
    </message>
    <message>
        <source>Two patterns on the same box: {explanation} And: {second_explanation}</source>
        <translation>同じブロックに2つのパターン：{explanation}さらに：{second_explanation}</translation>
    </message>
    <message>
        <source>In {box}, {digit} can only go in {row} or {column} ({cells}). In {unit} it goes in {end} or {other}. If {target} were {digit}, {other} would not be, {end} would, and {box} would have no place left for it: remove {removals}.</source>
        <translation>{box}では、{digit}は{row}か{column}（{cells}）にしか入りません。{unit}では{end}か{other}に入ります。{target}が{digit}だとすると、{other}は{digit}でなくなり{end}が{digit}になって、{box}に{digit}の置き場所がなくなります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{cell} is the last open cell of {where}, so it takes the digit {where} is missing: {digit}.</source>
        <translation>{cell}は{where}の最後の空きマスなので、{where}に足りない数字{digit}が入ります。</translation>
    </message>
    <message>
        <source>{name} has only one candidate left, {digit}, so {name} is {digit}.</source>
        <translation>{name}に残った候補は{digit}だけなので、{name}は{digit}です。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {name}, so {name} is {digit}.</source>
        <translation>{where}では、{digit}は{name}にしか入らないので、{name}は{digit}です。</translation>
    </message>
    <message>
        <source>{digit} from {cells}</source>
        <translation>{cells}から{digit}</translation>
    </message>
    <message>
        <source>two</source>
        <translation>2つ</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3つ</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4つ</translation>
    </message>
    <message>
        <source>In {where}, {cells} hold only {digits} between them, so those {count} digits go in those {count} cells: remove {removals}.</source>
        <translation>{where}では、{cells}の候補は合わせて{digits}だけなので、その{count}の数字はその{count}のマスに入ります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{box} and {line}</source>
        <translation>{box}と{line}</translation>
    </message>
    <message>
        <source>{cells} hold only {digits} between them and share {both}, so those digits go in those cells: remove {removals}.</source>
        <translation>{cells}の候補は合わせて{digits}だけで、{both}を共有するので、それらの数字はそれらのマスに入ります：{removals}を消します。</translation>
    </message>
    <message>
        <source>In {where}, {digits} can only go in {cells}, so those cells hold nothing else: remove {removals}.</source>
        <translation>{where}では、{digits}は{cells}にしか入らないので、それらのマスにはほかの数字は入りません：{removals}を消します。</translation>
    </message>
    <message>
        <source>{cells} hold {digits}; with {line_cells} ({line_digits}) on the line and {box_cells} ({box_digits}) in the box, {count} cells hold {count} digits, each once: remove {removals}.</source>
        <translation>{cells}の候補は{digits}。行または列の{line_cells}（{line_digits}）とブロックの{box_cells}（{box_digits}）を合わせると、{count}マスに{count}個の数字が1回ずつ入ります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{corners} form a rectangle on two boxes holding {a} and {b}; {floor} hold nothing else. If the others held only {a} and {b} too, the two digits could swap around the rectangle and the puzzle would have two solutions.</source>
        <translation>{corners}は2つのブロックにまたがる長方形で、{a}と{b}を持ちます。{floor}はほかの候補を持ちません。残りも{a}と{b}だけだとすると、2つの数字を長方形の中で入れ替えられ、問題の解が2つになってしまいます。</translation>
    </message>
    <message>
        <source>{intro} So {roof} holds something else: remove {removals}.</source>
        <translation>{intro}よって{roof}にはほかの数字が入ります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} So one of {roof} is {c_digit}, their only other candidate: remove {removals}.</source>
        <translation>{intro}よって{roof}の一方は、唯一のほかの候補{c_digit}です：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} So {roof} hold one of their other digits, {extra_digits}, as if they were one cell; with {subset} that makes {value} cells for {digits}: remove {removals}.</source>
        <translation>{intro}よって{roof}は、まるで1つのマスのようにほかの数字{extra_digits}のどれかを持ちます。{subset}と合わせて{digits}のための{value}マスになります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} So {roof} hold one of their other digits, {extra_digits}, as if they were one cell, which makes a naked subset in each unit they share: remove {removals}.</source>
        <translation>{intro}よって{roof}は、まるで1つのマスのようにほかの数字{extra_digits}のどれかを持ち、共有する各ハウスで裸のサブセットができます：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} In {unit}, {x} can only go in {roof}, so one of them is {x}; if either were {y}, the rectangle would be deadly: remove {removals}.</source>
        <translation>{intro}{unit}では、{x}は{roof}にしか入らないので、その一方は{x}です。どちらかが{y}だと長方形が致命パターンになります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{corners} form a rectangle on two boxes holding {a} and {b}, and {corner} holds nothing else. In {row} and in {column}, {x} can only go in the rectangle. If {opposite} were {y}, both its neighbours in the rectangle would be {x} and {corner} {y}: a deadly pattern. Remove {removals}.</source>
        <translation>{corners}は2つのブロックにまたがる長方形で{a}と{b}を持ち、{corner}はほかの候補を持ちません。{row}と{column}では、{x}は長方形の中にしか入りません。{opposite}が{y}だとすると、長方形内の両隣が{x}、{corner}が{y}になり、致命パターンになります。{removals}を消します。</translation>
    </message>
    <message>
        <source>Every open cell holds two candidates but {cell}, which holds three, and every digit has two places in each unit but {extra} around {cell}, which has three. Without {extra} in {cell} the grid would be a bivalue universal grave, which never has exactly one solution: {cell} is {extra}: remove {removals}.</source>
        <translation>{cell}（候補3つ）以外の空きマスはどれも候補が2つで、{cell}の周りの{extra}（置き場所3つ）以外の数字はどれも各ハウスに置き場所が2つです。{cell}に{extra}がなければ盤面はBUG（全マス二択）になり、解がちょうど1つになることはありません：{cell}は{extra}です：{removals}を消します。</translation>
    </message>
    <message>
        <source>{pivot} holds {pivot_options}; it sees {a} ({a_options}) and {b} ({b_options}).</source>
        <translation>{pivot}の候補は{pivot_options}。{pivot}は{a}（{a_options}）と{b}（{b_options}）と同じハウスにあります。</translation>
    </message>
    <message>
        <source>Whatever {pivot} is, one of {a} and {b} is {z}</source>
        <translation>{pivot}が何であっても、{a}と{b}の一方は{z}です</translation>
    </message>
    <message>
        <source>Whatever {pivot} is, one of {cells} is {z}</source>
        <translation>{pivot}が何であっても、{cells}のどれかは{z}です</translation>
    </message>
    <message>
        <source>{head} {why}: remove {removals}.</source>
        <translation>{head}{why}：{removals}を消します。</translation>
    </message>
    <message>
        <source>{a} and {b} hold only {x} and {y}. In {unit}, {x} goes in {near_a} or {near_b}, which see {a} and {b}: they cannot both be {x}, so one of them is {y}: remove {removals}.</source>
        <translation>{a}と{b}の候補は{x}と{y}だけです。{unit}では、{x}は{near_a}か{near_b}に入り、それぞれ{a}と{b}と同じハウスにあります：両方が{x}にはなれないので、一方は{y}です：{removals}を消します。</translation>
    </message>
    <message>
        <source>found {count} cells, need 81</source>
        <translation>{count}マスあります。必要なのは81マスです</translation>
    </message>
    <message>
        <source>found {rows} rows ({cells} cells), need 9 rows (81 cells)</source>
        <translation>{rows}行（{cells}マス）あります。必要なのは9行（81マス）です</translation>
    </message>
    <message>
        <source>no puzzle found (the text is empty)</source>
        <translation>問題が見つかりません（テキストが空です）</translation>
    </message>
    <message>
        <source>no puzzle found (only comments and separator lines)</source>
        <translation>問題が見つかりません（コメントと区切り線だけです）</translation>
    </message>
    <message>
        <source>row has {count} cells, need 9</source>
        <translation>行に{count}マスあります。必要なのは9マスです</translation>
    </message>
    <message>
        <source>unexpected character {ch!r} ({hint})</source>
        <translation>予期しない文字{ch!r}（{hint}）</translation>
    </message>
    <message>
        <source>unexpected character {ch!r} at column {column} ({hint})</source>
        <translation>{column}文字目に予期しない文字{ch!r}（{hint}）</translation>
    </message>
    <message>
        <source>found a 10th row, need 9</source>
        <translation>10行目があります。必要なのは9行です</translation>
    </message>
    <message>
        <source>digits are 1-9, blanks 0 . - _</source>
        <translation>数字は1～9、空きは0 . - _</translation>
    </message>
    <message>
        <source>a second puzzle line: this format holds one puzzle</source>
        <translation>2行目の問題があります：この形式は1問だけです</translation>
    </message>
    <message>
        <source>file too big (over {limit} MB): not read</source>
        <translation>ファイルが大きすぎます（{limit} MB超）：読みません</translation>
    </message>
    <message>
        <source>line too long (over {limit} KB): skipped</source>
        <translation>行が長すぎます（{limit} KB超）：飛ばしました</translation>
    </message>
    <message>
        <source>not a text file (a NUL byte at offset {offset})</source>
        <translation>テキストファイルではありません（位置{offset}にNULバイト）</translation>
    </message>
    <message>
        <source>no puzzle found (no &lt;game&gt; element)</source>
        <translation>問題が見つかりません（&lt;game&gt;要素がありません）</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte 0x{byte:02x} at offset {offset})</source>
        <translation>UTF-8のテキストではありません（位置{offset}のバイト0x{byte:02x}）</translation>
    </message>
    <message>
        <source>cell {number} is {value!r}, need a digit 0-9 (0 for a blank)</source>
        <translation>{number}番目のマスが{value!r}です。0～9の数字が必要です（0は空き）</translation>
    </message>
    <message>
        <source>not valid XML: {problem} at column {column}</source>
        <translation>正しいXMLではありません：{column}文字目で{problem}</translation>
    </message>
    <message>
        <source>&lt;game&gt; has no data attribute</source>
        <translation>&lt;game&gt;にdata属性がありません</translation>
    </message>
    <message>
        <source>a pencil-mark position is {need} characters, not {count}</source>
        <translation>メモの局面は{need}文字です（{count}文字ではありません）</translation>
    </message>
    <message>
        <source>unexpected character {char!r} for digit {digit} of {cell} (each cell is nine characters: the digit, or . or 0 when it is not a candidate)</source>
        <translation>{cell}の数字{digit}の位置に予期しない文字{char!r}（各マスは9文字：その数字、候補でなければ.か0）</translation>
    </message>
    <message>
        <source>found {count} pencil-mark characters, need {need} (nine per cell)</source>
        <translation>メモの文字が{count}文字あります。必要なのは{need}文字です（1マスに9文字）</translation>
    </message>
    <message>
        <source>Right: that is the whole step.</source>
        <translation>正解です：これでステップのすべてです。</translation>
    </message>
    <message>
        <source>Partly right; still to do: {rest}.</source>
        <translation>一部正解です。残り：{rest}。</translation>
    </message>
    <message>
        <source>Wrong, this breaks the solution: {mistakes}.</source>
        <translation>間違いです。これは解と食い違います：{mistakes}。</translation>
    </message>
    <message>
        <source>Not yet: nothing of the technique&apos;s step is in your answer.</source>
        <translation>まだです：答えにこのテクニックのステップが何も入っていません。</translation>
    </message>
    <message>
        <source>True, but not what this technique gives: {changes}.</source>
        <translation>正しいですが、このテクニックで得られるものではありません：{changes}。</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>{cell} = {digit}</source>
        <translation>{cell} = {digit}</translation>
    </message>
    <message>
        <source>{cell} is {digit}</source>
        <translation>{cell}は{digit}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}</source>
        <translation>{cell}は{digit}ではない</translation>
    </message>
    <message>
        <source>{cell} cannot be {digit}</source>
        <translation>{cell}は{digit}になれない</translation>
    </message>
    <message>
        <source>{cell} must be {digit}</source>
        <translation>{cell}は{digit}でなければならない</translation>
    </message>
    <message>
        <source>If {cell} is {digit}</source>
        <translation>{cell}が{digit}だとすると</translation>
    </message>
    <message>
        <source>If {cell} is not {digit}</source>
        <translation>{cell}が{digit}でないとすると</translation>
    </message>
    <message>
        <source>{cell} can only be {digit}: the last candidate of its cell</source>
        <translation>{cell}は{digit}しかありえない：マスに残った最後の候補</translation>
    </message>
    <message>
        <source>{cell} is {digit}: the last place of {digit} in {unit}</source>
        <translation>{cell}は{digit}：{unit}で{digit}が入る最後の場所</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: {rule}</source>
        <translation>{cell}は{digit}ではない：{rule}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: it is {other}</source>
        <translation>{cell}は{digit}ではない：{other}である</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: it sees {peer}</source>
        <translation>{cell}は{digit}ではない：{peer}と同じハウスにある</translation>
    </message>
    <message>
        <source>…and {cell} would be {digit} and not {digit} at once: so {denial}</source>
        <translation>…すると{cell}が{digit}であり、同時に{digit}でないことになる：よって{denial}</translation>
    </message>
    <message>
        <source>…and back to {fact}: a loop</source>
        <translation>…そして「{fact}」に戻る：ループ</translation>
    </message>
    <message>
        <source>…so {fact}: the assumption undoes itself</source>
        <translation>…よって{fact}：仮定が自らを否定する</translation>
    </message>
    <message>
        <source>…so {fact}</source>
        <translation>…よって{fact}</translation>
    </message>
    <message>
        <source>remove {removals}</source>
        <translation>{removals}を消す</translation>
    </message>
    <message>
        <source>Every branch ends alike: so {conclusion}</source>
        <translation>どの分岐も同じ結果になる：よって{conclusion}</translation>
    </message>
    <message>
        <source>So {conclusion}</source>
        <translation>よって{conclusion}</translation>
    </message>
    <message>
        <source>Look at {area}: {technique}.</source>
        <translation>{area}を見てください：{technique}。</translation>
    </message>
    <message>
        <source>The answer: {changes}.</source>
        <translation>答え：{changes}。</translation>
    </message>
    <message>
        <source>{branches}; so {conclusion}.</source>
        <translation>{branches}。結論：{conclusion}。</translation>
    </message>
    <message>
        <source>the places of {digit} in {unit}</source>
        <translation>{unit}の{digit}の置き場所</translation>
    </message>
    <message>
        <source>If {start}: {links}</source>
        <translation>{start}の場合：{links}</translation>
    </message>
    <message>
        <source>if {start}: {links}</source>
        <translation>{start}の場合：{links}</translation>
    </message>
    <message>
        <source>{fact} ({rule})</source>
        <translation>{fact}（{rule}）</translation>
    </message>
    <message>
        <source>Without {values} in {cells}, every open cell would hold two candidates and every digit would have two places in each unit: a bivalue universal grave, which never has exactly one solution. So one of {cells} holds its extra digit.</source>
        <translation>{cells}に{values}がなければ、空きマスはどれも候補が2つになり、どの数字も各ハウスに置き場所が2つになります。これはBUG（全マス二択）で、解がちょうど1つになることはありません。よって{cells}のどれかは余分な数字を持ちます。</translation>
    </message>
    <message>
        <source>{intro} Their extra digit is {digit}, so a cell seeing them all is not {digit}: remove {removals}.</source>
        <translation>{intro}余分な数字はどれも{digit}なので、それらすべてを見るマスは{digit}ではありません：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} They share {unit}; {digit} is their only other common digit: if one of them is not its extra digit, it is {digit}. Remove {removals}.</source>
        <translation>{intro}それらは{unit}を共有し、ほかに共通する数字は{digit}だけです。余分な数字でないマスは{digit}になります。{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} In {unit} they act as one cell holding {extra}; with {naked} that makes {count} cells for {digits}: remove {removals}.</source>
        <translation>{intro}{unit}ではそれらは{extra}を持つ1つのマスのように働きます。{naked}と合わせると{digits}に{count}マスとなります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} So one of {extra_cells} is {digit}: a cell seeing them all is not {digit}: remove {removals}.</source>
        <translation>{intro}よって{extra_cells}のどれかは{digit}です。それらすべてを見るマスは{digit}ではありません：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} So {c1} or {c2} holds one of {extra}, as if they were one cell; in {unit}, with {cells} that makes {count} cells for {digits}: remove {removals}.</source>
        <translation>{intro}よって{c1}か{c2}が{extra}のどれかを持ち、1つのマスのように働きます。{unit}では{cells}と合わせて{digits}に{count}マスとなります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} So {c1} or {c2} holds one of {extra}, and the other {a} or {b}: in {unit}, {digits} then only fit in {cells} and one of the two: remove {removals}.</source>
        <translation>{intro}よって{c1}か{c2}の一方が{extra}のどれかを持ち、もう一方は{a}か{b}です。{unit}では{digits}は{cells}とその2マスの一方にしか入りません：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} In {unit}, {digit} can only go in {c1} or {c2}, so one of them is {digit}; if either were {other}, the loop would be deadly: remove {removals}.</source>
        <translation>{intro}{unit}では、{digit}は{c1}か{c2}にしか入らないので、その一方は{digit}です。どちらかが{other}だとループが致命パターンになります：{removals}を消します。</translation>
    </message>
    <message>
        <source>{intro} Only {cell} holds more, so it is neither: remove {removals}.</source>
        <translation>{intro}ほかの候補を持つのは{cell}だけなので、{cell}はどちらでもありません：{removals}を消します。</translation>
    </message>
    <message>
        <source>{cells} form a loop holding {a} and {b}, each unit it enters holding two of its cells. If they held only {a} and {b}, the two digits could swap all round the loop and the puzzle would have two solutions.</source>
        <translation>{cells}は{a}と{b}を持つループをなし、ループが通るどのハウスにもそのマスが2つあります。それらが{a}と{b}しか持たなければ、2つの数字をループ全体で入れ替えられ、問題の解が2つになってしまいます。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else in {there}.</source>
        <translation>{where}では、{digit}は{there}（{places}）にしか入らないので、{there}のほかの場所には{digit}は入りません。</translation>
    </message>
    <message>
        <source>In {where}, {digits} can only go in {cells}, so those cells hold nothing else.</source>
        <translation>{where}では、{digits}は{cells}にしか入らないので、それらのマスにはほかの数字は入りません。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can then only go in {name}, so {name} is {digit}.</source>
        <translation>すると{where}では{digit}は{name}にしか入らないので、{name}は{digit}です。</translation>
    </message>
    <message>
        <source>{first} and {second} both see the two-candidate cells {cells}: every pair of digits they could take that leaves one of those cells empty, or repeats a digit in cells that see each other, is impossible: remove {removal}.</source>
        <translation>{first}と{second}はどちらも候補が2つのマス{cells}と同じハウスにあります。2つのマスが取りうる数字の組のうち、それらのマスのどれかを空にする組や、同じハウスにあるマスに同じ数字を置く組はありえません。よって{removal}を消します。</translation>
    </message>
    <message>
        <source>{cells} all see the cells {excluders}, of two or three candidates: every combination of digits the three could take that leaves one of those cells empty, or repeats a digit in cells that see each other, is impossible: remove {removal}.</source>
        <translation>{cells}はどれも候補が2つか3つのマス{excluders}と同じハウスにあります。3マスが取りうる数字の組み合わせのうち、それらのマスのどれかを空にするものや、同じハウスにあるマスに同じ数字を置くものはありえません。よって{removal}を消します。</translation>
    </message>
    <message>
        <source>for {digit}, {als}</source>
        <translation>{digit}には{als}</translation>
    </message>
    <message>
        <source>{stem} holds {stem_digits}; for each, an almost locked set whose places of that digit all see {stem}: {petal_text}. Whatever {stem} is, that set loses the digit and is locked, so holds {z}: remove {removals}.</source>
        <translation>{stem}の候補は{stem_digits}です。それぞれの数字について、その数字の置き場所がすべて{stem}と同じハウスにあるALSがあります。{petal_text}。{stem}がどの数字でも、対応するALSはその数字を失ってロックされ、{z}を含みます。よって{removals}を消します。</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO（名前付きパイプ）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>not a regular file ({kind}): not read</source>
        <translation>通常のファイルではありません（{kind}）：読みません</translation>
    </message>
    <message>
        <source>file too big (over {limit} KB): not read</source>
        <translation>ファイルが大きすぎます（{limit} KB超）：読みません</translation>
    </message>
    <message>
        <source>file too big (over {limit} bytes): not read</source>
        <translation>ファイルが大きすぎます（{limit}バイト超）：読みません</translation>
    </message>
    <message>
        <source>not a regular file ({kind}): not replaced</source>
        <translation>通常のファイルではありません（{kind}）：置き換えません</translation>
    </message>
    <message>
        <source>{path} was a symbolic link: the link was replaced by the file, the file it pointed to is unchanged</source>
        <translation>{path}はシンボリックリンクでした：リンクをファイルで置き換え、リンク先のファイルは変更していません</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The autosaved puzzle could not be read ({problem}).</source>
        <translation>自動保存した問題を読み込めませんでした（{problem}）。</translation>
    </message>
    <message>
        <source>The autosaved puzzle could not be read ({problem}); it was moved aside as {name} and the app starts with an empty grid.</source>
        <translation>自動保存した問題を読み込めませんでした（{problem}）。{name}として退避し、空の盤面で起動します。</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>Dead end: {what}.</source>
        <translation>行き止まり：{what}。</translation>
    </message>
    <message>
        <source>The {givens} remove {candidates} and fix {cells}.</source>
        <translation>{givens}から{candidates}が消え、{cells}が確定します。</translation>
    </message>
    <message>
        <source>%Ln given(s)</source>
        <translation>問題の数字%Ln個</translation>
    </message>
    <message>
        <source>%Ln candidate(s)</source>
        <translation>候補%Ln個</translation>
    </message>
    <message>
        <source>%Ln more cell(s)</source>
        <translation>さらに%Lnマス</translation>
    </message>
    <message>
        <source>Guess {digit} at {cell} (places for {digit}: {places})</source>
        <translation>{cell}に{digit}を仮定（{digit}の入れる場所：{places}）</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (candidates {digits})</source>
        <translation>仮定：{cell} = {digit}（候補{digits}）</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (digits that fit: {digits})</source>
        <translation>仮定：{cell} = {digit}（入る数字：{digits}）</translation>
    </message>
    <message>
        <source>Next guess {cell} = {digit}</source>
        <translation>次の仮定：{cell} = {digit}</translation>
    </message>
    <message>
        <source>{guess}: {outcome}</source>
        <translation>{guess}。{outcome}</translation>
    </message>
    <message>
        <source>1 cell follows so far</source>
        <translation>今のところ続いて1マスが確定しています</translation>
    </message>
    <message>
        <source>%Ln cells follow so far</source>
        <translation>今のところ続いて%Lnマスが確定しています</translation>
    </message>
    <message>
        <source>no cell follows</source>
        <translation>続いて確定するマスはありません</translation>
    </message>
    <message>
        <source>1 cell follows</source>
        <translation>続いて1マスが確定します</translation>
    </message>
    <message>
        <source>%Ln cells follow</source>
        <translation>続いて%Lnマスが確定します</translation>
    </message>
    <message>
        <source>{follows}, then {what}</source>
        <translation>{follows}。その後、{what}</translation>
    </message>
    <message>
        <source>{follows}, then the grid is solved</source>
        <translation>{follows}。その後、盤面が解けます</translation>
    </message>
    <message>
        <source>{follows}, then another guess is needed</source>
        <translation>{follows}。その後、さらに仮定が必要です</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Fewest options (default)</source>
        <translation>選択肢の最も少ない所（既定）</translation>
    </message>
    <message>
        <source>Singles propagated at every node; guess where there are fewest options: a cell&apos;s candidates or a digit&apos;s places in a unit. Never trapped for long.</source>
        <translation>各ノードでシングルを伝播し、選択肢が最も少ない所で仮定します：マスの候補か、ハウス内での数字の置き場所か。長く迷い込むことはありません。</translation>
    </message>
    <message>
        <source>Logic first</source>
        <translation>論理を優先</translation>
    </message>
    <message>
        <source>Human techniques in order of difficulty (singles, locked candidates, subsets, fish, wings, colouring) at every node; guess only when none applies.</source>
        <translation>各ノードで人間のテクニックを易しい順に使い（シングル、ロックされた候補、サブセット、フィッシュ、ウィング、カラーリング）、どれも使えない時だけ仮定します。</translation>
    </message>
    <message>
        <source>Norvig (articles 000/001)</source>
        <translation>Norvig（記事000/001）</translation>
    </message>
    <message>
        <source>Full propagation (assign/eliminate) at every node; guess at the cell with the fewest candidates, first in A1..I9 order on ties; digits ascending.</source>
        <translation>各ノードで完全な伝播（assign/eliminate）を行い、候補の最も少ないマスで仮定します（同数ならA1..I9順で先のマス）。数字は小さい順。</translation>
    </message>
    <message>
        <source>Worksheet and saved states (article 003)</source>
        <translation>作業表と状態の保存（記事003）</translation>
    </message>
    <message>
        <source>Sweeps of the worksheet (drop placed digits, fix naked and hidden singles) at every node; guess at the cell with the fewest candidates, smallest digit first, saving the board to restore on a contradiction.</source>
        <translation>各ノードで作業表を見直し（確定した数字を候補から消し、裸のシングルと隠れたシングルを確定）、候補の最も少ないマスで小さい数字から仮定します。矛盾したら戻せるよう盤面を保存しておきます。</translation>
    </message>
    <message>
        <source>Multi-pass (article 004)</source>
        <translation>複数パス（記事004）</translation>
    </message>
    <message>
        <source>Multi-pass propagation sweeps at every node; guess at the first cell (row-major) with several candidates.</source>
        <translation>各ノードで複数パスの伝播を行い、候補が複数ある最初のマス（行順）で仮定します。</translation>
    </message>
    <message>
        <source>Narrowing then brute force (article 002)</source>
        <translation>絞り込みのあと総当たり（記事002）</translation>
    </message>
    <message>
        <source>Narrowing passes (naked and hidden singles) until nothing changes, then brute force in row-major order over the remaining candidates, checking only duplicates.</source>
        <translation>変化がなくなるまで絞り込み（裸のシングルと隠れたシングル）を繰り返し、残った候補を行順に総当たりします。確認するのは重複だけです。</translation>
    </message>
    <message>
        <source>Plain backtracking</source>
        <translation>単純な深さ優先探索</translation>
    </message>
    <message>
        <source>The textbook baseline: no propagation at all; fill cells row-major, trying digits 1-9 that do not repeat in the row, column or box.</source>
        <translation>教科書どおりの基準：伝播は一切なし。行順にマスを埋め、行・列・ブロックで重複しない数字を1から9まで試します。</translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <source>naked single</source>
        <translation>裸のシングル</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>フルハウス</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>隠れたシングル</translation>
    </message>
    <message>
        <source>pointing</source>
        <translation>ポインティング</translation>
    </message>
    <message>
        <source>claiming</source>
        <translation>クレーミング</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>裸のペア</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>隠れたペア</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>裸のトリプル</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>隠れたトリプル</translation>
    </message>
    <message>
        <source>x-wing</source>
        <translation>Xウィング</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>スカイスクレイパー</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>2ストリングカイト</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>ターボットフィッシュ</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>エンプティレクタングル</translation>
    </message>
    <message>
        <source>xy-wing</source>
        <translation>XYウィング</translation>
    </message>
    <message>
        <source>xyz-wing</source>
        <translation>XYZウィング</translation>
    </message>
    <message>
        <source>w-wing</source>
        <translation>Wウィング</translation>
    </message>
    <message>
        <source>unique rectangle type 1</source>
        <translation>ユニークレクタングル・タイプ1</translation>
    </message>
    <message>
        <source>unique rectangle type 2</source>
        <translation>ユニークレクタングル・タイプ2</translation>
    </message>
    <message>
        <source>unique rectangle type 4</source>
        <translation>ユニークレクタングル・タイプ4</translation>
    </message>
    <message>
        <source>unique rectangle type 3</source>
        <translation>ユニークレクタングル・タイプ3</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>隠れたレクタングル</translation>
    </message>
    <message>
        <source>bug+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>シンプルカラーリング</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>裸のクワッド</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>隠れたクワッド</translation>
    </message>
    <message>
        <source>swordfish</source>
        <translation>ソードフィッシュ</translation>
    </message>
    <message>
        <source>finned x-wing</source>
        <translation>フィン付きXウィング</translation>
    </message>
    <message>
        <source>sashimi x-wing</source>
        <translation>サシミXウィング</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>ジェリーフィッシュ</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>フィン付きソードフィッシュ</translation>
    </message>
    <message>
        <source>sashimi swordfish</source>
        <translation>サシミソードフィッシュ</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>フィン付きジェリーフィッシュ</translation>
    </message>
    <message>
        <source>sashimi jellyfish</source>
        <translation>サシミジェリーフィッシュ</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>マルチカラーリング</translation>
    </message>
    <message>
        <source>sue de coq</source>
        <translation>スー・デ・コック</translation>
    </message>
    <message>
        <source>x-chain</source>
        <translation>Xチェーン</translation>
    </message>
    <message>
        <source>xy-chain</source>
        <translation>XYチェーン</translation>
    </message>
    <message>
        <source>aic</source>
        <translation>AIC</translation>
    </message>
    <message>
        <source>nice loop</source>
        <translation>ナイスループ</translation>
    </message>
    <message>
        <source>als-xz</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>als-xy-wing</source>
        <translation>ALS-XYウィング</translation>
    </message>
    <message>
        <source>grouped aic</source>
        <translation>グループ化AIC</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>グループ化ナイスループ</translation>
    </message>
    <message>
        <source>als chain</source>
        <translation>ALSチェーン</translation>
    </message>
    <message>
        <source>aic with als</source>
        <translation>ALSを含むAIC</translation>
    </message>
    <message>
        <source>nice loop with als</source>
        <translation>ALSを含むナイスループ</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>デス・ブロッサム</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>直接ポインティング</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>直接クレーミング</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>直接の隠れたペア</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>直接の隠れたトリプル</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>アラインドペア除外</translation>
    </message>
    <message>
        <source>aligned triplet exclusion</source>
        <translation>アラインドトリプル除外</translation>
    </message>
    <message>
        <source>unique loop type 1</source>
        <translation>ユニークループ・タイプ1</translation>
    </message>
    <message>
        <source>unique loop type 2</source>
        <translation>ユニークループ・タイプ2</translation>
    </message>
    <message>
        <source>unique loop type 3</source>
        <translation>ユニークループ・タイプ3</translation>
    </message>
    <message>
        <source>unique loop type 4</source>
        <translation>ユニークループ・タイプ4</translation>
    </message>
    <message>
        <source>bug type 2</source>
        <translation>BUG・タイプ2</translation>
    </message>
    <message>
        <source>bug type 3</source>
        <translation>BUG・タイプ3</translation>
    </message>
    <message>
        <source>bug type 4</source>
        <translation>BUG・タイプ4</translation>
    </message>
    <message>
        <source>bidirectional x-cycle</source>
        <translation>双方向Xサイクル</translation>
    </message>
    <message>
        <source>bidirectional y-cycle</source>
        <translation>双方向Yサイクル</translation>
    </message>
    <message>
        <source>bidirectional cycle</source>
        <translation>双方向サイクル</translation>
    </message>
    <message>
        <source>forcing x-chain</source>
        <translation>強制Xチェーン</translation>
    </message>
    <message>
        <source>forcing chain</source>
        <translation>強制チェーン</translation>
    </message>
    <message>
        <source>nishio forcing chains</source>
        <translation>ニシオ強制チェーン</translation>
    </message>
    <message>
        <source>cell forcing chains</source>
        <translation>マスの強制チェーン</translation>
    </message>
    <message>
        <source>region forcing chains</source>
        <translation>ハウスの強制チェーン</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains</source>
        <translation>動的な矛盾による強制チェーン</translation>
    </message>
    <message>
        <source>dynamic double forcing chains</source>
        <translation>動的な二重強制チェーン</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains</source>
        <translation>動的なマスの強制チェーン</translation>
    </message>
    <message>
        <source>dynamic region forcing chains</source>
        <translation>動的なハウスの強制チェーン</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+)</source>
        <translation>動的な矛盾による強制チェーン（+）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+)</source>
        <translation>動的な二重強制チェーン（+）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+)</source>
        <translation>動的なマスの強制チェーン（+）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+)</source>
        <translation>動的なハウスの強制チェーン（+）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ forcing chains)</source>
        <translation>動的な矛盾による強制チェーン（+強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ forcing chains)</source>
        <translation>動的な二重強制チェーン（+強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ forcing chains)</source>
        <translation>動的なマスの強制チェーン（+強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ forcing chains)</source>
        <translation>動的なハウスの強制チェーン（+強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ multiple forcing chains)</source>
        <translation>動的な矛盾による強制チェーン（+多重強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ multiple forcing chains)</source>
        <translation>動的な二重強制チェーン（+多重強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ multiple forcing chains)</source>
        <translation>動的なマスの強制チェーン（+多重強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ multiple forcing chains)</source>
        <translation>動的なハウスの強制チェーン（+多重強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains)</source>
        <translation>動的な矛盾による強制チェーン（+動的な強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains)</source>
        <translation>動的な二重強制チェーン（+動的な強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains)</source>
        <translation>動的なマスの強制チェーン（+動的な強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains)</source>
        <translation>動的なハウスの強制チェーン（+動的な強制チェーン）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains (+))</source>
        <translation>動的な矛盾による強制チェーン（+動的な強制チェーン［+］）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains (+))</source>
        <translation>動的な二重強制チェーン（+動的な強制チェーン［+］）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains (+))</source>
        <translation>動的なマスの強制チェーン（+動的な強制チェーン［+］）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains (+))</source>
        <translation>動的なハウスの強制チェーン（+動的な強制チェーン［+］）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>動的な矛盾による強制チェーン（+動的な強制チェーン［+強制チェーン］）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>動的な二重強制チェーン（+動的な強制チェーン［+強制チェーン］）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>動的なマスの強制チェーン（+動的な強制チェーン［+強制チェーン］）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>動的なハウスの強制チェーン（+動的な強制チェーン［+強制チェーン］）</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>同じハウスのマス</translation>
    </message>
    <message>
        <source>given</source>
        <translation>問題の数字</translation>
    </message>
    <message>
        <source>locked candidates</source>
        <translation>ロックされた候補</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>入れ子の強制チェーン</translation>
    </message>
    <message>
        <source>a dynamic forcing chain</source>
        <translation>動的な強制チェーン</translation>
    </message>
    <message>
        <source>a forcing chain</source>
        <translation>強制チェーン</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>強制チェーン</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Timer</name>
    <message>
        <source>%n hint(s)</source>
        <translation>ヒント%n回</translation>
    </message>
    <message>
        <source>%n check(s)</source>
        <translation>チェック%n回</translation>
    </message>
    <message>
        <source>Solved in {clock_text}, {hints}, {checks}.</source>
        <translation>{clock_text}で解けました。{hints}、{checks}。</translation>
    </message>
    <message>
        <source>Time spent solving (paused while the window is in the background)</source>
        <translation>解いている時間（ウィンドウが背面にある間は止まります）</translation>
    </message>
    <message>
        <source>&amp;Timer</source>
        <translation>タイマー(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>{text} ({shortcut})</source>
        <translation>{text}（{shortcut}）</translation>
    </message>
</context>
<context>
    <name>TreeNavigator</name>
    <message>
        <source>Tree overview</source>
        <translation>木の全体図</translation>
    </message>
    <message>
        <source>Overview: the whole tree; the frame is what the panel shows</source>
        <translation>全体図：木の全体です。枠はパネルに見えている部分です</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Hypothesis tree</source>
        <translation>仮定の木</translation>
    </message>
    <message>
        <source>start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>all tried</source>
        <translation>全て試した</translation>
    </message>
</context>
<context>
    <name>TreeWords</name>
    <message>
        <source>the start</source>
        <translation>開始時点</translation>
    </message>
    <message>
        <source>{guesses}, {dead_ends}, {solutions}; at {where}</source>
        <translation>{guesses}、{dead_ends}、{solutions}。現在：{where}</translation>
    </message>
    <message>
        <source>%Ln dead end(s)</source>
        <translation>行き止まり%Ln個</translation>
    </message>
    <message>
        <source>%Ln solution(s)</source>
        <translation>解%Ln個</translation>
    </message>
    <message>
        <source>%Ln guess(es)</source>
        <translation>仮定%Ln回</translation>
    </message>
    <message>
        <source>The start: the givens and what they force, before any guess.</source>
        <translation>開始時点：仮定をする前の、問題の数字とそこから確定すること。</translation>
    </message>
    <message>
        <source>Guess {guess}, depth {depth}</source>
        <translation>仮定{guess}、深さ{depth}</translation>
    </message>
    <message>
        <source>Dead end: every option beneath it failed</source>
        <translation>行き止まり：この下の選択肢はすべて失敗しました</translation>
    </message>
    <message>
        <source>Dead end: a digit had no place left in {unit}</source>
        <translation>行き止まり：{unit}にある数字の入る場所がなくなりました</translation>
    </message>
    <message>
        <source>Dead end: {cell} had no candidate left</source>
        <translation>行き止まり：{cell}の候補がなくなりました</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>行き止まり</translation>
    </message>
    <message>
        <source>On the path to a solution</source>
        <translation>解への道筋上</translation>
    </message>
    <message>
        <source>Not reached yet by the playback</source>
        <translation>再生がまだ到達していません</translation>
    </message>
    <message>
        <source>%Ln guess(es) beneath it, all dead</source>
        <translation>この下に仮定%Ln回、すべて行き止まり</translation>
    </message>
    <message>
        <source>%Ln guess(es) beneath it</source>
        <translation>この下に仮定%Ln回</translation>
    </message>
    <message>
        <source>%Ln cell(s) fixed by its propagation</source>
        <translation>この伝播で確定したマス%Ln個</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>row {name}</source>
        <translation>{name}行目</translation>
    </message>
    <message>
        <source>column {name}</source>
        <translation>{name}列目</translation>
    </message>
    <message>
        <source>box {name}</source>
        <translation>ブロック{name}</translation>
    </message>
    <message>
        <source>in</source>
        <translation>in</translation>
    </message>
    <message>
        <source>of</source>
        <translation>of</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>in row {name}</source>
        <translation>{name}行目</translation>
    </message>
    <message>
        <source>in column {name}</source>
        <translation>{name}列目</translation>
    </message>
    <message>
        <source>in box {name}</source>
        <translation>ブロック{name}</translation>
    </message>
    <message>
        <source>of row {name}</source>
        <translation>{name}行目</translation>
    </message>
    <message>
        <source>of column {name}</source>
        <translation>{name}列目</translation>
    </message>
    <message>
        <source>of box {name}</source>
        <translation>ブロック{name}</translation>
    </message>
    <message>
        <source>to row {name}</source>
        <translation>{name}行目</translation>
    </message>
    <message>
        <source>to column {name}</source>
        <translation>{name}列目</translation>
    </message>
    <message>
        <source>to box {name}</source>
        <translation>ブロック{name}</translation>
    </message>
    <message>
        <source>rows {names}</source>
        <translation>{names}行目</translation>
    </message>
    <message>
        <source>columns {names}</source>
        <translation>{names}列目</translation>
    </message>
    <message>
        <source>boxes {names}</source>
        <translation>ブロック{names}</translation>
    </message>
    <message>
        <source>in rows {names}</source>
        <translation>{names}行目</translation>
    </message>
    <message>
        <source>in columns {names}</source>
        <translation>{names}列目</translation>
    </message>
    <message>
        <source>in boxes {names}</source>
        <translation>ブロック{names}</translation>
    </message>
    <message>
        <source>of rows {names}</source>
        <translation>{names}行目</translation>
    </message>
    <message>
        <source>of columns {names}</source>
        <translation>{names}列目</translation>
    </message>
    <message>
        <source>of boxes {names}</source>
        <translation>ブロック{names}</translation>
    </message>
    <message>
        <source>to rows {names}</source>
        <translation>{names}行目</translation>
    </message>
    <message>
        <source>to columns {names}</source>
        <translation>{names}列目</translation>
    </message>
    <message>
        <source>to boxes {names}</source>
        <translation>ブロック{names}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}・{rest}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items}・{last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items}か{last}</translation>
    </message>
</context>
<context>
    <name>ViewModes</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, every text and the board bigger, for a projector</source>
        <translation>全画面で、すべての文字と盤面を大きくします（プロジェクター向け）</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Why is {digit} gone from {cell}?</source>
        <translation>{cell}の候補{digit}はなぜ消えたのか？</translation>
    </message>
    <message>
        <source>Why is {cell} = {digit}?</source>
        <translation>なぜ{cell} = {digit}なのか？</translation>
    </message>
    <message>
        <source>Why this dead end?</source>
        <translation>なぜ行き止まりになったのか？</translation>
    </message>
    <message>
        <source>This is a guess: nothing forced it. A backtrack out of it takes it back, and everything that hangs on it.</source>
        <translation>これは仮定です。何にも強制されていません。ここから状態を戻すと、これとこれに依存するすべてが取り消されます。</translation>
    </message>
    <message>
        <source>This is a given of the puzzle.</source>
        <translation>これは問題の数字です。</translation>
    </message>
    <message>
        <source>This follows from the givens alone: no backtrack ever takes it back.</source>
        <translation>これは問題の数字だけから導かれます。どこで状態を戻しても取り消されません。</translation>
    </message>
    <message>
        <source>This holds only under the guess {cell} = {digit}: a backtrack that takes that guess back takes this back too; a backtrack out of a later guess keeps it.</source>
        <translation>これは仮定{cell} = {digit}のもとでだけ成り立ちます。その仮定を取り消すように状態を戻すとこれも取り消され、より後の仮定から状態を戻してもこれは残ります。</translation>
    </message>
    <message>
        <source>{number}. {sentence}</source>
        <translation>{number}. {sentence}</translation>
    </message>
    <message>
        <source>... and more causes, back to the givens (%n listed).</source>
        <translation>…問題の数字までさらに原因が続きます（%n個を表示）。</translation>
    </message>
    <message>
        <source>On the board: the %n nearest cause(s), numbered as in this list; each arrow points from a cause to what it made true.</source>
        <translation>盤面：近い原因%n個に、この一覧と同じ番号を付けています。矢印は原因から、それによって決まったことへ向かいます。</translation>
    </message>
    <message>
        <source>Causes, nearest first</source>
        <translation>原因（近いものから）</translation>
    </message>
    <message>
        <source>Why is this candidate gone?</source>
        <translation>この候補はなぜ消えたのか？</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>&amp;Why this step?</source>
        <translation>このステップの理由(&amp;W)</translation>
    </message>
    <message>
        <source>Pause the search and click a candidate place or a digit on the board (or press F7 for the step just shown): its causes are listed here, back to the givens, and numbered on the board.</source>
        <translation>探索を一時停止し、盤面の候補の位置か数字をクリックしてください（表示中のステップならF7キー）。その原因が問題の数字までさかのぼってここに並び、盤面に番号が付きます。</translation>
    </message>
    <message>
        <source>The chain of causes of the step just shown, back to the givens (F7)</source>
        <translation>表示中のステップの原因の連鎖を、問題の数字までさかのぼって表示（F7）</translation>
    </message>
    <message>
        <source>Step to a placement, an elimination, a guess or a dead end first.</source>
        <translation>先に、確定・候補の除外・仮定・行き止まりのいずれかのステップまで進めてください。</translation>
    </message>
    <message>
        <source>{digit} is still a candidate of {cell}.</source>
        <translation>{digit}はまだ{cell}の候補です。</translation>
    </message>
    <message>
        <source>{question} (step {step})</source>
        <translation>{question}（ステップ{step}）</translation>
    </message>
    <message>
        <source>{question} (after step {step} of the logical path)</source>
        <translation>{question}（論理の手順のステップ{step}の後）</translation>
    </message>
    <message>
        <source>That answer was about step {asked}; the board is at step {now} now.</source>
        <translation>この答えはステップ{asked}についてのものでした。盤面は今ステップ{now}です。</translation>
    </message>
    <message>
        <source>Click a candidate or a digit, or press F7, to ask about this step.</source>
        <translation>このステップについて聞くには、候補か数字をクリックするかF7を押してください。</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>the background process {name} stopped unexpectedly</source>
        <translation>バックグラウンド処理{name}が突然止まりました</translation>
    </message>
    <message>
        <source>the solver process ended unexpectedly</source>
        <translation>ソルバーの処理が突然終わりました</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Sudoku Lens worksheet: {level}</source>
        <translation>Sudoku Lensワークシート：{level}</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解答</translation>
    </message>
</context>
</TS>

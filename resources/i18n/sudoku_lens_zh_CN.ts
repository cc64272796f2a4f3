<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start an empty grid to type givens into</source>
        <translation>新建空白盘面，输入题目数字</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a puzzle file</source>
        <translation>打开题目文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save givens, entries and marks</source>
        <translation>保存题目数字、填入的数字和笔记</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>以新名称保存</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Sudoku Lens</source>
        <translation>退出Sudoku Lens</translation>
    </message>
    <message>
        <source>&amp;Copy puzzle</source>
        <translation>复制题目(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the grid as 81 characters</source>
        <translation>将盘面复制为81个字符</translation>
    </message>
    <message>
        <source>&amp;Paste puzzle</source>
        <translation>粘贴题目(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a puzzle (any format)</source>
        <translation>粘贴题目（任意格式）</translation>
    </message>
    <message>
        <source>Clear &amp;entries</source>
        <translation>清除填入的数字(&amp;E)</translation>
    </message>
    <message>
        <source>Remove your digits</source>
        <translation>删除你填入的数字</translation>
    </message>
    <message>
        <source>Clear pencil &amp;marks</source>
        <translation>清除笔记(&amp;M)</translation>
    </message>
    <message>
        <source>Remove all marks</source>
        <translation>删除所有笔记</translation>
    </message>
    <message>
        <source>Pencil mode</source>
        <translation>笔记模式</translation>
    </message>
    <message>
        <source>Bare digits write marks (P)</source>
        <translation>直接按数字键写笔记（P）</translation>
    </message>
    <message>
        <source>Start &amp;solving</source>
        <translation>开始解题(&amp;S)</translation>
    </message>
    <message>
        <source>Lock the givens / edit them</source>
        <translation>锁定题目数字/编辑题目数字</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Check your entries and the givens</source>
        <translation>检查你填入的数字和题目数字</translation>
    </message>
    <message>
        <source>C&amp;ount solutions</source>
        <translation>计算解的个数(&amp;O)</translation>
    </message>
    <message>
        <source>How many solutions</source>
        <translation>有多少个解</translation>
    </message>
    <message>
        <source>Show all &amp;candidates</source>
        <translation>显示所有候选数(&amp;C)</translation>
    </message>
    <message>
        <source>Show every candidate the grid allows</source>
        <translation>显示盘面允许的所有候选数</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Act&amp;ual size</source>
        <translation>实际大小(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the grid and the window</source>
        <translation>盘面和窗口的所有按键</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Lens</source>
        <translation>关于Sudoku Lens(&amp;A)</translation>
    </message>
    <message>
        <source>What this app is</source>
        <translation>这个应用是什么</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Bigger text and board, everywhere in the window</source>
        <translation>放大整个窗口的文字和盘面</translation>
    </message>
    <message>
        <source>Smaller text and board, everywhere in the window</source>
        <translation>缩小整个窗口的文字和盘面</translation>
    </message>
    <message>
        <source>Text and board at their own size (100 %)</source>
        <translation>文字和盘面恢复原始大小（100%）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
</context>
<context>
    <name>BadgesControl</name>
    <message>
        <source>Mark each guess that logic alone could have settled, and shade the search it would have pruned</source>
        <translation>标出仅靠逻辑就能确定的猜测，并把可省去的搜索加上阴影</translation>
    </message>
    <message>
        <source>Logic settles {count} of the guesses; {avoidable} of them were not needed.</source>
        <translation>逻辑能确定其中{count}次猜测；其中{avoidable}次本不需要。</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Show all candidates</source>
        <translation>显示所有候选数</translation>
    </message>
    <message>
        <source>Solve now</source>
        <translation>立即求解</translation>
    </message>
</context>
<context>
    <name>CellDescription</name>
    <message>
        <source>{cell}, given {digit}</source>
        <translation>{cell}，题目数字{digit}</translation>
    </message>
    <message>
        <source>{cell}, your entry {digit}</source>
        <translation>{cell}，你填的数字{digit}</translation>
    </message>
    <message>
        <source>{cell}, solver&apos;s digit {digit}</source>
        <translation>{cell}，求解器填的数字{digit}</translation>
    </message>
    <message>
        <source>{described}, conflict</source>
        <translation>{described}，冲突</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}，空格</translation>
    </message>
    <message>
        <source>pencil marks {digits}</source>
        <translation>笔记{digits}</translation>
    </message>
    <message>
        <source>candidates {digits}</source>
        <translation>候选数{digits}</translation>
    </message>
    <message>
        <source>no candidates</source>
        <translation>没有候选数</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{cell}, no candidates left</source>
        <translation>{cell}，没有剩余候选数</translation>
    </message>
    <message>
        <source>{cell}, solver&apos;s candidates {digits}</source>
        <translation>{cell}，求解器的候选数{digits}</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>pencil marks leave out the answer</source>
        <translation>笔记漏掉了答案</translation>
    </message>
    <message>
        <source>hint: a digit goes here</source>
        <translation>提示：这里可以填一个数字</translation>
    </message>
    <message>
        <source>hint: part of the pattern</source>
        <translation>提示：图形的一部分</translation>
    </message>
    <message>
        <source>hint removes candidates {digits}</source>
        <translation>提示删去候选数{digits}</translation>
    </message>
</context>
<context>
    <name>ChainTree</name>
    <message>
        <source>… {count} more</source>
        <translation>……另外{count}个</translation>
    </message>
</context>
<context>
    <name>Checking</name>
    <message>
        <source>The givens have no solution.</source>
        <translation>题目数字无解。</translation>
    </message>
    <message>
        <source>The givens have several solutions, so there is no single answer to check.</source>
        <translation>题目数字有多个解，所以没有唯一的答案可供检查。</translation>
    </message>
    <message>
        <source>The givens have exactly one solution.</source>
        <translation>题目数字恰好有一个解。</translation>
    </message>
    <message>
        <source>Wrong entries: {join}.</source>
        <translation>错误的数字：{join}。</translation>
    </message>
    <message>
        <source>Pencil marks that leave out the answer: {names}.</source>
        <translation>漏掉答案的笔记：{names}。</translation>
    </message>
    <message>
        <source>The givens have exactly one solution, and your %n entries agree with it and your pencil marks keep every answer.</source>
        <translation>题目数字恰有一个解，你填入的%n个数字与之一致，你的笔记也保留了每个答案。</translation>
    </message>
    <message>
        <source>The givens have exactly one solution, and your %n entries agree with it.</source>
        <translation>题目数字恰有一个解，你填入的%n个数字与之一致。</translation>
    </message>
    <message>
        <source>The givens have at least {limit} solutions.</source>
        <translation>题目数字至少有{limit}个解。</translation>
    </message>
    <message>
        <source>The givens have %n solution(s).</source>
        <translation>题目数字有%n个解。</translation>
    </message>
    <message>
        <source>The pencil marks of this position leave no solution.</source>
        <translation>按此局面的笔记无解。</translation>
    </message>
    <message>
        <source>Check pencil &amp;marks too</source>
        <translation>同时检查笔记(&amp;M)</translation>
    </message>
    <message>
        <source>Check also points at pencil marks that leave out the answer</source>
        <translation>检查时也指出漏掉答案的笔记</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Checking...</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Count solutions</source>
        <translation>计算解的个数</translation>
    </message>
    <message>
        <source>Counting...</source>
        <translation>正在计数…</translation>
    </message>
    <message>
        <source>{_title} failed: {message}</source>
        <translation>{_title}失败：{message}</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Open {name}</source>
        <translation>打开{name}</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>正在读取{name}…</translation>
    </message>
    <message>
        <source>Reading {name}: {count} puzzles so far...</source>
        <translation>正在读取{name}：已读{count}道题…</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>没有找到题目</translation>
    </message>
    <message>
        <source>{name} holds {count} puzzles. Open:</source>
        <translation>{name}含{count}道题。打开：</translation>
    </message>
    <message>
        <source>{number}. line {line}: {name} ({givens} givens)</source>
        <translation>{number}. 第{line}行：{name}（{givens}个题目数字）</translation>
    </message>
    <message>
        <source>{number}. line {line} ({givens} givens)</source>
        <translation>{number}. 第{line}行（{givens}个题目数字）</translation>
    </message>
    <message>
        <source>#{number} (line {line}): {digits}...</source>
        <translation>#{number}（第{line}行）：{digits}…</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Frames of the recursion</source>
        <translation>递归的栈帧</translation>
    </message>
    <message>
        <source>line {number}: {code}</source>
        <translation>第{number}行：{code}</translation>
    </message>
    <message>
        <source>No line runs yet.</source>
        <translation>还没有执行任何一行。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>格</translation>
    </message>
    <message>
        <source>Digit</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Left to try</source>
        <translation>待尝试</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选数</translation>
    </message>
    <message>
        <source>Click beside a line to stop there when it runs</source>
        <translation>点击某行旁边，执行到该行时暂停</translation>
    </message>
    <message>
        <source>The strategy&apos;s program</source>
        <translation>策略的程序</translation>
    </message>
    <message>
        <source>Previous stop</source>
        <translation>上一个停止点</translation>
    </message>
    <message>
        <source>Back to the last time a line with a stop ran</source>
        <translation>回到上次执行带停止点的行之处</translation>
    </message>
    <message>
        <source>Next stop</source>
        <translation>下一个停止点</translation>
    </message>
    <message>
        <source>Play on to the next time a line with a stop runs</source>
        <translation>播放到下次执行带停止点的行</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>代码(&amp;C)</translation>
    </message>
    <message>
        <source>The strategy&apos;s program, the line that runs lit, and its frames</source>
        <translation>策略的程序、高亮的执行行及其栈帧</translation>
    </message>
    <message>
        <source>No stop is reached that way.</source>
        <translation>该方向上没有停止点。</translation>
    </message>
</context>
<context>
    <name>ColourMenu</name>
    <message>
        <source>No colour</source>
        <translation>无颜色</translation>
    </message>
    <message>
        <source>Colour 1 (red)</source>
        <translation>颜色1（红）</translation>
    </message>
    <message>
        <source>Colour 2 (blue)</source>
        <translation>颜色2（蓝）</translation>
    </message>
    <message>
        <source>Colour 3 (green)</source>
        <translation>颜色3（绿）</translation>
    </message>
    <message>
        <source>Colour 4 (yellow)</source>
        <translation>颜色4（黄）</translation>
    </message>
    <message>
        <source>Colour {cell_name}</source>
        <translation>给{cell_name}上色</translation>
    </message>
    <message>
        <source>Colour candidate {digit}</source>
        <translation>给候选数{digit}上色</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Guesses</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Contradictions</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Compare strategies</source>
        <translation>比较策略</translation>
    </message>
    <message>
        <source>Each strategy runs up to %Ln guess(es).</source>
        <translation>每种策略最多进行%Ln次猜测。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Bars by orders of magnitude: a million guesses beside five</source>
        <translation>按数量级显示条形：一百万次猜测与五次并列</translation>
    </message>
    <message>
        <source>Copy as &amp;CSV</source>
        <translation>复制为CSV(&amp;C)</translation>
    </message>
    <message>
        <source>The figures are on the clipboard as CSV.</source>
        <translation>数据已作为CSV复制到剪贴板。</translation>
    </message>
    <message>
        <source>Done: each strategy ran up to %Ln guess(es) on this puzzle.</source>
        <translation>完成：每种策略在这道题上最多进行了%Ln次猜测。</translation>
    </message>
    <message>
        <source>The comparison failed: {reason}</source>
        <translation>比较失败：{reason}</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <source>two {digit}s in {unit} ({cells})</source>
        <translation>{unit}有两个{digit}（{cells}）</translation>
    </message>
    <message>
        <source>Conflict: {clashes}</source>
        <translation>冲突：{clashes}</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>Sudoku Lens: unexpected error</source>
        <translation>Sudoku Lens：意外错误</translation>
    </message>
    <message>
        <source>Something went wrong: {last_line}

Your puzzle is autosaved and will be back at the next start. Please report this error with the details below.</source>
        <translation>出错了：{last_line}

你的题目已自动保存，下次启动时会恢复。请附上下面的详细信息报告此错误。</translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>not a Sudoku Lens document: {problem}</source>
        <translation>不是Sudoku Lens文档：{problem}</translation>
    </message>
    <message>
        <source>not a Sudoku Lens document: its values are nested too deep</source>
        <translation>不是Sudoku Lens文档：值嵌套太深</translation>
    </message>
    <message>
        <source>not a Sudoku Lens document (no &quot;format&quot;: &quot;sudoku-lens&quot;)</source>
        <translation>不是Sudoku Lens文档（没有“&quot;format&quot;: &quot;sudoku-lens&quot;”）</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be 81 characters</source>
        <translation>&quot;{key}&quot;必须是81个字符</translation>
    </message>
    <message>
        <source>&quot;{key}&quot;: unexpected character {ch!r}</source>
        <translation>&quot;{key}&quot;：意外的字符{ch!r}</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must list 81 cells</source>
        <translation>&quot;{key}&quot;必须列出81格</translation>
    </message>
    <message>
        <source>&quot;{key}&quot;: each cell&apos;s marks are a string of digits 1-9</source>
        <translation>&quot;{key}&quot;：每格的笔记是由数字1-9组成的字符串</translation>
    </message>
    <message>
        <source>&quot;colors&quot; must list 81 cells</source>
        <translation>&quot;colors&quot;必须列出81格</translation>
    </message>
    <message>
        <source>&quot;colors&quot;: each cell is a colour word (an integer of 30 bits)</source>
        <translation>&quot;colors&quot;：每格是一个颜色字（30位整数）</translation>
    </message>
    <message>
        <source>&quot;colors&quot;: a colour is 0..{most}</source>
        <translation>&quot;colors&quot;：颜色为0..{most}</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be a number from 0 to {most}</source>
        <translation>&quot;{key}&quot;必须是0到{most}的数</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of {modes}</source>
        <translation>&quot;mode&quot;必须是{modes}之一</translation>
    </message>
    <message>
        <source>the file is {size} MB; files over {most} MB are not opened</source>
        <translation>文件有{size} MB；超过{most} MB的文件不会打开</translation>
    </message>
    <message>
        <source>not text: byte {offset} is not UTF-8</source>
        <translation>不是文本：第{offset}个字节不是UTF-8</translation>
    </message>
    <message>
        <source>no candidate left in {cells}</source>
        <translation>{cells}没有剩下候选数</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Colour {cell}</source>
        <translation>给{cell}上色</translation>
    </message>
    <message>
        <source>Uncolour {cell}</source>
        <translation>去掉{cell}的颜色</translation>
    </message>
    <message>
        <source>Colour candidate {digit} of {cell}</source>
        <translation>给{cell}的候选数{digit}上色</translation>
    </message>
    <message>
        <source>Uncolour candidate {digit} of {cell}</source>
        <translation>去掉{cell}的候选数{digit}的颜色</translation>
    </message>
    <message>
        <source>Place given {digit} in {cell}</source>
        <translation>在{cell}填入题目数字{digit}</translation>
    </message>
    <message>
        <source>Place digit {digit} in {cell}</source>
        <translation>在{cell}填入数字{digit}</translation>
    </message>
    <message>
        <source>Clear {cell}</source>
        <translation>清除{cell}</translation>
    </message>
    <message>
        <source>Pencil mark {digit} in {cell}</source>
        <translation>{cell}的笔记{digit}</translation>
    </message>
    <message>
        <source>Clear entries</source>
        <translation>清除填入的数字</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>清除笔记</translation>
    </message>
    <message>
        <source>Start solving</source>
        <translation>开始解题</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>编辑题目数字</translation>
    </message>
    <message>
        <source>Fill the solution</source>
        <translation>填入解</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <source>Press Play (F5) to watch the search, or type a puzzle</source>
        <translation>按播放（F5）观看搜索过程，或者输入一道题目</translation>
    </message>
    <message>
        <source>Press Explain solution to see the logical path of this puzzle, step by step</source>
        <translation>按“解题说明”，一步一步查看这道题的逻辑解题路径</translation>
    </message>
    <message>
        <source>Click a cell and type a digit; Hint (H) shows the next step</source>
        <translation>点击一格并输入数字；提示（H）会显示下一步</translation>
    </message>
    <message>
        <source>Choose a technique in the list, then Show an example or Try one</source>
        <translation>在列表中选一个技巧，然后点“看一个例子”或“做一题”</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>The techniques of this app get stuck here: the rest needs a guess.</source>
        <translation>本应用的技巧在这里卡住了：剩下的需要猜测。</translation>
    </message>
    <message>
        <source>ER {er}, EP {ep}, ED {ed}</source>
        <translation>ER {er}, EP {ep}, ED {ed}</translation>
    </message>
    <message>
        <source>Working: %Ln step(s), {time} — Cancel stops here</source>
        <translation>正在求解：%Ln步，{time}&#x3000;——“取消”会停在这里</translation>
    </message>
    <message>
        <source>… %Ln line(s) left out</source>
        <translation>……（省略了%Ln行）</translation>
    </message>
    <message>
        <source>Explain solution</source>
        <translation>解题说明</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>复制为文本(&amp;C)</translation>
    </message>
    <message>
        <source>No path: {reason}</source>
        <translation>没有路径：{reason}</translation>
    </message>
    <message>
        <source>Working out the logical path...</source>
        <translation>正在推算逻辑解题路径…</translation>
    </message>
    <message>
        <source>Cancelled after {steps} steps: the path found so far.</source>
        <translation>在{steps}步后取消：以下是目前找到的路径。</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>取消(&amp;A)</translation>
    </message>
    <message>
        <source>Stop here and keep the steps found so far</source>
        <translation>在此停止并保留目前找到的步骤</translation>
    </message>
    <message>
        <source>Teaching path: the easiest step first</source>
        <translation>教学路径：最简单的步骤优先</translation>
    </message>
    <message>
        <source>Rating path: Sudoku Explainer&apos;s order</source>
        <translation>评级路径：Sudoku Explainer的顺序</translation>
    </message>
    <message>
        <source>The teaching path takes the steps a person sees first, as Hint does; the rating path takes them in the order Sudoku Explainer rates by.</source>
        <translation>教学路径和提示一样，先走人最先看出的步骤；评级路径按Sudoku Explainer评级的顺序走。</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>{number}. {technique} ({er}): {text}</source>
        <translation>{number}. {technique}（{er}）：{text}</translation>
    </message>
    <message>
        <source>The board shows the position just before step {step}.</source>
        <translation>盘面显示第{step}步之前的局面。</translation>
    </message>
    <message>
        <source>The board shows a branch of step {step}: its assumption, numbered implications and where it ends.</source>
        <translation>盘面显示第{step}步的一个分支：它的假设、编了号的推论以及它的结局。</translation>
    </message>
    <message>
        <source>Click a step to see the board just before it.</source>
        <translation>点击一个步骤，查看它之前的盘面。</translation>
    </message>
    <message>
        <source>E&amp;xplain solution</source>
        <translation>解题说明(&amp;X)</translation>
    </message>
    <message>
        <source>Co&amp;py the explanation</source>
        <translation>复制说明(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习题单</translation>
    </message>
    <message>
        <source>Lesson pack</source>
        <translation>课程包</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>打印练习题单</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>题目数：</translation>
    </message>
    <message>
        <source>The worksheet is ready.</source>
        <translation>练习题单已准备好。</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>导出(&amp;E)...</translation>
    </message>
    <message>
        <source>Export an &amp;interactive walk...</source>
        <translation>导出可交互的搜索过程(&amp;I)...</translation>
    </message>
    <message>
        <source>Export a &amp;lesson pack...</source>
        <translation>导出课程包(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>打印(&amp;P)...</translation>
    </message>
    <message>
        <source>Print a &amp;worksheet...</source>
        <translation>打印练习题单(&amp;W)...</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>Board as SVG (*.svg)</source>
        <translation>盘面SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board as PNG (*.png)</source>
        <translation>盘面PNG (*.png)</translation>
    </message>
    <message>
        <source>Hypothesis tree as SVG (*.svg)</source>
        <translation>假设树SVG (*.svg)</translation>
    </message>
    <message>
        <source>Hypothesis tree as PNG (*.png)</source>
        <translation>假设树PNG (*.png)</translation>
    </message>
    <message>
        <source>The walk as a PDF handout (*.pdf)</source>
        <translation>搜索过程讲义PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The walk as an animated GIF (*.gif)</source>
        <translation>搜索过程动画GIF (*.gif)</translation>
    </message>
    <message>
        <source>The walk as an interactive web page (*.html)</source>
        <translation>可交互的搜索过程网页(*.html)</translation>
    </message>
    <message>
        <source>Lesson pack as a zip (*.zip)</source>
        <translation>课程包（zip）(*.zip)</translation>
    </message>
    <message>
        <source>Preparing the lesson pack {name}...</source>
        <translation>正在准备课程包{name}…</translation>
    </message>
    <message>
        <source>Recording the search for {name}...</source>
        <translation>正在为{name}记录搜索…</translation>
    </message>
    <message>
        <source>Cannot write {name}: {error}</source>
        <translation>无法写入{name}：{error}</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>已导出{name}</translation>
    </message>
    <message>
        <source>Generating {count} {level} puzzles...</source>
        <translation>正在生成{count}道{level}题目…</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Cannot open {name}: {reason}</source>
        <translation>无法打开{name}：{reason}</translation>
    </message>
    <message>
        <source>Cannot open {name}: {why}</source>
        <translation>无法打开{name}：{why}</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>打开{name}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>已打开{name}</translation>
    </message>
    <message>
        <source>Cannot save {name}: {error}</source>
        <translation>无法保存{name}：{error}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>已保存{name}</translation>
    </message>
    <message>
        <source>Exported the givens to {name}</source>
        <translation>已将题目数字导出到{name}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>自动保存失败：{error}</translation>
    </message>
    <message>
        <source>The clipboard holds {value} million characters; a paste over {value2} million is not read. Save it to a file and open that instead.</source>
        <translation>剪贴板中有{value}百万个字符；超过{value2}百万的粘贴不会被读取。请保存到文件再打开。</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: {error}</source>
        <translation>剪贴板中没有题目：{error}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>第{line}行：{reason}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>New puzzle</source>
        <translation>新题目</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Copied the grid as 81 characters</source>
        <translation>已将盘面复制为81个字符</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>粘贴题目</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Sudoku Lens documents</source>
        <translation>Sudoku Lens文档</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>所有文件</translation>
    </message>
    <message>
        <source>Sudoku Lens document, keeps entries and pencil marks</source>
        <translation>Sudoku Lens文档（保留填入的数字和笔记）</translation>
    </message>
    <message>
        <source>Plain text, givens only</source>
        <translation>纯文本，仅题目数字</translation>
    </message>
    <message>
        <source>SadMan Sudoku, givens only</source>
        <translation>SadMan Sudoku，仅题目数字</translation>
    </message>
    <message>
        <source>Simple Sudoku, givens only</source>
        <translation>Simple Sudoku，仅题目数字</translation>
    </message>
    <message>
        <source>One puzzle per line, givens only</source>
        <translation>每行一题，仅题目数字</translation>
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
        <translation>{unit}的隐性唯一数（HS）：这个数字在那里没有其他位置</translation>
    </message>
    <message>
        <source>naked single (NS): the cell has no other candidate</source>
        <translation>唯一余数（NS）：这个格没有其他候选数</translation>
    </message>
    <message>
        <source>{technique} ({label})</source>
        <translation>{technique}（{label}）</translation>
    </message>
    <message>
        <source>a guess at depth {depth} (d{depth}): assumed, not deduced</source>
        <translation>深度{depth}的猜测（d{depth}）：是假设的，不是推导出的</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>rotational</source>
        <translation>中心对称</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>horizontal</source>
        <translation>左右对称</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>上下对称</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>对角线对称</translation>
    </message>
    <message>
        <source>quarter-turn</source>
        <translation>90度旋转对称</translation>
    </message>
    <message>
        <source>New random puzzle</source>
        <translation>随机生成新题目</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>An exercise: the puzzle&apos;s hardest step is this technique (the level follows it)</source>
        <translation>练习题：题目最难的一步是这个技巧（难度随之而定）</translation>
    </message>
    <message>
        <source>&amp;ER between</source>
        <translation>ER范围(&amp;E)</translation>
    </message>
    <message>
        <source>An exercise: the puzzle&apos;s Sudoku Explainer rating (ER, its hardest step) lies in this range; the level follows it</source>
        <translation>练习题：题目的Sudoku Explainer评分（ER，即最难的一步）落在这个范围内；难度级别随之而定</translation>
    </message>
    <message>
        <source>Lowest ER</source>
        <translation>最低ER</translation>
    </message>
    <message>
        <source>Highest ER</source>
        <translation>最高ER</translation>
    </message>
    <message>
        <source>Choose a level and a symmetry.</source>
        <translation>请选择难度和对称方式。</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>对称方式(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Hardest step:</source>
        <translation>最难的一步(&amp;H)：</translation>
    </message>
    <message>
        <source>The level follows the hardest step or the ER range</source>
        <translation>难度由最难的一步或ER范围决定</translation>
    </message>
    <message>
        <source>a new {level} puzzle</source>
        <translation>一道新的{level}题目</translation>
    </message>
    <message>
        <source>hardest step {technique}</source>
        <translation>最难一步：{technique}</translation>
    </message>
    <message>
        <source>ER {low} to {top}</source>
        <translation>ER {low}到{top}</translation>
    </message>
    <message>
        <source>an exercise ({what})</source>
        <translation>一道练习题（{what}）</translation>
    </message>
    <message>
        <source>Generating {what}...</source>
        <translation>正在生成{what}…</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Generating {what}: attempt {attempt}</source>
        <translation>正在生成{what}：第{attempt}次尝试</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Generation failed: {reason}</source>
        <translation>生成失败：{reason}</translation>
    </message>
    <message>
        <source>New random puzzle ({level})</source>
        <translation>新的随机题目（{level}）</translation>
    </message>
    <message>
        <source>New {level} puzzle, {givens} givens ({seconds} s, %Ln attempt(s)): {description}</source>
        <translation>新的{level}题目，{givens}个题目数字（{seconds}秒，尝试%Ln次）：{description}</translation>
    </message>
    <message>
        <source>New ran&amp;dom puzzle...</source>
        <translation>随机新题目(&amp;D)...</translation>
    </message>
    <message>
        <source>Generate a new puzzle of a chosen difficulty</source>
        <translation>生成指定难度的新题目</translation>
    </message>
</context>
<context>
    <name>Grid</name>
    <message>
        <source>Sudoku grid</source>
        <translation>数独盘面</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
</context>
<context>
    <name>Gym</name>
    <message>
        <source>Exercise: {technique}</source>
        <translation>练习：{technique}</translation>
    </message>
    <message>
        <source>{technique}: {explanation}</source>
        <translation>{technique}：{explanation}</translation>
    </message>
    <message>
        <source>Progress could not be read: {reason}</source>
        <translation>无法读取进度：{reason}</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Le&amp;ssons</source>
        <translation>课堂(&amp;S)</translation>
    </message>
    <message>
        <source>Learn the techniques one by one, with examples and exercises</source>
        <translation>通过例子和练习逐一学习各种技巧</translation>
    </message>
    <message>
        <source>&amp;Gym progress...</source>
        <translation>训练进度(&amp;G)...</translation>
    </message>
    <message>
        <source>What you have mastered, and what is due for review</source>
        <translation>已掌握的技巧和该复习的技巧</translation>
    </message>
    <message>
        <source>new</source>
        <translation>未学</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>待复习</translation>
    </message>
    <message>
        <source>Not tried yet.</source>
        <translation>还没有尝试过。</translation>
    </message>
    <message>
        <source>Learning: %n clean solve(s) in a row; two in a row master it.</source>
        <translation>学习中：已连续%n次无提示答对；连续两次即掌握。</translation>
    </message>
    <message>
        <source>Mastered, due for review since {date}.</source>
        <translation>已掌握，自{date}起待复习。</translation>
    </message>
    <message>
        <source>Mastered; next review on {date}.</source>
        <translation>已掌握；下次复习在{date}。</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技巧</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>你的进度</translation>
    </message>
    <message>
        <source>Show an &amp;example</source>
        <translation>看一个例子(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Try one</source>
        <translation>做一题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Play a puzzle that needs this</source>
        <translation>玩一道需要它的题目(&amp;P)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹上一步</translation>
    </message>
    <message>
        <source>The example&apos;s previous stage (Left)</source>
        <translation>例子的上一阶段（←键）</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>下一步›</translation>
    </message>
    <message>
        <source>The example&apos;s next stage (Right)</source>
        <translation>例子的下一阶段（→键）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>检查我的答案(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>显示答案(&amp;A)</translation>
    </message>
    <message>
        <source>{technique} ({tier})</source>
        <translation>{tier}：{technique}</translation>
    </message>
    <message>
        <source>Finding a puzzle that needs {technique}...</source>
        <translation>正在寻找需要{technique}的题目…</translation>
    </message>
    <message>
        <source>Finding a position for {technique}...</source>
        <translation>正在寻找{technique}的局面…</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Puzzle for a lesson</source>
        <translation>课堂题目</translation>
    </message>
    <message>
        <source>No position could be made: {reason}</source>
        <translation>无法生成局面：{reason}</translation>
    </message>
    <message>
        <source>Look at the shaded cells: together they make the pattern of {technique}.</source>
        <translation>看涂色的格：它们一起构成{technique}的图形。</translation>
    </message>
    <message>
        <source>Now follow the pattern&apos;s links and outlined lines: they show what it proves.</source>
        <translation>现在沿着图形的链接和加框的行列看：它们说明图形证明了什么。</translation>
    </message>
    <message>
        <source>The result: the labelled cell takes its digit.</source>
        <translation>结果：标注的格填入它的数字。</translation>
    </message>
    <message>
        <source>The result: the struck candidates are removed.</source>
        <translation>结果：划掉的候选数被删去。</translation>
    </message>
    <message>
        <source>Example: {explanation}</source>
        <translation>例子：{explanation}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>第{number}步，共{count}步</translation>
    </message>
    <message>
        <source>Back to my &amp;board</source>
        <translation>回到我的盘面(&amp;B)</translation>
    </message>
    <message>
        <source>Use {technique} here: click the candidates it removes (or place the digit it gives), then check your answer.</source>
        <translation>在这里使用{technique}：点击它删去的候选数（或填入它确定的数字），然后检查你的答案。</translation>
    </message>
    <message>
        <source>&amp;Hint ({used} of {levels})</source>
        <translation>提示（{used}/{levels}）(&amp;H)</translation>
    </message>
</context>
<context>
    <name>GymProgress</name>
    <message>
        <source>Mastered</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>待复习</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>New</source>
        <translation>未学</translation>
    </message>
    <message>
        <source>Techniques by state</source>
        <translation>各状态的技巧</translation>
    </message>
    <message>
        <source>Time per exercise</source>
        <translation>每道练习的用时</translation>
    </message>
    <message>
        <source>Hints per exercise</source>
        <translation>每道练习的提示数</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>{mastered} of %n technique(s) mastered</source>
        <translation>%n个技巧中已掌握{mastered}个</translation>
    </message>
    <message>
        <source>{text}, %n of them due for review</source>
        <translation>{text}，其中%n个待复习</translation>
    </message>
    <message>
        <source>{tier}: {mastered} mastered, {due} due, {learning} learning, {new} new</source>
        <translation>{tier}：已掌握{mastered}，待复习{due}，学习中{learning}，未学{new}</translation>
    </message>
    <message>
        <source>Gym progress</source>
        <translation>训练进度</translation>
    </message>
    <message>
        <source>Export as &amp;PNG...</source>
        <translation>导出为PNG(&amp;P)...</translation>
    </message>
    <message>
        <source>E&amp;xport progress...</source>
        <translation>导出进度(&amp;X)...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>导入进度(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Reset progress...</source>
        <translation>重置进度(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG图像(*.png)</translation>
    </message>
    <message>
        <source>Gym progress (*.json)</source>
        <translation>训练进度(*.json)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>重置进度</translation>
    </message>
    <message>
        <source>Forget every exercise answered and every technique mastered? This cannot be undone (export your progress first to keep it).</source>
        <translation>忘掉所有做过的练习和所有已掌握的技巧？此操作无法撤销（要保留进度，请先导出）。</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>已保存{name}。</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>无法写入{path}。</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}</source>
        <translation>无法写入{path}：{reason}</translation>
    </message>
    <message>
        <source>Nothing imported: {reason}</source>
        <translation>未导入任何内容：{reason}</translation>
    </message>
    <message>
        <source>Imported %n exercise(s) from {name}.</source>
        <translation>已从{name}导入%n道练习。</translation>
    </message>
    <message>
        <source>Progress reset.</source>
        <translation>进度已重置。</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Sudoku Lens: {strategy} on {puzzle}</source>
        <translation>Sudoku Lens：用{strategy}解{puzzle}</translation>
    </message>
    <message>
        <source>Sudoku Lens: the walk</source>
        <translation>Sudoku Lens：搜索过程</translation>
    </message>
    <message>
        <source>Strategy: {strategy}. Puzzle: {puzzle}</source>
        <translation>策略：{strategy}。题目：{puzzle}</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>注：{note}</translation>
    </message>
    <message>
        <source>(The walk goes on for %Ln more guess(es).)</source>
        <translation>（之后还有%Ln次猜测。）</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hints work while solving: choose Start solving first.</source>
        <translation>提示在解题时可用：请先选择“开始解题”。</translation>
    </message>
    <message>
        <source>The givens have no solution, so there is no logical next step.</source>
        <translation>题目数字无解，所以没有合乎逻辑的下一步。</translation>
    </message>
    <message>
        <source>The givens have more than one solution, so there is no logical next step.</source>
        <translation>题目数字有多个解，所以没有合乎逻辑的下一步。</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>题目已解出。</translation>
    </message>
    <message>
        <source>No technique of this app finds the next step here: it takes a guess (watch the solver search for one).</source>
        <translation>本应用的技巧都找不到下一步：需要猜测（看看求解器如何搜索）。</translation>
    </message>
    <message>
        <source>One of your digits is wrong: look at {where}.</source>
        <translation>你填入的一个数字有误：看{where}。</translation>
    </message>
    <message>
        <source>{count} of your digits are wrong; the first is in {where}.</source>
        <translation>你填入的数字中有{count}个有误；第一个在{where}。</translation>
    </message>
    <message>
        <source>Your pencil marks leave out the answer of a cell: look at {where}.</source>
        <translation>你的笔记漏掉了某格的答案：看{where}。</translation>
    </message>
    <message>
        <source>{cell} is not {digit}</source>
        <translation>{cell}不是{digit}</translation>
    </message>
    <message>
        <source>the marks of {cell} leave out its answer</source>
        <translation>{cell}的笔记漏掉了答案</translation>
    </message>
    <message>
        <source>To fix: {mistakes}. Press Hint again to remove them.</source>
        <translation>需要改正：{mistakes}。再按一次“提示”即可清除。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Rating: {level}</source>
        <translation>评级：{level}</translation>
    </message>
    <message>
        <source>{description} On Sudoku Explainer&apos;s scale: {scale} (Puzzle &gt; Explain solution).</source>
        <translation>{description}按Sudoku Explainer的标准：{scale}（题目&gt;解题说明）。</translation>
    </message>
    <message>
        <source>Rating: {level}, {er}</source>
        <translation>评级：{level}，{er}</translation>
    </message>
    <message>
        <source>Rating: no solution</source>
        <translation>评级：无解</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Looking for the next step...</source>
        <translation>正在寻找下一步…</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>没有提示：{reason}</translation>
    </message>
    <message>
        <source>&amp;Fill in the answer</source>
        <translation>填入解(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the answer into every empty cell? The puzzle is then solved for you (Undo takes it back).</source>
        <translation>要把解填入所有空格吗？题目将直接被解完（撤销可以恢复）。</translation>
    </message>
    <message>
        <source>Hint: {technique}</source>
        <translation>提示：{technique}</translation>
    </message>
    <message>
        <source>Hint: fix mistakes</source>
        <translation>提示：修正错误</translation>
    </message>
    <message>
        <source>Removed the mistakes.</source>
        <translation>已删除错误。</translation>
    </message>
    <message>
        <source>Done. {said}</source>
        <translation>完成。{said}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop rating this puzzle</source>
        <translation>停止为这道题目评级</translation>
    </message>
    <message>
        <source>Rating...</source>
        <translation>正在评级…</translation>
    </message>
    <message>
        <source>Rating the puzzle</source>
        <translation>正在为题目评级</translation>
    </message>
    <message>
        <source>Rating cancelled</source>
        <translation>已取消评级</translation>
    </message>
    <message>
        <source>Cancelled after {steps} steps, {time}.</source>
        <translation>在{steps}步、{time}后取消。</translation>
    </message>
    <message>
        <source>Rating: failed</source>
        <translation>评级：失败</translation>
    </message>
    <message>
        <source>Rating... {steps} steps, {time}</source>
        <translation>正在评级…{steps}步，{time}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Name the next logical step; again: show it; again: do it</source>
        <translation>说出下一步逻辑推理；再按一次：显示它；再按一次：执行它</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示（H）</translation>
    </message>
    <message>
        <source>Fill the answer into every empty cell of your board (asks first)</source>
        <translation>把解填入你盘面上的所有空格（会先确认）</translation>
    </message>
</context>
<context>
    <name>HtmlWalk</name>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>回到开头</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>跳到结尾</translation>
    </message>
    <message>
        <source>Next guess</source>
        <translation>下一个猜测</translation>
    </message>
    <message>
        <source>Next dead end</source>
        <translation>下一个死路</translation>
    </message>
    <message>
        <source>Story steps only</source>
        <translation>只按概要步进</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>step {position} / {total}</source>
        <translation>第{position}步，共{total}步</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盘面</translation>
    </message>
    <message>
        <source>Hypothesis tree</source>
        <translation>假设树</translation>
    </message>
    <message>
        <source>Click a digit, or a place where a candidate is gone, to ask why.</source>
        <translation>点击一个数字，或候选数被删去的位置，即可查看原因。</translation>
    </message>
    <message>
        <source>Click a guess to go there.</source>
        <translation>点击一个猜测即可跳到那里。</translation>
    </message>
    <message>
        <source>Turn the wheel to zoom, drag to move, double-click to see it all.</source>
        <translation>滚动滚轮缩放，拖动移动，双击查看全部。</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Why this step? Its causes, back to the givens and guesses.</source>
        <translation>为什么走这一步？它的原因，一直追溯到题目数字和猜测。</translation>
    </message>
    <message>
        <source>Teacher&apos;s notes</source>
        <translation>老师的注释</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>没有注释。</translation>
    </message>
    <message>
        <source>... {count} earlier steps</source>
        <translation>……之前的{count}步</translation>
    </message>
    <message>
        <source>This browser cannot unpack the walk; open it in a current browser.</source>
        <translation>此浏览器无法解开这段搜索过程；请用较新的浏览器打开。</translation>
    </message>
    <message>
        <source>... and more causes, back to the givens.</source>
        <translation>……还有更多原因，一直追溯到题目数字。</translation>
    </message>
    <message>
        <source>{count} more causes</source>
        <translation>另外{count}个原因</translation>
    </message>
</context>
<context>
    <name>Kinds</name>
    <message>
        <source>The givens and what they force at once</source>
        <translation>题目数字及其立即推出的结果</translation>
    </message>
    <message>
        <source>A guess: a digit assumed at a cell, to be taken back if it fails</source>
        <translation>猜测：在某格假设一个数字，失败时撤回</translation>
    </message>
    <message>
        <source>A deduction: a cell fixed because the rules leave it one digit</source>
        <translation>推导：规则只给某格留下一个数字，于是确定</translation>
    </message>
    <message>
        <source>An elimination: a candidate removed because a peer holds its digit</source>
        <translation>排除：相关格已有该数字，于是删去候选数</translation>
    </message>
    <message>
        <source>A dead end: the guesses so far break a rule</source>
        <translation>死路：目前的猜测违反了规则</translation>
    </message>
    <message>
        <source>A backtrack: the board goes back to before the last guess</source>
        <translation>回溯：盘面回到上一次猜测之前</translation>
    </message>
    <message>
        <source>A solution: every cell fixed without breaking a rule</source>
        <translation>解：所有格都已确定且不违反规则</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Speak this language from the next start</source>
        <translation>下次启动时使用此语言</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Sudoku Lens will speak {language} when you start it again.</source>
        <translation>下次启动时，Sudoku Lens将使用{language}。</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>&amp;Watch</source>
        <translation>观察(&amp;W)</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>讲解(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>自己解(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课堂(&amp;L)</translation>
    </message>
    <message>
        <source>Watch the search: the board, the hypothesis tree and the story log</source>
        <translation>观察搜索：盘面、假设树和搜索日志</translation>
    </message>
    <message>
        <source>The board and the explained logical path</source>
        <translation>盘面和讲解过的逻辑解法</translation>
    </message>
    <message>
        <source>Solve it yourself: the board, the timer and hints</source>
        <translation>自己解题：盘面、计时器和提示</translation>
    </message>
    <message>
        <source>The board, the lessons, Why? and the quiz</source>
        <translation>盘面、课堂、“为什么？”和测验</translation>
    </message>
    <message>
        <source>&amp;Reset this layout</source>
        <translation>恢复此布局(&amp;R)</translation>
    </message>
    <message>
        <source>Put the panels of this layout back where they first stood</source>
        <translation>把此布局的面板放回最初的位置</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Your own digit (upright, in the accent colour).</source>
        <translation>你填入的数字（正体，强调色）。</translation>
    </message>
    <message>
        <source>Check: this digit of yours is wrong (red cross-hatch).</source>
        <translation>检查：你填的这个数字是错的（红色交叉线）。</translation>
    </message>
    <message>
        <source>Check, with pencil marks too: these marks leave out the cell&apos;s answer (red dashed outline).</source>
        <translation>检查（含笔记）：这些笔记漏掉了该格的答案（红色虚线框）。</translation>
    </message>
    <message>
        <source>Hint, second press: a cell of the pattern (teal); a struck-out red candidate is one the hint removes.</source>
        <translation>第二次按“提示”：模式中的格（青色）；红色划掉的候选数是提示要删去的。</translation>
    </message>
    <message>
        <source>Hint, second press: a digit goes in this cell (teal ring). The digit itself is not shown; the third press places it.</source>
        <translation>第二次按“提示”：这个格要填一个数字（青色圆环）。数字本身不显示；第三次按下时填入。</translation>
    </message>
    <message>
        <source>A given: a digit of the puzzle (bold upright).</source>
        <translation>题目数字（粗体）。</translation>
    </message>
    <message>
        <source>{label}, naked single: the cell had one candidate left, so it takes it (ringed while it is the step shown).</source>
        <translation>{label}，唯一余数：该格只剩一个候选数，于是填入（显示该步时加圈）。</translation>
    </message>
    <message>
        <source>{label}, hidden single: the digit had one place left in that row, column or box (a digit fixed by the solver is italic).</source>
        <translation>{label}，隐性唯一数：该数字在那一行、列或宫中只剩一个位置（求解器确定的数字为斜体）。</translation>
    </message>
    <message>
        <source>The unit of a hidden single, outlined while it is the step shown.</source>
        <translation>隐性唯一数所在的区域，显示该步骤时加框。</translation>
    </message>
    <message>
        <source>d1, a guess at depth 1: assumed, not deduced (dashed orange). d2 is a guess made while d1 stands, and so on.</source>
        <translation>d1，深度1的猜测：是假设而非推导（橙色虚线）。d2是在d1成立时所做的猜测，依此类推。</translation>
    </message>
    <message>
        <source>Small digits are the candidates still possible; a struck-out red one was just removed.</source>
        <translation>小数字是仍可能的候选数；红色划掉的刚被删去。</translation>
    </message>
    <message>
        <source>An elimination: the arrow points from the peer that holds the digit to the candidate it removes.</source>
        <translation>排除：箭头从含该数字的相关格指向被删去的候选数。</translation>
    </message>
    <message>
        <source>A dead end: no candidate is left in this cell, so the guesses so far cannot all be right.</source>
        <translation>死路：这个格没有候选数了，所以目前的猜测不可能全对。</translation>
    </message>
    <message>
        <source>A dead end: a digit has no place left in this row, column or box (red dashed outline).</source>
        <translation>死路：某个数字在这一行、列或宫中没有位置了（红色虚线框）。</translation>
    </message>
    <message>
        <source>A digit twice in one row, column or box: both copies are ringed in red.</source>
        <translation>同一行、列或宫中出现两次的数字：两个都用红圈标出。</translation>
    </message>
    <message>
        <source>A backtrack: the board is back as it was before the failed guess (violet cells were restored).</source>
        <translation>回溯：盘面恢复到失败猜测之前（紫色格是被恢复的）。</translation>
    </message>
    <message>
        <source>A guess still being searched (r1c6=7: 7 assumed at r1c6).</source>
        <translation>仍在搜索中的猜测（r1c6=7：在r1c6假设为7）。</translation>
    </message>
    <message>
        <source>A guess that failed; the red text under it names the cell or unit that broke.</source>
        <translation>失败的猜测；下方红字指出出错的格或区域。</translation>
    </message>
    <message>
        <source>A guess on the path to a solution (the path is drawn green).</source>
        <translation>通往解的路径上的猜测（路径以绿色绘出）。</translation>
    </message>
    <message>
        <source>The path to the board shown now (the current guesses).</source>
        <translation>通往当前盘面的路径（当前的猜测）。</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>What every colour, mark and abbreviation of the board, the tree and the log means</source>
        <translation>盘面、树和日志中每种颜色、标记和缩写的含义</translation>
    </message>
    <message>
        <source>On the board, during a search</source>
        <translation>搜索时的盘面</translation>
    </message>
    <message>
        <source>On the board, while you play</source>
        <translation>你解题时的盘面</translation>
    </message>
    <message>
        <source>In the hypothesis tree</source>
        <translation>假设树中</translation>
    </message>
    <message>
        <source>In the search log</source>
        <translation>搜索日志中</translation>
    </message>
    <message>
        <source>Names and figures</source>
        <translation>名称和数字</translation>
    </message>
    <message>
        <source>Cells are named {first} (top left) to {last} (bottom right); the first row is {row}, the first column {col}, the top-left box {box}. View &gt; Notation changes this everywhere.</source>
        <translation>格的名称从{first}（左上）到{last}（右下）；第一行是{row}，第一列是{col}，左上宫是{box}。视图&gt;记法会在所有地方改变它。</translation>
    </message>
    <message>
        <source>Speed is in steps a second: a step is one line of the log.</source>
        <translation>速度单位是每秒步数：一步即日志中的一行。</translation>
    </message>
    <message>
        <source>Depth: how many guesses stand at once. Deepest guess: the most that ever stood.</source>
        <translation>深度：同时成立的猜测个数。最深猜测：曾经达到的最大值。</translation>
    </message>
    <message>
        <source>In Explain solution, a chain&apos;s strong links (one end at least is true) are solid arrows, its weak links (one end at most) dashed; a fish&apos;s base lines are outlined, its cover lines dashed; other groups are ringed.</source>
        <translation>在解题说明中，链的强链接（至少一端为真）是实线箭头，弱链接（至多一端为真）是虚线；鱼的基础线加框，覆盖线为虚线；其他组加圈。</translation>
    </message>
    <message>
        <source>L by a guess in the tree (Search &gt; Tree &gt; Where logic would have settled a guess): logic alone settles that cell; a shaded area is search logic would have pruned.</source>
        <translation>树中猜测旁的L（搜索&gt;树&gt;逻辑本可解决猜测之处）：仅靠逻辑就能确定该格；阴影区域是逻辑可省去的搜索。</translation>
    </message>
    <message>
        <source>Node limit: the search stops after this many guesses (1,000,000 is a million).</source>
        <translation>节点上限：猜测达到此数目后停止搜索（1,000,000即一百万）。</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Singles</source>
        <translation>唯一数</translation>
    </message>
    <message>
        <source>Intersections and subsets</source>
        <translation>区块与数组</translation>
    </message>
    <message>
        <source>Fish and wings</source>
        <translation>鱼与翼</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>唯一性</translation>
    </message>
    <message>
        <source>Chains and loops</source>
        <translation>链与环</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>待定数组</translation>
    </message>
    <message>
        <source>Forcing chains and nets</source>
        <translation>强制链与强制网</translation>
    </message>
    <message>
        <source>Look for a row, column or box with a single empty cell. The one digit missing from that unit goes there.</source>
        <translation>找只剩一个空格的行、列或宫。这个区域缺少的那个数字就填在那里。</translation>
    </message>
    <message>
        <source>Pick a digit and a unit (a row, column or box) and look where the digit can still go. When only one cell of the unit can take it, the digit goes there, whatever else that cell could hold.</source>
        <translation>选一个数字和一个区域（行、列或宫），看这个数字还能放在哪里。如果区域中只有一个格能放它，这个数字就填在那里，不管那个格还有什么其他候选数。</translation>
    </message>
    <message>
        <source>Look at one empty cell and cross out every digit its row, column and box already hold. When one candidate is left, that digit goes in the cell.</source>
        <translation>看一个空格，划掉它所在的行、列和宫中已有的所有数字。如果只剩一个候选数，这个数字就填在这个格。</translation>
    </message>
    <message>
        <source>When a digit&apos;s candidates inside a box all lie in one row or column, the digit of that box is in that line. Remove it from the rest of the line, outside the box.</source>
        <translation>当一个数字在某宫中的候选位置都在同一行或同一列时，该宫的这个数字就在这一行或列上。从这一行或列在宫外的其余格中删去它。</translation>
    </message>
    <message>
        <source>When a digit&apos;s candidates in a row or column all lie inside one box, the line&apos;s digit is in that box. Remove it from the box&apos;s other cells, off the line.</source>
        <translation>当一个数字在某行或某列中的候选位置都在同一个宫内时，这一行或列的这个数字就在该宫中。从该宫中不在这一行或列上的其他格删去它。</translation>
    </message>
    <message>
        <source>Two cells of a unit with the same two candidates and nothing else take those two digits between them. Remove both digits from the unit&apos;s other cells.</source>
        <translation>一个区域中两个格只含相同的两个候选数，这两个数字就在这两个格中。从区域的其他格删去这两个数字。</translation>
    </message>
    <message>
        <source>When two digits can go only in the same two cells of a unit, those cells hold them. Remove every other candidate from the two cells.</source>
        <translation>当两个数字在一个区域中只能放在相同的两个格时，这两个格就是这两个数字。删去这两个格的所有其他候选数。</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits hold those digits (a cell may show two of them). Remove the three digits from the unit&apos;s other cells.</source>
        <translation>一个区域中三个格的候选数合起来只有三个数字，这三个数字就在这三个格中（某个格可以只含其中两个）。从区域的其他格删去这三个数字。</translation>
    </message>
    <message>
        <source>When three digits can go only in the same three cells of a unit, those cells hold them. Remove every other candidate from the three cells.</source>
        <translation>当三个数字在一个区域中只能放在相同的三个格时，这三个格就是这三个数字。删去这三个格的所有其他候选数。</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are only four digits hold those digits. Remove the four digits from the unit&apos;s other cells.</source>
        <translation>一个区域中四个格的候选数合起来只有四个数字，这四个数字就在这四个格中。从区域的其他格删去这四个数字。</translation>
    </message>
    <message>
        <source>When four digits can go only in the same four cells of a unit, those cells hold them. Remove every other candidate from the four cells.</source>
        <translation>当四个数字在一个区域中只能放在相同的四个格时，这四个格就是这四个数字。删去这四个格的所有其他候选数。</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, and the places line up in the same two columns. The digit of each column is in one of those rows, so remove it from the rest of both columns (the same with rows and columns swapped).</source>
        <translation>找一个数字，它在两行中各恰有两个位置，并且这些位置对齐在相同的两列上。每一列的这个数字都在这两行之一，所以从这两列的其余格删去它（行列互换也一样）。</translation>
    </message>
    <message>
        <source>An x-wing over three lines: a digit whose places in three rows lie within the same three columns. Those rows hold the digit of the three columns, so remove it from the columns&apos; other cells.</source>
        <translation>跨三条线的X翼：一个数字在三行中的位置都落在相同的三列内。这三行包含这三列的这个数字，所以从这三列的其他格删去它。</translation>
    </message>
    <message>
        <source>The same fish with four lines: a digit whose places in four rows lie within four columns. Remove the digit from those columns outside the four rows.</source>
        <translation>四条线的同一种鱼：一个数字在四行中的位置都落在四列内。从这四列在这四行之外的格删去它。</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each, with one end of each in the same column. One of the two other ends holds the digit, so remove it from every cell that sees both of them.</source>
        <translation>一个数字在两行中各有两个位置，两行各有一端在同一列。另外两端之一含这个数字，所以从能同时看到这两端的所有格删去它。</translation>
    </message>
    <message>
        <source>A digit with two places in a row and two in a column, one of each in the same box. The far ends cannot both be empty, so remove the digit from the cell that sees both far ends.</source>
        <translation>一个数字在一行中有两个位置，在一列中也有两个，各有一个在同一宫中。远端不可能都不含它，所以从能同时看到两个远端的格删去这个数字。</translation>
    </message>
    <message>
        <source>Two strong links of one digit (units where it has two places) joined by a weak link (two cells that see each other). One of the two outer ends holds the digit: remove it from the cells that see both.</source>
        <translation>一个数字的两条强链接（它只有两个位置的区域）由一条弱链接（互相能看到的两个格）连起来。两个外端之一含这个数字：从能同时看到两端的格删去它。</translation>
    </message>
    <message>
        <source>In a box, a digit&apos;s places all lie on one row and one column (a cross). Joined to a line where the digit has two places, it shows a cell that cannot hold the digit: remove it there.</source>
        <translation>在一个宫中，一个数字的位置都在同一行和同一列上（十字形）。与该数字只有两个位置的一条线结合，可以找出一个不能含这个数字的格：在那里删去它。</translation>
    </message>
    <message>
        <source>A pivot cell with candidates XY sees two pincers, XZ and YZ. Whatever the pivot holds, one pincer is Z, so remove Z from every cell that sees both pincers.</source>
        <translation>候选数为XY的枢纽格能看到两个钳格XZ和YZ。无论枢纽是什么，总有一个钳格是Z，所以从能同时看到两个钳格的所有格删去Z。</translation>
    </message>
    <message>
        <source>Like an xy-wing, but the pivot holds XYZ. One of the three cells is Z, so remove Z from the cells that see the pivot and both pincers.</source>
        <translation>和XY翼相似，但枢纽含XYZ。三个格之一是Z，所以从能同时看到枢纽和两个钳格的格删去Z。</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates XY, joined by a unit where X has only two places, each seen by one of them. One of the two cells is Y: remove Y from the cells that see both.</source>
        <translation>两个格含相同的两个候选数XY，由一个X只有两个位置的区域连起来，这两个位置分别被其中一个格看到。两个格之一是Y：从能同时看到这两个格的格删去Y。</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes; three of them hold only the same two digits. A puzzle with one solution cannot leave both digits open in all four, so remove them from the fourth cell.</source>
        <translation>分布在两行、两列和两个宫中的四个格，其中三个只含相同的两个数字。只有一个解的题目不可能让四个格都留着这两个数字，所以从第四个格删去它们。</translation>
    </message>
    <message>
        <source>A unique rectangle whose two roof cells hold the same extra digit. One of them must hold it, so remove that digit from every cell that sees both roof cells.</source>
        <translation>唯一矩形的两个顶格含相同的额外数字。其中之一必定是它，所以从能同时看到两个顶格的所有格删去这个数字。</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof cells carry extra digits, which act as one cell. With other cells of their unit they form a naked subset: remove its digits from the rest of the unit.</source>
        <translation>唯一矩形的顶格含额外数字，它们像一个格一样起作用。与所在区域的其他格一起组成显性数组：从区域的其余格删去这些数字。</translation>
    </message>
    <message>
        <source>A unique rectangle where one of its two digits can go only in the two roof cells of their unit. The roof then holds that digit, so remove the other digit of the rectangle from both roof cells.</source>
        <translation>唯一矩形的两个数字之一在所在区域中只能放在两个顶格。那么顶格含这个数字，所以从两个顶格删去矩形的另一个数字。</translation>
    </message>
    <message>
        <source>A rectangle with one cell holding just the two digits, where one digit has only two places in the lines through the opposite corner. To avoid two solutions, remove the other digit from that corner.</source>
        <translation>一个矩形中有一个格只含这两个数字，而其中一个数字在经过对角格的行和列上都只有两个位置。为避免出现两个解，从那个对角格删去另一个数字。</translation>
    </message>
    <message>
        <source>Every open cell has two candidates except one with three, and each digit has two places per unit except in that cell. Without the extra digit the puzzle would have two solutions, so that cell takes it.</source>
        <translation>除了一个含三个候选数的格，每个空格都含两个候选数；除了那个格，每个数字在每个区域中都有两个位置。没有那个额外数字，题目就会有两个解，所以那个格就是它。</translation>
    </message>
    <message>
        <source>An x-wing with extra places (the fin) in one box. Either the x-wing holds or the fin does: remove the digit from the cells that the x-wing would clear and that also see the fin.</source>
        <translation>在一个宫中有额外位置（鳍）的X翼。要么X翼成立，要么鳍含这个数字：从X翼会清除、同时又能看到鳍的格删去这个数字。</translation>
    </message>
    <message>
        <source>A finned x-wing with one corner missing. The same rule applies: remove the digit where the fish would and the fin&apos;s box agrees.</source>
        <translation>缺一个角的鳍X翼。规则相同：在鱼会删去、且鳍所在的宫也同意的格删去这个数字。</translation>
    </message>
    <message>
        <source>A swordfish with extra places (the fin) in one box. Either the fish holds or the fin does: remove the digit from the cells that the fish clears and that see every cell of the fin.</source>
        <translation>在一个宫中有额外位置（鳍）的剑鱼。要么鱼成立，要么鳍含这个数字：从鱼会清除、且能看到鳍的每个格的格删去这个数字。</translation>
    </message>
    <message>
        <source>A finned swordfish missing a corner; the fin completes it. Remove the digit where the fish and the fin agree.</source>
        <translation>缺一个角的鳍剑鱼，由鳍补全。在鱼和鳍一致的格删去这个数字。</translation>
    </message>
    <message>
        <source>A jellyfish with extra places (the fin) in one box. Either the fish holds or the fin does: remove the digit from the cells that the fish clears and that see every cell of the fin.</source>
        <translation>在一个宫中有额外位置（鳍）的水母。要么鱼成立，要么鳍含这个数字：从鱼会清除、且能看到鳍的每个格的格删去这个数字。</translation>
    </message>
    <message>
        <source>A finned jellyfish missing a corner; the fin completes it. Remove the digit where the fish and the fin agree.</source>
        <translation>缺一个角的鳍水母，由鳍补全。在鱼和鳍一致的格删去这个数字。</translation>
    </message>
    <message>
        <source>Follow one digit along its strong links (units where it has two places), giving the cells two colours in turn. One colour is true: a colour that meets itself is false, and a cell that sees both colours loses the digit.</source>
        <translation>沿着一个数字的强链接（它只有两个位置的区域）走，给格交替染上两种颜色。其中一种颜色为真：同色的格互相看到时，该颜色为假；能看到两种颜色的格删去这个数字。</translation>
    </message>
    <message>
        <source>Colour two separate clusters of one digit. When a colour of one cluster sees both colours of the other, it is false; cells that see opposite colours of linked clusters lose the digit.</source>
        <translation>给一个数字的两个独立的群分别染色。当一个群的某种颜色能看到另一个群的两种颜色时，该颜色为假；能看到相关联的两个群的相反颜色的格删去这个数字。</translation>
    </message>
    <message>
        <source>A chain of one digit alternating strong and weak links, starting and ending with a strong link. One of its ends holds the digit, so remove it from cells that see both ends.</source>
        <translation>一个数字的链，强链接和弱链接交替，以强链接开始并以强链接结束。它的两端之一含这个数字，所以从能同时看到两端的格删去它。</translation>
    </message>
    <message>
        <source>A chain of two-candidate cells, each sharing a digit with the next, that starts and ends on the same digit Z. One end is Z: remove Z from the cells that see both ends.</source>
        <translation>由双候选数格组成的链，每个格与下一个共用一个数字，以同一个数字Z开始和结束。两端之一是Z：从能同时看到两端的格删去Z。</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that returns to its start. A continuous loop turns its weak links strong and removes their digits elsewhere; a loop broken at one node places or removes a candidate there.</source>
        <translation>强链接和弱链接交替、回到起点的链。连续环把它的弱链接变为强链接，并在别处删去它们的数字；在一个节点断开的环则在那里确定或删去一个候选数。</translation>
    </message>
    <message>
        <source>An alternating inference chain mixes links of one digit in a unit and links of two digits in a cell. If its ends are the same digit, remove it from the cells that see both; if they share a cell, keep only the two end digits there.</source>
        <translation>AIC（交替推理链）混合了区域中同一数字的链接和格中两个数字的链接。如果两端是同一个数字，从能同时看到两端的格删去它；如果两端在同一个格，那个格只保留两端的两个数字。</translation>
    </message>
    <message>
        <source>An alternating chain whose nodes may be groups: two or three places of a digit in one box and one line, acting as one node. The ends conclude as in a plain chain.</source>
        <translation>节点可以是组的交替链：一个数字在同一宫且同一行或列中的两三个位置，作为一个节点。两端的结论与普通链相同。</translation>
    </message>
    <message>
        <source>A nice loop through grouped nodes (a digit&apos;s places in one box and one line). It concludes as a plain loop does.</source>
        <translation>经过分组节点（一个数字在同一宫且同一行或列中的位置）的连续环。结论与普通环相同。</translation>
    </message>
    <message>
        <source>Two or three cells where a box meets a line, with candidates split between a set of the line and a set of the box that share no digit. Each set&apos;s digits leave the rest of its unit.</source>
        <translation>宫与一行或一列相交处的两三个格，其候选数分给这一行或列中的一组和宫中的一组，两组没有共同数字。每组的数字从各自区域的其余格删去。</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a unit with N+1 candidates. Two such sets that share a digit X whose places all see each other (restricted common) lock a second shared digit Z: remove Z from cells that see all its places in both sets.</source>
        <translation>待定数组是一个区域中含N+1个候选数的N个格。两个这样的数组共有数字X，且X的位置都互相能看到（受限共同候选数），就会锁定第二个共有数字Z：从能看到两个数组中Z的所有位置的格删去Z。</translation>
    </message>
    <message>
        <source>Three almost locked sets: a pivot linked to two others by restricted common digits X and Y. The two outer sets share Z: remove Z from cells that see all its places in both.</source>
        <translation>三个待定数组：一个枢纽通过受限共同候选数X和Y与另外两个相连。两个外侧数组共有Z：从能看到两者中Z的所有位置的格删去Z。</translation>
    </message>
    <message>
        <source>A chain of almost locked sets, each linked to the next by a restricted common digit. The two end sets share a digit Z: remove Z from cells that see its places in both.</source>
        <translation>待定数组链，每个数组通过受限共同候选数与下一个相连。两端的数组共有数字Z：从能看到两者中Z的位置的格删去Z。</translation>
    </message>
    <message>
        <source>An alternating inference chain that passes through almost locked sets: removing a digit from a set locks the others. Its ends conclude as in a plain chain.</source>
        <translation>经过待定数组的AIC：从一个数组中去掉一个数字，就会锁定其余数字。两端的结论与普通链相同。</translation>
    </message>
    <message>
        <source>A nice loop with almost locked sets among its nodes. It concludes as a plain loop does.</source>
        <translation>节点中含待定数组的连续环。结论与普通环相同。</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is linked to an almost locked set (its petal) holding that digit. Whatever the stem holds, one petal locks, so a digit shared by all petals leaves the cells that see all its places.</source>
        <translation>茎格的每个候选数都与一个含该数字的待定数组（花瓣）相连。无论茎格是什么，总有一个花瓣被锁定，所以所有花瓣共有的数字要从能看到它所有位置的格删去。</translation>
    </message>
    <message>
        <source>Assume a candidate and follow the singles it forces. If that leads to a contradiction, the candidate is false; if every candidate of a cell (or every place of a digit in a unit) forces the same result, that result is true.</source>
        <translation>假设一个候选数，沿着它引出的唯一数推下去。如果导致矛盾，这个候选数为假；如果一个格的每个候选数（或一个数字在一个区域中的每个位置）都得出相同的结果，这个结果为真。</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>极难</translation>
    </message>
    <message>
        <source>needs guessing</source>
        <translation>需要猜测</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>极难</translation>
    </message>
    <message>
        <source>Needs guessing</source>
        <translation>需要猜测</translation>
    </message>
</context>
<context>
    <name>LogicBadges</name>
    <message>
        <source>Where &amp;logic would have settled a guess</source>
        <translation>逻辑本可解决猜测之处(&amp;L)</translation>
    </message>
    <message>
        <source>Logic: {family} settles {cell} = {digit} here ({technique}); the guess {guess} was not needed</source>
        <translation>逻辑：{family}在此确定{cell} = {digit}（{technique}）；猜测{guess}本不需要</translation>
    </message>
    <message>
        <source>Logic: {family} settles {cell} = {digit} here ({technique}), without guessing</source>
        <translation>逻辑：{family}不用猜测就在此确定{cell} = {digit}（{technique}）</translation>
    </message>
    <message>
        <source>Logic: {technique} places {cell} = {digit} here; the guess {guess} was not needed</source>
        <translation>逻辑：{technique}在此确定{cell} = {digit}；猜测{guess}本不需要</translation>
    </message>
    <message>
        <source>Logic: {technique} places {cell} = {digit} here, without guessing</source>
        <translation>逻辑：{technique}不用猜测就在此确定{cell} = {digit}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Start &amp;solving</source>
        <translation>开始解题(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit givens</source>
        <translation>编辑题目数字(&amp;E)</translation>
    </message>
    <message>
        <source>Entering givens</source>
        <translation>正在输入题目数字</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>解题中</translation>
    </message>
    <message>
        <source>{mode}, pencil</source>
        <translation>{mode}，笔记</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>Givens: no solution</source>
        <translation>题目数字：无解</translation>
    </message>
    <message>
        <source>Givens: unique solution</source>
        <translation>题目数字：唯一解</translation>
    </message>
    <message>
        <source>Givens: several solutions</source>
        <translation>题目数字：多个解</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Your settings are not kept this time: {reason}</source>
        <translation>本次不保存设置：{reason}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>题目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation>示例(&amp;S)</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>布局(&amp;Y)</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>面板(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>记法(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>Open recen&amp;t</source>
        <translation>最近打开(&amp;T)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>主题(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>This file holds several puzzles. Open:</source>
        <translation>此文件包含多道题目。打开：</translation>
    </message>
    <message>
        <source>Open puzzle</source>
        <translation>打开题目</translation>
    </message>
    <message>
        <source>Save puzzle</source>
        <translation>保存题目</translation>
    </message>
    <message>
        <source>About Sudoku Lens</source>
        <translation>关于Sudoku Lens</translation>
    </message>
    <message>
        <source>Watch a Sudoku solver think: constraint propagation and depth-first search, step by step, with a hypothesis tree.</source>
        <translation>看数独求解器如何思考：约束传播与深度优先搜索，一步一步，配有假设树。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>本软件是自由软件，以GNU通用公共许可证第3版或更高版本发布。</translation>
    </message>
    <message>
        <source>Solver engine: pure Python</source>
        <translation>求解引擎：纯Python</translation>
    </message>
    <message>
        <source>Solver engine: compiled (Cython {version})</source>
        <translation>求解引擎：已编译（Cython {version}）</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}和{last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Given: {digit} at {cell}.</source>
        <translation>题目数字：{cell}为{digit}。</translation>
    </message>
    <message>
        <source>{cell} has one candidate left: {digit} (naked single).</source>
        <translation>{cell}只剩一个候选数：{digit}（唯一余数）。</translation>
    </message>
    <message>
        <source>{digit} has one place left in {unit}: {cell} (hidden single).</source>
        <translation>{digit}在{unit}中只剩一个位置：{cell}（隐性唯一数）。</translation>
    </message>
    <message>
        <source>{cell} is {digit} ({rule}).</source>
        <translation>{cell}是{digit}（{rule}）。</translation>
    </message>
    <message>
        <source>Remove {digit} from {cell}: its peer {peer} holds {digit}.</source>
        <translation>从{cell}删去{digit}：它的相关格{peer}已是{digit}。</translation>
    </message>
    <message>
        <source>Remove {digit} from {cell} ({rule}).</source>
        <translation>从{cell}删去{digit}（{rule}）。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, one of the places for {digit} in {unit}: {places}.</source>
        <translation>无法再确定任何格；在{cell}假设为{digit}，它是{unit}中{digit}的可能位置之一：{places}。</translation>
    </message>
    <message>
        <source>{digit} can still go at {cell} in {unit}; assume it.</source>
        <translation>在{unit}中{digit}仍可填在{cell}；假设它。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, which has candidate {digits}.</source>
        <translation>无法再确定任何格；在候选数为{digits}的{cell}假设为{digit}。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, which has candidates {digits}.</source>
        <translation>无法再确定任何格；在候选数为{digits}的{cell}假设为{digit}。</translation>
    </message>
    <message>
        <source>{cell} has candidate {digit} left; assume it.</source>
        <translation>{cell}还剩候选数{digit}；假设它。</translation>
    </message>
    <message>
        <source>Try the next digit that fits at {cell}: {digit}.</source>
        <translation>在{cell}试下一个可填的数字：{digit}。</translation>
    </message>
    <message>
        <source>the only digit that fits</source>
        <translation>唯一可填的数字</translation>
    </message>
    <message>
        <source>digits that fit: {digits}</source>
        <translation>可填的数字：{digits}</translation>
    </message>
    <message>
        <source>Try {digit} at {cell}, the first empty cell ({fits}).</source>
        <translation>在第一个空格{cell}试{digit}（{fits}）。</translation>
    </message>
    <message>
        <source>Try {digit} at {cell}, the next empty cell ({fits}).</source>
        <translation>在下一个空格{cell}试{digit}（{fits}）。</translation>
    </message>
    <message>
        <source>Try {digit} at {cell} ({fits}).</source>
        <translation>在{cell}试{digit}（{fits}）。</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; brute force from here. {sentence}</source>
        <translation>无法再确定任何格；从这里开始穷举。{sentence}</translation>
    </message>
    <message>
        <source>{digit} has no place left in {unit}</source>
        <translation>{digit}在{unit}中没有位置了</translation>
    </message>
    <message>
        <source>{cell} cannot be {digit}: a peer already holds {digit}</source>
        <translation>{cell}不能是{digit}：已有相关格是{digit}</translation>
    </message>
    <message>
        <source>{cell} has no candidates left</source>
        <translation>{cell}没有候选数了</translation>
    </message>
    <message>
        <source>the board breaks a rule</source>
        <translation>盘面违反了规则</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the puzzle has no solution.</source>
        <translation>矛盾：{what}；此题无解。</translation>
    </message>
    <message>
        <source>No digit fits at {cell}; go back.</source>
        <translation>{cell}没有可填的数字；回溯。</translation>
    </message>
    <message>
        <source>Dead end: {what}; go back.</source>
        <translation>死路：{what}；回溯。</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the assumption was wrong; restore the state saved at {cell}.</source>
        <translation>矛盾：{what}；假设是错的；恢复在{cell}保存的状态。</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the assumption was wrong.</source>
        <translation>矛盾：{what}；假设是错的。</translation>
    </message>
    <message>
        <source>No other digit fits at {tried}; go back to {cell}.</source>
        <translation>{tried}没有其他可填的数字；回溯到{cell}。</translation>
    </message>
    <message>
        <source>{tried} has no candidates left to try; go back to {cell}.</source>
        <translation>{tried}没有可尝试的候选数了；回溯到{cell}。</translation>
    </message>
    <message>
        <source>No options left to try; go back to {cell}.</source>
        <translation>没有可尝试的选项了；回溯到{cell}。</translation>
    </message>
    <message>
        <source>Look for another solution: go back to {cell}.</source>
        <translation>寻找另一个解：回溯到{cell}。</translation>
    </message>
    <message>
        <source>Take back the digit at {cell}.</source>
        <translation>撤回{cell}的数字。</translation>
    </message>
    <message>
        <source>The board is back as it was saved at {cell}.</source>
        <translation>盘面已恢复为在{cell}保存的状态。</translation>
    </message>
    <message>
        <source>Solved: all 81 cells are fixed without breaking a rule (solution {number}).</source>
        <translation>解出：81格全部确定且不违反规则（第{number}个解）。</translation>
    </message>
    <message>
        <source>Start with %Ln given(s); strategy: {strategy}.</source>
        <translation>从%Ln个题目数字开始；策略：{strategy}。</translation>
    </message>
    <message>
        <source>Every option has been tried: %Ln solution(s) in all.</source>
        <translation>所有可能都已尝试：共%Ln个解。</translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>%Ln node(s)</source>
        <translation>%Ln个节点</translation>
    </message>
    <message>
        <source>Stopped at the limit of {limit} with %Ln solution(s) so far.</source>
        <translation>在上限{limit}处停止，目前找到%Ln个解。</translation>
    </message>
    <message>
        <source>The givens break the rules: {conflicts}. Nothing to search.</source>
        <translation>题目数字违反规则：{conflicts}。无需搜索。</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>Row and column na&amp;mes</source>
        <translation>行列名称(&amp;M)</translation>
    </message>
    <message>
        <source>Show the names of the rows and columns beside the board</source>
        <translation>在盘面旁显示行和列的名称</translation>
    </message>
    <message>
        <source>(row, col) from 0</source>
        <translation>（行，列）从0开始</translation>
    </message>
</context>
<context>
    <name>NotationMenu</name>
    <message>
        <source>Name cells as {notation} everywhere</source>
        <translation>在所有地方用{notation}命名格</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>The search stopped at its node limit; raise it to see more.</source>
        <translation>搜索在节点上限处停止；提高上限可以看到更多。</translation>
    </message>
    <message>
        <source>The search stopped: its record reached {millions} million steps (about 300 MB), the most the window keeps. Solve now still gives the answer.</source>
        <translation>搜索已停止：记录达到{millions}百万步（约300 MB），这是窗口能保存的上限。“立即求解”仍然可以给出答案。</translation>
    </message>
    <message>
        <source>The search tried everything: this puzzle has no solution.</source>
        <translation>搜索已尝试所有可能：这道题无解。</translation>
    </message>
    <message>
        <source>The givens break the rules (see the search log); nothing to search.</source>
        <translation>题目数字违反规则（见搜索日志）；无需搜索。</translation>
    </message>
    <message>
        <source>Paused at a contradiction.</source>
        <translation>在矛盾处暂停。</translation>
    </message>
    <message>
        <source>Paused at a backtrack.</source>
        <translation>在回溯处暂停。</translation>
    </message>
    <message>
        <source>Paused at a solution.</source>
        <translation>在解处暂停。</translation>
    </message>
    <message>
        <source>Paused: the search reached the chosen depth.</source>
        <translation>暂停：搜索到达了所选深度。</translation>
    </message>
    <message>
        <source>Paused at a stop in the code.</source>
        <translation>在代码的停止点处暂停。</translation>
    </message>
    <message>
        <source>The whole search has been played.</source>
        <translation>整个搜索已播放完毕。</translation>
    </message>
    <message>
        <source>%Ln solution(s) found: every option has been tried, so that is all of them.</source>
        <translation>找到%Ln个解：所有可能都已尝试，这就是全部的解。</translation>
    </message>
    <message>
        <source>%Ln solution(s) found (the search stops at {wanted}; Search for more solutions looks for another). The ringed cells of solution 2 and later differ from solution 1.</source>
        <translation>找到%Ln个解（搜索在{wanted}个时停止；“搜索更多解”会继续寻找）。解2及之后圈出的格与解1不同。</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>搜索中</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>node limit</source>
        <translation>节点上限</translation>
    </message>
    <message>
        <source>size limit</source>
        <translation>记录大小上限</translation>
    </message>
    <message>
        <source>invalid givens</source>
        <translation>题目数字无效</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed: {reason}</source>
        <translation>失败：{reason}</translation>
    </message>
    <message>
        <source>The search failed: {reason}</source>
        <translation>搜索失败：{reason}</translation>
    </message>
</context>
<context>
    <name>PlayTools</name>
    <message>
        <source>Move to the next empty cell after a digit</source>
        <translation>填入数字后移到下一个空格</translation>
    </message>
    <message>
        <source>Remove a placed digit from its peers&apos; pencil marks</source>
        <translation>从相关格的笔记中删去已填数字</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Shade every cell where {digit} stands or may still go (Alt+{digit})</source>
        <translation>给{digit}所在或仍可能填入的格都加阴影（Alt+{digit}）</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>guess</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Pause each time the search guesses</source>
        <translation>每次搜索进行猜测时暂停</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>Pause at each dead end (a rule is broken)</source>
        <translation>每到死路（违反规则）时暂停</translation>
    </message>
    <message>
        <source>backtrack</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Pause each time the search goes back</source>
        <translation>每次搜索回溯时暂停</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Pause at each solution</source>
        <translation>每找到一个解时暂停</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>策略：</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>节点上限：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Story only</source>
        <translation>只看概要</translation>
    </message>
    <message>
        <source>Play only the guesses, dead ends, backtracks and solutions; what propagation does in between is applied at once</source>
        <translation>只播放猜测、死路、回溯和解；其间的传播一次性完成</translation>
    </message>
    <message>
        <source>Pause on:</source>
        <translation>暂停于：</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>step {position} / {total}</source>
        <translation>第{position}步，共{total}步</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>%Ln step(s)/s</source>
        <translation>%Ln步/秒</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>every digit is a candidate everywhere</source>
        <translation>每格的候选数都是全部数字</translation>
    </message>
    <message>
        <source>a given</source>
        <translation>题目数字</translation>
    </message>
    <message>
        <source>the givens break the rules</source>
        <translation>题目数字违反规则</translation>
    </message>
    <message>
        <source>False: no solution at all</source>
        <translation>False即无解</translation>
    </message>
    <message>
        <source>already gone</source>
        <translation>已删去</translation>
    </message>
    <message>
        <source>d is no longer a candidate of s</source>
        <translation>d不再是s的候选数</translation>
    </message>
    <message>
        <source>the last candidate is gone: a dead end</source>
        <translation>最后一个候选数被删去：死路</translation>
    </message>
    <message>
        <source>rule 1: one value left, so the peers lose it</source>
        <translation>规则1：只剩一个值，从相关格中删去</translation>
    </message>
    <message>
        <source>d has no place left in u: a dead end</source>
        <translation>d在u中无处可填：死路</translation>
    </message>
    <message>
        <source>rule 2: one place left for d in u, so d goes there</source>
        <translation>规则2：d在u中只剩一处，填入该处</translation>
    </message>
    <message>
        <source>failed earlier</source>
        <translation>之前已失败</translation>
    </message>
    <message>
        <source>solved!</source>
        <translation>解出！</translation>
    </message>
    <message>
        <source>every digit failed: back to the caller&apos;s loop</source>
        <translation>每个数字都失败：回到调用者的循环</translation>
    </message>
    <message>
        <source>try each digit of the square with fewest candidates</source>
        <translation>依次尝试候选数最少的格的数字</translation>
    </message>
    <message>
        <source>a square&apos;s digits, or a digit&apos;s squares in a unit</source>
        <translation>格的数字，或数字在区域中的位置</translation>
    </message>
    <message>
        <source>try each option in turn</source>
        <translation>依次尝试每个选项</translation>
    </message>
    <message>
        <source>human techniques, easiest first</source>
        <translation>人类技巧，从易到难</translation>
    </message>
    <message>
        <source>eliminate or assign what the technique proves</source>
        <translation>删去或填入技巧所证明的</translation>
    </message>
    <message>
        <source>every cell starts with the candidates 1-9</source>
        <translation>每格都从候选数1-9开始</translation>
    </message>
    <message>
        <source>the saved states: a linked list, newest first</source>
        <translation>保存的状态：链表，最新的在前</translation>
    </message>
    <message>
        <source>cross out, fix singles, until nothing changes</source>
        <translation>删去候选数、确定唯一数，直到不再变化</translation>
    </message>
    <message>
        <source>save the state</source>
        <translation>保存状态</translation>
    </message>
    <message>
        <source>every digit failed here: drop this state</source>
        <translation>这里每个数字都失败：丢弃此状态</translation>
    </message>
    <message>
        <source>nothing left to try: no solution</source>
        <translation>无可再试：无解</translation>
    </message>
    <message>
        <source>a contradiction: restore the saved state</source>
        <translation>矛盾：恢复保存的状态</translation>
    </message>
    <message>
        <source>hypothesis: the next digit, smallest first</source>
        <translation>假设：下一个数字，从小到大</translation>
    </message>
    <message>
        <source>a peer holds it: cross it out</source>
        <translation>相关格已有：删去</translation>
    </message>
    <message>
        <source>no candidate left: a contradiction</source>
        <translation>没有候选数了：矛盾</translation>
    </message>
    <message>
        <source>one candidate left: fix it</source>
        <translation>只剩一个候选数：确定</translation>
    </message>
    <message>
        <source>d has no place in u, or is there twice</source>
        <translation>d在u中无处可填，或出现两次</translation>
    </message>
    <message>
        <source>one place left for d in u</source>
        <translation>d在u中只剩一处</translation>
    </message>
    <message>
        <source>so d goes there</source>
        <translation>于是d填入该处</translation>
    </message>
    <message>
        <source>pass after pass</source>
        <translation>一遍又一遍</translation>
    </message>
    <message>
        <source>pass 1: a peer holds it</source>
        <translation>第1遍：相关格已有</translation>
    </message>
    <message>
        <source>one candidate left: s is solved</source>
        <translation>只剩一个候选数：s已确定</translation>
    </message>
    <message>
        <source>pass 2: the only place for d in u</source>
        <translation>第2遍：d在u中唯一的位置</translation>
    </message>
    <message>
        <source>the first square with several candidates</source>
        <translation>第一个有多个候选数的格</translation>
    </message>
    <message>
        <source>the first open cell, row by row</source>
        <translation>第一个空格，逐行</translation>
    </message>
    <message>
        <source>no repeat in the row, column or box</source>
        <translation>行、列、宫中不重复</translation>
    </message>
    <message>
        <source>no digit fits here: a dead end</source>
        <translation>这里填不下任何数字：死路</translation>
    </message>
    <message>
        <source>try each digit that fits</source>
        <translation>依次尝试能填的数字</translation>
    </message>
    <message>
        <source>every digit failed: back to the previous cell</source>
        <translation>每个数字都失败：回到上一格</translation>
    </message>
    <message>
        <source>every open cell may hold 1-9</source>
        <translation>每个空格都可能填1-9</translation>
    </message>
    <message>
        <source>narrow until nothing changes</source>
        <translation>缩小范围直到不再变化</translation>
    </message>
    <message>
        <source>digits in the row, column or box go</source>
        <translation>删去行、列、宫中已有的数字</translation>
    </message>
    <message>
        <source>no candidate left: no solution</source>
        <translation>没有候选数了：无解</translation>
    </message>
    <message>
        <source>the only candidate</source>
        <translation>唯一的候选数</translation>
    </message>
    <message>
        <source>the only place for d in u</source>
        <translation>d在u中唯一的位置</translation>
    </message>
    <message>
        <source>every cell empty</source>
        <translation>所有格都为空</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>the cell of the next guess</source>
        <translation>下一次猜测的格</translation>
    </message>
    <message>
        <source>the digit it tries</source>
        <translation>尝试的数字</translation>
    </message>
    <message>
        <source>whether a guess fails</source>
        <translation>猜测是否会失败</translation>
    </message>
    <message>
        <source>the next forced cell</source>
        <translation>下一个被确定的格</translation>
    </message>
    <message>
        <source>guessed cells: {right} of {asked}</source>
        <translation>猜测的格：{asked}次中{right}次</translation>
    </message>
    <message>
        <source>digits tried: {right} of {asked}</source>
        <translation>尝试的数字：{asked}次中{right}次</translation>
    </message>
    <message>
        <source>dead ends foreseen: {right} of {asked}</source>
        <translation>预见的死路：{asked}次中{right}次</translation>
    </message>
    <message>
        <source>forced cells: {right} of {asked}</source>
        <translation>确定的格：{asked}次中{right}次</translation>
    </message>
    <message>
        <source>Right. {reveal}</source>
        <translation>答对了。{reveal}</translation>
    </message>
    <message>
        <source>Not this time. {reveal}</source>
        <translation>这次没猜中。{reveal}</translation>
    </message>
    <message>
        <source>It tries {digit} first: digits are tried in increasing order.</source>
        <translation>它先试{digit}：数字按从小到大的顺序尝试。</translation>
    </message>
    <message>
        <source>{cell} = {digit} fails: {what} (step {step}).</source>
        <translation>{cell} = {digit}会失败：{what}（第{step}步）。</translation>
    </message>
    <message>
        <source>{cell} = {digit} fails: every way on from it ends in a dead end (settled at step {step}).</source>
        <translation>{cell} = {digit}会失败：从它出发的每条路都走进死路（在第{step}步确定）。</translation>
    </message>
    <message>
        <source>{cell} = {digit} leads to a solution.</source>
        <translation>{cell} = {digit}通向一个解。</translation>
    </message>
    <message>
        <source>It guesses at {cell}: {digit} has the fewest places in {unit} ({count}), and {cell} is the first of them.</source>
        <translation>它在{cell}猜测：{digit}在{unit}中的位置最少（{count}个），{cell}是其中第一个。</translation>
    </message>
    <message>
        <source>It guesses at {cell}: the first open cell in reading order.</source>
        <translation>它在{cell}猜测：阅读顺序中的第一个空格。</translation>
    </message>
    <message>
        <source>It guesses at {cell}: no open cell has fewer candidates ({count}); on a tie the first in reading order wins.</source>
        <translation>它在{cell}猜测：没有哪个空格的候选数更少（{count}个）；数量相同时取阅读顺序中的第一个。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>&amp;Yes, it fails</source>
        <translation>是，会失败(&amp;Y)</translation>
    </message>
    <message>
        <source>N&amp;o, it holds</source>
        <translation>否，会成立(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>给我看(&amp;S)</translation>
    </message>
    <message>
        <source>Ask me about:</source>
        <translation>要问的问题：</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>先预测，再揭晓</translation>
    </message>
    <message>
        <source>&amp;Predict, then reveal (quiz)</source>
        <translation>先预测，再揭晓（测验）(&amp;P)</translation>
    </message>
    <message>
        <source>Before each chosen step, predict what the solver will do</source>
        <translation>在每个选定的步骤之前，预测求解器会做什么</translation>
    </message>
    <message>
        <source>Play the search: it stops before each step chosen below.</source>
        <translation>播放搜索：它会在下面选定的每种步骤之前停下。</translation>
    </message>
    <message>
        <source>No cell can be fixed now. Where will the solver guess? Click the cell.</source>
        <translation>现在没有可以确定的格。求解器会在哪里猜测？请点击那个格。</translation>
    </message>
    <message>
        <source>It guesses at {cell}. Which digit will it try first? Click the candidate.</source>
        <translation>它在{cell}猜测。它会先试哪个数字？请点击候选数。</translation>
    </message>
    <message>
        <source>Will the guess {cell} = {digit} end in a dead end?</source>
        <translation>猜测{cell} = {digit}会走进死路吗？</translation>
    </message>
    <message>
        <source>Which cell will logic fix next? Click it.</source>
        <translation>逻辑接下来会确定哪个格？请点击它。</translation>
    </message>
    <message>
        <source>Before step {step}: {question}</source>
        <translation>第{step}步之前：{question}</translation>
    </message>
    <message>
        <source>The question about step {asked} is closed: the board moved to step {now}.</source>
        <translation>关于第{asked}步的问题已关闭：盘面已移到第{now}步。</translation>
    </message>
</context>
<context>
    <name>Race</name>
    <message>
        <source>{strategy} needs no guess {number}</source>
        <translation>{strategy}不需要第{number}次猜测</translation>
    </message>
    <message>
        <source>{strategy} guesses {cell} = {digit}</source>
        <translation>{strategy}猜测{cell} = {digit}</translation>
    </message>
    <message>
        <source>Guess {number}: {choices}.</source>
        <translation>第{number}次猜测：{choices}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>No strategy found the solution within the node limit.</source>
        <translation>没有策略在节点上限内找到解。</translation>
    </message>
    <message>
        <source>{steps}, {guesses}, {dead_ends}</source>
        <translation>{steps}，{guesses}，{dead_ends}</translation>
    </message>
    <message>
        <source>%Ln step(s)</source>
        <translation>%Ln步</translation>
    </message>
    <message>
        <source>%Ln guess(es)</source>
        <translation>猜测%Ln次</translation>
    </message>
    <message>
        <source>%Ln dead end(s)</source>
        <translation>%Ln条死路</translation>
    </message>
    <message>
        <source>{strategy} stopped at the node limit after {said}</source>
        <translation>{strategy}在节点上限处停止（{said}）</translation>
    </message>
    <message>
        <source>{strategy}: {said}</source>
        <translation>{strategy}：{said}</translation>
    </message>
    <message>
        <source>{strategy}: {said} ({times} times as many steps)</source>
        <translation>{strategy}：{said}（步数是{times}倍）</translation>
    </message>
    <message>
        <source>{names} finished together.</source>
        <translation>{names}同时完成。</translation>
    </message>
    <message>
        <source>{name} finished first.</source>
        <translation>{name}最先完成。</translation>
    </message>
    <message>
        <source>&amp;Race strategies...</source>
        <translation>策略赛跑(&amp;R)...</translation>
    </message>
    <message>
        <source>Two or three strategies on this puzzle side by side, on one timeline</source>
        <translation>在这道题上并排比较两三种策略，共用一条时间轴</translation>
    </message>
    <message>
        <source>guesses {guesses} · backtracks {backtracks}
depth {depth} · eliminations {eliminations}</source>
        <translation>猜测{guesses}次，回溯{backtracks}次
深度{depth}，排除{eliminations}个</translation>
    </message>
    <message>
        <source>finished at step {step}</source>
        <translation>在第{step}步结束</translation>
    </message>
    <message>
        <source>Race strategies</source>
        <translation>策略赛跑</translation>
    </message>
    <message>
        <source>The strategies have not parted yet.</source>
        <translation>各策略还没有分道扬镳。</translation>
    </message>
    <message>
        <source>(no third lane)</source>
        <translation>（无第三条赛道）</translation>
    </message>
    <message>
        <source>&amp;Start the race</source>
        <translation>开始赛跑(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Jump to the first difference</source>
        <translation>跳到第一个不同之处(&amp;J)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>第{step}步</translation>
    </message>
    <message>
        <source>The strategies make the same guesses.</source>
        <translation>各策略做出相同的猜测。</translation>
    </message>
    <message>
        <source>{text} (step {step})</source>
        <translation>{text}（第{step}步）</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Save &amp;replay...</source>
        <translation>保存回放(&amp;R)...</translation>
    </message>
    <message>
        <source>Open repla&amp;y...</source>
        <translation>打开回放(&amp;Y)...</translation>
    </message>
    <message>
        <source>Add a &amp;note at this step...</source>
        <translation>在此步骤添加注释(&amp;N)...</translation>
    </message>
    <message>
        <source>Next no&amp;te</source>
        <translation>下一条注释(&amp;T)</translation>
    </message>
    <message>
        <source>Previous not&amp;e</source>
        <translation>上一条注释(&amp;E)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>保存回放</translation>
    </message>
    <message>
        <source>Record a whole search first (Play).</source>
        <translation>请先录制完整的搜索（播放）。</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>the file is over {most} MB</source>
        <translation>文件超过{most} MB</translation>
    </message>
    <message>
        <source>not a replay file ({problem})</source>
        <translation>不是回放文件（{problem}）</translation>
    </message>
    <message>
        <source>not a Sudoku Lens replay</source>
        <translation>不是Sudoku Lens回放</translation>
    </message>
    <message>
        <source>made by a newer version (format {version}); this one reads {known}</source>
        <translation>由更新的版本制作（格式{version}）；本版本只能读取{known}</translation>
    </message>
    <message>
        <source>the file is damaged ({problem})</source>
        <translation>文件已损坏（{problem}）</translation>
    </message>
    <message>
        <source>it declares {declared} events but holds {held}</source>
        <translation>声明有{declared}个事件，实际有{held}个</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>it inflates past {most} MB, over {ratio} times its size</source>
        <translation>解压后超过{most} MB，超过文件大小的{ratio}倍</translation>
    </message>
    <message>
        <source>it inflates past {most} MB, more than its {events} events can need</source>
        <translation>解压后超过{most} MB，超出其{events}个事件所需</translation>
    </message>
    <message>
        <source>refused: {why}; it may be made to exhaust memory</source>
        <translation>已拒绝：{why}；它可能是为耗尽内存而构造的</translation>
    </message>
    <message>
        <source>the compressed data is cut short</source>
        <translation>压缩数据不完整</translation>
    </message>
    <message>
        <source>its columns disagree</source>
        <translation>各列长度不一致</translation>
    </message>
</context>
<context>
    <name>ReplayControl</name>
    <message>
        <source>Sudoku Lens replay (*{SUFFIX})</source>
        <translation>Sudoku Lens回放(*{SUFFIX})</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>正在读取{name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A note at step {position}:</source>
        <translation>第{position}步的注释：</translation>
    </message>
    <message>
        <source>Note at step {position}: {note}</source>
        <translation>第{position}步的注释：{note}</translation>
    </message>
    <message>
        <source>Cannot write {name}: {error}</source>
        <translation>无法写入{name}：{error}</translation>
    </message>
    <message>
        <source>Saved the replay {name}</source>
        <translation>已保存回放{name}</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>无法打开{name}：{error}</translation>
    </message>
    <message>
        <source>Open replay {name}</source>
        <translation>打开回放{name}</translation>
    </message>
    <message>
        <source>Opened the replay {name}: {steps} steps, %n note(s)</source>
        <translation>已打开回放{name}：{steps}步，%n条注释</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>Norvig (articles 000 and 001)</source>
        <translation>Norvig（文章000和001）</translation>
    </message>
    <message>
        <source>Norvig&apos;s first easy puzzle</source>
        <translation>Norvig的第一道简单题</translation>
    </message>
    <message>
        <source>Norvig&apos;s first hard puzzle</source>
        <translation>Norvig的第一道难题</translation>
    </message>
    <message>
        <source>Qiita (article 002)</source>
        <translation>Qiita（文章002）</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s easy puzzle</source>
        <translation>Qiita文章中的“简单”题</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s medium puzzle</source>
        <translation>Qiita文章中的“中等”题</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s hard puzzle</source>
        <translation>Qiita文章中的“困难”题</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s expert puzzle</source>
        <translation>Qiita文章中的“专家”题</translation>
    </message>
    <message>
        <source>Article 003 (the hypothesis walk)</source>
        <translation>文章003（假设的搜索过程）</translation>
    </message>
    <message>
        <source>Article 003: the walk</source>
        <translation>文章003：搜索过程</translation>
    </message>
    <message>
        <source>Article 004</source>
        <translation>文章004</translation>
    </message>
    <message>
        <source>Arto Inkala&apos;s puzzle (article 004)</source>
        <translation>Arto Inkala的题目（文章004）</translation>
    </message>
    <message>
        <source>article 000/001: first easy puzzle, solved by propagation alone</source>
        <translation>文章000/001：第一道简单题，仅靠约束传播即可解出</translation>
    </message>
    <message>
        <source>article 000/001: first hard puzzle; article 000 says its search looks at 25 possibilities</source>
        <translation>文章000/001：第一道难题；文章000说它的搜索要查看25种可能</translation>
    </message>
    <message>
        <source>article 002: &apos;easy&apos;, solved by candidate narrowing alone</source>
        <translation>文章002：“简单”，仅靠缩小候选数即可解出</translation>
    </message>
    <message>
        <source>article 002: &apos;medium&apos;, needs hidden singles</source>
        <translation>文章002：“中等”，需要隐性唯一数</translation>
    </message>
    <message>
        <source>article 002: &apos;hard&apos;, singles suffice</source>
        <translation>文章002：“困难”，唯一数就足够</translation>
    </message>
    <message>
        <source>article 002: &apos;expert&apos;, needs search</source>
        <translation>文章002：“专家”，需要搜索</translation>
    </message>
    <message>
        <source>article 003: the worked example of the hypothesis walk</source>
        <translation>文章003：假设搜索过程的实例</translation>
    </message>
    <message>
        <source>article 004: &apos;the hardest sudoku&apos; (Arto Inkala)</source>
        <translation>文章004：“最难的数独”（Arto Inkala）</translation>
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
        <translation>打开示例{text}</translation>
    </message>
</context>
<context>
    <name>SearchLog</name>
    <message>
        <source>Step {number}: {text}</source>
        <translation>第{number}步：{text}</translation>
    </message>
    <message>
        <source>Search log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>The search told step by step: each guess with what it caused folded under it</source>
        <translation>逐步讲述搜索过程：每个猜测下折叠着它引起的结果</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>Play the &amp;story only</source>
        <translation>只播放概要(&amp;S)</translation>
    </message>
    <message>
        <source>Pause at every g&amp;uess</source>
        <translation>每次猜测时暂停(&amp;U)</translation>
    </message>
    <message>
        <source>F&amp;ollow the current node</source>
        <translation>跟随当前节点(&amp;O)</translation>
    </message>
    <message>
        <source>Show the &amp;whole tree</source>
        <translation>显示整棵树(&amp;W)</translation>
    </message>
    <message>
        <source>Draw the guesses the playback has not reached yet (never during the quiz)</source>
        <translation>也画出回放尚未到达的假设（测验进行时从不显示）</translation>
    </message>
    <message>
        <source>Hypothesis tree</source>
        <translation>假设树</translation>
    </message>
    <message>
        <source>Search log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>图例(&amp;L)</translation>
    </message>
    <message>
        <source>What every colour, mark and abbreviation means (Ctrl+Shift+L)</source>
        <translation>每种颜色、标记和缩写的含义（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>此题无解。</translation>
    </message>
    <message>
        <source>The grid already shows the solution.</source>
        <translation>盘面已显示解。</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Play the search step by step</source>
        <translation>逐步播放搜索过程</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>Pause the playback</source>
        <translation>暂停播放</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>Stop the search; show the puzzle</source>
        <translation>停止搜索；显示题目</translation>
    </message>
    <message>
        <source>Solve &amp;now</source>
        <translation>立即求解(&amp;N)</translation>
    </message>
    <message>
        <source>Run the search to its end and show it there: the whole tree and log</source>
        <translation>把搜索运行到结束并显示结尾：完整的假设树和日志</translation>
    </message>
    <message>
        <source>Next &amp;guess</source>
        <translation>下一个猜测(&amp;G)</translation>
    </message>
    <message>
        <source>Jump to the next guess</source>
        <translation>跳到下一个猜测</translation>
    </message>
    <message>
        <source>Pre&amp;vious guess</source>
        <translation>上一个猜测(&amp;V)</translation>
    </message>
    <message>
        <source>Jump back to the previous guess</source>
        <translation>跳回上一个猜测</translation>
    </message>
    <message>
        <source>Next &amp;dead end</source>
        <translation>下一个死路(&amp;D)</translation>
    </message>
    <message>
        <source>Jump to the next contradiction</source>
        <translation>跳到下一个矛盾</translation>
    </message>
    <message>
        <source>Next bac&amp;ktrack</source>
        <translation>下一次回溯(&amp;K)</translation>
    </message>
    <message>
        <source>Jump to the next backtrack</source>
        <translation>跳到下一次回溯</translation>
    </message>
    <message>
        <source>Next so&amp;lution</source>
        <translation>下一个解(&amp;L)</translation>
    </message>
    <message>
        <source>Jump to the next solution</source>
        <translation>跳到下一个解</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>加快(&amp;F)</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>加快播放</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>减慢(&amp;W)</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>减慢播放</translation>
    </message>
    <message>
        <source>&amp;Compare strategies...</source>
        <translation>比较策略(&amp;C)...</translation>
    </message>
    <message>
        <source>Search for &amp;more solutions</source>
        <translation>搜索更多解(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fit tree to view</source>
        <translation>树适应视图(&amp;F)</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>显示整棵树</translation>
    </message>
    <message>
        <source>Zoom tree &amp;in</source>
        <translation>放大树(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom the tree in</source>
        <translation>放大树</translation>
    </message>
    <message>
        <source>Zoom tree ou&amp;t</source>
        <translation>缩小树(&amp;T)</translation>
    </message>
    <message>
        <source>Zoom the tree out</source>
        <translation>缩小树</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>跳转(&amp;J)</translation>
    </message>
    <message>
        <source>Playback &amp;settings</source>
        <translation>播放设置(&amp;S)</translation>
    </message>
    <message>
        <source>Tr&amp;ee</source>
        <translation>树(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课堂(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SearchStats</name>
    <message>
        <source>Step:</source>
        <translation>步骤：</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Contradictions:</source>
        <translation>矛盾：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>回溯：</translation>
    </message>
    <message>
        <source>Deepest guess:</source>
        <translation>最深猜测：</translation>
    </message>
    <message>
        <source>Deductions:</source>
        <translation>推导：</translation>
    </message>
    <message>
        <source>Eliminations:</source>
        <translation>排除：</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>搜索时间：</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Show or hide every figure of the search</source>
        <translation>显示或隐藏搜索的全部数据</translation>
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
        <translation>第{step}步，深度{depth}；猜测{guesses}，死路{dead_ends}，回溯{backtracks}；{seconds}</translation>
    </message>
</context>
<context>
    <name>Short units</name>
    <message>
        <source>row {name}</source>
        <translation>第{name}行</translation>
    </message>
    <message>
        <source>col {name}</source>
        <translation>第{name}列</translation>
    </message>
    <message>
        <source>box {name}</source>
        <translation>第{name}宫</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>In the grid</source>
        <translation>盘面中</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Move the selection; wraps to the next/previous row or column at the edges</source>
        <translation>移动选择；到边缘时折到下一/上一行或列</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>First / last cell of the row</source>
        <translation>行的第一个/最后一个格</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous empty cell</source>
        <translation>下一个/上一个空格</translation>
    </message>
    <message>
        <source>1-9 (main row or keypad)</source>
        <translation>1-9（主键盘或小键盘）</translation>
    </message>
    <message>
        <source>Place a digit (a given while entering, an entry while solving)</source>
        <translation>填入数字（输入时为题目数字，解题时为你的数字）</translation>
    </message>
    <message>
        <source>0, ., Space, Delete, Backspace</source>
        <translation>0、.、空格、Delete、Backspace</translation>
    </message>
    <message>
        <source>Clear the cell</source>
        <translation>清除该格</translation>
    </message>
    <message>
        <source>Typing givens (after New, in Edit givens)</source>
        <translation>输入题目数字（新建之后，或编辑题目数字时）</translation>
    </message>
    <message>
        <source>A digit, 0, . or Space fills the cell and moves to the next one in reading order; Backspace clears the cell before</source>
        <translation>数字、0、.或空格键填入该格，并按阅读顺序移到下一格；Backspace清除前一格</translation>
    </message>
    <message>
        <source>Toggle a pencil mark (HoDoKu, Sudoku Explainer, GNOME Sudoku)</source>
        <translation>切换笔记（同HoDoKu、Sudoku Explainer、GNOME Sudoku）</translation>
    </message>
    <message>
        <source>Toggle a pencil mark (KSudoku), whatever symbol the layout sends</source>
        <translation>切换笔记（同KSudoku），无论键盘布局发送什么符号</translation>
    </message>
    <message>
        <source>Pencil mode: bare digits write marks, Ctrl/Shift+digit place digits</source>
        <translation>笔记模式：直接按数字写笔记，Ctrl/Shift+数字填入数字</translation>
    </message>
    <message>
        <source>Colour the cell: each press takes the next of four colours, then none</source>
        <translation>给格上色：每按一次换下一种颜色（共四种），然后无色</translation>
    </message>
    <message>
        <source>Right click</source>
        <translation>右键单击</translation>
    </message>
    <message>
        <source>Colour the cell or one of its candidates</source>
        <translation>给格或其某个候选数上色</translation>
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
        <translation>{items}或{last}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items}和{last}</translation>
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
        <translation>{level}：{needs}；共{count}步。</translation>
    </message>
    <message>
        <source>{level}: the logical path was stopped after {count} steps at the time limit; on Sudoku Explainer&apos;s scale it rates at least {er:.1f}.</source>
        <translation>{level}：逻辑路径在{count}步后因时间限制而停止；按Sudoku Explainer的标准至少为{er:.1f}。</translation>
    </message>
    <message>
        <source>the techniques stop after {count} steps with {open_cells} cells open; the search makes {assumptions} assumptions.</source>
        <translation>技巧在{count}步后停止，还有{open_cells}格未填；搜索进行了{assumptions}次假设。</translation>
    </message>
    <message>
        <source>Needs guessing: it has more than one solution; {stop}</source>
        <translation>需要猜测：有多个解；{stop}</translation>
    </message>
    <message>
        <source>{level}: beyond the techniques: {stop}</source>
        <translation>{level}：超出技巧范围：{stop}</translation>
    </message>
    <message>
        <source>{name} ({count}x)</source>
        <translation>{name}（{count}次）</translation>
    </message>
    <message>
        <source>needs {techniques}</source>
        <translation>需要{techniques}</translation>
    </message>
    <message>
        <source>singles only</source>
        <translation>只需唯一数</translation>
    </message>
    <message>
        <source>hidden singles only</source>
        <translation>只需隐性唯一数</translation>
    </message>
    <message>
        <source>{er} (stopped)</source>
        <translation>{er}（已停止）</translation>
    </message>
    <message>
        <source>{er} EP {ep:.1f} ED {ed:.1f}</source>
        <translation>{er} EP {ep:.1f} ED {ed:.1f}</translation>
    </message>
    <message>
        <source>no ER</source>
        <translation>无ER</translation>
    </message>
    <message>
        <source>ER at least {er:.1f}</source>
        <translation>ER至少{er:.1f}</translation>
    </message>
    <message>
        <source>ER {er:.1f}</source>
        <translation>ER {er:.1f}</translation>
    </message>
    <message>
        <source> (with two such digits, each set is locked apart from them)</source>
        <translation>（这样的数字有两个，所以除它们之外两组都被锁定）</translation>
    </message>
    <message>
        <source>{cells} ({digits})</source>
        <translation>{cells}（{digits}）</translation>
    </message>
    <message>
        <source>{a} and {b} are almost locked sets; every {rcc_text} of one sees every {rcc_text} of the other, so at most one holds it{double}. The one without it is locked: remove {removals}.</source>
        <translation>{a}和{b}是待定数组（ALS）；一个中的每个{rcc_text}都能看到另一个中的每个{rcc_text}，所以最多只有一个包含它{double}。不含它的那个被锁定：删去{removals}。</translation>
    </message>
    <message>
        <source>{pivot} is an almost locked set with at most one digit missing, so it holds {x} or {y}. Holding {x}, it leaves {a} without {x}, so locked; holding {y}, it leaves {b} locked. Either way the digits both share are in one of them: remove {removals}.</source>
        <translation>{pivot}是最多缺一个数字的待定数组，所以它含{x}或{y}。含{x}时，{a}失去{x}而被锁定；含{y}时，{b}被锁定。无论哪种，两者共有的数字都在其中之一：删去{removals}。</translation>
    </message>
    <message>
        <source>the sets around {cell}</source>
        <translation>{cell}周围的待定数组</translation>
    </message>
    <message>
        <source>{path} -{digit}- {set}</source>
        <translation>{path}－{digit}－{set}</translation>
    </message>
    <message>
        <source>the chain of sets from {cell}</source>
        <translation>从{cell}开始的待定数组链</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common candidates: {path}. If the first set lacked a digit it shares with the last, it would be locked and push each link&apos;s digit out of the next set, down to the last, which would then hold that digit: remove {removals}.</source>
        <translation>由受限公共候选数连接的待定数组链：{path}。如果第一组缺少它与最后一组共有的某个数字，它就会被锁定，并把每个链接的数字依次从下一组中挤出，直到最后一组，于是最后一组含有那个数字：删去{removals}。</translation>
    </message>
    <message>
        <source>{chain_text} (&apos;=&apos;: if one is false the other is true, &apos;-&apos;: if one is true the other is false). Either {first} is true, or it is false and the chain makes {last} true: one of them is, so remove {removals}, which see both.</source>
        <translation>{chain_text}（&apos;=&apos;：一个为假则另一个为真，&apos;-&apos;：一个为真则另一个为假）。要么{first}为真，要么它为假而链使{last}为真：两者必有其一为真，所以删去同时能看到两者的{removals}。</translation>
    </message>
    <message>
        <source>the chain from {first} to {last}</source>
        <translation>从{first}到{last}的链</translation>
    </message>
    <message>
        <source>{chain_text}: if {name} were false, the chain would make it true, so it is true: place {digit} in {target}.</source>
        <translation>{chain_text}：如果{name}为假，链会使它为真，所以它为真：在{target}填入{digit}。</translation>
    </message>
    <message>
        <source>the loop through {name}</source>
        <translation>经过{name}的环</translation>
    </message>
    <message>
        <source>{chain_text} closes into a loop, so either every other node of it is true or every other one is: each link holds both ways, and a candidate linked to both ends of a link is false: remove {removals}.</source>
        <translation>{chain_text}闭合成环，所以要么隔一个节点为真，要么另一组隔一个为真：每个链接双向成立，与一个链接两端都相连的候选数为假：删去{removals}。</translation>
    </message>
    <message>
        <source>{name}-{chain_text}-{name}: if {name} were true, the loop would make it false, so remove {removals}.</source>
        <translation>{name}-{chain_text}-{name}：如果{name}为真，环会使它为假，所以删去{removals}。</translation>
    </message>
    <message>
        <source>{explanation} The cells of the chain all hold only {digits} (a remote pair), so the same holds with the two digits swapped: remove {removals}.</source>
        <translation>{explanation}链上的格都只含{digits}（远程数对），所以把两个数字对调后同样成立：删去{removals}。</translation>
    </message>
    <message>
        <source>Where {digit} has only two places in a unit, one of them is {digit}. Following these links splits a chain into {green} and {blue}: one group holds {digit} and the other does not.</source>
        <translation>当{digit}在某个区域只有两个位置时，其中之一是{digit}。沿着这些链接，链被分成{green}和{blue}两组：一组含{digit}，另一组不含。</translation>
    </message>
    <message>
        <source>{chain_text} {reason}: remove {removals}.</source>
        <translation>{chain_text}{reason}：删去{removals}。</translation>
    </message>
    <message>
        <source>the {digit}s</source>
        <translation>数字{digit}</translation>
    </message>
    <message>
        <source>{clash} are in the same group and see each other, so that group cannot hold {digit}</source>
        <translation>{clash}属于同一组且互相能看到，所以这一组不能含{digit}</translation>
    </message>
    <message>
        <source>{trapped} sees both groups, so cannot hold {digit}</source>
        <translation>{trapped}能看到两组，所以不能含{digit}</translation>
    </message>
    <message>
        <source>{trapped} see both groups, so cannot hold {digit}</source>
        <translation>{trapped}能看到两组，所以不能含{digit}</translation>
    </message>
    <message>
        <source>{this} see both colours of the chain {chain_cells}, one of which holds {digit}, so they cannot</source>
        <translation>{this}能看到链{chain_cells}的两种颜色，其中一种含{digit}，所以它们不能含</translation>
    </message>
    <message>
        <source>{first} and {second} see each other, so one of {first_other} and {second_other} holds {digit}; a cell seeing both cannot</source>
        <translation>{first}和{second}互相能看到，所以{first_other}和{second_other}之一含{digit}；能同时看到两者的格不能含</translation>
    </message>
    <message>
        <source>Two chains of {digit}s, each split into two colours ({first} / {first_other}, {second} / {second_other}); in each, one colour holds {digit}. {reason}: remove {removals}.</source>
        <translation>两条数字{digit}的链，各分成两种颜色（{first} / {first_other}，{second} / {second_other}）；每条链中有一种颜色含{digit}。{reason}：删去{removals}。</translation>
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
        <translation>，鳍{fin_cells}除外。要么鳍含{digit}，要么那些{cover_kind}中的{digit}都在这些{base_kind}之一：无论哪种，鳍所在宫中覆盖部分的格都失去{digit}</translation>
    </message>
    <message>
        <source> apart from the fins {fin_cells}, which share a box. Either a fin holds {digit}, or each of those {cover_kind} has its {digit} in one of these {base_kind}: either way the cells of the cover in the fins&apos; box lose it</source>
        <translation>，鳍{fin_cells}除外，它们在同一宫。要么某个鳍含{digit}，要么那些{cover_kind}中的{digit}都在这些{base_kind}之一：无论哪种，鳍所在宫中覆盖部分的格都失去它</translation>
    </message>
    <message>
        <source>, so each of those {cover_kind} has its {digit} in one of these {base_kind}</source>
        <translation>，所以那些{cover_kind}中的{digit}都在这些{base_kind}之一</translation>
    </message>
    <message>
        <source>In {bases}, {digit} can only go in {covers} ({cells}){fin_text}: remove {removals}.</source>
        <translation>在{bases}中，{digit}只能在{covers}（{cells}）{fin_text}：删去{removals}。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else in {there}: remove {removals}.</source>
        <translation>在{where}中，{digit}只能在{there}（{places}），所以{digit}不能在{there}的其他位置：删去{removals}。</translation>
    </message>
    <message>
        <source>{digit} has two places in {unit1} ({far1} and {near1}) and in {unit2} ({near2} and {far2}); {near1} and {near2} see each other, so they are not both {digit}, and one of {far1} and {far2} is {digit}: remove {removals}.</source>
        <translation>{digit}在{unit1}有两个位置（{far1}和{near1}），在{unit2}也有两个（{near2}和{far2}）；{near1}和{near2}互相能看到，不会都是{digit}，所以{far1}和{far2}中必有一个是{digit}：删去{removals}。</translation>
    </message>
    <message>
        <source>Two patterns on the same box: {explanation} And: {second_explanation}</source>
        <translation>同一宫中的两个模式：{explanation}以及：{second_explanation}</translation>
    </message>
    <message>
        <source>In {box}, {digit} can only go in {row} or {column} ({cells}). In {unit} it goes in {end} or {other}. If {target} were {digit}, {other} would not be, {end} would, and {box} would have no place left for it: remove {removals}.</source>
        <translation>在{box}中，{digit}只能在{row}或{column}（{cells}）。在{unit}中它在{end}或{other}。如果{target}是{digit}，{other}就不是，{end}就是，{box}将没有它的位置：删去{removals}。</translation>
    </message>
    <message>
        <source>{cell} is the last open cell of {where}, so it takes the digit {where} is missing: {digit}.</source>
        <translation>{cell}是{where}最后一个空格，所以填入{where}缺少的数字：{digit}。</translation>
    </message>
    <message>
        <source>{name} has only one candidate left, {digit}, so {name} is {digit}.</source>
        <translation>{name}只剩一个候选数{digit}，所以{name}是{digit}。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {name}, so {name} is {digit}.</source>
        <translation>在{where}中，{digit}只能在{name}，所以{name}是{digit}。</translation>
    </message>
    <message>
        <source>{digit} from {cells}</source>
        <translation>{cells}中的{digit}</translation>
    </message>
    <message>
        <source>two</source>
        <translation>两</translation>
    </message>
    <message>
        <source>three</source>
        <translation>三</translation>
    </message>
    <message>
        <source>four</source>
        <translation>四</translation>
    </message>
    <message>
        <source>In {where}, {cells} hold only {digits} between them, so those {count} digits go in those {count} cells: remove {removals}.</source>
        <translation>在{where}中，{cells}合起来只含{digits}，所以这{count}个数字就在这{count}个格中：删去{removals}。</translation>
    </message>
    <message>
        <source>{box} and {line}</source>
        <translation>{box}和{line}</translation>
    </message>
    <message>
        <source>{cells} hold only {digits} between them and share {both}, so those digits go in those cells: remove {removals}.</source>
        <translation>{cells}合起来只含{digits}，且同在{both}，所以这些数字就在这些格中：删去{removals}。</translation>
    </message>
    <message>
        <source>In {where}, {digits} can only go in {cells}, so those cells hold nothing else: remove {removals}.</source>
        <translation>在{where}中，{digits}只能在{cells}，所以这些格不含其他数字：删去{removals}。</translation>
    </message>
    <message>
        <source>{cells} hold {digits}; with {line_cells} ({line_digits}) on the line and {box_cells} ({box_digits}) in the box, {count} cells hold {count} digits, each once: remove {removals}.</source>
        <translation>{cells}含{digits}；加上线上的{line_cells}（{line_digits}）和宫中的{box_cells}（{box_digits}），{count}个格放{count}个数字，各一次：删去{removals}。</translation>
    </message>
    <message>
        <source>{corners} form a rectangle on two boxes holding {a} and {b}; {floor} hold nothing else. If the others held only {a} and {b} too, the two digits could swap around the rectangle and the puzzle would have two solutions.</source>
        <translation>{corners}在两个宫中构成含{a}和{b}的矩形；{floor}不含其他数字。如果其余格也只含{a}和{b}，这两个数字就能在矩形中互换，题目就会有两个解。</translation>
    </message>
    <message>
        <source>{intro} So {roof} holds something else: remove {removals}.</source>
        <translation>{intro}所以{roof}含其他数字：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} So one of {roof} is {c_digit}, their only other candidate: remove {removals}.</source>
        <translation>{intro}所以{roof}之一是它们唯一的其他候选数{c_digit}：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} So {roof} hold one of their other digits, {extra_digits}, as if they were one cell; with {subset} that makes {value} cells for {digits}: remove {removals}.</source>
        <translation>{intro}所以{roof}像一个格一样含它们的其他数字{extra_digits}之一；加上{subset}，共有{value}个格放{digits}：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} So {roof} hold one of their other digits, {extra_digits}, as if they were one cell, which makes a naked subset in each unit they share: remove {removals}.</source>
        <translation>{intro}所以{roof}像一个格一样含它们的其他数字{extra_digits}之一，在它们共同所在的每个区域形成显性数组：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} In {unit}, {x} can only go in {roof}, so one of them is {x}; if either were {y}, the rectangle would be deadly: remove {removals}.</source>
        <translation>{intro}在{unit}中，{x}只能在{roof}，所以其中之一是{x}；如果任一个是{y}，矩形就会成为致命模式：删去{removals}。</translation>
    </message>
    <message>
        <source>{corners} form a rectangle on two boxes holding {a} and {b}, and {corner} holds nothing else. In {row} and in {column}, {x} can only go in the rectangle. If {opposite} were {y}, both its neighbours in the rectangle would be {x} and {corner} {y}: a deadly pattern. Remove {removals}.</source>
        <translation>{corners}在两个宫中构成含{a}和{b}的矩形，{corner}不含其他数字。在{row}和{column}中，{x}只能在矩形内。如果{opposite}是{y}，它在矩形中的两个邻格都会是{x}，而{corner}是{y}：致命模式。删去{removals}。</translation>
    </message>
    <message>
        <source>Every open cell holds two candidates but {cell}, which holds three, and every digit has two places in each unit but {extra} around {cell}, which has three. Without {extra} in {cell} the grid would be a bivalue universal grave, which never has exactly one solution: {cell} is {extra}: remove {removals}.</source>
        <translation>除了含三个候选数的{cell}，每个空格都含两个候选数；除了{cell}周围有三个位置的{extra}，每个数字在每个区域都有两个位置。如果{cell}中没有{extra}，盘面就会成为全双值坟墓（BUG），而它绝不会只有一个解：{cell}是{extra}：删去{removals}。</translation>
    </message>
    <message>
        <source>{pivot} holds {pivot_options}; it sees {a} ({a_options}) and {b} ({b_options}).</source>
        <translation>{pivot}含{pivot_options}；它能看到{a}（{a_options}）和{b}（{b_options}）。</translation>
    </message>
    <message>
        <source>Whatever {pivot} is, one of {a} and {b} is {z}</source>
        <translation>无论{pivot}是什么，{a}和{b}之一是{z}</translation>
    </message>
    <message>
        <source>Whatever {pivot} is, one of {cells} is {z}</source>
        <translation>无论{pivot}是什么，{cells}之一是{z}</translation>
    </message>
    <message>
        <source>{head} {why}: remove {removals}.</source>
        <translation>{head}{why}：删去{removals}。</translation>
    </message>
    <message>
        <source>{a} and {b} hold only {x} and {y}. In {unit}, {x} goes in {near_a} or {near_b}, which see {a} and {b}: they cannot both be {x}, so one of them is {y}: remove {removals}.</source>
        <translation>{a}和{b}只含{x}和{y}。在{unit}中，{x}在{near_a}或{near_b}，它们能看到{a}和{b}：两者不能都是{x}，所以其中之一是{y}：删去{removals}。</translation>
    </message>
    <message>
        <source>found {count} cells, need 81</source>
        <translation>找到{count}格，需要81格</translation>
    </message>
    <message>
        <source>found {rows} rows ({cells} cells), need 9 rows (81 cells)</source>
        <translation>找到{rows}行（{cells}格），需要9行（81格）</translation>
    </message>
    <message>
        <source>no puzzle found (the text is empty)</source>
        <translation>没有找到题目（文本为空）</translation>
    </message>
    <message>
        <source>no puzzle found (only comments and separator lines)</source>
        <translation>没有找到题目（只有注释和分隔线）</translation>
    </message>
    <message>
        <source>row has {count} cells, need 9</source>
        <translation>该行有{count}格，需要9格</translation>
    </message>
    <message>
        <source>unexpected character {ch!r} ({hint})</source>
        <translation>意外的字符{ch!r}（{hint}）</translation>
    </message>
    <message>
        <source>unexpected character {ch!r} at column {column} ({hint})</source>
        <translation>第{column}列有意外的字符{ch!r}（{hint}）</translation>
    </message>
    <message>
        <source>found a 10th row, need 9</source>
        <translation>发现第10行，需要9行</translation>
    </message>
    <message>
        <source>digits are 1-9, blanks 0 . - _</source>
        <translation>数字为1-9，空格为0 . - _</translation>
    </message>
    <message>
        <source>a second puzzle line: this format holds one puzzle</source>
        <translation>出现第二行题目：此格式只含一道题</translation>
    </message>
    <message>
        <source>file too big (over {limit} MB): not read</source>
        <translation>文件太大（超过{limit} MB）：未读取</translation>
    </message>
    <message>
        <source>line too long (over {limit} KB): skipped</source>
        <translation>行太长（超过{limit} KB）：已跳过</translation>
    </message>
    <message>
        <source>not a text file (a NUL byte at offset {offset})</source>
        <translation>不是文本文件（偏移{offset}处有NUL字节）</translation>
    </message>
    <message>
        <source>no puzzle found (no &lt;game&gt; element)</source>
        <translation>没有找到题目（没有&lt;game&gt;元素）</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte 0x{byte:02x} at offset {offset})</source>
        <translation>不是UTF-8文本（偏移{offset}处的字节0x{byte:02x}）</translation>
    </message>
    <message>
        <source>cell {number} is {value!r}, need a digit 0-9 (0 for a blank)</source>
        <translation>第{number}格是{value!r}，需要数字0-9（0表示空格）</translation>
    </message>
    <message>
        <source>not valid XML: {problem} at column {column}</source>
        <translation>不是有效的XML：第{column}列处{problem}</translation>
    </message>
    <message>
        <source>&lt;game&gt; has no data attribute</source>
        <translation>&lt;game&gt;没有data属性</translation>
    </message>
    <message>
        <source>a pencil-mark position is {need} characters, not {count}</source>
        <translation>笔记局面应为{need}个字符，而不是{count}个</translation>
    </message>
    <message>
        <source>unexpected character {char!r} for digit {digit} of {cell} (each cell is nine characters: the digit, or . or 0 when it is not a candidate)</source>
        <translation>{cell}的数字{digit}处有意外的字符{char!r}（每格九个字符：该数字，不是候选数时为.或0）</translation>
    </message>
    <message>
        <source>found {count} pencil-mark characters, need {need} (nine per cell)</source>
        <translation>找到{count}个笔记字符，需要{need}个（每格九个）</translation>
    </message>
    <message>
        <source>Right: that is the whole step.</source>
        <translation>正确：这就是整个步骤。</translation>
    </message>
    <message>
        <source>Partly right; still to do: {rest}.</source>
        <translation>部分正确；还要：{rest}。</translation>
    </message>
    <message>
        <source>Wrong, this breaks the solution: {mistakes}.</source>
        <translation>错误，这与解矛盾：{mistakes}。</translation>
    </message>
    <message>
        <source>Not yet: nothing of the technique&apos;s step is in your answer.</source>
        <translation>还没有：你的答案里没有这个技巧的步骤。</translation>
    </message>
    <message>
        <source>True, but not what this technique gives: {changes}.</source>
        <translation>正确，但这不是这个技巧得出的：{changes}。</translation>
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
        <translation>{cell}是{digit}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}</source>
        <translation>{cell}不是{digit}</translation>
    </message>
    <message>
        <source>{cell} cannot be {digit}</source>
        <translation>{cell}不能是{digit}</translation>
    </message>
    <message>
        <source>{cell} must be {digit}</source>
        <translation>{cell}必须是{digit}</translation>
    </message>
    <message>
        <source>If {cell} is {digit}</source>
        <translation>如果{cell}是{digit}</translation>
    </message>
    <message>
        <source>If {cell} is not {digit}</source>
        <translation>如果{cell}不是{digit}</translation>
    </message>
    <message>
        <source>{cell} can only be {digit}: the last candidate of its cell</source>
        <translation>{cell}只能是{digit}：该格最后的候选数</translation>
    </message>
    <message>
        <source>{cell} is {digit}: the last place of {digit} in {unit}</source>
        <translation>{cell}是{digit}：{unit}中{digit}的最后一个位置</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: {rule}</source>
        <translation>{cell}不是{digit}：{rule}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: it is {other}</source>
        <translation>{cell}不是{digit}：它是{other}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: it sees {peer}</source>
        <translation>{cell}不是{digit}：它能看到{peer}</translation>
    </message>
    <message>
        <source>…and {cell} would be {digit} and not {digit} at once: so {denial}</source>
        <translation>……于是{cell}同时是{digit}又不是{digit}：所以{denial}</translation>
    </message>
    <message>
        <source>…and back to {fact}: a loop</source>
        <translation>……又回到{fact}：成环</translation>
    </message>
    <message>
        <source>…so {fact}: the assumption undoes itself</source>
        <translation>……所以{fact}：假设推翻了自身</translation>
    </message>
    <message>
        <source>…so {fact}</source>
        <translation>……所以{fact}</translation>
    </message>
    <message>
        <source>remove {removals}</source>
        <translation>删去{removals}</translation>
    </message>
    <message>
        <source>Every branch ends alike: so {conclusion}</source>
        <translation>每个分支的结局都相同：所以{conclusion}</translation>
    </message>
    <message>
        <source>So {conclusion}</source>
        <translation>所以{conclusion}</translation>
    </message>
    <message>
        <source>Look at {area}: {technique}.</source>
        <translation>看{area}：{technique}。</translation>
    </message>
    <message>
        <source>The answer: {changes}.</source>
        <translation>答案：{changes}。</translation>
    </message>
    <message>
        <source>{branches}; so {conclusion}.</source>
        <translation>{branches}；结论：{conclusion}。</translation>
    </message>
    <message>
        <source>the places of {digit} in {unit}</source>
        <translation>{unit}中{digit}的位置</translation>
    </message>
    <message>
        <source>If {start}: {links}</source>
        <translation>如果{start}：{links}</translation>
    </message>
    <message>
        <source>if {start}: {links}</source>
        <translation>如果{start}：{links}</translation>
    </message>
    <message>
        <source>{fact} ({rule})</source>
        <translation>{fact}（{rule}）</translation>
    </message>
    <message>
        <source>Without {values} in {cells}, every open cell would hold two candidates and every digit would have two places in each unit: a bivalue universal grave, which never has exactly one solution. So one of {cells} holds its extra digit.</source>
        <translation>如果{cells}中没有{values}，每个空格都只含两个候选数，每个数字在每个区域都只有两个位置：这是全双值坟墓（BUG），它绝不会只有一个解。所以{cells}中有一格是它的额外数字。</translation>
    </message>
    <message>
        <source>{intro} Their extra digit is {digit}, so a cell seeing them all is not {digit}: remove {removals}.</source>
        <translation>{intro}它们的额外数字都是{digit}，所以能看到它们全部的格不是{digit}：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} They share {unit}; {digit} is their only other common digit: if one of them is not its extra digit, it is {digit}. Remove {removals}.</source>
        <translation>{intro}它们同在{unit}；{digit}是它们唯一的其他公共数字：其中不是额外数字的那格就是{digit}。删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} In {unit} they act as one cell holding {extra}; with {naked} that makes {count} cells for {digits}: remove {removals}.</source>
        <translation>{intro}在{unit}中，它们相当于一个含{extra}的格；加上{naked}，{digits}正好占{count}格：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} So one of {extra_cells} is {digit}: a cell seeing them all is not {digit}: remove {removals}.</source>
        <translation>{intro}所以{extra_cells}中有一格是{digit}：能看到它们全部的格不是{digit}：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} So {c1} or {c2} holds one of {extra}, as if they were one cell; in {unit}, with {cells} that makes {count} cells for {digits}: remove {removals}.</source>
        <translation>{intro}所以{c1}或{c2}含{extra}之一，如同一个格；在{unit}中，加上{cells}，{digits}正好占{count}格：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} So {c1} or {c2} holds one of {extra}, and the other {a} or {b}: in {unit}, {digits} then only fit in {cells} and one of the two: remove {removals}.</source>
        <translation>{intro}所以{c1}或{c2}之一含{extra}之一，另一格是{a}或{b}：在{unit}中，{digits}只能放在{cells}和这两格之一：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} In {unit}, {digit} can only go in {c1} or {c2}, so one of them is {digit}; if either were {other}, the loop would be deadly: remove {removals}.</source>
        <translation>{intro}在{unit}中，{digit}只能在{c1}或{c2}，所以其中之一是{digit}；如果任一个是{other}，环就会成为致命模式：删去{removals}。</translation>
    </message>
    <message>
        <source>{intro} Only {cell} holds more, so it is neither: remove {removals}.</source>
        <translation>{intro}只有{cell}还含其他候选数，所以它两者都不是：删去{removals}。</translation>
    </message>
    <message>
        <source>{cells} form a loop holding {a} and {b}, each unit it enters holding two of its cells. If they held only {a} and {b}, the two digits could swap all round the loop and the puzzle would have two solutions.</source>
        <translation>{cells}组成一个含{a}和{b}的环，环经过的每个区域都含其中两格。如果它们只含{a}和{b}，这两个数字就能沿整个环互换，题目就会有两个解。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else in {there}.</source>
        <translation>在{where}中，{digit}只能在{there}（{places}），所以{digit}不能在{there}的其他位置。</translation>
    </message>
    <message>
        <source>In {where}, {digits} can only go in {cells}, so those cells hold nothing else.</source>
        <translation>在{where}中，{digits}只能在{cells}，所以这些格不含其他数字。</translation>
    </message>
    <message>
        <source>In {where}, {digit} can then only go in {name}, so {name} is {digit}.</source>
        <translation>于是在{where}中，{digit}只能在{name}，所以{name}是{digit}。</translation>
    </message>
    <message>
        <source>{first} and {second} both see the two-candidate cells {cells}: every pair of digits they could take that leaves one of those cells empty, or repeats a digit in cells that see each other, is impossible: remove {removal}.</source>
        <translation>{first}和{second}都能看到双候选数格{cells}：它们可能取的数字组合中，使其中某格没有候选数、或在互相能看到的格中重复同一数字的组合都不可能：删去{removal}。</translation>
    </message>
    <message>
        <source>{cells} all see the cells {excluders}, of two or three candidates: every combination of digits the three could take that leaves one of those cells empty, or repeats a digit in cells that see each other, is impossible: remove {removal}.</source>
        <translation>{cells}都能看到含两个或三个候选数的格{excluders}：这三格可取的数字组合中，凡是使那些格变空、或在互相能看到的格中重复数字的，都不可能：删去{removal}。</translation>
    </message>
    <message>
        <source>for {digit}, {als}</source>
        <translation>{digit}对应{als}</translation>
    </message>
    <message>
        <source>{stem} holds {stem_digits}; for each, an almost locked set whose places of that digit all see {stem}: {petal_text}. Whatever {stem} is, that set loses the digit and is locked, so holds {z}: remove {removals}.</source>
        <translation>{stem}含{stem_digits}；对每个数字，都有一个待定数组，其中该数字的位置都能看到{stem}：{petal_text}。无论{stem}是什么，对应的待定数组都失去该数字而被锁定，因此含{z}：删去{removals}。</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>not a regular file ({kind}): not read</source>
        <translation>不是普通文件（{kind}）：未读取</translation>
    </message>
    <message>
        <source>file too big (over {limit} KB): not read</source>
        <translation>文件太大（超过{limit} KB）：未读取</translation>
    </message>
    <message>
        <source>file too big (over {limit} bytes): not read</source>
        <translation>文件太大（超过{limit}字节）：未读取</translation>
    </message>
    <message>
        <source>not a regular file ({kind}): not replaced</source>
        <translation>不是普通文件（{kind}）：未替换</translation>
    </message>
    <message>
        <source>{path} was a symbolic link: the link was replaced by the file, the file it pointed to is unchanged</source>
        <translation>{path}是符号链接：链接已被文件替换，它指向的文件未改动</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The autosaved puzzle could not be read ({problem}).</source>
        <translation>无法读取自动保存的题目（{problem}）。</translation>
    </message>
    <message>
        <source>The autosaved puzzle could not be read ({problem}); it was moved aside as {name} and the app starts with an empty grid.</source>
        <translation>无法读取自动保存的题目（{problem}）；它已另存为{name}，应用以空盘面启动。</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>Dead end: {what}.</source>
        <translation>死路：{what}。</translation>
    </message>
    <message>
        <source>The {givens} remove {candidates} and fix {cells}.</source>
        <translation>{givens}删去了{candidates}，并确定了{cells}。</translation>
    </message>
    <message>
        <source>%Ln given(s)</source>
        <translation>%Ln个题目数字</translation>
    </message>
    <message>
        <source>%Ln candidate(s)</source>
        <translation>%Ln个候选数</translation>
    </message>
    <message>
        <source>%Ln more cell(s)</source>
        <translation>另外%Ln格</translation>
    </message>
    <message>
        <source>Guess {digit} at {cell} (places for {digit}: {places})</source>
        <translation>在{cell}猜测{digit}（{digit}的位置：{places}）</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (candidates {digits})</source>
        <translation>猜测：{cell} = {digit}（候选数{digits}）</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (digits that fit: {digits})</source>
        <translation>猜测：{cell} = {digit}（可填的数字：{digits}）</translation>
    </message>
    <message>
        <source>Next guess {cell} = {digit}</source>
        <translation>下一个猜测：{cell} = {digit}</translation>
    </message>
    <message>
        <source>{guess}: {outcome}</source>
        <translation>{guess}。{outcome}</translation>
    </message>
    <message>
        <source>1 cell follows so far</source>
        <translation>目前随之确定1格</translation>
    </message>
    <message>
        <source>%Ln cells follow so far</source>
        <translation>目前随之确定%Ln格</translation>
    </message>
    <message>
        <source>no cell follows</source>
        <translation>没有随之确定的格</translation>
    </message>
    <message>
        <source>1 cell follows</source>
        <translation>随之确定1格</translation>
    </message>
    <message>
        <source>%Ln cells follow</source>
        <translation>随之确定%Ln格</translation>
    </message>
    <message>
        <source>{follows}, then {what}</source>
        <translation>{follows}，然后{what}</translation>
    </message>
    <message>
        <source>{follows}, then the grid is solved</source>
        <translation>{follows}，然后盘面解出</translation>
    </message>
    <message>
        <source>{follows}, then another guess is needed</source>
        <translation>{follows}，然后还需要再猜测</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Fewest options (default)</source>
        <translation>选项最少处（默认）</translation>
    </message>
    <message>
        <source>Singles propagated at every node; guess where there are fewest options: a cell&apos;s candidates or a digit&apos;s places in a unit. Never trapped for long.</source>
        <translation>在每个节点传播唯一数；在选项最少处猜测：一个格的候选数，或一个数字在某区域内的位置。不会长时间陷入困境。</translation>
    </message>
    <message>
        <source>Logic first</source>
        <translation>逻辑优先</translation>
    </message>
    <message>
        <source>Human techniques in order of difficulty (singles, locked candidates, subsets, fish, wings, colouring) at every node; guess only when none applies.</source>
        <translation>在每个节点按难度顺序使用人类技巧（唯一数、区块、数组、鱼、翼、染色）；只有都不适用时才猜测。</translation>
    </message>
    <message>
        <source>Norvig (articles 000/001)</source>
        <translation>Norvig（文章000/001）</translation>
    </message>
    <message>
        <source>Full propagation (assign/eliminate) at every node; guess at the cell with the fewest candidates, first in A1..I9 order on ties; digits ascending.</source>
        <translation>在每个节点完全传播（assign/eliminate）；在候选数最少的格猜测，数量相同时按A1..I9顺序取先者；数字从小到大。</translation>
    </message>
    <message>
        <source>Worksheet and saved states (article 003)</source>
        <translation>工作表与保存状态（文章003）</translation>
    </message>
    <message>
        <source>Sweeps of the worksheet (drop placed digits, fix naked and hidden singles) at every node; guess at the cell with the fewest candidates, smallest digit first, saving the board to restore on a contradiction.</source>
        <translation>在每个节点扫描工作表（删去已填数字，确定唯一余数和隐性唯一数）；在候选数最少的格从最小数字开始猜测，并保存盘面以便在矛盾时恢复。</translation>
    </message>
    <message>
        <source>Multi-pass (article 004)</source>
        <translation>多遍扫描（文章004）</translation>
    </message>
    <message>
        <source>Multi-pass propagation sweeps at every node; guess at the first cell (row-major) with several candidates.</source>
        <translation>在每个节点进行多遍传播扫描；在第一个（按行顺序）有多个候选数的格猜测。</translation>
    </message>
    <message>
        <source>Narrowing then brute force (article 002)</source>
        <translation>先缩小范围再暴力搜索（文章002）</translation>
    </message>
    <message>
        <source>Narrowing passes (naked and hidden singles) until nothing changes, then brute force in row-major order over the remaining candidates, checking only duplicates.</source>
        <translation>反复缩小范围（唯一余数和隐性唯一数）直到不再变化，然后按行顺序对剩余候选数暴力搜索，只检查重复。</translation>
    </message>
    <message>
        <source>Plain backtracking</source>
        <translation>朴素回溯</translation>
    </message>
    <message>
        <source>The textbook baseline: no propagation at all; fill cells row-major, trying digits 1-9 that do not repeat in the row, column or box.</source>
        <translation>教科书式的基准：完全不传播；按行顺序填格，尝试在行、列、宫中不重复的数字1-9。</translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <source>naked single</source>
        <translation>唯一余数</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>唯一空格</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>隐性唯一数</translation>
    </message>
    <message>
        <source>pointing</source>
        <translation>宫区块</translation>
    </message>
    <message>
        <source>claiming</source>
        <translation>行列区块</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>显性数对</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>隐性数对</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>显性三数组</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>隐性三数组</translation>
    </message>
    <message>
        <source>x-wing</source>
        <translation>X翼</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>双线风筝</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>多宝鱼</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>空矩形</translation>
    </message>
    <message>
        <source>xy-wing</source>
        <translation>XY翼</translation>
    </message>
    <message>
        <source>xyz-wing</source>
        <translation>XYZ翼</translation>
    </message>
    <message>
        <source>w-wing</source>
        <translation>W翼</translation>
    </message>
    <message>
        <source>unique rectangle type 1</source>
        <translation>唯一矩形类型1</translation>
    </message>
    <message>
        <source>unique rectangle type 2</source>
        <translation>唯一矩形类型2</translation>
    </message>
    <message>
        <source>unique rectangle type 4</source>
        <translation>唯一矩形类型4</translation>
    </message>
    <message>
        <source>unique rectangle type 3</source>
        <translation>唯一矩形类型3</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>隐性唯一矩形</translation>
    </message>
    <message>
        <source>bug+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>简单染色</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>显性四数组</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>隐性四数组</translation>
    </message>
    <message>
        <source>swordfish</source>
        <translation>剑鱼</translation>
    </message>
    <message>
        <source>finned x-wing</source>
        <translation>鳍X翼</translation>
    </message>
    <message>
        <source>sashimi x-wing</source>
        <translation>刺身X翼</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>水母</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>鳍剑鱼</translation>
    </message>
    <message>
        <source>sashimi swordfish</source>
        <translation>刺身剑鱼</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>鳍水母</translation>
    </message>
    <message>
        <source>sashimi jellyfish</source>
        <translation>刺身水母</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>多重染色</translation>
    </message>
    <message>
        <source>sue de coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>x-chain</source>
        <translation>X链</translation>
    </message>
    <message>
        <source>xy-chain</source>
        <translation>XY链</translation>
    </message>
    <message>
        <source>aic</source>
        <translation>AIC（交替推理链）</translation>
    </message>
    <message>
        <source>nice loop</source>
        <translation>连续环</translation>
    </message>
    <message>
        <source>als-xz</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>als-xy-wing</source>
        <translation>ALS-XY翼</translation>
    </message>
    <message>
        <source>grouped aic</source>
        <translation>分组AIC</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>分组连续环</translation>
    </message>
    <message>
        <source>als chain</source>
        <translation>ALS链</translation>
    </message>
    <message>
        <source>aic with als</source>
        <translation>含ALS的AIC</translation>
    </message>
    <message>
        <source>nice loop with als</source>
        <translation>含ALS的连续环</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>死亡绽放</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>直接宫区块</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>直接行列区块</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>直接隐性数对</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>直接隐性三数组</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>对齐数对排除</translation>
    </message>
    <message>
        <source>aligned triplet exclusion</source>
        <translation>对齐三格排除</translation>
    </message>
    <message>
        <source>unique loop type 1</source>
        <translation>唯一环类型1</translation>
    </message>
    <message>
        <source>unique loop type 2</source>
        <translation>唯一环类型2</translation>
    </message>
    <message>
        <source>unique loop type 3</source>
        <translation>唯一环类型3</translation>
    </message>
    <message>
        <source>unique loop type 4</source>
        <translation>唯一环类型4</translation>
    </message>
    <message>
        <source>bug type 2</source>
        <translation>BUG类型2</translation>
    </message>
    <message>
        <source>bug type 3</source>
        <translation>BUG类型3</translation>
    </message>
    <message>
        <source>bug type 4</source>
        <translation>BUG类型4</translation>
    </message>
    <message>
        <source>bidirectional x-cycle</source>
        <translation>双向X环</translation>
    </message>
    <message>
        <source>bidirectional y-cycle</source>
        <translation>双向Y环</translation>
    </message>
    <message>
        <source>bidirectional cycle</source>
        <translation>双向环</translation>
    </message>
    <message>
        <source>forcing x-chain</source>
        <translation>X强制链</translation>
    </message>
    <message>
        <source>forcing chain</source>
        <translation>强制链</translation>
    </message>
    <message>
        <source>nishio forcing chains</source>
        <translation>Nishio强制链</translation>
    </message>
    <message>
        <source>cell forcing chains</source>
        <translation>单元格强制链</translation>
    </message>
    <message>
        <source>region forcing chains</source>
        <translation>区域强制链</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains</source>
        <translation>动态矛盾强制链</translation>
    </message>
    <message>
        <source>dynamic double forcing chains</source>
        <translation>动态双重强制链</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains</source>
        <translation>动态单元格强制链</translation>
    </message>
    <message>
        <source>dynamic region forcing chains</source>
        <translation>动态区域强制链</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+)</source>
        <translation>动态矛盾强制链（+）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+)</source>
        <translation>动态双重强制链（+）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+)</source>
        <translation>动态单元格强制链（+）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+)</source>
        <translation>动态区域强制链（+）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ forcing chains)</source>
        <translation>动态矛盾强制链（+强制链）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ forcing chains)</source>
        <translation>动态双重强制链（+强制链）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ forcing chains)</source>
        <translation>动态单元格强制链（+强制链）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ forcing chains)</source>
        <translation>动态区域强制链（+强制链）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ multiple forcing chains)</source>
        <translation>动态矛盾强制链（+多重强制链）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ multiple forcing chains)</source>
        <translation>动态双重强制链（+多重强制链）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ multiple forcing chains)</source>
        <translation>动态单元格强制链（+多重强制链）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ multiple forcing chains)</source>
        <translation>动态区域强制链（+多重强制链）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains)</source>
        <translation>动态矛盾强制链（+动态强制链）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains)</source>
        <translation>动态双重强制链（+动态强制链）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains)</source>
        <translation>动态单元格强制链（+动态强制链）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains)</source>
        <translation>动态区域强制链（+动态强制链）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains (+))</source>
        <translation>动态矛盾强制链（+动态强制链［+］）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains (+))</source>
        <translation>动态双重强制链（+动态强制链［+］）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains (+))</source>
        <translation>动态单元格强制链（+动态强制链［+］）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains (+))</source>
        <translation>动态区域强制链（+动态强制链［+］）</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>动态矛盾强制链（+动态强制链［+强制链］）</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>动态双重强制链（+动态强制链［+强制链］）</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>动态单元格强制链（+动态强制链［+强制链］）</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>动态区域强制链（+动态强制链［+强制链］）</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>相关格</translation>
    </message>
    <message>
        <source>given</source>
        <translation>题目数字</translation>
    </message>
    <message>
        <source>locked candidates</source>
        <translation>区块</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>嵌套强制链</translation>
    </message>
    <message>
        <source>a dynamic forcing chain</source>
        <translation>动态强制链</translation>
    </message>
    <message>
        <source>a forcing chain</source>
        <translation>强制链</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>强制链</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Timer</name>
    <message>
        <source>%n hint(s)</source>
        <translation>提示%n次</translation>
    </message>
    <message>
        <source>%n check(s)</source>
        <translation>检查%n次</translation>
    </message>
    <message>
        <source>Solved in {clock_text}, {hints}, {checks}.</source>
        <translation>用时{clock_text}解出，{hints}，{checks}。</translation>
    </message>
    <message>
        <source>Time spent solving (paused while the window is in the background)</source>
        <translation>解题用时（窗口在后台时暂停）</translation>
    </message>
    <message>
        <source>&amp;Timer</source>
        <translation>计时器(&amp;T)</translation>
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
        <translation>树的概览</translation>
    </message>
    <message>
        <source>Overview: the whole tree; the frame is what the panel shows</source>
        <translation>概览：整棵树；方框内是面板显示的部分</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Hypothesis tree</source>
        <translation>假设树</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>all tried</source>
        <translation>全部试过</translation>
    </message>
</context>
<context>
    <name>TreeWords</name>
    <message>
        <source>the start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>{guesses}, {dead_ends}, {solutions}; at {where}</source>
        <translation>{guesses}，{dead_ends}，{solutions}；当前在{where}</translation>
    </message>
    <message>
        <source>%Ln dead end(s)</source>
        <translation>%Ln条死路</translation>
    </message>
    <message>
        <source>%Ln solution(s)</source>
        <translation>%Ln个解</translation>
    </message>
    <message>
        <source>%Ln guess(es)</source>
        <translation>%Ln次猜测</translation>
    </message>
    <message>
        <source>The start: the givens and what they force, before any guess.</source>
        <translation>起点：任何猜测之前的题目数字及其推出的结果。</translation>
    </message>
    <message>
        <source>Guess {guess}, depth {depth}</source>
        <translation>猜测{guess}，深度{depth}</translation>
    </message>
    <message>
        <source>Dead end: every option beneath it failed</source>
        <translation>死路：其下的所有选项都失败了</translation>
    </message>
    <message>
        <source>Dead end: a digit had no place left in {unit}</source>
        <translation>死路：某个数字在{unit}中没有位置了</translation>
    </message>
    <message>
        <source>Dead end: {cell} had no candidate left</source>
        <translation>死路：{cell}没有候选数了</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>死路</translation>
    </message>
    <message>
        <source>On the path to a solution</source>
        <translation>在通往解的路径上</translation>
    </message>
    <message>
        <source>Not reached yet by the playback</source>
        <translation>播放尚未到达</translation>
    </message>
    <message>
        <source>%Ln guess(es) beneath it, all dead</source>
        <translation>其下有%Ln次猜测，全部是死路</translation>
    </message>
    <message>
        <source>%Ln guess(es) beneath it</source>
        <translation>其下有%Ln次猜测</translation>
    </message>
    <message>
        <source>%Ln cell(s) fixed by its propagation</source>
        <translation>其传播确定了%Ln格</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>row {name}</source>
        <translation>第{name}行</translation>
    </message>
    <message>
        <source>column {name}</source>
        <translation>第{name}列</translation>
    </message>
    <message>
        <source>box {name}</source>
        <translation>第{name}宫</translation>
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
        <translation>第{name}行</translation>
    </message>
    <message>
        <source>in column {name}</source>
        <translation>第{name}列</translation>
    </message>
    <message>
        <source>in box {name}</source>
        <translation>第{name}宫</translation>
    </message>
    <message>
        <source>of row {name}</source>
        <translation>第{name}行</translation>
    </message>
    <message>
        <source>of column {name}</source>
        <translation>第{name}列</translation>
    </message>
    <message>
        <source>of box {name}</source>
        <translation>第{name}宫</translation>
    </message>
    <message>
        <source>to row {name}</source>
        <translation>第{name}行</translation>
    </message>
    <message>
        <source>to column {name}</source>
        <translation>第{name}列</translation>
    </message>
    <message>
        <source>to box {name}</source>
        <translation>第{name}宫</translation>
    </message>
    <message>
        <source>rows {names}</source>
        <translation>第{names}行</translation>
    </message>
    <message>
        <source>columns {names}</source>
        <translation>第{names}列</translation>
    </message>
    <message>
        <source>boxes {names}</source>
        <translation>第{names}宫</translation>
    </message>
    <message>
        <source>in rows {names}</source>
        <translation>第{names}行</translation>
    </message>
    <message>
        <source>in columns {names}</source>
        <translation>第{names}列</translation>
    </message>
    <message>
        <source>in boxes {names}</source>
        <translation>第{names}宫</translation>
    </message>
    <message>
        <source>of rows {names}</source>
        <translation>第{names}行</translation>
    </message>
    <message>
        <source>of columns {names}</source>
        <translation>第{names}列</translation>
    </message>
    <message>
        <source>of boxes {names}</source>
        <translation>第{names}宫</translation>
    </message>
    <message>
        <source>to rows {names}</source>
        <translation>第{names}行</translation>
    </message>
    <message>
        <source>to columns {names}</source>
        <translation>第{names}列</translation>
    </message>
    <message>
        <source>to boxes {names}</source>
        <translation>第{names}宫</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items}、{last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items}或{last}</translation>
    </message>
</context>
<context>
    <name>ViewModes</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, every text and the board bigger, for a projector</source>
        <translation>全屏，放大所有文字和盘面（用于投影仪）</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Why is {digit} gone from {cell}?</source>
        <translation>{cell}的候选数{digit}为什么消失了？</translation>
    </message>
    <message>
        <source>Why is {cell} = {digit}?</source>
        <translation>为什么{cell} = {digit}？</translation>
    </message>
    <message>
        <source>Why this dead end?</source>
        <translation>为什么走进死路？</translation>
    </message>
    <message>
        <source>This is a guess: nothing forced it. A backtrack out of it takes it back, and everything that hangs on it.</source>
        <translation>这是一次猜测：没有任何东西强制它。从它回溯会撤销它以及依赖它的一切。</translation>
    </message>
    <message>
        <source>This is a given of the puzzle.</source>
        <translation>这是题目数字。</translation>
    </message>
    <message>
        <source>This follows from the givens alone: no backtrack ever takes it back.</source>
        <translation>这仅由题目数字推出：任何回溯都不会撤销它。</translation>
    </message>
    <message>
        <source>This holds only under the guess {cell} = {digit}: a backtrack that takes that guess back takes this back too; a backtrack out of a later guess keeps it.</source>
        <translation>这只在猜测{cell} = {digit}之下成立：撤销该猜测的回溯也会撤销它；从更晚的猜测回溯则会保留它。</translation>
    </message>
    <message>
        <source>{number}. {sentence}</source>
        <translation>{number}. {sentence}</translation>
    </message>
    <message>
        <source>... and more causes, back to the givens (%n listed).</source>
        <translation>……还有更多原因，一直追溯到题目数字（已列出%n个）。</translation>
    </message>
    <message>
        <source>On the board: the %n nearest cause(s), numbered as in this list; each arrow points from a cause to what it made true.</source>
        <translation>盘面上：最近的%n个原因，编号与此列表相同；每个箭头从原因指向它所导致的结果。</translation>
    </message>
    <message>
        <source>Causes, nearest first</source>
        <translation>原因（由近及远）</translation>
    </message>
    <message>
        <source>Why is this candidate gone?</source>
        <translation>这个候选数为什么消失了？</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>&amp;Why this step?</source>
        <translation>这一步的原因(&amp;W)</translation>
    </message>
    <message>
        <source>Pause the search and click a candidate place or a digit on the board (or press F7 for the step just shown): its causes are listed here, back to the givens, and numbered on the board.</source>
        <translation>暂停搜索，然后点击盘面上的候选数位置或数字（或按F7查看刚显示的这一步）：它的原因会一直追溯到题目数字列在这里，并在盘面上编号。</translation>
    </message>
    <message>
        <source>The chain of causes of the step just shown, back to the givens (F7)</source>
        <translation>刚显示的这一步的原因链，追溯到题目数字（F7）</translation>
    </message>
    <message>
        <source>Step to a placement, an elimination, a guess or a dead end first.</source>
        <translation>请先走到一次填数、排除、猜测或死路。</translation>
    </message>
    <message>
        <source>{digit} is still a candidate of {cell}.</source>
        <translation>{digit}仍是{cell}的候选数。</translation>
    </message>
    <message>
        <source>{question} (step {step})</source>
        <translation>{question}（第{step}步）</translation>
    </message>
    <message>
        <source>{question} (after step {step} of the logical path)</source>
        <translation>{question}（逻辑路径第{step}步之后）</translation>
    </message>
    <message>
        <source>That answer was about step {asked}; the board is at step {now} now.</source>
        <translation>那个回答是关于第{asked}步的；盘面现在在第{now}步。</translation>
    </message>
    <message>
        <source>Click a candidate or a digit, or press F7, to ask about this step.</source>
        <translation>要询问这一步，请点击一个候选数或数字，或按F7。</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>the background process {name} stopped unexpectedly</source>
        <translation>后台进程{name}意外停止</translation>
    </message>
    <message>
        <source>the solver process ended unexpectedly</source>
        <translation>求解器进程意外结束</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Sudoku Lens worksheet: {level}</source>
        <translation>Sudoku Lens练习题单：{level}</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>答案</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <source>Start an empty grid to type givens into</source>
        <translation>Começar um tabuleiro vazio para digitar os números dados</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open a puzzle file</source>
        <translation>Abrir um arquivo de quebra-cabeça</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save givens, entries and marks</source>
        <translation>Salvar números dados, números digitados e anotações</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvar &amp;como...</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Salvar com um novo nome</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Quit Sudoku Lens</source>
        <translation>Sair do Sudoku Lens</translation>
    </message>
    <message>
        <source>&amp;Copy puzzle</source>
        <translation>&amp;Copiar quebra-cabeça</translation>
    </message>
    <message>
        <source>Copy the grid as 81 characters</source>
        <translation>Copiar o tabuleiro como 81 caracteres</translation>
    </message>
    <message>
        <source>&amp;Paste puzzle</source>
        <translation>Co&amp;lar quebra-cabeça</translation>
    </message>
    <message>
        <source>Paste a puzzle (any format)</source>
        <translation>Colar um quebra-cabeça (qualquer formato)</translation>
    </message>
    <message>
        <source>Clear &amp;entries</source>
        <translation>Limpar números di&amp;gitados</translation>
    </message>
    <message>
        <source>Remove your digits</source>
        <translation>Remover os seus números</translation>
    </message>
    <message>
        <source>Clear pencil &amp;marks</source>
        <translation>Limpar &amp;anotações</translation>
    </message>
    <message>
        <source>Remove all marks</source>
        <translation>Remover todas as anotações</translation>
    </message>
    <message>
        <source>Pencil mode</source>
        <translation>Modo de anotação</translation>
    </message>
    <message>
        <source>Bare digits write marks (P)</source>
        <translation>Os números viram anotações (P)</translation>
    </message>
    <message>
        <source>Start &amp;solving</source>
        <translation>Começar a &amp;resolver</translation>
    </message>
    <message>
        <source>Lock the givens / edit them</source>
        <translation>Travar os números dados / editá-los</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Check your entries and the givens</source>
        <translation>Verificar os seus números e os números dados</translation>
    </message>
    <message>
        <source>C&amp;ount solutions</source>
        <translation>C&amp;ontar soluções</translation>
    </message>
    <message>
        <source>How many solutions</source>
        <translation>Quantas soluções existem</translation>
    </message>
    <message>
        <source>Show all &amp;candidates</source>
        <translation>Mostrar todos os &amp;candidatos</translation>
    </message>
    <message>
        <source>Show every candidate the grid allows</source>
        <translation>Mostrar todos os candidatos que o tabuleiro permite</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>Act&amp;ual size</source>
        <translation>&amp;Voltar ao tamanho normal</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>Every key of the grid and the window</source>
        <translation>Todas as teclas do tabuleiro e da janela</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Lens</source>
        <translation>&amp;Sobre o Sudoku Lens</translation>
    </message>
    <message>
        <source>What this app is</source>
        <translation>O que é este aplicativo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Bigger text and board, everywhere in the window</source>
        <translation>Texto e tabuleiro maiores, em toda a janela</translation>
    </message>
    <message>
        <source>Smaller text and board, everywhere in the window</source>
        <translation>Texto e tabuleiro menores, em toda a janela</translation>
    </message>
    <message>
        <source>Text and board at their own size (100 %)</source>
        <translation>Texto e tabuleiro no tamanho próprio (100%)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
</context>
<context>
    <name>BadgesControl</name>
    <message>
        <source>Mark each guess that logic alone could have settled, and shade the search it would have pruned</source>
        <translation>Marcar cada suposição que a lógica sozinha resolveria e sombrear a busca que ela pouparia</translation>
    </message>
    <message>
        <source>Logic settles {count} of the guesses; {avoidable} of them were not needed.</source>
        <translation>A lógica resolve {count} das suposições; {avoidable} delas não eram necessárias.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Show all candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <source>Solve now</source>
        <translation>Resolver</translation>
    </message>
</context>
<context>
    <name>CellDescription</name>
    <message>
        <source>{cell}, given {digit}</source>
        <translation>{cell}, número dado {digit}</translation>
    </message>
    <message>
        <source>{cell}, your entry {digit}</source>
        <translation>{cell}, seu número {digit}</translation>
    </message>
    <message>
        <source>{cell}, solver&apos;s digit {digit}</source>
        <translation>{cell}, número do solucionador {digit}</translation>
    </message>
    <message>
        <source>{described}, conflict</source>
        <translation>{described}, conflito</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, vazia</translation>
    </message>
    <message>
        <source>pencil marks {digits}</source>
        <translation>anotações {digits}</translation>
    </message>
    <message>
        <source>candidates {digits}</source>
        <translation>candidatos {digits}</translation>
    </message>
    <message>
        <source>no candidates</source>
        <translation>nenhum candidato</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{cell}, no candidates left</source>
        <translation>{cell}, nenhum candidato restante</translation>
    </message>
    <message>
        <source>{cell}, solver&apos;s candidates {digits}</source>
        <translation>{cell}, candidatos do solucionador {digits}</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errado</translation>
    </message>
    <message>
        <source>pencil marks leave out the answer</source>
        <translation>as anotações deixam de fora a resposta</translation>
    </message>
    <message>
        <source>hint: a digit goes here</source>
        <translation>dica: um número vai aqui</translation>
    </message>
    <message>
        <source>hint: part of the pattern</source>
        <translation>dica: parte do padrão</translation>
    </message>
    <message>
        <source>hint removes candidates {digits}</source>
        <translation>a dica remove os candidatos {digits}</translation>
    </message>
</context>
<context>
    <name>ChainTree</name>
    <message>
        <source>… {count} more</source>
        <translation>… mais {count}</translation>
    </message>
</context>
<context>
    <name>Checking</name>
    <message>
        <source>The givens have no solution.</source>
        <translation>Os números dados não têm solução.</translation>
    </message>
    <message>
        <source>The givens have several solutions, so there is no single answer to check.</source>
        <translation>Os números dados têm várias soluções, então não há uma única resposta para verificar.</translation>
    </message>
    <message>
        <source>The givens have exactly one solution.</source>
        <translation>Os números dados têm exatamente uma solução.</translation>
    </message>
    <message>
        <source>Wrong entries: {join}.</source>
        <translation>Números errados: {join}.</translation>
    </message>
    <message>
        <source>Pencil marks that leave out the answer: {names}.</source>
        <translation>Anotações que deixam de fora a resposta: {names}.</translation>
    </message>
    <message>
        <source>The givens have exactly one solution, and your %n entries agree with it and your pencil marks keep every answer.</source>
        <translation>Os números dados têm exatamente uma solução, cada número que você digitou concorda com ela (%n no total) e suas anotações mantêm todas as respostas.</translation>
    </message>
    <message>
        <source>The givens have exactly one solution, and your %n entries agree with it.</source>
        <translation>Os números dados têm exatamente uma solução, e cada número que você digitou concorda com ela (%n no total).</translation>
    </message>
    <message>
        <source>The givens have at least {limit} solutions.</source>
        <translation>Os números dados têm pelo menos {limit} soluções.</translation>
    </message>
    <message>
        <source>The givens have %n solution(s).</source>
        <translation>Os números dados têm %n solução(ões).</translation>
    </message>
    <message>
        <source>The pencil marks of this position leave no solution.</source>
        <translation>As anotações desta posição não deixam solução.</translation>
    </message>
    <message>
        <source>Check pencil &amp;marks too</source>
        <translation>Verificar também as &amp;anotações</translation>
    </message>
    <message>
        <source>Check also points at pencil marks that leave out the answer</source>
        <translation>Verificar também aponta anotações que deixam de fora a resposta</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Checking...</source>
        <translation>Verificando...</translation>
    </message>
    <message>
        <source>Count solutions</source>
        <translation>Contar soluções</translation>
    </message>
    <message>
        <source>Counting...</source>
        <translation>Contando...</translation>
    </message>
    <message>
        <source>{_title} failed: {message}</source>
        <translation>{_title} falhou: {message}</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>Lendo {name}...</translation>
    </message>
    <message>
        <source>Reading {name}: {count} puzzles so far...</source>
        <translation>Lendo {name}: {count} quebra-cabeças até agora...</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>nenhum quebra-cabeça encontrado</translation>
    </message>
    <message>
        <source>{name} holds {count} puzzles. Open:</source>
        <translation>{name} contém {count} quebra-cabeças. Abrir:</translation>
    </message>
    <message>
        <source>{number}. line {line}: {name} ({givens} givens)</source>
        <translation>{number}. linha {line}: {name} ({givens} números dados)</translation>
    </message>
    <message>
        <source>{number}. line {line} ({givens} givens)</source>
        <translation>{number}. linha {line} ({givens} números dados)</translation>
    </message>
    <message>
        <source>#{number} (line {line}): {digits}...</source>
        <translation>#{number} (linha {line}): {digits}...</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Frames of the recursion</source>
        <translation>Quadros da recursão</translation>
    </message>
    <message>
        <source>line {number}: {code}</source>
        <translation>linha {number}: {code}</translation>
    </message>
    <message>
        <source>No line runs yet.</source>
        <translation>Nenhuma linha executou ainda.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidade</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Digit</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Left to try</source>
        <translation>Falta tentar</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <source>Click beside a line to stop there when it runs</source>
        <translation>Clique ao lado de uma linha para parar quando ela executar</translation>
    </message>
    <message>
        <source>The strategy&apos;s program</source>
        <translation>O programa da estratégia</translation>
    </message>
    <message>
        <source>Previous stop</source>
        <translation>Parada anterior</translation>
    </message>
    <message>
        <source>Back to the last time a line with a stop ran</source>
        <translation>Volta à última vez que uma linha com parada executou</translation>
    </message>
    <message>
        <source>Next stop</source>
        <translation>Próxima parada</translation>
    </message>
    <message>
        <source>Play on to the next time a line with a stop runs</source>
        <translation>Reproduz até a próxima vez que uma linha com parada executar</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Código</translation>
    </message>
    <message>
        <source>The strategy&apos;s program, the line that runs lit, and its frames</source>
        <translation>O programa da estratégia, a linha que executa acesa, e seus quadros</translation>
    </message>
    <message>
        <source>No stop is reached that way.</source>
        <translation>Nenhuma parada é alcançada nesse sentido.</translation>
    </message>
</context>
<context>
    <name>ColourMenu</name>
    <message>
        <source>No colour</source>
        <translation>Sem cor</translation>
    </message>
    <message>
        <source>Colour 1 (red)</source>
        <translation>Cor 1 (vermelho)</translation>
    </message>
    <message>
        <source>Colour 2 (blue)</source>
        <translation>Cor 2 (azul)</translation>
    </message>
    <message>
        <source>Colour 3 (green)</source>
        <translation>Cor 3 (verde)</translation>
    </message>
    <message>
        <source>Colour 4 (yellow)</source>
        <translation>Cor 4 (amarelo)</translation>
    </message>
    <message>
        <source>Colour {cell_name}</source>
        <translation>Colorir {cell_name}</translation>
    </message>
    <message>
        <source>Colour candidate {digit}</source>
        <translation>Colorir o candidato {digit}</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Guesses</source>
        <translation>Suposições</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Voltas atrás</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tempo (s)</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <source>Contradictions</source>
        <translation>Contradições</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Compare strategies</source>
        <translation>Comparar estratégias</translation>
    </message>
    <message>
        <source>Each strategy runs up to %Ln guess(es).</source>
        <translation>Cada estratégia faz até %Ln suposição(ões).</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>aguardando</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>Escala &amp;logarítmica</translation>
    </message>
    <message>
        <source>Bars by orders of magnitude: a million guesses beside five</source>
        <translation>Barras por ordem de grandeza: um milhão de suposições ao lado de cinco</translation>
    </message>
    <message>
        <source>Copy as &amp;CSV</source>
        <translation>Copiar como &amp;CSV</translation>
    </message>
    <message>
        <source>The figures are on the clipboard as CSV.</source>
        <translation>Os números estão na área de transferência como CSV.</translation>
    </message>
    <message>
        <source>Done: each strategy ran up to %Ln guess(es) on this puzzle.</source>
        <translation>Pronto: cada estratégia fez até %Ln suposição(ões) neste quebra-cabeça.</translation>
    </message>
    <message>
        <source>The comparison failed: {reason}</source>
        <translation>A comparação falhou: {reason}</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <source>two {digit}s in {unit} ({cells})</source>
        <translation>o {digit} duas vezes em {unit} ({cells})</translation>
    </message>
    <message>
        <source>Conflict: {clashes}</source>
        <translation>Conflito: {clashes}</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>unknown error</source>
        <translation>erro desconhecido</translation>
    </message>
    <message>
        <source>Sudoku Lens: unexpected error</source>
        <translation>Sudoku Lens: erro inesperado</translation>
    </message>
    <message>
        <source>Something went wrong: {last_line}

Your puzzle is autosaved and will be back at the next start. Please report this error with the details below.</source>
        <translation>Algo deu errado: {last_line}

Seu quebra-cabeça foi salvo automaticamente e voltará no próximo início. Por favor, relate este erro com os detalhes abaixo.</translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>not a Sudoku Lens document: {problem}</source>
        <translation>não é um documento do Sudoku Lens: {problem}</translation>
    </message>
    <message>
        <source>not a Sudoku Lens document: its values are nested too deep</source>
        <translation>não é um documento do Sudoku Lens: seus valores estão aninhados fundo demais</translation>
    </message>
    <message>
        <source>not a Sudoku Lens document (no &quot;format&quot;: &quot;sudoku-lens&quot;)</source>
        <translation>não é um documento do Sudoku Lens (falta &quot;format&quot;: &quot;sudoku-lens&quot;)</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be 81 characters</source>
        <translation>&quot;{key}&quot; deve ter 81 caracteres</translation>
    </message>
    <message>
        <source>&quot;{key}&quot;: unexpected character {ch!r}</source>
        <translation>&quot;{key}&quot;: caractere inesperado {ch!r}</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must list 81 cells</source>
        <translation>&quot;{key}&quot; deve listar 81 casas</translation>
    </message>
    <message>
        <source>&quot;{key}&quot;: each cell&apos;s marks are a string of digits 1-9</source>
        <translation>&quot;{key}&quot;: as anotações de cada casa são uma sequência de números 1-9</translation>
    </message>
    <message>
        <source>&quot;colors&quot; must list 81 cells</source>
        <translation>&quot;colors&quot; deve listar 81 casas</translation>
    </message>
    <message>
        <source>&quot;colors&quot;: each cell is a colour word (an integer of 30 bits)</source>
        <translation>&quot;colors&quot;: cada casa é uma palavra de cores (um inteiro de 30 bits)</translation>
    </message>
    <message>
        <source>&quot;colors&quot;: a colour is 0..{most}</source>
        <translation>&quot;colors&quot;: uma cor vai de 0 a {most}</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be a number from 0 to {most}</source>
        <translation>&quot;{key}&quot; deve ser um número de 0 a {most}</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of {modes}</source>
        <translation>&quot;mode&quot; deve ser um de {modes}</translation>
    </message>
    <message>
        <source>the file is {size} MB; files over {most} MB are not opened</source>
        <translation>o arquivo tem {size} MB; arquivos acima de {most} MB não são abertos</translation>
    </message>
    <message>
        <source>not text: byte {offset} is not UTF-8</source>
        <translation>não é texto: o byte {offset} não é UTF-8</translation>
    </message>
    <message>
        <source>no candidate left in {cells}</source>
        <translation>nenhum candidato restante em {cells}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Colour {cell}</source>
        <translation>Colorir {cell}</translation>
    </message>
    <message>
        <source>Uncolour {cell}</source>
        <translation>Tirar a cor de {cell}</translation>
    </message>
    <message>
        <source>Colour candidate {digit} of {cell}</source>
        <translation>Colorir o candidato {digit} de {cell}</translation>
    </message>
    <message>
        <source>Uncolour candidate {digit} of {cell}</source>
        <translation>Tirar a cor do candidato {digit} de {cell}</translation>
    </message>
    <message>
        <source>Place given {digit} in {cell}</source>
        <translation>Colocar o número dado {digit} em {cell}</translation>
    </message>
    <message>
        <source>Place digit {digit} in {cell}</source>
        <translation>Colocar o número {digit} em {cell}</translation>
    </message>
    <message>
        <source>Clear {cell}</source>
        <translation>Limpar {cell}</translation>
    </message>
    <message>
        <source>Pencil mark {digit} in {cell}</source>
        <translation>Anotação {digit} em {cell}</translation>
    </message>
    <message>
        <source>Clear entries</source>
        <translation>Limpar números digitados</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>Limpar anotações</translation>
    </message>
    <message>
        <source>Start solving</source>
        <translation>Começar a resolver</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>Editar números dados</translation>
    </message>
    <message>
        <source>Fill the solution</source>
        <translation>Preencher a solução</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <source>Press Play (F5) to watch the search, or type a puzzle</source>
        <translation>Pressione Reproduzir (F5) para assistir à busca, ou digite um quebra-cabeça</translation>
    </message>
    <message>
        <source>Press Explain solution to see the logical path of this puzzle, step by step</source>
        <translation>Pressione Explicar a solução para ver o caminho lógico deste quebra-cabeça, passo a passo</translation>
    </message>
    <message>
        <source>Click a cell and type a digit; Hint (H) shows the next step</source>
        <translation>Clique numa casa e digite um número; Dica (H) mostra o próximo passo</translation>
    </message>
    <message>
        <source>Choose a technique in the list, then Show an example or Try one</source>
        <translation>Escolha uma técnica na lista e depois Mostrar um exemplo ou Tentar um</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>The techniques of this app get stuck here: the rest needs a guess.</source>
        <translation>As técnicas deste aplicativo empacam aqui: o resto precisa de uma suposição.</translation>
    </message>
    <message>
        <source>ER {er}, EP {ep}, ED {ed}</source>
        <translation>ER {er}; EP {ep}; ED {ed}</translation>
    </message>
    <message>
        <source>Working: %Ln step(s), {time} — Cancel stops here</source>
        <translation>Trabalhando: %Ln passo(s), {time} — Cancelar para aqui</translation>
    </message>
    <message>
        <source>… %Ln line(s) left out</source>
        <translation>… %Ln linha(s) omitida(s)</translation>
    </message>
    <message>
        <source>Explain solution</source>
        <translation>Explicar a solução</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copiar como texto</translation>
    </message>
    <message>
        <source>No path: {reason}</source>
        <translation>Sem caminho: {reason}</translation>
    </message>
    <message>
        <source>Working out the logical path...</source>
        <translation>Calculando o caminho lógico...</translation>
    </message>
    <message>
        <source>Cancelled after {steps} steps: the path found so far.</source>
        <translation>Cancelado após {steps} passos: o caminho encontrado até aqui.</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>C&amp;ancelar</translation>
    </message>
    <message>
        <source>Stop here and keep the steps found so far</source>
        <translation>Parar aqui e manter os passos encontrados até agora</translation>
    </message>
    <message>
        <source>Teaching path: the easiest step first</source>
        <translation>Caminho didático: o passo mais fácil primeiro</translation>
    </message>
    <message>
        <source>Rating path: Sudoku Explainer&apos;s order</source>
        <translation>Caminho de avaliação: a ordem do Sudoku Explainer</translation>
    </message>
    <message>
        <source>The teaching path takes the steps a person sees first, as Hint does; the rating path takes them in the order Sudoku Explainer rates by.</source>
        <translation>O caminho didático dá primeiro os passos que uma pessoa vê primeiro, como a Dica; o caminho de avaliação os dá na ordem em que o Sudoku Explainer avalia.</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Parando...</translation>
    </message>
    <message>
        <source>{number}. {technique} ({er}): {text}</source>
        <translation>{number}. {technique} ({er}): {text}</translation>
    </message>
    <message>
        <source>The board shows the position just before step {step}.</source>
        <translation>O tabuleiro mostra a posição logo antes do passo {step}.</translation>
    </message>
    <message>
        <source>The board shows a branch of step {step}: its assumption, numbered implications and where it ends.</source>
        <translation>O tabuleiro mostra um ramo do passo {step}: sua suposição, as implicações numeradas e onde ele termina.</translation>
    </message>
    <message>
        <source>Click a step to see the board just before it.</source>
        <translation>Clique em um passo para ver o tabuleiro logo antes dele.</translation>
    </message>
    <message>
        <source>E&amp;xplain solution</source>
        <translation>E&amp;xplicar a solução</translation>
    </message>
    <message>
        <source>Co&amp;py the explanation</source>
        <translation>Co&amp;piar a explicação</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Folha de exercícios</translation>
    </message>
    <message>
        <source>Lesson pack</source>
        <translation>Pacote de aula</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>Imprimir folha de exercícios</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nível:</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>Quebra-cabeças:</translation>
    </message>
    <message>
        <source>The worksheet is ready.</source>
        <translation>A folha de exercícios está pronta.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;xportar...</translation>
    </message>
    <message>
        <source>Export an &amp;interactive walk...</source>
        <translation>Exportar percurso interati&amp;vo...</translation>
    </message>
    <message>
        <source>Export a &amp;lesson pack...</source>
        <translation>Exportar pacote de au&amp;la...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir...</translation>
    </message>
    <message>
        <source>Print a &amp;worksheet...</source>
        <translation>Imprimir uma &amp;folha de exercícios...</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>Board as SVG (*.svg)</source>
        <translation>Tabuleiro em SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board as PNG (*.png)</source>
        <translation>Tabuleiro em PNG (*.png)</translation>
    </message>
    <message>
        <source>Hypothesis tree as SVG (*.svg)</source>
        <translation>Árvore de suposições em SVG (*.svg)</translation>
    </message>
    <message>
        <source>Hypothesis tree as PNG (*.png)</source>
        <translation>Árvore de suposições em PNG (*.png)</translation>
    </message>
    <message>
        <source>The walk as a PDF handout (*.pdf)</source>
        <translation>O percurso como apostila PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The walk as an animated GIF (*.gif)</source>
        <translation>O percurso como GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>The walk as an interactive web page (*.html)</source>
        <translation>O percurso como página web interativa (*.html)</translation>
    </message>
    <message>
        <source>Lesson pack as a zip (*.zip)</source>
        <translation>Pacote de aula em zip (*.zip)</translation>
    </message>
    <message>
        <source>Preparing the lesson pack {name}...</source>
        <translation>Preparando o pacote de aula {name}...</translation>
    </message>
    <message>
        <source>Recording the search for {name}...</source>
        <translation>Gravando a busca para {name}...</translation>
    </message>
    <message>
        <source>Cannot write {name}: {error}</source>
        <translation>Não foi possível gravar {name}: {error}</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportado</translation>
    </message>
    <message>
        <source>Generating {count} {level} puzzles...</source>
        <translation>Gerando {count} quebra-cabeças de nível {level}...</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Cannot open {name}: {reason}</source>
        <translation>Não foi possível abrir {name}: {reason}</translation>
    </message>
    <message>
        <source>Cannot open {name}: {why}</source>
        <translation>Não foi possível abrir {name}: {why}</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} aberto</translation>
    </message>
    <message>
        <source>Cannot save {name}: {error}</source>
        <translation>Não foi possível salvar {name}: {error}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} salvo</translation>
    </message>
    <message>
        <source>Exported the givens to {name}</source>
        <translation>Números dados exportados para {name}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>O salvamento automático falhou: {error}</translation>
    </message>
    <message>
        <source>The clipboard holds {value} million characters; a paste over {value2} million is not read. Save it to a file and open that instead.</source>
        <translation>A área de transferência tem {value} milhões de caracteres; uma colagem acima de {value2} milhões não é lida. Salve-a num arquivo e abra-o.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: {error}</source>
        <translation>A área de transferência não contém um quebra-cabeça: {error}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>linha {line}: {reason}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>New puzzle</source>
        <translation>Novo quebra-cabeça</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Copied the grid as 81 characters</source>
        <translation>Tabuleiro copiado como 81 caracteres</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Colar</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>Colar quebra-cabeça</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Quebra-cabeças</translation>
    </message>
    <message>
        <source>Sudoku Lens documents</source>
        <translation>Documentos do Sudoku Lens</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos os arquivos</translation>
    </message>
    <message>
        <source>Sudoku Lens document, keeps entries and pencil marks</source>
        <translation>Documento do Sudoku Lens, guarda números digitados e anotações</translation>
    </message>
    <message>
        <source>Plain text, givens only</source>
        <translation>Texto simples, só os números dados</translation>
    </message>
    <message>
        <source>SadMan Sudoku, givens only</source>
        <translation>SadMan Sudoku, só os números dados</translation>
    </message>
    <message>
        <source>Simple Sudoku, givens only</source>
        <translation>Simple Sudoku, só os números dados</translation>
    </message>
    <message>
        <source>One puzzle per line, givens only</source>
        <translation>Um quebra-cabeça por linha, só os números dados</translation>
    </message>
</context>
<context>
    <name>Frames</name>
    <message>
        <source>NS</source>
        <translation>ÚN</translation>
    </message>
    <message>
        <source>HS {unit}</source>
        <translation>ÚO {unit}</translation>
    </message>
    <message>
        <source>hidden single in {unit} (HS): the digit has no other place there</source>
        <translation>único oculto em {unit} (ÚO): o número não tem outro lugar ali</translation>
    </message>
    <message>
        <source>naked single (NS): the cell has no other candidate</source>
        <translation>único nu (ÚN): a casa não tem outro candidato</translation>
    </message>
    <message>
        <source>{technique} ({label})</source>
        <translation>{technique} ({label})</translation>
    </message>
    <message>
        <source>a guess at depth {depth} (d{depth}): assumed, not deduced</source>
        <translation>uma suposição na profundidade {depth} (d{depth}): suposta, não deduzida</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>rotational</source>
        <translation>rotacional</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>horizontal</source>
        <translation>horizontal</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>vertical</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>diagonal</translation>
    </message>
    <message>
        <source>quarter-turn</source>
        <translation>um quarto de volta</translation>
    </message>
    <message>
        <source>New random puzzle</source>
        <translation>Novo quebra-cabeça aleatório</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>An exercise: the puzzle&apos;s hardest step is this technique (the level follows it)</source>
        <translation>Um exercício: o passo mais difícil do quebra-cabeça é esta técnica (o nível segue a técnica)</translation>
    </message>
    <message>
        <source>&amp;ER between</source>
        <translation>&amp;ER entre</translation>
    </message>
    <message>
        <source>An exercise: the puzzle&apos;s Sudoku Explainer rating (ER, its hardest step) lies in this range; the level follows it</source>
        <translation>Um exercício: a avaliação Sudoku Explainer do quebra-cabeça (ER, seu passo mais difícil) fica nesta faixa; o nível acompanha</translation>
    </message>
    <message>
        <source>Lowest ER</source>
        <translation>ER mínimo</translation>
    </message>
    <message>
        <source>Highest ER</source>
        <translation>ER máximo</translation>
    </message>
    <message>
        <source>Choose a level and a symmetry.</source>
        <translation>Escolha um nível e uma simetria.</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Gerar</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>&amp;Simetria:</translation>
    </message>
    <message>
        <source>&amp;Hardest step:</source>
        <translation>Passo mais &amp;difícil:</translation>
    </message>
    <message>
        <source>The level follows the hardest step or the ER range</source>
        <translation>O nível segue o passo mais difícil ou a faixa de ER</translation>
    </message>
    <message>
        <source>a new {level} puzzle</source>
        <translation>um novo quebra-cabeça {level}</translation>
    </message>
    <message>
        <source>hardest step {technique}</source>
        <translation>passo mais difícil {technique}</translation>
    </message>
    <message>
        <source>ER {low} to {top}</source>
        <translation>ER de {low} a {top}</translation>
    </message>
    <message>
        <source>an exercise ({what})</source>
        <translation>um exercício ({what})</translation>
    </message>
    <message>
        <source>Generating {what}...</source>
        <translation>Gerando {what}...</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Cancelando...</translation>
    </message>
    <message>
        <source>Generating {what}: attempt {attempt}</source>
        <translation>Gerando {what}: tentativa {attempt}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Generation failed: {reason}</source>
        <translation>A geração falhou: {reason}</translation>
    </message>
    <message>
        <source>New random puzzle ({level})</source>
        <translation>Novo quebra-cabeça aleatório ({level})</translation>
    </message>
    <message>
        <source>New {level} puzzle, {givens} givens ({seconds} s, %Ln attempt(s)): {description}</source>
        <translation>Novo quebra-cabeça {level}, {givens} números dados ({seconds} s, %Ln tentativa(s)): {description}</translation>
    </message>
    <message>
        <source>New ran&amp;dom puzzle...</source>
        <translation>Novo quebra-cabeça alea&amp;tório...</translation>
    </message>
    <message>
        <source>Generate a new puzzle of a chosen difficulty</source>
        <translation>Gerar um novo quebra-cabeça da dificuldade escolhida</translation>
    </message>
</context>
<context>
    <name>Grid</name>
    <message>
        <source>Sudoku grid</source>
        <translation>Tabuleiro do Sudoku</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Por quê?</translation>
    </message>
</context>
<context>
    <name>Gym</name>
    <message>
        <source>Exercise: {technique}</source>
        <translation>Exercício: {technique}</translation>
    </message>
    <message>
        <source>{technique}: {explanation}</source>
        <translation>{technique}: {explanation}</translation>
    </message>
    <message>
        <source>Progress could not be read: {reason}</source>
        <translation>Não foi possível ler o progresso: {reason}</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Aulas</translation>
    </message>
    <message>
        <source>Le&amp;ssons</source>
        <translation>Au&amp;las</translation>
    </message>
    <message>
        <source>Learn the techniques one by one, with examples and exercises</source>
        <translation>Aprenda as técnicas uma a uma, com exemplos e exercícios</translation>
    </message>
    <message>
        <source>&amp;Gym progress...</source>
        <translation>Pro&amp;gresso no treino...</translation>
    </message>
    <message>
        <source>What you have mastered, and what is due for review</source>
        <translation>O que você já domina e o que está na hora de revisar</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nova</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>aprendendo</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>dominada</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>revisão pendente</translation>
    </message>
    <message>
        <source>Not tried yet.</source>
        <translation>Ainda não tentada.</translation>
    </message>
    <message>
        <source>Learning: %n clean solve(s) in a row; two in a row master it.</source>
        <translation>Aprendendo: %n acerto(s) limpo(s) seguido(s); dois seguidos dominam a técnica.</translation>
    </message>
    <message>
        <source>Mastered, due for review since {date}.</source>
        <translation>Dominada; revisão pendente desde {date}.</translation>
    </message>
    <message>
        <source>Mastered; next review on {date}.</source>
        <translation>Dominada; próxima revisão em {date}.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Seu progresso</translation>
    </message>
    <message>
        <source>Show an &amp;example</source>
        <translation>Mostrar um &amp;exemplo</translation>
    </message>
    <message>
        <source>&amp;Try one</source>
        <translation>&amp;Tentar um</translation>
    </message>
    <message>
        <source>&amp;Play a puzzle that needs this</source>
        <translation>&amp;Jogar um quebra-cabeça que precise dela</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>The example&apos;s previous stage (Left)</source>
        <translation>Etapa anterior do exemplo (seta para a esquerda)</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Próximo ›</translation>
    </message>
    <message>
        <source>The example&apos;s next stage (Right)</source>
        <translation>Próxima etapa do exemplo (seta para a direita)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercício</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>&amp;Verificar minha resposta</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>Mostrar a &amp;resposta</translation>
    </message>
    <message>
        <source>{technique} ({tier})</source>
        <translation>{technique} ({tier})</translation>
    </message>
    <message>
        <source>Finding a puzzle that needs {technique}...</source>
        <translation>Procurando um quebra-cabeça que precise da técnica “{technique}”...</translation>
    </message>
    <message>
        <source>Finding a position for {technique}...</source>
        <translation>Procurando uma posição para a técnica “{technique}”...</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Cancelando...</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Puzzle for a lesson</source>
        <translation>Quebra-cabeça de uma aula</translation>
    </message>
    <message>
        <source>No position could be made: {reason}</source>
        <translation>Não foi possível criar uma posição: {reason}</translation>
    </message>
    <message>
        <source>Look at the shaded cells: together they make the pattern of {technique}.</source>
        <translation>Veja as casas sombreadas: juntas, elas formam o padrão da técnica “{technique}”.</translation>
    </message>
    <message>
        <source>Now follow the pattern&apos;s links and outlined lines: they show what it proves.</source>
        <translation>Agora siga as ligações e as linhas contornadas do padrão: elas mostram o que ele prova.</translation>
    </message>
    <message>
        <source>The result: the labelled cell takes its digit.</source>
        <translation>O resultado: a casa marcada recebe o seu número.</translation>
    </message>
    <message>
        <source>The result: the struck candidates are removed.</source>
        <translation>O resultado: os candidatos riscados são eliminados.</translation>
    </message>
    <message>
        <source>Example: {explanation}</source>
        <translation>Exemplo: {explanation}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Passo {number} de {count}</translation>
    </message>
    <message>
        <source>Back to my &amp;board</source>
        <translation>Voltar ao meu ta&amp;buleiro</translation>
    </message>
    <message>
        <source>Use {technique} here: click the candidates it removes (or place the digit it gives), then check your answer.</source>
        <translation>Use a técnica “{technique}” aqui: clique nos candidatos que ela elimina (ou coloque o número que ela dá) e depois verifique sua resposta.</translation>
    </message>
    <message>
        <source>&amp;Hint ({used} of {levels})</source>
        <translation>&amp;Dica ({used} de {levels})</translation>
    </message>
</context>
<context>
    <name>GymProgress</name>
    <message>
        <source>Mastered</source>
        <translation>Dominadas</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>Revisão pendente</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Aprendendo</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Novas</translation>
    </message>
    <message>
        <source>Techniques by state</source>
        <translation>Técnicas por estado</translation>
    </message>
    <message>
        <source>Time per exercise</source>
        <translation>Tempo por exercício</translation>
    </message>
    <message>
        <source>Hints per exercise</source>
        <translation>Dicas por exercício</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{mastered} of %n technique(s) mastered</source>
        <translation>{mastered} de %n técnica(s) dominada(s)</translation>
    </message>
    <message>
        <source>{text}, %n of them due for review</source>
        <translation>{text}, %n delas com revisão pendente</translation>
    </message>
    <message>
        <source>{tier}: {mastered} mastered, {due} due, {learning} learning, {new} new</source>
        <translation>{tier}: {mastered} dominadas, {due} para revisar, {learning} aprendendo, {new} novas</translation>
    </message>
    <message>
        <source>Gym progress</source>
        <translation>Progresso no treino</translation>
    </message>
    <message>
        <source>Export as &amp;PNG...</source>
        <translation>Exportar como &amp;PNG...</translation>
    </message>
    <message>
        <source>E&amp;xport progress...</source>
        <translation>E&amp;xportar progresso...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>&amp;Importar progresso...</translation>
    </message>
    <message>
        <source>&amp;Reset progress...</source>
        <translation>&amp;Zerar progresso...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Gym progress (*.json)</source>
        <translation>Progresso no treino (*.json)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Zerar progresso</translation>
    </message>
    <message>
        <source>Forget every exercise answered and every technique mastered? This cannot be undone (export your progress first to keep it).</source>
        <translation>Esquecer todos os exercícios respondidos e todas as técnicas dominadas? Isso não pode ser desfeito (exporte seu progresso antes para guardá-lo).</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} salvo.</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>Não foi possível gravar {path}.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}</source>
        <translation>Não foi possível gravar {path}: {reason}</translation>
    </message>
    <message>
        <source>Nothing imported: {reason}</source>
        <translation>Nada foi importado: {reason}</translation>
    </message>
    <message>
        <source>Imported %n exercise(s) from {name}.</source>
        <translation>%n exercício(s) importado(s) de {name}.</translation>
    </message>
    <message>
        <source>Progress reset.</source>
        <translation>Progresso zerado.</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Sudoku Lens: {strategy} on {puzzle}</source>
        <translation>Sudoku Lens: {strategy} em {puzzle}</translation>
    </message>
    <message>
        <source>Sudoku Lens: the walk</source>
        <translation>Sudoku Lens: o percurso</translation>
    </message>
    <message>
        <source>Strategy: {strategy}. Puzzle: {puzzle}</source>
        <translation>Estratégia: {strategy}. Quebra-cabeça: {puzzle}</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Nota: {note}</translation>
    </message>
    <message>
        <source>(The walk goes on for %Ln more guess(es).)</source>
        <translation>(O percurso continua por mais %Ln suposição(ões).)</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hints work while solving: choose Start solving first.</source>
        <translation>As dicas funcionam durante a resolução: escolha primeiro Começar a resolver.</translation>
    </message>
    <message>
        <source>The givens have no solution, so there is no logical next step.</source>
        <translation>Os números dados não têm solução, então não há próximo passo lógico.</translation>
    </message>
    <message>
        <source>The givens have more than one solution, so there is no logical next step.</source>
        <translation>Os números dados têm mais de uma solução, então não há próximo passo lógico.</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>O quebra-cabeça está resolvido.</translation>
    </message>
    <message>
        <source>No technique of this app finds the next step here: it takes a guess (watch the solver search for one).</source>
        <translation>Nenhuma técnica deste aplicativo acha o próximo passo aqui: é preciso supor (veja a busca do solucionador).</translation>
    </message>
    <message>
        <source>One of your digits is wrong: look at {where}.</source>
        <translation>Um dos seus números está errado: olhe para {where}.</translation>
    </message>
    <message>
        <source>{count} of your digits are wrong; the first is in {where}.</source>
        <translation>{count} dos seus números estão errados; o primeiro está em {where}.</translation>
    </message>
    <message>
        <source>Your pencil marks leave out the answer of a cell: look at {where}.</source>
        <translation>Suas anotações deixam de fora a resposta de uma casa: olhe para {where}.</translation>
    </message>
    <message>
        <source>{cell} is not {digit}</source>
        <translation>{cell} não é {digit}</translation>
    </message>
    <message>
        <source>the marks of {cell} leave out its answer</source>
        <translation>as anotações de {cell} deixam de fora a resposta</translation>
    </message>
    <message>
        <source>To fix: {mistakes}. Press Hint again to remove them.</source>
        <translation>A corrigir: {mistakes}. Pressione Dica de novo para removê-los.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Rating: {level}</source>
        <translation>Avaliação: {level}</translation>
    </message>
    <message>
        <source>{description} On Sudoku Explainer&apos;s scale: {scale} (Puzzle &gt; Explain solution).</source>
        <translation>{description} Na escala do Sudoku Explainer: {scale} (Quebra-cabeça &gt; Explicar a solução).</translation>
    </message>
    <message>
        <source>Rating: {level}, {er}</source>
        <translation>Avaliação: {level}, {er}</translation>
    </message>
    <message>
        <source>Rating: no solution</source>
        <translation>Avaliação: sem solução</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Looking for the next step...</source>
        <translation>Procurando o próximo passo...</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Sem dica: {reason}</translation>
    </message>
    <message>
        <source>&amp;Fill in the answer</source>
        <translation>P&amp;reencher a solução</translation>
    </message>
    <message>
        <source>Fill the answer into every empty cell? The puzzle is then solved for you (Undo takes it back).</source>
        <translation>Preencher a solução em todas as casas vazias? O quebra-cabeça fica resolvido para você (Desfazer volta atrás).</translation>
    </message>
    <message>
        <source>Hint: {technique}</source>
        <translation>Dica: {technique}</translation>
    </message>
    <message>
        <source>Hint: fix mistakes</source>
        <translation>Dica: corrigir erros</translation>
    </message>
    <message>
        <source>Removed the mistakes.</source>
        <translation>Os erros foram removidos.</translation>
    </message>
    <message>
        <source>Done. {said}</source>
        <translation>Feito. {said}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop rating this puzzle</source>
        <translation>Parar de avaliar este quebra-cabeça</translation>
    </message>
    <message>
        <source>Rating...</source>
        <translation>Avaliando...</translation>
    </message>
    <message>
        <source>Rating the puzzle</source>
        <translation>Avaliando o quebra-cabeça</translation>
    </message>
    <message>
        <source>Rating cancelled</source>
        <translation>Avaliação cancelada</translation>
    </message>
    <message>
        <source>Cancelled after {steps} steps, {time}.</source>
        <translation>Cancelado após {steps} passos, {time}.</translation>
    </message>
    <message>
        <source>Rating: failed</source>
        <translation>Avaliação: falhou</translation>
    </message>
    <message>
        <source>Rating... {steps} steps, {time}</source>
        <translation>Avaliando... {steps} passos, {time}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Name the next logical step; again: show it; again: do it</source>
        <translation>Diz o nome do próximo passo lógico; de novo: mostra; de novo: executa</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Dica (H)</translation>
    </message>
    <message>
        <source>Fill the answer into every empty cell of your board (asks first)</source>
        <translation>Preenche a solução em todas as casas vazias do seu tabuleiro (pergunta antes)</translation>
    </message>
</context>
<context>
    <name>HtmlWalk</name>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avançar um passo</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Voltar um passo</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Para o início</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Para o fim</translation>
    </message>
    <message>
        <source>Next guess</source>
        <translation>Próxima suposição</translation>
    </message>
    <message>
        <source>Next dead end</source>
        <translation>Próximo beco sem saída</translation>
    </message>
    <message>
        <source>Story steps only</source>
        <translation>Só os passos da história</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linha do tempo</translation>
    </message>
    <message>
        <source>step {position} / {total}</source>
        <translation>passo {position} / {total}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Hypothesis tree</source>
        <translation>Árvore de suposições</translation>
    </message>
    <message>
        <source>Click a digit, or a place where a candidate is gone, to ask why.</source>
        <translation>Clique num número, ou no lugar de um candidato eliminado, para perguntar por quê.</translation>
    </message>
    <message>
        <source>Click a guess to go there.</source>
        <translation>Clique numa suposição para ir até ela.</translation>
    </message>
    <message>
        <source>Turn the wheel to zoom, drag to move, double-click to see it all.</source>
        <translation>Gire a roda para ampliar, arraste para mover, clique duas vezes para ver tudo.</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>História</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Por quê?</translation>
    </message>
    <message>
        <source>Why this step? Its causes, back to the givens and guesses.</source>
        <translation>Por que este passo? Suas causas, até os números dados e as suposições.</translation>
    </message>
    <message>
        <source>Teacher&apos;s notes</source>
        <translation>Notas do professor</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Sem notas.</translation>
    </message>
    <message>
        <source>... {count} earlier steps</source>
        <translation>... {count} passos anteriores</translation>
    </message>
    <message>
        <source>This browser cannot unpack the walk; open it in a current browser.</source>
        <translation>Este navegador não consegue abrir o percurso; abra-o num navegador atual.</translation>
    </message>
    <message>
        <source>... and more causes, back to the givens.</source>
        <translation>... e mais causas, até os números dados.</translation>
    </message>
    <message>
        <source>{count} more causes</source>
        <translation>Mais {count} causas</translation>
    </message>
</context>
<context>
    <name>Kinds</name>
    <message>
        <source>The givens and what they force at once</source>
        <translation>Os números dados e o que eles forçam de imediato</translation>
    </message>
    <message>
        <source>A guess: a digit assumed at a cell, to be taken back if it fails</source>
        <translation>Uma suposição: um número suposto numa casa, a ser desfeito se falhar</translation>
    </message>
    <message>
        <source>A deduction: a cell fixed because the rules leave it one digit</source>
        <translation>Uma dedução: uma casa fixada porque as regras lhe deixam um só número</translation>
    </message>
    <message>
        <source>An elimination: a candidate removed because a peer holds its digit</source>
        <translation>Uma eliminação: um candidato removido porque uma vizinha tem o número</translation>
    </message>
    <message>
        <source>A dead end: the guesses so far break a rule</source>
        <translation>Um beco sem saída: as suposições até aqui quebram uma regra</translation>
    </message>
    <message>
        <source>A backtrack: the board goes back to before the last guess</source>
        <translation>Uma volta atrás: o tabuleiro volta a antes da última suposição</translation>
    </message>
    <message>
        <source>A solution: every cell fixed without breaking a rule</source>
        <translation>Uma solução: todas as casas fixadas sem quebrar regra</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>Speak this language from the next start</source>
        <translation>Usar este idioma a partir da próxima vez que abrir o programa</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>o idioma do sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Sudoku Lens will speak {language} when you start it again.</source>
        <translation>O Sudoku Lens vai falar {language} quando você abri-lo novamente.</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Assistir</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>E&amp;xplicar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jogar</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>Au&amp;las</translation>
    </message>
    <message>
        <source>Watch the search: the board, the hypothesis tree and the story log</source>
        <translation>Assistir à busca: o tabuleiro, a árvore de suposições e o registro da busca</translation>
    </message>
    <message>
        <source>The board and the explained logical path</source>
        <translation>O tabuleiro e o caminho lógico explicado</translation>
    </message>
    <message>
        <source>Solve it yourself: the board, the timer and hints</source>
        <translation>Resolva você mesmo: o tabuleiro, o cronômetro e as dicas</translation>
    </message>
    <message>
        <source>The board, the lessons, Why? and the quiz</source>
        <translation>O tabuleiro, as aulas, o Por quê? e o quiz</translation>
    </message>
    <message>
        <source>&amp;Reset this layout</source>
        <translation>&amp;Redefinir esta disposição</translation>
    </message>
    <message>
        <source>Put the panels of this layout back where they first stood</source>
        <translation>Põe os painéis desta disposição de volta onde estavam no início</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposição</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Your own digit (upright, in the accent colour).</source>
        <translation>Um número seu (reto, na cor de destaque).</translation>
    </message>
    <message>
        <source>Check: this digit of yours is wrong (red cross-hatch).</source>
        <translation>Verificar: este número seu está errado (hachura vermelha).</translation>
    </message>
    <message>
        <source>Check, with pencil marks too: these marks leave out the cell&apos;s answer (red dashed outline).</source>
        <translation>Verificar, com anotações: estas anotações deixam de fora a resposta da casa (contorno vermelho tracejado).</translation>
    </message>
    <message>
        <source>Hint, second press: a cell of the pattern (teal); a struck-out red candidate is one the hint removes.</source>
        <translation>Dica, segundo toque: uma casa do padrão (verde-azulado); um candidato riscado em vermelho é um que a dica remove.</translation>
    </message>
    <message>
        <source>Hint, second press: a digit goes in this cell (teal ring). The digit itself is not shown; the third press places it.</source>
        <translation>Dica, segundo toque: um número vai nesta casa (anel verde-azulado). O número não é mostrado; o terceiro toque o coloca.</translation>
    </message>
    <message>
        <source>A given: a digit of the puzzle (bold upright).</source>
        <translation>Um número dado do quebra-cabeça (negrito).</translation>
    </message>
    <message>
        <source>{label}, naked single: the cell had one candidate left, so it takes it (ringed while it is the step shown).</source>
        <translation>{label}, único nu: a casa tinha um só candidato, então o recebe (circulada enquanto é o passo mostrado).</translation>
    </message>
    <message>
        <source>{label}, hidden single: the digit had one place left in that row, column or box (a digit fixed by the solver is italic).</source>
        <translation>{label}, único oculto: o número tinha um só lugar naquela linha, coluna ou quadrado (um número fixado pelo solucionador fica em itálico).</translation>
    </message>
    <message>
        <source>The unit of a hidden single, outlined while it is the step shown.</source>
        <translation>O grupo de um único oculto, contornado enquanto esse passo é mostrado.</translation>
    </message>
    <message>
        <source>d1, a guess at depth 1: assumed, not deduced (dashed orange). d2 is a guess made while d1 stands, and so on.</source>
        <translation>d1, uma suposição na profundidade 1: suposta, não deduzida (laranja tracejado). d2 é uma suposição feita enquanto d1 vale, e assim por diante.</translation>
    </message>
    <message>
        <source>Small digits are the candidates still possible; a struck-out red one was just removed.</source>
        <translation>Os números pequenos são os candidatos ainda possíveis; um riscado em vermelho acabou de ser removido.</translation>
    </message>
    <message>
        <source>An elimination: the arrow points from the peer that holds the digit to the candidate it removes.</source>
        <translation>Uma eliminação: a seta vai da vizinha que tem o número ao candidato que ela remove.</translation>
    </message>
    <message>
        <source>A dead end: no candidate is left in this cell, so the guesses so far cannot all be right.</source>
        <translation>Um beco sem saída: não resta candidato nesta casa, então as suposições até aqui não podem estar todas certas.</translation>
    </message>
    <message>
        <source>A dead end: a digit has no place left in this row, column or box (red dashed outline).</source>
        <translation>Um beco sem saída: um número não tem mais lugar nesta linha, coluna ou quadrado (contorno vermelho tracejado).</translation>
    </message>
    <message>
        <source>A digit twice in one row, column or box: both copies are ringed in red.</source>
        <translation>Um número duas vezes na mesma linha, coluna ou quadrado: as duas cópias ficam circuladas em vermelho.</translation>
    </message>
    <message>
        <source>A backtrack: the board is back as it was before the failed guess (violet cells were restored).</source>
        <translation>Uma volta atrás: o tabuleiro está como antes da suposição que falhou (as casas violeta foram restauradas).</translation>
    </message>
    <message>
        <source>A guess still being searched (r1c6=7: 7 assumed at r1c6).</source>
        <translation>Uma suposição ainda em busca (r1c6=7: 7 suposto em r1c6).</translation>
    </message>
    <message>
        <source>A guess that failed; the red text under it names the cell or unit that broke.</source>
        <translation>Uma suposição que falhou; o texto vermelho embaixo diz a casa ou o grupo que quebrou.</translation>
    </message>
    <message>
        <source>A guess on the path to a solution (the path is drawn green).</source>
        <translation>Uma suposição no caminho para uma solução (o caminho é desenhado em verde).</translation>
    </message>
    <message>
        <source>The path to the board shown now (the current guesses).</source>
        <translation>O caminho até o tabuleiro mostrado agora (as suposições atuais).</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>What every colour, mark and abbreviation of the board, the tree and the log means</source>
        <translation>O que significa cada cor, marca e abreviação do tabuleiro, da árvore e do registro</translation>
    </message>
    <message>
        <source>On the board, during a search</source>
        <translation>No tabuleiro, durante uma busca</translation>
    </message>
    <message>
        <source>On the board, while you play</source>
        <translation>No tabuleiro, enquanto você joga</translation>
    </message>
    <message>
        <source>In the hypothesis tree</source>
        <translation>Na árvore de suposições</translation>
    </message>
    <message>
        <source>In the search log</source>
        <translation>No registro da busca</translation>
    </message>
    <message>
        <source>Names and figures</source>
        <translation>Nomes e números</translation>
    </message>
    <message>
        <source>Cells are named {first} (top left) to {last} (bottom right); the first row is {row}, the first column {col}, the top-left box {box}. View &gt; Notation changes this everywhere.</source>
        <translation>As casas vão de {first} (canto superior esquerdo) a {last} (canto inferior direito); a primeira linha é {row}, a primeira coluna {col}, o quadrado superior esquerdo {box}. Exibir &gt; Notação muda isso em toda parte.</translation>
    </message>
    <message>
        <source>Speed is in steps a second: a step is one line of the log.</source>
        <translation>A velocidade é em passos por segundo: um passo é uma linha do registro.</translation>
    </message>
    <message>
        <source>Depth: how many guesses stand at once. Deepest guess: the most that ever stood.</source>
        <translation>Profundidade: quantas suposições valem ao mesmo tempo. Suposição mais funda: o máximo que já valeu.</translation>
    </message>
    <message>
        <source>In Explain solution, a chain&apos;s strong links (one end at least is true) are solid arrows, its weak links (one end at most) dashed; a fish&apos;s base lines are outlined, its cover lines dashed; other groups are ringed.</source>
        <translation>Em Explicar a solução, as ligações fortes de uma cadeia (ao menos uma ponta verdadeira) são setas contínuas, as fracas (no máximo uma) tracejadas; as linhas-base de um peixe são contornadas, as de cobertura tracejadas; outros grupos são circulados.</translation>
    </message>
    <message>
        <source>L by a guess in the tree (Search &gt; Tree &gt; Where logic would have settled a guess): logic alone settles that cell; a shaded area is search logic would have pruned.</source>
        <translation>L junto a uma suposição na árvore (Busca &gt; Árvore &gt; Onde a lógica teria resolvido uma suposição): a lógica sozinha resolve essa casa; uma área sombreada é busca que a lógica pouparia.</translation>
    </message>
    <message>
        <source>Node limit: the search stops after this many guesses (1,000,000 is a million).</source>
        <translation>Limite de nós: a busca para depois de tantas suposições (1.000.000 é um milhão).</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Singles</source>
        <translation>Únicos</translation>
    </message>
    <message>
        <source>Intersections and subsets</source>
        <translation>Interseções e subconjuntos</translation>
    </message>
    <message>
        <source>Fish and wings</source>
        <translation>Padrões Fish e Wing</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Unicidade</translation>
    </message>
    <message>
        <source>Chains and loops</source>
        <translation>Cadeias e laços</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Conjuntos quase travados</translation>
    </message>
    <message>
        <source>Forcing chains and nets</source>
        <translation>Cadeias e redes forçadas</translation>
    </message>
    <message>
        <source>Look for a row, column or box with a single empty cell. The one digit missing from that unit goes there.</source>
        <translation>Procure uma linha, coluna ou quadrado com uma única casa vazia. O único número que falta nesse grupo vai nela.</translation>
    </message>
    <message>
        <source>Pick a digit and a unit (a row, column or box) and look where the digit can still go. When only one cell of the unit can take it, the digit goes there, whatever else that cell could hold.</source>
        <translation>Escolha um número e um grupo (uma linha, coluna ou quadrado) e veja onde o número ainda pode ir. Quando só uma casa do grupo pode recebê-lo, o número vai nela, seja o que for que essa casa ainda pudesse conter.</translation>
    </message>
    <message>
        <source>Look at one empty cell and cross out every digit its row, column and box already hold. When one candidate is left, that digit goes in the cell.</source>
        <translation>Olhe uma casa vazia e risque todo número que sua linha, coluna e quadrado já contêm. Quando sobra um candidato, esse número vai na casa.</translation>
    </message>
    <message>
        <source>When a digit&apos;s candidates inside a box all lie in one row or column, the digit of that box is in that line. Remove it from the rest of the line, outside the box.</source>
        <translation>Quando os candidatos de um número dentro de um quadrado ficam todos numa linha ou coluna, o número desse quadrado está nessa linha ou coluna. Elimine-o do resto dela, fora do quadrado.</translation>
    </message>
    <message>
        <source>When a digit&apos;s candidates in a row or column all lie inside one box, the line&apos;s digit is in that box. Remove it from the box&apos;s other cells, off the line.</source>
        <translation>Quando os candidatos de um número numa linha ou coluna ficam todos dentro de um quadrado, o número dessa linha ou coluna está nesse quadrado. Elimine-o das outras casas do quadrado, fora dela.</translation>
    </message>
    <message>
        <source>Two cells of a unit with the same two candidates and nothing else take those two digits between them. Remove both digits from the unit&apos;s other cells.</source>
        <translation>Duas casas de um grupo com os mesmos dois candidatos e nada mais ficam com esses dois números entre elas. Elimine os dois números das outras casas do grupo.</translation>
    </message>
    <message>
        <source>When two digits can go only in the same two cells of a unit, those cells hold them. Remove every other candidate from the two cells.</source>
        <translation>Quando dois números só podem ir nas mesmas duas casas de um grupo, essas casas os contêm. Elimine todos os outros candidatos das duas casas.</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits hold those digits (a cell may show two of them). Remove the three digits from the unit&apos;s other cells.</source>
        <translation>Três casas de um grupo cujos candidatos juntos são só três números contêm esses números (uma casa pode mostrar só dois deles). Elimine os três números das outras casas do grupo.</translation>
    </message>
    <message>
        <source>When three digits can go only in the same three cells of a unit, those cells hold them. Remove every other candidate from the three cells.</source>
        <translation>Quando três números só podem ir nas mesmas três casas de um grupo, essas casas os contêm. Elimine todos os outros candidatos das três casas.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are only four digits hold those digits. Remove the four digits from the unit&apos;s other cells.</source>
        <translation>Quatro casas de um grupo cujos candidatos juntos são só quatro números contêm esses números. Elimine os quatro números das outras casas do grupo.</translation>
    </message>
    <message>
        <source>When four digits can go only in the same four cells of a unit, those cells hold them. Remove every other candidate from the four cells.</source>
        <translation>Quando quatro números só podem ir nas mesmas quatro casas de um grupo, essas casas os contêm. Elimine todos os outros candidatos das quatro casas.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, and the places line up in the same two columns. The digit of each column is in one of those rows, so remove it from the rest of both columns (the same with rows and columns swapped).</source>
        <translation>Ache um número que tem exatamente dois lugares em cada uma de duas linhas, e os lugares se alinham nas mesmas duas colunas. O número de cada coluna está numa dessas linhas, então elimine-o do resto das duas colunas (o mesmo vale trocando linhas e colunas).</translation>
    </message>
    <message>
        <source>An x-wing over three lines: a digit whose places in three rows lie within the same three columns. Those rows hold the digit of the three columns, so remove it from the columns&apos; other cells.</source>
        <translation>Um X-Wing em três linhas: um número cujos lugares em três linhas ficam dentro das mesmas três colunas. Essas linhas contêm o número das três colunas, então elimine-o das outras casas das colunas.</translation>
    </message>
    <message>
        <source>The same fish with four lines: a digit whose places in four rows lie within four columns. Remove the digit from those columns outside the four rows.</source>
        <translation>O mesmo peixe com quatro linhas: um número cujos lugares em quatro linhas ficam dentro de quatro colunas. Elimine o número dessas colunas fora das quatro linhas.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each, with one end of each in the same column. One of the two other ends holds the digit, so remove it from every cell that sees both of them.</source>
        <translation>Duas linhas onde um número tem dois lugares cada, com uma ponta de cada na mesma coluna. Uma das duas outras pontas contém o número, então elimine-o de toda casa que vê as duas.</translation>
    </message>
    <message>
        <source>A digit with two places in a row and two in a column, one of each in the same box. The far ends cannot both be empty, so remove the digit from the cell that sees both far ends.</source>
        <translation>Um número com dois lugares numa linha e dois numa coluna, um de cada no mesmo quadrado. As pontas distantes não podem ficar ambas sem ele, então elimine o número da casa que vê as duas pontas distantes.</translation>
    </message>
    <message>
        <source>Two strong links of one digit (units where it has two places) joined by a weak link (two cells that see each other). One of the two outer ends holds the digit: remove it from the cells that see both.</source>
        <translation>Duas ligações fortes de um número (grupos onde ele tem dois lugares) unidas por uma ligação fraca (duas casas que se veem). Uma das duas pontas externas contém o número: elimine-o das casas que veem as duas.</translation>
    </message>
    <message>
        <source>In a box, a digit&apos;s places all lie on one row and one column (a cross). Joined to a line where the digit has two places, it shows a cell that cannot hold the digit: remove it there.</source>
        <translation>Num quadrado, os lugares de um número ficam todos numa linha e numa coluna (uma cruz). Unida a uma linha ou coluna onde o número tem dois lugares, ela mostra uma casa que não pode conter o número: elimine-o ali.</translation>
    </message>
    <message>
        <source>A pivot cell with candidates XY sees two pincers, XZ and YZ. Whatever the pivot holds, one pincer is Z, so remove Z from every cell that sees both pincers.</source>
        <translation>Uma casa pivô com candidatos XY vê duas pinças, XZ e YZ. Seja o que for o pivô, uma pinça é Z, então elimine Z de toda casa que vê as duas pinças.</translation>
    </message>
    <message>
        <source>Like an xy-wing, but the pivot holds XYZ. One of the three cells is Z, so remove Z from the cells that see the pivot and both pincers.</source>
        <translation>Como um XY-Wing, mas o pivô contém XYZ. Uma das três casas é Z, então elimine Z das casas que veem o pivô e as duas pinças.</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates XY, joined by a unit where X has only two places, each seen by one of them. One of the two cells is Y: remove Y from the cells that see both.</source>
        <translation>Duas casas com os mesmos dois candidatos XY, unidas por um grupo onde X tem só dois lugares, cada um visto por uma delas. Uma das duas casas é Y: elimine Y das casas que veem as duas.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes; three of them hold only the same two digits. A puzzle with one solution cannot leave both digits open in all four, so remove them from the fourth cell.</source>
        <translation>Quatro casas em duas linhas, duas colunas e dois quadrados; três delas contêm só os mesmos dois números. Um quebra-cabeça com uma só solução não pode deixar os dois números em aberto nas quatro, então elimine-os da quarta casa.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two roof cells hold the same extra digit. One of them must hold it, so remove that digit from every cell that sees both roof cells.</source>
        <translation>Um retângulo único cujas duas casas do telhado contêm o mesmo número extra. Uma delas tem de contê-lo, então elimine esse número de toda casa que vê as duas casas do telhado.</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof cells carry extra digits, which act as one cell. With other cells of their unit they form a naked subset: remove its digits from the rest of the unit.</source>
        <translation>Um retângulo único cujas casas do telhado trazem números extras, que agem como uma só casa. Com outras casas do seu grupo formam um subconjunto nu: elimine seus números do resto do grupo.</translation>
    </message>
    <message>
        <source>A unique rectangle where one of its two digits can go only in the two roof cells of their unit. The roof then holds that digit, so remove the other digit of the rectangle from both roof cells.</source>
        <translation>Um retângulo único em que um de seus dois números só pode ir nas duas casas do telhado do grupo delas. O telhado então contém esse número, então elimine o outro número do retângulo das duas casas do telhado.</translation>
    </message>
    <message>
        <source>A rectangle with one cell holding just the two digits, where one digit has only two places in the lines through the opposite corner. To avoid two solutions, remove the other digit from that corner.</source>
        <translation>Um retângulo com uma casa contendo só os dois números, em que um número tem só dois lugares na linha e na coluna do canto oposto. Para evitar duas soluções, elimine o outro número desse canto.</translation>
    </message>
    <message>
        <source>Every open cell has two candidates except one with three, and each digit has two places per unit except in that cell. Without the extra digit the puzzle would have two solutions, so that cell takes it.</source>
        <translation>Toda casa vazia tem dois candidatos, menos uma com três, e cada número tem dois lugares por grupo, menos nessa casa. Sem o número extra o quebra-cabeça teria duas soluções, então essa casa recebe esse número.</translation>
    </message>
    <message>
        <source>An x-wing with extra places (the fin) in one box. Either the x-wing holds or the fin does: remove the digit from the cells that the x-wing would clear and that also see the fin.</source>
        <translation>Um X-Wing com lugares extras (a barbatana) num quadrado. Ou o X-Wing vale ou a barbatana contém o número: elimine-o das casas que o X-Wing limparia e que também veem a barbatana.</translation>
    </message>
    <message>
        <source>A finned x-wing with one corner missing. The same rule applies: remove the digit where the fish would and the fin&apos;s box agrees.</source>
        <translation>Um X-Wing com barbatana sem um dos cantos. Vale a mesma regra: elimine o número onde o peixe o eliminaria e o quadrado da barbatana concorda.</translation>
    </message>
    <message>
        <source>A swordfish with extra places (the fin) in one box. Either the fish holds or the fin does: remove the digit from the cells that the fish clears and that see every cell of the fin.</source>
        <translation>Um Swordfish com lugares extras (a barbatana) num quadrado. Ou o peixe vale ou a barbatana contém o número: elimine-o das casas que o peixe limpa e que veem todas as casas da barbatana.</translation>
    </message>
    <message>
        <source>A finned swordfish missing a corner; the fin completes it. Remove the digit where the fish and the fin agree.</source>
        <translation>Um Swordfish com barbatana sem um dos cantos; a barbatana o completa. Elimine o número onde o peixe e a barbatana concordam.</translation>
    </message>
    <message>
        <source>A jellyfish with extra places (the fin) in one box. Either the fish holds or the fin does: remove the digit from the cells that the fish clears and that see every cell of the fin.</source>
        <translation>Um Jellyfish com lugares extras (a barbatana) num quadrado. Ou o peixe vale ou a barbatana contém o número: elimine-o das casas que o peixe limpa e que veem todas as casas da barbatana.</translation>
    </message>
    <message>
        <source>A finned jellyfish missing a corner; the fin completes it. Remove the digit where the fish and the fin agree.</source>
        <translation>Um Jellyfish com barbatana sem um dos cantos; a barbatana o completa. Elimine o número onde o peixe e a barbatana concordam.</translation>
    </message>
    <message>
        <source>Follow one digit along its strong links (units where it has two places), giving the cells two colours in turn. One colour is true: a colour that meets itself is false, and a cell that sees both colours loses the digit.</source>
        <translation>Siga um número pelas suas ligações fortes (grupos onde ele tem dois lugares), dando às casas duas cores alternadas. Uma cor é verdadeira: uma cor que encontra a si mesma é falsa, e uma casa que vê as duas cores perde o número.</translation>
    </message>
    <message>
        <source>Colour two separate clusters of one digit. When a colour of one cluster sees both colours of the other, it is false; cells that see opposite colours of linked clusters lose the digit.</source>
        <translation>Pinte dois grupos de cores separados de um número. Quando uma cor de um deles vê as duas cores do outro, ela é falsa; casas que veem cores opostas de grupos de cores ligados perdem o número.</translation>
    </message>
    <message>
        <source>A chain of one digit alternating strong and weak links, starting and ending with a strong link. One of its ends holds the digit, so remove it from cells that see both ends.</source>
        <translation>Uma cadeia de um número que alterna ligações fortes e fracas, começando e terminando com uma ligação forte. Uma de suas pontas contém o número, então elimine-o das casas que veem as duas pontas.</translation>
    </message>
    <message>
        <source>A chain of two-candidate cells, each sharing a digit with the next, that starts and ends on the same digit Z. One end is Z: remove Z from the cells that see both ends.</source>
        <translation>Uma cadeia de casas com dois candidatos, cada uma compartilhando um número com a seguinte, que começa e termina no mesmo número Z. Uma ponta é Z: elimine Z das casas que veem as duas pontas.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that returns to its start. A continuous loop turns its weak links strong and removes their digits elsewhere; a loop broken at one node places or removes a candidate there.</source>
        <translation>Uma cadeia de ligações fortes e fracas alternadas que volta ao início. Um laço contínuo torna fortes suas ligações fracas e elimina seus números em outros lugares; um laço interrompido num nó coloca ou elimina um candidato ali.</translation>
    </message>
    <message>
        <source>An alternating inference chain mixes links of one digit in a unit and links of two digits in a cell. If its ends are the same digit, remove it from the cells that see both; if they share a cell, keep only the two end digits there.</source>
        <translation>Uma AIC mistura ligações de um número num grupo e ligações de dois números numa casa. Se suas pontas são o mesmo número, elimine-o das casas que veem as duas; se elas estão na mesma casa, deixe ali só os dois números das pontas.</translation>
    </message>
    <message>
        <source>An alternating chain whose nodes may be groups: two or three places of a digit in one box and one line, acting as one node. The ends conclude as in a plain chain.</source>
        <translation>Uma cadeia alternada cujos nós podem ser grupos: dois ou três lugares de um número num quadrado e numa linha ou coluna, agindo como um nó. As pontas concluem como numa cadeia simples.</translation>
    </message>
    <message>
        <source>A nice loop through grouped nodes (a digit&apos;s places in one box and one line). It concludes as a plain loop does.</source>
        <translation>Um nice loop por nós agrupados (os lugares de um número num quadrado e numa linha ou coluna). Conclui como um laço simples.</translation>
    </message>
    <message>
        <source>Two or three cells where a box meets a line, with candidates split between a set of the line and a set of the box that share no digit. Each set&apos;s digits leave the rest of its unit.</source>
        <translation>Duas ou três casas onde um quadrado cruza uma linha ou coluna, com os candidatos divididos entre um conjunto da linha ou coluna e um conjunto do quadrado sem número em comum. Os números de cada conjunto saem do resto do seu grupo.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a unit with N+1 candidates. Two such sets that share a digit X whose places all see each other (restricted common) lock a second shared digit Z: remove Z from cells that see all its places in both sets.</source>
        <translation>Um conjunto quase travado são N casas de um grupo com N+1 candidatos. Dois desses conjuntos que compartilham um número X cujos lugares todos se veem (comum restrito) travam um segundo número compartilhado Z: elimine Z das casas que veem todos os seus lugares nos dois conjuntos.</translation>
    </message>
    <message>
        <source>Three almost locked sets: a pivot linked to two others by restricted common digits X and Y. The two outer sets share Z: remove Z from cells that see all its places in both.</source>
        <translation>Três conjuntos quase travados: um pivô ligado a dois outros pelos números comuns restritos X e Y. Os dois conjuntos externos compartilham Z: elimine Z das casas que veem todos os seus lugares nos dois.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets, each linked to the next by a restricted common digit. The two end sets share a digit Z: remove Z from cells that see its places in both.</source>
        <translation>Uma cadeia de conjuntos quase travados, cada um ligado ao seguinte por um número comum restrito. Os dois conjuntos das pontas compartilham um número Z: elimine Z das casas que veem os lugares dele nos dois.</translation>
    </message>
    <message>
        <source>An alternating inference chain that passes through almost locked sets: removing a digit from a set locks the others. Its ends conclude as in a plain chain.</source>
        <translation>Uma AIC que passa por conjuntos quase travados: tirar um número de um conjunto trava os outros. Suas pontas concluem como numa cadeia simples.</translation>
    </message>
    <message>
        <source>A nice loop with almost locked sets among its nodes. It concludes as a plain loop does.</source>
        <translation>Um nice loop com conjuntos quase travados entre seus nós. Conclui como um laço simples.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is linked to an almost locked set (its petal) holding that digit. Whatever the stem holds, one petal locks, so a digit shared by all petals leaves the cells that see all its places.</source>
        <translation>Uma casa-tronco cujos candidatos estão todos ligados a um conjunto quase travado (sua pétala) que contém esse número. Seja o que for o tronco, uma pétala fica travada, então um número compartilhado por todas as pétalas sai das casas que veem todos os seus lugares.</translation>
    </message>
    <message>
        <source>Assume a candidate and follow the singles it forces. If that leads to a contradiction, the candidate is false; if every candidate of a cell (or every place of a digit in a unit) forces the same result, that result is true.</source>
        <translation>Suponha um candidato e siga os únicos que ele força. Se isso leva a uma contradição, o candidato é falso; se todo candidato de uma casa (ou todo lugar de um número num grupo) força o mesmo resultado, esse resultado é verdadeiro.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>médio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extremo</translation>
    </message>
    <message>
        <source>needs guessing</source>
        <translation>exige suposição</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extremo</translation>
    </message>
    <message>
        <source>Needs guessing</source>
        <translation>Exige suposição</translation>
    </message>
</context>
<context>
    <name>LogicBadges</name>
    <message>
        <source>Where &amp;logic would have settled a guess</source>
        <translation>Onde a &amp;lógica teria resolvido uma suposição</translation>
    </message>
    <message>
        <source>Logic: {family} settles {cell} = {digit} here ({technique}); the guess {guess} was not needed</source>
        <translation>Lógica: {family} resolve {cell} = {digit} aqui ({technique}); a suposição {guess} não era necessária</translation>
    </message>
    <message>
        <source>Logic: {family} settles {cell} = {digit} here ({technique}), without guessing</source>
        <translation>Lógica: {family} resolve {cell} = {digit} aqui ({technique}), sem suposição</translation>
    </message>
    <message>
        <source>Logic: {technique} places {cell} = {digit} here; the guess {guess} was not needed</source>
        <translation>Lógica: {technique} coloca {cell} = {digit} aqui; a suposição {guess} não era necessária</translation>
    </message>
    <message>
        <source>Logic: {technique} places {cell} = {digit} here, without guessing</source>
        <translation>Lógica: {technique} coloca {cell} = {digit} aqui, sem suposição</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de ferramentas principal</translation>
    </message>
    <message>
        <source>Start &amp;solving</source>
        <translation>Começar a &amp;resolver</translation>
    </message>
    <message>
        <source>&amp;Edit givens</source>
        <translation>&amp;Editar números dados</translation>
    </message>
    <message>
        <source>Entering givens</source>
        <translation>Digitando os números dados</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Resolvendo</translation>
    </message>
    <message>
        <source>{mode}, pencil</source>
        <translation>{mode}, anotação</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Conflito</translation>
    </message>
    <message>
        <source>Givens: no solution</source>
        <translation>Números dados: sem solução</translation>
    </message>
    <message>
        <source>Givens: unique solution</source>
        <translation>Números dados: solução única</translation>
    </message>
    <message>
        <source>Givens: several solutions</source>
        <translation>Números dados: várias soluções</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Salvamento automático</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Your settings are not kept this time: {reason}</source>
        <translation>Suas configurações não serão guardadas desta vez: {reason}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Quebra-cabeça</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation>Exe&amp;mplos</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>&amp;Disposição</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>&amp;Painéis</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Notação</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opções</translation>
    </message>
    <message>
        <source>Open recen&amp;t</source>
        <translation>Abrir rec&amp;ente</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;ema</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>This file holds several puzzles. Open:</source>
        <translation>Este arquivo tem vários quebra-cabeças. Abrir:</translation>
    </message>
    <message>
        <source>Open puzzle</source>
        <translation>Abrir quebra-cabeça</translation>
    </message>
    <message>
        <source>Save puzzle</source>
        <translation>Salvar quebra-cabeça</translation>
    </message>
    <message>
        <source>About Sudoku Lens</source>
        <translation>Sobre o Sudoku Lens</translation>
    </message>
    <message>
        <source>Watch a Sudoku solver think: constraint propagation and depth-first search, step by step, with a hypothesis tree.</source>
        <translation>Veja um solucionador de Sudoku pensar: propagação de restrições e busca em profundidade, passo a passo, com uma árvore de suposições.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software livre sob a Licença Pública Geral GNU, versão 3 ou posterior.</translation>
    </message>
    <message>
        <source>Solver engine: pure Python</source>
        <translation>Motor do resolvedor: Python puro</translation>
    </message>
    <message>
        <source>Solver engine: compiled (Cython {version})</source>
        <translation>Motor do resolvedor: compilado (Cython {version})</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Given: {digit} at {cell}.</source>
        <translation>Número dado: {digit} em {cell}.</translation>
    </message>
    <message>
        <source>{cell} has one candidate left: {digit} (naked single).</source>
        <translation>{cell} tem um só candidato: {digit} (único nu).</translation>
    </message>
    <message>
        <source>{digit} has one place left in {unit}: {cell} (hidden single).</source>
        <translation>O {digit} só tem um lugar em {unit}: {cell} (único oculto).</translation>
    </message>
    <message>
        <source>{cell} is {digit} ({rule}).</source>
        <translation>{cell} é {digit} ({rule}).</translation>
    </message>
    <message>
        <source>Remove {digit} from {cell}: its peer {peer} holds {digit}.</source>
        <translation>Eliminar {digit} de {cell}: a vizinha {peer} já tem {digit}.</translation>
    </message>
    <message>
        <source>Remove {digit} from {cell} ({rule}).</source>
        <translation>Eliminar {digit} de {cell} ({rule}).</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, one of the places for {digit} in {unit}: {places}.</source>
        <translation>Não dá para fixar mais casas; supor {digit} em {cell}, um dos lugares de {digit} em {unit}: {places}.</translation>
    </message>
    <message>
        <source>{digit} can still go at {cell} in {unit}; assume it.</source>
        <translation>O {digit} ainda pode ir em {cell} em {unit}; supor isso.</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, which has candidate {digits}.</source>
        <translation>Não dá para fixar mais casas; supor {digit} em {cell}, que tem o candidato {digits}.</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; assume {digit} at {cell}, which has candidates {digits}.</source>
        <translation>Não dá para fixar mais casas; supor {digit} em {cell}, que tem os candidatos {digits}.</translation>
    </message>
    <message>
        <source>{cell} has candidate {digit} left; assume it.</source>
        <translation>{cell} ainda tem o candidato {digit}; supor isso.</translation>
    </message>
    <message>
        <source>Try the next digit that fits at {cell}: {digit}.</source>
        <translation>Tentar o próximo número que cabe em {cell}: {digit}.</translation>
    </message>
    <message>
        <source>the only digit that fits</source>
        <translation>o único número que cabe</translation>
    </message>
    <message>
        <source>digits that fit: {digits}</source>
        <translation>números que cabem: {digits}</translation>
    </message>
    <message>
        <source>Try {digit} at {cell}, the first empty cell ({fits}).</source>
        <translation>Tentar {digit} em {cell}, a primeira casa vazia ({fits}).</translation>
    </message>
    <message>
        <source>Try {digit} at {cell}, the next empty cell ({fits}).</source>
        <translation>Tentar {digit} em {cell}, a próxima casa vazia ({fits}).</translation>
    </message>
    <message>
        <source>Try {digit} at {cell} ({fits}).</source>
        <translation>Tentar {digit} em {cell} ({fits}).</translation>
    </message>
    <message>
        <source>Cannot fix any more cells; brute force from here. {sentence}</source>
        <translation>Não dá para fixar mais casas; força bruta daqui em diante. {sentence}</translation>
    </message>
    <message>
        <source>{digit} has no place left in {unit}</source>
        <translation>o {digit} não tem mais lugar em {unit}</translation>
    </message>
    <message>
        <source>{cell} cannot be {digit}: a peer already holds {digit}</source>
        <translation>{cell} não pode ser {digit}: uma vizinha já tem {digit}</translation>
    </message>
    <message>
        <source>{cell} has no candidates left</source>
        <translation>{cell} fica sem candidatos</translation>
    </message>
    <message>
        <source>the board breaks a rule</source>
        <translation>o tabuleiro quebra uma regra</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the puzzle has no solution.</source>
        <translation>Contradição: {what}; o quebra-cabeça não tem solução.</translation>
    </message>
    <message>
        <source>No digit fits at {cell}; go back.</source>
        <translation>Nenhum número cabe em {cell}; voltar.</translation>
    </message>
    <message>
        <source>Dead end: {what}; go back.</source>
        <translation>Beco sem saída: {what}; voltar.</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the assumption was wrong; restore the state saved at {cell}.</source>
        <translation>Contradição: {what}; a suposição estava errada; restaurar o estado salvo em {cell}.</translation>
    </message>
    <message>
        <source>Contradiction: {what}; the assumption was wrong.</source>
        <translation>Contradição: {what}; a suposição estava errada.</translation>
    </message>
    <message>
        <source>No other digit fits at {tried}; go back to {cell}.</source>
        <translation>Nenhum outro número cabe em {tried}; voltar para {cell}.</translation>
    </message>
    <message>
        <source>{tried} has no candidates left to try; go back to {cell}.</source>
        <translation>{tried} não tem mais candidatos para tentar; voltar para {cell}.</translation>
    </message>
    <message>
        <source>No options left to try; go back to {cell}.</source>
        <translation>Não há mais opções para tentar; voltar para {cell}.</translation>
    </message>
    <message>
        <source>Look for another solution: go back to {cell}.</source>
        <translation>Procurar outra solução: voltar para {cell}.</translation>
    </message>
    <message>
        <source>Take back the digit at {cell}.</source>
        <translation>Desfazer o número em {cell}.</translation>
    </message>
    <message>
        <source>The board is back as it was saved at {cell}.</source>
        <translation>O tabuleiro voltou ao estado salvo em {cell}.</translation>
    </message>
    <message>
        <source>Solved: all 81 cells are fixed without breaking a rule (solution {number}).</source>
        <translation>Resolvido: as 81 casas estão fixas sem quebrar nenhuma regra (solução {number}).</translation>
    </message>
    <message>
        <source>Start with %Ln given(s); strategy: {strategy}.</source>
        <translation>Começar com %Ln número(s) dado(s); estratégia: {strategy}.</translation>
    </message>
    <message>
        <source>Every option has been tried: %Ln solution(s) in all.</source>
        <translation>Todas as opções foram tentadas: %Ln solução(ões) ao todo.</translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds} segundos</translation>
    </message>
    <message>
        <source>%Ln node(s)</source>
        <translation>%Ln nó(s)</translation>
    </message>
    <message>
        <source>Stopped at the limit of {limit} with %Ln solution(s) so far.</source>
        <translation>Parou no limite de {limit} com %Ln solução(ões) até agora.</translation>
    </message>
    <message>
        <source>The givens break the rules: {conflicts}. Nothing to search.</source>
        <translation>Os números dados quebram as regras: {conflicts}. Nada para buscar.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>Row and column na&amp;mes</source>
        <translation>No&amp;mes de linhas e colunas</translation>
    </message>
    <message>
        <source>Show the names of the rows and columns beside the board</source>
        <translation>Mostrar os nomes das linhas e colunas ao lado do tabuleiro</translation>
    </message>
    <message>
        <source>(row, col) from 0</source>
        <translation>(linha, coluna) a partir de 0</translation>
    </message>
</context>
<context>
    <name>NotationMenu</name>
    <message>
        <source>Name cells as {notation} everywhere</source>
        <translation>Nomear as casas como {notation} em toda parte</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>The search stopped at its node limit; raise it to see more.</source>
        <translation>A busca parou no limite de nós; aumente-o para ver mais.</translation>
    </message>
    <message>
        <source>The search stopped: its record reached {millions} million steps (about 300 MB), the most the window keeps. Solve now still gives the answer.</source>
        <translation>A busca parou: o registro chegou a {millions} milhões de passos (cerca de 300 MB), o máximo que a janela guarda. Resolver agora ainda dá a resposta.</translation>
    </message>
    <message>
        <source>The search tried everything: this puzzle has no solution.</source>
        <translation>A busca tentou de tudo: este quebra-cabeça não tem solução.</translation>
    </message>
    <message>
        <source>The givens break the rules (see the search log); nothing to search.</source>
        <translation>Os números dados quebram as regras (veja o registro da busca); nada a buscar.</translation>
    </message>
    <message>
        <source>Paused at a contradiction.</source>
        <translation>Pausado numa contradição.</translation>
    </message>
    <message>
        <source>Paused at a backtrack.</source>
        <translation>Pausado ao voltar atrás.</translation>
    </message>
    <message>
        <source>Paused at a solution.</source>
        <translation>Pausado numa solução.</translation>
    </message>
    <message>
        <source>Paused: the search reached the chosen depth.</source>
        <translation>Pausado: a busca chegou à profundidade escolhida.</translation>
    </message>
    <message>
        <source>Paused at a stop in the code.</source>
        <translation>Pausado numa parada do código.</translation>
    </message>
    <message>
        <source>The whole search has been played.</source>
        <translation>A busca inteira foi reproduzida.</translation>
    </message>
    <message>
        <source>%Ln solution(s) found: every option has been tried, so that is all of them.</source>
        <translation>%Ln solução(ões) encontrada(s): todas as opções foram tentadas, então são todas.</translation>
    </message>
    <message>
        <source>%Ln solution(s) found (the search stops at {wanted}; Search for more solutions looks for another). The ringed cells of solution 2 and later differ from solution 1.</source>
        <translation>%Ln solução(ões) encontrada(s) (a busca para em {wanted}; Buscar mais soluções procura outra). As casas circuladas da solução 2 em diante diferem da solução 1.</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>buscando</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>resolvido</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sem solução</translation>
    </message>
    <message>
        <source>node limit</source>
        <translation>limite de nós</translation>
    </message>
    <message>
        <source>size limit</source>
        <translation>limite de tamanho</translation>
    </message>
    <message>
        <source>invalid givens</source>
        <translation>números dados inválidos</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>failed: {reason}</source>
        <translation>falhou: {reason}</translation>
    </message>
    <message>
        <source>The search failed: {reason}</source>
        <translation>A busca falhou: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayTools</name>
    <message>
        <source>Move to the next empty cell after a digit</source>
        <translation>Ir para a próxima casa vazia após um número</translation>
    </message>
    <message>
        <source>Remove a placed digit from its peers&apos; pencil marks</source>
        <translation>Tirar um número colocado das anotações das vizinhas</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Shade every cell where {digit} stands or may still go (Alt+{digit})</source>
        <translation>Sombrear cada casa onde {digit} está ou ainda pode ir (Alt+{digit})</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>guess</source>
        <translation>suposição</translation>
    </message>
    <message>
        <source>Pause each time the search guesses</source>
        <translation>Pausar cada vez que a busca supõe</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>contradição</translation>
    </message>
    <message>
        <source>Pause at each dead end (a rule is broken)</source>
        <translation>Pausar em cada beco sem saída (uma regra é quebrada)</translation>
    </message>
    <message>
        <source>backtrack</source>
        <translation>volta atrás</translation>
    </message>
    <message>
        <source>Pause each time the search goes back</source>
        <translation>Pausar cada vez que a busca volta atrás</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solução</translation>
    </message>
    <message>
        <source>Pause at each solution</source>
        <translation>Pausar em cada solução</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Estratégia:</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>Limite de nós:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidade:</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Velocidade de reprodução</translation>
    </message>
    <message>
        <source>Story only</source>
        <translation>Só a história</translation>
    </message>
    <message>
        <source>Play only the guesses, dead ends, backtracks and solutions; what propagation does in between is applied at once</source>
        <translation>Reproduzir só as suposições, becos sem saída, voltas atrás e soluções; o que a propagação faz entre eles é aplicado de uma vez</translation>
    </message>
    <message>
        <source>Pause on:</source>
        <translation>Pausar em:</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidade</translation>
    </message>
    <message>
        <source>step {position} / {total}</source>
        <translation>passo {position} / {total}</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>máxima</translation>
    </message>
    <message>
        <source>%Ln step(s)/s</source>
        <translation>%Ln passo(s)/s</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>every digit is a candidate everywhere</source>
        <translation>todo número é candidato em toda casa</translation>
    </message>
    <message>
        <source>a given</source>
        <translation>um número dado</translation>
    </message>
    <message>
        <source>the givens break the rules</source>
        <translation>os números dados quebram as regras</translation>
    </message>
    <message>
        <source>False: no solution at all</source>
        <translation>False: nenhuma solução</translation>
    </message>
    <message>
        <source>already gone</source>
        <translation>já eliminado</translation>
    </message>
    <message>
        <source>d is no longer a candidate of s</source>
        <translation>d não é mais candidato de s</translation>
    </message>
    <message>
        <source>the last candidate is gone: a dead end</source>
        <translation>o último candidato sumiu: beco sem saída</translation>
    </message>
    <message>
        <source>rule 1: one value left, so the peers lose it</source>
        <translation>regra 1: resta um valor, e as vizinhas o perdem</translation>
    </message>
    <message>
        <source>d has no place left in u: a dead end</source>
        <translation>d não tem mais lugar em u: beco sem saída</translation>
    </message>
    <message>
        <source>rule 2: one place left for d in u, so d goes there</source>
        <translation>regra 2: d tem um só lugar em u, e vai para lá</translation>
    </message>
    <message>
        <source>failed earlier</source>
        <translation>falhou antes</translation>
    </message>
    <message>
        <source>solved!</source>
        <translation>resolvido!</translation>
    </message>
    <message>
        <source>every digit failed: back to the caller&apos;s loop</source>
        <translation>todo número falhou: volta ao laço de quem chamou</translation>
    </message>
    <message>
        <source>try each digit of the square with fewest candidates</source>
        <translation>tenta cada número da casa com menos candidatos</translation>
    </message>
    <message>
        <source>a square&apos;s digits, or a digit&apos;s squares in a unit</source>
        <translation>os números de uma casa, ou as casas de um número num grupo</translation>
    </message>
    <message>
        <source>try each option in turn</source>
        <translation>tenta cada opção por vez</translation>
    </message>
    <message>
        <source>human techniques, easiest first</source>
        <translation>técnicas humanas, as mais fáceis primeiro</translation>
    </message>
    <message>
        <source>eliminate or assign what the technique proves</source>
        <translation>elimina ou coloca o que a técnica prova</translation>
    </message>
    <message>
        <source>every cell starts with the candidates 1-9</source>
        <translation>toda casa começa com os candidatos 1-9</translation>
    </message>
    <message>
        <source>the saved states: a linked list, newest first</source>
        <translation>os estados salvos: uma lista ligada, o mais novo primeiro</translation>
    </message>
    <message>
        <source>cross out, fix singles, until nothing changes</source>
        <translation>risca, fixa os únicos, até nada mudar</translation>
    </message>
    <message>
        <source>save the state</source>
        <translation>salva o estado</translation>
    </message>
    <message>
        <source>every digit failed here: drop this state</source>
        <translation>todo número falhou aqui: descarta este estado</translation>
    </message>
    <message>
        <source>nothing left to try: no solution</source>
        <translation>nada mais a tentar: sem solução</translation>
    </message>
    <message>
        <source>a contradiction: restore the saved state</source>
        <translation>uma contradição: restaura o estado salvo</translation>
    </message>
    <message>
        <source>hypothesis: the next digit, smallest first</source>
        <translation>suposição: o próximo número, o menor primeiro</translation>
    </message>
    <message>
        <source>a peer holds it: cross it out</source>
        <translation>uma vizinha o tem: risca</translation>
    </message>
    <message>
        <source>no candidate left: a contradiction</source>
        <translation>nenhum candidato restou: contradição</translation>
    </message>
    <message>
        <source>one candidate left: fix it</source>
        <translation>resta um candidato: fixa</translation>
    </message>
    <message>
        <source>d has no place in u, or is there twice</source>
        <translation>d não tem lugar em u, ou está lá duas vezes</translation>
    </message>
    <message>
        <source>one place left for d in u</source>
        <translation>d tem um só lugar em u</translation>
    </message>
    <message>
        <source>so d goes there</source>
        <translation>então d vai para lá</translation>
    </message>
    <message>
        <source>pass after pass</source>
        <translation>passada após passada</translation>
    </message>
    <message>
        <source>pass 1: a peer holds it</source>
        <translation>passada 1: uma vizinha o tem</translation>
    </message>
    <message>
        <source>one candidate left: s is solved</source>
        <translation>resta um candidato: s está resolvida</translation>
    </message>
    <message>
        <source>pass 2: the only place for d in u</source>
        <translation>passada 2: o único lugar de d em u</translation>
    </message>
    <message>
        <source>the first square with several candidates</source>
        <translation>a primeira casa com vários candidatos</translation>
    </message>
    <message>
        <source>the first open cell, row by row</source>
        <translation>a primeira casa vazia, linha por linha</translation>
    </message>
    <message>
        <source>no repeat in the row, column or box</source>
        <translation>sem repetir na linha, coluna ou quadrado</translation>
    </message>
    <message>
        <source>no digit fits here: a dead end</source>
        <translation>nenhum número cabe aqui: beco sem saída</translation>
    </message>
    <message>
        <source>try each digit that fits</source>
        <translation>tenta cada número que cabe</translation>
    </message>
    <message>
        <source>every digit failed: back to the previous cell</source>
        <translation>todo número falhou: volta à casa anterior</translation>
    </message>
    <message>
        <source>every open cell may hold 1-9</source>
        <translation>toda casa vazia pode ter 1-9</translation>
    </message>
    <message>
        <source>narrow until nothing changes</source>
        <translation>estreita até nada mudar</translation>
    </message>
    <message>
        <source>digits in the row, column or box go</source>
        <translation>saem os números da linha, coluna ou quadrado</translation>
    </message>
    <message>
        <source>no candidate left: no solution</source>
        <translation>nenhum candidato restou: sem solução</translation>
    </message>
    <message>
        <source>the only candidate</source>
        <translation>o único candidato</translation>
    </message>
    <message>
        <source>the only place for d in u</source>
        <translation>o único lugar de d em u</translation>
    </message>
    <message>
        <source>every cell empty</source>
        <translation>toda casa vazia</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>the cell of the next guess</source>
        <translation>a casa da próxima suposição</translation>
    </message>
    <message>
        <source>the digit it tries</source>
        <translation>o número que ele tenta</translation>
    </message>
    <message>
        <source>whether a guess fails</source>
        <translation>se uma suposição falha</translation>
    </message>
    <message>
        <source>the next forced cell</source>
        <translation>a próxima casa forçada</translation>
    </message>
    <message>
        <source>guessed cells: {right} of {asked}</source>
        <translation>casas supostas: {right} de {asked}</translation>
    </message>
    <message>
        <source>digits tried: {right} of {asked}</source>
        <translation>números tentados: {right} de {asked}</translation>
    </message>
    <message>
        <source>dead ends foreseen: {right} of {asked}</source>
        <translation>becos sem saída previstos: {right} de {asked}</translation>
    </message>
    <message>
        <source>forced cells: {right} of {asked}</source>
        <translation>casas forçadas: {right} de {asked}</translation>
    </message>
    <message>
        <source>Right. {reveal}</source>
        <translation>Acertou. {reveal}</translation>
    </message>
    <message>
        <source>Not this time. {reveal}</source>
        <translation>Desta vez não. {reveal}</translation>
    </message>
    <message>
        <source>It tries {digit} first: digits are tried in increasing order.</source>
        <translation>O solucionador tenta {digit} primeiro: os números são tentados em ordem crescente.</translation>
    </message>
    <message>
        <source>{cell} = {digit} fails: {what} (step {step}).</source>
        <translation>{cell} = {digit} falha: {what} (passo {step}).</translation>
    </message>
    <message>
        <source>{cell} = {digit} fails: every way on from it ends in a dead end (settled at step {step}).</source>
        <translation>{cell} = {digit} falha: todo caminho a partir dela dá num beco sem saída (definido no passo {step}).</translation>
    </message>
    <message>
        <source>{cell} = {digit} leads to a solution.</source>
        <translation>{cell} = {digit} leva a uma solução.</translation>
    </message>
    <message>
        <source>It guesses at {cell}: {digit} has the fewest places in {unit} ({count}), and {cell} is the first of them.</source>
        <translation>O solucionador supõe em {cell}: o {digit} tem menos lugares em {unit} ({count}), e {cell} é a primeira delas.</translation>
    </message>
    <message>
        <source>It guesses at {cell}: the first open cell in reading order.</source>
        <translation>O solucionador supõe em {cell}: a primeira casa vazia na ordem de leitura.</translation>
    </message>
    <message>
        <source>It guesses at {cell}: no open cell has fewer candidates ({count}); on a tie the first in reading order wins.</source>
        <translation>O solucionador supõe em {cell}: nenhuma casa vazia tem menos candidatos ({count}); num empate vence a primeira na ordem de leitura.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>&amp;Yes, it fails</source>
        <translation>&amp;Sim, falha</translation>
    </message>
    <message>
        <source>N&amp;o, it holds</source>
        <translation>&amp;Não, se mantém</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Mostre</translation>
    </message>
    <message>
        <source>Ask me about:</source>
        <translation>Perguntar sobre:</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>Prever, depois revelar</translation>
    </message>
    <message>
        <source>&amp;Predict, then reveal (quiz)</source>
        <translation>Pre&amp;ver, depois revelar (quiz)</translation>
    </message>
    <message>
        <source>Before each chosen step, predict what the solver will do</source>
        <translation>Antes de cada passo escolhido, preveja o que o solucionador fará</translation>
    </message>
    <message>
        <source>Play the search: it stops before each step chosen below.</source>
        <translation>Reproduza a busca: ela para antes de cada passo escolhido abaixo.</translation>
    </message>
    <message>
        <source>No cell can be fixed now. Where will the solver guess? Click the cell.</source>
        <translation>Nenhuma casa pode ser fixada agora. Onde o solucionador vai supor? Clique na casa.</translation>
    </message>
    <message>
        <source>It guesses at {cell}. Which digit will it try first? Click the candidate.</source>
        <translation>O solucionador supõe em {cell}. Que número ele tentará primeiro? Clique no candidato.</translation>
    </message>
    <message>
        <source>Will the guess {cell} = {digit} end in a dead end?</source>
        <translation>A suposição {cell} = {digit} vai dar num beco sem saída?</translation>
    </message>
    <message>
        <source>Which cell will logic fix next? Click it.</source>
        <translation>Que casa a lógica vai fixar a seguir? Clique nela.</translation>
    </message>
    <message>
        <source>Before step {step}: {question}</source>
        <translation>Antes do passo {step}: {question}</translation>
    </message>
    <message>
        <source>The question about step {asked} is closed: the board moved to step {now}.</source>
        <translation>A pergunta sobre o passo {asked} foi encerrada: o tabuleiro foi para o passo {now}.</translation>
    </message>
</context>
<context>
    <name>Race</name>
    <message>
        <source>{strategy} needs no guess {number}</source>
        <translation>{strategy} não precisa da suposição {number}</translation>
    </message>
    <message>
        <source>{strategy} guesses {cell} = {digit}</source>
        <translation>{strategy} supõe {cell} = {digit}</translation>
    </message>
    <message>
        <source>Guess {number}: {choices}.</source>
        <translation>Suposição {number}: {choices}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No strategy found the solution within the node limit.</source>
        <translation>Nenhuma estratégia encontrou a solução dentro do limite de nós.</translation>
    </message>
    <message>
        <source>{steps}, {guesses}, {dead_ends}</source>
        <translation>{steps}, {guesses}, {dead_ends}</translation>
    </message>
    <message>
        <source>%Ln step(s)</source>
        <translation>%Ln passo(s)</translation>
    </message>
    <message>
        <source>%Ln guess(es)</source>
        <translation>%Ln suposição(ões)</translation>
    </message>
    <message>
        <source>%Ln dead end(s)</source>
        <translation>%Ln beco(s) sem saída</translation>
    </message>
    <message>
        <source>{strategy} stopped at the node limit after {said}</source>
        <translation>{strategy} parou no limite de nós depois de {said}</translation>
    </message>
    <message>
        <source>{strategy}: {said}</source>
        <translation>{strategy}: {said}</translation>
    </message>
    <message>
        <source>{strategy}: {said} ({times} times as many steps)</source>
        <translation>{strategy}: {said} ({times} vezes mais passos)</translation>
    </message>
    <message>
        <source>{names} finished together.</source>
        <translation>{names} terminaram juntas.</translation>
    </message>
    <message>
        <source>{name} finished first.</source>
        <translation>{name} terminou primeiro.</translation>
    </message>
    <message>
        <source>&amp;Race strategies...</source>
        <translation>C&amp;orrida de estratégias...</translation>
    </message>
    <message>
        <source>Two or three strategies on this puzzle side by side, on one timeline</source>
        <translation>Duas ou três estratégias neste quebra-cabeça lado a lado, numa só linha do tempo</translation>
    </message>
    <message>
        <source>guesses {guesses} · backtracks {backtracks}
depth {depth} · eliminations {eliminations}</source>
        <translation>suposições {guesses} · voltas atrás {backtracks}
profundidade {depth} · eliminações {eliminations}</translation>
    </message>
    <message>
        <source>finished at step {step}</source>
        <translation>terminou no passo {step}</translation>
    </message>
    <message>
        <source>Race strategies</source>
        <translation>Corrida de estratégias</translation>
    </message>
    <message>
        <source>The strategies have not parted yet.</source>
        <translation>As estratégias ainda não se separaram.</translation>
    </message>
    <message>
        <source>(no third lane)</source>
        <translation>(sem terceira raia)</translation>
    </message>
    <message>
        <source>&amp;Start the race</source>
        <translation>&amp;Iniciar a corrida</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproduzir</translation>
    </message>
    <message>
        <source>&amp;Jump to the first difference</source>
        <translation>&amp;Ir à primeira diferença</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidade:</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ausar</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>passo {step}</translation>
    </message>
    <message>
        <source>The strategies make the same guesses.</source>
        <translation>As estratégias fazem as mesmas suposições.</translation>
    </message>
    <message>
        <source>{text} (step {step})</source>
        <translation>{text} (passo {step})</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Save &amp;replay...</source>
        <translation>Salvar repro&amp;dução...</translation>
    </message>
    <message>
        <source>Open repla&amp;y...</source>
        <translation>Abrir re&amp;produção...</translation>
    </message>
    <message>
        <source>Add a &amp;note at this step...</source>
        <translation>Adicionar uma &amp;nota neste passo...</translation>
    </message>
    <message>
        <source>Next no&amp;te</source>
        <translation>Próxima no&amp;ta</translation>
    </message>
    <message>
        <source>Previous not&amp;e</source>
        <translation>Nota ant&amp;erior</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>Salvar reprodução</translation>
    </message>
    <message>
        <source>Record a whole search first (Play).</source>
        <translation>Grave primeiro uma busca inteira (Reproduzir).</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Abrir reprodução</translation>
    </message>
    <message>
        <source>the file is over {most} MB</source>
        <translation>o arquivo passa de {most} MB</translation>
    </message>
    <message>
        <source>not a replay file ({problem})</source>
        <translation>não é um arquivo de reprodução ({problem})</translation>
    </message>
    <message>
        <source>not a Sudoku Lens replay</source>
        <translation>não é uma reprodução do Sudoku Lens</translation>
    </message>
    <message>
        <source>made by a newer version (format {version}); this one reads {known}</source>
        <translation>feito por uma versão mais nova (formato {version}); esta lê o {known}</translation>
    </message>
    <message>
        <source>the file is damaged ({problem})</source>
        <translation>o arquivo está danificado ({problem})</translation>
    </message>
    <message>
        <source>it declares {declared} events but holds {held}</source>
        <translation>declara {declared} eventos, mas contém {held}</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>it inflates past {most} MB, over {ratio} times its size</source>
        <translation>descompactado passa de {most} MB, mais de {ratio} vezes o seu tamanho</translation>
    </message>
    <message>
        <source>it inflates past {most} MB, more than its {events} events can need</source>
        <translation>descompactado passa de {most} MB, mais do que seus {events} eventos podem precisar</translation>
    </message>
    <message>
        <source>refused: {why}; it may be made to exhaust memory</source>
        <translation>recusado: {why}; pode ter sido feito para esgotar a memória</translation>
    </message>
    <message>
        <source>the compressed data is cut short</source>
        <translation>os dados compactados estão cortados</translation>
    </message>
    <message>
        <source>its columns disagree</source>
        <translation>suas colunas não concordam</translation>
    </message>
</context>
<context>
    <name>ReplayControl</name>
    <message>
        <source>Sudoku Lens replay (*{SUFFIX})</source>
        <translation>Reprodução do Sudoku Lens (*{SUFFIX})</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>Lendo {name}...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>A note at step {position}:</source>
        <translation>Uma nota no passo {position}:</translation>
    </message>
    <message>
        <source>Note at step {position}: {note}</source>
        <translation>Nota no passo {position}: {note}</translation>
    </message>
    <message>
        <source>Cannot write {name}: {error}</source>
        <translation>Não foi possível gravar {name}: {error}</translation>
    </message>
    <message>
        <source>Saved the replay {name}</source>
        <translation>Reprodução {name} salva</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>Não foi possível abrir {name}: {error}</translation>
    </message>
    <message>
        <source>Open replay {name}</source>
        <translation>Abrir a reprodução {name}</translation>
    </message>
    <message>
        <source>Opened the replay {name}: {steps} steps, %n note(s)</source>
        <translation>Reprodução {name} aberta: {steps} passos, %n nota(s)</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>Norvig (articles 000 and 001)</source>
        <translation>Norvig (artigos 000 e 001)</translation>
    </message>
    <message>
        <source>Norvig&apos;s first easy puzzle</source>
        <translation>O primeiro quebra-cabeça fácil de Norvig</translation>
    </message>
    <message>
        <source>Norvig&apos;s first hard puzzle</source>
        <translation>O primeiro quebra-cabeça difícil de Norvig</translation>
    </message>
    <message>
        <source>Qiita (article 002)</source>
        <translation>Qiita (artigo 002)</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s easy puzzle</source>
        <translation>O quebra-cabeça &quot;fácil&quot; do artigo do Qiita</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s medium puzzle</source>
        <translation>O quebra-cabeça &quot;médio&quot; do artigo do Qiita</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s hard puzzle</source>
        <translation>O quebra-cabeça &quot;difícil&quot; do artigo do Qiita</translation>
    </message>
    <message>
        <source>The Qiita article&apos;s expert puzzle</source>
        <translation>O quebra-cabeça &quot;especialista&quot; do artigo do Qiita</translation>
    </message>
    <message>
        <source>Article 003 (the hypothesis walk)</source>
        <translation>Artigo 003 (o percurso das suposições)</translation>
    </message>
    <message>
        <source>Article 003: the walk</source>
        <translation>Artigo 003: o percurso</translation>
    </message>
    <message>
        <source>Article 004</source>
        <translation>Artigo 004</translation>
    </message>
    <message>
        <source>Arto Inkala&apos;s puzzle (article 004)</source>
        <translation>O quebra-cabeça de Arto Inkala (artigo 004)</translation>
    </message>
    <message>
        <source>article 000/001: first easy puzzle, solved by propagation alone</source>
        <translation>artigos 000/001: o primeiro quebra-cabeça fácil, resolvido só pela propagação</translation>
    </message>
    <message>
        <source>article 000/001: first hard puzzle; article 000 says its search looks at 25 possibilities</source>
        <translation>artigos 000/001: o primeiro quebra-cabeça difícil; o artigo 000 diz que sua busca examina 25 possibilidades</translation>
    </message>
    <message>
        <source>article 002: &apos;easy&apos;, solved by candidate narrowing alone</source>
        <translation>artigo 002: &quot;fácil&quot;, resolvido só estreitando os candidatos</translation>
    </message>
    <message>
        <source>article 002: &apos;medium&apos;, needs hidden singles</source>
        <translation>artigo 002: &quot;médio&quot;, precisa de únicos ocultos</translation>
    </message>
    <message>
        <source>article 002: &apos;hard&apos;, singles suffice</source>
        <translation>artigo 002: &quot;difícil&quot;, os únicos bastam</translation>
    </message>
    <message>
        <source>article 002: &apos;expert&apos;, needs search</source>
        <translation>artigo 002: &quot;especialista&quot;, precisa de busca</translation>
    </message>
    <message>
        <source>article 003: the worked example of the hypothesis walk</source>
        <translation>artigo 003: o exemplo resolvido do percurso das suposições</translation>
    </message>
    <message>
        <source>article 004: &apos;the hardest sudoku&apos; (Arto Inkala)</source>
        <translation>artigo 004: &quot;o sudoku mais difícil&quot; (Arto Inkala)</translation>
    </message>
    <message>
        <source>{title} ({level})</source>
        <translation>{title} ({level})</translation>
    </message>
</context>
<context>
    <name>SamplesMenu</name>
    <message>
        <source>Open sample {text}</source>
        <translation>Abrir o exemplo {text}</translation>
    </message>
</context>
<context>
    <name>SearchLog</name>
    <message>
        <source>Step {number}: {text}</source>
        <translation>Passo {number}: {text}</translation>
    </message>
    <message>
        <source>Search log</source>
        <translation>Registro da busca</translation>
    </message>
    <message>
        <source>The search told step by step: each guess with what it caused folded under it</source>
        <translation>A busca contada passo a passo: cada suposição com o que ela causou dobrado abaixo dela</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>Play the &amp;story only</source>
        <translation>Reproduzir só a &amp;história</translation>
    </message>
    <message>
        <source>Pause at every g&amp;uess</source>
        <translation>Pausar a cada s&amp;uposição</translation>
    </message>
    <message>
        <source>F&amp;ollow the current node</source>
        <translation>&amp;Seguir o nó atual</translation>
    </message>
    <message>
        <source>Show the &amp;whole tree</source>
        <translation>&amp;Mostrar a árvore inteira</translation>
    </message>
    <message>
        <source>Draw the guesses the playback has not reached yet (never during the quiz)</source>
        <translation>Desenhar as suposições que a reprodução ainda não alcançou (nunca durante o quiz)</translation>
    </message>
    <message>
        <source>Hypothesis tree</source>
        <translation>Árvore de suposições</translation>
    </message>
    <message>
        <source>Search log</source>
        <translation>Registro da busca</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Reprodução</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legenda</translation>
    </message>
    <message>
        <source>What every colour, mark and abbreviation means (Ctrl+Shift+L)</source>
        <translation>O que cada cor, marca e abreviação significa (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Busca</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este quebra-cabeça não tem solução.</translation>
    </message>
    <message>
        <source>The grid already shows the solution.</source>
        <translation>O tabuleiro já mostra a solução.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;produzir</translation>
    </message>
    <message>
        <source>Play the search step by step</source>
        <translation>Reproduzir a busca passo a passo</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ausar</translation>
    </message>
    <message>
        <source>Pause the playback</source>
        <translation>Pausar a reprodução</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Pa&amp;sso</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Um passo à frente</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Passo para &amp;trás</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Um passo para trás</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>Stop the search; show the puzzle</source>
        <translation>Parar a busca; mostrar o quebra-cabeça</translation>
    </message>
    <message>
        <source>Solve &amp;now</source>
        <translation>Resolver a&amp;gora</translation>
    </message>
    <message>
        <source>Run the search to its end and show it there: the whole tree and log</source>
        <translation>Executa a busca até o fim e mostra o final: a árvore e o registro inteiros</translation>
    </message>
    <message>
        <source>Next &amp;guess</source>
        <translation>Próxima &amp;suposição</translation>
    </message>
    <message>
        <source>Jump to the next guess</source>
        <translation>Ir para a próxima suposição</translation>
    </message>
    <message>
        <source>Pre&amp;vious guess</source>
        <translation>Suposição an&amp;terior</translation>
    </message>
    <message>
        <source>Jump back to the previous guess</source>
        <translation>Voltar para a suposição anterior</translation>
    </message>
    <message>
        <source>Next &amp;dead end</source>
        <translation>Próximo &amp;beco sem saída</translation>
    </message>
    <message>
        <source>Jump to the next contradiction</source>
        <translation>Ir para a próxima contradição</translation>
    </message>
    <message>
        <source>Next bac&amp;ktrack</source>
        <translation>Próxima volta at&amp;rás</translation>
    </message>
    <message>
        <source>Jump to the next backtrack</source>
        <translation>Ir para a próxima volta atrás</translation>
    </message>
    <message>
        <source>Next so&amp;lution</source>
        <translation>Próxima so&amp;lução</translation>
    </message>
    <message>
        <source>Jump to the next solution</source>
        <translation>Ir para a próxima solução</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Mais &amp;rápido</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>Reproduzir mais rápido</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>Mais &amp;devagar</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>Reproduzir mais devagar</translation>
    </message>
    <message>
        <source>&amp;Compare strategies...</source>
        <translation>&amp;Comparar estratégias...</translation>
    </message>
    <message>
        <source>Search for &amp;more solutions</source>
        <translation>Buscar &amp;mais soluções</translation>
    </message>
    <message>
        <source>&amp;Fit tree to view</source>
        <translation>&amp;Ajustar a árvore à tela</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>Mostrar a árvore inteira</translation>
    </message>
    <message>
        <source>Zoom tree &amp;in</source>
        <translation>Ampl&amp;iar a árvore</translation>
    </message>
    <message>
        <source>Zoom the tree in</source>
        <translation>Ampliar a árvore</translation>
    </message>
    <message>
        <source>Zoom tree ou&amp;t</source>
        <translation>Redu&amp;zir a árvore</translation>
    </message>
    <message>
        <source>Zoom the tree out</source>
        <translation>Reduzir a árvore</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>&amp;Ir para</translation>
    </message>
    <message>
        <source>Playback &amp;settings</source>
        <translation>&amp;Velocidade e pausas</translation>
    </message>
    <message>
        <source>Tr&amp;ee</source>
        <translation>Árvor&amp;e</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>Au&amp;las</translation>
    </message>
</context>
<context>
    <name>SearchStats</name>
    <message>
        <source>Step:</source>
        <translation>Passo:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profundidade:</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Suposições:</translation>
    </message>
    <message>
        <source>Contradictions:</source>
        <translation>Contradições:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Voltas atrás:</translation>
    </message>
    <message>
        <source>Deepest guess:</source>
        <translation>Suposição mais funda:</translation>
    </message>
    <message>
        <source>Deductions:</source>
        <translation>Deduções:</translation>
    </message>
    <message>
        <source>Eliminations:</source>
        <translation>Eliminações:</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>Tempo de busca:</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Show or hide every figure of the search</source>
        <translation>Mostrar ou ocultar todos os números da busca</translation>
    </message>
    <message>
        <source>{rule}: {count}</source>
        <translation>{rule}: {count}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>step {step}, depth {depth}; guesses {guesses}, dead ends {dead_ends}, backtracks {backtracks}; {seconds}</source>
        <translation>passo {step}, profundidade {depth}; suposições {guesses}, becos sem saída {dead_ends}, voltas atrás {backtracks}; {seconds}</translation>
    </message>
</context>
<context>
    <name>Short units</name>
    <message>
        <source>row {name}</source>
        <translation>lin. {name}</translation>
    </message>
    <message>
        <source>col {name}</source>
        <translation>col. {name}</translation>
    </message>
    <message>
        <source>box {name}</source>
        <translation>qd. {name}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>In the grid</source>
        <translation>No tabuleiro</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Comandos</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Setas</translation>
    </message>
    <message>
        <source>Move the selection; wraps to the next/previous row or column at the edges</source>
        <translation>Mover a seleção; nas bordas passa para a próxima/anterior linha ou coluna</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>First / last cell of the row</source>
        <translation>Primeira / última casa da linha</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous empty cell</source>
        <translation>Próxima / anterior casa vazia</translation>
    </message>
    <message>
        <source>1-9 (main row or keypad)</source>
        <translation>1-9 (fileira principal ou teclado numérico)</translation>
    </message>
    <message>
        <source>Place a digit (a given while entering, an entry while solving)</source>
        <translation>Colocar um número (um número dado ao digitar o problema, um número seu ao resolver)</translation>
    </message>
    <message>
        <source>0, ., Space, Delete, Backspace</source>
        <translation>0, ., Espaço, Delete, Backspace</translation>
    </message>
    <message>
        <source>Clear the cell</source>
        <translation>Limpar a casa</translation>
    </message>
    <message>
        <source>Typing givens (after New, in Edit givens)</source>
        <translation>Digitando os números dados (depois de Novo, em Editar números dados)</translation>
    </message>
    <message>
        <source>A digit, 0, . or Space fills the cell and moves to the next one in reading order; Backspace clears the cell before</source>
        <translation>Um número, 0, . ou Espaço preenche a casa e passa para a próxima na ordem de leitura; Backspace limpa a casa anterior</translation>
    </message>
    <message>
        <source>Toggle a pencil mark (HoDoKu, Sudoku Explainer, GNOME Sudoku)</source>
        <translation>Alternar uma anotação (HoDoKu, Sudoku Explainer, GNOME Sudoku)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark (KSudoku), whatever symbol the layout sends</source>
        <translation>Alternar uma anotação (KSudoku), qualquer que seja o símbolo do teclado</translation>
    </message>
    <message>
        <source>Pencil mode: bare digits write marks, Ctrl/Shift+digit place digits</source>
        <translation>Modo anotação: números sozinhos anotam, Ctrl/Shift+número colocam números</translation>
    </message>
    <message>
        <source>Colour the cell: each press takes the next of four colours, then none</source>
        <translation>Colorir a casa: cada toque passa para a próxima de quatro cores, depois nenhuma</translation>
    </message>
    <message>
        <source>Right click</source>
        <translation>Clique direito</translation>
    </message>
    <message>
        <source>Colour the cell or one of its candidates</source>
        <translation>Colorir a casa ou um de seus candidatos</translation>
    </message>
</context>
<context>
    <name>Solver</name>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} ou {last}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
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
        <translation>{level}: {needs}; {count} passos.</translation>
    </message>
    <message>
        <source>{level}: the logical path was stopped after {count} steps at the time limit; on Sudoku Explainer&apos;s scale it rates at least {er:.1f}.</source>
        <translation>{level}: o caminho lógico parou após {count} passos no limite de tempo; na escala do Sudoku Explainer vale pelo menos {er:.1f}.</translation>
    </message>
    <message>
        <source>the techniques stop after {count} steps with {open_cells} cells open; the search makes {assumptions} assumptions.</source>
        <translation>as técnicas param após {count} passos com {open_cells} casas vazias; a busca faz {assumptions} suposições.</translation>
    </message>
    <message>
        <source>Needs guessing: it has more than one solution; {stop}</source>
        <translation>Exige suposição: tem mais de uma solução; {stop}</translation>
    </message>
    <message>
        <source>{level}: beyond the techniques: {stop}</source>
        <translation>{level}: além das técnicas: {stop}</translation>
    </message>
    <message>
        <source>{name} ({count}x)</source>
        <translation>{name} ({count}x)</translation>
    </message>
    <message>
        <source>needs {techniques}</source>
        <translation>precisa de {techniques}</translation>
    </message>
    <message>
        <source>singles only</source>
        <translation>só únicos</translation>
    </message>
    <message>
        <source>hidden singles only</source>
        <translation>só únicos ocultos</translation>
    </message>
    <message>
        <source>{er} (stopped)</source>
        <translation>{er} (parado)</translation>
    </message>
    <message>
        <source>{er} EP {ep:.1f} ED {ed:.1f}</source>
        <translation>{er} EP {ep:.1f} ED {ed:.1f}</translation>
    </message>
    <message>
        <source>no ER</source>
        <translation>sem ER</translation>
    </message>
    <message>
        <source>ER at least {er:.1f}</source>
        <translation>ER de pelo menos {er:.1f}</translation>
    </message>
    <message>
        <source>ER {er:.1f}</source>
        <translation>ER {er:.1f}</translation>
    </message>
    <message>
        <source> (with two such digits, each set is locked apart from them)</source>
        <translation> (com dois desses números, cada conjunto fica travado exceto por eles)</translation>
    </message>
    <message>
        <source>{cells} ({digits})</source>
        <translation>{cells} ({digits})</translation>
    </message>
    <message>
        <source>{a} and {b} are almost locked sets; every {rcc_text} of one sees every {rcc_text} of the other, so at most one holds it{double}. The one without it is locked: remove {removals}.</source>
        <translation>{a} e {b} são conjuntos quase travados (ALS); cada {rcc_text} de um vê cada {rcc_text} do outro, então no máximo um o contém{double}. O que não o contém fica travado: elimine {removals}.</translation>
    </message>
    <message>
        <source>{pivot} is an almost locked set with at most one digit missing, so it holds {x} or {y}. Holding {x}, it leaves {a} without {x}, so locked; holding {y}, it leaves {b} locked. Either way the digits both share are in one of them: remove {removals}.</source>
        <translation>{pivot} é um conjunto quase travado com no máximo um número faltando, então contém {x} ou {y}. Contendo {x}, deixa {a} sem {x}, portanto travado; contendo {y}, deixa {b} travado. De qualquer forma, os números que ambos compartilham estão em um deles: elimine {removals}.</translation>
    </message>
    <message>
        <source>the sets around {cell}</source>
        <translation>os conjuntos em torno de {cell}</translation>
    </message>
    <message>
        <source>{path} -{digit}- {set}</source>
        <translation>{path} -{digit}- {set}</translation>
    </message>
    <message>
        <source>the chain of sets from {cell}</source>
        <translation>a cadeia de conjuntos que começa em {cell}</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common candidates: {path}. If the first set lacked a digit it shares with the last, it would be locked and push each link&apos;s digit out of the next set, down to the last, which would then hold that digit: remove {removals}.</source>
        <translation>Uma cadeia de conjuntos quase travados ligados por candidatos comuns restritos: {path}. Se o primeiro conjunto não tivesse um número que compartilha com o último, ficaria travado e empurraria o número de cada ligação para fora do conjunto seguinte, até o último, que então conteria esse número: elimine {removals}.</translation>
    </message>
    <message>
        <source>{chain_text} (&apos;=&apos;: if one is false the other is true, &apos;-&apos;: if one is true the other is false). Either {first} is true, or it is false and the chain makes {last} true: one of them is, so remove {removals}, which see both.</source>
        <translation>{chain_text} (&apos;=&apos;: se um é falso o outro é verdadeiro, &apos;-&apos;: se um é verdadeiro o outro é falso). Ou {first} é verdadeiro, ou é falso e a cadeia torna {last} verdadeiro: um deles é, então elimine {removals}, que veem ambos.</translation>
    </message>
    <message>
        <source>the chain from {first} to {last}</source>
        <translation>a cadeia de {first} a {last}</translation>
    </message>
    <message>
        <source>{chain_text}: if {name} were false, the chain would make it true, so it is true: place {digit} in {target}.</source>
        <translation>{chain_text}: se {name} fosse falso, a cadeia o tornaria verdadeiro, então é verdadeiro: coloque {digit} em {target}.</translation>
    </message>
    <message>
        <source>the loop through {name}</source>
        <translation>o laço por {name}</translation>
    </message>
    <message>
        <source>{chain_text} closes into a loop, so either every other node of it is true or every other one is: each link holds both ways, and a candidate linked to both ends of a link is false: remove {removals}.</source>
        <translation>{chain_text} fecha um laço, então seus nós são alternadamente verdadeiros e falsos, num sentido ou no outro: cada ligação vale nos dois sentidos, e um candidato ligado às duas pontas de uma ligação é falso: elimine {removals}.</translation>
    </message>
    <message>
        <source>{name}-{chain_text}-{name}: if {name} were true, the loop would make it false, so remove {removals}.</source>
        <translation>{name}-{chain_text}-{name}: se {name} fosse verdadeiro, o laço o tornaria falso, então elimine {removals}.</translation>
    </message>
    <message>
        <source>{explanation} The cells of the chain all hold only {digits} (a remote pair), so the same holds with the two digits swapped: remove {removals}.</source>
        <translation>{explanation} Todas as casas da cadeia contêm só {digits} (um par remoto), então o mesmo vale com os dois números trocados: elimine {removals}.</translation>
    </message>
    <message>
        <source>Where {digit} has only two places in a unit, one of them is {digit}. Following these links splits a chain into {green} and {blue}: one group holds {digit} and the other does not.</source>
        <translation>Onde {digit} tem só dois lugares num grupo, um deles é {digit}. Seguindo essas ligações, uma cadeia se divide em {green} e {blue}: um grupo contém {digit} e o outro não.</translation>
    </message>
    <message>
        <source>{chain_text} {reason}: remove {removals}.</source>
        <translation>{chain_text} {reason}: elimine {removals}.</translation>
    </message>
    <message>
        <source>the {digit}s</source>
        <translation>os {digit}</translation>
    </message>
    <message>
        <source>{clash} are in the same group and see each other, so that group cannot hold {digit}</source>
        <translation>{clash} estão no mesmo grupo e se veem, então esse grupo não pode conter {digit}</translation>
    </message>
    <message>
        <source>{trapped} sees both groups, so cannot hold {digit}</source>
        <translation>{trapped} vê os dois grupos, então não pode conter {digit}</translation>
    </message>
    <message>
        <source>{trapped} see both groups, so cannot hold {digit}</source>
        <translation>{trapped} veem os dois grupos, então não podem conter {digit}</translation>
    </message>
    <message>
        <source>{this} see both colours of the chain {chain_cells}, one of which holds {digit}, so they cannot</source>
        <translation>{this} veem as duas cores da cadeia {chain_cells}, uma das quais contém {digit}, então não podem</translation>
    </message>
    <message>
        <source>{first} and {second} see each other, so one of {first_other} and {second_other} holds {digit}; a cell seeing both cannot</source>
        <translation>{first} e {second} se veem, então o {digit} está em {first_other} ou em {second_other}; uma casa que vê os dois grupos não pode contê-lo</translation>
    </message>
    <message>
        <source>Two chains of {digit}s, each split into two colours ({first} / {first_other}, {second} / {second_other}); in each, one colour holds {digit}. {reason}: remove {removals}.</source>
        <translation>Duas cadeias de {digit}, cada uma dividida em duas cores ({first} / {first_other}, {second} / {second_other}); em cada uma, uma cor contém {digit}. {reason}: elimine {removals}.</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colunas</translation>
    </message>
    <message>
        <source> apart from the fin {fin_cells}. Either the fin holds {digit}, or each of those {cover_kind} has its {digit} in one of these {base_kind}: either way the cells of the cover in the fin&apos;s box lose it</source>
        <translation> exceto pela barbatana {fin_cells}. Ou a barbatana contém {digit}, ou cada uma dessas {cover_kind} tem seu {digit} numa destas {base_kind}: de qualquer forma, as casas da cobertura no quadrado da barbatana o perdem</translation>
    </message>
    <message>
        <source> apart from the fins {fin_cells}, which share a box. Either a fin holds {digit}, or each of those {cover_kind} has its {digit} in one of these {base_kind}: either way the cells of the cover in the fins&apos; box lose it</source>
        <translation> exceto pelas barbatanas {fin_cells}, que ficam num mesmo quadrado. Ou uma barbatana contém {digit}, ou cada uma dessas {cover_kind} tem seu {digit} numa destas {base_kind}: de qualquer forma, as casas da cobertura no quadrado das barbatanas o perdem</translation>
    </message>
    <message>
        <source>, so each of those {cover_kind} has its {digit} in one of these {base_kind}</source>
        <translation>, então cada uma dessas {cover_kind} tem seu {digit} numa destas {base_kind}</translation>
    </message>
    <message>
        <source>In {bases}, {digit} can only go in {covers} ({cells}){fin_text}: remove {removals}.</source>
        <translation>Em {bases}, o {digit} só pode ir em {covers} ({cells}){fin_text}: elimine {removals}.</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else in {there}: remove {removals}.</source>
        <translation>Em {where}, o {digit} só pode ir em {there} ({places}), então o {digit} não pode estar em outro lugar de {there}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{digit} has two places in {unit1} ({far1} and {near1}) and in {unit2} ({near2} and {far2}); {near1} and {near2} see each other, so they are not both {digit}, and one of {far1} and {far2} is {digit}: remove {removals}.</source>
        <translation>O {digit} tem dois lugares em {unit1} ({far1} e {near1}) e em {unit2} ({near2} e {far2}); {near1} e {near2} se veem, então não são ambas {digit}, e uma das casas {far1} e {far2} é {digit}: elimine {removals}.</translation>
    </message>
    <message>
        <source>Two patterns on the same box: {explanation} And: {second_explanation}</source>
        <translation>Dois padrões no mesmo quadrado: {explanation} E: {second_explanation}</translation>
    </message>
    <message>
        <source>In {box}, {digit} can only go in {row} or {column} ({cells}). In {unit} it goes in {end} or {other}. If {target} were {digit}, {other} would not be, {end} would, and {box} would have no place left for it: remove {removals}.</source>
        <translation>Em {box}, o {digit} só pode ir em {row} ou em {column} ({cells}). Em {unit} vai em {end} ou {other}. Se {target} fosse {digit}, {other} não seria, {end} seria, e não sobraria lugar para ele em {box}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{cell} is the last open cell of {where}, so it takes the digit {where} is missing: {digit}.</source>
        <translation>{cell} é a última casa vazia de {where}, então recebe o número que falta em {where}: {digit}.</translation>
    </message>
    <message>
        <source>{name} has only one candidate left, {digit}, so {name} is {digit}.</source>
        <translation>{name} tem só um candidato, {digit}, então {name} é {digit}.</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {name}, so {name} is {digit}.</source>
        <translation>Em {where}, o {digit} só pode ir em {name}, então {name} é {digit}.</translation>
    </message>
    <message>
        <source>{digit} from {cells}</source>
        <translation>{digit} de {cells}</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
    </message>
    <message>
        <source>In {where}, {cells} hold only {digits} between them, so those {count} digits go in those {count} cells: remove {removals}.</source>
        <translation>Em {where}, {cells} contêm só {digits} entre elas, então esses {count} números vão nessas casas, um em cada: elimine {removals}.</translation>
    </message>
    <message>
        <source>{box} and {line}</source>
        <translation>{box} e em {line}</translation>
    </message>
    <message>
        <source>{cells} hold only {digits} between them and share {both}, so those digits go in those cells: remove {removals}.</source>
        <translation>{cells} contêm só {digits} entre elas e estão juntas em {both}, então esses números vão nessas casas: elimine {removals}.</translation>
    </message>
    <message>
        <source>In {where}, {digits} can only go in {cells}, so those cells hold nothing else: remove {removals}.</source>
        <translation>Em {where}, os números {digits} só podem ir em {cells}, então essas casas não contêm mais nada: elimine {removals}.</translation>
    </message>
    <message>
        <source>{cells} hold {digits}; with {line_cells} ({line_digits}) on the line and {box_cells} ({box_digits}) in the box, {count} cells hold {count} digits, each once: remove {removals}.</source>
        <translation>{cells} contêm {digits}; com {line_cells} ({line_digits}) na linha e {box_cells} ({box_digits}) no quadrado, {count} casas contêm {count} números, cada um uma vez: elimine {removals}.</translation>
    </message>
    <message>
        <source>{corners} form a rectangle on two boxes holding {a} and {b}; {floor} hold nothing else. If the others held only {a} and {b} too, the two digits could swap around the rectangle and the puzzle would have two solutions.</source>
        <translation>{corners} formam um retângulo em dois quadrados com {a} e {b}; {floor} não contêm mais nada. Se as outras também contivessem só {a} e {b}, os dois números poderiam trocar de lugar no retângulo e o quebra-cabeça teria duas soluções.</translation>
    </message>
    <message>
        <source>{intro} So {roof} holds something else: remove {removals}.</source>
        <translation>{intro} Então {roof} contém outra coisa: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} So one of {roof} is {c_digit}, their only other candidate: remove {removals}.</source>
        <translation>{intro} Então uma das casas {roof} é {c_digit}, o único outro candidato delas: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} So {roof} hold one of their other digits, {extra_digits}, as if they were one cell; with {subset} that makes {value} cells for {digits}: remove {removals}.</source>
        <translation>{intro} Então {roof} contêm um de seus outros números, {extra_digits}, como se fossem uma casa; com {subset} isso dá {value} casas para {digits}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} So {roof} hold one of their other digits, {extra_digits}, as if they were one cell, which makes a naked subset in each unit they share: remove {removals}.</source>
        <translation>{intro} Então {roof} contêm um de seus outros números, {extra_digits}, como se fossem uma casa, o que forma um subconjunto nu em cada grupo que compartilham: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} In {unit}, {x} can only go in {roof}, so one of them is {x}; if either were {y}, the rectangle would be deadly: remove {removals}.</source>
        <translation>{intro} Em {unit}, o {x} só pode ir em {roof}, então uma delas é {x}; se qualquer uma fosse {y}, o retângulo seria mortal: elimine {removals}.</translation>
    </message>
    <message>
        <source>{corners} form a rectangle on two boxes holding {a} and {b}, and {corner} holds nothing else. In {row} and in {column}, {x} can only go in the rectangle. If {opposite} were {y}, both its neighbours in the rectangle would be {x} and {corner} {y}: a deadly pattern. Remove {removals}.</source>
        <translation>{corners} formam um retângulo em dois quadrados com {a} e {b}, e {corner} não contém mais nada. Em {row} e em {column}, o {x} só pode ir no retângulo. Se {opposite} fosse {y}, seus dois vizinhos no retângulo seriam {x} e {corner} {y}: um padrão mortal. Elimine {removals}.</translation>
    </message>
    <message>
        <source>Every open cell holds two candidates but {cell}, which holds three, and every digit has two places in each unit but {extra} around {cell}, which has three. Without {extra} in {cell} the grid would be a bivalue universal grave, which never has exactly one solution: {cell} is {extra}: remove {removals}.</source>
        <translation>Toda casa vazia tem dois candidatos exceto {cell}, que tem três, e todo número tem dois lugares em cada grupo exceto {extra} em torno de {cell}, que tem três. Sem {extra} em {cell} o tabuleiro seria um túmulo universal bivalente (BUG), que nunca tem exatamente uma solução: {cell} é {extra}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{pivot} holds {pivot_options}; it sees {a} ({a_options}) and {b} ({b_options}).</source>
        <translation>{pivot} contém {pivot_options}; vê {a} ({a_options}) e {b} ({b_options}).</translation>
    </message>
    <message>
        <source>Whatever {pivot} is, one of {a} and {b} is {z}</source>
        <translation>Seja {pivot} o que for, uma das casas {a} e {b} é {z}</translation>
    </message>
    <message>
        <source>Whatever {pivot} is, one of {cells} is {z}</source>
        <translation>Seja {pivot} o que for, uma das casas {cells} é {z}</translation>
    </message>
    <message>
        <source>{head} {why}: remove {removals}.</source>
        <translation>{head} {why}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{a} and {b} hold only {x} and {y}. In {unit}, {x} goes in {near_a} or {near_b}, which see {a} and {b}: they cannot both be {x}, so one of them is {y}: remove {removals}.</source>
        <translation>{a} e {b} contêm só {x} e {y}. Em {unit}, o {x} vai em {near_a} ou {near_b}, que veem {a} e {b}: elas não podem ser ambas {x}, então uma delas é {y}: elimine {removals}.</translation>
    </message>
    <message>
        <source>found {count} cells, need 81</source>
        <translation>foram encontradas {count} casas; são necessárias 81</translation>
    </message>
    <message>
        <source>found {rows} rows ({cells} cells), need 9 rows (81 cells)</source>
        <translation>foram encontradas {rows} linhas ({cells} casas); são necessárias 9 linhas (81 casas)</translation>
    </message>
    <message>
        <source>no puzzle found (the text is empty)</source>
        <translation>nenhum quebra-cabeça encontrado (o texto está vazio)</translation>
    </message>
    <message>
        <source>no puzzle found (only comments and separator lines)</source>
        <translation>nenhum quebra-cabeça encontrado (só comentários e linhas separadoras)</translation>
    </message>
    <message>
        <source>row has {count} cells, need 9</source>
        <translation>a linha tem {count} casas; são necessárias 9</translation>
    </message>
    <message>
        <source>unexpected character {ch!r} ({hint})</source>
        <translation>caractere inesperado {ch!r} ({hint})</translation>
    </message>
    <message>
        <source>unexpected character {ch!r} at column {column} ({hint})</source>
        <translation>caractere inesperado {ch!r} na coluna {column} ({hint})</translation>
    </message>
    <message>
        <source>found a 10th row, need 9</source>
        <translation>foi encontrada uma 10ª linha; são necessárias 9</translation>
    </message>
    <message>
        <source>digits are 1-9, blanks 0 . - _</source>
        <translation>números são 1-9, casas vazias 0 . - _</translation>
    </message>
    <message>
        <source>a second puzzle line: this format holds one puzzle</source>
        <translation>uma segunda linha de quebra-cabeça: este formato guarda um só</translation>
    </message>
    <message>
        <source>file too big (over {limit} MB): not read</source>
        <translation>arquivo grande demais (mais de {limit} MB): não foi lido</translation>
    </message>
    <message>
        <source>line too long (over {limit} KB): skipped</source>
        <translation>linha longa demais (mais de {limit} KB): ignorada</translation>
    </message>
    <message>
        <source>not a text file (a NUL byte at offset {offset})</source>
        <translation>não é um arquivo de texto (um byte NUL na posição {offset})</translation>
    </message>
    <message>
        <source>no puzzle found (no &lt;game&gt; element)</source>
        <translation>nenhum quebra-cabeça encontrado (nenhum elemento &lt;game&gt;)</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte 0x{byte:02x} at offset {offset})</source>
        <translation>não é texto UTF-8 (byte 0x{byte:02x} na posição {offset})</translation>
    </message>
    <message>
        <source>cell {number} is {value!r}, need a digit 0-9 (0 for a blank)</source>
        <translation>a casa {number} é {value!r}, precisa de um número 0-9 (0 para vazia)</translation>
    </message>
    <message>
        <source>not valid XML: {problem} at column {column}</source>
        <translation>XML inválido: {problem} na coluna {column}</translation>
    </message>
    <message>
        <source>&lt;game&gt; has no data attribute</source>
        <translation>&lt;game&gt; não tem o atributo data</translation>
    </message>
    <message>
        <source>a pencil-mark position is {need} characters, not {count}</source>
        <translation>uma posição com anotações tem {need} caracteres, não {count}</translation>
    </message>
    <message>
        <source>unexpected character {char!r} for digit {digit} of {cell} (each cell is nine characters: the digit, or . or 0 when it is not a candidate)</source>
        <translation>caractere inesperado {char!r} para o número {digit} de {cell} (cada casa tem nove caracteres: o número, ou . ou 0 quando ele não é candidato)</translation>
    </message>
    <message>
        <source>found {count} pencil-mark characters, need {need} (nine per cell)</source>
        <translation>foram encontrados {count} caracteres de anotação; são necessários {need} (nove por casa)</translation>
    </message>
    <message>
        <source>Right: that is the whole step.</source>
        <translation>Certo: esse é o passo inteiro.</translation>
    </message>
    <message>
        <source>Partly right; still to do: {rest}.</source>
        <translation>Parcialmente certo; ainda falta: {rest}.</translation>
    </message>
    <message>
        <source>Wrong, this breaks the solution: {mistakes}.</source>
        <translation>Errado, isto contradiz a solução: {mistakes}.</translation>
    </message>
    <message>
        <source>Not yet: nothing of the technique&apos;s step is in your answer.</source>
        <translation>Ainda não: nada do passo da técnica está na sua resposta.</translation>
    </message>
    <message>
        <source>True, but not what this technique gives: {changes}.</source>
        <translation>Verdade, mas não é o que esta técnica dá: {changes}.</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{cell} = {digit}</source>
        <translation>{cell} = {digit}</translation>
    </message>
    <message>
        <source>{cell} is {digit}</source>
        <translation>{cell} é {digit}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}</source>
        <translation>{cell} não é {digit}</translation>
    </message>
    <message>
        <source>{cell} cannot be {digit}</source>
        <translation>{cell} não pode ser {digit}</translation>
    </message>
    <message>
        <source>{cell} must be {digit}</source>
        <translation>{cell} tem de ser {digit}</translation>
    </message>
    <message>
        <source>If {cell} is {digit}</source>
        <translation>Se {cell} for {digit}</translation>
    </message>
    <message>
        <source>If {cell} is not {digit}</source>
        <translation>Se {cell} não for {digit}</translation>
    </message>
    <message>
        <source>{cell} can only be {digit}: the last candidate of its cell</source>
        <translation>{cell} só pode ser {digit}: o último candidato da casa</translation>
    </message>
    <message>
        <source>{cell} is {digit}: the last place of {digit} in {unit}</source>
        <translation>{cell} é {digit}: o último lugar de {digit} em {unit}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: {rule}</source>
        <translation>{cell} não é {digit}: {rule}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: it is {other}</source>
        <translation>{cell} não é {digit}: é {other}</translation>
    </message>
    <message>
        <source>{cell} is not {digit}: it sees {peer}</source>
        <translation>{cell} não é {digit}: vê {peer}</translation>
    </message>
    <message>
        <source>…and {cell} would be {digit} and not {digit} at once: so {denial}</source>
        <translation>…e {cell} seria {digit} e não {digit} ao mesmo tempo: então {denial}</translation>
    </message>
    <message>
        <source>…and back to {fact}: a loop</source>
        <translation>…e de volta a {fact}: um laço</translation>
    </message>
    <message>
        <source>…so {fact}: the assumption undoes itself</source>
        <translation>…então {fact}: a suposição desfaz a si mesma</translation>
    </message>
    <message>
        <source>…so {fact}</source>
        <translation>…então {fact}</translation>
    </message>
    <message>
        <source>remove {removals}</source>
        <translation>eliminar {removals}</translation>
    </message>
    <message>
        <source>Every branch ends alike: so {conclusion}</source>
        <translation>Todos os ramos terminam igual: então {conclusion}</translation>
    </message>
    <message>
        <source>So {conclusion}</source>
        <translation>Então {conclusion}</translation>
    </message>
    <message>
        <source>Look at {area}: {technique}.</source>
        <translation>Olhe para {area}: {technique}.</translation>
    </message>
    <message>
        <source>The answer: {changes}.</source>
        <translation>A resposta: {changes}.</translation>
    </message>
    <message>
        <source>{branches}; so {conclusion}.</source>
        <translation>{branches}. Conclusão: {conclusion}.</translation>
    </message>
    <message>
        <source>the places of {digit} in {unit}</source>
        <translation>os lugares de {digit} em {unit}</translation>
    </message>
    <message>
        <source>If {start}: {links}</source>
        <translation>Se {start}: {links}</translation>
    </message>
    <message>
        <source>if {start}: {links}</source>
        <translation>se {start}: {links}</translation>
    </message>
    <message>
        <source>{fact} ({rule})</source>
        <translation>{fact} ({rule})</translation>
    </message>
    <message>
        <source>Without {values} in {cells}, every open cell would hold two candidates and every digit would have two places in each unit: a bivalue universal grave, which never has exactly one solution. So one of {cells} holds its extra digit.</source>
        <translation>Sem {values} em {cells}, toda casa vazia teria dois candidatos e todo número teria dois lugares em cada grupo: um túmulo universal bivalente (BUG), que nunca tem exatamente uma solução. Então uma de {cells} tem seu número extra.</translation>
    </message>
    <message>
        <source>{intro} Their extra digit is {digit}, so a cell seeing them all is not {digit}: remove {removals}.</source>
        <translation>{intro} O número extra delas é {digit}, então uma casa que vê todas elas não é {digit}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} They share {unit}; {digit} is their only other common digit: if one of them is not its extra digit, it is {digit}. Remove {removals}.</source>
        <translation>{intro} Ambas estão em {unit}; {digit} é o único outro número que têm em comum: se uma delas não for o seu número extra, será {digit}. Elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} In {unit} they act as one cell holding {extra}; with {naked} that makes {count} cells for {digits}: remove {removals}.</source>
        <translation>{intro} Em {unit} elas agem como uma casa com {extra}; com {naked} isso dá {count} casas para {digits}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} So one of {extra_cells} is {digit}: a cell seeing them all is not {digit}: remove {removals}.</source>
        <translation>{intro} Então uma de {extra_cells} é {digit}: uma casa que vê todas elas não é {digit}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} So {c1} or {c2} holds one of {extra}, as if they were one cell; in {unit}, with {cells} that makes {count} cells for {digits}: remove {removals}.</source>
        <translation>{intro} Então {c1} ou {c2} tem um de {extra}, como se fossem uma casa; em {unit}, com {cells} isso dá {count} casas para {digits}: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} So {c1} or {c2} holds one of {extra}, and the other {a} or {b}: in {unit}, {digits} then only fit in {cells} and one of the two: remove {removals}.</source>
        <translation>{intro} Então {c1} ou {c2} tem um de {extra}, e a outra {a} ou {b}: em {unit}, {digits} então só cabem em {cells} e em uma das duas: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} In {unit}, {digit} can only go in {c1} or {c2}, so one of them is {digit}; if either were {other}, the loop would be deadly: remove {removals}.</source>
        <translation>{intro} Em {unit}, o {digit} só pode ir em {c1} ou {c2}, então uma delas é {digit}; se qualquer uma fosse {other}, o laço seria mortal: elimine {removals}.</translation>
    </message>
    <message>
        <source>{intro} Only {cell} holds more, so it is neither: remove {removals}.</source>
        <translation>{intro} Só {cell} tem mais, então não é nenhum dos dois: elimine {removals}.</translation>
    </message>
    <message>
        <source>{cells} form a loop holding {a} and {b}, each unit it enters holding two of its cells. If they held only {a} and {b}, the two digits could swap all round the loop and the puzzle would have two solutions.</source>
        <translation>{cells} formam um laço com {a} e {b}, e cada grupo por onde ele passa tem duas de suas casas. Se tivessem só {a} e {b}, os dois números poderiam trocar ao longo de todo o laço e o quebra-cabeça teria duas soluções.</translation>
    </message>
    <message>
        <source>In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else in {there}.</source>
        <translation>Em {where}, o {digit} só pode ir em {there} ({places}), então o {digit} não pode estar em outro lugar de {there}.</translation>
    </message>
    <message>
        <source>In {where}, {digits} can only go in {cells}, so those cells hold nothing else.</source>
        <translation>Em {where}, os números {digits} só podem ir em {cells}, então essas casas não contêm mais nada.</translation>
    </message>
    <message>
        <source>In {where}, {digit} can then only go in {name}, so {name} is {digit}.</source>
        <translation>Assim, em {where}, o {digit} só pode ir em {name}, então {name} é {digit}.</translation>
    </message>
    <message>
        <source>{first} and {second} both see the two-candidate cells {cells}: every pair of digits they could take that leaves one of those cells empty, or repeats a digit in cells that see each other, is impossible: remove {removal}.</source>
        <translation>{first} e {second} veem ambas as casas de dois candidatos {cells}: todo par de números que elas poderiam receber e que deixe uma dessas casas vazia, ou repita um número em casas que se veem, é impossível: elimine {removal}.</translation>
    </message>
    <message>
        <source>{cells} all see the cells {excluders}, of two or three candidates: every combination of digits the three could take that leaves one of those cells empty, or repeats a digit in cells that see each other, is impossible: remove {removal}.</source>
        <translation>{cells} veem todas as casas {excluders}, de dois ou três candidatos: toda combinação de números que as três poderiam receber e que deixe uma dessas casas vazia, ou repita um número em casas que se veem, é impossível: elimine {removal}.</translation>
    </message>
    <message>
        <source>for {digit}, {als}</source>
        <translation>para o {digit}, {als}</translation>
    </message>
    <message>
        <source>{stem} holds {stem_digits}; for each, an almost locked set whose places of that digit all see {stem}: {petal_text}. Whatever {stem} is, that set loses the digit and is locked, so holds {z}: remove {removals}.</source>
        <translation>{stem} contém {stem_digits}; para cada um, há um conjunto quase travado cujos lugares desse número veem todos {stem}: {petal_text}. Seja {stem} o que for, esse conjunto perde o número e fica travado, então contém {z}: elimine {removals}.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>um FIFO (pipe nomeado)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>um dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>not a regular file ({kind}): not read</source>
        <translation>não é um arquivo comum ({kind}): não foi lido</translation>
    </message>
    <message>
        <source>file too big (over {limit} KB): not read</source>
        <translation>arquivo grande demais (mais de {limit} KB): não foi lido</translation>
    </message>
    <message>
        <source>file too big (over {limit} bytes): not read</source>
        <translation>arquivo grande demais (mais de {limit} bytes): não foi lido</translation>
    </message>
    <message>
        <source>not a regular file ({kind}): not replaced</source>
        <translation>não é um arquivo comum ({kind}): não foi substituído</translation>
    </message>
    <message>
        <source>{path} was a symbolic link: the link was replaced by the file, the file it pointed to is unchanged</source>
        <translation>{path} era um link simbólico: o link foi substituído pelo arquivo, o arquivo para o qual apontava não mudou</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The autosaved puzzle could not be read ({problem}).</source>
        <translation>O quebra-cabeça salvo automaticamente não pôde ser lido ({problem}).</translation>
    </message>
    <message>
        <source>The autosaved puzzle could not be read ({problem}); it was moved aside as {name} and the app starts with an empty grid.</source>
        <translation>O quebra-cabeça salvo automaticamente não pôde ser lido ({problem}); ele foi posto de lado como {name} e o aplicativo começa com o tabuleiro vazio.</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>Dead end: {what}.</source>
        <translation>Beco sem saída: {what}.</translation>
    </message>
    <message>
        <source>The {givens} remove {candidates} and fix {cells}.</source>
        <translation>Os {givens} eliminam {candidates} e fixam {cells}.</translation>
    </message>
    <message>
        <source>%Ln given(s)</source>
        <translation>%Ln número(s) dado(s)</translation>
    </message>
    <message>
        <source>%Ln candidate(s)</source>
        <translation>%Ln candidato(s)</translation>
    </message>
    <message>
        <source>%Ln more cell(s)</source>
        <translation>mais %Ln casa(s)</translation>
    </message>
    <message>
        <source>Guess {digit} at {cell} (places for {digit}: {places})</source>
        <translation>Supor {digit} em {cell} (lugares de {digit}: {places})</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (candidates {digits})</source>
        <translation>Supor {cell} = {digit} (candidatos {digits})</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (digits that fit: {digits})</source>
        <translation>Supor {cell} = {digit} (números que cabem: {digits})</translation>
    </message>
    <message>
        <source>Next guess {cell} = {digit}</source>
        <translation>Próxima suposição {cell} = {digit}</translation>
    </message>
    <message>
        <source>{guess}: {outcome}</source>
        <translation>{guess}: {outcome}</translation>
    </message>
    <message>
        <source>1 cell follows so far</source>
        <translation>1 casa fixada em seguida, até agora</translation>
    </message>
    <message>
        <source>%Ln cells follow so far</source>
        <translation>%Ln casas fixadas em seguida, até agora</translation>
    </message>
    <message>
        <source>no cell follows</source>
        <translation>nenhuma casa é fixada em seguida</translation>
    </message>
    <message>
        <source>1 cell follows</source>
        <translation>1 casa é fixada em seguida</translation>
    </message>
    <message>
        <source>%Ln cells follow</source>
        <translation>%Ln casas são fixadas em seguida</translation>
    </message>
    <message>
        <source>{follows}, then {what}</source>
        <translation>{follows}, depois {what}</translation>
    </message>
    <message>
        <source>{follows}, then the grid is solved</source>
        <translation>{follows}, depois o tabuleiro fica resolvido</translation>
    </message>
    <message>
        <source>{follows}, then another guess is needed</source>
        <translation>{follows}, depois é preciso outra suposição</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Fewest options (default)</source>
        <translation>Menos opções (padrão)</translation>
    </message>
    <message>
        <source>Singles propagated at every node; guess where there are fewest options: a cell&apos;s candidates or a digit&apos;s places in a unit. Never trapped for long.</source>
        <translation>Únicos propagados em cada nó; supõe onde há menos opções: os candidatos de uma casa ou os lugares de um número num grupo. Nunca fica preso por muito tempo.</translation>
    </message>
    <message>
        <source>Logic first</source>
        <translation>Lógica primeiro</translation>
    </message>
    <message>
        <source>Human techniques in order of difficulty (singles, locked candidates, subsets, fish, wings, colouring) at every node; guess only when none applies.</source>
        <translation>Técnicas humanas em ordem de dificuldade (únicos, candidatos travados, subconjuntos, peixes, asas, coloração) em cada nó; só supõe quando nenhuma se aplica.</translation>
    </message>
    <message>
        <source>Norvig (articles 000/001)</source>
        <translation>Norvig (artigos 000/001)</translation>
    </message>
    <message>
        <source>Full propagation (assign/eliminate) at every node; guess at the cell with the fewest candidates, first in A1..I9 order on ties; digits ascending.</source>
        <translation>Propagação completa (assign/eliminate) em cada nó; supõe na casa com menos candidatos, a primeira na ordem A1..I9 em caso de empate; números em ordem crescente.</translation>
    </message>
    <message>
        <source>Worksheet and saved states (article 003)</source>
        <translation>Planilha e estados salvos (artigo 003)</translation>
    </message>
    <message>
        <source>Sweeps of the worksheet (drop placed digits, fix naked and hidden singles) at every node; guess at the cell with the fewest candidates, smallest digit first, saving the board to restore on a contradiction.</source>
        <translation>Varreduras da planilha (tirar números colocados, fixar únicos nus e ocultos) em cada nó; supõe na casa com menos candidatos, do menor número, salvando o tabuleiro para restaurá-lo numa contradição.</translation>
    </message>
    <message>
        <source>Multi-pass (article 004)</source>
        <translation>Várias passadas (artigo 004)</translation>
    </message>
    <message>
        <source>Multi-pass propagation sweeps at every node; guess at the first cell (row-major) with several candidates.</source>
        <translation>Varreduras de propagação em várias passadas em cada nó; supõe na primeira casa (por linhas) com vários candidatos.</translation>
    </message>
    <message>
        <source>Narrowing then brute force (article 002)</source>
        <translation>Estreitamento e depois força bruta (artigo 002)</translation>
    </message>
    <message>
        <source>Narrowing passes (naked and hidden singles) until nothing changes, then brute force in row-major order over the remaining candidates, checking only duplicates.</source>
        <translation>Passadas de estreitamento (únicos nus e ocultos) até nada mudar, depois força bruta por linhas sobre os candidatos restantes, verificando só repetições.</translation>
    </message>
    <message>
        <source>Plain backtracking</source>
        <translation>Busca simples com volta atrás</translation>
    </message>
    <message>
        <source>The textbook baseline: no propagation at all; fill cells row-major, trying digits 1-9 that do not repeat in the row, column or box.</source>
        <translation>A referência dos livros: nenhuma propagação; preenche as casas por linhas, tentando os números de 1 a 9 que não se repetem na linha, coluna ou quadrado.</translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <source>naked single</source>
        <translation>único nu</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>última casa</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>único oculto</translation>
    </message>
    <message>
        <source>pointing</source>
        <translation>apontamento</translation>
    </message>
    <message>
        <source>claiming</source>
        <translation>reivindicação</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>par nu</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>par oculto</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>trio nu</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>trio oculto</translation>
    </message>
    <message>
        <source>x-wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>arranha-céu</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>pipa de duas linhas</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>turbot fish</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>retângulo vazio</translation>
    </message>
    <message>
        <source>xy-wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>xyz-wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>w-wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>unique rectangle type 1</source>
        <translation>retângulo único tipo 1</translation>
    </message>
    <message>
        <source>unique rectangle type 2</source>
        <translation>retângulo único tipo 2</translation>
    </message>
    <message>
        <source>unique rectangle type 4</source>
        <translation>retângulo único tipo 4</translation>
    </message>
    <message>
        <source>unique rectangle type 3</source>
        <translation>retângulo único tipo 3</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>retângulo oculto</translation>
    </message>
    <message>
        <source>bug+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>coloração simples</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>quadra nua</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>quadra oculta</translation>
    </message>
    <message>
        <source>swordfish</source>
        <translation>Swordfish</translation>
    </message>
    <message>
        <source>finned x-wing</source>
        <translation>X-Wing com barbatana</translation>
    </message>
    <message>
        <source>sashimi x-wing</source>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>Jellyfish</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>Swordfish com barbatana</translation>
    </message>
    <message>
        <source>sashimi swordfish</source>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>Jellyfish com barbatana</translation>
    </message>
    <message>
        <source>sashimi jellyfish</source>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>coloração múltipla</translation>
    </message>
    <message>
        <source>sue de coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>x-chain</source>
        <translation>cadeia X</translation>
    </message>
    <message>
        <source>xy-chain</source>
        <translation>cadeia XY</translation>
    </message>
    <message>
        <source>aic</source>
        <translation>AIC</translation>
    </message>
    <message>
        <source>nice loop</source>
        <translation>nice loop</translation>
    </message>
    <message>
        <source>als-xz</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>als-xy-wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>grouped aic</source>
        <translation>AIC agrupada</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>nice loop agrupado</translation>
    </message>
    <message>
        <source>als chain</source>
        <translation>cadeia de ALS</translation>
    </message>
    <message>
        <source>aic with als</source>
        <translation>AIC com ALS</translation>
    </message>
    <message>
        <source>nice loop with als</source>
        <translation>nice loop com ALS</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>death blossom</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>apontamento direto</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>reivindicação direta</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>par oculto direto</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>trio oculto direto</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>exclusão de par alinhado</translation>
    </message>
    <message>
        <source>aligned triplet exclusion</source>
        <translation>exclusão de trio alinhado</translation>
    </message>
    <message>
        <source>unique loop type 1</source>
        <translation>laço único tipo 1</translation>
    </message>
    <message>
        <source>unique loop type 2</source>
        <translation>laço único tipo 2</translation>
    </message>
    <message>
        <source>unique loop type 3</source>
        <translation>laço único tipo 3</translation>
    </message>
    <message>
        <source>unique loop type 4</source>
        <translation>laço único tipo 4</translation>
    </message>
    <message>
        <source>bug type 2</source>
        <translation>BUG tipo 2</translation>
    </message>
    <message>
        <source>bug type 3</source>
        <translation>BUG tipo 3</translation>
    </message>
    <message>
        <source>bug type 4</source>
        <translation>BUG tipo 4</translation>
    </message>
    <message>
        <source>bidirectional x-cycle</source>
        <translation>ciclo X bidirecional</translation>
    </message>
    <message>
        <source>bidirectional y-cycle</source>
        <translation>ciclo Y bidirecional</translation>
    </message>
    <message>
        <source>bidirectional cycle</source>
        <translation>ciclo bidirecional</translation>
    </message>
    <message>
        <source>forcing x-chain</source>
        <translation>cadeia X forçada</translation>
    </message>
    <message>
        <source>forcing chain</source>
        <translation>cadeia forçada</translation>
    </message>
    <message>
        <source>nishio forcing chains</source>
        <translation>cadeias forçadas de Nishio</translation>
    </message>
    <message>
        <source>cell forcing chains</source>
        <translation>cadeias forçadas de casa</translation>
    </message>
    <message>
        <source>region forcing chains</source>
        <translation>cadeias forçadas de grupo</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains</source>
        <translation>cadeias forçadas dinâmicas por contradição</translation>
    </message>
    <message>
        <source>dynamic double forcing chains</source>
        <translation>cadeias forçadas duplas dinâmicas</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains</source>
        <translation>cadeias forçadas dinâmicas de casa</translation>
    </message>
    <message>
        <source>dynamic region forcing chains</source>
        <translation>cadeias forçadas dinâmicas de grupo</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+)</source>
        <translation>cadeias forçadas dinâmicas por contradição (+)</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+)</source>
        <translation>cadeias forçadas duplas dinâmicas (+)</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+)</source>
        <translation>cadeias forçadas dinâmicas de casa (+)</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+)</source>
        <translation>cadeias forçadas dinâmicas de grupo (+)</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ forcing chains)</source>
        <translation>cadeias forçadas dinâmicas por contradição (+ cadeias forçadas)</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ forcing chains)</source>
        <translation>cadeias forçadas duplas dinâmicas (+ cadeias forçadas)</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ forcing chains)</source>
        <translation>cadeias forçadas dinâmicas de casa (+ cadeias forçadas)</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ forcing chains)</source>
        <translation>cadeias forçadas dinâmicas de grupo (+ cadeias forçadas)</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ multiple forcing chains)</source>
        <translation>cadeias forçadas dinâmicas por contradição (+ cadeias forçadas múltiplas)</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ multiple forcing chains)</source>
        <translation>cadeias forçadas duplas dinâmicas (+ cadeias forçadas múltiplas)</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ multiple forcing chains)</source>
        <translation>cadeias forçadas dinâmicas de casa (+ cadeias forçadas múltiplas)</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ multiple forcing chains)</source>
        <translation>cadeias forçadas dinâmicas de grupo (+ cadeias forçadas múltiplas)</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains)</source>
        <translation>cadeias forçadas dinâmicas por contradição (+ cadeias forçadas dinâmicas)</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains)</source>
        <translation>cadeias forçadas duplas dinâmicas (+ cadeias forçadas dinâmicas)</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains)</source>
        <translation>cadeias forçadas dinâmicas de casa (+ cadeias forçadas dinâmicas)</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains)</source>
        <translation>cadeias forçadas dinâmicas de grupo (+ cadeias forçadas dinâmicas)</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains (+))</source>
        <translation>cadeias forçadas dinâmicas por contradição (+ cadeias forçadas dinâmicas [+])</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains (+))</source>
        <translation>cadeias forçadas duplas dinâmicas (+ cadeias forçadas dinâmicas [+])</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains (+))</source>
        <translation>cadeias forçadas dinâmicas de casa (+ cadeias forçadas dinâmicas [+])</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains (+))</source>
        <translation>cadeias forçadas dinâmicas de grupo (+ cadeias forçadas dinâmicas [+])</translation>
    </message>
    <message>
        <source>dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>cadeias forçadas dinâmicas por contradição (+ cadeias forçadas dinâmicas [+ cadeias forçadas])</translation>
    </message>
    <message>
        <source>dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>cadeias forçadas duplas dinâmicas (+ cadeias forçadas dinâmicas [+ cadeias forçadas])</translation>
    </message>
    <message>
        <source>dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>cadeias forçadas dinâmicas de casa (+ cadeias forçadas dinâmicas [+ cadeias forçadas])</translation>
    </message>
    <message>
        <source>dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))</source>
        <translation>cadeias forçadas dinâmicas de grupo (+ cadeias forçadas dinâmicas [+ cadeias forçadas])</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>suposição</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>vizinha</translation>
    </message>
    <message>
        <source>given</source>
        <translation>número dado</translation>
    </message>
    <message>
        <source>locked candidates</source>
        <translation>candidatos travados</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>uma cadeia forçada aninhada</translation>
    </message>
    <message>
        <source>a dynamic forcing chain</source>
        <translation>uma cadeia forçada dinâmica</translation>
    </message>
    <message>
        <source>a forcing chain</source>
        <translation>uma cadeia forçada</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>cadeias forçadas</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
</context>
<context>
    <name>Timer</name>
    <message>
        <source>%n hint(s)</source>
        <translation>%n dica(s)</translation>
    </message>
    <message>
        <source>%n check(s)</source>
        <translation>%n verificação(ões)</translation>
    </message>
    <message>
        <source>Solved in {clock_text}, {hints}, {checks}.</source>
        <translation>Resolvido em {clock_text}, {hints}, {checks}.</translation>
    </message>
    <message>
        <source>Time spent solving (paused while the window is in the background)</source>
        <translation>Tempo gasto resolvendo (pausa enquanto a janela fica em segundo plano)</translation>
    </message>
    <message>
        <source>&amp;Timer</source>
        <translation>Cr&amp;onômetro</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>{text} ({shortcut})</source>
        <translation>{text} ({shortcut})</translation>
    </message>
</context>
<context>
    <name>TreeNavigator</name>
    <message>
        <source>Tree overview</source>
        <translation>Visão geral da árvore</translation>
    </message>
    <message>
        <source>Overview: the whole tree; the frame is what the panel shows</source>
        <translation>Visão geral: a árvore inteira; a moldura é o que o painel mostra</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Hypothesis tree</source>
        <translation>Árvore de suposições</translation>
    </message>
    <message>
        <source>start</source>
        <translation>início</translation>
    </message>
    <message>
        <source>all tried</source>
        <translation>tudo tentado</translation>
    </message>
</context>
<context>
    <name>TreeWords</name>
    <message>
        <source>the start</source>
        <translation>o início</translation>
    </message>
    <message>
        <source>{guesses}, {dead_ends}, {solutions}; at {where}</source>
        <translation>{guesses}, {dead_ends}, {solutions}; em {where}</translation>
    </message>
    <message>
        <source>%Ln dead end(s)</source>
        <translation>%Ln beco(s) sem saída</translation>
    </message>
    <message>
        <source>%Ln solution(s)</source>
        <translation>%Ln solução(ões)</translation>
    </message>
    <message>
        <source>%Ln guess(es)</source>
        <translation>%Ln suposição(ões)</translation>
    </message>
    <message>
        <source>The start: the givens and what they force, before any guess.</source>
        <translation>O início: os números dados e o que eles forçam, antes de qualquer suposição.</translation>
    </message>
    <message>
        <source>Guess {guess}, depth {depth}</source>
        <translation>Suposição {guess}, profundidade {depth}</translation>
    </message>
    <message>
        <source>Dead end: every option beneath it failed</source>
        <translation>Beco sem saída: todas as opções abaixo falharam</translation>
    </message>
    <message>
        <source>Dead end: a digit had no place left in {unit}</source>
        <translation>Beco sem saída: um número ficou sem lugar em {unit}</translation>
    </message>
    <message>
        <source>Dead end: {cell} had no candidate left</source>
        <translation>Beco sem saída: {cell} ficou sem candidatos</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Beco sem saída</translation>
    </message>
    <message>
        <source>On the path to a solution</source>
        <translation>No caminho para uma solução</translation>
    </message>
    <message>
        <source>Not reached yet by the playback</source>
        <translation>A reprodução ainda não chegou aqui</translation>
    </message>
    <message>
        <source>%Ln guess(es) beneath it, all dead</source>
        <translation>%Ln suposição(ões) abaixo, todas sem saída</translation>
    </message>
    <message>
        <source>%Ln guess(es) beneath it</source>
        <translation>%Ln suposição(ões) abaixo</translation>
    </message>
    <message>
        <source>%Ln cell(s) fixed by its propagation</source>
        <translation>%Ln casa(s) fixada(s) pela propagação</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>row {name}</source>
        <translation>linha {name}</translation>
    </message>
    <message>
        <source>column {name}</source>
        <translation>coluna {name}</translation>
    </message>
    <message>
        <source>box {name}</source>
        <translation>quadrado {name}</translation>
    </message>
    <message>
        <source>in</source>
        <translation>em</translation>
    </message>
    <message>
        <source>of</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>para</translation>
    </message>
    <message>
        <source>in row {name}</source>
        <translation>na linha {name}</translation>
    </message>
    <message>
        <source>in column {name}</source>
        <translation>na coluna {name}</translation>
    </message>
    <message>
        <source>in box {name}</source>
        <translation>no quadrado {name}</translation>
    </message>
    <message>
        <source>of row {name}</source>
        <translation>da linha {name}</translation>
    </message>
    <message>
        <source>of column {name}</source>
        <translation>da coluna {name}</translation>
    </message>
    <message>
        <source>of box {name}</source>
        <translation>do quadrado {name}</translation>
    </message>
    <message>
        <source>to row {name}</source>
        <translation>para a linha {name}</translation>
    </message>
    <message>
        <source>to column {name}</source>
        <translation>para a coluna {name}</translation>
    </message>
    <message>
        <source>to box {name}</source>
        <translation>para o quadrado {name}</translation>
    </message>
    <message>
        <source>rows {names}</source>
        <translation>linhas {names}</translation>
    </message>
    <message>
        <source>columns {names}</source>
        <translation>colunas {names}</translation>
    </message>
    <message>
        <source>boxes {names}</source>
        <translation>quadrados {names}</translation>
    </message>
    <message>
        <source>in rows {names}</source>
        <translation>nas linhas {names}</translation>
    </message>
    <message>
        <source>in columns {names}</source>
        <translation>nas colunas {names}</translation>
    </message>
    <message>
        <source>in boxes {names}</source>
        <translation>nos quadrados {names}</translation>
    </message>
    <message>
        <source>of rows {names}</source>
        <translation>das linhas {names}</translation>
    </message>
    <message>
        <source>of columns {names}</source>
        <translation>das colunas {names}</translation>
    </message>
    <message>
        <source>of boxes {names}</source>
        <translation>dos quadrados {names}</translation>
    </message>
    <message>
        <source>to rows {names}</source>
        <translation>para as linhas {names}</translation>
    </message>
    <message>
        <source>to columns {names}</source>
        <translation>para as colunas {names}</translation>
    </message>
    <message>
        <source>to boxes {names}</source>
        <translation>para os quadrados {names}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} ou {last}</translation>
    </message>
</context>
<context>
    <name>ViewModes</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo de apresen&amp;tação</translation>
    </message>
    <message>
        <source>Full screen, every text and the board bigger, for a projector</source>
        <translation>Tela cheia, com todo o texto e o tabuleiro maiores, para um projetor</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Why is {digit} gone from {cell}?</source>
        <translation>Por que o {digit} sumiu de {cell}?</translation>
    </message>
    <message>
        <source>Why is {cell} = {digit}?</source>
        <translation>Por que {cell} = {digit}?</translation>
    </message>
    <message>
        <source>Why this dead end?</source>
        <translation>Por que este beco sem saída?</translation>
    </message>
    <message>
        <source>This is a guess: nothing forced it. A backtrack out of it takes it back, and everything that hangs on it.</source>
        <translation>Isto é uma suposição: nada a forçou. Uma volta atrás a desfaz, e tudo o que depende dela.</translation>
    </message>
    <message>
        <source>This is a given of the puzzle.</source>
        <translation>Este é um número dado do quebra-cabeça.</translation>
    </message>
    <message>
        <source>This follows from the givens alone: no backtrack ever takes it back.</source>
        <translation>Isto decorre só dos números dados: nenhuma volta atrás o desfaz.</translation>
    </message>
    <message>
        <source>This holds only under the guess {cell} = {digit}: a backtrack that takes that guess back takes this back too; a backtrack out of a later guess keeps it.</source>
        <translation>Isto só vale sob a suposição {cell} = {digit}: uma volta atrás que desfaz essa suposição desfaz isto também; uma volta atrás de uma suposição posterior o mantém.</translation>
    </message>
    <message>
        <source>{number}. {sentence}</source>
        <translation>{number}. {sentence}</translation>
    </message>
    <message>
        <source>... and more causes, back to the givens (%n listed).</source>
        <translation>... e mais causas, até os números dados (%n listadas).</translation>
    </message>
    <message>
        <source>On the board: the %n nearest cause(s), numbered as in this list; each arrow points from a cause to what it made true.</source>
        <translation>No tabuleiro: a(s) %n causa(s) mais próxima(s), numerada(s) como nesta lista; cada seta vai de uma causa ao que ela tornou verdadeiro.</translation>
    </message>
    <message>
        <source>Causes, nearest first</source>
        <translation>Causas, primeiro as mais próximas</translation>
    </message>
    <message>
        <source>Why is this candidate gone?</source>
        <translation>Por que este candidato sumiu?</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Por quê?</translation>
    </message>
    <message>
        <source>&amp;Why this step?</source>
        <translation>&amp;Por que este passo?</translation>
    </message>
    <message>
        <source>Pause the search and click a candidate place or a digit on the board (or press F7 for the step just shown): its causes are listed here, back to the givens, and numbered on the board.</source>
        <translation>Pause a busca e clique no lugar de um candidato ou num número do tabuleiro (ou tecle F7 para o passo mostrado): suas causas aparecem aqui, até os números dados, e numeradas no tabuleiro.</translation>
    </message>
    <message>
        <source>The chain of causes of the step just shown, back to the givens (F7)</source>
        <translation>A cadeia de causas do passo mostrado, até os números dados (F7)</translation>
    </message>
    <message>
        <source>Step to a placement, an elimination, a guess or a dead end first.</source>
        <translation>Vá primeiro até uma colocação, uma eliminação, uma suposição ou um beco sem saída.</translation>
    </message>
    <message>
        <source>{digit} is still a candidate of {cell}.</source>
        <translation>O {digit} ainda é candidato de {cell}.</translation>
    </message>
    <message>
        <source>{question} (step {step})</source>
        <translation>{question} (passo {step})</translation>
    </message>
    <message>
        <source>{question} (after step {step} of the logical path)</source>
        <translation>{question} (depois do passo {step} do caminho lógico)</translation>
    </message>
    <message>
        <source>That answer was about step {asked}; the board is at step {now} now.</source>
        <translation>Essa resposta era sobre o passo {asked}; o tabuleiro agora está no passo {now}.</translation>
    </message>
    <message>
        <source>Click a candidate or a digit, or press F7, to ask about this step.</source>
        <translation>Clique em um candidato ou em um número, ou pressione F7, para perguntar sobre este passo.</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>the background process {name} stopped unexpectedly</source>
        <translation>o processo em segundo plano {name} parou inesperadamente</translation>
    </message>
    <message>
        <source>the solver process ended unexpectedly</source>
        <translation>o processo do solucionador terminou inesperadamente</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Sudoku Lens worksheet: {level}</source>
        <translation>Folha de exercícios do Sudoku Lens: {level}</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluções</translation>
    </message>
</context>
</TS>

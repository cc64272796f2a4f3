// Sudoku Lens: a recorded walk in the browser (see sudoku_gui/export/html_walk.py).
// Every text is written with textContent; markup is built from numbers and fixed names only.
"use strict";
(async function () {
  const $ = (id) => document.getElementById(id);
  const page = JSON.parse($("page").textContent);
  const W = page.words;
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
  for (const node of document.querySelectorAll("[data-word]")) {
    const word = W[node.dataset.word];
    if (node.tagName === "BUTTON") {
      node.title = word;
      node.setAttribute("aria-label", word);
      if (!node.textContent.trim()) node.textContent = word;
    } else {
      node.textContent = word;
    }
  }
  document.title = page.title;
  $("title").textContent = page.title;

  // -- the data: one zlib stream, a JSON header, then the typed arrays -----------------------
  if (typeof DecompressionStream === "undefined") {
    $("current-line").textContent = W.no_browser;
    return;
  }
  const text = atob($("walk-data").textContent.trim());
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  const buffer = await new Response(stream).arrayBuffer();
  const headerLength = new DataView(buffer).getUint32(0, true);
  const H = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)));
  const TYPES = { B: Uint8Array, b: Int8Array, H: Uint16Array, h: Int16Array, i: Int32Array, I: Uint32Array };
  const A = {};
  for (const [name, [code, offset, length]] of Object.entries(H.arrays)) {
    A[name] = new TYPES[code](buffer, 4 + headerLength + offset, length);
  }
  const K = H.kinds;
  const rows = H.rows;
  const nodes = H.nodes;
  const headings = H.headings;
  const openingEnd = headings.length > 1 ? headings[1] : rows;
  const notes = new Map(page.notes);
  const givens = Array.from(H.puzzle, (ch) => (ch >= "1" && ch <= "9" ? +ch : 0));
  const ruleCode = (name) => H.rules.indexOf(name);
  const PEER = ruleCode(H.rule.peer);
  const HIDDEN = ruleCode(H.rule.hidden);
  const GIVEN = ruleCode(H.rule.given);

  // -- the board at a position: rows replayed forward and back exactly ----------------------
  const board = new Uint16Array(81).fill(511);
  let position = 0;
  function forward(i) {
    for (let c = A.changeStart[i]; c < A.changeStart[i + 1]; c++) board[A.changeCell[c]] = A.changeAfter[c];
  }
  function backward(i) {
    for (let c = A.changeStart[i + 1] - 1; c >= A.changeStart[i]; c--) board[A.changeCell[c]] = A.changeBefore[c];
  }
  function seek(target) {
    target = Math.max(0, Math.min(rows, target | 0));
    while (position < target) forward(position++);
    while (position > target) backward(--position);
  }
  const single = (mask) => (mask && !(mask & (mask - 1)) ? 32 - Math.clz32(mask) : 0);

  // -- where playback stops (as the search view's Story) --------------------------------------
  function headingOf(row) {
    let lo = 0, hi = headings.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (headings[mid] <= row) lo = mid + 1; else hi = mid; }
    return Math.max(lo - 1, 0);
  }
  const storyOnly = () => $("story-only").checked;
  function nextStop(p) {
    if (p < openingEnd) return openingEnd;
    if (!storyOnly()) return p < rows ? p + 1 : null;
    const h = headingOf(p - 1) + 1;  // the first heading row at or after p
    for (let k = h; k < headings.length; k++) if (headings[k] + 1 > p) return headings[k] + 1;
    return null;
  }
  function previousStop(p) {
    if (p <= openingEnd) return 0;
    if (!storyOnly()) return p - 1;
    const h = headingOf(p - 2);
    return Math.max(h >= 1 ? headings[h] + 1 : openingEnd, openingEnd);
  }
  function find(kind, p) {
    for (let row = p; row < rows; row++) if (A.kind[row] === kind) return row + 1;
    return null;
  }

  // -- the board picture --------------------------------------------------------------------
  const S = 50;
  const centre = (cell) => [(cell % 9) * S + S / 2, Math.floor(cell / 9) * S + S / 2];
  const candidateAt = (cell, digit) => [(cell % 9) * S + ((digit - 1) % 3) * 16 + 9, Math.floor(cell / 9) * S + Math.floor((digit - 1) / 3) * 16 + 9];
  function unitRect(unit, cls) {
    let x, y, w, h;
    if (unit < 9) { x = 0; y = unit * S; w = 9 * S; h = S; }
    else if (unit < 18) { x = (unit - 9) * S; y = 0; w = S; h = 9 * S; }
    else { const b = unit - 18; x = (b % 3) * 3 * S; y = Math.floor(b / 3) * 3 * S; w = h = 3 * S; }
    return `<rect class="unit ${cls}" x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}"/>`;
  }
  function arrow(from, to) {
    const [x1, y1] = centre(from), [x2, y2] = centre(to);
    const d = Math.hypot(x2 - x1, y2 - y1) || 1, k = 18 / d;
    return `<line class="arrow" x1="${x1 + (x2 - x1) * k}" y1="${y1 + (y2 - y1) * k}" x2="${x2 - (x2 - x1) * k}" y2="${y2 - (y2 - y1) * k}"/>`;
  }
  const PEERS = Array.from({ length: 81 }, (_, cell) => {
    const r = Math.floor(cell / 9), c = cell % 9, peers = [];
    for (let o = 0; o < 81; o++) {
      const orow = Math.floor(o / 9), ocol = o % 9;
      const same = orow === r || ocol === c || (Math.floor(orow / 3) === Math.floor(r / 3) && Math.floor(ocol / 3) === Math.floor(c / 3));
      if (same && o !== cell) peers.push(o);
    }
    return peers;
  });
  function pathNodes(node) {
    const path = [];
    while (node >= 0) { path.push(node); node = A.treeParent[node]; }
    return path.reverse();
  }

  let why = null;  // the chain shown on the board: {asked, rows, guess, at: the position}
  function drawBoard() {
    const back = [], marks = [], over = [];
    const style = new Array(81).fill("");
    const labels = new Array(81).fill("");
    const node = position ? A.node[position - 1] : 0;
    for (const n of pathNodes(node).slice(1)) {
      style[A.treeCell[n]] = "guess";
      labels[A.treeCell[n]] = "d" + A.treeDepth[n];
    }
    const struck = new Array(81).fill(0);
    if (position) {
      const row = position - 1, kind = A.kind[row], cell = A.cell[row], digit = A.digit[row];
      if (kind === K.eliminate) {
        struck[cell] |= 1 << (digit - 1);
        const from = A.mark.subarray(A.markStart[row], A.markStart[row + 1]);
        if (A.code[row] === PEER && from.length) over.push(arrow(from[0], cell));
        else for (const m of from) marks.push(ringAt(m, ""));
      } else if (kind === K.deduce && A.code[row] !== GIVEN) {
        if (A.code[row] === HIDDEN && A.unit[row] >= 0) marks.push(unitRect(A.unit[row], ""));
        marks.push(ringAt(cell, ""));
      } else if (kind === K.assume) {
        marks.push(ringAt(cell, "guess"));
      } else if (kind === K.contradiction) {
        if (cell >= 0) back.push(cellBack(cell, "bg-dead"));
        if (A.unit[row] >= 0) marks.push(unitRect(A.unit[row], "dead"));
        if (cell >= 0 && digit) {
          for (const p of PEERS[cell]) if (board[p] === 1 << (digit - 1)) over.push(arrow(p, cell));
        }
      } else if (kind === K.backtrack) {
        for (let c = A.changeStart[row]; c < A.changeStart[row + 1]; c++) back.push(cellBack(A.changeCell[c], "bg-restored"));
      } else if (kind === K.solved) {
        for (let c = 0; c < 81; c++) back.push(cellBack(c, "bg-solved"));
      }
    }
    if (why) {
      if (A.cell[why.asked] >= 0) marks.push(ringAt(A.cell[why.asked], ""));
      why.rows.slice(0, H.shown).forEach((row, k) => {
        const cell = A.cell[row];
        if (cell < 0) return;
        if (A.kind[row] === K.eliminate) struck[cell] |= 1 << (A.digit[row] - 1);
        back.push(cellBack(cell, "bg-cause"));
        over.push(badge(cell, k + 1));
      });
    }
    for (let c = 0; c < 81; c++) if (style[c] === "guess") back.push(cellBack(c, "bg-guess"));
    const cells = [];
    for (let c = 0; c < 81; c++) {
      const [x, y] = centre(c);
      const digit = single(board[c]);
      if (givens[c] && (digit === givens[c] || position === 0)) {
        cells.push(`<text class="digit given" x="${x}" y="${y + 1}">${givens[c]}</text>`);
      } else if (position === 0) {
        continue;
      } else if (digit) {
        cells.push(`<text class="digit ${style[c]}" x="${x}" y="${y + 1}">${digit}</text>`);
        if (labels[c]) cells.push(`<text class="label" x="${x - 22}" y="${y - 13}">${labels[c]}</text>`);
      } else if (H.keepsCandidates) {  // (plain backtracking narrows none: no candidates)
        for (let d = 1; d <= 9; d++) {
          const bit = 1 << (d - 1);
          const [cx, cy] = candidateAt(c, d);
          if (board[c] & bit) cells.push(`<text class="cand" x="${cx}" y="${cy}">${d}</text>`);
          else if (struck[c] & bit) {
            cells.push(`<text class="gone" x="${cx}" y="${cy}">${d}</text>`);
            cells.push(`<line class="strike" x1="${cx - 6}" y1="${cy + 6}" x2="${cx + 6}" y2="${cy - 6}"/>`);
          }
        }
      }
    }
    const lines = [];
    for (let k = 1; k < 9; k++) {
      if (k % 3) lines.push(`<line class="grid-line" x1="${k * S}" y1="0" x2="${k * S}" y2="${9 * S}"/><line class="grid-line" x1="0" y1="${k * S}" x2="${9 * S}" y2="${k * S}"/>`);
    }
    for (let k = 0; k < 3; k++) for (let j = 0; j < 3; j++) lines.push(`<rect class="box-line" x="${k * 150}" y="${j * 150}" width="150" height="150"/>`);
    $("board").innerHTML =
      '<defs><marker id="head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path class="arrow-head" d="M0,0L10,5L0,10z"/></marker></defs>' +
      back.join("") + lines.join("") + cells.join("") + marks.join("") + over.join("");
    $("board").dataset.digits = Array.from(board, (m, c) => (position === 0 ? givens[c] : single(m))).join("");
  }
  function cellBack(cell, cls) {
    return `<rect class="${cls}" x="${(cell % 9) * S}" y="${Math.floor(cell / 9) * S}" width="${S}" height="${S}"/>`;
  }
  function ringAt(cell, cls) {
    const [x, y] = centre(cell);
    return `<circle class="ring ${cls}" cx="${x}" cy="${y}" r="${S / 2 - 4}"/>`;
  }
  function badge(cell, number) {
    const x = (cell % 9) * S + S - 9, y = Math.floor(cell / 9) * S + 9;
    return `<circle class="badge" cx="${x}" cy="${y}" r="8"/><text class="badge-text" x="${x}" y="${y + 1}">${number}</text>`;
  }

  // -- the hypothesis tree ----------------------------------------------------------------------
  let columns = 1, depthMax = 1;
  for (let n = 0; n < nodes; n++) {
    columns = Math.max(columns, A.treeColumn[n] + 1);
    depthMax = Math.max(depthMax, A.treeDepth[n]);
  }
  const labelled = nodes <= 200;
  const DX = labelled ? 70 : 10, DY = labelled ? 44 : 24;
  const tx = (n) => A.treeColumn[n] * DX + DX / 2;
  const ty = (n) => A.treeDepth[n] * DY + 14;
  const tree = $("tree");
  const treeWidth = columns * DX + (labelled ? 60 : 0), treeHeight = depthMax * DY + 28;
  tree.setAttribute("viewBox", `0 0 ${treeWidth} ${treeHeight}`);
  tree.setAttribute("preserveAspectRatio", labelled ? "xMidYMin meet" : "none");
  const guessName = (n) => (n <= 0 ? W.the_start : `${H.cells[A.treeCell[n]]} = ${A.treeDigit[n]}`);
  // An edge goes down from the parent, across just above the child's row and down into it, so
  // it never crosses a label (each sits beside its node, within its column).
  const ACROSS = labelled ? 14 : DY / 3;
  function edge(n) {
    const p = A.treeParent[n];
    if (A.treeColumn[p] === A.treeColumn[n]) return `M${tx(p)} ${ty(p)}V${ty(n)}`;
    return `M${tx(p)} ${ty(p)}V${ty(n) - ACROSS}H${tx(n)}V${ty(n)}`;
  }
  let future = "";
  for (let n = 1; n < nodes; n++) future += edge(n);
  function reached(p) {  // nodes opened by the first p rows (nodes open in row order)
    let lo = 1, hi = nodes;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (A.treeFirst[mid] < p) lo = mid + 1; else hi = mid; }
    return lo;
  }
  const OUTCOME = ["open", "dead", "solved"];
  function outcomeAt(n, p) { return A.treeSettled[n] < p ? OUTCOME[A.treeOutcome[n]] : "open"; }
  function drawTree() {
    const count = reached(position);
    const paths = { open: "", dead: "", solved: "" };
    for (let n = 1; n < count; n++) paths[outcomeAt(n, position)] += edge(n);
    const current = position ? A.node[position - 1] : 0;
    let path = "";
    for (let n = current; n > 0; n = A.treeParent[n]) path += edge(n);
    const parts = [`<path class="edge future" d="${future}"/>`];
    for (const kind of OUTCOME) if (paths[kind]) parts.push(`<path class="edge ${kind}" d="${paths[kind]}"/>`);
    if (path) parts.push(`<path class="edge path" d="${path}"/>`);
    if (labelled) {
      for (let n = 0; n < nodes; n++) {
        const state = n < count ? outcomeAt(n, position) : "future";
        parts.push(`<circle class="node ${state}" cx="${tx(n)}" cy="${ty(n)}" r="6"/>`);
        parts.push(`<text class="node-label ${state === "future" ? "future" : ""}" x="${tx(n) + 14}" y="${ty(n)}">${n ? H.cells[A.treeCell[n]] + "=" + A.treeDigit[n] : ""}</text>`);
      }
      parts.push(`<circle id="tree-current" cx="${tx(current)}" cy="${ty(current)}" r="10"/>`);
    } else {
      parts.push(`<line id="tree-now" x1="${tx(current)}" y1="0" x2="${tx(current)}" y2="${treeHeight}"/>`);
      parts.push(`<ellipse id="tree-current" cx="${tx(current)}" cy="${ty(current)}" rx="${DX}" ry="${DY / 3}"/>`);
    }
    tree.innerHTML = parts.join("");
    if (!labelled && (tx(current) < view.x || tx(current) > view.x + view.w)) setView(tx(current) - view.w / 2, view.w);
    tree.dataset.currentNode = current;
    tree.dataset.currentGuess = guessName(current);
    tree.setAttribute("aria-label", `${W.tree}: ${guessName(current)}`);
  }
  // A big tree (no labels) zooms by the wheel around the pointer and moves by dragging; it
  // follows the current guess when that leaves the part shown.
  let view = { x: 0, w: treeWidth };
  function setView(x, w) {
    w = Math.min(treeWidth, Math.max(w, Math.min(treeWidth, DX * 12)));
    x = Math.max(0, Math.min(x, treeWidth - w));
    view = { x, w };
    tree.setAttribute("viewBox", `${x} 0 ${w} ${treeHeight}`);
  }
  let drag = null, dragged = false;
  if (!labelled) {
    $("tree-hint").textContent = W.tree_hint_zoom;
    tree.addEventListener("wheel", (event) => {
      event.preventDefault();
      const matrix = tree.getScreenCTM();
      if (!matrix) return;
      const x = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse()).x;
      const w = view.w * (event.deltaY < 0 ? 0.8 : 1.25);
      setView(x - ((x - view.x) * w) / view.w, w);
    }, { passive: false });
    tree.addEventListener("pointerdown", (event) => { drag = { x: event.clientX, from: view.x }; dragged = false; });
    tree.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const moved = event.clientX - drag.x;
      if (Math.abs(moved) > 4) dragged = true;
      const matrix = tree.getScreenCTM();
      if (dragged && matrix) setView(drag.from - moved / matrix.a, view.w);
    });
    for (const end of ["pointerup", "pointerleave"]) tree.addEventListener(end, () => { drag = null; });
    tree.addEventListener("dblclick", () => setView(0, treeWidth));
  }
  tree.addEventListener("click", (event) => {
    if (dragged) { dragged = false; return; }
    const matrix = tree.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    let best = 0, bestDistance = Infinity;
    const sx = matrix.a, sy = matrix.d;  // distances in screen pixels, however the tree is scaled
    for (let n = 0; n < nodes; n++) {
      const d = Math.hypot((tx(n) - point.x) * sx, (ty(n) - point.y) * sy);
      if (d < bestDistance) { best = n; bestDistance = d; }
    }
    go(best ? A.treeFirst[best] + 1 : openingEnd);
  });

  // -- the story log, grouped by guess -------------------------------------------------------
  const HEADINGS_SHOWN = 150, ROWS_SHOWN = 200;
  const headingClass = { [K.assume]: "guess", [K.contradiction]: "dead", [K.solved]: "solved" };
  function logItem(cls, text, target, row) {
    const li = document.createElement("li");
    li.className = cls;
    li.textContent = text;
    if (target !== null) li.dataset.target = target;
    if (row !== undefined) li.dataset.row = row;
    return li;
  }
  function drawLog() {
    const log = $("log");
    const items = [];
    if (position > 0) {
      const current = headingOf(position - 1);
      const first = Math.max(0, current - HEADINGS_SHOWN);
      if (first > 0) items.push(logItem("more", fill(W.earlier, { count: headings[first] }), null));
      for (let h = first; h <= current; h++) {
        const row = headings[h];
        // (a part is told whole once its rows are shown; a guess's, once what ended it is)
        const end = h + 1 < headings.length ? headings[h + 1] + (h === 0 ? 0 : 1) : rows;
        const over = end <= position;
        const line = over ? H.headingAfter[h] : H.headingDuring[h];
        const cls = "heading " + (headingClass[A.kind[row]] || "") + (row === position - 1 ? " current" : "");
        items.push(logItem(cls, line, row + 1, row));
      }
      const begin = headings[current] + 1;
      const from = Math.max(begin, position - ROWS_SHOWN);
      if (from > begin) items.push(logItem("more", fill(W.earlier, { count: from - begin }), null));
      for (let row = from; row < position; row++) {
        items.push(logItem("row" + (row === position - 1 ? " current" : ""), H.texts[row], row + 1, row));
      }
    }
    log.replaceChildren(...items);
    const now = log.querySelector(".current");
    if (now) {  // (scrollIntoView would scroll the whole page on a phone)
      const top = now.offsetTop, bottom = top + now.offsetHeight;
      if (top < log.scrollTop) log.scrollTop = top;
      else if (bottom > log.scrollTop + log.clientHeight) log.scrollTop = bottom - log.clientHeight;
    }
  }
  $("log").addEventListener("click", (event) => {
    const target = event.target.closest("li");
    if (target && target.dataset.target) go(+target.dataset.target);
  });

  // -- Why? ------------------------------------------------------------------------------------
  function chain(asked) {
    const level = new Map(), order = [];
    const todo = [];
    for (let c = A.causeStart[asked]; c < A.causeStart[asked + 1]; c++) todo.push(A.cause[c]);
    let complete = true;
    for (let k = 0; k < todo.length; k++) {
      const cause = todo[k];
      if (level.has(cause)) continue;
      if (order.length === H.maxChain) { complete = false; break; }
      level.set(cause, 1);
      order.push(cause);
      for (let c = A.causeStart[cause]; c < A.causeStart[cause + 1]; c++) todo.push(A.cause[c]);
    }
    let guess = null;
    for (const row of [...order, asked]) if (A.kind[row] === K.assume && (guess === null || row > guess)) guess = row;
    return { asked, rows: order, guess, complete };
  }
  function showWhy(asked = position - 1) {
    const panel = $("why-panel"), box = $("why");
    const kind = asked !== null && asked >= 0 ? A.kind[asked] : -1;
    if (![K.deduce, K.eliminate, K.assume, K.contradiction].includes(kind)) {
      why = null;
      panel.hidden = false;
      box.replaceChildren(paragraph(W.why_hint));
      drawBoard();
      return;
    }
    why = chain(asked);
    why.at = position;
    const cell = H.cells[A.cell[asked]], digit = A.digit[asked];
    const question = kind === K.eliminate ? fill(W.why_gone, { digit, cell })
      : kind === K.contradiction ? W.why_dead_end : fill(W.why_is, { cell, digit });
    let verdict;
    if (kind === K.assume) verdict = W.why_guess;
    else if (why.guess === null) verdict = kind === K.deduce && !why.rows.length ? W.why_given : W.why_givens;
    else verdict = fill(W.why_under, { cell: H.cells[A.cell[why.guess]], digit: A.digit[why.guess] });
    // The causes the board numbers are listed; the rest (a dead end has a hundred) fold
    // under a count, so the page stays a page on a phone.
    const causes = why.rows.slice(0, 300);
    const list = causeList("why-chain", causes.slice(0, H.shown), 1);
    const parts = [paragraph(question), paragraph(H.texts[asked]), paragraph(verdict), list];
    if (causes.length > H.shown) {
      const fold = document.createElement("details");
      fold.id = "why-fold";
      const summary = document.createElement("summary");
      summary.textContent = fill(W.why_fold, { count: causes.length - H.shown });
      fold.append(summary, causeList("why-rest", causes.slice(H.shown), H.shown + 1));
      parts.push(fold);
    }
    if (why.rows.length > 300 || !why.complete) parts.push(paragraph(W.why_more));
    box.replaceChildren(...parts);
    panel.hidden = false;
    drawBoard();
  }
  function causeList(id, causes, first) {
    const list = document.createElement("ol");
    list.id = id;
    for (const [k, row] of causes.entries()) {
      const li = document.createElement("li");
      li.textContent = H.texts[row];
      li.value = first + k;
      list.append(li);
    }
    return list;
  }
  // Asked about a cell: the row in force that placed its digit, or removed the candidate
  // clicked (as the search view's Why?: a backtrack sends the scan back to the board it
  // restored, the one before the first child of its node).
  const CHANGES = [K.deduce, K.eliminate, K.assume];
  function lastChange(cell, removes) {
    let row = position - 1;
    while (row >= 0) {
      const kind = A.kind[row];
      if (kind === K.backtrack) { row = A.treeFirst[A.node[row] + 1] - 1; continue; }
      if (A.cell[row] === cell && CHANGES.includes(kind) && removes(row)) return row;
      row--;
    }
    return null;
  }
  const maskBefore = (row) => A.changeBefore[A.changeStart[row]];
  $("board").addEventListener("click", (event) => {
    const matrix = $("board").getScreenCTM();
    if (!matrix || position === 0) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const col = Math.floor(point.x / S), row = Math.floor(point.y / S);
    if (col < 0 || col > 8 || row < 0 || row > 8) return;
    const cell = row * 9 + col;
    if (single(board[cell])) {
      showWhy(lastChange(cell, (r) => A.kind[r] !== K.eliminate));
      return;
    }
    const digit = 1 + Math.floor((point.y - row * S) / (S / 3)) * 3 + Math.floor((point.x - col * S) / (S / 3));
    const bit = 1 << (digit - 1);
    if (board[cell] & bit) return;  // (still a candidate: nothing removed it)
    showWhy(lastChange(cell, (r) => (maskBefore(r) & bit) !== 0 && (A.kind[r] === K.eliminate ? A.digit[r] === digit : A.digit[r] !== digit)));
  });
  function paragraph(text) {
    const p = document.createElement("p");
    p.textContent = text;
    return p;
  }

  // -- notes ---------------------------------------------------------------------------------
  const noteList = $("notes");
  if (!page.notes.length) noteList.replaceChildren(paragraph(W.no_notes));
  for (const [step, note] of page.notes) {
    const li = document.createElement("li");
    li.textContent = note;
    li.dataset.target = step;
    li.addEventListener("click", () => go(step));
    noteList.append(li);
  }

  // -- the code: the line of the step shown lit, the recursion's frames under it ---------------
  const C = H.code;
  $("code-title").textContent = C.title;
  const codeList = $("code");
  for (const text of C.lines) {
    const li = document.createElement("li");
    li.textContent = text;
    codeList.append(li);
  }
  for (const word of W.frame_columns) {
    const th = document.createElement("th");
    th.textContent = word;
    $("frames-head").append(th);
  }
  const leftStart = new Uint32Array(nodes + 1);
  for (let n = 0; n < nodes; n++) leftStart[n + 1] = leftStart[n] + A.leftCount[n];
  const candidatesNow = () => board.reduce((sum, mask) => { let m = mask, c = 0; while (m) { m &= m - 1; c++; } return sum + c; }, 0);
  let litLine = 0;
  function drawCode() {
    const line = position ? A.codeLine[position - 1] : 0;
    if (line !== litLine) {
      if (litLine) { codeList.children[litLine - 1].classList.remove("lit"); codeList.children[litLine - 1].removeAttribute("aria-current"); }
      litLine = line;
      if (line) {
        const li = codeList.children[line - 1];
        li.classList.add("lit");
        li.setAttribute("aria-current", "true");
        codeList.scrollTop = li.offsetTop - codeList.clientHeight / 2;
      }
    }
    const said = line ? fill(W.line_of, { number: line, code: C.codes[line - 1] }) : W.no_line;
    codeList.setAttribute("aria-description", said);
    codeList.dataset.lit = line;
    const path = [];
    for (let n = position ? A.node[position - 1] : 0; n > 0; n = A.treeParent[n]) path.unshift(n);
    const body = $("frames-body");
    body.textContent = "";
    path.forEach((n, k) => {
      const tr = document.createElement("tr");
      const count = k + 1 < path.length ? A.candidatesBefore[path[k + 1]] : candidatesNow();
      const options = Array.from(A.left.subarray(leftStart[n], leftStart[n + 1]), (v) => [v >> 4, v & 15]);
      const sameCell = options.every(([cell]) => cell === A.treeCell[n]);
      const left = !options.length ? W.none_left
        : options.map(([cell, digit]) => (sameCell ? String(digit) : `${H.cells[cell]}=${digit}`)).join(" ");
      for (const text of [k + 1, H.cells[A.treeCell[n]], A.treeDigit[n], left, count]) {
        const td = document.createElement("td");
        td.textContent = String(text);
        tr.append(td);
      }
      body.append(tr);
    });
  }

  // -- putting it on screen ----------------------------------------------------------------------
  const timeline = $("timeline");
  timeline.max = rows;
  timeline.setAttribute("aria-label", W.timeline);
  let drawn = -1;
  function render() {
    if (drawn === position) return;
    drawn = position;
    drawBoard();
    drawTree();
    drawLog();
    drawCode();
    const line = $("current-line");
    line.textContent = position ? H.texts[position - 1] : page.title;
    line.dataset.row = position - 1;
    const note = notes.get(position);
    $("note").hidden = note === undefined;
    $("note").textContent = note === undefined ? "" : note;
    for (const li of noteList.querySelectorAll("li")) li.classList.toggle("current", +li.dataset.target === position);
    timeline.value = position;
    $("position").textContent = fill(W.step_of, { position, total: rows });
    document.body.dataset.position = position;
  }
  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; render(); });
  }
  function go(target) {
    if (target === null || target === undefined) return;
    seek(target);
    if (why && why.at !== position) { why = null; $("why-panel").hidden = true; }
    schedule();
  }

  // -- playback ----------------------------------------------------------------------------------
  let timer = null, last = 0, owed = 0;
  function setPlaying(on) {
    const button = $("play");
    if (on && !timer) {
      last = performance.now();
      owed = 0;
      timer = setInterval(tick, 16);
    } else if (!on && timer) {
      clearInterval(timer);
      timer = null;
    }
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.textContent = on ? "\u23F8" : "\u25B6";
    button.title = on ? W.pause : W.play;
    button.setAttribute("aria-label", button.title);
  }
  function tick() {
    const now = performance.now();
    owed += ((now - last) / 1000) * +$("speed").value;
    last = now;
    while (owed >= 1) {
      owed -= 1;
      const target = nextStop(position);
      if (target === null) { setPlaying(false); break; }
      go(target);
      if (notes.has(position)) { setPlaying(false); break; }  // a teacher's note: stop and read it
    }
  }
  $("play").addEventListener("click", () => setPlaying(!timer));
  $("step").addEventListener("click", () => { setPlaying(false); go(nextStop(position)); });
  $("back").addEventListener("click", () => { setPlaying(false); go(previousStop(position)); });
  $("to-start").addEventListener("click", () => { setPlaying(false); go(0); });
  $("to-end").addEventListener("click", () => { setPlaying(false); go(rows); });
  $("next-guess").addEventListener("click", () => { setPlaying(false); go(find(K.assume, position)); });
  $("next-dead-end").addEventListener("click", () => { setPlaying(false); go(find(K.contradiction, position)); });
  $("why-button").addEventListener("click", () => showWhy());
  timeline.addEventListener("input", () => { setPlaying(false); go(+timeline.value); });
  document.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT" || event.target.tagName === "SELECT" || event.ctrlKey || event.metaKey || event.altKey) return;
    const keys = { " ": "play", ArrowRight: "step", ArrowLeft: "back", Home: "to-start", End: "to-end", g: "next-guess", d: "next-dead-end", w: "why-button" };
    const id = keys[event.key];
    if (id) { event.preventDefault(); $(id).click(); }
  });

  render();
  document.body.dataset.firstPicture = performance.now().toFixed(0);
  document.body.dataset.ready = "true";
})().catch((error) => {
  document.body.dataset.error = String(error);
  const line = document.getElementById("current-line");
  if (line) line.textContent = String(error);
});

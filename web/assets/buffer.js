// The editor's text: a text box under a highlighted copy of its text, with
// a gutter of line numbers marked where diagnostics are. makeBuffer
// returns the few operations the editor page uses.
import { el, esc } from "./app.js";
import { highlight } from "./highlight.js";

export function makeBuffer(host, { onChange, onSave }) {
  const gutter = el("div", { class: "gutter code", id: "ed-gutter" });
  const pre = el("pre", { id: "ed-highlight" });
  const ta = el("textarea", { id: "ed-text", spellcheck: "false", autocomplete: "off", autocapitalize: "off" });
  host.append(el("div", { class: "editwrap" }, gutter, el("div", { class: "editarea" }, pre, ta)));
  let diags = [], lua = false, painted = "";

  function paint() {
    const key = JSON.stringify([lua, ta.value, diags]);
    if (key === painted) return; // the same text with the same diagnostics
    painted = key;
    pre.innerHTML = highlight(ta.value, diags, lua);
    const n = ta.value.split("\n").length;
    const bad = new Map(), says = new Map();
    for (const d of diags) {
      says.set(d.line, (says.get(d.line) ? says.get(d.line) + "\n" : "") + `${d.severity}[${d.code}]: ${d.summary}${d.hint ? " — " + d.hint : ""}`);
      for (let l = d.line; l <= (d.endLine || d.line); l++) if (bad.get(l) !== "err") bad.set(l, d.severity === "error" ? "err" : "warn");
    }
    const rows = [];
    for (let i = 1; i <= n; i++) rows.push(`<div data-line="${i}"${bad.has(i) ? ` class="${bad.get(i)}"` : ""}${says.has(i) ? ` title="${esc(says.get(i))}"` : ""}>${i}</div>`);
    gutter.innerHTML = rows.join("");
    ta.style.height = pre.scrollHeight + "px";
  }
  ta.addEventListener("input", () => { paint(); onChange(); });
  ta.addEventListener("keydown", ev => {
    if ((ev.ctrlKey || ev.metaKey) && ev.key === "s") { ev.preventDefault(); onSave(); }
    if (ev.key === "Tab") { ev.preventDefault(); document.execCommand("insertText", false, "  "); }
  });
  function offset(line, col) {
    const lines = ta.value.split("\n");
    let o = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) o += lines[i].length + 1;
    const l = Array.from(lines[line - 1] || "");
    return o + l.slice(0, col - 1).join("").length;
  }
  const api = {
    get: () => ta.value,
    // replaceAll replaces the whole text as the user would (one edit, in
    // the undo history; the page sees a change)
    replaceAll(text) {
      ta.focus();
      ta.select();
      if (!document.execCommand("insertText", false, text)) { ta.value = text; ta.dispatchEvent(new Event("input")); }
    },
    // set replaces the whole text (a file opened or reloaded); isLua
    // picks the highlighting when given
    set(text, isLua) {
      if (isLua !== undefined) lua = isLua;
      ta.value = text;
      paint();
    },
    setReadOnly(ro) { ta.readOnly = ro; },
    setDiagnostics(ds) { diags = ds; paint(); },
    select(d) {
      ta.focus();
      ta.setSelectionRange(offset(d.line, d.column), offset(d.endLine || d.line, d.endColumn || d.column));
    },
    // applyEdits makes a fix's edits, the last first so the earlier places
    // stay where they are (one undo step each in the browser's history).
    applyEdits(edits) {
      const es = edits.map(e => [offset(e.line, e.column), offset(e.endLine, e.endColumn), e.newText]);
      es.sort((x, y) => y[0] - x[0]);
      ta.focus();
      for (const [a, b, text] of es) {
        ta.setSelectionRange(a, b);
        if (!document.execCommand("insertText", false, text)) ta.setRangeText(text, a, b, "end");
      }
      paint();
    },
  };
  host.buffer = api; // the browser tests type through it
  return api;
}

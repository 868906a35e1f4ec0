// The editor page: the workspace's files, a highlighting editor with the
// diagnostics of `throne check` inline, the file's cards drawn beside it and
// the results of the scenarios that use them. A save from here answers with
// the file's new status; a save from another editor (or page) arrives as an
// "update" event followed by the open file's status, on one event stream.
import { state, el, api, renderCard, esc } from "./app.js";
import { highlight } from "./highlight.js";

export function initEditor(root) {
  const files = el("div", { class: "files panel", id: "ed-files" });
  const gutter = el("div", { class: "gutter code", id: "ed-gutter" });
  const pre = el("pre", { id: "ed-highlight" });
  const ta = el("textarea", { id: "ed-text", spellcheck: "false", autocomplete: "off", autocapitalize: "off" });
  const wrap = el("div", { class: "editwrap" }, gutter, el("div", { class: "editarea" }, pre, ta));
  const saveBtn = el("button", { id: "ed-save", onclick: () => save() }, "Save");
  const status = el("span", { class: "status", id: "ed-status" });
  const diagsBox = el("div", { class: "diags", id: "ed-diags" });
  const preview = el("div", { id: "ed-preview" });
  const scen = el("div", { id: "ed-scenarios" });
  const title = el("strong", { id: "ed-file" }, "no file");
  root.append(el("div", { class: "row" }, files,
    el("div", { class: "grow" }, el("div", { class: "row" }, title, saveBtn, status), wrap, diagsBox),
    el("div", { class: "side" }, el("h3", {}, "Preview"), preview, el("h3", {}, "Scenarios"), scen)));

  let cur = null, saved = "", diags = [], seq = 0, es = null, shown = 0, locked = false;

  const lua = () => cur && cur.endsWith(".lua");
  let painted = "";
  function paint() {
    saveBtn.disabled = !cur || locked || ta.value === saved;
    title.textContent = cur ? cur + (ta.value !== saved ? " •" : "") : "no file";
    const key = JSON.stringify([cur, ta.value, diags]);
    if (key === painted) return; // the same text with the same diagnostics
    painted = key;
    pre.innerHTML = highlight(ta.value, diags, lua());
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
  ta.addEventListener("input", paint);
  ta.addEventListener("keydown", ev => {
    if ((ev.ctrlKey || ev.metaKey) && ev.key === "s") { ev.preventDefault(); save(); }
    if (ev.key === "Tab") { ev.preventDefault(); document.execCommand("insertText", false, "  "); }
  });

  let fileKey = "";
  function drawFiles(list, errors, roots) {
    const key = JSON.stringify([list, errors, cur]);
    if (key === fileKey) return;
    fileKey = key;
    files.replaceChildren(el("div", { class: "muted" }, "Workspace: " + (roots || state.info.roots).join(", ")),
      ...list.map(f => el("div", { class: "file" + (f === cur ? " sel" : ""), "data-file": f, onclick: () => open(f) },
        f, errors[f] ? el("span", { class: "errs" }, errors[f]) : null)));
  }
  async function listFiles() {
    const j = await api("/api/files");
    drawFiles(j.files, j.errors, j.roots);
    if (!cur && j.files.length) open(j.files.find(f => f.endsWith(".card")) || j.files[0]);
  }
  async function open(f) {
    if (cur && ta.value !== saved && !confirm(`Discard the changes to ${cur}?`)) return;
    cur = f; diags = [];
    for (const x of files.querySelectorAll(".file")) x.classList.toggle("sel", x.dataset.file === f);
    listen();
    await refresh(true);
  }
  async function save() {
    if (!cur) return;
    const text = ta.value, file = cur;
    status.textContent = "saving…"; status.className = "status";
    try {
      const j = await api("/api/file", { name: file, text });
      if (file === cur) saved = text;
      if (j.status) show(j.status, false); else paint();
    } catch (e) { status.textContent = "not saved: " + e.message; status.className = "status bad"; }
  }
  // refresh asks, in one request, for the open file's text on disk, its
  // diagnostics, cards and scenarios, and the workspace's files.
  async function refresh(load) {
    if (!cur) return;
    show(await api(`/api/status?file=${encodeURIComponent(cur)}`), load);
  }
  // show draws a file's status. Its text (absent when the server knows the
  // page has it) replaces the buffer when the buffer has no unsaved change
  // (an outside save). Cards drawn before are kept when they are the same.
  const cardNodes = new Map();
  function show(j, load) {
    if (j.file !== cur || (!load && j.seq < shown)) return;
    shown = j.seq;
    // a file too large to read: the diagnostics say why; nothing to edit
    locked = !!j.tooLarge;
    ta.readOnly = locked;
    if (j.text !== undefined && (load || (ta.value === saved && j.text !== saved))) { saved = j.text; ta.value = j.text; }
    drawFiles(j.files, j.errors);
    diags = j.diagnostics;
    paint();
    const errs = diags.filter(d => d.severity === "error").length;
    // a button for each fix the diagnostic carries (the checker's: the
    // same edits throne fix and the language server's quick fixes make)
    diagsBox.replaceChildren(...diags.map(d =>
      el("div", { class: "diag " + d.severity, "data-line": d.line, "data-code": d.code },
        el("a", { href: "#editor", onclick: ev => { ev.preventDefault(); goto(d); } }, `${d.line}:${d.column}`),
        el("span", { class: "code" }, `${d.severity}[${d.code}]`), d.summary,
        d.detail ? el("div", { class: "muted" }, d.detail) : null,
        d.hint ? el("div", { class: "hint" }, "hint: " + d.hint) : null,
        ...(d.fixes || []).map(f => el("button", { class: "fix", title: f.guess ? "a guess" : "", onclick: () => fix(f) }, f.title)))));
    status.className = "status" + (errs ? " bad" : "");
    status.textContent = `update ${j.seq}: ${errs} error${errs === 1 ? "" : "s"}` + (j.pending ? " — the library keeps the last good version" : "") + ` · save → result ${j.ms} ms`;
    status.dataset.seq = j.seq;
    status.dataset.ms = j.ms;
    const nodes = j.cards.map(c => {
      const key = JSON.stringify(c);
      let n = cardNodes.get(key);
      if (!n) { n = renderCard(c); cardNodes.set(key, n); }
      return n;
    });
    for (const [k, n] of cardNodes) if (!nodes.includes(n)) cardNodes.delete(k);
    if (nodes.length !== preview.children.length || nodes.some((n, i) => preview.children[i] !== n))
      preview.replaceChildren(...(nodes.length ? nodes : [el("div", { class: "muted" }, "no card in this file (yet)")]));
    scen.replaceChildren(...(j.scenarios.length ? j.scenarios.map(s => el("div", { class: "scen" + (s.passed ? "" : " fail"), "data-name": s.name },
      (s.passed ? "✓ " : "✗ ") + s.name, el("span", { class: "muted" }, ` ${s.file.split("/").pop()}:${s.line}`),
      ...(s.failures || []).map(f => el("div", { class: "muted" }, f.summary)))) : [el("div", { class: "muted" }, "no scenario uses these cards")]));
    root.dataset.seq = j.seq;
  }
  function offset(line, col) {
    const lines = ta.value.split("\n");
    let o = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) o += lines[i].length + 1;
    const l = Array.from(lines[line - 1] || "");
    return o + l.slice(0, col - 1).join("").length;
  }
  function goto(d) {
    ta.focus();
    ta.setSelectionRange(offset(d.line, d.column), offset(d.endLine || d.line, d.endColumn || d.column));
  }
  // fix makes a fix's edits, the last first so the earlier places stay
  // where they are (one undo step each in the browser's history).
  function fix(f) {
    const edits = f.edits.map(e => [offset(e.line, e.column), offset(e.endLine, e.endColumn), e.newText]);
    edits.sort((x, y) => y[0] - x[0]);
    ta.focus();
    for (const [a, b, text] of edits) {
      ta.setSelectionRange(a, b);
      if (!document.execCommand("insertText", false, text)) ta.setRangeText(text, a, b, "end");
    }
    paint();
  }
  // listen follows the workspace's updates, with the open file's status
  // after each (one stream per open file).
  function listen() {
    if (es) es.close();
    es = new EventSource("/api/events" + (cur ? `?file=${encodeURIComponent(cur)}` : ""));
    const file = cur;
    es.addEventListener("update", ev => {
      seq = JSON.parse(ev.data).seq;
      if (!file) listFiles();
    });
    es.addEventListener("status", ev => show(JSON.parse(ev.data), false));
  }
  listen();
  listFiles();
  return { show: () => { if (cur) refresh(); } };
}

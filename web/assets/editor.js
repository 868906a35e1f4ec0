// The editor page: the workspace's files (new, rename, delete), an editor
// with the diagnostics of `throne check` inline, the file's cards drawn
// beside it and the results of the scenarios that use them. A save from
// here answers with the file's new status; a save from another editor (or
// page) arrives as an "update" event followed by the open file's status,
// on one event stream. A file changed on disk while the page holds unsaved
// edits is never overwritten without the user's word: the page offers to
// reload it, keep its own text, or compare the two.
import { state, el, api, renderCard, t, tt } from "./app.js";
import { makeBuffer } from "./buffer.js";

export function initEditor(root) {
  const files = el("div", { class: "files panel", id: "ed-files" });
  const saveBtn = el("button", { id: "ed-save", onclick: () => save() }, tt("ed-save"));
  const renameBtn = el("button", { id: "ed-rename", onclick: () => rename() }, tt("ed-rename"));
  const deleteBtn = el("button", { id: "ed-delete", onclick: () => remove() }, tt("ed-delete"));
  const formatBtn = el("button", { id: "ed-format", title: t("ed-format-title"), "data-t-title": "ed-format-title", onclick: () => buf.format() }, tt("ed-format"));
  const status = el("span", { class: "status", id: "ed-status" });
  const ask = el("div", { class: "ask", id: "ed-ask", hidden: true });
  const conflictBox = el("div", { class: "conflict", id: "ed-conflict", hidden: true });
  const diffBox = el("div", { class: "diff", id: "ed-diff", hidden: true });
  const diagsBox = el("div", { class: "diags", id: "ed-diags" });
  const preview = el("div", { id: "ed-preview" });
  const scen = el("div", { id: "ed-scenarios" });
  const title = el("strong", { id: "ed-file" }, t("ed-no-file"));
  const host = el("div", { class: "edithost", id: "ed-host" });
  const empty = el("div", { class: "empty muted", id: "ed-empty" });
  root.append(el("div", { class: "row" }, files,
    el("div", { class: "grow" }, el("div", { class: "row toolbar" }, title, saveBtn, formatBtn, renameBtn, deleteBtn, status), ask, conflictBox, diffBox, empty, host, diagsBox),
    el("div", { class: "side" }, el("h3", {}, tt("ed-preview")), preview, el("h3", {}, tt("ed-scenarios")), scen)));

  // cur: the open file; saved: its text on disk as the page last knew it
  // (the buffer is dirty when it differs); base: that text's hash, sent
  // with a save; inflight: the text of a save under way; conflict: the
  // text on disk when it changed under unsaved edits ({gone} when the
  // file was deleted).
  // diags: the open file's diagnostics as `throne check` saw it saved;
  // live: the language server's as you type (shown when it is
  // connected), each with its quick fixes; uri: the open file's URI for
  // the language server; uris: every file's.
  let cur = null, saved = "", base = "", inflight = null, conflict = null, diags = [], es = null, shown = 0, locked = false, list = [];
  let live = null, uri = "", uris = {};
  // builtin: the name of a file built into throne shown read-only (a
  // definition's place), while no workspace file is open
  let builtin = null;
  const buf = makeBuffer(host, {
    onChange: () => paint(), onSave: () => save(),
    diagnostics: (u, l) => { if (u === uri) { live = l; drawDiags(); } },
    connected: () => { root.dataset.lsp = "1"; },
    // a definition in another workspace file: open it there; one in a
    // file built into throne (the prelude's keywords): show it read-only
    open: async u => {
      const name = Object.keys(uris).find(n => uris[n] === u);
      if (!name) return openBuiltin(u);
      await open(name);
      return cur === name ? buf.view : null;
    },
  });
  const dirty = () => cur !== null && buf.get() !== saved;

  function paint() {
    saveBtn.disabled = !cur || locked || (!dirty() && !conflict?.gone);
    renameBtn.disabled = deleteBtn.disabled = !cur;
    formatBtn.disabled = !cur || locked || !buf.lsp || !(cur || "").endsWith(".card");
    title.textContent = cur ? cur + (dirty() ? " •" : "") : builtin ? t("ed-builtin", { file: builtin }) : t("ed-no-file");
    host.hidden = !cur && !builtin;
    empty.hidden = !!cur;
    empty.textContent = list.length ? t("ed-pick-file") : t("ed-empty-workspace");
  }

  // askFor shows an inline question (no browser dialog): a text field
  // when value is given, and a confirming button; it resolves to the
  // value (true without a field), or null when cancelled.
  function askFor(question, okLabel, value) {
    return new Promise(resolve => {
      const input = value === undefined ? null : el("input", { id: "ed-ask-input", type: "text", value, size: 40, spellcheck: "false" });
      const done = v => { ask.hidden = true; ask.replaceChildren(); resolve(v); };
      const ok = () => done(input ? input.value.trim() || null : true);
      if (input) input.addEventListener("keydown", ev => { if (ev.key === "Enter") ok(); if (ev.key === "Escape") done(null); });
      ask.replaceChildren(el("span", {}, question), input,
        el("button", { id: "ed-ask-ok", onclick: ok }, okLabel), el("button", { id: "ed-ask-cancel", onclick: () => done(null) }, t("cancel")));
      ask.hidden = false;
      (input || ask.querySelector("button")).focus();
    });
  }

  // folder is where a new file goes: the first folder of the workspace.
  const folder = () => (state.info.folders || [])[0];
  const join = (dir, name) => dir === "." || dir === "" ? name : dir.replace(/\/+$/, "") + "/" + name;

  async function newFile() {
    if (!folder()) { status.textContent = t("ed-no-folder"); status.className = "status bad"; return; }
    const name = await askFor(t("ed-new-question", { folder: folder() }), t("ed-create"), "mycards.card");
    if (!name) return;
    const full = join(folder(), name.endsWith(".card") || name.endsWith(".lua") ? name : name + ".card");
    try {
      const j = await api("/api/file/new", { name: full, text: "" });
      list = j.files;
      await open(full, true);
    } catch (e) { status.textContent = e.message; status.className = "status bad"; }
  }
  async function rename() {
    if (!cur) return;
    const to = await askFor(t("ed-rename-question", { file: cur }), tt("ed-rename"), cur);
    if (!to || to === cur) return;
    try {
      const j = await api("/api/file/rename", { from: cur, to });
      cur = to;
      list = j.files;
      listen();
      drawFiles(j.files, {});
      await refresh(false);
    } catch (e) { status.textContent = e.message; status.className = "status bad"; }
  }
  async function remove() {
    if (!cur) return;
    if (!await askFor(t("ed-delete-question", { file: cur }), tt("ed-delete"))) return;
    try {
      const j = await api("/api/file/delete", { name: cur });
      close();
      drawFiles(j.files, {});
    } catch (e) { status.textContent = e.message; status.className = "status bad"; }
  }
  function close() {
    cur = null; saved = ""; base = ""; conflict = null; diags = []; live = null; uri = ""; builtin = null;
    buf.set("", "", "");
    setConflict(null);
    diagsBox.replaceChildren(); preview.replaceChildren(); scen.replaceChildren();
    listen();
    paint();
  }

  let fileKey = "";
  function drawFiles(l, errors, roots) {
    list = l;
    const key = JSON.stringify([l, errors, cur]);
    if (key === fileKey) return;
    fileKey = key;
    files.replaceChildren(el("div", { class: "muted" }, t("ed-workspace", { roots: (roots || state.info.roots).join(", ") })),
      el("button", { id: "ed-new", onclick: newFile }, tt("ed-new")),
      ...l.map(f => el("div", { class: "file" + (f === cur ? " sel" : ""), "data-file": f, onclick: () => open(f) },
        f, errors[f] ? el("span", { class: "errs" }, errors[f]) : null)),
      ...(l.length ? [] : [el("div", { class: "muted", id: "ed-no-files" }, t("ed-no-files"))]));
    paint();
  }
  async function listFiles() {
    const j = await api("/api/files");
    uris = j.uris || uris;
    drawFiles(j.files, j.errors, j.roots);
    if (!cur && !builtin && j.files.length) open(j.files.find(f => f.endsWith(".card")) || j.files[0]);
  }
  async function open(f, force) {
    if (f === cur && !force) return;
    if (dirty() && !await askFor(t("ed-discard-question", { file: cur }), t("ed-discard"))) return;
    cur = f; diags = []; live = null; conflict = null; saved = ""; base = ""; builtin = null;
    setConflict(null);
    for (const x of files.querySelectorAll(".file")) x.classList.toggle("sel", x.dataset.file === f);
    listen();
    await refresh(true);
  }
  // openBuiltin shows a file built into throne that the language server
  // named by u (its read-only copy), read-only, with the language
  // server's hover and definitions in it; it returns the editor's view.
  async function openBuiltin(u) {
    if (dirty() && !await askFor(t("ed-discard-question", { file: cur }), t("ed-discard"))) return null;
    let j;
    try { j = await api(`/api/builtin?uri=${encodeURIComponent(u)}`); }
    catch (e) { status.textContent = e.message; status.className = "status bad"; return null; }
    cur = null; saved = ""; base = ""; conflict = null; diags = []; live = null; uri = u; builtin = j.name;
    setConflict(null);
    for (const x of files.querySelectorAll(".file")) x.classList.remove("sel");
    listen();
    locked = true;
    buf.setReadOnly(true);
    buf.set(j.text, j.name, u);
    diagsBox.replaceChildren(); preview.replaceChildren(); scen.replaceChildren();
    status.textContent = t("ed-builtin-note"); status.className = "status";
    paint();
    return buf.view;
  }
  async function save() {
    if (!cur || locked) return;
    const text = buf.get(), file = cur;
    status.textContent = t("ed-saving"); status.className = "status";
    inflight = text;
    try {
      const j = await api("/api/file", { name: file, text, base });
      if (file !== cur) return;
      saved = text; base = j.hash; conflict = null;
      setConflict(null);
      if (j.status) show(j.status, false); else paint();
    } catch (e) {
      if (e.body && e.body.conflict && file === cur) {
        setConflict(e.body.exists ? { text: e.body.text, hash: e.body.hash } : { gone: true });
        status.textContent = t("ed-not-saved-changed"); status.className = "status bad";
      } else { status.textContent = t("ed-not-saved", { error: e.message }); status.className = "status bad"; }
    } finally { inflight = null; paint(); }
  }
  // refresh asks, in one request, for the open file's text on disk, its
  // diagnostics, cards and scenarios, and the workspace's files.
  async function refresh(load) {
    if (!cur) return;
    const file = cur;
    try { show(await api(`/api/status?file=${encodeURIComponent(file)}`), load); }
    catch (e) { if (file === cur) { status.textContent = e.message; status.className = "status bad"; } }
  }

  // setConflict shows (or hides) the choice a change on disk asks for.
  function setConflict(c) {
    conflict = c;
    diffBox.hidden = true;
    if (!c) { conflictBox.hidden = true; conflictBox.replaceChildren(); paint(); return; }
    conflictBox.hidden = false;
    if (c.gone) {
      conflictBox.replaceChildren(el("span", {}, t("ed-gone", { file: cur })),
        el("button", { id: "ed-keep", onclick: keepMine }, t("ed-keep-mine")),
        el("button", { id: "ed-close", onclick: close }, t("ed-close")));
    } else {
      conflictBox.replaceChildren(el("span", {}, t("ed-changed", { file: cur })),
        el("button", { id: "ed-reload", onclick: reload }, t("ed-reload")),
        el("button", { id: "ed-keep", onclick: keepMine }, t("ed-keep-mine")),
        el("button", { id: "ed-compare", onclick: compare }, t("ed-compare")));
    }
    paint();
  }
  function reload() {
    if (!conflict || conflict.gone) return;
    saved = conflict.text; base = conflict.hash;
    buf.set(conflict.text);
    setConflict(null);
  }
  // keepMine writes the page's text over the file on disk, as the user
  // chose.
  async function keepMine() {
    if (!conflict) return;
    base = conflict.gone ? "" : conflict.hash;
    saved = conflict.gone ? "" : conflict.text;
    setConflict(null);
    await save();
  }
  function compare() {
    if (!conflict || conflict.gone) return;
    if (!diffBox.hidden) { diffBox.hidden = true; return; }
    const rows = lineDiff(conflict.text.split("\n"), buf.get().split("\n"));
    diffBox.replaceChildren(el("div", { class: "muted" }, t("ed-compare-legend")),
      el("pre", { class: "code" }, ...rows.map(([k, l]) => el("div", { class: k === "-" ? "del" : k === "+" ? "add" : "same" }, `${k} ${l}`))));
    diffBox.hidden = false;
  }

  // show draws a file's status. Its text (absent when the server knows the
  // page has it) replaces the buffer when the buffer has no unsaved change
  // (an outside save); under unsaved edits it asks what to do instead.
  // Cards drawn before are kept when they are the same.
  const cardNodes = new Map();
  function show(j, load) {
    if (j.file !== cur || (!load && j.seq < shown)) return;
    shown = j.seq || shown;
    drawFiles(j.files, j.errors);
    if (j.uris) uris = j.uris;
    if (j.gone) {
      if (!conflict) setConflict({ gone: true });
      return;
    }
    if (conflict?.gone) setConflict(null);
    // a file too large to read: the diagnostics say why; nothing to edit
    locked = !!j.tooLarge;
    buf.setReadOnly(locked);
    if (j.text !== undefined) {
      if (load) { saved = j.text; base = j.hash; uri = j.uri; live = null; buf.set(j.text, cur, j.uri); setConflict(null); }
      else if (j.text !== saved) {
        if (j.text === buf.get() || j.text === inflight) { saved = j.text; base = j.hash; } // the page's own text
        else if (!dirty()) { saved = j.text; base = j.hash; buf.set(j.text); }
        else setConflict({ text: j.text, hash: j.hash });
      } else base = j.hash;
    }
    diags = j.diagnostics || [];
    paint();
    drawDiags();
    const errs = diags.filter(d => d.severity === "error").length;
    status.className = "status" + (errs ? " bad" : "");
    status.textContent = t(errs === 1 ? "ed-update-one" : "ed-update", { seq: j.seq, n: errs }) + (j.pending ? " — " + t("ed-last-good") : "") + " · " + t("ed-took", { ms: j.ms });
    status.dataset.seq = j.seq;
    status.dataset.ms = j.ms;
    const nodes = (j.cards || []).map(c => {
      const key = JSON.stringify([c, state.lang]);
      let n = cardNodes.get(key);
      if (!n) { n = renderCard(c); cardNodes.set(key, n); }
      return n;
    });
    for (const [k, n] of cardNodes) if (!nodes.includes(n)) cardNodes.delete(k);
    if (nodes.length !== preview.children.length || nodes.some((n, i) => preview.children[i] !== n))
      preview.replaceChildren(...(nodes.length ? nodes : [el("div", { class: "muted" }, t("ed-no-card"))]));
    const scens = j.scenarios || [];
    scen.replaceChildren(...(scens.length ? scens.map(s => el("div", { class: "scen" + (s.passed ? "" : " fail"), "data-name": s.name },
      (s.passed ? "✓ " : "✗ ") + s.name, el("span", { class: "muted" }, ` ${s.file.split("/").pop()}:${s.line}`),
      // a failure says what was expected and what the game had instead
      ...(s.failures || []).map(f => el("div", { class: "failure" },
        el("a", { href: "#editor", onclick: ev => { ev.preventDefault(); if (f.file === j.diagFile || s.file.endsWith(cur)) buf.select(f); } }, `${f.line}:${f.column}`), " ", f.summary,
        f.detail ? el("div", { class: "actual" }, f.detail) : null,
        f.hint ? el("div", { class: "hint" }, t("ed-hint", { hint: f.hint })) : null)))) : [el("div", { class: "muted" }, t("ed-no-scenario"))]));
    root.dataset.seq = j.seq;
  }
  // drawDiags lists the open file's diagnostics: the language server's as
  // you type, each quick fix a button (its code actions: the fixes throne
  // fix and every editor make); before the server answers, those of the
  // saved file.
  const sevs = ["error", "error", "warning", "note", "note"];
  function drawDiags() {
    if (live) {
      diagsBox.dataset.source = "lsp";
      diagsBox.replaceChildren(...live.map(d => {
        const [summary, ...more] = d.message.split("\n");
        const at = { line: d.range.start.line + 1, column: d.range.start.character + 1, endLine: d.range.end.line + 1, endColumn: d.range.end.character + 1 };
        return el("div", { class: "diag " + sevs[d.severity || 1], "data-line": at.line, "data-code": d.code || "" },
          el("a", { href: "#editor", onclick: ev => { ev.preventDefault(); buf.select(at); } }, `${at.line}:${at.column}`),
          el("span", { class: "code" }, `${sevs[d.severity || 1]}[${d.code || ""}]`), summary,
          ...more.map(m => m.startsWith("hint: ") ? el("div", { class: "hint" }, t("ed-hint", { hint: m.slice(6) })) : el("div", { class: "muted" }, m)),
          ...(d.fixes || []).map(a => el("button", { class: "fix", onclick: () => { buf.applyAction(a); paint(); } }, a.title)));
      }));
      return;
    }
    diagsBox.dataset.source = "check";
    diagsBox.replaceChildren(...diags.map(d =>
      el("div", { class: "diag " + d.severity, "data-line": d.line, "data-code": d.code },
        el("a", { href: "#editor", onclick: ev => { ev.preventDefault(); buf.select(d); } }, `${d.line}:${d.column}`),
        el("span", { class: "code" }, `${d.severity}[${d.code}]`), d.summary,
        d.detail ? el("div", { class: "muted" }, d.detail) : null,
        d.hint ? el("div", { class: "hint" }, t("ed-hint", { hint: d.hint })) : null,
        ...(d.fixes || []).map(f => el("button", { class: "fix", title: f.guess ? t("ed-guess") : "", onclick: () => { buf.applyEdits(f.edits); paint(); } }, f.title)))));
  }

  // listen follows the workspace's updates, with the open file's status
  // after each (one stream per open file).
  function listen() {
    if (es) es.close();
    es = new EventSource("/api/events" + (cur ? `?file=${encodeURIComponent(cur)}` : ""));
    const file = cur;
    es.addEventListener("update", () => { if (!file) listFiles(); });
    es.addEventListener("status", ev => show(JSON.parse(ev.data), false));
  }
  listen();
  listFiles();
  paint();
  return { show: () => { if (cur) refresh(); else listFiles(); } };
}

// lineDiff compares two texts line by line (longest common subsequence):
// rows of [" ", line], ["-", line of a], ["+", line of b]. Past 4 million
// cells it shows a whole and b whole.
export function lineDiff(a, b) {
  const n = a.length, m = b.length;
  if (n * m > 4e6) return [...a.map(l => ["-", l]), ...b.map(l => ["+", l])];
  const L = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i][j] = a[i] === b[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const out = [];
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { out.push([" ", a[i]]); i++; j++; }
    else if (j < m && (i === n || L[i][j + 1] >= L[i + 1][j])) out.push(["+", b[j++]]);
    else out.push(["-", a[i++]]);
  }
  return out;
}

// The code editor of throne serve's pages: CodeMirror 6, fed by `throne
// lsp` over the page's connection (the same server the editors use):
// diagnostics as you type with their quick fixes (the server's code
// actions), completion, hover, signature help, go to definition, find
// references, rename and formatting. Highlighting reads the text with the
// language's token patterns (./tokens.js, generated from the Go lexer) — a
// statement's first word, strings, numbers, operators, comments, Lua
// blocks — never a list of the language's words: those are the server's.
//
// Built into ../assets/vendor/editor.js by ./build.sh (esbuild, versions
// pinned by package-lock.json); the pages import that file.
import { EditorState, Compartment } from "@codemirror/state";
import {
  EditorView, ViewPlugin, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection, highlightSpecialChars,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { StreamLanguage, syntaxHighlighting, HighlightStyle, bracketMatching, indentUnit } from "@codemirror/language";
import { lua } from "@codemirror/legacy-modes/mode/lua";
import { autocompletion, completionKeymap, closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { setDiagnostics, lintGutter, lintKeymap } from "@codemirror/lint";
import { searchKeymap, highlightSelectionMatches } from "@codemirror/search";
import {
  LSPClient, LSPPlugin, Workspace, serverCompletion, hoverTooltips, signatureHelp, formatDocument, formatKeymap,
  jumpToDefinition, jumpToDefinitionKeymap, findReferencesKeymap, renameKeymap,
} from "@codemirror/lsp-client";
import { tags, highlightCode, classHighlighter } from "@lezer/highlight";
import { tokenPatterns, tokensVersion } from "./tokens.js";

// card is the .card language as the language's lexer reads it: its tokens
// are the patterns of ./tokens.js, generated from the Go lexer's
// (syntax.TokenPatterns), tried in their order. A statement's first word
// is a keyword; then strings, numbers, operators, comments, brackets, and
// Lua between backticks (highlighted as Lua: a raw string spans lines, so
// it is the one token the state carries).
const luaMode = lua;
const tokenRules = tokenPatterns.filter(([name]) => name !== "raw").map(([name, src]) => [name, new RegExp("^(?:" + src + ")", "u")]);
const tokenStyle = {
  comment: "comment", string: "string", number: "number", op: "operator",
  lbrace: "bracket", rbrace: "bracket", lparen: "bracket", rparen: "bracket", lbrack: "bracket", rbrack: "bracket",
};
const card = StreamLanguage.define({
  name: "thronescript",
  startState: () => ({ inLua: false, luaState: luaMode.startState(2), head: true }),
  copyState: s => ({ inLua: s.inLua, luaState: luaMode.copyState ? luaMode.copyState(s.luaState) : { ...s.luaState }, head: s.head }),
  token(stream, s) {
    if (stream.sol()) s.head = true;
    if (s.inLua) {
      if (stream.peek() === "`") { stream.next(); s.inLua = false; s.head = false; return "meta"; }
      return luaMode.token(stream, s.luaState) || null;
    }
    if (stream.eatSpace()) return null;
    if (stream.peek() === "`") { stream.next(); s.inLua = true; s.luaState = luaMode.startState(2); return "meta"; }
    for (const [name, re] of tokenRules) {
      if (!stream.match(re)) continue;
      const head = s.head;
      s.head = name === "lbrace" || name === "rbrace" || name === "end";
      if (name === "word") return head ? "keyword" : null;
      return tokenStyle[name] || null;
    }
    stream.next(); // a character that starts no token (the server reports it)
    s.head = false;
    return null;
  },
  languageData: { commentTokens: { line: "#" }, closeBrackets: { brackets: ["(", "{", '"', "`"] }, tokens: tokensVersion },
});
const luaLang = StreamLanguage.define({ ...luaMode, name: "lua" });

const style = HighlightStyle.define([
  { tag: tags.keyword, color: "#79b8ff", fontWeight: "600" },
  { tag: tags.string, color: "#d9a86c" },
  { tag: tags.number, color: "#b5cea8" },
  { tag: tags.comment, color: "#8a8", fontStyle: "italic" },
  { tag: tags.bracket, color: "#aaa" },
  { tag: tags.meta, color: "#f97583" },
  { tag: [tags.variableName, tags.propertyName], color: "#e8e2d4" },
  { tag: tags.operator, color: "#c3a6ff" },
  { tag: [tags.bool, tags.null, tags.atom], color: "#f97583" },
  { tag: tags.standard(tags.variableName), color: "#c3a6ff" },
]);

const theme = EditorView.theme({
  "&": { color: "#e8e2d4", backgroundColor: "#1f1d1a", height: "100%", fontSize: "13px" },
  ".cm-content": { fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace', caretColor: "#fff" },
  ".cm-gutters": { backgroundColor: "#1f1d1a", color: "#777", border: "none" },
  ".cm-activeLine": { backgroundColor: "#ffffff0a" }, ".cm-activeLineGutter": { backgroundColor: "#ffffff14" },
  "&.cm-focused .cm-cursor": { borderLeftColor: "#fff" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": { backgroundColor: "#3b4f6b !important" },
  ".cm-tooltip": { backgroundColor: "#fffdf8", color: "#222", border: "1px solid #8b7b5a" },
  ".cm-tooltip-autocomplete > ul > li[aria-selected]": { backgroundColor: "#6d5a3a", color: "#fff" },
  ".cm-tooltip.cm-tooltip-hover": { maxWidth: "560px", padding: "4px 8px" },
  ".cm-diagnostic": { whiteSpace: "pre-wrap" },
}, { dark: true });

// languageOf names the language of a file by its name.
const languageOf = name => (name || "").endsWith(".lua") ? "lua" : "thronescript";

// PageWorkspace is the client's view of the page's open file: one editor,
// one file at a time; a definition in another workspace file asks the
// page to open it.
class PageWorkspace extends Workspace {
  constructor(client, hooks) { super(client); this.files = []; this.hooks = hooks; }
  syncFiles() {
    const out = [];
    for (const f of this.files) {
      const view = f.view;
      const plugin = view && LSPPlugin.get(view);
      if (!plugin || plugin.unsyncedChanges.empty) continue;
      out.push({ file: f, prevDoc: f.doc, changes: plugin.unsyncedChanges });
      f.doc = view.state.doc;
      f.version++;
      plugin.clear();
    }
    return out;
  }
  openFile(uri, languageId, view) {
    if (this.getFile(uri)) return;
    const file = { uri, languageId, version: 0, doc: view.state.doc, view, getView: () => file.view };
    this.files.push(file);
    this.client.didOpen(file);
  }
  closeFile(uri) {
    const f = this.getFile(uri);
    if (!f) return;
    this.files = this.files.filter(x => x !== f);
    this.client.didClose(uri);
  }
  async displayFile(uri) {
    const f = this.getFile(uri);
    if (f) return f.view;
    return this.hooks.open ? await this.hooks.open(uri) : null;
  }
}

// autoSync sends the edits to the server a moment after typing stops (the
// server then checks and publishes the diagnostics).
const autoSync = ViewPlugin.fromClass(class {
  constructor() { this.pending = -1; }
  update(u) {
    if (!u.docChanged) return;
    clearTimeout(this.pending);
    this.pending = setTimeout(() => { this.pending = -1; const p = LSPPlugin.get(u.view); if (p) p.client.sync(); }, 250);
  }
  destroy() { clearTimeout(this.pending); }
});

// connect starts a language server client over transport (send,
// subscribe, unsubscribe: JSON messages without headers). hooks:
// diagnostics(uri, list) with each diagnostic's fixes, open(uri) to show
// another workspace file (resolves to its view, or null).
export function connect(transport, rootUri, hooks) {
  const client = new LSPClient({
    rootUri,
    timeout: 8000,
    workspace: c => new PageWorkspace(c, hooks),
    extensions: [autoSync, serverCompletion(), hoverTooltips(), signatureHelp(),
      keymap.of([...formatKeymap, ...jumpToDefinitionKeymap, ...findReferencesKeymap, ...renameKeymap])],
    notificationHandlers: {
      "textDocument/publishDiagnostics": (c, params) => { diagnosticsArrived(c, params, hooks); return true; },
    },
  });
  client.connect(transport);
  return client;
}

// diagnosticsArrived shows a file's diagnostics in its editor, each with
// the quick fixes the server offers for it (its code actions: the same
// fixes throne fix and every editor make), and hands them to the page.
async function diagnosticsArrived(client, params, hooks) {
  const file = client.workspace.getFile(params.uri);
  const ds = params.diagnostics || [];
  let actions = [];
  if (ds.length && file) {
    try {
      actions = await client.request("textDocument/codeAction", {
        textDocument: { uri: params.uri },
        range: { start: { line: 0, character: 0 }, end: { line: file.doc.lines, character: 0 } },
        context: { diagnostics: ds, only: ["quickfix"] },
      }) || [];
    } catch (e) { actions = []; }
  }
  // an action names the diagnostic it fixes (the server echoes it, not
  // always with its code): matched by range and message
  const key = d => JSON.stringify([d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.message]);
  const fixes = new Map();
  for (const a of actions) {
    for (const d of a.diagnostics || []) {
      if (!fixes.has(key(d))) fixes.set(key(d), []);
      fixes.get(key(d)).push(a);
    }
  }
  const list = ds.map(d => ({ ...d, fixes: fixes.get(key(d)) || [] }));
  const view = file && file.getView();
  if (view) {
    const plugin = LSPPlugin.get(view);
    const doc = plugin.syncedDoc;
    // positions in the text the server checked, mapped over the edits made since
    const at = p => plugin.unsyncedChanges.mapPos(plugin.fromPosition(p, doc));
    const cm = [];
    for (const d of list) {
      try {
        const from = at(d.range.start), to = at(d.range.end);
        cm.push({
          from: Math.min(from, view.state.doc.length), to: Math.min(Math.max(to, from), view.state.doc.length),
          severity: ["error", "error", "warning", "info", "hint"][d.severity || 1] || "error",
          message: (d.code ? `[${d.code}] ` : "") + d.message, source: d.source,
          actions: d.fixes.map(a => ({ name: a.title, apply: v => applyAction(v, a) })),
        });
      } catch (e) { /* a range past the text: the next check corrects it */ }
    }
    view.dispatch(setDiagnostics(view.state, cm));
  }
  if (hooks.diagnostics) hooks.diagnostics(params.uri, list);
}

// applyAction makes a code action's edits in the editor of its file.
export function applyAction(view, action) {
  const plugin = LSPPlugin.get(view);
  const edits = action.edit && action.edit.changes ? action.edit.changes[plugin.uri] || [] : [];
  const doc = view.state.doc;
  const changes = edits.map(e => ({ from: plugin.fromPosition(e.range.start, doc), to: plugin.fromPosition(e.range.end, doc), insert: e.newText }));
  if (changes.length) view.dispatch({ changes, userEvent: "input.fix" });
  view.focus();
}

// createEditor makes the editor in parent. opts: onChange(), onSave().
// It returns what the page uses: get, set (a file opened: its text,
// name and URI), replaceAll (as a user edit), setReadOnly, select (a
// 1-based {line, column, endLine, endColumn}), applyAction, format,
// definition, the view.
export function createEditor(parent, opts) {
  const lang = new Compartment(), lsp = new Compartment(), ro = new Compartment();
  let client = null, uri = "", quiet = false;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: "",
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(), drawSelection(),
        highlightActiveLine(), highlightSelectionMatches(), bracketMatching(), closeBrackets(), indentUnit.of("  "),
        autocompletion(), lintGutter(), syntaxHighlighting(style), syntaxHighlighting(classHighlighter), theme, EditorState.tabSize.of(2),
        lang.of(card), lsp.of([]), ro.of(EditorState.readOnly.of(false)),
        keymap.of([
          { key: "Mod-s", preventDefault: true, run: () => { opts.onSave(); return true; } },
          ...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap, indentWithTab,
        ]),
        EditorView.updateListener.of(u => { if (u.docChanged && !quiet) opts.onChange(); }),
      ],
    }),
  });
  const offset = (line, col) => {
    const doc = view.state.doc;
    const l = doc.line(Math.max(1, Math.min(line, doc.lines)));
    // columns count code points
    const cps = Array.from(l.text).slice(0, Math.max(0, col - 1)).join("");
    return l.from + cps.length;
  };
  return {
    view,
    get: () => view.state.doc.toString(),
    // attach connects the editor to a language server client
    attach(c) { client = c; if (uri) view.dispatch({ effects: lsp.reconfigure(client.plugin(uri, languageOf(uri))) }); },
    // set opens a file: its text (not a user edit), its name and URI
    set(text, name, fileURI) {
      quiet = true;
      const effects = [];
      if (name !== undefined) effects.push(lang.reconfigure(languageOf(name) === "lua" ? luaLang : card));
      if (fileURI !== undefined && fileURI !== uri) {
        // the old file is closed on the server, the new one opened
        effects.push(lsp.reconfigure([]));
        view.dispatch({ effects });
        effects.length = 0;
        uri = fileURI;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, effects: setDiagnostics(view.state, []).effects });
        if (client && uri) view.dispatch({ effects: lsp.reconfigure(client.plugin(uri, languageOf(name || uri))) });
      } else {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, effects });
      }
      quiet = false;
    },
    replaceAll(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input.paste" });
    },
    setReadOnly(r) { view.dispatch({ effects: ro.reconfigure(EditorState.readOnly.of(!!r)) }); },
    select(d) {
      const from = offset(d.line, d.column), to = offset(d.endLine || d.line, d.endColumn || d.column);
      view.dispatch({ selection: { anchor: from, head: Math.max(from, to) }, scrollIntoView: true });
      view.focus();
    },
    // applyEdits makes edits given with 1-based lines and columns
    applyEdits(edits) {
      const changes = edits.map(e => ({ from: offset(e.line, e.column), to: offset(e.endLine, e.endColumn), insert: e.newText }));
      view.dispatch({ changes, userEvent: "input.fix" });
      view.focus();
    },
    applyAction: a => applyAction(view, a),
    format: () => formatDocument(view),
    definition: () => jumpToDefinition(view),
    // cursorAt puts the cursor at a 1-based line and column
    cursorAt(line, col) { const o = offset(line, col); view.dispatch({ selection: { anchor: o }, scrollIntoView: true }); view.focus(); },
    focus: () => view.focus(),
  };
}

// highlightHTML is text highlighted as a read-only block (the library's
// source view): HTML with the editor's token classes.
export function highlightHTML(text, name) {
  const language = languageOf(name) === "lua" ? luaLang : card;
  const tree = language.parser.parse(text);
  let html = "";
  const escape = s => s.replace(/[&<>]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);
  highlightCode(text, tree, classHighlighter, (t, cls) => { html += cls ? `<span class="${cls}">${escape(t)}</span>` : escape(t); }, () => { html += "\n"; });
  return html;
}

// The editor's text: CodeMirror 6 (vendor/editor.js, built from
// web/editor) with the page's language server — `throne lsp`, reached over
// the page's connection — for diagnostics as you type and their quick
// fixes, completion, hover, go to definition and formatting. makeBuffer
// returns the few operations the editor page uses.
import { api } from "./app.js";
import { createEditor, connect } from "./vendor/editor.js";

// lspTransport is the language server's connection: each message the
// client sends is a POST (sent in order, one at a time), each message of
// the server an event of the session's stream.
function lspTransport(id, es) {
  const handlers = new Set();
  let chain = Promise.resolve();
  es.addEventListener("message", ev => { for (const h of handlers) h(ev.data); });
  return {
    send(message) {
      chain = chain.then(() => fetch(`/api/lsp/${id}`, { method: "POST", headers: { "Content-Type": "application/json", "X-Throne": "1" }, body: message })
        .then(r => { if (!r.ok) console.warn("language server:", r.status); }).catch(e => console.warn("language server:", e)));
    },
    subscribe(h) { handlers.add(h); },
    unsubscribe(h) { handlers.delete(h); },
  };
}

// makeBuffer makes the editor in host. hooks: onChange(), onSave(),
// diagnostics(uri, list) (the language server's, each with its fixes),
// open(uri) (a definition in another file).
export function makeBuffer(host, hooks) {
  const ed = createEditor(host, { onChange: hooks.onChange, onSave: hooks.onSave });
  const buf = {
    get: () => ed.get(),
    // set replaces the whole text of a file opened or reloaded (not a
    // user edit); name and uri say which file when it changes
    set(text, name, uri) { ed.set(text, name, uri); },
    replaceAll: text => ed.replaceAll(text),
    setReadOnly: ro => ed.setReadOnly(ro),
    select: d => ed.select(d),
    applyEdits: edits => ed.applyEdits(edits),
    applyAction: a => ed.applyAction(a),
    format: () => ed.format(),
    definition: () => ed.definition(),
    cursorAt: (line, col) => ed.cursorAt(line, col),
    view: ed.view,
    lsp: null, // the client, once connected
  };
  host.buffer = buf; // the browser tests type through it
  startLSP(ed, buf, hooks);
  return buf;
}

// startLSP opens the page's language server session and connects the
// editor to it.
async function startLSP(ed, buf, hooks) {
  try {
    const s = await api("/api/lsp", {});
    const es = new EventSource(`/api/lsp/${s.id}/events`);
    await new Promise((resolve, reject) => {
      es.addEventListener("hello", resolve, { once: true });
      es.addEventListener("error", reject, { once: true });
    });
    const client = connect(lspTransport(s.id, es), s.rootUri, { diagnostics: hooks.diagnostics, open: hooks.open });
    await client.initializing;
    buf.lsp = client;
    ed.attach(client);
    hooks.connected?.();
  } catch (e) {
    console.warn("the page's language server is not available:", e);
  }
}

// A small highlighter for .card text (and a plain one for Lua): each line
// is classified character by character, then diagnostic ranges are laid
// over it, then equal runs are joined into spans.
import { esc } from "./app.js";

const keywords = new Set(["card", "text", "scenario", "keyword", "pack", "cycle", "setup", "expect", "answer", "until", "do", "then", "if", "else", "from", "target", "cost", "after", "before", "when", "lua", "for-each", "in", "with", "and", "or", "not", "limit", "max"]);
const kinds = new Set(["action", "reaction", "interrupt", "constant", "forced-reaction", "forced-interrupt", "when-revealed", "while-attached", "character", "location", "attachment", "event", "plot", "agenda", "title", "marshaling-action", "challenges-action", "dominance-action", "plot-action", "draw-action", "taxation-action"]);
const fields = new Set(["faction", "unique", "loyal", "strength", "icons", "traits", "keywords", "deck-limit", "income", "initiative", "claim", "reserve", "ability", "title", "flavor", "incomplete", "attach-to", "name", "rules", "released", "number"]);

// classify marks each code point of line (an array of code points).
function classify(line, lua) {
  const cls = new Array(line.length).fill("");
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if ((!lua && c === "#") || (lua && c === "-" && line[i + 1] === "-")) { cls.fill("t-comment", i); break; }
    if (c === '"') {
      let j = i + 1;
      while (j < line.length && line[j] !== '"') j += line[j] === "\\" ? 2 : 1;
      cls.fill("t-string", i, Math.min(j + 1, line.length)); i = j + 1; continue;
    }
    if (/[0-9]/.test(c) && (i === 0 || !/[A-Za-z_]/.test(line[i - 1]))) {
      let j = i; while (j < line.length && /[0-9]/.test(line[j])) j++;
      cls.fill("t-number", i, j); i = j; continue;
    }
    if (/[\p{L}_]/u.test(c)) {
      let j = i; while (j < line.length && /[\p{L}\p{N}_-]/u.test(line[j])) j++;
      const w = line.slice(i, j);
      const k = lua ? "" : keywords.has(w) ? "t-keyword" : kinds.has(w) ? "t-kind" : fields.has(w) ? "t-field" : "";
      cls.fill(k, i, j); i = j; continue;
    }
    if ("{}()".includes(c)) cls[i] = "t-punct";
    i++;
  }
  return cls;
}

// highlight returns HTML for text; diags are diagnostics with 1-based
// line/column (columns count code points) and endLine/endColumn (exclusive).
export function highlight(text, diags, lua) {
  const lines = text.split("\n");
  const out = [];
  lines.forEach((raw, n) => {
    const line = Array.from(raw); // code points, as diagnostics count columns
    const cls = classify(line, lua);
    const dcls = new Array(line.length + 1).fill("");
    for (const d of diags || []) {
      const ln = n + 1;
      if (ln < d.line || ln > (d.endLine || d.line)) continue;
      let a = ln === d.line ? d.column - 1 : 0;
      let b = ln === (d.endLine || d.line) ? (d.endColumn || d.column + 1) - 1 : line.length;
      if (b <= a) b = a + 1;
      const k = d.severity === "error" ? "d-error" : "d-warning";
      for (let i = Math.max(0, a); i < Math.min(b, line.length + 1); i++) if (dcls[i] !== "d-error") dcls[i] = k;
    }
    let html = "", run = "", cur = null;
    const flush = () => { if (run) html += cur ? `<span class="${cur}">${esc(run)}</span>` : esc(run); run = ""; };
    for (let i = 0; i < line.length; i++) {
      const k = [cls[i], dcls[i]].filter(Boolean).join(" ");
      if (k !== cur) { flush(); cur = k; }
      run += line[i];
    }
    flush();
    if (dcls[line.length]) html += `<span class="${dcls[line.length]}"> </span>`;
    out.push(html);
  });
  return out.join("\n") + "\n";
}

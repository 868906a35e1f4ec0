// The library page: filters over every card, a card drawn large with its
// behaviour source beside it.
import { state, el, api, renderCard, textOf, onLang, loadCards } from "./app.js";
import { highlightHTML } from "./vendor/editor.js";

export function initLibrary(root) {
  const f = {
    q: el("input", { type: "search", id: "lib-search", placeholder: "Search title, text…", size: 24 }),
    pack: el("select", { id: "lib-pack" }), faction: el("select", { id: "lib-faction" }), type: el("select", { id: "lib-type" }),
    keyword: el("select", { id: "lib-keyword" }), trait: el("select", { id: "lib-trait" }),
    textLang: el("select", { id: "lib-textlang", title: "cards with a text in this language" },
      el("option", { value: "" }, "Any language"), el("option", { value: "en" }, "English text"), el("option", { value: "de" }, "German text"), el("option", { value: "!de" }, "No German text")),
  };
  const count = el("span", { class: "muted", id: "lib-count" });
  const list = el("div", { class: "cardlist", id: "lib-list" });
  const detail = el("div", { class: "detail", id: "lib-detail" });
  root.append(el("div", { class: "filters" }, f.q, f.pack, f.faction, f.type, f.keyword, f.trait, f.textLang, count),
    el("div", { class: "row" }, el("div", { class: "grow" }, list), el("div", { class: "grow" }, detail)));
  let selected = null;

  function options(sel, label, values) {
    const cur = sel.value;
    sel.replaceChildren(el("option", { value: "" }, label), ...values.map(([v, t]) => el("option", { value: v }, t)));
    sel.value = cur;
  }
  function fill() {
    const uniq = xs => [...new Set(xs)].sort();
    options(f.pack, "All packs", state.packs.map(p => [p.code, p.name]));
    options(f.faction, "All factions", uniq(state.cards.map(c => c.faction)).map(x => [x, x]));
    options(f.type, "All types", uniq(state.cards.map(c => c.type)).map(x => [x, x]));
    options(f.keyword, "All keywords", uniq(state.cards.flatMap(c => (c.keywords || []).map(k => k.replace(/\(.*$/, "")))).map(x => [x, x]));
    options(f.trait, "All traits", uniq(state.cards.flatMap(c => c.traits || [])).map(x => [x, x]));
  }
  function matches(c, words) {
    if (f.pack.value && c.pack !== f.pack.value) return false;
    if (f.faction.value && c.faction !== f.faction.value) return false;
    if (f.type.value && c.type !== f.type.value) return false;
    if (f.keyword.value && !(c.keywords || []).some(k => k.replace(/\(.*$/, "") === f.keyword.value)) return false;
    if (f.trait.value && !(c.traits || []).includes(f.trait.value)) return false;
    const tl = f.textLang.value;
    if (tl && (tl.startsWith("!") ? !!c.texts[tl.slice(1)] : !c.texts[tl])) return false;
    if (!words.length) return true;
    const t = textOf(c);
    const hay = [c.code, c.title, t.title, t.traits, t.keywords, ...(t.abilities || []).map(a => a.text), c.type, c.faction, ...(c.traits || []), ...(c.keywords || [])]
      .join(" ").toLowerCase().replace(/<\/?[bi]>/g, "");
    return words.every(w => hay.includes(w));
  }
  function render() {
    const words = f.q.value.toLowerCase().split(/\s+/).filter(Boolean);
    const shown = state.cards.filter(c => matches(c, words));
    count.textContent = `${shown.length} of ${state.cards.length} cards`;
    list.replaceChildren(...shown.map(c => {
      const it = el("div", { class: `item f-${c.faction}` + (c.code === selected ? " sel" : ""), "data-code": c.code, onclick: () => select(c.code) },
        textOf(c).title || c.title, el("span", { class: "muted" }, ` · ${c.code}`));
      it.style.setProperty("--fc", `var(--${c.faction})`);
      return it;
    }));
    if (shown.length === 1 && selected !== shown[0].code) select(shown[0].code);
  }
  async function select(code) {
    selected = code;
    for (const it of list.querySelectorAll(".item")) it.classList.toggle("sel", it.dataset.code === code);
    const j = await api(`/api/card/${encodeURIComponent(code)}`);
    const src = el("pre", { class: "src", id: "lib-source" });
    src.innerHTML = highlightHTML(j.source || "# no source", j.card.file);
    detail.replaceChildren(renderCard(j.card), el("div", { class: "grow" }, el("div", { class: "muted" }, `${j.card.file}:${j.card.line}`), src));
  }
  for (const x of Object.values(f)) x.addEventListener("input", render);
  onLang(() => { render(); if (selected) select(selected); });
  fill();
  render();
  return {
    show: async () => { await loadCards(); fill(); render(); },
  };
}

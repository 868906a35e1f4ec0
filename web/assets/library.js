// The library page: filters over every card, a card drawn large with its
// behaviour source beside it.
import { state, el, api, renderCard, textOf, onLang, loadCards, t, cardWord, tt, packName } from "./app.js";
import { highlightHTML } from "./vendor/editor.js";

export function initLibrary(root) {
  const f = {
    q: el("input", { type: "search", id: "lib-search", placeholder: t("lib-search"), "data-t-placeholder": "lib-search", size: 24 }),
    pack: el("select", { id: "lib-pack" }), faction: el("select", { id: "lib-faction" }), type: el("select", { id: "lib-type" }),
    keyword: el("select", { id: "lib-keyword" }), trait: el("select", { id: "lib-trait" }),
    textLang: el("select", { id: "lib-textlang", title: t("lib-textlang-title"), "data-t-title": "lib-textlang-title" },
      el("option", { value: "", "data-t": "lib-any-language" }, t("lib-any-language")), el("option", { value: "en", "data-t": "lib-english-text" }, t("lib-english-text")), el("option", { value: "de", "data-t": "lib-german-text" }, t("lib-german-text")), el("option", { value: "!de", "data-t": "lib-no-german-text" }, t("lib-no-german-text"))),
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
    options(f.pack, t("lib-all-packs"), state.packs.map(p => [p.code, packName(p.code, p.name)]));
    options(f.faction, t("lib-all-factions"), uniq(state.cards.map(c => c.faction)).map(x => [x, cardWord("card-faction", x)]));
    options(f.type, t("lib-all-types"), uniq(state.cards.map(c => c.type)).map(x => [x, cardWord("card-type", x)]));
    options(f.keyword, t("lib-all-keywords"), uniq(state.cards.flatMap(c => (c.keywords || []).map(k => k.replace(/\(.*$/, "")))).map(x => [x, cardWord("card-keyword", x)]));
    options(f.trait, t("lib-all-traits"), uniq(state.cards.flatMap(c => c.traits || [])).map(x => [x, x]));
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
    count.textContent = t("lib-count", { n: shown.length, total: state.cards.length });
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
    src.innerHTML = highlightHTML(j.source || "# " + t("lib-no-source"), j.card.file);
    detail.replaceChildren(renderCard(j.card), el("div", { class: "grow" }, el("div", { class: "muted" }, `${j.card.file}:${j.card.line}`), src));
  }
  for (const x of Object.values(f)) x.addEventListener("input", render);
  onLang(() => { fill(); render(); if (selected) select(selected); });
  fill();
  render();
  return {
    show: async () => { await loadCards(); fill(); render(); },
  };
}

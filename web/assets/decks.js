// Decks: the menus of the play and simulate pages (the shipped decks, the
// workspace's deck lists, the deck builder's deck, a pasted ThronesDB
// list) and the deck builder page (search the library and the workspace's
// own cards, counts, the live `deck check`, save as a ThronesDB text file
// in the workspace, import a list, play it or simulate it).
import { state, el, api, t, textOf, hoverCard, onLang, loadCards, tt, cardWord } from "./app.js";

// The deck builder's deck, shared with the menus: {name, text, legal}.
export const builder = { name: "", text: "", legal: false, faction: "", cards: new Map() };
const pickers = [];

// useBuilder chooses the builder's deck in the menu of that id.
export function useBuilder(id) {
  for (const p of pickers) if (p.id === id) p.choose("builder");
}

// loadDecks fetches the decks the server offers.
export async function loadDecks() {
  const j = await api("/api/decks");
  state.decks = j.decks;
  for (const p of pickers) p.fill();
  return j.decks;
}

// deckPicker is a deck menu: the choice is sent as {deckN: id} or
// {deckNText: text}. def is the index of the shipped deck chosen first.
export function deckPicker(id, def) {
  const sel = el("select", { id, class: "deckpick" });
  const paste = el("textarea", { id: id + "-paste", class: "deckpaste", rows: 6, cols: 50, placeholder: t("deck-paste-here"), "data-t-placeholder": "deck-paste-here", hidden: true });
  const box = el("span", { class: "deckpicker" }, sel, paste);
  let chosen = null;
  function fill() {
    const cur = sel.value || chosen;
    const decks = state.decks || [];
    const opt = d => el("option", { value: d.id }, d.name + (d.faction ? ` (${cardWord("card-faction", d.faction)})` : "") + (d.errors ? " ⚠" : ""));
    sel.replaceChildren(
      el("optgroup", { label: t("deck-shipped") }, ...decks.filter(d => d.source === "shipped").map(opt)),
      el("optgroup", { label: t("deck-workspace") }, ...decks.filter(d => d.source === "workspace").map(opt)),
      el("optgroup", { label: t("deck-other") },
        el("option", { value: "builder", disabled: !builder.text }, t("deck-builder-deck", { name: builder.name || t("deck-untitled") })),
        el("option", { value: "paste" }, t("deck-paste"))));
    const shipped = decks.filter(d => d.source === "shipped");
    sel.value = cur && [...sel.options].some(o => o.value === cur && !o.disabled) ? cur : (shipped[def] || shipped[0] || {}).id || "";
    paste.hidden = sel.value !== "paste";
  }
  sel.addEventListener("change", () => { chosen = sel.value; paste.hidden = sel.value !== "paste"; });
  const p = {
    id, el: box, fill,
    // choose selects a deck by id ("builder" for the builder's deck)
    choose(v) { chosen = v; fill(); sel.value = v; paste.hidden = v !== "paste"; },
    // request adds the choice to a request body as deckN / deckNText
    request(body, n) {
      if (sel.value === "builder") body[`deck${n}Text`] = builder.text;
      else if (sel.value === "paste") body[`deck${n}Text`] = paste.value;
      else body[`deck${n}`] = sel.value;
      return body;
    },
  };
  pickers.push(p);
  fill();
  return p;
}

const factions = ["baratheon", "greyjoy", "lannister", "martell", "nights-watch", "stark", "targaryen", "tyrell"];
const sections = [["agenda", "deck-agenda"], ["plot", "deck-plots"], ["character", "deck-characters"], ["location", "deck-locations"], ["attachment", "deck-attachments"], ["event", "deck-events"]];

export function initDecks(root, go) {
  const name = el("input", { id: "db-name", type: "text", size: 28, placeholder: t("deck-name"), "data-t-placeholder": "deck-name" });
  const faction = el("select", { id: "db-faction" }, el("option", { value: "" }, t("deck-faction")), ...factions.map(f => el("option", { value: f }, cardWord("card-faction", f))));
  const openSel = el("select", { id: "db-open" });
  const importText = el("textarea", { id: "db-import", rows: 5, cols: 44, placeholder: t("deck-paste-here"), "data-t-placeholder": "deck-paste-here" });
  const importFile = el("input", { id: "db-file", type: "file", accept: ".txt,.json,text/plain,application/json" });
  const importMsg = el("span", { class: "muted", id: "db-import-msg" });
  const q = el("input", { id: "db-search", type: "search", placeholder: t("deck-search"), "data-t-placeholder": "deck-search", size: 24 });
  const type = el("select", { id: "db-type" }, el("option", { value: "" }, t("deck-all-types")), ...sections.map(([ty, k]) => el("option", { value: ty }, t(k))));
  const mine = el("input", { id: "db-mine", type: "checkbox" });
  const inFaction = el("input", { id: "db-in-faction", type: "checkbox", checked: true });
  const results = el("div", { class: "db-results", id: "db-results" });
  const deckBox = el("div", { class: "db-deck", id: "db-deck" });
  const counts = el("div", { id: "db-counts", class: "db-counts" });
  const check = el("div", { id: "db-check" });
  const saveName = el("input", { id: "db-save-name", type: "text", size: 30 });
  const saveMsg = el("div", { class: "muted", id: "db-save-msg" });
  const textBox = el("pre", { class: "src db-text", id: "db-text" });
  root.append(
    el("div", { class: "panel filters" }, name, faction, el("label", {}, tt("deck-open"), " ", openSel),
      el("button", { id: "db-new", onclick: () => { set("", "", new Map()); } }, tt("deck-new"))),
    el("div", { class: "row" },
      el("div", { class: "panel db-col" }, el("h3", {}, tt("deck-cards")),
        el("div", { class: "filters" }, q, type, el("label", {}, mine, " ", tt("deck-mine")), el("label", {}, inFaction, " ", tt("deck-in-faction"))), results),
      el("div", { class: "panel db-col" }, el("h3", {}, tt("deck-your-deck")), counts, deckBox),
      el("div", { class: "panel db-col" }, el("h3", {}, tt("deck-check")), check,
        el("h3", {}, tt("deck-use")),
        el("div", { class: "filters" }, el("button", { id: "db-play", onclick: () => go("play") }, tt("deck-play")),
          el("button", { id: "db-sim", onclick: () => go("simulate") }, tt("deck-simulate"))),
        el("h3", {}, tt("deck-save")),
        el("div", { class: "filters" }, saveName, el("button", { id: "db-save", onclick: () => save(false) }, tt("deck-save-button"))), saveMsg,
        el("h3", {}, tt("deck-import")),
        importText, el("div", { class: "filters" }, el("button", { id: "db-import-go", onclick: () => importList(importText.value) }, tt("deck-read-list")), importFile), importMsg,
        el("details", {}, el("summary", {}, tt("deck-as-text")), textBox))));

  let seq = 0;
  function set(n, f, cards) {
    builder.name = n; builder.faction = f; builder.cards = cards;
    name.value = n; faction.value = f;
    saveName.value = suggestFile(n);
    changed();
  }
  const folder = () => (state.info.folders || [])[0] || ".";
  function suggestFile(n) {
    const base = (n || "my-deck").toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "my-deck";
    return (folder() === "." ? "" : folder().replace(/\/+$/, "") + "/") + "decks/" + base + ".txt";
  }
  name.addEventListener("input", () => { builder.name = name.value; saveName.value = suggestFile(name.value); changed(); });
  faction.addEventListener("change", () => { builder.faction = faction.value; changed(); renderResults(); });
  for (const x of [q, type, mine, inFaction]) x.addEventListener("input", renderResults);

  function add(code, n) {
    const c = state.byCode.get(code);
    if (!c) return;
    const cur = builder.cards.get(code) || 0;
    const max = c.type === "agenda" ? 1 : c.deckLimit || 3;
    const v = Math.max(0, Math.min(max, cur + n));
    if (v) builder.cards.set(code, v); else builder.cards.delete(code);
    if (!builder.faction && c.faction !== "neutral" && factions.includes(c.faction)) { builder.faction = faction.value = c.faction; }
    changed();
  }

  // changed redraws the deck and asks the server to write it as a list
  // and check it (the newest answer wins).
  let timer = 0;
  function changed() {
    renderDeck();
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const my = ++seq;
      const j = await api("/api/decks/build", { name: builder.name, faction: builder.faction, cards: Object.fromEntries(builder.cards) });
      if (my !== seq) return;
      showCheck(j);
    }, 120);
  }
  function showCheck(j) {
    builder.text = j.text; builder.legal = j.legal;
    textBox.textContent = j.text;
    counts.textContent = t("deck-counts", { plots: j.plots, draw: j.draw });
    check.replaceChildren(
      el("div", { id: "db-legal", class: j.legal ? "legal" : "illegal" }, j.legal ? t("deck-legal") : t("deck-illegal", { n: j.diagnostics.filter(d => d.severity === "error").length })),
      ...j.diagnostics.map(d => el("div", { class: "diag " + d.severity, "data-code": d.code },
        el("span", { class: "code" }, `${d.severity}[${d.code}]`), d.summary, d.hint ? el("div", { class: "hint" }, t("ed-hint", { hint: d.hint })) : null)));
    check.dataset.seq = seq;
    for (const p of pickers) p.fill();
  }

  function renderDeck() {
    const by = new Map(sections.map(([ty]) => [ty, []]));
    for (const [code, n] of builder.cards) {
      const c = state.byCode.get(code);
      if (c) (by.get(c.type) || by.get("event")).push([c, n]);
    }
    deckBox.replaceChildren(...sections.filter(([ty]) => by.get(ty).length).map(([ty, k]) => {
      const rows = by.get(ty).sort((a, b) => (textOf(a[0]).title || a[0].title).localeCompare(textOf(b[0]).title || b[0].title));
      const total = rows.reduce((s, [, n]) => s + n, 0);
      return el("div", { class: "db-section", "data-type": ty }, el("h4", {}, `${t(k)} (${total})`),
        ...rows.map(([c, n]) => row(c, n)));
    }));
    if (!builder.cards.size) deckBox.append(el("div", { class: "muted" }, t("deck-empty")));
  }
  function row(c, n) {
    const r = el("div", { class: `db-row f-${c.faction}`, "data-code": c.code },
      el("button", { class: "minus", title: "−1", onclick: () => add(c.code, -1) }, "−"),
      el("span", { class: "qty" }, n === undefined ? "" : `${n}×`),
      el("button", { class: "plus", title: "+1", onclick: () => add(c.code, 1) }, "+"),
      el("span", { class: "t" }, textOf(c).title || c.title),
      el("span", { class: "muted" }, ` ${c.cost ? c.cost + " · " : ""}${cardWord("card-faction", c.faction)}${c.workspace ? " · " + t("deck-yours") : ""}`));
    hoverCard(r, c.code);
    return r;
  }
  function renderResults() {
    const words = q.value.toLowerCase().split(/\s+/).filter(Boolean);
    const f = builder.faction;
    const shown = (state.cards || []).filter(c => {
      if (c.type === "title" || c.type === "faction") return false;
      if (type.value && c.type !== type.value) return false;
      if (mine.checked && !c.workspace) return false;
      if (inFaction.checked && f && c.type !== "agenda" && c.type !== "plot" && c.faction !== f && c.faction !== "neutral" && !builder.cards.has(c.code)) return false;
      if (!words.length) return true;
      const tx = textOf(c);
      const hay = [c.code, c.title, tx.title, tx.traits, ...(c.traits || []), c.type, c.faction].join(" ").toLowerCase();
      return words.every(w => hay.includes(w));
    }).slice(0, 200);
    results.replaceChildren(...shown.map(c => row(c, builder.cards.get(c.code))));
    results.dataset.count = shown.length;
  }

  // importList reads a pasted (or uploaded) ThronesDB list into the builder.
  async function importList(text) {
    const j = await api("/api/decks/check", { text });
    const cards = new Map();
    for (const c of j.cards) cards.set(c.code, (cards.get(c.code) || 0) + c.qty);
    set(j.name || "", j.faction || "", cards);
    importMsg.textContent = j.cards.length ? t("deck-imported", { n: j.cards.reduce((s, c) => s + c.qty, 0) }) : t("deck-import-nothing");
    showCheck(j);
  }
  importFile.addEventListener("change", async () => {
    const f = importFile.files[0];
    if (f) { importText.value = await f.text(); importList(importText.value); }
  });
  openSel.addEventListener("change", async () => {
    if (!openSel.value) return;
    const j = await api(`/api/deck?id=${encodeURIComponent(openSel.value)}`);
    await importList(j.text);
    openSel.value = "";
  });
  function fillOpen() {
    openSel.replaceChildren(el("option", { value: "" }, "…"), ...(state.decks || []).map(d => el("option", { value: d.id }, `${d.name}${d.source === "workspace" ? " · " + d.file : ""}`)));
  }
  async function save(overwrite) {
    saveMsg.className = "muted";
    try {
      const j = await api("/api/decks/save", { name: saveName.value, text: builder.text, overwrite });
      saveMsg.textContent = t("deck-saved", { file: j.saved });
      saveMsg.dataset.saved = j.saved;
      await loadDecks();
      fillOpen();
    } catch (e) {
      if (e.status === 409) {
        saveMsg.replaceChildren(t("deck-exists", { file: saveName.value }), " ", el("button", { id: "db-overwrite", onclick: () => save(true) }, t("deck-overwrite")));
      } else { saveMsg.textContent = e.message; saveMsg.className = "bad"; }
    }
  }
  onLang(() => { renderDeck(); renderResults(); });
  set("", "", new Map());
  renderResults();
  fillOpen();
  return {
    show: async () => { await loadCards(); await loadDecks(); fillOpen(); renderResults(); renderDeck(); },
  };
}

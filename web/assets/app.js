// Thronescript's pages: a small router, the JSON helpers and the card drawing
// every page shares. Plain modules, no build step.
import { initLibrary } from "./library.js";
import { initEditor } from "./editor.js";
import { initPlay } from "./play.js";
import { initSimulate } from "./simulate.js";
import { initDecks, loadDecks, useBuilder } from "./decks.js";

export const state = { lang: "en", info: null, cards: null, byCode: new Map(), listeners: [] };

// clientId names this page load to the server (it bounds the simulations
// each page runs at once).
const clientId = (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2)).slice(0, 64);

// api fetches JSON; changes carry the X-Throne header the server requires.
export async function api(path, body) {
  const opt = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json", "X-Throne": "1", "X-Throne-Client": clientId }, body: JSON.stringify(body) };
  const r = await fetch(path, opt);
  const j = await r.json();
  if (!r.ok) {
    const e = new Error(j.error || r.statusText);
    e.status = r.status; e.body = j;
    throw e;
  }
  return j;
}

// el builds an element: el("div", {class: "x"}, child, "text", …).
export function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "html") e.innerHTML = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of kids.flat()) if (c !== undefined && c !== null && c !== false) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

export function esc(s) {
  return String(s ?? "").replace(/[&<>"']/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

const iconNames = { military: "M", intrigue: "I", power: "P" };

// richText renders a card text: labels in bold and traits in italic (the
// only tags card texts use), [icons] as badges; everything else escaped.
export function richText(s) {
  return esc(s)
    .replace(/&lt;(\/?)(b|i)&gt;/g, "<$1$2>")
    .replace(/\[([a-z]+)\]/g, (_, w) => `<span class="icon ${iconNames[w] ? w : "faction"}">${iconNames[w] || w}</span>`);
}

// The page's own words, by language, come from the message catalogs
// (/api/info's words: the catalogs' [ui] page-* texts).
let words = { en: {} };
export function word(k) { return (words[state.lang] || words.en)[k]; }

// t is a page text in the page's language: the catalogs' [ui] page-KEY
// entry (English where the language has none), with {name} placeholders
// filled from vars. Every text a page shows goes through it, so that a
// language's catalog file translates the whole interface.
export function t(key, vars) {
  let s = (words[state.lang] || {})[key] ?? words.en[key] ?? key;
  for (const [k, v] of Object.entries(vars || {})) s = s.split("{" + k + "}").join(String(v));
  return s;
}

// tt is a page text that follows the language menu: a span whose text is
// t(key), written again when the language changes (the texts a page
// draws once: buttons, headings, labels).
export function tt(key) {
  return el("span", { "data-t": key }, t(key));
}

// relabel writes the texts of tt spans and of the data-t-placeholder and
// data-t-title attributes in the page's language.
function relabel() {
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll("[data-t-placeholder]")) e.placeholder = t(e.dataset.tPlaceholder);
  for (const e of document.querySelectorAll("[data-t-title]")) e.title = t(e.dataset.tTitle);
}

// cardWord is a word around a card in the page's language: the catalogs'
// card-* words ("card-type", "character" → Character), the value itself
// where the catalog has none.
export function cardWord(kind, v) {
  const w = words[state.lang] || words.en;
  return w[kind + "." + v] ?? words.en[kind + "." + v] ?? v;
}

// packName is a pack's name in the page's language: the catalogs'
// card-pack words, the library's name where they have none (a
// workspace's own pack).
export function packName(code, name) {
  const w = words[state.lang] || words.en;
  return w["card-pack." + code] ?? name;
}

export function textOf(card, lang) {
  return card.texts[lang || state.lang] || card.texts.en || { title: card.title };
}

// renderCard draws a card: faction frame, cost with its Shadow value,
// strength, icons, traits, keywords, text and flavour in the language.
export function renderCard(card, lang) {
  lang = lang || state.lang;
  const tx = textOf(card, lang);
  const head = el("div", { class: "head" });
  if (card.cost) head.append(el("span", { class: "cost", title: t("cost") }, card.cost));
  if (card.shadow && card.shadow.length) head.append(el("span", { class: "shadow" }, `${(words[lang] || words.en).shadow || "Shadow"} ${card.shadow.join("/")}`));
  head.append(el("span", { class: "title" + (card.unique ? " unique" : "") }, tx.title || card.title));
  const box = el("div", { class: `card f-${card.faction} t-${card.type}`, "data-code": card.code }, head,
    el("div", { class: "typeline" }, `${cardWord("card-type", card.type)} · ${cardWord("card-faction", card.faction)}${card.loyal ? " · " + t("loyal") : ""}`));
  if (card.strength || (card.icons && card.icons.length)) {
    const st = el("div", { class: "stats" });
    if (card.strength) st.append(el("span", { class: "str" }, `${word("str")} ${card.strength}`));
    for (const i of card.icons || []) st.append(el("span", { class: `icon ${i}` }, iconNames[i] || i));
    box.append(st);
  }
  if (card.type === "plot") {
    box.append(el("div", { class: "plotstats" },
      el("span", {}, `${word("income")} ${card.income ?? "-"}`), el("span", {}, `${word("initiative")} ${card.initiative ?? "-"}`),
      el("span", {}, `${word("claim")} ${card.claim ?? "-"}`), el("span", {}, `${word("reserve")} ${card.reserve ?? "-"}`)));
  }
  if (tx.traits) box.append(el("div", { class: "traits", html: richText(tx.traits) }));
  if (tx.keywords) box.append(el("div", { class: "keywords", html: richText(tx.keywords) }));
  // a card with no text of its own (a fan's new card) shows its
  // definition's words, marked as such
  const text = el("div", { class: "text" + (tx.derived ? " derived" : ""), title: tx.derived ? word("derived") : null });
  for (const a of tx.abilities || []) text.append(el("p", { "data-ability": a.id, html: richText(a.text) }));
  box.append(text);
  if (tx.flavor) box.append(el("div", { class: "flavor", html: richText(tx.flavor) }));
  if (card.incomplete) box.append(el("div", { class: "incomplete" }, `${word("incomplete")}: ${card.incomplete}`));
  box.append(el("div", { class: "foot" }, el("span", {}, card.packName ? `${packName(card.pack, card.packName)} #${card.number}` : ""), el("span", {}, card.code)));
  return box;
}

// loadCards fetches the library's cards (again after a reload).
export async function loadCards() {
  const j = await api("/api/cards");
  state.cards = j.cards;
  state.packs = j.packs;
  state.byCode = new Map(j.cards.map(c => [c.code, c]));
  return j;
}

// hover shows a card near the mouse while over an element.
export function hoverCard(elem, code) {
  const hc = document.getElementById("hovercard");
  elem.addEventListener("mouseenter", ev => {
    const c = state.byCode.get(code);
    if (!c) return;
    hc.replaceChildren(renderCard(c));
    hc.hidden = false;
    hc.style.left = Math.min(ev.clientX + 16, innerWidth - 270) + "px";
    hc.style.top = Math.max(8, Math.min(ev.clientY - 40, innerHeight - 380)) + "px";
  });
  elem.addEventListener("mouseleave", () => { hc.hidden = true; });
}

export function onLang(f) { state.listeners.push(f); }

const pages = {};
function show() {
  const name = (location.hash.slice(1).split("/")[0]) || "library";
  for (const p of document.querySelectorAll(".page")) p.classList.toggle("active", p.id === "page-" + name);
  for (const a of document.querySelectorAll("header nav a")) a.classList.toggle("active", a.dataset.page === name);
  pages[name]?.show?.(location.hash.slice(1).split("/").slice(1));
}

async function main() {
  state.info = await api("/api/info");
  words = state.info.words || words;
  state.lang = localStorage.getItem("throne-lang") || state.info.lang;
  const sel = document.getElementById("lang");
  // The language menu lists the server's languages (a workspace's
  // catalog.<lang>.txt or *.<lang>.card files add one).
  sel.replaceChildren(...(state.info.languages || []).map(l => el("option", { value: l.code }, l.name)));
  if (!words[state.lang]) state.lang = state.info.lang;
  sel.value = state.lang;
  sel.addEventListener("change", () => {
    state.lang = sel.value;
    localStorage.setItem("throne-lang", state.lang);
    relabel();
    for (const f of state.listeners) f();
  });
  await loadCards();
  await loadDecks();
  // the header's words (every page text goes through t)
  const nav = () => {
    const names = { library: t("nav-library"), editor: t("nav-editor"), decks: t("nav-decks"), play: t("nav-play"), simulate: t("nav-simulate") };
    for (const a of document.querySelectorAll("header nav a")) a.textContent = names[a.dataset.page];
    document.getElementById("lang-label").textContent = t("language");
  };
  nav();
  onLang(nav);
  pages.library = initLibrary(document.getElementById("page-library"));
  pages.editor = initEditor(document.getElementById("page-editor"));
  pages.decks = initDecks(document.getElementById("page-decks"), page => {
    useBuilder(page === "play" ? "play-deck1" : "sim-deck1");
    location.hash = page;
  });
  pages.play = initPlay(document.getElementById("page-play"));
  pages.simulate = initSimulate(document.getElementById("page-simulate"));
  addEventListener("hashchange", show);
  show();
  document.body.dataset.ready = "1";
}
main();

// The simulate page: N games between two decks (or the same seeds without
// and with the workspace's cards), a progress bar, win rates with their 95%
// intervals drawn as an SVG chart, and the per-card table, sortable.
import { el, api, t, tt } from "./app.js";
import { deckPicker } from "./decks.js";

const NS = "http://www.w3.org/2000/svg";
function svg(tag, attrs, ...kids) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}

// chart draws rates [{label, rate, low, high}] as bars with interval whiskers.
export function chart(rows) {
  const W = 820, rowH = 34, left = 360, right = 60, top = 24, w = W - left - right;
  const H = top + rows.length * rowH + 24;
  const s = svg("svg", { class: "chart", id: "sim-chart", width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: "img" });
  for (let p = 0; p <= 100; p += 25) {
    const x = left + w * p / 100;
    s.append(svg("line", { x1: x, x2: x, y1: top - 6, y2: H - 20, stroke: p === 50 ? "#999" : "#ddd", "stroke-dasharray": p === 50 ? "4 3" : "" }),
      svg("text", { x, y: H - 6, "text-anchor": "middle" }, `${p}%`));
  }
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const g = svg("g", { class: "bar", "data-label": r.label, "data-rate": r.rate.toFixed(4), "data-low": r.low.toFixed(4), "data-high": r.high.toFixed(4) });
    g.append(svg("text", { x: left - 8, y: y + 17, "text-anchor": "end" }, r.label.length > 52 ? r.label.slice(0, 51) + "…" : r.label),
      svg("rect", { x: left, y: y + 4, width: Math.max(0, w * r.rate), height: 18, fill: r.color || "#6d5a3a", opacity: .85 }),
      svg("line", { x1: left + w * r.low, x2: left + w * r.high, y1: y + 13, y2: y + 13, stroke: "#000", "stroke-width": 2 }),
      svg("line", { x1: left + w * r.low, x2: left + w * r.low, y1: y + 7, y2: y + 19, stroke: "#000", "stroke-width": 2 }),
      svg("line", { x1: left + w * r.high, x2: left + w * r.high, y1: y + 7, y2: y + 19, stroke: "#000", "stroke-width": 2 }),
      svg("text", { x: left + w * r.high + 6, y: y + 17 }, `${(100 * r.rate).toFixed(1)}%`),
      svg("title", {}, `${r.label}: ${(100 * r.rate).toFixed(1)}% [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}]`));
    s.append(g);
  });
  return s;
}

export function initSimulate(root) {
  const d1 = deckPicker("sim-deck1", 0), d2 = deckPicker("sim-deck2", 1);
  const n = el("input", { id: "sim-games", type: "number", value: "200", min: "1", max: "20000", style: "width:6em" });
  const p1 = el("select", { id: "sim-p1" }, el("option", { value: "bot", "data-t": "sim-bot" }, t("sim-bot")), el("option", { value: "random", "data-t": "sim-random" }, t("sim-random")));
  const p2 = el("select", { id: "sim-p2" }, el("option", { value: "bot", "data-t": "sim-bot" }, t("sim-bot")), el("option", { value: "random", "data-t": "sim-random" }, t("sim-random")));
  const seed = el("input", { id: "sim-seed", type: "number", value: "1", min: "1", style: "width:6em" });
  const alt = el("input", { id: "sim-alternate", type: "checkbox" });
  const cmp = el("input", { id: "sim-compare", type: "checkbox" });
  const bar = el("div", {}), barBox = el("div", { class: "progress", id: "sim-progress" }, bar);
  const label = el("div", { class: "muted", id: "sim-label" });
  const out = el("div", { id: "sim-out" });
  const go = el("button", { id: "sim-run", onclick: start }, tt("sim-run"));
  root.append(el("div", { class: "panel" },
    el("div", { class: "filters" }, d1.el, p1, tt("sim-vs"), d2.el, p2, tt("sim-games"), n, tt("sim-seed"), seed,
      el("label", {}, alt, " ", tt("sim-alternate")), el("label", { title: t("sim-compare-title"), "data-t-title": "sim-compare-title" }, cmp, " ", tt("sim-compare")), go),
    barBox, label), out);
  let es = null;
  async function start() {
    go.disabled = true;
    out.replaceChildren();
    bar.style.width = "0";
    label.textContent = t("sim-starting");
    try {
      const j = await api("/api/sims", d2.request(d1.request({ p1: p1.value, p2: p2.value, games: +n.value, seed: +seed.value || 1, alternate: alt.checked, compare: cmp.checked }, 1), 2));
      if (es) es.close();
      es = new EventSource(`/api/sims/${j.id}/events`);
      es.addEventListener("progress", ev => {
        const p = JSON.parse(ev.data);
        if (!p.total) return;
        bar.style.width = (100 * p.done / p.total).toFixed(1) + "%";
        barBox.dataset.done = p.done;
        label.textContent = (p.part === "base" ? t("sim-part-base") + " " : p.part === "workspace" ? t("sim-part-workspace") + " " : "") + t("sim-progress", { done: p.done, total: p.total });
      });
      es.addEventListener("report", ev => { es.close(); go.disabled = false; bar.style.width = "100%"; report(JSON.parse(ev.data)); });
      es.addEventListener("compare", ev => { es.close(); go.disabled = false; bar.style.width = "100%"; compare(JSON.parse(ev.data)); });
      es.addEventListener("failed", ev => { es.close(); go.disabled = false; label.textContent = t("sim-failed", { error: JSON.parse(ev.data).error }); });
    } catch (e) { go.disabled = false; label.textContent = e.message; }
  }
  function report(r) {
    label.textContent = t("sim-done", { n: r.games, seed: r.seed });
    const rows = r.players.map((p, i) => ({ label: `${p.player} (${p.kind}): ${p.deck}`, rate: p.wins.rate, low: p.wins.low, high: p.wins.high, color: i ? "#2f5d7c" : "#d26a1e" }));
    if (alt.checked) for (const d of r.decks || []) rows.push({ label: t("sim-deck", { s: d.label }), rate: d.rate, low: d.low, high: d.high, color: "#888" });
    rows.push({ label: t("sim-first-player"), rate: r.firstPlayer.rate, low: r.firstPlayer.low, high: r.firstPlayer.high, color: "#4c8a3a" });
    const summary = el("div", { id: "sim-summary" },
      `${r.players.map(p => `${p.player}: ${p.wins.wins}/${p.wins.of}`).join(" · ")} · ` + t("sim-summary", { none: r.noWinner, mean: r.rounds.mean.toFixed(1), median: r.rounds.median, defended: (100 * r.defended.rate).toFixed(0) }));
    out.replaceChildren(el("h3", {}, t("sim-win-rates")), chart(rows), summary, el("h3", {}, t("sim-cards")), cardTable(r));
  }
  function compare(c) {
    label.textContent = t("sim-done-compare", { n: c.games, seed: c.seed });
    const rows = [
      { label: t("sim-p1-without"), rate: c.base.rate, low: c.base.low, high: c.base.high, color: "#888" },
      { label: t("sim-p1-with"), rate: c.changed.rate, low: c.changed.low, high: c.changed.high, color: "#6d5a3a" },
    ];
    out.replaceChildren(el("h3", {}, t("sim-compare-head")), chart(rows),
      el("div", { id: "sim-summary" }, t("sim-difference", { d: (100 * c.diff).toFixed(1), lo: (100 * c.diffLow).toFixed(1), hi: (100 * c.diffHigh).toFixed(1), n: c.changedGames })));
  }
  function cardTable(r) {
    const cols = [["deck", t("sim-col-deck")], ["title", t("sim-col-card")], ["drawn", t("sim-col-drawn")], ["marshaled", t("sim-col-marshaled")], ["triggered", t("sim-col-triggered")], ["playedGames", t("sim-col-played")], ["wonGames", t("sim-col-won")], ["win", t("sim-col-win")]];
    const rows = r.cards.map(c => ({ ...c, win: c.winRateWhenPlayed ? c.winRateWhenPlayed.rate : -1 }));
    let key = "drawn", dir = -1;
    const tbody = el("tbody");
    const head = el("tr", {}, ...cols.map(([k, t]) => el("th", { "data-key": k, onclick: () => { dir = key === k ? -dir : -1; key = k; draw(); } }, t)));
    function draw() {
      rows.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * dir || a.code.localeCompare(b.code));
      for (const th of head.children) th.textContent = cols.find(c => c[0] === th.dataset.key)[1] + (th.dataset.key === key ? (dir > 0 ? " ▲" : " ▼") : "");
      tbody.replaceChildren(...rows.map(c => el("tr", { "data-code": c.code }, el("td", {}, c.deck), el("td", {}, `${c.title} (${c.code})`), el("td", {}, c.drawn), el("td", {}, c.marshaled),
        el("td", {}, c.triggered), el("td", {}, c.playedGames), el("td", {}, c.wonGames), el("td", {}, c.win < 0 ? "–" : (100 * c.win).toFixed(0)))));
    }
    draw();
    return el("div", { class: "tablewrap" }, el("table", { class: "cards", id: "sim-cards" }, el("thead", {}, head), tbody));
  }
  return { show: () => {} };
}

// The play page: a game against the bot (or hot-seat). The server sends
// this page only what its seat may see; the page draws it and sends back
// the index of the option clicked.
import { state, el, api, hoverCard, t } from "./app.js";
import { deckPicker } from "./decks.js";

export function initPlay(root) {
  const form = el("div", { class: "panel", id: "play-new" });
  const view = el("div", { id: "play-game" });
  root.append(form, view);
  let es = null, game = null, logBox = null, lines = [];

  // the new-game form, made once (its deck menus keep their choice)
  const d1 = deckPicker("play-deck1", 0), d2 = deckPicker("play-deck2", 1);
  const p2 = el("select", { id: "play-p2" }, el("option", { value: "bot" }, t("play-bot")), el("option", { value: "random" }, t("play-random")), el("option", { value: "human" }, t("play-hotseat")));
  // 3 to 6 players: a melee (titles); every other seat plays as p2 says,
  // seats after the second with the shipped melee decks
  const players = el("select", { id: "play-players" }, ...[2, 3, 4, 5, 6].map(n => el("option", { value: String(n) }, String(n))));
  const seed = el("input", { id: "play-seed", type: "number", value: "1", min: "1", style: "width:6em" });
  const links = el("div", { id: "play-links" });
  const err = el("div", { class: "bad", id: "play-error" });
  form.replaceChildren(el("h3", {}, t("play-new")),
    el("div", { class: "filters" }, t("play-you-play"), d1.el, t("play-against"), p2, t("play-with"), d2.el, t("play-players"), players, t("play-seed"), seed,
      el("button", { id: "play-start", onclick: async () => {
        err.textContent = "";
        try {
          const body = d2.request(d1.request({ p1: "human", p2: p2.value, seed: +seed.value || 1 }, 1), 2);
          const n = +players.value;
          if (n > 2) body.players = Array.from({ length: n }, (_, i) => i === 0 ? "human" : p2.value);
          const j = await api(`/api/games?lang=${state.lang}`, body);
          // each other human seat its own link, its own view
          links.replaceChildren(...j.seats.slice(1).filter(s => s.token).map(s => el("div", { class: "seat-link" },
            n > 2 ? t("play-seat-1", { n: s.seat + 1 }) : t("play-second-1"),
            el("a", { href: `#play/${j.id}/${s.token}`, target: "_blank", "data-seat": s.seat }, t("play-second-link")), t("play-second-2"))));
          location.hash = `play/${j.id}/${j.seats[0].token}`;
        } catch (e) { err.textContent = e.message; }
      } }, t("play-start"))), err, links);

  function connect(id, token) {
    if (es) es.close();
    game = { id, token, seq: 0, lastSeq: -1 };
    lines = [];
    es = new EventSource(`/api/games/${id}/events?token=${encodeURIComponent(token)}&lang=${state.lang}`);
    es.addEventListener("state", ev => render(JSON.parse(ev.data)));
    es.onerror = () => { if (game && game.over) es.close(); };
  }

  async function answer(i) {
    const seq = game.seq;
    game.seq = -1; // one answer per question
    for (const b of view.querySelectorAll(".opts button")) b.disabled = true;
    try { await api(`/api/games/${game.id}/answer`, { token: game.token, seq, option: i }); }
    catch (e) { console.warn(e); }
  }

  function mini(c, choices, children) {
    const cls = ["mini", c.faction ? "f-" + c.faction : "", c.kneeling ? "kneeling" : "", c.facedown && !c.code ? "facedown" : ""];
    const opt = c.id ? choices.get(c.id) : undefined;
    if (opt !== undefined) cls.push("choosable");
    const m = el("div", { class: cls.filter(Boolean).join(" "), "data-id": c.id || "", "data-code": c.code || "", onclick: opt !== undefined ? (ev => { ev.stopPropagation(); answer(opt); }) : null });
    m.append(el("div", { class: "mt" }, c.title || (c.pos ? `#${c.pos}` : "")));
    const s = el("div", { class: "ms" });
    if (c.strength) s.append(el("span", { class: "tok" }, `STR ${c.strength}`));
    if (c.kneeling) s.append(el("span", { class: "state" }, "kneeling"));
    if (c.facedown && c.code) s.append(el("span", { class: "state" }, "facedown"));
    for (const t of c.tokens || []) s.append(el("span", { class: "tok " + t.kind, title: t.kind }, `${t.n} ${t.kind}`));
    m.append(s);
    const atts = (children || []).filter(x => !x.duplicate), dups = (children || []).filter(x => x.duplicate);
    if (dups.length) m.append(el("div", { class: "att dups" }, `duplicates: ${dups.length}`));
    for (const a of atts) m.append(el("div", { class: "att" }, "attachment: ", mini(a, choices, [])));
    if (c.code) hoverCard(m, c.code);
    return m;
  }

  function render(msg) {
    if (msg.seq < game.lastSeq || (msg.seq === game.lastSeq && msg.logStart !== 0)) return; // an old state
    game.lastSeq = msg.seq;
    game.seq = msg.prompt ? msg.seq : -1;
    game.over = !!msg.result;
    if (msg.logStart === 0) lines = [];
    lines.push(...(msg.log || []));
    const choices = new Map();
    (msg.prompt?.options || []).forEach((o, i) => { if (o.card) choices.set(o.card, i); });
    const me = msg.seat;
    const board = el("div", { class: "board grow", id: "play-board" });
    const order = (msg.players || []).map((p, i) => i).sort((a, b) => (a === me) - (b === me));
    for (const i of order) {
      const p = msg.players[i];
      const sb = el("div", { class: "side-board", "data-seat": i, "data-mine": i === me ? "1" : null },
        el("h3", {}, `${p.name}${i === me ? " (you)" : ""} · ${p.gold} gold · ${p.power} power${i === msg.first ? " · first player" : ""}`));
      for (const a of p.areas) {
        if (!a.count && !["hand", "play", "shadows"].includes(a.name)) continue;
        const cards = a.cards || [];
        const byParent = new Map();
        for (const c of cards) if (c.parent) { if (!byParent.has(c.parent)) byParent.set(c.parent, []); byParent.get(c.parent).push(c); }
        const ids = new Set(cards.map(c => c.id).filter(Boolean));
        const row = el("div", { class: "area", "data-area": a.name }, el("span", { class: "label" }, `${a.label} (${a.count})`));
        for (const c of cards) if (!c.parent || !ids.has(c.parent)) row.append(mini(c, choices, byParent.get(c.id)));
        sb.append(row);
      }
      board.append(sb);
    }
    const head = el("div", { class: "row" }, el("strong", { id: "play-when" }, msg.round ? `Round ${msg.round} · ${msg.phase}` : "Setup"),
      msg.challenge ? el("span", { class: "muted", id: "play-challenge" }, msg.challenge) : "");
    let prompt;
    if (msg.result) prompt = el("div", { class: "result", id: "play-result" }, msg.result.text);
    else if (msg.error) prompt = el("div", { class: "result", id: "play-result" }, "error: " + msg.error);
    else if (msg.prompt) prompt = el("div", { class: "prompt", id: "play-prompt", "data-seq": msg.seq, "data-id": msg.prompt.id },
      el("div", {}, msg.prompt.title),
      el("div", { class: "opts" }, ...msg.prompt.options.map((o, i) => el("button", { "data-i": i, "data-kind": o.kind, "data-card": o.card || "", onclick: () => answer(i) }, o.label))));
    else prompt = el("div", { class: "prompt muted", id: "play-prompt", "data-waiting": "1" }, "waiting for the other player…");
    logBox = el("div", { class: "log", id: "play-log" }, ...lines.map(l => el("div", { class: /^==|^--/.test(l) ? "hdr" : "" }, l)));
    view.replaceChildren(el("div", { class: "row" }, el("div", { class: "grow" }, head, prompt, board), logBox));
    logBox.scrollTop = logBox.scrollHeight;
    root.dataset.seq = msg.seq;
  }

  return {
    show: args => {
      form.classList.toggle("playing", args.length === 2);
      if (args.length === 2 && (!game || game.id !== args[0] || game.token !== args[1])) connect(args[0], args[1]);
    },
  };
}

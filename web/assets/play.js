// The play page: a game against the bot (or hot-seat). The server sends
// this page only what its seat may see; the page draws it as a table —
// the opponents at the top, the player's own side at the bottom with the
// hand below it — and the question in a panel that stays in view: what is
// asked, which card and ability ask it, the choices (a card is chosen by
// clicking it on the board, or among the cards shown in the panel when
// the player looks at cards no one else sees; buttons for the rest), and
// the automatic passes the player switched on.
import { state, el, api, hoverCard, t, onLang, tt } from "./app.js";
import { deckPicker } from "./decks.js";

// The automatic passes (throneteki's prompt toggles): an action window
// (nothing but actions and pass to choose) is passed without asking in the
// situations switched on. Kept in the browser.
const passKinds = [
  ["opp-marshaling", "play-pass-opp-marshaling"],
  ["own-marshaling", "play-pass-own-marshaling"],
  ["plot", "play-pass-plot"],
  ["draw", "play-pass-draw"],
  ["challenges", "play-pass-challenges"],
  ["dominance", "play-pass-dominance"],
  ["other", "play-pass-other"],
];
const passDefaults = { "opp-marshaling": true };
function passSettings() {
  try { return { ...passDefaults, ...JSON.parse(localStorage.getItem("throne-autopass") || "{}") }; } catch { return { ...passDefaults }; }
}

export function initPlay(root) {
  const form = el("div", { class: "panel", id: "play-new" });
  const view = el("div", { id: "play-game" });
  root.append(form, view);
  let es = null, game = null, lines = [], last = null;

  // the new-game form, made once (its deck menus keep their choice)
  const d1 = deckPicker("play-deck1", 0), d2 = deckPicker("play-deck2", 1);
  const p2 = el("select", { id: "play-p2" }, el("option", { value: "bot", "data-t": "play-bot" }, t("play-bot")), el("option", { value: "random", "data-t": "play-random" }, t("play-random")), el("option", { value: "human", "data-t": "play-hotseat" }, t("play-hotseat")));
  // 3 to 6 players: a melee (titles); every other seat plays as p2 says,
  // seats after the second with the shipped melee decks
  const players = el("select", { id: "play-players" }, ...[2, 3, 4, 5, 6].map(n => el("option", { value: String(n) }, String(n))));
  const seed = el("input", { id: "play-seed", type: "number", value: "1", min: "1", style: "width:6em" });
  const links = el("div", { id: "play-links" });
  const err = el("div", { class: "bad", id: "play-error" });
  form.replaceChildren(el("h3", {}, tt("play-new")),
    el("div", { class: "filters" }, tt("play-you-play"), d1.el, tt("play-against"), p2, tt("play-with"), d2.el, tt("play-players"), players, tt("play-seed"), seed,
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
      } }, tt("play-start"))), err, links);

  function connect(id, token) {
    if (es) es.close();
    game = { id, token, seq: 0, lastSeq: -1, autoPassed: 0 };
    lines = [];
    es = new EventSource(`/api/games/${id}/events?token=${encodeURIComponent(token)}&lang=${state.lang}`);
    es.addEventListener("state", ev => render(JSON.parse(ev.data)));
    es.onerror = () => { if (game && game.over) es.close(); };
  }

  async function answer(i) {
    const seq = game.seq;
    if (seq < 0) return;
    game.seq = -1; // one answer per question
    for (const b of view.querySelectorAll(".opts button")) b.disabled = true;
    try { await api(`/api/games/${game.id}/answer`, { token: game.token, seq, option: i }); }
    catch (e) { console.warn(e); }
  }

  // autoPass answers pass to an action window the player asked to pass
  // (the options are actions and pass, nothing the game needs).
  function autoPass(msg) {
    const p = msg.prompt;
    if (!p || !["action", "marshaling-window"].includes(p.id)) return false;
    if (p.options.some(o => o.kind === "marshal")) return false;
    const pass = p.options.findIndex(o => o.kind === "pass");
    if (pass < 0) return false;
    const on = passSettings();
    let kind = ["plot", "draw", "challenges", "dominance"].includes(msg.phaseId) ? msg.phaseId : "other";
    if (msg.phaseId === "marshaling") kind = msg.active === msg.seat ? "own-marshaling" : "opp-marshaling";
    if (!on[kind]) return false;
    game.autoPassed++;
    answer(pass);
    return true;
  }

  // menu shows the options of one card (it has several: marshal it, use
  // one of its abilities) beside it.
  function menu(anchor, opts) {
    for (const m of document.querySelectorAll(".cardmenu")) m.remove();
    const m = el("div", { class: "cardmenu", id: "play-cardmenu" },
      ...opts.map(([i, o]) => el("button", { "data-i": i, onclick: ev => { ev.stopPropagation(); m.remove(); answer(i); } }, o.label)),
      el("button", { class: "muted", onclick: ev => { ev.stopPropagation(); m.remove(); } }, t("cancel")));
    const r = anchor.getBoundingClientRect();
    m.style.left = Math.min(r.left, innerWidth - 260) + "px";
    m.style.top = Math.min(r.bottom + 4, innerHeight - 40 * (opts.length + 1)) + "px";
    document.body.append(m);
  }

  function mini(c, choices, children, ch) {
    const opts = c.id ? choices.get(c.id) : undefined;
    const cls = ["mini", c.faction ? "f-" + c.faction : "", c.kneeling ? "kneeling" : "", c.facedown && !c.code ? "facedown" : "", opts ? "choosable" : "",
      ch && ch.attackers.includes(c.id) ? "attacking" : "", ch && ch.defenders.includes(c.id) ? "defending" : ""];
    const m = el("div", { class: cls.filter(Boolean).join(" "), "data-id": c.id || "", "data-code": c.code || "", title: opts ? opts.map(([, o]) => o.label).join("\n") : null });
    if (opts) m.addEventListener("click", ev => { ev.stopPropagation(); if (opts.length === 1) answer(opts[0][0]); else menu(m, opts); });
    m.append(el("div", { class: "mt" }, c.title || (c.pos ? `#${c.pos}` : "")));
    const s = el("div", { class: "ms" });
    if (c.strength) s.append(el("span", { class: "tok" }, `${t("play-str")} ${c.strength}`));
    if (c.kneeling) s.append(el("span", { class: "state" }, t("play-kneeling")));
    if (c.facedown && c.code) s.append(el("span", { class: "state" }, t("play-facedown")));
    for (const tk of c.tokens || []) s.append(el("span", { class: "tok " + tk.kind, title: tk.kind }, `${tk.n} ${tk.label || tk.kind}`));
    m.append(s);
    const atts = (children || []).filter(x => !x.duplicate), dups = (children || []).filter(x => x.duplicate);
    if (dups.length) m.append(el("div", { class: "att dups" }, t("play-duplicates", { n: dups.length })));
    for (const a of atts) m.append(el("div", { class: "att" }, mini(a, choices, [], ch)));
    if (c.code) hoverCard(m, c.code);
    return m;
  }

  // side draws one player's cards: their areas in play and out of play;
  // the hand of the player's own side in a row of its own, at the bottom.
  function side(msg, i, choices) {
    const p = msg.players[i], me = i === msg.seat;
    const ch = msg.challengeState;
    const head = el("div", { class: "sidehead" },
      el("strong", {}, p.name + (me ? " " + t("play-you") : "")),
      el("span", { class: "gold" }, t("play-gold", { n: p.gold })),
      el("span", { class: "power" }, t("play-power", { n: p.power })),
      i === msg.first ? el("span", { class: "first" }, t("play-first")) : null,
      ch && ch.attacker === i ? el("span", { class: "role attacking" }, t("play-attacking", { s: ch.label, n: ch.attack })) : null,
      ch && ch.defender === i ? el("span", { class: "role defending" }, t("play-defending", { n: ch.defend })) : null);
    const sb = el("div", { class: "side-board" + (me ? " mine" : " theirs"), "data-seat": i, "data-mine": me ? "1" : null }, head);
    const row = (a, extra) => {
      const cards = a.cards || [];
      const byParent = new Map();
      for (const c of cards) if (c.parent) { if (!byParent.has(c.parent)) byParent.set(c.parent, []); byParent.get(c.parent).push(c); }
      const ids = new Set(cards.map(c => c.id).filter(Boolean));
      const r = el("div", { class: "area " + (extra || ""), "data-area": a.name }, el("span", { class: "label" }, `${a.label} (${a.count})`));
      for (const c of cards) if (!c.parent || !ids.has(c.parent)) r.append(mini(c, choices, byParent.get(c.id), ch));
      return r;
    };
    const areas = p.areas.filter(a => a.count || ["hand", "play", "shadows"].includes(a.name));
    const play = areas.filter(a => a.name === "play"), hand = areas.filter(a => a.name === "hand");
    const rest = areas.filter(a => a.name !== "play" && a.name !== "hand");
    const piles = el("div", { class: "piles" }, ...rest.map(a => row(a, "pile")));
    // the opponent: hand and piles above, the cards in play nearest the
    // middle of the table; the player: cards in play, piles, then the hand
    if (me) sb.append(...play.map(a => row(a, "inplay")), piles, ...hand.map(a => row(a, "hand")));
    else sb.append(...hand.map(a => row(a, "hand")), piles, ...play.map(a => row(a, "inplay")));
    return sb;
  }

  function render(msg) {
    if (msg.seq < game.lastSeq || (msg.seq === game.lastSeq && msg.logStart !== 0)) return; // an old state
    game.lastSeq = msg.seq;
    game.seq = msg.prompt ? msg.seq : -1;
    game.over = !!msg.result;
    if (msg.logStart === 0) lines = [];
    lines.push(...(msg.log || []));
    last = msg;
    for (const m of document.querySelectorAll(".cardmenu")) m.remove();
    if (msg.prompt && !msg.result && autoPass(msg)) return draw(msg, true);
    draw(msg, false);
  }

  function draw(msg, passing) {
    // the options of each card: clicked on the board (or in the panel)
    const choices = new Map();
    (msg.prompt?.options || []).forEach((o, i) => { if (o.card && !passing) { if (!choices.has(o.card)) choices.set(o.card, []); choices.get(o.card).push([i, o]); } });
    const me = msg.seat;
    const others = (msg.players || []).map((p, i) => i).filter(i => i !== me);
    const table = el("div", { class: "table grow", id: "play-board" },
      el("div", { class: "opponents" }, ...others.map(i => side(msg, i, choices))),
      // the challenge in progress (in a melee, the engine's line naming
      // whom it is against)
      msg.challenge || msg.challengeState ? el("div", { class: "challenge", id: "play-challenge" }, msg.challenge ||
        t("play-challenge", { s: msg.challengeState.label, actor: msg.players[msg.challengeState.attacker].name, player: msg.players[msg.challengeState.defender].name, a: msg.challengeState.attack, d: msg.challengeState.defend })) : null,
      msg.players && msg.players[me] ? side(msg, me, choices) : null);
    view.replaceChildren(el("div", { class: "playrow" }, table, el("div", { class: "playside" }, panel(msg, choices, passing), logBox())));
    const lb = document.getElementById("play-log");
    lb.scrollTop = lb.scrollHeight;
    root.dataset.seq = msg.seq;
    root.dataset.autoPassed = game.autoPassed;
  }

  function logBox() {
    return el("div", { class: "log", id: "play-log" }, ...lines.map(l => el("div", { class: /^==|^--/.test(l) ? "hdr" : "" }, l)));
  }

  // panel is the question: when, what is asked and why, the cards looked
  // at, the buttons, and the automatic passes.
  function panel(msg, choices, passing) {
    const when = el("div", { class: "when", id: "play-when" }, msg.round ? t("play-round", { n: msg.round, s: msg.phase }) : t("play-setup"));
    let body;
    if (msg.result) body = el("div", { class: "result", id: "play-result" }, msg.result.text);
    else if (msg.error) body = el("div", { class: "result", id: "play-result" }, t("play-error", { error: msg.error }));
    else if (passing) body = el("div", { class: "prompt muted", id: "play-prompt", "data-passing": "1" }, t("play-passed-auto"));
    else if (msg.prompt) {
      const p = msg.prompt;
      const why = p.why ? el("div", { class: "why", id: "play-why" }, t("play-why", { s: p.why })) : null;
      if (why && p.source) { const c = findCard(msg, p.source); if (c && c.code) hoverCard(why, c.code); }
      // cards the player looks at (a search): drawn here to be clicked
      const looked = (p.cards || []).length ? el("div", { class: "looked", id: "play-looked" }, ...p.cards.map(c => mini(c, choices, [], null))) : null;
      const buttons = p.options.map((o, i) => [i, o]).filter(([, o]) => !o.card);
      const cardOpts = p.options.filter(o => o.card).length;
      body = el("div", { class: "prompt", id: "play-prompt", "data-seq": msg.seq, "data-id": p.id },
        el("div", { class: "question", id: "play-question" }, p.title), why,
        cardOpts ? el("div", { class: "hint muted" }, t("play-click-cards", { n: cardOpts })) : null,
        looked,
        el("div", { class: "opts" }, ...buttons.map(([i, o]) => el("button", { "data-i": i, "data-kind": o.kind, onclick: () => answer(i) }, o.label))));
    } else body = el("div", { class: "prompt muted", id: "play-prompt", "data-waiting": "1" }, t("play-waiting"));
    const on = passSettings();
    const toggles = el("details", { class: "autopass", id: "play-autopass" }, el("summary", {}, t("play-autopass")),
      ...passKinds.map(([k, label]) => el("label", {}, el("input", { type: "checkbox", "data-pass": k, checked: !!on[k], onchange: ev => {
        const s = passSettings(); s[k] = ev.target.checked; localStorage.setItem("throne-autopass", JSON.stringify(s));
      } }), " ", t(label))));
    return el("div", { class: "panel promptpanel", id: "play-panel" }, when, body, toggles);
  }

  function findCard(msg, id) {
    for (const p of msg.players || []) for (const a of p.areas) for (const c of a.cards || []) if (c.id === id) return c;
    return null;
  }

  onLang(() => { if (last) draw(last, false); });
  return {
    show: args => {
      form.classList.toggle("playing", args.length === 2);
      if (args.length === 2 && (!game || game.id !== args[0] || game.token !== args[1])) connect(args[0], args[1]);
    },
  };
}

// The game page's client: one websocket, frames in (state, ack, error, chat, history), commands out (act, pass,
// sync, chat, mute, history).
// Everything it shows comes from the server's frame for this seat; it decides nothing about the rules.
import { Alerts, presence } from "./alerts.js";
import { Board, deedNode } from "./board.js";
import { Clock } from "./clock.js";
import { Chat } from "./chat.js";
import { COLOURS } from "./colours.js";
import { FEED_PAGE, Feed } from "./feed.js";
import { renderResults } from "./results.js";

const root = document.getElementById("game");
const words = JSON.parse(document.getElementById("words").textContent);
const room = root.dataset.room;
const token = root.dataset.token;
const lang = root.dataset.lang;
const statusBox = document.getElementById("status");
const requestBox = document.getElementById("request");
const eventsBox = document.getElementById("events");

let socket = null;
let squares = []; // the board's fixed part, from the first frame on this socket
let state = null;
let seen = -1; // the last event version shown: a reconnect asks only for what came after it
let retry = 500;
const board = new Board(document.getElementById("board"), COLOURS, words, (square) => showDeed(square));
const alerts = new Alerts(words, requestBox);
const clock = new Clock(words, statusBox);
const feed = new Feed(eventsBox, words, (frame) => send(frame));
const chat = new Chat(document.getElementById("chat"), words, COLOURS, (frame) => send(frame), token, Boolean(root.dataset.host));
let firstFrame = true;
let firstFrameShown = false; // a page opened on a finished game is not scrolled
const cashShown = new Map(); // seat -> the cash last drawn, for the +/- marks
const cashMarks = new Map(); // seat -> {text, gain, until}: a change of cash shown for a moment
const MARK_MS = 2500;

function text(value) {
  return document.createTextNode(String(value));
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) node.append(typeof child === "string" ? text(child) : child);
  return node;
}

// An amount the page works out (a change of cash), written as the server writes every other one: the parts of the
// language's money pattern (the frame's `money`, from Babel's CLDR data); "" gives the symbol alone, for a label.
function money(amount) {
  const parts = state && state.money;
  if (!parts) return String(amount);
  if (amount === "") return (parts.prefix + parts.suffix).trim();
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, parts.group);
  return (amount < 0 ? parts.negative_prefix : parts.prefix) + digits + parts.suffix;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = new URLSearchParams({ lang, since: String(seen), presence: "1", chat: "1", feed: String(FEED_PAGE) });
  if (token) query.set("token", token);
  socket = new WebSocket(`${scheme}://${location.host}/ws/${room}?${query}`);
  socket.onopen = () => { retry = 500; };
  socket.onmessage = (message) => receive(JSON.parse(message.data));
  socket.onclose = () => {
    statusBox.textContent = words.disconnected;
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

function send(frame) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function act(action) {
  send({ type: "act", token, version: state.version, action });
  requestBox.classList.add("sent");
}

function pass() {
  send({ type: "pass", token, version: state.version });
  requestBox.classList.add("sent");
}

function receive(frame) {
  if (frame.type === "state") {
    // The squares' fixed part (names, prices, rents) comes once per socket; each frame brings what changes.
    if (frame.squares) squares = frame.squares;
    const changing = new Map(frame.board.map((sq) => [sq.i, sq]));
    frame.board = squares.map((sq) => ({ ...sq, ...changing.get(sq.i) }));
    state = frame;
    render();
  } else if (frame.type === "history") {
    feed.earlier(frame);
  } else if (frame.type === "chat") {
    chat.receive(frame);
  } else if (frame.type === "error" && (frame.code === "chat" || frame.code === "host")) {
    chat.refused(frame.message);
  } else if (frame.type === "error") {
    requestBox.classList.remove("sent");
    const note = el("p", { class: "error", role: "alert" }, frame.message);
    requestBox.prepend(note);
  }
}

function render() {
  board.draw(state);
  renderPlayers();
  clock.update(state);
  chat.setPlayers(state.seat, state.players);
  renderMine();
  firstFrameShown = firstFrame && state.over;
  const lines = renderEvents();
  renderRequest();
  renderHost();
  document.getElementById("log-link").hidden = !state.over;
  alerts.update(state, lines, firstFrame);
  firstFrame = false;
  showResults();
}

// The end of the game: the results screen above the board, once; no control of the game in play stays.
function showResults() {
  if (!state.over || !state.results || document.getElementById("results")) return;
  const box = el("section", { id: "results", class: "results", "aria-labelledby": "results-title" });
  root.prepend(box);
  renderResults(box, state, words, COLOURS, money, (i) => state.board[i].name, token, room);
  box.querySelector("h2").id = "results-title";
  root.classList.add("over");
  if (!firstFrameShown) box.scrollIntoView({ block: "start" });
}

// The host may hand a person's seat to a bot (its person left); the person takes it back by reopening their link.
function renderHost() {
  const box = document.getElementById("host");
  if (!root.dataset.host || state.over) {
    box.hidden = true;
    return;
  }
  const people = state.players.filter((p) => p.kind === "person" && !p.bankrupt);
  const shown = JSON.stringify(people.map((p) => [p.seat, p.away]));
  if (box.dataset.shown === shown) return; // redrawn only when a seat changes hands: a choice being made stays
  box.dataset.shown = shown;
  const kinds = root.dataset.bots.split(",");
  const rows = people.map((p) => {
    if (p.away) return el("li", { "data-seat": p.seat }, `${p.name}: ${words.played_by.replace("{bot}", p.away)}`);
    const kind = el("select", { name: "kind", "aria-label": words.hand_to_bot }, ...kinds.map((k) => el("option", { value: k }, k)));
    const note = el("small", { class: "error" });
    const form = el("form", { class: "handover", "data-seat": p.seat, onsubmit: async (e) => {
      e.preventDefault();
      const body = new FormData();
      body.set("kind", kind.value);
      const answer = await fetch(`/r/${room}/seats/${p.seat}/bot?lang=${lang}`, { method: "POST", body });
      if (!answer.ok) note.textContent = (await answer.json()).error;
    } }, kind, el("button", { type: "submit" }, words.hand_to_bot), note);
    return el("li", { "data-seat": p.seat }, `${p.name} `, form);
  });
  box.replaceChildren(el("h2", {}, words.seats_host), el("ul", { class: "handovers" }, ...rows));
  box.hidden = false;
}

// A change of a player's cash is shown beside it for a moment as +N or −N (not on the first frame).
function noteCash() {
  const now = Date.now();
  for (const p of state.players) {
    const before = cashShown.get(p.seat);
    if (before !== undefined && before !== p.cash) {
      const change = p.cash - before;
      cashMarks.set(p.seat, { text: (change > 0 ? "+" : "−") + money(Math.abs(change)), gain: change > 0, until: now + MARK_MS });
      setTimeout(() => {
        const mark = document.querySelector(`.player[data-seat="${p.seat}"] .cash-mark`);
        if (mark && (cashMarks.get(p.seat) || { until: 0 }).until <= Date.now()) mark.remove();
      }, MARK_MS + 50);
    }
    cashShown.set(p.seat, p.cash);
  }
}

function cashMark(seat) {
  const mark = cashMarks.get(seat);
  if (!mark || mark.until <= Date.now()) return "";
  return el("span", { class: "cash-mark " + (mark.gain ? "gain" : "loss") }, mark.text);
}

function renderPlayers() {
  noteCash();
  const box = document.getElementById("players");
  box.replaceChildren(
    ...state.players.map((p) => {
      const flags = [];
      if (p.in_jail) flags.push(words.in_jail);
      if (p.bankrupt) flags.push(words.bankrupt);
      if (p.cards_text) flags.push(p.cards_text);
      if (p.tickets_text) flags.push(p.tickets_text);
      const deeds = el("div", { class: "deeds" },
        ...p.deeds.map((i) => {
          const sq = state.board[i];
          const deed = el("button", { class: "deed" + (sq.mortgaged ? " mortgaged" : ""), title: sq.name, onclick: () => showDeed(sq) }, sq.name);
          deed.style.borderColor = sq.color || "#888";
          return deed;
        }));
      // the robot mark is an SVG of ours (static/bot.svg), not an emoji: a device without an emoji font shows a box
      const away = p.away ? [" · ", el("span", { class: "bot-mark", "aria-hidden": "true" }),
        " " + words.played_by.replace("{bot}", p.away)] : [];
      const back = p.away && p.seat === state.seat && !state.over
        ? el("button", { class: "take-back", onclick: () => send({ type: "back", token }) }, words.take_back) : "";
      const chip = el("span", { class: "token" }, String(p.seat + 1));
      chip.style.background = COLOURS[p.seat % COLOURS.length];
      return el("div", { class: "player" + (p.seat === state.current ? " current" : "") + (p.seat === state.seat ? " me" : "")
        + (p.away ? " away" : ""), "data-seat": p.seat },
        chip, el("b", {}, p.name), ...presence(p, state, words), " ", el("span", { class: "cash" }, p.cash_text || money(p.cash)), cashMark(p.seat),
        flags.length || p.away ? el("small", {}, flags.length ? " · " + flags.join(" · ") : "", ...away) : "", back, deeds);
    }),
  );
}

function renderMine() {
  const box = document.getElementById("mine");
  const mine = state.mine;
  const parts = [];
  if (mine && mine.cards.length) parts.push(el("ul", {}, ...mine.cards.map((c) => el("li", {}, `${c.deck}: ${c.text}`))));
  if (mine && mine.pending_cheats.length) parts.push(el("ul", { class: "secret" }, ...mine.pending_cheats.map((c) => el("li", {}, c))));
  if (state.face_up_cheats) parts.push(el("p", { class: "cheats" }, `${words.face_up_cheats}: ${state.face_up_cheats.join(" · ")}`));
  box.replaceChildren(...parts);
}

// The feed (static/feed.js): the newest at the bottom, earlier pages on request, the reader's own results pinned.
function renderEvents() {
  const added = feed.add(state.events);
  seen = Math.max(seen, feed.last, state.version);
  return added; // the lines new to this page, for the live region
}

function renderRequest() {
  requestBox.classList.remove("sent");
  const request = state.request;
  if (state.over) {
    statusBox.textContent = words.game_over;
    requestBox.replaceChildren();
    return;
  }
  if (!request) {
    const who = state.waiting_on === null ? null : state.players[state.waiting_on];
    statusBox.textContent = state.seat < 0 ? words.spectating : who ? words.waiting_for.replace("{name}", who.name) : "";
    requestBox.replaceChildren();
    return;
  }
  statusBox.textContent = words.your_turn;
  const body = menu(request, 0);
  const sets = setBuilds(request);
  if (sets) body.querySelector(".choices").append(sets);
  if (request.pass) body.append(el("button", { class: "pass", onclick: pass }, words.pass));
  requestBox.replaceChildren(body);
}

// Every enabled action of the request's menu tree, however deep.
function actionsOf(m, found = []) {
  for (const item of m.items || []) {
    if (item.action && !item.reason) found.push(item);
    if (item.menu) actionsOf(item.menu, found);
  }
  return found;
}

// "One more house on every street of this set": one button per set where a build is offered, one click (the
// server plays the single builds in a row, or refuses them all with the reason).
function setBuilds(request) {
  const streets = new Map(); // the set's colour -> its streets
  for (const sq of state.board) if (sq.kind === "street" && sq.color) streets.set(sq.color, [...(streets.get(sq.color) || []), sq]);
  const offered = new Set();
  for (const item of actionsOf(request)) {
    if (item.action.kind !== "build") continue;
    const sq = state.board[item.action.space];
    const set = streets.get(sq.color) || [];
    if (set.length > 1 && set.every((s) => s.owner === state.seat)) offered.add(sq.color);
  }
  if (!offered.size) return null;
  const box = el("div", { class: "set-builds" });
  for (const colour of offered) {
    const set = streets.get(colour);
    const names = set.map((s) => s.short || s.name).join(" + ");
    const button = el("button", { class: "choice build-set", "data-space": set[0].i, onclick: () => {
      send({ type: "build_set", token, version: state.version, space: set[0].i });
      requestBox.classList.add("sent");
    } }, words.build_set.replace("{streets}", names));
    button.style.borderLeft = `8px solid ${colour}`;
    box.append(button);
  }
  return box;
}

function menu(m, depth) {
  const box = el("div", { class: "menu depth" + depth });
  if (m.title) box.append(el(depth ? "h4" : "h3", {}, m.title));
  for (const line of m.details || []) box.append(el("p", { class: "detail" }, line));
  const list = el("div", { class: "choices" });
  for (const item of m.items) list.append(choice(item, m, depth));
  box.append(list);
  return box;
}

function choice(item, parent, depth) {
  if (item.reason) {
    return el("div", { class: "choice disabled" },
      el("button", { disabled: true, title: item.reason }, item.label), el("small", { class: "reason" }, item.reason));
  }
  if (item.action) {
    return el("button", { class: "choice", "data-action": JSON.stringify(item.action), onclick: () => act(item.action) }, item.label);
  }
  if (item.bid) {
    const low = parent.bid ? parent.bid.low : 1;
    const high = parent.bid ? parent.bid.cash : low;
    const input = el("input", { type: "number", min: low, max: high, value: low, "aria-label": words.bid });
    return el("form", { class: "choice bid", onsubmit: (e) => {
      e.preventDefault();
      act({ kind: "bid", player: state.seat, amount: Number(input.value) });
    } }, input, el("button", { type: "submit" }, words.bid));
  }
  if (item.trade || item.counter) return tradeBuilder(item);
  if (item.menu) {
    const sub = menu(item.menu, depth + 1);
    sub.hidden = true;
    const open = el("button", { class: "choice opens", "aria-expanded": "false", onclick: () => {
      sub.hidden = !sub.hidden;
      open.setAttribute("aria-expanded", String(!sub.hidden));
    } }, item.label);
    return el("div", { class: "submenu" }, open, sub);
  }
  return el("span", {}, item.label);
}

// The trade builder: a partner, what each side hands over (deeds, cash, cards); the engine judges the offer.
// A counter-offer's builder starts from the offer turned round, its one partner the proposer, and sends a
// "counter" frame: the server rejects the offer and proposes this one, both or neither.
function tradeBuilder(item) {
  const countering = Boolean(item.counter);
  const parts = item.trade || item.counter;
  const box = el("div", { class: countering ? "trade counter" : "trade", hidden: true });
  const partner = el("select", { name: "partner", "aria-label": words.trade_partner, disabled: countering },
    ...parts.partners.map((p) => el("option", { value: p.seat }, p.name)));
  const sides = el("div", { class: "sides" });
  const fields = {};
  function side(key, who, start) {
    const has = (list, value) => Boolean(start) && list.some((x) => JSON.stringify(x) === JSON.stringify(value));
    const deeds = who.deeds.map((d) => el("label", {}, el("input", { type: "checkbox", value: d.i, "data-side": key,
      checked: has(start ? start.spaces : [], d.i) }), " " + d.name));
    const cards = who.cards.map((c) => el("label", {}, el("input", { type: "checkbox", value: JSON.stringify(c.card),
      "data-side": key, "data-card": "1", checked: has(start ? start.cards : [], c.card) }), " " + c.name));
    const cash = el("input", { type: "number", min: 0, max: who.cash, value: start ? start.cash : 0, "aria-label": `${words.trade_cash} (${who.name})`,
      name: `cash-${key}` });
    fields[key] = cash;
    return el("fieldset", {}, el("legend", {}, `${who.name} →`), ...deeds, ...cards, el("label", {}, money(""), cash));
  }
  function redraw() {
    const other = parts.partners.find((p) => String(p.seat) === partner.value) || parts.partners[0];
    sides.replaceChildren(side("give", parts.me, parts.give), side("get", other, parts.get));
  }
  partner.addEventListener("change", redraw);
  redraw();
  function chosen(key) {
    const picked = [...sides.querySelectorAll(`input[data-side=${key}]:checked`)];
    return {
      spaces: picked.filter((i) => !i.dataset.card).map((i) => Number(i.value)),
      cash: Number(fields[key].value || 0),
      cards: picked.filter((i) => i.dataset.card).map((i) => JSON.parse(i.value)),
    };
  }
  const propose = el("button", { type: "submit", class: "send" }, parts.send || item.label);
  const form = el("form", { onsubmit: (e) => {
    e.preventDefault();
    const offer = { kind: "propose-trade", player: state.seat, partner: Number(partner.value), give: chosen("give"), get: chosen("get") };
    if (countering) {
      send({ type: "counter", token, version: state.version, action: offer });
      requestBox.classList.add("sent");
    } else act(offer);
  } }, partner, sides, propose);
  box.append(form);
  const open = el("button", { class: countering ? "choice opens counter" : "choice opens", onclick: () => { box.hidden = !box.hidden; } }, item.label);
  return el("div", { class: "submenu" }, open, box);
}

// A deed's card; with what the decision offers on that square (build, sell, mortgage...) one click away.
function showDeed(square) {
  const dialog = document.getElementById("deed");
  const here = state.request && !state.over
    ? actionsOf(state.request).filter((item) => item.action.space === square.i) : [];
  const buttons = here.map((item) => el("button", { class: "choice deed-action", "data-action": JSON.stringify(item.action),
    onclick: () => { dialog.close(); act(item.action); } }, item.label));
  document.getElementById("deed-body").replaceChildren(deedNode(square, state, words, money),
    ...(buttons.length ? [el("div", { class: "deed-actions" }, ...buttons)] : []));
  dialog.showModal();
}

connect();

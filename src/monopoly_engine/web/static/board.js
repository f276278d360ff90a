// The board as the ring of its squares: N squares, N/4 a side, GO in the bottom right corner.
// The squares are built once per page and updated in place; the tokens are a layer of their own over the
// squares, so a token can walk square by square (under a second; at once with prefers-reduced-motion) and never
// covers a square's name (the name sits in the upper half, the tokens in the lower). Every style is set from
// here through element.style or a class: no style attribute in any HTML, no inline script.

function place(i, side) {
  if (i <= side) return [side, side - i];
  if (i <= 2 * side) return [side - (i - side), 0];
  if (i <= 3 * side) return [0, i - 2 * side];
  return [i - 3 * side, side];
}

// Drawn with letters and a plain house sign: no emoji font is needed on any device.
const BUILDINGS = ["", "⌂", "⌂⌂", "⌂⌂⌂", "⌂⌂⌂⌂", "H", "S"];
// The pips of a die face on a 3x3 grid, cells numbered 0-8 left to right, top to bottom.
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const FURTHEST_WALK = 16; // a move further on than this (to jail, a card's jump backwards) is drawn as a jump
const WALK_MS = 900; // a whole walk takes at most this long

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// One die: pips for 1 to 6, else its face as a word (the Speed Die's bus and Mr. Monopoly).
export function dieNode(face, label, extra = "") {
  const die = el("span", "die" + extra);
  die.setAttribute("role", "img");
  die.setAttribute("aria-label", label);
  if (PIPS[face]) {
    for (let cell = 0; cell < 9; cell++) die.append(el("i", PIPS[face].includes(cell) ? "pip" : ""));
  } else {
    die.classList.add("word");
    die.textContent = label;
  }
  return die;
}

export class Board {
  constructor(box, colours, words, onPick) {
    this.box = box;
    this.colours = colours;
    this.words = words;
    this.onPick = onPick;
    this.cells = []; // the squares' buttons, by index
    this.tokens = new Map(); // seat -> its token element
    this.at = new Map(); // seat -> the square its token is drawn on now (mid-walk: where it has got to)
    this.walks = new Map(); // seat -> the timer of its walk
    this.landed = -1;
    this.rollShown = -1; // the version of the roll the dice show
    this.state = null;
    new ResizeObserver(() => this.layout()).observe(box);
  }

  colour(seat) {
    return this.colours[seat % this.colours.length];
  }

  build(state) {
    const side = Math.ceil(state.board.length / 4);
    this.box.style.setProperty("--side", side + 1);
    this.cells = state.board.map((sq) => {
      const [row, col] = place(sq.i, side);
      const cell = el("button", "sq " + sq.kind);
      cell.style.gridRow = String(row + 1);
      cell.style.gridColumn = String(col + 1);
      cell.dataset.index = sq.i;
      cell.title = sq.name;
      cell.setAttribute("aria-label", sq.name);
      // No square is a tab stop: the keyboard reaches the decision first, and every deed through the players' list.
      cell.tabIndex = -1;
      const band = el("span", "band");
      if (sq.color) band.style.background = sq.color;
      else band.classList.add("blank");
      const name = el("span", "name", sq.name);
      const owner = el("span", "owner");
      cell.append(band, name, owner);
      if (sq.owner !== undefined) cell.addEventListener("click", () => this.onPick(this.state.board[sq.i]));
      return cell;
    });
    this.middle = el("div", "middle");
    this.middle.style.gridRow = `2 / ${side + 1}`;
    this.middle.style.gridColumn = `2 / ${side + 1}`;
    this.layer = el("div", "token-layer");
    this.layer.setAttribute("aria-hidden", "true");
    this.tokens.clear();
    this.at.clear();
    this.box.replaceChildren(this.middle, ...this.cells, this.layer);
  }

  // A name that does not fit its square whole is first set smaller, then shown by its short label (whole
  // words, from the edition's names), smaller too if need be: never broken in the middle of a word.
  fitNames() {
    const overflows = (name) => name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1;
    for (const cell of this.cells) {
      const name = cell.querySelector(".name");
      const sq = this.state.board[Number(cell.dataset.index)];
      name.classList.remove("short");
      name.style.fontSize = "";
      name.textContent = sq.name;
      for (const [text, isShort] of [[sq.name, false], [sq.short || sq.name, true]]) {
        name.textContent = text;
        name.classList.toggle("short", isShort);
        for (const size of ["", "88%", "76%"]) {
          name.style.fontSize = size;
          if (!overflows(name)) break;
        }
        if (!overflows(name)) break;
      }
    }
  }

  layout() {
    if (!this.state) return;
    this.fitNames();
    for (const seat of this.tokens.keys()) this.placeToken(seat, this.at.get(seat), false);
  }

  draw(state) {
    const first = !this.state || this.cells.length !== state.board.length;
    this.state = state;
    if (first) this.build(state);
    for (const sq of state.board) this.updateSquare(sq);
    if (first) this.fitNames();
    this.updateTokens(state, first);
    this.drawMiddle(state);
  }

  updateSquare(sq) {
    const cell = this.cells[sq.i];
    cell.classList.toggle("mortgaged", Boolean(sq.mortgaged));
    const band = cell.querySelector(".band");
    const built = (sq.level ? BUILDINGS[sq.level] || String(sq.level) : "") + (sq.depot ? " D" : "");
    if (band.textContent !== built) band.textContent = built;
    const owner = cell.querySelector(".owner");
    if (sq.owner !== undefined && sq.owner >= 0) {
      owner.style.background = this.colour(sq.owner);
      owner.hidden = false;
    } else owner.hidden = true;
    const label = [sq.name];
    if (sq.owner >= 0 && this.state.players[sq.owner]) label.push(this.state.players[sq.owner].name);
    if (sq.level) label.push(built);
    if (sq.mortgaged) label.push(this.words.mortgaged);
    cell.setAttribute("aria-label", label.join(", "));
  }

  updateTokens(state, first) {
    const still = reducedMotion();
    let moved = -1;
    for (const p of state.players) {
      let token = this.tokens.get(p.seat);
      if (p.bankrupt) {
        if (token) token.remove();
        this.tokens.delete(p.seat);
        continue;
      }
      if (!token) {
        token = el("i", "token-piece", String(p.seat + 1));
        token.style.background = this.colour(p.seat);
        token.dataset.seat = p.seat;
        this.layer.append(token);
        this.tokens.set(p.seat, token);
        this.at.set(p.seat, p.position);
        this.placeToken(p.seat, p.position, false);
        continue;
      }
      const from = this.at.get(p.seat);
      if (from === p.position && !this.walks.has(p.seat)) continue;
      moved = p.seat;
      this.walk(p.seat, p.position, still || first);
    }
    const roll = state.table && state.table.roll;
    if (first && roll && state.players[roll.player]) moved = roll.player;
    if (moved >= 0) this.land(state.players[moved].position);
    // a token sharing a square moves aside for a newcomer: every token's spot is drawn again
    for (const seat of this.tokens.keys()) if (!this.walks.has(seat)) this.placeToken(seat, this.at.get(seat), false);
  }

  land(square) {
    if (this.landed >= 0 && this.cells[this.landed]) this.cells[this.landed].classList.remove("landed");
    this.landed = square;
    const cell = this.cells[square];
    if (!cell) return;
    cell.classList.remove("landed");
    void cell.offsetWidth; // restart the highlight's animation
    cell.classList.add("landed");
  }

  // Square by square from where the token is drawn to ``to``; a long or backward move jumps.
  walk(seat, to, atOnce) {
    clearInterval(this.walks.get(seat));
    this.walks.delete(seat);
    const size = this.cells.length;
    const from = this.at.get(seat);
    const steps = (to - from + size) % size;
    if (atOnce || steps === 0 || steps > FURTHEST_WALK) {
      this.at.set(seat, to);
      this.placeToken(seat, to, !atOnce);
      return;
    }
    const every = Math.min(120, Math.floor(WALK_MS / steps));
    this.tokens.get(seat).style.setProperty("--step", every + "ms");
    let done = 0;
    const timer = setInterval(() => {
      done += 1;
      const here = (from + done) % size;
      this.at.set(seat, here);
      this.placeToken(seat, here, true);
      if (done >= steps) {
        clearInterval(timer);
        this.walks.delete(seat);
        for (const other of this.tokens.keys()) if (other !== seat) this.placeToken(other, this.at.get(other), false);
      }
    }, every);
    this.walks.set(seat, timer);
  }

  // A token's spot: the lower part of its square, side by side with the others standing there.
  placeToken(seat, square, moving) {
    const token = this.tokens.get(seat);
    const cell = this.cells[square];
    if (!token || !cell) return;
    const there = [...this.at.entries()].filter(([s, at]) => at === square && this.tokens.has(s)).map(([s]) => s).sort((a, b) => a - b);
    const k = Math.max(0, there.indexOf(seat));
    const width = cell.offsetWidth;
    const size = Math.max(9, Math.min(26, Math.round(Math.min(width, cell.offsetHeight) * 0.3)));
    const perRow = Math.max(1, Math.floor((width - 2) / (size + 1)));
    const x = cell.offsetLeft + 2 + (k % perRow) * (size + 1);
    const y = cell.offsetTop + cell.offsetHeight - size - 1 - Math.floor(k / perRow) * (size * 0.6);
    token.style.width = token.style.height = size + "px";
    token.style.fontSize = Math.round(size * 0.6) + "px";
    token.style.transform = `translate(${x}px, ${y}px)`;
    token.classList.toggle("moving", moving);
  }

  drawMiddle(state) {
    const w = this.words;
    const t = state.table || {};
    const parts = [];
    const roll = t.roll;
    const dice = el("div", "dice");
    if (roll) {
      for (const face of roll.dice) dice.append(dieNode(face, String(face)));
      if (roll.speed) {
        const label = roll.speed === "bus" ? w.speed_bus : roll.speed === "mr-monopoly" ? w.speed_mr : roll.speed;
        dice.append(dieNode(Number(roll.speed) || roll.speed, label, " speed"));
      }
      if (roll.v !== this.rollShown && this.rollShown !== -1 && !reducedMotion()) dice.classList.add("rolling");
      this.rollShown = roll.v;
      const who = state.players[roll.player];
      const total = roll.dice.reduce((a, b) => a + b, 0) + (Number(roll.speed) || 0);
      const said = w.last_roll.replace("{name}", who ? who.name : "").replace("{total}", String(total))
        + (roll.doubles ? " · " + w.doubles : "");
      parts.push(dice, el("p", "roll-said", said));
    } else {
      parts.push(el("p", "roll-said", w.no_roll_yet));
    }
    const turn = el("p", "turn");
    if (state.over) turn.textContent = w.game_over;
    else if (state.current >= 0 && state.players[state.current]) {
      const chip = el("i", "chip");
      chip.style.background = this.colour(state.current);
      turn.append(chip, w.turn_of.replace("{name}", state.players[state.current].name));
    }
    parts.push(turn);
    const facts = [];
    if (t.round) facts.push(w.round.replace("{n}", String(t.round)));
    if (t.bank) {
      if (t.bank.houses !== undefined) facts.push(`${w.bank_houses}: ${t.bank.houses}`, `${w.bank_hotels}: ${t.bank.hotels}`);
      else facts.push(`${w.bank_hotels_only}: ${t.bank.hotels}`); // (hotels only: the Cheaters edition)
      if (t.bank.skyscrapers !== undefined) facts.push(`${w.bank_skyscrapers}: ${t.bank.skyscrapers}`);
    }
    parts.push(el("p", "facts", facts.join(" · ")));
    if (t.cards_left && t.cards_left.length) {
      parts.push(el("p", "facts decks", t.cards_left.map((d) => `${d.deck}: ${d.left}`).join(" · ")));
    }
    parts.push(el("p", "edition", state.edition));
    this.middle.replaceChildren(...parts);
  }
}

// A deed's card, built as nodes (no HTML string, no style attribute). Its lines come worded and priced by the
// server, only those the edition has (web/deeds.py).
export function deedNode(sq, state, words, money) {
  const box = document.createDocumentFragment();
  const title = el("h3", "deed-title", sq.name);
  title.style.borderTopColor = sq.color || "#888";
  box.append(title, el("p", "", `${words.price}: ${sq.price_text || money(sq.price)}`));
  const owner = sq.owner >= 0 ? state.players[sq.owner].name : words.bank;
  box.append(el("p", "", `${words.owner}: ${owner}${sq.mortgaged ? " · " + words.mortgaged : ""}`));
  if (sq.deed && sq.deed.length) {
    const lines = el("table", "rents");
    for (const [label, amount] of sq.deed) {
      const row = el("tr");
      row.append(el("th", "", label), el("td", "", amount));
      lines.append(row);
    }
    box.append(lines);
  }
  return box;
}

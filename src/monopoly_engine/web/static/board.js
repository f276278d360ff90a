// The board as the ring of its squares: N squares, N/4 a side, GO in the bottom right corner.

function escape(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

function place(i, side) {
  if (i <= side) return [side, side - i];
  if (i <= 2 * side) return [side - (i - side), 0];
  if (i <= 3 * side) return [0, i - 2 * side];
  return [i - 3 * side, side];
}

// Drawn with letters and a plain house sign: no emoji font is needed on any device.
const BUILDINGS = ["", "⌂", "⌂⌂", "⌂⌂⌂", "⌂⌂⌂⌂", "H", "S"];

export function drawBoard(box, state, colours, onPick) {
  const squares = state.board;
  const side = Math.ceil(squares.length / 4);
  box.style.setProperty("--side", side + 1);
  const cells = [];
  for (const sq of squares) {
    const [row, col] = place(sq.i, side);
    const cell = document.createElement("button");
    cell.className = "sq " + sq.kind + (sq.mortgaged ? " mortgaged" : "");
    cell.style.gridRow = String(row + 1);
    cell.style.gridColumn = String(col + 1);
    cell.dataset.index = sq.i;
    cell.title = sq.name;
    let html = sq.color ? `<span class="band" style="background:${escape(sq.color)}"></span>` : "";
    html += `<span class="name">${escape(sq.name)}</span>`;
    if (sq.level) html += `<span class="build">${BUILDINGS[sq.level] || sq.level}</span>`;
    if (sq.depot) html += `<span class="build depot">D</span>`;
    if (sq.owner !== undefined && sq.owner >= 0) {
      html += `<span class="owner" style="background:${colours[sq.owner % colours.length]}"></span>`;
    }
    const here = state.players.filter((p) => p.position === sq.i && !p.bankrupt);
    if (here.length) {
      html += `<span class="tokens">${here.map((p) => `<i style="background:${colours[p.seat % colours.length]}">${p.seat + 1}</i>`).join("")}</span>`;
    }
    cell.innerHTML = html;
    if (sq.owner !== undefined) cell.addEventListener("click", () => onPick(sq));
    cells.push(cell);
  }
  const middle = document.createElement("div");
  middle.className = "middle";
  middle.style.gridRow = `2 / ${side + 1}`;
  middle.style.gridColumn = `2 / ${side + 1}`;
  middle.textContent = state.edition;
  box.replaceChildren(middle, ...cells);
}

export function deedHtml(sq, state, words, money) {
  const owner = sq.owner >= 0 ? state.players[sq.owner].name : words.bank;
  // The deed's lines come worded and priced by the server, only those the edition has (web/deeds.py).
  const lines = (sq.deed || []).map(([label, amount]) => `<tr><th>${escape(label)}</th><td>${escape(amount)}</td></tr>`).join("");
  return `<h3 style="border-top:8px solid ${escape(sq.color || "#888")}">${escape(sq.name)}</h3>
    <p>${escape(words.price)}: ${escape(sq.price_text || money(sq.price))}</p>
    <p>${escape(words.owner)}: ${escape(owner)}${sq.mortgaged ? " · " + escape(words.mortgaged) : ""}</p>
    ${lines ? `<table class="rents">${lines}</table>` : ""}`;
}

// The results screen at the end of a game: the winner, the standings, every player's net worth over the
// rounds (an SVG chart drawn here from the frame's figures: no chart library), a few statistics, the log and
// Rematch. Built once, when the first frame of a finished game comes.

const SVG = "http://www.w3.org/2000/svg";

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

function leftText(entry, state, words) {
  const left = entry.left;
  if (left.how === "won") return words.left_won;
  if (left.how === "in") return words.left_in;
  const creditor = left.creditor >= 0 && state.players[left.creditor] ? state.players[left.creditor].name : words.bank;
  return words.left_bankrupt.replace("{n}", String(left.round)).replace("{creditor}", creditor);
}

// Net worth (y) over the rounds (x), a line per player in their colour, with the round and worth axes marked.
export function worthChart(worth, names, colours, words) {
  const width = 640, height = 260, left = 56, right = 12, top = 12, bottom = 30;
  const points = Math.max(...worth.map((s) => s.length));
  // the worth axis spans the figures (with a margin), not 0 to the top: close games stay readable
  const most = Math.max(...worth.flat()), least = Math.min(...worth.flat());
  const margin = Math.max(50, (most - least) * 0.08);
  const low = Math.max(0, Math.floor((least - margin) / 50) * 50);
  const high = Math.max(low + 100, Math.ceil((most + margin) / 50) * 50);
  const x = (i) => left + (points > 1 ? (i * (width - left - right)) / (points - 1) : 0);
  const y = (v) => top + (height - top - bottom) * (1 - (v - low) / (high - low));
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "worth-chart", role: "img" });
  chart.setAttribute("aria-label", words.chart_title);
  const title = svg("title", {});
  title.textContent = words.chart_title;
  chart.append(title);
  for (let k = 0; k <= 4; k++) {
    const value = Math.round(low + ((high - low) * k) / 4);
    chart.append(svg("line", { x1: left, x2: width - right, y1: y(value), y2: y(value), class: "grid" }));
    const label = svg("text", { x: left - 6, y: y(value) + 4, "text-anchor": "end", class: "axis" });
    label.textContent = String(value);
    chart.append(label);
  }
  const step = Math.max(1, Math.ceil((points - 1) / 8));
  for (let i = 0; i < points; i += step) {
    const label = svg("text", { x: x(i), y: height - 10, "text-anchor": "middle", class: "axis" });
    label.textContent = String(i);
    chart.append(label);
  }
  const axis = svg("text", { x: width - right, y: height - bottom - 6, "text-anchor": "end", class: "axis" });
  axis.textContent = words.rounds_axis;
  chart.append(axis);
  worth.forEach((series, seat) => {
    const line = svg("polyline", {
      points: series.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "),
      fill: "none",
      stroke: colours[seat % colours.length],
      "stroke-width": 2.5,
      "stroke-linejoin": "round",
      "data-seat": seat,
    });
    const name = svg("title", {});
    name.textContent = names[seat];
    line.append(name);
    chart.append(line);
  });
  return chart;
}

export function renderResults(box, state, words, colours, money, squareName, token, room) {
  const r = state.results;
  const names = state.players.map((p) => p.name);
  const parts = [el("h2", "", words.results_title)];
  let headline;
  if (r.winner >= 0) headline = words.winner_is.replace("{name}", names[r.winner]);
  else if (r.winners.length > 1) headline = words.shared_win.replace("{names}", r.winners.map((w) => names[w]).join(", "));
  else headline = words.draw;
  parts.push(el("p", "headline", headline));
  if (state.seat >= 0) {
    const mine = r.standings.find((s) => s.seat === state.seat);
    if (mine) parts.push(el("p", "my-place", words.your_place.replace("{place}", String(mine.place))));
  }
  const table = el("table", "standings");
  const head = el("tr");
  for (const key of ["place", "player", "net_worth", "cash_col", "properties_col", "buildings_col", "how_left"]) {
    const th = el("th", "", words[key]);
    th.scope = "col";
    head.append(th);
  }
  table.append(el("thead"), el("tbody"));
  table.tHead.append(head);
  for (const entry of r.standings) {
    const row = el("tr");
    if (entry.seat === state.seat) row.className = "me";
    row.dataset.seat = entry.seat;
    const who = el("td");
    const chip = el("span", "token", String(entry.seat + 1));
    chip.style.background = colours[entry.seat % colours.length];
    who.append(chip, entry.name);
    const built = [];
    if (entry.houses) built.push(`${entry.houses} ⌂`);
    if (entry.hotels) built.push(`${entry.hotels} H`);
    if (entry.skyscrapers) built.push(`${entry.skyscrapers} S`);
    if (entry.depots) built.push(`${entry.depots} D`);
    row.append(
      el("td", "place", String(entry.place)),
      who,
      el("td", "num", entry.worth_text || money(entry.worth)),
      el("td", "num", entry.cash_text || money(entry.cash)),
      el("td", "num", entry.mortgaged ? `${entry.properties} (${entry.mortgaged} ${words.mortgaged})` : String(entry.properties)),
      el("td", "", built.join(" · ") || "–"),
      el("td", "", leftText(entry, state, words)),
    );
    table.tBodies[0].append(row);
  }
  const scroll = el("div", "table-scroll");
  scroll.append(table);
  parts.push(scroll, el("h3", "", words.chart_title), worthChart(r.worth, names, colours, words));
  const stats = el("ul", "stats");
  stats.append(el("li", "", words.rounds_played.replace("{n}", String(r.rounds))));
  if (r.top_rent.length) {
    const top = r.top_rent.map((t) => `${squareName(t.space)} (${t.amount_text || money(t.amount)})`).join(", ");
    stats.append(el("li", "", `${words.top_rent}: ${top}`));
  }
  parts.push(el("h3", "", words.statistics), stats);
  const actions = el("div", "result-actions");
  const log = el("a", "button-link", words.download_log);
  log.href = `/r/${room}/log`;
  actions.append(log);
  if (token) {
    const form = el("form");
    form.method = "post";
    form.action = `/r/${room}/rematch`;
    const hidden = el("input");
    hidden.type = "hidden";
    hidden.name = "token";
    hidden.value = token;
    form.append(hidden, el("button", "rematch", words.rematch));
    form.querySelector("button").type = "submit";
    actions.append(form);
  }
  parts.push(actions);
  box.replaceChildren(...parts);
  box.hidden = false;
}

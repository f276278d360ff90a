// The lobby: only the chosen edition's description and rule options are shown (the options only are sent), and only
// as many seats as it takes.
const form = document.getElementById("new-room");
const select = form && form.querySelector("select[name=edition]");
function showEdition() {
  const chosen = select.value;
  for (const line of form.querySelectorAll(".edition-description")) line.hidden = line.dataset.edition !== chosen;
  for (const box of form.querySelectorAll(".edition-options")) {
    const mine = box.dataset.edition === chosen;
    box.hidden = !mine;
    for (const input of box.querySelectorAll("input, select")) input.disabled = !mine;
  }
  const seats = Number(select.selectedOptions[0].dataset.seats || 8);
  form.querySelectorAll(".seat-row").forEach((row, i) => {
    row.hidden = i >= seats;
    for (const input of row.querySelectorAll("select, input")) input.disabled = i >= seats;
  });
}
if (select) {
  select.addEventListener("change", showEdition);
  showEdition();
}

// The lists of rooms, live: asked every 5 s and redrawn (open rooms with a free seat: Join; games: Watch).
const lists = document.getElementById("room-lists");
function entry(room, href, label, note) {
  const li = document.createElement("li");
  li.dataset.room = room.id;
  const clock = room.clock ? " · " + room.clock : "";
  li.append(`${room.edition} · ${room.players.join(", ")}${note ? " · " + note : ""}${clock} `);
  const a = document.createElement("a");
  a.href = href;
  a.textContent = label;
  if (!room.over && href.indexOf("watch=1") < 0) a.className = "join-room";
  li.append(a);
  return li;
}
function fill(ul, rooms, make) {
  const items = rooms.map(make);
  if (!items.length) {
    const li = document.createElement("li");
    li.textContent = lists.dataset.none;
    items.push(li);
  }
  ul.replaceChildren(...items);
}
async function refreshRooms() {
  try {
    const response = await fetch("/rooms.json", { cache: "no-store" });
    if (response.ok) {
      const data = await response.json();
      const lang = encodeURIComponent(lists.dataset.lang);
      fill(document.getElementById("open-rooms"), data.open, (r) =>
        entry(r, `/r/${r.id}?lang=${lang}`, lists.dataset.join, lists.dataset.free.replace("{count}", r.free)));
      fill(document.getElementById("games"), data.games, (r) =>
        entry(r, `/r/${r.id}?watch=1&lang=${lang}`, lists.dataset.watch, r.over ? lists.dataset.over : ""));
    }
  } catch {
    // the server is away for a moment: the lists stay as they were
  }
  setTimeout(refreshRooms, 5000);
}
if (lists) setTimeout(refreshRooms, 5000);

// A seat's bot settings are shown (and sent) only for the bot kind chosen in that seat.
function showBotSettings(row) {
  const kind = row.querySelector("select").value;
  for (const box of row.querySelectorAll(".bot-params")) {
    const mine = box.dataset.kind === kind && !row.hidden;
    box.hidden = !mine;
    for (const input of box.querySelectorAll("input")) input.disabled = !mine;
  }
}
if (form) {
  for (const row of form.querySelectorAll(".seat-row")) {
    row.querySelector("select").addEventListener("change", () => showBotSettings(row));
    showBotSettings(row);
  }
  if (select) select.addEventListener("change", () => form.querySelectorAll(".seat-row").forEach(showBotSettings));
}

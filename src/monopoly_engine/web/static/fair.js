// Provably fair dice: when the game is over (the log link shows), the server reveals the seed and the salt;
// this fills in the command that checks the downloaded log against them and the commitment shown from the start.
const root = document.getElementById("game");
const link = document.getElementById("log-link");
const line = document.getElementById("verify-line");

async function reveal() {
  if (!root || !link || !line || link.hidden || line.textContent) return;
  const answer = await fetch(`/api/rooms/${encodeURIComponent(root.dataset.room)}`);
  if (!answer.ok) return;
  const room = await answer.json();
  if (!room.seed || !room.salt) return;
  line.textContent = `monopoly verify monopoly-${room.id}.jsonl --commitment ${room.commitment} --salt ${room.salt}`;
  document.getElementById("revealed").hidden = false;
}

if (link) {
  new MutationObserver(reveal).observe(link, { attributes: true, attributeFilter: ["hidden"] });
  reveal();
}

// The waiting page, live without a meta refresh: ask the room's waiting state every 2 s and reload only when the
// seats or the start changed; while the server is away (a restart), say so and keep asking, then carry on.
const box = document.getElementById("waiting");
if (box) {
  const status = document.getElementById("waiting-status");
  const url = `/r/${encodeURIComponent(box.dataset.room)}/waiting`;
  let delay = 2000;
  async function check() {
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const state = await response.json();
      status.hidden = true;
      delay = 2000;
      if (state.digest !== box.dataset.digest) {
        location.reload();
        return;
      }
    } catch {
      status.textContent = box.dataset.lost;
      status.hidden = false;
      delay = Math.min(delay * 1.5, 10000);
    }
    setTimeout(check, delay);
  }
  setTimeout(check, delay);
}

// The lobby: only the chosen edition's rule options are shown (and sent), and only as many seats as it takes.
const form = document.getElementById("new-room");
const select = form && form.querySelector("select[name=edition]");
function showEdition() {
  const chosen = select.value;
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

// "Copy my private link": the link that carries the seat (and the host's powers), for moving to another device.
// It is shown on the page, never left in the address bar, where links to share are copied from.
for (const button of document.querySelectorAll("button.copy[data-copy]")) {
  button.addEventListener("click", async () => {
    const text = document.getElementById(button.dataset.copy)?.textContent || "";
    try {
      await navigator.clipboard.writeText(text);
      button.classList.add("copied");
    } catch {
      getSelection().selectAllChildren(document.getElementById(button.dataset.copy));
    }
  });
}

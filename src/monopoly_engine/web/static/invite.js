// The waiting page's copy button: the room's link to the clipboard (or selected, where the clipboard is closed).
const button = document.getElementById("copy-link");
if (button) {
  button.addEventListener("click", async () => {
    const link = button.dataset.link;
    try {
      await navigator.clipboard.writeText(link);
      button.textContent = button.dataset.copied;
    } catch {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById("share-link"));
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
  });
}

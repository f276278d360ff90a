// The game page's feed: in the order things happened, the newest at the bottom (it follows the newest line unless
// the reader scrolled up). The page opens with the last FEED_PAGE versions' events (the socket's feed=N);
// "Show earlier events" asks the server for the page before (a history frame) and puts it on top, down to the
// setup. The reader's own latest results (the entries marked "mine") are pinned above the feed while they are
// scrolled out of sight, as at the terminal, until the reader acts again.

export const FEED_PAGE = 100;

function item(entry, line) {
  const li = document.createElement("li");
  li.dataset.v = entry.v;
  li.textContent = line;
  return li;
}

export class Feed {
  constructor(list, words, send) {
    this.list = list;
    this.send = send;
    this.last = -1; // the newest version shown
    this.earliest = null; // the oldest version shown (0: the setup, nothing before it)
    this.asking = false;
    this.own = []; // the lines of the reader's latest own actions
    this.ownRun = false; // the last entry added was the reader's own
    this.more = document.createElement("button");
    this.more.type = "button";
    this.more.className = "feed-earlier";
    this.more.textContent = words.feed_earlier;
    this.more.hidden = true;
    this.more.addEventListener("click", () => this.askEarlier());
    this.pinned = document.createElement("div");
    this.pinned.className = "pinned";
    this.pinned.hidden = true;
    const title = document.createElement("h3");
    title.textContent = words.feed_pinned;
    this.pinnedLines = document.createElement("ul");
    this.pinned.append(title, this.pinnedLines);
    list.before(this.more, this.pinned);
    list.addEventListener("scroll", () => this.pin());
  }

  // The state frame's events: those newer than what is shown go at the bottom; returns their lines.
  add(entries) {
    const following = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 40;
    const added = [];
    for (const entry of entries) {
      if (entry.v <= this.last) continue;
      if (this.earliest === null) this.earliest = entry.v;
      const items = entry.lines.map((line) => item(entry, line));
      this.list.append(...items);
      added.push(...entry.lines);
      if (entry.mine) this.own = this.ownRun ? [...this.own, ...items] : items;
      this.ownRun = Boolean(entry.mine);
      this.last = entry.v;
    }
    this.more.hidden = !(this.earliest > 0);
    if (following) this.list.scrollTop = this.list.scrollHeight;
    this.pin();
    return added;
  }

  askEarlier() {
    if (this.asking || !(this.earliest > 0)) return;
    this.asking = true;
    this.more.disabled = true;
    this.send({ type: "history", before: this.earliest, count: FEED_PAGE });
  }

  // A history frame: the page before what is shown, put on top without moving what the reader looks at.
  earlier(frame) {
    this.asking = false;
    this.more.disabled = false;
    if (frame.before !== this.earliest) return; // an answer to a question asked before a reconnect
    const items = frame.events.flatMap((entry) => entry.lines.map((line) => item(entry, line)));
    const height = this.list.scrollHeight;
    this.list.prepend(...items);
    this.list.scrollTop += this.list.scrollHeight - height;
    if (frame.events.length) this.earliest = frame.events[0].v;
    else this.earliest = 0;
    this.more.hidden = !(this.earliest > 0);
    if (!this.more.hidden) this.more.focus();
  }

  // The reader's own latest results, pinned while they are above what the feed shows.
  pin() {
    const top = this.list.getBoundingClientRect().top;
    const hidden = this.own.filter((li) => li.isConnected && li.getBoundingClientRect().bottom <= top + 1);
    this.pinned.hidden = hidden.length === 0;
    const text = hidden.map((li) => li.textContent);
    if (JSON.stringify(text) === this.pinnedShown) return;
    this.pinnedShown = JSON.stringify(text);
    this.pinnedLines.replaceChildren(...text.map((line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    }));
  }
}

// The room's chat on the game page: what the room kept (sent when the socket opens), each new message as it
// comes, a line to write, the quick reactions, and for the host a mute for each person's seat and one for every
// spectator. The server cleans, limits and keeps the messages; a refusal comes back as an error frame, shown here.

const REACTION = "quick_"; // the words whose keys start so are the quick reactions, in their order (web/chat_words.py)
const SHOWN = 100; // the messages kept on the page (the room keeps as many)

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export class Chat {
  // box: the page's #chat section; send(frame): the page's socket; the page's seat comes with the state frames.
  constructor(box, words, colours, send, token, isHost) {
    this.words = words;
    this.colours = colours;
    this.send = send;
    this.token = token;
    this.seat = -1;
    this.isHost = isHost;
    this.muted = [];
    this.people = [];
    this.peopleShown = "";
    const title = el("h2", "", words.chat_title);
    title.id = "chat-title";
    this.list = el("ol", "chat-lines");
    this.list.setAttribute("role", "log");
    this.list.setAttribute("aria-labelledby", "chat-title");
    this.list.tabIndex = 0; // a scrolled box the keyboard can reach
    this.input = el("input");
    this.input.name = "chat";
    this.input.maxLength = 300;
    this.input.autocomplete = "off";
    this.input.placeholder = words.chat_placeholder;
    this.input.setAttribute("aria-label", words.chat_placeholder);
    this.submit = el("button", "", words.chat_send);
    this.submit.type = "submit";
    this.form = el("form", "chat-form");
    this.form.append(this.input, this.submit);
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (this.input.value.trim()) this.say(this.input.value);
      this.input.value = "";
    });
    this.quick = el("div", "reactions");
    this.quick.setAttribute("role", "group");
    this.quick.setAttribute("aria-label", words.chat_reactions);
    for (const key of Object.keys(words).filter((k) => k.startsWith(REACTION))) {
      const button = el("button", "reaction", words[key]);
      button.type = "button";
      button.addEventListener("click", () => this.say(words[key]));
      this.quick.append(button);
    }
    this.note = el("p", "error chat-note");
    this.note.setAttribute("role", "alert");
    this.mutes = el("div", "mutes");
    this.mutes.setAttribute("role", "group");
    this.mutes.setAttribute("aria-label", words.chat_mutes);
    box.replaceChildren(title, this.list, this.form, this.quick, this.note, this.mutes);
    box.hidden = false;
  }

  say(text) {
    this.note.textContent = "";
    this.send(this.token ? { type: "chat", token: this.token, text } : { type: "chat", text });
  }

  refused(message) {
    this.note.textContent = message;
  }

  // A chat frame: what the room kept on connecting (it replaces what is shown: a reconnect shows no message
  // twice), or new messages; the mutes either way.
  receive(frame) {
    if (frame.replay) this.list.replaceChildren();
    const following = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 40;
    for (const message of frame.messages) this.list.append(this.line(message));
    while (this.list.children.length > SHOWN) this.list.firstChild.remove();
    if (following || frame.replay) this.list.scrollTop = this.list.scrollHeight;
    this.muted = frame.muted;
    this.drawMuted();
  }

  line(message) {
    const spectator = message.seat < 0;
    const line = el("li", spectator ? "spectator" : "");
    line.dataset.n = message.n;
    line.dataset.seat = message.seat;
    const who = el("b", "who", spectator ? this.words.chat_spectator : message.name);
    if (!spectator) who.style.color = this.colours[message.seat % this.colours.length];
    const when = new Date(message.at);
    if (!Number.isNaN(when.getTime())) line.title = when.toLocaleTimeString();
    line.append(who, " ", el("span", "said", message.text));
    return line;
  }

  // The state frame's seat and players: the host's mute buttons name the people (redrawn only when they change).
  setPlayers(seat, players) {
    this.seat = seat;
    const people = players.filter((p) => p.kind === "person").map((p) => ({ seat: p.seat, name: p.name }));
    const shown = JSON.stringify([seat, people]);
    if (shown === this.peopleShown) return;
    this.peopleShown = shown;
    this.people = people;
    this.drawMuted();
  }

  drawMuted() {
    const mutedHere = this.muted.includes(this.seat);
    this.input.disabled = this.submit.disabled = mutedHere;
    for (const button of this.quick.children) button.disabled = mutedHere;
    if (mutedHere) this.note.textContent = this.words.chat_muted;
    else if (this.note.textContent === this.words.chat_muted) this.note.textContent = "";
    if (!this.isHost) return;
    const w = this.words;
    const buttons = this.people.map((p) => this.muteButton(p.seat, w.chat_mute.replace("{name}", p.name),
      w.chat_unmute.replace("{name}", p.name)));
    buttons.push(this.muteButton(-1, w.chat_mute_spectators, w.chat_unmute_spectators));
    this.mutes.replaceChildren(el("h3", "", w.chat_mutes), ...buttons);
  }

  muteButton(seat, mute, unmute) {
    const muted = this.muted.includes(seat);
    const button = el("button", muted ? "mute muted" : "mute", muted ? unmute : mute);
    button.type = "button";
    button.dataset.seat = seat;
    button.addEventListener("click", () => this.send({ type: "mute", seat, muted: !muted }));
    return button;
  }
}

// Alerts: when the game comes to wait on this seat (a move, a trade offer, a bid, a rent to claim) the tab's
// title says so, a short sound plays and, when the tab is hidden and the player allowed it, a browser
// notification is shown; the dice, money in and out and the end of the game have their sounds too. New feed
// lines and "your move" are read out through a polite live region. Presence: who is online, who is thinking.
import { muted, play, setMuted } from "./sound.js";

export class Alerts {
  constructor(words, anchor) {
    this.words = words;
    this.baseTitle = document.title;
    this.asked = false; // whether the last frame asked this seat something
    this.rollSeen = null;
    this.cash = null;
    this.over = null;
    this.live = document.createElement("div");
    this.live.className = "visually-hidden";
    this.live.setAttribute("aria-live", "polite");
    this.live.id = "announce";
    document.body.append(this.live);
    this.bar = this.toolbar();
    anchor.after(this.bar); // after the decision: the keyboard reaches the decision first
    document.addEventListener("visibilitychange", () => {
      if (!document.hidden && !this.asked) document.title = this.baseTitle;
    });
  }

  toolbar() {
    const w = this.words;
    const bar = document.createElement("div");
    bar.className = "alerts-bar";
    const mute = document.createElement("button");
    mute.type = "button";
    mute.id = "mute";
    const shown = () => {
      mute.setAttribute("aria-pressed", String(muted()));
      mute.textContent = muted() ? w.sound_off : w.sound_on;
    };
    mute.addEventListener("click", () => {
      setMuted(!muted());
      shown();
    });
    shown();
    bar.append(mute);
    if ("Notification" in window && Notification.permission === "default") {
      const ask = document.createElement("button");
      ask.type = "button";
      ask.id = "notify";
      ask.textContent = w.notify_me;
      ask.addEventListener("click", async () => {
        await Notification.requestPermission();
        ask.remove();
      });
      bar.append(ask);
    }
    return bar;
  }

  say(text) {
    // a fresh node each time, so the same words twice are read twice
    const line = document.createElement("p");
    line.textContent = text;
    this.live.replaceChildren(line);
  }

  // Called with each new state frame, after the page has drawn it; ``lines`` the feed's new lines.
  update(state, lines, first) {
    const w = this.words;
    const asked = Boolean(state.request) && !state.over;
    if (asked && !this.asked && !first) {
      document.title = `▶ ${w.your_turn} · ${this.baseTitle}`;
      play("turn");
      this.notify(state);
    } else if (!asked) document.title = this.baseTitle;
    else if (first) document.title = `▶ ${w.your_turn} · ${this.baseTitle}`;
    const roll = state.table && state.table.roll;
    if (!first && roll && this.rollSeen !== null && roll.v !== this.rollSeen) play("dice");
    this.rollSeen = roll ? roll.v : -1;
    const me = state.seat >= 0 ? state.players[state.seat] : null;
    if (me && this.cash !== null && me.cash !== this.cash && !first) play(me.cash > this.cash ? "money_in" : "money_out");
    this.cash = me ? me.cash : null;
    if (state.over && this.over === false && me) play(state.winner === state.seat ? "win" : "lose");
    this.over = state.over;
    const told = first ? [] : lines.slice(-3);
    if (asked && !this.asked && !first) told.push(w.your_turn);
    if (told.length) this.say(told.join(" "));
    this.asked = asked;
  }

  notify(state) {
    if (!document.hidden || !("Notification" in window) || Notification.permission !== "granted") return;
    const request = state.request;
    const body = request && request.title ? request.title : this.words.your_turn;
    try {
      new Notification(`${this.words.your_turn} · ${this.baseTitle}`, { body, tag: "monopoly-turn" });
    } catch {
      // a browser that only notifies from a service worker: the title and the sound remain
    }
  }
}

// The marks beside a player: online or not (people only), and "thinking…" for whoever the game waits on.
export function presence(player, state, words) {
  const marks = [];
  if (player.kind === "person" && !player.away && state.online) {
    const on = Boolean(state.online[player.seat]);
    const dot = document.createElement("span");
    dot.className = "presence " + (on ? "online" : "offline");
    dot.setAttribute("role", "img");
    dot.setAttribute("aria-label", on ? words.online : words.offline);
    dot.title = on ? words.online : words.offline;
    marks.push(dot);
  }
  if (state.waiting_on === player.seat && !state.over) {
    const thinking = document.createElement("small");
    thinking.className = "thinking";
    thinking.textContent = words.thinking;
    marks.push(thinking);
  }
  return marks;
}

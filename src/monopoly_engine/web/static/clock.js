// The turn clock: the time left to whoever the game waits on, on every page (seats and spectators), counted
// down here from the figures of the server's last state frame (`clock`: the seat, the seconds left of its
// allowance and of its bank when the frame was made). The server sends no frame to tick it; it sends a new
// frame when the decision changes, and the time is the server's to measure: what is shown here only follows it.
const LOW = 10; // seconds left: shown as running out

function clockText(seconds) {
  const whole = Math.ceil(Math.max(0, seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export class Clock {
  constructor(words, anchor) {
    this.words = words;
    this.box = document.createElement("div");
    this.box.id = "clock";
    this.box.className = "clock";
    this.box.setAttribute("role", "timer");
    this.box.hidden = true;
    anchor.after(this.box);
    this.timed = null; // {seat, left, bank, name, mine}: the last frame's figures
    this.at = 0; // when they came (performance.now())
    this.ticking = null;
  }

  update(state) {
    const clock = state.clock;
    if (!clock || state.over) {
      this.timed = null;
      this.box.hidden = true;
      clearInterval(this.ticking);
      this.ticking = null;
      return;
    }
    const player = state.players[clock.seat];
    this.timed = { ...clock, name: player ? player.name : "", mine: clock.seat === state.seat };
    this.at = performance.now();
    this.box.hidden = false;
    this.box.dataset.seat = clock.seat;
    this.draw();
    if (!this.ticking) this.ticking = setInterval(() => this.draw(), 250);
  }

  // What is left now of the allowance, then of the bank, from the frame's figures and the time since it came.
  left() {
    const t = this.timed;
    const elapsed = (performance.now() - this.at) / 1000;
    return { allowance: Math.max(0, t.left - elapsed), bank: Math.max(0, t.bank - Math.max(0, elapsed - t.left)) };
  }

  draw() {
    const t = this.timed;
    if (!t) return;
    const w = this.words;
    const { allowance, bank } = this.left();
    const inBank = allowance <= 0;
    const time = clockText(inBank ? bank : allowance);
    let line = w.clock_time_left.replace("{name}", t.name).replace("{time}", time);
    if (!inBank && t.bank > 0) line += " · " + w.clock_bank_left.replace("{time}", clockText(bank));
    this.box.textContent = line;
    const low = allowance + bank <= LOW;
    this.box.classList.toggle("low", low);
    this.box.classList.toggle("bank", inBank);
    this.box.classList.toggle("mine", t.mine);
    // beside the player in the list (redrawn with every frame: the chip is put back when it is gone)
    const player = document.querySelector(`.player[data-seat="${t.seat}"]`);
    if (!player) return;
    let chip = player.querySelector(".clock-chip");
    if (!chip) {
      chip = document.createElement("span");
      chip.className = "clock-chip";
      chip.setAttribute("aria-hidden", "true"); // the timer above says it in words
      (player.querySelector("b") || player).after(chip);
    }
    chip.textContent = time;
    chip.classList.toggle("low", low);
  }
}

// The table's sounds, synthesised with Web Audio (no sound file, nothing copied): a few short notes each.
// One mute toggle for all of them, remembered in the browser (localStorage). Nothing plays before the page
// has been touched once (browsers refuse sound before that), and nothing plays while muted.

const KEY = "monopoly.muted";

// kind -> notes: [frequency Hz, start s, length s, wave]
const TUNES = {
  dice: [[180, 0, 0.04, "square"], [240, 0.06, 0.04, "square"], [200, 0.12, 0.05, "square"]],
  turn: [[660, 0, 0.12, "sine"], [880, 0.13, 0.18, "sine"]],
  money_in: [[990, 0, 0.08, "triangle"], [1320, 0.08, 0.14, "triangle"]],
  money_out: [[520, 0, 0.1, "triangle"], [390, 0.1, 0.16, "triangle"]],
  win: [[523, 0, 0.14, "sine"], [659, 0.14, 0.14, "sine"], [784, 0.28, 0.14, "sine"], [1047, 0.42, 0.3, "sine"]],
  lose: [[392, 0, 0.2, "sine"], [330, 0.2, 0.2, "sine"], [262, 0.4, 0.35, "sine"]],
};

let context = null;

export function muted() {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function setMuted(value) {
  try {
    localStorage.setItem(KEY, value ? "1" : "0");
  } catch {
    // a browser that keeps nothing: the toggle lasts as long as the page
  }
}

export function play(kind) {
  const tune = TUNES[kind];
  if (!tune || muted() || !(window.AudioContext || window.webkitAudioContext)) return false;
  if (!navigator.userActivation || !navigator.userActivation.hasBeenActive) return false;
  context = context || new (window.AudioContext || window.webkitAudioContext)();
  const now = context.currentTime;
  for (const [frequency, start, length, wave] of tune) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(0.15, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    osc.connect(gain).connect(context.destination);
    osc.start(now + start);
    osc.stop(now + start + length + 0.02);
  }
  return true;
}

export const SOUNDS = Object.keys(TUNES);

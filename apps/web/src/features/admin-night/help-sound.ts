/*
 * The rooms board's optional sound for a call for help: a preference of this desk's browser, and two
 * short tones made on the spot (no file to fetch). Browsers let a page make sound only after a touch
 * or a key on it; the switch that turns the sound on is that touch.
 */
const KEY = 'tevila.boardSound';

export function readHelpSound(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeHelpSound(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // A browser that keeps nothing plays nothing after a reload; the switch still works for now.
  }
}

let context: AudioContext | null = null;

/** Two short rising tones; silent where the browser has no Web Audio. */
export function playHelpTone(): void {
  const Audio = globalThis.AudioContext;
  if (Audio === undefined) return;
  context ??= new Audio();
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.25, 880],
  ] as const) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.2);
    tone.connect(gain).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.2);
  }
}

// The play page's sounds, made here with Web Audio (nothing is fetched): a
// wooden click for a move, a heavier one for a capture, a double knock for
// check, a small chime when the game ends, and a soft tick for each step of
// Ô ăn quan's sowing. On at a low volume unless the player switched them
// off (remembered in localStorage as `sound`, for every game). The audio
// context is made on the first key or press (browsers start audio only
// after a gesture); where Web Audio is missing or refuses, the page stays
// silent and says nothing.
//
// Which sound a move gets is for input.js to say from the engine's status
// (outcome, check) and `lastMoveSpoken` (capture); this file only makes it.

import * as store from '../storage.js';

/** @typedef {'move' | 'capture' | 'check' | 'end' | 'sow'} SoundKind */

const KEY = 'sound';
/** The master volume: quiet, as lichess's default is. */
const VOLUME = 0.22;

/** The kinds played, in order (for end-to-end tests: `window.__rulebook.sounds`). */
export const soundLog = [];

let on = store.readOr(KEY, true) !== false;
/** @type {AudioContext | null} */
let context = null;
/** A short burst of noise, made once per context: the grain of a wooden click. */
let noise = null;

export const soundOn = () => on;

export function setSoundOn(value) {
  on = Boolean(value);
  store.write(KEY, on);
  if (on) wake();
}

/** Makes (or resumes) the audio context; called from a user gesture. */
function wake() {
  if (!on) return;
  try {
    if (!context) {
      const Context = window.AudioContext ?? window.webkitAudioContext;
      if (!Context) return;
      context = new Context();
      noise = noiseBuffer(context);
    }
    if (context.state === 'suspended') context.resume().catch(() => {});
  } catch {
    context = null; // no audio here: stay silent
  }
}

/** Listens for the first gestures (and later ones, to resume a suspended context). */
export function wireSound() {
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, wake, { capture: true, passive: true });
  }
}

function noiseBuffer(ctx) {
  const length = Math.floor(ctx.sampleRate * 0.05);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 2;
  return buffer;
}

/** A gain node that rises at once to `peak` and dies away over `decay` seconds, from `at`. */
function envelope(ctx, at, peak, decay) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.linearRampToValueAtTime(peak * VOLUME, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + decay);
  gain.connect(ctx.destination);
  return gain;
}

/** A tone of `frequency` Hz (`type` wave) through a fresh envelope. */
function tone(ctx, at, frequency, peak, decay, type = 'sine') {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, at);
  osc.connect(envelope(ctx, at, peak, decay));
  osc.start(at);
  osc.stop(at + decay + 0.02);
}

/** A wooden knock: filtered noise for the grain, a low sine for the body. */
function knock(ctx, at, pitch, peak) {
  const source = ctx.createBufferSource();
  source.buffer = noise;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = pitch * 9;
  filter.Q.value = 3;
  source.connect(filter).connect(envelope(ctx, at, peak, 0.06));
  source.start(at);
  tone(ctx, at, pitch, peak * 0.9, 0.09);
}

const VOICES = {
  move: (ctx, at) => knock(ctx, at, 210, 0.9),
  capture: (ctx, at) => {
    knock(ctx, at, 150, 1);
    knock(ctx, at + 0.045, 190, 0.7);
  },
  check: (ctx, at) => {
    knock(ctx, at, 210, 0.9);
    tone(ctx, at + 0.07, 880, 0.35, 0.16, 'triangle');
  },
  end: (ctx, at) => {
    knock(ctx, at, 210, 0.8);
    [1047, 1319, 1568].forEach((f, i) => tone(ctx, at + 0.08 + i * 0.11, f, 0.3, 0.9));
  },
  sow: (ctx, at) => tone(ctx, at, 1900, 0.18, 0.035),
};

/** Plays a sound of kind `kind` (when sounds are on). @param {SoundKind} kind */
export function playSound(kind) {
  if (!on) return;
  soundLog.push(kind);
  if (!context || context.state === 'closed') return;
  const voice = () => {
    try {
      VOICES[kind](context, context.currentTime + 0.005);
    } catch {
      // A broken context: the game goes on in silence.
    }
  };
  // A context made by this very gesture may still be starting.
  if (context.state === 'running') voice();
  else context.resume().then(voice, () => {});
}

// ---- Ô ăn quan's sowing: a tick per step of a move just played ----

/**
 * Whether the running animation is of a move just played (not a redo), its
 * last step ticked, and the move's own sound, kept until the stones land.
 */
const sowing = { armed: false, step: -1, last: null };

/** The animation about to run shows a move just played: its steps tick, then `kind` sounds. */
export function armSowing(kind) {
  Object.assign(sowing, { armed: true, step: -1, last: kind });
}

/** The animation's frame as drawn (`{step, t}` or null when none runs): a new step ticks. */
export function sowingFrame(frame) {
  if (!frame) {
    if (sowing.armed) playSound(sowing.last); // the stones have landed (or the sowing was skipped)
    sowing.armed = false;
    return;
  }
  if (!sowing.armed || frame.step === sowing.step) return;
  sowing.step = frame.step;
  playSound('sow');
}

/** The Display section's sound checkbox: shows and saves the choice. */
export function wireSoundToggle(checkbox) {
  checkbox.checked = on;
  checkbox.addEventListener('change', () => setSoundOn(checkbox.checked));
}

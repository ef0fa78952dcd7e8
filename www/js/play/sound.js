// The play page's sounds, made here with Web Audio (nothing is fetched): a
// wooden click for a move, a heavier one for a capture, a double knock for
// check, a small chime when the game ends, and a soft tick for each step of
// Ô ăn quan's sowing. On at a low volume unless the player switched them
// off (`state.soundOn`, saved as `sound` for every game). The audio context
// is made on the first key or press (browsers start audio only after a
// gesture); where Web Audio is missing or refuses, the page stays silent
// and says nothing.
//
// Which sound a move gets is moves.js's to say from the engine's status
// (outcome, check) and `lastMoveSpoken` (capture), as a notice of the
// commit; the effect here makes it.

import { readOr } from '../storage.js';

/** @typedef {'move' | 'capture' | 'check' | 'end' | 'sow'} SoundKind */

/** The master volume: quiet, as lichess's default is. */
const VOLUME = 0.22;

/** Whether sounds are on, as saved (on unless switched off). */
export const savedSoundOn = () => readOr('sound', true) !== false;

/** Sounds on or off (the Display section's checkbox). */
export function setSoundOn(state, on) {
  state.soundOn = Boolean(on);
  state.notices.push({ save: 'sound', wake: state.soundOn });
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

/** A wooden knock: filtered noise (`noise`) for the grain, a low sine for the body. */
function knock(ctx, noise, at, pitch, peak) {
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
  move: (ctx, noise, at) => knock(ctx, noise, at, 210, 0.9),
  capture: (ctx, noise, at) => {
    knock(ctx, noise, at, 150, 1);
    knock(ctx, noise, at + 0.045, 190, 0.7);
  },
  check: (ctx, noise, at) => {
    knock(ctx, noise, at, 210, 0.9);
    tone(ctx, at + 0.07, 880, 0.35, 0.16, 'triangle');
  },
  end: (ctx, noise, at) => {
    knock(ctx, noise, at, 210, 0.8);
    [1047, 1319, 1568].forEach((f, i) => tone(ctx, at + 0.08 + i * 0.11, f, 0.3, 0.9));
  },
  sow: (ctx, noise, at) => tone(ctx, at, 1900, 0.18, 0.035),
};

/**
 * The page's sound: `effect` plays the commits' sounds, `frame` follows
 * Ô ăn quan's sowing as the board draws it, `log` lists the kinds played
 * (for end-to-end tests: `window.__rulebook.sounds`).
 */
export function createSound(state) {
  /** @type {SoundKind[]} */
  const log = [];
  /** @type {AudioContext | null} */
  let context = null;
  /** A short burst of noise, made once per context: the grain of a wooden click. */
  let noise = null;
  /**
   * Whether the running animation is of a move just played (not a redo), its
   * last step ticked, and the move's own sound, kept until the stones land.
   */
  const sowing = { armed: false, step: -1, last: null };

  /** Makes (or resumes) the audio context; called from a user gesture. */
  function wake() {
    if (!state.soundOn) return;
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

  /** Plays a sound of kind `kind` (when sounds are on). @param {SoundKind} kind */
  function play(kind) {
    if (!state.soundOn) return;
    log.push(kind);
    if (!context || context.state === 'closed') return;
    const voice = () => {
      try {
        VOICES[kind](context, noise, context.currentTime + 0.005);
      } catch {
        // A broken context: the game goes on in silence.
      }
    };
    // A context made by this very gesture may still be starting.
    if (context.state === 'running') voice();
    else context.resume().then(voice, () => {});
  }

  // The first gestures (and later ones, to resume a suspended context).
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, wake, { capture: true, passive: true });
  }

  return {
    log,
    effect(_, notices) {
      for (const notice of notices) {
        if (notice.wake) wake();
        if (!notice.sound) continue;
        // A sown move (Ô ăn quan) ticks stone by stone and sounds when the stones land.
        if (notice.sown) Object.assign(sowing, { armed: true, step: -1, last: notice.sound });
        else play(notice.sound);
      }
    },
    /** The animation's frame as drawn (`{step, t}` or null when none runs): a new step ticks. */
    frame(anim) {
      if (!anim) {
        if (sowing.armed) play(sowing.last); // the stones have landed (or the sowing was skipped)
        sowing.armed = false;
        return;
      }
      if (!sowing.armed || anim.step === sowing.step) return;
      sowing.step = anim.step;
      play('sow');
    },
  };
}

// Browser end-to-end tests of the play page's sounds (www/js/play/sound.js):
// on at a low volume by default, one remembered toggle, the kind of each
// move's sound as the engine says (move, capture, check, the end, Ô ăn
// quan's sowing ticks), none for undo, redo or a reload, an audio context
// made only after a gesture, and silence without errors where Web Audio is
// missing. The page records the kinds it played in `window.__rulebook.sounds`.
//
// Run from the project root after `./build.sh build`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, SCREENSHOTS } from '../support/site.mjs';
import { typeMove } from '../support/play-page.mjs';

const site = useSite(SITE, { lang: 'en', board: true });

/**
 * Every audio context the page makes is counted in `window.__contexts`,
 * every sound source started in `window.__voices` (or, with `noAudio`,
 * Web Audio is taken away).
 */
function countAudio(noAudio) {
  window.__contexts = 0;
  if (noAudio) {
    delete window.AudioContext;
    delete window.webkitAudioContext;
    return;
  }
  // Every oscillator and noise burst started: the sounds are really made.
  window.__voices = 0;
  for (const Node of [OscillatorNode, AudioBufferSourceNode]) {
    const start = Node.prototype.start;
    Node.prototype.start = function (...args) {
      window.__voices++;
      return start.apply(this, args);
    };
  }
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(...args) {
      super(...args);
      window.__contexts++;
    }
  };
}

/** A fresh page (English) whose console errors are collected and whose audio is counted. */
const open = (path, { viewport, noAudio = false } = {}) => site.open(path, { viewport, init: [countAudio, noAudio] });

const sounds = (page) => page.evaluate(() => [...window.__rulebook.sounds]);

async function loadPosition(page, text) {
  await page.locator('details.position summary').click();
  await page.fill('#fen-in', text);
  await page.locator('#fen-form button[type="submit"]').click();
}

test('Cờ tướng: on by default, a sound per move by its kind, none for undo, redo or reload', { timeout: 60000 }, () =>
  withPage(open('play.html?game=xiangqi'), async ({ context, page }) => {
    assert.equal(await page.isChecked('#sound-toggle'), true, 'on by default');
    assert.equal((await page.locator('label:has(#sound-toggle)').textContent()).trim(), 'Sound (quiet)');
    // No audio context before the player's first gesture (the autoplay policy).
    assert.equal(await page.evaluate(() => window.__contexts), 0);
    await typeMove(page, 'h2e2');
    assert.equal(await page.evaluate(() => window.__contexts), 1, 'made at the first gesture, once');
    assert.ok((await page.evaluate(() => window.__voices)) >= 2, 'a click is a noise burst and a tone');
    await typeMove(page, 'h7e7');
    // The cannon jumps its own pawn to take on e6: Black's cannon on e7 is
    // then the screen for check (check sounds over the capture).
    await typeMove(page, 'e2e6');
    // Black's cannon answers over Red's on e6 and takes the pawn on e3.
    await typeMove(page, 'e7e3');
    assert.deepEqual(await sounds(page), ['move', 'move', 'check', 'capture']);
    await typeMove(page, 'a0a5'); // the rook is blocked by its own pawn
    assert.match(await page.locator('#message').textContent(), /illegal/i);
    assert.equal((await sounds(page)).length, 4, 'a refused move makes no sound');
    const before = await sounds(page);
    // Undo and redo are silent.
    await page.click('#undo');
    await page.click('#redo');
    assert.deepEqual(await sounds(page), before, 'undo and redo make no sound');
    // A reload replays the saved game in silence.
    await page.reload();
    await page.waitForSelector('#board[data-drawn="true"]');
    assert.deepEqual(await sounds(page), [], 'a reload makes no sound');
  }));

test('Cờ tướng: checkmate sounds the end; the toggle silences and is remembered', { timeout: 60000 }, () =>
  withPage(open('play.html?game=xiangqi'), async ({ page }) => {
    await loadPosition(page, '3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1');
    await typeMove(page, 'b0b9');
    assert.match(await page.locator('#result').textContent(), /Red/);
    assert.deepEqual(await sounds(page), ['end']);
    // Off: moves are silent, and the choice outlives a reload (in every game).
    await page.locator('#sound-toggle').uncheck();
    await page.click('#new-game');
    await typeMove(page, 'h2e2');
    assert.deepEqual(await sounds(page), ['end']);
    await page.goto(`${site.base}play.html?game=shogi`);
    await page.waitForSelector('#board[data-drawn="true"]');
    assert.equal(await page.isChecked('#sound-toggle'), false, 'remembered across games and reloads');
    await typeMove(page, '7g7f');
    assert.deepEqual(await sounds(page), []);
    await page.locator('#sound-toggle').check();
    await typeMove(page, '3c3d');
    assert.deepEqual(await sounds(page), ['move']);
  }));

test('Ô ăn quan: the sowing ticks step by step, then the capture sounds as the stones land', { timeout: 60000 }, () =>
  withPage(open('play.html?game=oanquan'), async ({ page }) => {
    // South to move from the start: 1+ sows round to square 2's six citizens.
    await loadPosition(page, 'startpos');
    const turn = await page.evaluate(() => window.__rulebook.game.state().sideToMove);
    await typeMove(page, turn === 'south' ? '1+' : '7+');
    assert.equal(await page.locator('#board').getAttribute('data-busy'), 'true', 'the sowing is shown');
    await page.waitForFunction(() => document.querySelector('#board').dataset.busy === 'false', null, { timeout: 20000 });
    const heard = await sounds(page);
    const ticks = heard.filter((k) => k === 'sow').length;
    assert.ok(ticks >= 10, `a tick per step: ${heard.join(' ')}`);
    assert.equal(heard.at(-1), 'capture', 'the capture sounds when the stones have landed');
    assert.equal(heard.indexOf('capture'), heard.length - 1);
    // Undo, and redo (which shows the sowing again), are silent.
    await page.click('#undo');
    await page.click('#redo');
    await page.waitForFunction(() => document.querySelector('#board').dataset.busy === 'false', null, { timeout: 20000 });
    assert.deepEqual(await sounds(page), heard);
  }));

test('without Web Audio the page plays on in silence, with no error', { timeout: 60000 }, () =>
  withPage(open('play.html?game=shogi', { noAudio: true }), async ({ page }) => {
    await typeMove(page, '7g7f');
    await typeMove(page, '3c3d');
    await typeMove(page, '8h2b+');
    assert.deepEqual(await sounds(page), ['move', 'move', 'capture'], 'the kinds are still chosen');
  }));

test('screenshots: the Display section with the sound toggle, desktop and phone', { timeout: 60000 }, async () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    await withPage(open('play.html?game=xiangqi', { viewport }), async ({ page }) => {
      await page.locator('#sound-toggle').scrollIntoViewIfNeeded();
      assert.equal(await page.locator('#sound-toggle').isVisible(), true);
      await page.screenshot({ path: join(SCREENSHOTS, `sound-toggle-${name}.png`) });
    });
  }
});

test("the computer's move sounds and is read out in words like the player's", { timeout: 60000 }, () =>
  withPage(open('play.html?game=xiangqi'), async ({ page }) => {
    await page.selectOption('#computer-side', 'black');
    await typeMove(page, 'h2e2');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .ply').length === 2, null, { timeout: 30000 });
    await page.waitForFunction(() => /^Black: /.test(document.querySelector('#announcer').textContent), null, { timeout: 5000 });
    const said = await page.locator('#announcer').textContent();
    assert.match(said, /^Black: (general|advisor|elephant|horse|rook|cannon|pawn) [a-i]\d to [a-i]\d/);
    assert.equal((await sounds(page)).length, 2, 'one sound for each side');
  }));

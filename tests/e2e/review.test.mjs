// Review on the play page, every board game: a move in the list shows the
// board after it, ← → Home End and the ⇤ ◀ ▶ ⇥ buttons step, and the game
// in play is kept (position, moves, the computer's move). What the board
// draws is read through `window.__rulebook.shown` (the engine object drawn:
// the reviewed one while reviewing).
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/review.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, settled, SCREENSHOTS } from '../support/site.mjs';
import { typeMove as typeAlone } from '../support/play-page.mjs';

const GAMES = ['xiangqi', 'shogi', 'longphuong', 'oanquan'];

const site = useSite(SITE, { board: 15000 });

/** A fresh page (English) whose console errors and uncaught exceptions are collected. */
const open = (game, viewport = { width: 1280, height: 800 }) =>
  site.open(`play.html?game=${game}`, { viewport, hasTouch: viewport.width < 500, defaults: { 'rulebook.lang': 'en' } });

/** The position text of the live game and of what the board draws. */
const live = (page) => page.evaluate(() => window.__rulebook.game.position());
const shown = (page) => page.evaluate(() => window.__rulebook.shown.position());
const moveCount = (page) => page.locator('#move-list button.ply').count();
/** The ply the list marks as shown (aria-current), or null. */
const current = (page) => page.evaluate(() => document.querySelector('#move-list [aria-current="step"]')?.dataset.ply ?? null);
const banner = (page) => page.evaluate(() => {
  const el = document.getElementById('review-banner');
  return el.hidden ? null : document.getElementById('review-text').textContent;
});

/** The first legal move of the live position, as text the move field reads. */
const firstLegal = (page) => page.evaluate(() => {
  const game = window.__rulebook.game;
  return game.moveToText(game.legalMoves()[0]);
});

/** Types a move and presses Enter; an animation (Ô ăn quan's sowing) is skipped. */
async function typeMove(page, text) {
  await typeAlone(page, text);
  await settled(page);
  if ((await page.locator('#board').getAttribute('data-busy')) === 'true') {
    await page.click('#board');
    await page.waitForSelector('#board[data-busy="false"]');
  }
}

/** Plays `n` moves by typing the first legal one each time; the positions after each ply, the start first. */
async function playMoves(page, n) {
  const positions = [await live(page)];
  for (let i = 0; i < n; i++) {
    await typeMove(page, await firstLegal(page));
    positions.push(await live(page));
  }
  assert.equal(await moveCount(page), n, 'every typed move was played');
  return positions;
}

/** The start of a game that begins with no toss in the way: Ô ăn quan South first. */
async function freshGame(page, game) {
  if (game === 'oanquan') {
    await page.selectOption('#opt-first', 'south');
    await page.selectOption('#opt-speed', 'fast');
    await page.click('#new-game');
    await settled(page);
  }
}

for (const game of GAMES) {
  test(`${game}: a move in the list shows the board then, the keys and buttons step, the game is kept`, { timeout: 60000 }, () =>
    withPage(open(game), async ({ page }) => {
      await freshGame(page, game);
      const positions = await playMoves(page, 4);
      assert.equal(await current(page), '4', 'the live move is the one shown');
      assert.equal(await banner(page), null);

      // A click on the second move shows the board after it.
      await page.click('#move-list button.ply[data-ply="2"]');
      await settled(page);
      assert.equal(await shown(page), positions[2]);
      assert.equal(await current(page), '2');
      assert.match(await banner(page), /^Reviewing move 2 of 4 \(.+\)\.$/);
      assert.equal(await page.getAttribute('#board', 'data-reviewing'), 'true');
      assert.equal(await live(page), positions[4], 'the live game is kept');
      assert.equal(await moveCount(page), 4);
      assert.equal(await page.inputValue('#fen-out'), positions[4], 'the panel is the live game’s');

      // The keys, with the focus on the list: one ply back, the start, on, live.
      await page.focus('#move-list button.ply[data-ply="2"]');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await shown(page), positions[1]);
      assert.equal(await page.evaluate(() => document.activeElement.dataset.ply), '1', 'the focus follows the move shown');
      await page.keyboard.press('Home');
      assert.equal(await shown(page), positions[0]);
      assert.match(await banner(page), /^Reviewing the start of the game \(before move 1 of 4\)\.$/);
      assert.equal(await current(page), null, 'no move is shown at the start');
      assert.ok(await page.isDisabled('#review-prev'));
      await page.keyboard.press('ArrowLeft');
      assert.equal(await shown(page), positions[0], 'nothing before the start');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await shown(page), positions[2]);
      await page.keyboard.press('End');
      assert.equal(await banner(page), null, 'End is the live game');
      assert.equal(await shown(page), positions[4]);
      assert.equal(await page.getAttribute('#board', 'data-reviewing'), 'false');

      // The buttons, as a touch would press them.
      await page.click('#review-start');
      assert.equal(await shown(page), positions[0]);
      await page.click('#review-next');
      await page.click('#review-next');
      await page.click('#review-next');
      await page.click('#review-prev');
      assert.equal(await shown(page), positions[2]);
      assert.ok(!(await page.isDisabled('#review-live')));
      await page.click('#review-live');
      assert.equal(await banner(page), null);
      assert.ok(await page.isDisabled('#review-next'), 'nothing after the live position');

      // The keys on the page at large (the focus on the body) step too.
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('ArrowLeft');
      assert.equal(await shown(page), positions[3]);
      await page.keyboard.press('Escape');
      assert.equal(await banner(page), null, 'Esc ends the review');

      // A typed move while reviewing is not played from the earlier position.
      await page.click('#move-list button.ply[data-ply="1"]');
      const move = await firstLegal(page);
      await page.fill('#move-input', move);
      await page.press('#move-input', 'Enter');
      await settled(page);
      assert.equal(await banner(page), null, 'back at the live game');
      assert.equal(await moveCount(page), 4, 'the typed move was not played');
      assert.equal(await page.inputValue('#move-input'), move, 'the text stays');
      assert.match(await page.textContent('#message'), /typed move was not played/);
      // Playing resumes at the live position.
      await typeMove(page, move);
      assert.equal(await moveCount(page), 5);
      assert.notEqual(await live(page), positions[4]);

      // A press on the board while reviewing only returns to the live game.
      const after5 = await live(page);
      await page.click('#move-list button.ply[data-ply="3"]');
      await page.click('#board');
      await settled(page);
      assert.equal(await banner(page), null);
      assert.equal(await live(page), after5);
      assert.equal(await moveCount(page), 5);

      // Undo acts on the live game and returns to it.
      await page.click('#move-list button.ply[data-ply="2"]');
      await page.click('#undo');
      await settled(page);
      assert.equal(await banner(page), null);
      assert.equal(await moveCount(page), 4);
      assert.equal(await live(page), positions[4]);

      // A reload during review comes back at the live game, nothing lost.
      await page.click('#move-list button.ply[data-ply="1"]');
      await page.reload();
      await page.waitForSelector('#board[data-drawn="true"]');
      assert.equal(await banner(page), null);
      assert.equal(await live(page), positions[4]);
      assert.equal(await moveCount(page), 4);
    }));
}

test('a finished game is stepped through from the start', { timeout: 60000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    const positions = await playMoves(page, 3);
    await page.click('#resign');
    await settled(page);
    assert.ok(await page.isVisible('#result'));
    await page.click('#review-start');
    assert.equal(await shown(page), positions[0]);
    for (let ply = 1; ply <= 3; ply++) {
      await page.keyboard.press('ArrowRight');
      assert.equal(await shown(page), positions[ply]);
    }
    assert.equal(await banner(page), null, 'the last move is the finished game');
    assert.ok(await page.isVisible('#result'), 'still over');
    // The banner follows the language; the review stays where it was.
    await page.keyboard.press('ArrowLeft');
    await page.click('[data-lang="vi"]');
    assert.match(await banner(page), /^Đang xem lại nước 2\/3 \(.+\)\.$/);
    assert.equal(await shown(page), positions[2]);
    await page.click('#review-back');
    assert.equal(await banner(page), null);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'back on the board');
  }));

test('Cờ Long Phượng: an armed turn does not reach the position reviewed', { timeout: 60000 }, () =>
  withPage(open('longphuong'), async ({ page }) => {
    for (const move of ['L*b5', 'L*h5', 'P*b4', 'P*h4']) await typeMove(page, move);
    const before = await live(page);
    // Orange's Binh on c5 selected, a quarter turn armed.
    await page.locator('#board').scrollIntoViewIfNeeded();
    const [x, y] = await page.evaluate(() => Array.from(window.__rulebook.board.squareCenter('c5', false)));
    const box = await page.locator('#board').boundingBox();
    await page.mouse.click(box.x + x, box.y + y);
    await page.keyboard.press('e');
    await settled(page);
    assert.equal(await page.getAttribute('#tool-turnRight', 'aria-pressed'), 'true');
    // Reviewing: nothing selected, nothing armed.
    await page.click('#move-list button.ply[data-ply="2"]');
    await settled(page);
    assert.equal(await page.getAttribute('#tool-turnRight', 'aria-pressed'), 'false');
    assert.ok(await page.isHidden('#tool-note'));
    // The turn key returns to the live game, where the selection is gone.
    await page.keyboard.press('e');
    await settled(page);
    assert.equal(await banner(page), null);
    assert.equal(await live(page), before);
    assert.equal(await moveCount(page), 4);
  }));

test('the computer keeps thinking during a review and plays into the live game', { timeout: 60000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    const positions = await playMoves(page, 2);
    await page.selectOption('#computer-level', '8');
    await page.selectOption('#computer-side', 'red');
    await page.click('#move-list button.ply[data-ply="1"]');
    assert.equal(await shown(page), positions[1]);
    await page.waitForFunction(() => document.querySelectorAll('#move-list button.ply').length === 3, null, { timeout: 20000 });
    assert.match(await banner(page), /^Reviewing move 1 of 3 /, 'the review stays where it was');
    assert.equal(await shown(page), positions[1]);
    assert.notEqual(await live(page), positions[2], 'the computer played into the live game');
    await page.keyboard.press('End');
    assert.equal(await shown(page), await live(page));
  }));

test('the board is clicked to play in Cờ tướng, then reviewed; screenshots of reviewing', { timeout: 90000 }, async () => {
  for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    for (const game of GAMES) {
      await withPage(open(game, viewport), async ({ page }) => {
        await freshGame(page, game);
        if (game === 'xiangqi' && label === 'desktop') {
          // Clicks on the canvas: the cannon h2–e2, then the horse h9–g7.
          for (const [from, to] of [['h2', 'e2'], ['h9', 'g7']]) {
            for (const point of [from, to]) {
              const [x, y] = await page.evaluate((n) => Array.from(window.__rulebook.board.squareCenter(n, false)), point);
              const box = await page.locator('#board').boundingBox();
              await page.mouse.click(box.x + x, box.y + y);
            }
          }
          assert.equal(await moveCount(page), 2, 'two clicked moves');
          for (let i = 0; i < 4; i++) await typeMove(page, await firstLegal(page));
        } else {
          await playMoves(page, 6);
        }
        await page.click('#move-list button.ply[data-ply="3"]');
        await settled(page);
        assert.match(await banner(page), /^Reviewing move 3 of 6 /);
        await page.locator('#review-banner').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SCREENSHOTS, `review-${game}-${label}.png`) });
        // No page scrolls sideways while reviewing.
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        assert.equal(wide, false, 'no sideways scroll');
      });
    }
  }
});

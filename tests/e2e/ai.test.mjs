// The computer player on each game's page, played as a person would: the
// player's moves clicked on the canvas, the computer's answers (level 1)
// checked legal by the engine replaying the saved game after a reload;
// undo takes back the pair, a reload during the computer's turn resumes its
// thinking, and a hint draws its arrow with the evaluation in words and the
// bar (screenshots in target/screenshots/ai-<game>.png, or $AI_SHOTS). Ô ăn
// quan's moves are sown stone by stone: the computer thinks only once the
// player's sowing has been shown, and its answer is shown the same way. Then the page's
// main thread while the computer thinks at level 8: no long task.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, settled, ROOT } from '../support/site.mjs';
import { onCanvas, typeMove } from '../support/play-page.mjs';

const SCREENSHOTS = process.env.AI_SHOTS ?? join(ROOT, 'target', 'screenshots');

const site = useSite(SITE, { viewport: { width: 1280, height: 1000 }, board: true });
before(() => mkdir(SCREENSHOTS, { recursive: true }));

const open = (game) => site.open(`play.html?game=${game}`);

/**
 * The moves in the list, in the page: without the '…' that opens it when
 * the second side moved first (Ô ăn quan's toss may give North the start).
 */
const movesInList = () => Array.from(document.querySelectorAll('#move-list .ply'), (p) => p.textContent).filter((t) => t !== '…');
const plies = (page) => page.evaluate(movesInList);

async function waitPlies(page, n, timeout = 20000) {
  const counted = (count) =>
    Array.from(document.querySelectorAll('#move-list .ply')).filter((p) => p.textContent !== '…').length === count;
  await page.waitForFunction(counted, n, { timeout });
}

/**
 * A legal move of the side to move from one square to another (no
 * promotion choice), or else a drop (Cờ Long Phượng opens with drops), as
 * the places to click: [from, to] or [{hand: letter}, to]. Read from the
 * engine, in the notation that names squares.
 */
async function placesOfAMove(page, game) {
  return page.evaluate((kind) => {
    const g = window.__rulebook.game;
    const [pattern, notation] = {
      xiangqi: [/^([a-i]\d)([a-i]\d)$/, 'iccs'],
      shogi: [/^(\d[a-i])(\d[a-i])$/, 'usi'],
      longphuong: [/^([a-i]\d)-([a-i]\d)$/, undefined],
    }[kind];
    const texts = Array.from(g.legalMoves(), (code) => g.moveToText(code, notation));
    const text = texts.find((t) => pattern.test(t) && !texts.includes(`${t}+`));
    if (text) return text.match(pattern).slice(1, 3);
    const [, letter, to] = texts.map((t) => t.match(/^([A-Z])\*([a-i1-9]{2})$/)).find(Boolean);
    return [{ hand: letter }, to];
  }, game);
}

/** Clicks a square ("e2") or a kind in the hand of the side to move ({hand: "L"}). */
async function clickPlace(page, place) {
  const side = await page.getAttribute('#turn', 'data-side');
  const xy = await page.evaluate(
    ([p, s]) => {
      const { board, flipped } = window.__rulebook;
      return Array.from(p.hand ? board.handCenter(s, p.hand, flipped) : board.squareCenter(p, flipped));
    },
    [place, side],
  );
  const at = await onCanvas(page, xy, { scroll: false });
  await page.mouse.click(at.x, at.y);
}

async function clickAMove(page, game) {
  const [from, to] = await placesOfAMove(page, game);
  await clickPlace(page, from);
  await clickPlace(page, to);
}

const SIDES = { xiangqi: ['red', 'black'], shogi: ['sente', 'gote'], longphuong: ['orange', 'blue'] };

/**
 * After the computer has answered two of the player's moves: undo takes
 * back its answer with the player's move; then, the computer off, the
 * player moves once more, and a reload with the computer back on replays
 * the saved game through the engine's checks (the computer's moves were
 * legal) and resumes its turn. `move` plays the player's move by clicks;
 * `settle` waits for what a move shows to end.
 */
async function undoAndReload(page, game, { player, computer, move, settle }) {
  await settle(page);
  const four = await plies(page);
  assert.equal(await page.getAttribute('#turn', 'data-side'), player, "the player's turn again");

  await page.click('#undo');
  await waitPlies(page, 2);
  assert.deepEqual(await plies(page), four.slice(0, 2));
  assert.equal(await page.getAttribute('#turn', 'data-side'), player);

  await page.selectOption('#computer-side', 'off');
  await move(page);
  await waitPlies(page, 3);
  const three = await plies(page);
  await page.evaluate(([key, side]) => {
    const settings = JSON.parse(localStorage.getItem(key));
    settings.computer = { ...settings.computer, choice: side, side };
    localStorage.setItem(key, JSON.stringify(settings));
  }, [`rulebook.${game}.settings`, computer]);
  await page.reload();
  await page.waitForSelector('#board[data-drawn="true"]');
  await waitPlies(page, 4);
  assert.deepEqual((await plies(page)).slice(0, 3), three, 'the game came back as it was');
  assert.equal(await page.inputValue('#computer-side'), computer, 'the setting survived the reload');
  assert.equal(await page.inputValue('#computer-level'), '1');
  await settle(page);
}

/**
 * A hint: the arrow, the words (matching `words` in Vietnamese, then in
 * English once the language changes) and the bar, with a screenshot.
 */
async function hintShown(page, game, words = { vi: /^Gợi ý: \S.* — \S/, en: /^Hint: \S.* — (Even|\S+ (is|wins))/ }) {
  await page.check('#eval-toggle');
  await page.click('#hint');
  await page.waitForSelector('#hint-words:not([hidden])', { timeout: 15000 });
  await page.waitForSelector('#thinking[hidden]', { state: 'attached', timeout: 15000 });
  await page.waitForSelector('#eval-bar[data-known="true"]', { timeout: 15000 });
  const vi = await page.locator('#hint-words').textContent();
  assert.match(vi, words.vi, vi);
  await settled(page);
  await page.screenshot({ path: join(SCREENSHOTS, `ai-${game}.png`) });
  // The words follow the language.
  await page.click('[data-lang="en"]');
  await page.click('#hint');
  await page.waitForSelector('#hint-words:not([hidden])', { timeout: 15000 });
  const en = await page.locator('#hint-words').textContent();
  assert.match(en, words.en, en);
  assert.equal(await page.isChecked('#eval-toggle'), true);
}

for (const game of Object.keys(SIDES)) {
  test(`${game}: the computer answers, undo takes the pair back, a reload resumes, a hint draws its arrow`, { timeout: 90000 }, () =>
    withPage(open(game), async ({ page }) => {
      const [player, computer] = SIDES[game];
      assert.equal(await page.locator('#computer').isVisible(), true, 'the computer section is shown');
      await page.selectOption('#computer-level', '1');
      await page.selectOption('#computer-side', computer);

      // The player's move by clicks; the computer answers.
      await clickAMove(page, game);
      await waitPlies(page, 2);
      await clickAMove(page, game);
      await waitPlies(page, 4);
      const move = (p) => clickAMove(p, game);
      await undoAndReload(page, game, { player, computer, move, settle: async () => {} });
      await hintShown(page, game);
    }));
}

/** Waits until no move is being shown (Ô ăn quan's sowing). */
async function waitShown(page, timeout = 20000) {
  await page.waitForSelector('#board[data-busy="false"]', { state: 'attached', timeout });
}

/** Clicks a legal Ô ăn quan move as a player does: its square, then its arrow on that square. */
async function clickASowing(page) {
  await waitShown(page);
  const [square, arrow] = await page.evaluate(() => {
    const code = window.__rulebook.game.legalMoves()[0];
    return [code >> 1, 100 + code];
  });
  await clickPlace(page, square);
  await clickPlace(page, arrow);
}

test('oanquan: the computer answers after the sowing is shown, undo takes the pair back, a reload resumes, a hint draws its arrow', { timeout: 120000 }, () =>
  withPage(open('oanquan'), async ({ page }) => {
    assert.equal(await page.locator('#computer').isVisible(), true, 'the computer section is shown');
    // North starts, not by the toss, so the test runs the same every time
    // (and the move list opens with a gap): the player takes North.
    await page.evaluate(() => {
      localStorage.setItem('rulebook.oanquan.settings', JSON.stringify({ options: { first: 'north' } }));
      localStorage.removeItem('rulebook.oanquan.game');
    });
    await page.reload();
    await page.waitForSelector('#board[data-drawn="true"]');
    const [player, computer] = ['north', 'south'];
    assert.equal(await page.getAttribute('#turn', 'data-side'), player);
    await page.selectOption('#computer-level', '1');
    await page.selectOption('#computer-side', computer);
    // The order of what the page shows: the board's sowing, the moves, the thinking line.
    await page.evaluate(() => {
      const events = (window.__events = []);
      const board = document.getElementById('board');
      const thinking = document.getElementById('thinking');
      const list = document.getElementById('move-list');
      new MutationObserver(() => {
        events.push(`busy ${board.dataset.busy}`);
      }).observe(board, { attributes: true, attributeFilter: ['data-busy'] });
      new MutationObserver(() => {
        if (!thinking.hidden) events.push('thinking');
      }).observe(thinking, { attributes: true, attributeFilter: ['hidden'] });
      new MutationObserver(() => {
        const moves = Array.from(list.querySelectorAll('.ply')).filter((p) => p.textContent !== '…');
        events.push(`plies ${moves.length}`);
      }).observe(list, { childList: true, subtree: true });
    });

    await clickASowing(page);
    // While the player's sowing is shown the computer's side may not be
    // played for it: a typed move is refused.
    await page.waitForSelector('#board[data-busy="true"]', { state: 'attached' });
    const typed = await page.evaluate(() => {
      const g = window.__rulebook.game;
      return g.moveToText(g.legalMoves()[0]);
    });
    await typeMove(page, typed);
    assert.match(await page.locator('#message').textContent(), /lượt máy/);
    assert.equal(await page.getAttribute('#board', 'data-busy'), 'true', 'refused during the sowing');
    await page.fill('#move-input', '');
    await waitPlies(page, 2);
    // The answer is shown stone by stone too.
    await page.waitForSelector('#board[data-busy="true"]', { state: 'attached' });
    // The computer's turn goes on until its stones are sown (issue 16).
    assert.notEqual(await page.getAttribute('#turn', 'data-side'), player, "the mover's turn while the answer is sown");
    assert.match(await page.locator('#turn').textContent(), /đang rải quân…$/);
    await waitShown(page);
    const events = (await page.evaluate(() => window.__events)).filter((e, i, all) => e !== all[i - 1]);
    const at = (e) => events.indexOf(e);
    assert.ok(at('plies 1') >= 0 && at('plies 1') < at('busy true'), events.join(', '));
    const shown = events.indexOf('busy false', at('busy true'));
    assert.ok(shown > 0 && shown < at('thinking') && at('thinking') < at('plies 2'), `the computer thought after the sowing was shown: ${events.join(', ')}`);
    assert.ok(events.indexOf('busy true', at('plies 2')) > 0, `the answer was sown: ${events.join(', ')}`);

    await clickASowing(page);
    await waitPlies(page, 4);
    await undoAndReload(page, 'oanquan', { player, computer, move: clickASowing, settle: waitShown });
    // The words name the sides South and North (Nam, Bắc).
    await hintShown(page, 'oanquan', {
      vi: /^Gợi ý: \d+[+-] — (Cân bằng|(Nam|Bắc) )/,
      en: /^Hint: \d+[+-] — (Even|(South|North) (is|wins))/,
    });
  }));

test('while the computer thinks at level 8 the page runs no task longer than 50 ms', { timeout: 60000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    await page.evaluate(() => {
      window.__longTasks = [];
      window.__frameGap = 0;
      window.__movedAt = Infinity;
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' });
      // When the computer's move reaches the list: playing it is not thinking.
      new MutationObserver(() => (window.__movedAt = Math.min(window.__movedAt, performance.now()))).observe(document.getElementById('move-list'), { childList: true, subtree: true });
      let last = performance.now();
      const frame = (now) => {
        window.__frameGap = Math.max(window.__frameGap, now - last);
        last = now;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.selectOption('#computer-level', '8');
    await page.selectOption('#computer-side', 'red');
    await waitPlies(page, 1, 15000);
    // The tasks that ended before the move was shown: those of the thinking.
    const { longTasks, frameGap } = await page.evaluate(() => ({
      longTasks: window.__longTasks.filter((t) => t.start + t.duration < window.__movedAt).map((t) => t.duration),
      frameGap: window.__frameGap,
    }));
    console.log(`level-8 think: ${longTasks.length} long tasks (${longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'}), longest gap between frames ${frameGap.toFixed(0)} ms`);
    assert.deepEqual(longTasks, [], 'no main-thread task over 50 ms');
  }));

test('"Move now" plays the move the computer found so far', { timeout: 60000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    await page.selectOption('#computer-level', '8');
    await page.selectOption('#computer-side', 'red');
    await page.waitForSelector('#move-now:not([hidden])', { timeout: 10000 });
    await page.click('#move-now');
    await waitPlies(page, 1, 5000);
    assert.equal(await page.locator('#thinking').isHidden(), true, 'the search stopped');
    assert.equal(await page.locator('#move-now').isHidden(), true);
    assert.equal(await page.getAttribute('#turn', 'data-side'), 'black');
  }));

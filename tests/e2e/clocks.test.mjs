// The play page's clocks and draw offers, as players use them: a time
// control chosen for a new game, the clock switching on each move, pause,
// a reload keeping the times (paused), the flag ending the game with its
// reason; a draw offered on one screen and declined, lapsing, accepted;
// and the computer answering an offer. The page's time is Playwright's
// fake clock (`context.clock`), which the test moves on: no hook in the
// page.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/clocks.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, boardReady, settled, SCREENSHOTS } from '../support/site.mjs';
import { typeMove } from '../support/play-page.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const site = useSite(SITE);

/** A fresh page on a fake clock, in English; console errors collected. */
async function open(game, viewport = DESKTOP) {
  const opened = await site.open(`play.html?game=${game}`, { viewport, hasTouch: viewport === PHONE, clock: true, board: true });
  await opened.page.click('button[data-lang="en"]');
  return opened;
}

/** A new game with a time control; the clocks' module may come a moment later. */
async function newGameWith(page, control) {
  await page.selectOption('#time-control', control);
  await page.click('#new-game');
  await page.locator('#clocks').waitFor();
}

// The page draws a tick's change at the next animation frame: read the
// faces once it is drawn.
async function clockText(page, i) {
  await settled(page);
  return page.locator(`#clock-${i} .clock-time`).textContent();
}

async function face(page, i, key) {
  await settled(page);
  return page.locator(`#clock-${i}`).getAttribute(`data-${key}`);
}

async function shot(page, name) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

test('clocks: a time control, the switch on a move, pause, a reload, low time and the flag', { timeout: 60000 }, () =>
  withPage(open('xiangqi'), async ({ context, page }) => {
    assert.equal(await page.locator('#clocks').isHidden(), true, 'no clock by default');
    await newGameWith(page, '5+0');
    assert.deepEqual([await clockText(page, 0), await clockText(page, 1)], ['5:00', '5:00']);
    assert.equal(await page.locator('#clock-pause').isDisabled(), true, 'the clocks wait for the first move');

    await typeMove(page, 'h2e2');
    assert.equal(await face(page, 1, 'runs'), 'true', "Black's clock runs after Red's move");
    await context.clock.runFor(3000);
    assert.equal(await clockText(page, 1), '4:57');
    assert.equal(await clockText(page, 0), '5:00');

    await page.click('#clock-pause');
    assert.equal(await page.locator('#clock-pause').textContent(), 'Resume the clocks');
    await context.clock.runFor(60_000);
    assert.equal(await clockText(page, 1), '4:57', 'a paused clock keeps its time');

    await page.click('#clock-pause');
    await context.clock.runFor(2000);
    await page.reload();
    await boardReady(page);
    assert.equal(await clockText(page, 1), '4:55', 'the reload keeps the times');
    assert.equal(await face(page, 1, 'runs'), 'false', 'and comes back paused');
    await context.clock.runFor(30_000);
    assert.equal(await clockText(page, 1), '4:55');
    await page.click('#clock-pause');

    await typeMove(page, 'h9g7');
    assert.equal(await face(page, 0, 'runs'), 'true');
    assert.equal(await clockText(page, 1), '4:55');
    await context.clock.runFor(4 * 60_000 + 52_000);
    assert.match(await clockText(page, 0), /^[5-8]\.\d$/);
    assert.equal(await face(page, 0, 'low'), 'true');
    assert.match(await page.locator('#announcer').textContent(), /^Red: (9|10) seconds left\.$/, 'said once, at ten seconds');
    await shot(page, 'clocks-low-desktop');

    await context.clock.runFor(9000);
    assert.match(await page.locator('#result').textContent(), /^Black \(Player [12]\) wins — the opponent ran out of time$/);
    assert.equal(await page.locator('#message').textContent(), 'Red ran out of time.');
    assert.equal(await face(page, 0, 'out'), 'true');
    assert.equal(await clockText(page, 0), '0.0');
    await shot(page, 'clocks-flag-desktop');

    // The flag is in the saved game; undo lifts it and the clocks go off.
    await page.reload();
    await boardReady(page);
    assert.match(await page.locator('#result').textContent(), /ran out of time/);
    await page.click('#undo');
    assert.equal(await page.locator('#result').isHidden(), true);
    assert.equal(await page.locator('#clocks').isHidden(), true);
  }));

test('clocks: shogi byoyomi on a phone, to the flag', { timeout: 60000 }, () =>
  withPage(open('shogi', PHONE), async ({ context, page }) => {
    const controls = await page.locator('#time-control option').evaluateAll((os) => os.map((o) => o.value));
    assert.ok(controls.includes('10m+30s') && controls.includes('30s'), 'shogi has byoyomi');
    await newGameWith(page, '30s');
    await typeMove(page, '7g7f');
    await context.clock.runFor(25_000);
    assert.match(await clockText(page, 1), /^[45]\.\d$/, "tenths under ten seconds");
    assert.equal(await page.locator('#clock-1 .clock-note').textContent(), 'byoyomi');
    await typeMove(page, '3c3d');
    assert.equal(await clockText(page, 1), '0:30', 'a byoyomi period is whole again after the move');
    await page.locator('#clocks').scrollIntoViewIfNeeded();
    await shot(page, 'clocks-running-phone');
    // Sente's period runs out: the flag, in byoyomi.
    await context.clock.runFor(24_000);
    assert.equal(await face(page, 0, 'low'), 'true');
    await page.locator('#clocks').scrollIntoViewIfNeeded();
    await shot(page, 'clocks-low-phone');
    await context.clock.runFor(7000);
    assert.match(await page.locator('#result').textContent(), /^Gote \(Player [12]\) wins — the opponent ran out of time$/);
    assert.equal(await page.locator('#message').textContent(), 'Sente ran out of time.');
    await page.locator('#clocks').scrollIntoViewIfNeeded();
    await shot(page, 'clocks-flag-phone');
  }));

test('clocks: an increment is added to the mover (Cờ Long Phượng)', { timeout: 40000 }, () =>
  withPage(open('longphuong'), async ({ context, page }) => {
    await newGameWith(page, '3+2');
    await typeMove(page, 'L*b5');
    await context.clock.runFor(10_000);
    await typeMove(page, 'L*h5');
    assert.equal(await clockText(page, 1), '2:52', 'three minutes, less ten seconds, plus two');
    await shot(page, 'clocks-running-desktop');
  }));

test('a draw offered on one screen: declined, lapsed by a move, accepted', { timeout: 40000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    await typeMove(page, 'h2e2');
    await page.click('#offer-draw');
    const question = /^Black \(Player [12]\) offers a draw\. Red \(Player [12]\), do you accept\?$/;
    assert.match(await page.locator('#draw-offer-text').textContent(), question);
    assert.equal(await page.locator('#offer-draw').isDisabled(), true);
    await shot(page, 'draw-offer-desktop');
    await page.click('#draw-decline');
    assert.equal(await page.locator('#draw-offer').isHidden(), true);
    assert.match(await page.locator('#message').textContent(), /^Red \(Player [12]\) declines the draw\. The game goes on\.$/);
    assert.equal(await page.locator('#result').isHidden(), true);

    // The offerer may still move; the other side's move lapses the offer.
    await page.click('#offer-draw');
    await typeMove(page, 'h9g7');
    assert.equal(await page.locator('#draw-offer').isVisible(), true, 'the offer stands after the offerer moves');
    await page.reload();
    await boardReady(page);
    assert.equal(await page.locator('#draw-offer').isVisible(), true, 'and across a reload');
    await typeMove(page, 'h0g2');
    assert.equal(await page.locator('#draw-offer').isHidden(), true, 'a move by the other side lapses it');

    await page.click('#offer-draw');
    await page.click('#draw-accept');
    assert.equal(await page.locator('#result').textContent(), 'Draw — agreed by the players');
    assert.equal(await page.locator('#offer-draw').isDisabled(), true);
    await page.click('button[data-lang="vi"]');
    assert.equal(await page.locator('#result').textContent(), 'Hòa — hai bên thỏa thuận');
    await page.reload();
    await boardReady(page);
    assert.equal(await page.locator('#result').textContent(), 'Hòa — hai bên thỏa thuận', 'the saved game keeps it');
  }));

test('a draw offer on a phone; none in Ô ăn quan, which has clocks', { timeout: 40000 }, () =>
  withPage(open('longphuong', PHONE), async ({ context, page }) => {
    await typeMove(page, 'L*b5');
    await page.click('#offer-draw');
    await page.locator('#draw-offer').scrollIntoViewIfNeeded();
    await shot(page, 'draw-offer-phone');
    await page.click('#draw-accept');
    assert.equal(await page.locator('#result').textContent(), 'Draw — agreed by the players');
    await page.goto(`${site.base}play.html?game=oanquan`);
    await boardReady(page);
    assert.equal(await page.locator('#offer-draw').isHidden(), true);
    assert.equal(await page.locator('#resign').isHidden(), true);
    // Ô ăn quan has clocks, and the flag ends its game too.
    await newGameWith(page, '5+0');
    const first = await page.evaluate(() => window.__rulebook.game.legalMoves()[0]);
    const text = await page.evaluate((m) => window.__rulebook.game.moveToText(m), first);
    await typeMove(page, text);
    const running = () => [...document.querySelectorAll('.clock')].some((c) => c.dataset.runs === 'true');
    await page.waitForFunction(running, null, { timeout: 5000 });
    await context.clock.fastForward(5 * 60_000 + 1000);
    await page.waitForFunction(() => !document.getElementById('result').hidden, null, { timeout: 5000 });
    assert.match(await page.locator('#result').textContent(), /the opponent ran out of time$/);
  }));

test('the computer answers a draw offer by its evaluation', { timeout: 60000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    await page.selectOption('#computer-side', 'black');
    const load = async (fen) => {
      await page.locator('details.position summary').click();
      await page.fill('#fen-in', fen);
      await page.click('#fen-form button[type="submit"]');
      await page.locator('details.position summary').click();
    };
    // Black, the computer, is a chariot up: it declines.
    await load('3k4r/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
    await page.click('#offer-draw');
    await page.waitForFunction(() => document.querySelector('#message')?.textContent.includes('declines'), null, { timeout: 15000 });
    assert.equal(await page.locator('#message').textContent(), 'The computer (Black) declines the draw. The game goes on.');
    assert.equal(await page.locator('#result').isHidden(), true);
    // Red is a chariot up: the computer takes the draw.
    await load('3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1');
    await page.click('#offer-draw');
    await page.waitForFunction(() => !document.querySelector('#result')?.hidden, null, { timeout: 15000 });
    assert.equal(await page.locator('#result').textContent(), 'Draw — agreed by the players');
    assert.equal(await page.locator('#message').textContent(), 'The computer accepts the draw.');
  }));

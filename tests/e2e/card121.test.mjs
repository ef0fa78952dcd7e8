// Browser end-to-end tests of 121 on its table page (card121.html): a
// round against the three bots played to its end as a person plays it
// (an exchange by clicking a card of the hand twice, one by the keyboard, passes
// by key and button, Ù when offered), the bots' pace, a refused action
// explained by the engine, reload restoring the match, the next round,
// the language switch, and screenshots (the table, the round's end, a
// phone) in target/screenshots/.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/
// Each test gets a fresh browser context, so localStorage starts empty.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from '../support/site.mjs';
import { join } from 'node:path';
import {
  usePages, SCREENSHOTS, tableReady, settled, state, record, text, personOrEnd, cardXY, giveable, PHONE,
} from '../support/card121-page.mjs';

/** A match whose first round gives #1 several turns (fixed by the seed). */
const SEED = 2086;

const { open } = usePages();

test('121: a round against the bots by clicks and keys, reload, next round, language', { timeout: 120000 }, () =>
  withPage(open('card121.html', { seed: SEED }), async ({ page }) => {
    await tableReady(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'vi');
    assert.equal(await text(page, 'message'), 'Đã mở lại trận đang chơi.');
    assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules/card121.vi.html');
    assert.match(await text(page, 'round-line'), /^Vòng 1\/12 · cái: #1$/);
    assert.deepEqual(await page.locator('#scores .seat-score').allTextContents(), ['2.500', '2.500', '2.500', '2.500']);
    let s = await state(page);
    assert.equal(s.your_turn, true, '#1 deals and decides first on its own flip');
    assert.match(await text(page, 'prompt'), /^Lá mời: .*, do #1 lật từ nọc\. Cách lấy: Bốc \(lá mình vừa lật\)\./);
    assert.equal(await page.isVisible('#act-pass'), true);
    assert.equal(await page.isVisible('#next-round'), false);

    // A refused action is explained by the engine and changes nothing.
    const before = await record(page);
    if (!(await page.isVisible('#act-win'))) {
      await page.keyboard.press('u');
      assert.match(await text(page, 'message'), /^Không được: không ù được: /);
      assert.equal(await page.locator('#message').getAttribute('data-kind'), 'error');
      assert.deepEqual(await record(page), before);
    }

    // Đổi, then a click on a card of the hand: the exchange (Bốc). The bots
    // think slowly, then fast.
    await page.selectOption('#opt-speed', 'slow');
    await page.click('#act-swap');
    assert.equal(await page.locator('#act-swap').getAttribute('aria-pressed'), 'true');
    assert.match(await text(page, 'prompt'), /Chọn lá trên tay để đổi ra/);
    const index = giveable(s);
    assert.ok(index >= 0);
    const given = s.round.hand[index];
    const offered = s.round.offer.card;
    const [givenName, offeredName] = [s.words.cards.hand[index], s.words.offer.name];
    const at = await cardXY(page, index);
    // The first click chooses the card, the second puts it out.
    await page.mouse.click(at.x, at.y);
    await settled(page);
    assert.deepEqual(await record(page), before, 'a first click only chooses');
    assert.equal(await page.evaluate(() => window.__rulebook.ui.selected), index);
    await page.mouse.click(at.x, at.y);
    await settled(page);
    s = await state(page);
    assert.equal(s.round.hand[index], offered, 'the offered card takes the place of the one put out');
    assert.equal(s.round.offer.card, given);
    assert.equal(s.round.offer.from, 1);
    assert.equal(s.words.log.at(-1), `#1 bốc ${offeredName}, đánh ra ${givenName}`);
    assert.equal(await page.locator('#log li').last().textContent(), s.words.log.at(-1));
    // The bots take their turns one by one at the chosen pace.
    assert.equal(s.bot_to_act, true);
    assert.equal(await page.locator('#board').getAttribute('data-bots'), 'thinking');
    assert.match(await text(page, 'turn'), /^#2 đang nghĩ…$/);
    await page.selectOption('#opt-speed', 'fast');
    await page.waitForFunction(() => window.__rulebook.table.state().words.log.some((l) => l.startsWith('#2 ')), null, {
      timeout: 5000,
    });
    s = await personOrEnd(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'card121.png') });

    // Then to the round's end, faster: Ù when the table offers it, else an
    // exchange by the keyboard once, and passes by key and by button.
    await page.selectOption('#opt-speed', 'instant');
    let turns = 0;
    let keyboardSwap = false;
    while (!s.round_over) {
      assert.ok(turns++ < 200, 'the round ends');
      if (await page.isVisible('#act-win')) {
        await page.click('#act-win');
      } else if (s.round.white_phase) {
        await page.keyboard.press('c');
      } else if (!keyboardSwap && giveable(s) >= 0) {
        keyboardSwap = true;
        const target = giveable(s);
        const card = s.round.hand[target];
        await page.locator('#board').focus();
        await page.keyboard.press('ArrowRight'); // the cursor shows (on the card last pressed, or the first)
        const n = s.round.hand.length;
        const from = await page.evaluate(() => window.__rulebook.ui.cursor);
        for (let i = 0; i < (target - from + n) % n; i++) await page.keyboard.press('ArrowRight');
        assert.equal(await page.evaluate(() => window.__rulebook.ui.cursor), target);
        const stepsBefore = (await record(page)).steps.length;
        await page.keyboard.press('Enter'); // chooses
        await settled(page);
        assert.equal((await record(page)).steps.length, stepsBefore, 'Enter once only chooses');
        await page.keyboard.press('Enter'); // confirms
        await settled(page);
        const played = (await record(page)).steps[stepsBefore];
        assert.match(played, new RegExp(`^#1 swap ${card}$`));
      } else if (turns % 2) {
        await page.keyboard.press('b');
      } else {
        await page.click('#act-pass');
      }
      s = await personOrEnd(page);
    }
    assert.equal(await page.isVisible('#next-round'), true);
    assert.equal(await page.isVisible('#result-box'), true);
    const result = await page.locator('#result-lines li').allTextContents();
    assert.deepEqual(result, s.words.result);
    assert.match(result[0], /^(#\d ù, \d+ điểm|#\d ù .*|#\d tuyên ù sai và phải đền|Hết nọc, không ai ù: vòng hòa|#\d thắng bằng Thế trắng.*)$/);
    const payments = s.history[0].result.payments;
    assert.equal(payments.reduce((a, b) => a + b, 0), 0);
    const shown = await page.locator('#scores .seat-score').allTextContents();
    assert.deepEqual(shown, payments.map((p) => (2500 + p).toLocaleString('vi')));
    assert.equal(await page.locator('#log li').count(), s.words.log.length);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'card121-end.png') });

    // Reload: the same match, round over, nothing lost.
    const saved = await record(page);
    await page.reload();
    await tableReady(page);
    assert.deepEqual(await record(page), saved);
    assert.equal(await text(page, 'message'), 'Đã mở lại trận đang chơi.');
    assert.equal(await page.isVisible('#next-round'), true);
    assert.deepEqual(await page.locator('#result-lines li').allTextContents(), result);
    assert.equal(await page.inputValue('#opt-speed'), 'instant', 'the bot speed is kept');

    // Enter deals the next round: #2 deals and the bots play up to #1.
    await page.keyboard.press('Enter');
    s = await personOrEnd(page);
    assert.equal(s.round_number, 2);
    assert.equal(s.round.dealer, 2);
    assert.match(await text(page, 'round-line'), /^Vòng 2\/12 · cái: #2$/);
    assert.equal(s.words.log[0].startsWith('#2 chia bài'), true);
    assert.equal(await page.isVisible('#result-box'), s.round_over);

    // English: every word of the page and the engine's.
    await page.click('button[data-lang="en"]');
    await settled(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('#log-heading').textContent(), 'This round');
    assert.match(await text(page, 'round-line'), /^Round 2\/12 · dealer: #2$/);
    assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules/card121.en.html');
    assert.match(await page.locator('#log li').first().textContent(), /^#2 deals\. Indicator \(Chỉ Điểm\): /);
    s = await state(page);
    assert.equal(s.language, 'en');
    if (s.your_turn) {
      assert.equal(await page.locator('#act-pass span').first().textContent(), 'Pass');
      assert.match(await text(page, 'prompt'), /^On offer: /);
    }
    // The language is kept too.
    await page.reload();
    await tableReady(page);
    assert.equal(await page.locator('#log-heading').textContent(), 'This round');
    assert.equal(await text(page, 'message'), 'Your match in progress was restored.');
  }));

test('121 on a phone: the table fits, a card is exchanged by touch', { timeout: 60000 }, () =>
  withPage(open('card121.html', { ...PHONE, seed: SEED + 1 }), async ({ page }) => {
    await tableReady(page);
    await page.selectOption('#opt-speed', 'instant');
    let s = await personOrEnd(page);
    // The canvas fits the screen's width, the hand's cards stay legible.
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
    assert.ok(box.y + box.height <= 844, 'the whole table is on screen');
    const width = await page.evaluate(() => window.__rulebook.board.cardRect(0)[2]);
    assert.ok(width >= 60, `hand cards are ${width} px wide`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.equal(overflow, 0, 'no sideways scrolling');
    // Pass until an exchange is offered, then press Đổi and pick a card.
    for (let i = 0; i < 40 && !s.round_over && (s.round.white_phase || giveable(s) < 0); i++) {
      await page.tap(s.round.white_phase ? '#act-nowhite' : '#act-pass');
      s = await personOrEnd(page);
    }
    if (!s.round_over) {
      await page.tap('#act-swap');
      await settled(page);
      await page.screenshot({ path: join(SCREENSHOTS, 'card121-phone.png') });
      const index = giveable(s);
      const at = await cardXY(page, index);
      const steps = (await record(page)).steps.length;
      await page.touchscreen.tap(at.x, at.y); // chooses
      await settled(page);
      assert.equal((await record(page)).steps.length, steps, 'one tap only chooses');
      await page.touchscreen.tap(at.x, at.y); // confirms
      await settled(page);
      assert.equal((await record(page)).steps[steps], `#1 swap ${s.round.hand[index]}`);
    } else {
      await page.screenshot({ path: join(SCREENSHOTS, 'card121-phone.png') });
    }
  }));

test('121: a damaged saved match starts a new one with a note', { timeout: 60000 }, () =>
  withPage(open('card121.html'), async ({ page }) => {
    await tableReady(page);
    assert.equal(await text(page, 'message'), 'Trận mới: bạn ngồi ghế #1 và chia vòng đầu.');
    // Not JSON at all, and JSON that is no match the engine replays.
    for (const damaged of ['{not json', '{"seed": 5, "games": 1, "strict": false, "steps": ["#1 pass", "#1 pass"]}']) {
      await page.evaluate((value) => localStorage.setItem('rulebook.card121.game', value), damaged);
      await page.reload();
      await tableReady(page);
      assert.equal(await text(page, 'message'), 'Không mở được trận đã lưu (dữ liệu hỏng), nên đã bắt đầu trận mới.');
      assert.equal(await page.locator('#message').getAttribute('data-kind'), 'error');
      const s = await state(page);
      assert.equal(s.round_number, 1);
      // The new match is saved in its place (a versioned save), and the damaged one is kept.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('rulebook.card121.game')));
      assert.deepEqual(stored.game, await record(page));
      const kept = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('rulebook.card121.game.kept.')).map((k) => localStorage.getItem(k)));
      assert.ok(kept.includes(damaged), 'the damaged save is kept as it was');
    }
  }));

test('121: a stored bot speed is one of the page’s own', { timeout: 60000 }, () =>
  withPage(open('card121.html'), async ({ page }) => {
    await tableReady(page);
    assert.equal(await page.inputValue('#opt-speed'), 'normal');
    for (const speed of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      await page.evaluate((value) => localStorage.setItem('rulebook.card121.settings', JSON.stringify({ speed: value })), speed);
      await page.reload();
      await tableReady(page);
      assert.equal(await page.inputValue('#opt-speed'), 'normal', speed);
    }
    await page.evaluate(() => localStorage.setItem('rulebook.card121.settings', JSON.stringify({ speed: 'fast' })));
    await page.reload();
    await tableReady(page);
    assert.equal(await page.inputValue('#opt-speed'), 'fast');
  }));

test('121: a bot’s Thế trắng is declared at the deal, never shown pending', { timeout: 60000 }, () =>
  // Seed 23: #3 holds a Thế trắng and #1 does not.
  withPage(open('card121.html', { seed: 23 }), async ({ page }) => {
    await tableReady(page);
    const s = await state(page);
    assert.equal(s.round_over, true);
    assert.equal(s.round.white_phase, false);
    assert.equal(s.bot_to_act, false);
    assert.deepEqual((await record(page)).steps, ['#3 white']);
    assert.equal(await page.locator('#board').getAttribute('data-bots'), 'idle');
    assert.equal(await page.isVisible('#next-round'), true);
    assert.equal(await page.isVisible('#act-white'), false);
    assert.match(await page.locator('#result-lines li').first().textContent(), /^#3 thắng bằng Thế trắng/);
    assert.doesNotMatch(await text(page, 'turn'), /Thế trắng/);
  }));

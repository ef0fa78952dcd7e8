// 121's table, issue 16: a card of the hand goes out in two steps on a
// phone (a tap chooses it, a second tap or "Exchange this card" confirms;
// another tap moves the choice; Esc or a tap elsewhere cancels), the
// round's log names cards by their names in either language, and the
// cards' pictures have their names in Chromium's accessibility tree, on
// the table and on the generated rules pages.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from '../support/site.mjs';
import { join } from 'node:path';
import { usePages, SCREENSHOTS, tableReady, settled, state, record, text, personOrEnd, cardXY, PHONE } from '../support/card121-page.mjs';

/** A card's code (`AS-FR`), which no spoken or logged text may show. */
const CODE = /\b[A-Z]{2}-[A-Z]{2}\b/;

const { open } = usePages();
const selected = (page) => page.evaluate(() => window.__rulebook.ui.selected);

/** Every node of Chromium's accessibility tree of `page`. */
async function axNodes(context, page) {
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return nodes.filter((n) => !n.ignored);
}

test('121 on a phone: a tap chooses a card, a second tap or the button confirms, Esc or a tap elsewhere cancels', { timeout: 90000 }, () =>
  withPage(open('card121.html', { ...PHONE, seed: 2087 }), async ({ page }) => {
    await tableReady(page);
    await page.selectOption('#opt-speed', 'instant');
    let s = await personOrEnd(page);
    const gives = (st) => st.words.actions.filter((a) => a.kind === 'swap' && !a.nhat_ban).map((a) => a.give);
    // Pass until two cards may go out.
    for (let i = 0; i < 60 && !s.round_over && (s.round.white_phase || gives(s).length < 2); i++) {
      await page.tap(s.round.white_phase ? '#act-nowhite' : '#act-pass');
      s = await personOrEnd(page);
    }
    assert.equal(s.round_over, false, 'the seed gives #1 an exchange');
    const [first, second] = s.round.hand.map((c, i) => (gives(s).includes(c) ? i : -1)).filter((i) => i >= 0);
    const steps = (await record(page)).steps;
    const name = (i) => s.words.cards.hand[i];

    // One tap chooses: raised on the canvas, named, announced, nothing played.
    const a = await cardXY(page, first);
    await page.touchscreen.tap(a.x, a.y);
    await settled(page);
    assert.equal(await selected(page), first);
    assert.deepEqual((await record(page)).steps, steps, 'one tap plays nothing');
    assert.equal(await page.isVisible('#act-confirm'), true);
    assert.equal((await page.locator('#act-confirm').textContent()).replace(/\s+/g, ' ').trim(), 'Đổi lá này Enter');
    assert.match(await text(page, 'prompt'), new RegExp(`Đã chọn ${name(first)}\\.`));
    assert.match(await text(page, 'board-cards'), new RegExp(`Lá đang chọn để đổi: ${name(first)}\\.`));
    await page.waitForFunction((n) => document.getElementById('announcer').textContent.startsWith(`Đã chọn ${n}`), name(first));
    const raised = await page.evaluate((i) => window.__rulebook.board.cardRect(i)[1], first);
    const level = await page.evaluate((i) => window.__rulebook.board.cardRect(i)[1], second);
    assert.ok(raised < level, `the chosen card is raised (${raised} above ${level})`);
    await page.screenshot({ path: join(SCREENSHOTS, 'card121-phone-chosen.png') });

    // A tap on another card moves the choice.
    const b = await cardXY(page, second);
    await page.touchscreen.tap(b.x, b.y);
    await settled(page);
    assert.equal(await selected(page), second);
    assert.deepEqual((await record(page)).steps, steps);

    // Esc cancels; so does a tap elsewhere (on the canvas, or beside it).
    await page.keyboard.press('Escape');
    assert.equal(await selected(page), null);
    assert.equal(await page.isVisible('#act-confirm'), false);
    await page.touchscreen.tap(b.x, b.y);
    assert.equal(await selected(page), second);
    const box = await page.locator('#board').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + 12);
    assert.equal(await selected(page), null, 'a tap on the table off the hand cancels');
    await page.touchscreen.tap(b.x, b.y);
    const line = await page.locator('#round-line').boundingBox();
    await page.touchscreen.tap(line.x + 5, line.y + line.height / 2);
    assert.equal(await selected(page), null, 'a tap elsewhere on the page cancels');
    assert.deepEqual((await record(page)).steps, steps, 'nothing was played');

    // Chosen, then the button: played.
    await page.touchscreen.tap(a.x, a.y);
    await page.tap('#act-confirm');
    await settled(page);
    assert.equal((await record(page)).steps[steps.length], `#1 swap ${s.round.hand[first]}`);
    assert.equal(await selected(page), null);
  }));

test('121: the round log names the cards in Vietnamese and in English, and the table names them to screen readers', { timeout: 60000 }, () =>
  withPage(open('card121.html', { seed: 2086 }), async ({ context, page }) => {
    await tableReady(page);
    await page.selectOption('#opt-speed', 'instant');
    await page.keyboard.press('b');
    let s = await personOrEnd(page);
    let log = await page.locator('#log li').allTextContents();
    assert.ok(log.length >= 4, log.join(' / '));
    assert.equal(log[0], `#1 chia bài. Chỉ Điểm: ${s.words.cards.indicator}`);
    assert.match(log[2], /^#1 bỏ \S+ \S+/);
    for (const line of log) assert.doesNotMatch(line, CODE);
    // The table's description: the hand by name.
    const nodes = await axNodes(context, page);
    const table = nodes.find((n) => n.role?.value === 'application');
    assert.match(table.name.value, /^Bàn bài 121/);
    assert.ok(table.description.value.startsWith(`Bài của bạn: ${s.words.cards.hand.join(', ')}.`), table.description.value);
    assert.doesNotMatch(table.description.value, CODE);

    await page.click('button[data-lang="en"]');
    await settled(page);
    s = await state(page);
    log = await page.locator('#log li').allTextContents();
    assert.equal(log[0], `#1 deals. Indicator (Chỉ Điểm): ${s.words.cards.indicator}`);
    assert.match(log[0], / of /);
    assert.match(log[2], /^#1 passes \w+ of \S+$/);
    for (const line of log) assert.doesNotMatch(line, CODE);
    const english = (await axNodes(context, page)).find((n) => n.role?.value === 'application');
    assert.ok(english.description.value.startsWith(`Your hand: ${s.words.cards.hand.join(', ')}.`), english.description.value);
  }));

test('121 rules pages: every hand is labelled with the cards’ names, in either language', { timeout: 60000 }, async () => {
  for (const [code, faceDown, indicator] of [['vi', 'một lá úp', 'Chỉ Điểm: '], ['en', 'a card face down', 'Indicator: ']]) {
    await withPage(open(`rules/card121.${code}.html`), async ({ context, page }) => {
      const hands = page.locator('rulebook-cards');
      const count = await hands.count();
      assert.ok(count > 5, `${count} hands`);
      await page.waitForFunction(() => [...document.querySelectorAll('rulebook-cards')].every((h) => h.dataset.drawn === 'true'), null, { timeout: 20000 });
      const labels = (await axNodes(context, page))
        .filter((n) => n.role?.value === 'image' && /^(Bài 121|121 cards): /.test(n.name?.value ?? ''))
        .map((n) => n.name.value);
      assert.equal(labels.length, count, 'each hand has its label');
      for (const label of labels) assert.doesNotMatch(label, CODE);
      assert.ok(labels.some((l) => l.includes(faceDown)), 'a face-down card is said to be');
      assert.ok(labels.some((l) => l.includes(indicator)), 'the indicator is named as such');
      if (code === 'vi') assert.ok(labels.some((l) => l.includes('Ám giả Hoa đỏ')), labels.slice(0, 3).join(' / '));
      else assert.ok(labels.some((l) => l.includes('Assassin of Flower-red')), labels.slice(0, 3).join(' / '));
    });
  }
});

// 121's table, issue 16: a match exported as text (copied, downloaded) and
// imported (pasted, or from a file) is the same match, replayed by the
// engine; a match is reviewed round by round (◀ ▶, keys) beside the live
// one, which is kept; a text the engine refuses is explained next to the
// field, located by line, in the page's language; the field's text is
// kept across a reload.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from '../support/site.mjs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { usePages, SCREENSHOTS, tableReady, settled, state, record, text, personOrEnd, PHONE } from '../support/card121-page.mjs';

const { open } = usePages();

const shown = (page) => page.evaluate(() => window.__rulebook.shown.state());
const where = (page) => text(page, 'review-where');

/** Passes (or plays on past a Thế trắng) until the round is over. */
async function passToEnd(page) {
  let s = await personOrEnd(page);
  for (let i = 0; !s.round_over; i++) {
    assert.ok(i < 200, 'the round ends');
    await page.keyboard.press(s.round.white_phase ? 'c' : 'b');
    s = await personOrEnd(page);
  }
  return s;
}

test('121: a match exported and imported is the same match, reviewed round by round beside the live one', { timeout: 120000 }, () =>
  withPage(open('card121.html', { seed: 2086 }), async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await tableReady(page);
    await page.selectOption('#opt-speed', 'instant');
    // Round 1 to its end, round 2 begun.
    await passToEnd(page);
    await page.keyboard.press('Enter');
    await personOrEnd(page);
    await page.keyboard.press('b');
    const live = await personOrEnd(page);
    const saved = await record(page);
    assert.equal(saved.steps.filter((s) => s === 'next').length, 1);

    // Export: the text is the engine's record; copied and downloaded alike.
    await page.click('#records summary');
    // The section's toggle event comes a task after the click; the record then.
    await page.waitForFunction(() => document.getElementById('record-out').value.length > 0);
    const exported = await page.inputValue('#record-out');
    assert.deepEqual(JSON.parse(exported), saved);
    await page.click('#record-copy');
    await page.waitForFunction(() => document.getElementById('message').textContent === 'Đã chép trận.', null, { timeout: 5000 });
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), exported);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
    assert.match(download.suggestedFilename(), /^rulebook-121-\d+-\d+\.json$/);
    assert.equal(await readFile(await download.path(), 'utf8'), exported);

    // Import: the same match, opened for review at its last stop.
    await page.fill('#record-in', exported);
    await page.click('#record-form button[type="submit"]');
    await settled(page);
    assert.equal(await page.isVisible('#review'), true);
    assert.equal(await where(page), 'Xem lại: vòng 2/2, đến lúc này');
    assert.match(await text(page, 'message'), /^Đã mở trận nhập \(2 vòng, \d+ bước\)/);
    const imported = await shown(page);
    for (const key of ['round', 'scores', 'history', 'words']) assert.deepEqual(imported[key], live[key], key);
    assert.equal(await page.isVisible('#act-pass'), false, 'no action while reviewing');
    assert.equal(await page.locator('#board').getAttribute('data-bots'), 'idle');

    // Round by round, by the buttons and the keys.
    await page.click('#review-prev');
    assert.equal(await where(page), 'Xem lại: vòng 2/2, đầu vòng');
    let s = await shown(page);
    assert.equal(s.round_number, 2);
    assert.match(s.words.log[0], /^#2 chia bài/);
    assert.ok(s.words.log.length < live.words.log.length);
    await page.click('#review-prev');
    assert.equal(await where(page), 'Xem lại: vòng 1/2, cuối vòng');
    s = await shown(page);
    assert.equal(s.round_number, 1);
    assert.equal(s.round_over, true);
    assert.deepEqual(await page.locator('#result-lines li').allTextContents(), s.words.result);
    await page.keyboard.press('Home');
    assert.equal(await where(page), 'Xem lại: vòng 1/2, đầu vòng');
    assert.equal(await page.locator('#review-prev').isDisabled(), true);
    s = await shown(page);
    assert.equal(s.words.log.length, 2, 'the deal and the first flip');
    await page.keyboard.press('ArrowRight');
    assert.equal(await where(page), 'Xem lại: vòng 1/2, cuối vòng');
    await page.keyboard.press('End');
    assert.equal(await where(page), 'Xem lại: vòng 2/2, đến lúc này');
    assert.equal(await page.locator('#review-next').isDisabled(), true);
    await page.click('button[data-lang="en"]');
    assert.equal(await where(page), 'Review: round 2/2, so far');
    await page.click('button[data-lang="vi"]');
    await page.screenshot({ path: join(SCREENSHOTS, 'card121-review.png') });
    assert.deepEqual(await record(page), saved, 'the live match is kept');

    // Play the imported match on: it becomes the live match, the same one.
    await page.click('#review-adopt');
    await settled(page);
    assert.equal(await page.isVisible('#review'), false);
    assert.deepEqual(await record(page), saved);
    const adopted = await state(page);
    for (const key of ['round', 'scores', 'history', 'words']) assert.deepEqual(adopted[key], live[key], key);
    assert.equal(await text(page, 'message'), 'Bạn chơi tiếp trận đã nhập.');

    // The live match reviewed from its first round; Esc comes back to it as it was.
    await page.click('#review-start');
    assert.equal(await where(page), 'Xem lại: vòng 1/2, đầu vòng');
    assert.equal(await page.isVisible('#review-adopt'), false);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('#review'), false);
    assert.deepEqual(await state(page), adopted);
    await page.reload();
    await tableReady(page);
    assert.deepEqual(await record(page), saved, 'saved as the live match');
  }));

test('121: a text the engine refuses is explained next to the field, by line, in either language', { timeout: 60000 }, () =>
  withPage(open('card121.html', { seed: 2086 }), async ({ page }) => {
    await tableReady(page);
    const saved = await record(page);
    await page.click('#records summary');
    const attempt = async (value) => {
      await page.fill('#record-in', value);
      await page.click('#record-form button[type="submit"]');
      await settled(page);
      return text(page, 'record-error');
    };
    assert.equal(await attempt('   '), 'Chưa có gì để mở: hãy dán văn bản của một trận hoặc mở một tệp.');
    // Not JSON: the line and column where it stops.
    assert.equal(
      await attempt('{\n  "seed": 5,\n  "games": 1\n  "strict": false\n}'),
      'Dòng 4, cột 3: đây không phải văn bản của một trận 121 (cần dạng JSON như khi xuất).',
    );
    // A step the engine refuses: its line, and the engine's reason.
    const bad = JSON.stringify({ seed: 5, games: 1, strict: false, steps: ['#1 pass', '#1 pass', '#2 pass'] }, null, 2);
    const line = bad.split('\n').findIndex((l, i, all) => l.includes('"#1 pass"') && all.slice(0, i).some((p) => p.includes('"#1 pass"'))) + 1;
    const error = await attempt(bad);
    assert.match(error, new RegExp(`^Dòng ${line}: bước 2 của biên bản trận: `));
    // Beside the field, marked invalid, nothing changed.
    assert.equal(await page.locator('#record-in').getAttribute('aria-invalid'), 'true');
    const field = await page.locator('#record-in').boundingBox();
    const box = await page.locator('#record-error').boundingBox();
    assert.ok(box.y >= field.y + field.height && box.y - (field.y + field.height) < 40, 'the error is right under the field');
    assert.equal(await page.isVisible('#review'), false);
    assert.deepEqual(await record(page), saved);
    await page.screenshot({ path: join(SCREENSHOTS, 'card121-import-error.png'), fullPage: true });
    // Re-worded when the language changes.
    await page.click('button[data-lang="en"]');
    assert.match(await text(page, 'record-error'), new RegExp(`^Line ${line}: step 2 of the match record: `));
    assert.equal(
      await attempt('{"seed": "x", "games": 1, "strict": false, "steps": []}'),
      'not a 121 match record: "seed" must be a whole number',
    );
    // Typing clears it.
    await page.fill('#record-in', '{');
    assert.equal(await page.isVisible('#record-error'), false);
    // What is typed is kept across a reload.
    await page.reload();
    await tableReady(page);
    assert.equal(await page.inputValue('#record-in'), '{');
  }));

test('121 on a phone: the review and the records fit the screen', { timeout: 60000 }, () =>
  withPage(open('card121.html', { ...PHONE, seed: 2086 }), async ({ page }) => {
    await tableReady(page);
    await page.tap('#records summary');
    await page.tap('#review-start');
    assert.equal(await where(page), 'Xem lại: vòng 1/1, đầu vòng');
    for (const id of ['review-prev', 'review-next', 'review-exit']) {
      const b = await page.locator(`#${id}`).boundingBox();
      assert.ok(b.height >= 44 && b.width >= 44, `${id} is a tap target: ${JSON.stringify(b)}`);
    }
    await page.tap('#review-next');
    assert.equal(await where(page), 'Xem lại: vòng 1/1, đến lúc này');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.equal(overflow, 0, 'no sideways scrolling');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'card121-phone-review.png') });
    await page.tap('#review-exit');
    assert.equal(await page.isVisible('#review'), false);
  }));

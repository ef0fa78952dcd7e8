// Browser end-to-end tests of Ô ăn quan on the play page: a square and a
// direction picked by clicks on the canvas, the sowing animated to its end
// (and skipped by a click, Esc or the button), keyboard play, the
// rock–paper–scissors draw, a house rule changed for a new game, reload,
// language, the end with its final count, and screenshots (mid-animation,
// the end, a phone) in target/screenshots/.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/
// Each test gets a fresh browser context, so localStorage starts empty.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, boardReady, settled, SCREENSHOTS } from '../support/site.mjs';
import { placeXY, clickPlace as clickOn, typeMove, plies } from '../support/play-page.mjs';

const START = '0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0';
const AFTER_1_MINUS = '0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0';
/** One move from the end: South's 3+ takes the last mandarin. */
const NEAR_END = '0,0,2,1,0,0,2M,3,0,5,0,0 s 14+1-5 23+0-0';

const site = useSite(SITE, { viewport: { width: 1280, height: 900 }, board: true });

/** Clicks a place (a square 0–11, an arrow 100 + code) and waits for what it changed to be drawn. */
const clickPlace = (page, place) => clickOn(page, place, { settle: true });

/** Whether the board shows a sowing under way (as of the next frame drawn). */
async function busy(page) {
  await settled(page);
  return page.locator('#board').getAttribute('data-busy');
}

/** Waits for the sowing animation to end by itself. */
async function animationEnds(page, timeout = 20000) {
  await page.waitForSelector('#board[data-busy="false"]', { timeout });
  await settled(page);
}

/** The arrow place of a move text ("1-"), as the board numbers it. */
const arrowOf = (page, text) =>
  page.evaluate((t) => {
    const code = Number.parseInt(t, 10) * 2 + (t.endsWith('-') ? 1 : 0);
    return window.__rulebook.board.constructor.arrowPlace(code);
  }, text);

/** Picks a square and clicks its arrow, as a player does. */
async function sow(page, text) {
  await clickPlace(page, Number.parseInt(text, 10));
  await clickPlace(page, await arrowOf(page, text));
}

/** Types each move and skips its sowing. */
async function typeMoves(page, moves) {
  for (const move of moves) {
    await typeMove(page, move);
    await page.keyboard.press('Escape'); // skip the animation
    await animationEnds(page);
  }
}

/** A new game with South to move and no draw, sown fast. */
async function southStarts(page, speed = 'fast') {
  await page.selectOption('#opt-speed', speed);
  await page.selectOption('#opt-first', 'south');
  await page.click('#new-game');
  await settled(page);
}

async function loadPosition(page, text) {
  await page.click('.position summary');
  await page.fill('#fen-in', text);
  await page.press('#fen-in', 'Enter');
  await settled(page);
}

/** A square of the side to move that holds stones (the first from the left as South sees it). */
const sowable = (page) =>
  page.evaluate(() => {
    const s = window.__rulebook.game.state();
    return s.squares.find((sq) => sq.owner === s.sideToMove && sq.citizens > 0).index;
  });

/** Types the first legal move `n` times. */
async function playAny(page, n) {
  for (let i = 0; i < n; i++) {
    const move = await page.evaluate(() => {
      const game = window.__rulebook.game;
      return game.moveToText(game.legalMoves()[0]);
    });
    await typeMoves(page, [move]);
  }
}

const position = (page) => page.inputValue('#fen-out');
const text = (page, id) => page.locator(`#${id}`).textContent();

test('Ô ăn quan: the draw, a move by clicks animated to its end, skipping, reload, language', { timeout: 90000 }, () =>
  withPage(site.open('play.html?game=oanquan'), async ({ page }) => {
    // The first game is drawn by rock–paper–scissors: the throws are shown.
    assert.equal(await page.isVisible('#toss'), true);
    const rounds = await page.locator('#toss-items .toss-item').allTextContents();
    assert.ok(rounds.length >= 1);
    for (const round of rounds) assert.match(round, /^(✊|✋|✌\uFE0F) (✊|✋|✌\uFE0F)$/u);
    assert.match(await text(page, 'toss-text'), /^Oẳn tù tì.*: Nam ra (búa|bao|kéo) .*, Bắc ra (búa|bao|kéo) .* — Người chơi [12] \((Nam|Bắc)\) đi trước\.$/u);
    const drawn = await page.evaluate(() => window.__rulebook.game.state().draw.first);
    assert.equal(await page.locator('#turn').getAttribute('data-side'), drawn);

    // Now South starts by choice, at slow speed for the picture.
    await southStarts(page, 'slow');
    assert.equal(await position(page), START);
    assert.equal(await text(page, 'toss-text'), 'Người chơi 1 (Nam) đi trước.');
    assert.equal(await page.isVisible('#toss-rule'), false);
    assert.equal(await text(page, 'scores'), 'Điểm đã ăn: Nam 0 · Bắc 0');

    // A square of the opponent's, then an empty quan square: nothing selected.
    await clickPlace(page, 9);
    assert.equal(await text(page, 'message'), 'Đang đến lượt Nam: hãy chọn một ô dân của Nam.');
    // South picks square 1: its arrows appear on it (the halves are 1- and 1+).
    await clickPlace(page, 1);
    assert.equal(await page.isDisabled('#tool-sowUp'), false);
    assert.match(await text(page, 'tool-note'), /^Ô 1: chọn chiều rải/);
    const left = await placeXY(page, await arrowOf(page, '1-'));
    const square = await placeXY(page, 1);
    assert.ok(left.x < square.x, 'the - arrow is on the left half for South');
    await page.mouse.click(left.x, left.y);
    assert.equal(await busy(page), 'true');
    assert.match(await text(page, 'guide'), /^Nam đang rải 1-…/);
    // The panel's score waits for the stones to land.
    assert.equal(await text(page, 'scores'), 'Điểm đã ăn: Nam 0 · Bắc 0');
    await page.waitForTimeout(2500);
    assert.equal(await busy(page), 'true', 'still sowing at slow speed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'oanquan-sowing.png') });
    await animationEnds(page, 30000);
    assert.equal(await position(page), AFTER_1_MINUS);
    assert.equal(await text(page, 'scores'), 'Điểm đã ăn: Nam 11 · Bắc 0');
    assert.equal(await text(page, 'guide'), 'Nam đi 1-: ăn quan và 1 dân ở ô 0; hết lượt sau khi ăn.');
    assert.deepEqual(await plies(page), ['1-']);
    assert.equal(await text(page, 'turn'), 'Lượt đi: Bắc — Người chơi 2');

    // North's 8+: skipped by a click on the board.
    await page.selectOption('#opt-speed', 'normal');
    await sow(page, '8+');
    assert.equal(await busy(page), 'true');
    await page.mouse.click(5, 5); // the page, not the board: nothing happens
    await clickPlace(page, 3);
    assert.equal(await busy(page), 'false', 'the click skipped the animation');
    assert.deepEqual(await plies(page), ['1-', '8+']);
    const afterSkip = await page.evaluate(() => window.__rulebook.game.position());
    assert.equal(await position(page), afterSkip);
    assert.match(await text(page, 'guide'), /^Bắc đi 8\+: /);
    // The skipping click selected nothing.
    assert.equal(await page.isDisabled('#tool-sowUp'), true);

    // South sows a square by the + key, skipped by Esc; North types a
    // move, skipped by the Skip button.
    const south = await sowable(page);
    await clickPlace(page, south);
    await page.keyboard.press('+');
    assert.equal(await busy(page), 'true');
    await page.keyboard.press('Escape');
    await settled(page);
    assert.equal(await busy(page), 'false');
    assert.deepEqual(await plies(page), ['1-', '8+', `${south}+`]);
    const north = await sowable(page);
    await page.fill('#move-input', `${north}-`);
    await page.press('#move-input', 'Enter');
    assert.equal(await busy(page), 'true');
    assert.equal(await page.isDisabled('#tool-skip'), false);
    await page.click('#tool-skip');
    await settled(page);
    assert.equal(await busy(page), 'false');
    assert.deepEqual(await plies(page), ['1-', '8+', `${south}+`, `${north}-`]);
    // Esc also skips while the focus stays in the move field.
    await playAny(page, 1);
    assert.equal((await plies(page)).length, 5);

    // A refused move (a square of the other side's) is explained by the
    // engine, in Vietnamese.
    const other = (await page.locator('#turn').getAttribute('data-side')) === 'south' ? 7 : 1;
    await page.fill('#move-input', `${other}+`);
    await page.press('#move-input', 'Enter');
    assert.equal(
      await text(page, 'message'),
      `Nước đi không hợp lệ: ô ${other} không phải một trong năm ô dân của bạn`,
    );

    // Reload: the same game, no animation replayed.
    const before = await position(page);
    const moves = await plies(page);
    await page.reload();
    await boardReady(page);
    assert.equal(await busy(page), 'false');
    assert.equal(await position(page), before);
    assert.deepEqual(await plies(page), moves);
    assert.equal(await page.inputValue('#opt-speed'), 'normal');
    assert.equal(await page.isVisible('#toss'), false);

    // Undo and redo (the redone move is sown again).
    await page.click('#undo');
    assert.deepEqual(await plies(page), moves.slice(0, -1));
    await page.click('#redo');
    assert.equal(await busy(page), 'true');
    await page.keyboard.press('Escape');
    await settled(page);
    assert.equal(await position(page), before);

    // English: the page, the stores' words and the engine's reasons.
    await page.click('button[data-lang="en"]');
    assert.equal(await page.locator('#undo').textContent(), 'Undo');
    assert.equal(await text(page, 'turn'), 'To move: North — Player 2');
    assert.match(await text(page, 'scores'), /^Captured: South \d+ · North \d+$/);
    assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules/oanquan.en.html');
    assert.equal(await page.locator('#tool-skip .tool-label').textContent(), 'Skip the animation');
    assert.equal(await page.locator('.position summary').textContent(), 'Position (text)');
    await page.fill('#move-input', '3-');
    await page.press('#move-input', 'Enter');
    assert.equal(await text(page, 'message'), 'Illegal move: square 3 is not one of your five rice squares');
    await page.click('button[data-lang="vi"]');
    assert.equal(await text(page, 'turn'), 'Lượt đi: Bắc — Người chơi 2');
    // An empty square of one's own can't be picked; the engine says why.
    await loadPosition(page, '0M,2,0,0,0,0,0M,5,5,5,5,5 s 13+0-0 10+0-0');
    await clickPlace(page, 3);
    assert.equal(await text(page, 'message'), 'ô 3 đang trống: hãy chọn một ô dân có quân của bạn');
    await page.click('button[data-lang="en"]');
    await clickPlace(page, 3);
    assert.equal(await text(page, 'message'), 'square 3 is empty: pick one of your squares with stones');
  }));

test('Ô ăn quan: the keyboard, a house rule for the next game, the end and its count', { timeout: 90000 }, () =>
  withPage(site.open('play.html?game=oanquan'), async ({ page }) => {
    await southStarts(page);
    // The keyboard: Enter shows the cursor on South's middle square (3);
    // ← twice reaches square 1, Enter selects it; ← reaches its left arrow
    // (1-), Enter sows.
    await page.locator('#board').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await settled(page);
    assert.match(await text(page, 'tool-note'), /^Ô 1: /);
    await page.keyboard.press('ArrowLeft');
    await settled(page);
    assert.match(await text(page, 'inspect'), /^1-: rải ô 1/);
    await page.keyboard.press('Enter');
    assert.equal(await busy(page), 'true');
    await animationEnds(page);
    assert.equal(await position(page), AFTER_1_MINUS);
    // North: the cursor stayed on 1's arrow; ↑ to square 11 above it, →
    // three times to square 8, Enter, → to the arrow toward 7 (8-), Enter.
    await page.keyboard.press('ArrowUp');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await busy(page), 'true');
    await page.keyboard.press('Enter'); // skips
    await settled(page);
    assert.equal(await busy(page), 'false');
    assert.deepEqual(await plies(page), ['1-', '8-']);

    // A house rule for the next game: mandarins worth 5, quan non on.
    await page.click('#options-rules summary');
    assert.match(await page.locator('#opt-mandarin_value option[value="10"]').textContent(), /\(mặc định\)$/);
    await page.selectOption('#opt-mandarin_value', '5');
    await page.check('#opt-quan_non');
    // Nothing changes in the game under way.
    assert.equal(await text(page, 'table-rules'), 'Luật của ván này: luật mặc định.');
    await page.click('#new-game');
    assert.equal(await position(page), START);
    assert.equal(await text(page, 'table-rules'), 'Luật của ván này: Một quan bằng: 5 dân; Quan non: ô quan còn quan mà ít hơn 5 dân thì chưa được ăn.');
    await sow(page, '1-');
    await animationEnds(page);
    // Quan non: square 0 (its mandarin and one citizen) is not taken.
    assert.equal(await position(page), '1M,0,6,6,6,6,1M,0,6,6,6,6 n 0+0-0 0+0-0');
    assert.match(await text(page, 'guide'), /ô quan 0 còn quan non, chưa được ăn\.$/);
    const scores = await page.evaluate(() => window.__rulebook.game.scores());
    assert.equal(await text(page, 'scores'), `Điểm đã ăn: Nam ${scores.south} · Bắc ${scores.north}`);
    const record = await page.evaluate(() => window.__rulebook.game.record());
    assert.ok(record.options.includes('mandarin_value=5') && record.options.includes('quan_non=on'));
    // The settings survive a reload; so does the game's own rule set.
    await page.reload();
    await boardReady(page);
    assert.equal(await page.inputValue('#opt-mandarin_value'), '5');
    assert.equal(await page.isChecked('#opt-quan_non'), true);
    assert.equal(await text(page, 'table-rules'), 'Luật của ván này: Một quan bằng: 5 dân; Quan non: ô quan còn quan mà ít hơn 5 dân thì chưa được ăn.');

    // Back to the defaults, and a position one move from the end.
    await page.click('#options-rules summary');
    await page.selectOption('#opt-mandarin_value', '10');
    await page.uncheck('#opt-quan_non');
    await loadPosition(page, NEAR_END);
    assert.equal(await position(page), NEAR_END);
    assert.equal(await text(page, 'scores'), 'Điểm đã ăn: Nam 24 · Bắc 23');
    await sow(page, '3+');
    await animationEnds(page);
    assert.equal(
      await text(page, 'result'),
      'Bắc (Người chơi 2) thắng — hết quan, tàn dân (thu quân, bán ruộng: Nam 36 đã ăn + 3 dân còn trên ô mình − 5 trả vay = 34; Bắc 23 đã ăn + 8 dân còn trên ô mình + 5 được trả = 36).',
    );
    assert.equal(await text(page, 'scores'), 'Đếm cuối ván: Nam 34 · Bắc 36');
    assert.equal(await page.isVisible('#turn'), false);
    await clickPlace(page, 7);
    assert.equal(await text(page, 'message'), 'Ván chơi đã kết thúc.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'oanquan.png') });
  }));

test('Ô ăn quan on a phone: tap a square, tap an arrow', { timeout: 60000 }, () =>
  withPage(site.open('play.html?game=oanquan', { viewport: { width: 390, height: 800 }, scale: 2 }), async ({ page }) => {
    await southStarts(page);
    await playAny(page, 3);
    const north = await sowable(page);
    await sow(page, `${north}-`);
    await animationEnds(page);
    assert.equal((await plies(page)).length, 4);
    // South taps a square: its arrows show.
    const south = await sowable(page);
    await clickPlace(page, south);
    assert.match(await text(page, 'tool-note'), new RegExp(`^Ô ${south}: `));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'oanquan-phone.png') });
    await clickPlace(page, await arrowOf(page, `${south}+`));
    await animationEnds(page);
    assert.deepEqual((await plies(page)).slice(-1), [`${south}+`]);
  }));

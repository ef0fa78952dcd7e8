// Browser end-to-end tests of www/: the home page and Cờ tướng played as a
// person would, with real clicks and drags on the canvas at the positions
// the page's own board geometry gives.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/
// Each test gets a fresh browser context, so localStorage starts empty.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, boardReady, SCREENSHOTS } from '../support/site.mjs';
import { placeXY, clickPlace, drag, plies } from '../support/play-page.mjs';

const site = useSite(SITE, { viewport: { width: 1280, height: 900 } });
const openXiangqi = () => site.open('play.html?game=xiangqi', { board: true });

// The points as the painter places them, the board as it is (not scrolled).
const clickPoint = (page, name) => clickPlace(page, name, { scroll: false });
const dragPoint = async (page, from, to) =>
  drag(page, await placeXY(page, from, { scroll: false }), await placeXY(page, to, { scroll: false }));

test('Cờ tướng: click, drag, illegal move, reload, undo, language', { timeout: 45000 }, () =>
  withPage(openXiangqi(), async ({ page }) => {
    assert.match(await page.locator('#message').textContent(), /Tung đồng xu: Người chơi [12] cầm quân Đỏ/);

    // Click-click: the Red cannon h2 to e2.
    await clickPoint(page, 'h2');
    await clickPoint(page, 'e2');
    assert.deepEqual(await plies(page), ['P2-5']);

    // Drag: the Black horse h9 to g7.
    await dragPoint(page, 'h9', 'g7');
    assert.deepEqual(await plies(page), ['P2-5', 'M8.7']);

    await page.selectOption('#notation', 'wxf');
    assert.deepEqual(await plies(page), ['C2=5', 'H8+7']);

    // An illegal move is explained by the engine.
    await clickPoint(page, 'a0');
    await clickPoint(page, 'a5');
    const message = await page.locator('#message').textContent();
    assert.match(message, /^Nước đi không hợp lệ: đường đi của xe bị cản ở a3$/);
    assert.equal((await plies(page)).length, 2);

    // Reload: the same game comes back.
    const fen = await page.inputValue('#fen-out');
    assert.match(fen, /^rnbakab1r\/9\/1c4nc1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C2C4\/9\/RNBAKABNR w/);
    await page.reload();
    await boardReady(page);
    assert.deepEqual(await plies(page), ['C2=5', 'H8+7']);
    assert.equal(await page.inputValue('#fen-out'), fen);

    await page.click('#undo');
    assert.deepEqual(await plies(page), ['C2=5']);
    assert.notEqual(await page.inputValue('#fen-out'), fen);
    await page.click('#redo');
    assert.deepEqual(await plies(page), ['C2=5', 'H8+7']);

    // The language toggle changes the visible text and <html lang>.
    assert.equal(await page.locator('#undo').textContent(), 'Đi lại');
    await page.click('button[data-lang="en"]');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('#undo').textContent(), 'Undo');
    assert.match(await page.locator('#turn').textContent(), /^To move: Red — Player [12]$/);
    assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules/xiangqi.en.html');
    // The engine's explanations follow the language too.
    await clickPoint(page, 'a0');
    await clickPoint(page, 'a5');
    assert.match(await page.locator('#message').textContent(), /^Illegal move: .*the rook's path is blocked at a3$/);

    await clickPoint(page, 'a0'); // leave a selection with its dots in the picture
    await page.screenshot({ path: join(SCREENSHOTS, 'xiangqi.png'), fullPage: true });
  }));

test('Cờ tướng: keyboard, typed moves, names, resignation, next game', { timeout: 30000 }, () =>
  withPage(openXiangqi(), async ({ page }) => {
    await page.locator('#board').focus();
    // The cursor starts at e0; walk to h2, pick the cannon up, walk to e2, play.
    await page.keyboard.press('Enter');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter']) {
      await page.keyboard.press(key);
    }
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
    assert.deepEqual(await plies(page), ['P2-5']);

    await page.fill('#move-input', 'H8+7'); // WXF typed, shown in Vietnamese
    await page.press('#move-input', 'Enter');
    assert.deepEqual(await plies(page), ['P2-5', 'M8.7']);
    assert.equal(await page.inputValue('#move-input'), '');

    await page.fill('#move-input', 'a0a5');
    await page.click('#move-form button');
    assert.match(await page.locator('#message').textContent(), /^Nước đi không hợp lệ: đường đi của xe bị cản ở a3$/);

    // Text typed but not submitted survives a reload.
    await page.fill('#move-input', 'h0g2');
    await page.reload();
    await boardReady(page);
    assert.equal(await page.inputValue('#move-input'), 'h0g2');
    await page.fill('#move-input', '');

    await page.fill('#name-0', 'Lan');
    await page.fill('#name-1', 'Minh');
    const players = await page.locator('#players').textContent();
    assert.match(players, /^(Lan cầm quân Đỏ · Minh|Minh cầm quân Đỏ · Lan) cầm quân Đen$/);

    await page.click('#resign'); // the confirmation is accepted
    assert.match(await page.locator('#result').textContent(), /^Đen \((Lan|Minh)\) thắng — đối phương xin thua$/);
    assert.equal(await page.isHidden('#turn'), true);
    assert.equal(await page.isDisabled('#resign'), true);

    await page.click('#next-game');
    assert.match(await page.locator('#message').textContent(), /^Ván tiếp theo của loạt/);
    assert.notEqual(await page.locator('#players').textContent(), players, 'colours swapped');
    assert.deepEqual(await plies(page), []);

    await page.reload();
    await boardReady(page);
    assert.equal(await page.inputValue('#name-0'), 'Lan');
  }));

test('Cờ tướng: the touch-move referee', { timeout: 30000 }, () =>
  withPage(openXiangqi(), async ({ page }) => {
    await page.check('#opt-touchMove');
    await page.click('#new-game');
    assert.match(await page.locator('#table-rules').textContent(), /trọng tài chạm quân/);

    await clickPoint(page, 'h2');
    assert.match(await page.locator('#duty').textContent(), /bạn đã chạm pháo Đỏ ở h2 nên phải đi quân đó/);
    await clickPoint(page, 'b2'); // another piece: the referee refuses
    assert.match(await page.locator('#message').textContent(), /bạn đã chạm pháo Đỏ ở h2 trước nên phải đi quân đó/);
    // The referee's words follow the language, whole.
    await page.click('button[data-lang="en"]');
    const foul = await page.locator('#message').textContent();
    assert.match(foul, /h2/);
    assert.doesNotMatch(foul, /[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơờớởỡợưừứửữự]/i, foul);
    await page.click('button[data-lang="vi"]');
    assert.match(await page.locator('#message').textContent(), /bạn đã chạm pháo Đỏ ở h2 trước nên phải đi quân đó/);
    // The duty survives a reload; picking the touched piece up again is fine.
    await page.reload();
    await boardReady(page);
    assert.match(await page.locator('#duty').textContent(), /nên phải đi quân đó/);
    await clickPoint(page, 'h2');
    await clickPoint(page, 'e2');
    assert.deepEqual(await plies(page), ['P2-5']);
    assert.equal(await page.locator('#duty').isHidden(), true);

    // Formal mode: touch-move forced on, no undo.
    await page.check('#opt-formal');
    assert.equal(await page.isDisabled('#opt-touchMove'), true);
    await page.click('#new-game'); // confirms abandoning the game in progress
    await clickPoint(page, 'h2');
    await clickPoint(page, 'e2');
    assert.equal(await page.isDisabled('#undo'), true);
  }));

test('Cờ tướng: a damaged saved game starts a fresh one with a note', { timeout: 30000 }, () =>
  withPage(openXiangqi(), async ({ page }) => {
    for (const damaged of ['{not json', '{"start":"nonsense","moves":["h2e2"]}']) {
      await page.evaluate((value) => localStorage.setItem('rulebook.xiangqi.game', value), damaged);
      await page.reload();
      await boardReady(page);
      assert.match(await page.locator('#message').textContent(), /Không mở được ván cờ đã lưu/);
      assert.deepEqual(await plies(page), []);
    }
    await clickPoint(page, 'h2');
    await clickPoint(page, 'e2');
    assert.deepEqual(await plies(page), ['P2-5']);
  }));

test('FEN import: errors shown, a good FEN loads', { timeout: 30000 }, () =>
  withPage(openXiangqi(), async ({ page }) => {
    await page.click('.position summary');
    await page.fill('#fen-in', 'rubbish');
    await page.click('#fen-form button');
    assert.match(await page.locator('#fen-in-error').textContent(), /^Không mở được FEN: FEN không hợp lệ: bàn cờ có 1 hàng; bàn cờ tướng có 10 hàng$/);
    const fen = '4k4/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1';
    await page.fill('#fen-in', fen);
    await page.click('#fen-form button');
    assert.equal(await page.inputValue('#fen-out'), fen);
    assert.match(await page.locator('#turn').textContent(), /^Lượt đi: Đen/);
    assert.equal(await page.locator('#check').textContent(), 'Đen đang bị chiếu!');
    assert.equal(await page.locator('#message').textContent(), 'Đã mở thế cờ từ FEN.');
  }));

test('play.html explains unknown games and sends 121 to its own page', { timeout: 30000 }, () =>
  withPage(site.open('play.html?game=chess'), async ({ page }) => {
    await page.locator('#unavailable').waitFor();
    assert.match(await page.locator('#unavailable-text').textContent(), /“chess”/);
    assert.equal(await page.locator('#unavailable a').getAttribute('href'), 'index.html');
    // A game with its own page (121) is sent there.
    await page.goto(`${site.base}play.html?game=card121`);
    await page.waitForURL(/card121\.html$/);
  }));

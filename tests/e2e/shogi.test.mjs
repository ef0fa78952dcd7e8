// Browser end-to-end tests of shogi on the play page: clicks and drags on
// the canvas at the positions the painter's own geometry gives, drops from
// the hands, the promotion choice, records, the impasse count, reload and
// language.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/
// Each test gets a fresh browser context, so localStorage starts empty.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, boardReady, SCREENSHOTS } from '../support/site.mjs';
import { placeXY, handXY, clickMove, drag, typeMove, plies } from '../support/play-page.mjs';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

const site = useSite(SITE, { viewport: { width: 1280, height: 900 }, board: true });
const openShogi = () => site.open('play.html?game=shogi');

const click = (page, at) => page.mouse.click(at.x, at.y);

async function loadSfen(page, sfen) {
  if (!(await page.locator('details.position').evaluate((d) => d.open))) await page.click('.position summary');
  await page.fill('#fen-in', sfen);
  await page.click('#fen-form button');
  assert.equal(await page.inputValue('#fen-out'), sfen);
}

const sfen = (page) => page.inputValue('#fen-out');

test('Shogi: furigoma, click, drag, capture, drops, promotion, reload, language', { timeout: 60000 }, () =>
  withPage(openShogi(), async ({ page }) => {
    // The furigoma: five pawns and the sentence that says who plays Sente.
    assert.equal(await page.locator('#toss').isVisible(), true);
    assert.equal(await page.locator('#toss-items .toss-item').count(), 5);
    const faces = await page.locator('#toss-items .toss-item').allTextContents();
    const up = faces.filter((f) => f === '歩').length;
    const sente = up >= 3 ? 'Người chơi 2' : 'Người chơi 1';
    assert.equal(
      await page.locator('#toss-text').textContent(),
      `Furigoma do Người chơi 1 tung: ${up} mặt 歩 (tốt) và ${5 - up} mặt と (tokin) — ${sente} cầm Tiên thủ.`,
    );
    assert.match(await page.locator('#players').textContent(), new RegExp(`^${sente} cầm quân Tiên thủ`));
    assert.equal(await page.inputValue('#fen-out'), START);

    // Click-click, then a drag.
    await clickMove(page, '7g', '7f');
    assert.deepEqual(await plies(page), ['P-7f']);
    assert.equal(await page.locator('#toss').isVisible(), false, 'the toss goes once play starts');
    await drag(page, await placeXY(page, '3c'), await placeXY(page, '3d'));
    assert.deepEqual(await plies(page), ['P-7f', 'P-3d']);

    // The bishop takes on 2b, in the zone: the page asks, Sente promotes.
    await clickMove(page, '8h', '2b');
    const choice = page.locator('#choice');
    assert.equal(await choice.isVisible(), true);
    assert.equal(await page.locator('#choice-title').textContent(), 'Phong cấp quân này?');
    assert.deepEqual(await page.locator('.choice-glyph').allTextContents(), ['馬', '角']);
    assert.deepEqual(await plies(page), ['P-7f', 'P-3d'], 'nothing is played before the choice');
    // Escape puts the piece back; ask again and choose with the keyboard.
    await page.keyboard.press('Escape');
    assert.equal(await choice.isVisible(), false);
    await clickMove(page, '8h', '2b');
    // The dialog takes the keyboard focus, on "promote".
    await page.waitForFunction(() => document.activeElement?.dataset?.value === 'promote');
    await page.keyboard.press('Enter');
    assert.equal(await choice.isVisible(), false);
    assert.deepEqual(await plies(page), ['P-7f', 'P-3d', 'Bx2b+']);
    assert.equal(await sfen(page), 'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4');

    // Gote's silver captures the horse: a bishop goes to Gote's hand.
    await clickMove(page, '3a', '2b');
    assert.deepEqual((await plies(page)).slice(-1), ['Sx2b']);
    assert.match(await sfen(page), / b Bb 5$/);

    // Sente drops its bishop by clicking the hand, then a square.
    await click(page, await handXY(page, 'sente', 'bishop'));
    await click(page, await placeXY(page, '5e'));
    // Gote drags its bishop from the hand.
    await drag(page, await handXY(page, 'gote', 'B'), await placeXY(page, '5d'));
    assert.deepEqual((await plies(page)).slice(-2), ['B*5e', 'B*5d']);
    assert.match(await sfen(page), / b - 7$/);

    // An illegal move is explained by the engine.
    await clickMove(page, '5e', '5c');
    assert.match(await page.locator('#message').textContent(), /^Nước đi không hợp lệ: tượng ở 5e không đi tới 5c được/);

    await page.selectOption('#notation', 'japanese');
    assert.deepEqual(await plies(page), ['▲７六歩', '△３四歩', '▲２二角成', '△同　銀', '▲５五角', '△５四角']);

    // Reload: the same game, the same settings.
    const position = await sfen(page);
    await page.reload();
    await boardReady(page);
    assert.equal(await sfen(page), position);
    assert.equal((await plies(page)).length, 6);
    assert.equal(await page.inputValue('#notation'), 'japanese');

    // Undo and redo.
    await page.click('#undo');
    assert.equal((await plies(page)).length, 5);
    await page.click('#redo');
    assert.equal(await sfen(page), position);

    // The language toggle changes the page and the engine's words.
    await page.click('button[data-lang="en"]');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('#undo').textContent(), 'Undo');
    assert.match(await page.locator('#turn').textContent(), /^To move: Sente — Player [12]$/);
    assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules/shogi.en.html');
    assert.equal(await page.locator('.position summary').textContent(), 'Position (SFEN)');
    await clickMove(page, '5e', '5c');
    assert.match(await page.locator('#message').textContent(), /^Illegal move: the bishop on 5e cannot reach 5c/);

    // A piece in hand, nothing: select a board piece to leave its dots in the picture.
    await click(page, await placeXY(page, '5e'));
    await page.screenshot({ path: join(SCREENSHOTS, 'shogi.png'), fullPage: true });
  }));

test('Shogi: forced promotion, declining a promotion, drops by keyboard', { timeout: 45000 }, () =>
  withPage(openShogi(), async ({ page }) => {
    // A pawn reaching the last rank must promote: no question.
    await loadSfen(page, '4k4/8P/9/9/9/9/9/9/4K4 b P 1');
    await clickMove(page, '1b', '1a');
    assert.equal(await page.locator('#choice').isVisible(), false);
    assert.deepEqual(await plies(page), ['P-1a+']);
    assert.match(await sfen(page), /^4k3\+P\//);

    // Declining: a silver into the zone stays a silver.
    await loadSfen(page, '4k4/9/9/4S4/9/9/9/9/4K4 b - 1');
    await clickMove(page, '5d', '5c');
    await page.locator('.choice-option[data-value="stay"]').click();
    assert.deepEqual(await plies(page), ['S-5c=']);
    assert.match(await sfen(page), /^4k4\/9\/4S4\//);

    // Keyboard: the cursor walks off the board into Sente's hand (at the
    // right), up to the pawn, picks it up, and back onto the board to drop it.
    await loadSfen(page, '4k4/9/9/9/9/9/9/9/4K4 b P 1');
    await page.locator('#board').focus();
    await page.keyboard.press('Enter'); // the cursor appears on 5i
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight'); // 1i, then the hand's rook
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp'); // up to the pawn
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft'); // back onto the board, beside the pawn
    await page.keyboard.press('Enter');
    assert.deepEqual(await plies(page), ['P*1c']);
  }));

test('Shogi: KIF, CSA and JSON records out and back in', { timeout: 45000 }, () =>
  withPage(openShogi(), async ({ page }) => {
    await page.fill('#name-0', 'Lan');
    await page.fill('#name-1', 'Minh');
    for (const move of ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e']) await typeMove(page, move);
    const position = await sfen(page);
    const moves = await plies(page);
    await page.click('.records summary');
    const out = {};
    for (const format of ['kif', 'csa', 'json']) {
      await page.selectOption('#record-format', format);
      // KIF and CSA come from the records module, fetched the first time.
      await page.waitForSelector('#record-out:not([aria-busy])', { state: 'attached' });
      out[format] = await page.inputValue('#record-out');
    }
    assert.match(out.kif, /手数----指手/);
    assert.match(out.kif, /５五角打|４五角打/);
    assert.match(out.csa, /^V2\.2/);
    assert.match(out.csa, /\+0045KA/);
    assert.equal(JSON.parse(out.json).moves.length, 5);

    for (const format of ['kif', 'csa', 'json']) {
      await page.click('#new-game');
      assert.deepEqual(await plies(page), []);
      await page.fill('#record-in', out[format]);
      await page.click('#record-form button[type="submit"]');
      assert.equal(await page.locator('#message').textContent(), 'Đã mở ván cờ từ biên bản.', format);
      assert.equal(await sfen(page), position, format);
      assert.deepEqual(await plies(page), moves, format);
    }
    // The record's names take the seats of its Sente and Gote.
    const names = [await page.inputValue('#name-0'), await page.inputValue('#name-1')].sort();
    assert.deepEqual(names, ['Lan', 'Minh']);

    // A broken record is refused with the engine's reason; nothing changes.
    await page.fill('#record-in', out.kif.replace('７六歩(77)', '７五歩(77)'));
    await page.click('#record-form button[type="submit"]');
    assert.match(await page.locator('#record-in-error').textContent(), /^Không mở được biên bản: dòng \d+/);
    assert.equal(await sfen(page), position);
    // The unsent draft survives a reload.
    await page.reload();
    await boardReady(page);
    assert.match(await page.inputValue('#record-in'), /７五歩\(77\)/);
  }));

test('Shogi: a record file opened at once is read when the record formats arrive', { timeout: 30000 }, () =>
  withPage(openShogi(), async ({ page }) => {
    const kif = '先手：Lan\n後手：Minh\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n';
    // The section opens (the formats start loading) and the file goes in
    // before they have come.
    await page.click('.records summary');
    await page.setInputFiles('#record-file', { name: 'game.kif', mimeType: 'text/plain', buffer: Buffer.from(kif) });
    await page.locator('#move-list .ply').nth(1).waitFor();
    assert.equal(await page.locator('#message').textContent(), 'Đã mở ván cờ từ biên bản.');
    assert.deepEqual(await plies(page), ['P-7f', 'P-3d']);
    assert.equal(await page.locator('#result').textContent(), 'Hậu thủ (Minh) thắng — đối phương xin thua');
    assert.deepEqual([await page.inputValue('#name-0'), await page.inputValue('#name-1')], ['Lan', 'Minh']);
    // The export shows the record read, with its names.
    await page.waitForSelector('#record-out:not([aria-busy])', { state: 'attached' });
    assert.match(await page.inputValue('#record-out'), /先手：Lan\n後手：Minh/);
  }));

test('Shogi: the impasse count, resignation and formal games', { timeout: 45000 }, () =>
  withPage(openShogi(), async ({ page }) => {
    const impasse = page.locator('#action-impasse');
    assert.equal(await impasse.isVisible(), false, 'not at the start');
    await loadSfen(page, 'K8/9/9/9/9/9/9/9/8k b 2R2B4G4S4N4L17P 1');
    assert.equal(await impasse.isVisible(), true);
    assert.equal(await impasse.textContent(), 'Tuyên bố đếm điểm');
    await impasse.click(); // the confirmation is accepted
    assert.equal(
      await page.locator('#result').textContent(),
      'Tiên thủ (Người chơi 1) thắng — đếm điểm khi hai vua đã nhập trận (jishōgi) Điểm: Tiên thủ 53, Hậu thủ 0 (cần ít nhất 24).',
    );
    assert.equal(await impasse.isVisible(), false);
    // The count survives a reload.
    await page.reload();
    await boardReady(page);
    assert.match(await page.locator('#result').textContent(), /Điểm: Tiên thủ 53, Hậu thủ 0/);

    // A formal game: no undo.
    await page.check('#opt-formal');
    await page.click('#new-game');
    assert.match(await page.locator('#table-rules').textContent(), /thi đấu chính thức/);
    await clickMove(page, '7g', '7f');
    assert.equal(await page.isDisabled('#undo'), true);
    await page.click('#resign');
    assert.match(await page.locator('#result').textContent(), /^Tiên thủ \(Người chơi [12]\) thắng — đối phương xin thua$/);
  }));

test('Shogi on a phone: hands above and below the board', { timeout: 45000 }, () =>
  withPage(site.open('play.html?game=shogi', { viewport: { width: 390, height: 800 } }), async ({ page }) => {
    assert.equal(await page.evaluate(() => window.__rulebook.board.stacked()), true);
    for (const move of ['7g7f', '3c3d', '8h2b+', '3a2b']) await typeMove(page, move);
    // A tap on the hand, a tap on the board: a drop.
    const hand = await handXY(page, 'sente', 'bishop');
    const gote = await handXY(page, 'gote', 'bishop');
    assert.ok(hand.y > gote.y, 'Sente’s hand below Gote’s');
    await click(page, hand);
    await page.screenshot({ path: join(SCREENSHOTS, 'shogi-phone.png'), fullPage: false });
    await click(page, await placeXY(page, '5e'));
    assert.deepEqual((await plies(page)).slice(-1), ['B*5e']);
  }));

// Browser end-to-end tests of Cờ Long Phượng on the play page: the opening
// drops by clicks on the hands and the board, a move with a turn, a turn in
// place, a stack formed and then moved whole and split, drops with a
// chosen facing, the keyboard, reload, language, formal games, and
// screenshots (desktop and phone) in target/screenshots/.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/
// Each test gets a fresh browser context, so localStorage starts empty.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, boardReady, settled, text, SCREENSHOTS } from '../support/site.mjs';
import { placeXY, handXY, clickPlace, clickMove, drag, typeMoves, plies } from '../support/play-page.mjs';

const START = 'xvkvsvtvvtvsvkvxv/9/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/9/X^K^S^T^VT^S^K^X^ o LPlp 1';
const OPENING = ['L*b5', 'L*h5', 'P*b4', 'P*h4'];

const site = useSite(SITE, { viewport: { width: 1280, height: 900 }, board: true });

/** Each click waits for the board to draw what it changed (tools follow the drawing). */
const SETTLE = { settle: true };
async function click(page, at) {
  await page.mouse.click(at.x, at.y);
  await settled(page);
}
const clickSquare = (page, name) => clickPlace(page, name, SETTLE);

/** The stack's height on a square, from the engine. */
const height = (page, square) => page.evaluate((s) => window.__rulebook.game.pieceAt(s)?.count ?? 0, square);

const position = (page) => page.inputValue('#fen-out');
async function pressed(page, id) {
  await settled(page);
  return page.locator(`#tool-${id}`).getAttribute('aria-pressed');
}

test('Long Phượng: the opening drops, a turn, stacks moved whole and split, reload, language', { timeout: 90000 }, () =>
  withPage(site.open('play.html?game=longphuong'), async ({ page }) => {
    assert.equal(await position(page), START);
    assert.equal(await text(page, 'message'), 'Người chơi 1 cầm quân Cam');
    const guide = page.locator('#guide');
    assert.equal(
      await guide.textContent(),
      'Khai cuộc (nước 1/4): Cam thả Long hoặc Phượng xuống một ô trống ở hàng b — bấm quân trong tay, rồi bấm một ô có chấm.',
    );

    // The four opening drops, each a click on the hand and one on the board.
    await click(page, await handXY(page, 'orange', 'dragon'));
    // Only the empty squares of row b are offered.
    const offered = await page.evaluate(() => {
      const game = window.__rulebook.game;
      return Array.from(game.legalMovesFrom(81 + 5)).map((c) => game.moveToText(c)).sort();
    });
    assert.deepEqual(offered, ['L*b1', 'L*b2', 'L*b3', 'L*b4', 'L*b5', 'L*b6', 'L*b7', 'L*b8', 'L*b9']);
    await clickSquare(page, 'b5');
    assert.match(await guide.textContent(), /^Khai cuộc \(nước 2\/4\): Xanh thả Long hoặc Phượng xuống một ô trống ở hàng h/);
    await click(page, await handXY(page, 'blue', 'L'));
    await clickSquare(page, 'h5');
    // A wrong square in the opening is explained by the engine.
    await click(page, await handXY(page, 'orange', 'phoenix'));
    await clickSquare(page, 'd4');
    assert.equal(await text(page, 'message'), 'Nước đi không hợp lệ: d4 không phải ô trống trên hàng thứ hai của bạn (hàng b với Cam, hàng h với Xanh)');
    assert.match(await guide.textContent(), /Cam thả Phượng xuống/);
    await click(page, await handXY(page, 'orange', 'phoenix'));
    await clickSquare(page, 'b4');
    await click(page, await handXY(page, 'blue', 'phoenix'));
    await clickSquare(page, 'h4');
    assert.deepEqual(await plies(page), OPENING);
    assert.equal(await guide.isVisible(), false, 'the opening is over');

    // A move with a turn: select the Binh, arm ↻ with the key E, click d5.
    await clickSquare(page, 'c5');
    await page.keyboard.press('e');
    assert.equal(await pressed(page, 'turnRight'), 'true');
    assert.equal(await text(page, 'tool-note'), 'Sẽ xoay phải ↻ sau khi đi; bấm lại chính quân này để chỉ xoay tại chỗ.');
    await clickSquare(page, 'd5');
    assert.deepEqual((await plies(page)).slice(-1), ['c5-d5>']);
    assert.equal(await pressed(page, 'turnRight'), 'false', 'the turn was used up');

    // A turn in place: Blue's Binh, the ↺ button, then the piece again.
    await clickSquare(page, 'g5');
    await page.click('#tool-turnLeft');
    assert.equal(await pressed(page, 'turnLeft'), 'true');
    await clickSquare(page, 'g5');
    assert.deepEqual((await plies(page)).slice(-1), ['g5>']);

    // A stack: the Tướng steps up and onto its own Binh (a click on an own
    // piece that it can stack on is a move, not a new selection).
    await clickMove(page, 'a6', 'b6', SETTLE);
    await drag(page, await placeXY(page, 'i6'), await placeXY(page, 'h6'));
    await clickMove(page, 'b6', 'c6', SETTLE);
    assert.equal(await height(page, 'c6'), 2);
    await clickMove(page, 'h6', 'g6', SETTLE);
    assert.equal(await height(page, 'g6'), 2);
    // The stack moves whole by default…
    await clickSquare(page, 'c6');
    assert.equal(await page.isDisabled('#tool-split'), false);
    assert.equal(await pressed(page, 'split'), 'false');
    assert.equal(await text(page, 'tool-note'), 'Đi cả đội (2 quân, “=”). Bấm S để tách quân trên cùng.');
    await clickSquare(page, 'd6');
    assert.deepEqual((await plies(page)).slice(-1), ['c6=d6']);
    assert.equal(await height(page, 'd6'), 2);
    // …and S splits the top piece off.
    await clickSquare(page, 'g6');
    await page.keyboard.press('s');
    assert.equal(await pressed(page, 'split'), 'true');
    await clickSquare(page, 'f6');
    assert.deepEqual((await plies(page)).slice(-2), ['c6=d6', 'g6-f6']);
    assert.equal(await height(page, 'g6'), 1);
    assert.equal(
      await position(page),
      'xvkvsv1vtvsvkvxv/4lp3/bvbvbvbvb>bvbvbvbv/3tv5/9/3(B^T^)B>4/B^B^B^2B^B^B^B^/4LP3/X^K^S^1VT^S^K^X^ o - 13',
    );

    // The stack's pieces, bottom to top, under the pointer.
    await page.mouse.move(...Object.values(await placeXY(page, 'd6')));
    assert.equal(await text(page, 'inspect'), 'd6: đội 2 quân Cam, từ dưới lên: Binh ^, Tướng ^');

    // An illegal move is explained by the engine.
    await clickMove(page, 'a5', 'c5', SETTLE);
    assert.equal(await text(page, 'message'), 'Nước đi không hợp lệ: Vương ở a5 không tới được c5: lưới đi của quân không tới ô đó, hoặc đường trượt bị chặn');

    // Reload: the same game.
    const before = await position(page);
    const moves = await plies(page);
    await page.reload();
    await boardReady(page);
    assert.equal(await position(page), before);
    assert.deepEqual(await plies(page), moves);

    // Undo and redo.
    await page.click('#undo');
    assert.equal((await plies(page)).length, moves.length - 1);
    assert.equal(await height(page, 'g6'), 2);
    await page.click('#redo');
    assert.equal(await position(page), before);

    // The language toggle changes the page and the engine's words.
    await page.click('button[data-lang="en"]');
    assert.equal(await text(page, 'undo'), 'Undo');
    assert.equal(await text(page, 'turn'), 'To move: Orange — Player 1');
    assert.equal(await page.locator('#tool-turnLeft .tool-label').textContent(), 'Turn left');
    assert.equal(await page.locator('#rules-link').getAttribute('href'), 'rules/longphuong.en.html');
    assert.equal(await page.locator('.position summary').textContent(), 'Position (text)');
    await clickMove(page, 'a5', 'c5', SETTLE);
    assert.equal(await text(page, 'message'), 'Illegal move: the Vương on a5 cannot reach c5: its grid does not go there, or a slide is blocked');
    await page.mouse.move(...Object.values(await placeXY(page, 'd6')));
    assert.equal(await text(page, 'inspect'), 'd6: a stack of 2 Orange pieces, bottom to top: Binh ^, Tướng ^');

    // For the picture: Blue's Tướng steps back onto its Binh (a second
    // stack); Orange's stack selected with a turn armed, the mouse over
    // Blue's stack showing its card.
    await typeMoves(page, ['a4-b3', 'f6-g6']);
    await page.setViewportSize({ width: 1280, height: 1200 });
    await clickSquare(page, 'd6');
    await page.keyboard.press(']');
    assert.equal(await pressed(page, 'turnRight'), 'true');
    await page.mouse.move(...Object.values(await placeXY(page, 'g6')));
    await settled(page);
    assert.equal(await text(page, 'inspect'), 'g6: a stack of 2 Blue pieces, bottom to top: Binh v, Tướng v');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'longphuong.png') });
  }));

test('Long Phượng: a drop with a chosen facing, the keyboard, formal games', { timeout: 60000 }, () =>
  withPage(site.open('play.html?game=longphuong'), async ({ page }) => {
    await typeMoves(page, [...OPENING, 'a6-b6', 'i6-h6', 'b6-c6', 'h6-g6', 'c6=d6', 'g6-f6', 'c5-d5>', 'f6-e6', 'd6-e6']);
    assert.match(await position(page), / b T 14$/, 'Orange took the Tướng');
    await typeMoves(page, ['g5>']);
    // Orange's Tướng from the hand, turned clockwise once, dropped on e5.
    await click(page, await handXY(page, 'orange', 'general'));
    assert.equal(await text(page, 'tool-note'), 'Thả quân với hướng ^ (Q hoặc E để xoay).');
    await page.click('#tool-turnRight');
    assert.equal(await text(page, 'tool-note'), 'Thả quân với hướng > (Q hoặc E để xoay).');
    await clickSquare(page, 'e5');
    assert.deepEqual((await plies(page)).slice(-1), ['T*e5>']);

    // A Long never turns: the engine says so.
    await clickSquare(page, 'h5');
    await page.keyboard.press('q');
    assert.equal(await text(page, 'message'), 'Long không bao giờ xoay');
    await page.keyboard.press('Escape');

    // The keyboard: the cursor appears on a5 (the near edge); Blue plays a
    // Binh by keys: up to g5, right to g4, Enter, down to f4, Enter.
    await page.locator('#board').focus();
    await page.keyboard.press('Enter'); // the cursor on a5
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp'); // g5
    await page.keyboard.press('ArrowRight'); // g4
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown'); // f4
    await page.keyboard.press('Enter');
    assert.deepEqual((await plies(page)).slice(-1), ['g4-f4']);

    // A formal game: no undo; resignation ends it.
    await page.check('#opt-formal');
    await page.click('#new-game');
    assert.match(await text(page, 'table-rules'), /thi đấu chính thức/);
    assert.equal(await position(page), START);
    await click(page, await handXY(page, 'orange', 'L'));
    await clickSquare(page, 'b9');
    assert.equal(await page.isDisabled('#undo'), true);
    await page.click('#resign');
    assert.equal(await text(page, 'result'), 'Cam (Người chơi 1) thắng — đối phương xin thua');
  }));

test('Long Phượng on a phone: hands above and below the board', { timeout: 45000 }, () =>
  withPage(site.open('play.html?game=longphuong', { viewport: { width: 390, height: 800 }, scale: 2 }), async ({ page }) => {
    assert.equal(await page.evaluate(() => window.__rulebook.board.stacked()), true);
    await typeMoves(page, [...OPENING, 'a6-b6', 'i6-h6', 'b6-c6', 'h6-g6', 'c6=d6', 'g6-f6', 'c5-d5>', 'f6-e6', 'd6-e6']);
    const orange = await handXY(page, 'orange', 'T');
    const blue = await handXY(page, 'blue', 'T');
    assert.ok(orange.y > blue.y, 'Orange’s hand below Blue’s');
    // Blue taps a Binh, then its square.
    await clickSquare(page, 'g4');
    await clickSquare(page, 'f4');
    assert.deepEqual((await plies(page)).slice(-1), ['g4-f4']);
    // Orange taps the Tướng in hand: the drops are dotted.
    await click(page, orange);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'longphuong-phone.png'), fullPage: false });
    await clickSquare(page, 'e5');
    assert.deepEqual((await plies(page)).slice(-1), ['T*e5^']);
  }));

// Browser end-to-end tests of the defects a new user met (issue 16): a bad
// position or record is refused next to its field before anything is
// asked; every message follows a language change (the engine asked again);
// Ô ăn quan's turn line and undo while stones are sown, its house rules in
// words, its arrows' tap targets on a phone; Cờ Long Phượng's three marks
// drawn apart; key chips and keyboard instructions hidden on touch screens;
// the board coordinates' contrast. Screenshots go to target/screenshots/.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/defects.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, settled, text, SCREENSHOTS } from '../support/site.mjs';
import { placeXY, clickPlace, typeMove } from '../support/play-page.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const site = useSite(SITE, { viewport: DESKTOP, board: 15000 });

/**
 * A fresh page of a game; `dialogs` collects every confirm asked (each is
 * answered `answer.accept`), `errors` the console errors.
 */
const open = (game, options) => site.open(`play.html?game=${game}`, options);

/** Plays the engine's first legal move by typing it, and waits out any animation. */
async function playFirstMove(page) {
  const move = await page.evaluate(() => {
    const game = window.__rulebook.game;
    return game.moveToText(game.legalMoves()[0]);
  });
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#board:not([data-busy="true"])', { state: 'attached' });
  await settled(page);
}

/** The moves listed (not the gap before a first move by the second side). */
const plies = async (page) => (await page.locator('#move-list .ply').allTextContents()).filter((ply) => ply !== '…');

/** Whether the element is wholly inside the viewport. */
async function inView(page, selector) {
  const box = await page.locator(selector).boundingBox();
  const { width, height } = page.viewportSize();
  // A pixel of slack: scrolling aligns edges to fractional positions.
  return Boolean(box) && box.y >= -1 && box.y + box.height <= height + 1 && box.x >= -1 && box.x + box.width <= width + 1;
}

/** Nothing but Latin letters, digits and ASCII punctuation (no Vietnamese word left). */
const VIETNAMESE = /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu;

// ---- 2. a bad position is refused next to the field, before any question ----

const BAD_POSITIONS = {
  xiangqi: { text: 'rnbakabnr/9/9 w', lead: /^Không mở được FEN: / },
  shogi: { text: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 extra', lead: /^Không mở được SFEN: / },
  longphuong: { text: '9/9/9/9/9/9/9/9/9 o -', lead: /^Không mở được thế cờ: / },
  oanquan: { text: '0M,5,5,5,5,5,0M,5,5,5,5 s 0+0-0 0+0-0', lead: /^Không mở được thế cờ: / },
};

for (const [game, bad] of Object.entries(BAD_POSITIONS)) {
  test(`${game}: a bad position text is refused under the field, with no question and the game unchanged`, { timeout: 60000 }, () =>
    withPage(open(game), async ({ page, dialogs }) => {
      await playFirstMove(page);
      const moves = await plies(page);
      assert.equal(moves.length, 1);
      const position = await page.inputValue('#fen-out');
      await page.click('.position summary');
      await page.fill('#fen-in', bad.text);
      await page.press('#fen-in', 'Enter');
      await settled(page);
      assert.deepEqual(dialogs, [], 'no question before the text is checked');
      const error = page.locator('#fen-in-error');
      assert.equal(await error.isVisible(), true);
      assert.match(await error.textContent(), bad.lead);
      assert.equal(await page.getAttribute('#fen-in', 'aria-invalid'), 'true');
      assert.equal(await page.getAttribute('#fen-in', 'aria-describedby'), 'fen-in-error');
      assert.ok(await inView(page, '#fen-in-error'), `the error is in view: ${JSON.stringify(await page.locator('#fen-in-error').boundingBox())}`);
      // Next to the field: just under it.
      const field = await page.locator('#fen-in').boundingBox();
      const line = await error.boundingBox();
      assert.ok(line.y >= field.y + field.height - 1 && line.y - (field.y + field.height) < 40, `under the field: ${JSON.stringify({ field, line })}`);
      assert.equal(await page.isVisible('#message'), false, 'not in the message line far above');
      assert.deepEqual(await plies(page), moves, 'the game is unchanged');
      assert.equal(await page.inputValue('#fen-out'), position);
      if (game === 'xiangqi') {
        await page.screenshot({ path: join(SCREENSHOTS, 'defects-fen-error.png') });
      }
      // Typing clears the error; a good text asks once, then loads.
      await page.type('#fen-in', ' ');
      assert.equal(await error.isVisible(), false);
      assert.equal(await page.getAttribute('#fen-in', 'aria-invalid'), null);
      await page.fill('#fen-in', position);
      await page.press('#fen-in', 'Enter');
      await settled(page);
      assert.equal(dialogs.length, 1, 'asked once the text is good');
      assert.deepEqual(await plies(page), []);
      assert.equal(await page.inputValue('#fen-out'), position);
    }));
}

test('a good position is not loaded when the player keeps the game', { timeout: 30000 }, () =>
  withPage(open('xiangqi'), async ({ page, dialogs, answer }) => {
    await playFirstMove(page);
    answer.accept = false;
    await page.click('.position summary');
    await page.fill('#fen-in', '4k4/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1');
    await page.press('#fen-in', 'Enter');
    await settled(page);
    assert.equal(dialogs.length, 1);
    assert.equal((await plies(page)).length, 1, 'the game in progress is kept');
    assert.equal(await page.inputValue('#fen-in'), '4k4/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1', 'the text is kept');
  }));

test('phone: the position error is shown next to the field, in view', { timeout: 30000 }, () =>
  withPage(open('shogi', { viewport: PHONE, touch: true, scale: 2 }), async ({ page }) => {
    await page.click('.position summary');
    await page.fill('#fen-in', BAD_POSITIONS.shogi.text);
    await page.click('#fen-form button[type="submit"]');
    await settled(page);
    assert.ok(await inView(page, '#fen-in-error'), JSON.stringify(await page.locator('#fen-in-error').boundingBox()));
    await page.screenshot({ path: join(SCREENSHOTS, 'defects-fen-error-phone.png') });
  }));

test('shogi: a broken record is refused under its field before any question', { timeout: 60000 }, () =>
  withPage(open('shogi'), async ({ page, dialogs }) => {
    await playFirstMove(page);
    await page.click('#records summary');
    await page.fill('#record-in', '手数----指手---------消費時間--\n   1 ７五歩(77)\n');
    await page.click('#record-form button[type="submit"]');
    const error = page.locator('#record-in-error');
    await error.waitFor();
    assert.deepEqual(dialogs, []);
    assert.match(await error.textContent(), /^Không mở được biên bản: /);
    assert.equal((await plies(page)).length, 1);
    // In English the engine words it again (the record's module answers later).
    await page.click('button[data-lang="en"]');
    await page.waitForFunction(() => /^Could not load the record: /.test(document.querySelector('#record-in-error').textContent));
    await page.waitForFunction(() => !/[ăâđêôơư]/iu.test(document.querySelector('#record-in-error').textContent));
    assert.doesNotMatch(await error.textContent(), VIETNAMESE);
  }));

// ---- 3. a language change re-words every message from its data ----

test('shogi: a refused SFEN is worded again, whole, in the other language', { timeout: 30000 }, () =>
  withPage(open('shogi'), async ({ page }) => {
    await page.click('.position summary');
    await page.fill('#fen-in', BAD_POSITIONS.shogi.text);
    await page.press('#fen-in', 'Enter');
    const error = page.locator('#fen-in-error');
    const vi = await error.textContent();
    assert.match(vi, /^Không mở được SFEN: SFEN không hợp lệ: .*'extra'/);
    await page.click('button[data-lang="en"]');
    const en = await error.textContent();
    assert.match(en, /^Could not load the SFEN: invalid SFEN: .*'extra'/);
    assert.doesNotMatch(en, VIETNAMESE);
    await page.click('button[data-lang="vi"]');
    assert.equal(await error.textContent(), vi);
  }));

test('a refused move is explained again in the other language', { timeout: 30000 }, () =>
  withPage(open('xiangqi'), async ({ page }) => {
    await typeMove(page, 'a0a5');
    const vi = await text(page, 'message');
    assert.match(vi, /^Nước đi không hợp lệ: /);
    assert.match(vi, VIETNAMESE);
    await page.click('button[data-lang="en"]');
    const en = await text(page, 'message');
    assert.match(en, /^Illegal move: /);
    assert.doesNotMatch(en, VIETNAMESE);
    await page.click('button[data-lang="vi"]');
    assert.equal(await text(page, 'message'), vi);
  }));

test('Ô ăn quan: a square refused when picked is explained again in the other language', { timeout: 30000 }, () =>
  withPage(open('oanquan'), async ({ page }) => {
    // South's square 2 is empty: it can't be sown.
    await page.click('.position summary');
    await page.fill('#fen-in', '0M,2,0,0,0,0,0M,5,5,5,5,5 s 13+0-0 10+0-0');
    await page.press('#fen-in', 'Enter');
    await settled(page);
    await clickPlace(page, 2, { flipped: false, settle: true });
    assert.match(await text(page, 'message'), /^ô 2 đang trống/);
    await page.click('button[data-lang="en"]');
    assert.match(await text(page, 'message'), /^square 2 is empty/);
  }));

// ---- 4. Ô ăn quan ----

test('Ô ăn quan: while stones are sown the turn line names the mover and undo waits', { timeout: 60000 }, () =>
  withPage(open('oanquan'), async ({ page }) => {
    await page.selectOption('#opt-speed', 'slow');
    await page.selectOption('#opt-first', 'south');
    await page.click('#new-game');
    await typeMove(page, '1-');
    await page.waitForSelector('#board[data-busy="true"]', { state: 'attached' });
    await settled(page);
    assert.equal(await page.getAttribute('#turn', 'data-side'), 'south');
    assert.equal(await text(page, 'turn'), 'Nam — Người chơi 1 đang rải quân…');
    assert.equal(await page.isDisabled('#undo'), true, 'no undo while the stones are sown');
    assert.equal(await page.isDisabled('#redo'), true);
    await page.click('button[data-lang="en"]');
    assert.equal(await text(page, 'turn'), 'South — Player 1 is sowing…');
    await page.screenshot({ path: join(SCREENSHOTS, 'defects-oanquan-sowing.png') });
    await page.keyboard.press('Escape');
    await page.waitForSelector('#board[data-busy="false"]', { state: 'attached' });
    await settled(page);
    assert.equal(await page.getAttribute('#turn', 'data-side'), 'north');
    assert.equal(await text(page, 'turn'), 'To move: North — Player 2');
    assert.equal(await page.isDisabled('#undo'), false);
    // A sowing skipped before a frame of it is drawn leaves no stale turn line.
    await page.fill('#move-input', '8+');
    await page.evaluate(() => {
      document.querySelector('#move-form').requestSubmit();
      // Esc in the move field: only the animation's own handler answers it.
      document.querySelector('#move-input').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await settled(page);
    assert.equal(await page.getAttribute('#board', 'data-busy'), 'false');
    assert.equal(await text(page, 'turn'), 'To move: South — Player 1');
    assert.equal(await page.isDisabled('#undo'), false);
  }));

test('Ô ăn quan: the house rules read as words, their code names small after them', { timeout: 30000 }, () =>
  withPage(open('oanquan'), async ({ page }) => {
    await page.click('#options-rules summary');
    const labels = page.locator('#options-rules label');
    const count = await labels.count();
    assert.ok(count >= 7, `${count} house rules`);
    for (let i = 0; i < count; i++) {
      const label = labels.nth(i);
      const words = await label.locator('.option-words > span[data-i18n]').first().textContent();
      assert.ok(words.length > 5 && !words.includes('_'), `words, not a code name: ${words}`);
      // The visible text starts with the words; the code name comes after.
      const shown = (await label.innerText()).trim();
      assert.ok(shown.startsWith(words) || shown.indexOf(words) < shown.indexOf(await label.locator('code').textContent()), shown);
      assert.equal(await label.getAttribute('title'), await label.locator('code').textContent());
    }
    await page.selectOption('#opt-mandarin_value', '5');
    await page.check('#opt-quan_non');
    await page.click('#new-game');
    const rules = await text(page, 'table-rules');
    assert.equal(rules, 'Luật của ván này: Một quan bằng: 5 dân; Quan non: ô quan còn quan mà ít hơn 5 dân thì chưa được ăn.');
    // Every choice of a house rule is words too (no code name in an option).
    for (const option of await page.locator('#options-rules option').allTextContents()) {
      assert.doesNotMatch(option, /_|^(borrow|go|lose)\b/, option);
    }
    await page.selectOption('#opt-short_refill', 'lose_the_game');
    await page.click('#new-game');
    assert.match(await text(page, 'table-rules'), /Phải rải lại mà không đủ 5 quân đã ăn: người đó thua ván\.$/);
    await page.click('button[data-lang="en"]');
    assert.doesNotMatch(await text(page, 'table-rules'), /_|=/);
    assert.match(await text(page, 'table-rules'), /Refilling with fewer than 5 captured citizens: the player loses the game\.$/);
    await page.locator('#options-rules').screenshot({ path: join(SCREENSHOTS, 'defects-oanquan-rules.png') });
  }));

test('Ô ăn quan: a refused position says in words what is wrong (vi and en)', { timeout: 30000 }, () =>
  withPage(open('oanquan'), async ({ page }) => {
    await page.click('.position summary');
    await page.fill('#fen-in', '0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0');
    await page.press('#fen-in', 'Enter');
    const error = page.locator('#fen-in-error');
    assert.match(await error.textContent(), /cần đúng 4 phần.*ở đây có 3 phần/);
    assert.doesNotMatch(await error.textContent(), /<|single spaces/);
    await page.click('button[data-lang="en"]');
    assert.match(await error.textContent(), /needs 4 parts .*this one has 3.*the side to move \(s or n\)/);
  }));

test('Ô ăn quan on a phone: the arrows are tap targets of at least 44 px', { timeout: 60000 }, () =>
  withPage(open('oanquan', { viewport: PHONE, touch: true, scale: 3 }), async ({ page }) => {
    await page.selectOption('#opt-first', 'south');
    await page.click('#new-game');
    const board = page.locator('#board');
    await board.scrollIntoViewIfNeeded();
    const box = await board.boundingBox();
    const [sx, sy] = await page.evaluate(() => Array.from(window.__rulebook.board.squareCenter(3, false)));
    await page.touchscreen.tap(box.x + sx, box.y + sy);
    await settled(page);
    // The extent of each arrow's place along its row and column, by the board's own hit test.
    const extents = await page.evaluate(([x0, y0]) => {
      const b = window.__rulebook.board;
      const at = (x, y) => b.squareAt(x, y, false, 3);
      const out = [];
      for (const code of [6, 7]) {
        const place = b.constructor.arrowPlace(code);
        const [cx, cy] = Array.from(b.squareCenter(place, false));
        const reach = (dx, dy) => {
          let n = 0;
          while (n < 200 && at(cx + (n + 1) * dx, cy + (n + 1) * dy) === place) n++;
          return n;
        };
        out.push({ place, w: reach(-0.25, 0) * 0.25 + reach(0.25, 0) * 0.25, h: reach(0, -0.25) * 0.25 + reach(0, 0.25) * 0.25, half: b.squareCenter(3, false)[0] - x0 });
      }
      return out;
    }, [sx, sy]);
    for (const e of extents) {
      assert.ok(e.w >= 43.5, `arrow ${e.place} is ${e.w} px wide`);
      assert.ok(e.h >= 43.5, `arrow ${e.place} is ${e.h} px high`);
    }
    const square = await page.evaluate(() => {
      const b = window.__rulebook.board;
      const [a] = Array.from(b.squareCenter(2, false));
      const [c] = Array.from(b.squareCenter(3, false));
      return c - a;
    });
    assert.ok(square / 2 < 44, `the test means something: a half square is ${square / 2} px`);
    await page.screenshot({ path: join(SCREENSHOTS, 'defects-oanquan-arrows-phone.png') });
    await board.screenshot({ path: join(SCREENSHOTS, 'defects-oanquan-arrows-phone-board.png') });
    // A tap at the outer edge of the 3+ or 3- arrow sows that way.
    const place = extents[0].place;
    const [ax, ay] = await page.evaluate((p) => Array.from(window.__rulebook.board.squareCenter(p, false)), place);
    await page.touchscreen.tap(box.x + ax, box.y + ay);
    await page.waitForSelector('#board[data-busy="true"]', { state: 'attached' });
    assert.equal((await plies(page)).length, 1);
  }));

// ---- 6. Cờ Long Phượng: last move, selection and stack-here apart ----

test('Cờ Long Phượng: last move, selection and a stack target drawn at once (screenshots)', { timeout: 60000 }, async () => {
  for (const [viewport, name, touch] of [[DESKTOP, 'desktop', false], [PHONE, 'phone', true]]) {
    await withPage(open('longphuong', { viewport, touch, scale: 2 }), async ({ page }) => {
      // Past the opening drops (plies 1–4), to a position where the side
      // to move has a piece that can stack on one of its own.
      const stacker = () => page.evaluate(() => {
        const g = window.__rulebook.game;
        const side = g.sideToMove();
        const own = [];
        for (let sq = 0; sq < 81; sq++) if (g.pieceAt(sq)?.side === side) own.push(sq);
        for (const a of own) for (const b of own) if (a !== b && g.moveFor(a, b, {})?.legal) return a;
        return null;
      });
      let from = null;
      for (let ply = 0; ply < 12 && from === null; ply++) {
        await playFirstMove(page);
        if (ply >= 4) from = await stacker();
      }
      assert.notEqual(from, null, 'a stacking move exists');
      await clickPlace(page, from, { settle: true });
      await page.locator('#board').screenshot({ path: join(SCREENSHOTS, `defects-longphuong-marks-${name}.png`) });
    });
  }
});

// ---- 7. phones: no key chips or keyboard instructions; contrast ----

test('key chips and keyboard instructions: hidden on a touch phone, shown on a desktop', { timeout: 60000 }, async () => {
  for (const game of ['longphuong', 'oanquan']) {
    await withPage(open(game, { viewport: PHONE, touch: true, scale: 2 }), async ({ page }) => {
      assert.equal(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches), true);
      const chips = page.locator('.tool kbd');
      assert.ok((await chips.count()) >= 2);
      for (const chip of await chips.all()) assert.equal(await chip.isVisible(), false);
      assert.equal(await page.locator('#board-help .keyboard-only').isVisible(), false);
      assert.equal(await page.locator('#board-help span[data-i18n="board.help"]').isVisible(), true);
      if (game === 'oanquan') {
        // A square chosen: the note under the tools names no key.
        await page.selectOption('#opt-first', 'south');
        await page.click('#new-game');
        const at = await placeXY(page, 2, { flipped: false });
        await page.touchscreen.tap(at.x, at.y);
        await settled(page);
        const note = await text(page, 'tool-note');
        assert.match(note, /^Ô 2: chọn chiều rải/);
        assert.doesNotMatch(note, /Enter|←/);
      }
      await page.locator('.board-area').screenshot({ path: join(SCREENSHOTS, `defects-${game}-phone-no-keys.png`) });
    });
    const desktop = await open(game);
    try {
      for (const chip of await desktop.page.locator('.tool kbd').all()) assert.equal(await chip.isVisible(), true);
      assert.equal(await desktop.page.locator('#board-help .keyboard-only').isVisible(), true);
      assert.match(await desktop.page.locator('#board-help').textContent(), /Bàn phím: /);
      if (game === 'oanquan') {
        await desktop.page.selectOption('#opt-first', 'south');
        await desktop.page.click('#new-game');
        const at = await placeXY(desktop.page, 2, { flipped: false });
        await desktop.page.mouse.click(at.x, at.y);
        await settled(desktop.page);
        assert.match(await text(desktop.page, 'tool-note'), /Enter/);
      }
    } finally {
      await desktop.context.close();
    }
  }
});

test('121: its key chips and keyboard instructions are hidden on a touch phone too', { timeout: 60000 }, async () => {
  for (const [touch, viewport] of [[true, PHONE], [false, DESKTOP]]) {
    const { context, page } = await site.open('card121.html', { viewport, touch, board: false });
    try {
      await page.locator('#board-help .keyboard-only').waitFor({ state: 'attached' });
      const displays = await page.locator('kbd').evaluateAll((all) => all.map((k) => getComputedStyle(k).display));
      assert.ok(displays.length >= 5);
      for (const display of displays) assert.equal(display === 'none', touch, `a key chip's display on ${touch ? 'a phone' : 'a desktop'}`);
      assert.equal(await page.locator('#board-help .keyboard-only').isVisible(), !touch);
      assert.match(await page.locator('#board-help').textContent(), /Bàn phím: /);
    } finally {
      await context.close();
    }
  }
});

/**
 * The contrast of the board's coordinate labels: in a box round each label
 * the most common colour is the board behind it, the darkest pixel the ink
 * (anti-aliasing only lightens the ink, so this is a lower bound).
 */
async function labelContrast(page, boxes) {
  return page.evaluate((rects) => {
    const canvas = document.querySelector('#board');
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const ctx = canvas.getContext('2d');
    const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const lum = (r, g, b) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    return rects.map(([x, y, w, h]) => {
      const data = ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), Math.round(w * ratio), Math.round(h * ratio)).data;
      const counts = new Map();
      let dark = 2;
      for (let i = 0; i < data.length; i += 4) {
        const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        dark = Math.min(dark, lum(data[i], data[i + 1], data[i + 2]));
      }
      const [bg] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
      const light = lum(...bg.split(',').map(Number));
      return (light + 0.05) / (dark + 0.05);
    });
  }, boxes);
}

test('board coordinates stand out 4.5:1 from the board (shogi, Long Phượng, Ô ăn quan)', { timeout: 60000 }, async () => {
  // Each game's label boxes, from two neighbouring places' centres (CSS px).
  const games = {
    // Files along the top: above the top row (square 0 is 9a, top right).
    shogi: async (page) => {
      const [[x0, y0], [x1]] = await centres(page, [0, 1]);
      const u = Math.abs(x0 - x1);
      return [[x0 - 0.25 * u, y0 - 0.5 * u - 0.5 * u, 0.5 * u, 0.45 * u]];
    },
    // Column numbers along the bottom, under row a (square 0 is a1, bottom right).
    longphuong: async (page) => {
      const [[x0, y0], [x1]] = await centres(page, [0, 1]);
      const u = Math.abs(x0 - x1);
      return [[x0 - 0.25 * u, y0 + 0.5 * u + 0.05 * u, 0.5 * u, 0.4 * u]];
    },
    // A square's number above the top row (North's squares 7–11) and below the bottom one.
    oanquan: async (page) => {
      const [[x7, y7], [x8], [x3, y3]] = await centres(page, [7, 8, 3]);
      const u = Math.abs(x7 - x8);
      return [
        [x7 - 0.2 * u, y7 - 0.5 * u - 0.3 * u, 0.4 * u, 0.26 * u],
        [x3 - 0.2 * u, y3 + 0.5 * u + 0.04 * u, 0.4 * u, 0.26 * u],
      ];
    },
  };
  const figures = {};
  for (const [game, boxes] of Object.entries(games)) {
    await withPage(open(game, { scale: 2 }), async ({ page }) => {
      const ratios = await labelContrast(page, await boxes(page));
      figures[game] = ratios.map((r) => r.toFixed(2));
      for (const r of ratios) assert.ok(r >= 4.5, `${game}: a label at ${r.toFixed(2)}:1`);
    });
  }
  console.log('label contrast', JSON.stringify(figures));
});

async function centres(page, places) {
  return page.evaluate(
    (ps) => ps.map((p) => Array.from(window.__rulebook.board.squareCenter(p, false))),
    places,
  );
}

// Cờ tướng's records, captured pieces and coordinates, driven as a person
// would: a PGN read through the play page's record section (and refused
// with its move number), written again in WXF and ICCS and downloaded; a
// finished game of every board game downloaded; a capture made by clicking
// the canvas and read in the panel through undo, redo and a reload; the
// board's coordinates following the notation chosen, with their contrast
// measured on the canvas.
//
// Run from the project root after `./build.sh build`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, ROOT, SCREENSHOTS } from '../support/site.mjs';
import { clickPlace, plies } from '../support/play-page.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const site = useSite(SITE, { board: 15000, context: { acceptDownloads: true } });
const open = (path, viewport = DESKTOP) => site.open(path, { viewport });

const fen = (page) => page.evaluate(() => window.__rulebook.game.position());
const message = (page) => page.locator('#message').textContent();

const clickPoint = (page, name) => clickPlace(page, name, { scroll: false });

/**
 * Loads a record through the section's form and waits for the answer (PGN
 * is read by a module fetched the first time): the field emptied by a
 * record loaded, or the refusal under the field.
 */
async function loadRecord(page, text) {
  await page.fill('#record-in', text);
  await page.click('#record-form button[type="submit"]');
  await page.waitForFunction(
    () => document.getElementById('record-in').value === '' || !document.getElementById('record-in-error').hidden,
  );
}

/** The refusal shown under the record field. */
const recordError = (page) => page.locator('#record-in-error').textContent();

async function recordOut(page, format) {
  await page.selectOption('#record-format', format);
  await page.waitForSelector('#record-out:not([aria-busy])', { state: 'attached' });
  return page.inputValue('#record-out');
}

/** Clicks Download and returns the file's name and text. */
async function download(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('Cờ tướng: a PGN read through the record section, written again and downloaded', { timeout: 60000 }, async () => {
  const fixture = await readFile(join(ROOT, 'tests/data/xiangqi/annotated.pgn'), 'utf8');
  await withPage(open('play.html?game=xiangqi'), async ({ page }) => {
    await page.click('.records summary');
    await loadRecord(page, fixture);
    assert.equal(await message(page), 'Đã mở ván cờ từ biên bản.');
    // The position after the 19 moves, Black having resigned.
    assert.equal(await fen(page), '1rbaka1r1/8c/c1n1b1R2/pC2p3p/2p6/6P2/P1P1P3P/2N1C1N2/9/1RBAKAB2 b - - 0 10');
    assert.equal((await plies(page)).length, 19);
    assert.match(await page.locator('#result').textContent(), /Đỏ/);
    const names = [await page.inputValue('#name-0'), await page.inputValue('#name-1')].sort();
    assert.deepEqual(names, ['Nguyễn Văn "Pháo" An', 'Trần Thị Bình']);

    const wxf = await recordOut(page, 'pgn-wxf');
    assert.match(wxf, /^\[Game "Chinese Chess"\]/);
    assert.match(wxf, /\[Red "Nguyễn Văn \\"Pháo\\" An"\]/);
    assert.match(wxf, /\[Result "1-0"\]/);
    assert.match(wxf, /\[Format "WXF"\]/);
    assert.match(wxf, /^1\. C2=5 H8\+7 2\. H2\+3/m);
    assert.match(wxf, /\{Đỏ thắng: xin thua\} 1-0\n$/);
    const iccs = await recordOut(page, 'pgn-iccs');
    assert.match(iccs, /\[Format "ICCS"\]/);
    assert.match(iccs, /^1\. h2e2 h9g7 2\. h0g2/m);

    const file = await download(page);
    assert.match(file.name, /^xiangqi-\d{4}-\d\d-\d\d\.pgn$/);
    assert.equal(file.text, iccs);

    // Each written form read back gives the same game.
    const position = await fen(page);
    for (const text of [wxf, iccs]) {
      await page.click('#new-game');
      assert.deepEqual(await plies(page), []);
      await loadRecord(page, text);
      assert.equal(await message(page), 'Đã mở ván cờ từ biên bản.');
      assert.equal(await fen(page), position);
    }

    // A bad PGN is refused with the move's number; nothing changes.
    await loadRecord(page, '[Red "X"]\n1. h2e2 h9g7 2. h2e9 *');
    assert.equal(
      await recordError(page),
      'Không mở được biên bản: nước 2 (h2e9) không hợp lệ: không có quân nào ở h2',
    );
    assert.equal(await fen(page), position);
    await page.click('[data-lang="en"]');
    await loadRecord(page, '1. h2e2 h9g7 2. h0g2 Z9 *');
    assert.match(await recordError(page), /^Could not load the record: move 2… \(Z9\): 'Z9' is not a move/);
  });
});

test('a finished game of every board game can be downloaded', { timeout: 90000 }, async () => {
  const expected = {
    xiangqi: { extension: 'pgn', shows: /\[Result "0-1"\]/ },
    shogi: { extension: 'kifu', shows: /投了/ },
    longphuong: { extension: 'json', shows: /"ended": "resignation"/ },
    oanquan: { extension: 'json', shows: /"moves"/ },
  };
  for (const [game, { extension, shows }] of Object.entries(expected)) {
    const { context, page, errors } = await open(`play.html?game=${game}`);
    try {
      if (game === 'oanquan') {
        // Ô ăn quan has no resignation: a game played to its end by the
        // engine's own moves, loaded through the record section.
        const record = await page.evaluate(() => {
          const Game = window.__rulebook.game.constructor;
          const g = new Game({ seed: 3 });
          for (let i = 0; i < 500 && !g.outcome(); i++) g.play(g.legalMoves()[0]);
          return JSON.stringify(g.record());
        });
        await page.click('.records summary');
        await loadRecord(page, record);
      } else {
        await page.click('#resign');
        await page.click('.records summary');
      }
      await page.waitForSelector('#result:not([hidden])');
      const file = await download(page);
      assert.equal(file.name.split('.').pop(), extension, game);
      assert.match(file.text, shows, game);
      assert.deepEqual(errors, [], game);
    } finally {
      await context.close();
    }
  }
});

test('Cờ tướng: captured pieces in the panel, through undo, redo and a reload', { timeout: 45000 }, () =>
  withPage(open('play.html?game=xiangqi'), async ({ page }) => {
    assert.equal(await page.locator('#captured').isHidden(), true);
    // Red's cannon jumps its twin to take the horse on h9.
    await clickPoint(page, 'h2');
    await clickPoint(page, 'h9');
    const red = page.locator('#captured .captured-line').first();
    const black = page.locator('#captured .captured-line').nth(1);
    await page.waitForSelector('#captured:not([hidden])');
    assert.equal(await red.locator('.captured-label').textContent(), 'Đỏ đã ăn:');
    assert.equal(await red.locator('.captured-piece').textContent(), '馬');
    assert.equal(await red.locator('.captured-pieces').getAttribute('aria-label'), 'mã');
    assert.equal(await black.locator('.captured-pieces').textContent(), 'chưa ăn quân nào');
    // Black's rook takes back.
    await clickPoint(page, 'i9');
    await clickPoint(page, 'h9');
    assert.equal(await black.locator('.captured-piece.side-red').textContent(), '炮');
    assert.equal(await black.locator('.captured-pieces').getAttribute('aria-label'), 'pháo');

    await page.click('#undo');
    assert.equal(await black.locator('.captured-piece').count(), 0);
    await page.click('#redo');
    assert.equal(await black.locator('.captured-piece').textContent(), '炮');
    await page.reload();
    await page.waitForSelector('#board[data-drawn="true"]');
    const line = (i) => page.locator('#captured .captured-line').nth(i);
    assert.equal(await line(0).locator('.captured-piece').textContent(), '馬');
    assert.equal(await line(1).locator('.captured-piece').textContent(), '炮');
    // Reviewing the first move: only Red's capture had been made then.
    await page.click('#move-list button.ply >> nth=0');
    assert.equal(await line(1).locator('.captured-piece').count(), 0);
    assert.equal(await line(0).locator('.captured-piece').textContent(), '馬');
    await page.keyboard.press('End');
    assert.equal(await line(1).locator('.captured-piece').textContent(), '炮');
    // The piece set chosen, and the engine's words in English.
    await page.selectOption('#opt-pieceSet', 'latin');
    assert.equal(await line(0).locator('.captured-piece').textContent(), 'H');
    await page.click('[data-lang="en"]');
    assert.equal(await line(0).locator('.captured-label').textContent(), 'Red captured:');
    assert.equal(await line(0).locator('.captured-pieces').getAttribute('aria-label'), 'horse');
  }));

/**
 * What the painter was last given and the canvas's label strips: dark
 * pixels above the board's top line and left of its left line, and the
 * darkest label ink and the wood's colour found there.
 */
async function labels(page) {
  return page.evaluate(() => {
    const { board, flipped } = window.__rulebook;
    const canvas = document.getElementById('board');
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const ctx = canvas.getContext('2d');
    const [x0, y0] = Array.from(board.squareCenter(flipped ? 'i0' : 'a9', flipped)).map((v) => v * ratio);
    const [x8] = Array.from(board.squareCenter(flipped ? 'a0' : 'i9', flipped)).map((v) => v * ratio);
    const cell = (x8 - x0) / 8;
    const strip = (x, y, w, h) => ctx.getImageData(Math.round(x), Math.round(y), Math.round(w), Math.round(h)).data;
    const lum = (r, g, b) => {
      const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const read = (data) => {
      let dark = 0;
      let darkest = 1;
      let lightest = 0;
      for (let i = 0; i < data.length; i += 4) {
        const l = lum(data[i], data[i + 1], data[i + 2]);
        if (l < 0.3) dark++;
        darkest = Math.min(darkest, l);
        lightest = Math.max(lightest, l);
      }
      return { dark, contrast: (lightest + 0.05) / (darkest + 0.05) };
    };
    // Above the top pieces (from 0.8 to 0.58 cells over the top line), and
    // left of the left pieces: past the last move's corners (0.5 cells).
    const top = read(strip(x0, y0 - 0.8 * cell, x8 - x0, 0.22 * cell));
    const left = read(strip(x0 - 0.8 * cell, y0, 0.22 * cell, 9 * cell));
    return { notation: window.__lastView?.notation, top, left };
  });
}

test('Cờ tướng: the coordinates follow the notation, on desktop and phone', { timeout: 60000 }, async () => {
  for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await withPage(open('play.html?game=xiangqi', viewport), async ({ page }) => {
      // Record the view the board is drawn with.
      await page.evaluate(() => {
        const board = window.__rulebook.board;
        const draw = board.draw.bind(board);
        board.draw = (game, view) => {
          window.__lastView = view;
          return draw(game, view);
        };
      });
      // A capture each, so the panel shows captured pieces.
      for (const [from, to] of [['h2', 'h9'], ['i9', 'h9'], ['b2', 'b9'], ['a9', 'b9']]) {
        await clickPoint(page, from);
        await clickPoint(page, to);
      }
      const shots = {};
      for (const notation of ['vi', 'wxf', 'iccs']) {
        await page.selectOption('#notation', notation);
        await page.waitForFunction((n) => window.__lastView?.notation === n, notation);
        shots[notation] = await labels(page);
        const placeholder = await page.getAttribute('#move-input', 'placeholder');
        assert.equal(placeholder, { vi: 'ví dụ P2-5', wxf: 'ví dụ C2=5', iccs: 'ví dụ h2e2' }[notation]);
        await page.screenshot({ path: join(SCREENSHOTS, `xiangqi-coords-${notation}-${device}.png`), fullPage: device === 'phone' });
      }
      // WXF and Vietnamese: Black's numbers along the top edge, no ranks.
      for (const n of ['vi', 'wxf']) {
        assert.ok(shots[n].top.dark > 20, `${n} top ${JSON.stringify(shots[n])}`);
        assert.equal(shots[n].left.dark, 0, `${n} left ${JSON.stringify(shots[n])}`);
        assert.ok(shots[n].top.contrast >= 4.5, `${n} contrast ${shots[n].top.contrast}`);
      }
      // ICCS: ranks at the left, nothing along the top.
      assert.equal(shots.iccs.top.dark, 0, JSON.stringify(shots.iccs));
      assert.ok(shots.iccs.left.dark > 20, JSON.stringify(shots.iccs));
      assert.ok(shots.iccs.left.contrast >= 4.5, `iccs contrast ${shots.iccs.left.contrast}`);
      console.log(`${device}: label contrast`, shots.wxf.top.contrast.toFixed(2), shots.iccs.left.contrast.toFixed(2));
      // Flipped, the numbers change edges with the sides.
      await page.selectOption('#notation', 'wxf');
      await page.click('#flip');
      await page.waitForFunction(() => window.__lastView?.flipped === true);
      assert.ok((await labels(page)).top.dark > 20);
      await page.screenshot({ path: join(SCREENSHOTS, `xiangqi-coords-wxf-flipped-${device}.png`) });
    });
  }
});

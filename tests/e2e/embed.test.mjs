// <rulebook-board> (www/embed.js) on a third party's page: a plain HTML
// file served from another origin (another port) holding only the script
// tag and boards. Each board draws, steps through its moves, and after
// each step shows the position `rulebook play` prints for the same moves;
// play mode plays a legal move and explains an illegal one; an exercise is
// solved by clicks and a wrong move refused; a bad attribute shows its
// error without breaking the page, and hostile attribute values are text.
// A 121 hand (<rulebook-cards>) draws and reads as `rulebook score 121`.
// A page of fifty boards prints its time to the first board and the bytes
// it fetched (a figure, not an assertion).
//
// Run after `./build.sh build` and `cargo build --release --bin rulebook`.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE } from '../support/server.mjs';
import { openPage, withPage, ROOT } from '../support/site.mjs';
import { useOrigins } from '../support/origins.mjs';

const RULEBOOK = join(ROOT, 'target', 'release', 'rulebook');
const SHOTS = process.env.RULEBOOK_SHOTS ?? join(ROOT, 'target', 'screenshots', 'embed');

/** One board per game: its attributes, and the moves `rulebook play` is given. */
const BOARDS = {
  xiangqi: { position: 'startpos', moves: ['h2e2', 'h9g7', 'h0g2'] },
  shogi: { position: 'startpos', moves: ['7g7f', '3c3d', '8h2b+'] },
  longphuong: { position: 'startpos', moves: ['P*b5', 'P*h5', 'L*b4', 'L*h4', 'a1-b1'] },
  oanquan: { position: 'startpos', moves: ['1+', '10-'] },
};

/** What `rulebook play` prints first for these moves: the position text. */
function cliPosition(game, position, moves, flags = []) {
  const out = execFileSync(RULEBOOK, ['play', game, position, ...moves, ...flags], { encoding: 'utf8' });
  return out.split('\n')[0];
}

const HOSTILE = '<img src=x onerror="window.pwned = true">';
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const origins = useOrigins(SITE, 'host');
before(() => mkdir(SHOTS, { recursive: true }));

/** Writes a host page (only the script tag and `body`) and returns its URL. */
async function hostPage(name, body, lang = 'en') {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>A tutorial</title><script type="module" src="${origins.embedServer.url}/embed.js"></script></head>
<body>${body}</body></html>`;
  await writeFile(join(origins.hostDir, name), html);
  return `${origins.hostServer.url}/${name}`;
}

/** A fresh page; its console errors and uncaught exceptions collected. */
const open = (url, viewport = { width: 900, height: 900 }) => openPage(origins.browser, url, { viewport, accept: false });

/** Waits until the board `selector` has drawn (or failed). */
async function ready(page, selector) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      const root = el?.shadowRoot;
      return root && (root.querySelector('canvas')?.dataset.drawn === 'true' || !root.querySelector('.error').hidden);
    },
    selector,
    { timeout: 15000 },
  );
}

/** How many distinct colours the board's canvas holds (a blank canvas has one). */
const colours = (page, selector) =>
  page.evaluate((s) => {
    const canvas = document.querySelector(s).shadowRoot.querySelector('canvas');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2] | (data[i + 3] << 24));
    return seen.size;
  }, selector);

/** Clicks a button of the board's controls. */
const press = (page, selector, action) => page.locator(`${selector} >> [data-action="${action}"]`).click();

/** Page coordinates of a place (a point's name, or a square's index) from the board's own painter. */
async function placeXY(page, selector, place) {
  const [x, y] = await page.evaluate(
    ([s, p]) => {
      const el = document.querySelector(s);
      return Array.from(el.painter.squareCenter(p, el.flipped));
    },
    [selector, place],
  );
  const box = await page.locator(`${selector} >> canvas`).boundingBox();
  return { x: box.x + x, y: box.y + y };
}

async function clickPlace(page, selector, place) {
  const { x, y } = await placeXY(page, selector, place);
  await page.mouse.click(x, y);
}

const message = (page, selector) => page.locator(`${selector} >> .message`).textContent();
const shownPosition = (page, selector) => page.evaluate((s) => document.querySelector(s).position, selector);

test('every game\'s board draws from another origin and steps through its moves as `rulebook play` does', { timeout: 120000 }, async () => {
  const body = Object.entries(BOARDS)
    .map(([game, { position, moves }]) => `<h2>${game}</h2>\n<rulebook-board id="${game}" game="${game}" position="${position}" moves="${moves.join(' ')}" ply="1">A <b>caption</b> for ${game}.</rulebook-board>`)
    .join('\n');
  await withPage(open(await hostPage('boards.html', body)), async ({ page }) => {
    for (const [game, { position, moves }] of Object.entries(BOARDS)) {
      const board = `#${game}`;
      await ready(page, board);
      assert.ok((await colours(page, board)) > 8, `${game}: the canvas is drawn`);
      assert.equal(await page.evaluate((s) => document.querySelector(s).ply, board), 1, `${game}: ply="1" shows the first move`);
      assert.equal(await shownPosition(page, board), cliPosition(game, position, moves.slice(0, 1)), `${game} at ply 1`);
      await page.locator(board).screenshot({ path: join(SHOTS, `board-${game}.png`) });
      await press(page, board, 'first');
      assert.equal(await shownPosition(page, board), cliPosition(game, position, []), `${game} at ply 0`);
      for (let ply = 1; ply <= moves.length; ply++) {
        await press(page, board, 'forward');
        assert.equal(await shownPosition(page, board), cliPosition(game, position, moves.slice(0, ply)), `${game} at ply ${ply}`);
      }
      // The arrow keys step too, when the board has the focus.
      await page.locator(`${board} >> canvas`).focus();
      await page.keyboard.press('ArrowLeft');
      assert.equal(await shownPosition(page, board), cliPosition(game, position, moves.slice(0, -1)), `${game}: ArrowLeft`);
      // The ply property, read and written.
      await page.evaluate((s) => (document.querySelector(s).ply = 0), board);
      assert.equal(await shownPosition(page, board), cliPosition(game, position, []), `${game}: ply = 0`);
      const label = await page.locator(`${board} >> canvas`).getAttribute('aria-label');
      assert.match(label, /to move/, `${game}: the label says whose turn it is: ${label}`);
    }
    // An attribute changed updates the board.
    await page.evaluate(() => document.querySelector('#xiangqi').setAttribute('ply', '2'));
    await page.waitForFunction(() => document.querySelector('#xiangqi').ply === 2);
    assert.equal(await shownPosition(page, '#xiangqi'), cliPosition('xiangqi', 'startpos', BOARDS.xiangqi.moves.slice(0, 2)));
    await page.screenshot({ path: join(SHOTS, 'host-page.png'), fullPage: true });
  });
});

test('play mode plays a legal move and explains an illegal one; undo and reset', { timeout: 60000 }, async () => {
  const body = '<rulebook-board id="p" game="xiangqi" mode="play"></rulebook-board>';
  await withPage(open(await hostPage('play.html', body, 'vi')), async ({ page }) => {
    const board = '#p';
    await ready(page, board);
    const moved = page.evaluate(
      () => new Promise((resolve) => document.querySelector('#p').addEventListener('rulebook-move', (e) => resolve(e.detail), { once: true })),
    );
    await clickPlace(page, board, 'h2');
    await clickPlace(page, board, 'e2');
    const detail = await moved;
    assert.equal(detail.position, cliPosition('xiangqi', 'startpos', ['h2e2']));
    assert.equal(detail.ply, 1);
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', ['h2e2']));
    // Black's chariot through its own horse: refused, in the engine's words (Vietnamese: the page's lang).
    await clickPlace(page, board, 'a9');
    await clickPlace(page, board, 'a5');
    const said = await message(page, board);
    assert.match(said, /^Nước đi không hợp lệ: \S/, said);
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', ['h2e2']), 'the refused move changed nothing');
    await page.locator(board).screenshot({ path: join(SHOTS, 'play-illegal.png') });
    await press(page, board, 'undo');
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', []));
    await clickPlace(page, board, 'b0');
    await clickPlace(page, board, 'c2');
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', ['b0c2']));
    await press(page, board, 'reset');
    await page.waitForFunction(() => document.querySelector('#p').ply === 0);
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', []));
  });
});

test('an exercise is solved by clicks, the reply played for the reader, and a wrong move refused', { timeout: 60000 }, async () => {
  const body = '<rulebook-board id="x" game="xiangqi" mode="exercise" solution="h2e2 h9g7 h0g2">Find the line.</rulebook-board>';
  await withPage(open(await hostPage('exercise.html', body)), async ({ page }) => {
    const board = '#x';
    await ready(page, board);
    const solved = page.evaluate(
      () => new Promise((resolve) => document.querySelector('#x').addEventListener('rulebook-solved', () => resolve(true), { once: true })),
    );
    // A legal move that is not the solution's: taken back.
    await clickPlace(page, board, 'b0');
    await clickPlace(page, board, 'c2');
    assert.equal(await message(page, board), 'Not this one. Try again.');
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', []));
    // An illegal one: the engine's reason.
    await clickPlace(page, board, 'a0');
    await clickPlace(page, board, 'a5');
    assert.match(await message(page, board), /^Illegal move: \S/);
    await clickPlace(page, board, 'h2');
    await clickPlace(page, board, 'e2');
    // The opponent's reply came by itself.
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', ['h2e2', 'h9g7']));
    await clickPlace(page, board, 'h0');
    await clickPlace(page, board, 'g2');
    assert.equal(await solved, true);
    assert.equal(await message(page, board), 'Right! The exercise is solved.');
    assert.equal(await shownPosition(page, board), cliPosition('xiangqi', 'startpos', ['h2e2', 'h9g7', 'h0g2']));
    await page.locator(board).screenshot({ path: join(SHOTS, 'exercise-solved.png') });
  });
});

test('the game\'s tools: a Long Phượng turn in place by its key, an Ô ăn quan sowing by its button', { timeout: 60000 }, async () => {
  const turn = '9/9/9/9/4X^2v1/9/9/9/V8 o - 5';
  const body = `<rulebook-board id="turn" game="longphuong" mode="exercise" position="${turn}" solution="e5&gt;">Turn the Xe.</rulebook-board>
<rulebook-board id="sow" game="oanquan" mode="play">Sow.</rulebook-board>
<rulebook-board id="view" game="longphuong"></rulebook-board>`;
  await withPage(open(await hostPage('tools.html', body)), async ({ page }) => {
    for (const board of ['#view', '#sow', '#turn']) await ready(page, board); // #turn last: in view
    const solved = page.evaluate(
      () => new Promise((resolve) => document.querySelector('#turn').addEventListener('rulebook-solved', () => resolve(true), { once: true })),
    ).catch(() => false); // a failure before it is the one to report
    await clickPlace(page, '#turn', 'e5');
    await page.keyboard.press('e'); // turn right, armed
    // Armed: the button shows it pressed at the next frame the board draws.
    await page.locator('#turn >> [data-tool="turnRight"][aria-pressed="true"]').waitFor({ timeout: 5000 });
    await clickPlace(page, '#turn', 'e5'); // the selected piece again: it turns in place
    assert.equal(await solved, true);
    assert.equal(await shownPosition(page, '#turn'), cliPosition('longphuong', turn, ['e5>']));
    // Ô ăn quan: a square, then the sowing direction's button.
    await page.locator('#sow').scrollIntoViewIfNeeded();
    await clickPlace(page, '#sow', 1);
    await page.locator('#sow >> [data-tool="sowUp"]').click();
    assert.equal(await shownPosition(page, '#sow'), cliPosition('oanquan', 'startpos', ['1+']));
    // A board that only shows offers no tools.
    assert.equal(await page.locator('#view >> .tools').isHidden(), true);
    await page.locator('#turn').screenshot({ path: join(SHOTS, 'tools-longphuong.png') });
  });
});

test('a bad attribute shows its error in the board\'s box; hostile values are text and nothing runs', { timeout: 60000 }, async () => {
  const body = `<rulebook-board id="bad" game="xiangqi" position="not a position"></rulebook-board>
<rulebook-board id="badmove" game="shogi" moves="7g7f 7g7f"></rulebook-board>
<rulebook-board id="hostile-game" game="${escape(HOSTILE)}"></rulebook-board>
<rulebook-board id="hostile-moves" game="xiangqi" moves="${escape(HOSTILE)}"></rulebook-board>
<rulebook-board id="hostile-position" game="oanquan" position="${escape(HOSTILE)}"></rulebook-board>
<rulebook-board id="badoption" game="oanquan" options="mandarin_value=x"></rulebook-board>
<rulebook-board id="goodoption" game="oanquan" options="mandarin_value=5" moves="1+"></rulebook-board>
<rulebook-board id="good" game="xiangqi"></rulebook-board>
<p id="after">The page goes on.</p>
<script>window.errorsHeard = []; document.addEventListener('rulebook-error', (e) => window.errorsHeard.push(e.detail.message));</script>`;
  await withPage(open(await hostPage('bad.html', body)), async ({ page, errors }) => {
    for (const id of ['bad', 'badmove', 'hostile-game', 'hostile-moves', 'hostile-position', 'badoption', 'goodoption', 'good']) await ready(page, `#${id}`);
    const errorOf = (id) => page.locator(`#${id} >> .error`).textContent();
    assert.match(await errorOf('bad'), /^The board could not be drawn: \S/);
    assert.match(await errorOf('badmove'), /^The board could not be drawn: Move 2 \(7g7f\): \S/);
    assert.ok((await errorOf('hostile-game')).includes(HOSTILE), await errorOf('hostile-game'));
    for (const id of ['hostile-moves', 'hostile-position']) {
      assert.match(await errorOf(id), /^The board could not be drawn: \S/, id);
    }
    // Nothing the values held became markup, or ran.
    const images = await page.evaluate(() => [...document.querySelectorAll('rulebook-board')].reduce((n, el) => n + el.shadowRoot.querySelectorAll('img').length, document.querySelectorAll('img').length));
    assert.equal(images, 0);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    // Ô ăn quan's house rules are the engine's to judge.
    assert.match(await errorOf('badoption'), /^The board could not be drawn: .*mandarin_value/);
    assert.equal(await shownPosition(page, '#goodoption'), cliPosition('oanquan', 'startpos', ['1+'], ['--option', 'mandarin_value=5']));
    assert.deepEqual(await page.evaluate(() => window.errorsHeard.length), 6, (await page.evaluate(() => window.errorsHeard)).join('\n'));
    assert.ok((await colours(page, '#good')) > 8, 'the good board beside them draws');
    assert.equal(await page.locator('#after').textContent(), 'The page goes on.');
    await page.screenshot({ path: join(SHOTS, 'errors.png'), fullPage: true });
  });
});

test('marks and arrows are drawn by the painter; a bad one is the engine\'s refusal; lang and orientation apply', { timeout: 60000 }, async () => {
  const body = `<rulebook-board id="plain" game="shogi"></rulebook-board>
<rulebook-board id="marked" game="shogi" marks="5e 7g" arrows="7g-7f 8h-2b"></rulebook-board>
<rulebook-board id="badmark" game="shogi" marks="z9"></rulebook-board>
<rulebook-board id="badmark-vi" game="xiangqi" lang="vi" marks="z9"></rulebook-board>
<rulebook-board id="flipped" game="xiangqi" orientation="black" lang="vi" pieces="latin"></rulebook-board>
<rulebook-board id="oanquan" game="oanquan" marks="0 6" arrows="1-5"></rulebook-board>`;
  await withPage(open(await hostPage('marks.html', body)), async ({ page }) => {
    for (const id of ['plain', 'marked', 'badmark', 'badmark-vi', 'flipped', 'oanquan']) await ready(page, `#${id}`);
    const pixels = (id) => page.evaluate((s) => {
      const canvas = document.querySelector(s).shadowRoot.querySelector('canvas');
      return canvas.toDataURL();
    }, `#${id}`);
    assert.notEqual(await pixels('marked'), await pixels('plain'), 'the marks and arrows change the drawing');
    assert.match(await page.locator('#badmark >> .error').textContent(), /z9/);
    // The engine's refusal in the board's language.
    assert.match(await page.locator('#badmark-vi >> .error').textContent(), /'z9' không phải là một điểm/);
    // Black at the bottom: Black's general's point is below Red's.
    const [, blackY] = await page.evaluate(() => Array.from(document.querySelector('#flipped').painter.squareCenter('e9', true)));
    const [, redY] = await page.evaluate(() => Array.from(document.querySelector('#flipped').painter.squareCenter('e0', true)));
    assert.ok(blackY > redY, 'orientation="black" puts Black at the bottom');
    assert.match(await page.locator('#flipped >> canvas').getAttribute('aria-label'), /^Cờ tướng.*Lượt đi: Đỏ$/);
    await page.locator('#marked').screenshot({ path: join(SHOTS, 'marks-shogi.png') });
    await page.locator('#flipped').screenshot({ path: join(SHOTS, 'flipped-latin-vi.png') });
    await page.locator('#oanquan').screenshot({ path: join(SHOTS, 'marks-oanquan.png') });
  });
});

test('a 121 hand draws with the engine\'s painter and its reading is `rulebook score 121`\'s, in the page\'s language', { timeout: 60000 }, async () => {
  const hand = 'AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR';
  const body = `<rulebook-cards id="en" cards="${hand}" indicator="CR-KY" score>A hand.</rulebook-cards>
<rulebook-cards id="vi" lang="vi" cards="${hand}" indicator="CR-KY" revealed="IN-FB" dealer score></rulebook-cards>
<rulebook-cards id="bad" cards="AS-FR ZZ-ZZ" score></rulebook-cards>
<rulebook-cards id="hostile" cards="${escape(HOSTILE)}"></rulebook-cards>`;
  await withPage(open(await hostPage('cards.html', body)), async ({ page }) => {
    await page.waitForFunction(() => [...document.querySelectorAll('rulebook-cards')].every((el) => el.dataset.drawn));
    const reading = (id) => page.locator(`#${id} >> .reading li`).allTextContents();
    const cli = (flags) => JSON.parse(execFileSync(RULEBOOK, ['score', '121', ...hand.split(' '), ...flags], { encoding: 'utf8' }));
    assert.deepEqual(await reading('en'), cli(['--indicator', 'CR-KY']).explanation.lines_en);
    assert.deepEqual(await reading('vi'), cli(['--indicator', 'CR-KY', '--revealed', 'IN-FB', '--dealer']).explanation.lines);
    const drawn = await page.evaluate(() => {
      const canvas = document.querySelector('#en').shadowRoot.querySelector('canvas');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const seen = new Set();
      for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      return seen.size;
    });
    assert.ok(drawn > 8, 'the cards are drawn');
    assert.match(await page.locator('#bad >> .error').textContent(), /^The cards could not be drawn: \S/);
    assert.ok((await page.locator('#hostile >> .error').textContent()).includes('<img'));
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    await page.screenshot({ path: join(SHOTS, 'cards.png'), fullPage: true });
  });
});

test('a page of fifty boards: time to the first board and bytes fetched (a figure)', { timeout: 120000 }, async () => {
  const games = Object.keys(BOARDS);
  const body = Array.from({ length: 50 }, (_, i) => {
    const game = games[i % games.length];
    return `<rulebook-board id="b${i}" game="${game}" moves="${BOARDS[game].moves.join(' ')}"></rulebook-board>`;
  }).join('\n');
  const url = await hostPage('fifty.html', body);
  const context = await origins.browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const fetched = [];
  page.on('response', async (response) => {
    try {
      const body = await response.body();
      fetched.push({ url: response.url(), bytes: body.length, gz: gzipSync(body, { level: 9 }).length });
    } catch {
      // a redirect or an aborted response has no body
    }
  });
  try {
    const start = Date.now();
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#b0').shadowRoot.querySelector('canvas').dataset.drawn === 'true', null, { timeout: 15000 });
    const first = Date.now() - start;
    const drawn = await page.evaluate(() => [...document.querySelectorAll('rulebook-board')].filter((el) => el.shadowRoot.querySelector('canvas').dataset.drawn === 'true').length);
    await page.waitForLoadState('networkidle');
    const weigh = () => {
      const raw = fetched.reduce((n, f) => n + f.bytes, 0);
      const gz = fetched.reduce((n, f) => n + f.gz, 0);
      return `${fetched.length} responses, ${(raw / 1000).toFixed(1)} KB (${(gz / 1000).toFixed(1)} KB gzipped)`;
    };
    console.log(`50 boards: first board drawn after ${first} ms, ${drawn} drawn before scrolling; fetched by then: ${weigh()}`);
    assert.ok(drawn < 50, 'boards off the screen wait until they are scrolled to');
    // Scrolled through: every board drawn, each game's module fetched once.
    for (let i = 0; i < 50; i++) await page.locator(`#b${i}`).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('rulebook-board')].every((el) => el.shadowRoot.querySelector('canvas').dataset.drawn === 'true'), null, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    const wasm = fetched.filter((f) => f.url.endsWith('.wasm'));
    console.log(`50 boards, all scrolled to and drawn after ${Date.now() - start} ms: ${weigh()}, ${wasm.length} wasm modules`);
    assert.equal(wasm.length, games.length, 'one module per game');
    assert.equal(new Set(wasm.map((f) => f.url)).size, wasm.length);
  } finally {
    await context.close();
  }
});

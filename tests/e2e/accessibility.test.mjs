// Keyboard-only play and the accessibility tree of the play page, for the
// four board games: Chromium's own accessibility tree (over the DevTools
// protocol) names the board and every control the Tab key reaches and has
// the live region, polite; a move is played in each game with the keys
// alone (Tab to the board, arrows, Enter), and the live region reads the
// square under the cursor and the move played, in the page's language.
//
// Run from the project root after `./build.sh build`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE } from '../support/server.mjs';
import { useSite, withPage, settled } from '../support/site.mjs';
import { plies } from '../support/play-page.mjs';

const site = useSite(SITE, { board: true, accept: false });

/** A fresh page in `lang`, with `stored` put in localStorage first; console errors collected. */
const open = (path, lang, stored) => site.open(path, { lang, stored });

/** Presses `key` and returns what the live region then says. */
async function hear(page, key) {
  await page.keyboard.press(key);
  await settled(page); // the live region's text is set on the next frame
  return page.locator('#announcer').textContent();
}

/** Tabs from the top of the page to the board; the number of presses. */
async function tabToBoard(page) {
  for (let presses = 1; presses <= 30; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'board')) return presses;
  }
  throw new Error('Tab never reached the board');
}

/** Plays a path of keys, each followed by the words the live region should say (if given). */
async function walk(page, steps) {
  for (const [key, expected] of steps) {
    const said = await hear(page, key);
    if (expected === undefined) continue; // a step on the way
    if (expected instanceof RegExp) assert.match(said, expected, `after ${key}`);
    else assert.equal(said, expected, `after ${key}`);
  }
}

const GAMES = {
  xiangqi: {
    lang: 'vi',
    steps: [
      ['ArrowUp', 'e0: tướng Đỏ'], // the cursor appears on the near edge's middle
      ['ArrowUp', 'e1: trống'],
      ['ArrowUp', 'e2: trống'],
      ['ArrowRight', 'f2: trống'],
      ['ArrowRight', 'g2: trống'],
      ['ArrowRight', 'h2: pháo Đỏ'],
      ['Enter', 'h2: pháo Đỏ'],
      ['ArrowLeft', 'g2: trống'],
      ['ArrowLeft', 'f2: trống'],
      ['ArrowLeft', 'e2: trống'],
      ['Enter', 'Đỏ: pháo h2 đến e2'],
      ['ArrowRight', 'f2: trống'],
      ['ArrowLeft', 'e2: pháo Đỏ'],
    ],
    move: 'P2-5',
  },
  shogi: {
    lang: 'en',
    steps: [
      ['ArrowUp', '5i: Sente king'],
      ['ArrowUp', '5h: empty'],
      ['ArrowLeft', '6h: empty'],
      ['ArrowLeft', '7h: empty'],
      ['ArrowUp', '7g: Sente pawn'],
      ['Space', '7g: Sente pawn'],
      ['ArrowUp', '7f: empty'],
      ['Space', 'Sente: pawn 7g to 7f'],
      ['ArrowDown', '7g: empty'],
      ['ArrowUp', '7f: Sente pawn'],
    ],
    move: 'P-7f',
  },
  oanquan: {
    lang: 'en',
    stored: { 'rulebook.oanquan.settings': { options: { first: 'south' } } },
    steps: [
      ['ArrowUp', "Square 3 (South's dân square): 5 citizens"],
      ['ArrowLeft', "Square 2 (South's dân square): 5 citizens"],
      ['ArrowLeft', "Square 1 (South's dân square): 5 citizens"],
      ['Enter', "Square 1 (South's dân square): 5 citizens"],
      ['ArrowRight', '1+: sow square 1 (+, counter-clockwise ↺)'],
      ['Enter', 'South: sows square 1 counter-clockwise (1+), takes 6 citizens'],
    ],
    move: '1+',
  },
  longphuong: {
    lang: 'vi',
    steps: [
      ['ArrowUp', 'a5: Vương (Cam)'],
      ['ArrowRight', 'a4: Tướng ^ (Cam)'],
      ['ArrowRight'],
      ['ArrowRight'],
      ['ArrowRight', 'a1: Xe ^ (Cam)'],
      // Beside the board: Orange's hand, kind by kind.
      ['ArrowRight', 'Quân trong tay Cam: không có Tướng'],
      ['ArrowUp'],
      ['ArrowUp'],
      ['ArrowUp'],
      ['ArrowUp', 'Quân trong tay Cam: không có Binh'],
      ['ArrowUp', 'Quân trong tay Cam: 1 × Long'],
      ['Enter', 'Quân trong tay Cam: 1 × Long'],
      ['ArrowLeft', 'f1: trống'],
      ['ArrowLeft'],
      ['ArrowLeft'],
      ['ArrowLeft'],
      ['ArrowLeft', 'f5: trống'],
      ['ArrowDown'],
      ['ArrowDown'],
      ['ArrowDown'],
      ['ArrowDown', 'b5: trống'],
      ['Enter', 'Cam: thả Long xuống b5'],
      ['ArrowDown', 'a5: Vương (Cam)'],
      ['ArrowUp', 'b5: Long (Cam)'],
    ],
    move: 'L*b5',
  },
};

for (const [game, plan] of Object.entries(GAMES)) {
  test(`${game}: a move with the keys alone, heard through the live region`, { timeout: 60000 }, () =>
    withPage(open(`play.html?game=${game}`, plan.lang, plan.stored), async ({ page }) => {
      await tabToBoard(page);
      await walk(page, plan.steps);
      assert.deepEqual(await plies(page), [plan.move]);
    }));
}

/** The accessibility node of the focused element (or of `selector`): {role, name, properties}. */
async function axNode(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
  const node = nodes[0];
  const property = (name) => node.properties?.find((p) => p.name === name)?.value?.value;
  return { role: node.role?.value, name: node.name?.value ?? '', property, ignored: node.ignored };
}

test('the accessibility tree: the board named, every Tab stop named, the live region polite', { timeout: 60000 }, async () => {
  for (const [game, lang, boardName] of [['xiangqi', 'en', 'Cờ tướng (Xiangqi) board'], ['oanquan', 'vi', 'Bàn Ô ăn quan']]) {
    await withPage(open(`play.html?game=${game}`, lang), async ({ context, page }) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Accessibility.enable');
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const boards = nodes.filter((n) => n.role?.value === 'application');
      assert.equal(boards.length, 1);
      assert.equal(boards[0].name?.value, boardName);
      const region = await axNode(cdp, "document.getElementById('announcer')");
      assert.equal(region.property('live'), 'polite');

      // Every control the Tab key reaches, in order, has a name.
      const stops = [];
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
        if (id === 'BODY' || id === stops[0]?.id) break; // past the last control, or round again
        const node = await axNode(cdp, 'document.activeElement');
        stops.push({ id, ...node });
      }
      const unnamed = stops.filter((s) => !s.name.trim()).map((s) => `${s.id} (${s.role})`);
      assert.deepEqual(unnamed, [], 'every Tab stop has a name');
      const reached = stops.map((s) => s.id);
      // (Undo and redo are disabled before the first move, so not Tab stops yet;
      // Ô ăn quan has no resignation.)
      for (const id of ['board', 'flip', 'move-input', 'notation', 'new-game', 'sound-toggle']) {
        assert.ok(reached.includes(id), `${id} is reached by Tab: ${reached.join(' ')}`);
      }
      const board = stops.find((s) => s.id === 'board');
      assert.equal(board.role, 'application');
    });
  }
});

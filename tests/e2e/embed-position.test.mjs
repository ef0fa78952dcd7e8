// "Embed this position" on the play pages: after two moves played by
// clicks, the section's markup, pasted into a page on another origin with
// only embed.js's script tag, shows the position the play page shows. The
// snippet holds the engine's texts (startpos or the start, the moves) and
// is worded in both languages; the section opens from the keyboard.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useOrigins } from '../support/origins.mjs';
import { openPage, withPage, ROOT } from '../support/site.mjs';
import { clickMove } from '../support/play-page.mjs';
import { SITE } from '../support/server.mjs';

const SHOTS = process.env.RULEBOOK_SHOTS ?? join(ROOT, 'target', 'screenshots', 'authors');

const origins = useOrigins(SITE, 'embed-position');
before(() => mkdir(SHOTS, { recursive: true }));

const open = (url, viewport) => openPage(origins.browser, url, { viewport });
/** The play page at `viewport`, its board drawn. */
const openGame = (game, viewport) => openPage(origins.browser, `${origins.site.url}/play.html?game=${game}`, { viewport, board: true });

/** The snippet "Embed this position" shows once opened (its toggle event comes in a task of its own). */
async function embedSnippet(page) {
  await page.waitForFunction(() => document.getElementById('embed-out').value !== '');
  return page.locator('#embed-out').inputValue();
}

/** Two moves per game, as clicks: [from, to] places. */
const CLICKS = {
  xiangqi: [['h2', 'e2'], ['h9', 'g7']],
  shogi: [[60, 51], [20, 29]], // 7g7f, 3c3d: squares 0–80
};

/** The position the pasted snippet's board shows. */
async function pastedPosition(snippet, name) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Pasted</title><script type="module" src="${origins.embedServer.url}/embed.js"></script></head><body>${snippet}</body></html>`;
  await writeFile(join(origins.hostDir, `${name}.html`), html);
  const host = await open(`${origins.hostServer.url}/${name}.html`, { width: 800, height: 900 });
  try {
    await host.page.waitForFunction(() => {
      const el = document.querySelector('rulebook-board');
      const root = el?.shadowRoot;
      return root && (root.querySelector('canvas')?.dataset.drawn === 'true' || !root.querySelector('.error').hidden);
    }, null, { timeout: 15000 });
    assert.deepEqual(host.errors, [], `${name}: the pasted board logs no error`);
    return await host.page.evaluate(() => document.querySelector('rulebook-board').position);
  } finally {
    await host.context.close();
  }
}

for (const [game, clicks] of Object.entries(CLICKS)) {
  test(`${game}: "Embed this position" after two moves shows the same position on another origin`, { timeout: 60000 }, () =>
    withPage(openGame(game, { width: 1280, height: 800 }), async ({ page }) => {
      for (const [from, to] of clicks) await clickMove(page, from, to, { scroll: false });
      await page.waitForFunction(() => document.querySelectorAll('#move-list .ply').length === 2);
      // Opened from the keyboard: its summary takes focus and Enter.
      await page.locator('#embed-position summary').focus();
      await page.keyboard.press('Enter');
      const snippet = await embedSnippet(page);
      const moves = await page.evaluate(() => window.__rulebook.game.history());
      assert.equal(
        snippet,
        `<rulebook-board game="${game}" position="startpos" moves="${moves.join(' ')}" ply="2"></rulebook-board>`,
      );
      const shown = await page.locator('#fen-out').inputValue();
      assert.equal(await pastedPosition(snippet, game), shown);
      assert.equal((await page.locator('#embed-position summary').textContent()).trim(), 'Nhúng thế cờ này');
      await page.locator('[data-lang="en"]').click();
      assert.equal((await page.locator('#embed-position summary').textContent()).trim(), 'Embed this position');
      await page.locator('#embed-position').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `play-${game}-embed.png`) });
    }));
}

test('a position set up from text is embedded as that start, and a flipped board says so', { timeout: 60000 }, () =>
  withPage(openGame('xiangqi', { width: 390, height: 844 }), async ({ page }) => {
    const start = '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1';
    await page.locator('details.position summary').first().click();
    await page.locator('#fen-in').fill(start);
    await page.locator('#fen-form button[type="submit"]').click();
    await page.locator('#move-input').fill('a1d1');
    await page.locator('#move-form button[type="submit"]').click();
    await page.locator('#flip').click();
    await page.locator('#embed-position summary').click();
    const snippet = await embedSnippet(page);
    assert.equal(snippet, `<rulebook-board game="xiangqi" position="${start}" moves="a1d1" ply="1" orientation="black"></rulebook-board>`);
    assert.equal(await pastedPosition(snippet, 'setup'), await page.locator('#fen-out').inputValue());
    await page.locator('#embed-position').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'play-xiangqi-embed-phone.png') });
  }));

test('Ô ăn quan: the house rules in force go into the board\'s options', { timeout: 60000 }, () =>
  withPage(openGame('oanquan', { width: 1280, height: 800 }), async ({ page }) => {
    await page.locator('#options-rules summary').click();
    await page.locator('#opt-mandarin_value').selectOption('5');
    await page.locator('#opt-first').selectOption('south');
    await page.locator('#new-game').click();
    await page.locator('#move-input').fill('1+');
    await page.locator('#move-form button[type="submit"]').click();
    await page.locator('#embed-position summary').click();
    const snippet = await embedSnippet(page);
    assert.equal(snippet, '<rulebook-board game="oanquan" position="startpos" moves="1+" ply="1" options="mandarin_value=5"></rulebook-board>');
    assert.equal(await pastedPosition(snippet, 'oanquan'), await page.locator('#fen-out').inputValue());
  }));

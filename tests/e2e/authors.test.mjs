// The authors' page (www/embed.html): it loads with no console error and
// every example draws (a board's canvas, a hand's cards, the bad attribute
// its error); each example's copy-paste markup, pasted into a page on
// another origin with only the script tag, shows the same position as the
// live example. Screenshots at desktop and phone sizes, in both languages,
// go to RULEBOOK_SHOTS (default target/screenshots/authors).

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useOrigins } from '../support/origins.mjs';
import { openPage, withPage, ROOT } from '../support/site.mjs';
import { SITE } from '../support/server.mjs';

const SHOTS = process.env.RULEBOOK_SHOTS ?? join(ROOT, 'target', 'screenshots', 'authors');

const origins = useOrigins(SITE, 'authors');
before(() => mkdir(SHOTS, { recursive: true }));

const open = (url, viewport, lang = null) => openPage(origins.browser, url, { viewport, lang });

/**
 * Scrolls every embedded element into view (boards draw when near the
 * screen) and waits until each has drawn or shown its error.
 */
async function allDrawn(page) {
  const count = await page.locator('rulebook-board, rulebook-cards').count();
  for (let i = 0; i < count; i++) {
    const element = page.locator('rulebook-board, rulebook-cards').nth(i);
    await element.scrollIntoViewIfNeeded();
    await element.evaluate(
      (el) =>
        new Promise((resolve, reject) => {
          const done = () => {
            const root = el.shadowRoot;
            if (el.dataset.drawn) return true; // a hand
            return root && (root.querySelector('canvas')?.dataset.drawn === 'true' || !root.querySelector('.error').hidden);
          };
          const started = Date.now();
          const poll = () => (done() ? resolve() : Date.now() - started > 15000 ? reject(new Error(`${el.outerHTML} did not draw`)) : setTimeout(poll, 50));
          poll();
        }),
    );
  }
  return count;
}

/** Each example's id, its live element's state and its snippet's text. */
const examples = (page) =>
  page.$$eval('#examples .example', (boxes) =>
    boxes.map((box) => {
      const el = box.querySelector('rulebook-board, rulebook-cards');
      const root = el.shadowRoot;
      return {
        id: box.dataset.example,
        snippet: box.querySelector('.snippet code').textContent,
        position: el.position ?? null,
        drawn: el.tagName === 'RULEBOOK-CARDS' ? el.dataset.drawn : root.querySelector('canvas').dataset.drawn ?? null,
        error: root.querySelector('.error').hidden ? '' : root.querySelector('.error').textContent,
      };
    }),
  );

test('the authors page draws every example with no console error', { timeout: 90000 }, async () => {
  for (const [lang, viewport, name] of [
    ['vi', { width: 1280, height: 800 }, 'desktop-vi'],
    ['en', { width: 1280, height: 800 }, 'desktop-en'],
    ['en', { width: 390, height: 844 }, 'phone-en'],
    ['vi', { width: 390, height: 844 }, 'phone-vi'],
  ]) {
    const { context, page, errors } = await open(`${origins.site.url}/embed.html`, viewport, lang);
    try {
      assert.ok((await allDrawn(page)) >= 12, 'every example and the events board are on the page');
      const shown = await examples(page);
      assert.ok(shown.length >= 11, 'an example for each attribute and mode');
      for (const ex of shown) {
        if (ex.id === 'error') {
          assert.notEqual(ex.error, '', 'the bad attribute shows its error');
          assert.equal(ex.position, '');
        } else {
          assert.equal(ex.error, '', `${ex.id}: ${ex.error}`);
          assert.equal(ex.drawn, 'true', `${ex.id} drew`);
        }
      }
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      assert.match(await page.locator('#install code').textContent(), /^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/embed\.js"><\/script>$/);
      assert.equal(await page.locator('a[href="embed.d.ts"]').count(), 1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `${name}-top.png`) });
      await page.screenshot({ path: join(SHOTS, `${name}-full.png`), fullPage: true });
      assert.deepEqual(errors, [], `${name}: console errors`);
    } finally {
      await context.close();
    }
  }
});

test('a move on the events board is printed from its rulebook-move event', { timeout: 60000 }, () =>
  withPage(open(`${origins.site.url}/embed.html`, { width: 1280, height: 800 }, 'en'), async ({ page }) => {
    const board = page.locator('#listened');
    await board.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('listened').position !== '');
    await board.evaluate((el) => (el.ply = el.ply)); // the property is there
    // The painter's own geometry gives the points to click.
    const click = async (point) => {
      const [x, y] = await board.evaluate((el, p) => Array.from(el.painter.squareCenter(p, el.flipped)), point);
      const box = await board.locator('canvas').boundingBox();
      await page.mouse.click(box.x + x, box.y + y);
    };
    await click('h2');
    await click('e2');
    await page.waitForFunction(() => document.querySelector('#api .heard').textContent.includes('ply=1'));
    const heard = await page.locator('#api .heard').textContent();
    const position = await board.evaluate((el) => el.position);
    assert.ok(heard.includes(`position=${position}`), heard);
  }));

test('each snippet, pasted into a page on another origin, shows the same position', { timeout: 90000 }, async () => {
  const { context, page } = await open(`${origins.site.url}/embed.html`, { width: 1280, height: 800 }, 'en');
  let live;
  try {
    await allDrawn(page);
    live = await examples(page);
  } finally {
    await context.close();
  }
  const body = live.map((ex) => `<div id="ex-${ex.id}">${ex.snippet}</div>`).join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Pasted</title><script type="module" src="${origins.embedServer.url}/embed.js"></script></head><body>${body}</body></html>`;
  await writeFile(join(origins.hostDir, 'pasted.html'), html);
  const host = await open(`${origins.hostServer.url}/pasted.html`, { width: 900, height: 900 });
  try {
    await allDrawn(host.page);
    const pasted = await host.page.$$eval('body > div', (divs) =>
      divs.map((div) => {
        const el = div.firstElementChild;
        const root = el.shadowRoot;
        return { id: div.id.slice(3), position: el.position ?? null, error: root.querySelector('.error').hidden ? '' : root.querySelector('.error').textContent };
      }),
    );
    assert.equal(pasted.length, live.length);
    for (const [i, ex] of live.entries()) {
      assert.equal(pasted[i].id, ex.id);
      assert.equal(pasted[i].position, ex.position, `${ex.id}: the pasted board shows the live one's position`);
      assert.equal(pasted[i].error, ex.error, `${ex.id}: the same error, or none`);
    }
    // Only the bad attribute's error is logged, as the live page's is not.
    assert.deepEqual(host.errors, []);
  } finally {
    await host.context.close();
  }
});

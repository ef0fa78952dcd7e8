// No page scrolls sideways on a phone: every page of the site (the home
// page, each play page, 121's, the authors' page and every generated rules
// page in both languages) at 390×844, its <details> opened and its boards
// drawn, is no wider than the screen, and no element pokes out of it
// (a box that scrolls inside itself, such as a code block, may hold wider
// content). Screenshots in target/screenshots/phone-width/.
//
// Run after `./build.sh build` (the rules pages are generated).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, useSite } from '../support/site.mjs';
import { SITE } from '../support/server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WWW = join(ROOT, 'www');
const SHOTS = join(ROOT, 'target', 'screenshots', 'phone-width');
const PHONE = { width: 390, height: 844 };

const site = useSite(SITE);

/** Every page's address: the top-level pages, each play page, every rules page. */
async function addresses() {
  const top = (await readdir(WWW)).filter((f) => f.endsWith('.html') && f !== 'play.html');
  const games = ['xiangqi', 'shogi', 'longphuong', 'oanquan'].map((g) => `play.html?game=${g}`);
  const rules = (await readdir(join(WWW, 'rules')))
    .filter((f) => /\.(vi|en)\.html$/.test(f))
    .map((f) => `rules/${f}`);
  assert.ok(rules.length >= 10, 'the rules pages are generated (./build.sh build)');
  return [...top, ...games, ...rules];
}

/** Opens every <details>, scrolls through the page so that every lazy board draws, and back up. */
async function unfold(page) {
  await page.evaluate(async () => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('rulebook-board')].every((b) => {
      const root = b.shadowRoot;
      return !root || root.querySelector('canvas')?.dataset.drawn === 'true' || !root.querySelector('.error')?.hidden;
    }),
  );
}

/** The page's width against the screen's, and the elements poking out of the screen. */
function overflow(page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clips = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= width + 0.5 && r.left >= -0.5) continue;
      if (clips(el)) continue;
      const name = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + (el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : '');
      out.push(`${name} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, out };
  });
}

test('no page scrolls sideways at 390 px, and nothing pokes out', { timeout: 300000 }, async () => {
  await mkdir(SHOTS, { recursive: true });
  const problems = [];
  for (const address of await addresses()) {
    const { context, page, errors } = await openPage(site.browser, site.base + address, { viewport: PHONE });
    try {
      if (address.startsWith('play.html') || address === 'card121.html') {
        await page.waitForSelector('#board[data-drawn="true"]', { timeout: 15000 });
      }
      await page.waitForLoadState('networkidle');
      await unfold(page);
      const { scrollWidth, clientWidth, out } = await overflow(page);
      if (scrollWidth > clientWidth || out.length) {
        problems.push(`${address}: ${scrollWidth} px wide in ${clientWidth}; out: ${out.slice(0, 6).join(', ')}`);
      }
      await page.screenshot({ path: join(SHOTS, `${address.replace(/[/?=]/g, '_')}.png`) });
      assert.deepEqual(errors, [], `${address}: console errors`);
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(problems, [], 'pages wider than a phone');
});

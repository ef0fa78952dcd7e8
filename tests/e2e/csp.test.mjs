// Every page carries a Content-Security-Policy (a meta tag: no inline
// script, wasm compiled only where a page needs it) and loads under it with
// no violation: each page is opened, its board or cards drawn, and the
// browser's `securitypolicyviolation` events and console read.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { useSite, WWW } from '../support/site.mjs';

const site = useSite(SITE);

async function pages() {
  const top = (await readdir(WWW)).filter((f) => f.endsWith('.html'));
  const files = await readdir(join(WWW, 'rules'));
  // A game's source (<game>.rules.html) is no page: the build writes its
  // two pages from it (tools/rules-pages.mjs), which must be there.
  for (const source of files.filter((f) => f.endsWith('.rules.html'))) {
    const game = source.replace('.rules.html', '');
    for (const lang of ['vi', 'en']) {
      assert.ok(files.includes(`${game}.${lang}.html`), `rules/${game}.${lang}.html is generated from ${source} (./build.sh build)`);
    }
  }
  const rules = files.filter((f) => f.endsWith('.html') && !f.endsWith('.rules.html')).map((f) => `rules/${f}`);
  return [...top, ...rules];
}

/** The policy a page's meta tag sets. */
function policyOf(html) {
  const m = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/);
  return m && m[1];
}

test('every page sets a strict Content-Security-Policy', async () => {
  for (const page of await pages()) {
    const html = await readFile(join(WWW, page), 'utf8');
    const policy = policyOf(html);
    assert.ok(policy, `${page} has a CSP meta tag`);
    assert.ok(!policy.includes("'unsafe-inline'"), `${page}: no unsafe-inline`);
    assert.ok(!policy.includes("'unsafe-eval'"), `${page}: no unsafe-eval`);
    assert.match(policy, /object-src 'none'/, page);
    const loadsScript = /<script/.test(html);
    const wasm = policy.includes("'wasm-unsafe-eval'");
    if (!loadsScript) assert.match(policy, /script-src 'none'/, `${page} runs no script`);
    if (wasm) assert.ok(loadsScript, `${page}: wasm allowed only where a script loads`);
    assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), `${page}: no inline script`);
    assert.ok(!/\son[a-z]+="/.test(html), `${page}: no inline event handler`);
    if (page.startsWith('rules/') && loadsScript) {
      // A rules page runs the site's own module scripts only: the embedded
      // boards and 121's hands (../embed.js), and the page's own (the
      // stored language, the offline worker), every page generated.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      for (const script of scripts) {
        assert.match(script, /^<script type="module" src="\.\.\/(embed|js\/rules-page)\.js">$/, `${page}: ${script}`);
      }
      assert.match(policy, /script-src 'self'( 'wasm-unsafe-eval')?;/, `${page}: scripts from the site only`);
    }
  }
});

test('every page loads under its policy with no violation', { timeout: 120000 }, async () => {
  const urls = [
    ...(await pages()).filter((p) => p !== 'play.html'),
    'play.html?game=xiangqi',
    'play.html?game=shogi',
    'play.html?game=longphuong',
    'play.html?game=oanquan',
  ];
  for (const path of urls) {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.goto(site.url(path));
    await page.waitForLoadState('networkidle');
    if (path.startsWith('play.html') || path === 'card121.html') {
      await page.waitForSelector('#board[data-drawn="true"]', { timeout: 10000 });
    }
    const violations = await page.evaluate(() => window.__violations ?? []);
    assert.deepEqual(violations, [], `${path}: CSP violations`);
    assert.deepEqual(problems, [], `${path}: console errors`);
    await context.close();
  }
});

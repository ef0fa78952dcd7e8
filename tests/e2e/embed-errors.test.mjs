// A load failure keeps its cause: on a page whose Content-Security-Policy
// (sent as a header) lets embed.js's origin run scripts but not compile
// WebAssembly (no 'wasm-unsafe-eval'), a board and a hand each say in
// their box, in their language, that the policy forbids it and what to
// add; `rulebook-error` carries the browser's error as `cause`, and the
// console shows it.
//
// Run after `./build.sh build`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE } from '../support/server.mjs';
import { openPage } from '../support/site.mjs';
import { useOrigins } from '../support/origins.mjs';

const origins = useOrigins(SITE, 'errors');

/** What each `rulebook-error` said: the element, its message and its cause (name, message, whether an Error). */
function listen() {
  window.heard = [];
  document.addEventListener('rulebook-error', (e) => {
    const { message, cause } = e.detail;
    window.heard.push({ id: e.target.id, message, cause: { error: cause instanceof Error, name: cause?.name, message: cause?.message } });
  });
}

test('under a policy without \'wasm-unsafe-eval\', the boxes name the policy and the event and console carry the cause', { timeout: 60000 }, async () => {
  const policy = `default-src 'none'; script-src ${origins.embedServer.url}; connect-src ${origins.embedServer.url}; img-src data:`;
  const body = `<rulebook-board id="en" game="xiangqi"></rulebook-board>
<rulebook-board id="vi" lang="vi" game="shogi"></rulebook-board>
<rulebook-cards id="cards" cards="AS-FR AS-BR AS-LR"></rulebook-cards>`;
  const url = await origins.hostPage('policy.html', body, { query: `?csp=${encodeURIComponent(policy)}` });
  const { page, context, errors } = await openPage(origins.browser, url, { viewport: { width: 800, height: 2400 }, init: [listen] });
  try {
    await page.waitForFunction(() => window.heard.length === 3, null, { timeout: 15000 });
    const box = (id) => page.locator(`#${id} >> .error`).textContent();
    assert.equal(await box('en'), "The board could not be drawn: The page's Content-Security-Policy forbids WebAssembly: add 'wasm-unsafe-eval' to script-src.");
    assert.equal(await box('vi'), "Không vẽ được bàn cờ: Content-Security-Policy của trang cấm WebAssembly: hãy thêm 'wasm-unsafe-eval' vào script-src.");
    assert.equal(await box('cards'), "The cards could not be drawn: The page's Content-Security-Policy forbids WebAssembly: add 'wasm-unsafe-eval' to script-src.");
    const heard = await page.evaluate(() => window.heard);
    assert.deepEqual(heard.map((h) => h.id).sort(), ['cards', 'en', 'vi']);
    for (const { id, message, cause } of heard) {
      assert.match(message, /'wasm-unsafe-eval'/, id);
      assert.equal(cause.error, true, `${id}: the cause is the browser's Error`);
      assert.equal(cause.name, 'CompileError', `${id}: ${cause.name}: ${cause.message}`);
      assert.match(cause.message, /Content Security Policy/, id);
    }
    for (const element of ['rulebook-board', 'rulebook-cards']) {
      assert.ok(
        errors.some((e) => e.startsWith(`${element}: `) && e.includes("'wasm-unsafe-eval'") && e.includes('CompileError')),
        `the console shows ${element}'s error and its cause:\n${errors.join('\n')}`,
      );
    }
  } finally {
    await context.close();
  }
});

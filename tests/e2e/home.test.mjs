// The home page (index.html): the five games offered, each card with its
// play page and its rules page in the page's language.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE } from '../support/server.mjs';
import { useSite, withPage } from '../support/site.mjs';
import { tableReady } from '../support/card121-page.mjs';

const site = useSite(SITE, { viewport: { width: 1280, height: 900 } });

test('the home page lists five games, all playable', { timeout: 30000 }, () =>
  withPage(site.open('index.html'), async ({ page }) => {
    const cards = page.locator('.game-card');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 5);
    assert.equal(await page.locator('.game-card.soon').count(), 0);
    assert.equal(await page.locator('.game-card .badge').count(), 0);
    const xiangqi = page.locator('.game-card[data-game="xiangqi"]');
    assert.match(await xiangqi.locator('h3').textContent(), /Cờ tướng/);
    assert.equal(await xiangqi.locator('a').first().getAttribute('href'), 'play.html?game=xiangqi');
    assert.equal(await xiangqi.locator('a').nth(1).getAttribute('href'), 'rules/xiangqi.vi.html');

    await page.click('button[data-lang="en"]');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('h2').textContent(), 'Choose a game');
    assert.equal(await page.locator('.game-card a.primary').count(), 5);
    assert.equal(await xiangqi.locator('a').nth(1).getAttribute('href'), 'rules/xiangqi.en.html');
  }));

/**
 * Each game's card: its title where given, its play page, its rules in
 * Vietnamese (and in English after the switch where `en`); `then`: what
 * else the test checks on the page.
 */
const CARDS = {
  shogi: { name: 'the home page offers shogi with its rules', play: 'play.html?game=shogi' },
  longphuong: {
    name: 'the home page offers Cờ Long Phượng with its rules',
    title: 'Cờ Long Phượng',
    play: 'play.html?game=longphuong',
  },
  oanquan: { name: 'the home page offers Ô ăn quan with its rules', title: 'Ô ăn quan', play: 'play.html?game=oanquan', en: true },
  card121: {
    name: 'the home page offers 121 with its table page and rules',
    play: 'card121.html',
    en: true,
    // The shell sends 121 to its own page.
    async then(page) {
      await page.goto(site.url('play.html?game=card121'));
      await page.waitForURL(/card121\.html$/);
      await tableReady(page);
    },
  },
};

for (const [game, { name, title, play, en, then }] of Object.entries(CARDS)) {
  test(name, { timeout: 30000 }, () =>
    withPage(site.open('index.html'), async ({ page }) => {
      const card = page.locator(`.game-card[data-game="${game}"]`);
      await card.waitFor();
      assert.equal(await card.evaluate((c) => c.classList.contains('soon')), false);
      if (title) assert.equal(await card.locator('h3').textContent(), title);
      assert.equal(await card.locator('a').first().getAttribute('href'), play);
      assert.equal(await card.locator('a').nth(1).getAttribute('href'), `rules/${game}.vi.html`);
      if (en) {
        await page.click('button[data-lang="en"]');
        assert.equal(await card.locator('a').nth(1).getAttribute('href'), `rules/${game}.en.html`);
      }
      await then?.(page);
    }));
}

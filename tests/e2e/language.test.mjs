// One language on every page: the choice made on any page (the play
// pages' and home page's VI/EN buttons, a rules page's language link, or a
// rules page opened in a language) is the language of every other page,
// their links to the rules pages included; a page left open in another tab
// or in the back-forward cache follows a choice made elsewhere.
//
// Run after `./build.sh build` (the rules pages are generated).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, withPage, boardReady } from '../support/site.mjs';
import { SITE } from '../support/server.mjs';

const site = useSite(SITE);

const langOf = (page) => page.evaluate(() => document.documentElement.lang);
const pathOf = (href) => new URL(href).pathname;
const drawn = (page) => boardReady(page, 15000);
/** Where the page's link to its game's rules leads. */
const rulesLink = async (page) => pathOf(await page.locator('#rules-link').evaluate((a) => a.href));

/** A fresh page with `lang` stored (once: the pages may change it), then at `path`. */
async function openWith(lang, path) {
  const opened = await site.open('index.html');
  await opened.page.evaluate((l) => localStorage.setItem('rulebook.lang', JSON.stringify(l)), lang);
  await opened.page.goto(site.base + path);
  return opened;
}

/** The home page's rules links, by game. */
async function indexRulesLinks(page) {
  return page.$$eval('.game-card .card-actions a:not(.primary)', (links) => links.map((a) => a.href));
}

test('EN chosen on a play page: the home page, 121 and every rules link are English', { timeout: 60000 }, () =>
  withPage(site.open('play.html?game=shogi'), async ({ page }) => {
    await drawn(page);
    assert.equal(await langOf(page), 'vi', 'Vietnamese by default');
    assert.equal(await rulesLink(page), '/rules/shogi.vi.html');
    await page.click('[data-lang="en"]');
    assert.equal(await rulesLink(page), '/rules/shogi.en.html');

    await page.click('.home-link');
    await page.waitForSelector('.game-card');
    assert.equal(await langOf(page), 'en');
    assert.equal(await page.locator('[data-lang="en"]').getAttribute('aria-pressed'), 'true');
    const links = (await indexRulesLinks(page)).map(pathOf);
    assert.deepEqual(links, ['xiangqi', 'shogi', 'longphuong', 'oanquan', 'card121'].map((g) => `/rules/${g}.en.html`));

    await page.goto(`${site.base}card121.html`);
    await drawn(page);
    assert.equal(await langOf(page), 'en');
    assert.equal(await rulesLink(page), '/rules/card121.en.html');
    await page.click('#rules-link');
    await page.waitForURL(/rules\/card121\.en\.html$/);
  }));

test('VI chosen on a rules page: the play page opens in Vietnamese', { timeout: 60000 }, () =>
  withPage(openWith('en', 'play.html?game=xiangqi'), async ({ page }) => {
    await drawn(page);
    assert.equal(await langOf(page), 'en');
    await page.click('#rules-link');
    await page.waitForURL(/rules\/xiangqi\.en\.html$/);
    await page.click('nav.topbar a.lang'); // "Tiếng Việt"
    await page.waitForURL(/rules\/xiangqi\.vi\.html$/);
    assert.equal(await langOf(page), 'vi');
    await page.click('nav.topbar a[href^="../play.html"]');
    await drawn(page);
    assert.equal(await langOf(page), 'vi', 'the play page follows the rules page');
    assert.equal(await page.locator('[data-lang="vi"]').getAttribute('aria-pressed'), 'true');
    assert.equal(await rulesLink(page), '/rules/xiangqi.vi.html');
    assert.equal(await page.locator('#undo').textContent(), 'Đi lại');
  }));

test('a rules page opened by its address in the other language wins and is stored', { timeout: 60000 }, () =>
  withPage(openWith('en', 'rules/oanquan.vi.html'), async ({ page }) => {
    assert.equal(await langOf(page), 'vi', 'the address is the reader\'s choice');
    await page.goto(`${site.base}index.html`);
    await page.waitForSelector('.game-card');
    assert.equal(await langOf(page), 'vi');
    assert.equal(pathOf((await indexRulesLinks(page))[3]), '/rules/oanquan.vi.html');
  }));

test('a page left open follows a choice made elsewhere: another tab, and back from the cache', { timeout: 60000 }, () =>
  withPage(site.open('index.html'), async ({ context, page }) => {
    await page.waitForSelector('.game-card');
    // Another tab chooses English: this one follows, its links too.
    const other = await context.newPage();
    await other.goto(`${site.base}embed.html`);
    await other.click('[data-lang="en"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(pathOf((await indexRulesLinks(page))[0]), '/rules/xiangqi.en.html');
    await other.close();

    // A rules page, then a choice made on the home page, then back.
    await page.goto(`${site.base}rules/shogi.en.html`);
    await page.click('nav.topbar a[href="../index.html"]');
    await page.waitForSelector('.game-card');
    await page.click('[data-lang="vi"]');
    await page.goBack();
    await page.waitForURL(/rules\/shogi\.vi\.html$/);
    assert.equal(await langOf(page), 'vi');
  }));

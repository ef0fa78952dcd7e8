// Saved games across versions of the page: a game saved by the pages of
// before save versions (tests/data/saves/<game>.json, made from main as it
// was: every `rulebook.*` key, and what that page showed on opening them)
// opens exactly as it was — its moves, position, clocks (paused, at their
// times), settings, the computer's side and level, a draw offer — and is
// then saved as the current version, which opens the same again. A save
// this page can't open — written by a newer version, or damaged (not
// JSON, or a record the engine refuses) — is refused with a notice and
// kept exactly as it was under the key the notice names, never written
// over; where it can't be moved (storage full) it stays where it is and
// the new game is not saved over it.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/saves.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite } from '../support/site.mjs';
import { SITE } from '../support/server.mjs';
import shared from '../../www/js/strings/shared.js';
import card121Strings from '../../www/js/strings/card121.js';

const site = useSite(SITE);

const fixture = (game) => JSON.parse(readFileSync(new URL(`../data/saves/${game}.json`, import.meta.url), 'utf8'));
const words = (table, key, params = {}) => table.vi[key].replace(/\{(\w+)\}/g, (_, name) => params[name]);

/**
 * A fresh page at `path` whose localStorage holds exactly `storage` (keys
 * and their text) when it starts; `init` runs in the page before its scripts.
 */
async function openWith(path, storage, init = null) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto(`${site.base}index.html`);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, text] of Object.entries(items)) localStorage.setItem(key, text);
  }, storage);
  await page.goto(site.base + path);
  await page.waitForSelector('#board[data-drawn="true"]', { timeout: 10000 });
  return { context, page, errors };
}

const stored = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('rulebook.')).map((k) => [k, localStorage.getItem(k)])));

/** What a board game's page shows, as the fixtures recorded it. */
function boardShown(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const game = window.__rulebook.game;
    const options = {};
    for (const el of document.querySelectorAll('[id^="opt-"]')) options[el.id] = el.type === 'checkbox' ? el.checked : el.value;
    return {
      moves: [...document.querySelectorAll('#move-list .ply')].map((b) => b.textContent),
      position: game.position(),
      record: game.record(),
      clocks: [0, 1].map((i) => ({
        name: $(`clock-${i}`).querySelector('.clock-name').textContent,
        time: $(`clock-${i}`).querySelector('.clock-time').textContent,
        note: $(`clock-${i}`).querySelector('.clock-note').textContent,
        runs: $(`clock-${i}`).dataset.runs,
      })),
      clocksHidden: $('clocks').hidden,
      pause: $('clock-pause').textContent,
      players: $('players').textContent,
      turn: $('turn').textContent,
      names: [$('name-0').value, $('name-1').value],
      notation: $('notation').value,
      timeControl: $('time-control').value,
      computerSide: $('computer-side').value,
      computerLevel: $('computer-level').value,
      offer: $('draw-offer').hidden ? null : $('draw-offer-text').textContent,
      options,
      fenOut: $('fen-out').value,
    };
  });
}

/** What 121's page shows, as the fixture recorded it. */
function card121Shown(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    return {
      record: window.__rulebook.table.record(),
      roundLine: $('round-line').textContent,
      turn: $('turn').textContent,
      scores: [...document.querySelectorAll('#scores .seat-score')].map((e) => e.textContent),
      log: [...document.querySelectorAll('#log li')].map((e) => e.textContent),
      message: $('message').textContent,
      games: $('opt-games').value,
      strict: $('opt-strict').checked,
      speed: $('opt-speed').value,
      importText: $('record-in').value,
      tableRules: $('table-rules').textContent,
    };
  });
}

const GAMES = [
  ['xiangqi', 'play.html?game=xiangqi', boardShown],
  ['shogi', 'play.html?game=shogi', boardShown],
  ['longphuong', 'play.html?game=longphuong', boardShown],
  ['oanquan', 'play.html?game=oanquan', boardShown],
  ['card121', 'card121.html', card121Shown],
];

for (const [game, path, shown] of GAMES) {
  test(`${game}: a game saved before save versions opens as it was, and again once saved anew`, { timeout: 60000 }, async () => {
    const { storage, shown: expected } = fixture(game);
    const { context, page, errors } = await openWith(path, storage);
    try {
      assert.deepEqual(await shown(page), expected, 'the game as the page of before showed it');
      const now = await stored(page);
      const save = JSON.parse(now[`rulebook.${game}.game`]);
      assert.equal(save.saveVersion, 2, 'saved again as the current version');
      assert.deepEqual(save.game, JSON.parse(storage[`rulebook.${game}.game`]), "the engine's record, unchanged");
      assert.equal(now[`rulebook.${game}.clock`], undefined, "the clocks' own key of before is folded into the save");
      assert.equal(now[`rulebook.${game}.offer`], undefined);
      await page.reload();
      await page.waitForSelector('#board[data-drawn="true"]');
      assert.deepEqual(await shown(page), expected, 'the version 2 save opens the same');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

/** A record whose second move the engine refuses (a cannon cannot go there). */
const REFUSED_XIANGQI = JSON.stringify({ ...JSON.parse(fixture('xiangqi').storage['rulebook.xiangqi.game']), moves: ['b0a2', 'b7b0', 'h0h9'] });

for (const [reason, text] of [
  ['newer', JSON.stringify({ saveVersion: 99, game: { anything: 'a later page keeps' } })],
  ['damaged', '{not json'],
  ['damaged', REFUSED_XIANGQI],
]) {
  test(`Cờ tướng: a ${reason} save (${text.slice(0, 24)}…) is refused with a notice and kept`, { timeout: 60000 }, async () => {
    const kept1 = '{"an older refused save": true}';
    const { context, page, errors } = await openWith('play.html?game=xiangqi', {
      'rulebook.xiangqi.game': text,
      'rulebook.xiangqi.game.kept.1': kept1,
    });
    try {
      const lead = words(shared, reason === 'newer' ? 'msg.newerSave' : 'msg.corrupt');
      assert.ok((await page.locator('#message').textContent()).startsWith(lead));
      assert.equal(await page.locator('#message').getAttribute('data-kind'), 'info');
      const key = 'rulebook.xiangqi.game.kept.2';
      assert.equal(await page.locator('#save-kept').textContent(), words(shared, 'save.kept', { key }));
      let now = await stored(page);
      assert.equal(now[key], text, 'kept exactly as it was');
      assert.equal(now['rulebook.xiangqi.game.kept.1'], kept1, 'an older kept save is not written over');
      assert.equal(JSON.parse(now['rulebook.xiangqi.game']).game.moves.length, 0, 'a new game is saved in its place');
      // The new game is played and saved; what was kept stays.
      await page.fill('#move-input', 'h2e2');
      await page.press('#move-input', 'Enter');
      await page.reload();
      await page.waitForSelector('#board[data-drawn="true"]');
      assert.deepEqual(await page.locator('#move-list .ply').allTextContents(), ['P2-5']);
      assert.equal(await page.locator('#save-kept').isHidden(), true);
      now = await stored(page);
      assert.equal(now[key], text);
      assert.equal(now['rulebook.xiangqi.game.kept.1'], kept1);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('Cờ tướng: a refused save that cannot be moved (storage full) stays where it is, not written over', { timeout: 60000 }, async () => {
  const text = '{not json';
  const refuseCopies = () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.includes('.kept.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  };
  const { context, page, errors } = await openWith('play.html?game=xiangqi', { 'rulebook.xiangqi.game': text }, refuseCopies);
  try {
    const key = 'rulebook.xiangqi.game';
    assert.equal(await page.locator('#save-kept').textContent(), words(shared, 'save.keptInPlace', { key }));
    await page.fill('#move-input', 'h2e2');
    await page.press('#move-input', 'Enter');
    assert.deepEqual(await page.locator('#move-list .ply').allTextContents(), ['P2-5']);
    assert.equal((await stored(page))[key], text, 'the new game is not saved over it');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const [reason, text] of [
  ['newer', JSON.stringify({ saveVersion: 3, game: {} })],
  ['damaged', '{"seed": 5, "games": 1, "strict": false, "steps": ["#1 pass", "#1 pass"]}'],
]) {
  test(`121: a ${reason} saved match is refused with a notice and kept`, { timeout: 60000 }, async () => {
    const { context, page, errors } = await openWith('card121.html', { 'rulebook.card121.game': text });
    try {
      const notice = words(card121Strings, reason === 'newer' ? 'c121.msg.newerSave' : 'c121.msg.corrupt');
      assert.equal(await page.locator('#message').textContent(), notice);
      assert.equal(await page.locator('#message').getAttribute('data-kind'), 'error');
      const key = 'rulebook.card121.game.kept.1';
      assert.equal(await page.locator('#save-kept').textContent(), words(card121Strings, 'c121.save.kept', { key }));
      const now = await stored(page);
      assert.equal(now[key], text, 'kept exactly as it was');
      const save = JSON.parse(now['rulebook.card121.game']);
      assert.deepEqual(save, { saveVersion: 2, game: await page.evaluate(() => window.__rulebook.table.record()) });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

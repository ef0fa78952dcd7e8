// The rules pages' generator (tools/rules-pages.mjs) on every source of
// www/rules/*.rules.html, in memory (nothing written): each page keeps one
// language, no <vi>/<en> left, every diagram of the source, a table of
// contents entry per section, its head and top bar; and the generator's
// refusals, with the line they name.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { page, select } from '../tools/rules-pages.mjs';

const RULES = fileURLToPath(new URL('../www/rules/', import.meta.url));
const TOOL = fileURLToPath(new URL('../tools/rules-pages.mjs', import.meta.url));
const SOURCES = readdirSync(RULES).filter((f) => f.endsWith('.rules.html'));

const count = (text, re) => (text.match(re) ?? []).length;

test('there are sources to generate from', () => {
  assert.ok(SOURCES.length > 0);
});

for (const file of SOURCES) {
  test(`${file}: each language's page keeps its language and every diagram`, () => {
    const source = readFileSync(join(RULES, file), 'utf8');
    const game = file.replace('.rules.html', '');
    const boards = count(source, /<rulebook-(board|cards)\b/g);
    const sections = [...source.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    const pairs = count(source, /<vi>/g);
    assert.ok(pairs > 0, 'the source has vi/en pairs');
    for (const lang of ['vi', 'en']) {
      const html = page(file, source, game, lang);
      assert.doesNotMatch(html, /<\/?(vi|en)>/, `${lang}: no <vi>/<en> left`);
      assert.equal(count(html, /<rulebook-(board|cards)\b/g), boards, `${lang}: every diagram kept`);
      assert.equal(count(html, /<\/rulebook-(board|cards)>/g), count(source, /<\/rulebook-(board|cards)>/g));
      assert.match(html, new RegExp(`^<!doctype html>\\n`));
      assert.match(html, new RegExp(`<html lang="${lang}">`));
      assert.match(html, /<script type="module" src="\.\.\/embed\.js"><\/script>/);
      assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'[ ;]/);
      const other = lang === 'vi' ? 'en' : 'vi';
      assert.match(html, new RegExp(`<link rel="alternate" hreflang="${other}" href="${game}\\.${other}\\.html">`));
      assert.match(html, new RegExp(`<a class="lang" href="${game}\\.${other}\\.html"`));
      assert.match(html, new RegExp(`href="\\.\\./play\\.html\\?game=${game}">${lang === 'vi' ? 'Chơi' : 'Play'} `));
      assert.match(html, /<title>[^<]+<\/title>/);
      for (const id of sections) assert.match(html, new RegExp(`<li><a href="#${id}">`), `${lang}: contents link to #${id}`);
      assert.equal(count(html, /<section\b/g), sections.length);
    }
    // The two pages differ (each kept its own language).
    assert.notEqual(select(file, source, 'vi'), select(file, source, 'en'));
  });
}

test('a pair keeps one language and loses its tags, inline or block', () => {
  const text = '<p><vi>Xin chào</vi> <en>Hello</en>, <code>3+</code></p>';
  assert.equal(select('x', text, 'vi'), '<p>Xin chào, <code>3+</code></p>');
  assert.equal(select('x', text, 'en'), '<p>Hello, <code>3+</code></p>');
});

/** Runs the generator on a source text (a scratch file); its exit status and stderr. */
function generateText(name, text) {
  const dir = mkdtempSync(join(tmpdir(), 'rules-pages-'));
  const file = join(dir, name);
  writeFileSync(file, text);
  const run = spawnSync(process.execPath, [TOOL, file], { encoding: 'utf8' });
  const written = readdirSync(dir).filter((f) => f !== name);
  rmSync(dir, { recursive: true });
  return { status: run.status, stderr: run.stderr, written };
}

const HEAD = '<rules-page game="oanquan">\n<title><vi>a</vi><en>b</en></title>\n<description><vi>c</vi><en>d</en></description>\n';

test('the generator writes both pages of a good source', () => {
  const run = generateText('oanquan.rules.html', `${HEAD}<section id="a">\n<h2><vi>1. A</vi><en>1. A</en></h2>\n</section>\n</rules-page>\n`);
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(run.written.sort(), ['oanquan.en.html', 'oanquan.vi.html']);
});

test('the generator refuses a bad source with file:line', () => {
  const cases = [
    ['<p><vi>a</vi></p>\n', /:4: <vi>…<\/vi> without its <en>/],
    ['<p>\n<en>b</en></p>\n', /:5: <en> without a <vi>/],
    ['<p><vi>a <vi>b</vi></vi><en>c</en></p>\n', /:4: <vi> inside the <vi>/],
    ['<p><vi>a</vi><en>b <vi>c</vi><en>d</en></en></p>\n', /:4: <vi> inside the <en>/],
    ['<p><vi>a</vi> text <en>b</en></p>\n', /:4: text between <\/vi> and <en>/],
    ['\n<section>\n<h2><vi>a</vi><en>b</en></h2></section>\n', /:5: <section> without an id/],
    ['<rulebook-board game="chess"></rulebook-board>\n', /:4: unknown game 'chess'/],
  ];
  for (const [body, message] of cases) {
    const run = generateText('oanquan.rules.html', `${HEAD}${body}</rules-page>\n`);
    assert.equal(run.status, 1, body);
    assert.match(run.stderr, message, body);
    assert.deepEqual(run.written, [], `${body}: nothing written`);
  }
  const unknown = generateText('chess.rules.html', '<rules-page game="chess">\n</rules-page>\n');
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /chess\.rules\.html:1: unknown game 'chess'/);
});

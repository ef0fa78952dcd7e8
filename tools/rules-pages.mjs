#!/usr/bin/env node
// The rules pages from one source per game (docs/rules-source.md):
//
//   node tools/rules-pages.mjs www/rules/<game>.rules.html …
//
// writes www/rules/<game>.vi.html and <game>.en.html beside each source: a
// complete page per language (head with its CSP, the other language's link,
// the embed script, the site's page script (js/rules-page.js: the stored
// language, the offline worker), the manifest, the top bar, the table of contents from the sections'
// ids and <h2>s), each <vi>…</vi><en>…</en> pair replaced by the content of
// the page's language. A bad source (unpaired or nested vi/en, an unknown
// game, a section without an id) stops it with file:line and exit status 1.
// The games and their names come from games.json (tools/manifest.mjs).
// Node's standard library only.

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { boardGames, games } from './manifest.mjs';

/** Each game's name in the top bar's "Play …" link, by page language. */
const GAMES = Object.fromEntries(games().map((game) => [game.id, game.shortName]));
/** The games a <rulebook-board> shows. */
const BOARD_GAMES = boardGames().map((game) => game.id);

const WORDS = {
  vi: { nav: 'Điều hướng', all: '← Tất cả trò chơi', play: 'Chơi', contents: 'Mục lục', other: 'English' },
  en: { nav: 'Site', all: '← All games', play: 'Play', contents: 'Contents', other: 'Tiếng Việt' },
};

// The other rules pages' policy, with scripts from the site (../embed.js)
// and what the boards' engine needs: its wasm fetched and compiled.
const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

class SourceError extends Error {}

/** Line number (1-based) of offset `at` in `text`. */
function lineOf(text, at) {
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function fail(file, text, at, message) {
  throw new SourceError(`${file}:${lineOf(text, at)}: ${message}`);
}

/** The value of attribute `name` in a start tag's attribute text, or null. */
export function attribute(attrs, name) {
  const m = attrs.match(new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`));
  if (m) return m[1] ?? m[2] ?? m[3];
  return new RegExp(`(?:^|\\s)${name}(?=\\s|$)`).test(attrs) ? '' : null;
}

/**
 * The source's text for one language: every <vi>…</vi><en>…</en> pair
 * replaced by the content of `lang`'s element. Checks the pairing.
 */
export function select(file, text, lang) {
  const tag = /<(\/?)(vi|en)>/g;
  let out = '';
  let last = 0;
  let state = 'out'; // out | vi | between | en
  let open = 0; // offset of the pair's <vi>
  let content = '';
  let m;
  while ((m = tag.exec(text))) {
    const [whole, slash, name] = m;
    const at = m.index;
    const where = `<${slash}${name}>`;
    if (state === 'out') {
      if (where !== '<vi>') fail(file, text, at, `${where} without a <vi>…</vi> before it (each <vi> is followed by its <en>)`);
      out += text.slice(last, at);
      open = at;
      state = 'vi';
    } else if (state === 'vi') {
      if (where !== '</vi>') fail(file, text, at, `${where} inside the <vi> opened at line ${lineOf(text, open)} (pairs do not nest)`);
      if (lang === 'vi') content = text.slice(last, at);
      state = 'between';
    } else if (state === 'between') {
      if (where !== '<en>') fail(file, text, at, `${where} after </vi>: expected its <en>`);
      if (text.slice(last, at).trim() !== '') fail(file, text, last, `text between </vi> and <en> (only whitespace may stand there)`);
      state = 'en';
    } else {
      if (where !== '</en>') fail(file, text, at, `${where} inside the <en> of the pair opened at line ${lineOf(text, open)} (pairs do not nest)`);
      if (lang === 'en') content = text.slice(last, at);
      out += content;
      state = 'out';
    }
    last = at + whole.length;
  }
  if (state === 'vi' || state === 'en') fail(file, text, open, `<${state}> is never closed`);
  if (state === 'between') fail(file, text, open, '<vi>…</vi> without its <en>');
  return out + text.slice(last);
}

/** Checks the games and section ids of a source, with line numbers. */
function checkStructure(file, text) {
  const page = /<rules-page\b([^>]*)>/.exec(text);
  if (!page) fail(file, text, 0, 'no <rules-page game="…"> element');
  const game = attribute(page[1], 'game');
  if (!GAMES[game]) fail(file, text, page.index, `unknown game '${game}' (known: ${Object.keys(GAMES).join(', ')})`);
  const expected = basename(file).replace(/\.rules\.html$/, '');
  if (game !== expected) fail(file, text, page.index, `the file is ${basename(file)} but game="${game}"`);
  for (const m of text.matchAll(/<rulebook-(board|cards)\b([^>]*)>/g)) {
    const g = attribute(m[2], 'game');
    if (m[1] === 'board' && !BOARD_GAMES.includes(g)) {
      fail(file, text, m.index, `unknown game '${g}' on <rulebook-board> (known: ${BOARD_GAMES.join(', ')})`);
    }
  }
  for (const m of text.matchAll(/<section\b([^>]*)>/g)) {
    const id = attribute(m[1], 'id');
    if (!id) fail(file, text, m.index, '<section> without an id (the table of contents links to it)');
    if (!/^[A-Za-z][\w-]*$/.test(id)) fail(file, text, m.index, `section id '${id}' is not a plain name`);
  }
  return game;
}

function escapeAttr(s) {
  return s.replace(/&(?![a-z#0-9]+;)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Removes `<name>…</name>` from `body`, returning [content, rest]. */
function take(body, name) {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>\\s*`).exec(body);
  if (!m) return [null, body];
  return [m[1].trim(), body.slice(0, m.index) + body.slice(m.index + m[0].length)];
}

/** The complete page for one language of a checked source. */
export function page(file, text, game, lang) {
  const words = WORDS[lang];
  const other = lang === 'vi' ? 'en' : 'vi';
  let body = select(file, text, lang);
  const inner = /<rules-page\b[^>]*>([\s\S]*)<\/rules-page>/.exec(body);
  if (!inner) fail(file, text, 0, '<rules-page> is never closed');
  body = inner[1];
  let title, description;
  [title, body] = take(body, 'title');
  [description, body] = take(body, 'description');
  if (!title) fail(file, text, 0, 'no <title>');
  if (!description) fail(file, text, 0, 'no <description>');

  const toc = [];
  for (const m of body.matchAll(/<section\b([^>]*)>\s*<h2\b[^>]*>([\s\S]*?)<\/h2>/g)) {
    const heading = m[2].replace(/^\s*\d+\.\s*/, '').trim();
    toc.push(`  <li><a href="#${attribute(m[1], 'id')}">${heading}</a></li>`);
  }
  const contents = toc.length
    ? `<nav class="toc" aria-labelledby="toc-h">\n<h2 id="toc-h">${words.contents}</h2>\n<ol>\n${toc.join('\n')}\n</ol>\n</nav>\n`
    : '';
  // The table of contents goes after the lead paragraphs, before the first section.
  const first = body.search(/<section\b/);
  const main = first < 0 ? body.trim() + '\n' : body.slice(0, first).trim() + '\n\n' + contents + '\n' + body.slice(first).trim() + '\n';

  return `<!doctype html>
<!-- Generated by tools/rules-pages.mjs from ${game}.rules.html: edit the source, not this file. -->
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="manifest" href="../manifest.webmanifest">
<meta name="theme-color" content="#a11d1d">
<title>${title}</title>
<meta name="description" content="${escapeAttr(description.replace(/\s+/g, ' '))}">
<link rel="alternate" hreflang="${other}" href="${game}.${other}.html">
<link rel="stylesheet" href="../css/base.css">
<link rel="stylesheet" href="rules.css">
<script type="module" src="../embed.js"></script>
<script type="module" src="../js/rules-page.js"></script>
</head>
<body>
<nav class="topbar" aria-label="${words.nav}">
  <a href="../index.html">${words.all}</a>
  <a href="../play.html?game=${game}">${words.play} ${GAMES[game][lang]}</a>
  <a class="lang" href="${game}.${other}.html" hreflang="${other}" lang="${other}">${words.other}</a>
</nav>
<main>
${main}</main>
</body>
</html>
`;
}

/** Writes both pages of one source; returns their paths. */
export function generate(file) {
  const text = readFileSync(file, 'utf8');
  const game = checkStructure(file, text);
  const pages = ['vi', 'en'].map((lang) => [join(dirname(file), `${game}.${lang}.html`), page(file, text, game, lang)]);
  for (const [path, html] of pages) writeFileSync(path, html);
  return pages.map(([path]) => path);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node tools/rules-pages.mjs <www/rules/game.rules.html>…');
    process.exit(2);
  }
  try {
    for (const file of files) generate(file);
  } catch (e) {
    if (!(e instanceof SourceError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

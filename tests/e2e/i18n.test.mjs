// The site's strings (www/js/strings/*.js), checked without a browser:
// every file has the same ids in Vietnamese and English, no id is defined in
// two files, and every id the pages name can be found in the strings the
// page has at that moment: the HTML's data-i18n attributes, the literal ids
// in www/js, the labels each adapter declares (side.<id>, opt.<id>, …, see
// www/js/adapter.js) and every catalog game's name and blurb. The adapters
// are also run through `checkAdapter`, as the play page does.
//
// Run from the project root: node --test tests/e2e/i18n.test.mjs (the
// adapters' part needs the games' wasm modules in www/pkg, as the other e2e
// tests).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const LANGS = ['vi', 'en'];
const GAMES = ['xiangqi', 'shogi', 'longphuong', 'oanquan'];
const FILES = ['shared', ...GAMES, 'card121', 'embed', 'authors'];
/** Each adapter's module glue (`./build.sh build`), imported but not run. */
const GLUE = GAMES.map((game) => join('pkg', game, `rulebook_${game}.js`));
const built = () => GLUE.every((file) => existsSync(join(WWW, file)));

// www has no package.json, so Node would import its .js files only after a
// warning; a copy beside one that says they are ES modules imports quietly.
let copy;
/** @type {Object<string, {vi: Object<string, string>, en: Object<string, string>}>} */
const strings = {};

before(async () => {
  copy = await mkdtemp(join(tmpdir(), 'rulebook-i18n-'));
  await writeFile(join(copy, 'package.json'), '{"type": "module"}\n');
  await cp(join(WWW, 'js'), join(copy, 'js'), { recursive: true });
  if (built()) {
    for (const file of GLUE) await cp(join(WWW, file), join(copy, file));
  }
  for (const file of FILES) strings[file] = (await load(`js/strings/${file}.js`)).default;
});

after(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

const load = (path) => import(pathToFileURL(join(copy, path)).href);

/** The ids of some string files (in Vietnamese: the test below checks English has the same). */
const idsOf = (...files) => new Set(files.flatMap((file) => Object.keys(strings[file].vi)));

/** The files a page or script has: shared, and a game's own. */
const SCOPES = {
  'index.html': ['shared'],
  'play.html': ['shared'],
  'card121.html': ['shared', 'card121'],
  'js/card121.js': ['shared', 'card121'],
  'embed.html': ['shared', 'authors'],
  'js/authors.js': ['shared', 'authors'],
  'js/authors/examples.js': ['shared', 'authors'],
  ...Object.fromEntries(GAMES.map((game) => [`js/games/${game}.js`, ['shared', game]])),
};
/** An embedded board's words: the shared, the embed's, and its game's (any of the four). */
const EMBED_SCOPE = ['shared', 'embed', ...GAMES];
/** 121's page's parts (js/card121/*.js) have its page's strings. */
const scopeOf = (path) =>
  SCOPES[path] ?? (path.startsWith('js/embed/') ? EMBED_SCOPE : path.startsWith('js/card121/') ? SCOPES['js/card121.js'] : ['shared']);

test('every string file has the same ids in Vietnamese and English', () => {
  for (const file of FILES) {
    const s = strings[file];
    assert.deepEqual(Object.keys(s).sort(), [...LANGS].sort(), `${file}.js has exactly vi and en`);
    const [vi, en] = LANGS.map((lang) => new Set(Object.keys(s[lang])));
    const onlyVi = [...vi].filter((id) => !en.has(id));
    const onlyEn = [...en].filter((id) => !vi.has(id));
    assert.deepEqual(onlyVi, [], `${file}.js: ids in vi but not in en`);
    assert.deepEqual(onlyEn, [], `${file}.js: ids in en but not in vi`);
    for (const lang of LANGS) {
      for (const [id, text] of Object.entries(s[lang])) {
        assert.equal(typeof text, 'string', `${file}.js ${lang} ${id}`);
        assert.ok(text.length > 0, `${file}.js ${lang} ${id} is empty`);
      }
    }
  }
});

test('no id is defined in two string files', () => {
  const where = new Map();
  for (const file of FILES) {
    for (const id of Object.keys(strings[file].vi)) {
      assert.ok(!where.has(id), `${id} is in both ${where.get(id)}.js and ${file}.js`);
      where.set(id, file);
    }
  }
});

test('every data-i18n id of a page is in the strings it loads', async () => {
  for (const page of ['index.html', 'play.html', 'card121.html', 'embed.html']) {
    const html = await readFile(join(WWW, page), 'utf8');
    const ids = [
      ...[...html.matchAll(/data-i18n="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/data-i18n-attr="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/).map((pair) => pair.split(':')[1])),
    ];
    assert.ok(ids.length > 0, `${page} has data-i18n ids`);
    const known = idsOf(...SCOPES[page]);
    const missing = ids.filter((id) => !known.has(id));
    assert.deepEqual(missing, [], `${page}: ids missing from ${SCOPES[page].join(', ')}`);
  }
});

/** Every .js file under www/js, as paths relative to www ('js/shell.js'). */
async function scripts(dir = join(WWW, 'js')) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await scripts(path)));
    else if (entry.name.endsWith('.js')) found.push(relative(WWW, path));
  }
  return found;
}

test('every literal string id in www/js is in the strings its page has', async () => {
  const all = idsOf(...FILES);
  // An id's first word ('msg' in msg.copied, 'c121', 'oanquan/guide' …):
  // a quoted text that starts with one and looks like an id is taken as one.
  const heads = new Set([...all].map((id) => id.split('.')[0]));
  const idLike = /^[a-z][a-z0-9]*(\/[a-z][a-zA-Z0-9]*)?(\.[A-Za-z0-9_]+)+$/;
  let checked = 0;
  for (const path of await scripts()) {
    if (path.startsWith('js/strings/')) continue;
    const source = await readFile(join(WWW, path), 'utf8');
    const literals = [...source.matchAll(/'([^'\n\\]*)'/g)].map((m) => m[1]);
    const ids = literals.filter((text) => idLike.test(text) && heads.has(text.split('.')[0]));
    const known = idsOf(...scopeOf(path));
    const missing = ids.filter((id) => !known.has(id));
    assert.deepEqual(missing, [], `${path}: ids missing from ${scopeOf(path).join(', ')}`);
    checked += ids.length;
  }
  assert.ok(checked > 100, `only ${checked} literal ids found: is the pattern still right?`);
});

test('every game in the catalog has its name and blurb in the shared strings', async () => {
  const { GAMES: catalog } = await load('js/games/catalog.js');
  const shared = idsOf('shared');
  for (const game of catalog) {
    for (const id of [`game.${game.id}.name`, `game.${game.id}.blurb`]) assert.ok(shared.has(id), id);
  }
});

test('every adapter follows adapter.js and its labels are in its strings', async (t) => {
  if (!built()) {
    t.skip('www/pkg is not built');
    return;
  }
  const { checkAdapter } = await load('js/adapter.js');
  const { GAMES: catalog } = await load('js/games/catalog.js');
  for (const game of GAMES) {
    const entry = catalog.find((g) => g.id === game);
    const adapter = await load(`js/games/${game}.js`);
    checkAdapter(adapter);
    // The catalog loads this very file with the adapter.
    assert.equal((await entry.strings()).default.vi, (await load(`js/strings/${game}.js`)).default.vi, game);
    const ids = [
      ...adapter.sides.map((side) => `side.${side}`),
      ...adapter.notations.map((id) => `notation.${id}`),
      ...adapter.options.flatMap((opt) => [
        `opt.${opt.id}`,
        ...(opt.choices ?? []).map((choice) => `opt.${opt.id}.${choice}`),
        ...(opt.group ? [`options.group.${opt.group}`] : []),
      ]),
      ...(adapter.tools ?? []).map((tool) => `tool.${tool.id}`),
      ...(adapter.actions ?? []).flatMap((a) => [`action.${a.id}`, ...(a.confirm ? [`confirm.${a.id}`] : [])]),
      ...(adapter.recordFormats ?? []).map((id) => `format.${id}`),
    ];
    const known = idsOf('shared', game);
    const missing = ids.filter((id) => !known.has(id) && !known.has(`${game}/${id}`));
    assert.deepEqual(missing, [], `${game}: labels missing from shared.js and ${game}.js`);
  }
});

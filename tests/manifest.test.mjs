// The game manifest (games.json, read by tools/manifest.mjs) and what is
// generated from it (tools/generated.mjs): a bad entry is refused with the
// game and the field named; the embed's attribute values are the adapters'
// own; the generated list loads the files the manifest names; every
// template's placeholder is filled. No wasm needed: the adapters are
// imported, never run.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkManifest, games, boardGames, headlessSteps, modules, WWW, ROOT } from '../tools/manifest.mjs';
import { generatedFiles, fillTemplate } from '../tools/generated.mjs';

// www has no package.json: a copy beside one that says its scripts are ES
// modules imports them quietly, with the generated files written in.
let copy;
before(async () => {
  copy = await mkdtemp(join(tmpdir(), 'rulebook-manifest-'));
  await writeFile(join(copy, 'package.json'), '{"type": "module"}\n');
  await cp(join(WWW, 'js'), join(copy, 'js'), { recursive: true });
  for (const [path, text] of Object.entries(generatedFiles())) {
    await mkdir(dirname(join(copy, path)), { recursive: true });
    await writeFile(join(copy, path), text);
  }
});
after(() => copy && rm(copy, { recursive: true, force: true }));

const load = (path) => import(pathToFileURL(join(copy, path)).href);

/** games.json with one game's entry changed by `edit`. */
function edited(index, edit) {
  const json = structuredClone({ games: games() });
  edit(json.games[index]);
  return json;
}

test('games.json is whole: every game, module and headless step', () => {
  assert.ok(games().length >= 5);
  assert.equal(new Set(modules().map((m) => m.name)).size, modules().length, 'module names are unique');
  for (const step of headlessSteps()) assert.match(step.name, /^\w+$/);
});

test('a bad entry is refused, naming the game and the field', () => {
  const board = games().findIndex((game) => game.embed === 'rulebook-board');
  const id = games()[board].id;
  const other = games().find((game) => game.id !== id && game.rules);
  const cases = [
    [(g) => delete g.label, `'label' must be a non-empty string`],
    [(g) => (g.name = { vi: 'x' }), `'name.en' must be a non-empty string`],
    [(g) => (g.orientations = ['only']), `'orientations' must be a list of at least 2`],
    [(g) => (g.embedAspect = { wide: 'square' }), `'embedAspect' must be`],
    [(g) => (g.modules.extra = { name: 'x', features: ['x'] }), `'modules.extra' is not a module's role`],
    [(g) => (g.adapter = 'js/games/missing.js'), `'adapter' names www/js/games/missing.js, which does not exist`],
    [(g) => (g.rules = other.rules), `'rules' must be rules/${id}.rules.html`],
    [(g) => (g.embed = 'rulebook-chess'), `'embed' must be one of`],
    [(g) => delete g.headless, `'headless' must be a list`],
  ];
  for (const [edit, message] of cases) {
    assert.throws(
      () => checkManifest(edited(board, edit)),
      (error) => error.message.startsWith(`games.json: games[${board}] ('${id}'): `) && error.message.includes(message),
      message,
    );
  }
  const twice = { games: [...games(), games()[board]] };
  assert.throws(() => checkManifest(twice), new RegExp(`id '${id}' is also games\\[${board}\\]`));
  assert.throws(() => checkManifest({ games: [] }), /"games" must be a non-empty list/);
});

test("an embedded board's orientations and pieces are its adapter's sides and piece sets", async () => {
  for (const game of boardGames()) {
    const adapter = await load(game.adapter);
    assert.deepEqual(game.orientations, adapter.sides, `${game.id}: orientations`);
    const pieceSet = adapter.options.find((option) => option.id === 'pieceSet');
    assert.deepEqual(game.pieces ?? null, pieceSet?.choices ?? null, `${game.id}: pieces`);
  }
});

test('the generated list loads the files games.json names', async () => {
  const { GAMES } = await load('js/games/list.js');
  const { GAMES: EMBEDDED } = await load('js/embed/list.js');
  assert.deepEqual(GAMES.map((game) => game.id), games().map((game) => game.id));
  for (const game of games()) {
    const listed = GAMES.find((g) => g.id === game.id);
    assert.equal(listed.element, game.embed ?? null, game.id);
    if (game.adapter) {
      assert.equal(await listed.adapter(), await load(game.adapter), `${game.id}: adapter`);
      assert.equal(await listed.strings(), await load(game.strings), `${game.id}: strings`);
    }
    if (game.modules.embed) {
      const embedded = EMBEDDED.find((g) => g.id === game.id);
      assert.ok(String(embedded.engine.module).endsWith(`/pkg/${game.modules.embed.name}/rulebook_${game.modules.embed.name}.js")`), `${game.id}: embed module`);
    }
    if (game.rules) assert.equal(listed.rules.en, game.rules.replace('.rules.html', '.en.html'));
  }
  const shared = (await load('js/strings/shared.js')).default;
  for (const game of games()) assert.equal(shared.en[`game.${game.id}.name`], game.name.en);
});

test("every template's placeholders are filled", () => {
  for (const name of readdirSync(join(ROOT, 'tools', 'templates'))) {
    assert.doesNotMatch(fillTemplate(name), /\{\{/, name);
  }
  assert.throws(() => fillTemplate('embed.d.ts', {}), /unknown placeholder \{\{\w+\}\}/);
});

test("a game's own authors' examples have their words in both languages", async () => {
  const { EXAMPLES, GAME_EXAMPLE_STRINGS } = await load('js/authors/examples.js');
  for (const game of games().filter((g) => g.authorsExamples)) {
    const { after, examples } = (await load(game.authorsExamples)).default;
    assert.ok(EXAMPLES.some((example) => example.id === after), `${game.id}: follows ${after}`);
    for (const { id } of examples) {
      for (const lang of ['vi', 'en']) {
        for (const key of ['title', 'text', 'caption']) assert.ok(GAME_EXAMPLE_STRINGS[lang][`authors.ex.${id}.${key}`], `${lang} ${id}.${key}`);
      }
    }
  }
});

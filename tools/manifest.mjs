#!/usr/bin/env node
// The game manifest (games.json at the repository's root), read and checked
// once for every tool: a bad entry stops the build with the game and the
// field it is about. build.sh asks it what to build and test:
//
//   node tools/manifest.mjs modules            every wasm module, one a line
//   node tools/manifest.mjs features <module>  its cargo features, comma-separated
//   node tools/manifest.mjs embed-modules      the modules embedded elements load
//   node tools/manifest.mjs headless           the headless test steps: name features tests…
//   node tools/manifest.mjs rules              the rules pages' sources (www/rules/<game>.rules.html)
//   node tools/manifest.mjs differential       the tests against outside engines: name script
//
// Node's standard library only.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const WWW = join(ROOT, 'www');
const FILE = join(ROOT, 'games.json');

/** The two elements of embed.js, and which element shows a board game. */
export const ELEMENTS = ['rulebook-board', 'rulebook-cards'];
export const BOARD = 'rulebook-board';
const MODULE_ROLES = ['play', 'records', 'embed'];
const LANGS = ['vi', 'en'];

export class ManifestError extends Error {}

/** Checks one game's entry; `where` names it in every message. */
function checkGame(game, where, www) {
  const fail = (field, problem) => {
    throw new ManifestError(`games.json: ${where}: '${field}' ${problem}`);
  };
  const text = (field, value = game[field]) => {
    if (typeof value !== 'string' || value.trim() === '') fail(field, 'must be a non-empty string');
    return value;
  };
  const words = (field, value = game[field], least = 1) => {
    if (!Array.isArray(value) || value.length < least || !value.every((w) => typeof w === 'string' && /^[\w-]+$/.test(w))) {
      fail(field, `must be a list of at least ${least} plain names (letters, digits, _ or -)`);
    }
    return value;
  };
  const inBothLanguages = (field) => {
    const value = game[field];
    if (!value || typeof value !== 'object') fail(field, 'must be {"vi": "…", "en": "…"}');
    for (const lang of LANGS) text(`${field}.${lang}`, value[lang]);
  };
  /** A path under www/ that must name a file there. */
  const file = (field, pattern, shape) => {
    if (game[field] === undefined) return;
    text(field);
    if (!pattern.test(game[field])) fail(field, `must be ${shape}, not '${game[field]}'`);
    if (www && !existsSync(join(www, game[field]))) fail(field, `names www/${game[field]}, which does not exist`);
  };

  if (!/^[a-z][a-z0-9]*$/.test(game.id ?? '')) fail('id', 'must be lower-case letters and digits, starting with a letter');
  text('command');
  text('label');
  for (const field of ['name', 'shortName', 'blurb']) inBothLanguages(field);
  words('features');
  if (!game.modules || typeof game.modules !== 'object' || !game.modules.play) fail('modules', 'must have at least a "play" module');
  for (const [role, module] of Object.entries(game.modules)) {
    if (!MODULE_ROLES.includes(role)) fail(`modules.${role}`, `is not a module's role (${MODULE_ROLES.join(', ')})`);
    if (!/^\w+$/.test(module?.name ?? '')) fail(`modules.${role}.name`, 'must be a module name (letters, digits, _)');
    words(`modules.${role}.features`, module.features);
  }
  if (!Array.isArray(game.headless)) fail('headless', 'must be a list of {"features": […], "tests": […]}');
  game.headless.forEach((step, i) => {
    words(`headless[${i}].features`, step?.features);
    words(`headless[${i}].tests`, step?.tests);
  });
  if (game.differential !== undefined) {
    if (!Array.isArray(game.differential)) fail('differential', 'must be a list of scripts');
    for (const script of game.differential) {
      if (!/^tests\/differential\/\w+\.(py|mjs)$/.test(script ?? '')) fail('differential', `'${script}' is not tests/differential/<name>.py or .mjs`);
      if (!existsSync(join(ROOT, script))) fail('differential', `names ${script}, which does not exist`);
    }
  }
  text('page');
  file('adapter', /^js\/games\/[\w-]+\.js$/, 'js/games/<file>.js');
  file('strings', /^js\/strings\/[\w-]+\.js$/, 'js/strings/<file>.js');
  file('rules', /^rules\/[\w-]+\.rules\.html$/, 'rules/<game>.rules.html');
  file('css', /^css\/games\/[\w-]+\.css$/, 'css/games/<file>.css');
  file('authorsExamples', /^js\/authors\/[\w-]+\.js$/, 'js/authors/<file>.js');
  if (game.rules !== undefined && game.rules !== `rules/${game.id}.rules.html`) fail('rules', `must be rules/${game.id}.rules.html (the generator names the pages after the game)`);
  if (game.adapter !== undefined && game.strings === undefined) fail('strings', 'is needed beside an adapter (the play page loads both)');
  if (game.embed !== undefined && !ELEMENTS.includes(game.embed)) fail('embed', `must be one of ${ELEMENTS.join(', ')}`);
  if (game.embed !== undefined && !game.modules.embed) fail('modules.embed', `is needed by the embedded element ${game.embed}`);
  if (game.embed === BOARD) {
    if (game.adapter === undefined) fail('adapter', `is needed by ${BOARD} (the board draws through it)`);
    words('orientations', game.orientations, 2);
    if (game.orientations.length !== 2) fail('orientations', 'must name the two sides, the one at the bottom by default first');
    if (game.pieces !== undefined) words('pieces', game.pieces, 2);
    const ratio = /^\d+ \/ \d+$/;
    const aspect = game.embedAspect;
    if (!aspect || !ratio.test(aspect.wide ?? '') || (aspect.narrow !== undefined && !ratio.test(aspect.narrow))) {
      fail('embedAspect', 'must be {"wide": "<w> / <h>"} with an optional "narrow" ratio');
    }
  } else {
    for (const field of ['orientations', 'pieces', 'embedAspect']) if (game[field] !== undefined) fail(field, `is for a game shown by ${BOARD} only`);
  }
}

/** games.json's content checked: its games, each entry whole and every name unique. */
export function checkManifest(json, www = WWW) {
  if (!Array.isArray(json?.games) || json.games.length === 0) throw new ManifestError('games.json: "games" must be a non-empty list');
  const seen = new Map();
  const unique = (kind, name, where) => {
    const key = `${kind} ${name}`;
    if (seen.has(key)) throw new ManifestError(`games.json: ${where}: ${kind} '${name}' is also ${seen.get(key)}'s`);
    seen.set(key, where);
  };
  json.games.forEach((game, i) => {
    const where = `games[${i}]${typeof game?.id === 'string' ? ` ('${game.id}')` : ''}`;
    checkGame(game, where, www);
    unique('id', game.id, where);
    unique('command', game.command, where);
    for (const module of Object.values(game.modules)) unique('module', module.name, where);
  });
  return json;
}

let cached = null;

/** The manifest's games, checked; read once per process. */
export function games() {
  if (!cached) {
    let json;
    try {
      json = JSON.parse(readFileSync(FILE, 'utf8'));
    } catch (error) {
      throw new ManifestError(`games.json: ${error.message}`);
    }
    cached = checkManifest(json).games;
  }
  return cached;
}

/** The games an embedded <rulebook-board> shows. */
export const boardGames = () => games().filter((game) => game.embed === BOARD);

/** Every wasm module: {name, features, role, game}, each game's play and records modules first, then the embed modules. */
export function modules() {
  const of = (roles) =>
    games().flatMap((game) => roles.filter((role) => game.modules[role]).map((role) => ({ ...game.modules[role], role, game: game.id })));
  return [...of(['play', 'records']), ...of(['embed'])];
}

/**
 * The headless test steps: each built with its features alone, as a page
 * loads them, and named after its last feature but `computer` (the module
 * it tests).
 */
export function headlessSteps() {
  return games().flatMap((game) =>
    game.headless.map(({ features, tests }) => ({ name: features.filter((f) => f !== 'computer').at(-1), features, tests })),
  );
}

const QUERIES = {
  modules: () => modules().map((m) => m.name),
  features: (name) => {
    const module = modules().find((m) => m.name === name);
    if (!module) throw new ManifestError(`unknown module '${name}' (known: ${modules().map((m) => m.name).join(' ')})`);
    return [module.features.join(',')];
  },
  'embed-modules': () => modules().filter((m) => m.role === 'embed').map((m) => m.name),
  headless: () => headlessSteps().map((step) => [step.name, step.features.join(','), ...step.tests].join(' ')),
  rules: () => games().filter((game) => game.rules).map((game) => `www/${game.rules}`),
  differential: () =>
    games().flatMap((game) => (game.differential ?? []).map((script) => `differential-${script.match(/(\w+)\.\w+$/)[1]} ${script}`)),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [query, ...args] = process.argv.slice(2);
  if (!Object.hasOwn(QUERIES, query ?? '')) {
    console.error(`usage: node tools/manifest.mjs ${Object.keys(QUERIES).join('|')} [module]`);
    process.exit(2);
  }
  try {
    for (const line of QUERIES[query](...args)) console.log(line);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

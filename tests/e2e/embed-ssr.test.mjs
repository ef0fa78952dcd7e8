// The embed imported where there is no DOM, as a server-side renderer
// (Astro, VitePress, Next, SvelteKit) imports it while it builds pages:
// the entry and everything it imports evaluate in Node without throwing,
// define no element and leave the global scope as it was. Each import runs
// in a Node of its own (a fresh global scope): the source (www/embed.js),
// the site as served (target/site/embed.js) and the npm package resolved
// by its name from a project's node_modules (`./build.sh package`).
//
// Run after `./build.sh build`.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE } from '../support/server.mjs';
import { ROOT, WWW } from '../support/site.mjs';
import { PACKAGE_NAME } from '../../tools/package.mjs';

/** Imports `specifier` from `dir` in a fresh Node: what it added to the global scope, and its exports. */
function importInNode(specifier, dir = ROOT) {
  const probe = `
    const before = new Set(Object.getOwnPropertyNames(globalThis));
    const module = await import(${JSON.stringify(specifier)});
    const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
    console.log(JSON.stringify({ added, customElements: typeof customElements, exports: Object.keys(module) }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', probe], { cwd: dir, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** What importing the entry must leave: nothing defined, nothing added. */
function assertHarmless(found, where) {
  assert.deepEqual(found.added, [], `${where}: the global scope is unchanged`);
  assert.equal(found.customElements, 'undefined', `${where}: no custom element registry made`);
}

test('the entry and what it imports evaluate in Node without a DOM and define nothing (the source)', () => {
  assertHarmless(importInNode(pathToFileURL(join(WWW, 'embed.js')).href), 'www/embed.js');
});

test('the same for the site as served', () => {
  assertHarmless(importInNode(pathToFileURL(join(SITE, 'embed.js')).href), 'target/site/embed.js');
});

let project;
before(async () => {
  project = await mkdtemp(join(tmpdir(), 'rulebook-ssr-'));
  const packaged = join(project, 'package');
  execFileSync('bash', ['build.sh', 'package', packaged], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  // A project depending on the package: its node_modules entry, as npm installs it.
  await mkdir(join(project, 'site', 'node_modules'), { recursive: true });
  await symlink(packaged, join(project, 'site', 'node_modules', PACKAGE_NAME), 'dir');
});
after(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

test('the same for the npm package imported by its name, as a renderer resolves it', () => {
  assertHarmless(importInNode(PACKAGE_NAME, join(project, 'site')), PACKAGE_NAME);
});

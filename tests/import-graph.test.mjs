// The import-graph reader that lists the embed's files
// (tools/import-graph.mjs): what it takes for an import and what it leaves,
// and that no import cycle runs through the site's scripts (www/js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, stripComments, importCycles } from '../tools/import-graph.mjs';

test('static, re-exported, bare and literal dynamic imports are found', () => {
  const source = `import { a } from './a.js';
import b, * as c from "../b.js";
export { d } from './d.js';
import './side-effect.js';
const e = () => import('./e.js');
const f = import(\`./\${name}.js\`); // not a literal: left to the caller
import x from 'bare-package';`;
  assert.deepEqual(importsOf(source).sort(), ['../b.js', './a.js', './d.js', './e.js', './side-effect.js']);
});

test('comments name no file; strings, templates and regexes keep their text', () => {
  const source = `/** @typedef {import('./type-only.js').T} T */
// import './commented.js';
const url = 'http://example.com/x'; // a URL is not a comment
const t = \`a \${ {k: '}'}.k } // still the template \${"x"}\`;
const r = /['"]\\/\\//g;
import('./after.js');`;
  assert.deepEqual(importsOf(source), ['./after.js']);
  const stripped = stripComments(source);
  assert.ok(stripped.includes("'http://example.com/x'"));
  assert.ok(stripped.includes('// still the template'));
  assert.ok(stripped.includes(`/['"]\\/\\//g`));
  assert.ok(!stripped.includes('commented'));
});

/** Every script under `dir`, as absolute paths. */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

test('a cycle of imports is found, with every file in it; a chain is none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  try {
    const files = { 'a.js': "import './b.js';", 'b.js': "import './c.js';", 'c.js': "import './a.js'; import './d.js';", 'd.js': '', 'e.js': "import './e.js';" };
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    const cycles = importCycles(Object.keys(files).map((name) => join(dir, name)));
    assert.deepEqual(
      cycles.map((cycle) => cycle.map((file) => file.slice(dir.length + 1))).sort(),
      [['a.js', 'b.js', 'c.js'], ['e.js']],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no two scripts under www/js import each other, directly or round a circle', () => {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const cycles = importCycles(scripts(join(root, 'www', 'js')));
  const named = cycles.map((cycle) => cycle.map((file) => relative(root, file)).join(' → '));
  assert.deepEqual(named, [], `import cycles under www/js:\n${named.join('\n')}`);
});

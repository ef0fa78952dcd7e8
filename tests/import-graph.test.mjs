// The import-graph reader that lists the npm package's files
// (tools/import-graph.mjs): what it takes for an import and what it leaves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importsOf, stripComments } from '../tools/import-graph.mjs';

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

// The served copy of the site (tools/site.mjs): scripts lose their comments
// and spare whitespace but keep their modules, names, strings and regular
// expressions; every other file is copied byte for byte, but the games' own
// style sheets, which join css/site.css.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slim, buildSite } from '../tools/site.mjs';

const SCRIPT = `// A module's header, for readers.
import { t } from './i18n.js';

/**
 * A doc comment.
 * @param {string} id
 */
export function words(id) {
  const url = 'http://example.com/a'; // not a comment inside the string
  const slashes = /\\/\\/ keep/g;
  return \`\${t(id)} /* kept in a template */\`.replace(slashes, '//');
}
export const later = () => import('./later.js');
`;

test('a slimmed script keeps what it does and loses its comments', async () => {
  const code = slim(SCRIPT, 'words.js');
  assert.ok(!code.includes('header, for readers'), code);
  assert.ok(!code.includes('A doc comment'), code);
  assert.ok(!code.includes('not a comment inside'), code);
  for (const kept of ["'http://example.com/a'", '/* kept in a template */', "import('./later.js')", 'export function words', 'from"./i18n.js"']) {
    assert.ok(code.replace(/"/g, "'").includes(kept.replace(/"/g, "'")), `${kept} in ${code}`);
  }
  assert.ok(code.length < SCRIPT.length * 0.6, `${code.length} of ${SCRIPT.length} bytes`);
  // It still runs alike: a data: module with its import stubbed.
  const runnable = code.replace(/import\{t\}from"\.\/i18n\.js";/, 'const t=(id)=>`[${id}]`;');
  const mod = await import(`data:text/javascript,${encodeURIComponent(runnable)}`);
  assert.equal(mod.words('x'), '[x] /* kept in a template */');
});

test('the site copy slims scripts only and copies everything else whole', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-site-'));
  try {
    const www = join(dir, 'www');
    const out = join(dir, 'site');
    mkdirSync(join(www, 'js'), { recursive: true });
    mkdirSync(join(www, 'pkg', 'x'), { recursive: true });
    writeFileSync(join(www, 'index.html'), '<!-- a page --><p>hi</p>\n');
    writeFileSync(join(www, 'js', 'a.js'), SCRIPT);
    writeFileSync(join(www, 'pkg', 'x', 'x_bg.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
    writeFileSync(join(www, '.hidden'), 'no');
    mkdirSync(out);
    writeFileSync(join(out, 'stale.js'), 'old');
    const saved = buildSite(www, out);
    assert.ok(saved > 0);
    assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<!-- a page --><p>hi</p>\n');
    assert.deepEqual([...readFileSync(join(out, 'pkg', 'x', 'x_bg.wasm'))], [0, 97, 115, 109, 1, 0, 0, 0]);
    assert.ok(!readFileSync(join(out, 'js', 'a.js'), 'utf8').includes('A doc comment'));
    assert.ok(!existsSync(join(out, 'stale.js')), 'an older build is gone');
    assert.ok(!existsSync(join(out, '.hidden')), 'hidden files stay out');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the games' style sheets join css/site.css, after its own rules, in their order", () => {
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-site-'));
  try {
    const www = join(dir, 'www');
    const out = join(dir, 'site');
    mkdirSync(join(www, 'css', 'games'), { recursive: true });
    writeFileSync(join(www, 'css', 'site.css'), '.board { width: 1px; }\n');
    writeFileSync(join(www, 'css', 'games', 'b.css'), '.b { color: red; }\n');
    writeFileSync(join(www, 'css', 'games', 'a.css'), '.a { color: blue; }\n');
    buildSite(www, out, ['css/games/b.css', 'css/games/a.css']);
    assert.equal(readFileSync(join(out, 'css', 'site.css'), 'utf8'), '.board { width: 1px; }\n\n.b { color: red; }\n\n.a { color: blue; }\n');
    assert.ok(!existsSync(join(out, 'css', 'games')), 'not served on their own');
    assert.equal(readFileSync(join(www, 'css', 'site.css'), 'utf8'), '.board { width: 1px; }\n', 'the source is left as it is');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

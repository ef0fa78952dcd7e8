// The elements' types (embed.d.ts, generated from tools/templates/) as a
// TypeScript page uses them: tests/types/embed-check.ts, which sets every
// attribute's property and listens to every event on the elements and
// their ancestors, compiles under `tsc --strict`, its mistakes refused.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generatedFiles } from '../tools/generated.mjs';
import { ROOT, WWW } from '../tools/manifest.mjs';

const CHECK = join(ROOT, 'tests', 'types', 'embed-check.ts');
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');

let dir;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rulebook-types-'));
  await writeFile(join(dir, 'embed.d.ts'), generatedFiles()['embed.d.ts']);
  await copyFile(CHECK, join(dir, 'embed-check.ts'));
});
after(() => dir && rm(dir, { recursive: true, force: true }));

test('a page using every property and event compiles under tsc --strict', { timeout: 60000 }, async () => {
  const args = ['--strict', '--noEmit', '--target', 'es2022', '--lib', 'es2022,dom', '--module', 'esnext', '--moduleResolution', 'bundler', 'embed-check.ts'];
  const result = await promisify(execFile)(TSC, args, { cwd: dir }).catch((error) => error);
  assert.equal(result.code ?? 0, 0, `tsc:\n${result.stdout}${result.stderr}`);
});

/** An element's attributes as its module lists them (`export const NAME = [...]`). */
async function listed(file, name) {
  const source = await readFile(join(WWW, 'js', 'embed', file), 'utf8');
  const list = source.match(new RegExp(`export const ${name} = \\[([^\\]]*)\\]`));
  assert.ok(list, `${file} lists ${name}`);
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

test('the check sets every attribute\'s property of both elements', async () => {
  const check = await readFile(CHECK, 'utf8');
  const property = (attribute) => attribute.replace(/-(\w)/g, (_, c) => c.toUpperCase());
  for (const [element, file, name] of [['board', 'attributes.js', 'ATTRIBUTES'], ['cards', 'cards-element.js', 'CARD_ATTRIBUTES']]) {
    const attributes = await listed(file, name);
    assert.ok(attributes.length > 5, `${name}: ${attributes}`);
    for (const attribute of attributes) {
      assert.match(check, new RegExp(`\\b${element}\\.${property(attribute)} = `), `${element}.${property(attribute)} is set`);
    }
  }
});

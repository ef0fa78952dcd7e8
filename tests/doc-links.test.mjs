// The documents' relative links (README.md, ARCHITECTURE.md, docs/**.md):
// every linked file and image exists, and a #fragment names a heading of
// the Markdown file it points to (as GitHub writes a heading's anchor).
// Links inside code are not links.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** README, ARCHITECTURE and every Markdown file under docs/. */
function documents() {
  const found = ['README.md', 'ARCHITECTURE.md'].map((f) => join(ROOT, f));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return found;
}

/** A heading's anchor as GitHub writes it. */
const slug = (heading) =>
  heading.trim().toLowerCase().replace(/[`*_]/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');

/** The anchors of a Markdown file's headings (repeated ones numbered). */
function anchors(file) {
  const seen = new Map();
  const out = new Set();
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** The relative links and images of a Markdown file, code left out. */
function links(file) {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
}

test('there are documents with links', () => {
  assert.ok(documents().some((f) => links(f).length > 0));
});

for (const file of documents()) {
  test(`${relative(ROOT, file)}: every relative link resolves`, () => {
    for (const link of links(file)) {
      const [path, fragment] = link.split('#');
      const target = path ? resolve(dirname(file), path) : file;
      assert.ok(existsSync(target), `${link}: no such file`);
      if (fragment && statSync(target).isFile() && target.endsWith('.md')) {
        assert.ok(anchors(target).has(fragment), `${link}: no heading #${fragment}`);
      }
    }
  });
}

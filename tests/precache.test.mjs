// The offline worker's precache list (tools/precache.mjs) on a small site
// in a scratch folder: what it keeps and leaves out, and a version that
// changes with any listed file's content and with nothing else.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precache } from '../tools/precache.mjs';

const FILES = {
  'index.html': 'home',
  'embed.js': 'element',
  'manifest.webmanifest': '{}',
  'sw.js': 'worker',
  'sw-precache.js': 'list',
  '.hidden': 'x',
  'css/site.css': 'css',
  'icons/icon-192.png': 'png',
  'js/play/panel.js': 'panel',
  'rules/xiangqi.rules.html': 'source',
  'rules/xiangqi.vi.html': 'vi',
  'rules/xiangqi.en.html': 'en',
  'rules/rules.css': 'css',
  'pkg/xiangqi/rulebook_xiangqi.js': 'glue',
  'pkg/xiangqi/rulebook_xiangqi_bg.wasm': 'wasm',
  'pkg/xiangqi/rulebook_xiangqi.d.ts': 'types',
  'pkg/xiangqi/rulebook_xiangqi_bg.wasm.d.ts': 'types',
  'pkg/all/rulebook_all.js': 'glue',
  'pkg/all/rulebook_all_bg.wasm': 'wasm',
};

function withSite(files, body) {
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-precache-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every file a page may ask for, and nothing else', () => {
  const { files, version } = withSite(FILES, precache);
  assert.deepEqual(files, [
    'css/site.css',
    'embed.js',
    'icons/icon-192.png',
    'index.html',
    'js/play/panel.js',
    'manifest.webmanifest',
    'pkg/xiangqi/rulebook_xiangqi.js',
    'pkg/xiangqi/rulebook_xiangqi_bg.wasm',
    'rules/rules.css',
    'rules/xiangqi.en.html',
    'rules/xiangqi.vi.html',
  ]);
  assert.match(version, /^[0-9a-f]{16}$/);
});

test('the version changes with a listed file, a file added or renamed, and with nothing else', () => {
  const version = (files) => withSite(files, precache).version;
  const base = version(FILES);
  assert.equal(version({ ...FILES }), base, 'the same files, the same version');
  assert.notEqual(version({ ...FILES, 'js/play/panel.js': 'panel 2' }), base, 'a changed script');
  assert.notEqual(version({ ...FILES, 'pkg/xiangqi/rulebook_xiangqi_bg.wasm': 'wasm 2' }), base, 'a changed module');
  assert.notEqual(version({ ...FILES, 'css/new.css': 'css' }), base, 'a file added');
  const renamed = { ...FILES, 'css/other.css': 'css' };
  delete renamed['css/site.css'];
  assert.notEqual(version(renamed), base, 'a file renamed');
  assert.equal(version({ ...FILES, 'rules/xiangqi.rules.html': 'source 2', 'sw-precache.js': 'list 2' }), base, 'unlisted files');
});

// A fresh webpack 5 project depending only on the packed tarball, with no
// configuration (webpack's defaults: src/index.js to dist/main.js), doing
// `import 'rulebook-embed'`: the build succeeds and a page loading
// dist/main.js draws a xiangqi board with moves, a shogi board in play mode
// and a 121 hand (tests/support/bundled.mjs).
//
// Run after `./build.sh build` and `cargo build --release --bin rulebook`.

import { test } from 'node:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BODY, bin, checkBuiltSite, hostProject, runBundler } from '../support/bundled.mjs';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A tutorial</title>
<script defer src="main.js"></script></head>
<body>${BODY}</body></html>
`;

test('webpack bundles the package and the built site draws its boards', { timeout: 120000 }, async () => {
  const project = hostProject('webpack', { 'src/index.js': "import 'rulebook-embed';\n" });
  runBundler(bin('webpack'), ['--mode', 'production', '--no-stats'], project);
  writeFileSync(join(project, 'dist', 'index.html'), INDEX);
  await checkBuiltSite(join(project, 'dist'));
});

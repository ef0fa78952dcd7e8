// A fresh Vite project depending only on the packed tarball, with no
// configuration, doing `import 'rulebook-embed'`: `vite build` succeeds and
// the built site draws a xiangqi board with moves, a shogi board in play
// mode and a 121 hand (tests/support/bundled.mjs); so does the page served
// by Vite's dev server (its dependency optimisation included).
//
// Run after `./build.sh build` and `cargo build --release --bin rulebook`.

import { test, before } from 'node:test';
import { join } from 'node:path';
import { BODY, bin, checkBuiltSite, checkSite, hostProject, runBundler, startDevServer } from '../support/bundled.mjs';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A tutorial</title>
<script type="module" src="./main.js"></script></head>
<body>${BODY}</body></html>
`;

let project;
before(() => {
  project = hostProject('vite', { 'index.html': INDEX, 'main.js': "import 'rulebook-embed';\n" });
});

test('vite build bundles the package and the built site draws its boards', { timeout: 120000 }, async () => {
  runBundler(bin('vite'), ['build', '--logLevel', 'warn'], project);
  await checkBuiltSite(join(project, 'dist'));
});

test("vite's dev server serves a page that draws the same boards", { timeout: 120000 }, async () => {
  const server = startDevServer(bin('vite'), ['--host', '127.0.0.1', '--port', '0'], project);
  try {
    await checkSite(await server.url);
  } finally {
    await server.close();
  }
});

#!/usr/bin/env node
// The site as it is served (target/site/), written by `./build.sh build`
// after the wasm modules and the rules pages:
//
//   node tools/site.mjs [www] [out]
//
// A copy of www/ whose scripts keep their files, names and modules but lose
// their comments and spare whitespace (esbuild, per file, no bundling): the
// sources' comments are for readers, not for the bytes a player's page
// fetches (about a third of every play page's script, gzipped), and the
// wasm glue in pkg/ is generated code. Each game's own styles
// (css/games/<game>.css, named in games.json) are appended to css/site.css
// in the manifest's order, after every shared rule as their cascade wants,
// so a page fetches one style sheet whichever game it shows. Nothing else
// changes, so a page behaves alike served from either. First, the files
// www/ has from games.json are written afresh (tools/generated.mjs).

import { cpSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { games } from './manifest.mjs';
import { writeGenerated } from './generated.mjs';

/** Whether a path under the site (with `/`) is a script to slim. */
export const slimmed = (path) => path.endsWith('.js');

function walk(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full, root) : [relative(root, full).split(sep).join('/')];
  });
}

/** A script without its comments and spare whitespace, still an ES module with the same names. */
export function slim(source, file) {
  return transformSync(source, {
    loader: 'js',
    sourcefile: file,
    minifyWhitespace: true,
    legalComments: 'none',
    charset: 'utf8',
    target: 'es2022',
  }).code;
}

/** The style sheet every page links, which the games' own sheets join. */
export const SHARED_CSS = 'css/site.css';

/**
 * Writes the served copy of `www` to `out`, `gameCss` (paths under www/)
 * appended to css/site.css rather than copied; answers the bytes saved.
 */
export function buildSite(www, out, gameCss = []) {
  rmSync(out, { recursive: true, force: true });
  const appended = new Set(gameCss.map((path) => join(www, path)));
  cpSync(www, out, { recursive: true, filter: (src) => !/(^|[\\/])\.[^\\/]+$/.test(relative(www, src)) && !appended.has(src) });
  if (gameCss.length) {
    const css = [SHARED_CSS, ...gameCss].map((path) => readFileSync(join(www, path), 'utf8'));
    writeFileSync(join(out, SHARED_CSS), css.join('\n'));
    for (const dir of new Set(gameCss.map((path) => join(out, dirname(path))))) {
      if (readdirSync(dir).length === 0) rmdirSync(dir);
    }
  }
  let saved = 0;
  for (const file of walk(out).filter(slimmed)) {
    const full = join(out, file);
    const source = readFileSync(full, 'utf8');
    const code = slim(source, file);
    writeFileSync(full, code);
    saved += Buffer.byteLength(source) - Buffer.byteLength(code);
  }
  return saved;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const www = process.argv[2] ?? join(root, 'www');
  const out = process.argv[3] ?? join(root, 'target', 'site');
  writeGenerated(www);
  const saved = buildSite(www, out, games().flatMap((game) => game.css ?? []));
  console.error(`site ${relative(root, out)}: scripts ${Math.round(saved / 1024)} KiB lighter`);
}

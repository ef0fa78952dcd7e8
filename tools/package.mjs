// Writes the npm package of the embeddable elements (www/embed.js):
//
//   node tools/package.mjs <out-dir> <module>...
//
// <out-dir> is emptied, then holds package.json, README.md, embed.js,
// embed.d.ts, the JS files embed.js imports (its import graph, so the list
// follows the code) and each named wasm module's glue and _bg.wasm from
// www/pkg/<module>/, all at the paths they have under www/: embed.js finds
// them relative to its own URL. build.sh names the modules (`package`,
// games.json's embed modules); the README and the description list the
// games from games.json too (tools/templates/package-readme.md).

import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph } from './import-graph.mjs';
import { ELEMENTS, games } from './manifest.mjs';
import { fillTemplate } from './generated.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WWW = join(ROOT, 'www');
const PKG = join(WWW, 'pkg') + sep;
export const PACKAGE_NAME = 'rulebook-embed';

/** A field of Cargo.toml's [package] table (a one-line string). */
function cargoField(name) {
  const table = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8').split(/^\[/m).find((t) => t.startsWith('package]'));
  const value = table.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm'));
  if (!value) throw new Error(`Cargo.toml's [package] has no ${name}`);
  return value[1];
}

/**
 * The files of the package, relative to www/: embed.js and its types, the
 * JS it imports, and the modules' glue and wasm. The wasm modules a JS file
 * imports itself (an adapter's record formats, fetched only to read or
 * write a record, which a board never does) are not followed: an embedded
 * board loads the modules named here.
 */
export function packageFiles(modules) {
  const scripts = importGraph(join(WWW, 'embed.js'), (file) => !file.startsWith(PKG)).filter((file) => !file.startsWith(PKG));
  const wasm = modules.flatMap((module) => [`rulebook_${module}.js`, `rulebook_${module}_bg.wasm`].map((name) => join(PKG, module, name)));
  return [...scripts, join(WWW, 'embed.d.ts'), ...wasm].map((file) => relative(WWW, file));
}

/** The games each element shows, by their names: "<rulebook-board> (…) and <rulebook-cards> (…)". */
function elementsAndGames() {
  const shown = (element) => games().filter((game) => game.embed === element).map((game) => game.label);
  return ELEMENTS.map((element) => `<${element}> (${shown(element).join(', ')})`).join(' and ');
}

function packageJson(files) {
  return {
    name: PACKAGE_NAME,
    version: cargoField('version'),
    description: `Live game diagrams for any web page: ${elementsAndGames()}, drawn and judged by a WebAssembly rule engine`,
    license: cargoField('license'),
    type: 'module',
    exports: { '.': { types: './embed.d.ts', default: './embed.js' } },
    types: './embed.d.ts',
    files: [...files, 'README.md'],
  };
}

function main([out, ...modules]) {
  if (!out || modules.length === 0) {
    console.error('usage: node tools/package.mjs <out-dir> <module>...');
    process.exit(2);
  }
  const files = packageFiles(modules);
  const missing = files.filter((file) => !existsSync(join(WWW, file)));
  if (missing.length) {
    console.error(`missing (run ./build.sh build first): ${missing.join(' ')}`);
    process.exit(1);
  }
  const dir = resolve(out);
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(WWW, file), join(dir, file));
  }
  writeFileSync(join(dir, 'README.md'), fillTemplate('package-readme.md'));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson(files), null, 2)}\n`);
  console.log(`${dir}: ${files.length + 2} files (${PACKAGE_NAME} ${cargoField('version')})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));

// Writes the npm package of the embeddable elements (www/embed.js):
//
//   node tools/package.mjs <out-dir> <module>...
//
// <out-dir> is emptied, then holds embed.js, one minified ES module
// bundling www/embed.js with every script it imports (esbuild), embed.d.ts,
// each named wasm module's glue (minified) and _bg.wasm at pkg/<module>/,
// and package.json, README.md and LICENSE. The bundle reaches each glue
// through a literal `import('./pkg/<module>/…')` and each glue its wasm
// through `new URL('…_bg.wasm', import.meta.url)`, which a browser loads
// relative to embed.js and a bundler (Vite, webpack, Rollup, esbuild)
// follows. build.sh names the modules (`package`, games.json's embed
// modules); the README and the description list the games from games.json
// too (tools/templates/package-readme.md).

import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transformSync } from 'esbuild';
import { ELEMENTS, games } from './manifest.mjs';
import { fillTemplate } from './generated.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WWW = join(ROOT, 'www');
export const PACKAGE_NAME = 'rulebook-embed';

/** A field of Cargo.toml's [package] table (a one-line string); `optional`: null when absent. */
function cargoField(name, { optional = false } = {}) {
  const table = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8').split(/^\[/m).find((t) => t.startsWith('package]'));
  const value = table.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm'));
  if (!value && !optional) throw new Error(`Cargo.toml's [package] has no ${name}`);
  return value ? value[1] : null;
}

/** The wasm modules' files, as they are under www/ and in the package. */
const moduleFiles = (modules) => modules.flatMap((module) => [`rulebook_${module}.js`, `rulebook_${module}_bg.wasm`].map((name) => `pkg/${module}/${name}`));

/** Every file of the package, sorted: the bundle, its types, the modules' glue and wasm, and the three written here. */
export function packageFiles(modules) {
  return ['embed.js', 'embed.d.ts', ...moduleFiles(modules), 'package.json', 'README.md', 'LICENSE'].sort();
}

/**
 * embed.js and every script it imports as one minified module, the wasm
 * modules' glue left out: an import of a file under www/pkg/ is written
 * relative to the bundle (`./pkg/<module>/…`), still a literal.
 */
async function bundle(out) {
  const pkg = join(WWW, 'pkg') + sep;
  const glueOutside = {
    name: 'glue-outside',
    setup(esbuild) {
      esbuild.onResolve({ filter: /\/pkg\// }, ({ path, resolveDir }) => {
        const file = resolve(resolveDir, path);
        if (!file.startsWith(pkg)) return undefined;
        return { path: `./${relative(WWW, file).split(sep).join('/')}`, external: true };
      });
    },
  };
  await build({
    entryPoints: [join(WWW, 'embed.js')],
    outfile: join(out, 'embed.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    target: 'es2022',
    plugins: [glueOutside],
    logLevel: 'error',
  });
}

/** A wasm module's glue, minified (still an ES module that finds its wasm beside it). */
const minified = (file) =>
  transformSync(readFileSync(file, 'utf8'), { loader: 'js', sourcefile: file, minify: true, legalComments: 'none', charset: 'utf8', target: 'es2022' }).code;

/** The games each element shows, by their names: "<rulebook-board> (…) and <rulebook-cards> (…)". */
function elementsAndGames() {
  const shown = (element) => games().filter((game) => game.embed === element).map((game) => game.label);
  return ELEMENTS.map((element) => `<${element}> (${shown(element).join(', ')})`).join(' and ');
}

/** The types and the script of the package's one entry, as `exports` names them. */
const ENTRY = { types: './embed.d.ts', default: './embed.js' };

function packageJson(files) {
  const repository = cargoField('repository', { optional: true });
  return {
    name: PACKAGE_NAME,
    version: cargoField('version'),
    description: `Live game diagrams for any web page: ${elementsAndGames()}, drawn and judged by a WebAssembly rule engine`,
    keywords: ['web-components', 'custom-elements', 'webassembly', 'board-game', 'diagram', ...games().map((game) => game.id)],
    license: cargoField('license'),
    ...(repository ? { repository: { type: 'git', url: repository } } : {}),
    type: 'module',
    exports: { '.': ENTRY, './embed.js': ENTRY, './package.json': './package.json' },
    types: './embed.d.ts',
    sideEffects: ['./embed.js'],
    files: files.filter((file) => file !== 'package.json'),
  };
}

async function main([out, ...modules]) {
  if (!out || modules.length === 0) {
    console.error('usage: node tools/package.mjs <out-dir> <module>...');
    process.exit(2);
  }
  const wasm = moduleFiles(modules);
  const missing = ['embed.js', 'embed.d.ts', ...wasm].filter((file) => !existsSync(join(WWW, file)));
  if (missing.length) {
    console.error(`missing (run ./build.sh build first): ${missing.join(' ')}`);
    process.exit(1);
  }
  const dir = resolve(out);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await bundle(dir);
  copyFileSync(join(WWW, 'embed.d.ts'), join(dir, 'embed.d.ts'));
  for (const file of wasm) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    if (file.endsWith('.js')) writeFileSync(join(dir, file), minified(join(WWW, file)));
    else copyFileSync(join(WWW, file), join(dir, file));
  }
  const files = packageFiles(modules);
  writeFileSync(join(dir, 'README.md'), fillTemplate('package-readme.md'));
  writeFileSync(join(dir, 'LICENSE'), fillTemplate('package-license.txt'));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson(files), null, 2)}\n`);
  console.log(`${dir}: ${files.length} files (${PACKAGE_NAME} ${cargoField('version')})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));

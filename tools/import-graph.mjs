// The files a JavaScript module loads, found by reading its source and its
// imports' sources: static `import … from`, `export … from`, bare `import '…'`
// and `import('…')` with a literal specifier. Comments are dropped first, so
// a JSDoc `{import('../adapter.js').Session}` type names no file. Only
// relative specifiers are followed (the site uses no bare ones). The
// offline test lists the embed's files with `importGraph`; the tests find
// any import cycle among the site's scripts with `importCycles`.

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where a regular expression literal (not a division) may start after this character. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^']);

/** The source without its comments; strings, templates and regexes are kept whole. */
export function stripComments(source) {
  let out = '';
  let i = 0;
  let last = ''; // the last character that is not white space, outside comments
  const templates = []; // brace depth at each open `${`
  let depth = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      out += ' ';
    } else if (c === "'" || c === '"' || (c === '/' && (last === '' || BEFORE_REGEX.has(last)))) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && (source[j] !== c || inClass) && source[j] !== '\n') {
        if (source[j] === '\\') j++;
        else if (c === '/' && source[j] === '[') inClass = true;
        else if (c === '/' && source[j] === ']') inClass = false;
        j++;
      }
      out += source.slice(i, j + 1);
      last = c;
      i = j + 1;
    } else if (c === '`' || (c === '}' && templates.length && templates.at(-1) === depth)) {
      // A template's text, up to its end or its next `${`.
      if (c === '}') templates.pop();
      let j = i + 1;
      while (j < source.length && source[j] !== '`' && !(source[j] === '$' && source[j + 1] === '{')) {
        if (source[j] === '\\') j++;
        j++;
      }
      if (source[j] === '$') {
        templates.push(depth);
        j++;
      }
      out += source.slice(i, j + 1);
      last = source[j];
      i = j + 1;
    } else {
      if (c === '{') depth++;
      if (c === '}') depth--;
      if (!/\s/.test(c)) last = c;
      out += c;
      i++;
    }
  }
  return out;
}

const SPECIFIERS = [
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  /\b(?:import|export)\s[^'"();]*?\bfrom\s*(['"])([^'"\n]+)\1/g,
  /\bimport\s*(['"])([^'"\n]+)\1/g,
];

/** The relative specifiers a module's source imports, statically or by a literal `import()`. */
export function importsOf(source) {
  const code = stripComments(source);
  const found = new Set();
  for (const pattern of SPECIFIERS) {
    for (const match of code.matchAll(pattern)) {
      if (match[2].startsWith('.')) found.add(match[2]);
    }
  }
  return [...found];
}

/**
 * Every file reached from `entry` (an absolute path), `entry` included, in
 * the order first reached. A file for which `follow(path)` is false is
 * listed but not read (a wasm module's glue, which the caller ships as a
 * whole).
 */
export function importGraph(entry, follow = () => true) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (!follow(file)) continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/**
 * The import cycles among `files` (absolute paths): each a list of the
 * files that import one another round in a circle (a strongly connected
 * part of the graph, or a file importing itself), sorted. Imports of files
 * outside the list are not followed.
 */
export function importCycles(files) {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => known.has(target)),
    ]),
  );
  // Tarjan's strongly connected components, iteratively (no deep recursion).
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const root of files) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work.at(-1);
      const [file, i] = frame;
      const targets = edges.get(file);
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) !== index.get(file)) continue;
      const part = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        part.push(member);
      } while (member !== file);
      if (part.length > 1 || targets.includes(file)) cycles.push(part.sort());
    }
  }
  return cycles;
}

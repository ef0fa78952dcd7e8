// The API fuzzer: random and mutated arguments, of every type, through every
// exported function and class method of the wasm module, as a page or a
// careless script might pass them. It runs in a browser page (the boards
// need a canvas); `tests/fuzz/browser.mjs` drives it in headless Chromium.
//
// What it checks, after every call:
// - nothing traps (a `WebAssembly.RuntimeError`: unreachable, out of bounds);
// - a refusal is an `Error` with a message (a `TypeError` for a wrong type);
// - a refused call changed nothing (the object's position, record and state
//   are the same JSON before and after);
// - the object still answers, and every so often the module too (a fresh
//   game, a small perft with its known count);
// - the wasm memory does not keep growing (a leak per refusal would).
// Methods are found on the classes themselves, so a new entry point is
// fuzzed the day it is exported.
//
// `fuzzApi(mod, wasm, {seed, ms})` returns a report; failures carry the seed
// and the call, so `./build.sh fuzz` with that seed replays them.

/** SplitMix64 on BigInt: the same sequence everywhere for a seed. */
function makeRng(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  const next = () => {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  };
  const below = (n) => Number(next() % BigInt(n));
  return {
    below,
    chance: (p) => below(1_000_000) < p * 1_000_000,
    pick: (list) => list[below(list.length)],
  };
}

const HUGE_NUMBERS = [
  -1, -0, 0.5, 1e-9, 255, 256, 65535, 65536, 2 ** 31, 2 ** 32, 2 ** 32 + 5, 2 ** 53, 2 ** 53 + 2,
  Number.MAX_VALUE, -Number.MAX_VALUE, NaN, Infinity, -Infinity, 1e21,
];
const HUGE_DIGITS = ['19', '39', '40', '99', '255', '256', '65535', '65536', '4294967295',
  '4294967296', '18446744073709551616', '99999999999999999999999', '0', '00', '-1', '1e9'];

/** Arguments that are wrong in every way a script can be wrong. */
function hostileValues(env) {
  const thrower = () => {
    throw new Error('thrown by a getter');
  };
  const trap = {
    get: thrower, has: thrower, ownKeys: thrower, getPrototypeOf: thrower,
    getOwnPropertyDescriptor: thrower, set: thrower, apply: thrower,
  };
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  return [
    () => undefined, () => null, () => true, () => false, () => 0, () => 1, () => 7,
    () => env.rng.pick(HUGE_NUMBERS), () => '', () => ' ', () => 'x', () => '\u0000', () => '\ud800',
    () => '🀄'.repeat(5), () => 'a'.repeat(1 + env.rng.below(5000)), () => 'vi', () => 'en',
    () => 'startpos', () => Symbol('s'), () => 10n, () => (() => 1), () => [], () => [1, 2, 3],
    () => ['x', 'y', 'z'], () => ({}), () => ({ length: 1e9 }), () => new Date(0),
    () => new Map([[1, 2]]), () => new Uint32Array([1, 2, 3]), () => Object.create(null),
    () => new Proxy({}, trap), () => new Proxy([], trap), () => revocable.proxy,
    () => ({ get seed() { return thrower(); }, get language() { return thrower(); } }),
    () => ({ toString: thrower, valueOf: thrower, [Symbol.toPrimitive]: thrower }),
    () => ({ get mode() { throw 1; }, get flipped() { throw 1; } }),
    // Calls back into the object under test while its method runs.
    () => reentrant(env),
    () => env.freed, () => env.other(),
  ];
}

/** An object whose every property read calls back into the live objects. */
function reentrant(env) {
  return new Proxy({}, {
    get(_, key) {
      for (const o of env.live()) {
        for (const name of ['play', 'undo', 'free', 'state', 'draw', 'resize']) {
          try {
            if (typeof o[name] === 'function' && name !== 'free') o[name](0, 0, 1);
          } catch {
            // refusals here are expected; what matters is the outer call
          }
        }
      }
      return key === 'language' ? 'en' : undefined;
    },
  });
}

/** Mutates a text: byte flips, insertions, deletions, truncation, huge counts. */
function mutateText(rng, text) {
  let t = String(text);
  const rounds = 1 + rng.below(3);
  for (let i = 0; i < rounds; i++) {
    const at = rng.below(t.length + 1);
    switch (rng.below(8)) {
      case 0: // flip a character
        if (t.length) t = t.slice(0, at) + String.fromCharCode(t.charCodeAt(Math.min(at, t.length - 1)) ^ (1 << rng.below(7))) + t.slice(at + 1);
        break;
      case 1: // insert a character of the text's own alphabet or a stray one
        t = t.slice(0, at) + rng.pick([...t, '(', ')', '/', ' ', '+', '-', '*', '9', '0', '\n', 'é', '漢']) + t.slice(at);
        break;
      case 2:
        t = t.slice(0, at) + t.slice(at + 1 + rng.below(4));
        break;
      case 3:
        t = t.slice(0, at);
        break;
      case 4: { // a number somewhere becomes a huge one
        const runs = [...t.matchAll(/\d+/g)];
        if (runs.length) {
          const r = rng.pick(runs);
          t = t.slice(0, r.index) + rng.pick(HUGE_DIGITS) + t.slice(r.index + r[0].length);
        } else {
          t = t.slice(0, at) + rng.pick(HUGE_DIGITS) + t.slice(at);
        }
        break;
      }
      case 5: { // a piece letter repeated many times (stacks, hands)
        const c = t.length ? t[rng.below(t.length)] : 'P';
        t = t.slice(0, at) + c.repeat(2 + rng.below(60)) + t.slice(at);
        break;
      }
      case 6: // duplicate a slice
        t = t.slice(0, at) + t.slice(at, at + 1 + rng.below(20)) + t.slice(at);
        break;
      default: // swap two halves
        t = t.slice(at) + t.slice(0, at);
    }
  }
  return t;
}

/** Mutates saved JSON data: fields dropped, retyped, or made huge. */
function mutateData(rng, value, depth = 0) {
  if (depth > 6) return value;
  if (Array.isArray(value)) {
    const out = value.map((v) => (rng.chance(0.2) ? mutateData(rng, v, depth + 1) : v));
    if (out.length && rng.chance(0.2)) out.splice(rng.below(out.length), 1);
    if (rng.chance(0.1)) out.push(rng.pick([1e300, 'zz', null, {}, -1]));
    if (out.length && rng.chance(0.1)) out.push(...out.slice(0, 1 + rng.below(out.length)));
    return out;
  }
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      if (rng.chance(0.08)) continue;
      out[k] = rng.chance(0.25) ? mutateData(rng, v, depth + 1) : v;
    }
    if (rng.chance(0.05)) out.extra = 1;
    return out;
  }
  if (typeof value === 'number') return rng.pick([...HUGE_NUMBERS, value + 1, -value]);
  if (typeof value === 'string') return rng.chance(0.5) ? mutateText(rng, value) : rng.pick([1, null, '', value + value]);
  if (typeof value === 'boolean') return rng.pick([!value, 'yes', 1]);
  return value;
}

/** The formats `writeShogiRecord` writes. */
const RECORD_FORMATS = ['kif', 'ki2', 'csa', 'usi'];

/** How `writeXiangqiPgn` writes moves. */
const PGN_MOVES = ['iccs', 'wxf'];

const SKIP = new Set(['constructor', 'free', '__destroy_into_raw', '__wrap', 'length', 'name', 'prototype']);

function methodsOf(target) {
  return Object.getOwnPropertyNames(target).filter(
    (n) => !SKIP.has(n) && typeof Object.getOwnPropertyDescriptor(target, n).value === 'function',
  );
}

/** Is this thrown value a trap of the wasm machine (the module is broken)? */
function isTrap(e) {
  return e instanceof WebAssembly.RuntimeError || /unreachable|out of bounds|recursive use/i.test(String(e?.message ?? ''));
}

/**
 * Runs the fuzzer for about `ms` milliseconds (or `calls` calls) from `seed`.
 * `mod` is the module namespace, `memory` its WebAssembly.Memory.
 */
export function fuzzApi(mod, memory, { seed = 1, ms = 20000, calls = Infinity, only = '' } = {}) {
  const rng = makeRng(seed);
  const report = {
    seed, calls: 0, refusals: 0, accepted: 0, traps: 0, nonErrors: 0, changedOnRefusal: 0,
    unusable: 0, perMethod: {}, failures: [], memoryStart: memory.buffer.byteLength,
  };
  const fail = (kind, detail) => {
    if (report.failures.length < 40) report.failures.push({ kind, seed, call: report.calls, ...detail });
  };

  const games = ['XiangqiGame', 'ShogiGame', 'LongPhuongGame', 'OAnQuanGame', 'Card121Table'].filter((n) => mod[n]);
  const boardFor = {
    XiangqiBoard: 'XiangqiGame', ShogiBoard: 'ShogiGame', LongPhuongBoard: 'LongPhuongGame',
    OAnQuanBoard: 'OAnQuanGame', Card121Board: 'Card121Table',
  };
  // The computer players, each with its game.
  const thinkerFor = { XiangqiThinker: 'XiangqiGame', ShogiThinker: 'ShogiGame', LongPhuongThinker: 'LongPhuongGame', OAnQuanThinker: 'OAnQuanGame' };
  const canvas = () => {
    const c = document.createElement('canvas');
    c.width = 300;
    c.height = 300;
    return c;
  };
  const fresh = (name) => {
    if (boardFor[name]) return new mod[name](canvas());
    if (thinkerFor[name]) return new mod[name](1); // a 1 MB table
    return new mod[name]({ seed: rng.below(1000), language: rng.pick(['en', 'vi']) });
  };
  const snapshot = (obj) => {
    if (!obj || typeof obj.state !== 'function') return null;
    const parts = [];
    for (const verb of ['position', 'record', 'state']) {
      if (typeof obj[verb] === 'function') parts.push(obj[verb]());
    }
    return JSON.stringify(parts, (_, v) => (v instanceof Map ? [...v] : v));
  };

  const objects = {};
  const freedObject = new mod.XiangqiGame({ seed: 1 });
  freedObject.free();
  const env = {
    rng,
    freed: freedObject,
    live: () => Object.values(objects),
    other: () => rng.pick(Object.values(objects)),
  };
  for (const name of [...games, ...[boardFor, thinkerFor].flatMap(Object.keys).filter((n) => mod[n])]) objects[name] = fresh(name);
  const hostile = hostileValues(env);

  // `think`'s arguments: its game most of the time, and settings that keep
  // an accepted search short (level 8 and no limit think a second: the
  // end-to-end tests play those), right and wrong; a hostile settings value
  // only when it is no plain object (one would be read as level 8).
  const thinkSettings = () => rng.pick([
    { depth: rng.pick([1, 2]) },
    { nodes: rng.pick([1, 50, 400]) },
    { depth: 3, nodes: 300, seed: rng.pick([0, 7, 2 ** 53, 2 ** 53 + 2, -1, 0.5, NaN, '1']) },
    { level: rng.pick([1, 2, 5, 0, 9, 2.5, -1, NaN, '3', null]), nodes: 300 },
    { depth: rng.pick([0, -1, 65, 1e9, 0.5, NaN, '2', null]), nodes: 300 },
    { movetime: rng.pick([0, -5, 1e12, 0.5, NaN, 5]), nodes: 300 },
    { nodes: rng.pick([0, -1, 1e16, 0.5, Infinity, '9']) },
  ]);
  const thinkArgs = (name) => {
    let settings = thinkSettings();
    if (rng.chance(0.25)) {
      const h = rng.pick(hostile)();
      let array = false;
      try {
        array = Array.isArray(h);
      } catch {
        // a revoked proxy: no plain object either
      }
      if ((h !== undefined && h !== null && typeof h !== 'object' && typeof h !== 'function') || array) settings = h;
    }
    const callbacks = [undefined, null, () => {}, 5, 'f', {},
      (info) => { if (typeof info.depth !== 'number' || !Array.isArray(info.pv)) throw new Error('not an info'); },
      () => { throw new Error('stopped by the callback'); }];
    const game = rng.chance(0.85) ? objects[thinkerFor[name]] : rng.pick(hostile)();
    return [game, settings, rng.pick(callbacks)];
  };

  // Plausible arguments of each game, from its own answers, mixed with the
  // hostile ones so that calls also succeed and games move on.
  const plausible = (name, obj) => {
    const game = boardFor[name] ? objects[boardFor[name]] : obj;
    const out = [];
    try {
      const codes = typeof game.legalMoves === 'function' ? Array.from(game.legalMoves()) : [];
      if (codes.length) {
        const c = rng.pick(codes);
        out.push(c, c + 1, c ^ (1 << rng.below(16)));
        for (const n of ['iccs', 'wxf', 'vi', 'usi', 'western', 'japanese', undefined]) {
          try {
            out.push(game.moveToText(c, n));
          } catch {
            // not this game's notation
          }
        }
      }
      if (typeof game.position === 'function') {
        const p = game.position();
        out.push(p, mutateText(rng, p), mutateText(rng, p));
      }
      if (typeof game.record === 'function') {
        const r = game.record();
        out.push(r, mutateData(rng, r), mutateData(rng, r));
      }
      // The review verb: plies within the game, its end, and one past it.
      if (typeof game.atPly === 'function') {
        const n = game.record().moves.length;
        out.push(rng.below(n + 1), n, n + 1);
      }
      if (typeof game.actions === 'function') {
        const acts = game.actions();
        if (Array.isArray(acts) && acts.length) {
          const a = rng.pick(acts);
          out.push(a.text, mutateText(rng, String(a.text)));
        }
      }
      if (mod.writeShogiRecord && game instanceof mod.ShogiGame) {
        const k = mod.writeShogiRecord(game.record(), rng.pick(RECORD_FORMATS));
        out.push(k, mutateText(rng, k));
      }
      if (mod.writeXiangqiPgn && game instanceof mod.XiangqiGame) {
        const k = mod.writeXiangqiPgn(game.record(), rng.pick(PGN_MOVES));
        out.push(k, mutateText(rng, k));
      }
    } catch (e) {
      if (isTrap(e)) throw e;
    }
    if (boardFor[name]) out.push(canvas());
    out.push(rng.below(100), 100 + rng.below(30), rng.pick(['e3', '7g', 'c5', 'h2e2', '7g7f', 'P*5e', '3+', '9-', 'AS-FR']));
    out.push({ flipped: rng.chance(0.5), selected: rng.below(120), hint: [rng.below(1 << 15)], drag: { x: rng.below(400), y: -5 } });
    out.push({ anim: { step: rng.pick([0, 3, 1e9, -1]), t: rng.pick([0, 0.5, 2, NaN]) }, inspect: rng.below(200), cursor: rng.below(200) });
    out.push({ mode: rng.pick(['single', 'stack', 'x']), turn: rng.pick([-1, 0, 1, 7, 1e12]), facing: rng.pick(['^', '>', 'v', '<', '?', '']) });
    // An embedded diagram's marks and arrows: names, indices, and what is neither.
    const place = () => rng.pick(['e3', '7g', 'c5', 'h2', '5', 3, 80, 95, 1e9, -1, 0.5, '', 'zz', null, [], {}]);
    out.push({
      marks: rng.pick([[place(), place()], place(), 'e4', null]),
      arrows: rng.pick([[[place(), place()]], [[place()]], [place()], [[place(), place(), place()]], 'h2-e2', null]),
    });
    return out;
  };

  const argument = (name, obj) => (rng.chance(0.55) ? rng.pick(plausible(name, obj)) : rng.pick(hostile)());

  const moduleStillWorks = () => {
    const g = new mod.XiangqiGame({ seed: 3 });
    const n = g.legalMoves().length;
    g.free();
    return n === 44 && mod.perft('xiangqi', 'startpos', 2) === 1920;
  };

  // `only` (a regular expression over class names) focuses a run.
  const names = Object.keys(objects).filter((n) => new RegExp(only).test(n));
  // The module's plain functions, with arguments that keep each call short
  // when accepted (a deep perft or a long bench would only cost time).
  const functions = {
    perft: () => [
      rng.chance(0.8) ? rng.pick(['xiangqi', 'shogi', 'longphuong', 'oanquan', 'chess']) : rng.pick(hostile)(),
      rng.chance(0.5) ? rng.pick(['startpos', ...Object.values(objects).filter((o) => o.position).map((o) => o.position())]) : mutateText(rng, 'startpos'),
      rng.pick([0, 1, 2, 17, -1, 0.5, 1e9, NaN, '2', 2n, undefined]),
    ],
    drawCards121: () => [
      rng.chance(0.7) ? canvas() : rng.pick(hostile)(),
      rng.chance(0.7) ? mutateText(rng, 'AS-FR CR-KY | ?? GE-BR') : rng.pick(hostile)(),
      rng.chance(0.5) ? { lang: rng.pick(['vi', 'en', 'x']), width: rng.pick([100, 0, -5, 1e12, NaN]), minCardWidth: rng.pick([0, 40, 1e9]), locked: ['AS-FR'], labels: { 'AS-FR': 'x' } } : rng.pick(hostile)(),
    ],
    scoreCards121: () => [
      rng.chance(0.7) ? mutateText(rng, rng.pick(['AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR', 'CR-KY IN-FB MO-BB GE-ED MU-LR AS-FR'])) : rng.pick(hostile)(),
      rng.chance(0.6)
        ? { lang: rng.pick(['vi', 'en', 'x']), indicator: rng.pick(['CR-KY', 'AS-FR', 'ZZ', null, 5]), revealed: rng.pick([[], ['IN-FB'], ['x'], 'IN-FB', [1]]), locked: rng.pick([0, 1, 6, 7, 255, 256, -1, 0.5, NaN, '1']), nhatBan: rng.chance(0.3), dealer: rng.pick([true, false, 'yes']), selfDrawn: rng.chance(0.3), lastCard: rng.chance(0.3) }
        : rng.pick(hostile)(),
    ],
    cardNames121: () => [
      rng.chance(0.7) ? mutateText(rng, rng.pick(['AS-FR CR-KY ?? GE-BR', 'MU-LR', ''])) : rng.pick(hostile)(),
      rng.chance(0.7) ? rng.pick(['vi', 'en', undefined, 'x', '']) : rng.pick(hostile)(),
    ],
    bench121: () => [rng.pick(['score', 'rounds', 'x', 5]), rng.pick([0, 1, 2, -1, 1e12, NaN, '3', undefined])],
    // Shogi's record formats: the live game's record and its texts, intact
    // or mutated, with options, formats and names right and wrong.
    readShogiRecord: () => [
      rng.chance(0.75) ? shogiText() : rng.pick(hostile)(),
      rng.chance(0.7) ? { formal: rng.pick([true, false, 'yes']), language: rng.pick(['vi', 'en', 'x']), seed: 3 } : rng.pick(hostile)(),
    ],
    // Cờ tướng's PGN: the live game's record and its PGN, intact or
    // mutated, with options, move forms and names right and wrong.
    readXiangqiPgn: () => [
      rng.chance(0.75) ? xiangqiText() : rng.pick(hostile)(),
      rng.chance(0.7) ? { formal: rng.pick([true, false, 'yes']), language: rng.pick(['vi', 'en', 'x']) } : rng.pick(hostile)(),
    ],
    writeXiangqiPgn: () => [
      rng.chance(0.85) ? xiangqiSaved() : rng.pick(hostile)(),
      rng.chance(0.9) ? rng.pick([...PGN_MOVES, 'ICCS', 'vi', 'pgn', '']) : rng.pick(hostile)(),
      rng.chance(0.8) ? rng.pick([['Lan', 'Minh'], ['"]\\'], [], undefined, ['a', 'b', 'c'], ['x\ny', 5], 'Lan']) : rng.pick(hostile)(),
      rng.chance(0.8) ? rng.pick(['vi', 'en', undefined, 'x']) : rng.pick(hostile)(),
    ],
    writeShogiRecord: () => [
      rng.chance(0.85) ? shogiSaved() : rng.pick(hostile)(),
      rng.chance(0.9) ? rng.pick([...RECORD_FORMATS, 'KIF', 'sfen', 'json', 'ki3', '']) : rng.pick(hostile)(),
      rng.chance(0.8) ? rng.pick([['Lan', 'Minh'], ['名人'], [], undefined, ['a', 'b', 'c'], ['x\ny', 5], 'Lan']) : rng.pick(hostile)(),
      rng.chance(0.8) ? rng.pick(['vi', 'en', undefined, 'x']) : rng.pick(hostile)(),
    ],
  };
  // The live shogi game's saved record, intact or mutated, and a record
  // text written from it (or not quite).
  const saved = (name) => {
    const record = objects[name].record();
    return rng.chance(0.7) ? record : mutateData(rng, record);
  };
  const written = (name, write, forms) => {
    const text = write(objects[name].record(), rng.pick(forms), ['Lan', 'Minh']);
    return rng.chance(0.4) ? text : mutateText(rng, text);
  };
  const shogiSaved = () => saved('ShogiGame');
  const shogiText = () => written('ShogiGame', mod.writeShogiRecord, RECORD_FORMATS);
  const xiangqiSaved = () => saved('XiangqiGame');
  const xiangqiText = () => written('XiangqiGame', mod.writeXiangqiPgn, PGN_MOVES);
  const callFunction = () => {
    if (mod.readShogiRecord && rng.chance(0.1)) return recordsRoundTrip();
    if (rng.chance(0.1)) return reviewRoundTrip();
    if (mod.readXiangqiPgn && rng.chance(0.05)) return pgnRoundTrip();
    const fname = rng.pick(Object.keys(functions).filter((f) => mod[f]));
    const label = `module.${fname}`;
    const stats = (report.perMethod[label] ??= { calls: 0, refused: 0 });
    stats.calls++;
    report.calls++;
    try {
      mod[fname](...functions[fname]());
      report.accepted++;
    } catch (e) {
      report.refusals++;
      stats.refused++;
      if (isTrap(e)) {
        report.traps++;
        fail('trap', { label, message: String(e?.message ?? e) });
        return false;
      }
      if (!(e instanceof Error) || !e.message) {
        report.nonErrors++;
        fail('not an Error with a message', { label, thrown: String(e) });
      }
    }
    return true;
  };
  // The live game `name` written in each of `forms` by `write` and read
  // back by `read` is the same game by `same(game, form)`, with the players'
  // names `names(form)`; `key` names the form in a failure, `differs` the
  // failure of a game that came back another.
  const writtenAndReadBack = (label, name, forms, key, { differs, write, read, same, names }) => {
    const game = objects[name];
    const stats = (report.perMethod[label] ??= { calls: 0, refused: 0 });
    for (const form of forms) {
      stats.calls++;
      report.calls++;
      let back = null;
      try {
        const text = write(game.record(), form, ['Lan', 'Minh']);
        const got = read(text, { language: 'en' });
        back = mod[name].fromRecord(got.record, 'en');
        if (same(back, form) !== same(game, form) || JSON.stringify(got.names) !== JSON.stringify(names(form))) {
          fail(differs, { label, [key]: form, record: JSON.stringify(game.record()), back: same(back, form) });
        }
        report.accepted++;
      } catch (e) {
        report.refusals++;
        stats.refused++;
        fail(isTrap(e) ? 'trap' : 'own record refused', { label, [key]: form, message: String(e?.message ?? e) });
        if (isTrap(e)) return false;
      } finally {
        back?.free();
      }
    }
    return true;
  };
  // The live shogi game written in every format and read back is the same
  // game: its position, moves and outcome, and the players' names.
  const recordsRoundTrip = () =>
    writtenAndReadBack('module.records round trip', 'ShogiGame', RECORD_FORMATS, 'format', {
      differs: 'record round trip differs',
      write: mod.writeShogiRecord,
      read: mod.readShogiRecord,
      // The USI form keeps no ending that no move shows (it is read as
      // a position and moves); KIF, KI2 and CSA no move number of a
      // set-up start (they count moves from 1).
      same: (g, format) => {
        const o = format === 'usi' ? null : g.outcome();
        const position = g.position().split(' ');
        if (format !== 'usi') position.pop();
        return JSON.stringify([position, g.history('usi'), o && [o.winner, o.reason]]);
      },
      names: (format) => (format === 'usi' ? ['', ''] : ['Lan', 'Minh']),
    });
  // The live Cờ tướng game written as PGN and read back is the same game:
  // its position, moves and outcome, and the players' names.
  const pgnRoundTrip = () =>
    writtenAndReadBack('module.pgn round trip', 'XiangqiGame', PGN_MOVES, 'form', {
      differs: 'pgn round trip differs',
      write: mod.writeXiangqiPgn,
      read: mod.readXiangqiPgn,
      same: (g) => {
        const o = g.outcome();
        return JSON.stringify([g.position(), g.history(), o && [o.winner, o.reason]]);
      },
      names: () => ['Lan', 'Minh'],
    });

  // Review: a board game at a ply, played on with the rest of its record,
  // is the game itself; a ply past the moves is refused with an Error; the
  // game is unchanged either way.
  const reviewRoundTrip = () => {
    const name = rng.pick(games.filter((n) => typeof mod[n].prototype.atPly === 'function'));
    if (!name) return true;
    const game = objects[name];
    const label = 'module.review round trip';
    const stats = (report.perMethod[label] ??= { calls: 0, refused: 0 });
    stats.calls++;
    report.calls++;
    const before = snapshot(game);
    let back = null;
    try {
      const moves = game.record().moves;
      const ply = rng.below(moves.length + 1);
      back = game.atPly(ply);
      for (const m of moves.slice(ply)) back.play(m);
      if (back.position() !== game.position()) {
        fail('review differs', { label, name, ply, record: JSON.stringify(game.record()), back: back.position() });
      }
      try {
        game.atPly(moves.length + 1 + rng.below(1000)).free();
        fail('a ply past the moves accepted', { label, name });
      } catch (e) {
        if (isTrap(e)) throw e;
        if (!(e instanceof Error) || !e.message) fail('not an Error with a message', { label, thrown: String(e) });
      }
      if (snapshot(game) !== before) fail('review changed the game', { label, name });
      report.accepted++;
    } catch (e) {
      report.refusals++;
      stats.refused++;
      fail(isTrap(e) ? 'trap' : 'own review refused', { label, name, message: String(e?.message ?? e) });
      if (isTrap(e)) return false;
    } finally {
      back?.free();
    }
    return true;
  };

  // Between fuzzed calls, games move on by legal moves (and take some
  // back), so the fuzzed calls meet middle games, ends and long histories.
  const advance = (name) => {
    const g = objects[name];
    try {
      if (typeof g.botStep === 'function') {
        const s = g.state();
        if (s.bot_to_act) g.botStep();
        else if (s.can_deal) g.nextRound();
        else {
          const acts = g.actions();
          if (acts.length) g.play(rng.pick(acts).text);
        }
        return;
      }
      if (rng.chance(0.1) && g.state().can_undo) {
        g.undo();
        return;
      }
      const codes = Array.from(g.legalMoves());
      if (codes.length && !g.outcome()) g.play(rng.pick(codes));
    } catch (e) {
      report.driverRefusals = (report.driverRefusals ?? 0) + 1;
      if (isTrap(e)) throw e;
    }
  };
  const started = Date.now();
  while (report.calls < calls && Date.now() - started < ms) {
    if (rng.chance(0.05)) {
      if (!callFunction()) break;
      continue;
    }
    const name = rng.pick(names);
    const cls = mod[name];
    if (!boardFor[name] && !thinkerFor[name] && rng.chance(0.4)) {
      advance(name);
      continue;
    }
    const useStatic = rng.chance(0.2);
    const target = useStatic ? cls : objects[name];
    const method = rng.pick(useStatic ? [...methodsOf(cls), 'new'] : methodsOf(cls.prototype));
    if (!method) continue;
    const args = !useStatic && thinkerFor[name] && method === 'think'
      ? thinkArgs(name)
      : Array.from({ length: rng.below(5) }, () => argument(name, objects[name]));
    // Board methods draw a game: give them their game most of the time.
    if (!useStatic && boardFor[name] && method === 'draw' && rng.chance(0.7)) args[0] = objects[boardFor[name]];
    const label = `${name}${useStatic ? '.' : '#'}${method}`;
    const stats = (report.perMethod[label] ??= { calls: 0, refused: 0 });
    const before = useStatic ? null : snapshot(objects[name]);
    report.calls++;
    stats.calls++;
    let refused = null;
    let result;
    try {
      result = method === 'new' ? new cls(...args) : target[method](...args);
    } catch (e) {
      refused = e;
    }
    if (refused === null) {
      report.accepted++;
      // Keep games from growing without end; keep statics' new objects small.
      if (result && typeof result === 'object' && typeof result.free === 'function' && result !== objects[name]) {
        if (rng.chance(0.1) && !boardFor[name] && games.includes(name)) {
          objects[name].free();
          objects[name] = result;
        } else {
          result.free();
        }
      }
    } else {
      report.refusals++;
      stats.refused++;
      if (isTrap(refused)) {
        report.traps++;
        fail('trap', { label, message: String(refused?.message ?? refused) });
        break; // the module is gone; nothing after this means anything
      }
      if (!(refused instanceof Error) || !refused.message) {
        report.nonErrors++;
        fail('not an Error with a message', { label, thrown: String(refused) });
      }
      if (!useStatic) {
        let after;
        try {
          after = snapshot(objects[name]);
          objects[name][boardFor[name] ? 'home' : 'state']?.(false);
        } catch (e) {
          report.unusable++;
          fail(isTrap(e) ? 'trap' : 'unusable after a refusal', { label, message: String(e?.message ?? e) });
          if (isTrap(e)) break;
          objects[name] = fresh(name);
          continue;
        }
        if (after !== before) {
          report.changedOnRefusal++;
          fail('a refusal changed the state', { label, message: refused.message });
        }
      }
    }
    // Games that ended or grew long start over, so play stays varied.
    if (!boardFor[name] && games.includes(name) && rng.chance(0.01)) {
      objects[name].free();
      objects[name] = fresh(name);
    }
    if (report.calls % 500 === 0) {
      let ok = false;
      try {
        ok = moduleStillWorks();
      } catch (e) {
        fail('module unusable', { message: String(e?.message ?? e) });
        break;
      }
      if (!ok) {
        fail('module answers wrongly', {});
        break;
      }
    }
  }
  report.memoryEnd = memory.buffer.byteLength;
  report.ms = Date.now() - started;
  report.moduleWorks = (() => {
    try {
      return moduleStillWorks();
    } catch {
      return false;
    }
  })();
  return report;
}

/**
 * The module's wear after many refusals of each kind that bricked it
 * before: every one of these must leave it working.
 */
export function wearTest(mod, memory, rounds = 5000) {
  const start = memory.buffer.byteLength;
  const out = {};
  const kinds = {
    'ShogiGame.fromPosition with 19P': () => mod.ShogiGame.fromPosition('4k4/9/9/9/9/9/9/9/4K4 b 19P 1'),
    'new XiangqiGame with a throwing getter': () => new mod.XiangqiGame({ get seed() { throw Error('x'); } }),
    'setLanguage(5)': () => {
      const g = new mod.XiangqiGame({ seed: 1 });
      try {
        g.setLanguage(5);
      } finally {
        g.free();
      }
    },
    'a freed game': () => {
      const g = new mod.XiangqiGame({ seed: 1 });
      g.free();
      g.legalMoves();
    },
    "perft('xiangqi', 'startpos', -1)": () => mod.perft('xiangqi', 'startpos', -1),
  };
  // The audit's reproductions of a stuck object (a throwing argument left
  // the object borrowed for ever) and of wrong types trapping in the glue:
  // each is refused with the right kind of error, and the object answers.
  const throwing = new Proxy({}, { get() { throw 1; } });
  const oq = new mod.OAnQuanGame({ seed: 1 });
  const lp = new mod.LongPhuongGame();
  const xq = new mod.XiangqiGame({ seed: 1 });
  const canvas = document.createElement('canvas');
  const board = new mod.XiangqiBoard(canvas);
  const table = new mod.Card121Table({ seed: 1 });
  const repro = {
    'OAnQuanGame.legalMovesFrom(throwing Proxy)': [() => oq.legalMovesFrom(throwing), () => oq.legalMoves().length > 0, null],
    'LongPhuongGame.moveFor(a, b, {get mode() {throw 1}})': [
      () => lp.moveFor(81 + 4, 'e5', { get mode() { throw 1; } }), () => lp.legalMoves().length > 0, null],
    'XiangqiBoard.draw(game, {get flipped() {throw 1}})': [
      () => board.draw(xq, { get flipped() { throw 1; } }), () => (board.draw(xq, {}), true), null],
    'XiangqiGame.setLanguage(5)': [() => xq.setLanguage(5), () => xq.legalMoves().length === 44, /setLanguage: language must be a string/],
    'XiangqiGame.history(5)': [() => xq.history(5), () => xq.history().length === 0, /history: notation must be a string/],
    'Card121Table.play({})': [() => table.play({}), () => table.state() !== null, /play: action must be a string/],
    'readShogiRecord(5)': [
      () => mod.readShogiRecord(5), () => mod.readShogiRecord('position startpos moves 7g7f').record.moves.length === 1,
      /readShogiRecord: text must be a string/],
    'readXiangqiPgn(5)': [
      () => mod.readXiangqiPgn(5), () => mod.readXiangqiPgn('1. h2e2 *').record.moves.length === 1,
      /readXiangqiPgn: text must be a string/],
    'writeXiangqiPgn({get start() {throw 1}}, "iccs")': [
      () => mod.writeXiangqiPgn({ get start() { throw 1; } }, 'iccs'),
      () => mod.writeXiangqiPgn(mod.readXiangqiPgn('1. h2e2 *').record, 'wxf').includes('1. C2=5 *'), null],
    'writeShogiRecord({get start() {throw 1}}, "kif")': [
      () => mod.writeShogiRecord({ get start() { throw 1; } }, 'kif'),
      () => mod.writeShogiRecord(mod.readShogiRecord('position startpos moves 7g7f').record, 'csa').startsWith('V2.2'), null],
  };
  for (const [label, [call, answers, typeError]] of Object.entries(repro)) {
    let refusals = 0;
    let traps = 0;
    let wrongKind = 0;
    for (let i = 0; i < 1000; i++) {
      try {
        call();
      } catch (e) {
        if (isTrap(e)) traps++;
        else refusals++;
        if (typeError && !(e instanceof TypeError && typeError.test(e.message))) wrongKind++;
      }
    }
    let works = false;
    try {
      works = answers();
    } catch {
      works = false;
    }
    out[label] = { errors: refusals, traps: traps + wrongKind, works };
  }
  for (const o of [oq, lp, xq, board, table]) {
    try {
      o.free();
    } catch (e) {
      // A stuck borrow makes even `free` refuse: that object is lost.
      out.stuckObjects = (out.stuckObjects ?? 0) + 1;
    }
  }
  for (const [label, call] of Object.entries(kinds)) {
    const before = memory.buffer.byteLength;
    let errors = 0;
    let traps = 0;
    for (let i = 0; i < rounds; i++) {
      try {
        call();
      } catch (e) {
        if (isTrap(e)) traps++;
        else errors++;
      }
    }
    const probe = new mod.XiangqiGame({ seed: 2 });
    out[label] = { errors, traps, works: probe.legalMoves().length === 44, memoryGrowth: memory.buffer.byteLength - before };
    probe.free();
  }
  out.memoryGrowth = memory.buffer.byteLength - start;
  return out;
}

#!/usr/bin/env node
// The app's icons (www/icons/*.png, committed), drawn here without network
// or native code: a round Cờ tướng piece on the site's accent red over a
// board's grid, rasterised with 4×4 supersampling and written as PNG with
// node:zlib.
//
//   node tools/icons.mjs
//
// `icon-<size>.png` fills its square (rounded corners); `icon-maskable-512.png`
// keeps everything inside the 80% safe zone a launcher's mask may leave.

import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../www/icons/', import.meta.url));

// The palette of www/css/base.css (light theme).
const PAPER = [0xfb, 0xfa, 0xf7];
const ACCENT = [0xa1, 0x1d, 0x1d];
const LINE = [0xdc, 0xd5, 0xc6];
const INK = [0x1c, 0x1a, 0x17];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** An RGBA image (`size`² pixels, row-major) as PNG bytes. */
export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The colour (RGBA, 0–255) at a point of the unit square, or null outside
 * the icon. `inset` shrinks the drawing toward the centre (maskable icons).
 */
function paint(x, y, { inset, rounded }) {
  const cx = x - 0.5;
  const cy = y - 0.5;
  if (rounded) {
    // A rounded square: corners of radius 0.18.
    const r = 0.18;
    const dx = Math.max(Math.abs(cx) - (0.5 - r), 0);
    const dy = Math.max(Math.abs(cy) - (0.5 - r), 0);
    if (dx * dx + dy * dy > r * r) return null;
  }
  const s = 1 - 2 * inset; // the drawing's scale
  const u = cx / s; // -0.5…0.5 inside the drawing
  const v = cy / s;
  const d = Math.hypot(u, v);
  // The piece: a red disc with a paper ring and a stone at its centre, over a
  // board's grid.
  if (d < 0.34) {
    if (d > 0.27 && d < 0.3) return PAPER;
    if (d < 0.08) return PAPER;
    return ACCENT;
  }
  if (d < 0.36) return INK;
  const step = 0.25;
  const onGrid = (t) => Math.abs(t / step - Math.round(t / step)) * step < 0.012;
  if (Math.abs(u) <= 0.5 && Math.abs(v) <= 0.5 && (onGrid(u) || onGrid(v))) return LINE;
  return PAPER;
}

/** Draws one icon with 4×4 samples a pixel. */
function draw(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = paint((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (a) {
        rgba[at] = Math.round(r / a);
        rgba[at + 1] = Math.round(g / a);
        rgba[at + 2] = Math.round(b / a);
      }
      rgba[at + 3] = Math.round((255 * a) / (n * n));
    }
  }
  return encodePng(size, rgba);
}

const ICONS = [
  ['icon-192.png', 192, { inset: 0.06, rounded: true }],
  ['icon-512.png', 512, { inset: 0.06, rounded: true }],
  // The safe zone is a circle of 40% radius: the piece and its grid stay inside.
  ['icon-maskable-512.png', 512, { inset: 0.16, rounded: false }],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT, { recursive: true });
  for (const [name, size, options] of ICONS) writeFileSync(OUT + name, draw(size, options));
}

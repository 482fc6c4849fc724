// Writes public/icon/{16,32,48,128}.png: a blue rounded square with three text lines, the shortest last
// ("the page, reduced to its text"). Plain zlib + CRC, so the icons need no image library.
// Run: node tools/icons/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../../public/icon/', import.meta.url));
const BLUE = [26, 95, 180];
const WHITE = [255, 255, 255];
/** Text lines in unit coordinates: [x0, x1, y], stroke half-height LINE. */
const LINES = [[0.22, 0.78, 0.33], [0.22, 0.78, 0.5], [0.22, 0.58, 0.67]];
const LINE = 0.055;
const RADIUS = 0.2;

/** Coverage in [0,1] from a signed distance (in pixels): 1 inside, 0 outside, linear over one pixel. */
const cover = (distance) => Math.min(1, Math.max(0, 0.5 - distance));

function roundedSquare(x, y) {
  const qx = Math.abs(x - 0.5) - (0.5 - RADIUS);
  const qy = Math.abs(y - 0.5) - (0.5 - RADIUS);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - RADIUS;
}

function capsule(x, y, [x0, x1, cy]) {
  const px = Math.min(Math.max(x, x0), x1);
  return Math.hypot(x - px, y - cy) - LINE;
}

function pixel(size, i, j) {
  const x = (i + 0.5) / size;
  const y = (j + 0.5) / size;
  const bg = cover(roundedSquare(x, y) * size);
  const fg = Math.max(...LINES.map((line) => cover(capsule(x, y, line) * size)));
  const rgb = BLUE.map((c, k) => Math.round(c + (WHITE[k] - c) * fg));
  return [...rgb, Math.round(255 * bg)];
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let j = 0; j < size; j += 1) {
    raw[j * (size * 4 + 1)] = 0; // filter: none
    for (let i = 0; i < size; i += 1) Buffer.from(pixel(size, i, j)).copy(raw, j * (size * 4 + 1) + 1 + i * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(OUT, { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`${OUT}${size}.png`, png(size));
console.log(`icons written to ${OUT}`);

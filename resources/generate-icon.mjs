// Draws the app icon (resources/icon.svg, icon.png at 512x512 and icon-192.png) from one geometry:
// rock strata folded into an anticline, the oil-bearing layer trapped under the cap rock, and a well.
// Run with `node resources/generate-icon.mjs`; no dependencies beyond Node.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const MARGIN = 0.03;
const RADIUS = 0.2;
const WELL_X = 0.56;

const BACKGROUND = '#10263f';
// Top boundary of each layer, as a base depth lifted by the anticline; the colours read from the top down.
const LAYERS = [
  { base: 0.4, lift: 0.1, color: '#7a6650' }, // overburden
  { base: 0.52, lift: 0.13, color: '#4b4039' }, // cap rock
  { base: 0.6, lift: 0.15, color: '#e3a942' }, // reservoir sand with oil
  { base: 0.72, lift: 0.15, color: '#3f82bd' }, // water-bearing sand
  { base: 0.84, lift: 0.12, color: '#26364a' }, // basement
];
const WELL_COLOR = '#f4f1ea';

const boundary = (layer, x) => layer.base - layer.lift * Math.exp(-(((x - WELL_X) / 0.3) ** 2));
const surface = boundary(LAYERS[0], WELL_X);
const reservoirTop = boundary(LAYERS[2], WELL_X);
const APEX = surface - 0.2;
const LEG = 0.075;

// The derrick (two legs, two braces) standing on the surface, and the well string down into the oil.
const STROKES = [
  { x1: WELL_X, y1: APEX, x2: WELL_X - LEG, y2: surface, width: 0.022 },
  { x1: WELL_X, y1: APEX, x2: WELL_X + LEG, y2: surface, width: 0.022 },
  { x1: WELL_X - LEG * 0.6, y1: APEX + 0.12, x2: WELL_X + LEG * 0.6, y2: APEX + 0.12, width: 0.016 },
  { x1: WELL_X - LEG * 0.3, y1: APEX + 0.06, x2: WELL_X + LEG * 0.3, y2: APEX + 0.06, width: 0.016 },
  { x1: WELL_X, y1: APEX, x2: WELL_X, y2: reservoirTop + 0.035, width: 0.02 },
];

function hex(color) {
  return [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
}

function insideRoundedSquare(x, y) {
  const lo = MARGIN + RADIUS;
  const hi = 1 - MARGIN - RADIUS;
  const dx = Math.max(lo - x, 0, x - hi);
  const dy = Math.max(lo - y, 0, y - hi);
  return dx * dx + dy * dy <= RADIUS * RADIUS && x >= MARGIN && x <= 1 - MARGIN && y >= MARGIN && y <= 1 - MARGIN;
}

function distanceToSegment(x, y, { x1, y1, x2, y2 }) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function inWell(x, y) {
  return STROKES.some((stroke) => distanceToSegment(x, y, stroke) <= stroke.width / 2);
}

/** The colour at a point of the unit square, or undefined outside the icon. */
function colorAt(x, y) {
  if (!insideRoundedSquare(x, y)) return undefined;
  if (inWell(x, y)) return WELL_COLOR;
  let color = BACKGROUND;
  for (const layer of LAYERS) if (y >= boundary(layer, x)) color = layer.color;
  return color;
}

function renderPng(SIZE) {
  const samples = 4;
  const stride = SIZE * 4 + 1;
  const raw = Buffer.alloc(stride * SIZE);
  for (let py = 0; py < SIZE; py++) {
    raw[py * stride] = 0; // filter: none
    for (let px = 0; px < SIZE; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const color = colorAt((px + (sx + 0.5) / samples) / SIZE, (py + (sy + 0.5) / samples) / SIZE);
          if (!color) continue;
          const [r, g, b] = hex(color);
          sum[0] += r;
          sum[1] += g;
          sum[2] += b;
          sum[3] += 1;
        }
      }
      const offset = py * stride + 1 + px * 4;
      const covered = sum[3];
      raw[offset] = covered ? Math.round(sum[0] / covered) : 0;
      raw[offset + 1] = covered ? Math.round(sum[1] / covered) : 0;
      raw[offset + 2] = covered ? Math.round(sum[2] / covered) : 0;
      raw[offset + 3] = Math.round((covered / (samples * samples)) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function renderSvg() {
  const px = (v) => Number((v * SIZE).toFixed(1));
  const steps = 48;
  const layerPaths = LAYERS.map((layer) => {
    const points = Array.from({ length: steps + 1 }, (_, i) => {
      const x = i / steps;
      return `${px(x)},${px(boundary(layer, x))}`;
    });
    return `  <path fill="${layer.color}" d="M${points.join(' L')} L${SIZE},${SIZE} L0,${SIZE} Z"/>`;
  });
  const strokes = STROKES.map(
    ({ x1, y1, x2, y2, width }) => `  <line x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" stroke-width="${px(width)}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '  <title>Reservoir Simulation Directory</title>',
    '  <defs>',
    `    <clipPath id="tile"><rect x="${px(MARGIN)}" y="${px(MARGIN)}" width="${px(1 - 2 * MARGIN)}" height="${px(1 - 2 * MARGIN)}" rx="${px(RADIUS)}"/></clipPath>`,
    '  </defs>',
    '  <g clip-path="url(#tile)">',
    `  <rect width="${SIZE}" height="${SIZE}" fill="${BACKGROUND}"/>`,
    ...layerPaths,
    `  <g stroke="${WELL_COLOR}" stroke-linecap="round">`,
    ...strokes,
    '  </g>',
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}

const here = new URL('.', import.meta.url);
writeFileSync(new URL('icon.svg', here), renderSvg());
writeFileSync(new URL('icon.png', here), renderPng(SIZE));
// The web app manifest asks for a 192 px icon beside the 512 px one.
writeFileSync(new URL('icon-192.png', here), renderPng(192));

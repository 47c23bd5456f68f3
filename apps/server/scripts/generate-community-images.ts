/**
 * Renders the community demo images (album photos, talk pictures, friend-link avatars) from SVG to
 * WebP with sharp. Nothing is downloaded; everything is drawn in code from a seeded PRNG, so running
 * it again gives the same pictures. No text in the SVGs (librsvg's fonts differ between machines).
 *
 *   node --import tsx apps/server/scripts/generate-community-images.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom, textSeed } from '../src/lib/seeded-random';

const OUT_DIR = path.resolve(import.meta.dirname, '../demo/community/images');

type Rng = () => number;
const rngFor = (key: string): Rng => seededRandom(textSeed(key));
const range = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const r1 = (n: number) => Math.round(n * 10) / 10;

const W = 960;
const H = 640;

/** A ridge line across the picture, as a closed path down to the bottom edge. */
function ridge(rng: Rng, base: number, height: number, roughness: number): string {
  const points: string[] = [];
  let y = base - range(rng, 0, height);
  for (let x = 0; x <= W; x += 24) {
    y += range(rng, -roughness, roughness);
    y = Math.max(base - height, Math.min(base, y));
    points.push(`${x},${r1(y)}`);
  }
  return `M0,${H} L${points.join(' L')} L${W},${H} Z`;
}

interface Palette {
  sky: [string, string, string];
  sun: string;
  hills: string[];
  water?: string;
  stars?: boolean;
}

const LANDSCAPES: Record<string, Palette> = {
  'landscape-dawn': {
    sky: ['#fbd3a4', '#f6a88a', '#7d8fc5'],
    sun: '#fff2c6',
    hills: ['#8b7fb0', '#5f5a8f', '#3b3a66'],
  },
  'landscape-noon': {
    sky: ['#bfe6ff', '#8cc8f2', '#4f9ad8'],
    sun: '#fffbe8',
    hills: ['#8fc79a', '#5fa06f', '#3d7a50'],
    water: '#5aa3d6',
  },
  'landscape-dusk': {
    sky: ['#ffb37a', '#e9677a', '#5b3a78'],
    sun: '#ffe08a',
    hills: ['#8f4f74', '#5f3560', '#351f43'],
  },
  'landscape-night': {
    sky: ['#1c2a4a', '#14203a', '#0a1020'],
    sun: '#f4f1d0',
    hills: ['#223350', '#18253c', '#0e1626'],
    stars: true,
  },
  'landscape-mist': {
    sky: ['#e8eef0', '#cfdbe0', '#aebfc8'],
    sun: '#ffffff',
    hills: ['#a7b7bf', '#8399a4', '#5f7682'],
    water: '#b9c9cf',
  },
  'landscape-autumn': {
    sky: ['#fde7c4', '#f5c28e', '#e58f65'],
    sun: '#fff4d6',
    hills: ['#d98c4a', '#b5623a', '#7a3d2a'],
  },
  'landscape-lake': {
    sky: ['#d6f0f5', '#9fd3e3', '#5aa9c8'],
    sun: '#fffdf2',
    hills: ['#6fa8a0', '#4b857f', '#2f5f5c'],
    water: '#4d96b8',
  },
  'landscape-snow': {
    sky: ['#eef4fb', '#c9d9ee', '#94acd3'],
    sun: '#ffffff',
    hills: ['#f4f7fb', '#cfd9e6', '#9fb1c9'],
  },
};

function landscape(name: string, palette: Palette): string {
  const rng = rngFor(name);
  const [top, middle, bottom] = palette.sky;
  const sunX = r1(range(rng, 180, W - 180));
  const sunY = r1(range(rng, 120, 260));
  const stars = palette.stars
    ? Array.from({ length: 90 }, () => {
        const x = r1(range(rng, 0, W));
        const y = r1(range(rng, 0, H * 0.55));
        return `<circle cx="${x}" cy="${y}" r="${r1(range(rng, 0.6, 1.8))}" fill="#fff" opacity="${r1(range(rng, 0.3, 0.9))}"/>`;
      }).join('')
    : '';
  const horizon = palette.water ? H * 0.74 : H;
  const hills = palette.hills
    .map((color, i) => {
      const base = horizon - (palette.hills.length - 1 - i) * 70;
      return `<path d="${ridge(rng, base, 230 - i * 45, 22 - i * 4)}" fill="${color}"/>`;
    })
    .join('');
  const water = palette.water
    ? `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${palette.water}"/>` +
      Array.from({ length: 14 }, () => {
        const y = r1(range(rng, horizon + 8, H - 6));
        const x = r1(range(rng, 0, W - 200));
        return `<rect x="${x}" y="${y}" width="${r1(range(rng, 60, 220))}" height="2" rx="1" fill="#fff" opacity="0.35"/>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/>
      </linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <circle cx="${sunX}" cy="${sunY}" r="150" fill="url(#glow)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${palette.stars ? 34 : 46}" fill="${palette.sun}"/>
    ${hills}${water}
  </svg>`;
}

/** City lights at night: a skyline of lit windows under out-of-focus bokeh. */
function city(name: string, hue: number): string {
  const rng = rngFor(name);
  let buildings = '';
  let x = -10;
  while (x < W) {
    const width = range(rng, 50, 120);
    const height = range(rng, 140, 380);
    const y = H - height;
    buildings += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" fill="hsl(${hue},30%,${r1(range(rng, 9, 16))}%)"/>`;
    for (let wy = y + 12; wy < H - 12; wy += 18) {
      for (let wx = x + 8; wx < x + width - 12; wx += 14) {
        if (rng() < 0.42) {
          buildings += `<rect x="${r1(wx)}" y="${r1(wy)}" width="6" height="9" fill="hsl(${r1(range(rng, 35, 55))},90%,${r1(range(rng, 60, 80))}%)" opacity="${r1(range(rng, 0.5, 1))}"/>`;
        }
      }
    }
    x += width + range(rng, 2, 14);
  }
  const bokeh = Array.from({ length: 26 }, () => {
    const h = (hue + range(rng, -60, 60) + 360) % 360;
    return `<circle cx="${r1(range(rng, 0, W))}" cy="${r1(range(rng, 0, H * 0.7))}" r="${r1(range(rng, 14, 60))}" fill="hsl(${r1(h)},80%,65%)" opacity="${r1(range(rng, 0.12, 0.35))}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,10%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,28%)"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${buildings}<g>${bokeh}</g>
  </svg>`;
}

/** A code editor seen from afar: coloured token bars on a dark or light theme. */
function editor(name: string, dark: boolean): string {
  const rng = rngFor(name);
  const tokens = dark
    ? ['#c678dd', '#61afef', '#98c379', '#e5c07b', '#e06c75', '#56b6c2', '#abb2bf']
    : ['#a626a4', '#4078f2', '#50a14f', '#c18401', '#e45649', '#0184bc', '#383a42'];
  let lines = '';
  let indent = 0;
  for (let row = 0; row < 24; row++) {
    const y = 70 + row * 22;
    lines += `<rect x="28" y="${y}" width="18" height="8" rx="2" fill="${dark ? '#4b5263' : '#b0b4bc'}"/>`;
    if (rng() < 0.12) continue;
    indent = Math.max(0, Math.min(4, indent + (rng() < 0.3 ? 1 : rng() < 0.3 ? -1 : 0)));
    let x = 70 + indent * 28;
    const words = Math.floor(range(rng, 1, 6));
    for (let i = 0; i < words && x < W - 80; i++) {
      const width = range(rng, 24, 110);
      lines += `<rect x="${r1(x)}" y="${y}" width="${r1(width)}" height="9" rx="3" fill="${tokens[Math.floor(rng() * tokens.length)]}"/>`;
      x += width + 10;
    }
  }
  const background = dark ? '#282c34' : '#fafafa';
  const bar = dark ? '#21252b' : '#e9e9eb';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="${background}"/>
    <rect width="${W}" height="44" fill="${bar}"/>
    <circle cx="26" cy="22" r="7" fill="#ff5f56"/><circle cx="48" cy="22" r="7" fill="#ffbd2e"/><circle cx="70" cy="22" r="7" fill="#27c93f"/>
    ${lines}
  </svg>`;
}

/** A symmetric 5×5 identicon on a soft background: a friend link's avatar. */
function identicon(name: string): string {
  const rng = rngFor(name);
  const hue = Math.floor(range(rng, 0, 360));
  let cells = '';
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (rng() < 0.5) continue;
      for (const c of col === 2 ? [2] : [col, 4 - col]) {
        cells += `<rect x="${14 + c * 20}" y="${14 + row * 20}" width="20" height="20" fill="hsl(${hue},60%,50%)"/>`;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">
    <rect width="128" height="128" fill="hsl(${hue},60%,94%)"/>${cells}
  </svg>`;
}

async function write(name: string, svg: string, quality = 74): Promise<void> {
  await sharp(Buffer.from(svg))
    .webp({ quality })
    .toFile(path.join(OUT_DIR, `${name}.webp`));
}

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, palette] of Object.entries(LANDSCAPES)) await write(name, landscape(name, palette));
for (const [index, hue] of [220, 260, 300, 200, 330, 180].entries())
  await write(`city-${index + 1}`, city(`city-${index + 1}`, hue));
await write('editor-dark', editor('editor-dark', true));
await write('editor-light', editor('editor-light', false));
await write('editor-night', editor('editor-night', true));
for (const name of ['link-1', 'link-2', 'link-3', 'link-4', 'link-5']) await write(name, identicon(name), 90);
console.log(`wrote community images to ${OUT_DIR}`);

/**
 * Renders every demo image (article covers, in-article diagrams, page-header banners, avatar and
 * decorative QR codes) from SVG to WebP with sharp. Nothing is downloaded; everything is drawn in code
 * from a seeded PRNG, so running it again gives the same pictures.
 *
 *   node --import tsx apps/server/scripts/generate-demo-images.ts
 *
 * The SVGs contain no text on purpose: librsvg's font lookup differs between machines.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom, textSeed } from '../src/lib/seeded-random';

const DEMO_DIR = path.resolve(import.meta.dirname, '../demo');
const OUT_DIR = path.join(DEMO_DIR, 'images');
const ARTICLES_DIR = path.join(DEMO_DIR, 'articles');

// ---------------------------------------------------------------------------------------------------
// Randomness and colour helpers
// ---------------------------------------------------------------------------------------------------

type Rng = () => number;

const rngFor = (key: string): Rng => seededRandom(textSeed(key));
const range = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const int = (rng: Rng, min: number, max: number) => Math.floor(range(rng, min, max + 1));
function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length] as T;
}
const r1 = (n: number) => Math.round(n * 10) / 10;

type Rgb = [number, number, number];
function hexToRgb(hex: string): Rgb {
  const v = parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function rgbToHex([r, g, b]: Rgb): string {
  const c = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Linear blend of two colours, t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
/** amount > 0 lightens towards white, < 0 darkens towards black. */
const shade = (hex: string, amount: number) =>
  amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
/** Colour at position t along a list of evenly spaced colours. */
function ramp(colors: readonly string[], t: number): string {
  const x = Math.max(0, Math.min(0.9999, t)) * (colors.length - 1);
  const i = Math.floor(x);
  return mix(colors[i] as string, colors[i + 1] ?? (colors[i] as string), x - i);
}

// ---------------------------------------------------------------------------------------------------
// A tiny SVG builder
// ---------------------------------------------------------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private next = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix = 'd'): string {
    return `${prefix}${this.next++}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient in bounding-box units; returns `url(#id)`. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient at an angle (degrees, 0 = left to right). */
  angled(stops: Stop[], degrees: number): string {
    const a = (degrees * Math.PI) / 180;
    const dx = Math.cos(a) / 2;
    const dy = Math.sin(a) / 2;
    return this.linear(stops, r1(0.5 - dx), r1(0.5 - dy), r1(0.5 + dx), r1(0.5 + dy));
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A round halo of `color`, `opacity` at its centre and fading to nothing at radius `r`. */
  glow(cx: number, cy: number, r: number, color: string, opacity: number): string {
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${this.radial([
      [0, color, opacity],
      [1, color, 0],
    ])}"/>`;
  }

  blur(std: number): string {
    const id = this.id('f');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A soft drop shadow filter for cards and shapes. */
  shadow(dy = 6, std = 8, opacity = 0.18): string {
    const id = this.id('s');
    this.defs.push(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${std}" flood-color="#0b1020" flood-opacity="${opacity}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Fine film grain: adds texture so big gradients do not band. */
  grain(opacity: number, frequency = 0.9): void {
    const id = this.id('n');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1"/><feComponentTransfer><feFuncR type="linear" slope="3" intercept="-1"/><feFuncG type="linear" slope="3" intercept="-1"/><feFuncB type="linear" slope="3" intercept="-1"/></feComponentTransfer></filter>`,
    );
    this.add(
      `<rect width="${this.w}" height="${this.h}" filter="url(#${id})" opacity="${opacity}" style="mix-blend-mode:overlay"/>`,
    );
  }

  raw(def: string): void {
    this.defs.push(def);
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  rect(fill: string, extra = ''): void {
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${fill}" ${extra}/>`);
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

type Point = [number, number];

/** Catmull-Rom spline through the points, as cubic Bézier path commands (without the leading M). */
function smoothThrough(points: Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i] as Point;
    const p0 = points[i - 1] ?? p1;
    const p2 = points[i + 1] as Point;
    const p3 = points[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return d;
}

/** A filled band under a smooth curve, closed along the bottom edge. */
function areaUnder(points: Point[], w: number, h: number): string {
  const first = points[0] as Point;
  return `M0,${h} L${r1(first[0])},${r1(first[1])} ${smoothThrough(points)} L${w},${h} Z`;
}

function wavePoints(rng: Rng, w: number, baseY: number, amp: number, waves: number, n = 24): Point[] {
  const phase = range(rng, 0, Math.PI * 2);
  const phase2 = range(rng, 0, Math.PI * 2);
  const k2 = range(rng, 1.7, 2.9);
  const pts: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y =
      baseY +
      amp * Math.sin(t * waves * Math.PI * 2 + phase) +
      amp * 0.35 * Math.sin(t * waves * k2 * Math.PI * 2 + phase2);
    pts.push([t * w, y]);
  }
  return pts;
}

interface Peak {
  x: number;
  y: number;
  /** Half of the mountain's base width per pixel of height. */
  spread: number;
}

/** Peaks spread evenly (with jitter) across slightly more than the width. */
function mountainPeaks(
  rng: Rng,
  w: number,
  baseY: number,
  count: number,
  minH: number,
  maxH: number,
): Peak[] {
  const list: Peak[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + range(rng, 0.2, 0.8)) / count) * w * 1.2 - w * 0.1;
    list.push({ x, y: baseY - range(rng, minH, maxH), spread: range(rng, 1.3, 2.2) });
  }
  return list;
}

/**
 * Flat-illustration mountains: each peak is split into four facets, lit from the left, with an
 * optional snow cap. Taller peaks are drawn first so smaller ones sit in front of them.
 */
function drawPeaks(
  svg: Svg,
  rng: Rng,
  list: Peak[],
  bottom: number,
  base: string,
  light: number,
  snow: string | null,
): void {
  const parts: string[] = [];
  for (const pk of [...list].sort((a, b) => a.y - b.y)) {
    const height = bottom - pk.y;
    const half = height * pk.spread * 0.5;
    const top: Point = [pk.x, pk.y];
    const left: Point = [pk.x - half, bottom];
    const right: Point = [pk.x + half, bottom];
    const split: Point = [pk.x + range(rng, -0.25, 0.25) * half, bottom];
    const mid: Point = [pk.x + range(rng, -0.18, 0.18) * half, pk.y + height * range(rng, 0.35, 0.55)];
    const tone = range(rng, -0.03, 0.03);
    const faces: [Point[], number][] = [
      [[top, left, mid], light + tone],
      [[left, split, mid], light * 0.55 + tone],
      [[top, mid, right], -light * 0.7 + tone],
      [[mid, split, right], -light * 0.35 + tone],
    ];
    for (const [pts, amount] of faces) {
      const c = shade(base, amount);
      parts.push(
        `<polygon points="${polygon(pts)}" fill="${c}" stroke="${c}" stroke-width="0.6" stroke-linejoin="round"/>`,
      );
    }
    if (snow && height > 0) {
      const depth = height * range(rng, 0.14, 0.2);
      const at = (from: Point, to: Point, d: number): Point => {
        const f = d / (to[1] - from[1]);
        return [from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f];
      };
      const cl = at(top, left, depth);
      const cm = at(top, mid, depth * 1.1);
      const cr = at(top, right, depth * 0.9);
      const zig = (a: Point, b: Point): Point[] => [
        [a[0] + (b[0] - a[0]) * 0.33, a[1] + depth * 0.22],
        [a[0] + (b[0] - a[0]) * 0.66, a[1] - depth * 0.1],
      ];
      parts.push(
        `<polygon points="${polygon([top, cl, ...zig(cl, cm), cm])}" fill="${snow}" opacity="0.92"/>`,
        `<polygon points="${polygon([top, cm, ...zig(cm, cr), cr])}" fill="${mix(snow, base, 0.3)}" opacity="0.92"/>`,
      );
    }
  }
  svg.add(`<g>${parts.join('')}</g>`);
}

function polygon(points: Point[]): string {
  return points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
}

function stars(svg: Svg, rng: Rng, count: number, maxY: number, color = '#ffffff'): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = range(rng, 0, svg.w);
    const y = Math.pow(rng(), 1.4) * maxY;
    const r = rng() < 0.92 ? range(rng, 0.5, 1.4) : range(rng, 1.5, 2.3);
    const o = r1(range(rng, 0.25, 0.95) * (1 - (y / maxY) * 0.6));
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${color}" opacity="${o}"/>`);
  }
  svg.add(`<g>${parts.join('')}</g>`);
}

/** A handful of bright four-pointed sparkles with a soft glow. */
function sparkles(svg: Svg, rng: Rng, count: number, maxY: number): void {
  const glow = svg.blur(3);
  for (let i = 0; i < count; i++) {
    const x = range(rng, 20, svg.w - 20);
    const y = range(rng, 10, maxY);
    const s = range(rng, 5, 11);
    const path = `M${r1(x)},${r1(y - s)} Q${r1(x)},${r1(y)} ${r1(x + s)},${r1(y)} Q${r1(x)},${r1(y)} ${r1(x)},${r1(y + s)} Q${r1(x)},${r1(y)} ${r1(x - s)},${r1(y)} Q${r1(x)},${r1(y)} ${r1(x)},${r1(y - s)} Z`;
    svg.add(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.6)}" fill="#ffffff" opacity="0.5" filter="${glow}"/>`,
      `<path d="${path}" fill="#ffffff" opacity="0.9"/>`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Covers: palettes and motifs
// ---------------------------------------------------------------------------------------------------

interface Palette {
  bg: [string, string, string];
  acc: [string, string, string, string];
}

const PALETTES: Palette[] = [
  { bg: ['#0b1d3a', '#123e6b', '#1f7a8c'], acc: ['#4fd1c5', '#63b3ed', '#b794f4', '#f6e05e'] },
  { bg: ['#2d1b4e', '#8e3b6e', '#f27059'], acc: ['#f3c677', '#ff8c61', '#ffd6a5', '#7b2cbf'] },
  { bg: ['#0f2a1d', '#1f5135', '#3a7d44'], acc: ['#9bc53d', '#e8d36b', '#5fb49c', '#c7f9cc'] },
  { bg: ['#ffd1dc', '#cdb4db', '#a2d2ff'], acc: ['#ff8fab', '#7b8cde', '#ffafcc', '#9b5de5'] },
  { bg: ['#1a103d', '#3c1a78', '#6a2c91'], acc: ['#f72585', '#4cc9f0', '#b5179e', '#ffd166'] },
  { bg: ['#fbe3d6', '#f6c9b4', '#eab69f'], acc: ['#e07a5f', '#81b29a', '#3d405b', '#f2cc8f'] },
  { bg: ['#dff7f2', '#b8f2e6', '#aed9e0'], acc: ['#5e6472', '#ffa69e', '#2ec4b6', '#ff9f1c'] },
  { bg: ['#1b1b1e', '#3d1f1f', '#7a2e1f'], acc: ['#ff6b35', '#f7c59f', '#efa00b', '#ff3d3d'] },
  { bg: ['#2e3440', '#3b4252', '#4c566a'], acc: ['#88c0d0', '#81a1c1', '#a3be8c', '#ebcb8b'] },
  { bg: ['#03045e', '#0077b6', '#00b4d8'], acc: ['#90e0ef', '#caf0f8', '#48cae4', '#ffb703'] },
  { bg: ['#22223b', '#4a4e69', '#9a8c98'], acc: ['#c9ada7', '#f2e9e4', '#e5989b', '#b5838d'] },
  { bg: ['#fff3b0', '#ffd166', '#f4a261'], acc: ['#e76f51', '#2a9d8f', '#264653', '#e9c46a'] },
  { bg: ['#10002b', '#240046', '#5a189a'], acc: ['#ff9e00', '#ff6d00', '#e0aaff', '#c77dff'] },
  { bg: ['#0d1b2a', '#1b263b', '#415a77'], acc: ['#e0e1dd', '#778da9', '#ef476f', '#06d6a0'] },
];

type Motif = (svg: Svg, rng: Rng, p: Palette) => void;

/** Soft, blurred colour blobs with a few glassy rings. */
const blobs: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const light = luminance(p.bg[1]) > 0.5;
  const base = light ? p.bg : ([shade(p.bg[0], -0.25), shade(p.bg[1], -0.15), p.bg[2]] as const);
  svg.rect(
    svg.angled(
      [
        [0, base[0]],
        [0.55, base[1]],
        [1, base[2]],
      ],
      range(rng, 20, 70),
    ),
  );
  // Large soft colour fields, one per accent, spread over the four quadrants.
  const soft = svg.blur(range(rng, 60, 80));
  p.acc.forEach((c, i) => {
    const qx = (i % 2) * 0.5 + range(rng, 0, 0.5);
    const qy = Math.floor(i / 2) * 0.5 + range(rng, 0, 0.5);
    svg.add(
      `<circle cx="${r1(qx * w)}" cy="${r1(qy * h)}" r="${r1(range(rng, 150, 260))}" fill="${c}" opacity="${r1(range(rng, 0.55, 0.8))}" filter="${soft}"/>`,
    );
  });
  const line = light ? p.acc[2] : '#ffffff';
  for (let i = 0; i < 3; i++) {
    const r = range(rng, 60, 200);
    svg.add(
      `<circle cx="${r1(range(rng, 0.1, 0.9) * w)}" cy="${r1(range(rng, 0.1, 0.9) * h)}" r="${r1(r)}" fill="${line}" fill-opacity="0.05" stroke="${line}" stroke-opacity="0.3" stroke-width="${r1(range(rng, 1.5, 3))}"/>`,
    );
  }
  // A frosted-glass card with a few bars, like a tiny UI mock-up.
  const glass = svg.linear(
    [
      [0, '#ffffff', 0.32],
      [1, '#ffffff', 0.06],
    ],
    0,
    0,
    1,
    1,
  );
  const cw = range(rng, 360, 440);
  const ch = range(rng, 210, 250);
  const gx = range(rng, 0.22, 0.78) * w - cw / 2;
  const gy = range(rng, 0.42, 0.58) * h - ch / 2;
  const ink = light ? shade(p.acc[2], -0.2) : '#ffffff';
  svg.add(
    `<g transform="rotate(${r1(range(rng, -8, 8))} ${r1(gx + cw / 2)} ${r1(gy + ch / 2)})" filter="${svg.shadow(14, 18, 0.18)}">`,
    `<rect x="${r1(gx)}" y="${r1(gy)}" width="${r1(cw)}" height="${r1(ch)}" rx="26" fill="${glass}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"/>`,
    `<circle cx="${r1(gx + 52)}" cy="${r1(gy + 54)}" r="24" fill="${p.acc[0]}" opacity="0.9"/>`,
    `<rect x="${r1(gx + 92)}" y="${r1(gy + 40)}" width="${r1(cw * 0.42)}" height="12" rx="6" fill="${ink}" opacity="0.7"/>`,
    `<rect x="${r1(gx + 92)}" y="${r1(gy + 62)}" width="${r1(cw * 0.26)}" height="10" rx="5" fill="${ink}" opacity="0.4"/>`,
    `<rect x="${r1(gx + 28)}" y="${r1(gy + 108)}" width="${r1(cw - 56)}" height="10" rx="5" fill="${ink}" opacity="0.35"/>`,
    `<rect x="${r1(gx + 28)}" y="${r1(gy + 130)}" width="${r1((cw - 56) * 0.8)}" height="10" rx="5" fill="${ink}" opacity="0.35"/>`,
    `<rect x="${r1(gx + 28)}" y="${r1(gy + ch - 58)}" width="96" height="32" rx="16" fill="${p.acc[1]}" opacity="0.9"/>`,
    `</g>`,
  );
  const dots: string[] = [];
  for (let i = 0; i < 40; i++) {
    dots.push(
      `<circle cx="${r1(range(rng, 0, w))}" cy="${r1(range(rng, 0, h))}" r="${r1(range(rng, 1, 3.5))}" fill="${line}" opacity="${r1(range(rng, 0.2, 0.6))}"/>`,
    );
  }
  svg.add(`<g>${dots.join('')}</g>`);
};

/** Layered ocean-like waves under a glowing sun. */
const waves: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const sky = [p.bg[0], p.bg[1], p.bg[2]];
  svg.rect(
    svg.linear([
      [0, sky[0] as string],
      [0.6, sky[1] as string],
      [1, sky[2] as string],
    ]),
  );
  const sx = range(rng, 0.2, 0.8) * w;
  const sy = range(rng, 0.22, 0.4) * h;
  const sun = p.acc[3];
  svg.add(
    svg.glow(r1(sx), r1(sy), 220, sun, 0.55),
    `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(range(rng, 60, 90))}" fill="${svg.linear([
      [0, shade(sun, 0.35)],
      [1, sun],
    ])}"/>`,
  );
  if (luminance(p.bg[0]) < 0.4) stars(svg, rng, 70, h * 0.45);
  const layers = int(rng, 5, 6);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = h * (0.45 + t * 0.45);
    const c = ramp([p.acc[1], p.acc[0], p.acc[2], p.bg[0]], t);
    const top = shade(c, 0.15);
    const bottom = shade(c, -0.35);
    svg.add(
      `<path d="${areaUnder(wavePoints(rng, w, base, range(rng, 14, 34), range(rng, 1.2, 2.6)), w, h)}" fill="${svg.linear(
        [
          [0, top, 0.95],
          [1, bottom, 1],
        ],
      )}"/>`,
    );
  }
};

/** Low-poly mountain ranges under a sky with a sun or moon. */
const mountains: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const darkSky = luminance(p.bg[1]) < 0.45;
  svg.rect(
    svg.linear([
      [0, p.bg[0]],
      [0.65, p.bg[1]],
      [1, p.bg[2]],
    ]),
  );
  if (darkSky) stars(svg, rng, 140, h * 0.6);
  const sx = range(rng, 0.15, 0.85) * w;
  const sy = range(rng, 0.14, 0.28) * h;
  const orb = p.acc[3];
  svg.add(
    svg.glow(r1(sx), r1(sy), 200, orb, 0.45),
    `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(range(rng, 40, 62))}" fill="${shade(orb, 0.25)}"/>`,
  );
  const ranges = 3;
  const near = shade(p.bg[0], luminance(p.bg[0]) > 0.5 ? -0.55 : -0.35);
  const far = mix(p.bg[2], near, 0.25);
  for (let k = 0; k < ranges; k++) {
    const t = k / (ranges - 1);
    const base = mix(far, near, t);
    const list = mountainPeaks(
      rng,
      w,
      h * (0.55 + t * 0.2),
      int(rng, 4, 6) + k,
      h * (0.12 + t * 0.02),
      h * (0.3 - t * 0.08),
    );
    drawPeaks(svg, rng, list, h, base, 0.16 - t * 0.04, k === 0 ? '#ffffff' : null);
    svg.add(
      `<rect y="${r1(h * (0.45 + t * 0.2))}" width="${w}" height="${r1(h * (0.55 - t * 0.2))}" fill="${svg.linear(
        [
          [0, p.bg[2], 0],
          [1, p.bg[2], 0.3 - t * 0.15],
        ],
      )}"/>`,
    );
  }
};

/** Glowing circuit traces over a fine grid. */
const circuit: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const bg0 = luminance(p.bg[0]) > 0.5 ? shade(p.acc[2], -0.8) : shade(p.bg[0], -0.2);
  const bg1 = luminance(p.bg[1]) > 0.5 ? shade(p.acc[2], -0.6) : p.bg[1];
  svg.rect(
    svg.angled(
      [
        [0, bg0],
        [1, bg1],
      ],
      range(rng, 20, 160),
    ),
  );
  svg.add(svg.glow(r1(range(rng, 0.3, 0.7) * w), r1(range(rng, 0.3, 0.7) * h), 460, p.acc[0], 0.35));
  const step = 30;
  const gridId = svg.id('p');
  svg.raw(
    `<pattern id="${gridId}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step},0 L0,0 0,${step}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1"/></pattern>`,
  );
  svg.rect(`url(#${gridId})`);
  const cols = Math.floor(w / step);
  const rows = Math.floor(h / step);
  const used = new Set<string>();
  const dirs: Point[] = [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ];
  const lines: string[] = [];
  const nodes: string[] = [];
  for (let n = 0; n < 46; n++) {
    let x = int(rng, 1, cols - 1);
    let y = int(rng, 1, rows - 1);
    if (used.has(`${x},${y}`)) continue;
    let d = int(rng, 0, 7);
    const pts: Point[] = [[x, y]];
    used.add(`${x},${y}`);
    const len = int(rng, 5, 18);
    for (let s = 0; s < len; s++) {
      if (rng() < 0.25) d = (d + (rng() < 0.5 ? 1 : 7)) % 8;
      const [dx, dy] = dirs[d] as Point;
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 1 || ny < 1 || nx >= cols || ny >= rows || used.has(`${nx},${ny}`)) break;
      x = nx;
      y = ny;
      used.add(`${x},${y}`);
      pts.push([x, y]);
    }
    if (pts.length < 3) continue;
    const color = pick(rng, [p.acc[0], p.acc[1], p.acc[0], p.acc[3]]);
    const px = pts.map(([a, b]) => [a * step, b * step] as Point);
    lines.push(
      `<polyline points="${polygon(px)}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
    const [ex, ey] = px[px.length - 1] as Point;
    const [bx, by] = px[0] as Point;
    nodes.push(
      `<circle cx="${ex}" cy="${ey}" r="5.5" fill="${bg0}" stroke="${color}" stroke-width="2.5"/>`,
      `<circle cx="${bx}" cy="${by}" r="3.5" fill="${color}"/>`,
    );
  }
  const glow = svg.blur(6);
  svg.add(
    `<g filter="${glow}" opacity="0.9">${lines.join('')}</g>`,
    `<g>${lines.join('')}</g>`,
    `<g>${nodes.join('')}</g>`,
  );
  // A couple of chips with pins.
  for (let c = 0; c < 2; c++) {
    const cw = int(rng, 4, 6) * step;
    const ch = int(rng, 3, 4) * step;
    const halfCols = Math.floor(cols / 2);
    const cx = (c * halfCols + int(rng, 2, halfCols - 8)) * step;
    const cy = int(rng, 2, rows - 6) * step;
    const pins: string[] = [];
    for (let i = step / 2; i < cw; i += step / 2) {
      pins.push(
        `<rect x="${cx + i - 3}" y="${cy - 10}" width="6" height="10" rx="1.5" fill="${p.acc[1]}" opacity="0.8"/>`,
      );
      pins.push(
        `<rect x="${cx + i - 3}" y="${cy + ch}" width="6" height="10" rx="1.5" fill="${p.acc[1]}" opacity="0.8"/>`,
      );
    }
    svg.add(
      pins.join(''),
      `<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="10" fill="${shade(bg0, 0.08)}" stroke="${p.acc[1]}" stroke-width="2"/>`,
      `<rect x="${cx + 14}" y="${cy + 14}" width="${cw - 28}" height="${ch - 28}" rx="6" fill="${svg.linear(
        [
          [0, p.acc[0], 0.35],
          [1, p.acc[2], 0.15],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
  }
};

/** Playful Memphis-style geometry with soft shadows. */
const memphis: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const light = luminance(p.bg[0]) > 0.5;
  const bgA = light ? p.bg[0] : shade(p.bg[2], 0.75);
  const bgB = light ? p.bg[1] : shade(p.acc[1], 0.7);
  svg.rect(
    svg.angled(
      [
        [0, bgA],
        [1, bgB],
      ],
      range(rng, 0, 90),
    ),
  );
  const dotId = svg.id('p');
  const ink = light ? p.acc[2] : p.bg[0];
  svg.raw(
    `<pattern id="${dotId}" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.4" fill="${ink}" opacity="0.35"/></pattern>`,
  );
  const sh = svg.shadow(10, 12, 0.16);
  const colors = [p.acc[0], p.acc[1], p.acc[3], p.acc[2]];
  // Big circle bleeding off an edge.
  const bx = pick(rng, [0.08, 0.92]) * w;
  svg.add(
    `<circle cx="${r1(bx)}" cy="${r1(range(rng, 0.2, 0.8) * h)}" r="${r1(range(rng, 200, 280))}" fill="${svg.linear(
      [
        [0, colors[0] as string],
        [1, shade(colors[0] as string, -0.15)],
      ],
    )}" filter="${sh}"/>`,
  );
  svg.add(
    `<rect x="${r1(range(rng, 0.35, 0.6) * w)}" y="${r1(range(rng, 0.05, 0.2) * h)}" width="260" height="200" fill="url(#${dotId})"/>`,
  );
  // Rounded rectangles.
  for (let i = 0; i < 2; i++) {
    const x = range(rng, 0.25, 0.75) * w;
    const y = range(rng, 0.3, 0.75) * h;
    const rw = range(rng, 160, 300);
    const rh = range(rng, 90, 150);
    svg.add(
      `<rect x="${r1(x - rw / 2)}" y="${r1(y - rh / 2)}" width="${r1(rw)}" height="${r1(rh)}" rx="${r1(rh / 2)}" fill="${colors[i + 1]}" filter="${sh}" transform="rotate(${r1(range(rng, -35, 35))} ${r1(x)} ${r1(y)})"/>`,
    );
  }
  // Triangle outline.
  const tx = range(rng, 0.15, 0.85) * w;
  const ty = range(rng, 0.2, 0.8) * h;
  const ts = range(rng, 70, 110);
  const tr = range(rng, 0, 120);
  svg.add(
    `<polygon points="${polygon([
      [tx, ty - ts],
      [tx + ts * 0.87, ty + ts / 2],
      [tx - ts * 0.87, ty + ts / 2],
    ])}" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="round" transform="rotate(${r1(tr)} ${r1(tx)} ${r1(ty)})"/>`,
  );
  // Zigzags.
  for (let z = 0; z < 2; z++) {
    const zx = range(rng, 0.05, 0.7) * w;
    const zy = range(rng, 0.1, 0.9) * h;
    const pts: Point[] = [];
    for (let i = 0; i < 8; i++) pts.push([zx + i * 26, zy + (i % 2 ? 22 : 0)]);
    svg.add(
      `<polyline points="${polygon(pts)}" fill="none" stroke="${pick(rng, colors)}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" transform="rotate(${r1(range(rng, -30, 30))} ${r1(zx)} ${r1(zy)})"/>`,
    );
  }
  // Half circle and small pluses and rings.
  const hx = range(rng, 0.2, 0.8) * w;
  const hy = range(rng, 0.2, 0.8) * h;
  svg.add(
    `<path d="M${r1(hx - 70)},${r1(hy)} A70,70 0 0 1 ${r1(hx + 70)},${r1(hy)} Z" fill="${colors[3]}" filter="${sh}" transform="rotate(${r1(range(rng, 0, 360))} ${r1(hx)} ${r1(hy)})"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const x = range(rng, 30, w - 30);
    const y = range(rng, 30, h - 30);
    const c = pick(rng, colors);
    if (i % 3 === 0) {
      svg.add(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(range(rng, 12, 22))}" fill="none" stroke="${c}" stroke-width="6"/>`,
      );
    } else {
      svg.add(
        `<path d="M${r1(x - 12)},${r1(y)} H${r1(x + 12)} M${r1(x)},${r1(y - 12)} V${r1(y + 12)}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
      );
    }
  }
};

/** A full-bleed low-poly triangle mesh shaded across the palette. */
const lowpoly: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const cols = 13;
  const rows = 8;
  const pts: Point[][] = [];
  for (let j = 0; j <= rows; j++) {
    const row: Point[] = [];
    for (let i = 0; i <= cols; i++) {
      const jx = i === 0 || i === cols ? 0 : range(rng, -0.38, 0.38);
      const jy = j === 0 || j === rows ? 0 : range(rng, -0.38, 0.38);
      row.push([((i + jx) / cols) * w, ((j + jy) / rows) * h]);
    }
    pts.push(row);
  }
  const angle = range(rng, 0, Math.PI);
  const colorsA = [p.bg[0], p.bg[1], p.acc[1], p.acc[0]];
  const at = (i: number, j: number) => (pts[j] as Point[])[i] as Point;
  const tris: string[] = [];
  const hl = range(rng, 0.25, 0.75);
  const face = (a: Point, b: Point, c: Point) => {
    const cx = (a[0] + b[0] + c[0]) / 3 / w;
    const cy = (a[1] + b[1] + c[1]) / 3 / h;
    const t = (cx - 0.5) * Math.cos(angle) + (cy - 0.5) * Math.sin(angle) + 0.5;
    let col = ramp(colorsA, t);
    const glowD = Math.hypot(cx - hl, cy - 0.4);
    col = mix(col, p.acc[3], Math.max(0, 0.35 - glowD) * 0.9);
    col = shade(col, range(rng, -0.07, 0.07));
    tris.push(`<polygon points="${polygon([a, b, c])}" fill="${col}" stroke="${col}" stroke-width="0.8"/>`);
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const a = at(i, j);
      const b = at(i + 1, j);
      const c = at(i + 1, j + 1);
      const d = at(i, j + 1);
      if (rng() < 0.5) {
        face(a, b, c);
        face(a, c, d);
      } else {
        face(a, b, d);
        face(b, c, d);
      }
    }
  }
  svg.add(`<g>${tris.join('')}</g>`);
  svg.rect(
    svg.radial(
      [
        [0, '#ffffff', 0],
        [1, '#000000', 0.28],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
};

/** Planets on tilted orbits in deep space. */
const orbit: Motif = (svg, rng, p) => {
  const { w, h } = svg;
  const deep = luminance(p.bg[0]) > 0.5 ? shade(p.acc[2], -0.82) : shade(p.bg[0], -0.3);
  svg.rect(
    svg.radial(
      [
        [0, shade(p.bg[1], luminance(p.bg[1]) > 0.5 ? -0.45 : 0)],
        [1, deep],
      ],
      0.5,
      0.5,
      0.8,
    ),
  );
  const neb = svg.blur(70);
  for (let i = 0; i < 3; i++) {
    svg.add(
      `<ellipse cx="${r1(range(rng, 0, w))}" cy="${r1(range(rng, 0, h))}" rx="${r1(range(rng, 200, 380))}" ry="${r1(range(rng, 90, 180))}" fill="${pick(rng, p.acc)}" opacity="0.32" filter="${neb}"/>`,
    );
  }
  stars(svg, rng, 200, h);
  const cx = range(rng, 0.35, 0.65) * w;
  const cy = range(rng, 0.4, 0.6) * h;
  const tilt = range(rng, -25, -8);
  const rings: string[] = [];
  const planets: string[] = [];
  for (let i = 0; i < 4; i++) {
    const rx = 170 + i * 115;
    const ry = rx * 0.36;
    rings.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${rx}" ry="${r1(ry)}" fill="none" stroke="#ffffff" stroke-opacity="${r1(0.32 - i * 0.05)}" stroke-width="1.5"${i % 2 ? ' stroke-dasharray="6 8"' : ''}/>`,
    );
    const a = range(rng, 0, Math.PI * 2);
    const px = cx + rx * Math.cos(a);
    const py = cy + ry * Math.sin(a);
    const pr = range(rng, 10, 26);
    const col = p.acc[i % 4] as string;
    planets.push(
      `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(pr)}" fill="${svg.radial(
        [
          [0, shade(col, 0.45)],
          [0.6, col],
          [1, shade(col, -0.45)],
        ],
        0.35,
        0.35,
        0.75,
      )}"/>`,
    );
  }
  svg.add(`<g transform="rotate(${r1(tilt)} ${r1(cx)} ${r1(cy)})">${rings.join('')}${planets.join('')}</g>`);
  const core = p.acc[3];
  svg.add(
    svg.glow(r1(cx), r1(cy), 200, core, 0.55),
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="82" fill="${svg.radial(
      [
        [0, shade(core, 0.6)],
        [0.55, core],
        [1, shade(core, -0.5)],
      ],
      0.38,
      0.35,
      0.8,
    )}"/>`,
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="140" ry="26" fill="none" stroke="${shade(core, 0.4)}" stroke-width="7" stroke-opacity="0.75" transform="rotate(${r1(tilt)} ${r1(cx)} ${r1(cy)})"/>`,
  );
};

/** Film grain per motif: flat motifs get more texture, busy ones less (keeps covers around 20–60 KB). */
const GRAIN: Record<string, number> = {
  blobs: 0.13,
  waves: 0.16,
  mountains: 0.23,
  circuit: 0.15,
  memphis: 0.2,
  lowpoly: 0.08,
  orbit: 0.13,
};

const MOTIFS: [string, Motif][] = [
  ['blobs', blobs],
  ['waves', waves],
  ['mountains', mountains],
  ['circuit', circuit],
  ['memphis', memphis],
  ['lowpoly', lowpoly],
  ['orbit', orbit],
];

interface CoverPlan {
  motif: number;
  palette: number;
}

/**
 * Chooses a motif and palette for every slug from the slug's own seed. When a choice would repeat a
 * palette or overuse a motif, the same seeded generator rolls again, so the set stays varied while
 * each slug keeps a stable picture.
 */
function planCovers(slugs: string[]): Map<string, CoverPlan> {
  const plans = new Map<string, CoverPlan>();
  const motifUse = new Map<number, number>();
  const paletteUse = new Set<number>();
  for (const slug of slugs) {
    const rng = rngFor(`cover:${slug}`);
    let plan: CoverPlan = { motif: 0, palette: 0 };
    for (let attempt = 0; attempt < 200; attempt++) {
      plan = { motif: int(rng, 0, MOTIFS.length - 1), palette: int(rng, 0, PALETTES.length - 1) };
      const fewest = Math.min(...MOTIFS.map((_, i) => motifUse.get(i) ?? 0));
      const motifFull = (motifUse.get(plan.motif) ?? 0) > fewest;
      const paletteTaken = paletteUse.has(plan.palette) && paletteUse.size < PALETTES.length;
      if (!motifFull && !paletteTaken) break;
    }
    motifUse.set(plan.motif, (motifUse.get(plan.motif) ?? 0) + 1);
    paletteUse.add(plan.palette);
    plans.set(slug, plan);
  }
  return plans;
}

function cover(slug: string, plan: CoverPlan): { svg: string; motif: string } {
  const rng = rngFor(`cover-art:${slug}`);
  const [name, motif] = MOTIFS[plan.motif] as [string, Motif];
  const svg = new Svg(1200, 675);
  motif(svg, rng, PALETTES[plan.palette] as Palette);
  svg.grain(GRAIN[name] ?? 0.14);
  return { svg: svg.toString(), motif: name };
}

// ---------------------------------------------------------------------------------------------------
// Page-header banners (1920 × 640)
// ---------------------------------------------------------------------------------------------------

interface HeaderStyle {
  sky: [string, string, string];
  layers: [string, string];
  glow: string;
  scene: 'hills' | 'waves' | 'peaks' | 'aurora' | 'city' | 'bokeh' | 'dunes';
}

const HEADERS: Record<string, HeaderStyle> = {
  Archives: {
    sky: ['#0f1b3d', '#2a3f7a', '#7c6fb0'],
    layers: ['#3b3f78', '#0b1026'],
    glow: '#f7b2d9',
    scene: 'peaks',
  },
  ArticleList: {
    sky: ['#0d2137', '#1f4e79', '#4f8fbf'],
    layers: ['#23527a', '#07172a'],
    glow: '#9fd8ff',
    scene: 'waves',
  },
  Front: {
    sky: ['#1a1442', '#44307a', '#8f5fb5'],
    layers: ['#513a86', '#150f30'],
    glow: '#ffa8e0',
    scene: 'city',
  },
  Back: {
    sky: ['#0c1f24', '#1d4b4f', '#3f8a84'],
    layers: ['#1f5652', '#06171a'],
    glow: '#8ff0d2',
    scene: 'city',
  },
  SiteList: {
    sky: ['#131a33', '#2b3a6b', '#5466a8'],
    layers: ['#2e3c6e', '#0a0f24'],
    glow: '#b6c4ff',
    scene: 'bokeh',
  },
  LinkList: {
    sky: ['#2a1531', '#6a2c58', '#c0607a'],
    layers: ['#5c2850', '#1b0a1f'],
    glow: '#ffc49b',
    scene: 'hills',
  },
  Category: {
    sky: ['#10213a', '#2a4d6e', '#6a8fa8'],
    layers: ['#2b4f6b', '#09182a'],
    glow: '#ffe3a3',
    scene: 'peaks',
  },
  Tag: {
    sky: ['#1c1030', '#4b2466', '#a1467e'],
    layers: ['#4a2466', '#140a22'],
    glow: '#ffb38a',
    scene: 'dunes',
  },
  PhotoAlbum: {
    sky: ['#0e1f2b', '#27506a', '#d48a6a'],
    layers: ['#2b4c5e', '#0a1720'],
    glow: '#ffd3a1',
    scene: 'hills',
  },
  Photos: {
    sky: ['#161d2f', '#3a3f6a', '#b06a7a'],
    layers: ['#3d3a66', '#100f22'],
    glow: '#ffc6a8',
    scene: 'peaks',
  },
  Talk: {
    sky: ['#08212b', '#135a66', '#3aa39a'],
    layers: ['#12535c', '#04161c'],
    glow: '#c8ffe9',
    scene: 'aurora',
  },
  MessageList: {
    sky: ['#150f2e', '#33246b', '#6b4fb8'],
    layers: ['#332a6b', '#0c0822'],
    glow: '#b8f0ff',
    scene: 'aurora',
  },
  PublishMessage: {
    sky: ['#1f1530', '#4a2f5e', '#9b6b8f'],
    layers: ['#4a2f5e', '#150c20'],
    glow: '#ffd6e8',
    scene: 'bokeh',
  },
  MessageDetail: {
    sky: ['#101a2c', '#2c3e63', '#7b86b5'],
    layers: ['#2c3e63', '#090f1d'],
    glow: '#dbe4ff',
    scene: 'waves',
  },
  UserCenter: {
    sky: ['#1b1a2e', '#3d3567', '#c27c7c'],
    layers: ['#3f3a6a', '#111022'],
    glow: '#ffcf9e',
    scene: 'dunes',
  },
};

/** Interpolated height of a curve (points sorted by x) at x. */
function heightAt(points: Point[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i] as Point;
    const [x1, y1] = points[i + 1] as Point;
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return (points[points.length - 1] as Point)[1];
}

/** A three-tier pine tree standing on (x, baseY). */
function pine(x: number, baseY: number, height: number, color: string): string {
  const width = height * 0.46;
  const tiers: string[] = [];
  for (let k = 0; k < 3; k++) {
    const top = baseY - height + k * height * 0.24;
    const bottom = top + height * 0.42;
    const tw = width * (0.5 + k * 0.25);
    tiers.push(
      `<polygon points="${polygon([
        [x, top],
        [x + tw / 2, bottom],
        [x - tw / 2, bottom],
      ])}"/>`,
    );
  }
  return `<g fill="${color}">${tiers.join('')}<rect x="${r1(x - height * 0.035)}" y="${r1(baseY - height * 0.16)}" width="${r1(height * 0.07)}" height="${r1(height * 0.18)}"/></g>`;
}

/** Home: a starry night with a milky way, snowy peaks, a pine forest and a small lit cabin. */
function homeHeader(): string {
  const rng = rngFor('header:Home');
  const svg = new Svg(1920, 640);
  const { w, h } = svg;
  svg.rect(
    svg.linear([
      [0, '#050a22'],
      [0.3, '#101748'],
      [0.55, '#2c2466'],
      [0.72, '#6a3f7f'],
      [0.84, '#d0707a'],
      [1, '#ffb47e'],
    ]),
  );
  // Milky way: a tilted band of soft colour and dense faint stars.
  const tilt = -14;
  const band = svg.blur(55);
  svg.add(
    `<g transform="rotate(${tilt} ${w / 2} ${h / 2})"><ellipse cx="${w * 0.5}" cy="${h * 0.3}" rx="${w * 0.62}" ry="80" fill="#7f6bff" opacity="0.25" filter="${band}"/><ellipse cx="${w * 0.46}" cy="${h * 0.3}" rx="${w * 0.42}" ry="36" fill="#ffd9f2" opacity="0.2" filter="${band}"/><ellipse cx="${w * 0.62}" cy="${h * 0.33}" rx="${w * 0.18}" ry="26" fill="#9fe8ff" opacity="0.16" filter="${band}"/></g>`,
  );
  const dust: string[] = [];
  const a = (tilt * Math.PI) / 180;
  for (let i = 0; i < 700; i++) {
    const x0 = range(rng, -0.05, 1.05) * w;
    const y0 = h * 0.3 + (rng() + rng() + rng() - 1.5) * 75;
    const x = w / 2 + (x0 - w / 2) * Math.cos(a) - (y0 - h / 2) * Math.sin(a);
    const y = h / 2 + (x0 - w / 2) * Math.sin(a) + (y0 - h / 2) * Math.cos(a);
    dust.push(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(range(rng, 0.4, 1.1))}" fill="#ffffff" opacity="${r1(range(rng, 0.2, 0.75))}"/>`,
    );
  }
  svg.add(`<g>${dust.join('')}</g>`);
  stars(svg, rng, 380, h * 0.7);
  sparkles(svg, rng, 10, h * 0.42);
  // Crescent moon with a halo.
  const mx = w * 0.83;
  const my = h * 0.2;
  const moonMask = svg.id('m');
  svg.raw(
    `<mask id="${moonMask}"><circle cx="${mx}" cy="${my}" r="44" fill="#fff"/><circle cx="${mx + 19}" cy="${my - 11}" r="40" fill="#000"/></mask>`,
  );
  svg.add(
    svg.glow(mx, my, 190, '#fff1c7', 0.32),
    `<circle cx="${mx}" cy="${my}" r="44" fill="#fff4d6" mask="url(#${moonMask})"/>`,
  );
  // Two shooting stars.
  const trail = svg.linear(
    [
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.95],
    ],
    0,
    0,
    1,
    0,
  );
  svg.add(
    `<path d="M${w * 0.16},${h * 0.08} l210,72" stroke="${trail}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M${w * 0.62},${h * 0.05} l120,40" stroke="${trail}" stroke-width="1.6" stroke-linecap="round"/>`,
  );
  // Warm glow on the horizon.
  svg.add(
    `<ellipse cx="${w * 0.4}" cy="${h * 0.86}" rx="${w * 0.5}" ry="170" fill="#ff9f6e" opacity="0.4" filter="${svg.blur(60)}"/>`,
  );
  // Snowy peaks lit by the moon.
  drawPeaks(svg, rng, mountainPeaks(rng, w, h * 0.68, 7, h * 0.2, h * 0.42), h, '#433370', 0.15, '#efe4ff');
  svg.add(
    `<rect y="${h * 0.4}" width="${w}" height="${h * 0.6}" fill="${svg.linear([
      [0, '#f0a07e', 0],
      [1, '#f0a07e', 0.2],
    ])}"/>`,
  );
  drawPeaks(svg, rng, mountainPeaks(rng, w, h * 0.8, 11, h * 0.06, h * 0.2), h, '#2f2458', 0.12, null);
  svg.add(
    `<rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="${svg.linear([
      [0, '#f0a07e', 0],
      [1, '#f0a07e', 0.32],
    ])}"/>`,
  );
  // A darker rolling ridge.
  const mid = wavePoints(rng, w, h * 0.8, 26, 2.2, 40);
  svg.add(
    `<path d="${areaUnder(mid, w, h)}" fill="${svg.linear([
      [0, '#2a1f52'],
      [1, '#1b1438'],
    ])}"/>`,
  );
  svg.add(
    `<g opacity="0.9">${Array.from({ length: 60 }, () => {
      const x = range(rng, 0, w);
      return pine(x, heightAt(mid, x) + 6, range(rng, 22, 40), '#1e1640');
    }).join('')}</g>`,
  );
  // Foreground hill with a forest and a little cabin.
  const near = wavePoints(rng, w, h * 0.93, 18, 1.3, 40);
  svg.add(`<path d="${areaUnder(near, w, h)}" fill="#0c0820"/>`);
  const cabinX = w * 0.24;
  const cabinY = heightAt(near, cabinX) + 4;
  const trees: string[] = [];
  for (let i = 0; i < 80; i++) {
    const x = range(rng, 0, w);
    if (Math.abs(x - cabinX) < 70) continue;
    trees.push(pine(x, heightAt(near, x) + 8, range(rng, 40, 95), '#0a061a'));
  }
  svg.add(`<g>${trees.join('')}</g>`);
  svg.add(
    svg.glow(cabinX, cabinY - 20, 70, '#ffc46b', 0.45),
    `<polygon points="${polygon([
      [cabinX - 40, cabinY - 34],
      [cabinX, cabinY - 66],
      [cabinX + 40, cabinY - 34],
    ])}" fill="#0a061a"/>`,
    `<rect x="${cabinX - 32}" y="${cabinY - 36}" width="64" height="40" fill="#0a061a"/>`,
    `<rect x="${cabinX + 16}" y="${cabinY - 70}" width="9" height="22" fill="#0a061a"/>`,
    `<rect x="${cabinX - 20}" y="${cabinY - 26}" width="14" height="13" rx="2" fill="#ffcf7a"/>`,
    `<rect x="${cabinX + 6}" y="${cabinY - 26}" width="14" height="13" rx="2" fill="#ffcf7a"/>`,
  );
  // Fireflies.
  const glow = svg.blur(2.5);
  for (let i = 0; i < 26; i++) {
    const x = range(rng, 0, w);
    const y = heightAt(near, x) - range(rng, 10, 90);
    svg.add(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(range(rng, 2, 3.4))}" fill="#ffe08a" opacity="${r1(range(rng, 0.5, 0.95))}" filter="${glow}"/>`,
    );
  }
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear([
      [0, '#000000', 0.28],
      [0.3, '#000000', 0],
      [1, '#000000', 0],
    ])}"/>`,
  );
  svg.grain(0.1);
  return svg.toString();
}

function pageHeader(name: string, style: HeaderStyle): string {
  const rng = rngFor(`header:${name}`);
  const svg = new Svg(1920, 640);
  const { w, h } = svg;
  const [s0, s1, s2] = style.sky;
  const [l0, l1] = style.layers;
  svg.rect(
    svg.linear([
      [0, s0],
      [0.6, s1],
      [1, s2],
    ]),
  );
  stars(svg, rng, 260, h * 0.65);
  if (style.scene !== 'bokeh') sparkles(svg, rng, 5, h * 0.35);
  // A moon or a low sun, always behind the landscape.
  const ox = range(rng, 0.2, 0.8) * w;
  const oy =
    style.scene === 'aurora' || style.scene === 'city'
      ? h * range(rng, 0.15, 0.25)
      : h * range(rng, 0.3, 0.45);
  const orb = mix(style.glow, '#ffffff', 0.35);
  svg.add(
    svg.glow(r1(ox), r1(oy), 200, style.glow, 0.4),
    `<circle cx="${r1(ox)}" cy="${r1(oy)}" r="${r1(range(rng, 34, 52))}" fill="${orb}" opacity="0.92"/>`,
  );
  svg.add(
    `<ellipse cx="${r1(ox)}" cy="${h * 0.8}" rx="${w * 0.4}" ry="170" fill="${style.glow}" opacity="0.26" filter="${svg.blur(60)}"/>`,
  );
  const layer = (t: number) => mix(mix(s2, l0, 0.55), l1, t);

  switch (style.scene) {
    case 'hills':
    case 'dunes': {
      const n = 5;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const base = h * (0.56 + t * 0.32);
        const pts = wavePoints(
          rng,
          w,
          base,
          range(rng, 22, 46),
          style.scene === 'dunes' ? range(rng, 0.7, 1.2) : range(rng, 1, 2),
        );
        const c = layer(t);
        const fill =
          style.scene === 'dunes'
            ? svg.angled(
                [
                  [0, shade(c, 0.14)],
                  [0.5, c],
                  [1, shade(c, -0.25)],
                ],
                0,
              )
            : svg.linear([
                [0, shade(c, 0.1)],
                [1, shade(c, -0.2)],
              ]);
        svg.add(`<path d="${areaUnder(pts, w, h)}" fill="${fill}"/>`);
        if (style.scene === 'hills' && i >= 2) {
          const trees: string[] = [];
          for (let k = 0; k < 14 + i * 6; k++) {
            const x = range(rng, 0, w);
            trees.push(pine(x, heightAt(pts, x) + 6, range(rng, 16, 30) * (1 + t), shade(c, -0.12)));
          }
          svg.add(`<g>${trees.join('')}</g>`);
        }
      }
      break;
    }
    case 'waves': {
      const n = 6;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const base = h * (0.55 + t * 0.36);
        const c = layer(t);
        const pts = wavePoints(rng, w, base, range(rng, 10, 20), range(rng, 2.5, 4.5), 48);
        svg.add(
          `<path d="${areaUnder(pts, w, h)}" fill="${svg.linear([
            [0, shade(c, 0.16)],
            [1, shade(c, -0.25)],
          ])}"/>`,
          `<path d="M${polygon(pts.slice(0, 1))} ${smoothThrough(pts)}" fill="none" stroke="#ffffff" stroke-opacity="${r1(0.1 + t * 0.08)}" stroke-width="2"/>`,
        );
      }
      // The moon's reflection: short glints that widen towards the viewer.
      const glints: string[] = [];
      for (let y = h * 0.58; y < h - 6; y += range(rng, 7, 12)) {
        const f = (y - h * 0.58) / (h * 0.42);
        const gw = range(rng, 20, 60) * (1 + f * 2.5);
        const gx = ox + range(rng, -20, 20) * (1 + f * 2);
        glints.push(
          `<rect x="${r1(gx - gw / 2)}" y="${r1(y)}" width="${r1(gw)}" height="2.4" rx="1.2" fill="${orb}" opacity="${r1(range(rng, 0.25, 0.6) * (1 - f * 0.5))}"/>`,
        );
      }
      svg.add(`<g>${glints.join('')}</g>`);
      break;
    }
    case 'peaks': {
      const n = 3;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        drawPeaks(
          svg,
          rng,
          mountainPeaks(
            rng,
            w,
            h * (0.72 + t * 0.14),
            8 + i * 2,
            h * (0.1 + t * 0.02),
            h * (0.36 - t * 0.14),
          ),
          h,
          layer(t),
          0.12,
          i === 0 ? mix('#ffffff', style.glow, 0.25) : null,
        );
        svg.add(
          `<rect y="${h * 0.4}" width="${w}" height="${h * 0.6}" fill="${svg.linear([
            [0, s2, 0],
            [1, s2, 0.22 - t * 0.1],
          ])}"/>`,
        );
      }
      break;
    }
    case 'aurora': {
      const soft = svg.blur(26);
      for (let i = 0; i < 3; i++) {
        const pts = wavePoints(
          rng,
          w,
          h * range(rng, 0.2, 0.38),
          range(rng, 30, 60),
          range(rng, 0.8, 1.6),
          20,
        );
        const c = i === 1 ? style.glow : mix(style.glow, '#7cf7c4', 0.5);
        svg.add(
          `<path d="M${polygon(pts.slice(0, 1))} ${smoothThrough(pts)}" fill="none" stroke="${c}" stroke-width="${r1(range(rng, 40, 80))}" stroke-linecap="round" opacity="0.4" filter="${soft}"/>`,
        );
      }
      drawPeaks(svg, rng, mountainPeaks(rng, w, h * 0.8, 9, h * 0.12, h * 0.3), h, layer(0.2), 0.12, null);
      const pts = wavePoints(rng, w, h * 0.9, 14, 1.5, 40);
      const c = layer(1);
      svg.add(`<path d="${areaUnder(pts, w, h)}" fill="${c}"/>`);
      const trees: string[] = [];
      for (let k = 0; k < 60; k++) {
        const x = range(rng, 0, w);
        trees.push(pine(x, heightAt(pts, x) + 6, range(rng, 30, 70), c));
      }
      svg.add(`<g>${trees.join('')}</g>`);
      break;
    }
    case 'city': {
      for (let li = 0; li < 3; li++) {
        const t = li / 2;
        const c = layer(t);
        const parts: string[] = [];
        const windows: string[] = [];
        let x = -range(rng, 0, 40);
        while (x < w) {
          const bw = range(rng, 40, 110) * (1 + li * 0.25);
          const bh = range(rng, 0.12, 0.38) * h * (1 - li * 0.15) + li * 20;
          const top = h - bh;
          parts.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c}"/>`);
          if (rng() < 0.2) {
            parts.push(
              `<rect x="${r1(x + bw / 2 - 1.5)}" y="${r1(top - 26)}" width="3" height="26" fill="${c}"/><circle cx="${r1(x + bw / 2)}" cy="${r1(top - 27)}" r="3" fill="#ff6b6b"/>`,
            );
          }
          if (li === 2 && bh > 90) {
            for (let wy = top + 14; wy < h - 14; wy += 18) {
              for (let wx = x + 10; wx < x + bw - 14; wx += 16) {
                if (rng() < 0.22) {
                  windows.push(
                    `<rect x="${r1(wx)}" y="${r1(wy)}" width="6" height="8" fill="${style.glow}" opacity="${r1(range(rng, 0.35, 0.85))}"/>`,
                  );
                }
              }
            }
          }
          x += bw + range(rng, 0, 6);
        }
        svg.add(`<g>${parts.join('')}</g>`, `<g>${windows.join('')}</g>`);
        if (li < 2) svg.add(`<rect width="${w}" height="${h}" fill="${s2}" opacity="0.1"/>`);
      }
      break;
    }
    case 'bokeh': {
      const soft = svg.blur(7);
      for (let i = 0; i < 42; i++) {
        const r = range(rng, 14, 70);
        svg.add(
          `<circle cx="${r1(range(rng, 0, w))}" cy="${r1(range(rng, 0.1, 1) * h)}" r="${r1(r)}" fill="${pick(rng, [style.glow, mix(style.glow, s2, 0.5), '#ffffff'])}" opacity="${r1(range(rng, 0.08, 0.3))}" filter="${soft}"/>`,
        );
      }
      for (let i = 0; i < 2; i++) {
        const pts = wavePoints(rng, w, h * (0.82 + i * 0.08), 18, 1.4);
        const c = layer(0.5 + i * 0.5);
        svg.add(
          `<path d="${areaUnder(pts, w, h)}" fill="${svg.linear([
            [0, shade(c, 0.05)],
            [1, shade(c, -0.2)],
          ])}"/>`,
        );
      }
      break;
    }
  }
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear([
      [0, '#000000', 0.3],
      [0.35, '#000000', 0.05],
      [1, '#000000', 0.15],
    ])}"/>`,
  );
  svg.grain(0.1);
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------------
// In-article illustrations (1000 × 560): diagrams of boxes, arrows and shapes
// ---------------------------------------------------------------------------------------------------

const INK = '#334155';
const MUTED = '#94a3b8';
/** The diagrams' shared colours: one name each. */
const HUES = {
  blue: '#3b82f6',
  green: '#10b981',
  amber: '#f59e0b',
  purple: '#8b5cf6',
  teal: '#14b8a6',
  slate: '#475569',
} as const;

function diagramBase(seed: string): {
  svg: Svg;
  rng: Rng;
  card: (x: number, y: number, w: number, h: number, color: string, lines?: number) => void;
  arrow: string;
  arrowDashed: (c: string) => string;
} {
  const rng = rngFor(`content:${seed}`);
  const svg = new Svg(1000, 560);
  svg.rect(
    svg.linear(
      [
        [0, '#f8fafc'],
        [1, '#eef2f7'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const dotId = svg.id('p');
  svg.raw(
    `<pattern id="${dotId}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#cbd5e1"/></pattern>`,
  );
  svg.rect(`url(#${dotId})`);
  const sh = svg.shadow(6, 10, 0.12);
  const markers = new Map<string, string>();
  const marker = (color: string) => {
    const existing = markers.get(color);
    if (existing) return existing;
    const id = svg.id('a');
    svg.raw(
      `<marker id="${id}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`,
    );
    markers.set(color, `url(#${id})`);
    return `url(#${id})`;
  };
  /** A card with a coloured header strip and grey bars standing in for text. */
  const card = (x: number, y: number, w: number, h: number, color: string, lines = 2) => {
    const bars: string[] = [];
    for (let i = 0; i < lines; i++) {
      const bw = (w - 40) * range(rng, 0.45, 0.9);
      bars.push(
        `<rect x="${x + 20}" y="${y + 40 + i * 18}" width="${r1(bw)}" height="8" rx="4" fill="#cbd5e1"/>`,
      );
    }
    svg.add(
      `<g filter="${sh}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#ffffff"/></g>`,
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="none" stroke="${color}" stroke-opacity="0.35" stroke-width="1.5"/>`,
      `<path d="M${x},${y + 14} a14,14 0 0 1 14,-14 h${w - 28} a14,14 0 0 1 14,14 v10 h-${w} z" fill="${color}"/>`,
      `<circle cx="${x + 16}" cy="${y + 12}" r="3.5" fill="#ffffff" opacity="0.85"/>`,
      `<rect x="${x + 26}" y="${y + 9}" width="${r1(Math.min(90, w * 0.4))}" height="6" rx="3" fill="#ffffff" opacity="0.7"/>`,
      bars.join(''),
    );
  };
  return { svg, rng, card, arrow: marker(INK), arrowDashed: marker };
}

function diagramReactivity(): string {
  const { svg, card, arrowDashed } = diagramBase('reactivity');
  const { purple, blue, green, amber } = HUES;
  card(50, 200, 200, 140, purple, 3);
  // targetMap: nested WeakMap -> Map -> Set
  svg.add(
    `<rect x="340" y="90" width="320" height="380" rx="22" fill="${blue}" fill-opacity="0.06" stroke="${blue}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="8 6"/>`,
  );
  card(370, 120, 260, 90, blue, 2);
  card(390, 235, 220, 90, '#0ea5e9', 2);
  card(410, 350, 180, 90, '#06b6d4', 2);
  svg.add(
    `<path d="M500,212 V233" stroke="${blue}" stroke-width="2.5" marker-end="${arrowDashed(blue)}"/>`,
    `<path d="M500,327 V348" stroke="#0ea5e9" stroke-width="2.5" marker-end="${arrowDashed('#0ea5e9')}"/>`,
  );
  card(750, 200, 200, 140, green, 3);
  // track: object -> targetMap, trigger: targetMap -> effect
  svg.add(
    `<path d="M252,250 C300,250 300,165 366,165" fill="none" stroke="${purple}" stroke-width="3" marker-end="${arrowDashed(purple)}"/>`,
    `<path d="M594,395 C680,395 680,300 746,290" fill="none" stroke="${amber}" stroke-width="3" stroke-dasharray="9 7" marker-end="${arrowDashed(amber)}"/>`,
    `<path d="M850,198 C850,40 150,40 150,196" fill="none" stroke="${green}" stroke-width="3" marker-end="${arrowDashed(green)}"/>`,
    `<path d="M150,342 C150,520 850,520 850,342" fill="none" stroke="${amber}" stroke-width="3" stroke-dasharray="9 7" marker-end="${arrowDashed(amber)}"/>`,
  );
  // Small badges on the arrows: eye (read/track), lightning (write/trigger).
  const badge = (x: number, y: number, color: string, icon: string) =>
    svg.add(`<circle cx="${x}" cy="${y}" r="20" fill="${color}"/>`, icon);
  badge(
    500,
    55,
    green,
    `<ellipse cx="500" cy="55" rx="11" ry="7" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="500" cy="55" r="3" fill="#fff"/>`,
  );
  badge(500, 475, amber, `<path d="M503,463 L493,478 H500 L497,488 L508,472 H501 Z" fill="#fff"/>`);
  badge(
    300,
    205,
    purple,
    `<path d="M291,205 h18 M300,196 v18" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  );
  badge(690, 345, amber, `<path d="M693,333 L683,348 H690 L687,358 L698,342 H691 Z" fill="#fff"/>`);
  return svg.toString();
}

function diagramEventLoop(): string {
  const { svg, card } = diagramBase('event-loop');
  const colors = ['#6366f1', '#0ea5e9', '#94a3b8', '#10b981', '#f59e0b', '#ef4444'];
  const cx = 610;
  const cy = 280;
  const R = 190;
  svg.add(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="#cbd5e1" stroke-width="14"/>`);
  const arrowId = svg.id('a');
  svg.raw(
    `<marker id="${arrowId}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#64748b"/></marker>`,
  );
  for (let i = 0; i < 6; i++) {
    const a0 = -Math.PI / 2 + (i * Math.PI) / 3 + 0.3;
    const a1 = a0 + Math.PI / 3 - 0.6;
    const x0 = cx + R * Math.cos(a0);
    const y0 = cy + R * Math.sin(a0);
    const x1 = cx + R * Math.cos(a1);
    const y1 = cy + R * Math.sin(a1);
    svg.add(
      `<path d="M${r1(x0)},${r1(y0)} A${R},${R} 0 0 1 ${r1(x1)},${r1(y1)}" fill="none" stroke="#64748b" stroke-width="4" marker-end="url(#${arrowId})"/>`,
    );
  }
  const sh = svg.shadow(5, 8, 0.18);
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 3;
    const x = cx + R * Math.cos(a);
    const y = cy + R * Math.sin(a);
    const c = colors[i] as string;
    svg.add(
      `<g filter="${sh}"><rect x="${r1(x - 62)}" y="${r1(y - 30)}" width="124" height="60" rx="30" fill="${c}"/></g>`,
      `<rect x="${r1(x - 36)}" y="${r1(y - 4)}" width="72" height="8" rx="4" fill="#ffffff" opacity="0.8"/>`,
    );
  }
  // Microtask queue in the centre: small bubbles drained between phases.
  svg.add(
    `<circle cx="${cx}" cy="${cy}" r="86" fill="#ffffff" stroke="#f472b6" stroke-width="2.5" stroke-dasharray="6 6"/>`,
  );
  const bubbles: [number, number, string][] = [
    [-34, -22, '#f472b6'],
    [0, -30, '#ec4899'],
    [34, -22, '#f472b6'],
    [-20, 14, '#a855f7'],
    [20, 14, '#a855f7'],
  ];
  for (const [dx, dy, c] of bubbles)
    svg.add(`<circle cx="${cx + dx}" cy="${cy + dy}" r="15" fill="${c}" opacity="0.9"/>`);
  svg.add(`<rect x="${cx - 40}" y="${cy + 42}" width="80" height="8" rx="4" fill="#cbd5e1"/>`);
  // Call stack on the left.
  card(50, 80, 220, 400, '#334155', 0);
  const frames = ['#6366f1', '#8b5cf6', '#a855f7', '#d946ef'];
  frames.forEach((c, i) => {
    svg.add(
      `<rect x="75" y="${420 - i * 62}" width="170" height="48" rx="10" fill="${c}" opacity="0.9"/>`,
      `<rect x="95" y="${440 - i * 62}" width="90" height="8" rx="4" fill="#ffffff" opacity="0.75"/>`,
    );
  });
  svg.add(
    `<path d="M275,280 C330,280 340,280 390,280" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="8 6" marker-end="url(#${arrowId})"/>`,
  );
  return svg.toString();
}

function diagramHttpCache(): string {
  const { svg, card, arrowDashed } = diagramBase('http-cache');
  const { blue, amber, green, slate } = HUES;
  // Browser window.
  card(40, 150, 230, 260, blue, 0);
  svg.add(
    `<rect x="60" y="195" width="190" height="110" rx="8" fill="${blue}" fill-opacity="0.12"/>`,
    `<path d="M80,290 L120,245 L150,270 L185,225 L230,290 Z" fill="${blue}" fill-opacity="0.45"/>`,
    `<circle cx="215" cy="222" r="12" fill="${amber}"/>`,
    `<rect x="60" y="320" width="150" height="8" rx="4" fill="#cbd5e1"/><rect x="60" y="338" width="110" height="8" rx="4" fill="#cbd5e1"/><rect x="60" y="356" width="130" height="8" rx="4" fill="#cbd5e1"/>`,
  );
  // Cache (a database cylinder).
  const cx = 500;
  svg.add(
    `<path d="M420,200 v150 a80,24 0 0 0 160,0 v-150" fill="${svg.linear([
      [0, '#fde68a'],
      [1, amber],
    ])}" stroke="#d97706" stroke-width="2"/>`,
    `<ellipse cx="${cx}" cy="200" rx="80" ry="24" fill="#fef3c7" stroke="#d97706" stroke-width="2"/>`,
    `<path d="M420,250 a80,24 0 0 0 160,0 M420,300 a80,24 0 0 0 160,0" fill="none" stroke="#d97706" stroke-width="2" opacity="0.6"/>`,
  );
  // Server rack.
  for (let i = 0; i < 3; i++) {
    const y = 170 + i * 78;
    svg.add(
      `<rect x="760" y="${y}" width="200" height="64" rx="12" fill="${slate}"/>`,
      `<circle cx="790" cy="${y + 32}" r="7" fill="${green}"/><circle cx="814" cy="${y + 32}" r="7" fill="${i === 1 ? amber : green}"/>`,
      `<rect x="850" y="${y + 22}" width="90" height="6" rx="3" fill="#94a3b8"/><rect x="850" y="${y + 36}" width="70" height="6" rx="3" fill="#94a3b8"/>`,
    );
  }
  // Arrows: first request goes to the server, the cached copy answers later.
  svg.add(
    `<path d="M275,185 C400,100 640,100 755,185" fill="none" stroke="${blue}" stroke-width="3" marker-end="${arrowDashed(blue)}"/>`,
    `<path d="M755,420 C640,500 400,500 275,420" fill="none" stroke="${green}" stroke-width="3" marker-end="${arrowDashed(green)}"/>`,
    `<path d="M275,280 H410" fill="none" stroke="${amber}" stroke-width="3" stroke-dasharray="9 7" marker-end="${arrowDashed(amber)}"/>`,
    `<path d="M590,280 H750" fill="none" stroke="${MUTED}" stroke-width="3" stroke-dasharray="4 8" marker-end="${arrowDashed(MUTED)}"/>`,
  );
  // Badges: clock (freshness), check (304), tag (ETag).
  svg.add(
    `<circle cx="340" cy="280" r="22" fill="#ffffff" stroke="${amber}" stroke-width="3"/><path d="M340,266 V280 L350,288" fill="none" stroke="${amber}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="515" cy="478" r="22" fill="${green}"/><path d="M504,478 L512,486 L527,470" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<g transform="translate(515 118) rotate(-20)"><path d="M-26,-14 H14 L28,0 L14,14 H-26 Z" fill="${blue}"/><circle cx="12" cy="0" r="4" fill="#fff"/></g>`,
  );
  return svg.toString();
}

function diagramBTree(): string {
  const { svg } = diagramBase('btree');
  const sh = svg.shadow(4, 6, 0.15);
  const node = (x: number, y: number, keys: number, color: string, hot = -1) => {
    const kw = 46;
    const w = keys * kw + 16;
    const parts = [
      `<g filter="${sh}"><rect x="${x - w / 2}" y="${y}" width="${w}" height="52" rx="10" fill="#ffffff" stroke="${color}" stroke-width="2"/></g>`,
    ];
    for (let i = 0; i < keys; i++) {
      const kx = x - w / 2 + 8 + i * kw;
      parts.push(
        `<rect x="${kx + 3}" y="${y + 10}" width="${kw - 6}" height="32" rx="6" fill="${i === hot ? '#f97316' : color}" opacity="${i === hot ? 1 : 0.22}"/>`,
      );
    }
    svg.add(parts.join(''));
    return w;
  };
  const { blue, teal } = HUES;
  node(500, 40, 3, '#6366f1', 1);
  const mids = [210, 500, 790];
  mids.forEach((x, i) => node(x, 190, 3, blue, i === 1 ? 2 : -1));
  const leaves = [80, 220, 360, 500, 640, 780, 920];
  leaves.forEach((x, i) => node(x, 360, 2, teal, i === 4 ? 0 : -1));
  const line = (x1: number, y1: number, x2: number, y2: number, hot: boolean) =>
    svg.add(
      `<path d="M${x1},${y1} C${x1},${(y1 + y2) / 2} ${x2},${(y1 + y2) / 2} ${x2},${y2}" fill="none" stroke="${hot ? '#f97316' : '#94a3b8'}" stroke-width="${hot ? 4 : 2}"/>`,
    );
  line(440, 92, 210, 190, false);
  line(500, 92, 500, 190, true);
  line(560, 92, 790, 190, false);
  const leafParent = [0, 0, 1, 1, 1, 2, 2];
  leaves.forEach((x, i) => line(mids[leafParent[i] as number] as number, 242, x, 360, i === 4));
  // Leaf linked list.
  const arrowId = svg.id('a');
  svg.raw(
    `<marker id="${arrowId}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="${teal}"/></marker>`,
  );
  for (let i = 0; i < leaves.length - 1; i++) {
    const a = leaves[i] as number;
    const b = leaves[i + 1] as number;
    svg.add(
      `<path d="M${a + 45},386 H${b - 47}" stroke="${teal}" stroke-width="2.5" marker-end="url(#${arrowId})"/>`,
    );
  }
  // Rows on disk under the leaves.
  for (let i = 0; i < leaves.length; i++) {
    const x = leaves[i] as number;
    svg.add(`<path d="M${x},414 V456" stroke="#cbd5e1" stroke-width="2" stroke-dasharray="4 5"/>`);
    for (let k = 0; k < 3; k++) {
      svg.add(
        `<rect x="${x - 40}" y="${462 + k * 22}" width="80" height="16" rx="4" fill="${i === 4 && k === 0 ? '#fdba74' : '#e2e8f0'}"/>`,
      );
    }
  }
  return svg.toString();
}

function diagramGrid(): string {
  const { svg } = diagramBase('grid');
  const sh = svg.shadow(10, 16, 0.16);
  const x0 = 90;
  const y0 = 40;
  const W = 820;
  const H = 480;
  svg.add(
    `<g filter="${sh}"><rect x="${x0}" y="${y0}" width="${W}" height="${H}" rx="16" fill="#ffffff"/></g>`,
    `<path d="M${x0},${y0 + 16} a16,16 0 0 1 16,-16 h${W - 32} a16,16 0 0 1 16,16 v18 h-${W} z" fill="#e2e8f0"/>`,
    `<circle cx="${x0 + 20}" cy="${y0 + 17}" r="6" fill="#ef4444"/><circle cx="${x0 + 40}" cy="${y0 + 17}" r="6" fill="#f59e0b"/><circle cx="${x0 + 60}" cy="${y0 + 17}" r="6" fill="#10b981"/>`,
    `<rect x="${x0 + 90}" y="${y0 + 9}" width="360" height="16" rx="8" fill="#ffffff"/>`,
  );
  const gx = x0 + 24;
  const gy = y0 + 54;
  const gw = W - 48;
  const gap = 14;
  // grid-template: header / sidebar + main / footer
  const area = (x: number, y: number, w: number, h: number, color: string) =>
    svg.add(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${color}" fill-opacity="0.16" stroke="${color}" stroke-width="2"/>`,
    );
  area(gx, gy, gw, 56, '#6366f1');
  svg.add(
    `<rect x="${gx + 20}" y="${gy + 22}" width="120" height="12" rx="6" fill="#6366f1" opacity="0.6"/>`,
  );
  for (let i = 0; i < 4; i++)
    svg.add(
      `<rect x="${gx + gw - 320 + i * 75}" y="${gy + 24}" width="55" height="8" rx="4" fill="#6366f1" opacity="0.4"/>`,
    );
  const sideW = 190;
  const bodyY = gy + 56 + gap;
  const bodyH = 270;
  area(gx, bodyY, sideW, bodyH, '#10b981');
  for (let i = 0; i < 5; i++)
    svg.add(
      `<rect x="${gx + 18}" y="${bodyY + 22 + i * 30}" width="${r1(120 - (i % 2) * 30)}" height="10" rx="5" fill="#10b981" opacity="0.5"/>`,
    );
  const mainX = gx + sideW + gap;
  const mainW = gw - sideW - gap;
  area(mainX, bodyY, mainW, bodyH, '#f59e0b');
  // Card grid inside main: repeat(3, 1fr), 2 rows.
  const cw = (mainW - 24 - gap * 2) / 3;
  const ch = (bodyH - 24 - gap) / 2;
  const cardColors = ['#fb923c', '#f472b6', '#38bdf8', '#a78bfa', '#34d399', '#facc15'];
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 3; c++) {
      const x = mainX + 12 + c * (cw + gap);
      const y = bodyY + 12 + r * (ch + gap);
      svg.add(
        `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" rx="8" fill="#ffffff" stroke="#fde68a"/>`,
        `<rect x="${r1(x + 8)}" y="${r1(y + 8)}" width="${r1(cw - 16)}" height="${r1(ch * 0.5)}" rx="6" fill="${cardColors[r * 3 + c]}" opacity="0.75"/>`,
        `<rect x="${r1(x + 8)}" y="${r1(y + ch * 0.5 + 18)}" width="${r1(cw * 0.7)}" height="8" rx="4" fill="#cbd5e1"/>`,
        `<rect x="${r1(x + 8)}" y="${r1(y + ch * 0.5 + 34)}" width="${r1(cw * 0.45)}" height="8" rx="4" fill="#e2e8f0"/>`,
      );
    }
  }
  const footY = bodyY + bodyH + gap;
  area(gx, footY, gw, y0 + H - 20 - footY, '#64748b');
  svg.add(
    `<rect x="${gx + gw / 2 - 110}" y="${footY + 18}" width="220" height="10" rx="5" fill="#64748b" opacity="0.45"/>`,
  );
  // Track lines of a 12-column grid.
  for (let i = 1; i < 12; i++) {
    const x = gx + (gw / 12) * i;
    svg.add(
      `<path d="M${r1(x)},${gy - 8} V${y0 + H - 10}" stroke="#ec4899" stroke-width="1.2" stroke-dasharray="3 6" opacity="0.55"/>`,
    );
  }
  return svg.toString();
}

function diagramGit(): string {
  const { svg } = diagramBase('git');
  const lanes: [number, string][] = [
    [130, '#ef4444'], // hotfix
    [230, '#3b82f6'], // main
    [340, '#10b981'], // develop
    [450, '#a855f7'], // feature
  ];
  const laneY = (i: number) => (lanes[i] as [number, string])[0];
  const laneC = (i: number) => (lanes[i] as [number, string])[1];
  const sh = svg.shadow(3, 4, 0.2);
  // Lane guides.
  for (let i = 0; i < lanes.length; i++) {
    svg.add(
      `<rect x="30" y="${laneY(i) - 34}" width="940" height="68" rx="34" fill="${laneC(i)}" fill-opacity="0.05"/>`,
    );
    svg.add(
      `<circle cx="62" cy="${laneY(i)}" r="16" fill="${laneC(i)}"/><rect x="54" y="${laneY(i) - 3}" width="16" height="6" rx="3" fill="#fff"/>`,
    );
  }
  /** A branch segment; `owner` is the lane whose colour it takes (the branch being created or merged). */
  const line = (x1: number, l1: number, x2: number, l2: number, owner = l1) => {
    const y1 = laneY(l1);
    const y2 = laneY(l2);
    const c = laneC(owner);
    const d =
      l1 === l2
        ? `M${x1},${y1} H${x2}`
        : `M${x1},${y1} C${(x1 + x2) / 2},${y1} ${(x1 + x2) / 2},${y2} ${x2},${y2}`;
    svg.add(`<path d="${d}" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`);
  };
  // main
  line(110, 1, 930, 1);
  // develop branches off main and merges back
  line(160, 1, 240, 2, 2);
  line(240, 2, 790, 2);
  line(790, 2, 870, 1);
  // feature off develop, merged back
  line(300, 2, 380, 3, 3);
  line(380, 3, 590, 3);
  line(590, 3, 660, 2);
  // hotfix off main, merged into main and develop
  line(420, 1, 500, 0, 0);
  line(500, 0, 560, 0);
  line(560, 0, 640, 1);
  line(560, 0, 740, 2);
  const commit = (x: number, l: number, big = false) =>
    svg.add(
      `<g filter="${sh}"><circle cx="${x}" cy="${laneY(l)}" r="${big ? 15 : 11}" fill="#ffffff" stroke="${laneC(l)}" stroke-width="5"/></g>`,
    );
  [110, 160, 420, 640, 870, 930].forEach((x) => commit(x, 1, x === 640 || x === 870));
  [240, 300, 470, 660, 740, 790].forEach((x) => commit(x, 2, x === 660 || x === 740));
  [380, 450, 520, 590].forEach((x) => commit(x, 3));
  [500, 560].forEach((x) => commit(x, 0));
  // Release tags on main.
  for (const x of [640, 870]) {
    svg.add(
      `<g transform="translate(${x} ${laneY(1) - 46})"><path d="M-20,-12 H10 L22,0 L10,12 H-20 Z" fill="#f59e0b"/><circle cx="10" cy="0" r="3.5" fill="#fff"/></g>`,
    );
  }
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------------
// Avatar, avatar background and decorative QR codes
// ---------------------------------------------------------------------------------------------------

/** A picture's backdrop: three colours at an angle, under round spots of light blurred by `blur`. */
function backdrop(
  svg: Svg,
  colors: [string, string, string],
  degrees: number,
  blur: number,
  spots: { cx: number; cy: number; r: number; fill: string; opacity: number }[],
): void {
  svg.rect(
    svg.angled(
      [
        [0, colors[0]],
        [0.5, colors[1]],
        [1, colors[2]],
      ],
      degrees,
    ),
  );
  const soft = svg.blur(blur);
  svg.add(
    ...spots.map(
      ({ cx, cy, r, fill, opacity }) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}" filter="${soft}"/>`,
    ),
  );
}

/** A friendly geometric cat wearing round glasses. */
function avatar(): string {
  const svg = new Svg(400, 400);
  backdrop(svg, ['#7f7fd5', '#86a8e7', '#91eae4'], 45, 24, [
    { cx: 70, cy: 80, r: 90, fill: '#ffffff', opacity: 0.25 },
    { cx: 340, cy: 340, r: 110, fill: '#5b5bd6', opacity: 0.25 },
  ]);
  const sh = svg.shadow(8, 10, 0.22);
  const fur = svg.linear([
    [0, '#ffcf8a'],
    [1, '#f59f5b'],
  ]);
  svg.add(
    `<g filter="${sh}">`,
    // ears
    `<path d="M110,180 L128,78 L196,138 Z" fill="${fur}" stroke="#7a3e1d" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M290,180 L272,78 L204,138 Z" fill="${fur}" stroke="#7a3e1d" stroke-width="6" stroke-linejoin="round"/>`,
    // head
    `<ellipse cx="200" cy="230" rx="125" ry="108" fill="${fur}" stroke="#7a3e1d" stroke-width="6"/>`,
    `</g>`,
    `<path d="M136,148 L142,106 L172,134 Z" fill="#ff9fb2"/><path d="M264,148 L258,106 L228,134 Z" fill="#ff9fb2"/>`,
    // stripes
    `<path d="M200,126 V152 M178,130 L184,150 M222,130 L216,150" stroke="#d9773a" stroke-width="7" stroke-linecap="round"/>`,
    // muzzle
    `<ellipse cx="200" cy="272" rx="58" ry="40" fill="#fff4e6"/>`,
    // glasses
    `<circle cx="152" cy="225" r="34" fill="#ffffff" fill-opacity="0.35" stroke="#2d3047" stroke-width="7"/>`,
    `<circle cx="248" cy="225" r="34" fill="#ffffff" fill-opacity="0.35" stroke="#2d3047" stroke-width="7"/>`,
    `<path d="M186,222 Q200,212 214,222" fill="none" stroke="#2d3047" stroke-width="7" stroke-linecap="round"/>`,
    // eyes
    `<ellipse cx="152" cy="228" rx="11" ry="14" fill="#2d3047"/><circle cx="156" cy="222" r="4" fill="#ffffff"/>`,
    `<ellipse cx="248" cy="228" rx="11" ry="14" fill="#2d3047"/><circle cx="252" cy="222" r="4" fill="#ffffff"/>`,
    // nose and mouth
    `<path d="M190,258 H210 L200,270 Z" fill="#ff7a93" stroke="#ff7a93" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M200,270 Q200,288 184,288 M200,270 Q200,288 216,288" fill="none" stroke="#7a3e1d" stroke-width="5" stroke-linecap="round"/>`,
    // blush
    `<ellipse cx="118" cy="276" rx="20" ry="11" fill="#ff8fa3" opacity="0.55"/><ellipse cx="282" cy="276" rx="20" ry="11" fill="#ff8fa3" opacity="0.55"/>`,
    // whiskers
    `<path d="M92,262 L60,254 M92,276 L58,280 M308,262 L340,254 M308,276 L342,280" stroke="#7a3e1d" stroke-width="4" stroke-linecap="round"/>`,
  );
  // Code brackets floating around.
  svg.add(
    `<path d="M52,330 L34,350 L52,370" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`,
    `<path d="M348,40 L366,60 L348,80" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`,
  );
  return svg.toString();
}

function avatarBackground(): string {
  const rng = rngFor('avatar-bg');
  const svg = new Svg(1200, 400);
  const { w, h } = svg;
  backdrop(svg, ['#3a3f8f', '#5b6fd0', '#43b8c9'], 15, 50, [
    { cx: 220, cy: 80, r: 170, fill: '#c39bff', opacity: 0.55 },
    { cx: 980, cy: 120, r: 190, fill: '#7ff0e0', opacity: 0.45 },
    { cx: 640, cy: 380, r: 200, fill: '#ff9ecf', opacity: 0.35 },
  ]);
  stars(svg, rng, 90, h * 0.7);
  const colors = ['#ffffff', '#dfe7ff', '#c5d3ff'];
  for (let i = 0; i < 3; i++) {
    svg.add(
      `<path d="${areaUnder(wavePoints(rng, w, h * (0.62 + i * 0.12), range(rng, 12, 22), range(rng, 1.2, 2.2)), w, h)}" fill="${colors[i]}" opacity="${r1(0.16 + i * 0.12)}"/>`,
    );
  }
  svg.grain(0.05);
  return svg.toString();
}

function qrCode(seed: string, accent: string, logo: 'wechat' | 'qq'): string {
  const rng = rngFor(`qr:${seed}`);
  const size = 360;
  const n = 25;
  const m = 12;
  const margin = (size - n * m) / 2;
  const svg = new Svg(size, size);
  svg.rect('#ffffff');
  const cells: string[] = [];
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  const inLogo = (x: number, y: number) => Math.abs(x - 12) <= 3 && Math.abs(y - 12) <= 3;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (inFinder(x, y) || inLogo(x, y)) continue;
      const timing = (x === 6 || y === 6) && (x + y) % 2 === 0;
      if (timing || (x === 6 || y === 6 ? false : rng() < 0.48)) {
        cells.push(`<rect x="${margin + x * m}" y="${margin + y * m}" width="${m}" height="${m}"/>`);
      }
    }
  }
  svg.add(`<g fill="#111827">${cells.join('')}</g>`);
  const finder = (fx: number, fy: number) => {
    const x = margin + fx * m;
    const y = margin + fy * m;
    svg.add(
      `<rect x="${x}" y="${y}" width="${7 * m}" height="${7 * m}" rx="10" fill="#111827"/>`,
      `<rect x="${x + m}" y="${y + m}" width="${5 * m}" height="${5 * m}" rx="6" fill="#ffffff"/>`,
      `<rect x="${x + 2 * m}" y="${y + 2 * m}" width="${3 * m}" height="${3 * m}" rx="4" fill="${accent}"/>`,
    );
  };
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  // Centre logo.
  const c = size / 2;
  svg.add(
    `<rect x="${c - 38}" y="${c - 38}" width="76" height="76" rx="18" fill="#ffffff"/>`,
    `<rect x="${c - 30}" y="${c - 30}" width="60" height="60" rx="14" fill="${accent}"/>`,
  );
  if (logo === 'wechat') {
    svg.add(
      `<ellipse cx="${c - 5}" cy="${c - 4}" rx="17" ry="14" fill="#ffffff"/><path d="M${c - 16},${c + 6} l-4,9 l10,-5 z" fill="#ffffff"/>`,
      `<ellipse cx="${c + 9}" cy="${c + 8}" rx="13" ry="11" fill="#ffffff" stroke="${accent}" stroke-width="2.5"/>`,
      `<circle cx="${c - 11}" cy="${c - 7}" r="2.4" fill="${accent}"/><circle cx="${c + 1}" cy="${c - 7}" r="2.4" fill="${accent}"/>`,
      `<circle cx="${c + 4}" cy="${c + 6}" r="2" fill="${accent}"/><circle cx="${c + 14}" cy="${c + 6}" r="2" fill="${accent}"/>`,
    );
  } else {
    svg.add(
      `<ellipse cx="${c}" cy="${c - 3}" rx="14" ry="17" fill="#ffffff"/>`,
      `<ellipse cx="${c}" cy="${c + 13}" rx="19" ry="6" fill="#ffd400"/>`,
      `<circle cx="${c - 5}" cy="${c - 7}" r="3" fill="#111827"/><circle cx="${c + 5}" cy="${c - 7}" r="3" fill="#111827"/>`,
      `<ellipse cx="${c}" cy="${c + 1}" rx="6" ry="3" fill="#ffb300"/>`,
    );
  }
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------

async function write(svg: string, file: string, quality: number): Promise<number> {
  const out = path.join(OUT_DIR, file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
  return statSync(out).size;
}

function articleSlugs(): string[] {
  return readdirSync(ARTICLES_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

async function main(): Promise<void> {
  const sizes: [string, number][] = [];
  const log = async (file: string, svg: string, quality: number, note = '') => {
    const size = await write(svg, file, quality);
    sizes.push([file, size]);
    console.log(`${file.padEnd(40)} ${(size / 1024).toFixed(1).padStart(6)} KB ${note}`);
  };

  const slugs = articleSlugs();
  const plans = planCovers(slugs);
  for (const slug of slugs) {
    const { svg, motif } = cover(slug, plans.get(slug) as CoverPlan);
    await log(`covers/${slug}.webp`, svg, 78, motif);
  }

  const diagrams: [string, () => string][] = [
    ['reactivity-flow', diagramReactivity],
    ['event-loop-phases', diagramEventLoop],
    ['http-cache-flow', diagramHttpCache],
    ['btree-index', diagramBTree],
    ['grid-layout', diagramGrid],
    ['git-branches', diagramGit],
  ];
  for (const [name, draw] of diagrams) await log(`content/${name}.webp`, draw(), 82);

  await log('headers/Home.webp', homeHeader(), 72);
  for (const [name, style] of Object.entries(HEADERS))
    await log(`headers/${name}.webp`, pageHeader(name, style), 72, style.scene);

  await log('avatar.webp', avatar(), 85);
  await log('avatar-bg.webp', avatarBackground(), 78);
  await log('qr-wechat.webp', qrCode('wechat', '#07c160', 'wechat'), 90);
  await log('qr-qq.webp', qrCode('qq', '#12b7f5', 'qq'), 90);

  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`\n${sizes.length} images, ${(total / 1024).toFixed(0)} KB in total`);
}

await main();

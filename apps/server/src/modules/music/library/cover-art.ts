/**
 * Cover art drawn as SVG (sharp turns it into WebP or JPEG): the default cover, one per chart and the
 * demo albums'. Pictures only, no text, deterministic. Pure: returns strings.
 */

import { seededRandom } from '../../../lib/seeded-random';

const SIZE = 800;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const radial = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
  `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** A vinyl record: the picture for songs without a cover. */
export function defaultArtSvg(): string {
  const grooves = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="400" cy="400" r="${150 + i * 22}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2"/>`,
  ).join('');
  return svg(
    linear('bg', '#3a4a63', '#1c2333') +
      radial('glow', '#8fb3ff', 0.35) +
      linear('label', '#ff8a7a', '#e0567a'),
    `<rect width="800" height="800" fill="url(#bg)"/>` +
      `<circle cx="260" cy="220" r="360" fill="url(#glow)"/>` +
      `<circle cx="400" cy="400" r="340" fill="#11151f"/>` +
      grooves +
      `<circle cx="400" cy="400" r="110" fill="url(#label)"/>` +
      `<circle cx="400" cy="400" r="14" fill="#11151f"/>` +
      `<path d="M250 190 A 300 300 0 0 1 610 250" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="10" stroke-linecap="round"/>`,
  );
}

const CHART_THEMES = {
  rising: { from: '#ff7a59', to: '#ff3d7f', accent: '#ffe3a3', seed: 11 },
  new: { from: '#35c9a5', to: '#1f7ae0', accent: '#d6fff3', seed: 23 },
  hot: { from: '#ff5f45', to: '#b4173a', accent: '#ffd0a8', seed: 37 },
  all: { from: '#7b6cff', to: '#3a2f9e', accent: '#e6e1ff', seed: 53 },
} as const;

/** A chart's cover: its colours, soft circles and a motif (a rising line, sparkles, flames, rings). */
export function chartArtSvg(kind: keyof typeof CHART_THEMES): string {
  const theme = CHART_THEMES[kind];
  const random = seededRandom(theme.seed);
  const bubbles = Array.from({ length: 7 }, () => {
    const r = 60 + random() * 180;
    return `<circle cx="${(random() * SIZE).toFixed(0)}" cy="${(random() * SIZE).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="${(0.04 + random() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const stroke = `fill="none" stroke="${theme.accent}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"`;
  const motifs: Record<keyof typeof CHART_THEMES, string> = {
    rising:
      `<path d="M170 560 L320 420 L420 500 L610 290" ${stroke}/>` +
      `<path d="M500 280 L620 280 L620 400" ${stroke}/>`,
    new: [
      [400, 380, 150],
      [600, 240, 60],
      [230, 590, 48],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x} ${y! - r!} Q${x} ${y} ${x! + r!} ${y} Q${x} ${y} ${x} ${y! + r!} Q${x} ${y} ${x! - r!} ${y} Q${x} ${y} ${x} ${y! - r!} Z" fill="${theme.accent}"/>`,
      )
      .join(''),
    hot:
      `<path d="M400 170 C470 290 590 350 560 500 C540 610 460 650 400 650 C320 650 240 590 240 490 C240 400 300 360 320 290 C360 340 370 370 400 390 C420 320 400 250 400 170 Z" fill="${theme.accent}"/>` +
      `<path d="M400 430 C440 490 480 520 470 570 C460 610 430 625 400 625 C360 625 330 600 330 560 C330 520 370 500 400 430 Z" fill="${theme.to}"/>`,
    all: [240, 180, 120, 60]
      .map(
        (r, i) =>
          `<circle cx="400" cy="400" r="${r}" fill="none" stroke="${theme.accent}" stroke-opacity="${(0.4 + i * 0.2).toFixed(1)}" stroke-width="26"/>`,
      )
      .join(''),
  };
  return svg(
    linear('bg', theme.from, theme.to),
    `<rect width="800" height="800" fill="url(#bg)"/>${bubbles}${motifs[kind]}`,
  );
}

/** Demo album art: ink-wash mountains at sunset, or a starry night over the sea. */
export function albumArtSvg(theme: 'mountains' | 'night'): string {
  if (theme === 'mountains') {
    const ridge = (base: number, amplitude: number, seed: number, color: string, opacity: number) => {
      const random = seededRandom(seed);
      let d = `M0 ${base}`;
      for (let x = 0; x <= SIZE; x += 80) {
        const y = base - amplitude * (0.3 + random() * 0.7);
        d += ` Q${x + 40} ${y.toFixed(0)} ${x + 80} ${(base - amplitude * 0.25 * random()).toFixed(0)}`;
      }
      return `<path d="${d} L800 800 L0 800 Z" fill="${color}" fill-opacity="${opacity}"/>`;
    };
    return svg(
      linear('sky', '#ffd9a0', '#f27a7d', 0, 1) + radial('sun', '#fff4d6', 0.9),
      `<rect width="800" height="800" fill="url(#sky)"/>` +
        `<circle cx="540" cy="300" r="170" fill="url(#sun)"/>` +
        `<circle cx="540" cy="300" r="88" fill="#fff1d0"/>` +
        ridge(470, 170, 5, '#7a5a7e', 0.55) +
        ridge(560, 150, 9, '#4f4a72', 0.7) +
        ridge(660, 120, 13, '#2e3553', 0.85) +
        `<path d="M180 230 q18 -14 36 0 q18 -14 36 0" fill="none" stroke="#3b2f45" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M250 180 q12 -10 24 0 q12 -10 24 0" fill="none" stroke="#3b2f45" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  const random = seededRandom(97);
  const stars = Array.from({ length: 70 }, () => {
    const r = 1.5 + random() * 3.5;
    return `<circle cx="${(random() * SIZE).toFixed(0)}" cy="${(random() * 480).toFixed(0)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = 560 + i * 42;
    return `<path d="M0 ${y} Q100 ${y - 18} 200 ${y} T400 ${y} T600 ${y} T800 ${y}" fill="none" stroke="#9ec5ff" stroke-opacity="${(0.5 - i * 0.07).toFixed(2)}" stroke-width="5"/>`;
  }).join('');
  return svg(
    linear('sky', '#0d1b3d', '#4b2a6e', 0, 1) +
      linear('sea', '#14305c', '#0a1530', 0, 1) +
      radial('moonGlow', '#ffe9b0', 0.45),
    `<rect width="800" height="800" fill="url(#sky)"/>${stars}` +
      `<circle cx="590" cy="200" r="150" fill="url(#moonGlow)"/>` +
      `<circle cx="590" cy="200" r="70" fill="#fff2c8"/>` +
      `<circle cx="620" cy="180" r="62" fill="#1d2450"/>` +
      `<rect y="530" width="800" height="270" fill="url(#sea)"/>${waves}`,
  );
}

import { isCssBackground, isCssColor, isLocalUpload } from '@blog/contract';
import type { CSSProperties } from 'react';
import { messagePalette } from './message-palette';

/** The styling a message carries (docs/design.md §7: color, font_size, font_weight, bg_color, bg_url). */
export interface MessageLook {
  color?: string | null;
  font_size?: number | null;
  font_weight?: number | null;
  bg_color?: string | null;
  bg_url?: string | null;
}

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 36;
export const FONT_SIZE_DEFAULT = 16;
export const FONT_WEIGHT_MIN = 400;
export const FONT_WEIGHT_MAX = 900;
export const FONT_WEIGHT_STEP = 100;
export const FONT_WEIGHT_DEFAULT = 500;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A whole pixel size from 12 to 36; anything unreadable falls back to 16. */
export function clampFontSize(value: unknown): number {
  const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof size !== 'number' || !Number.isFinite(size)) return FONT_SIZE_DEFAULT;
  return clamp(Math.round(size), FONT_SIZE_MIN, FONT_SIZE_MAX);
}

/** A font weight from 400 to 900 in steps of 100; anything unreadable falls back to 500. */
export function clampFontWeight(value: unknown): number {
  const weight = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof weight !== 'number' || !Number.isFinite(weight)) return FONT_WEIGHT_DEFAULT;
  const stepped = Math.round(weight / FONT_WEIGHT_STEP) * FONT_WEIGHT_STEP;
  return clamp(stepped, FONT_WEIGHT_MIN, FONT_WEIGHT_MAX);
}

/**
 * The colour when it passes the contract's rule (hex, rgb()/hsl() with numbers, or a keyword: what
 * the server accepts), else undefined, so nothing that could end a declaration reaches a style.
 */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return isCssColor(value) ? value.trim() : undefined;
}

/** A card background: a colour or a `linear-gradient(...)` of colours and angles (the contract's rule). */
export function safeBackground(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return isCssBackground(value) ? value.trim() : undefined;
}

/**
 * The background picture when it is an upload of this site (one given by address comes as the
 * blog's copy; pages load no picture from another site) and holds nothing that could break out of
 * CSS `url("…")`; else undefined.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '' || /["'()\\\s<>]/.test(url)) return undefined;
  return isLocalUpload(url) ? url : undefined;
}

/** A message card's paper: its inline style, and whether its text has a veil in some theme. */
export interface MessagePaper {
  style: CSSProperties;
  backing: boolean;
}

/**
 * The paper of a message card: size and weight, and for each theme (CSS custom properties the
 * stylesheet picks from by `data-theme`) its background and a text colour that reads on it —
 * the user's colours in the light theme, tinted dark ones in the dark theme (message-palette).
 * A picture, when there is one, lies under both.
 */
export function messagePaper(look: MessageLook): MessagePaper {
  const style: CSSProperties & Record<`--${string}`, string> = {
    fontSize: clampFontSize(look.font_size),
    fontWeight: clampFontWeight(look.font_weight),
  };
  const color = safeColor(look.color);
  const background = safeBackground(look.bg_color);
  const image = safeImageUrl(look.bg_url);
  // Under a picture only a plain colour shows (in its gaps); a gradient would hide it.
  const paperBackground = image && background && !isCssColor(background) ? undefined : background;
  if (!color && !paperBackground && !image) return { style, backing: false };

  const palette = messagePalette({ color, background: paperBackground, hasImage: Boolean(image) });
  style['--paper-text-light'] = palette.light.text;
  style['--paper-text-dark'] = palette.dark.text;
  if (palette.light.background) style['--paper-bg-light'] = palette.light.background;
  if (palette.dark.background) style['--paper-bg-dark'] = palette.dark.background;
  if (palette.accent) style['--paper-accent'] = palette.accent;
  if (palette.light.veil) style['--paper-veil-light'] = palette.light.veil;
  if (palette.dark.veil) style['--paper-veil-dark'] = palette.dark.veil;
  if (image) {
    style.backgroundImage = `url("${image}")`;
    style.backgroundSize = 'cover';
    style.backgroundPosition = 'center';
  }
  return { style, backing: palette.backing };
}

/** Whether the card has a background of its own (then the text gets a shadow for contrast). */
export function hasOwnBackground(look: MessageLook): boolean {
  const background = safeBackground(look.bg_color);
  return Boolean(safeImageUrl(look.bg_url)) || (background !== undefined && background !== 'transparent');
}

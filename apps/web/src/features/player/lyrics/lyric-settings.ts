import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInSession } from '../../../stores/session-persist';
import {
  FONT_RANGES,
  INITIAL_FONT_SIZES,
  MAX_DARKNESS,
  MIN_DARKNESS,
  nextDarkness,
  stepFontSize,
  type FontSizes,
  type FontTarget,
} from '../logic/lyric-style';

/** Store id, and so the session storage key (docs/spec.md §4). */
export const LYRIC_SETTINGS_STORE_ID = 'lyricSettings';

/** SPECIAL board look: font sizes (rem), background darkness, the black background, a local image. */
interface LyricSettings {
  fontSizes: FontSizes;
  darkness: number;
  /** 专业黑底: a plain black background instead of the cover. */
  isBlack: boolean;
  /** Object URL of the visitor's own picture (never uploaded). */
  backgroundUrl: string | undefined;
}

type StoredLyricSettings = Omit<LyricSettings, 'backgroundUrl'>;

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** Keeps each stored setting only while it is still a value the board can show. */
function decodeLyricSettings(stored: unknown): Partial<StoredLyricSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { fontSizes, darkness, isBlack } = stored as Record<string, unknown>;
  const settings: Partial<StoredLyricSettings> = {};
  if (typeof fontSizes === 'object' && fontSizes !== null) {
    const sizes = fontSizes as Record<string, unknown>;
    const pick = (target: FontTarget) => {
      const size = sizes[target];
      const { min, max, initial } = FONT_RANGES[target];
      return inRange(size, min, max) ? size : initial;
    };
    settings.fontSizes = { title: pick('title'), author: pick('author'), lyric: pick('lyric') };
  }
  if (inRange(darkness, MIN_DARKNESS, MAX_DARKNESS)) settings.darkness = darkness;
  if (typeof isBlack === 'boolean') settings.isBlack = isBlack;
  return settings;
}

/**
 * Kept for this tab (session storage under `lyricSettings`): a reload keeps the board as the
 * visitor tuned it, a new tab starts from the defaults. The local picture is not kept: its object
 * URL dies with the page.
 */
export const useLyricSettings = create<LyricSettings>()(
  persist(
    () => ({
      fontSizes: INITIAL_FONT_SIZES,
      darkness: MIN_DARKNESS,
      isBlack: false,
      backgroundUrl: undefined,
    }),
    persistInSession<LyricSettings, StoredLyricSettings>(
      LYRIC_SETTINGS_STORE_ID,
      { encode: (settings) => settings, decode: decodeLyricSettings },
      ({ fontSizes, darkness, isBlack }) => ({ fontSizes, darkness, isBlack }),
    ),
  ),
);

export function changeFontSize(target: FontTarget, direction: 1 | -1): void {
  useLyricSettings.setState((state) => ({
    fontSizes: { ...state.fontSizes, [target]: stepFontSize(target, state.fontSizes[target], direction) },
  }));
}

export function cycleDarkness(): void {
  useLyricSettings.setState((state) => ({ darkness: nextDarkness(state.darkness) }));
}

export function toggleBlackBackground(): void {
  useLyricSettings.setState((state) => ({ isBlack: !state.isBlack }));
}

/** docs/spec.md §5: a single local file becomes the background through an object URL; nothing is uploaded. */
export function setLocalBackground(file: File | undefined): void {
  const previous = useLyricSettings.getState().backgroundUrl;
  if (previous) URL.revokeObjectURL(previous);
  useLyricSettings.setState({ backgroundUrl: file ? URL.createObjectURL(file) : undefined, isBlack: false });
}

import { create } from 'zustand';
import {
  INITIAL_FONT_SIZES,
  MIN_DARKNESS,
  nextDarkness,
  stepFontSize,
  type FontSizes,
  type FontTarget,
} from '../logic/lyric-style';

/** SPECIAL board look: font sizes (rem), background darkness, the black background, a local image. */
interface LyricSettings {
  fontSizes: FontSizes;
  darkness: number;
  /** 专业黑底: a plain black background instead of the cover. */
  isBlack: boolean;
  /** Object URL of the visitor's own picture (never uploaded). */
  backgroundUrl: string | undefined;
}

export const useLyricSettings = create<LyricSettings>()(() => ({
  fontSizes: INITIAL_FONT_SIZES,
  darkness: MIN_DARKNESS,
  isBlack: false,
  backgroundUrl: undefined,
}));

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

/** SPEC §5: a single local file becomes the background through an object URL; nothing is uploaded. */
export function setLocalBackground(file: File | undefined): void {
  const previous = useLyricSettings.getState().backgroundUrl;
  if (previous) URL.revokeObjectURL(previous);
  useLyricSettings.setState({ backgroundUrl: file ? URL.createObjectURL(file) : undefined, isBlack: false });
}

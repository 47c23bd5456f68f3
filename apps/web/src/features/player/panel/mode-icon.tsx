import type { PlayModel } from '../types';

const PATHS: Record<PlayModel, string> = {
  // Crossing arrows.
  RANDOM: 'M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5',
  // A loop with an arrow.
  LISTLOOP: 'M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3',
  // The loop with a 1 in it.
  SINGLECYCLE: 'M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3M11 10l1.5-1v6',
};

/** Shuffle, repeat and repeat-one, drawn to match antd's line icons. */
export function ModeIcon({ model }: { model: PlayModel }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-model={model}
    >
      <path d={PATHS[model]} />
    </svg>
  );
}

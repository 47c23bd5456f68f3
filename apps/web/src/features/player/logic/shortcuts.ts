export type ShortcutAction =
  { type: 'toggle' } | { type: 'seek'; seconds: number } | { type: 'volume'; delta: number };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The element the key went to. */
  target?: EventTarget | null;
}

/** Elements that use these keys themselves: typing, sliders, buttons (space presses them). */
export function isKeyConsumer(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="textbox"]',
    ) !== null
  );
}

function isButton(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('button, a[href], [role="button"]') !== null;
}

/**
 * The player's keys while the panel is open: space plays or pauses, ←/→ seek by `seekStep`
 * seconds, ↑/↓ change the volume by `volumeStep`. Nothing inside inputs and with modifier keys.
 */
export function shortcutFor(
  input: KeyInput,
  seekStep: number,
  volumeStep: number,
): ShortcutAction | undefined {
  if (input.ctrlKey || input.metaKey || input.altKey) return undefined;
  if (isKeyConsumer(input.target)) return undefined;
  switch (input.key) {
    case ' ':
    case 'Spacebar':
      // A focused button already answers space with a click; toggling too would undo it.
      return isButton(input.target) ? undefined : { type: 'toggle' };
    case 'ArrowLeft':
      return { type: 'seek', seconds: -seekStep };
    case 'ArrowRight':
      return { type: 'seek', seconds: seekStep };
    case 'ArrowUp':
      return { type: 'volume', delta: volumeStep };
    case 'ArrowDown':
      return { type: 'volume', delta: -volumeStep };
    default:
      return undefined;
  }
}

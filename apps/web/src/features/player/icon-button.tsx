import type { ComponentPropsWithoutRef } from 'react';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'aria-label'> {
  /** What the button does, for screen readers: it shows only an icon. */
  label: string;
}

/** A button that shows only an icon (previous, next, close, the lyric board's tools). */
export function IconButton({ label, ...props }: IconButtonProps) {
  return <button type="button" aria-label={label} {...props} />;
}

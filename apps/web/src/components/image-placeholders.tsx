import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/**
 * The placeholders' one drawing style: a 64-unit square drawn in the text colour with 2.4-unit
 * lines, which every shape inside takes unless it says otherwise.
 */
function PlaceholderSvg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** The placeholders' main shape: outlined, and filled with a faint wash of the line colour. */
function Sheet({ d, tint }: { d: string; tint: number }) {
  return <path d={d} fill="currentColor" fillOpacity={tint} strokeLinejoin="round" />;
}

/** A steaming coffee cup: what a picture shows while it is still on its way. */
export function CoffeeCupIcon({ className }: IconProps) {
  return (
    <PlaceholderSvg className={className}>
      <g strokeLinecap="round" data-part="steam">
        <path d="M24 16c-3-3 3-5 0-9" />
        <path d="M32 16c-3-3 3-5 0-9" />
        <path d="M40 16c-3-3 3-5 0-9" />
      </g>
      <Sheet d="M14 23h36v13c0 9-7 16-16 16h-4c-9 0-16-7-16-16V23Z" tint={0.16} />
      <g strokeLinecap="round">
        <path d="M50 27h3a6 6 0 0 1 0 12h-4" />
        <path d="M10 57h44" />
      </g>
    </PlaceholderSvg>
  );
}

/** A picture frame with a torn corner: the image could not be loaded. */
export function BrokenImageIcon({ className }: IconProps) {
  return (
    <PlaceholderSvg className={className}>
      <Sheet d="M10 14a4 4 0 0 1 4-4h36a4 4 0 0 1 4 4v22l-8-5-7 7-6-6-6 8-5-4-12 10V14Z" tint={0.12} />
      <path
        d="M10 50v0a4 4 0 0 0 4 4h36a4 4 0 0 0 4-4V42l-8-5-7 7-6-6-6 8-5-4-12 8Z"
        strokeLinejoin="round"
        opacity="0.55"
      />
      <circle cx="23" cy="22" r="4" />
    </PlaceholderSvg>
  );
}

/** A page with a question mark: what is not there (a missing page or article), not what is loading. */
export function MissingPageIcon({ className }: IconProps) {
  return (
    <PlaceholderSvg className={className}>
      <Sheet d="M16 8h22l12 12v34a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2Z" tint={0.12} />
      <path d="M38 8v12h12" strokeLinejoin="round" />
      <path d="M27 31a5 5 0 1 1 7.4 4.4c-1.6.9-2.4 2-2.4 3.6v1.5" strokeLinecap="round" />
      <circle cx="32" cy="46.5" r="1.8" fill="currentColor" stroke="none" />
    </PlaceholderSvg>
  );
}

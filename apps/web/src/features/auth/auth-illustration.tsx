/**
 * The login dialog's picture: an open book under a crescent moon, a paper plane carrying a letter
 * off into the stars. Drawn in white on the dialog's gradient, so it suits both themes.
 */
export function AuthIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 200" fill="none" aria-hidden focusable="false">
      <g data-part="stars" fill="#fff">
        <circle cx="28" cy="30" r="2" opacity="0.8" />
        <circle cx="204" cy="22" r="1.6" opacity="0.7" />
        <circle cx="222" cy="92" r="1.4" opacity="0.6" />
        <circle cx="16" cy="112" r="1.3" opacity="0.55" />
        <path d="M66 22l2.2 5.3 5.3 2.2-5.3 2.2-2.2 5.3-2.2-5.3-5.3-2.2 5.3-2.2z" opacity="0.9" />
        <path d="M186 128l1.6 3.9 3.9 1.6-3.9 1.6-1.6 3.9-1.6-3.9-3.9-1.6 3.9-1.6z" opacity="0.75" />
      </g>
      <path data-part="moon" d="M178 30a26 26 0 1 0 25 33 21 21 0 1 1-25-33z" fill="#fff" opacity="0.95" />
      <circle cx="172" cy="54" r="40" fill="#fff" opacity="0.08" />
      <g data-part="plane">
        <path d="M92 82c-16 6-30 4-44-6" stroke="#fff" strokeWidth="2" strokeDasharray="3 6" opacity="0.6" />
        <path d="M98 66l44-16-18 40-8-15z" fill="#fff" opacity="0.95" />
        <path d="M116 75l26-25-18 26z" fill="#fff" opacity="0.65" />
      </g>
      <g data-part="book">
        <ellipse cx="120" cy="182" rx="88" ry="8" fill="#000" opacity="0.08" />
        <path d="M120 128c-18-12-42-16-70-12v52c28-4 52 0 70 12z" fill="#fff" opacity="0.96" />
        <path d="M120 128c18-12 42-16 70-12v52c-28-4-52 0-70 12z" fill="#fff" opacity="0.82" />
        <path d="M120 128v52" stroke="#000" strokeOpacity="0.12" strokeWidth="2" />
        <g stroke="#49b1f5" strokeWidth="3" strokeLinecap="round" opacity="0.55">
          <path d="M64 134c14-2 28 0 40 5" />
          <path d="M64 146c14-2 28 0 40 5" />
          <path d="M64 158c10-1 20 0 28 3" />
          <path d="M136 139c12-5 26-7 40-5" />
          <path d="M136 151c12-5 26-7 40-5" />
        </g>
        <path d="M158 116v22l6-5 6 5v-23" fill="#ff7242" opacity="0.9" />
      </g>
    </svg>
  );
}

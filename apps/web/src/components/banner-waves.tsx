import styles from './page-banner.module.css';

/** One wave crest, two and a third banner-widths long, so that it can drift either way. */
const WAVE = 'M-160 44c30 0 58-18 88-18s58 18 88 18 58-18 88-18 58 18 88 18v44h-352z';
const LAYERS = [0, 3, 5];

/**
 * Three translucent drifting waves in the page colour, layered over the banner's wavy edge. Each
 * wave is its own element moved with a CSS transform, so the compositor animates it without
 * repainting the banner (an SVG-internal animation would repaint it on every frame).
 */
export function BannerWaves() {
  return (
    <div className={styles.waves} aria-hidden="true">
      {LAYERS.map((offset) => (
        <svg key={offset} className={styles.wave} viewBox="-160 24 352 28" preserveAspectRatio="none">
          <path d={WAVE} transform={`translate(0 ${offset})`} />
        </svg>
      ))}
    </div>
  );
}

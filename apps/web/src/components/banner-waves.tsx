import { useId } from 'react';
import styles from './page-banner.module.css';

/** Three translucent drifting waves in the page colour, layered over the banner's wavy edge. */
export function BannerWaves() {
  const waveId = `wave-${useId().replace(/:/g, '')}`;
  return (
    <svg className={styles.waves} viewBox="0 24 150 28" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <path id={waveId} d="M-160 44c30 0 58-18 88-18s58 18 88 18 58-18 88-18 58 18 88 18v44h-352z" />
      </defs>
      <g className={styles.parallax}>
        <use href={`#${waveId}`} x="48" y="0" />
        <use href={`#${waveId}`} x="48" y="3" />
        <use href={`#${waveId}`} x="48" y="5" />
      </g>
    </svg>
  );
}

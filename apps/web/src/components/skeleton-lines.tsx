import styles from './skeleton-lines.module.css';

/** Lines of grey text-to-be while a card's content loads; drawn without antd. */
export function SkeletonLines({ widths = [60, 100, 92, 76], label }: { widths?: number[]; label: string }) {
  return (
    <div className={styles.lines} aria-busy="true" aria-label={label}>
      {widths.map((width, index) => (
        <span key={index} className={styles.line} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

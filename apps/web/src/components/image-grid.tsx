import { useState } from 'react';
import { BlogImage } from './blog-image';
import { imageGridLayout } from './image-grid-layout';
import styles from './image-grid.module.css';
import { Lightbox } from './lightbox';

export interface ImageGridProps {
  /** Picture addresses, in order. */
  images: readonly string[];
  /** What the pictures belong to, for their alternative texts (e.g. 说说配图). */
  label?: string;
  className?: string;
}

/**
 * Pictures in a WeChat-style grid (one large, two or four in pairs, rows of three, at most nine
 * tiles with +N on the last); a click opens them all in the lightbox.
 */
export function ImageGrid({ images, label = '图片', className }: ImageGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const { columns, shown, hidden } = imageGridLayout(images.length);
  if (shown === 0) return null;
  return (
    <>
      <ul
        className={[styles.grid, className].filter(Boolean).join(' ')}
        data-columns={columns}
        data-testid="image-grid"
      >
        {images.slice(0, shown).map((src, index) => (
          <li key={`${index}-${src}`} className={styles.cell}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => setOpen(index)}
              aria-label={`查看${label}第 ${index + 1} 张`}
            >
              <BlogImage src={src} alt="" ratio={columns === 1 ? '4 / 3' : '1'} />
              {hidden > 0 && index === shown - 1 && (
                <span className={styles.more} aria-hidden>
                  +{hidden}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        images={images.map((src, index) => ({ src, alt: `${label} ${index + 1}` }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

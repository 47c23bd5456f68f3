import { useState } from 'react';
import styles from './blog-image.module.css';
import { ownPicture } from '../lib/own-picture';
import { BrokenImageIcon, CoffeeCupIcon } from './image-placeholders';

type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface BlogImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect ratio of the box (e.g. `16 / 9`), reserved before the image arrives so nothing jumps. */
  ratio?: string;
  /** Cover the nearest positioned ancestor instead of keeping a ratio (banners, backgrounds). */
  fill?: boolean;
  fit?: 'cover' | 'contain';
  /** Above-the-fold pictures load at once with high priority instead of lazily. */
  eager?: boolean;
  className?: string;
  imageClassName?: string;
}

/**
 * Every picture of the site: a coffee cup while loading, a broken frame when it fails — or when it is
 * an address on another site, which pages never load (lib/own-picture.ts).
 */
export function BlogImage({
  src: given,
  alt,
  ratio = '16 / 9',
  fill = false,
  fit = 'cover',
  eager = false,
  className,
  imageClassName,
}: BlogImageProps) {
  const src = ownPicture(given);
  // The status belongs to one src: a new src starts loading again without an effect.
  const [result, setResult] = useState<{ src: string; status: LoadStatus } | null>(null);
  const status: LoadStatus = !src ? 'failed' : result?.src === src ? result.status : 'loading';
  const frameClass = [styles.frame, fill && styles.fill, className].filter(Boolean).join(' ');

  return (
    <span
      className={frameClass}
      style={fill ? undefined : { aspectRatio: ratio }}
      data-status={status}
      data-testid="blog-image"
    >
      {status !== 'loaded' && (
        <span
          className={styles.placeholder}
          role="img"
          aria-label={status === 'failed' ? '图片加载失败' : '图片加载中'}
        >
          {status === 'failed' ? (
            <BrokenImageIcon className={styles.icon} />
          ) : (
            <CoffeeCupIcon className={styles.icon} />
          )}
        </span>
      )}
      {src && (
        <img
          className={[styles.image, imageClassName].filter(Boolean).join(' ')}
          style={{ objectFit: fit }}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          // A picture already in memory (the banner the page preloaded) shows at once, without
          // first drawing the placeholder and fading in.
          ref={(image) => {
            if (image?.complete && image.naturalWidth > 0 && result?.src !== src) {
              setResult({ src, status: 'loaded' });
            }
          }}
          onLoad={() => setResult({ src, status: 'loaded' })}
          onError={() => setResult({ src, status: 'failed' })}
        />
      )}
    </span>
  );
}

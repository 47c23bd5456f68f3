import { useState } from 'react';
import { ownPicture } from '../lib/own-picture';
import styles from './letter-avatar.module.css';
import { avatarLetter, letterAvatarGradient } from './letter-avatar-style';

export interface LetterAvatarProps {
  /**
   * The picture; without one, when it fails to load, or when it is an address on another site (which
   * pages never load: lib/own-picture.ts), the name's first character stands in.
   */
  src?: string | null;
  name: string;
  /** Round (people, blogs) or a rounded square (site icons). */
  shape?: 'circle' | 'square';
  className?: string;
}

/** A picture for a name, over its first character on a colour of its own (shown while loading or instead). */
export function LetterAvatar({ src, name, shape = 'circle', className }: LetterAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const own = ownPicture(src);
  const picture = own && failed !== own ? own : null;
  const classes = [styles.avatar, shape === 'square' && styles.square, className].filter(Boolean).join(' ');
  return (
    <span
      className={classes}
      style={{ background: letterAvatarGradient(name) }}
      data-testid="letter-avatar"
      data-letter={picture && loaded === picture ? undefined : avatarLetter(name)}
    >
      <span className={styles.letter} aria-hidden>
        {avatarLetter(name)}
      </span>
      {picture && (
        <img
          className={styles.image}
          data-loaded={loaded === picture}
          src={picture}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(picture)}
          onError={() => setFailed(picture)}
        />
      )}
    </span>
  );
}

import { BlogImage } from '../../components/blog-image';
import styles from './user-avatar.module.css';

export interface UserAvatarProps {
  src: string | null | undefined;
  /** The nickname or username; its first character stands in when there is no picture. */
  name: string;
  className?: string;
}

/** A user's round picture, or their initial on the brand gradient when they have none yet. */
export function UserAvatar({ src, name, className }: UserAvatarProps) {
  if (src) {
    return <BlogImage src={src} alt="" ratio="1" className={[styles.avatar, className].join(' ')} />;
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={[styles.avatar, styles.initial, className].join(' ')} aria-hidden>
      <span>{initial}</span>
    </span>
  );
}

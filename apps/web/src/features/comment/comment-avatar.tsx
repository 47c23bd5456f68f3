import { BlogImage } from '../../components/blog-image';
import styles from './comments.module.css';

/** A commenter's round picture, or the first character of their name when they have none. */
export function CommentAvatar({
  src,
  name,
  small = false,
}: {
  src: string | null;
  name: string;
  small?: boolean;
}) {
  const className = [styles.avatar, small && styles.avatarSmall].filter(Boolean).join(' ');
  if (src) return <BlogImage src={src} alt="" ratio="1" className={className} />;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={`${className} ${styles.initial}`} aria-hidden>
      {initial}
    </span>
  );
}

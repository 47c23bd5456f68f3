import { LikeFilled, LikeOutlined } from '../../../components/icons';
import { formatCount } from '../../../lib/count-format';
import { useLike } from '../../like';
import styles from './like-button.module.css';

/**
 * 点赞: likes or unlikes the article, with the live count. It asks the server whether this visitor
 * likes it, and waits (disabled) for that answer and for each click's.
 */
export function LikeButton({ articleId, initialLikes }: { articleId: number; initialLikes: number }) {
  const { liked, likes, pending, toggle } = useLike('article', articleId, {
    initialLikes,
    optimistic: false,
  });
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      disabled={pending}
      onClick={toggle}
      title={liked ? '取消点赞' : '点赞'}
    >
      {liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
      {liked ? '已点赞' : '点赞'}
      <span className={styles.count}>{formatCount(likes)}</span>
    </button>
  );
}

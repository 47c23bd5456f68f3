import { LikeFilled, LikeOutlined } from '../../../components/icons';
import { formatCount } from '../../../lib/count-format';
import { useArticleLike } from '../article-like';
import styles from './like-button.module.css';

/** 点赞: likes or unlikes the article, with the live count. */
export function LikeButton({ articleId, initialLikes }: { articleId: number; initialLikes: number }) {
  const { liked, likes, pending, toggle } = useArticleLike(articleId, initialLikes);
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

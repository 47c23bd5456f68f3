import { HeartFilled, HeartOutlined } from '../../../components/icons';
import type { TalkItem } from '@blog/contract';
import { formatCount } from '../../../lib/count-format';
import { useTalkLike } from '../use-talk-like';
import styles from './talk-card.module.css';

/** 点赞: a heart that turns red when liked, with the live count. */
export function TalkLikeButton({ talk }: { talk: TalkItem }) {
  const { liked, likes, toggle } = useTalkLike(talk);
  return (
    <button
      type="button"
      className={styles.action}
      data-liked={liked}
      aria-pressed={liked}
      aria-label={liked ? `取消点赞，已有 ${likes} 人点赞` : `点赞，已有 ${likes} 人点赞`}
      onClick={toggle}
      data-testid="talk-like"
      data-count={likes}
    >
      {liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      <span className={styles.count} data-testid="talk-like-count">
        {likes > 0 ? formatCount(likes) : '点赞'}
      </span>
    </button>
  );
}

import { HeartFilled, HeartOutlined } from '../../../components/icons';
import type { TalkItem } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { formatCount } from '../../../lib/count-format';
import { useLike } from '../../like';
import { patchTalkLike } from '../talk-api';
import styles from './talk-card.module.css';

/**
 * 点赞: a heart that turns red when liked, with the live count. It turns at once on a click, and
 * fast double-clicks follow the visitor's last choice (like, then unlike), never liking twice.
 */
export function TalkLikeButton({ talk }: { talk: TalkItem }) {
  const queryClient = useQueryClient();
  const { liked, likes, toggle } = useLike('talk', talk.id, {
    state: { is_like: talk.is_like, likes: talk.like_times },
    onSettled: (state) => patchTalkLike(queryClient, talk.id, state),
    whilePending: 'follow',
  });
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

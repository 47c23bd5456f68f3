import { LikeFilled, LikeOutlined } from '../../../components/icons';
import type { MessageItem } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { formatCount } from '../../../lib/count-format';
import { useLike } from '../../like';
import { patchMessageLike } from '../message-api';
import styles from './message-card.module.css';

/**
 * 点赞 on a message card: turns at once, then takes the server's count; a second click while one is
 * on its way is ignored, so a double click cannot like twice. Guests like by address.
 */
export function MessageLikeButton({ item }: { item: MessageItem }) {
  const queryClient = useQueryClient();
  const { liked, likes, toggle } = useLike('message', item.id, {
    state: { is_like: item.is_like, likes: item.like_times },
    onSettled: (state) => patchMessageLike(queryClient, item.id, state),
  });
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={liked}
      aria-label={liked ? '取消点赞' : '点赞'}
      data-liked={liked}
      onClick={toggle}
    >
      {liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
      <span data-testid="message-likes">{formatCount(likes)}</span>
    </button>
  );
}

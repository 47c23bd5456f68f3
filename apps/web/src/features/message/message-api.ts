import { LIKE_TYPES } from '@blog/contract/like-types';
import type { LikeResult, MessageAddBody, MessageItem, MessageUpdateBody, Paged } from '@blog/contract';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { blogClient, unwrap } from '../../lib/http/blog-client';
import {
  danmakuMessagesQuery,
  hotTagsQuery,
  messageKeys,
  messagePagesQuery,
  messageQuery,
} from './message-queries';

export * from './message-queries';

export const useDanmakuMessages = () => useQuery(danmakuMessagesQuery());

export const useHotTags = () => useQuery(hotTagsQuery());

export const useMessagePages = (tag: string, keyword: string) =>
  useInfiniteQuery(messagePagesQuery(tag, keyword));

export const useMessage = (id: number) => useQuery(messageQuery(id));

export const addMessage = (body: MessageAddBody) =>
  unwrap(blogClient.post<MessageItem>('/message/add', body));

export const updateMessage = (body: MessageUpdateBody) =>
  unwrap(blogClient.post<MessageItem>('/message/update', body));

export const deleteMessages = (idList: number[]) =>
  unwrap(blogClient.put<{ deleted: number }>('/message/delete', { idList }));

/** After any write: the wall, the cards, the tags and the details all read again. */
export const refreshMessages = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: messageKeys.all });

type LikeState = Pick<MessageItem, 'is_like' | 'like_times'>;

/** Applies `patch` to message `id` in the card pages and its detail. */
function patchCachedMessage(queryClient: QueryClient, id: number, patch: (item: LikeState) => LikeState) {
  const apply = (item: MessageItem): MessageItem => (item.id === id ? { ...item, ...patch(item) } : item);
  queryClient.setQueriesData<InfiniteData<Paged<MessageItem>>>({ queryKey: ['message', 'pages'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(apply) })) } : data,
  );
  queryClient.setQueryData<MessageItem>(messageKeys.detail(id), (item) => (item ? apply(item) : item));
}

/**
 * Likes or unlikes a message at once (optimistic) and then takes the server's count; a second click
 * while one is on its way is ignored, so a double click cannot like twice. Guests like by address.
 */
export function useMessageLike() {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<number>());
  return (item: MessageItem) => {
    if (pending.current.has(item.id)) return;
    pending.current.add(item.id);
    const before: LikeState = { is_like: item.is_like, like_times: item.like_times };
    const after: LikeState = before.is_like
      ? { is_like: false, like_times: Math.max(0, before.like_times - 1) }
      : { is_like: true, like_times: before.like_times + 1 };
    patchCachedMessage(queryClient, item.id, () => after);
    unwrap(
      blogClient.post<LikeResult>(after.is_like ? '/like/addLike' : '/like/cancelLike', {
        for_id: item.id,
        type: LIKE_TYPES.message,
      }),
    )
      .then((result) =>
        patchCachedMessage(queryClient, item.id, () => ({
          is_like: result.is_like,
          like_times: result.likes,
        })),
      )
      .catch(() => patchCachedMessage(queryClient, item.id, () => before))
      .finally(() => pending.current.delete(item.id));
  };
}

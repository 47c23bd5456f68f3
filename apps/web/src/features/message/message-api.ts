import { LIKE_TYPES } from '@blog/contract/like-types';
import type {
  DanmakuMessage,
  HotTag,
  LikeResult,
  MessageAddBody,
  MessageItem,
  MessageUpdateBody,
  Paged,
} from '@blog/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, blogClient, unwrap } from '../../lib/http/blog-client';

/** Cards per load in card mode. */
export const MESSAGE_PAGE_SIZE = 8;

export const messageKeys = {
  all: ['message'] as const,
  danmaku: ['message', 'danmaku'] as const,
  hotTags: ['message', 'hot-tags'] as const,
  pages: (tag: string, keyword: string) => ['message', 'pages', tag, keyword] as const,
  detail: (id: number) => ['message', 'detail', id] as const,
};

/** Reads fail quietly: each view shows its own error state with 重试. */
const quiet = { silent: true } as const;

export const danmakuMessagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.danmaku,
    queryFn: () => unwrap(blogClient.get<DanmakuMessage[]>('/message/getAllMessage', quiet)),
  });

export const useDanmakuMessages = () => useQuery(danmakuMessagesQuery());

export const hotTagsQuery = () =>
  queryOptions({
    queryKey: messageKeys.hotTags,
    queryFn: () => unwrap(blogClient.get<HotTag[]>('/message/getHotTagList', quiet)),
  });

export const useHotTags = () => useQuery(hotTagsQuery());

/** Card mode: newest first, 8 a load, optionally one tag or a keyword. */
export const messagePagesQuery = (tag: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.pages(tag, keyword),
    queryFn: ({ pageParam }) =>
      unwrap(
        blogClient.post<Paged<MessageItem>>(
          '/message/getMessageList',
          {
            current: pageParam,
            size: MESSAGE_PAGE_SIZE,
            ...(tag ? { tag } : {}),
            ...(keyword ? { message: keyword } : {}),
          },
          quiet,
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.current * page.size < page.total && page.list.length > 0 ? page.current + 1 : undefined,
  });

export const useMessagePages = (tag: string, keyword: string) =>
  useInfiniteQuery(messagePagesQuery(tag, keyword));

export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: () => unwrap(blogClient.get<MessageItem>(`/message/getMessageById/${id}`, quiet)),
    enabled: id > 0,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
    // A 404 the page arrived with (rendered on the server) is final: not asked again on mount.
    retryOnMount: false,
  });

export const useMessage = (id: number) => useQuery(messageQuery(id));

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

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

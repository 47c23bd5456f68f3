import { messageRoutes } from '@blog/contract/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';

/*
 * The message board's reads as query options: what the routes' loaders start (app/routes.tsx), kept
 * apart from the board's writes and hooks (message-api.ts) so that every page's first scripts carry
 * only these.
 */

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
    queryFn: () => callApi(messageRoutes.danmaku, {}, quiet),
  });

export const hotTagsQuery = () =>
  queryOptions({
    queryKey: messageKeys.hotTags,
    queryFn: () => callApi(messageRoutes.hotTags, {}, quiet),
  });

/** Card mode: newest first, 8 a load, optionally one tag or a keyword. */
export const messagePagesQuery = (tag: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.pages(tag, keyword),
    queryFn: ({ pageParam }) =>
      callApi(
        messageRoutes.list,
        {
          body: {
            current: pageParam,
            size: MESSAGE_PAGE_SIZE,
            ...(tag ? { tag } : {}),
            ...(keyword ? { message: keyword } : {}),
          },
        },
        quiet,
      ),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.current * page.size < page.total && page.list.length > 0 ? page.current + 1 : undefined,
  });

export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: () => callApi(messageRoutes.detail, { params: { id } }, quiet),
    enabled: id > 0,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
    // A 404 the page arrived with (rendered on the server) is final: not asked again on mount.
    retryOnMount: false,
  });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

import type { TalkPage } from '@blog/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { talkRoutes } from '@blog/contract/routes';
import { callApi } from '../../lib/http/api';

/*
 * The talks' list as query options, what the /talk route's loader starts (app/routes.tsx), kept apart
 * from the talks' hooks and likes (talk-api.ts) so that every page's first scripts carry only this.
 */

/** 说说 per load of the infinite list. */
export const TALK_PAGE_SIZE = 5;

/** Lists fail quietly: the page shows its own error state with 重试. */
const quiet = { silent: true } as const;

/**
 * Every talk query starts with this key. `is_like` depends on who is asking (the account, or the
 * address for guests), so the viewer is part of the key: logging in or out loads them afresh.
 */
const talkKey = (viewer: number) => ['talk', viewer] as const;
const listKey = (viewer: number) => [...talkKey(viewer), 'list'] as const;
export const talkDetailKey = (viewer: number, id: number) => [...talkKey(viewer), 'detail', id] as const;

/** Whether another page exists after the pages loaded so far. */
export function nextTalkPage(last: TalkPage, loaded: number): number | undefined {
  return last.list.length > 0 && loaded < last.total ? last.current + 1 : undefined;
}

/** The public talks, pinned first then newest, five at a time, as `viewer` (a user id, 0 for guests) sees them. */
export const talkListQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: listKey(viewer),
    queryFn: ({ pageParam }) =>
      callApi(talkRoutes.list, { body: { current: pageParam, size: TALK_PAGE_SIZE } }, quiet),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextTalkPage(
        last,
        pages.reduce((sum, page) => sum + page.list.length, 0),
      ),
  });

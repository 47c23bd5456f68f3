import type { LikeResult, TalkItem, TalkPage } from '@blog/contract';
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { talkRoutes } from '@blog/contract/routes';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';
import { useUserStore } from '../../stores/user-store';
import { talkDetailKey, talkListQuery } from './talk-queries';

export * from './talk-queries';

/** Reads fail quietly: the page shows its own error state with 重试. */
const quiet = { silent: true } as const;

const useViewer = () => useUserStore((state) => state.userInfo?.id ?? 0);

export function useTalkList() {
  return useInfiniteQuery(talkListQuery(useViewer()));
}

/** One talk, for `/talk?id=` when it is not among the talks loaded so far. */
export function useTalk(id: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: talkDetailKey(viewer, id),
    queryFn: () => callApi(talkRoutes.detail, { params: { id } }, quiet),
    enabled: enabled && id > 0,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** Writes a talk's like state into every cached list page and detail, so the list agrees after a refetch-free scroll. */
export function patchTalkLike(queryClient: QueryClient, talkId: number, like: LikeResult): void {
  const patch = (talk: TalkItem): TalkItem =>
    talk.id === talkId ? { ...talk, is_like: like.is_like, like_times: like.likes } : talk;
  queryClient.setQueriesData<InfiniteData<TalkPage>>(
    { queryKey: ['talk'], predicate: isListQuery },
    (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(patch) })) } : data,
  );
  queryClient.setQueriesData<TalkItem>({ queryKey: ['talk'], predicate: isDetailQuery }, (talk) =>
    talk ? patch(talk) : talk,
  );
}

const isListQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[2] === 'list';
const isDetailQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[2] === 'detail';

import type { CommentApplyBody, CommentItem, LikeResult, Paged, ParentComment } from '@blog/contract';
import { commentRoutes } from '@blog/contract/comment-routes';
import { ARTICLE_GRANT_HEADER } from '@blog/contract/routes';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import type { GuestWrite } from '../guest';

export type CommentType = 1 | 2 | 3;
export type CommentOrder = 'new' | 'hot';

/** Top-level comments per load, and replies per load under a comment. */
export const PARENT_PAGE_SIZE = 5;
export const CHILD_PAGE_SIZE = 5;

/** Every query about one thing's comments starts with this key, so one invalidation refreshes all. */
export const threadKey = (type: CommentType, forId: number) => ['comment', type, forId] as const;
const totalKey = (type: CommentType, forId: number) => [...threadKey(type, forId), 'total'] as const;
const parentsKey = (type: CommentType, forId: number, order: CommentOrder) =>
  [...threadKey(type, forId), 'parents', order] as const;
const childrenKey = (type: CommentType, forId: number, parentId: number) =>
  [...threadKey(type, forId), 'children', parentId] as const;

/** Reads fail quietly (the component shows its own error state with 重试). */
const quiet = { silent: true } as const;

/** A protected article's grant (🔒 加密文章): its comments are read and written with it. */
const withGrant = (grant: string | undefined) =>
  grant ? { headers: { [ARTICLE_GRANT_HEADER]: grant } } : {};

/** Whether another page exists after `page`. */
const nextPageOf = <T>(page: Paged<T>) =>
  page.current * page.size < page.total && page.list.length > 0 ? page.current + 1 : undefined;

export function useCommentTotal(type: CommentType, forId: number, grant?: string) {
  return useQuery({
    queryKey: totalKey(type, forId),
    queryFn: () =>
      callApi(commentRoutes.total, { body: { type, for_id: forId } }, { ...quiet, ...withGrant(grant) }),
    enabled: forId > 0,
  });
}

export function useParentComments(type: CommentType, forId: number, order: CommentOrder, grant?: string) {
  return useInfiniteQuery({
    queryKey: parentsKey(type, forId, order),
    queryFn: ({ pageParam }) =>
      callApi(
        commentRoutes.parents,
        { body: { current: pageParam, size: PARENT_PAGE_SIZE, type, for_id: forId, order } },
        { ...quiet, ...withGrant(grant) },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: forId > 0,
  });
}

/** The replies of one comment beyond the first few that come with it; fetched once asked for. */
export function useChildComments(
  type: CommentType,
  forId: number,
  parentId: number,
  enabled: boolean,
  grant?: string,
) {
  return useInfiniteQuery({
    queryKey: childrenKey(type, forId, parentId),
    queryFn: ({ pageParam }) =>
      callApi(
        commentRoutes.children,
        { body: { current: pageParam, size: CHILD_PAGE_SIZE, parent_id: parentId } },
        { ...quiet, ...withGrant(grant) },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}

/** Writes: a new comment, a reply, a deletion. Each refreshes the whole thread once it succeeds. */
export function useCommentWrites(type: CommentType, forId: number, onChange?: () => void, grant?: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    onChange?.();
    await queryClient.invalidateQueries({ queryKey: threadKey(type, forId) });
  };
  const add = useMutation({
    mutationFn: ({ content, email, guest }: { content: string; email?: string; guest?: GuestWrite }) =>
      callApi(
        commentRoutes.add,
        { body: { type, for_id: forId, content, email, ...guest } },
        withGrant(grant),
      ),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: ({
      guest,
      ...body
    }: Pick<CommentApplyBody, 'parent_id' | 'reply_id' | 'content' | 'email'> & { guest?: GuestWrite }) =>
      callApi(commentRoutes.reply, { body: { ...body, ...guest } }, withGrant(grant)),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (comment: Pick<CommentItem, 'id' | 'parent_id'>) =>
      callApi(commentRoutes.delete, { params: { id: comment.id, parent_id: comment.parent_id ?? 0 } }),
    onSuccess: refresh,
  });
  return { add, reply, remove };
}

/** Writes a comment's like state wherever the thread's cache holds it (parents, their first replies, reply pages). */
export function patchCommentLike(
  queryClient: QueryClient,
  type: CommentType,
  forId: number,
  id: number,
  like: LikeResult,
): void {
  const apply = <T extends CommentItem>(comment: T): T =>
    comment.id === id ? { ...comment, is_like: like.is_like, thumbs_up: like.likes } : comment;
  queryClient.setQueriesData<InfiniteData<Paged<ParentComment | CommentItem>>>(
    { queryKey: threadKey(type, forId) },
    (data) => {
      if (!data || !Array.isArray(data.pages)) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          list: page.list.map((comment) => {
            const patched = apply(comment);
            return 'childComments' in patched
              ? { ...patched, childComments: patched.childComments.map(apply) }
              : patched;
          }),
        })),
      };
    },
  );
}

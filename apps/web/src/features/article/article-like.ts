import { LIKE_TYPES } from '@blog/contract/like-types';
import type { LikeResult } from '@blog/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blogClient, unwrap } from '../../lib/http/blog-client';

const likeKey = (articleId: number) => ['article', 'like', articleId] as const;

/**
 * Whether this visitor (their account, or their address as a guest) likes an article, how many do,
 * and a toggle. The server decides who the liker is; failures show the client's usual toast.
 */
export function useArticleLike(articleId: number, initialLikes: number) {
  const queryClient = useQueryClient();
  const body = { for_id: articleId, type: LIKE_TYPES.article };
  const state = useQuery({
    queryKey: likeKey(articleId),
    queryFn: () =>
      unwrap(blogClient.post<LikeResult>('/like/getIsLikeByIdOrIpAndType', body, { silent: true })),
    placeholderData: { is_like: false, likes: initialLikes },
  });
  const toggle = useMutation({
    mutationFn: (like: boolean) =>
      unwrap(blogClient.post<LikeResult>(like ? '/like/addLike' : '/like/cancelLike', body)),
    onSuccess: (result) => queryClient.setQueryData(likeKey(articleId), result),
  });
  const liked = state.data?.is_like ?? false;
  return {
    liked,
    likes: state.data?.likes ?? initialLikes,
    pending: toggle.isPending || state.isPlaceholderData,
    toggle: () => toggle.mutate(!liked),
  };
}

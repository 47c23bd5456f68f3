import type { LikeResult } from '@blog/contract';
import { LIKE_TYPES } from '@blog/contract/like-types';
import { likeRoutes } from '@blog/contract/like-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/http/api';
import { createLikeSync, toggledLike } from './like-sync';

/** What can be liked: an article, a talk, a message or a comment. */
export type LikeKind = keyof typeof LIKE_TYPES;

export type LikeOptions = (
  | {
      /** The state the thing came with: each item of a list says whether this visitor likes it, and the count. */
      state: LikeResult;
      /** Writes a state the server confirmed wherever the thing is cached (list pages, its detail). */
      onSettled: (state: LikeResult) => void;
    }
  | {
      /** Nothing carries the state: the hook asks the server, showing this count (not liked) until it answers. */
      initialLikes: number;
    }
) & {
  /** Turn at once on a click, before the server answers (the default); if false, the button waits, `pending`. */
  optimistic?: boolean;
  /**
   * A click while one is on its way: 'ignore' it (the default: a double click likes once), or 'follow'
   * it (a double click likes, then unlikes: the server is brought round to the visitor's last choice).
   */
  whilePending?: 'ignore' | 'follow';
};

interface Wish {
  state: LikeResult;
  base: LikeResult;
  settled: boolean;
}

const sameLike = (a: LikeResult, b: LikeResult) => a.is_like === b.is_like && a.likes === b.likes;

const likeKey = (kind: LikeKind, id: number) => ['like', kind, id] as const;
const likeInput = (kind: LikeKind, id: number) => ({ body: { for_id: id, type: LIKE_TYPES[kind] } });

/** Likes (true) or unlikes (false); a failure shows the client's 错误提示 toast. */
const sendLike = (kind: LikeKind, id: number, like: boolean) =>
  callApi(like ? likeRoutes.add : likeRoutes.cancel, likeInput(kind, id));

/** Whether the server holds this visitor's like, asked quietly: the button goes on showing what it showed. */
const fetchLiked = (kind: LikeKind, id: number) =>
  callApi(likeRoutes.state, likeInput(kind, id), { silent: true });

/**
 * Whether this visitor (their account, or their address as a guest: the server decides) likes an
 * article, talk, message or comment, how many do, and a toggle. The server is brought round one request
 * at a time, so clicks never like twice; a failed like shows the client's 错误提示 toast and then what
 * the server holds (asked quietly). The state is one thing's: a component that comes to show another
 * thing needs a fresh hook (its `key`).
 */
export function useLike(kind: LikeKind, id: number, options: LikeOptions) {
  const { optimistic = true, whilePending = 'ignore' } = options;
  const queryClient = useQueryClient();
  const listed = 'state' in options;
  const initial: LikeResult = { is_like: false, likes: listed ? 0 : options.initialLikes };
  const asked = useQuery({
    queryKey: likeKey(kind, id),
    // The count the page came with; the server says whether it holds this visitor's like.
    queryFn: async () => ({ is_like: await fetchLiked(kind, id), likes: initial.likes }),
    placeholderData: initial,
    enabled: !listed,
  });
  const server = listed ? options.state : (asked.data ?? initial);
  // The visitor's latest click, and the state the thing had then (`base`). Once the server settled it,
  // it is still shown until the cache has caught up (the state is no longer `base`): the count must not
  // flick back to the old one in between.
  const [wish, setWish] = useState<Wish | null>(null);
  const current = wish && (!wish.settled || sameLike(server, wish.base)) ? wish : null;
  const [sync] = useState(() =>
    createLikeSync(server, {
      send: (like) => sendLike(kind, id, like),
      fetchLiked: () => fetchLiked(kind, id),
      onSettled: (state) =>
        listed ? options.onSettled(state) : queryClient.setQueryData(likeKey(kind, id), state),
    }),
  );

  // A fresher state (a refetched list: another tab liked it, a login) is the truth while nothing is on its way.
  useEffect(() => {
    sync.reset({ is_like: server.is_like, likes: server.likes });
  }, [sync, server.is_like, server.likes]);

  const toggle = () => {
    if (sync.pending && whilePending === 'ignore') return;
    const base = current?.base ?? server;
    const next = toggledLike(current?.state ?? server);
    setWish({ state: next, base, settled: false });
    const starting = !sync.pending;
    const done = sync.want(next.is_like);
    if (starting) void done.then((settled) => settled && setWish({ state: settled, base, settled: true }));
  };
  const shown = current && (optimistic || current.settled) ? current.state : server;
  return {
    liked: shown.is_like,
    likes: shown.likes,
    /** A click is on its way, or the server has not said yet whether this visitor likes it. */
    pending: (current !== null && !current.settled) || (!listed && asked.isPlaceholderData),
    toggle,
  };
}

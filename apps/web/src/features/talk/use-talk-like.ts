import type { LikeResult, TalkItem } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createLikeSync, toggledLike } from './like-sync';
import { fetchTalkLike, patchTalkLike, sendTalkLike } from './talk-api';

/**
 * A talk's like button state: it turns at once on a click (optimistic), and the server is brought
 * round to the visitor's last choice one request at a time, so fast double-clicks are harmless.
 */
export function useTalkLike(talk: TalkItem) {
  const queryClient = useQueryClient();
  const server: LikeResult = { is_like: talk.is_like, likes: talk.like_times };
  const [optimistic, setOptimistic] = useState<LikeResult | null>(null);
  const [sync] = useState(() =>
    createLikeSync(server, {
      send: (like) => sendTalkLike(talk.id, like),
      fetch: () => fetchTalkLike(talk.id),
      onSettled: (state) => patchTalkLike(queryClient, talk.id, state),
    }),
  );

  // A refetched list (another tab liked it, a login) is the truth while nothing is on its way.
  useEffect(() => {
    sync.reset({ is_like: talk.is_like, likes: talk.like_times });
  }, [sync, talk.is_like, talk.like_times]);

  const shown = optimistic ?? server;
  const toggle = () => {
    const next = toggledLike(shown);
    setOptimistic(next);
    const starting = !sync.pending;
    const done = sync.want(next.is_like);
    // The click that started the run clears the optimistic state once the server agrees.
    if (starting) void done.then(() => setOptimistic(null));
  };
  return { liked: shown.is_like, likes: shown.likes, toggle };
}

import type { LikeResult } from '@blog/contract';

/** What the like button shows: the state after the visitor's latest click, before the server answers. */
export function toggledLike(state: LikeResult): LikeResult {
  return state.is_like
    ? { is_like: false, likes: Math.max(0, state.likes - 1) }
    : { is_like: true, likes: state.likes + 1 };
}

/**
 * What the button shows once the server says whether this visitor likes it: a like or unlike made
 * elsewhere (another tab) moved the count by one.
 */
export function withServerLike(known: LikeResult, liked: boolean): LikeResult {
  return liked === known.is_like ? known : toggledLike(known);
}

export interface LikeSyncDeps {
  /** Likes (true) or unlikes (false); resolves with the server's state. */
  send: (like: boolean) => Promise<LikeResult>;
  /** Whether the server holds this visitor's like, asked after a failure. */
  fetchLiked: () => Promise<boolean>;
  /** Called with each state the server confirms. */
  onSettled: (state: LikeResult) => void;
}

/**
 * Brings the server round to what the visitor last chose, one request at a time. A double-click
 * (like, unlike) while the first request is in flight never sends two likes: once the like lands,
 * the sync sees the wish changed and sends the unlike. On a failure it reads the real state back.
 */
export function createLikeSync(initial: LikeResult, deps: LikeSyncDeps) {
  let confirmed = initial;
  let wanted = initial.is_like;
  let running = false;

  async function run(): Promise<LikeResult> {
    running = true;
    try {
      while (wanted !== confirmed.is_like) {
        try {
          confirmed = await deps.send(wanted);
        } catch {
          const known = confirmed;
          confirmed = await deps.fetchLiked().then(
            (liked) => withServerLike(known, liked),
            () => known,
          );
          wanted = confirmed.is_like;
        }
        deps.onSettled(confirmed);
      }
      return confirmed;
    } finally {
      running = false;
    }
  }

  return {
    /**
     * The visitor wants the thing liked (or not). The call that starts a run resolves with the state the
     * server agreed to (or read back after giving up); a call made while one runs resolves at once, null.
     */
    want(like: boolean): Promise<LikeResult | null> {
      wanted = like;
      return running ? Promise.resolve(null) : run();
    },
    /** A fresher state from elsewhere (a list refetch) while nothing is pending. */
    reset(state: LikeResult): void {
      if (running) return;
      confirmed = state;
      wanted = state.is_like;
    },
    get pending(): boolean {
      return running;
    },
  };
}

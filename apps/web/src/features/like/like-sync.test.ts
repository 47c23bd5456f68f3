import type { LikeResult } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { createLikeSync, toggledLike, withServerLike } from './like-sync';

describe('toggledLike', () => {
  it('likes with one more and unlikes with one less', () => {
    expect(toggledLike({ is_like: false, likes: 4 })).toEqual({ is_like: true, likes: 5 });
    expect(toggledLike({ is_like: true, likes: 5 })).toEqual({ is_like: false, likes: 4 });
  });

  it('never counts below zero', () => {
    expect(toggledLike({ is_like: true, likes: 0 })).toEqual({ is_like: false, likes: 0 });
  });
});

/** A server holding one visitor's like: a second like is refused, as the real one answers 409. */
function fakeServer(initial: LikeResult) {
  let state = { ...initial };
  const calls: boolean[] = [];
  let release: (() => void)[] = [];
  return {
    calls,
    get state() {
      return state;
    },
    /** Lets the requests waiting so far answer. */
    flush() {
      const waiting = release;
      release = [];
      waiting.forEach((go) => go());
    },
    send(like: boolean): Promise<LikeResult> {
      calls.push(like);
      return new Promise<void>((resolve) => release.push(resolve)).then(() => {
        if (like === state.is_like) throw new Error(like ? '已经点过赞啦' : 'not liked');
        state = { is_like: like, likes: state.likes + (like ? 1 : -1) };
        return state;
      });
    },
    fetchLiked: async () => state.is_like,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withServerLike', () => {
  it('keeps the state the server agrees with', () => {
    expect(withServerLike({ is_like: true, likes: 4 }, true)).toEqual({ is_like: true, likes: 4 });
  });

  it('counts a like or unlike made elsewhere', () => {
    expect(withServerLike({ is_like: false, likes: 4 }, true)).toEqual({ is_like: true, likes: 5 });
    expect(withServerLike({ is_like: true, likes: 4 }, false)).toEqual({ is_like: false, likes: 3 });
  });
});

describe('createLikeSync', () => {
  it('sends one request per change and reports what the server confirms', async () => {
    const server = fakeServer({ is_like: false, likes: 2 });
    const settled: LikeResult[] = [];
    const sync = createLikeSync(server.state, { ...server, onSettled: (s) => settled.push(s) });
    const done = sync.want(true);
    expect(sync.pending).toBe(true);
    server.flush();
    await done;
    expect(server.calls).toEqual([true]);
    expect(settled).toEqual([{ is_like: true, likes: 3 }]);
    expect(sync.pending).toBe(false);
  });

  it('turns a double-click into a like then an unlike, never two likes', async () => {
    const server = fakeServer({ is_like: false, likes: 2 });
    const settled: LikeResult[] = [];
    const sync = createLikeSync(server.state, { ...server, onSettled: (s) => settled.push(s) });
    const first = sync.want(true);
    void sync.want(false); // the second click while the like is in flight
    void sync.want(true); // a third
    void sync.want(false); // and a fourth: the visitor ends up not liking it
    server.flush();
    await tick();
    server.flush();
    await first;
    expect(server.calls).toEqual([true, false]);
    expect(server.state).toEqual({ is_like: false, likes: 2 });
    expect(settled.at(-1)).toEqual({ is_like: false, likes: 2 });
  });

  it('sends nothing when the clicks cancel out before the first request', async () => {
    const server = fakeServer({ is_like: true, likes: 1 });
    const sync = createLikeSync(server.state, { ...server, onSettled: () => undefined });
    await sync.want(true);
    expect(server.calls).toEqual([]);
  });

  it('reads the real state back after a failure', async () => {
    const server = fakeServer({ is_like: true, likes: 7 });
    const settled: LikeResult[] = [];
    // This visitor's page thinks the thing is not liked yet (liked in another tab).
    const sync = createLikeSync(
      { is_like: false, likes: 6 },
      { ...server, onSettled: (s) => settled.push(s) },
    );
    const done = sync.want(true);
    server.flush();
    await done;
    expect(server.calls).toEqual([true]);
    expect(settled).toEqual([{ is_like: true, likes: 7 }]);
  });

  it('keeps the last known state when even the read-back fails', async () => {
    const settled: LikeResult[] = [];
    const sync = createLikeSync(
      { is_like: false, likes: 3 },
      {
        send: () => Promise.reject(new Error('Network Error')),
        fetchLiked: () => Promise.reject(new Error('Network Error')),
        onSettled: (s) => settled.push(s),
      },
    );
    await sync.want(true);
    expect(settled).toEqual([{ is_like: false, likes: 3 }]);
    expect(sync.pending).toBe(false);
  });
});

import type { LikeResult } from '@blog/contract';
import { LIKE_TYPES } from '@blog/contract/like-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHttpTransport } from '../../lib/http/create-http-client';
import { useLike, type LikeKind, type LikeOptions } from './use-like';

vi.mock('../../lib/toast', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));
const { toast } = await import('../../lib/toast');

/**
 * The like API for one visitor: a second like is refused (409) as the real one refuses it. While
 * `holding`, answers wait for `release()`, so a test can click while a request is on its way; each is
 * answered from the state as it is then.
 */
function likeServer(initial: LikeResult, { failLikes = false } = {}) {
  let state = { ...initial };
  const waiting: (() => void)[] = [];
  const requests: Request[] = [];
  const answer = (path: string): { status: number; data: unknown } => {
    const ok = (result: unknown) => ({ status: 200, data: { code: 0, message: '', result } });
    if (path.endsWith('/getIsLikeByIdOrIpAndType')) return ok(state.is_like);
    if (failLikes) return { status: 500, data: { code: 500, message: '服务器开小差了' } };
    const like = path.endsWith('/addLike');
    if (like === state.is_like) return { status: 409, data: { code: 409, message: '已经点过赞啦' } };
    state = { is_like: like, likes: state.likes + (like ? 1 : -1) };
    return ok(state);
  };
  const server = {
    requests,
    holding: false,
    release: () => waiting.splice(0).forEach((go) => go()),
    get state() {
      return state;
    },
  };
  setHttpTransport({
    origin: 'http://localhost',
    fetch: async (request) => {
      requests.push(request.clone());
      if (server.holding) await new Promise<void>((resolve) => waiting.push(resolve));
      const { status, data } = answer(new URL(request.url).pathname);
      return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return server;
}

function renderLike(kind: LikeKind, id: number, options: LikeOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return {
    client,
    ...renderHook((props: LikeOptions) => useLike(kind, id, props), { wrapper, initialProps: options }),
  };
}

const calls = async (server: { requests: Request[] }) =>
  Promise.all(
    server.requests.map(async (request) => ({
      path: new URL(request.url).pathname,
      body: (await request.clone().json()) as unknown,
    })),
  );

afterEach(() => setHttpTransport(undefined));

describe('useLike on an item of a list (the state comes with it)', () => {
  it('turns at once, sends one like for a double click, and writes what the server confirmed', async () => {
    const server = likeServer({ is_like: false, likes: 2 });
    server.holding = true;
    const onSettled = vi.fn();
    const { result } = renderLike('message', 9, { state: { is_like: false, likes: 2 }, onSettled });

    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ liked: true, likes: 3, pending: true });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ liked: true, likes: 3 });

    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.release();
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(onSettled).toHaveBeenCalledWith({ is_like: true, likes: 3 });
    // The list has not shown the settled state yet: the button does not flick back to 2 meanwhile.
    expect(result.current).toMatchObject({ liked: true, likes: 3 });
    expect(await calls(server)).toEqual([
      { path: '/api/like/addLike', body: { for_id: 9, type: LIKE_TYPES.message } },
    ]);
  });

  it("with whilePending 'follow', turns a double click into a like then an unlike", async () => {
    const server = likeServer({ is_like: false, likes: 2 });
    server.holding = true;
    const onSettled = vi.fn();
    const { result } = renderLike('talk', 4, {
      state: { is_like: false, likes: 2 },
      onSettled,
      whilePending: 'follow',
    });

    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ liked: false, likes: 2 });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.release();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    server.release();
    await waitFor(() => expect(result.current.pending).toBe(false));

    expect((await calls(server)).map((call) => call.path)).toEqual([
      '/api/like/addLike',
      '/api/like/cancelLike',
    ]);
    expect(onSettled).toHaveBeenLastCalledWith({ is_like: false, likes: 2 });
    expect(server.state).toEqual({ is_like: false, likes: 2 });
  });

  it('after a failure, toasts and shows what the server holds', async () => {
    likeServer({ is_like: false, likes: 5 }, { failLikes: true });
    const onSettled = vi.fn();
    const { result } = renderLike('comment', 3, { state: { is_like: false, likes: 5 }, onSettled });

    act(() => result.current.toggle());
    expect(result.current.liked).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current).toMatchObject({ liked: false, likes: 5 });
    expect(onSettled).toHaveBeenCalledWith({ is_like: false, likes: 5 });
    expect(toast.error).toHaveBeenCalledWith('服务器开小差了', '错误提示');
  });

  it('follows a fresher state of the item while nothing is on its way', () => {
    likeServer({ is_like: false, likes: 1 });
    const onSettled = vi.fn();
    const { result, rerender } = renderLike('talk', 4, { state: { is_like: false, likes: 1 }, onSettled });
    rerender({ state: { is_like: true, likes: 6 }, onSettled });
    expect(result.current).toMatchObject({ liked: true, likes: 6, pending: false });
  });
});

describe('useLike on a thing of its own (the hook asks the server)', () => {
  it('shows the initial count and waits until the server says whether this visitor likes it', async () => {
    likeServer({ is_like: true, likes: 7 });
    const { result } = renderLike('article', 7, { initialLikes: 7, optimistic: false });
    expect(result.current).toMatchObject({ liked: false, likes: 7, pending: true });
    await waitFor(() => expect(result.current.pending).toBe(false));
    // The count the page came with already holds this visitor's like.
    expect(result.current).toMatchObject({ liked: true, likes: 7 });
  });

  it('without optimism, shows a click only once the server has taken it', async () => {
    const server = likeServer({ is_like: false, likes: 7 });
    const { result, client } = renderLike('article', 7, { initialLikes: 7, optimistic: false });
    await waitFor(() => expect(result.current.pending).toBe(false));

    server.holding = true;
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ liked: false, likes: 7, pending: true });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    server.release();
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current).toMatchObject({ liked: true, likes: 8 });
    expect(client.getQueryData(['like', 'article', 7])).toEqual({ is_like: true, likes: 8 });
  });
});

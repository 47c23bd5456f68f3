import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { sendReadingDuration } from './use-reading-duration';

afterEach(async () => {
  vi.restoreAllMocks();
  useUserStore.setState(useUserStore.getInitialState(), true);
  // The store saves itself through a lazily loaded cipher: let that finish inside the test.
  await vi.dynamicImportSettled();
});

describe('sendReadingDuration', () => {
  it('sends the reading time with the user’s token, as every request does (docs/spec.md §6)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    useUserStore.setState({ token: 'tok-1' });
    sendReadingDuration(7, 61_000);
    expect(fetch).toHaveBeenCalledWith(
      '/api/article/addReadingDuration/7/61000',
      expect.objectContaining({
        method: 'PUT',
        keepalive: true,
        headers: expect.objectContaining({ Authorization: 'Bearer tok-1' }),
      }),
    );
  });

  it('sends it without a token for a guest', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    sendReadingDuration(7, 61_000);
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).not.toHaveProperty('Authorization');
  });
});

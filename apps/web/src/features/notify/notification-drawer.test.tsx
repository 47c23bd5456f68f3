import type { Notification } from '@blog/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAntdTestEnvironment } from '../../test/antd-test-env';
import { signInReader } from '../../test/signed-in-reader';
import type * as NotifyApi from './notify-api';
import type { NotifyPage } from './notify-api';

vi.mock('./notify-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyApi>()),
  fetchNotifyPage: vi.fn(),
  markNotifyViewed: vi.fn(),
  deleteNotify: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const api = await import('./notify-api');
const { toast } = await import('../../lib/toast');
const { NotificationDrawer } = await import('./notification-drawer');

beforeAll(prepareAntdTestEnvironment);

const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  message: `第 ${id} 条消息`,
  type: 1,
  to_id: 100 + id,
  isView: 2,
  createdAt: '2025-01-01 10:00:00',
  ...overrides,
});

/** A server with `all` notifications, paged by ten like the real one. */
function serve(all: Notification[]) {
  vi.mocked(api.fetchNotifyPage).mockImplementation((current, _userId, size = 10) =>
    Promise.resolve<NotifyPage>({
      current,
      size,
      total: all.length,
      unread: all.filter((item) => item.isView === 1).length,
      list: all.slice((current - 1) * size, current * size),
    }),
  );
}

function renderDrawer(onClose = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <NotificationDrawer open onClose={onClose} adminUrl="/admin" /> },
      { path: '*', element: <p>到了别处</p> },
    ],
    { initialEntries: ['/home'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The title's unread count is fresh already: no request leaves the test.
  client.setQueryData(api.notifyKeys.unread(5), 1);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onClose };
}

beforeEach(() => {
  vi.mocked(api.fetchNotifyPage).mockReset();
  vi.mocked(api.markNotifyViewed).mockReset().mockResolvedValue(null);
  vi.mocked(api.deleteNotify).mockReset().mockResolvedValue(null);
  vi.mocked(toast.success).mockReset();
  signInReader(5, 't');
});

describe('NotificationDrawer (我的消息)', () => {
  it('loads page 1, then 点击加载更多～ until 已经到底啦', async () => {
    serve(Array.from({ length: 13 }, (_, index) => note(index + 1)));
    renderDrawer();
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.fetchNotifyPage).toHaveBeenCalledWith(1, 5);

    fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
    expect(await screen.findByText('已经到底啦')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    expect(api.fetchNotifyPage).toHaveBeenLastCalledWith(2, 5);
  });

  it('shows the type, the relative time and new on unread items, with sanitised HTML', async () => {
    serve([
      note(1, {
        isView: 1,
        message: '<b>晚风</b> 评论了你<img src=x onerror="alert(1)"><script>alert(2)</script>',
      }),
      note(2, { type: 2 }),
    ]);
    renderDrawer();
    const [first, second] = within(await screen.findByRole('list', { name: '消息列表' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByText('new')).toBeInTheDocument();
    expect(within(first!).getByText('文章')).toBeInTheDocument();
    expect(within(first!).getByText(/天前$/)).toBeInTheDocument();
    expect(within(first!).getByText('晚风').tagName).toBe('B');
    expect(first!.innerHTML).not.toContain('onerror');
    expect(first!.innerHTML).not.toContain('<script');
    expect(within(second!).queryByText('new')).not.toBeInTheDocument();
    expect(within(second!).getByText('说说')).toBeInTheDocument();
  });

  it('marks an unread item viewed, goes to its article and closes', async () => {
    serve([note(1, { isView: 1, to_id: 42 })]);
    const { router, onClose } = renderDrawer();
    fireEvent.click(await screen.findByText('第 1 条消息'));
    expect(api.markNotifyViewed).toHaveBeenCalledWith(1);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/article?id=42'),
    );
  });

  it('does not mark a read item again; a type-4 item opens the admin page in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serve([note(1, { type: 4, to_id: null })]);
    renderDrawer();
    fireEvent.click(await screen.findByText('第 1 条消息'));
    expect(api.markNotifyViewed).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('/admin', '_blank', 'noopener');
  });

  it('deletes after 确定删除吗？ and says 删除成功', async () => {
    const all = [note(1), note(2)];
    serve(all);
    vi.mocked(api.deleteNotify).mockImplementation((id) => {
      all.splice(
        all.findIndex((item) => item.id === id),
        1,
      );
      return Promise.resolve(null);
    });
    renderDrawer();
    const list = await screen.findByRole('list', { name: '消息列表' });
    fireEvent.click(within(list).getAllByRole('button', { name: '删除这条消息' })[0]!);
    expect(await screen.findByText('确定删除吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.deleteNotify).toHaveBeenCalledWith(1));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith('删除成功');
  });

  it('has a friendly empty state', async () => {
    serve([]);
    renderDrawer();
    expect(await screen.findByText('暂时没有新消息～')).toBeInTheDocument();
    expect(screen.queryByText('点击加载更多～')).not.toBeInTheDocument();
  });
});

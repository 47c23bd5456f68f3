import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/http/api-error';
import { pageHeadersQuery } from '../../lib/http/page-headers';
import { RouteError } from './route-error';
import { useOfflinePage } from './use-offline-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The blog client's errors: no answer at all, and the server's 500. */
const noAnswer = () => new ApiError('Network Error', { status: 0, code: -1 });
const serverError = () => new ApiError('服务端错误', { status: 500, code: 500 });

/** A page as the article page is made: its own data, and its own 加载失败了 for a failure. */
function ArticleLikePage({ fails }: { fails: () => Error }) {
  const read = useQuery({
    queryKey: ['article', 'test'],
    queryFn: () => Promise.reject(fails()),
    retry: false,
    networkMode: 'offlineFirst',
  });
  useOfflinePage(read);
  if (read.isPending) return <p>文章加载中</p>;
  if (read.isError) return <LoadError line="文章加载失败了" error={read.error} onRetry={() => undefined} />;
  return <p>正文</p>;
}

function renderPage(fails: () => Error) {
  const router = createMemoryRouter(
    [
      { path: '/article', element: <ArticleLikePage fails={fails} />, errorElement: <RouteError /> },
      { path: '/home', element: <p>首页</p> },
    ],
    { initialEntries: ['/article?id=7'] },
  );
  const client = new QueryClient();
  // The banner's pictures are here already: no request leaves the test.
  client.setQueryData(pageHeadersQuery().queryKey, []);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('useOfflinePage', () => {
  it('gives an article that did not come offline to the route’s error page: 当前离线, 重新加载, 回到首页', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage(noAnswer);
    expect(await screen.findByRole('heading', { name: '当前离线' })).toBeInTheDocument();
    expect(screen.getByText('这个页面还没有缓存，联网后再试。读过的文章离线也能打开。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('文章加载失败了')).not.toBeInTheDocument();
  });

  it('does the same for a request without an answer while the browser says it is online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(noAnswer);
    expect(await screen.findByRole('heading', { name: '当前离线' })).toBeInTheDocument();
  });

  it('leaves any other failure to the page: 文章加载失败了 with 重试', async () => {
    renderPage(serverError);
    expect(await screen.findByText('文章加载失败了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText('当前离线')).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });

  it('gives way too while a retry waits for the network, instead of loading for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    function Waiting() {
      useOfflinePage({
        data: undefined,
        status: 'pending',
        fetchStatus: 'paused',
        error: null,
        failureReason: noAnswer(),
      });
      return <p>文章加载中</p>;
    }
    const router = createMemoryRouter([{ path: '/', element: <Waiting />, errorElement: <RouteError /> }]);
    const client = new QueryClient();
    client.setQueryData(pageHeadersQuery().queryKey, []);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '当前离线' })).toBeInTheDocument();
    expect(screen.queryByText('文章加载中')).not.toBeInTheDocument();
  });
});

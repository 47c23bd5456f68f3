import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

afterEach(() => {
  vi.restoreAllMocks();
});

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('LoadError', () => {
  it('says what failed, with a hint and 重试, when the browser is online', () => {
    const retry = vi.fn();
    render(<LoadError line="评论加载失败了" error={new Error('服务端错误')} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('评论加载失败了');
    expect(screen.getByText('可能是网络开了个小差，稍后再试试吧～')).toBeInTheDocument();
    expect(screen.queryByText('当前离线')).not.toBeInTheDocument();
    screen.getByRole('button', { name: '重试' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says 当前离线 when the browser is offline, and what did not load', () => {
    offline();
    render(<LoadError line="评论加载失败了" onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-offline', 'true');
    expect(screen.getByText('当前离线')).toBeInTheDocument();
    expect(screen.getByText('评论加载失败了，联网后再试试吧～')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says 当前离线 for a request that got no answer, though the browser thinks it is online', () => {
    render(<LoadError line="文章列表加载失败了" error={new TypeError('Network Error')} />);
    expect(screen.getByText('当前离线')).toBeInTheDocument();
    expect(screen.queryByText('可能是网络开了个小差，稍后再试试吧～')).not.toBeInTheDocument();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogImage } from './blog-image';

describe('BlogImage', () => {
  afterEach(cleanup);

  it('shows the coffee cup until the picture has loaded', () => {
    render(<BlogImage src="/media/a.jpg" alt="封面" ratio="4 / 3" />);
    const image = screen.getByAltText('封面');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: '图片加载中' })).toBeInTheDocument();
    expect(screen.getByTestId('blog-image')).toHaveStyle({ aspectRatio: '4 / 3' });

    fireEvent.load(image);
    expect(screen.queryByRole('img', { name: '图片加载中' })).not.toBeInTheDocument();
    expect(screen.getByTestId('blog-image')).toHaveAttribute('data-status', 'loaded');
  });

  it('shows a broken picture when loading fails', () => {
    render(<BlogImage src="/media/missing.jpg" alt="封面" />);
    fireEvent.error(screen.getByAltText('封面'));
    expect(screen.getByRole('img', { name: '图片加载失败' })).toBeInTheDocument();
  });

  it('treats a missing address as failed', () => {
    render(<BlogImage src={null} alt="头像" />);
    expect(screen.getByRole('img', { name: '图片加载失败' })).toBeInTheDocument();
    expect(screen.queryByAltText('头像')).not.toBeInTheDocument();
  });

  it('starts loading again when the address changes', () => {
    const { rerender } = render(<BlogImage src="/a.jpg" alt="图" />);
    fireEvent.load(screen.getByAltText('图'));
    rerender(<BlogImage src="/b.jpg" alt="图" />);
    expect(screen.getByTestId('blog-image')).toHaveAttribute('data-status', 'loading');
  });

  it('loads above-the-fold pictures eagerly', () => {
    render(<BlogImage src="/banner.jpg" alt="横幅" fill eager />);
    expect(screen.getByAltText('横幅')).toHaveAttribute('loading', 'eager');
  });
});

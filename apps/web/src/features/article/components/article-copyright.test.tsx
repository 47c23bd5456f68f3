import type { ArticleDetail } from '@blog/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { ArticleCopyright } from './article-copyright';

const article = { id: 7, type: 1, author: '林间' } as unknown as ArticleDetail;

afterEach(() => vi.restoreAllMocks());

describe('ArticleCopyright', () => {
  it('copies the article link, then says so and shows what was copied (docs/spec.md §8)', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    render(<ArticleCopyright article={article} blogName="拾光小站" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /复制链接/ })));
    const link = `${window.location.origin}/article?id=7`;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(success).toHaveBeenCalledWith('链接已复制到剪贴板');
    expect(info).toHaveBeenCalledWith(`已复制：${link}`);
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { useStaticStore } from '../../../stores/static-store';
import { ArticleMarkdown } from './article-markdown';

/** A body as the server renders it (lib/markdown on the server): a heading, a code block, pictures. */
const HTML = [
  '<h2 id="heading-1">缓存</h2>',
  '<details class="md-editor-code" open><summary class="md-editor-code-head">',
  '<div class="md-editor-code-flag"><span></span><span></span><span></span></div>',
  '<div class="md-editor-code-action"><span class="md-editor-code-lang">ts</span>',
  '<span class="md-editor-copy-button" data-tips="复制代码">复制代码</span></div></summary>',
  '<pre><code class="language-ts" language="ts"><span class="md-editor-code-block-lines">',
  '<span class="md-editor-code-line"><span rn-wrapper aria-hidden="true" data-line-number="1"></span>',
  '<span class="md-editor-code-line-content"><span class="hljs-keyword">const</span> a = 1;</span></span>\n',
  '<span class="md-editor-code-line"><span rn-wrapper aria-hidden="true" data-line-number="2"></span>',
  '<span class="md-editor-code-line-content">a += 1;</span></span></span></code></pre></details>',
  '<figure><img src="/media/uploads/one.png" alt="第一张" class="md-zoom" width="640" height="360"></figure>',
  '<p><a href="/article?id=2"><img src="/media/uploads/link.png" alt="链接里的图"></a></p>',
  '<p><img src="/media/uploads/two.png" alt="第二张"></p>',
].join('');

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  useStaticStore.setState(useStaticStore.getInitialState(), true);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('ArticleMarkdown', () => {
  it("shows the server's HTML inside md-editor-rt's preview wrappers, in the visitor's themes", async () => {
    useStaticStore.setState({ theme: 'dark', previewTheme: 'github', codeTheme: 'paraiso' });
    render(<ArticleMarkdown html={HTML} />);
    const content = screen.getByTestId('article-content');
    const editor = content.querySelector('#article-content.md-editor.md-editor-previewOnly');
    expect(editor).toHaveAttribute('data-theme', 'dark');
    const preview = editor?.querySelector(':scope > #article-content-preview');
    // The default theme is in the page's CSS; github's sheet is loaded first, then shown.
    expect(preview).toHaveClass('md-editor-preview', 'default-theme', 'md-editor-scrn');
    await waitFor(() => expect(preview).toHaveClass('md-editor-preview', 'github-theme', 'md-editor-scrn'));
    expect(document.head.querySelector('style[data-preview-theme="github"]')).not.toBeNull();
    expect(within(content).getByRole('heading', { level: 2, name: '缓存' })).toHaveAttribute(
      'id',
      'heading-1',
    );
    expect(content.querySelector('pre code .hljs-keyword')).toHaveTextContent('const');
    expect(content).toHaveAttribute('data-code-theme', 'paraiso-dark');
  });

  it('copies a code block with its copy button, says so, and leaves the block open', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    render(<ArticleMarkdown html={HTML} />);
    const button = screen.getByText('复制代码');
    const click = fireEvent.click(button);
    expect(click).toBe(false);
    // The clipboard code arrives with the first copy (or as the pointer reaches the button).
    await waitFor(() => expect(info).toHaveBeenCalledWith('已复制：const a = 1; a += 1;'));
    expect(writeText).toHaveBeenCalledWith('const a = 1;\na += 1;');
    expect(button).toHaveTextContent('已复制！');
    expect(document.querySelector('details')).toHaveAttribute('open');
  });

  it('opens a picture in the lightbox with the others beside it, but follows a linked one', async () => {
    render(<ArticleMarkdown html={HTML} />);
    fireEvent.click(screen.getByAltText('链接里的图'));
    expect(screen.queryByTestId('lightbox')).not.toBeInTheDocument();

    fireEvent.click(screen.getByAltText('第二张'));
    // The viewer's code loads on the first click (or as the pointer reaches a picture).
    const lightbox = await screen.findByTestId('lightbox');
    expect(within(lightbox).getByRole('img')).toHaveAttribute('alt', '第二张');
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.click(within(lightbox).getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('lightbox')).not.toBeInTheDocument();
  });

  it("hydrates the server's HTML without a mismatch, then takes the visitor's themes", async () => {
    const serverHtml = renderToString(<ArticleMarkdown html={HTML} />);
    expect(serverHtml).toContain('md-editor-preview default-theme md-editor-scrn');

    useStaticStore.setState({ theme: 'dark', previewTheme: 'cyanosis' });
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ArticleMarkdown html={HTML} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('.md-editor-preview')).toHaveClass('cyanosis-theme'));
    expect(container.querySelector('.md-editor')).toHaveAttribute('data-theme', 'dark');
    act(() => root.unmount());
    container.remove();
  });
});

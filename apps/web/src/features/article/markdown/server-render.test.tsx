// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleCatalog } from './article-catalog';
import { ArticleMarkdown } from './article-markdown';
import { ThemePicker } from './theme-picker';

/** Rendered where there is no window, document or storage: a render that reached for one would throw. */
describe('the article body on the server', () => {
  it('renders the body in the default themes', () => {
    const html = renderToString(<ArticleMarkdown html='<h2 id="heading-1">缓存</h2>' />);
    expect(html).toContain(
      '<div id="article-content-preview" class="md-editor-preview default-theme md-editor-scrn"><h2 id="heading-1">缓存</h2></div>',
    );
    expect(html).toContain('data-theme="light"');
  });

  it('renders the table of contents, the first heading current', () => {
    const html = renderToString(<ArticleCatalog toc={[{ id: 'heading-1', level: 2, text: '缓存' }]} />);
    expect(html).toContain('<a href="#heading-1"');
    expect(html).toContain('aria-current="location"');
  });

  it('renders the theme picker closed', () => {
    expect(renderToString(<ThemePicker />)).toContain('aria-expanded="false"');
  });
});

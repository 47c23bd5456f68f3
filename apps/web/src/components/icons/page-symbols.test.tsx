import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeOutlined, SearchOutlined } from './index';
import { PageSymbolsContext, pageSymbolsMarkup } from './page-symbols';
import sprite from './sprite.svg?raw';

const hrefOf = (html: string) => /<use href="([^"]+)"/.exec(html)?.[1];

describe('pageSymbolsMarkup', () => {
  it("copies just the page's symbols out of the sprite, under ids of their own", () => {
    const markup = pageSymbolsMarkup(sprite, new Set(['HomeOutlined', 'SearchOutlined']));
    expect(markup.match(/<symbol /g)).toHaveLength(2);
    expect(markup).toMatch(/<symbol id="icon-HomeOutlined" viewBox="64 64 896 896"><path d="M946/);
    expect(markup).toContain('<symbol id="icon-SearchOutlined"');
    expect(markup).not.toContain('id="HomeOutlined"');
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>/);
    expect(markup).not.toContain('display:none');
  });

  it('writes nothing for a page without icons or with none the sprite knows', () => {
    expect(pageSymbolsMarkup(sprite, new Set())).toBe('');
    expect(pageSymbolsMarkup(sprite, new Set(['NoSuchOutlined']))).toBe('');
  });
});

describe('an icon', () => {
  afterEach(() => document.getElementById('page-symbols')?.remove());

  it('rendered on the server, draws from the page and names its symbol for the page', () => {
    const symbols = new Set<string>();
    const html = renderToString(
      <PageSymbolsContext value={symbols}>
        <HomeOutlined />
        <SearchOutlined />
        <HomeOutlined />
      </PageSymbolsContext>,
    );
    expect([...symbols].sort()).toEqual(['HomeOutlined', 'SearchOutlined']);
    expect(hrefOf(html)).toBe('#icon-HomeOutlined');
  });

  it('in the browser, draws from the page when the page has its symbol, else from the sprite file', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="page-symbols">${pageSymbolsMarkup(sprite, new Set(['HomeOutlined']))}</div>`,
    );
    const { container } = render(
      <>
        <HomeOutlined />
        <SearchOutlined />
      </>,
    );
    const hrefs = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(hrefs[0]).toBe('#icon-HomeOutlined');
    expect(hrefs[1]).toMatch(/\/sprite[\w.-]*\.svg(\?[\w-]+)?#SearchOutlined$/);
  });
});

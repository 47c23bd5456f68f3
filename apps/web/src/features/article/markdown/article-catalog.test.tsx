import type { ArticleTocEntry } from '@blog/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleCatalog, HEADER_OFFSET } from './article-catalog';

const TOC: ArticleTocEntry[] = [
  { id: 'heading-1', level: 2, text: '题目要求' },
  { id: 'heading-2', level: 3, text: 'TypeScript：Map' },
  { id: 'heading-3', level: 3, text: 'Go：container/list' },
  { id: 'heading-5', level: 2, text: '测试一下' },
];

/** Where each heading's top sits in the window, as the page has scrolled. */
let tops: Record<string, number>;
/** Animation frames asked for and not yet run. */
let frames: FrameRequestCallback[];

beforeEach(() => {
  tops = { 'heading-1': 120, 'heading-2': 900, 'heading-3': 1700, 'heading-5': 2600 };
  for (const { id } of TOC) {
    const heading = document.createElement('h2');
    heading.id = id;
    heading.getBoundingClientRect = () => ({ top: tops[id] ?? 0 }) as DOMRect;
    document.body.append(heading);
  }
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
});
afterEach(() => {
  for (const { id } of TOC) document.getElementById(id)?.remove();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Scrolls the page by moving every heading up by `distance`. */
function scrollBy(distance: number) {
  for (const id of Object.keys(tops)) tops[id]! -= distance;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    for (const run of frames.splice(0)) run(0);
  });
}

const current = () => screen.getByTestId('article-catalog').querySelector('[aria-current="location"]');

describe('ArticleCatalog', () => {
  it('lists the headings as nested links to their anchors', () => {
    render(<ArticleCatalog toc={TOC} />);
    const nav = screen.getByRole('navigation', { name: '目录' });
    const top = within(nav).getAllByRole('list')[0]!;
    const entries = Array.from(top.children).map((item) => item.querySelector('a')?.textContent);
    expect(entries).toEqual(['题目要求', '测试一下']);
    expect(within(nav).getByRole('link', { name: 'Go：container/list' })).toHaveAttribute(
      'href',
      '#heading-3',
    );
    expect(within(top.children[0] as HTMLElement).getAllByRole('link')).toHaveLength(3);
  });

  it('highlights the heading being read as the page scrolls', () => {
    render(<ArticleCatalog toc={TOC} />);
    expect(current()).toHaveTextContent('题目要求');
    scrollBy(850);
    expect(current()).toHaveTextContent('TypeScript：Map');
    scrollBy(1000);
    expect(current()).toHaveTextContent('Go：container/list');
    scrollBy(2000);
    expect(current()).toHaveTextContent('测试一下');
  });

  it('scrolls smoothly to a heading below the fixed header and names it in the address', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const navigate = vi.fn();
    render(<ArticleCatalog toc={TOC} onNavigate={navigate} />);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Go：container/list' }));
    expect(click).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1700 + window.scrollY - HEADER_OFFSET, behavior: 'smooth' });
    expect(window.location.hash).toBe('#heading-3');
    expect(navigate).toHaveBeenCalledOnce();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageGrid } from './image-grid';
import { Lightbox } from './lightbox';

const IMAGES = ['/media/a.webp', '/media/b.webp', '/media/c.webp'].map((src) => ({ src }));

function Harness({ start = 0 }: { start?: number | null }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <button type="button">opener</button>
      <Lightbox images={IMAGES} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const shown = () =>
  screen.getByRole('dialog', { name: '图片预览' }).querySelector('img')?.getAttribute('src');

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render(<Harness start={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns pages with the arrow keys and buttons, going round at the ends', () => {
    render(<Harness />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe('/media/b.webp');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('/media/c.webp');
  });

  it('zooms with the buttons and keys within 100%–400%, and starts again at 100% on the next picture', () => {
    render(<Harness />);
    const zoom = () => screen.getByTestId('lightbox-zoom').textContent;
    expect(screen.getByRole('button', { name: '缩小' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(zoom()).toBe('150%');
    for (let step = 0; step < 10; step++) fireEvent.keyDown(window, { key: '+' });
    expect(zoom()).toBe('400%');
    expect(screen.getByRole('button', { name: '放大' })).toBeDisabled();
    fireEvent.keyDown(window, { key: '0' });
    expect(zoom()).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(zoom()).toBe('100%');
  });

  it('closes with Escape or 关闭, locking the page scroll only while open', () => {
    render(<Harness />);
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('has no page buttons for a single picture', () => {
    render(
      <Lightbox
        images={IMAGES.slice(0, 1)}
        index={0}
        onIndexChange={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });
});

describe('ImageGrid', () => {
  it('draws up to nine tiles, counts the rest on the last, and opens the one clicked', () => {
    const images = Array.from({ length: 11 }, (_, index) => `/media/${index}.webp`);
    render(<ImageGrid images={images} label="说说配图" />);
    const tiles = screen.getAllByRole('button', { name: /查看说说配图/ });
    expect(tiles).toHaveLength(9);
    expect(screen.getByTestId('image-grid')).toHaveAttribute('data-columns', '3');
    expect(tiles[8]).toHaveTextContent('+2');
    fireEvent.click(tiles[4]!);
    expect(screen.getByText('5 / 11')).toBeInTheDocument();
  });

  it('draws nothing without pictures', () => {
    const { container } = render(<ImageGrid images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

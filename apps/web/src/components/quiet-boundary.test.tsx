import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QuietBoundary', () => {
  it('renders its children while they work', () => {
    render(
      <QuietBoundary name="demo">
        <p>正常</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('正常')).toBeInTheDocument();
  });

  it('drops a failing part and keeps its siblings, logging the failure', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>页面</p>
        <QuietBoundary name="toast host">
          <Broken />
        </QuietBoundary>
      </>,
    );
    expect(screen.getByText('页面')).toBeInTheDocument();
    expect(log.mock.calls.some(([first]) => String(first).includes('toast host failed'))).toBe(true);
  });
});

import { act } from '@testing-library/react';
import { lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible, LaterPartsContext } from './hydrate-when-visible';

function Part({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`${label} ${clicks}`}
    </button>
  );
}

/** A stand-in IntersectionObserver the test reports through. */
let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  report = undefined;
});

describe('HydrateWhenVisible', () => {
  it('leaves the server HTML alone, code unloaded, until the part comes near; then hydrates it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(async () => ({ default: Part }));
    const LazyPart = lazy(load);
    // On the server the part is rendered whole, and its module noted for the page's styles.
    const later = new Set<string>();
    const serverHtml = renderToString(
      <LaterPartsContext value={later}>
        <HydrateWhenVisible id="test-part" module="src/part.tsx">
          <Part label="赞" />
        </HydrateWhenVisible>
      </LaterPartsContext>,
    );
    expect(serverHtml).toContain('赞 0');
    expect([...later]).toEqual(['src/part.tsx']);

    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    function Page({ label }: { label: string }) {
      return (
        <HydrateWhenVisible id="test-part" module="src/part.tsx">
          <LazyPart label={label} />
        </HydrateWhenVisible>
      );
    }
    const root = await act(async () =>
      hydrateRoot(container, <Page label="赞" />, { onRecoverableError: recoverable }),
    );
    expect(load).not.toHaveBeenCalled();
    const button = container.querySelector('button');
    expect(button).toHaveTextContent('赞 0');

    // A parent's render with equal props does not make React drop the server HTML.
    await act(async () => root.render(<Page label="赞" />));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await act(async () => report?.([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button).toHaveTextContent('赞 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

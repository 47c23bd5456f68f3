import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand; see `onDemand`. */
export interface OnDemand<P extends object> {
  /** Fetches the code (once; again after a failure), e.g. as the pointer reaches for a button. */
  preload: () => Promise<ComponentType<P>>;
  /** Renders the component once its code is here; until then the fallback, if any. */
  Component: ComponentType<P>;
}

/**
 * A dialog, drawer or panel whose code is its own chunk, fetched ahead of its first use. Unlike
 * `React.lazy`, it never suspends: once the code is here (preloaded on intent or when idle) it
 * renders in the same frame as the click. A lazy component shows its Suspense fallback first, and
 * React holds back what replaces a fallback for up to 300 ms, which made every first open slow.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: () => ReactNode,
): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Component(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      preload().then(
        () => current && rerender(),
        (error: unknown) => console.warn('[blog] could not load a part of the page', error),
      );
      return () => {
        current = false;
      };
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : (fallback?.() ?? null);
  }

  return { preload, Component };
}

import { createContext, isValidElement, memo, Suspense, use, useContext, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { QuietBoundary } from './quiet-boundary';

/** How far below the window a part starts hydrating: it is ready before it scrolls in. */
const AHEAD = '800px';

/**
 * On the server: collects the source modules of the parts a page rendered, so the page carries
 * their styles (their scripts come when they hydrate).
 */
export const LaterPartsContext = createContext<Set<string> | null>(null);

const waiting = new Map<string, Promise<void>>();
/** The parts whose wait is over: their promise is still handed to `use`, which must see it again. */
const arrived = new Set<string>();

/**
 * Resolves when the server-rendered element marked `id` comes near the window, or at once when the
 * address's hash is one `hash` matches (a link to something inside the part).
 */
function nearWindow(id: string, hash: RegExp | undefined): Promise<void> {
  let near = waiting.get(id);
  if (!near) {
    near = new Promise<void>((resolve) => {
      const element = document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`);
      if (!element || typeof IntersectionObserver === 'undefined' || hash?.test(window.location.hash)) {
        arrived.add(id);
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          arrived.add(id);
          resolve();
        },
        { rootMargin: `${AHEAD} 0px` },
      );
      observer.observe(element);
    });
    waiting.set(id, near);
  }
  return near;
}

function Gate({ id, hash, children }: { id: string; hash?: RegExp; children: ReactNode }) {
  // Only while the server's page hydrates: not on the server, not for a part rendered later. The
  // render that follows the wait (React may run it as hydrated) reads the same, settled promise.
  const onServer = useContext(LaterPartsContext) !== null || typeof document === 'undefined';
  const hydrated = useHydrated();
  if (!onServer && (!hydrated || arrived.has(id))) use(nearWindow(id, hash));
  return children;
}

export interface HydrateWhenVisibleProps {
  /** Names the part on the page; unique among the parts mounted at once. */
  id: string;
  /** The lazy component's source module (its Vite manifest key, e.g. `src/pages/article/article-end.tsx`). */
  module: string;
  /** Best a lazy component: its code is then fetched only as the part comes near. */
  children: ReactNode;
  className?: string;
  /** Hydrate at once when the address's hash matches: a link into the part (`#comment-12`). */
  hash?: RegExp;
}

/**
 * A part below the fold that hydrates when it comes near the window, not with the page: the
 * server's HTML stays as it is until then (React leaves a suspended boundary's markup alone while
 * hydrating), and the part's code — a lazy component — is fetched only then. Rendered in the
 * browser later (after a navigation) it renders at once.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible({
  id,
  module,
  children,
  className,
  hash,
}: HydrateWhenVisibleProps) {
  useContext(LaterPartsContext)?.add(module);
  return (
    <div data-hydrate-later={id} className={className}>
      {/* A part whose code does not come (offline, a build the server no longer has) leaves the page
          standing without it. */}
      <QuietBoundary name={`part ${id}`}>
        <Suspense fallback={null}>
          <Gate id={id} hash={hash}>
            {children}
          </Gate>
        </Suspense>
      </QuietBoundary>
    </div>
  );
}, sameProps);

/** The same element: type, key and (shallowly) props. */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

/**
 * A part still waiting to hydrate must not be re-rendered by its parent: React would give up its
 * server HTML and render it afresh. A parent's render makes a new (but equal) child element.
 */
function sameProps(before: HydrateWhenVisibleProps, after: HydrateWhenVisibleProps): boolean {
  return (
    before.id === after.id &&
    before.module === after.module &&
    before.className === after.className &&
    sameElement(before.children, after.children)
  );
}

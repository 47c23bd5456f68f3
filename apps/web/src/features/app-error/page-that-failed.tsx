import type { ComponentType } from 'react';

/**
 * A route's page in place of one whose code did not load: it throws that failure when rendered, so
 * the route's error element shows it. A lazy route must not reject instead: React Router keeps such
 * a route "still loading" and renders its layout with an empty outlet, and no error element at all.
 */
export function pageThatFailed(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error;
  };
}

import { describe, expect, it } from 'vitest';
import {
  failedOffline,
  isChunkLoadError,
  isNetworkError,
  missingOffline,
  type QueryFacts,
} from './error-kind';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://blog.test/assets/article-page-x1.js',
    'error loading dynamically imported module: http://blog.test/assets/article-page-x1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for http://blog.test/assets/article-page-x1.css',
    'Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of "text/html". Strict MIME type checking is enforced for module scripts per HTML spec. \'text/html\' is not a valid JavaScript MIME type.',
  ])('knows a failed chunk or style sheet: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    // Errors that crossed JSON (the server's page data) are plain objects.
    expect(isChunkLoadError({ message })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('isNetworkError', () => {
  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'Network Error',
  ])('knows a request without an answer: %s', (message) =>
    expect(isNetworkError(new TypeError(message))).toBe(true),
  );

  it('counts neither a chunk that did not load (online: an old build) nor an error in the code', () => {
    expect(isNetworkError(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(isNetworkError(new Error('Failed to fetch the article: 500'))).toBe(false);
    expect(isNetworkError(new RangeError('Maximum call stack size exceeded'))).toBe(false);
  });
});

describe('failedOffline', () => {
  const networkError = new TypeError('Failed to fetch');
  const serverError = { message: 'Request failed with status code 500', status: 500 };

  it('says offline when the browser does, whatever failed', () => {
    expect(failedOffline(serverError, false)).toBe(true);
    expect(failedOffline(undefined, false)).toBe(true);
  });

  it('says offline for a request without an answer, though the browser thinks it is online', () => {
    expect(failedOffline(networkError, true)).toBe(true);
    // The blog client's error for it (lib/http/blog-client.ts).
    expect(failedOffline({ message: 'Network Error', status: 0 }, true)).toBe(true);
  });

  it('leaves an answer that was an error, a timeout and an unknown browser alone', () => {
    expect(failedOffline(serverError, true)).toBe(false);
    expect(failedOffline(new Error('timeout of 10000ms exceeded'), true)).toBe(false);
    expect(failedOffline(serverError, undefined)).toBe(false);
  });
});

describe('missingOffline', () => {
  const networkError = new TypeError('Network Error');
  const serverError = new Error('Request failed with status code 500');
  const query = (facts: Partial<QueryFacts>): QueryFacts => ({
    data: undefined,
    status: 'pending',
    fetchStatus: 'idle',
    error: null,
    failureReason: null,
    ...facts,
  });

  it('is a query that failed without a network and has nothing to show', () => {
    expect(missingOffline(query({ status: 'error', error: networkError }), true)).toBe(true);
    expect(missingOffline(query({ status: 'error', error: serverError }), false)).toBe(true);
  });

  it('is a query whose retry waits for the network (react-query pauses it offline)', () => {
    const waiting = query({ fetchStatus: 'paused', failureReason: networkError });
    expect(missingOffline(waiting, false)).toBe(true);
    expect(missingOffline(waiting, true)).toBe(true);
  });

  it('is not a query still loading, one that failed online, nor one with data to show', () => {
    expect(missingOffline(query({ fetchStatus: 'fetching' }), false)).toBe(false);
    expect(missingOffline(query({ status: 'error', error: serverError }), true)).toBe(false);
    // A kept answer, or the previous page of a list, shows instead.
    expect(missingOffline(query({ status: 'error', error: networkError, data: [] }), false)).toBe(false);
    expect(missingOffline(query({ status: 'success', data: { id: 1 } }), false)).toBe(false);
  });
});

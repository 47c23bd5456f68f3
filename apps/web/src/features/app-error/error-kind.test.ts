import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isNetworkError } from './error-kind';

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

/**
 * JSON that is safe inside a <script> element: `<` can't close it, and the line separators that
 * JavaScript once rejected are escaped as well.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

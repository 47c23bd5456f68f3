/** A picture's address as written: a remote, root-relative or data URL is not a local file. */
export const isLocalReference = (url: string) =>
  !(/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('/') || /^[a-z]+:/i.test(url));

/** The file part of a relative reference: no query or fragment, percent-decoded. */
export function referencedFile(url: string): string {
  const file = url.split(/[?#]/)[0] ?? url;
  try {
    return decodeURI(file);
  } catch {
    return file;
  }
}

/** Applies `change` to the Markdown outside its fenced code blocks, which are examples to keep as written. */
export function outsideCode(markdown: string, change: (text: string) => string): string {
  return markdown
    .split(/(^(?:```|~~~)[\s\S]*?^(?:```|~~~)[^\n]*$)/m)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/** Points every picture of the Markdown (`![alt](url "title")`, `<img src>`) at what `resolve` makes of its address. */
export function rewriteImageLinks(markdown: string, resolve: (url: string) => string): string {
  return outsideCode(markdown, (part) =>
    part
      .replace(
        /(!\[[^\]]*\]\()\s*<?([^)\s>]+)>?(\s+"[^"]*")?\)/g,
        (_m, head: string, url: string, title = '') => `${head}${resolve(url)}${title})`,
      )
      .replace(
        /(<img\b[^>]*\bsrc=["'])([^"']+)(["'])/gi,
        (_m, head: string, url: string, tail: string) => `${head}${resolve(url)}${tail}`,
      ),
  );
}

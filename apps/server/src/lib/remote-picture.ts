import { REMOTE_PICTURE_PATH, remotePicturePath } from '@blog/contract';

/*
 * Pictures given by address inside HTML (modules/remote-image): an article's body and a message name
 * them by the blog's own address, `/media/picture?src=<the address>`, which answers with the blog's
 * copy. These read and write that form in HTML that sanitize-html wrote (attributes in double quotes,
 * with &, <, > and " as entities).
 */

const ADDRESS = new RegExp(`${REMOTE_PICTURE_PATH.replaceAll('/', '\\/')}\\?src=([\\w.!~*'()%-]+)`, 'g');

/** An `<img>`'s `src` given as an http(s) address, in sanitize-html's output. */
const IMAGE_BY_ADDRESS = /(<img\b[^>]*?\ssrc=")(https?:\/\/[^"]*)"/gi;

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Sanitized HTML with every picture given by address named by the blog's own address for it. */
export const pointRemotePictures = (html: string): string =>
  html.replace(
    IMAGE_BY_ADDRESS,
    (_, head: string, source: string) =>
      `${head}${remotePicturePath(source.replace(/&(amp|lt|gt|quot);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!))}"`,
  );

/**
 * The addresses on other sites that the pictures of `html` stand for, each once: named by the blog's
 * address for them (an article's body) or by their own (a message as it is kept).
 */
export function remotePicturesIn(html: string): string[] {
  const found = new Set<string>();
  for (const [, encoded] of pointRemotePictures(html).matchAll(ADDRESS)) {
    try {
      found.add(decodeURIComponent(encoded!));
    } catch {
      // Not an address this blog wrote.
    }
  }
  return [...found];
}

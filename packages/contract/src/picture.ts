import { z } from 'zod';

/**
 * The fields of API answers that hold a picture's address (a cover, an avatar, a logo, a background,
 * a photo …). Pages load no picture from another site (the CSP's `img-src` is `'self'`): the server
 * fetches a picture given as an http(s) address into the blog's own media once, and answers every
 * field registered here with that copy (apps/server modules/remote-image). A public answer never
 * carries the address of another site: until there is a copy, a nullable field is null and a
 * picture in a list (a talk's pictures, an album's photos) is left out; the console's answers keep the
 * address given, so its forms still show it.
 */
export const pictureFields = z.registry<{ picture: true | 'html' }>();

/** A picture's address in an answer: `/media/...` of this blog, or, in the console, one given. */
export const picture = z.string().register(pictureFields, { picture: true });

/**
 * Where a page shows a picture given by address inside HTML (an article's body, a message): the
 * blog's own address for it, which sends the reader to the blog's copy (or, until there is one, a
 * drawing saying the picture is not here yet). Article bodies and messages name pictures with it
 * instead of the other site's address, so they load from the blog alone.
 */
export const REMOTE_PICTURE_PATH = '/media/picture';

/** The blog's address for the picture at `source` (an http(s) address). */
export const remotePicturePath = (source: string) =>
  `${REMOTE_PICTURE_PATH}?src=${encodeURIComponent(source)}`;

/**
 * An HTML field of an answer whose `<img>`s given by address the server points at
 * `remotePicturePath` (a message's HTML).
 */
export const pictureHtml = z.string().register(pictureFields, { picture: 'html' });

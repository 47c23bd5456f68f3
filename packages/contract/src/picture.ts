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
export const pictureFields = z.registry<{ picture: true }>();

/** A picture's address in an answer: `/media/...` of this blog, or, in the console, one given. */
export const picture = z.string().register(pictureFields, { picture: true });

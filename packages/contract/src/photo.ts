import { z } from 'zod';
import { ok } from './envelope';
import { picture } from './picture';

/** An album as the album list shows it. */
export const photoAlbum = z.object({
  id: z.number(),
  /** Album title. */
  album_name: z.string(),
  /** Cover image URL: the album's own cover, else its first photo, else null. */
  album_cover: picture.nullable(),
  /** One-line description, null when none. */
  description: z.string().nullable(),
  /** How many photos the album holds. */
  photo_count: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotoAlbum = z.infer<typeof photoAlbum>;
/** `GET photoAlbum/getAllAlbumList` → every album, newest first. */
export const albumListResponse = ok(z.array(photoAlbum));

/** One photo of an album. */
export const photo = z.object({
  id: z.number(),
  /** The album it belongs to. */
  album_id: z.number(),
  /** Image URL (site-local `/media/...`). */
  url: picture,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof photo>;

/**
 * `GET photo/getAllPhotosByAlbumId/:id` → the album's photos, oldest first (the original's shape: the
 * album itself comes from the album list); 404 for an unknown album.
 */
export const albumPhotosResponse = ok(z.array(photo));

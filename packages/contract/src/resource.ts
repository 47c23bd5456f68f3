import { z } from 'zod';
import { ok } from './envelope';
import { picture } from './picture';

/** The two resource pages: `/resources/front` (前端推荐) and `/resources/back` (后端推荐). */
export const resourceType = z.enum(['front', 'back'], { error: 'type 只能是 front 或 back' });
export type ResourceType = z.infer<typeof resourceType>;

/** A resource category (a tab or section of the page). */
export const resourceCategory = z.object({
  id: z.number(),
  /** 'front' or 'back'. */
  type: z.string(),
  /** Category title, e.g. 文档手册. */
  name: z.string(),
  /** Display order, ascending. */
  sort: z.number(),
  /** How many sites it holds. */
  site_count: z.number(),
});
export type ResourceCategory = z.infer<typeof resourceCategory>;
/** `GET resources/front` and `GET resources/back` → the categories of that page, in display order. */
export const resourceCategoriesResponse = ok(z.array(resourceCategory));

/** `GET resources/sites?type=front&category=3` query; without `category`, every site of the type. */
export const resourceSitesQuery = z.object({
  /** 'front' or 'back'. */
  type: resourceType,
  /** A category id of that type (optional). */
  category: z.coerce.number().int().positive('category 必须是正整数').optional(),
});
export type ResourceSitesQuery = z.input<typeof resourceSitesQuery>;

/** A site card. */
export const resourceSite = z.object({
  id: z.number(),
  /** The category it belongs to. */
  category_id: z.number(),
  /** Site name, e.g. MDN Web Docs. */
  name: z.string(),
  /** One-line description in Chinese, null when none. */
  description: z.string().nullable(),
  /** The site's address (http(s)); open in a new tab with `rel="noopener noreferrer"`. */
  url: z.string(),
  /** The site's icon (`/media/...`; one given by address is the blog's copy, see picture.ts), or null: show a letter avatar from `name`. */
  logo: picture.nullable(),
  /** Display order within the category, ascending. */
  sort: z.number(),
});
export type ResourceSite = z.infer<typeof resourceSite>;
/** `GET resources/sites?type&category` → site cards in display order (404 for a category of another type). */
export const resourceSitesResponse = ok(z.array(resourceSite));

import { z } from 'zod';
import { ok } from './envelope';

export const categoryItem = z.object({ id: z.number(), category_name: z.string(), articleCount: z.number() });
export type CategoryItem = z.infer<typeof categoryItem>;
export const getCategoryDictionaryResponse = ok(z.array(categoryItem));

export const tagItem = z.object({ id: z.number(), tag_name: z.string(), articleCount: z.number() });
export type TagItem = z.infer<typeof tagItem>;
export const getTagDictionaryResponse = ok(z.array(tagItem));

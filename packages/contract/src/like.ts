import { z } from 'zod';
import { ok } from './envelope';

import { LIKE_TYPES } from './like-types';

export { LIKE_TYPES };

export const likeBody = z.object({
  for_id: z.coerce.number().int().positive('for_id 必须是正整数'),
  type: z.coerce
    .number()
    .int()
    .refine((type) => type >= 1 && type <= 4, 'type 只能是 1（文章）、2（说说）、3（留言）或 4（评论）'),
  // Accepted for compatibility; the liker comes from the token, or the address for guests.
  user_id: z.unknown().optional(),
});
export type LikeBody = z.input<typeof likeBody>;

export const likeResult = z.object({ is_like: z.boolean(), likes: z.number() });
export type LikeResult = z.infer<typeof likeResult>;
/** `POST like/addLike` and `like/cancelLike` → the state after the change. */
export const likeResponse = ok(likeResult);
/** `POST like/getIsLikeByIdOrIpAndType` → whether this visitor likes it (the original's bare boolean). */
export const likeStateResponse = ok(z.boolean());

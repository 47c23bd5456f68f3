/**
 * What can be liked: 1 article, 2 talk, 3 message, 4 comment. A module of its own, without zod,
 * so the web app's first pages can import it without bringing the schemas along.
 */
export const LIKE_TYPES = { article: 1, talk: 2, message: 3, comment: 4 } as const;

/** The hash of a link to one comment (a reply mail's: `/article?id=3#comment-12`). */
export const COMMENT_ANCHOR = /^#comment-\d+$/;

/** The element id of a comment, which such a link's hash names. */
export const commentAnchor = (id: number): string => `comment-${id}`;

export { Comments } from './lazy-comments';
export type { CommentsProps } from './comments';

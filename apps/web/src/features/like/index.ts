export { useLike, type LikeKind, type LikeOptions } from './use-like';

import { route } from './route';

/** Likes of articles, talks, messages and comments (`routes.ts` says why a module of its own). */
export const likeRoutes = {
  add: route('like.add', 'POST', '/like/addLike'),
  cancel: route('like.cancel', 'POST', '/like/cancelLike'),
  state: route('like.state', 'POST', '/like/getIsLikeByIdOrIpAndType'),
};

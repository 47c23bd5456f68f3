import { route } from './route';

/** Comments and replies on an article, a talk or a message (`routes.ts` says why a module of its own). */
export const commentRoutes = {
  parents: route('comment.parents', 'POST', '/comment/frontGetParentComment'),
  children: route('comment.children', 'POST', '/comment/frontGetChildrenComment'),
  total: route('comment.total', 'POST', '/comment/getCommentTotal'),
  add: route('comment.add', 'POST', '/comment/add'),
  reply: route('comment.reply', 'POST', '/comment/apply'),
  delete: route('comment.delete', 'DELETE', '/comment/delete/:id/:parent_id'),
};

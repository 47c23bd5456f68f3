import { route } from './routes';

/** Uploads (`routes.ts` says why a module of its own). */
export const uploadRoutes = {
  /**
   * One picture as multipart/form-data, field `file` (login required). Its body is no JSON and has
   * no schema: the web sends it with `blogClient.upload` to this path, and the answer is typed.
   */
  image: route('upload.image', 'POST', '/upload/img'),
};

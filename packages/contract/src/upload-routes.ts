import { route } from './route';

/** Uploads (`routes.ts` says why a module of its own). */
export const uploadRoutes = {
  /**
   * One picture as multipart/form-data, field `file` (login required). Its body is no JSON and has
   * no schema: the web sends it with `blogClient.upload` to this path, and the answer is typed.
   */
  image: route('upload.image', 'POST', '/upload/img'),
};

/**
 * The pictures an upload may be (docs/spec.md §5; docs/design.md §11): the browser refuses anything else
 * before sending, the server decides by the file's content.
 */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The largest picture the server keeps, after the browser's compression. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

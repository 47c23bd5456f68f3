import { AppError, BadRequestError } from './errors';

/**
 * What a failure while reading an upload's form means to the client: a file over its limit is a
 * 413 with `tooLarge`; a form cut off mid-way or not multipart after all is a 400 (busboy's errors
 * carry no status, and would otherwise be a 500); the route's own refusals pass as they are.
 */
export function uploadProblem(error: unknown, tooLarge: string): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, tooLarge);
  return new BadRequestError('上传的内容不完整，请重新上传');
}

import type { Envelope } from '@blog/contract';

/** The success envelope of the blog API. */
export const success = <T>(result: T, message = '成功'): Envelope<T> & { code: 0 } => ({
  code: 0,
  message,
  result,
});

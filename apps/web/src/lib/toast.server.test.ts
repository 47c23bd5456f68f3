// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

describe('toasts while the server renders a page', () => {
  it('are dropped quietly: nothing fails later for want of a document', async () => {
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      toast.error('读取站点设置失败');
      toast.info('已复制');
      // Whatever a toast would have started has had time to run and fail.
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setImmediate(resolve));
      expect(failures).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

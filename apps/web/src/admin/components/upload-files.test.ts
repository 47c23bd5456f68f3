import { describe, expect, it } from 'vitest';
import { failedCount, filesFromUrls, uploadedUrls, uploadingCount } from './upload-files';

describe('upload files', () => {
  it('turns saved addresses into finished items and back', () => {
    const files = filesFromUrls(['/media/uploads/2026/a.png', 'https://example.com/b.jpg']);
    expect(files.map((file) => [file.uid, file.name, file.status])).toEqual([
      ['saved-0', 'a.png', 'done'],
      ['saved-1', 'b.jpg', 'done'],
    ]);
    expect(uploadedUrls(files)).toEqual(['/media/uploads/2026/a.png', 'https://example.com/b.jpg']);
    // An address on another site (not fetched yet) shows no thumbnail: nothing loads from there.
    expect(files.map((file) => [file.url, file.thumbUrl])).toEqual([
      ['/media/uploads/2026/a.png', '/media/uploads/2026/a.png'],
      [undefined, undefined],
    ]);
  });

  it('prefers the uploaded address and skips unfinished or failed items', () => {
    const files = [
      { uid: 'a', name: 'a', status: 'done' as const, response: { url: '/media/uploads/a.png' } },
      { uid: 'b', name: 'b', status: 'uploading' as const },
      { uid: 'c', name: 'c', status: 'error' as const },
      { uid: 'd', name: 'd', status: 'uploading' as const },
    ];
    expect(uploadedUrls(files)).toEqual(['/media/uploads/a.png']);
    expect(uploadingCount(files)).toBe(2);
    expect(failedCount(files)).toBe(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  PictureUploadError,
  uploadFailureText,
  uploadPicture,
  type PictureUploadOptions,
} from './picture-upload';

const KB = 1024;

const file = (bytes: number, type = 'image/png', name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type });

type StandIns = Required<Pick<PictureUploadOptions, 'compress' | 'send'>>;

function deps(overrides: Partial<StandIns> = {}): StandIns {
  return {
    compress: vi.fn((input: File) => Promise.resolve(input)),
    send: vi.fn(() => Promise.resolve({ url: '/media/uploads/images/2025/01/a.png' })),
    ...overrides,
  };
}

describe('uploadPicture', () => {
  it('compresses first, then sends the result as multipart field file', async () => {
    const small = file(300 * KB, 'image/jpeg', 'me.jpg');
    const d = deps({ compress: vi.fn(() => Promise.resolve(small)) });
    const url = await uploadPicture(file(1200 * KB), d);

    expect(url).toBe('/media/uploads/images/2025/01/a.png');
    expect(d.compress).toHaveBeenCalledTimes(1);
    const form = vi.mocked(d.send).mock.calls[0]![0];
    const sent = form.get('file') as File;
    expect(sent.size).toBe(300 * KB);
    expect(sent.name).toBe('me.jpg');
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF without uploading', async () => {
    const d = deps();
    await expect(uploadPicture(file(10, 'image/svg+xml', 'x.svg'), d)).rejects.toThrow(PictureUploadError);
    await expect(uploadPicture(file(10, 'text/plain', 'x.txt'), d)).rejects.toThrow('只支持');
    expect(d.send).not.toHaveBeenCalled();
  });

  it('refuses a picture still over 5 MB after compression', async () => {
    const d = deps();
    await expect(uploadPicture(file(6 * KB * KB, 'image/gif', 'big.gif'), d)).rejects.toThrow('5 MB');
    expect(d.send).not.toHaveBeenCalled();
  });

  it("passes the server's reason on", async () => {
    const d = deps({ send: vi.fn(() => Promise.reject(new Error('文件不是有效的图片'))) });
    const error = await uploadPicture(file(10), d).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PictureUploadError);
    expect(uploadFailureText(error)).toBe('图片上传失败：文件不是有效的图片');
  });
});

describe('uploadFailureText', () => {
  it('is 图片上传失败, with the reason when known', () => {
    expect(uploadFailureText(new PictureUploadError(''))).toBe('图片上传失败');
    expect(uploadFailureText('x')).toBe('图片上传失败');
    expect(uploadFailureText(new Error('图片不能超过 5 MB'))).toBe('图片上传失败：图片不能超过 5 MB');
  });
});

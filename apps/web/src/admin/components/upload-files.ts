import type { UploadFile } from 'antd';
import { ownPicture } from '../../lib/own-picture';

/** What `uploadPicture` leaves on a finished antd upload item. */
export interface UploadedPicture {
  url: string;
}

/** The addresses of the pictures that finished uploading (or were already saved), in list order. */
export function uploadedUrls(files: readonly UploadFile<UploadedPicture>[]): string[] {
  return files
    .filter((file) => file.status === 'done')
    .map((file) => file.response?.url ?? file.url ?? '')
    .filter((url) => url !== '');
}

/**
 * Saved picture addresses as antd upload items, for editing. One given by address that the blog has
 * no copy of yet keeps its address for the save but shows no thumbnail: the console loads no picture
 * from another site (lib/own-picture.ts).
 */
export function filesFromUrls(urls: readonly string[]): UploadFile<UploadedPicture>[] {
  return urls.map((url, index) => {
    const own = ownPicture(url) ?? undefined;
    return {
      uid: `saved-${index}`,
      name: url.split('/').pop() || `图片 ${index + 1}`,
      status: 'done',
      url: own,
      thumbUrl: own,
      response: { url },
    };
  });
}

/** How many pictures are still on their way up. */
export const uploadingCount = (files: readonly UploadFile[]) =>
  files.filter((file) => file.status === 'uploading').length;

/** How many pictures failed to upload (shown red in the list until removed). */
export const failedCount = (files: readonly UploadFile[]) =>
  files.filter((file) => file.status === 'error').length;

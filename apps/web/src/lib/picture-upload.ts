import { IMAGE_UPLOAD_TYPES, MAX_IMAGE_UPLOAD_BYTES } from '@blog/contract/upload-routes';
import { uploadImageForm } from './http/upload';
import { compressImage } from './image-compression';

/** The file input's `accept`: the picture types an upload may be. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/** An upload that did not happen; `message` says why, in words for the toast ('' when unknown). */
export class PictureUploadError extends Error {
  override name = 'PictureUploadError';
}

export interface PictureUploadOptions {
  /** The upload's progress, 0–100, after compression. */
  onProgress?: (percent: number) => void;
  /** Stand-ins for the compression and the request, for tests. */
  compress?: (file: File) => Promise<File>;
  send?: (form: FormData) => Promise<{ url: string }>;
}

/**
 * Uploads a picture the visitor chose (an avatar, a cover, a photo): refuses a type the server does
 * not keep, compresses anything over 800 KB (docs/spec.md §5), refuses what is still over 5 MB, and
 * sends it as multipart field `file` to `upload/img`. Resolves with the stored picture's address.
 * @throws PictureUploadError with the reason.
 */
export async function uploadPicture(file: File, options: PictureUploadOptions = {}): Promise<string> {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    throw new PictureUploadError('只支持 JPEG、PNG、WebP、GIF 图片');
  }
  const ready = await (options.compress ?? compressImage)(file);
  if (ready.size > MAX_IMAGE_UPLOAD_BYTES) throw new PictureUploadError('图片不能超过 5 MB');
  const form = new FormData();
  form.append('file', ready, ready.name);
  const { onProgress } = options;
  const send =
    options.send ??
    ((body: FormData) =>
      uploadImageForm(body, {
        // Quiet: the caller shows 图片上传失败 with the reason; a 401 still logs out and opens the login.
        silent: true,
        // Progress needs the XHR transport, loaded for it: only when someone shows the progress.
        ...(onProgress && {
          onUploadProgress: (event) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          },
        }),
      }));
  try {
    return (await send(form)).url;
  } catch (error) {
    throw new PictureUploadError(error instanceof Error ? error.message : '', { cause: error });
  }
}

/** The toast's text for a failed upload: 图片上传失败, with the reason when there is one. */
export function uploadFailureText(error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `图片上传失败：${reason}` : '图片上传失败';
}

import { ApiError } from '../../lib/http/blog-client';
import { uploadImageForm } from '../../lib/http/upload';
import { compressImage } from '../../lib/image-compression';

/** The types the server accepts (docs/design.md §11: decided by content there; checked early here). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** The server's cap, after the client's compression. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** An upload that did not happen; `message` says why, in words for the toast. */
export class AvatarUploadError extends Error {
  override name = 'AvatarUploadError';
}

export interface AvatarUploadDeps {
  compress: (file: File) => Promise<File>;
  upload: (form: FormData) => Promise<{ url: string }>;
}

const defaultDeps: AvatarUploadDeps = {
  compress: (file) => compressImage(file),
  // Quiet: the caller shows 图片上传失败; a 401 still logs out and opens the login dialog.
  upload: (form) => uploadImageForm(form, { silent: true }),
};

/**
 * Uploads a picture chosen for the avatar (docs/spec.md §5): anything over 800 KB is compressed first,
 * then sent as multipart field `file` to `upload/img`. Resolves with the stored image's URL.
 * @throws AvatarUploadError with the reason.
 */
export async function uploadAvatar(file: File, deps: AvatarUploadDeps = defaultDeps): Promise<string> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    throw new AvatarUploadError('只支持 JPEG、PNG、WebP、GIF 图片');
  }
  const ready = await deps.compress(file);
  if (ready.size > MAX_UPLOAD_BYTES) throw new AvatarUploadError('图片不能超过 5 MB');
  const form = new FormData();
  form.append('file', ready, ready.name);
  try {
    return (await deps.upload(form)).url;
  } catch (error) {
    const reason = error instanceof ApiError || error instanceof Error ? error.message : '';
    throw new AvatarUploadError(reason);
  }
}

/** The toast's text for a failed upload: 图片上传失败, with the reason when there is one. */
export function uploadFailureText(error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `图片上传失败：${reason}` : '图片上传失败';
}

import type { LinkAddBody } from '@blog/contract';
import { linkRoutes } from '@blog/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';
import { uploadImageForm } from '../../lib/http/upload';
import { compressImage } from '../../lib/image-compression';
import { linksKey } from './links-api';

/*
 * Applying for a link, apart from links-api.ts: the route table loads the list's query with every
 * page, and this (uploads, image compression, a mutation) only with the apply dialog.
 */

/** 友链申请: the link waits for the owner's review; failures show the server's message (错误提示). */
export function useApplyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkAddBody) => callApi(linkRoutes.apply, { body }),
    // Pending links are not listed, but an admin applying adds one straight away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}

/** The picture types the server keeps (docs/design.md §11); anything else is refused before uploading. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The server's cap, after the client's compression. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Uploads a site avatar through `upload/img` (multipart field `file`, login required), compressing
 * anything over 800 KB first (docs/spec.md §5). Resolves with the stored picture's address.
 * @throws Error whose message is the reason, for 图片上传失败：reason.
 */
export async function uploadLinkAvatar(file: File): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    throw new Error('只支持 JPEG、PNG、WebP、GIF 图片');
  }
  const ready = await compressImage(file);
  if (ready.size > MAX_UPLOAD_BYTES) throw new Error('图片不能超过 5 MB');
  const form = new FormData();
  form.append('file', ready, ready.name);
  try {
    // Quiet: the caller shows 图片上传失败; a 401 still logs out and opens the login dialog.
    return (await uploadImageForm(form, { silent: true })).url;
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.message : '', { cause: error });
  }
}

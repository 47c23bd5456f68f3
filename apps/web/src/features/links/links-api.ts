import type { Link, LinkAddBody } from '@blog/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, blogClient, unwrap } from '../../lib/http/blog-client';
import { compressImage } from '../../lib/image-compression';

/** Friend links per load. */
export const LINK_PAGE_SIZE = 30;

interface Paged<T> {
  current: number;
  size: number;
  total: number;
  list: T[];
}

const linksKey = ['links', 'list'] as const;

/** The approved friend links, in the order friends joined. */
export const linksQuery = () =>
  infiniteQueryOptions({
    queryKey: linksKey,
    queryFn: ({ pageParam }) =>
      unwrap(
        blogClient.post<Paged<Link>>(
          '/links/getLinksList',
          { current: pageParam, size: LINK_PAGE_SIZE },
          { silent: true },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.reduce((sum, page) => sum + page.list.length, 0) < last.total
        ? last.current + 1
        : undefined,
  });

export const useLinks = () => useInfiniteQuery(linksQuery());

/** 友链申请: the link waits for the owner's review; failures show the server's message (错误提示). */
export function useApplyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkAddBody) => unwrap(blogClient.post<Link>('/links/add', body)),
    // Pending links are not listed, but an admin applying adds one straight away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}

/** The picture types the server keeps (DESIGN §11); anything else is refused before uploading. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The server's cap, after the client's compression. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Uploads a site avatar through `upload/img` (multipart field `file`, login required), compressing
 * anything over 800 KB first (SPEC §5). Resolves with the stored picture's address.
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
    return (await unwrap(blogClient.upload<{ url: string }>('/upload/img', form, { silent: true }))).url;
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.message : '', { cause: error });
  }
}

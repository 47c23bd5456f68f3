import type { Paged } from '@blog/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blogClient, unwrap } from '../lib/http/blog-client';
import { toast } from '../lib/toast';

/**
 * The console's calls: everything under `/api/admin/` (README "Admin API"). Failures toast the
 * server's message through the blog client, so a form never has to repeat it.
 */
type Params = Record<string, string | number | boolean | undefined | null>;

/** Drops empty filters so that `?keyword=` is never sent. */
export function cleanParams(params: Params): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    clean[key] = value;
  }
  return clean;
}

export const adminApi = {
  get: <T>(path: string, params: Params = {}) =>
    unwrap(blogClient.get<T>(`/admin/${path}`, { params: cleanParams(params) })),
  post: <T>(path: string, body?: unknown) => unwrap(blogClient.post<T>(`/admin/${path}`, body)),
  put: <T>(path: string, body?: unknown) => unwrap(blogClient.put<T>(`/admin/${path}`, body)),
  delete: <T>(path: string) => unwrap(blogClient.delete<T>(`/admin/${path}`)),
};

/** Query keys all start with 'admin', so that one invalidation can refresh a whole area. */
export const adminKey = (area: string, ...rest: unknown[]) => ['admin', area, ...rest] as const;

/** A paged console list that keeps showing the previous page while the next one loads. */
export function useAdminPage<T>(area: string, path: string, params: Params) {
  return useQuery({
    queryKey: adminKey(area, path, params),
    queryFn: () => adminApi.get<Paged<T>>(path, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A non-paged console read (a list of categories, the site config). */
export function useAdminRead<T>(area: string, path: string, params: Params = {}) {
  return useQuery({
    queryKey: adminKey(area, path, params),
    queryFn: () => adminApi.get<T>(path, params),
    staleTime: 0,
  });
}

/**
 * A console write: on success it toasts `done` (when given) and refreshes every query of `areas`
 * (the area's own lists and whatever else shows the same data).
 */
export function useAdminWrite<Input, Output = unknown>(
  write: (input: Input) => Promise<Output>,
  { done, areas }: { done?: string | ((output: Output) => string); areas: string[] },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (output) => {
      if (done) toast.success(typeof done === 'function' ? done(output) : done);
      await Promise.all(areas.map((area) => client.invalidateQueries({ queryKey: ['admin', area] })));
    },
  });
}

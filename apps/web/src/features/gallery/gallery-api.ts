import { galleryRoutes } from '@blog/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';

/** Reads fail quietly: the pages show their own error state with 重试. */
const quiet = { silent: true } as const;

/** Every album, newest first, with its cover and photo count. */
export const albumsQuery = () =>
  queryOptions({
    queryKey: ['gallery', 'albums'],
    queryFn: () => callApi(galleryRoutes.albums, {}, quiet),
  });

export const useAlbums = () => useQuery(albumsQuery());

/** One album and its photos, oldest first; an unknown album is a 404 and not retried. */
export const albumPhotosQuery = (albumId: number) =>
  queryOptions({
    queryKey: ['gallery', 'photos', albumId],
    queryFn: () => callApi(galleryRoutes.albumPhotos, { params: { id: albumId } }, quiet),
    enabled: albumId > 0,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
    // A 404 the page arrived with (rendered on the server) is final: not asked again on mount.
    retryOnMount: false,
  });

export const useAlbumPhotos = (albumId: number) => useQuery(albumPhotosQuery(albumId));

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Where an album's photos are shown. */
export const albumPath = (id: number) => `/photos?id=${id}`;

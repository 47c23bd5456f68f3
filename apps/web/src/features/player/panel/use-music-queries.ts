import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../constants';
import { fetchCategories, fetchPlaylistSongs, searchSongs } from '../engine/music-api';

export function useCategories() {
  return useQuery({ queryKey: ['player', 'categories'], queryFn: fetchCategories, staleTime: 5 * 60_000 });
}

/** Pages are fetched until one comes back empty (docs/spec.md §9). */
const nextOffset = <T>(last: T[], pages: T[][]) =>
  last.length === 0 ? undefined : pages.reduce((count, page) => count + page.length, 0);

/** A category's songs, 30 at a time. */
export function usePlaylistSongs(id: number | undefined) {
  return useInfiniteQuery({
    queryKey: ['player', 'playlist', id],
    queryFn: ({ pageParam }) => fetchPlaylistSongs(id ?? 0, pageParam, MUSIC_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}

/** Search hits, 20 at a time; a new keyword starts again from offset 0 (docs/spec.md §4). */
export function useSongSearch(keywords: string) {
  return useInfiniteQuery({
    queryKey: ['player', 'search', keywords],
    queryFn: ({ pageParam }) => searchSongs(keywords, pageParam, SEARCH_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: keywords !== '',
    staleTime: 60_000,
  });
}

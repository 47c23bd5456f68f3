import { linkRoutes } from '@blog/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';

/** Posts per page of 朋友圈. */
export const FRIEND_FEED_PAGE_SIZE = 10;

/** A page of 朋友圈: the newest posts of the friends' feeds, read by the server on its schedule. */
export const friendFeedQuery = (current: number) =>
  queryOptions({
    queryKey: ['links', 'feed', current],
    queryFn: () =>
      callApi(linkRoutes.feed, { querystring: { current, size: FRIEND_FEED_PAGE_SIZE } }, { silent: true }),
  });

export function useFriendFeed(current: number) {
  return useQuery({ ...friendFeedQuery(current), placeholderData: keepPreviousData });
}

import type { LinkAddBody } from '@blog/contract';
import { linkRoutes } from '@blog/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { linksKey } from './links-api';

/*
 * Applying for a link, apart from links-api.ts: the route table loads the list's query with every
 * page, and this (a mutation) only with the apply dialog.
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

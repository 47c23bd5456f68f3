import type { LikeResult, MessageAddBody, MessageItem, MessageUpdateBody } from '@blog/contract';
import type { EndpointResult } from '@blog/contract/api';
import { messageRoutes } from '@blog/contract/routes';
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import {
  danmakuMessagesQuery,
  hotTagsQuery,
  messageKeys,
  messagePagesQuery,
  messageQuery,
} from './message-queries';

export * from './message-queries';

export const useDanmakuMessages = () => useQuery(danmakuMessagesQuery());

export const useHotTags = () => useQuery(hotTagsQuery());

export const useMessagePages = (tag: string, keyword: string) =>
  useInfiniteQuery(messagePagesQuery(tag, keyword));

export const useMessage = (id: number) => useQuery(messageQuery(id));

export const addMessage = (body: MessageAddBody) => callApi(messageRoutes.add, { body });

export const updateMessage = (body: MessageUpdateBody) => callApi(messageRoutes.update, { body });

export const deleteMessages = (idList: number[]) => callApi(messageRoutes.delete, { body: { idList } });

/** After any write: the wall, the cards, the tags and the details all read again. */
export const refreshMessages = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: messageKeys.all });

/** Writes a message's like state into the card pages and its detail, wherever it is cached. */
export function patchMessageLike(queryClient: QueryClient, id: number, like: LikeResult): void {
  const apply = (item: MessageItem): MessageItem =>
    item.id === id ? { ...item, is_like: like.is_like, like_times: like.likes } : item;
  queryClient.setQueriesData<InfiniteData<EndpointResult<'message.list'>>>(
    { queryKey: ['message', 'pages'] },
    (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(apply) })) } : data,
  );
  queryClient.setQueryData<MessageItem>(messageKeys.detail(id), (item) => (item ? apply(item) : item));
}

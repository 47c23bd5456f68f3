import type { ChatMessage, ChatSelf, ChatServerFrame } from '@blog/contract';
import { CHAT_RECALL_WINDOW_MS } from '@blog/contract/chat-socket';

/** Where the connection stands: first connecting, in the room, or lost and trying again. */
export type ChatStatus = 'connecting' | 'open' | 'reconnecting';

export interface ChatState {
  status: ChatStatus;
  /** Who this visitor is in the room; null until the first welcome. */
  self: ChatSelf | null;
  /** The lines loaded so far, oldest first. */
  messages: ChatMessage[];
  /** Whether older lines than the first loaded exist. */
  hasMore: boolean;
  /** An older page was asked for and has not come yet. */
  loadingOlder: boolean;
  online: number;
}

export type ChatAction =
  { type: 'frame'; frame: ChatServerFrame } | { type: 'lost' } | { type: 'loading-older' };

export const initialChatState: ChatState = {
  status: 'connecting',
  self: null,
  messages: [],
  hasMore: false,
  loadingOlder: false,
  online: 0,
};

function applyFrame(state: ChatState, frame: ChatServerFrame): ChatState {
  switch (frame.type) {
    case 'welcome':
      // After a reconnection too: the newest page again, whatever was missed meanwhile included.
      return {
        status: 'open',
        self: frame.self,
        messages: frame.messages,
        hasMore: frame.has_more,
        loadingOlder: false,
        online: frame.online,
      };
    case 'history': {
      const first = state.messages[0]?.id ?? Infinity;
      const older = frame.messages.filter((message) => message.id < first);
      return {
        ...state,
        messages: [...older, ...state.messages],
        hasMore: frame.has_more,
        loadingOlder: false,
      };
    }
    case 'message':
      if (state.messages.some((message) => message.id === frame.message.id)) return state;
      return { ...state, messages: [...state.messages, frame.message] };
    case 'recalled':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === frame.id ? { ...message, text: '', recalled: true } : message,
        ),
      };
    case 'deleted':
      return { ...state, messages: state.messages.filter((message) => message.id !== frame.id) };
    case 'cleared':
      return { ...state, messages: [], hasMore: false };
    case 'online':
      return { ...state, online: frame.online };
    case 'error':
      return state;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'frame':
      return applyFrame(state, action.frame);
    case 'lost':
      return state.status === 'connecting'
        ? state
        : { ...state, status: 'reconnecting', loadingOlder: false };
    case 'loading-older':
      return { ...state, loadingOlder: true };
  }
}

/** Whether this visitor wrote the line: a user by id, a guest by its 游客 name. */
export function isOwnMessage(message: ChatMessage, self: ChatSelf | null): boolean {
  if (!self) return false;
  return self.user_id !== null
    ? message.user_id === self.user_id
    : message.user_id === null && message.nick_name === self.nick_name;
}

/** The author may still take the line back (the server has the last word). */
export const canRecall = (message: ChatMessage, self: ChatSelf | null, now: number): boolean =>
  !message.recalled && isOwnMessage(message, self) && now - message.sentAt <= CHAT_RECALL_WINDOW_MS;

/** What stands in a recalled line's place, as chat apps say it. */
export const recallNotice = (message: ChatMessage, self: ChatSelf | null): string =>
  isOwnMessage(message, self) ? '你撤回了一条消息' : `${message.nick_name} 撤回了一条消息`;

/** `HH:mm` of an API date (`YYYY-MM-DD HH:mm:ss`), with the date in front when it is not today's. */
export function lineTime(createdAt: string, today: string): string {
  const [day = '', time = ''] = createdAt.split(' ');
  const clock = time.slice(0, 5);
  return day === today ? clock : `${day.slice(5)} ${clock}`;
}

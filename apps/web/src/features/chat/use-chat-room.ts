import type { ChatClientFrame, ChatServerFrame } from '@blog/contract';
import { CHAT_SOCKET_PATH } from '@blog/contract/chat-socket';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { toast } from '../../lib/toast';
import { useUserStore, waitForStoredUser } from '../../stores/user-store';
import { ChatConnection, type HelloFrame } from './chat-connection';
import { chatReducer, initialChatState } from './chat-state';
import { readGuestIdentity, saveGuestIdentity } from '../guest';

type Request = Exclude<ChatClientFrame, { type: 'hello' }>;

const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_SOCKET_PATH}`;

/**
 * The chat room as React state: connects in an effect (never while rendering, so the page renders on
 * the server too), again when the visitor logs in or out, and keeps going after network losses.
 * `onRefused` hears a request the server turned down (its `ref`, to give a line's text back).
 */
export function useChatRoom(onRefused: (frame: Extract<ChatServerFrame, { type: 'error' }>) => void) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const token = useUserStore((store) => store.token);
  const connection = useRef<ChatConnection | null>(null);
  const refused = useEffectEvent(onRefused);

  useEffect(() => {
    let current: ChatConnection | null = null;
    let cancelled = false;
    /** A refused login (expired) enters as a guest; a refused guest name gets a new one. */
    let asGuest = false;
    const hello = (): HelloFrame => {
      if (token && !asGuest) return { type: 'hello', token };
      const guest = readGuestIdentity();
      return guest ? { type: 'hello', guest_name: guest.name, guest_token: guest.token } : { type: 'hello' };
    };
    const connect = () => {
      current = new ChatConnection({
        url: socketUrl(),
        hello,
        onFrame: (frame) => {
          if (frame.type === 'welcome' && frame.self.guest_token)
            saveGuestIdentity({ name: frame.self.nick_name, token: frame.self.guest_token });
          if (frame.type === 'error') refused(frame);
          dispatch({ type: 'frame', frame });
        },
        onLost: () => dispatch({ type: 'lost' }),
        onRefused: (message) => {
          if (token && !asGuest) {
            asGuest = true;
            toast.warning(`${message}，将以游客身份进入聊天室`);
          } else {
            saveGuestIdentity(null);
          }
          connect();
        },
        network: window,
      });
      connection.current = current;
      current.start();
    };
    void waitForStoredUser().then(() => {
      if (!cancelled) connect();
    });
    return () => {
      cancelled = true;
      current?.stop();
      connection.current = null;
    };
  }, [token]);

  /** Sends a request; false (and a word to the visitor) while the room is out of reach. */
  const request = useCallback((frame: Request): boolean => {
    const sent = connection.current?.send(frame) ?? false;
    if (!sent) toast.warning('连接已断开，正在重连…');
    return sent;
  }, []);

  const loadOlder = useCallback(() => {
    const first = state.messages[0];
    if (!first || !state.hasMore || state.loadingOlder || state.status !== 'open') return;
    if (connection.current?.send({ type: 'history', before: first.id })) dispatch({ type: 'loading-older' });
  }, [state.messages, state.hasMore, state.loadingOlder, state.status]);

  return { state, request, loadOlder };
}

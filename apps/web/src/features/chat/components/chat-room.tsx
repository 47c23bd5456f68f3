import { SendOutlined, TeamOutlined } from '../../../components/icons';
import type { ChatServerFrame } from '@blog/contract';
import { CHAT_MESSAGE_MAX_LENGTH } from '@blog/contract/chat-socket';
import { Button, Input, Popconfirm } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AntdScope } from '../../../components/antd-scope';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { openLogin } from '../../../stores/user-store';
import { isOwnMessage } from '../chat-state';
import { useChatRoom } from '../use-chat-room';
import { ChatLine } from './chat-line';
import styles from './chat-room.module.css';

/** How close to the bottom (px) the list counts as "at the newest line", and to the top as "wants older". */
const NEAR_BOTTOM = 80;
const NEAR_TOP = 40;

/**
 * The chat room. The server renders its frame (the room is only known once the socket is open);
 * the browser connects and fills it, with antd's parts in the visitor's theme.
 */
export function ChatRoom() {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <RoomFrame online={null} tools={null} banner={null}>
        <p className={styles.placeholder}>正在进入聊天室…</p>
      </RoomFrame>
    );
  }
  return (
    <AntdScope>
      <LiveRoom />
    </AntdScope>
  );
}

function RoomFrame({
  online,
  tools,
  banner,
  children,
  composer,
}: {
  online: number | null;
  tools: ReactNode;
  banner: ReactNode;
  children: ReactNode;
  composer?: ReactNode;
}) {
  return (
    <section className={styles.room} aria-label="聊天室">
      <header className={styles.bar}>
        <h1 className={styles.title}>聊天室</h1>
        <span className={styles.online} data-testid="chat-online">
          <TeamOutlined aria-hidden />
          {online === null ? '在线 - 人' : `在线 ${online} 人`}
        </span>
        <span className={styles.tools}>{tools}</span>
      </header>
      {banner}
      {children}
      <footer className={styles.composer}>{composer}</footer>
    </section>
  );
}

const dayOf = (time: number) => new Date(time).toLocaleDateString('sv');

function LiveRoom() {
  const [draft, setDraft] = useState('');
  const pending = useRef(new Map<string, string>());
  const onRefused = (frame: Extract<ChatServerFrame, { type: 'error' }>) => {
    toast.error(frame.message);
    const text = frame.ref ? pending.current.get(frame.ref) : undefined;
    // A refused line comes back to the box, unless something new was typed meanwhile.
    if (text !== undefined) setDraft((current) => (current === '' ? text : current));
  };
  const { state, request, loadOlder } = useChatRoom(onRefused);
  const { status, self, messages, hasMore, loadingOlder, online } = state;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The recall window closes on its own: the 撤回 buttons follow the clock.
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, []);

  const list = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: 0, last: 0, height: 0, atBottom: true });
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const before = seen.current;
    if (first && before.first && first < before.first && last === before.last) {
      // An older page above: what was in view stays in view.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (last !== before.last) {
      const newest = messages.at(-1);
      // The newest line comes into view when the reader was there already, or wrote it.
      if (before.atBottom || before.last === 0 || (newest && isOwnMessage(newest, self)))
        box.scrollTop = box.scrollHeight;
    }
    seen.current = { first, last, height: box.scrollHeight, atBottom: isAtBottom(box) };
  }, [messages, self]);

  const onScroll = () => {
    const box = list.current;
    if (!box) return;
    seen.current.atBottom = isAtBottom(box);
    if (box.scrollTop < NEAR_TOP) loadOlder();
  };

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    const ref = Math.random().toString(36).slice(2, 10);
    if (!request({ type: 'send', text, ref })) return;
    // The last few lines sent, to give one back if the server refuses it.
    pending.current.set(ref, text);
    if (pending.current.size > 20) pending.current.delete(pending.current.keys().next().value!);
    setDraft('');
  };

  const today = dayOf(now);
  const banner =
    status === 'reconnecting' ? (
      <div className={styles.banner} role="status" data-testid="chat-reconnecting">
        连接已断开，正在重连…
      </div>
    ) : null;
  const tools = self?.is_owner ? (
    <Popconfirm
      title="清空聊天室的全部消息？"
      okText="清空"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={() => void request({ type: 'clear' })}
    >
      <Button size="small" danger disabled={messages.length === 0}>
        清空
      </Button>
    </Popconfirm>
  ) : null;

  return (
    <RoomFrame
      online={status === 'connecting' ? null : online}
      tools={tools}
      banner={banner}
      composer={
        <>
          {self && self.user_id === null && (
            <p className={styles.guest}>
              <span>
                你的昵称：<strong data-testid="chat-guest-name">{self.nick_name}</strong>
              </span>
              <button type="button" className={styles.loginLink} onClick={openLogin}>
                登录后用自己的昵称发言
              </button>
            </p>
          )}
          <div className={styles.inputRow}>
            <Input.TextArea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                event.preventDefault();
                send();
              }}
              placeholder="说点什么吧～"
              title="Enter 发送，Shift+Enter 换行"
              aria-label="聊天消息"
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              autoSize={{ minRows: 1, maxRows: 4 }}
              className={styles.input}
            />
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
              onClick={send}
              disabled={status !== 'open' || draft.trim() === ''}
            >
              发送
            </Button>
          </div>
        </>
      }
    >
      <div className={styles.list} ref={list} onScroll={onScroll} data-testid="chat-list">
        {status === 'connecting' ? (
          <p className={styles.placeholder}>正在进入聊天室…</p>
        ) : messages.length === 0 ? (
          <p className={styles.placeholder}>还没有人说话，来打个招呼吧～</p>
        ) : (
          <>
            <p className={styles.history}>
              {loadingOlder ? (
                '正在加载更早的消息…'
              ) : hasMore ? (
                <button type="button" className={styles.action} onClick={loadOlder}>
                  查看更早的消息
                </button>
              ) : (
                '没有更早的消息了'
              )}
            </p>
            <ol className={styles.lines}>
              {messages.map((message) => (
                <ChatLine
                  key={message.id}
                  message={message}
                  self={self}
                  now={now}
                  today={today}
                  onRecall={(id) => void request({ type: 'recall', id })}
                  onDelete={(id) => void request({ type: 'delete', id })}
                />
              ))}
            </ol>
          </>
        )}
      </div>
    </RoomFrame>
  );
}

const isAtBottom = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;

import type { ChatMessage, ChatSelf } from '@blog/contract';
import { Popconfirm } from 'antd';
import { LetterAvatar } from '../../../components/letter-avatar';
import { canRecall, isOwnMessage, lineTime, recallNotice } from '../chat-state';
import styles from './chat-room.module.css';

export interface ChatLineProps {
  message: ChatMessage;
  self: ChatSelf | null;
  now: number;
  today: string;
  onRecall: (id: number) => void;
  onDelete: (id: number) => void;
}

/** One line: avatar, name, time and the text in a bubble (the visitor's own on the right). */
export function ChatLine({ message, self, now, today, onRecall, onDelete }: ChatLineProps) {
  const own = isOwnMessage(message, self);
  if (message.recalled) {
    return (
      <li className={styles.notice} data-testid="chat-recalled" data-id={message.id}>
        {recallNotice(message, self)}
      </li>
    );
  }
  const recallable = canRecall(message, self, now);
  const deletable = self?.is_owner === true;
  return (
    <li className={styles.line} data-own={own} data-testid="chat-line" data-id={message.id}>
      <LetterAvatar src={message.avatar} name={message.nick_name} className={styles.avatar} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.name}>{message.nick_name}</span>
          {message.is_owner && <span className={styles.badge}>博主</span>}
          <time
            className={styles.time}
            dateTime={message.createdAt.replace(' ', 'T')}
            title={message.createdAt}
          >
            {lineTime(message.createdAt, today)}
          </time>
          {(recallable || deletable) && (
            <span className={styles.actions}>
              {recallable && (
                <button type="button" className={styles.action} onClick={() => onRecall(message.id)}>
                  撤回
                </button>
              )}
              {deletable && (
                <Popconfirm
                  title="删除这条消息？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => onDelete(message.id)}
                >
                  <button type="button" className={styles.action}>
                    删除
                  </button>
                </Popconfirm>
              )}
            </span>
          )}
        </div>
        <div className={styles.bubble}>{message.text}</div>
      </div>
    </li>
  );
}

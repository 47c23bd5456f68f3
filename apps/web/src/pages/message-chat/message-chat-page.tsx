import { ChatRoom } from '../../features/chat';
import styles from './message-chat-page.module.css';

/** 聊天室 (docs/spec.md §2: the footer is hidden here; the room fills the window under the header). */
export function MessageChatPage() {
  return (
    <div className={styles.page}>
      <ChatRoom />
    </div>
  );
}

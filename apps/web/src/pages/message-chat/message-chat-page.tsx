import { ComingSoon } from '../../components/coming-soon';
import { PageContainer } from '../../components/page-container';
import styles from './message-chat-page.module.css';

/** docs/spec.md §2: /message/chat only exists as a place without the footer. */
export function MessageChatPage() {
  return (
    <PageContainer className={styles.page}>
      <ComingSoon line="聊天室正在装修中" hint="很快就能在这里和大家畅聊啦～" />
    </PageContainer>
  );
}

import { NotificationOutlined } from '../../../components/icons';
import { Card } from '../../../components/card';
import styles from './notice-card.module.css';

/** The site's 公告 (blog_notice). */
export function NoticeCard({ notice }: { notice: string }) {
  return (
    <Card
      as="aside"
      title={
        <>
          <NotificationOutlined aria-hidden className={styles.icon} />
          公告
        </>
      }
    >
      <p className={styles.text}>{notice}</p>
    </Card>
  );
}

import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './setup-page.module.css';

export interface DemoStepProps {
  /** The action that clears the demo content (ClearDemoPanel), shown under the explanation. */
  children?: ReactNode;
  /** 保留示例内容: the step ends with the demo kept. */
  onKeep: () => void;
}

/**
 * The setup step's last part, 示例内容: what `npm start` put into the blog to show it working, and
 * the choice to clear it now (the panel given as children) or keep it for later.
 */
export function DemoStep({ children, onKeep }: DemoStepProps) {
  return (
    <section aria-label="示例内容" className={styles.demo}>
      <Typography.Paragraph>
        博客里预置了一些示例内容：文章、说说、相册、留言、评论、友链和歌曲，方便你先看看效果。
        可以现在清除，也可以先保留，以后再清除。
      </Typography.Paragraph>
      {children ? <div className={styles.demoPanel}>{children}</div> : null}
      <div className={styles.demoKeep}>
        <Button onClick={onKeep}>保留示例内容</Button>
      </div>
    </section>
  );
}

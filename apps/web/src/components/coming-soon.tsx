import type { ReactNode } from 'react';
import { Card } from './card';
import styles from './coming-soon.module.css';
import { CoffeeCupIcon } from './image-placeholders';

export interface ComingSoonProps {
  /** The friendly headline, e.g. 这里还空空如也. */
  line?: string;
  hint?: string;
  extra?: ReactNode;
}

/**
 * The empty state of a page whose content has not been written yet: a cup of coffee while you
 * wait. Drawn without antd so that pages showing it load no antd code.
 */
export function ComingSoon({
  line = '这里还空空如也',
  hint = '内容正在路上，先去别处逛逛吧～',
  extra,
}: ComingSoonProps) {
  return (
    <Card>
      <div className={styles.wrap} role="status">
        <CoffeeCupIcon className={styles.cup} />
        <p className={styles.line}>{line}</p>
        <p className={styles.hint}>{hint}</p>
        {extra}
      </div>
    </Card>
  );
}

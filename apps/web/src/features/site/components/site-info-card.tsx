import {
  FileTextOutlined,
  FundOutlined,
  HourglassOutlined,
  LineChartOutlined,
} from '../../../components/icons';
import type { SiteConfig, Statistic } from '@blog/contract';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { formatCount } from '../../../lib/count-format';
import { runningDays } from '../running-days';
import styles from './site-info-card.module.css';

export interface SiteInfoCardProps {
  config: SiteConfig;
  statistic: Statistic | undefined;
}

/** 网站资讯: how many articles, how long the site has been running and how often it was visited. */
export function SiteInfoCard({ config, statistic }: SiteInfoCardProps) {
  // One clock reading per visit keeps renders pure; the count only changes by the day.
  const [now] = useState(() => Date.now());
  const rows = [
    {
      label: '文章数目',
      value: statistic ? String(statistic.articleCount) : '-',
      icon: <FileTextOutlined />,
    },
    { label: '已运行时间', value: `${runningDays(config.site_start, now)} 天`, icon: <HourglassOutlined /> },
    { label: '本站总访问量', value: formatCount(config.view_time), icon: <LineChartOutlined /> },
  ];
  return (
    <Card
      as="aside"
      title={
        <>
          <FundOutlined aria-hidden className={styles.titleIcon} />
          网站资讯
        </>
      }
    >
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.label}>
              <span className={styles.icon} aria-hidden="true">
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

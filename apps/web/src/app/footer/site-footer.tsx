import { useState } from 'react';
import { parseApiDate, siteYear } from '../../lib/api-date';
import { formatCount } from '../../lib/count-format';
import { useSiteConfig } from '../../features/site/site-api';
import { FooterBadge, type FooterBadgeProps } from './footer-badge';
import styles from './site-footer.module.css';

const TOOL_BADGES: FooterBadgeProps[] = [
  { label: 'Powered by', value: 'Fastify', color: '#1f8f4e', href: 'https://fastify.dev' },
  { label: 'Frontend', value: 'React', color: '#149eca', href: 'https://react.dev' },
  { label: 'UI', value: 'antd', color: '#1677ff', href: 'https://ant.design' },
  { label: 'Build', value: 'Vite', color: '#7a5cf5', href: 'https://vite.dev' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The site footer: copyright years, running days and visits, tool badges and the filing number. */
export function SiteFooter() {
  const config = useSiteConfig().data;
  // One clock reading per visit keeps renders pure; the numbers only change by the day.
  const [now] = useState(() => new Date());
  const startedAt = config ? parseApiDate(config.site_start) : null;
  // Years in the site's time zone, so the server's page and the visitor's browser agree.
  const thisYear = siteYear(now);
  const startYear = startedAt ? siteYear(startedAt) : thisYear;
  const holder = config?.copyright_holder || config?.author_name;
  const runningDays = startedAt
    ? Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / DAY_MS))
    : null;
  const badges = config?.github_link
    ? [...TOOL_BADGES, { label: 'Source', value: 'GitHub', color: '#24292f', href: config.github_link }]
    : TOOL_BADGES;

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <p className={styles.line}>
        © {startYear === thisYear ? thisYear : `${startYear} - ${thisYear}`}
        {holder && (
          <>
            <span className={styles.heart} aria-hidden="true">
              ♥
            </span>
            {holder}
          </>
        )}
      </p>
      {config && (
        <p className={styles.line}>
          {runningDays !== null && `本站已运行 ${runningDays} 天 · `}
          {config.visit_totals ? (
            <span data-testid="footer-visits">
              本站总访问量 {formatCount(config.visit_totals.views)} 次 · 访客数{' '}
              {formatCount(config.visit_totals.visitors)} 人
            </span>
          ) : (
            `总访问量 ${formatCount(config.view_time)}`
          )}
        </p>
      )}
      <div className={styles.badges}>
        {badges.map((badge) => (
          <FooterBadge key={badge.value} {...badge} />
        ))}
      </div>
      {config?.filing_number && (
        <p className={styles.line}>
          <a
            className={styles.filing}
            href={config.filing_url || 'https://beian.miit.gov.cn/'}
            target="_blank"
            rel="noopener noreferrer"
          >
            {config.filing_number}
          </a>
        </p>
      )}
    </footer>
  );
}

import { useMemo } from 'react';
import { getGreeting } from '../../lib/greeting';
import { ComingSoon } from '../../components/coming-soon';
import { PageContainer } from '../../components/page-container';
import { AuthorCard } from '../../features/site/components/author-card';
import { NoticeCard } from '../../features/site/components/notice-card';
import { useSiteConfig, useStatistic } from '../../features/site/site-api';
import { HomeHero } from './home-hero';
import styles from './home-page.module.css';
import { toSayLines } from './typewriter';

export function HomePage() {
  const config = useSiteConfig().data;
  const statistic = useStatistic().data;
  const personalSay = config?.personal_say;
  // Without a motto the hero types a greeting for the time of day.
  const sayLines = useMemo(() => {
    if (personalSay === undefined) return [];
    const lines = toSayLines(personalSay);
    return lines.length > 0 ? lines : [getGreeting(new Date())];
  }, [personalSay]);

  return (
    <>
      <HomeHero blogName={config?.blog_name ?? ''} sayLines={sayLines} />
      <PageContainer>
        <div className={styles.layout}>
          <ComingSoon line="文章正在赶来的路上" hint="先泡一杯咖啡，等等第一篇文章吧～" />
          {config && (
            <div className={styles.aside}>
              <AuthorCard config={config} statistic={statistic} />
              {config.blog_notice && <NoticeCard notice={config.blog_notice} />}
            </div>
          )}
        </div>
      </PageContainer>
    </>
  );
}

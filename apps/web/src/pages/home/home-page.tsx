import { useRef, useState } from 'react';
import { PageContainer } from '../../components/page-container';
import { AuthorCard } from '../../features/site/components/author-card';
import { NoticeCard } from '../../features/site/components/notice-card';
import { SiteInfoCard } from '../../features/site/components/site-info-card';
import { useSiteConfig, useStatistic } from '../../features/site/site-api';
import { TagCloudCard } from '../../features/taxonomy/components/tag-cloud-card';
import { HomeArticleList } from './home-article-list';
import { HomeHero } from './home-hero';
import styles from './home-page.module.css';

export function HomePage() {
  const config = useSiteConfig().data;
  const statistic = useStatistic().data;
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLElement>(null);

  const changePage = (next: number) => {
    setPage(next);
    // Back to the first card of the new page, just below the fixed header.
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 76;
    window.scrollTo({ top, behavior: 'smooth' });
  };

  return (
    <>
      <HomeHero blogName={config?.blog_name ?? ''} personalSay={config?.personal_say} />
      <PageContainer>
        <div className={styles.layout}>
          <section ref={listRef} className={styles.list} aria-label="文章列表">
            <HomeArticleList page={page} onPageChange={changePage} />
          </section>
          {config && (
            <div className={styles.top}>
              <AuthorCard config={config} statistic={statistic} />
            </div>
          )}
          <div className={styles.rest}>
            {config?.blog_notice && <NoticeCard notice={config.blog_notice} />}
            <div className={styles.sticky}>
              <TagCloudCard />
              {config && <SiteInfoCard config={config} statistic={statistic} />}
            </div>
          </div>
        </div>
      </PageContainer>
    </>
  );
}

import { CalendarOutlined } from '../../components/icons';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { BlogImage } from '../../components/blog-image';
import { Card } from '../../components/card';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { Pagination } from '../../components/pagination';
import { articlePath, TIMELINE_PAGE_SIZE, useTimeline } from '../../features/article/article-api';
import { dayOf } from '../../features/article/article-dates';
import { useOfflinePage } from '../../features/app-error';
import styles from './archives-page.module.css';

/** 时间轴: every article by year, newest first, like Butterfly's archive page. */
export function ArchivesPage() {
  const [page, setPage] = useState(1);
  const cardRef = useRef<HTMLDivElement>(null);
  const timeline = useTimeline(page);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = timeline;
  useOfflinePage(timeline);

  const changePage = (next: number) => {
    setPage(next);
    const top = (cardRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 76;
    window.scrollTo({ top, behavior: 'smooth' });
  };

  return (
    <>
      <PageBanner routeName="Archives" title="时间轴" />
      <PageContainer className={styles.container}>
        {isPending ? (
          <Card>
            <TimelineSkeleton />
          </Card>
        ) : isError && !data ? (
          <LoadError line="时间轴加载失败了" error={error} onRetry={() => void refetch()} />
        ) : data.total === 0 ? (
          <ComingSoon line="时间轴还是一片空白" hint="每写下一篇文章，这里就多一个脚印～" />
        ) : (
          <div ref={cardRef}>
            <Card>
              <p className={styles.overview}>
                文章总览 <span className={styles.total}>- {data.total}</span>
              </p>
              <p className={styles.cheer}>
                {data.total >= 10 ? '好！目前共计' : '嗯..! 目前共计'} {data.total} 篇文章，继续努力～
              </p>
              <ol className={styles.timeline} data-stale={isPlaceholderData}>
                {data.list.map((year) => (
                  <li key={`${year.year}-${year.articleList[0]?.id ?? 0}`} className={styles.yearGroup}>
                    <h2 className={styles.year}>{year.year}</h2>
                    <ol className={styles.articles}>
                      {year.articleList.map((article) => (
                        <li key={article.id} className={styles.article}>
                          <Link
                            to={articlePath(article.id)}
                            className={styles.thumb}
                            tabIndex={-1}
                            aria-hidden="true"
                          >
                            <BlogImage src={article.article_cover} alt="" ratio="1" />
                          </Link>
                          <div className={styles.text}>
                            <time className={styles.date} dateTime={article.createdAt.replace(' ', 'T')}>
                              <CalendarOutlined aria-hidden /> {dayOf(article.createdAt)}
                            </time>
                            <Link to={articlePath(article.id)} className={styles.title}>
                              {article.article_title}
                            </Link>
                          </div>
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ol>
              <Pagination
                current={page}
                total={data.total}
                pageSize={TIMELINE_PAGE_SIZE}
                onChange={changePage}
              />
            </Card>
          </div>
        )}
      </PageContainer>
    </>
  );
}

function TimelineSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="时间轴加载中">
      <span className={styles.skeletonBar} style={{ width: 160, height: 24 }} />
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonThumb} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonBar} style={{ width: 90 }} />
            <span className={styles.skeletonBar} style={{ width: `${70 - index * 6}%` }} />
          </span>
        </div>
      ))}
    </div>
  );
}

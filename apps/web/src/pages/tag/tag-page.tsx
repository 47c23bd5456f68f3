import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { SkeletonLines } from '../../components/skeleton-lines';
import { tagColor, tagFontSize } from '../../features/taxonomy/tag-cloud';
import { articleListPath, useTagDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './tag-page.module.css';

export function TagPage() {
  const { data: tags, isPending, isError, refetch } = useTagDictionary();
  const counts = tags?.map((tag) => tag.articleCount) ?? [];
  const minCount = Math.min(...counts);
  const maxCount = Math.max(...counts);

  return (
    <>
      <PageBanner routeName="Tag" title="标签" />
      <PageContainer>
        <Card
          title={
            <>
              标签
              {tags && <span className={styles.count}>- {tags.length}</span>}
            </>
          }
        >
          {isPending ? (
            <SkeletonLines label="标签加载中" />
          ) : isError ? (
            <LoadError bare line="标签加载失败了" onRetry={() => void refetch()} />
          ) : tags.length === 0 ? (
            <p className={styles.empty} role="status">
              还没有标签哦～写下第一篇文章时，标签就会出现在这里
            </p>
          ) : (
            <ul className={styles.cloud}>
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={articleListPath('tag', tag.id, tag.tag_name)}
                    className={styles.tag}
                    style={
                      {
                        '--tag-color': tagColor(tag.id),
                        fontSize: tagFontSize(tag.articleCount, minCount, maxCount),
                      } as CSSProperties
                    }
                  >
                    {tag.tag_name}
                    <sup className={styles.tagCount}>{tag.articleCount}</sup>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </PageContainer>
    </>
  );
}

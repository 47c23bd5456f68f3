import { Empty, Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { tagColor, tagFontSize } from '../../features/taxonomy/tag-cloud';
import { articleListPath, useTagDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './tag-page.module.css';

export function TagPage() {
  const { data: tags, isPending, isError } = useTagDictionary();
  const counts = tags?.map((tag) => tag.articleCount) ?? [];
  const minCount = Math.min(...counts);
  const maxCount = Math.max(...counts);

  return (
    <AntdScope>
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
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : isError || tags.length === 0 ? (
            <Empty description={isError ? '标签加载失败，请稍后再试' : '还没有标签哦～'} />
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
    </AntdScope>
  );
}

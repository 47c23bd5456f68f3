import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { DictionaryCard } from '../../features/taxonomy/components/dictionary-card';
import { tagColor, tagFontSize } from '../../features/taxonomy/tag-cloud';
import { articleListPath, useTagDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './tag-page.module.css';

export function TagPage() {
  const query = useTagDictionary();
  const counts = query.data?.map((tag) => tag.articleCount) ?? [];
  const minCount = Math.min(...counts);
  const maxCount = Math.max(...counts);

  return (
    <>
      <PageBanner routeName="Tag" title="标签" />
      <PageContainer>
        <DictionaryCard name="标签" query={query}>
          {(tags) => (
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
        </DictionaryCard>
      </PageContainer>
    </>
  );
}

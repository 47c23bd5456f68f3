import type { CSSProperties } from 'react';
import { DictionaryPage } from '../../features/taxonomy/components/dictionary-page';
import { tagColor, tagFontSize } from '../../features/taxonomy/tag-cloud';
import { useTagDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './tag-page.module.css';

export function TagPage() {
  const query = useTagDictionary();
  const counts = query.data?.map((tag) => tag.articleCount) ?? [];
  const minCount = Math.min(...counts);
  const maxCount = Math.max(...counts);

  return (
    <DictionaryPage
      kind="tag"
      query={query}
      nameOf={(tag) => tag.tag_name}
      listClassName={styles.cloud}
      itemClassName={styles.tag}
      itemStyle={(tag) =>
        ({
          '--tag-color': tagColor(tag.id),
          fontSize: tagFontSize(tag.articleCount, minCount, maxCount),
        }) as CSSProperties
      }
    >
      {(tag) => (
        <>
          {tag.tag_name}
          <sup className={styles.tagCount}>{tag.articleCount}</sup>
        </>
      )}
    </DictionaryPage>
  );
}

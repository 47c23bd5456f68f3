import { TagsOutlined } from '../../../components/icons';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { tagColor, tagFontSize } from '../tag-cloud';
import { articleListPath, useTagDictionary } from '../taxonomy-api';
import styles from './tag-cloud-card.module.css';

/** The sidebar's tag cloud: every tag sized by its article count, leading to its article list. */
export function TagCloudCard() {
  const { data: tags, isPending, isError } = useTagDictionary();
  if (isError || (tags && tags.length === 0)) return null;
  const counts = tags?.map((tag) => tag.articleCount) ?? [];
  const minCount = Math.min(...counts);
  const maxCount = Math.max(...counts);

  return (
    <Card
      as="aside"
      title={
        <>
          <TagsOutlined aria-hidden className={styles.icon} />
          标签
        </>
      }
    >
      {isPending ? (
        <div className={styles.loading} aria-hidden="true">
          {[64, 40, 82, 52, 70, 46, 58].map((width, index) => (
            <span key={index} className={styles.pill} style={{ width }} />
          ))}
        </div>
      ) : (
        <ul className={styles.cloud} aria-label="标签云">
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={articleListPath('tag', tag.id, tag.tag_name)}
                className={styles.tag}
                title={`${tag.tag_name}（${tag.articleCount} 篇）`}
                style={
                  {
                    '--tag-color': tagColor(tag.id),
                    fontSize: tagFontSize(tag.articleCount, minCount, maxCount, 13, 21),
                  } as CSSProperties
                }
              >
                {tag.tag_name}
                {/* The count for screen readers too (a title is not read everywhere): "Go（3 篇）". */}
                <span className="sr-only">（{tag.articleCount} 篇）</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

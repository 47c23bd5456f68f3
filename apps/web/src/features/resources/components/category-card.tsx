import { RightOutlined } from '../../../components/icons';
import type { ResourceCategory, ResourceSite } from '@blog/contract';
import { Link } from 'react-router';
import { LetterAvatar } from '../../../components/letter-avatar';
import { siteListPath, type ResourceType } from '../resources-api';
import styles from './category-card.module.css';

export interface CategoryCardProps {
  type: ResourceType;
  category: ResourceCategory;
  /** A few of its sites, for the icons along the bottom. */
  preview: readonly ResourceSite[];
}

/** A resource category: its name, how many sites it holds and a few of their icons; opens its site list. */
export function CategoryCard({ type, category, preview }: CategoryCardProps) {
  return (
    <Link to={siteListPath(type, category.id)} className={styles.category} data-testid="resource-category">
      <span className={styles.head}>
        <span className={styles.name}>{category.name}</span>
        <RightOutlined aria-hidden className={styles.arrow} />
      </span>
      <span className={styles.count}>{category.site_count} 个网站</span>
      {preview.length > 0 && (
        <span className={styles.icons} aria-hidden>
          {preview.map((site) => (
            <LetterAvatar
              key={site.id}
              src={site.logo}
              name={site.name}
              shape="square"
              className={styles.icon}
            />
          ))}
          {category.site_count > preview.length && (
            <span className={styles.rest}>+{category.site_count - preview.length}</span>
          )}
        </span>
      )}
    </Link>
  );
}

export function CategoryCardSkeleton() {
  return <span className={styles.skeleton} aria-hidden />;
}

import type { ResourceSite } from '@blog/contract';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { CategoryCard, CategoryCardSkeleton } from '../../features/resources/components/category-card';
import {
  RESOURCE_TITLES,
  useResourceCategories,
  useResourceSites,
  type ResourceType,
} from '../../features/resources/resources-api';
import { useOfflinePage } from '../../features/app-error';
import styles from './resources-page.module.css';

/** Site icons shown on a category card. */
const PREVIEW_ICONS = 5;

/** /resources/front and /resources/back are one page (docs/spec.md §2); the path picks the list. */
export function ResourcesPage() {
  const type: ResourceType = useLocation().pathname.startsWith('/resources/back') ? 'back' : 'front';
  return <ResourceCategories key={type} type={type} />;
}

function ResourceCategories({ type }: { type: ResourceType }) {
  const categories = useResourceCategories(type);
  useOfflinePage(categories);
  // Every site of the page, for the icons on the cards; the cards do not wait for it.
  const sites = useResourceSites(type, 0);
  const byCategory = new Map<number, ResourceSite[]>();
  for (const site of sites.data ?? []) {
    const list = byCategory.get(site.category_id) ?? [];
    if (list.length < PREVIEW_ICONS) list.push(site);
    byCategory.set(site.category_id, list);
  }
  const title = RESOURCE_TITLES[type];

  return (
    <>
      <PageBanner routeName={type === 'back' ? 'Back' : 'Front'} title={title} />
      <PageContainer>
        {categories.isPending ? (
          <div className={styles.grid} aria-busy="true" aria-label={`${title}加载中`}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <CategoryCardSkeleton key={index} />
            ))}
          </div>
        ) : categories.isError ? (
          <LoadError
            line={`${title}加载失败了`}
            error={categories.error}
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <ComingSoon line="推荐清单正在整理中" hint="好用的工具和网站，很快就与你分享～" />
        ) : (
          <>
            <p className={styles.summary}>
              精选 <strong>{categories.data.reduce((sum, category) => sum + category.site_count, 0)}</strong>{' '}
              个好用的网站，分成 <strong>{categories.data.length}</strong> 类，点开看看吧～
            </p>
            <div className={styles.grid}>
              {categories.data.map((category) => (
                <CategoryCard
                  key={category.id}
                  type={type}
                  category={category}
                  preview={byCategory.get(category.id) ?? []}
                />
              ))}
            </div>
          </>
        )}
      </PageContainer>
    </>
  );
}

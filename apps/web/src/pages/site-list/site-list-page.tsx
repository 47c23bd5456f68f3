import { ArrowLeftOutlined } from '../../components/icons';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import {
  ResourceSiteCard,
  ResourceSiteCardSkeleton,
} from '../../features/resources/components/resource-site-card';
import {
  isNotFound,
  readSiteListParams,
  RESOURCE_TITLES,
  resourcesPath,
  siteListPath,
  useResourceCategories,
  useResourceSites,
  type ResourceType,
} from '../../features/resources/resources-api';
import { useOfflinePage } from '../../features/app-error';
import styles from './site-list-page.module.css';

/** 网站导航: the sites of one resource category (`?type=front|back&category=<id>`), or of a whole type. */
export function SiteListPage() {
  const [params] = useSearchParams();
  const { type, category } = readSiteListParams(params);
  const categories = useResourceCategories(type);
  const sites = useResourceSites(type, category);
  useOfflinePage(sites);
  const current = categories.data?.find((one) => one.id === category);
  const title = current?.name ?? (category > 0 ? '网站导航' : RESOURCE_TITLES[type]);

  return (
    <>
      {/* A whole type is titled by its name already: the subtitle then says what the list holds. */}
      <PageBanner
        routeName="SiteList"
        title={title}
        subtitle={title === RESOURCE_TITLES[type] ? '全部网站' : RESOURCE_TITLES[type]}
      />
      <PageContainer>
        <div className={styles.bar}>
          <Link to={resourcesPath(type)} className={styles.back}>
            <ArrowLeftOutlined aria-hidden /> {RESOURCE_TITLES[type]}
          </Link>
          {categories.data && categories.data.length > 1 && (
            <CategorySwitcher
              type={type}
              current={category}
              categories={categories.data.map(({ id, name }) => ({ id, name }))}
            />
          )}
        </div>
        {sites.isPending ? (
          <div className={styles.grid} aria-busy="true" aria-label="网站加载中">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <ResourceSiteCardSkeleton key={index} />
            ))}
          </div>
        ) : sites.isError && isNotFound(sites.error) ? (
          <ComingSoon line="没有找到这个分类" hint="它可能已经被整理掉了，回推荐页看看吧～" />
        ) : sites.isError ? (
          <LoadError line="网站列表加载失败了" error={sites.error} onRetry={() => void sites.refetch()} />
        ) : sites.data.length === 0 ? (
          <ComingSoon line="导航清单正在整理中" hint="好网站值得慢慢收集～" />
        ) : (
          <div className={styles.grid} data-testid="site-grid">
            {sites.data.map((site) => (
              <ResourceSiteCard key={site.id} site={site} />
            ))}
          </div>
        )}
      </PageContainer>
    </>
  );
}

function CategorySwitcher({
  type,
  current,
  categories,
}: {
  type: ResourceType;
  current: number;
  categories: { id: number; name: string }[];
}) {
  return (
    <nav className={styles.switcher} aria-label="切换分类">
      {[{ id: 0, name: '全部' }, ...categories].map((one) => (
        <Link
          key={one.id}
          to={siteListPath(type, one.id)}
          replace
          className={styles.chip}
          aria-current={one.id === current ? 'page' : undefined}
        >
          {one.name}
        </Link>
      ))}
    </nav>
  );
}

import { FolderOpenOutlined } from '../../components/icons';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { SkeletonLines } from '../../components/skeleton-lines';
import { articleListPath, useCategoryDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './category-page.module.css';

export function CategoryPage() {
  const { data: categories, isPending, isError, refetch } = useCategoryDictionary();
  return (
    <>
      <PageBanner routeName="Category" title="分类" />
      <PageContainer>
        <Card
          title={
            <>
              分类
              {categories && <span className={styles.count}>- {categories.length}</span>}
            </>
          }
        >
          {isPending ? (
            <SkeletonLines label="分类加载中" />
          ) : isError ? (
            <LoadError bare line="分类加载失败了" onRetry={() => void refetch()} />
          ) : categories.length === 0 ? (
            <p className={styles.empty} role="status">
              还没有分类哦～写下第一篇文章时，分类就会出现在这里
            </p>
          ) : (
            <ul className={styles.grid}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={articleListPath('category', category.id, category.category_name)}
                    className={styles.item}
                  >
                    <span className={styles.icon}>
                      <FolderOpenOutlined aria-hidden />
                    </span>
                    <span className={styles.name}>{category.category_name}</span>
                    <span className={styles.articles}>{category.articleCount} 篇</span>
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

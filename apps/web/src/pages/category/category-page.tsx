import { FolderOpenOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { articleListPath, useCategoryDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './category-page.module.css';

export function CategoryPage() {
  const { data: categories, isPending, isError } = useCategoryDictionary();
  return (
    <AntdScope>
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
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : isError || categories.length === 0 ? (
            <Empty description={isError ? '分类加载失败，请稍后再试' : '还没有分类哦～'} />
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
    </AntdScope>
  );
}

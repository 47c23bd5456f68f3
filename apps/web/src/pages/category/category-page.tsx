import { FolderOpenOutlined } from '../../components/icons';
import { Link } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { DictionaryCard } from '../../features/taxonomy/components/dictionary-card';
import { articleListPath, useCategoryDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './category-page.module.css';

export function CategoryPage() {
  const query = useCategoryDictionary();
  return (
    <>
      <PageBanner routeName="Category" title="分类" />
      <PageContainer>
        <DictionaryCard name="分类" query={query}>
          {(categories) => (
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
        </DictionaryCard>
      </PageContainer>
    </>
  );
}

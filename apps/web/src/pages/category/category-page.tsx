import { FolderOpenOutlined } from '../../components/icons';
import { DictionaryPage } from '../../features/taxonomy/components/dictionary-page';
import { useCategoryDictionary } from '../../features/taxonomy/taxonomy-api';
import styles from './category-page.module.css';

export function CategoryPage() {
  return (
    <DictionaryPage
      kind="category"
      query={useCategoryDictionary()}
      nameOf={(category) => category.category_name}
      listClassName={styles.grid}
      itemClassName={styles.item}
    >
      {(category) => (
        <>
          <span className={styles.icon}>
            <FolderOpenOutlined aria-hidden />
          </span>
          <span className={styles.name}>{category.category_name}</span>
          <span className={styles.articles}>{category.articleCount} 篇</span>
        </>
      )}
    </DictionaryPage>
  );
}

import { adminRoutes } from '@blog/contract/admin-routes';
import { TaxonomyCard, type TaxonomyKind } from './taxonomy-card';
import styles from './taxonomy-page.module.css';

const KINDS: TaxonomyKind[] = [
  { routes: adminRoutes.categories, word: '分类' },
  { routes: adminRoutes.tags, word: '标签' },
];

/** 分类与标签: both lists side by side (one above the other on a phone). */
export function TaxonomyPage() {
  return (
    <div className={styles.page}>
      {KINDS.map((kind) => (
        <TaxonomyCard key={kind.word} kind={kind} />
      ))}
    </div>
  );
}

import { CoffeeCupIcon } from '../../components/image-placeholders';
import styles from './app-loading.module.css';

/** Shown while the first page's code arrives. */
export function AppLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="加载中">
      <CoffeeCupIcon className={styles.cup} />
    </div>
  );
}

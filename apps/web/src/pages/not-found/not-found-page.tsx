import { ArrowLeftOutlined, HomeOutlined } from '../../components/icons';
import { Link, useNavigate } from 'react-router';
import { MissingPageIcon } from '../../components/image-placeholders';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <p className={styles.code}>404</p>
        <MissingPageIcon className={styles.cup} />
        <h1 id="not-found-title" className={styles.title}>
          页面走丢了
        </h1>
        <p className={styles.text}>你要找的页面可能被搬走了，或者从来没有存在过～</p>
        <div className={styles.actions}>
          <button type="button" className={styles.back} onClick={() => void navigate(-1)}>
            <ArrowLeftOutlined aria-hidden />
            返回上一页
          </button>
          <Link to="/home" className={styles.home}>
            <HomeOutlined aria-hidden />
            返回首页
          </Link>
        </div>
      </section>
    </div>
  );
}

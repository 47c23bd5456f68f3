import { Link } from 'react-router';
import { HomeOutlined, ReloadOutlined } from '../../components/icons';
import { BrokenImageIcon, CoffeeCupIcon } from '../../components/image-placeholders';
import { PageBanner } from '../../components/page-banner';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  /** No network: 当前离线 instead of 出错了. */
  offline: boolean;
  /**
   * Where it shows: `content` in a layout's content area under the blog's header (the header and the
   * player stay), `panel` in the console's content area, `screen` alone on the screen.
   */
  place: 'content' | 'panel' | 'screen';
}

/**
 * What a visitor sees instead of a page that failed: in Chinese, in the blog's card style, with
 * 重新加载 (a whole new page: fresh code and data) and 回到首页. Drawn without antd, so it shows even
 * when the failure was antd's chunk.
 */
export function ErrorPage({ offline, place }: ErrorPageProps) {
  const Icon = offline ? CoffeeCupIcon : BrokenImageIcon;
  const title = offline ? '当前离线' : '出错了';
  // Under the layout the title is the banner's, as on every page (the header's white text sits on it).
  const inLayout = place === 'content';
  return (
    <div data-testid="error-page">
      {inLayout && <PageBanner title={title} />}
      <div className={`${styles.page} ${styles[place]}`}>
        <section className={styles.card} role="alert" aria-label={title}>
          <Icon className={styles.icon} />
          {!inLayout && <h1 className={styles.title}>{title}</h1>}
          <p className={styles.text}>
            {offline
              ? '这个页面还没有缓存，联网后再试。读过的文章离线也能打开。'
              : '页面没能显示出来，重新加载试试；还不行的话，先去首页逛逛吧～'}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.reload} onClick={() => location.reload()}>
              <ReloadOutlined aria-hidden />
              重新加载
            </button>
            <Link to="/home" className={styles.home}>
              <HomeOutlined aria-hidden />
              回到首页
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

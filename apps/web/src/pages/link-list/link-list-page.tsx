import { LinkOutlined, NotificationOutlined, SendOutlined } from '../../components/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { LinkCard, LinkCardSkeleton } from '../../features/links/components/link-card';
import { linksQuery } from '../../features/links/links-api';
import { useSiteConfig } from '../../features/site/site-api';
import { openLogin, useIsLoggedIn, useUserStore } from '../../stores/user-store';
import { useSiteOrigin } from '../../lib/site-origin';
import { useOfflinePage } from '../../features/app-error';
import styles from './link-list-page.module.css';

// The form and antd load when the visitor first asks to apply.
const LinkApplyDialog = lazy(async () => ({
  default: (await import('../../features/links/components/link-apply-dialog')).LinkApplyDialog,
}));

/** 友链: how to swap links, the friends' sites, and 友链申请 for logged-in visitors. */
export function LinkListPage() {
  const links = useInfiniteQuery(linksQuery());
  useOfflinePage(links);
  const list = links.data?.pages.flatMap((page) => page.list) ?? [];
  const loggedIn = useIsLoggedIn();
  const loginOpen = useUserStore((state) => state.showLogin);
  // The visitor asked to apply; a guest logs in first, then the form opens by itself.
  const [applying, setApplying] = useState(false);
  // The dialog's code stays once loaded, so closing it can animate.
  const [loaded, setLoaded] = useState(false);
  if (applying && !loggedIn && !loginOpen) setApplying(false); // the login dialog was dismissed
  const open = applying && loggedIn;
  if (open && !loaded) setLoaded(true);

  const apply = () => {
    setApplying(true);
    if (!loggedIn) openLogin();
  };

  return (
    <>
      <PageBanner routeName="LinkList" title="友链" />
      <PageContainer>
        <div className={styles.page}>
          <Intro onApply={apply} />
          {links.isPending ? (
            <div className={styles.grid} aria-busy="true" aria-label="友链加载中">
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <LinkCardSkeleton key={index} />
              ))}
            </div>
          ) : links.isError && !links.data ? (
            <LoadError line="友链加载失败了" error={links.error} onRetry={() => void links.refetch()} />
          ) : list.length === 0 ? (
            <ComingSoon line="友链正在招募中" hint="欢迎交换友链，一起把网络连成星河～" />
          ) : (
            <section aria-labelledby="friend-links">
              <h2 id="friend-links" className={styles.heading}>
                <LinkOutlined aria-hidden /> 小伙伴们 <span className={styles.total}>{list.length}</span>
              </h2>
              <div className={styles.grid}>
                {list.map((link) => (
                  <LinkCard key={link.id} link={link} />
                ))}
              </div>
              {links.hasNextPage && (
                <button
                  type="button"
                  className={styles.more}
                  onClick={() => void links.fetchNextPage()}
                  disabled={links.isFetchingNextPage}
                >
                  {links.isFetchingNextPage ? '加载中…' : '加载更多'}
                </button>
              )}
            </section>
          )}
        </div>
      </PageContainer>
      {loaded && (
        <Suspense fallback={null}>
          <LinkApplyDialog open={open} onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </>
  );
}

/** 欢迎来到 …: this site's card to copy, the rules, and the 友链申请 button. */
function Intro({ onApply }: { onApply: () => void }) {
  const { data: site } = useSiteConfig();
  const blogName = site?.blog_name ?? '';
  const origin = useSiteOrigin();
  return (
    <Card className={styles.intro}>
      <h2 className={styles.welcome}>欢迎来到 {blogName}</h2>
      <p className={styles.lead}>
        海内存知己，天涯若比邻。如果你也有一个用心经营的网站，欢迎和我交换友链，让我们的小站互相连通～
      </p>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.subheading}>申请须知</h3>
          <ol className={styles.rules}>
            <li>请先在你的网站添加本站的友链；</li>
            <li>网站能正常访问，内容健康，以原创为主；</li>
            <li>登录后点击「友链申请」，填写网站名称、描述、地址和头像；</li>
            <li>提交后等待博主审核通过，结果会通过「我的消息」通知你。</li>
          </ol>
        </div>
        <div>
          <h3 className={styles.subheading}>本站信息</h3>
          <dl className={styles.facts}>
            <div>
              <dt>名称</dt>
              <dd>{blogName || '—'}</dd>
            </div>
            <div>
              <dt>简介</dt>
              <dd>{site?.personal_say || '—'}</dd>
            </div>
            <div>
              <dt>地址</dt>
              <dd>{origin}</dd>
            </div>
            {site?.blog_avatar && (
              <div>
                <dt>头像</dt>
                <dd>{new URL(site.blog_avatar, origin || 'http://localhost').href}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.apply} onClick={onApply}>
          <SendOutlined aria-hidden /> 友链申请
        </button>
        <Link to="/link/feed" className={styles.feed}>
          <NotificationOutlined aria-hidden /> 朋友圈：小伙伴们的新文章
        </Link>
      </div>
    </Card>
  );
}

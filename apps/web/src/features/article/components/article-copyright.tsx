import { CopyOutlined, CopyrightOutlined, LinkOutlined, UserOutlined } from '../../../components/icons';
import type { ArticleDetail } from '@blog/contract';
import type { ReactNode } from 'react';
import { copiedNotice, copyText } from '../../../lib/copy';
import { toast } from '../../../lib/toast';
import { articleTypeLabel } from '../article-dates';
import { useSiteOrigin } from '../../../lib/site-origin';
import styles from './article-copyright.module.css';

export interface ArticleCopyrightProps {
  article: ArticleDetail;
  blogName: string;
}

/** The copyright block under an article: author, 原创/转载/翻译, its addresses and how to share it. */
export function ArticleCopyright({ article, blogName }: ArticleCopyrightProps) {
  const kind = articleTypeLabel(article.type);
  const link = `${useSiteOrigin()}/article?id=${article.id}`;
  const copyLink = async () => {
    if (await copyText(link)) {
      toast.success('链接已复制到剪贴板');
      toast.info(copiedNotice(link));
    } else toast.warning('复制失败，请手动复制地址栏中的链接');
  };

  return (
    <section className={styles.copyright} aria-label="版权声明" data-kind={kind}>
      <CopyrightOutlined aria-hidden className={styles.watermark} />
      <dl className={styles.rows}>
        <Row icon={<UserOutlined aria-hidden />} term="文章作者">
          {article.authorName}
          <span className={styles.kind}>{kind}</span>
        </Row>
        <Row icon={<LinkOutlined aria-hidden />} term="文章链接" className={styles.linkRow}>
          <a href={link} className={styles.link}>
            {link}
          </a>
          <button type="button" className={styles.copy} onClick={() => void copyLink()}>
            <CopyOutlined aria-hidden />
            复制链接
          </button>
        </Row>
        {article.type !== 1 && article.origin_url && (
          <Row icon={<LinkOutlined aria-hidden />} term="原文链接">
            <a
              href={article.origin_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={styles.link}
            >
              {article.origin_url}
            </a>
          </Row>
        )}
        <Row icon={<CopyrightOutlined aria-hidden />} term="版权声明">
          {article.type === 1 ? (
            <>本文为原创文章，除特别声明外均采用 CC BY-NC-SA 4.0 许可协议，转载请注明来自「{blogName}」。</>
          ) : (
            <>本文{kind}自上方原文链接，版权归原作者所有，如有侵权请联系删除。</>
          )}
        </Row>
      </dl>
    </section>
  );
}

/** One line of the block: an icon and a term, then what it says. */
function Row({
  icon,
  term,
  className,
  children,
}: {
  icon: ReactNode;
  term: string;
  /** The description's class, where it lays out more than text. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <dt>
        {icon} {term}
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

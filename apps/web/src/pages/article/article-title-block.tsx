import {
  CalendarOutlined,
  ClockCircleOutlined,
  EyeOutlined,
  FileWordOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  LikeOutlined,
} from '../../components/icons';
import type { ArticleDetail } from '@blog/contract';
import { Link } from 'react-router';
import { dayOf, wasUpdatedLater } from '../../features/article/article-dates';
import { countWords, estimateReadingMinutes, formatWordTotal } from '../../features/article/reading-time';
import { articleListPath } from '../../features/taxonomy/taxonomy-api';
import { formatCount } from '../../lib/count-format';
import styles from './article-page.module.css';

/** The article's title and facts on its banner: dates, category, length, 阅读时长, 浏览, 点赞. */
export function ArticleTitleBlock({ article }: { article: ArticleDetail }) {
  const words = countWords(article.article_content);
  return (
    <div className={styles.titleBlock}>
      <h1 className={styles.title}>{article.article_title}</h1>
      <div className={styles.facts}>
        <span title={article.createdAt}>
          <CalendarOutlined aria-hidden /> 发表于 {dayOf(article.createdAt)}
        </span>
        {wasUpdatedLater(article.createdAt, article.updatedAt) && (
          <span title={article.updatedAt}>
            <HistoryOutlined aria-hidden /> 更新于 {dayOf(article.updatedAt)}
          </span>
        )}
        {article.category_id !== null && article.categoryName && (
          <span>
            <FolderOpenOutlined aria-hidden />{' '}
            <Link to={articleListPath('category', article.category_id, article.categoryName)}>
              {article.categoryName}
            </Link>
          </span>
        )}
      </div>
      <div className={styles.facts}>
        <span>
          <FileWordOutlined aria-hidden /> 字数 {formatWordTotal(words)}
        </span>
        <span>
          <ClockCircleOutlined aria-hidden /> 阅读时长 {estimateReadingMinutes(article.article_content)} 分钟
        </span>
        <span>
          <EyeOutlined aria-hidden /> 浏览 {formatCount(article.view_times)}
        </span>
        <span>
          <LikeOutlined aria-hidden /> 点赞 {formatCount(article.thumbs_up_times)}
        </span>
      </div>
    </div>
  );
}

/** The banner while the article loads. */
export function ArticleTitleSkeleton() {
  return (
    <div className={styles.titleBlock} aria-hidden="true">
      <span className={styles.titleBar} style={{ width: 'min(520px, 80vw)', height: 38 }} />
      <span className={styles.titleBar} style={{ width: 'min(360px, 60vw)' }} />
      <span className={styles.titleBar} style={{ width: 'min(300px, 50vw)' }} />
    </div>
  );
}

import { LeftOutlined, RightOutlined } from '../../../components/icons';
import type { Recommendation, TimelineArticle } from '@blog/contract';
import { Link } from 'react-router';
import { BlogImage } from '../../../components/blog-image';
import { articlePath } from '../article-api';
import { dayOf } from '../article-dates';
import styles from './post-neighbours.module.css';

function NeighbourCard({ article, side }: { article: TimelineArticle; side: 'previous' | 'next' }) {
  return (
    <Link to={articlePath(article.id)} className={styles.neighbour} data-side={side}>
      <BlogImage src={article.article_cover} alt="" fill className={styles.cover} />
      <span className={styles.shade} />
      <span className={styles.text}>
        <span className={styles.label}>
          {side === 'previous' ? (
            <>
              <LeftOutlined aria-hidden /> 上一篇
            </>
          ) : (
            <>
              下一篇 <RightOutlined aria-hidden />
            </>
          )}
        </span>
        <span className={styles.title}>{article.article_title}</span>
      </span>
    </Link>
  );
}

/** The neighbour on one side, or null at an end of the timeline (where the API names the article itself). */
const besides = (neighbour: TimelineArticle, articleId: number) =>
  neighbour.id === articleId ? null : neighbour;

/** 上一篇 / 下一篇 as picture cards, then 推荐文章: up to six articles sharing a tag. */
export function PostNeighbours({
  articleId,
  recommendation,
}: {
  articleId: number;
  recommendation: Recommendation;
}) {
  const previous = besides(recommendation.previous, articleId);
  const next = besides(recommendation.next, articleId);
  const { recommend } = recommendation;
  return (
    <>
      {(previous || next) && (
        <nav className={styles.neighbours} aria-label="上一篇和下一篇" data-single={!(previous && next)}>
          {previous && <NeighbourCard article={previous} side="previous" />}
          {next && <NeighbourCard article={next} side="next" />}
        </nav>
      )}
      {recommend.length > 0 && (
        <section className={styles.recommend} aria-labelledby="recommend-title">
          <h2 id="recommend-title" className={styles.recommendTitle}>
            推荐文章
          </h2>
          <ul className={styles.grid}>
            {recommend.map((article) => (
              <li key={article.id}>
                <Link to={articlePath(article.id)} className={styles.item}>
                  <BlogImage src={article.article_cover} alt="" fill className={styles.cover} />
                  <span className={styles.shade} />
                  <span className={styles.itemText}>
                    <span className={styles.date}>{dayOf(article.createdAt)}</span>
                    <span className={styles.itemTitle}>{article.article_title}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

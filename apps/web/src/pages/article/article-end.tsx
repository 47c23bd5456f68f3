import type { ArticleDetail } from '@blog/contract';
import { Link } from 'react-router';
import { TagOutlined } from '../../components/icons';
import { useRecommendations } from '../../features/article/article-api';
import { ArticleCopyright } from '../../features/article/components/article-copyright';
import { LikeButton } from '../../features/article/components/like-button';
import { PostNeighbours } from '../../features/article/components/post-neighbours';
import { articleListPath } from '../../features/taxonomy/taxonomy-api';
import styles from './article-page.module.css';

/** The end of an article's card: its tags and like button, the copyright box, previous/next. */
export function ArticleEnd({ article, blogName }: { article: ArticleDetail; blogName: string }) {
  const recommendation = useRecommendations(article.id).data;
  const tags = article.tagIdList.map((tagId, index) => ({
    id: tagId,
    name: article.tagNameList[index] ?? '',
  }));

  return (
    <>
      <div className={styles.footer}>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="标签">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link to={articleListPath('tag', tag.id, tag.name)} className={styles.tag}>
                  <TagOutlined aria-hidden />
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LikeButton articleId={article.id} initialLikes={article.thumbs_up_times} />
      </div>
      <ArticleCopyright article={article} blogName={blogName} />
      {recommendation && <PostNeighbours articleId={article.id} recommendation={recommendation} />}
    </>
  );
}

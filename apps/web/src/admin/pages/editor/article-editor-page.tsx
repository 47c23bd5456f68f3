import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/http/blog-client';
import { PageSkeleton } from '../../components/page-skeleton';
import { ArticleEditor, articleQuery } from './article-editor';

function ArticleMissing() {
  return (
    <Result
      status="404"
      title="文章不存在"
      subTitle="它可能已被彻底删除，或者地址有误。"
      extra={
        <Link to="/admin/articles">
          <Button type="primary">回到文章列表</Button>
        </Link>
      }
    />
  );
}

function ExistingArticle({ id }: { id: number }) {
  const article = useQuery({
    ...articleQuery(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchOnWindowFocus: false,
  });
  if (article.data) return <ArticleEditor key={id} article={article.data} />;
  if (article.isPending) return <PageSkeleton />;
  if (article.error instanceof ApiError && article.error.status === 404) return <ArticleMissing />;
  return (
    <Result
      status="error"
      title="文章没能打开"
      subTitle={article.error.message}
      extra={<Button onClick={() => void article.refetch()}>重试</Button>}
    />
  );
}

/** 写文章 (`/admin/articles/new`) and 编辑文章 (`/admin/articles/:id`). */
export function ArticleEditorPage() {
  const { id } = useParams();
  if (id === undefined || id === 'new') return <ArticleEditor key="new" />;
  const articleId = Number(id);
  if (!Number.isInteger(articleId) || articleId <= 0) return <ArticleMissing />;
  return <ExistingArticle id={articleId} />;
}

import type { AdminArticleItem } from '@blog/contract';
import { EyeOutlined, LikeOutlined } from '../../../components/icons';
import { Button, Image, Space, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { ownPicture } from '../../../lib/own-picture';
import { ConfirmDelete } from '../../components/confirm-delete';
import { PendingPicture } from '../../components/pending-picture';
import { ARTICLE_STATUS, ARTICLE_TYPE } from './article-labels';
import styles from './article-list-page.module.css';
import { PinControl } from './pin-control';

/** What a row's buttons do; each resolves when the server has answered. */
export interface ArticleActions {
  setStatus: (article: AdminArticleItem, status: 1 | 3) => Promise<unknown>;
  recycle: (article: AdminArticleItem) => Promise<unknown>;
  restore: (article: AdminArticleItem) => Promise<unknown>;
  purge: (article: AdminArticleItem) => Promise<unknown>;
}

type Columns = NonNullable<TableProps<AdminArticleItem>['columns']>;

const cover: Columns[number] = {
  title: '封面',
  dataIndex: 'article_cover',
  width: 104,
  // A phone keeps its narrow width for the title and the buttons.
  responsive: ['sm'],
  render: (url: string | null) => {
    const own = ownPicture(url);
    if (own) return <Image src={own} alt="封面" width={80} height={45} className={styles.cover} />;
    // A cover given by address the blog has no copy of yet.
    if (url) return <PendingPicture className={styles.noCover} />;
    return <span className={styles.noCover}>无封面</span>;
  },
};

const title = (live: boolean): Columns[number] => ({
  title: '标题',
  dataIndex: 'article_title',
  width: 260,
  render: (text: string, article) => (
    <div className={styles.title}>
      {live && article.status === 1 ? (
        <a href={`/article?id=${article.id}`} target="_blank" rel="noreferrer" title="在博客中查看">
          {text}
        </a>
      ) : (
        <Typography.Text>{text}</Typography.Text>
      )}
      <Tag variant="filled" className={styles.typeTag}>
        {ARTICLE_TYPE[article.type] ?? '原创'}
      </Tag>
      {article.is_protected && (
        <Tag color="gold" className={styles.typeTag} title="访客需输入密码才能阅读正文">
          🔒 加密
        </Tag>
      )}
    </div>
  ),
});

const category: Columns[number] = {
  title: '分类',
  dataIndex: 'categoryName',
  width: 110,
  render: (name: string | null) => name ?? <span className={styles.muted}>未分类</span>,
};

const tags: Columns[number] = {
  title: '标签',
  dataIndex: 'tagNameList',
  width: 180,
  render: (names: string[]) =>
    names.length ? (
      <Space size={[0, 4]} wrap>
        {names.map((name) => (
          <Tag key={name}>{name}</Tag>
        ))}
      </Space>
    ) : (
      <span className={styles.muted}>无</span>
    ),
};

const status: Columns[number] = {
  title: '状态',
  dataIndex: 'status',
  width: 80,
  render: (value: number) => <Tag color={ARTICLE_STATUS[value]?.color}>{ARTICLE_STATUS[value]?.label}</Tag>,
};

const pinned: Columns[number] = {
  title: '置顶',
  dataIndex: 'is_top',
  width: 90,
  render: (isTop: number, article) =>
    isTop === 1 ? <Tag color="volcano">置顶 {article.order}</Tag> : <span className={styles.muted}>—</span>,
};

const counts: Columns[number] = {
  title: '浏览 / 点赞',
  key: 'counts',
  width: 120,
  render: (_value, article) => (
    <Space size={10} className={styles.muted}>
      <span aria-label={`浏览 ${article.view_times}`}>
        <EyeOutlined /> {article.view_times}
      </span>
      <span aria-label={`点赞 ${article.thumbs_up_times}`}>
        <LikeOutlined /> {article.thumbs_up_times}
      </span>
    </Space>
  ),
};

const dates: Columns[number] = {
  title: '时间',
  key: 'dates',
  width: 190,
  render: (_value, article) => (
    <div className={styles.dates}>
      <span>发表 {article.createdAt}</span>
      <span>更新 {article.updatedAt}</span>
    </div>
  ),
};

const deletedAt: Columns[number] = { title: '删除于', dataIndex: 'deletedAt', width: 170 };

/** The live list's columns: everything about an article. */
export const LIVE_COLUMNS: Columns = [cover, title(true), category, tags, status, pinned, counts, dates];

/** The recycle bin's columns: what the article was and when it went. */
export const BIN_COLUMNS: Columns = [cover, title(false), category, status, deletedAt];

/** A live article's buttons: 编辑, 发布 or 撤回, 置顶, 删除 (to the recycle bin). */
export function LiveActions({ article, actions }: { article: AdminArticleItem; actions: ArticleActions }) {
  const publish = article.status === 1 ? 3 : 1;
  return (
    <Space size={0} wrap>
      <Link to={`/admin/articles/${article.id}`}>
        <Button type="link" size="small">
          编辑
        </Button>
      </Link>
      <Button
        type="link"
        size="small"
        onClick={() => void actions.setStatus(article, publish).catch(() => null)}
      >
        {publish === 3 ? '撤回' : '发布'}
      </Button>
      <PinControl article={article} />
      <ConfirmDelete
        title="把这篇文章移到回收站？"
        description="它会从博客上消失，可以在回收站恢复。"
        onConfirm={() => actions.recycle(article)}
      />
    </Space>
  );
}

/** A deleted article's buttons: 恢复 and 彻底删除. */
export function BinActions({ article, actions }: { article: AdminArticleItem; actions: ArticleActions }) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => void actions.restore(article).catch(() => null)}>
        恢复
      </Button>
      <ConfirmDelete
        title="彻底删除这篇文章？"
        description="它的评论和点赞会一起删除，无法恢复。"
        label="彻底删除"
        onConfirm={() => actions.purge(article)}
      />
    </Space>
  );
}

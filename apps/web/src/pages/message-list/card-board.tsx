import { CommentOutlined, EditOutlined, LoadingOutlined } from '../../components/icons';
import type { MessageItem } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { MessageCard } from '../../features/message/components/message-card';
import { ModeSwitch } from '../../features/message/components/mode-switch';
import {
  deleteMessages,
  refreshMessages,
  useHotTags,
  useMessagePages,
} from '../../features/message/message-api';
import { canManageMessage, useViewer } from '../../features/message/message-viewer';
import { toast } from '../../lib/toast';
import { useOfflinePage } from '../../features/app-error';
import styles from './message-list-page.module.css';

/** Card mode: hot-tag tabs, a search, and the messages as styled cards, eight at a time. */
export function CardBoard() {
  const [tag, setTag] = useState('');
  const [keyword, setKeyword] = useState('');
  const pages = useMessagePages(tag, keyword);
  useOfflinePage(pages);
  const hotTags = useHotTags();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const list = pages.data?.pages.flatMap((page) => page.list) ?? [];

  const remove = async (item: MessageItem) => {
    await deleteMessages([item.id]);
    toast.success('删除成功');
    await refreshMessages(queryClient);
  };

  return (
    <>
      <PageBanner routeName="MessageList" title="留言板" subtitle="每一条留言，都是一次温暖的相遇" />
      <PageContainer>
        <AntdScope>
          <Card className={styles.toolbar}>
            <div className={styles.toolbarRow}>
              <div className={styles.tabs} role="tablist" aria-label="热门标签">
                {[
                  { tag: '', label: '全部' },
                  ...(hotTags.data ?? []).map((hot) => ({ tag: hot.tag, label: hot.tag })),
                ].map((tab) => (
                  <button
                    key={tab.tag || 'all'}
                    type="button"
                    role="tab"
                    aria-selected={tag === tab.tag}
                    className={styles.tab}
                    onClick={() => setTag(tab.tag)}
                  >
                    {tab.label}
                  </button>
                ))}
              </div>
              <div className={styles.toolbarActions}>
                <Input.Search
                  placeholder="搜索留言"
                  aria-label="搜索留言"
                  allowClear
                  maxLength={50}
                  className={styles.search}
                  onSearch={(value) => setKeyword(value.trim())}
                />
                <Link to="/message/publish" className={styles.publishButton}>
                  <EditOutlined aria-hidden />
                  发布留言
                </Link>
                <Link to="/message/chat" className={styles.chatLink}>
                  <CommentOutlined aria-hidden />
                  聊天室
                </Link>
                <ModeSwitch />
              </div>
            </div>
          </Card>
          {pages.isPending ? (
            <CardsSkeleton />
          ) : pages.isError && list.length === 0 ? (
            <LoadError line="留言加载失败了" error={pages.error} onRetry={() => void pages.refetch()} />
          ) : list.length === 0 ? (
            keyword || tag ? (
              <ComingSoon line="没有找到相关的留言" hint="换个关键词或标签试试吧～" />
            ) : (
              <ComingSoon
                line="还没有人留言"
                hint="来做第一个留言的人吧～"
                extra={
                  <Link to="/message/publish" className={styles.publishButton}>
                    发布留言
                  </Link>
                }
              />
            )
          ) : (
            <>
              <div className={styles.grid} data-stale={pages.isFetching && !pages.isFetchingNextPage}>
                {list.map((item) => (
                  <MessageCard
                    key={item.id}
                    item={item}
                    canManage={canManageMessage(item, viewer)}
                    onDelete={remove}
                  />
                ))}
              </div>
              <div className={styles.more}>
                {pages.isFetchingNextPage ? (
                  <LoadingOutlined aria-label="加载中" />
                ) : pages.hasNextPage ? (
                  <Button shape="round" onClick={() => void pages.fetchNextPage()}>
                    加载更多
                  </Button>
                ) : (
                  <span>已经到底啦</span>
                )}
              </div>
            </>
          )}
        </AntdScope>
      </PageContainer>
    </>
  );
}

function CardsSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="留言加载中">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <span className={styles.skeletonPaper} />
          <span className={styles.skeletonLine} style={{ width: '50%' }} />
          <span className={styles.skeletonLine} style={{ width: '30%' }} />
        </div>
      ))}
    </div>
  );
}

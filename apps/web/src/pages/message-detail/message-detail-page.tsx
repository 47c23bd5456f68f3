import { ArrowLeftOutlined } from '../../components/icons';
import type { MessageItem } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { Comments } from '../../features/comment';
import { MessageCard } from '../../features/message/components/message-card';
import { deleteMessages, isNotFound, refreshMessages, useMessage } from '../../features/message/message-api';
import { canManageMessage, useViewer } from '../../features/message/message-viewer';
import { toast } from '../../lib/toast';
import { useOfflinePage } from '../../features/app-error';
import styles from './message-detail-page.module.css';

function parseId(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** 留言详情: one message as its card, and its comments. */
export function MessageDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <>
      <PageBanner routeName="MessageDetail" title="留言详情" />
      <PageContainer className={styles.container}>
        <Link to="/message/list" className={styles.back}>
          <ArrowLeftOutlined aria-hidden />
          返回留言板
        </Link>
        {id === 0 ? <MessageMissing /> : <MessageDetail id={id} />}
      </PageContainer>
    </>
  );
}

function MessageDetail({ id }: { id: number }) {
  const message = useMessage(id);
  const { data, isPending, isError, error, refetch } = message;
  useOfflinePage(message);
  if (isPending) {
    return (
      <Card>
        <div className={styles.skeleton} aria-busy="true" aria-label="留言加载中">
          <span className={styles.skeletonPaper} />
          <span className={styles.skeletonLine} style={{ width: '40%' }} />
        </div>
      </Card>
    );
  }
  if (isError) {
    return isNotFound(error) ? (
      <MessageMissing />
    ) : (
      <LoadError line="留言加载失败了" error={error} onRetry={() => void refetch()} />
    );
  }
  return (
    <>
      <AntdScope>
        <DetailCard item={data} />
      </AntdScope>
      <Comments type={3} forId={data.id} onChange={() => void refetch()} />
    </>
  );
}

function DetailCard({ item }: { item: MessageItem }) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = async () => {
    await deleteMessages([item.id]);
    toast.success('删除成功');
    void navigate('/message/list');
    await refreshMessages(queryClient);
  };
  return <MessageCard item={item} canManage={canManageMessage(item, viewer)} onDelete={remove} large />;
}

function MessageMissing() {
  return <ComingSoon line="这条留言还没找到" hint="它可能已经被删除了，去留言板看看别的吧～" />;
}

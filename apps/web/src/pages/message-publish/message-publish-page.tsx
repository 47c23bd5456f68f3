import { useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { isNotFound, useMessage } from '../../features/message/message-api';
import { draftFromMessage, EMPTY_DRAFT } from '../../features/message/message-draft';
import { canManageMessage, useViewer } from '../../features/message/message-viewer';
import { ComingSoon } from '../../components/coming-soon';
import { PublishForm } from './publish-form';
import { useOfflinePage } from '../../features/app-error';
import styles from './message-publish-page.module.css';

/** `?id=` as a positive whole number, or 0 (a new message). */
function parseId(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** 发布留言 (or, with `?id=`, 编辑留言): the text, its look, a tag, and a live preview. */
export function MessagePublishPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const title = id ? '编辑留言' : '发布留言';
  return (
    <>
      <PageBanner
        routeName="PublishMessage"
        title={title}
        subtitle="写下想说的话，再给它挑一身好看的衣服～"
      />
      <PageContainer>
        {id ? <EditMessage id={id} /> : <PublishForm key="new" initial={EMPTY_DRAFT} />}
      </PageContainer>
    </>
  );
}

function EditMessage({ id }: { id: number }) {
  const message = useMessage(id);
  const { data, isPending, isError, error, refetch } = message;
  useOfflinePage(message);
  const viewer = useViewer();
  if (isPending) {
    return (
      <Card>
        <div className={styles.skeleton} aria-busy="true" aria-label="留言加载中" />
      </Card>
    );
  }
  if (isError) {
    return isNotFound(error) ? (
      <ComingSoon line="这条留言找不到了" hint="它可能已经被删除了～" />
    ) : (
      <LoadError line="留言加载失败了" error={error} onRetry={() => void refetch()} />
    );
  }
  if (!canManageMessage(data, viewer)) {
    return <ComingSoon line="只能编辑自己的留言哦" hint="登录写下这条留言的账号后再来试试吧～" />;
  }
  return <PublishForm key={data.id} id={data.id} initial={draftFromMessage(data)} />;
}

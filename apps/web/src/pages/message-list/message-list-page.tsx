import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function MessageListPage() {
  return (
    <>
      <PageBanner routeName="MessageList" title="留言板" />
      <PageContainer>
        <ComingSoon line="还没有人留言" hint="来做第一个留言的人吧～" />
      </PageContainer>
    </>
  );
}

import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function MessageDetailPage() {
  return (
    <>
      <PageBanner routeName="MessageDetail" title="留言详情" />
      <PageContainer>
        <ComingSoon line="这条留言还没找到" hint="它可能去喝咖啡了～" />
      </PageContainer>
    </>
  );
}

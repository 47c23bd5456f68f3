import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function LinkListPage() {
  return (
    <>
      <PageBanner routeName="LinkList" title="友链" />
      <PageContainer>
        <ComingSoon line="友链正在招募中" hint="欢迎交换友链，一起把网络连成星河～" />
      </PageContainer>
    </>
  );
}

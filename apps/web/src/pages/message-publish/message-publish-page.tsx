import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function MessagePublishPage() {
  return (
    <>
      <PageBanner routeName="PublishMessage" title="发布留言" />
      <PageContainer>
        <ComingSoon line="留言本还没摆好" hint="稍后再来写下你想说的话吧～" />
      </PageContainer>
    </>
  );
}

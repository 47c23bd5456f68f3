import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function TalkPage() {
  return (
    <>
      <PageBanner routeName="Talk" title="说说" />
      <PageContainer>
        <ComingSoon line="还没有说说" hint="主人正在酝酿第一句话～" />
      </PageContainer>
    </>
  );
}

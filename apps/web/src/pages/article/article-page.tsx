import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function ArticlePage() {
  return (
    <>
      <PageBanner title="文章" />
      <PageContainer>
        <ComingSoon line="这篇文章还在路上" hint="泡杯咖啡，稍后再来看看吧～" />
      </PageContainer>
    </>
  );
}

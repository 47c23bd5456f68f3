import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function SiteListPage() {
  return (
    <>
      <PageBanner routeName="SiteList" title="网站导航" />
      <PageContainer>
        <ComingSoon line="导航清单正在整理中" hint="好网站值得慢慢收集～" />
      </PageContainer>
    </>
  );
}

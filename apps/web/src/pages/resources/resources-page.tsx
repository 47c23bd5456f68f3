import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

/** /resources/front and /resources/back are one page (SPEC §2); the path picks the list. */
export function ResourcesPage() {
  const isBack = useLocation().pathname.startsWith('/resources/back');
  return (
    <>
      <PageBanner routeName={isBack ? 'Back' : 'Front'} title={isBack ? '后端推荐' : '前端推荐'} />
      <PageContainer>
        <ComingSoon line="推荐清单正在整理中" hint="好用的工具和网站，很快就与你分享～" />
      </PageContainer>
    </>
  );
}

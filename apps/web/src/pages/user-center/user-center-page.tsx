import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function UserCenterPage() {
  return (
    <>
      <PageBanner routeName="UserCenter" title="个人中心" />
      <PageContainer>
        <ComingSoon line="个人中心正在装修中" hint="很快就能在这里修改资料啦～" />
      </PageContainer>
    </>
  );
}

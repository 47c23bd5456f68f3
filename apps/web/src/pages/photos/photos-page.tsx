import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function PhotosPage() {
  return (
    <>
      <PageBanner routeName="Photos" title="图库" />
      <PageContainer>
        <ComingSoon line="这个相册空空如也" hint="照片正在冲洗中～" />
      </PageContainer>
    </>
  );
}

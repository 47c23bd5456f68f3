import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function PhotoAlbumPage() {
  return (
    <>
      <PageBanner routeName="PhotoAlbum" title="相册" />
      <PageContainer>
        <ComingSoon line="相册里还没有照片" hint="等主人拍下第一处风景～" />
      </PageContainer>
    </>
  );
}

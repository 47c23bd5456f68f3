import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function ArchivesPage() {
  return (
    <>
      <PageBanner routeName="Archives" title="时间轴" />
      <PageContainer>
        <ComingSoon line="时间轴还是一片空白" hint="每写下一篇文章，这里就多一个脚印～" />
      </PageContainer>
    </>
  );
}

import { ComingSoon } from '../../components/coming-soon';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';

export function ArticleListPage() {
  return (
    <>
      <PageBanner routeName="ArticleList" title="文章列表" />
      <PageContainer>
        <ComingSoon line="这里还没有文章" hint="换个分类或标签看看吧～" />
      </PageContainer>
    </>
  );
}

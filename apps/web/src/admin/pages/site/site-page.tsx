import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { PageHeadersTab } from './page-headers-tab';
import { SiteConfigTab } from './site-config-tab';

const TABS = [
  { key: 'config', label: '基本信息', children: <SiteConfigTab /> },
  { key: 'headers', label: '页面背景', children: <PageHeadersTab /> },
];

/** 网站设置: the site's profile (基本信息) and each page's banner (页面背景); `?tab=headers` opens the second. */
export function SitePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'headers' ? 'headers' : 'config';
  return (
    <AdminPage>
      <Tabs
        activeKey={tab}
        items={TABS}
        onChange={(key) => setParams(key === 'config' ? {} : { tab: key }, { replace: true })}
      />
    </AdminPage>
  );
}
